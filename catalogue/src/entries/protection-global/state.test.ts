import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { effectiveSaltCap } from "./shared.ts";
import {
  changeOfStateDomicile,
  communityPropertyTrust,
  homesteadExemptionPlanning,
  incompleteGiftNonGrantorTrust,
  passThroughEntityTaxElection,
} from "./state.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("SALT cap phase-down (§164(b)(7), 2026)", () => {
  it("40,400 below 505,000; 40,400 − 0.30 × (555,000 − 505,000) = 25,400; floor 10,000 at 1,000,000", () => {
    expect(effectiveSaltCap(400_000, tax)).toBe(40_400);
    expect(effectiveSaltCap(555_000, tax)).toBe(25_400);
    expect(effectiveSaltCap(1_000_000, tax)).toBe(10_000);
  });
});

describe("state golden figures", () => {
  it("Domicile: (1,000,000 × 0.109 − min(109,000, 10,000) × 0.37) × 10 + 5,000,000 × 0.109 = 1,053,000 + 545,000 = 1,598,000", () => {
    const b = changeOfStateDomicile.benefit(
      {
        annualIncomeUsd: 1_000_000,
        stateIncomeTaxRate: 0.109,
        federalMarginalRate: 0.37,
        years: 10,
        plannedGainUsd: 5_000_000,
      },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(1_598_000);
  });

  it("ING: (200,000 × 10 + 3,000,000) × 0.0575 = 287,500", () => {
    const b = incompleteGiftNonGrantorTrust.benefit(
      { annualTrustIncomeUsd: 200_000, years: 10, plannedCapitalGainUsd: 3_000_000, stateIncomeTaxRate: 0.0575 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(287_500);
  });

  it("PTET: (600,000 × 0.06 − max(0, 10,000 − 12,000)) × 0.37 × 10 = 133,200 (cap at its 10,000 floor)", () => {
    const b = passThroughEntityTaxElection.benefit(
      {
        passThroughIncomeUsd: 600_000,
        stateIncomeTaxRate: 0.06,
        householdIncomeUsd: 800_000,
        propertyTaxUsd: 12_000,
        federalMarginalRate: 0.37,
        years: 10,
      },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(133_200);
  });

  it("PTET: (300,000 × 0.06 − (40,400 − 12,000)) × 0.32 = 0 when the full cap still has room", () => {
    const b = passThroughEntityTaxElection.benefit(
      {
        passThroughIncomeUsd: 300_000,
        stateIncomeTaxRate: 0.06,
        householdIncomeUsd: 400_000,
        propertyTaxUsd: 12_000,
        federalMarginalRate: 0.32,
        years: 1,
      },
      tax,
    );
    expect(b.taxSavings).toBe(0);
  });

  it("Homestead: 1,500,000 × 0.05 = 75,000", () => {
    expect(
      homesteadExemptionPlanning.benefit({ homesteadEquityUsd: 1_500_000, claimProbability: 0.05 }, tax).protection,
    ).toBe(75_000);
  });

  it("Community property trust: 4,000,000 × 0.5 × 0.5 × 0.238 = 238,000", () => {
    const b = communityPropertyTrust.benefit(
      { appreciatedAssetsUsd: 4_000_000, builtInGainShare: 0.5, capitalGainsRate: 0.238 },
      tax,
    );
    expect(Math.round(b.taxSavings ?? 0)).toBe(238_000);
  });
});

describe("state eligibility", () => {
  const cases = [
    {
      def: changeOfStateDomicile,
      fits: facts({ netWorthUsd: 25_000_000, state: "NY", expectsLiquidityEvent: true }),
      fitsReason: /NY taxes income at up to 10\.90%/,
      fails: facts({ netWorthUsd: 25_000_000, state: "FL", annualIncomeUsd: 2_000_000 }),
      failsReason: /FL taxes income lightly or not at all/,
    },
    {
      def: incompleteGiftNonGrantorTrust,
      fits: facts({ netWorthUsd: 20_000_000, state: "NJ", hasConcentratedStock: true }),
      fitsReason: /appreciated assets/,
      fails: facts({ netWorthUsd: 20_000_000, state: "CA", hasConcentratedStock: true }),
      failsReason: /CA taxes ING trust income to the grantor/,
    },
    {
      def: passThroughEntityTaxElection,
      fits: facts({
        netWorthUsd: 6_000_000,
        state: "NJ",
        ownsBusiness: true,
        businessEntityType: "s_corp",
        annualIncomeUsd: 780_000,
      }),
      fitsReason: /pass-through entity \(S corporation\)/,
      fails: facts({ netWorthUsd: 6_000_000, state: "NJ", ownsBusiness: true, businessEntityType: "c_corp" }),
      failsReason: /S corporation, partnership or multi-member LLC/,
    },
    {
      def: homesteadExemptionPlanning,
      fits: facts({ netWorthUsd: 5_000_000, state: "TX", realEstateUsd: 1_500_000 }),
      fitsReason: /TX exempts the homestead/,
      fails: facts({ netWorthUsd: 5_000_000, state: "VA", realEstateUsd: 1_500_000 }),
      failsReason: /VA caps its homestead exemption/,
    },
    {
      def: communityPropertyTrust,
      fits: facts({ netWorthUsd: 8_000_000, maritalStatus: "married", state: "NY", hasLowBasisStock: true }),
      fitsReason: /NY is a common-law state/,
      fails: facts({ netWorthUsd: 8_000_000, maritalStatus: "married", state: "CA", hasLowBasisStock: true }),
      failsReason: /CA is already a community property state/,
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
