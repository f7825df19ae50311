import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { familyLimitedPartnership as s } from "./family-limited-partnership.ts";
import { ctxOf, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";

describe("family-limited-partnership", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("10,000,000 of LP interests at a 30% discount: adjusted taxable gift 7,000,000; removed 10,000,000 × 1.055^34; the discount adds 0.40 × 0.30 × 10,000,000 to the saving", () => {
    const f = evaluateOnHousehold(s, ctx);
    const removed = 10_000_000 * 1.055 ** n;
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(7_000_000, 0);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (removed - 7_000_000), -1);
  });

  it("the discount is an assumption named in the 25–35% range and varied by the sensitivity", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "discountRate")?.assumption).toMatch(/25–35%/);
    expect(f.sensitivity.low.netBenefit).toBeLessThan(f.sensitivity.high.netBenefit);
    expect(s.transfers?.(ctx)).toEqual(["taxablePortfolio"]);
  });

  it("needs a pool of $2M or more, descendants and projected estate tax", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const y = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(y.facts, y).fits).toBe(false);
  });

  it("a farm family's partnership gives interests in the land: a third of the $2M portfolio plus a third of the $21M farmland = 7,666,667 (below the 30,000,000 ÷ 0.7 exclusion cap)", () => {
    const farm = ctxOf({
      netWorthUsd: 24_000_000,
      primaryAge: 72,
      spouseAge: 70,
      maritalStatus: "married",
      state: "TX",
      childrenCount: 3,
      taxableInvestmentsUsd: 2_000_000,
      realEstateUsd: 22_000_000,
      primaryResidenceUsd: 1_000_000,
      hasInvestmentRealEstate: true,
      hasFarmOrRanch: true,
      investmentRealEstateUsd: 21_000_000,
    });
    const f = evaluateOnHousehold(s, farm);
    const gifted = f.variables.find((v) => v.name === "giftedValueUsd")?.value ?? 0;
    expect(gifted).toBeCloseTo(2_000_000 / 3 + 21_000_000 / 3, -1);
    expect(s.transfers?.(farm)).toEqual(["investmentRealEstate"]);
  });
});
