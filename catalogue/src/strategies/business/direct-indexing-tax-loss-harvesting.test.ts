import { describe, expect, it } from "vitest";
import { directIndexingTaxLossHarvesting as s } from "./direct-indexing-tax-loss-harvesting.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const HOLDER = {
  ...TOP_BRACKET_TEXAS,
  netWorthUsd: 20_000_000,
  taxableInvestmentsUsd: 10_000_000,
  hasConcentratedStock: true,
};

describe("direct-indexing-tax-loss-harvesting on the household model", () => {
  // Account 5,000,000 (taxable investments less the concentrated half); 2% harvested = 100,000 a
  // year offsetting gains at 20% + 3.8% (IRC §1(h)(1)(D), §1411).
  it("direct indexing: 5,000,000 × 0.02 × 0.238 = 23,800 deferred a year for 10 years, then 1,000,000 × 0.238 = 238,000 on the lower basis when sold after the 20-year holding", () => {
    const f = figuresOf(s, HOLDER);
    const yearly = flowsLabelled(f, "harvested losses offset gains");
    expect(yearly).toHaveLength(10);
    for (const x of yearly) {
      expect(Math.round(x.amountUsd)).toBe(23_800);
      expect(x.deferral).toBe(true);
    }
    expect(flowsLabelled(f, "lower basis").map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([
      [20, -238_000, true],
    ]);
  });

  it("counts the fee above an index fund, 5,000,000 × 0.2% = 10,000 a year", () => {
    const fees = flowsLabelled(figuresOf(s, HOLDER), "fee above an index fund");
    expect(fees.map((x) => x.amountUsd)).toEqual(Array(10).fill(-10_000));
  });

  it("without gains to offset, only 3,000 a year against ordinary income counts (IRC §1211(b)): 3,000 × 0.37 = 1,110", () => {
    const f = figuresOf(s, { ...HOLDER, hasConcentratedStock: false });
    const yearly = flowsLabelled(f, "$3,000 of harvested loss");
    expect(yearly[0]?.amountUsd).toBeCloseTo(1_110, 6);
  });

  it("does not fit a small taxable account", () => {
    const ctx = ctxOf({ ...TOP_BRACKET_TEXAS, taxableInvestmentsUsd: 200_000 });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });

  it("answers a concentrated position and is in its family", () => {
    expect(s.answers(ctxOf(HOLDER))?.urgency).toBe("client-specific");
    expect(s.family).toBe("concentrated-position");
  });
});
