import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  cashBalancePlan,
  fullyInsuredDefinedBenefitPlan,
  inheritedIraBracketManagement,
  nuaStrategy,
  rothConversionLowBracketYears,
  solo401k,
  spouseOnPayrollRetirementPlan,
} from "./retirement-plans.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), netWorthUsd: 3_000_000, ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);
const preTax = { growthRate: 0.06, currentRate: 0.37, retirementRate: 0.24, growthTaxRate: 0.238 };

describe("retirement plan golden figures (2026)", () => {
  it("NUA: (1,000,000 − 200,000) × (0.37 − 0.20) = 136,000 saved versus ordinary income", () => {
    const v = {
      employerStockValueUsd: 1_000_000,
      costBasisUsd: 200_000,
      ordinaryRate: 0.37,
      capitalGainsRate: 0.2,
      growthRate: 0.06,
      deferralYears: 10,
      adviceCostUsd: 3_000,
    };
    expect(round(nuaStrategy.benefit(v, tax).taxSavings)).toBe(136_000);
    // Cost: 3,000 + 200,000 × 0.37 × (1 − 1.06^−10) = 35,679 (tax on the basis paid early).
    expect(round(nuaStrategy.cost(v, tax).setup)).toBe(35_679);
  });

  it("Roth conversion: 100,000 × 5 × 1.06^15 × (0.32 − 0.24) = 95,862", () => {
    const b = rothConversionLowBracketYears.benefit(
      {
        conversionUsd: 100_000,
        conversionYears: 5,
        growthRate: 0.06,
        growthYears: 15,
        futureRate: 0.32,
        currentRate: 0.24,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(95_862);
  });

  it("Cash balance: FV 2,515,579 × (0.37 − 0.24) + 515,579 × 0.63 × 0.238 = 404,331", () => {
    const b = cashBalancePlan.benefit(
      { annualContributionUsd: 200_000, contributionYears: 10, ...preTax, growthRate: 0.05 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(404_331);
  });

  it("§412(e)(3): FV 2,298,739 × 0.13 + 198,739 × 0.63 × 0.238 = 328,635", () => {
    const b = fullyInsuredDefinedBenefitPlan.benefit(
      { annualContributionUsd: 300_000, contributionYears: 7, ...preTax, growthRate: 0.03 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(328_635);
  });

  it("Inherited IRA: 1,000,000 × (0.37 − 0.24) = 130,000", () => {
    const b = inheritedIraBracketManagement.benefit(
      { inheritedIraUsd: 1_000_000, lumpSumRate: 0.37, spreadRate: 0.24 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(130_000);
  });

  it("Solo 401(k): FV 1,675,870 × (0.32 − 0.24) + 595,870 × 0.68 × 0.188 = 210,246", () => {
    const b = solo401k.benefit(
      {
        annualContributionUsd: 72_000,
        contributionYears: 15,
        growthRate: 0.06,
        currentRate: 0.32,
        retirementRate: 0.24,
        growthTaxRate: 0.188,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(210_246);
  });

  it("Spouse on payroll: benefit 86,522; cost 60,000 × 0.0765 × (2 − 0.37) + 1,200 = 8,682 a year", () => {
    const v = {
      spouseWageUsd: 60_000,
      spouseContributionUsd: 39_500,
      contributionYears: 10,
      payrollCostUsd: 1_200,
      ...preTax,
    };
    expect(round(spouseOnPayrollRetirementPlan.benefit(v, tax).taxSavings)).toBe(86_522);
    expect(round(spouseOnPayrollRetirementPlan.cost(v, tax).annual)).toBe(8_682);
  });
});

describe("retirement plan eligibility", () => {
  const cases = [
    {
      def: nuaStrategy,
      fits: facts({ hasEmployerStockInPlan: true, primaryAge: 60 }),
      fitsReason: /employer stock inside a qualified plan/,
      fails: facts({ primaryAge: 60 }),
      failsReason: /NUA needs employer stock/,
    },
    {
      def: rothConversionLowBracketYears,
      fits: facts({
        primaryAge: 64,
        maritalStatus: "married",
        annualIncomeUsd: 90_000,
        retirementAccountsUsd: 2_000_000,
      }),
      fitsReason: /room in the lower brackets/,
      fails: facts({
        primaryAge: 64,
        maritalStatus: "married",
        annualIncomeUsd: 600_000,
        retirementAccountsUsd: 2_000_000,
      }),
      failsReason: /32% bracket or above/,
    },
    {
      def: cashBalancePlan,
      fits: facts({ ownsBusiness: true, annualIncomeUsd: 600_000, primaryAge: 52, hasProfessionalLiability: true }),
      fitsReason: /owns an operating business/,
      fails: facts({ annualIncomeUsd: 600_000, primaryAge: 52 }),
      failsReason: /no business/,
    },
    {
      def: fullyInsuredDefinedBenefitPlan,
      fits: facts({ ownsBusiness: true, annualIncomeUsd: 800_000, primaryAge: 58, riskTolerance: "conservative" }),
      fitsReason: /guaranteed contracts/,
      fails: facts({ ownsBusiness: true, annualIncomeUsd: 800_000, primaryAge: 58, riskTolerance: "aggressive" }),
      failsReason: /aggressive investor/,
    },
    {
      def: inheritedIraBracketManagement,
      fits: facts({ hasInheritedIra: true, annualIncomeUsd: 200_000 }),
      fitsReason: /inherited an IRA/,
      fails: facts({ annualIncomeUsd: 200_000 }),
      failsReason: /no inherited IRA/,
    },
    {
      def: solo401k,
      fits: facts({ ownsBusiness: true, businessEntityType: "sole_proprietorship", primaryAge: 50 }),
      fitsReason: /owner-operated/,
      fails: facts({ ownsBusiness: true, businessEntityType: "c_corp", primaryAge: 50 }),
      failsReason: /owner-only business/,
    },
    {
      def: spouseOnPayrollRetirementPlan,
      fits: facts({ maritalStatus: "married", ownsBusiness: true, annualIncomeUsd: 500_000 }),
      fitsReason: /married/,
      fails: facts({ maritalStatus: "married", annualIncomeUsd: 500_000 }),
      failsReason: /no business/,
    },
  ];
  for (const c of cases) {
    it(`${c.def.id}: fits and does not fit, with reasons`, () => {
      const yes = c.def.eligibility(c.fits, tax);
      expect(yes.fits).toBe(true);
      expect(yes.reasons.join(" ")).toMatch(c.fitsReason);
      const no = c.def.eligibility(c.fails, tax);
      expect(no.fits).toBe(false);
      expect(no.reasons[0]).toMatch(c.failsReason);
    });
  }
});
