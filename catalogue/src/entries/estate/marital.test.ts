import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  claytonQtipTrust,
  creditShelterTrust,
  disclaimerTrust,
  portabilityDsueElection,
  qtipTrust,
  reverseQtipElection,
} from "./marital.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("marital golden figures", () => {
  it("Credit shelter: 15,000,000 × (1.06^12 − 1) × 0.40 = 6,073,179", () => {
    const b = creditShelterTrust.benefit({ shelteredAmountUsd: 15_000_000, growthRate: 0.06, survivorYears: 12 }, tax);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(6_073_179);
  });

  it("QTIP: 5,000,000 × 0.2 = 1,000,000 of inheritance protected", () => {
    const b = qtipTrust.benefit({ qtipAssetsUsd: 5_000_000, redirectionRiskRatio: 0.2 }, tax);
    expect(Math.round(b.protection ?? 0)).toBe(1_000_000);
  });

  it("Clayton QTIP: max(5,000,000 × (1.06^12 − 1) × 0.40, 5,000,000 × 1.06^12 × 0.5 × 0.238) = 2,024,393 (bypass)", () => {
    const v = {
      flexibleAssetsUsd: 5_000_000,
      growthRate: 0.06,
      years: 12,
      unrealizedGainShare: 0.5,
      capitalGainsTaxRate: 0.238,
    };
    const b = claytonQtipTrust.benefit(v, tax);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(2_024_393);
    expect(b.taxSavings ?? 0).toBe(0);
  });

  it("Clayton QTIP at 1% growth: 5,000,000 × 1.01^12 × 0.5 × 0.238 = 670,461 (step-up) beats 253,650", () => {
    const v = {
      flexibleAssetsUsd: 5_000_000,
      growthRate: 0.01,
      years: 12,
      unrealizedGainShare: 0.5,
      capitalGainsTaxRate: 0.238,
    };
    const b = claytonQtipTrust.benefit(v, tax);
    expect(Math.round(b.taxSavings ?? 0)).toBe(670_461);
    expect(b.estateTaxSavings ?? 0).toBe(0);
  });

  it("Portability: min(15,000,000, 20,000,000 × 1.06^10 − 15,000,000) × 0.40 = 6,000,000", () => {
    const b = portabilityDsueElection.benefit(
      {
        dsueUsd: 15_000_000,
        survivorEstateUsd: 20_000_000,
        growthRate: 0.06,
        years: 10,
        survivorExclusionUsd: 15_000_000,
      },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(6_000_000);
  });

  it("Disclaimer trust: 3,000,000 × (1.06^12 − 1) × 0.40 × 0.5 = 607,318", () => {
    const b = disclaimerTrust.benefit(
      { disclaimedAmountUsd: 3_000_000, growthRate: 0.06, survivorYears: 12, estateTaxExposureRatio: 0.5 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(607_318);
  });

  it("Reverse QTIP: min(20,000,000, 15,000,000) × 1.03^40 × 0.40 = 19,572,227", () => {
    const b = reverseQtipElection.benefit(
      { qtipAssetsUsd: 20_000_000, unusedGstExemptionUsd: 15_000_000, growthRate: 0.03, years: 40 },
      tax,
    );
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(19_572_227);
  });
});

const married = { maritalStatus: "married" as const };
const cases: {
  def: StrategyDefinition;
  fits: TClientFacts;
  fitsReason: RegExp;
  fails: TClientFacts;
  failsReason: RegExp;
}[] = [
  {
    def: creditShelterTrust,
    fits: facts({ ...married, netWorthUsd: 25_000_000 }),
    fitsReason: /married/,
    fails: facts({ netWorthUsd: 25_000_000, maritalStatus: "single" }),
    failsReason: /not married/,
  },
  {
    def: qtipTrust,
    fits: facts({ ...married, netWorthUsd: 8_000_000, childrenCount: 2 }),
    fitsReason: /2 children/,
    fails: facts({ ...married, netWorthUsd: 8_000_000 }),
    failsReason: /no children/,
  },
  {
    def: claytonQtipTrust,
    fits: facts({ ...married, netWorthUsd: 12_000_000, hasLowBasisStock: true }),
    fitsReason: /second basis step-up/,
    fails: facts({ ...married, netWorthUsd: 80_000_000, hasLowBasisStock: true }),
    failsReason: /clearly be taxable/,
  },
  {
    def: portabilityDsueElection,
    fits: facts({ netWorthUsd: 9_000_000, maritalStatus: "widowed" }),
    fitsReason: /widowed/,
    fails: facts({ netWorthUsd: 9_000_000, maritalStatus: "divorced" }),
    failsReason: /neither married nor widowed/,
  },
  {
    def: disclaimerTrust,
    fits: facts({ ...married, netWorthUsd: 10_000_000 }),
    fitsReason: /best decided at the first death/,
    fails: facts({ ...married, netWorthUsd: 45_000_000 }),
    failsReason: /mandatory credit shelter/,
  },
  {
    def: reverseQtipElection,
    fits: facts({ ...married, netWorthUsd: 40_000_000, childrenCount: 2 }),
    fitsReason: /only this election can use/,
    fails: facts({ ...married, netWorthUsd: 40_000_000 }),
    failsReason: /no children or grandchildren/,
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
