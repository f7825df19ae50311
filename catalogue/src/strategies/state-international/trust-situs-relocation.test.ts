import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { trustSitusRelocation as situs } from "./trust-situs-relocation.ts";

const family = {
  netWorthUsd: 12_000_000,
  primaryAge: 62,
  maritalStatus: "married" as const,
  spouseAge: 60,
  state: "NJ",
  annualIncomeUsd: 500_000,
  estateDocuments: ["irrevocable_trust" as const],
};

describe("trust situs on the household", () => {
  it("12,000,000 ÷ 5 = 2,400,000 of trust (assumed) × 2% income × 10.75% New Jersey top rate = 5,160 a year saved", () => {
    const fig = figuresOf(situs, ctxOf(family));
    expect(fig.flows.find((f) => f.kind === "incomeTax")?.amountUsd).toBeCloseTo(5_160, 6);
  });
});

describe("trust situs eligibility", () => {
  it("needs an existing irrevocable trust in a state that taxes it", () => {
    const yes = ctxOf(family);
    expect(situs.eligibility(yes.facts, yes).fits).toBe(true);
    for (const f of [
      { ...family, estateDocuments: [] },
      { ...family, state: "FL" },
    ]) {
      const ctx = ctxOf(f);
      expect(situs.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(situs));
});
