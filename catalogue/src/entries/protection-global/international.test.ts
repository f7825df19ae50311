import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  expatriationPlanning,
  fbarFatcaCompliance,
  foreignGrantorTrust,
  foreignTaxCreditOptimization,
  preImmigrationPficCleansing,
  qualifiedDomesticTrust,
} from "./international.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const total = (c: { setup: number; annual: number; years: number }) => c.setup + c.annual * c.years;

describe("international golden figures", () => {
  it("Foreign grantor trust: 150,000 × 0.408 × 10 = 612,000", () => {
    const b = foreignGrantorTrust.benefit({ trustIncomeUsd: 150_000, usTaxRate: 0.408, years: 10 }, tax);
    expect(Math.round(b.taxSavings ?? 0)).toBe(612_000);
  });

  it("PFIC: 2,000,000 × 0.4 × (0.37 + 0.08 − 0.238) + 1,000,000 × 0.3 × 0.238 = 169,600 + 71,400 = 241,000", () => {
    const b = preImmigrationPficCleansing.benefit(
      {
        pficHoldingsUsd: 2_000_000,
        gainShare: 0.4,
        interestChargeRate: 0.08,
        capitalGainsRate: 0.238,
        appreciatedForeignAssetsUsd: 1_000_000,
        builtInGainShare: 0.3,
      },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(241_000);
  });

  it("Expatriation: 250,000 × (0.238 − 0.10) × 20 = 690,000; cost 75,000 + (3,000,000 − 910,000) × 0.238 = 572,420", () => {
    const v = {
      investmentIncomeUsd: 250_000,
      usTaxRate: 0.238,
      foreignTaxRate: 0.1,
      years: 20,
      adviceCostUsd: 75_000,
      unrealizedGainUsd: 3_000_000,
      capitalGainsRate: 0.238,
    };
    expect(Math.round(expatriationPlanning.benefit(v, tax).taxSavings ?? 0)).toBe(690_000);
    expect(Math.round(total(expatriationPlanning.cost(v, tax)))).toBe(572_420);
  });

  it("FBAR: (16,536 + 10,000) × 3 + 1,000,000 × 0.5 × 0.05 = 104,608; cost 1,000,000 × 0.05 + 15,000 = 65,000", () => {
    const v = {
      fbarPenaltyPerYearUsd: 16_536,
      form8938PenaltyPerYearUsd: 10_000,
      unfiledYears: 3,
      foreignBalanceUsd: 1_000_000,
      willfulPenaltyRate: 0.5,
      willfulnessRisk: 0.05,
      offshorePenaltyRate: 0.05,
      professionalFeesUsd: 15_000,
    };
    expect(Math.round(fbarFatcaCompliance.benefit(v, tax).protection ?? 0)).toBe(104_608);
    expect(total(fbarFatcaCompliance.cost(v, tax))).toBe(65_000);
  });

  it("FTC: 200,000 × min(0.25, 0.37) × 0.3 × 10 = 150,000; capped at the US rate: 200,000 × min(0.45, 0.37) × 0.3 × 10 = 222,000", () => {
    const v = { foreignIncomeUsd: 200_000, foreignTaxRate: 0.25, usTaxRate: 0.37, unusedCreditShare: 0.3, years: 10 };
    expect(Math.round(foreignTaxCreditOptimization.benefit(v, tax).taxSavings ?? 0)).toBe(150_000);
    expect(Math.round(foreignTaxCreditOptimization.benefit({ ...v, foreignTaxRate: 0.45 }, tax).taxSavings ?? 0)).toBe(
      222_000,
    );
  });

  it("QDOT: (5,000,000 − 1,940,000) × 0.40 × (1 − 1.046^−10) + min(194,000 × 10, 5,000,000) × 0.40 = 443,335 + 776,000 = 1,219,335", () => {
    const b = qualifiedDomesticTrust.benefit(
      { estateAboveExclusionUsd: 5_000_000, discountRate: 0.046, deferralYears: 10, giftYears: 10 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(1_219_335);
  });
});

describe("expatriation covered status", () => {
  it("net worth of 2,000,000 or more makes the client covered, so the deemed-sale gain is counted", () => {
    const d = expatriationPlanning.defaults(facts({ netWorthUsd: 4_000_000 }), tax);
    expect(d.unrealizedGainUsd?.value).toBe(1_400_000);
    expect(d.unrealizedGainUsd?.assumption).toMatch(/covered expatriate: net worth/);
  });

  it("below both covered tests there is no exit tax", () => {
    const d = expatriationPlanning.defaults(facts({ netWorthUsd: 1_500_000, annualIncomeUsd: 300_000 }), tax);
    expect(d.unrealizedGainUsd?.value).toBe(0);
  });
});

describe("international eligibility", () => {
  const cases = [
    {
      def: foreignGrantorTrust,
      fits: facts({ netWorthUsd: 15_000_000, hasNonUsAssets: true }),
      fitsReason: /assets outside the United States/,
      fails: facts({ netWorthUsd: 15_000_000 }),
      failsReason: /no assets outside the United States and no move/,
    },
    {
      def: preImmigrationPficCleansing,
      fits: facts({ netWorthUsd: 4_000_000, isImmigrating: true }),
      fitsReason: /window before residency/,
      fails: facts({ netWorthUsd: 4_000_000 }),
      failsReason: /move to the United States or non-US investments/,
    },
    {
      def: expatriationPlanning,
      fits: facts({
        netWorthUsd: 6_000_000,
        hasNonUsAssets: true,
        goals: ["Renounce US citizenship and retire in Portugal"],
      }),
      fitsReason: /giving up citizenship/,
      fails: facts({ netWorthUsd: 6_000_000, hasNonUsAssets: true, goals: ["Retire at 60"] }),
      failsReason: /do not mention a plan to leave/,
    },
    {
      def: fbarFatcaCompliance,
      fits: facts({ netWorthUsd: 2_000_000, hasNonUsAssets: true }),
      fitsReason: /outside the United States/,
      fails: facts({ netWorthUsd: 2_000_000, isImmigrating: true }),
      failsReason: /no assets or accounts outside/,
    },
    {
      def: foreignTaxCreditOptimization,
      fits: facts({ netWorthUsd: 3_000_000, hasNonUsAssets: true, annualIncomeUsd: 400_000 }),
      fitsReason: /lost credits to matter/,
      fails: facts({ netWorthUsd: 3_000_000, hasNonUsAssets: true, annualIncomeUsd: 90_000 }),
      failsReason: /income of \$200,000/,
    },
    {
      def: qualifiedDomesticTrust,
      fits: facts({ netWorthUsd: 25_000_000, maritalStatus: "married", hasNonUsAssets: true }),
      fitsReason: /may not be a US citizen/,
      fails: facts({ netWorthUsd: 9_000_000, maritalStatus: "married", hasNonUsAssets: true }),
      failsReason: /within one \$15,000,000 exclusion/,
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
