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
});
