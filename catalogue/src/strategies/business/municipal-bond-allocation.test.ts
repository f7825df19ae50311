import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { municipalBondAllocation as s } from "./municipal-bond-allocation.ts";

const INVESTOR = { ...TOP_BRACKET_TEXAS, taxableInvestmentsUsd: 2_000_000 };

describe("municipal-bond-allocation on the household model", () => {
  // 600,000 in bonds (30% of 2,000,000). Taxable interest at 37% + 3.8% NIIT (IRC §1(j), §1411);
  // municipal interest exempt (§103(a), §1411(c)).
  it("munis: 600,000 × 5% × 0.408 = 12,240 tax saved a year, less 600,000 × (5% − 3.5%) = 9,000 of yield given up", () => {
    const f = figuresOf(s, INVESTOR);
    expect(flowsLabelled(f, "municipal interest exempt")[0]?.amountUsd).toBeCloseTo(12_240, 6);
    expect(flowsLabelled(f, "yield given up")[0]?.amountUsd).toBeCloseTo(-9_000, 6);
    expect(flowsLabelled(f, "management fee")[0]?.amountUsd).toBeCloseTo(-1_200, 6);
  });

  it("fits when the tax rate on interest (40.8%) is above the 30% break-even of 3.5% ÷ 5%", () => {
    const ctx = ctxOf(INVESTOR);
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toContain("40.8%");
  });

  it("does not fit a household whose interest is taxed below the break-even (22% bracket, no NIIT)", () => {
    const ctx = ctxOf({ ...INVESTOR, annualIncomeUsd: 150_000 });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/beats a municipal/);
  });
});
