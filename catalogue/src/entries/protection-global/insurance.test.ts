import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  longTermCareInsurance,
  premiumFinancing,
  privatePlacementLifeInsurance,
  privatePlacementVariableAnnuity,
  section1035Exchanges,
  splitDollarLifeInsurance,
  survivorshipLifeInsurance,
} from "./insurance.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const total = (c: { setup: number; annual: number; years: number }) => c.setup + c.annual * c.years;

describe("insurance golden figures", () => {
  it("LTC: 130,000 × 3 × 0.75 = 292,500 protection; min(9,000, 9,920) × 0.37 × 10 = 33,300 tax", () => {
    const b = longTermCareInsurance.benefit(
      {
        annualCareCostUsd: 130_000,
        careYears: 3,
        probabilityOfCare: 0.75,
        annualPremiumUsd: 9_000,
        eligiblePremiumLimitUsd: 9_920,
        deductionRate: 0.37,
        premiumYears: 10,
      },
      tax,
    );
    expect(b.protection).toBe(292_500);
    expect(Math.round(b.taxSavings ?? 0)).toBe(33_300);
  });

  it("LTC: the §213(d)(10) limit for a married couple aged 65 is 2 × 4,960 = 9,920 in 2026", () => {
    const d = longTermCareInsurance.defaults(facts({ maritalStatus: "married", primaryAge: 65, spouseAge: 63 }), tax);
    expect(d.eligiblePremiumLimitUsd?.value).toBe(9_920);
  });

  it("Premium financing: (10,000,000 − 200,000 × 10) × 0.40 = 3,200,000; cost 50,000 + (200,000 × 10 × 0.065 ÷ 2 + 25,000) × 15 = 1,400,000", () => {
    const v = {
      deathBenefitUsd: 10_000_000,
      annualPremiumUsd: 200_000,
      premiumYears: 10,
      loanRate: 0.065,
      setupCostUsd: 50_000,
      annualCollateralCostUsd: 25_000,
      years: 15,
    };
    expect(Math.round(premiumFinancing.benefit(v, tax).estateTaxSavings ?? 0)).toBe(3_200_000);
    expect(total(premiumFinancing.cost(v, tax))).toBe(1_400_000);
  });

  it("1035 exchange: 70,000 × 0.35 + 200,000 × 0.0075 × 10 = 24,500 + 15,000 = 39,500", () => {
    const b = section1035Exchanges.benefit(
      { contractGainUsd: 70_000, ordinaryRate: 0.35, contractValueUsd: 200_000, feeReduction: 0.0075, years: 10 },
      tax,
    );
    expect(Math.round((b.taxSavings ?? 0) + (b.incomeStream ?? 0))).toBe(39_500);
  });

  it("PPLI: 10,000,000 × (1.07^20 − (1 + 0.07 × (1 − 0.408))^20) = 16,170,793", () => {
    const b = privatePlacementLifeInsurance.benefit(
      { premiumsUsd: 10_000_000, grossReturn: 0.07, years: 20, taxRateOnReturns: 0.408 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(16_170_793);
  });

  it("PPVA: 2,000,000 × 1.07^20 − 2,000,000 × (1.07^20 − 1) × 0.408 − 2,000,000 × 1.04144^20 = 892,496", () => {
    const b = privatePlacementVariableAnnuity.benefit(
      { premiumUsd: 2_000_000, grossReturn: 0.07, years: 20, withdrawalTaxRate: 0.408, taxRateOnReturns: 0.408 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(892_496);
  });

  it("Split-dollar: (100,000 − 15,000) × 10 × 0.40 = 340,000", () => {
    const b = splitDollarLifeInsurance.benefit(
      { annualPremiumUsd: 100_000, annualEconomicBenefitUsd: 15_000, premiumYears: 10 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(340_000);
  });

  it("Survivorship: 10,000,000 × 0.40 + min(10,000,000, 8,000,000) × 0.25 = 6,000,000", () => {
    const b = survivorshipLifeInsurance.benefit(
      { deathBenefitUsd: 10_000_000, projectedEstateTaxUsd: 8_000_000, forcedSaleDiscount: 0.25 },
      tax,
    );
    expect(Math.round((b.estateTaxSavings ?? 0) + (b.protection ?? 0))).toBe(6_000_000);
  });
});

describe("insurance eligibility", () => {
  const cases = [
    {
      def: longTermCareInsurance,
      fits: facts({ netWorthUsd: 3_000_000, maritalStatus: "married", primaryAge: 62, spouseAge: 60 }),
      fitsReason: /usual window/,
      fails: facts({ netWorthUsd: 3_000_000, primaryAge: 40 }),
      failsReason: /between about 45 and 79/,
    },
    {
      def: premiumFinancing,
      fits: facts({ netWorthUsd: 60_000_000, primaryAge: 60, riskTolerance: "moderate" }),
      fitsReason: /insurable/,
      fails: facts({ netWorthUsd: 60_000_000, primaryAge: 60, riskTolerance: "conservative" }),
      failsReason: /conservative/,
    },
    {
      def: section1035Exchanges,
      fits: facts({ netWorthUsd: 2_000_000, hasLifeInsurance: true }),
      fitsReason: /existing permanent life insurance/,
      fails: facts({ netWorthUsd: 2_000_000 }),
      failsReason: /no existing permanent life insurance/,
    },
    {
      def: privatePlacementLifeInsurance,
      fits: facts({ netWorthUsd: 40_000_000, annualIncomeUsd: 2_000_000, primaryAge: 55 }),
      fitsReason: /qualified-purchaser/,
      fails: facts({ netWorthUsd: 40_000_000, annualIncomeUsd: 200_000, primaryAge: 55 }),
      failsReason: /top-bracket investors/,
    },
    {
      def: privatePlacementVariableAnnuity,
      fits: facts({ netWorthUsd: 10_000_000, annualIncomeUsd: 900_000, primaryAge: 50 }),
      fitsReason: /private placement/,
      fails: facts({ netWorthUsd: 10_000_000, annualIncomeUsd: 900_000, primaryAge: 76 }),
      failsReason: /over 70/,
    },
    {
      def: splitDollarLifeInsurance,
      fits: facts({ netWorthUsd: 20_000_000, primaryAge: 58, ownsBusiness: true }),
      fitsReason: /large relative to/,
      fails: facts({ netWorthUsd: 5_000_000, primaryAge: 58, ownsBusiness: true }),
      failsReason: /well below/,
    },
    {
      def: survivorshipLifeInsurance,
      fits: facts({
        netWorthUsd: 19_000_000,
        maritalStatus: "married",
        primaryAge: 72,
        spouseAge: 70,
        isIlliquid: true,
      }),
      fitsReason: /married/,
      fails: facts({ netWorthUsd: 19_000_000, maritalStatus: "widowed", primaryAge: 72 }),
      failsReason: /not married/,
    },
  ];
  it.each(cases)("$def.id fits and does not fit, with reasons", ({ def, fits, fitsReason, fails, failsReason }) => {
    const yes = def.eligibility(fits, tax);
    expect(yes.fits).toBe(true);
    expect(yes.reasons.join(" ")).toMatch(fitsReason);
    const no = def.eligibility(fails, tax);
    expect(no.fits).toBe(false);
    expect(no.reasons[0]).toMatch(failsReason);
  });
});
