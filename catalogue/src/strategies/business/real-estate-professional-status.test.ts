import { describe, expect, it } from "vitest";
import { selectPlan } from "../../model/select.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { ctxOf, factsOf, figuresOf, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { realEstateProfessionalStatus as s } from "./real-estate-professional-status.ts";

const RENTAL = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 1_500_000,
};

const taxAt = (f: ReturnType<typeof figuresOf>, year: number) =>
  f.flows.filter((x) => x.kind === "incomeTax" && x.year === year).reduce((t, x) => t + x.amountUsd, 0);

describe("real-estate-professional-status on the household model", () => {
  // With the study's 300,000 in year 0 (see cost-segregation), the rental loss is
  // 100,000 − 300,000 − 900,000 ÷ 27.5 = −232,727. Passive, it is suspended (§469); for a real estate
  // professional (§469(c)(7)) it offsets wages at 37% (IRC §1(j), Rev. Proc. 2025-32 top bracket).
  it("REP: the 232,727 year-0 loss offsets wages at 0.37 = 86,109 instead of waiting for rent", () => {
    expect(taxAt(figuresOf(s, RENTAL), 0)).toBeCloseTo((300_000 + 900_000 / 27.5 - 100_000) * 0.37, 0);
  });

  it("REP: once the losses are used, rent of 67,273 is outside the NIIT, 67,273 × 0.038 = 2,556 a year (Treas. Reg. §1.1411-4(g)(7))", () => {
    expect(taxAt(figuresOf(s, RENTAL), 6)).toBeCloseTo((100_000 - 900_000 / 27.5) * 0.038, 0);
  });

  it("without a cost segregation study only the NIIT is saved (the sensitivity's low case)", () => {
    const f = figuresOf(s, RENTAL);
    expect(f.sensitivity.low.input).toBe(0);
    expect(f.sensitivity.low.netBenefit).toBeLessThan(f.sensitivity.base.netBenefit);
  });

  it("rent before depreciation is net of the interest on the property's share of the debts", () => {
    // 6,600,000 × 5% = 330,000; debts 4,650,000 × 6,600,000 ÷ 7,250,000 = 4,233,103 carried by the
    // rentals, × 6.5% = 275,152 of interest; 330,000 − 275,152 = 54,848.
    const leveraged = {
      ...RENTAL,
      investmentRealEstateUsd: 6_600_000,
      investmentRealEstateBasisUsd: null,
      realEstateUsd: 7_250_000,
      primaryResidenceUsd: 650_000,
      liabilitiesUsd: 4_650_000,
    };
    const d = s.defaults(ctxOf(leveraged));
    expect(d.netOperatingIncomeUsd?.value).toBe(54_848);
    expect(d.netOperatingIncomeUsd?.assumption).toMatch(/interest/);
    // With no debts stated it is the 5% yield alone: 2,000,000 × 5% = 100,000.
    expect(s.defaults(ctxOf(RENTAL)).netOperatingIncomeUsd?.value).toBe(100_000);
  });

  it("counts hour logs and CPA support each year the status is kept", () => {
    const costs = figuresOf(s, RENTAL).flows.filter((x) => x.kind === "cost");
    expect(costs).toHaveLength(10);
    expect(costs[0]?.amountUsd).toBe(-2_500);
  });

  it("fits a married client (either spouse may qualify)", () => {
    const ctx = ctxOf(RENTAL);
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/either spouse/);
  });

  it("does not fit an unmarried partner working full time elsewhere: the partner's hours do not count", () => {
    const ctx = ctxOf({ ...RENTAL, maritalStatus: "partnered", hasEmployerPlan: true });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/partner's hours do not count/);
  });

  it("does not fit without stated income to offset", () => {
    const ctx = ctxOf({ ...RENTAL, annualIncomeUsd: null });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
});

describe("real-estate-professional-status with the cost segregation study it prices", () => {
  it("the study joins the status's step in a plan, the status tried first, so the study's fee is in the plan with the deductions the status counts", () => {
    // A married Tennessee couple, $285,000 of wages, $6.6M of rentals carrying $3.6M of debt: the
    // study's passive timing alone is worth less than its fee, the status a good deal more.
    const facts = factsOf({
      maritalStatus: "married",
      primaryAge: 41,
      spouseAge: 39,
      state: "TN",
      annualIncomeUsd: 285_000,
      netWorthUsd: 3_000_000,
      hasInvestmentRealEstate: true,
      investmentRealEstateUsd: 6_600_000,
      realEstateUsd: 6_600_000,
      liabilitiesUsd: 3_600_000,
    });
    const { plan } = selectPlan(facts, TAX_YEAR_2026.values);
    const ids = plan.recommended.map((p) => p.strategy.id);
    expect(ids).toContain("real-estate-professional-status");
    expect(ids).toContain("cost-segregation");
    expect(ids.indexOf("real-estate-professional-status")).toBeLessThan(ids.indexOf("cost-segregation"));
    // The pair's saving is tax(passive, straight-line) − tax(non-passive, study): the study's own
    // passive pricing plus the status's, each counted once.
    const study = plan.recommended.find((p) => p.strategy.id === "cost-segregation");
    expect(study?.planFigures.presentValue.costUsd).toBeGreaterThan(0);
  });
});
