import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, WEALTHY_COUPLE } from "./lib/test-households.ts";
import { vacationHomeLlc as s } from "./vacation-home-llc.ts";

describe("vacation-home-llc", () => {
  const taxed = ctxOf({ ...WEALTHY_COUPLE, realEstateUsd: 9_000_000, hasVacationHome: true });
  const n = taxed.household.yearsToFinalDeath;

  it("home 3,000,000 (9,000,000 of real estate less the 6,000,000 home): half the units given at a 25% discount: gift 1,125,000, removed 1,500,000 × 1.04^n", () => {
    const f = evaluateOnHousehold(s, taxed);
    expect(f.variables.find((v) => v.name === "vacationHomeValueUsd")?.value).toBe(3_000_000);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(1_125_000, 0);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(1_500_000 * 1.04 ** n, 0);
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (1_500_000 * 1.04 ** n - 1_125_000), -1);
  });

  it("protection is the home's value, reported apart, never a flow", () => {
    const f = evaluateOnHousehold(s, taxed);
    expect(f.protection?.amountUsd).toBe(3_000_000);
    expect(f.flows.every((x) => x.kind !== "other")).toBe(true);
  });

  it("no federal estate tax: no units given in life, so only costs and protection", () => {
    const small = ctxOf({
      netWorthUsd: 3_000_000,
      primaryAge: 70,
      maritalStatus: "widowed",
      childrenCount: 2,
      realEstateUsd: 1_500_000,
      hasVacationHome: true,
    });
    const f = evaluateOnHousehold(s, small);
    expect(f.variables.find((v) => v.name === "giftedShare")?.value).toBe(0);
    expect(f.effects.estate).toBeUndefined();
    expect(f.protection?.amountUsd).toBe(750_000);
  });

  it("client-specific when a vacation home is stated; does not fit without one", () => {
    expect(s.answers(taxed)?.urgency).toBe("client-specific");
    expect(s.eligibility(taxed.facts, taxed).fits).toBe(true);
    const none = ctxOf(WEALTHY_COUPLE);
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});
