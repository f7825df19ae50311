import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { ctxOf, FOUNDER, partnered, TAX, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";
import {
  affordableLumpSum,
  capToEstate,
  exclusionFor,
  freezeAssetOf,
  freezeRemoval,
  giftGain,
  midTermAfr,
  minorChildren,
  mortalityWithin,
  rollingGratRemainders,
  section529Flows,
  unrealisedShareAt,
  valueAtFinalDeath,
  yearlyGiftProgramme,
} from "./lib/transfer-math.ts";

describe("rolling GRATs with a volatile asset: expected remainders", () => {
  // A one-year zeroed-out GRAT pays back S(1 + r); its remainder is max(0, S·R − S(1 + r)), a call
  // struck at the annuity. With ln R normal (mean ln(1 + g) − σ²/2, sd σ), the expectation is
  // S[(1 + g)N(d1) − (1 + r)N(d2)], d1 = [ln((1 + g)/(1 + r)) + σ²/2]/σ, d2 = d1 − σ.
  // g = r = 5%, σ = 20%: d1 = 0.1, d2 = −0.1, N(0.1) = 0.5398278, N(−0.1) = 0.4601722 (standard
  // normal table), so 1,000,000 × 1.05 × 0.0796556 = 83,638.4.
  it("one 1-year GRAT at 5% on 1,000,000 growing 5% with 20% volatility: within 1% of 83,638", () => {
    const r = rollingGratRemainders(1_000_000, 0.05, 0.05, 1, 1, 0, 0.2);
    const total = r.reduce((s, x) => s + x.amountUsd, 0);
    expect(Math.abs(total / 83_638.4 - 1)).toBeLessThan(0.01);
  });

  // g = 8%, r = 5%, σ = 30%: d1 = [ln(1.08/1.05) + 0.045]/0.3 = 0.243903, d2 = −0.056097,
  // N(d1) = 0.596347, N(d2) = 0.477632: 1.08 × 0.596347 − 1.05 × 0.477632 = 0.142541.
  it("one 1-year GRAT at 5% on 1,000,000 growing 8% with 30% volatility: within 1% of 142,542", () => {
    const total = rollingGratRemainders(1_000_000, 0.08, 0.05, 1, 1, 0, 0.3).reduce((s, x) => s + x.amountUsd, 0);
    expect(Math.abs(total / 142_542 - 1)).toBeLessThan(0.01);
  });

  it("the same inputs give the same figures (fixed seed), and no volatility gives the deterministic programme", () => {
    const a = rollingGratRemainders(2_000_000, 0.05, 0.056, 2, 20, 0, 0.2);
    expect(rollingGratRemainders(2_000_000, 0.05, 0.056, 2, 20, 0, 0.2)).toEqual(a);
    expect(rollingGratRemainders(1_000_000, 0.1, 0.05, 2, 2, 0, 0)).toEqual(
      rollingGratRemainders(1_000_000, 0.1, 0.05, 2, 2),
    );
  });
});

describe("rolling GRATs: the zeroed-out annuity from Pub 1457 Table B", () => {
  // Table B, 5.0%, 2 years: annuity factor 1.859410, so a zeroed-out $1,000,000 GRAT pays
  // 1,000,000 ÷ 1.859410 = 537,804.88 a year (the figure tax/actuarial.test.ts checks).
  const annuity = 1_000_000 / 1.85941;

  it("one 2-year GRAT at 5%, asset growing 10%: 1,000,000 × 1.1² − 537,804.88 × 1.1 − 537,804.88 = 80,609.75", () => {
    const r = rollingGratRemainders(1_000_000, 0.1, 0.05, 2, 2);
    expect(r).toHaveLength(1);
    expect(r[0]?.year).toBe(2);
    expect(r[0]?.amountUsd).toBeCloseTo(1_210_000 - annuity * 1.1 - annuity, 0);
    expect(r[0]?.amountUsd).toBeCloseTo(80_609.75, 0);
  });

  it("growth equal to the §7520 rate passes nothing (the gift was zeroed out); growth below it fails with no remainder", () => {
    expect(rollingGratRemainders(1_000_000, 0.05, 0.05, 2, 2).reduce((s, x) => s + x.amountUsd, 0)).toBeLessThan(1);
    expect(rollingGratRemainders(1_000_000, 0.02, 0.05, 2, 2)).toEqual([]);
  });

  it("rolling: the year-1 annuity funds a second GRAT ending in year 3, whose remainder is 537,804.88 ÷ 1,000,000 of the first's", () => {
    const r = rollingGratRemainders(1_000_000, 0.1, 0.05, 2, 3);
    expect(r.map((x) => x.year)).toEqual([2, 3]);
    expect(r[1]?.amountUsd).toBeCloseTo((80_609.75 * annuity) / 1_000_000, 0);
  });
});

describe("removal and basis arithmetic", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const h = ctx.household;
  const n = h.yearsToFinalDeath;

  it("a gift leaves the estate grown at its asset growth: 1,000,000 × 1.055^n", () => {
    expect(valueAtFinalDeath(h, 1_000_000, 0.055)).toBeCloseTo(1_000_000 * 1.055 ** n, 2);
    expect(valueAtFinalDeath(h, 1_000_000, 0.055, 5)).toBeCloseTo(1_000_000 * 1.055 ** (n - 5), 2);
  });

  it("a freeze removes only the growth above the hurdle: V × (1.05^n − 1.0383^n), 0 when the hurdle is higher", () => {
    expect(freezeRemoval(h, 1_000_000, 0.05, 0.0383)).toBeCloseTo(1_000_000 * (1.05 ** n - 1.0383 ** n), 2);
    expect(freezeRemoval(h, 1_000_000, 0.05, 0.07)).toBe(0);
  });

  it("removals are capped at the estate the household projects at the final death", () => {
    expect(capToEstate(h, 1e15)).toBeCloseTo(h.netWorthAt(n), 2);
    expect(capToEstate(h, -5)).toBe(0);
  });

  it("heirs' gain: a gift carries its basis (removed − basis); a freeze keeps the basis share 1 − b ÷ (1 + g)^years", () => {
    expect(giftGain(3_000_000, 1_000_000)).toBe(2_000_000);
    expect(giftGain(1_000_000, 3_000_000)).toBe(0);
    expect(unrealisedShareAt(600_000, 1_000_000, 0.05, 10)).toBeCloseTo(1 - 0.6 / 1.05 ** 10, 10);
  });

  it("yearly gifts: Σ 19,000 × 1.055^(n − t) over 3 years", () => {
    const p = yearlyGiftProgramme(h, 19_000, 3, 0.055);
    expect(p.giftedUsd).toBe(57_000);
    expect(p.removedUsd).toBeCloseTo(19_000 * (1.055 ** n + 1.055 ** (n - 1) + 1.055 ** (n - 2)), 2);
  });
});

