import { describe, expect, it } from "vitest";
import { conservationEasement as easement } from "./conservation-easement.ts";
import { agiOf, deductionSchedule } from "./lib/giving.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "./lib/household.test-helpers.ts";

const rancher = {
  netWorthUsd: 8_000_000,
  primaryAge: 64,
  maritalStatus: "married" as const,
  spouseAge: 62,
  state: "TX",
  annualIncomeUsd: 300_000,
  realEstateUsd: 5_000_000,
  primaryResidenceUsd: 1_000_000,
  investmentRealEstateUsd: 4_000_000,
  hasFarmOrRanch: true,
  hasInvestmentRealEstate: true,
  hasCharitableIntent: true,
  goals: ["preserve the ranch"],
  childrenCount: 2,
};

describe("conservation easement on the household", () => {
  const ctx = ctxOf(rancher);
  it("easement 30% × 4,000,000 = 1,200,000 deducted at 50% × 300,000 AGI = 150,000 a year for 8 years (§170(b)(1)(E))", () => {
    expect(agiOf(ctx)).toBe(300_000);
    const fig = figuresOf(easement, ctx);
    expect(fig.variables.find((v) => v.name === "easementValueUsd")?.value).toBe(1_200_000);
    expect(deductionSchedule(ctx, 1_200_000, "conservation")).toEqual(Array(8).fill(150_000));
    expect(fig.payoutUsd).toBe(1_200_000);
  });
  it("the land is worth the easement less in the estate", () => {
    const fig = figuresOf(easement, ctx);
    expect(fig.effects.estate?.removedUsd ?? 0).toBeGreaterThan(1_200_000);
  });
});

describe("conservation easement eligibility", () => {
  it("a rancher who wants the land preserved fits, client-specific; no land, no fit", () => {
    expect(easement.eligibility(ctx().facts, ctx()).fits).toBe(true);
    expect(easement.answers(ctx())?.urgency).toBe("client-specific");
    const none = ctxOf({ ...rancher, hasFarmOrRanch: false, hasInvestmentRealEstate: false });
    expect(easement.eligibility(none.facts, none).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(easement));
});

function ctx() {
  return ctxOf(rancher);
}
