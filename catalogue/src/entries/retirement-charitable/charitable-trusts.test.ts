import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  charitableGiftAnnuity,
  charitableLeadAnnuityTrust,
  charitableRemainderAnnuityTrust,
  charitableRemainderUnitrust,
  charitableWealthReplacementTrust,
  netIncomeMakeupCrut,
  pooledIncomeFund,
} from "./charitable-trusts.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), netWorthUsd: 8_000_000, ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("charitable trust golden figures (2026, §7520 rate 4.6%)", () => {
  const crut = {
    fundingUsd: 2_000_000,
    payoutRate: 0.05,
    termYears: 20,
    agiUsd: 1_000_000,
    unrecapturedGainUsd: 500_000,
    otherGainUsd: 900_000,
    capitalGainsRate: 0.238,
  };

  it("CRUT deduction: (2,000,000 × (1 − 0.05 ÷ 1.046)^20 − 1,000,000 × 0.005) × min(0.37, 0.35) = 261,066", () => {
    expect(charitableRemainderUnitrust.benefitCalculation.formula).toContain("0.37");
    expect(charitableRemainderUnitrust.benefitCalculation.formula).toContain("0.25");
    expect(round(charitableRemainderUnitrust.benefit(crut, tax).taxSavings)).toBe(261_066);
  });

  it("CRUT deferral: (500,000 × (0.25 + 0.038) + 900,000 × 0.238) × 0.05 × 20 = 358,200", () => {
    expect(round(charitableRemainderUnitrust.benefit(crut, tax).incomeStream)).toBe(358_200);
  });

  it("CRUT deduction before OBBBA (2025): 750,902 × 0.37 = 277,834", () => {
    expect(round(charitableRemainderUnitrust.benefit(crut, TAX_YEAR_2025.values).taxSavings)).toBe(277_834);
  });

  it("CRUT failing the 10% remainder test (50% payout, 20 years) has no benefit", () => {
    expect(charitableRemainderUnitrust.benefit({ ...crut, payoutRate: 0.5 }, tax)).toEqual({});
  });

  it("CRAT: (1,000,000 × (1 − 0.05 × 12.9040) − 500,000 × 0.005) × 0.35 = 123,446; 600,000 × 0.238 × 0.05 × 20 = 142,800", () => {
    const v = {
      fundingUsd: 1_000_000,
      annuityRate: 0.05,
      termYears: 20,
      agiUsd: 500_000,
      marginalRate: 0.37,
      gainUsd: 600_000,
      capitalGainsRate: 0.238,
    };
    const b = charitableRemainderAnnuityTrust.benefit(v, tax);
    expect(round(b.taxSavings)).toBe(123_446);
    expect(round(b.incomeStream)).toBe(142_800);
    expect(charitableRemainderAnnuityTrust.benefit({ ...v, annuityRate: 0.09 }, tax)).toEqual({});
  });

  it("NIMCRUT: (375,451 − 3,000) × 0.35 + 1,000,000 × 0.05 × 10 × (0.37 − 0.24) = 195,358", () => {
    const b = netIncomeMakeupCrut.benefit(
      {
        fundingUsd: 1_000_000,
        payoutRate: 0.05,
        termYears: 20,
        accumulationYears: 10,
        agiUsd: 600_000,
        marginalRate: 0.37,
        retirementRate: 0.24,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(195_358);
  });

  it("CLAT: zeroed-out annuity 937,551 on 10,000,000 for 15 years, remainder at 7% × 0.40 = 1,612,233", () => {
    const b = charitableLeadAnnuityTrust.benefit({ fundingUsd: 10_000_000, growthRate: 0.07, termYears: 15 }, tax);
    expect(round(b.estateTaxSavings)).toBe(1_612_233);
  });

  it("Wealth replacement: deduction 261,066 + 1,400,000 × 0.238 × 0.05 × 20 + 2,000,000 × 1 × 0.40; cost 20,000 + (30,000 + 6,000) × 20 = 740,000", () => {
    const v = {
      fundingUsd: 2_000_000,
      payoutRate: 0.05,
      termYears: 20,
      agiUsd: 1_000_000,
      marginalRate: 0.37,
      gainUsd: 1_400_000,
      capitalGainsRate: 0.238,
      estateTaxableShare: 1,
      deathBenefitUsd: 2_000_000,
      premiumRate: 0.015,
      premiumYears: 20,
      setupCostUsd: 20_000,
      annualAdministrationUsd: 6_000,
    };
    const b = charitableWealthReplacementTrust.benefit(v, tax);
    expect(round(b.taxSavings)).toBe(261_066);
    expect(round(b.incomeStream)).toBe(333_200);
    expect(round(b.estateTaxSavings)).toBe(800_000);
    const c = charitableWealthReplacementTrust.cost(v, tax);
    expect(c.setup + c.annual * c.years).toBe(740_000);
  });

  it("Pooled income fund: (500,000 × 1.036^−16 − 2,000) × 0.32 + 350,000 × 0.188 = 156,018", () => {
    const b = pooledIncomeFund.benefit(
      {
        fundingUsd: 500_000,
        fundYieldRate: 0.036,
        lifeExpectancyYears: 16,
        agiUsd: 400_000,
        marginalRate: 0.32,
        gainUsd: 350_000,
        capitalGainsRate: 0.188,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(156_018);
  });

  it("Gift annuity: (100,000 − 6,300 × annuityFactor(0.046, 16) − 1,500) × 0.32 = 9,035", () => {
    const b = charitableGiftAnnuity.benefit(
      { giftUsd: 100_000, annuityRate: 0.063, lifeExpectancyYears: 16, agiUsd: 300_000, marginalRate: 0.32 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(9_035);
  });
});

describe("charitable trust eligibility", () => {
  const rich = {
    hasCharitableIntent: true,
    hasLowBasisStock: true,
    maritalStatus: "married" as const,
    annualIncomeUsd: 900_000,
    childrenCount: 2,
  };
  const cases = [
    {
      def: charitableRemainderUnitrust,
      fits: facts({ ...rich, primaryAge: 62 }),
      fitsReason: /37% bracket/,
      fails: facts({ ...rich, annualIncomeUsd: 300_000, primaryAge: 62 }),
      failsReason: /37% top rate/,
    },
    {
      def: charitableRemainderAnnuityTrust,
      fits: facts({ ...rich, primaryAge: 70 }),
      fitsReason: /appreciated securities/,
      fails: facts({ ...rich, primaryAge: 70, hasLowBasisStock: false }),
      failsReason: /no appreciated securities or investment real estate/,
    },
    {
      def: netIncomeMakeupCrut,
      fits: facts({ ...rich, primaryAge: 48 }),
      fitsReason: /below age 60/,
      fails: facts({ ...rich, primaryAge: 66 }),
      failsReason: /working years/,
    },
    {
      def: charitableLeadAnnuityTrust,
      fits: facts({ ...rich, netWorthUsd: 40_000_000 }),
      fitsReason: /charitable intent/,
      fails: facts({ ...rich, netWorthUsd: 40_000_000, hasCharitableIntent: false }),
      failsReason: /no charitable intent/,
    },
    {
      def: charitableWealthReplacementTrust,
      fits: facts({ ...rich, primaryAge: 64 }),
      fitsReason: /insurance underwriting/,
      fails: facts({ ...rich, primaryAge: 84 }),
      failsReason: /insurable client aged 80 or younger/,
    },
    {
      def: pooledIncomeFund,
      fits: facts({ ...rich, primaryAge: 72 }),
      fitsReason: /appreciated or concentrated stock/,
      fails: facts({ ...rich, primaryAge: 72, hasLowBasisStock: false }),
      failsReason: /no appreciated or concentrated stock/,
    },
    {
      def: charitableGiftAnnuity,
      fits: facts({ hasCharitableIntent: true, primaryAge: 75 }),
      fitsReason: /at or above age 65/,
      fails: facts({ hasCharitableIntent: true, primaryAge: 55 }),
      failsReason: /at least 65/,
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
