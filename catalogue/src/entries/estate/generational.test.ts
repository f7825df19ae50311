import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  familyBankIncentiveTrust,
  generationalTransfersWithin,
  gstExemptionAllocation,
  nevadaDynastyTrust,
  privateTrustCompany,
} from "./generational.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("multi-generational golden figures", () => {
  it("Nevada dynasty: 10,000,000 × 1.04^(30 × 2) × (1 − (1 − 0.40)^2) = 67,325,615", () => {
    const b = nevadaDynastyTrust.benefit(
      { fundingUsd: 10_000_000, growthRate: 0.04, generationYears: 30, generationalTransfers: 2 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(67_325_615);
  });

  it("Nevada dynasty: transfers are capped by the 365-year duration, floor(365 ÷ 30) = 12", () => {
    expect(generationalTransfersWithin(20, 30)).toBe(12);
    expect(generationalTransfersWithin(2, 30)).toBe(2);
    expect(nevadaDynastyTrust.benefitCalculation.formula).toContain("365");
    expect(nevadaDynastyTrust.benefitCalculation.formula).toContain("0.40");
  });

  it("Nevada dynasty cost: 25,000 + 15,000 × 30 × 2 = 925,000", () => {
    const c = nevadaDynastyTrust.cost(
      { setupCostUsd: 25_000, annualTrusteeUsd: 15_000, generationYears: 30, generationalTransfers: 2 },
      tax,
    );
    expect(c.setup + c.annual * c.years).toBe(925_000);
  });

  it("GST allocation: 10,000,000 × 1.04^40 × 0.40 = 19,204,083", () => {
    const b = gstExemptionAllocation.benefit({ allocatedExemptionUsd: 10_000_000, growthRate: 0.04, years: 40 }, tax);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(19_204_083);
  });

  it("Private trust company: 30,000,000 × 0.0075 × 20 = 4,500,000 of trustee fees kept in the trusts", () => {
    const b = privateTrustCompany.benefit(
      { trustAssetsUsd: 30_000_000, corporateTrusteeFeeRate: 0.0075, years: 20 },
      tax,
    );
    expect(Math.round(b.annualPayout ?? 0)).toBe(4_500_000);
  });

  it("Family bank: 10,000,000 × 1.05^40 × 0.5 × 0.40 = 14,079,977", () => {
    const b = familyBankIncentiveTrust.benefit(
      { fundingUsd: 10_000_000, growthRate: 0.05, years: 40, loanInsteadOfDistributionShare: 0.5 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(14_079_977);
  });
});

const cases: {
  def: StrategyDefinition;
  fits: TClientFacts;
  fitsReason: RegExp;
  fails: TClientFacts;
  failsReason: RegExp;
}[] = [
  {
    def: nevadaDynastyTrust,
    fits: facts({ netWorthUsd: 30_000_000, childrenCount: 2 }),
    fitsReason: /2 children/,
    fails: facts({ netWorthUsd: 30_000_000 }),
    failsReason: /no children or grandchildren/,
  },
  {
    def: gstExemptionAllocation,
    fits: facts({ netWorthUsd: 20_000_000, grandchildrenCount: 3 }),
    fitsReason: /3 grandchildren/,
    fails: facts({ netWorthUsd: 20_000_000, childrenCount: 2 }),
    failsReason: /no grandchildren/,
  },
  {
    def: privateTrustCompany,
    fits: facts({ netWorthUsd: 200_000_000, childrenCount: 3, ownsBusiness: true }),
    fitsReason: /closely held business/,
    fails: facts({ netWorthUsd: 200_000_000, childrenCount: 3 }),
    failsReason: /corporate or directed trustee is usually cheaper/,
  },
  {
    def: familyBankIncentiveTrust,
    fits: facts({ netWorthUsd: 40_000_000, childrenCount: 2, grandchildrenCount: 3 }),
    fitsReason: /5 children and grandchildren/,
    fails: facts({ netWorthUsd: 40_000_000, childrenCount: 1 }),
    failsReason: /fewer than two/,
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
