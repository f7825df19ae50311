import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { grantorRetainedAnnuityTrust as s } from "./grantor-retained-annuity-trust.ts";
import { ctxOf, FOUNDER, WEALTHY_COUPLE } from "./lib/test-households.ts";

const valuesOf = (ctx: ReturnType<typeof ctxOf>) =>
  Object.fromEntries(evaluateOnHousehold(s, ctx).variables.map((v) => [v.name, v.value]));

describe("grantor-retained-annuity-trust", () => {
  const ctx = ctxOf(FOUNDER);
  const n = ctx.household.yearsToFinalDeath;

  it("one 2-year GRAT at 5% (Pub 1457 Table B factor 1.859410) on 1,000,000 growing 10%: remainder 80,609.75, grown at 10% to the final death", () => {
    const v = {
      ...valuesOf(ctx),
      fundingUsd: 1_000_000,
      growthRate: 0.1,
      section7520Rate: 0.05,
      termYears: 2,
      programmeYears: 2,
      volatility: 0,
    };
    const e = s.effects(v, ctx);
    expect(e.estate?.removedUsd).toBeCloseTo(80_609.75 * 1.1 ** (n - 2), -1);
    expect(e.estate?.adjustedTaxableGiftsUsd).toBeUndefined();
  });

  it("zeroed out: an asset growing exactly at the §7520 rate, with no volatility, moves nothing", () => {
    const v = { ...valuesOf(ctx), growthRate: 0.05, section7520Rate: 0.05, volatility: 0 };
    expect(s.effects(v, ctx).estate?.removedUsd ?? 0).toBeLessThan(1);
  });

  it("with volatility the same GRATs move an expected remainder, more the more the asset varies (a fall is handed back, a rise kept)", () => {
    const removed = (volatility: number) =>
      s.effects({ ...valuesOf(ctx), growthRate: 0.05, section7520Rate: 0.05, volatility }, ctx).estate?.removedUsd ?? 0;
    expect(removed(0.1)).toBeGreaterThan(0);
    expect(removed(0.2)).toBeGreaterThan(removed(0.1));
    expect(removed(0.3)).toBeGreaterThan(removed(0.2));
  });

  it("volatility defaults: 20% for a business interest, 30% for a concentrated stock position (FREEZE_ASSET_VOLATILITY)", () => {
    expect(valuesOf(ctx).volatility).toBe(0.2);
  });

  it("defaults: half of the stated $20,000,000 business, the §7520 rate of the month, 2-year terms while the client lives", () => {
    const v = valuesOf(ctx);
    expect(v.fundingUsd).toBe(10_000_000);
    expect(v.section7520Rate).toBe(0.046);
    expect(v.termYears).toBe(2);
    expect(v.programmeYears).toBe(ctx.household.primary.deathYear - ctx.household.year - 1);
    expect(s.transfers?.(ctx)).toEqual(["business"]);
  });

  it("time-critical before a liquidity event; client-specific for a stated business; no fit without a business or concentrated stock", () => {
    expect(s.answers(ctxOf({ ...FOUNDER, expectsBusinessSale: true }))?.urgency).toBe("time-critical");
    expect(s.answers(ctxOf({ ...FOUNDER, businessEntityType: "c_corp", expectsLiquidityEvent: true }))?.urgency).toBe(
      "time-critical",
    );
    // A liquidity event of another kind (a land sale) does not make a GRAT on an S-corporation urgent.
    expect(s.answers(ctxOf({ ...FOUNDER, expectsLiquidityEvent: true }))?.urgency).toBe("client-specific");
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    const none = ctxOf(WEALTHY_COUPLE);
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
  });
});
