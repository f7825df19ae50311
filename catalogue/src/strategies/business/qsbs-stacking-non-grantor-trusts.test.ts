import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qsbsStackingNonGrantorTrusts as s } from "./qsbs-stacking-non-grantor-trusts.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A Texas founder (no state income tax) with 2019 C-corporation shares worth $40M and a sale next year. */
const founder: Partial<TClientFacts> = {
  netWorthUsd: 44_000_000,
  primaryAge: 45,
  maritalStatus: "married",
  childrenCount: 2,
  state: "TX",
  ownsBusiness: true,
  businessEntityType: "c_corp",
  businessValueUsd: 40_000_000,
  businessStockIssuedYear: 2017,
  businessGrossAssetsAtIssuanceUsd: 250_000,
  expectsBusinessSale: true,
};

describe("qsbs-stacking-non-grantor-trusts: golden arithmetic", () => {
  it("2 trusts take min(40,000,000 − 10,000,000, 2 × 10,000,000) = 20,000,000 of gain out of tax: 20,000,000 × (0.20 + 0.038) = 4,760,000", () => {
    // IRC §1(h)(1)(D) 20% and §1411 3.8% on the gain the founder would have paid above his own
    // cap; each trust excludes up to its own $10,000,000 cap (§1202(b)(1)(A)).
    const ctx = ctxOf(founder);
    const fig = evaluateOnHousehold(s, ctx);
    const saved = fig.flows.find((f) => f.kind === "incomeTax");
    expect(saved?.year).toBe(1);
    expect(Math.round(saved?.amountUsd ?? 0)).toBe(4_760_000);
    expect(fig.effects.estate?.adjustedTaxableGiftsUsd).toBe(20_000_000);
    expect(fig.flows.filter((f) => f.label.startsWith("trustee")).length).toBe(ctx.household.yearsToFinalDeath);
    expect(fig.flows[0]?.amountUsd).toBe(-40_000);
  });

  it("the gifts stay within the exclusion: a single founder with 4 children gives 15,000,000, saving 15,000,000 × 0.238 = 3,570,000", () => {
    const ctx = ctxOf({ ...founder, maritalStatus: "single", childrenCount: 4, businessValueUsd: 60_000_000 });
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.effects.estate?.adjustedTaxableGiftsUsd).toBe(15_000_000);
    expect(Math.round(fig.flows.find((f) => f.kind === "incomeTax")?.amountUsd ?? 0)).toBe(3_570_000);
  });
});

describe("qsbs-stacking-non-grantor-trusts: defaults from the facts", () => {
  it("one trust per child and both spouses' exclusion for a married couple", () => {
    const d = s.defaults(ctxOf(founder));
    expect(d.trustCount?.value).toBe(2);
    expect(d.exclusionAvailableUsd?.value).toBe(30_000_000);
    expect(d.exclusionCapUsd?.value).toBe(10_000_000);
  });

  it("an unmarried partner cannot split gifts: one exclusion", () => {
    const d = s.defaults(ctxOf({ ...founder, maritalStatus: "partnered" }));
    expect(d.exclusionAvailableUsd?.value).toBe(15_000_000);
    expect(d.exclusionAvailableUsd?.assumption).not.toMatch(/splitting/);
  });
});

describe("qsbs-stacking-non-grantor-trusts: eligibility and relevance", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };

  it("fits a founder whose shares exceed one cap and who has descendants", () => {
    expect(fits(founder).fits).toBe(true);
  });

  it("does not fit shares under one cap, no descendants, or an S corporation", () => {
    expect(fits({ ...founder, businessValueUsd: 8_000_000 }).reasons[0]).toMatch(/only helps when the gain exceeds/);
    expect(fits({ ...founder, childrenCount: null }).fits).toBe(false);
    expect(fits({ ...founder, businessEntityType: "s_corp" }).fits).toBe(false);
  });

  it("is time-critical before an expected sale (the gifts must precede a binding deal)", () => {
    expect(s.answers(ctxOf(founder))?.urgency).toBe("time-critical");
  });

  it("without a sale, answers a stake above one per-issuer cap ($40M > $10M for 2017 shares) and is silent below it", () => {
    const later = s.answers(ctxOf({ ...founder, expectsBusinessSale: false }));
    expect(later?.urgency).toBe("client-specific");
    expect(later?.reason).toContain("$40,000,000");
    expect(s.answers(ctxOf({ ...founder, expectsBusinessSale: false, businessValueUsd: 8_000_000 }))).toBeNull();
    expect(s.answers(ctxOf({ ...founder, businessEntityType: "s_corp" }))).toBeNull();
  });
});

describe("qsbs-stacking-non-grantor-trusts: stock from before §1202", () => {
  it("does not fit shares issued in 1971", () => {
    const ctx = ctxOf({ ...founder, businessStockIssuedYear: 1971 });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/before 11 August 1993/);
  });
});
