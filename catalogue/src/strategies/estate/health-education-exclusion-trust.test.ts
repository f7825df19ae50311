import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { healthEducationExclusionTrust as s } from "./health-education-exclusion-trust.ts";
import { ctxOf, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("health-education-exclusion-trust", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("funding 3 × 500,000 = 1,500,000 is an adjusted taxable gift; removed 1,500,000 × 1.055^34; the charity's 1% = 15,000 a year is a cost and a payout", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(1_500_000);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(1_500_000 * 1.055 ** n, 0);
    const charity = f.flows.filter((x) => x.kind === "charity");
    expect(charity).toHaveLength(n);
    expect(charity[0]?.amountUsd).toBe(-15_000);
    expect(f.payoutUsd).toBe(15_000 * n);
  });

  it("needs stated grandchildren and projected estate tax", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...WEALTHY_COUPLE, grandchildrenCount: null });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
