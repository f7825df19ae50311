import { describe, expect, it } from "vitest";
import { ctxOf } from "./test-households.ts";
import { giftToClearEstateTax, portfolioGainAt } from "./transfer-math.ts";

/** A widow, 70, $8M (a $7M taxable portfolio and a $1M home): below the $15M federal exclusion. */
const WIDOW = {
  netWorthUsd: 8_000_000,
  primaryAge: 70,
  maritalStatus: "widowed" as const,
  taxableInvestmentsUsd: 7_000_000,
  realEstateUsd: 1_000_000,
  primaryResidenceUsd: 1_000_000,
};

describe("giftToClearEstateTax", () => {
  // The growth of the gifted assets, decimal a year (an input of the sizing).
  const g = 0.05;

  it("no federal tax and no state estate tax (Texas): no gift is needed", () => {
    const ctx = ctxOf({ ...WIDOW, state: "TX" });
    expect(ctx.household.baseline.totalTaxUsd).toBe(0);
    expect(giftToClearEstateTax(ctx, g)).toBe(0);
  });

  it("Minnesota, no gift tax: (taxable estate − the $3,000,000 Minn. Stat. §291.016 exclusion) ÷ (1 + g)^n, the gift and its growth leaving the state base whole", () => {
    const ctx = ctxOf({ ...WIDOW, state: "MN" });
    const h = ctx.household;
    expect(h.baseline.federalTaxUsd).toBe(0);
    expect(h.baseline.stateTaxUsd).toBeGreaterThan(0);
    const expected = (h.baseline.taxableEstateUsd - 3_000_000) / (1 + g) ** h.yearsToFinalDeath;
    expect(giftToClearEstateTax(ctx, g)).toBeCloseTo(expected, 0);
    // The gift so sized leaves no Minnesota tax at the final death.
    const removed = expected * (1 + g) ** h.yearsToFinalDeath;
    expect(h.estateWith({ removedUsd: removed, adjustedTaxableGiftsUsd: expected }).stateTaxUsd).toBeCloseTo(0, 0);
  });

  it("Connecticut taxes lifetime gifts (Conn. Gen. Stat. §12-391): a gift does not clear its estate tax, so none is sized for it", () => {
    const ctx = ctxOf({ ...WIDOW, netWorthUsd: 20_000_000, taxableInvestmentsUsd: 19_000_000, state: "CT" });
    const h = ctx.household;
    // The gift added back: Connecticut's base is unchanged by a gift of 1,000,000 that does not grow.
    expect(h.estateWith({ removedUsd: 1_000_000, adjustedTaxableGiftsUsd: 1_000_000 }).stateTaxUsd).toBeCloseTo(
      h.baseline.stateTaxUsd,
      0,
    );
    // Only the federal excess sizes the gift: (taxable + 0 − exclusion) ÷ (F − 1).
    const f = (1 + g) ** h.yearsToFinalDeath;
    const federal = Math.max(0, h.baseline.taxableEstateUsd - h.baseline.applicableExclusionUsd) / (f - 1);
    expect(giftToClearEstateTax(ctx, g)).toBeCloseTo(federal, 0);
  });
});

describe("portfolioGainAt: the gain still unrealised in a portfolio held for years", () => {
  it("100 at full basis, 5.5% total return of which 2% is reinvested income, 10 years: 100 × 1.055^10 − 100 − 0.02 × 100 × (1.055^10 − 1) ÷ 0.055 = 45.06", () => {
    expect(portfolioGainAt(100, 100, 0.055, 10)).toBeCloseTo(45.064, 2);
  });
  it("selling 10% a year realises that share of the gain each year: U(t+1) = (U(t) + 3.5% × V(t)) × 0.9 gives 27.63 after 10 years", () => {
    expect(portfolioGainAt(100, 100, 0.055, 10, 0.1)).toBeCloseTo(27.628, 2);
  });
  it("a built-in gain is unrealised from the start; no growth above the income leaves only it", () => {
    expect(portfolioGainAt(100, 60, 0.02, 5)).toBeCloseTo(40, 6);
    expect(portfolioGainAt(100, 60, 0.02, 1, 0.1)).toBeCloseTo(36, 6);
  });
});
