import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { crummeyTrust as s } from "./crummey-trust.ts";
import { ctxOf, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("crummey-trust", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("same removal as outright exclusion gifts (190,000 a year); drafting 4,000 now and 1,500 a year of notices", () => {
    const f = evaluateOnHousehold(s, ctx);
    let removed = 0;
    for (let t = 0; t < n; t++) removed += 190_000 * 1.055 ** (n - t);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.flows.filter((x) => x.kind === "cost").reduce((t, x) => t + x.amountUsd, 0)).toBe(-(4_000 + 1_500 * n));
    expect(s.family).toBe("annual-exclusion");
  });

  it("fits young beneficiaries (grandchildren, or minor children); adults only do not need a trust", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const adults = ctxOf({ ...WEALTHY_COUPLE, grandchildrenCount: 0, childrenAges: [30, 33] });
    expect(s.eligibility(adults.facts, adults).reasons[0]).toMatch(/no grandchildren or minor children/);
  });
});
