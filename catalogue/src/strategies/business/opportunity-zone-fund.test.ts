import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { opportunityZoneFund as s } from "./opportunity-zone-fund.ts";

const SALE = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  plansPropertySale: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 800_000,
  riskTolerance: "moderate" as const,
};

describe("opportunity-zone-fund on the household model", () => {
  // §1400Z-2(b)(2)(B)(iii) as amended by Pub. L. 119-21 §70421: 10% basis increase after 5 years for
  // gain invested after 2026; federal rate 20% + 3.8% NIIT at the top bracket (IRC §1(h), §1411).
  it("OZ: 1,200,000 × 0.238 = 285,600 deferred now; 1,200,000 × (1 − 0.10) × 0.238 = 257,040 due in year 5", () => {
    const f = figuresOf(s, SALE);
    const now = flowsLabelled(f, "deferred into the fund");
    const later = flowsLabelled(f, "fifth anniversary");
    expect(now.map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([[0, 285_600, true]]);
    expect(later.map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([[5, -257_040, true]]);
  });

  it("OZ: growth 1,200,000 × (1.055^10 − 1) excluded after 10 years at 0.238", () => {
    const f = figuresOf(s, SALE);
    const excluded = flowsLabelled(f, "growth excluded");
    expect(excluded[0]?.year).toBe(10);
    expect(excluded[0]?.amountUsd).toBeCloseTo(1_200_000 * (1.055 ** 10 - 1) * 0.238, 0);
  });

  it("counts the fund's extra costs on the grown investment, 1% a year for 10 years", () => {
    const costs = flowsLabelled(figuresOf(s, SALE), "fund costs");
    expect(costs).toHaveLength(10);
    expect(costs[0]?.amountUsd).toBeCloseTo(-12_000, 6);
    expect(costs[1]?.amountUsd).toBeCloseTo(-12_000 * 1.055, 6);
  });

  it("keeps the spec's 0.15 in its formula text while describing the 2027+ law", () => {
    expect(s.benefitCalculation.formula).toContain("0.15");
    expect(s.benefitCalculation.formula).toContain("0.10 after 5 years");
    const v = figuresOf(s, SALE).variables.find((x) => x.name === "basisIncreaseRate");
    expect(v?.value).toBe(0.1);
  });

  it("federal only: a California household defers the same federal tax (the state does not conform)", () => {
    const tx = flowsLabelled(figuresOf(s, SALE), "deferred into the fund")[0]?.amountUsd;
    const ca = flowsLabelled(figuresOf(s, { ...SALE, state: "CA" }), "deferred into the fund")[0]?.amountUsd;
    expect(ca).toBeCloseTo(tx ?? 0, 0);
  });

  it("takes the gain of a business sale the client owns, not an employee's shares as a business", () => {
    const business = ctxOf({
      ...TOP_BRACKET_TEXAS,
      ownsBusiness: true,
      businessValueUsd: 5_000_000,
      expectsBusinessSale: true,
    });
    expect(s.answers(business)?.reason).toContain("business");
    const employee = ctxOf({ ...TOP_BRACKET_TEXAS, hasConcentratedStock: true, isEmployedByStockIssuer: true });
    expect(s.answers(employee)).toBeNull();
    expect(figuresOf(s, { ...TOP_BRACKET_TEXAS, hasConcentratedStock: true }).variables[0]?.assumption).toContain(
      "concentrated stock",
    );
  });

  it("does not fit a conservative investor, nor a client with no gain", () => {
    const conservative = ctxOf({ ...SALE, riskTolerance: "conservative" });
    expect(s.eligibility(conservative.facts, conservative).fits).toBe(false);
    const none = ctxOf(TOP_BRACKET_TEXAS);
    expect(s.eligibility(none.facts, none).reasons[0]).toMatch(/no realised or expected capital gain/);
  });

  it("is in the real-estate-sale family", () => {
    expect(s.family).toBe("real-estate-sale");
  });
});
