import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { intraFamilyLoan as s } from "./intra-family-loan.ts";
import { ctxOf, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";

describe("intra-family-loan", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("6,000,000 lent for 9 years at 3.83%: the child keeps 6,000,000 × (1.055^9 − 1.0383^9), grown at 5.5% to the final death", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "loanAmountUsd")?.value).toBe(6_000_000);
    const excess = 6_000_000 * (1.055 ** 9 - 1.0383 ** 9);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(excess * 1.055 ** (n - 9), -1);
  });

  it("the lender's extra tax on 229,800 of interest a year (less the 2% portfolio yield forgone) is a cost for 9 years", () => {
    const f = evaluateOnHousehold(s, ctx);
    const tax = f.flows.filter((x) => x.kind === "incomeTax");
    expect(tax).toHaveLength(9);
    expect(tax[0]?.amountUsd).toBeCloseTo(
      -(taxOn(ctx, { ordinaryUsd: 6_000_000 * 0.0383 }) - taxOn(ctx, { longTermGainUsd: 6_000_000 * 0.02 })),
      0,
    );
    expect(s.transfers?.(ctx)).toEqual([]);
  });

  it("needs children, estate tax and liquid assets", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const y = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(y.facts, y).fits).toBe(false);
  });
});
