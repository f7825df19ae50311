import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  domesticAssetProtectionTrust,
  offshoreAssetProtectionTrust,
  professionalPracticeProtection,
  seriesLlcRentalRealEstate,
  tenancyByEntirety,
} from "./asset-protection.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("asset-protection golden figures", () => {
  it("Tenancy by the entirety: 2,000,000 × 0.05 = 100,000", () => {
    expect(tenancyByEntirety.benefit({ protectedAssetsUsd: 2_000_000, claimProbability: 0.05 }, tax).protection).toBe(
      100_000,
    );
  });

  it("Tenancy by the entirety in Florida also covers accounts: residence 1,000,000 + investments 2,000,000 = 3,000,000", () => {
    const d = tenancyByEntirety.defaults(
      facts({ netWorthUsd: 4_000_000, state: "FL", realEstateUsd: 1_000_000, taxableInvestmentsUsd: 2_000_000 }),
      tax,
    );
    expect(d.protectedAssetsUsd?.value).toBe(3_000_000);
  });

  it("DAPT: 4,000,000 × 0.10 × 0.6 = 240,000", () => {
    const b = domesticAssetProtectionTrust.benefit(
      { protectedAssetsUsd: 4_000_000, claimProbability: 0.1, effectivenessRatio: 0.6 },
      tax,
    );
    expect(Math.round(b.protection ?? 0)).toBe(240_000);
  });

  it("Offshore trust: 8,000,000 × 0.05 × 0.9 = 360,000", () => {
    const b = offshoreAssetProtectionTrust.benefit(
      { protectedAssetsUsd: 8_000_000, claimProbability: 0.05, effectivenessRatio: 0.9 },
      tax,
    );
    expect(Math.round(b.protection ?? 0)).toBe(360_000);
  });

  it("Series LLC: (1,200,000 × (1 − 1 ÷ 4) + 2,000,000) × 0.05 = 145,000", () => {
    const b = seriesLlcRentalRealEstate.benefit(
      { rentalEquityUsd: 1_200_000, propertyCount: 4, personalAssetsUsd: 2_000_000, claimProbability: 0.05 },
      tax,
    );
    expect(Math.round(b.protection ?? 0)).toBe(145_000);
  });

  it("Professional practice: (1,000,000 + 1,100,000) × 0.10 = 210,000", () => {
    const b = professionalPracticeProtection.benefit(
      { practiceAssetsUsd: 1_000_000, qualifiedPlanAssetsUsd: 1_100_000, claimProbability: 0.1 },
      tax,
    );
    expect(Math.round(b.protection ?? 0)).toBe(210_000);
  });
});

describe("asset-protection eligibility", () => {
  const cases = [
    {
      def: tenancyByEntirety,
      fits: facts({ netWorthUsd: 2_000_000, maritalStatus: "married", state: "VA" }),
      fitsReason: /VA recognises tenancy by the entirety/,
      fails: facts({ netWorthUsd: 2_000_000, maritalStatus: "married", state: "CA" }),
      failsReason: /CA does not recognise/,
    },
    {
      def: domesticAssetProtectionTrust,
      fits: facts({ netWorthUsd: 8_000_000, hasProfessionalLiability: true }),
      fitsReason: /malpractice exposure/,
      fails: facts({ netWorthUsd: 8_000_000 }),
      failsReason: /no particular liability exposure/,
    },
    {
      def: offshoreAssetProtectionTrust,
      fits: facts({ netWorthUsd: 15_000_000, ownsBusiness: true }),
      fitsReason: /personal-guarantee/,
      fails: facts({ netWorthUsd: 15_000_000, hasInvestmentRealEstate: true }),
      failsReason: /serious liability exposure/,
    },
    {
      def: seriesLlcRentalRealEstate,
      fits: facts({ netWorthUsd: 3_000_000, hasInvestmentRealEstate: true }),
      fitsReason: /investment or business real estate/,
      fails: facts({ netWorthUsd: 3_000_000 }),
      failsReason: /no investment or business real estate/,
    },
    {
      def: professionalPracticeProtection,
      fits: facts({ netWorthUsd: 6_200_000, hasProfessionalLiability: true, businessEntityType: "s_corp" }),
      fitsReason: /owns the practice \(S corporation\)/,
      fails: facts({ netWorthUsd: 6_200_000, hasProfessionalLiability: true }),
      failsReason: /practice owners/,
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
