import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { rule10b51TradingPlan as s } from "./rule-10b5-1-trading-plan.ts";

const INSIDER = {
  ...TOP_BRACKET_TEXAS,
  taxableInvestmentsUsd: 4_000_000,
  hasConcentratedStock: true,
  isEmployedByStockIssuer: true,
};

describe("rule-10b5-1-trading-plan on the household model", () => {
  it("10b5-1: saves no tax; costs 5,000; 2,000,000 × 0.5 = 1,000,000 sold on schedule as protection", () => {
    const f = figuresOf(s, INSIDER);
    expect(f.flows).toEqual([expect.objectContaining({ year: 0, amountUsd: -5_000, kind: "cost" })]);
    expect(f.protection?.amountUsd).toBe(1_000_000);
  });

  it("shows the tax on the sales without counting it: half of 2,000,000 × 40% gain = 400,000 at 0.238 = 95,200 (IRC §1(h), §1411)", () => {
    const v = figuresOf(s, INSIDER).variables.find((x) => x.name === "taxOnSalesUsd");
    expect(v?.value).toBe(95_200);
    expect(v?.assumption).toContain("due with or without a plan");
  });

  it("is basic for an insider holding a concentrated position in the employer's stock", () => {
    expect(s.answers(ctxOf(INSIDER))?.urgency).toBe("basic");
  });

  it("does not fit a holder who does not work for the issuer (or when the notes do not say)", () => {
    for (const employed of [false, null]) {
      const ctx = ctxOf({ ...INSIDER, isEmployedByStockIssuer: employed });
      const r = s.eligibility(ctx.facts, ctx);
      expect(r.fits).toBe(false);
      expect(r.reasons[0]).toMatch(/works for the issuer/);
      expect(s.answers(ctx)).toBeNull();
    }
  });

  it("is in no family: a schedule for selling works with a collar, an exchange fund or direct indexing", () => {
    expect(s.family).toBeUndefined();
  });
});
