import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "./lib/household.test-helpers.ts";
import { netIncomeMakeupCrut as nimcrut } from "./net-income-makeup-crut.ts";

const earner = {
  netWorthUsd: 6_000_000,
  primaryAge: 50,
  plannedRetirementAge: 62,
  maritalStatus: "married" as const,
  spouseAge: 50,
  state: "FL",
  annualIncomeUsd: 600_000,
  taxableInvestmentsUsd: 3_000_000,
  hasLowBasisStock: true,
  hasCharitableIntent: true,
  goals: ["retirement income"],
};

describe("NIMCRUT on the household", () => {
  const fig = figuresOf(nimcrut, ctxOf(earner));
  it("accumulates 62 − 50 = 12 years with no payout, then pays 5% of the trust plus the makeup account spread over the last 8 years", () => {
    expect(fig.variables.find((v) => v.name === "accumulationYears")?.value).toBe(12);
    const income = fig.flows.filter((f) => f.kind === "income");
    expect(income.map((f) => f.year)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    const V = 600_000; // 20% of the 3,000,000 portfolio
    let makeup = 0;
    for (let t = 1; t <= 12; t++) makeup += 0.05 * V * 1.055 ** (t - 1);
    expect(income[0]?.amountUsd).toBeCloseTo(0.05 * V * 1.055 ** 12 + makeup / 8, 4);
  });
});

describe("NIMCRUT eligibility and defaults", () => {
  it("an unstated retirement age falls back to 67 (Social Security full retirement age) and says so", () => {
    const fig = figuresOf(nimcrut, ctxOf({ ...earner, plannedRetirementAge: null }));
    const k = fig.variables.find((v) => v.name === "accumulationYears");
    expect(k?.value).toBe(17);
    expect(k?.assumption).toMatch(/67 assumed/);
  });
  it("needs working years ahead, a stated age and high income; not for a retiree", () => {
    const yes = ctxOf(earner);
    expect(nimcrut.eligibility(yes.facts, yes).fits).toBe(true);
    expect(nimcrut.answers(yes)?.urgency).toBe("client-specific");
    for (const f of [
      { ...earner, isRetired: true },
      { ...earner, primaryAge: null },
      { ...earner, annualIncomeUsd: 150_000 },
    ]) {
      const ctx = ctxOf(f);
      expect(nimcrut.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(nimcrut));
});
