import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, FOUNDER, WEALTHY_COUPLE } from "./lib/test-households.ts";
import { preferredPartnershipFreeze as s } from "./preferred-partnership-freeze.ts";

describe("preferred-partnership-freeze", () => {
  const ctx = ctxOf(FOUNDER);
  const n = ctx.household.yearsToFinalDeath;
  const values = Object.fromEntries(evaluateOnHousehold(s, ctx).variables.map((v) => [v.name, v.value]));

  it("growth 10% above a 7% coupon: removed 10,000,000 × 1.1^n − 9,000,000 × 1.07^n; the 10% common (§2701(a)(4)) is a 1,000,000 gift", () => {
    const e = s.effects({ ...values, growthRate: 0.1 }, ctx);
    expect(e.estate?.removedUsd).toBeCloseTo(
      Math.min(10_000_000 * 1.1 ** n - 9_000_000 * 1.07 ** n, ctx.household.netWorthAt(n)),
      -1,
    );
    expect(e.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(1_000_000, 0);
  });

  it("the household's 5% business growth below the 7% coupon moves nothing, and the common gift costs 0.40 × 1,000,000", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate?.removedUsd).toBe(0);
    expect(f.estate?.savingUsd).toBe(-400_000);
  });

  it("needs a business or investment real estate", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf(WEALTHY_COUPLE);
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
