import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { backdoorRothIra as backdoor } from "./backdoor-roth-ira.ts";
import { spousalIra as s } from "./spousal-ira.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const couple = ctxOf({
  maritalStatus: "married",
  primaryAge: 45,
  spouseAge: 51,
  annualIncomeUsd: 300_000,
  netWorthUsd: 1e6,
  spouseHasEarnedIncome: false,
});

describe("spousal-ira", () => {
  it("Spousal IRA: the spouse of 51 gets 7,500 + 1,100 catch-up = 8,600 a year, converted above the 242,000 joint start, with Form 8606", () => {
    const d = s.defaults(couple);
    expect(d.spouseContributionUsd?.value).toBe(8_600);
    expect(d.spouseContributionUsd?.assumption).toMatch(/converted/);
    expect(d.filingCostUsd?.value).toBe(100);
    const f = evaluateOnHousehold(s, couple);
    expect(f.flows.some((x) => /dividends/.test(x.label) && x.amountUsd > 0)).toBe(true);
  });

  it("defaults: below the phase-out it is a direct Roth contribution with no filing cost", () => {
    const modest = ctxOf({ maritalStatus: "married", primaryAge: 40, spouseAge: 40, annualIncomeUsd: 120_000 });
    expect(s.defaults(modest).spouseContributionUsd).toMatchObject({ value: 7_500 });
    expect(s.defaults(modest).filingCostUsd?.value).toBe(0);
  });

  it("needs a legal marriage: an unmarried partner does not qualify (§219(c) needs a joint return)", () => {
    expect(s.eligibility(couple.facts, couple).fits).toBe(true);
    const partnered = ctxOf({
      maritalStatus: "partnered",
      primaryAge: 45,
      spouseAge: 45,
      annualIncomeUsd: 300_000,
      spouseHasEarnedIncome: false,
    });
    const r = s.eligibility(partnered.facts, partnered);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not a legal spouse/);
    const retired = ctxOf({ maritalStatus: "married", primaryAge: 70, spouseAge: 70, isRetired: true });
    expect(s.eligibility(retired.facts, retired).fits).toBe(false);
  });

  it("needs the notes to say the spouse has no earned income; it then answers that fact", () => {
    expect(s.answers(couple)?.urgency).toBe("client-specific");
    for (const spouseHasEarnedIncome of [null, true]) {
      const other = ctxOf({ ...couple.facts, spouseHasEarnedIncome });
      expect(s.eligibility(other.facts, other).fits).toBe(false);
      expect(s.answers(other)).toBeNull();
    }
  });

  it("with it, the backdoor Roth counts the working spouse only: 7,500 (under 50), not 7,500 + 8,600, so the two add up without double counting", () => {
    expect(backdoor.defaults(couple).annualContributionUsd?.value).toBe(7_500);
    const both = ctxOf({ ...couple.facts, spouseHasEarnedIncome: null });
    expect(backdoor.defaults(both).annualContributionUsd?.value).toBe(16_100);
  });
});
