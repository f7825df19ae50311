import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { homesteadExemptionPlanning as homestead } from "./homestead-exemption-planning.ts";

const doctor = {
  netWorthUsd: 3_000_000,
  primaryAge: 50,
  maritalStatus: "married" as const,
  spouseAge: 48,
  state: "FL",
  annualIncomeUsd: 600_000,
  primaryResidenceUsd: 1_200_000,
  hasProfessionalLiability: true,
  taxableInvestmentsUsd: 1_000_000,
};

describe("homestead planning on the household", () => {
  it("the 1,200,000 residence is shielded (protection, not a saving); the only flow is the 3,000 filing cost", () => {
    const fig = figuresOf(homestead, ctxOf(doctor));
    expect(fig.protection?.amountUsd).toBe(1_200_000);
    expect(fig.flows).toEqual([
      { year: 0, amountUsd: -3_000, kind: "cost", label: "homestead filing, deed and title review" },
    ]);
    expect(fig.presentValue.incomeTaxSavingsUsd + fig.presentValue.estateTaxSavingsUsd).toBe(0);
  });
});

describe("homestead eligibility and relevance", () => {
  it("Florida and Texas (unlimited) fit; a capped state or no residence value does not", () => {
    for (const state of ["FL", "TX"]) {
      const ctx = ctxOf({ ...doctor, state });
      expect(homestead.eligibility(ctx.facts, ctx).fits).toBe(true);
    }
    for (const f of [
      { ...doctor, state: "NY" },
      { ...doctor, primaryResidenceUsd: null },
    ]) {
      const ctx = ctxOf(f);
      expect(homestead.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("basic for a professional facing malpractice claims, client-specific otherwise", () => {
    expect(homestead.answers(ctxOf(doctor))?.urgency).toBe("basic");
    expect(homestead.answers(ctxOf({ ...doctor, hasProfessionalLiability: false }))?.urgency).toBe("client-specific");
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(homestead));
});
