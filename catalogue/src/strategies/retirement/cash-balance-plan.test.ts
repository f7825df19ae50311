import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { cashBalancePlan as s } from "./cash-balance-plan.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A practice owner of 55 earning 600,000, no state income tax modelled. */
const dentist = ctxOf({
  maritalStatus: "married",
  primaryAge: 55,
  spouseAge: 53,
  annualIncomeUsd: 600_000,
  ownsBusiness: true,
  netWorthUsd: 4_000_000,
});

describe("cash-balance-plan", () => {
  it("Cash balance: 290,000 (§415(b), Notice 2025-67) × ä(5.5%, 18) 11.8646 = 3,440,736 at 67, funded at 5% over 12 years = 205,872 a year", () => {
    const d = s.defaults(dentist);
    expect(d.contributionYears?.value).toBe(12);
    // 3,440,736 × 0.05 ÷ ((1.05^12 − 1) × 1.05).
    expect(d.annualContributionUsd?.value).toBeCloseTo(205_872, -1);
    expect(d.annualContributionUsd?.assumption).toMatch(/annuity factor of 11\.86/);
  });

  it("prices the deduction at the owner's income: the plan's deferral, its repayment and the running costs after their deduction", () => {
    const f = evaluateOnHousehold(s, dentist);
    // Running cost 16,000 deducted: the first 16,000 below 600,000 on a joint return is in the 35% bracket
    // (512,450–768,700, Rev. Proc. 2025-32) → 16,000 × 0.65 = 10,400.
    expect(f.flows.find((x) => /staff credits/.test(x.label))?.amountUsd).toBeCloseTo(-10_400, 0);
    expect(f.flows.some((x) => x.deferral === true && x.amountUsd > 0)).toBe(true);
    expect(f.flows.some((x) => x.deferral === true && x.amountUsd < 0)).toBe(true);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("defaults: with fewer than 10 years to retirement the §415(b) benefit phases in (§415(b)(5)(A))", () => {
    const late = ctxOf({ primaryAge: 60, plannedRetirementAge: 65, annualIncomeUsd: 600_000, ownsBusiness: true });
    expect(s.defaults(late).annualContributionUsd?.assumption).toMatch(/5\/10 years of participation/);
  });

  it("fits an owner of 40 or more with high income; not an employee, not a young or modest owner", () => {
    expect(s.eligibility(dentist.facts, dentist).fits).toBe(true);
    const employee = ctxOf({ primaryAge: 55, annualIncomeUsd: 600_000 });
    expect(s.eligibility(employee.facts, employee).fits).toBe(false);
    const modest = ctxOf({ primaryAge: 55, annualIncomeUsd: 150_000, ownsBusiness: true });
    expect(s.eligibility(modest.facts, modest).fits).toBe(false);
    const young = ctxOf({ primaryAge: 35, annualIncomeUsd: 600_000, ownsBusiness: true });
    expect(s.eligibility(young.facts, young).fits).toBe(false);
    expect(s.family).toBe("owner-pension");
  });
});
