import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { rothIraContributions as s } from "./roth-ira-contributions.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("roth-ira-contributions", () => {
  it("Roth IRA: a single MAGI of 160,500 may put 7,500 × (1 − 7,500 ÷ 15,000) = 3,750 in directly (§408A(c)(3), Notice 2025-67)", () => {
    const single = ctxOf({ maritalStatus: "single", primaryAge: 35, annualIncomeUsd: 160_500 });
    expect(s.defaults(single).annualContributionUsd?.value).toBe(3_750);
    expect(s.defaults(single).annualContributionUsd?.assumption).toMatch(/phase-out/);
  });

  it("Roth IRA: with a spouse who has no earned income, only the working spouse's 7,500 (the spousal IRA funds the other)", () => {
    const oneEarner = ctxOf({
      maritalStatus: "married",
      primaryAge: 40,
      spouseAge: 38,
      annualIncomeUsd: 150_000,
      spouseHasEarnedIncome: false,
    });
    expect(s.defaults(oneEarner).annualContributionUsd?.value).toBe(7_500);
    expect(s.defaults(oneEarner).annualContributionUsd?.assumption).toMatch(/spousal IRA/);
    expect(s.complements).toContain("spousal-ira");
  });

  it("Roth IRA: a married couple of 40 and 38 on 150,000 funds 2 × 7,500 = 15,000 a year for 27 years, worth the taxable account's taxes", () => {
    const couple = ctxOf({ maritalStatus: "married", primaryAge: 40, spouseAge: 38, annualIncomeUsd: 150_000 });
    const d = s.defaults(couple);
    expect(d.annualContributionUsd?.value).toBe(15_000);
    expect(d.contributionYears?.value).toBe(27);
    const f = evaluateOnHousehold(s, couple);
    // Year 0: 2% × 15,000 = 300 of dividends at the 15% qualified rate (taxable 117,800, Rev. Proc. 2025-32 §4.03) = 45.
    expect(f.flows.find((x) => x.year === 0)?.amountUsd).toBeCloseTo(45, 2);
    expect(Math.abs(f.presentValue.costUsd)).toBe(0);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("fits earned income under the limit; not retired, not above the phase-out end", () => {
    const young = ctxOf({ maritalStatus: "single", primaryAge: 30, annualIncomeUsd: 90_000 });
    expect(s.eligibility(young.facts, young).fits).toBe(true);
    const high = ctxOf({ maritalStatus: "single", primaryAge: 30, annualIncomeUsd: 170_000 });
    expect(s.eligibility(high.facts, high).reasons[0]).toMatch(/backdoor/);
    const retired = ctxOf({ primaryAge: 70, isRetired: true, annualIncomeUsd: 50_000 });
    expect(s.eligibility(retired.facts, retired).fits).toBe(false);
  });

  it("is a basic for an earner under the limit; none for a retiree", () => {
    expect(s.answers(ctxOf({ primaryAge: 30, annualIncomeUsd: 90_000 }))?.urgency).toBe("basic");
    expect(s.answers(ctxOf({ primaryAge: 70, isRetired: true, annualIncomeUsd: 50_000 }))).toBeNull();
  });
});
