import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { rothConversionLowBracketYears as s } from "./roth-conversion-low-bracket-years.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Single, 66 (born 1960: RMDs at 75, in 2035), retired on 40,000 of pension income, no state tax modelled. */
const retiree = ctxOf({
  maritalStatus: "single",
  primaryAge: 66,
  isRetired: true,
  annualIncomeUsd: 40_000,
  retirementAccountsUsd: 600_000,
  netWorthUsd: 1_000_000,
});

describe("roth-conversion-low-bracket-years", () => {
  it("fills the 12% bracket: 40,000 − (16,100 + 2,050 + 6,000) = 15,850 taxable, room 50,400 − 15,850 = 34,550, taxed 12% = 4,146 a year for 9 years", () => {
    // Rev. Proc. 2025-32 §4.01 Table 3 (12% bracket ends at 50,400), §4.14 (standard deduction
    // 16,100; additional 2,050 at 65 unmarried); §151(f) senior deduction 6,000 (MAGI under 75,000).
    const d = s.defaults(retiree);
    expect(d.annualConversionUsd?.value).toBe(34_550);
    expect(d.conversionYears?.value).toBe(9);
    const f = evaluateOnHousehold(s, retiree);
    const conversions = f.flows.filter((x) => x.label === "income tax on the Roth conversion");
    expect(conversions).toHaveLength(9);
    for (const c of conversions) expect(c.amountUsd).toBeCloseTo(-4_146, 0);
    // From 2035 the RMDs are smaller, and the heirs inherit a smaller IRA.
    const saved = f.flows.filter((x) => x.label === "income tax saved on smaller RMDs");
    expect(saved.length).toBeGreaterThan(0);
    expect(Math.min(...saved.map((x) => x.year))).toBe(9);
    expect(f.flows.some((x) => x.kind === "heirsTax" && x.amountUsd > 0)).toBe(true);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("counts IRMAA when a conversion lifts MAGI over a tier two years later", () => {
    // Married, 66 and 66, 180,000 of retirement income: a 22%-bracket conversion crosses the
    // 218,000 joint tier (CMS 2026 fact sheet).
    const couple = ctxOf({
      maritalStatus: "married",
      primaryAge: 66,
      spouseAge: 66,
      isRetired: true,
      annualIncomeUsd: 180_000,
      retirementAccountsUsd: 2_000_000,
      netWorthUsd: 3_000_000,
    });
    const f = evaluateOnHousehold(s, couple);
    const irmaa = f.flows.filter((x) => x.kind === "premium" && x.amountUsd < 0);
    expect(irmaa.length).toBeGreaterThan(0);
    expect(irmaa[0]?.year).toBe(2);
  });

  it("defaults: stated balance and retirement; a working client's retirement income is Social Security with the spousal half (named)", () => {
    const working = ctxOf({
      maritalStatus: "married",
      primaryAge: 55,
      spouseAge: 55,
      annualIncomeUsd: 300_000,
      plannedRetirementAge: 62,
      retirementAccountsUsd: 1_500_000,
      netWorthUsd: 3_000_000,
    });
    const d = s.defaults(working);
    expect(d.conversionStartYears?.value).toBe(7);
    // PIA on the $184,500 wage base: 4,273.80 a month, 51,285.60 a year; with the spouse's half
    // 76,928.40; 85% taxable (IRC §86(a)(2)) = 65,389.14, below half of pay (150,000).
    expect(d.retirementIncomeUsd?.value).toBe(65_389);
    expect(d.retirementIncomeUsd?.assumption).toMatch(/spouse's half/);
    // Born 1971: RMDs at 75 in 2046; conversions from 2033 for 13 years.
    expect(d.conversionYears?.value).toBe(13);
    const none = s.defaults(ctxOf({ primaryAge: 66, isRetired: true, netWorthUsd: 1e6 }));
    expect(none.preTaxBalanceUsd?.value).toBe(0);
    expect(none.preTaxBalanceUsd?.assumption).toMatch(/not stated/);
  });

  it("fits a pre-tax balance with bracket room; not without a balance or in the 37% bracket", () => {
    expect(s.eligibility(retiree.facts, retiree).fits).toBe(true);
    const noIra = ctxOf({ primaryAge: 66, isRetired: true, netWorthUsd: 1e6 });
    expect(s.eligibility(noIra.facts, noIra).fits).toBe(false);
    const top = ctxOf({
      maritalStatus: "single",
      primaryAge: 66,
      isRetired: true,
      annualIncomeUsd: 2_000_000,
      retirementAccountsUsd: 1_000_000,
      netWorthUsd: 20e6,
    });
    const r = s.eligibility(top.facts, top);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/37%/);
  });

  it("is time-critical for a retired client before RMDs; client-specific for a young saver", () => {
    expect(s.answers(retiree)).toMatchObject({ urgency: "time-critical" });
    expect(s.answers(retiree)?.reason).toMatch(/2035/);
    const young = ctxOf({ primaryAge: 40, annualIncomeUsd: 150_000, retirementAccountsUsd: 200_000 });
    expect(s.answers(young)?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ primaryAge: 66 }))).toBeNull();
  });
});
