import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { megaBackdoorRoth as s } from "./mega-backdoor-roth.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const engineer = ctxOf({
  maritalStatus: "married",
  primaryAge: 45,
  spouseAge: 45,
  annualIncomeUsd: 300_000,
  hasEmployerPlan: true,
  netWorthUsd: 2_000_000,
});

describe("mega-backdoor-roth", () => {
  it("Mega backdoor: 72,000 − 24,500 − 4% × 300,000 = 35,500 of after-tax room a year (§415(c), §402(g), Notice 2025-67)", () => {
    const d = s.defaults(engineer);
    expect(d.afterTaxContributionUsd?.value).toBe(35_500);
    expect(d.contributionYears?.value).toBe(22);
    const f = evaluateOnHousehold(s, engineer);
    // Year 0: 2% × 35,500 = 710 of dividends at 15% (taxable 267,800; NIIT from 250,000 joint) = 106.50 + 3.8% × 710 = 133.48.
    expect(f.flows.find((x) => x.year === 0 && /dividends/.test(x.label))?.amountUsd).toBeCloseTo(133.48, 2);
    expect(f.flows.filter((x) => /processing/.test(x.label))).toHaveLength(22);
  });

  it("fits an employee whose pay carries the deferral and the after-tax room; not a modest earner or a retiree", () => {
    expect(s.eligibility(engineer.facts, engineer).fits).toBe(true);
    // 150,000: 24,500 + (72,000 − 24,500 − 6,000) = 66,000 > a third of pay.
    const modest = ctxOf({ primaryAge: 45, annualIncomeUsd: 150_000, hasEmployerPlan: true });
    expect(s.eligibility(modest.facts, modest).reasons[0]).toMatch(/a third of pay/);
    const noPlan = ctxOf({ primaryAge: 45, annualIncomeUsd: 400_000 });
    expect(s.eligibility(noPlan.facts, noPlan).fits).toBe(false);
  });
});
