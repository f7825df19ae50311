import { STRATEGY_CATEGORIES, ZStrategyCatalogueEntry } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { toCatalogueEntry } from "./catalogue-entry.ts";
import { CATALOGUE_ENTRIES, CATALOGUE as STRATEGIES } from "./index.ts";

/** The minimum net worths of spec §3's table, exactly. */
const SPEC_MINIMUMS: Record<string, number> = {
  "charitable-wealth-replacement-trust": 3_000_000,
  "long-term-care-insurance": 1_000_000,
  "spousal-lifetime-access-trust": 5_000_000,
  "scin-private-annuity": 3_000_000,
  "preferred-partnership-freeze": 10_000_000,
  "health-education-exclusion-trust": 2_000_000,
  "section-6166-deferral": 5_000_000,
  "qsbs-1202-1045-rollover": 1_000_000,
  "buy-sell-agreement-funding": 2_000_000,
  "management-incentive-equity": 500_000,
  "mega-backdoor-roth": 1_000_000,
  "nua-strategy": 500_000,
  "nonqualified-deferred-comp": 2_000_000,
  "charitable-lead-annuity-trust": 5_000_000,
  "qualified-charitable-distribution": 500_000,
  "cost-segregation": 1_000_000,
  "delaware-statutory-trust": 1_000_000,
  "premium-financing": 25_000_000,
  "section-1035-exchanges": 500_000,
  "life-settlement-valuation": 1_000_000,
  "tenancy-by-entirety": 500_000,
  "umbrella-liability-optimization": 1_000_000,
  "foreign-grantor-trust": 10_000_000,
  "pre-immigration-pfic-cleansing": 2_000_000,
};

describe("the catalogue", () => {
  it("has at least 120 strategies", () => {
    expect(STRATEGIES.length).toBeGreaterThanOrEqual(120);
  });

  it("spans the spec's minimums from 100,000 (donor-advised fund) to 50,000,000", () => {
    const minimums = new Set(STRATEGIES.map((s) => s.applicableNetWorth));
    for (const m of [100_000, 250_000, 500_000, 1e6, 2e6, 3e6, 5e6, 10e6, 15e6, 20e6, 25e6, 50e6])
      expect(minimums.has(m), String(m)).toBe(true);
    expect(STRATEGIES.find((s) => s.id === "donor-advised-fund")?.applicableNetWorth).toBe(100_000);
  });

  it.each([...STRATEGY_CATEGORIES])("category %s has at least two entries", (category) => {
    expect(STRATEGIES.filter((s) => s.category === category).length).toBeGreaterThanOrEqual(2);
  });

  it("every entry validates against the catalogue schema", () => {
    for (const def of STRATEGIES) {
      const parsed = ZStrategyCatalogueEntry.safeParse(toCatalogueEntry(def));
      expect(parsed.success, `${def.id}: ${parsed.success ? "" : parsed.error.message}`).toBe(true);
    }
  });

  it("ids and names are unique", () => {
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    expect(new Set(STRATEGIES.map((s) => s.name.toLowerCase())).size).toBe(STRATEGIES.length);
  });

  it.each(Object.entries(SPEC_MINIMUMS))("%s has the spec's minimum net worth of %d", (id, minimum) => {
    expect(STRATEGIES.find((s) => s.id === id)?.applicableNetWorth).toBe(minimum);
  });

  it("places the spec §9 constants in their formulas", () => {
    const formula = (pred: (s: (typeof STRATEGIES)[number]) => boolean) =>
      STRATEGIES.filter(pred)
        .map((s) => s.benefitCalculation.formula)
        .join(" | ");
    expect(formula((s) => /trust/i.test(s.name))).toContain("0.40");
    const crt = formula((s) => /charitable remainder/i.test(s.name));
    expect(crt).toContain("0.37");
    expect(crt).toContain("0.25");
    expect(formula((s) => /opportunity zone/i.test(s.name))).toContain("0.15");
    expect(formula((s) => /qualified business income/i.test(s.name))).toContain("0.20");
    expect(formula((s) => /dynasty/i.test(s.name))).toContain("365");
    expect(STRATEGIES.find((s) => s.id === "qsbs-1202-1045-rollover")?.benefitCalculation.formula).toContain("0.21");
  });

  it("every formula variable is declared with a unit", () => {
    for (const s of STRATEGIES) {
      const declared = new Set(Object.keys(s.variables));
      for (const name of [...s.benefitCalculation.variables, ...s.costCalculation.variables]) {
        expect(declared.has(name), `${s.id}: ${name}`).toBe(true);
      }
      expect(declared.has(s.sensitivity.variable), `${s.id}: sensitivity ${s.sensitivity.variable}`).toBe(true);
    }
  });

  it("serves the same entries it defines", () => {
    expect(CATALOGUE_ENTRIES.map((e) => e.id)).toEqual(STRATEGIES.map((s) => s.id));
    for (const e of CATALOGUE_ENTRIES) expect(e.textTrainingUrl).toBe(`/training/${e.id}`);
  });
});
