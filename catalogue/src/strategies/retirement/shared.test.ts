import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  bracketRoom,
  deductionSaving,
  definedBenefitTarget,
  drawdown,
  heirsIraTaxPerYear,
  irmaaSurcharge,
  levelFunding,
  retirementIncome,
  rothIraRoom,
  savingsVersusTaxable,
  yearBase,
  yearsToRetirement,
} from "./lib/shared.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("retirement shared helpers", () => {
  it("RMDs: 1,000,000 ÷ 24.6 = 40,650 at 75 for a client born 1960 (Pub 590-B, Appendix B, Table III)", () => {
    const ctx = ctxOf({ maritalStatus: "single", primaryAge: 66, isRetired: true, annualIncomeUsd: 40_000 });
    const d = drawdown(ctx, {
      balanceUsd: 1_000_000,
      growthRate: 0,
      retireInYears: 0,
      retirementIncomeUsd: 40_000,
      years: 12,
    });
    // Born 1960: RMDs begin at 75 (SECURE 2.0 §107), nine years from 66.
    expect(d.years.slice(0, 9).every((y) => y.rmdUsd === 0)).toBe(true);
    expect(d.years[9]?.rmdUsd).toBeCloseTo(1_000_000 / 24.6, 2);
    // The next year's divisor at 76 is 23.7.
    expect(d.years[10]?.rmdUsd).toBeCloseTo((1_000_000 - 1_000_000 / 24.6) / 23.7, 2);
  });

  it("bracket room: a single retiree with 40,000 of income fills 50,400 − 15,850 = 34,550 of the 12% bracket (Rev. Proc. 2025-32)", () => {
    const ctx = ctxOf({ maritalStatus: "single", primaryAge: 66, isRetired: true, annualIncomeUsd: 40_000 });
    // 40,000 − (16,100 standard + 2,050 at 65 + 6,000 senior deduction) = 15,850 taxable.
    const r = bracketRoom(ctx, {});
    expect(r.taxableIncomeUsd).toBe(15_850);
    expect(r.currentRate).toBe(0.12);
    expect(r.roomUsd).toBe(34_550);
    // A joint return of 300,000 of wages is in the 24% bracket: 403,550 − 267,800 = 135,750 left.
    const couple = ctxOf({ maritalStatus: "married", primaryAge: 50, spouseAge: 50, annualIncomeUsd: 300_000 });
    expect(bracketRoom(couple, {})).toMatchObject({ rate: 0.24, roomUsd: 135_750 });
  });

  it("IRMAA: a joint MAGI of 220,000 costs 2 × 12 × (284.10 − 202.90 + 14.50) = 2,296.80 a year (CMS 2026 fact sheet)", () => {
    const ctx = ctxOf({ maritalStatus: "married", primaryAge: 66, spouseAge: 66, isRetired: true });
    expect(irmaaSurcharge(ctx, 220_000, 2)).toBeCloseTo(2_296.8, 2);
    expect(irmaaSurcharge(ctx, 218_000, 2)).toBe(0);
    // Before 65 nobody is on Medicare.
    const young = ctxOf({ maritalStatus: "married", primaryAge: 60, spouseAge: 60 });
    expect(irmaaSurcharge(young, 500_000, 2)).toBe(0);
  });

  it("Roth IRA room: a single MAGI of 160,500 is halfway through 153,000–168,000, so 7,500 × 0.5 = 3,750 (Notice 2025-67)", () => {
    const ctx = ctxOf({ maritalStatus: "single", primaryAge: 40, annualIncomeUsd: 160_500 });
    const r = rothIraRoom(ctx);
    expect(r.fullLimitUsd).toBe(7_500);
    expect(r.directShare).toBeCloseTo(0.5, 10);
    // A married couple of 55 and 52 below 242,000: 2 × (7,500 + 1,100 catch-up) = 17,200.
    const couple = ctxOf({ maritalStatus: "married", primaryAge: 55, spouseAge: 52, annualIncomeUsd: 200_000 });
    expect(rothIraRoom(couple)).toMatchObject({ fullLimitUsd: 17_200, directShare: 1, catchUps: 2 });
    // An unmarried partner's IRA is not on the client's return (§219(c) needs a joint return).
    const partnered = ctxOf({ maritalStatus: "partnered", primaryAge: 40, spouseAge: 40, annualIncomeUsd: 100_000 });
    expect(rothIraRoom(partnered).spouseLimitUsd).toBe(0);
  });

  it("§415(b): 290,000 × ä(5.5%, 18 years to 85) = 290,000 × 11.8646 at 67; 5 of 10 years of participation halves the benefit", () => {
    const ctx = ctxOf({ primaryAge: 55, annualIncomeUsd: 600_000, ownsBusiness: true });
    const t = definedBenefitTarget(ctx, 67, 12, 600_000);
    expect(t.benefitUsd).toBe(290_000);
    expect(t.factor).toBeCloseTo(11.8646, 3);
    expect(definedBenefitTarget(ctx, 65, 5, 600_000).benefitUsd).toBe(145_000);
    // Capped at compensation (§415(b)(1)(B)).
    expect(definedBenefitTarget(ctx, 65, 10, 200_000).benefitUsd).toBe(200_000);
  });

  it("level funding: deposits at the start of each year grow exactly to the target", () => {
    const c = levelFunding(1_000_000, 0.05, 10);
    let balance = 0;
    for (let i = 0; i < 10; i++) balance = (balance + c) * 1.05;
    expect(balance).toBeCloseTo(1_000_000, 4);
  });

  it("savings: an HSA contribution of 8,750 on a joint 300,000 return saves 24% + 0.9% additional Medicare tax = 2,178.75; a 401(k) deferral 24% = 2,100", () => {
    // Rev. Proc. 2025-19 (HSA family limit), Rev. Proc. 2025-32 (24% bracket), §3101(b)(2) (0.9% above 250,000 joint).
    const ctx = ctxOf({ maritalStatus: "married", primaryAge: 45, spouseAge: 45, annualIncomeUsd: 300_000 });
    const r = savingsVersusTaxable(ctx, {
      treatment: "hsa",
      contributionUsd: 8_750,
      contributionYears: 10,
      growthRate: 0.05,
      retireInYears: 22,
      retirementIncomeUsd: 150_000,
      endYear: 47,
    });
    expect(r.taxDeferredPerYearUsd).toBeCloseTo(2_178.75, 6);
    expect(deductionSaving(ctx, 8_750, false)).toBeCloseTo(2_100, 6);
    expect(r.flows.every((f) => Number.isFinite(f.amountUsd))).toBe(true);
  });

  it("savings: a Roth and a taxable account with the same growth differ only by the taxable account's taxes", () => {
    const ctx = ctxOf({ maritalStatus: "single", primaryAge: 40, annualIncomeUsd: 250_000 });
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "roth",
      contributionUsd: 7_500,
      contributionYears: 25,
      growthRate: 0.06,
      retireInYears: 27,
      retirementIncomeUsd: 125_000,
      endYear: 52,
    });
    expect(flows.every((f) => f.kind === "incomeTax" && f.amountUsd > 0)).toBe(true);
    expect(flows.some((f) => /sales/.test(f.label))).toBe(true);
  });

  it("defaults: stated retirement age and income are used; unstated, 67 and the household's own retirement sources (named assumptions)", () => {
    const planned = ctxOf({ primaryAge: 55, plannedRetirementAge: 60, annualIncomeUsd: 200_000 });
    expect(yearsToRetirement(planned).value).toBe(5);
    const unstated = ctxOf({ primaryAge: 55, annualIncomeUsd: 200_000 });
    expect(yearsToRetirement(unstated)).toMatchObject({ value: 12 });
    expect(yearsToRetirement(unstated).assumption).toMatch(/not stated/);
    // Social Security on $184,500 (the 2026 wage base) of covered earnings: AIME 15,375; PIA
    // 0.9 × 1,226 + 0.32 × (7,391 − 1,226) + 0.15 × (15,375 − 7,391) = 4,273.80 a month, 51,285.60 a
    // year, 85% taxable = 43,592.76; no taxable portfolio; below half of pay (100,000).
    expect(retirementIncome(unstated)).toMatchObject({ value: 43_593 });
    expect(retirementIncome(ctxOf({ primaryAge: 55, annualIncomeUsd: 200_000, hasPension: true })).value).toBe(100_000);
    // Sources above half of pay: half of pay.
    expect(
      retirementIncome(ctxOf({ primaryAge: 55, annualIncomeUsd: 60_000, taxableInvestmentsUsd: 2_000_000 })).value,
    ).toBe(30_000);
    const retired = ctxOf({ primaryAge: 70, isRetired: true, annualIncomeUsd: 80_000 });
    expect(yearsToRetirement(retired).value).toBe(0);
    expect(retirementIncome(retired).value).toBe(80_000);
    // Working years keep today's return; retired years drop the wages.
    expect(yearBase(unstated, 3, 12, 100_000)).toEqual({});
    expect(yearBase(unstated, 12, 12, 100_000)).toEqual({ wagesUsd: -200_000, ordinaryUsd: 100_000 });
  });

  it("heirs' tax: a 500,000 inherited IRA is taxed as 50,000 a year for 10 years on the household's return", () => {
    const ctx = ctxOf({ maritalStatus: "single", primaryAge: 66, isRetired: true, annualIncomeUsd: 40_000 });
    // 40,000 + 50,000 − 24,150 − 6,000 × (1 − 0.06 × (90,000 − 75,000) ÷ 6,000 phase-out) …: the calculator's figure.
    expect(heirsIraTaxPerYear(ctx, 500_000)).toBeGreaterThan(5_000);
    expect(heirsIraTaxPerYear(ctx, 0)).toBe(0);
  });
});
