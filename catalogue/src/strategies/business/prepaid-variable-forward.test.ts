import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { prepaidVariableForward as s } from "./prepaid-variable-forward.ts";

const HOLDER = {
  ...TOP_BRACKET_TEXAS,
  netWorthUsd: 30_000_000,
  taxableInvestmentsUsd: 10_000_000,
  cashUsd: 1_000_000,
  hasConcentratedStock: true,
};

describe("prepaid-variable-forward on the household model", () => {
  // 2,000,000 of gain at 20% + 3.8% (IRC §1(h)(1)(D), §1411) = 476,000, postponed to settlement.
  it("PVF: 476,000 not paid now, paid at settlement in year 3 (a deferral, Rev. Rul. 2003-7)", () => {
    const f = figuresOf(s, HOLDER);
    const tax = f.flows.filter((x) => x.kind === "incomeTax");
    expect(tax.map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([
      [0, 476_000, true],
      [3, -476_000, true],
    ]);
    const r = ctxOf(HOLDER).household.discountRate;
    expect(r).toBeGreaterThanOrEqual(0.046);
    expect(f.presentValue.incomeTaxSavingsUsd).toBe(Math.round(476_000 * (1 - 1 / (1 + r) ** 3)));
  });

  it("PVF: the dealer's cost 5,000,000 × 1% = 50,000 a year for 3 years; 4,500,000 floored as protection", () => {
    const f = figuresOf(s, HOLDER);
    expect(flowsLabelled(f, "dealer's cost").map((x) => x.amountUsd)).toEqual([-50_000, -50_000, -50_000]);
    expect(f.protection?.amountUsd).toBe(4_500_000);
    expect(f.protection?.description).toContain("$4,250,000 advanced");
  });

  it("answers a need for cash against the position", () => {
    expect(s.answers(ctxOf({ ...HOLDER, isIlliquid: true }))?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf(HOLDER))).toBeNull();
  });

  it("does not fit a position too small for dealers", () => {
    const ctx = ctxOf({
      ...HOLDER,
      taxableInvestmentsUsd: 3_000_000,
      cashUsd: 0,
      netWorthUsd: 16_000_000,
      realEstateUsd: 13_000_000,
    });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
});
