import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { annualExclusionGifting as s } from "./annual-exclusion-gifting.ts";
import { ctxOf, partnered, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";

describe("annual-exclusion-gifting", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("19,000 (Rev. Proc. 2025-32 §4.42) × 5 donees × 2 donors = 190,000 a year; removed Σ 190,000 × 1.055^(34 − t); no exclusion used", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "yearlyGiftsUsd")?.value).toBe(190_000);
    let removed = 0;
    for (let t = 0; t < n; t++) removed += 190_000 * 1.055 ** (n - t);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeUndefined();
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * removed, -1);
  });

  it("donees are the stated children and grandchildren; an unmarried couple gives as one donor", () => {
    const f = evaluateOnHousehold(s, ctxOf(partnered(WEALTHY_COUPLE)));
    expect(f.variables.find((v) => v.name === "donors")?.value).toBe(1);
    expect(f.variables.find((v) => v.name === "donees")?.value).toBe(5);
  });

  it("yearly gifts are limited to what investable assets earn above spending", () => {
    const f = evaluateOnHousehold(s, ctxOf(YOUNG_FAMILY));
    const h = ctxOf(YOUNG_FAMILY).household;
    expect(f.variables.find((v) => v.name === "yearlyGiftsUsd")?.value).toBe(
      Math.round((100_000 + 50_000) * (h.growth.portfolio - h.growth.spendingRate)),
    );
  });

  it("does not fit when the notes state no descendants (the count is never assumed) or no estate tax", () => {
    const none = ctxOf({ ...WEALTHY_COUPLE, childrenCount: null, grandchildrenCount: null });
    expect(s.eligibility(none.facts, none).reasons[0]).toMatch(/state no children or grandchildren/);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const y = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(y.facts, y).fits).toBe(false);
  });
});
