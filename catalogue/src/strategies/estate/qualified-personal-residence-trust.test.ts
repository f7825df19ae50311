import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, taxWith7520, WEALTHY_COUPLE } from "./lib/test-households.ts";
import { qualifiedPersonalResidenceTrust as s } from "./qualified-personal-residence-trust.ts";

describe("qualified-personal-residence-trust", () => {
  it("Pub 1457 Table B at 5.0%, 10 years: remainder factor .613913, so a $6,000,000 home is a 3,683,478 gift; removed 6,000,000 × 1.04^n", () => {
    const ctx = ctxOf({ ...WEALTHY_COUPLE, primaryAge: 72, spouseAge: 70 }, taxWith7520(0.05));
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "termYears")?.value).toBe(10);
    expect((f.effects.estate?.adjustedTaxableGiftsUsd ?? 0) / 6_000_000).toBeCloseTo(0.613913, 6);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(3_683_478, -1);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(6_000_000 * 1.04 ** ctx.household.yearsToFinalDeath, 0);
  });

  it("the term's assumption states the chance of death within it (inclusion under §2036)", () => {
    const f = evaluateOnHousehold(s, ctxOf(WEALTHY_COUPLE));
    expect(f.variables.find((v) => v.name === "termYears")?.assumption).toMatch(/chance of death within it.*§2036/);
  });

  it("the home from the facts: stated; or the real estate with no investment property (half of it when a vacation home is also held)", () => {
    const stated = evaluateOnHousehold(s, ctxOf(WEALTHY_COUPLE));
    expect(stated.variables.find((v) => v.name === "residenceValueUsd")?.value).toBe(6_000_000);
    const two = ctxOf({
      ...WEALTHY_COUPLE,
      primaryResidenceUsd: null,
      realEstateUsd: 4_000_000,
      hasVacationHome: true,
    });
    expect(evaluateOnHousehold(s, two).variables.find((v) => v.name === "residenceValueUsd")?.value).toBe(2_000_000);
    const none = ctxOf({ ...WEALTHY_COUPLE, primaryResidenceUsd: null, realEstateUsd: null });
    expect(s.eligibility(none.facts, none).reasons[0]).toMatch(/no such home value/);
  });

  it("does not fit a client too old to outlive a term", () => {
    const old = ctxOf({ ...WEALTHY_COUPLE, primaryAge: 88, spouseAge: 86 });
    expect(s.eligibility(old.facts, old).fits).toBe(false);
    expect(s.transfers?.(old)).toEqual(["residence"]);
  });
});
