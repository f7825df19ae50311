import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  irrevocableLifeInsuranceTrust,
  probateCostRate,
  revocableLivingTrust,
  section6166Deferral,
  specialNeedsTrust,
  specialUseValuation2032a,
} from "./foundations.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("foundation golden figures", () => {
  it("Revocable living trust: 2,000,000 × 0.02 = 40,000 of probate costs avoided", () => {
    const b = revocableLivingTrust.benefit({ probateEstateUsd: 2_000_000, probateCostRate: 0.02 }, tax);
    expect(Math.round(b.protection ?? 0)).toBe(40_000);
  });

  it("California probate on 3,000,000: 2 × (4,000 + 3,000 + 16,000 + 20,000) + 15,000 = 101,000 → 3.37%", () => {
    expect(probateCostRate(3_000_000, true)).toBe(0.0337);
    expect(probateCostRate(3_000_000, false)).toBe(0.0167);
  });

  it("ILIT: 10,000,000 × 0.40 × 1 = 4,000,000", () => {
    const b = irrevocableLifeInsuranceTrust.benefit({ deathBenefitUsd: 10_000_000, estateTaxExposureRatio: 1 }, tax);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(4_000_000);
  });

  it("Special needs trust: 30,000 × 40 = 1,200,000 of benefits preserved", () => {
    const b = specialNeedsTrust.benefit({ annualPublicBenefitsUsd: 30_000, beneficiaryYears: 40 }, tax);
    expect(b.protection).toBe(1_200_000);
  });

  it("§6166: 4,000,000 × (0.08 − 0.03) × 10.5 = 2,100,000", () => {
    const b = section6166Deferral.benefit(
      {
        deferredEstateTaxUsd: 4_000_000,
        borrowingRate: 0.08,
        deferralInterestRate: 0.03,
        weightedYearsOutstanding: 10.5,
      },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(2_100_000);
  });

  it("§2032A: min(4,000,000 × (1 − 0.5), 1,420,000) × 0.40 × 1 = 568,000", () => {
    const b = specialUseValuation2032a.benefit(
      {
        qualifiedRealPropertyUsd: 4_000_000,
        useValueRatio: 0.5,
        reductionLimitUsd: tax.specialUseValuationReductionLimit,
        estateTaxExposureRatio: 1,
      },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(568_000);
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
    def: revocableLivingTrust,
    fits: facts({ netWorthUsd: 1_000_000, hasNoEstatePlan: true }),
    fitsReason: /no estate plan yet/,
    fails: facts({ netWorthUsd: 1_000_000, state: "TX", primaryAge: 50 }),
    failsReason: /already has an estate plan/,
  },
  {
    def: irrevocableLifeInsuranceTrust,
    fits: facts({ netWorthUsd: 40_000_000, primaryAge: 60, hasLifeInsurance: true }),
    fitsReason: /already holds permanent life insurance/,
    fails: facts({ netWorthUsd: 3_000_000, state: "TX" }),
    failsReason: /well below the household's/,
  },
  {
    def: specialNeedsTrust,
    fits: facts({ netWorthUsd: 2_000_000, goals: ["provide for daughter with a disability"] }),
    fitsReason: /disability or special needs/,
    fails: facts({ netWorthUsd: 2_000_000, goals: ["retire early"] }),
    failsReason: /no family member with a disability/,
  },
  {
    def: section6166Deferral,
    fits: facts({ netWorthUsd: 40_000_000, ownsBusiness: true, businessValueUsd: 25_000_000 }),
    fitsReason: /more than 35%/,
    fails: facts({ netWorthUsd: 40_000_000, ownsBusiness: true, businessValueUsd: 10_000_000 }),
    failsReason: /not more than 35%/,
  },
  {
    def: specialUseValuation2032a,
    fits: facts({ netWorthUsd: 20_000_000, hasFarmOrRanch: true, realEstateUsd: 12_000_000 }),
    fitsReason: /farm or ranch land/,
    fails: facts({ netWorthUsd: 20_000_000, hasFarmOrRanch: true, realEstateUsd: 3_000_000 }),
    failsReason: /less than 25% of the/,
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
