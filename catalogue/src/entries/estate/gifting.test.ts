import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  annualExclusionGifting,
  crummeyTrust,
  familyLimitedPartnership,
  grantorTrustSwapPower,
  healthEducationExclusionTrust,
  lifetimeExemptionGift,
  qualifiedPersonalResidenceTrust,
  section529Superfunding,
  upstreamBasisPlanning,
} from "./gifting.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const estate = (def: StrategyDefinition, v: Record<string, number>) =>
  Math.round(def.benefit(v, tax).estateTaxSavings ?? 0);

describe("gifting golden figures", () => {
  it("Annual exclusion: 19,000 × 4 × 2 × ((1.06^20 − 1) ÷ 0.06) × 0.40 × 1 = 2,236,564", () => {
    const v = {
      annualGiftPerDoneeUsd: 19_000,
      donees: 4,
      donors: 2,
      growthRate: 0.06,
      years: 20,
      estateTaxExposureRatio: 1,
    };
    expect(estate(annualExclusionGifting, v)).toBe(2_236_564);
  });

  it("529 superfunding: 19,000 × 5 × 2 × 2 = 380,000; × (1.06^15 − 1) × 0.238 = 126,305 and × 1.06^15 × 0.40 × 0.5 = 182,138", () => {
    const v = {
      annualGiftPerDoneeUsd: 19_000,
      electionYears: tax.section529GiftAveragingYears,
      beneficiaries: 2,
      donors: 2,
      growthRate: 0.06,
      years: 15,
      capitalGainsTaxRate: 0.238,
      estateTaxExposureRatio: 0.5,
    };
    const b = section529Superfunding.benefit(v, tax);
    expect(Math.round(b.taxSavings ?? 0)).toBe(126_305);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(182_138);
  });

  it("529 plan fees: 500 + 380,000 × 0.002 × 15 = 11,900", () => {
    const v = {
      setupCostUsd: 500,
      annualGiftPerDoneeUsd: 19_000,
      electionYears: 5,
      beneficiaries: 2,
      donors: 2,
      planFeeRate: 0.002,
      years: 15,
    };
    const c = section529Superfunding.cost(v, tax);
    expect(Math.round(c.setup + c.annual * c.years)).toBe(11_900);
  });

  it("Crummey trust: 19,000 × 3 × 1 × ((1.05^10 − 1) ÷ 0.05) × 0.40 × 0.5 = 143,388", () => {
    const v = {
      annualGiftPerDoneeUsd: 19_000,
      donees: 3,
      donors: 1,
      growthRate: 0.05,
      years: 10,
      estateTaxExposureRatio: 0.5,
    };
    expect(estate(crummeyTrust, v)).toBe(143_388);
  });

  it("Lifetime exclusion gift: 15,000,000 × (1.06^25 − 1) × 0.40 = 19,751,224", () => {
    expect(estate(lifetimeExemptionGift, { giftAmountUsd: 15_000_000, growthRate: 0.06, years: 25 })).toBe(19_751_224);
  });

  it("HEET: (5,000,000 × (1.04^25 − 1) + 50,000 × 25) × 0.40 = 3,831,673", () => {
    const v = { fundingUsd: 5_000_000, growthRate: 0.04, years: 25, annualQualifiedPaymentsUsd: 50_000 };
    expect(estate(healthEducationExclusionTrust, v)).toBe(3_831_673);
  });

  it("FLP: 10,000,000 × (0.30 + 1.06^20 − 1) × 0.40 = 10,028,542", () => {
    expect(
      estate(familyLimitedPartnership, {
        giftedInterestUsd: 10_000_000,
        discountRate: 0.3,
        growthRate: 0.06,
        years: 20,
      }),
    ).toBe(10_028_542);
  });

  it("Swap power: 4,000,000 × 0.7 × 0.238 = 666,400 of capital gains tax avoided by the step-up", () => {
    const b = grantorTrustSwapPower.benefit(
      { swappedAssetsUsd: 4_000_000, unrealizedGainShare: 0.7, capitalGainsTaxRate: 0.238 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(666_400);
  });

  it("QPRT: (2,000,000 × 1.04^20 − 2,000,000 ÷ 1.046^10) × 0.40 = 1,242,660 at the 4.6% §7520 rate", () => {
    const v = { residenceValueUsd: 2_000_000, appreciationRate: 0.04, years: 20, termYears: 10 };
    expect(tax.section7520Rate).toBe(0.046);
    expect(estate(qualifiedPersonalResidenceTrust, v)).toBe(1_242_660);
  });

  it("Upstream basis: 2,000,000 × 0.7 × 0.238 = 333,200", () => {
    const b = upstreamBasisPlanning.benefit(
      { giftedAssetsUsd: 2_000_000, unrealizedGainShare: 0.7, capitalGainsTaxRate: 0.238 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(333_200);
  });
});

const family = { childrenCount: 2, grandchildrenCount: 3 };
const cases: {
  def: StrategyDefinition;
  fits: TClientFacts;
  fitsReason: RegExp;
  fails: TClientFacts;
  failsReason: RegExp;
}[] = [
  {
    def: annualExclusionGifting,
    fits: facts({ ...family, netWorthUsd: 12_000_000 }),
    fitsReason: /2 children and 3 grandchildren/,
    fails: facts({ ...family, netWorthUsd: 3_000_000, state: "FL" }),
    failsReason: /FL has no estate tax of its own/,
  },
  {
    def: section529Superfunding,
    fits: facts({ ...family, netWorthUsd: 1_000_000, taxableInvestmentsUsd: 600_000 }),
    fitsReason: /investable assets can fund/,
    fails: facts({ ...family, netWorthUsd: 1_000_000, taxableInvestmentsUsd: 50_000 }),
    failsReason: /needs liquid assets of at least \$190,000/,
  },
  {
    def: crummeyTrust,
    fits: facts({ netWorthUsd: 3_000_000, state: "MA", childrenCount: 2, primaryAge: 45 }),
    fitsReason: /MA levies its own estate tax/,
    fails: facts({ netWorthUsd: 12_000_000, childrenCount: 2, primaryAge: 68 }),
    failsReason: /adults who can receive outright gifts/,
  },
  {
    def: lifetimeExemptionGift,
    fits: facts({ ...family, netWorthUsd: 40_000_000, taxableInvestmentsUsd: 20_000_000 }),
    fitsReason: /can fund the gift/,
    fails: facts({ ...family, netWorthUsd: 40_000_000, taxableInvestmentsUsd: 1_000_000 }),
    failsReason: /needs at least \$7,500,000/,
  },
  {
    def: healthEducationExclusionTrust,
    fits: facts({ netWorthUsd: 12_000_000, grandchildrenCount: 4 }),
    fitsReason: /4 grandchildren/,
    fails: facts({ netWorthUsd: 12_000_000, childrenCount: 2 }),
    failsReason: /no grandchildren/,
  },
  {
    def: familyLimitedPartnership,
    fits: facts({ ...family, netWorthUsd: 15_000_000, hasInvestmentRealEstate: true }),
    fitsReason: /managed through a partnership/,
    fails: facts({ ...family, netWorthUsd: 15_000_000, taxableInvestmentsUsd: 500_000 }),
    failsReason: /substantial investment assets or real estate/,
  },
  {
    def: grantorTrustSwapPower,
    fits: facts({ netWorthUsd: 30_000_000, hasLowBasisStock: true, primaryAge: 78 }),
    fitsReason: /At age 78 a step-up at death is near/,
    fails: facts({ netWorthUsd: 30_000_000, hasLowBasisStock: true, primaryAge: 55 }),
    failsReason: /timed for later life/,
  },
  {
    def: qualifiedPersonalResidenceTrust,
    fits: facts({ netWorthUsd: 12_000_000, realEstateUsd: 3_000_000, primaryAge: 60 }),
    fitsReason: /residence worth transferring/,
    fails: facts({ netWorthUsd: 12_000_000, realEstateUsd: 3_000_000, primaryAge: 84 }),
    failsReason: /84 or older|age 84/,
  },
  {
    def: upstreamBasisPlanning,
    fits: facts({ netWorthUsd: 8_000_000, hasLowBasisStock: true, primaryAge: 50 }),
    fitsReason: /built-in gain/,
    fails: facts({ netWorthUsd: 8_000_000, primaryAge: 50 }),
    failsReason: /no low-basis stock/,
  },
];

describe.each(cases)("$def.id eligibility", ({ def, fits, fitsReason, fails, failsReason }) => {
  it("fits and says why", () => {
    const r = def.eligibility(fits, tax);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(fitsReason);
  });
  it("does not fit and says why", () => {
    const r = def.eligibility(fails, tax);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(failsReason);
  });
});
