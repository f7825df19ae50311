import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateStrategy } from "../../evaluate.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  beneficiaryDefectiveInheritorTrust,
  familyInstallmentSale,
  grantorRetainedAnnuityTrust,
  idgtSale,
  intraFamilyLoan,
  preferredPartnershipFreeze,
  scinPrivateAnnuity,
} from "./freeze.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const estate = (def: StrategyDefinition, v: Record<string, number>) =>
  Math.round(def.benefit(v, tax).estateTaxSavings ?? 0);

describe("freeze golden figures", () => {
  it("GRAT: payment 5,000,000 ÷ annuityFactor(0.046, 2) = 2,673,793; remainder 5,000,000 × 1.08² − 2,673,793 × 2.08 = 270,511; × 0.40 = 108,204", () => {
    expect(
      estate(grantorRetainedAnnuityTrust, { fundingUsd: 5_000_000, growthRate: 0.08, termYears: 2, years: 2 }),
    ).toBe(108_204);
  });

  it("GRAT remainder keeps growing outside the estate: 270,511 × 1.08^10 × 0.40 = 233,605", () => {
    expect(
      estate(grantorRetainedAnnuityTrust, { fundingUsd: 5_000_000, growthRate: 0.08, termYears: 2, years: 12 }),
    ).toBe(233_605);
  });

  it("GRAT at growth equal to the §7520 rate passes nothing: 5,000,000 at 4.6% → 0", () => {
    expect(
      estate(grantorRetainedAnnuityTrust, { fundingUsd: 5_000_000, growthRate: 0.046, termYears: 2, years: 2 }),
    ).toBe(0);
  });

  it("IDGT sale: (9,000,000 × (1.07^20 − 1.0383^20) + 1,000,000 × (1.07^20 − 1)) × 0.40 = 7,444,607", () => {
    const v = { saleValueUsd: 9_000_000, seedGiftUsd: 1_000_000, growthRate: 0.07, noteRate: 0.0383, years: 20 };
    expect(estate(idgtSale, v)).toBe(7_444_607);
  });

  it("SCIN: (3,000,000 × (1.07^10 − 1.06^10) + 0.2 × 3,000,000) × 0.40 = 451,564", () => {
    const v = { saleValueUsd: 3_000_000, growthRate: 0.07, noteRate: 0.06, years: 10, mortalityProbability: 0.2 };
    expect(estate(scinPrivateAnnuity, v)).toBe(451_564);
  });

  it("Preferred freeze: (10,000,000 × (1.08^15 − 1) − 10,000,000 × 0.9 × 0.07 × 15) × 0.40 = 4,908,676", () => {
    const v = { partnershipValueUsd: 10_000_000, growthRate: 0.08, years: 15, preferredShare: 0.9, couponRate: 0.07 };
    expect(estate(preferredPartnershipFreeze, v)).toBe(4_908_676);
  });

  it("BDIT: 10,000,000 × (1.07^20 − 1.04^20) × 0.40 = 6,714,245", () => {
    const v = { saleValueUsd: 10_000_000, growthRate: 0.07, noteRate: 0.04, years: 20 };
    expect(estate(beneficiaryDefectiveInheritorTrust, v)).toBe(6_714_245);
  });

  it("Family installment sale: 5,000,000 × (1.07^15 − 1.04^15) × 0.40 = 1,916,176; cost 20,000 + (5,000,000 × 0.8 × 0.238 ÷ 10 + 1,500) × 10 = 987,000", () => {
    const v = {
      saleValueUsd: 5_000_000,
      growthRate: 0.07,
      noteRate: 0.04,
      years: 15,
      gainShare: 0.8,
      capitalGainsTaxRate: 0.238,
      noteYears: 10,
      setupCostUsd: 20_000,
      annualAdministrationUsd: 1_500,
    };
    expect(estate(familyInstallmentSale, v)).toBe(1_916_176);
    const c = familyInstallmentSale.cost(v, tax);
    expect(Math.round(c.setup + c.annual * c.years)).toBe(987_000);
  });

  it("Intra-family loan: 1,000,000 × (1.06^9 − 1.04^9) × 0.40 × 1 = 106,467", () => {
    const v = { loanAmountUsd: 1_000_000, growthRate: 0.06, noteRate: 0.04, years: 9, estateTaxExposureRatio: 1 };
    expect(estate(intraFamilyLoan, v)).toBe(106_467);
  });

  it("note rates default to the mid-term AFR implied by the §7520 rate: 0.046 ÷ 1.2 = 0.0383", () => {
    const f = evaluateStrategy(idgtSale, facts({ netWorthUsd: 30_000_000, primaryAge: 60 }), tax);
    expect(f.variables.find((v) => v.name === "noteRate")?.value).toBe(0.0383);
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
    def: grantorRetainedAnnuityTrust,
    fits: facts({ netWorthUsd: 20_000_000, hasConcentratedStock: true, primaryAge: 55 }),
    fitsReason: /appreciating securities/,
    fails: facts({ netWorthUsd: 20_000_000, primaryAge: 55 }),
    failsReason: /no high-growth asset/,
  },
  {
    def: idgtSale,
    fits: facts({ netWorthUsd: 30_000_000, ownsBusiness: true, childrenCount: 2 }),
    fitsReason: /business interest/,
    fails: facts({ netWorthUsd: 30_000_000, ownsBusiness: true }),
    failsReason: /no children or grandchildren/,
  },
  {
    def: scinPrivateAnnuity,
    fits: facts({ netWorthUsd: 6_000_000, primaryAge: 74, hasInvestmentRealEstate: true, childrenCount: 1 }),
    fitsReason: /At age 74/,
    fails: facts({ netWorthUsd: 6_000_000, primaryAge: 52, hasInvestmentRealEstate: true, childrenCount: 1 }),
    failsReason: /65 or older/,
  },
  {
    def: preferredPartnershipFreeze,
    fits: facts({ netWorthUsd: 25_000_000, hasInvestmentRealEstate: true, childrenCount: 3 }),
    fitsReason: /partnership freeze/,
    fails: facts({ netWorthUsd: 25_000_000, hasLowBasisStock: true, childrenCount: 3 }),
    failsReason: /no business or investment real estate/,
  },
  {
    def: beneficiaryDefectiveInheritorTrust,
    fits: facts({ netWorthUsd: 25_000_000, ownsBusiness: true, primaryAge: 45 }),
    fitsReason: /under 70/,
    fails: facts({ netWorthUsd: 25_000_000, ownsBusiness: true, primaryAge: 74 }),
    failsReason: /parent or other relative must still be alive/,
  },
  {
    def: familyInstallmentSale,
    fits: facts({ netWorthUsd: 12_000_000, ownsBusiness: true, childrenCount: 2 }),
    fitsReason: /operating business/,
    fails: facts({ netWorthUsd: 12_000_000, ownsBusiness: true, grandchildrenCount: 2 }),
    failsReason: /no children/,
  },
  {
    def: intraFamilyLoan,
    fits: facts({ netWorthUsd: 10_000_000, childrenCount: 2, taxableInvestmentsUsd: 3_000_000 }),
    fitsReason: /available to lend/,
    fails: facts({ netWorthUsd: 10_000_000, childrenCount: 2, taxableInvestmentsUsd: 100_000, cashUsd: 50_000 }),
    failsReason: /not enough liquid investable assets/,
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
