import type { TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ESTATE } from "./index.ts";
import { ctxOf, FOUNDER, partnered, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";

/**
 * Every estate strategy of this folder, on households from empty to very large: figures are
 * finite, an estate saving never exceeds the estate tax the household would owe without planning,
 * a removal never exceeds the projected estate, and the present-value net benefit is never above
 * the net worth (issue #13: no "$620M of net benefit for a $25M founder").
 */
const HOUSEHOLDS: Record<string, Partial<TClientFacts>> = {
  empty: {},
  "young family": YOUNG_FAMILY,
  "wealthy couple": WEALTHY_COUPLE,
  "wealthy partnered": partnered(WEALTHY_COUPLE),
  founder: FOUNDER,
  "founder, business value unstated": { ...FOUNDER, businessValueUsd: null, netWorthUsd: 25_000_000 },
  "retired widow with a vacation home": {
    netWorthUsd: 9_000_000,
    primaryAge: 78,
    maritalStatus: "widowed",
    state: "MA",
    childrenCount: 3,
    grandchildrenCount: 5,
    taxableInvestmentsUsd: 4_000_000,
    realEstateUsd: 3_000_000,
    hasVacationHome: true,
    hasLowBasisStock: true,
    estateDocuments: ["irrevocable_trust"],
  },
  "very large, aggressive, 35": {
    netWorthUsd: 500_000_000,
    primaryAge: 35,
    maritalStatus: "single",
    state: "NY",
    childrenCount: 1,
    ownsBusiness: true,
    businessValueUsd: 450_000_000,
    hasConcentratedStock: true,
    hasInvestmentRealEstate: true,
    riskTolerance: "aggressive",
  },
  "age 95": { ...WEALTHY_COUPLE, primaryAge: 95, spouseAge: 93 },
};

describe("estate strategies on the household model: properties", () => {
  for (const [name, facts] of Object.entries(HOUSEHOLDS)) {
    const ctx = ctxOf(facts);
    const h = ctx.household;
    it.each(ESTATE.map((s) => [s.id, s] as const))(`${name}: %s is finite and bounded`, (_id, s) => {
      const f = evaluateOnHousehold(s, ctx);
      for (const flow of f.flows) expect(Number.isFinite(flow.amountUsd), flow.label).toBe(true);
      expect(Number.isFinite(f.presentValue.netUsd)).toBe(true);
      expect(f.estate?.savingUsd ?? 0).toBeLessThanOrEqual(Math.round(h.baseline.totalTaxUsd) + 1);
      expect(f.effects.estate?.removedUsd ?? 0).toBeLessThanOrEqual(h.netWorthAt(h.yearsToFinalDeath) + 1);
      expect(f.effects.estate?.adjustedTaxableGiftsUsd ?? 0).toBeGreaterThanOrEqual(0);
      expect(f.presentValue.netUsd).toBeLessThanOrEqual(Math.max(0, h.balance.netWorthUsd));
      expect(f.sensitivity.low.netBenefit).not.toBeNaN();
    });
  }

  it("every strategy of the folder is registered once, with its file name as id", () => {
    expect(new Set(ESTATE.map((s) => s.id)).size).toBe(ESTATE.length);
    expect(ESTATE.every((s) => s.domain === "estate")).toBe(true);
  });

  it("freezes are one family and move an asset; exclusion gifts are one family", () => {
    const freeze = ESTATE.filter((s) => s.family === "estate-freeze").map((s) => s.id);
    expect(freeze.sort()).toEqual(
      [
        "beneficiary-defective-inheritor-trust",
        "family-installment-sale",
        "grantor-retained-annuity-trust",
        "intentionally-defective-grantor-trust-sale",
        "intra-family-loan",
        "preferred-partnership-freeze",
        "scin-private-annuity",
      ].sort(),
    );
    const ctx = ctxOf(FOUNDER);
    for (const id of freeze.filter((x) => x !== "intra-family-loan"))
      expect(ESTATE.find((s) => s.id === id)?.transfers?.(ctx)).toEqual(["business"]);
    const gifts = ESTATE.filter((s) => s.family === "exclusion-gift").map((s) => s.id);
    expect(gifts).toEqual(
      expect.arrayContaining([
        "lifetime-exemption-gift",
        "spousal-lifetime-access-trust",
        "nevada-dynasty-trust",
        "family-bank-incentive-trust",
      ]),
    );
    expect(ESTATE.find((s) => s.id === "gst-exemption-allocation")?.family).toBeUndefined();
  });
});
