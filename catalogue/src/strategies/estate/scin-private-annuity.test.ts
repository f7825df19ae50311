import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, FOUNDER } from "./lib/test-households.ts";
import { mortalityWithin } from "./lib/transfer-math.ts";
import { scinPrivateAnnuity as s } from "./scin-private-annuity.ts";

describe("scin-private-annuity", () => {
  const ctx = ctxOf({ ...FOUNDER, primaryAge: 70, spouseAge: 68 });
  const n = ctx.household.yearsToFinalDeath;

  it("note rate = AFR 3.83% + q ÷ 10 (q the chance of death within 10 years at 70); the seller outlives the term, so removed = max(0, 10,000,000 × (1.05^n − (1 + rate)^n)): 0 when the premium lifts the rate above the growth", () => {
    const f = evaluateOnHousehold(s, ctx);
    const rate = Math.round((0.0383 + mortalityWithin(70, 10) / 10) * 10_000) / 10_000;
    expect(f.variables.find((v) => v.name === "noteRate")?.value).toBe(rate);
    expect(rate).toBeGreaterThan(0.05);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(Math.max(0, 10_000_000 * (1.05 ** n - (1 + rate) ** n)), -1);
    const fast = s.effects({ ...Object.fromEntries(f.variables.map((x) => [x.name, x.value])), growthRate: 0.09 }, ctx);
    expect(fast.estate?.removedUsd).toBeCloseTo(10_000_000 * (1.09 ** n - (1 + rate) ** n), -1);
  });

  it("the premium is the price of the cancellation: less is removed than by a plain AFR sale", () => {
    const v = Object.fromEntries(evaluateOnHousehold(s, ctx).variables.map((x) => [x.name, x.value]));
    const premium = s.effects(v, ctx).estate?.removedUsd ?? 0;
    const plain = s.effects({ ...v, noteRate: 0.0383 }, ctx).estate?.removedUsd ?? 0;
    expect(premium).toBeLessThan(plain);
    expect(s.effects({ ...v, growthRate: 0.09 }, ctx).estate?.removedUsd ?? 0).toBeLessThan(
      s.effects({ ...v, growthRate: 0.09, noteRate: 0.0383 }, ctx).estate?.removedUsd ?? 0,
    );
  });

  it("fits a stated age of 65 or more; not a younger or unstated age", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const young = ctxOf(FOUNDER);
    expect(s.eligibility(young.facts, young).fits).toBe(false);
    const unstated = ctxOf({ ...FOUNDER, primaryAge: null });
    expect(s.eligibility(unstated.facts, unstated).fits).toBe(false);
  });
});
