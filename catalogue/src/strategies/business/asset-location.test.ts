import { describe, expect, it } from "vitest";
import { assetLocation as s } from "./asset-location.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const SAVER = { ...TOP_BRACKET_TEXAS, retirementAccountsUsd: 2_000_000, taxableInvestmentsUsd: 3_000_000 };

describe("asset-location on the household model", () => {
  // 800,000 relocated (40% of the smaller balance). At this household's bracket interest bears
  // 37% + 3.8% NIIT and qualified dividends 20% + 3.8% (IRC §1(j), §1(h)(11), §1411).
  it("asset location: 800,000 × 4.5% × 0.408 − 800,000 × 1.5% × 0.238 = 14,688 − 2,856 = 11,832 a year", () => {
    const saved = flowsLabelled(figuresOf(s, SAVER), "dividends instead of interest");
    expect(saved).toHaveLength(10);
    expect(saved[0]?.amountUsd).toBeCloseTo(11_832, 6);
  });

  it("counts the yearly rebalancing review", () => {
    expect(flowsLabelled(figuresOf(s, SAVER), "rebalancing review")[0]?.amountUsd).toBe(-500);
  });

  it("does not fit without tax-deferred room", () => {
    const ctx = ctxOf({ ...SAVER, retirementAccountsUsd: 100_000 });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
});
