import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { taxOn } from "../kit.ts";
import { puertoRicoAct60 as act60 } from "./puerto-rico-act-60.ts";

const mover = {
  netWorthUsd: 15_000_000,
  primaryAge: 45,
  maritalStatus: "single" as const,
  state: "CA",
  annualIncomeUsd: 700_000,
  taxableInvestmentsUsd: 8_000_000,
  plannedMoveState: "PR",
};

describe("Act 60 on the household", () => {
  it("the gain on 8,000,000 over 10 years of residence, 8,000,000 × (1.055^10 − 1), is sold free of federal and state tax", () => {
    const ctx = ctxOf(mover);
    const fig = figuresOf(act60, ctx);
    const gain = 8_000_000 * (1.055 ** 10 - 1);
    const f = fig.flows.find((x) => x.kind === "incomeTax");
    expect(f?.year).toBe(10);
    expect(f?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: gain }), 2);
  });
});

describe("Act 60 eligibility", () => {
  it("needs a planned move to Puerto Rico (or a goal naming it)", () => {
    const yes = ctxOf(mover);
    expect(act60.eligibility(yes.facts, yes).fits).toBe(true);
    expect(act60.answers(yes)?.urgency).toBe("client-specific");
    const goal = ctxOf({ ...mover, plannedMoveState: null, goals: ["considering Puerto Rico"] });
    expect(act60.eligibility(goal.facts, goal).fits).toBe(true);
    const no = ctxOf({ ...mover, plannedMoveState: "FL" });
    expect(act60.eligibility(no.facts, no).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(act60));
});
