import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { ctxOf, partnered, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";
import { section529Superfunding as s } from "./section-529-superfunding.ts";

describe("section-529-superfunding", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);

  it("five annual exclusions (Form 709 instructions: up to 5 × the exclusion, $65,000 when it was $13,000; $95,000 for 2026) × 3 grandchildren × 2 donors = 570,000", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "contributionUsd")?.value).toBe(5 * 19_000 * 3 * 2);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeUndefined();
  });

  it("growth to college (8 years, grandchildren's ages not stated: 10 assumed) is tax saved: 570,000 × (1.053^8 − 1) as long-term gain over 4 years", () => {
    const f = evaluateOnHousehold(s, ctx);
    const growth = 570_000 * (1.053 ** 8 - 1);
    const saved = f.flows.filter((x) => x.kind === "incomeTax");
    expect(saved.map((x) => x.year)).toEqual([8, 9, 10, 11]);
    expect(saved[0]?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: growth / 4 }), 0);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(570_000 * 1.055 ** ctx.household.yearsToFinalDeath, 0);
  });

  it("§529(c)(4)(C): a widower of 90, planned to die in 2 years, keeps 2 of the 5 elected years in the estate (3 of 5 elapsed)", () => {
    const old = ctxOf({ ...WEALTHY_COUPLE, maritalStatus: "widowed", spouseAge: null, primaryAge: 90 });
    const f = evaluateOnHousehold(s, old);
    const c = f.variables.find((v) => v.name === "contributionUsd")?.value ?? 0;
    expect(old.household.yearsToFinalDeath).toBe(2);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(c * (3 / 5) * 1.055 ** 2, 0);
  });

  it("one donor for an unmarried couple; limited to a third of investments for a modest family", () => {
    expect(
      evaluateOnHousehold(s, ctxOf(partnered(WEALTHY_COUPLE))).variables.find((v) => v.name === "donors")?.value,
    ).toBe(1);
    const y = evaluateOnHousehold(s, ctxOf(YOUNG_FAMILY));
    expect(y.variables.find((v) => v.name === "contributionUsd")?.value).toBe(50_000);
  });

  it("fits grandchildren or minor children with the means; not without beneficiaries; not when a five-year gift is unaffordable", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...WEALTHY_COUPLE, grandchildrenCount: 0, childrenAges: [30, 33] });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    const y = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(y.facts, y).reasons[0]).toMatch(/Superfunding needs/);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });
});
