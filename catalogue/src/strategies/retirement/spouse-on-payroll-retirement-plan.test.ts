import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { spouseOnPayrollRetirementPlan as s } from "./spouse-on-payroll-retirement-plan.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owners = ctxOf({
  maritalStatus: "married",
  primaryAge: 50,
  spouseAge: 48,
  annualIncomeUsd: 300_000,
  ownsBusiness: true,
  netWorthUsd: 2e6,
});

describe("spouse-on-payroll-retirement-plan", () => {
  it("Spouse on payroll: 24,500 deferral + 25% × 60,000 = 39,500 a year, costing 60,000 × (6.2% + 1.45%) × 2 = 9,180 of FICA, employer half deducted at 24% = 1,101.60", () => {
    expect(s.defaults(owners).spouseContributionUsd?.value).toBe(39_500);
    const f = evaluateOnHousehold(s, owners);
    const year0 = f.flows.filter((x) => x.year === 0);
    expect(year0.find((x) => /both halves/.test(x.label))?.amountUsd).toBeCloseTo(-9_180, 6);
    // §3111 employer half 4,590 on a joint 300,000 return in the 24% bracket (Rev. Proc. 2025-32).
    expect(year0.find((x) => /employer half/.test(x.label))?.amountUsd).toBeCloseTo(1_101.6, 6);
    expect(year0.find((x) => /payroll service/.test(x.label))?.amountUsd).toBe(-1_200);
  });

  it("needs a legal marriage and a business: an unmarried partner or an employee does not qualify", () => {
    expect(s.eligibility(owners.facts, owners).fits).toBe(true);
    const partnered = ctxOf({
      maritalStatus: "partnered",
      primaryAge: 50,
      spouseAge: 48,
      annualIncomeUsd: 300_000,
      ownsBusiness: true,
    });
    expect(s.eligibility(partnered.facts, partnered).reasons[0]).toMatch(/not a legal spouse/);
    const employee = ctxOf({ maritalStatus: "married", primaryAge: 50, spouseAge: 48, annualIncomeUsd: 300_000 });
    expect(s.eligibility(employee.facts, employee).fits).toBe(false);
  });
});

describe("spouse-on-payroll-retirement-plan: the fact it answers", () => {
  it("answers a spouse the notes say has no earnings, and is silent when the spouse earns or nothing is said", () => {
    expect(s.answers(ctxOf({ ...owners.facts, spouseHasEarnedIncome: false }))?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ ...owners.facts, spouseHasEarnedIncome: true }))).toBeNull();
    expect(s.answers(owners)).toBeNull();
  });
});
