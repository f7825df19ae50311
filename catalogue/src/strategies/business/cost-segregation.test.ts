import { describe, expect, it } from "vitest";
import { costSegregation as s } from "./cost-segregation.ts";
import { ctxOf, figuresOf, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const RENTAL = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 1_500_000,
};

const taxFlows = (f: ReturnType<typeof figuresOf>) => f.flows.filter((x) => x.kind === "incomeTax");

describe("cost-segregation on the household model", () => {
  // Building basis 1,500,000 × 80% = 1,200,000; 25% reclassified = 300,000 deducted at once with
  // 100% bonus depreciation (IRC §168(k) as amended by Pub. L. 119-21 §70301). Straight-line over
  // 27.5 years is 3.636% a year (IRS Publication 946 Table A-6). Rent before depreciation
  // 2,000,000 × 5% = 100,000. Passive (§469): the year-0 loss is carried forward against rent.
  // Rents are net investment income: 37% + 3.8% = 40.8% at this household's bracket.
  it("year 0: rent 100,000 − 1,200,000 × 3.636% = 56,364 no longer taxed (the 300,000 deduction suspends it) × 0.408 = 22,996 saved", () => {
    const first = taxFlows(figuresOf(s, RENTAL))[0];
    expect(first?.year).toBe(0);
    expect(first?.deferral).toBe(true);
    expect(Math.round(first?.amountUsd ?? 0)).toBe(Math.round((100_000 - 1_200_000 / 27.5) * 0.408));
  });

  it("later years pay back 300,000 ÷ 27.5 × 0.408 = 4,451 a year: the same deductions, earlier", () => {
    const flows = taxFlows(figuresOf(s, RENTAL));
    const year10 = flows.find((x) => x.year === 10);
    expect(year10?.amountUsd).toBeCloseTo(-(300_000 / 27.5) * 0.408, 0);
  });

  it("is timing only: the tax flows sum to nothing when the building is recovered before the final death, and the present value is positive", () => {
    const f = figuresOf(s, RENTAL);
    const nominal = taxFlows(f).reduce((t, x) => t + x.amountUsd, 0);
    expect(Math.abs(nominal)).toBeLessThan(1);
    expect(f.presentValue.incomeTaxSavingsUsd).toBeGreaterThan(0);
    expect(f.presentValue.incomeTaxSavingsUsd).toBeLessThan(300_000 * 0.408);
  });

  it("held until the final death, deductions not yet recovered are lost with the step-up: shorter life, the timing is worth less in nominal terms", () => {
    const old = figuresOf(s, { ...RENTAL, primaryAge: 80, spouseAge: 80 });
    const nominal = taxFlows(old).reduce((t, x) => t + x.amountUsd, 0);
    expect(nominal).toBeGreaterThan(0);
  });

  it("counts the study fee: 1,200,000 × 0.5% = 8,000 (within $8,000–$40,000)", () => {
    expect(figuresOf(s, RENTAL).flows.find((x) => x.kind === "cost")?.amountUsd).toBe(-8_000);
  });

  it("reads bonus depreciation from the year's parameters and names the land assumption", () => {
    const v = figuresOf(s, RENTAL).variables;
    expect(v.find((x) => x.name === "bonusDepreciationRate")?.value).toBe(1);
    expect(v.find((x) => x.name === "buildingBasisUsd")?.assumption).toContain("land assumed 20%");
  });

  it("does not fit a property about to be sold (recapture), nor a residence", () => {
    const selling = ctxOf({ ...RENTAL, plansPropertySale: true });
    expect(s.eligibility(selling.facts, selling).reasons[0]).toMatch(/recaptured/);
    const home = ctxOf({ ...RENTAL, hasInvestmentRealEstate: false });
    expect(s.eligibility(home.facts, home).fits).toBe(false);
  });

  it("fits a rental owner and answers the stated real estate", () => {
    const ctx = ctxOf(RENTAL);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.reason).toContain("$2,000,000");
  });

  it("a farm family's real estate is mostly land: a generic fit, not an answered fact", () => {
    const farm = ctxOf({ ...RENTAL, hasFarmOrRanch: true });
    expect(s.answers(farm)).toBeNull();
  });
});
