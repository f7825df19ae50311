import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { familyManagementCompany as s } from "./family-management-company.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A married Florida couple with $1.5M of other income and $40M invested. */
const family: Partial<TClientFacts> = {
  netWorthUsd: 45_000_000,
  primaryAge: 62,
  maritalStatus: "married",
  state: "FL",
  annualIncomeUsd: 1_500_000,
  isRetired: false,
  taxableInvestmentsUsd: 40_000_000,
  childrenCount: 3,
};

describe("family-management-company: golden arithmetic", () => {
  it("300,000 of costs deducted at the 37% top bracket and out of the 3.8% NIIT base: 300,000 × (0.37 + 0.038) = 122,400 a year", () => {
    // 2026 joint 37% bracket from $768,700 (Rev. Proc. 2025-32), where taxable income stays; the costs
    // reduce the family's net investment income (800,000 of portfolio yield), the NIIT base of §1411,
    // by 300,000 × 3.8% = 11,400; total 122,400. Florida has no income tax.
    const v = { managementCostsUsd: 300_000, years: 2, setupCostUsd: 0, annualOperatingCostUsd: 0 };
    const saved = s.effects(v, ctxOf(family)).flows.find((f) => f.kind === "incomeTax");
    expect(saved?.amountUsd).toBeCloseTo(122_400, 0);
  });
});

describe("family-management-company: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("costs 0.75% of investable assets, to the final death", () => {
    const ctx = ctxOf(family);
    const d = s.defaults(ctx);
    expect(d.managementCostsUsd?.value).toBe(300_000 + Math.round(5_000_000 * 0.0075));
    expect(d.years?.value).toBe(ctx.household.yearsToFinalDeath);
  });
  it("needs $10M investable and descendants", () => {
    expect(fits(family).fits).toBe(true);
    expect(fits({ ...family, childrenCount: 0 }).fits).toBe(false);
    expect(fits({ ...family, netWorthUsd: 9_000_000, taxableInvestmentsUsd: 8_000_000 }).fits).toBe(false);
  });
});
