import { describe, expect, it } from "vitest";
import { exchangeFund as s } from "./exchange-fund.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const HOLDER = {
  ...TOP_BRACKET_TEXAS,
  netWorthUsd: 20_000_000,
  taxableInvestmentsUsd: 10_000_000,
  hasConcentratedStock: true,
};

describe("exchange-fund on the household model", () => {
  // Position 5,000,000 (half the stated taxable investments), basis at the model's 40% gain share:
  // 2,000,000 of gain at 20% + 3.8% NIIT (IRC §1(h)(1)(D), §1411) = 476,000.
  it("exchange fund: 2,000,000 × 0.238 = 476,000 not paid now, paid when the basket is sold after the 7-year lock-up", () => {
    const f = figuresOf(s, HOLDER);
    expect(flowsLabelled(f, "not paid").map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([
      [0, 476_000, true],
    ]);
    expect(
      flowsLabelled(f, "deferred capital-gains tax paid").map((x) => [x.year, Math.round(x.amountUsd), x.deferral]),
    ).toEqual([[7, -476_000, true]]);
  });

  it("no saving on the whole position: the net tax flows sum to nothing, the value is the deferral's present value", () => {
    const f = figuresOf(s, HOLDER);
    expect(f.flows.filter((x) => x.kind === "incomeTax").reduce((t, x) => t + x.amountUsd, 0)).toBe(0);
    // Discounted at the household's rate: the expected portfolio return, at least the §7520 rate.
    const r = ctxOf(HOLDER).household.discountRate;
    expect(r).toBeGreaterThanOrEqual(0.046);
    expect(f.presentValue.incomeTaxSavingsUsd).toBe(Math.round(476_000 * (1 - 1 / (1 + r) ** 7)));
  });

  it("fees 5,000,000 × 0.75% = 37,500 in year 1, on the grown value after, for the 7 years of lock-up", () => {
    const fees = flowsLabelled(figuresOf(s, HOLDER), "exchange fund fee");
    expect(fees).toHaveLength(7);
    expect(fees[0]?.amountUsd).toBeCloseTo(-37_500, 6);
    expect(fees[1]?.amountUsd).toBeCloseTo(-37_500 * 1.055, 6);
  });

  it("reports the risk reduction as protection, not savings, and names the lock-up", () => {
    const f = figuresOf(s, HOLDER);
    expect(f.protection?.amountUsd).toBe(5_000_000);
    expect(f.protection?.description).toContain("7 years");
  });

  it("names the position's assumed size", () => {
    expect(figuresOf(s, HOLDER).variables[0]?.assumption).toContain("half of the taxable investments");
  });

  it("does not fit without $5,000,000 of investments (qualified purchaser)", () => {
    const ctx = ctxOf({
      ...HOLDER,
      taxableInvestmentsUsd: 2_000_000,
      netWorthUsd: 6_000_000,
      realEstateUsd: 3_500_000,
    });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/qualified purchasers/);
  });

  it("is in the concentrated-position family and moves the concentrated stock", () => {
    expect(s.family).toBe("concentrated-position");
    expect(s.transfers?.(ctxOf(HOLDER))).toEqual(["concentratedStock"]);
    expect(s.answers(ctxOf(HOLDER))?.urgency).toBe("client-specific");
  });
});
