import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { fullyInsuredDefinedBenefitPlan as s } from "./fully-insured-defined-benefit-plan.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const surgeon = ctxOf({
  maritalStatus: "married",
  primaryAge: 57,
  spouseAge: 57,
  annualIncomeUsd: 900_000,
  ownsBusiness: true,
  netWorthUsd: 6_000_000,
});

describe("fully-insured-defined-benefit-plan", () => {
  it("§412(e)(3): 290,000 × ä(5.5%, 18) = 3,440,736 at 67 funded at a 3% guaranteed rate over 10 years = 3,440,736 × 0.03 ÷ ((1.03^10 − 1) × 1.03)", () => {
    const d = s.defaults(surgeon);
    expect(d.contributionYears?.value).toBe(10);
    const expected = (3_440_736 * 0.03) / ((1.03 ** 10 - 1) * 1.03);
    expect(d.annualContributionUsd?.value).toBeCloseTo(expected, -1);
    // Larger than the same target funded at 5% (the cash balance plan's crediting rate).
    expect(d.annualContributionUsd?.value ?? 0).toBeGreaterThan((3_440_736 * 0.05) / ((1.05 ** 10 - 1) * 1.05));
  });

  it("counts the slower growth of guaranteed contracts against a taxable account at the portfolio's growth", () => {
    const f = evaluateOnHousehold(s, surgeon);
    expect(f.variables.find((v) => v.name === "growthRate")?.value).toBe(0.03);
    expect(f.variables.find((v) => v.name === "alternativeGrowthRate")?.value).toBe(0.055);
    expect(f.flows.find((x) => x.label === "plan design and documents")?.amountUsd).toBe(-10_000);
  });

  it("fits an owner of 50+ with 500,000+ of income and no aggressive tolerance", () => {
    expect(s.eligibility(surgeon.facts, surgeon).fits).toBe(true);
    const aggressive = ctxOf({ ...surgeon.facts, riskTolerance: "aggressive" });
    expect(s.eligibility(aggressive.facts, aggressive).fits).toBe(false);
    const young = ctxOf({ ...surgeon.facts, primaryAge: 45, spouseAge: 45 });
    expect(s.eligibility(young.facts, young).fits).toBe(false);
    expect(s.family).toBe("owner-pension");
  });
});
