import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { netInvestmentIncomeTaxPlanning as s } from "./net-investment-income-tax-planning.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("net-investment-income-tax-planning", () => {
  it("NIIT: 4,000,000 × 2% × 30% = 24,000 of bond interest into municipals saves 3.8% × 24,000 = 912 a year (§1411)", () => {
    const c = ctxOf({
      maritalStatus: "single",
      primaryAge: 58,
      annualIncomeUsd: 400_000,
      taxableInvestmentsUsd: 4_000_000,
      netWorthUsd: 6e6,
    });
    expect(s.defaults(c).investmentIncomeShiftedUsd?.value).toBe(24_000);
    const f = evaluateOnHousehold(s, c);
    expect(f.flows.find((x) => x.year === 0 && /avoided/.test(x.label))?.amountUsd).toBeCloseTo(912, 6);
  });

  it("uses the filing status's threshold: a single MAGI of 230,000 pays NIIT (over 200,000); a joint one does not (250,000)", () => {
    const single = ctxOf({
      maritalStatus: "single",
      primaryAge: 50,
      annualIncomeUsd: 200_000,
      taxableInvestmentsUsd: 1_500_000,
      netWorthUsd: 2e6,
    });
    expect(s.eligibility(single.facts, single).fits).toBe(true);
    expect(s.eligibility(single.facts, single).reasons[0]).toMatch(/\$200,000 threshold/);
    const married = ctxOf({
      maritalStatus: "married",
      primaryAge: 50,
      spouseAge: 50,
      annualIncomeUsd: 200_000,
      taxableInvestmentsUsd: 1_500_000,
      netWorthUsd: 2e6,
    });
    expect(s.eligibility(married.facts, married).reasons[0]).toMatch(/\$250,000 NIIT threshold/);
  });

  it("defaults: no taxable investments, nothing to move", () => {
    const c = ctxOf({ primaryAge: 50, annualIncomeUsd: 900_000, netWorthUsd: 2e6 });
    expect(s.defaults(c).investmentIncomeShiftedUsd?.value).toBe(0);
    expect(s.eligibility(c.facts, c).fits).toBe(false);
  });
});
