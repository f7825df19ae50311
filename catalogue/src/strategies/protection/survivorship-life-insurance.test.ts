import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { crummeyExclusionUsd, faceForEstateTax, fundingPremium, giftsToTrust } from "./lib/shared.ts";
import { survivorshipLifeInsurance as s } from "./survivorship-life-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

// A Texas couple (no state estate tax) of 62 and 60 with $40M and three children.
const couple: Partial<TClientFacts> = {
  netWorthUsd: 40_000_000,
  primaryAge: 62,
  spouseAge: 60,
  maritalStatus: "married",
  state: "TX",
  childrenCount: 3,
};

describe("survivorship: golden arithmetic", () => {
  it("Funding premium: 1,000,000 × 0.613913 ÷ (1.05 × 7.7217) × 1.15 = 87,077 (Pub 1457 Table B, 5.0%, 10 years)", () => {
    expect(fundingPremium(1_000_000, 10, 10, 0.05)).toBeCloseTo((1_000_000 * 0.613913 * 1.15) / (1.05 * 7.7217), -1);
  });

  it("face sized to the household's projected estate tax, rounded up to $250,000, reported as protection", () => {
    const ctx = ctxOf(couple);
    const tax = ctx.household.baseline.totalTaxUsd;
    const face = faceForEstateTax(ctx);
    expect(face).toBeGreaterThanOrEqual(tax);
    expect(face - tax).toBeLessThan(250_000);
    expect(face % 250_000).toBe(0);
    const f = evaluateOnHousehold(s, ctx);
    expect(f.protection?.amountUsd).toBe(face);
  });

  it("Crummey exclusions: 19,000 × 3 children × 2 spouses = 114,000; a 200,000 gift gives 86,000 of taxable gift and leaves the estate grown to the final death", () => {
    const ctx = ctxOf(couple);
    expect(crummeyExclusionUsd(ctx)).toBe(114_000);
    const h = ctx.household;
    const e = giftsToTrust(ctx, [[0, 200_000]]);
    expect(e.adjustedTaxableGiftsUsd).toBe(86_000);
    expect(e.removedUsd).toBeCloseTo(200_000 * (1 + h.growth.netOfSpending) ** h.yearsToFinalDeath, 6);
  });

  it("premiums are costs each year to the second death; the gifts' estate change is priced by the household, never above the baseline tax", () => {
    const ctx = ctxOf(couple);
    const f = evaluateOnHousehold(s, ctx);
    const premiums = f.flows.filter((x) => x.kind === "premium");
    expect(premiums).toHaveLength(ctx.household.yearsToFinalDeath);
    expect(f.estate?.savingUsd).toBeGreaterThan(0);
    expect(f.estate?.savingUsd ?? 0).toBeLessThanOrEqual(ctx.household.baseline.totalTaxUsd);
    expect(f.presentValue.netUsd).toBeLessThan(0);
  });
});

describe("survivorship: fit", () => {
  it("fits a married couple with projected estate tax and answers it", () => {
    const ctx = ctxOf(couple);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.reason).toMatch(/estate tax at the second death/);
    expect(s.family).toBe("estate-liquidity-insurance");
  });

  it("does not fit an unmarried partnered couple, nor an estate with no projected tax", () => {
    const partners = ctxOf({ ...couple, maritalStatus: "partnered" });
    expect(s.eligibility(partners.facts, partners).reasons[0]).toMatch(/not a legal spouse/);
    const small = ctxOf({ ...couple, netWorthUsd: 3_000_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/no estate tax/);
    expect(s.answers(small)).toBeNull();
  });
});
