import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  cCorpConversionForQsbs,
  incentiveStockOptionPlanning,
  managementIncentiveEquity,
  nonqualifiedDeferredComp,
  phantomStockSarPlan,
  qsbs12021045Rollover,
  qsbsExclusionPercent,
  qsbsStackingNonGrantorTrusts,
  section83bElection,
} from "./equity.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("equity golden figures (2026 law)", () => {
  it("QSBS: min(12,000,000, 10,000,000) × 1 × 0.238 = 2,380,000", () => {
    const b = qsbs12021045Rollover.benefit(
      { expectedGainUsd: 12_000_000, exclusionCapUsd: 10_000_000, exclusionPercent: 1, capitalGainsRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(2_380_000);
  });

  it("QSBS 3-year tier: 15,000,000 × (0.5 × 0.238 − 0.5 × (0.28 + 0.038 − 0.238)) = 1,185,000", () => {
    const b = qsbs12021045Rollover.benefit(
      { expectedGainUsd: 20_000_000, exclusionCapUsd: 15_000_000, exclusionPercent: 0.5, capitalGainsRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(1_185_000);
  });

  it("QSBS tiers (Pub. L. 119-21 §70431): post-July-2025 stock 50% at 3 years, 75% at 4, 100% at 5; older stock 0% before 5", () => {
    expect(qsbsExclusionPercent(true, 2, tax)).toBe(0);
    expect(qsbsExclusionPercent(true, 3, tax)).toBe(0.5);
    expect(qsbsExclusionPercent(true, 4, tax)).toBe(0.75);
    expect(qsbsExclusionPercent(true, 5, tax)).toBe(1);
    expect(qsbsExclusionPercent(false, 4, tax)).toBe(0);
  });

  it("QSBS defaults: stock issued 2027 gets the $15,000,000 cap; 2018 stock the $10,000,000 cap at 100%", () => {
    const young = qsbs12021045Rollover.defaults(
      facts({ netWorthUsd: 30e6, businessValueUsd: 20e6, businessStockIssuedYear: 2027, expectsLiquidityEvent: false }),
      tax,
    );
    expect(young.exclusionCapUsd?.value).toBe(15_000_000);
    const old = qsbs12021045Rollover.defaults(facts({ netWorthUsd: 30e6, businessStockIssuedYear: 2018 }), tax);
    expect(old.exclusionCapUsd?.value).toBe(10_000_000);
    expect(old.exclusionPercent?.value).toBe(1);
    expect(qsbs12021045Rollover.benefitCalculation.formula).toContain("0.21");
  });

  it("QSBS stacking: min(40,000,000 − 10,000,000, 2 × 10,000,000) × 0.238 = 4,760,000; cost 2 × (20,000 + 3,500 × 3) = 61,000", () => {
    const v = {
      expectedGainUsd: 40_000_000,
      exclusionCapUsd: 10_000_000,
      trustCount: 2,
      capitalGainsRate: 0.238,
      setupPerTrustUsd: 20_000,
      annualPerTrustUsd: 3_500,
      years: 3,
    };
    expect(round(qsbsStackingNonGrantorTrusts.benefit(v, tax).taxSavings)).toBe(4_760_000);
    const c = qsbsStackingNonGrantorTrusts.cost(v, tax);
    expect(c.setup + c.annual * c.years).toBe(61_000);
  });

  it("C-corp conversion: min(10,000,000 × (1.1^5 − 1), 15,000,000) × 0.238 = 1,453,014; cost 40,000 + 500,000 × (0.21 + 0.79 × 0.238 − 0.296) × 5 = 295,050", () => {
    const v = {
      businessValueUsd: 10_000_000,
      growthRate: 0.1,
      years: 5,
      exclusionCapUsd: 15_000_000,
      capitalGainsRate: 0.238,
      conversionCostUsd: 40_000,
      annualDistributedProfitUsd: 500_000,
      passThroughRate: 0.296,
    };
    expect(round(cCorpConversionForQsbs.benefit(v, tax).taxSavings)).toBe(1_453_014);
    const c = cCorpConversionForQsbs.cost(v, tax);
    expect(round(c.setup + c.annual * c.years)).toBe(295_050);
  });

  it("83(b): 100,000 × (1.2^4 − 1) × (0.3935 − 0.238) = 16,694; cost 2,500 + 100,000 × 0.3935 × 0.2 = 10,370", () => {
    const v = {
      valueAtGrantUsd: 100_000,
      growthRate: 0.2,
      vestingYears: 4,
      ordinaryRate: 0.3935,
      capitalGainsRate: 0.238,
      filingCostUsd: 2_500,
      forfeitureProbability: 0.2,
    };
    expect(round(section83bElection.benefit(v, tax).taxSavings)).toBe(16_694);
    expect(round(section83bElection.cost(v, tax).setup)).toBe(10_370);
  });

  it("ISO: 1,000,000 × (0.37 − 0.238) = 132,000; cost 5,000 + 1,000,000 × 0.28 × 0.05 × 3 = 47,000", () => {
    const v = {
      bargainElementUsd: 1_000_000,
      ordinaryRate: 0.37,
      capitalGainsRate: 0.238,
      planningFeeUsd: 5_000,
      amtRate: 0.28,
      carryCostRate: 0.05,
      amtRecoveryYears: 3,
    };
    expect(round(incentiveStockOptionPlanning.benefit(v, tax).taxSavings)).toBe(132_000);
    expect(round(incentiveStockOptionPlanning.cost(v, tax).setup)).toBe(47_000);
  });

  it("Management equity: 10,000,000 × 0.1 × (1.08^7 − 1) × (0.3935 − 0.238) = 111,000", () => {
    const b = managementIncentiveEquity.benefit(
      {
        businessValueUsd: 10_000_000,
        poolShare: 0.1,
        growthRate: 0.08,
        years: 7,
        ordinaryRate: 0.3935,
        capitalGainsRate: 0.238,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(111_000);
  });

  it("NQDC: 200,000 × 10 × (0.37 − 0.24) = 260,000", () => {
    const b = nonqualifiedDeferredComp.benefit(
      { annualDeferralUsd: 200_000, deferralYears: 10, currentMarginalRate: 0.37, retirementMarginalRate: 0.24 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(260_000);
  });

  it("Phantom stock: 10,000,000 × 0.05 = 500,000; cost 15,000 + (5,000 + 10,000,000 × 0.06 × 0.1 × 0.63) × 5 = 229,000", () => {
    const v = {
      businessValueUsd: 10_000_000,
      retentionValueRate: 0.05,
      setupCostUsd: 15_000,
      annualAdministrationUsd: 5_000,
      growthRate: 0.06,
      poolShare: 0.1,
      ownerTaxRate: 0.37,
      years: 5,
    };
    expect(round(phantomStockSarPlan.benefit(v, tax).protection)).toBe(500_000);
    const c = phantomStockSarPlan.cost(v, tax);
    expect(round(c.setup + c.annual * c.years)).toBe(229_000);
  });
});

describe("equity eligibility", () => {
  const founder = { netWorthUsd: 15e6, ownsBusiness: true, businessEntityType: "c_corp" as const };
  const cases = [
    {
      def: qsbs12021045Rollover,
      fits: facts({ ...founder, businessStockIssuedYear: 2018, businessGrossAssetsAtIssuanceUsd: 20e6 }),
      fitsReason: /holding period for the full exclusion has run/,
      fails: facts({ ...founder, businessEntityType: "s_corp" }),
      failsReason: /only to stock of a domestic C corporation/,
    },
    {
      def: qsbs12021045Rollover,
      fits: facts({ ...founder, businessStockIssuedYear: 2027 }),
      fitsReason: /§1045 rollover protects an earlier sale/,
      fails: facts({ ...founder, businessStockIssuedYear: 2019, businessGrossAssetsAtIssuanceUsd: 60e6 }),
      failsReason: /exceeded the \$50,000,000 limit/,
    },
    {
      def: qsbs12021045Rollover,
      fits: facts(founder),
      fitsReason: /original issue/,
      fails: facts({ ...founder, hasProfessionalLiability: true }),
      failsReason: /§1202\(e\)\(3\)/,
    },
    {
      def: qsbsStackingNonGrantorTrusts,
      fits: facts({ ...founder, businessValueUsd: 30e6, childrenCount: 2 }),
      fitsReason: /exceeds one \$10,000,000 cap/,
      fails: facts({ ...founder, businessValueUsd: 8e6, childrenCount: 2 }),
      failsReason: /only helps when the gain exceeds/,
    },
    {
      def: cCorpConversionForQsbs,
      fits: facts({
        netWorthUsd: 8e6,
        ownsBusiness: true,
        businessEntityType: "llc",
        businessValueUsd: 6e6,
        primaryAge: 45,
      }),
      fitsReason: /cannot be QSBS/,
      fails: facts(founder),
      failsReason: /converts a pass-through business/,
    },
    {
      def: section83bElection,
      fits: facts({ ...founder, expectsLiquidityEvent: true }),
      fitsReason: /sale or IPO is expected/,
      fails: facts({ netWorthUsd: 1e6, expectsLiquidityEvent: true }),
      failsReason: /needs restricted stock or units/,
    },
    {
      def: incentiveStockOptionPlanning,
      fits: facts({ netWorthUsd: 2e6, annualIncomeUsd: 400_000, goals: ["exercise stock options before IPO"] }),
      fitsReason: /goals mention stock options/,
      fails: facts({ netWorthUsd: 2e6, annualIncomeUsd: 400_000 }),
      failsReason: /no incentive stock options/,
    },
    {
      def: managementIncentiveEquity,
      fits: facts({ netWorthUsd: 3e6, ownsBusiness: true, businessEntityType: "llc", businessValueUsd: 5e6 }),
      fitsReason: /profits interests/,
      fails: facts({ netWorthUsd: 3e6, ownsBusiness: true, businessEntityType: "sole_proprietorship" }),
      failsReason: /needs an LLC, partnership or corporation/,
    },
    {
      def: nonqualifiedDeferredComp,
      fits: facts({ netWorthUsd: 4e6, annualIncomeUsd: 800_000, hasEmployerPlan: true }),
      fitsReason: /exceeds the \$360,000 qualified-plan compensation limit/,
      fails: facts({ netWorthUsd: 4e6, annualIncomeUsd: 200_000, hasEmployerPlan: true }),
      failsReason: /above the \$360,000 §401\(a\)\(17\) limit/,
    },
    {
      def: phantomStockSarPlan,
      fits: facts({ netWorthUsd: 6e6, ownsBusiness: true, businessEntityType: "s_corp", businessValueUsd: 5e6 }),
      fitsReason: /key people/,
      fails: facts({ netWorthUsd: 6e6, ownsBusiness: true, businessEntityType: "s_corp", businessValueUsd: 1e6 }),
      failsReason: /at least \$2,000,000/,
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

  it("2025 law uses the same pre-July-2025 cap for old stock", () => {
    const d = qsbs12021045Rollover.defaults(
      facts({ netWorthUsd: 5e6, businessStockIssuedYear: 2015 }),
      TAX_YEAR_2025.values,
    );
    expect(d.exclusionCapUsd?.value).toBe(10_000_000);
  });
});
