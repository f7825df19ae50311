import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { emergencyReserve as s } from "./emergency-reserve.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const family = ctxOf({
  maritalStatus: "married",
  primaryAge: 40,
  spouseAge: 38,
  annualIncomeUsd: 150_000,
  annualSpendingUsd: 120_000,
  cashUsd: 20_000,
  netWorthUsd: 400_000,
});

describe("emergency-reserve", () => {
  it("Reserve: 6 × 10,000 − 20,000 = 40,000 added, protection; cost 40,000 × (5.5% − 3%) = 1,000 a year until retirement", () => {
    const f = evaluateOnHousehold(s, family);
    expect(f.protection).toEqual({ amountUsd: 40_000, description: expect.stringContaining("6 months") });
    const costs = f.flows.filter((x) => x.kind === "cost");
    expect(costs).toHaveLength(27);
    for (const c of costs) expect(c.amountUsd).toBeCloseTo(-1_000, 6);
    expect(f.presentValue.netUsd).toBeLessThan(0);
  });

  it("defaults: spending 60% of income and no cash when the notes state neither (named)", () => {
    const c = ctxOf({ primaryAge: 35, annualIncomeUsd: 100_000 });
    const d = s.defaults(c);
    expect(d.monthlySpendingUsd?.value).toBe(5_000);
    expect(d.monthlySpendingUsd?.assumption).toMatch(/not stated/);
    expect(d.currentCashUsd).toMatchObject({ value: 0 });
    expect(d.currentCashUsd?.assumption).toMatch(/not stated/);
  });

  it("is a basic for a working household short of six months; not for a retiree or one already covered", () => {
    expect(s.eligibility(family.facts, family).fits).toBe(true);
    expect(s.answers(family)?.urgency).toBe("basic");
    const covered = ctxOf({ ...family.facts, cashUsd: 80_000 });
    expect(s.eligibility(covered.facts, covered).fits).toBe(false);
    expect(s.answers(covered)).toBeNull();
    const retired = ctxOf({ primaryAge: 70, isRetired: true, annualIncomeUsd: 60_000, cashUsd: 0 });
    expect(s.eligibility(retired.facts, retired).fits).toBe(false);
  });
});
