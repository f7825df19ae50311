import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { superCatchUp6063 as s } from "./super-catch-up-60-63.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const sixtyOne = ctxOf({
  maritalStatus: "married",
  primaryAge: 61,
  spouseAge: 60,
  annualIncomeUsd: 200_000,
  hasEmployerPlan: true,
  netWorthUsd: 2e6,
});

describe("super-catch-up-60-63", () => {
  it("Super catch-up: 11,250 a year at 61, 62 and 63 = 3 years, Roth because wages exceed 150,000 (§414(v)(2)(E), (v)(7); Notice 2025-67)", () => {
    const d = s.defaults(sixtyOne);
    expect(d.superCatchUpUsd?.value).toBe(11_250);
    expect(d.eligibleYears?.value).toBe(3);
    expect(d.rothShare?.value).toBe(1);
    const f = evaluateOnHousehold(s, sixtyOne);
    expect(f.flows[0]).toMatchObject({ year: 0, amountUsd: -250 });
    expect(f.flows.some((x) => /deferred/.test(x.label))).toBe(false);
  });

  it("defaults: wages at or below 150,000 allow pre-tax catch-ups, priced as a deferral and its repayment", () => {
    const modest = ctxOf({ maritalStatus: "single", primaryAge: 62, annualIncomeUsd: 120_000, hasEmployerPlan: true });
    expect(s.defaults(modest).rothShare?.value).toBe(0);
    const f = evaluateOnHousehold(s, modest);
    expect(f.flows.some((x) => x.deferral === true && x.amountUsd < 0)).toBe(true);
  });

  it("fits only at 60–63 while working with a plan; the window is time-critical", () => {
    expect(s.eligibility(sixtyOne.facts, sixtyOne).fits).toBe(true);
    for (const age of [59, 64]) {
      const c = ctxOf({ primaryAge: age, annualIncomeUsd: 200_000, hasEmployerPlan: true });
      expect(s.eligibility(c.facts, c).fits).toBe(false);
      expect(s.answers(c)).toBeNull();
    }
    expect(s.answers(sixtyOne)).toMatchObject({ urgency: "time-critical" });
    const unstated = ctxOf({ annualIncomeUsd: 200_000, hasEmployerPlan: true });
    expect(s.eligibility(unstated.facts, unstated).reasons[0]).toMatch(/no age/);
  });
});
