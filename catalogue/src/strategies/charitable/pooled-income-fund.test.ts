import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";
import { pooledIncomeFund as pif } from "./pooled-income-fund.ts";

const retired = HOUSEHOLDS["retired charitable couple in Florida with low-basis stock"] ?? {};

describe("pooled income fund on the household", () => {
  const fig = figuresOf(pif, ctxOf(retired));
  it("250,000 (10% of the portfolio): the family gives up 250,000 × (1 − 1.036^−20) and receives 3.6% of the fund a year", () => {
    const share = fig.flows.find((f) => f.label.startsWith("family's share"));
    expect(share?.amountUsd).toBeCloseTo(-250_000 * (1 - 1.036 ** -20), 4);
    expect(fig.flows.find((f) => f.kind === "income" && f.year === 1)?.amountUsd).toBeCloseTo(9_000, 6);
  });
  it("the gain is avoided, not deferred: no deferral flows (§642(c)(3))", () => {
    expect(fig.flows.some((f) => f.deferral)).toBe(false);
    expect(fig.flows.some((f) => f.label.includes("avoided"))).toBe(true);
  });
});

describe("pooled income fund eligibility", () => {
  it("needs appreciated securities and charitable intent", () => {
    const yes = ctxOf(retired);
    expect(pif.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf({ ...retired, hasLowBasisStock: false });
    expect(pif.eligibility(no.facts, no).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(pif));
});