describe("exclusion, AFR and affordability", () => {
  it("a married couple splits gifts (IRC §2513): 2 × $15,000,000 (Rev. Proc. 2025-32); a partner is one donor", () => {
    expect(exclusionFor(ctxOf(WEALTHY_COUPLE), true).value).toBe(2 * TAX.basicExclusionAmount);
    expect(exclusionFor(ctxOf(WEALTHY_COUPLE), true).value).toBe(30_000_000);
    expect(exclusionFor(ctxOf(partnered(WEALTHY_COUPLE)), true).value).toBe(15_000_000);
    expect(exclusionFor(ctxOf(WEALTHY_COUPLE), false).value).toBe(15_000_000);
    expect(exclusionFor(ctxOf({ ...WEALTHY_COUPLE, spouseIsUsCitizen: false }), true).value).toBe(15_000_000);
  });

  it("the §7520 rate is 120% of the mid-term AFR (IRC §7520(a)(2)): 4.6% ÷ 1.2 = 3.83%", () => {
    expect(midTermAfr(ctxOf({}), "x").value).toBe(0.0383);
  });

  it("a lump sum is at most a third of investment and business assets", () => {
    const h = ctxOf(FOUNDER).household;
    expect(affordableLumpSum(h)).toBeCloseTo((10_000_000 + 500_000 + 1_500_000 + 20_000_000) / 3, 2);
  });

  it("mortality within a term rises with age (Table 2010CM shape: about 1.6% a year at 70, 10% at 90)", () => {
    expect(mortalityWithin(70, 1)).toBeGreaterThan(0.01);
    expect(mortalityWithin(70, 1)).toBeLessThan(0.025);
    expect(mortalityWithin(90, 1)).toBeGreaterThan(0.07);
    expect(mortalityWithin(80, 10)).toBeGreaterThan(mortalityWithin(70, 10));
  });
});

describe("minor children and the freeze asset read from the facts", () => {
  it("stated ages under 18 count; a count alone counts only for a client of 50 or younger (or no age)", () => {
    expect(minorChildren(ctxOf(YOUNG_FAMILY))).toEqual([4, 7]);
    expect(minorChildren(ctxOf({ childrenCount: 2, primaryAge: 42 }))).toEqual([10, 10]);
    expect(minorChildren(ctxOf({ childrenCount: 2 }))).toEqual([10, 10]);
    expect(minorChildren(ctxOf({ childrenCount: 2, primaryAge: 66 }))).toEqual([]);
    expect(minorChildren(ctxOf({ childrenCount: 2, childrenAges: [19, 22] }))).toEqual([]);
  });

  it("the business at its stated value; unstated, the net worth the notes do not break down, said so", () => {
    expect(freezeAssetOf(ctxOf(FOUNDER))?.value.value).toBe(20_000_000);
    const unstated = freezeAssetOf(
      ctxOf({ ...FOUNDER, businessValueUsd: null, taxableInvestmentsUsd: null, cashUsd: null }),
    );
    expect(unstated?.value.value).toBe(32_000_000);
    expect(unstated?.value.assumption).toMatch(/not stated/);
    expect(freezeAssetOf(ctxOf(WEALTHY_COUPLE))).toBeNull();
  });
});

describe("529 growth as tax saved", () => {
  it("95,000 at 5% for 10 years, no fee: growth 95,000 × (1.05^10 − 1), its tax as long-term gain over 4 years", () => {
    const ctx = ctxOf(WEALTHY_COUPLE);
    const flows = section529Flows(ctx, new Map([[0, 95_000]]), 10, 0.05, 0);
    const growth = 95_000 * (1.05 ** 10 - 1);
    const saved = flows.filter((f) => f.kind === "incomeTax");
    expect(saved.map((f) => f.year)).toEqual([10, 11, 12, 13]);
    for (const f of saved) expect(f.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: growth / 4 }), 6);
    expect(flows.some((f) => f.kind === "cost")).toBe(false);
  });
});
