import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { section280AAugustaRule as s } from "./section-280a-augusta-rule.ts";

const OWNER = {
  ...TOP_BRACKET_TEXAS,
  ownsBusiness: true,
  businessEntityType: "s_corp" as const,
  primaryResidenceUsd: 1_500_000,
};

describe("section-280a-augusta-rule on the household model", () => {
  // IRC §280A(g): fewer than 15 days; the pass-through's deduction lowers the owner's income in the
  // 37% bracket (IRC §1(j); Rev. Proc. 2025-32).
  it("§280A(g): 1,500 × 12 days = 18,000 deducted by an S corporation, × 0.37 = 6,660 a year for 10 years", () => {
    const saved = flowsLabelled(figuresOf(s, OWNER), "rent deducted by the business");
    expect(saved).toHaveLength(10);
    expect(saved[0]?.amountUsd).toBeCloseTo(6_660, 6);
  });

  it("§280A(g): a C corporation deducts at the §11(b) rate, 18,000 × 0.21 = 3,780", () => {
    const saved = flowsLabelled(figuresOf(s, { ...OWNER, businessEntityType: "c_corp" }), "rent deducted");
    expect(saved[0]?.amountUsd).toBeCloseTo(3_780, 6);
  });

  it("days are capped at 14: 20 days count as 14", () => {
    const ctx = ctxOf(OWNER);
    const flows = s.effects(
      { dailyRentUsd: 1_000, rentalDays: 20, years: 1, setupCostUsd: 0, annualDocumentationUsd: 0 },
      ctx,
    ).flows;
    expect(flows[0]?.amountUsd).toBeCloseTo(14_000 * 0.37, 6);
  });

  it("stops at a planned retirement within 10 years", () => {
    const v = figuresOf(s, { ...OWNER, plannedRetirementAge: 66 }).variables.find((x) => x.name === "years");
    expect(v?.value).toBe(4);
    expect(v?.assumption).toContain("retirement at 66");
  });

  it("does not fit a sole proprietor, nor an employee who merely owns shares", () => {
    const sole = ctxOf({ ...OWNER, businessEntityType: "sole_proprietorship" });
    expect(s.eligibility(sole.facts, sole).fits).toBe(false);
    const employee = ctxOf({ ...TOP_BRACKET_TEXAS, primaryResidenceUsd: 1_500_000, hasConcentratedStock: true });
    const r = s.eligibility(employee.facts, employee);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/stock in an employer is not a business/);
  });

  it("fits an S-corporation owner with a home", () => {
    const ctx = ctxOf(OWNER);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
  });
});
