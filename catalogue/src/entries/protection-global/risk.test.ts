import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  captiveInsuranceCompany,
  disabilityIncomeInsurance,
  keyPersonInsurance,
  lifeSettlementValuation,
  umbrellaLiabilityOptimization,
} from "./risk.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("risk-management golden figures", () => {
  it("Life settlement: (300,000 − 100,000) × (1 − 0.238) = 152,400", () => {
    const b = lifeSettlementValuation.benefit(
      { settlementOfferUsd: 300_000, cashSurrenderValueUsd: 100_000, capitalGainsRate: 0.238 },
      tax,
    );
    expect(Math.round(b.incomeStream ?? 0)).toBe(152_400);
  });

  it("Umbrella: 5,000,000 × 0.06 = 300,000", () => {
    expect(
      umbrellaLiabilityOptimization.benefit({ coverageUsd: 5_000_000, claimProbability: 0.06 }, tax).protection,
    ).toBe(300_000);
  });

  it("Key person: 5,000,000 × 0.08 = 400,000", () => {
    expect(keyPersonInsurance.benefit({ coverageUsd: 5_000_000, lossProbability: 0.08 }, tax).protection).toBe(400_000);
  });

  it("Disability: 20,000 × 12 × 7 × 0.12 = 201,600", () => {
    const b = disabilityIncomeInsurance.benefit(
      { monthlyBenefitUsd: 20_000, benefitYears: 7, disabilityProbability: 0.12 },
      tax,
    );
    expect(Math.round(b.protection ?? 0)).toBe(201_600);
  });

  it("Captive: min(3,500,000, 2,900,000) × (1 − 0.4) × (0.37 − 0.238) × 10 = 2,296,800 (2026 §831(b) limit)", () => {
    const b = captiveInsuranceCompany.benefit(
      { annualPremiumUsd: 3_500_000, expectedLossRatio: 0.4, marginalRate: 0.37, capitalGainsRate: 0.238, years: 10 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(2_296_800);
  });
});

describe("risk-management eligibility", () => {
  const cases = [
    {
      def: lifeSettlementValuation,
      fits: facts({ netWorthUsd: 4_000_000, primaryAge: 78, hasLifeInsurance: true }),
      fitsReason: /above cash value/,
      fails: facts({ netWorthUsd: 4_000_000, primaryAge: 55, hasLifeInsurance: true }),
      failsReason: /65 or older/,
    },
    {
      def: umbrellaLiabilityOptimization,
      fits: facts({ netWorthUsd: 3_000_000, hasInvestmentRealEstate: true }),
      fitsReason: /rental or investment property/,
      fails: facts({ netWorthUsd: 2_000_000, childrenCount: 0 }),
      failsReason: /no exposure driver/,
    },
    {
      def: keyPersonInsurance,
      fits: facts({ netWorthUsd: 8_000_000, ownsBusiness: true, primaryAge: 50 }),
      fitsReason: /operating business/,
      fails: facts({ netWorthUsd: 8_000_000, primaryAge: 50 }),
      failsReason: /no business/,
    },
    {
      def: disabilityIncomeInsurance,
      fits: facts({ netWorthUsd: 6_200_000, primaryAge: 51, annualIncomeUsd: 780_000, hasProfessionalLiability: true }),
      fitsReason: /below age 60/,
      fails: facts({ netWorthUsd: 6_200_000, primaryAge: 63, annualIncomeUsd: 780_000 }),
      failsReason: /under 60/,
    },
    {
      def: captiveInsuranceCompany,
      fits: facts({ netWorthUsd: 30_000_000, ownsBusiness: true, businessValueUsd: 20_000_000 }),
      fitsReason: /uninsured risks/,
      fails: facts({
        netWorthUsd: 30_000_000,
        ownsBusiness: true,
        businessValueUsd: 2_000_000,
        annualIncomeUsd: 400_000,
      }),
      failsReason: /\$10,000,000 or more/,
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
