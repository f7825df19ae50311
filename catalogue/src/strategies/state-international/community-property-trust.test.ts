import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { taxOn } from "../kit.ts";
import { communityPropertyTrust as cpt } from "./community-property-trust.ts";

const couple = {
  netWorthUsd: 6_000_000,
  primaryAge: 70,
  maritalStatus: "married" as const,
  spouseAge: 68,
  state: "TN",
  annualIncomeUsd: 150_000,
  taxableInvestmentsUsd: 3_000_000,
  hasLowBasisStock: true,
  isRetired: true,
};

describe("community property trust on the household", () => {
  const ctx = ctxOf(couple);
  const fig = figuresOf(cpt, ctx);
  it("at the first death (92 − 70 = 22 years) the survivor's half of the gain 3,000,000 × 1.055^22 − 1,800,000 is stepped up: tax avoided on the part sold before the second death, 1 − 0.9^(survivor years)", () => {
    const first = ctx.household.yearsToFirstDeath ?? 0;
    expect(first).toBe(22);
    const survivorYears = ctx.household.yearsToFinalDeath - first;
    expect(survivorYears).toBeGreaterThan(0);
    const gain = 3_000_000 * 1.055 ** 22 - 1_800_000;
    const realised = 1 - 0.9 ** survivorYears;
    const f = fig.flows.find((x) => x.kind === "heirsTax");
    expect(f?.year).toBe(22);
    expect(f?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: (gain / 2) * realised }), 4);
  });
  it("costs: 10,000 of drafting and 1,500 a year for the in-state trustee until the first death", () => {
    expect(fig.flows.filter((x) => x.kind === "cost").length).toBe(23);
  });
});

describe("community property trust eligibility", () => {
  it("needs a legal marriage: an unmarried partner does not qualify", () => {
    const ctx = ctxOf({ ...couple, maritalStatus: "partnered" });
    const r = cpt.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/partner is not a legal spouse/);
    expect(cpt.answers(ctx)).toBeNull();
  });
  it("not in a community property state (already a full step-up), not without appreciated assets", () => {
    for (const f of [
      { ...couple, state: "CA" },
      { ...couple, hasLowBasisStock: false },
    ]) {
      const ctx = ctxOf(f);
      expect(cpt.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("fits a married couple in Tennessee with low-basis stock, client-specific", () => {
    const ctx = ctxOf(couple);
    expect(cpt.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(cpt.answers(ctx)?.reason).toMatch(/TN/);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(cpt));
});
