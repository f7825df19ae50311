import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { protectiveCollar as s } from "./protective-collar.ts";

const HOLDER = {
  ...TOP_BRACKET_TEXAS,
  netWorthUsd: 20_000_000,
  taxableInvestmentsUsd: 10_000_000,
  hasConcentratedStock: true,
};

describe("protective-collar on the household model", () => {
  it("collar: no tax effect; costs 2,500 + 5,000,000 × 0.5% = 25,000 a year for 2 years", () => {
    const f = figuresOf(s, HOLDER);
    expect(f.flows.filter((x) => x.kind === "incomeTax")).toHaveLength(0);
    expect(f.flows.map((x) => [x.year, x.amountUsd])).toEqual([
      [0, -2_500],
      [1, -25_000],
      [2, -25_000],
    ]);
  });

  it("collar: 5,000,000 × 0.90 = 4,500,000 floored, reported as protection", () => {
    expect(figuresOf(s, HOLDER).protection?.amountUsd).toBe(4_500_000);
  });

  it("reminds an employee of the issuer that the hedging policy must allow it", () => {
    const ctx = ctxOf({ ...HOLDER, isEmployedByStockIssuer: true });
    expect(s.eligibility(ctx.facts, ctx).reasons.join(" ")).toMatch(/hedging policy/);
  });

  it("does not fit without a concentrated position", () => {
    const ctx = ctxOf({ ...HOLDER, hasConcentratedStock: false });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });

  it("is in the concentrated-position family", () => {
    expect(s.family).toBe("concentrated-position");
  });
});
