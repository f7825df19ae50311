import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { workingInterestIntangibleDrillingCosts as s } from "./working-interest-intangible-drilling-costs.ts";

describe("working-interest-intangible-drilling-costs on the household model", () => {
  // Investment 3% of 8,000,000 = 240,000; 70% IDC deducted against wages in the 37% bracket
  // (IRC §263(c), §469(c)(3); §1(j)); percentage depletion 15% of gross income (§613A(c)).
  it("IDC: 240,000 × 0.70 = 168,000 deducted now × 0.37 = 62,160; 16,800 a year of later recovery given up × 0.37 = 6,216", () => {
    const f = figuresOf(s, TOP_BRACKET_TEXAS);
    const now = flowsLabelled(f, "deducted in the year paid");
    expect(now[0]?.amountUsd).toBeCloseTo(62_160, 6);
    const later = flowsLabelled(f, "already taken");
    expect(later).toHaveLength(10);
    expect(later[0]?.amountUsd).toBeCloseTo(-6_216, 6);
    expect(later.every((x) => x.deferral)).toBe(true);
  });

  it("IDC: depletion 240,000 × 12% × 0.15 = 4,320 a year × 0.37 = 1,598.40; load 24,000", () => {
    const f = figuresOf(s, TOP_BRACKET_TEXAS);
    expect(flowsLabelled(f, "percentage depletion")[0]?.amountUsd).toBeCloseTo(1_598.4, 6);
    expect(flowsLabelled(f, "sponsor fees")[0]?.amountUsd).toBe(-24_000);
  });

  it("does not fit below the 32% bracket, nor a conservative investor", () => {
    const low = ctxOf({ ...TOP_BRACKET_TEXAS, annualIncomeUsd: 150_000 });
    expect(s.eligibility(low.facts, low).reasons[0]).toMatch(/below the 32%/);
    const conservative = ctxOf({ ...TOP_BRACKET_TEXAS, riskTolerance: "conservative" });
    expect(s.eligibility(conservative.facts, conservative).fits).toBe(false);
  });
});
