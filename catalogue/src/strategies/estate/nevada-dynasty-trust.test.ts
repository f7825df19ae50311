import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";
import { NEVADA_TRUST_DURATION_YEARS, nevadaDynastyTrust as s } from "./nevada-dynasty-trust.ts";

describe("nevada-dynasty-trust", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("the 365-year Nevada term (NRS 111.1031(1)(b)) is in the formula text, never compounded: removal is the gift grown to this household's final death only", () => {
    expect(NEVADA_TRUST_DURATION_YEARS).toBe(365);
    expect(s.benefitCalculation.formula).toContain("365");
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(10_000_000 * 1.055 ** n, 0);
    expect(f.estate?.savingUsd).toBeLessThanOrEqual(ctx.household.baseline.totalTaxUsd);
    expect(f.horizonYears).toBe(n);
  });

  it("trustee fees of 15,000 a year run to the final death; the saving is 0.40 × (removed − gift)", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.flows.filter((x) => x.label.startsWith("Nevada trustee"))).toHaveLength(n);
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (10_000_000 * 1.055 ** n - 10_000_000), -1);
  });

  it("fits with descendants and federal estate tax; not for a household with no federal estate tax", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const y = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(y.facts, y).fits).toBe(false);
  });
});
