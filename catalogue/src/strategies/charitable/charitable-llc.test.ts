import { describe, expect, it } from "vitest";
import { charitableLlc as llc } from "./charitable-llc.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};

describe("charitable LLC on the household", () => {
  const ctx = ctxOf(founder);
  const fig = figuresOf(llc, ctx);
  it("no income tax deduction on funding; 4,000,000 committed, deducted from the estate when it passes to charity at the final death", () => {
    expect(fig.flows.some((f) => f.kind === "incomeTax")).toBe(false);
    const h = ctx.household;
    expect(fig.effects.estate?.deductionUsd).toBeCloseTo(
      4_000_000 * (1 + h.growth.netOfSpending) ** h.yearsToFinalDeath,
      0,
    );
    expect(fig.estate?.savingUsd ?? 0).toBeGreaterThan(0);
    expect(fig.payoutUsd).toBe(4_000_000);
  });
});

describe("charitable LLC eligibility", () => {
  it("needs charitable intent and an estate the model projects to owe tax; not for a conservative client", () => {
    const yes = ctxOf(founder);
    expect(llc.eligibility(yes.facts, yes).fits).toBe(true);
    const small = ctxOf({ ...founder, state: "FL", netWorthUsd: 3_000_000, taxableInvestmentsUsd: 1_000_000 });
    expect(llc.eligibility(small.facts, small).fits).toBe(false);
    const conservative = ctxOf({ ...founder, riskTolerance: "conservative" });
    expect(llc.eligibility(conservative.facts, conservative).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(llc));
});
