import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  employeeStockPurchasePlan,
  medicareIrmaaPlanning,
  netInvestmentIncomeTaxPlanning,
  qualifiedLongevityAnnuityContract,
  socialSecurityClaimingStrategy,
  taxEfficientWithdrawalSequencing,
} from "./retirement-income.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("retirement income golden figures (2026)", () => {
  it("withdrawal sequencing: 200,000 × 0.03 × 20 = 120,000 saved; cost 500 × 20 years", () => {
    const x = { annualSpendingUsd: 200_000, rateSaving: 0.03, years: 20, planningCostUsd: 500 };
    expect(round(taxEfficientWithdrawalSequencing.benefit(x, tax).taxSavings)).toBe(120_000);
    expect(taxEfficientWithdrawalSequencing.cost(x, tax)).toEqual({ setup: 0, annual: 500, years: 20 });
  });

  it("Social Security: 40,000 × 0.08 × 3 × 20 − 40,000 × 3 = 192,000 − 120,000 = 72,000 more income", () => {
    const x = { annualBenefitUsd: 40_000, delayedCreditRate: 0.08, delayYears: 3, yearsCollected: 20 };
    expect(round(socialSecurityClaimingStrategy.benefit(x, tax).incomeStream)).toBe(72_000);
    // Collected too briefly to break even: 40,000 × 0.08 × 3 × 10 = 96,000 < 120,000 given up → 0, never negative.
    expect(round(socialSecurityClaimingStrategy.benefit({ ...x, yearsCollected: 10 }, tax).incomeStream)).toBe(0);
  });

  it("QLAC: 200,000 × 0.35 × 0.04 × 12 = 33,600 tax deferred; 200,000 × (0.35 × 5 − 1) = 150,000 beyond the premium", () => {
    const x = {
      qlacPremiumUsd: 200_000,
      marginalRate: 0.35,
      rmdFactor: 0.04,
      deferralYears: 12,
      payoutRate: 0.35,
      payoutYears: 5,
      costRate: 0.02,
    };
    const b = qualifiedLongevityAnnuityContract.benefit(x, tax);
    expect(round(b.taxSavings)).toBe(33_600);
    expect(round(b.incomeStream)).toBe(150_000);
    expect(round(qualifiedLongevityAnnuityContract.cost(x, tax).setup)).toBe(4_000);
    // Payments that do not return the premium (0.35 × 2 = 0.7 < 1) count as no income benefit.
    expect(round(qualifiedLongevityAnnuityContract.benefit({ ...x, payoutYears: 2 }, tax).incomeStream)).toBe(0);
  });

  it("QLAC premium default: min(QLAC limit 210,000, 25% × 2,000,000) = 210,000, read from the tax year", () => {
    const d = qualifiedLongevityAnnuityContract.defaults(
      facts({ primaryAge: 70, retirementAccountsUsd: 2_000_000 }),
      tax,
    );
    expect(d.qlacPremiumUsd?.value).toBe(tax.qlacPremiumLimit);
    expect(tax.qlacPremiumLimit).toBe(210_000);
    expect(TAX_YEAR_2025.values.qlacPremiumLimit).toBe(210_000);
    const small = qualifiedLongevityAnnuityContract.defaults(
      facts({ primaryAge: 70, retirementAccountsUsd: 400_000 }),
      tax,
    );
    expect(small.qlacPremiumUsd?.value).toBe(100_000);
  });

  it("IRMAA: 2,500 × 2 people × 10 years = 50,000 surcharges avoided", () => {
    const x = { annualSurchargeAvoidedUsd: 2_500, people: 2, years: 10, planningCostUsd: 300 };
    expect(round(medicareIrmaaPlanning.benefit(x, tax).taxSavings)).toBe(50_000);
  });

  it("NIIT: 100,000 shifted × 0.038 × 10 years = 38,000, using the §1411 rate of the tax year", () => {
    const x = { investmentIncomeShiftedUsd: 100_000, years: 10, planningCostUsd: 1_000 };
    expect(round(netInvestmentIncomeTaxPlanning.benefit(x, tax).taxSavings)).toBe(38_000);
    expect(tax.netInvestmentIncomeTaxRate).toBe(0.038);
  });

  it("ESPP: 25,000 × 0.15 × 5 years = 18,750 discount; cost is the tax on the discount", () => {
    const x = { annualPurchaseUsd: 25_000, discountRate: 0.15, years: 5, taxOnDiscountUsd: 6_938 };
    expect(round(employeeStockPurchasePlan.benefit(x, tax).incomeStream)).toBe(18_750);
    expect(employeeStockPurchasePlan.cost(x, tax).setup).toBe(6_938);
  });
});

describe("retirement income eligibility reads as sentences", () => {
  it("Social Security claiming fits at 64 and not at 72", () => {
    const fit = socialSecurityClaimingStrategy.eligibility(facts({ primaryAge: 64 }), tax);
    expect(fit.fits).toBe(true);
    const late = socialSecurityClaimingStrategy.eligibility(facts({ primaryAge: 72 }), tax);
    expect(late.fits).toBe(false);
    for (const r of [...fit.reasons, ...late.reasons]) expect(r).toMatch(/^[A-Z].*\.$/);
  });
});
