import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, partnered, TAX, WEALTHY_COUPLE } from "./lib/test-households.ts";
import { spousalLifetimeAccessTrust as s } from "./spousal-lifetime-access-trust.ts";

describe("spousal-lifetime-access-trust", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("SLAT: 10,000,000 gift, removed 10,000,000 × 1.055^34, adjusted taxable gift 10,000,000; saving 0.40 × (removed − gift)", () => {
    const f = evaluateOnHousehold(s, ctx);
    const removed = 10_000_000 * 1.055 ** n;
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(10_000_000);
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (removed - 10_000_000), -1);
  });

  it("one grantor's exclusion only: no gift splitting when the spouse is a beneficiary (Treas. Reg. §25.2513-1(b)(4))", () => {
    const big = ctxOf({ ...WEALTHY_COUPLE, netWorthUsd: 200_000_000, taxableInvestmentsUsd: 190_000_000 });
    const gift = evaluateOnHousehold(s, big).variables.find((v) => v.name === "giftAmountUsd");
    expect(gift?.value).toBe(TAX.basicExclusionAmount);
    expect(gift?.assumption).toMatch(/no gift splitting/);
  });

  it("needs a legal marriage: an unmarried partner does not qualify", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const p = ctxOf(partnered(WEALTHY_COUPLE));
    const r = s.eligibility(p.facts, p);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not a legal spouse/);
    expect(s.answers(p)).toBeNull();
  });

  it("does not fit without projected estate tax", () => {
    const c = ctxOf({
      ...WEALTHY_COUPLE,
      netWorthUsd: 6_000_000,
      taxableInvestmentsUsd: 4_000_000,
      realEstateUsd: 1_000_000,
      primaryResidenceUsd: 1_000_000,
      retirementAccountsUsd: 1_000_000,
    });
    expect(s.eligibility(c.facts, c).reasons[0]).toMatch(/no estate tax/);
  });
});
