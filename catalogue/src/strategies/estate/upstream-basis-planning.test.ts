import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { ctxOf, FOUNDER, WEALTHY_COUPLE } from "./lib/test-households.ts";
import { upstreamBasisPlanning as s } from "./upstream-basis-planning.ts";

describe("upstream-basis-planning", () => {
  const ctx = ctxOf({ ...FOUNDER, hasLowBasisStock: true });
  const n = ctx.household.yearsToFinalDeath;

  it("3,000,000 (a fifth of the $15,000,000 exclusion): the heirs' gain is only the growth after the parent's death in 12 years: removed − 3,000,000 × 1.055^12", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "yearsToRelativeDeath")?.value).toBe(12);
    const removed = 3_000_000 * 1.055 ** n;
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(3_000_000);
    const heirs = f.flows.find((x) => x.kind === "heirsTax");
    expect(heirs?.amountUsd).toBeCloseTo(-taxOn(ctx, { longTermGainUsd: removed - 3_000_000 * 1.055 ** 12 }), 0);
  });

  it("the parent's age is not a fact: a parent 30 years older planned to live to 92, said so", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "yearsToRelativeDeath")?.assumption).toMatch(/not in the notes/);
  });

  it("needs low-basis assets and a client young enough to have a living parent", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const noLow = ctxOf(FOUNDER);
    expect(s.eligibility(noLow.facts, noLow).fits).toBe(false);
    const old = ctxOf({ ...WEALTHY_COUPLE, primaryAge: 78, hasLowBasisStock: true });
    expect(s.eligibility(old.facts, old).reasons[0]).toMatch(/unlikely to be living/);
  });
  describe("a household below the exclusion: the assets come back to the client", () => {
    // Married, 65 and 64, Colorado, $5.2M: no federal or state estate tax on the projection.
    const below = ctxOf({
      netWorthUsd: 5_200_000,
      primaryAge: 65,
      spouseAge: 64,
      maritalStatus: "married",
      state: "CO",
      taxableInvestmentsUsd: 2_800_000,
      retirementAccountsUsd: 1_560_000,
      annualIncomeUsd: 285_000,
      hasLowBasisStock: true,
    });
    it("owes no estate tax, so the step-up is the benefit: tax on gift × g^t − 0.2 × gift, at the relative's death, no estate change", () => {
      expect(below.household.baseline.totalTaxUsd).toBe(0);
      const f = evaluateOnHousehold(s, below);
      const v = (name: string) => f.variables.find((x) => x.name === name)?.value ?? Number.NaN;
      const gift = v("giftedAssetsUsd");
      const t = v("yearsToRelativeDeath");
      const gain = gift * (1 + v("growthRate")) ** t - 0.2 * gift;
      const saved = f.flows.find((x) => x.kind === "incomeTax");
      expect(saved?.year).toBe(Math.round(t));
      expect(saved?.amountUsd).toBeCloseTo(taxOn(below, { longTermGainUsd: gain }), 0);
      expect(f.effects.estate).toBeUndefined();
      expect(s.eligibility(below.facts, below).fits).toBe(true);
    });
  });
});
