import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { pensionLumpSumVsAnnuity as s } from "./pension-lump-sum-vs-annuity.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const retiring = ctxOf({
  maritalStatus: "single",
  primaryAge: 65,
  plannedRetirementAge: 65,
  annualIncomeUsd: 100_000,
  hasPension: true,
  netWorthUsd: 900_000,
});

describe("pension-lump-sum-vs-annuity", () => {
  it("Pension: at a flat 5% the annuity of 30,000 to 92 (27 payments) is worth 30,000 × ä(5%, 27) = 30,000 × 15.3752 against a lump sum", () => {
    const f = evaluateOnHousehold(s, retiring);
    expect(f.variables.find((v) => v.name === "paymentYears")?.value).toBe(27);
    // Override the segment rates to one 5% rate and set the lump sum to 400,000.
    const v = Object.fromEntries(f.variables.map((x) => [x.name, x.value]));
    const effects = s.effects(
      { ...v, firstSegmentRate: 0.05, secondSegmentRate: 0.05, thirdSegmentRate: 0.05, lumpSumUsd: 400_000 },
      retiring,
    );
    // ä(5%, 27) = (1 − 1.05^−27) ÷ (0.05 ÷ 1.05) = 15.3752 (standard annuity-due factor).
    const value = 30_000 * ((1 - 1.05 ** -27) / (0.05 / 1.05));
    expect(effects.flows.find((x) => x.kind === "income")?.amountUsd).toBeCloseTo(value - 400_000, 2);
    expect(effects.flows.find((x) => x.kind === "income")?.label).toMatch(/annuity over the lump sum/);
  });

  it("defaults: pension 30% of income and the plan's lump sum at the segment rates to 85 (named), a married survivor share", () => {
    const d = s.defaults(retiring);
    expect(d.annualPensionUsd?.value).toBe(30_000);
    expect(d.lumpSumUsd?.assumption).toMatch(/85/);
    expect(d.firstSegmentRate?.assumption).toMatch(/assumption/);
    const married = ctxOf({
      maritalStatus: "married",
      primaryAge: 65,
      spouseAge: 60,
      annualIncomeUsd: 100_000,
      hasPension: true,
      plannedRetirementAge: 65,
    });
    expect(s.defaults(married).survivorYears?.value).toBe(5);
    const partnered = ctxOf({
      maritalStatus: "partnered",
      primaryAge: 65,
      spouseAge: 60,
      annualIncomeUsd: 100_000,
      hasPension: true,
    });
    expect(s.defaults(partnered).survivorYears?.value).toBe(0);
  });

  it("a shorter life favours the lump sum: 7 years shorter makes the annuity worth no more than the lump sum", () => {
    const f = evaluateOnHousehold(s, retiring);
    expect(f.sensitivity.low.netBenefit).toBeLessThan(f.sensitivity.base.netBenefit);
  });

  it("is time-critical and fits only with a pension; a spouse's consent is named", () => {
    expect(s.answers(retiring)?.urgency).toBe("time-critical");
    expect(s.eligibility(retiring.facts, retiring).fits).toBe(true);
    const married = ctxOf({ maritalStatus: "married", primaryAge: 65, spouseAge: 60, hasPension: true });
    expect(s.eligibility(married.facts, married).reasons[0]).toMatch(/consent/);
    const none = ctxOf({ primaryAge: 65 });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});

describe("pension-lump-sum-vs-annuity: an election already made", () => {
  it("a retiree whose pension is in payment has no election left, unless the notes name a lump-sum offer", () => {
    const paid = ctxOf({ ...retiring.facts, isRetired: true, goals: [] });
    expect(s.eligibility(paid.facts, paid).fits).toBe(false);
    expect(s.eligibility(paid.facts, paid).reasons[0]).toMatch(/election has been made/);
    expect(s.answers(paid)).toBeNull();
    const offered = ctxOf({ ...retiring.facts, isRetired: true, goals: ["Decide on the lump sum offer"] });
    expect(s.eligibility(offered.facts, offered).fits).toBe(true);
    expect(s.answers(offered)?.urgency).toBe("time-critical");
  });
});
