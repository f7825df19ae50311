import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { section83bElection as s } from "./section-83b-election.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A single Texas founder with no other income stated, granted restricted founder shares last week. */
const granted: Partial<TClientFacts> = {
  netWorthUsd: 1_000_000,
  primaryAge: 30,
  maritalStatus: "single",
  state: "TX",
  goals: ["File an 83(b) election on the restricted stock granted last week"],
};

describe("section-83b-election: golden arithmetic (2026 single brackets, Rev. Proc. 2025-32)", () => {
  it("100,000 at grant, 1.25^4 growth: − tax(100,000 wages) = − 13,170 now; + tax(244,140.63 wages) − tax(144,140.63 gain) = 49,826.27 − 11,788.59 = 38,037.68 at vesting", () => {
    // Wages 100,000 − 16,100 = 83,900: 1,240 + 4,560 + 22% × 33,500 = 13,170.
    // Wages 244,140.63 − 16,100 = 228,040.63: 1,240 + 4,560 + 12,166 + 23,058 + 32% × 26,265.63 =
    // 49,429.00, plus 0.9% additional Medicare above $200,000 (397.27) = 49,826.27.
    // Gain 144,140.63 − 16,100 = 128,040.63: 15% above 49,450 = 11,788.59 (MAGI under $200,000: no NIIT).
    const v = {
      valueAtGrantUsd: 100_000,
      growthRate: 0.25,
      vestingYears: 4,
      forfeitureProbability: 0,
      filingCostUsd: 0,
    };
    const flows = s.effects(v, ctxOf(granted)).flows;
    expect(flows[0]?.amountUsd).toBeCloseTo(-13_170, 2);
    expect(flows[1]?.year).toBe(4);
    expect(flows[1]?.amountUsd).toBeCloseTo(38_037.68, 1);
  });

  it("weights the saving at vesting by the chance of keeping the shares: 0.8 × 38,037.68 = 30,430.14", () => {
    const v = {
      valueAtGrantUsd: 100_000,
      growthRate: 0.25,
      vestingYears: 4,
      forfeitureProbability: 0.2,
      filingCostUsd: 0,
    };
    expect(s.effects(v, ctxOf(granted)).flows[1]?.amountUsd).toBeCloseTo(30_430.14, 1);
  });
});

describe("section-83b-election: defaults", () => {
  it("names the grant value as an assumption and uses the model's business growth", () => {
    const d = s.defaults(ctxOf(granted));
    expect(d.valueAtGrantUsd?.value).toBe(10_000);
    expect(d.valueAtGrantUsd?.assumption).toMatch(/not stated/);
    expect(d.growthRate?.value).toBe(0.05);
  });
});

describe("section-83b-election: only within 30 days of a stated grant", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits a stated grant of restricted stock and is time-critical", () => {
    expect(fits(granted).fits).toBe(true);
    expect(s.answers(ctxOf(granted))?.urgency).toBe("time-critical");
  });
  it("fits a grant of restricted stock the notes state as a fact, without a goal about it", () => {
    const held = { ...granted, goals: [], hasRestrictedStockGrant: true };
    expect(fits(held).fits).toBe(true);
    expect(s.answers(ctxOf(held))?.urgency).toBe("time-critical");
  });
  it("does not fit without a stated grant, or for RSUs", () => {
    expect(fits({ ...granted, goals: [] }).reasons[0]).toMatch(/30 days/);
    expect(fits({ ...granted, goals: ["Plan for the restricted stock units vesting next year"] }).fits).toBe(false);
    expect(
      fits({ ...granted, goals: [], ownsBusiness: true, businessEntityType: "c_corp", expectsLiquidityEvent: true })
        .fits,
    ).toBe(false);
    expect(s.answers(ctxOf({ ...granted, goals: [] }))).toBeNull();
  });
});
