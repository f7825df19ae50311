import { describe, expect, it } from "vitest";
import { charitableWealthReplacementTrust as wrt } from "./charitable-wealth-replacement-trust.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const retired = HOUSEHOLDS["retired charitable couple in Florida with low-basis stock"] ?? {};

describe("wealth replacement trust on the household", () => {
  const ctx = ctxOf(retired);
  const fig = figuresOf(wrt, ctx);
  it("the death benefit (625,000, the value given) is protection, never a flow; premiums 625,000 × 1.5% = 9,375 a year until the final death", () => {
    expect(fig.protection?.amountUsd).toBe(625_000);
    const premiums = fig.flows.filter((f) => f.kind === "premium");
    expect(premiums.length).toBe(ctx.household.yearsToFinalDeath);
    expect(premiums[0]?.amountUsd).toBeCloseTo(-9_375, 6);
    expect(fig.flows.some((f) => f.amountUsd >= 625_000)).toBe(false);
  });
  it("premium gifts within the couple's annual exclusions (2 donors × 2 children × 19,000) are not taxable gifts", () => {
    expect(fig.effects.estate?.adjustedTaxableGiftsUsd).toBe(0);
  });
});

describe("wealth replacement eligibility", () => {
  it("needs descendants to replace the gift for, and an insurable age", () => {
    const yes = ctxOf(retired);
    expect(wrt.eligibility(yes.facts, yes).fits).toBe(true);
    for (const f of [
      { ...retired, childrenCount: 0 },
      { ...retired, primaryAge: 84, spouseAge: 82 },
    ]) {
      const ctx = ctxOf(f);
      expect(wrt.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(wrt));
});
