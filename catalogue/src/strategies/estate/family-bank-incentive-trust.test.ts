import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { familyBankIncentiveTrust as s } from "./family-bank-incentive-trust.ts";
import { ctxOf, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("family-bank-incentive-trust", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("an exclusion gift on this household: removed 10,000,000 × 1.055^34, adjusted taxable gift 10,000,000", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(10_000_000 * 1.055 ** n, 0);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(10_000_000);
    expect(s.family).toBe("exclusion-gift");
  });

  it("needs two or more stated descendants", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const one = ctxOf({ ...WEALTHY_COUPLE, childrenCount: 1, grandchildrenCount: 0 });
    expect(s.eligibility(one.facts, one).reasons[0]).toMatch(/fewer than two/);
  });
});
