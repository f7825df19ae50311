import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import type { Condition } from "../../eligibility.ts";
import { annuityFactor, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried, marginalOrdinaryRate, oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { VariableSpec, Variables, VariableUnit, VariableValue } from "../../types.ts";

/**
 * Helpers shared by the retirement-plan and charitable strategies: defaults read from the facts
 * (each with its assumption in words) and the charitable-deduction and split-interest arithmetic
 * the formulas have in common. Amounts USD, rates decimals, periods years.
 */

/** A variable spec in one call. */
export const v = (name: string, unit: VariableUnit, description: string): VariableSpec => ({
  name,
  unit,
  description,
});

/** A fixed default with its assumption in words. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** A variable's value, or 0 when absent (formulas never see undefined). */
export const n = (vars: Variables, name: string): number => vars[name] ?? 0;

/** An explanation step in one call. */
export const step = (title: string, description: string, timeline: string, requirements: string[]) => ({
  title,
  description,
  timeline,
  requirements,
});

/** A risk with its mitigation in one call. */
export const risk = (name: string, description: string, mitigation: string) => ({
  risk: name,
  description,
  mitigation,
});

/** A success metric in one call. */
export const metric = (name: string, target: string, measurementFrequency: string) => ({
  metric: name,
  target,
  measurementFrequency,
});

/** Growth default: 5% conservative, 6% moderate or unknown, 7% aggressive. */
export function growthFor(facts: TClientFacts): VariableValue {
  const rate = facts.riskTolerance === "conservative" ? 0.05 : facts.riskTolerance === "aggressive" ? 0.07 : 0.06;
  return {
    value: rate,
    assumption: `growth ${Math.round(rate * 100)}% a year (${facts.riskTolerance ?? "moderate"} portfolio)`,
  };
}

/** Years from the client's age to `toAge`, within [min, max]; 60 assumed when age is unknown. */
export function yearsUntil(facts: TClientFacts, toAge: number, min: number, max: number, what: string): VariableValue {
  const age = facts.primaryAge ?? 60;
  const years = clamp(Math.round(toAge - age), min, max);
  return {
    value: years,
    assumption: `${years} year${years === 1 ? "" : "s"}, ${what}${facts.primaryAge === null ? " (age not stated; 60 assumed)" : ""}`,
  };
}

/** Household income as an AGI proxy, USD: stated income, else 5% of net worth (at least 100,000). */
export function agiOf(facts: TClientFacts): VariableValue {
  if (facts.annualIncomeUsd !== null) {
    return {
      value: facts.annualIncomeUsd,
      assumption: `AGI taken as the stated income of ${formatUsd(facts.annualIncomeUsd)}`,
    };
  }
  const value = Math.round(Math.max(100_000, (facts.netWorthUsd ?? 0) * 0.05));
  return { value, assumption: `AGI not stated; 5% of net worth assumed (${formatUsd(value)})` };
}

/** The client's marginal federal ordinary rate as a default. */
export function ordinaryRateOf(facts: TClientFacts, tax: TaxParameters): VariableValue {
  const rate = marginalOrdinaryRate(facts, tax);
  return {
    value: rate,
    assumption: `marginal federal ordinary rate ${Math.round(rate * 100)}% from ${facts.annualIncomeUsd === null ? "an unstated income" : `income of ${formatUsd(facts.annualIncomeUsd)}`}`,
  };
}

/** The client's long-term capital gains rate (with the 3.8% NIIT where it applies) as a default. */
export function gainsRateOf(facts: TClientFacts, tax: TaxParameters): VariableValue {
  const rate = capitalGainsRate(facts, tax);
  return {
    value: rate,
    assumption: `long-term capital gains rate ${(rate * 100).toFixed(1)}% including NIIT where it applies`,
  };
}

/** Retirement-account balance, USD: stated, else 25% of net worth. */
export function retirementBalanceOf(facts: TClientFacts, share = 1): VariableValue {
  if (facts.retirementAccountsUsd !== null) {
    const value = Math.round(facts.retirementAccountsUsd * share);
    return {
      value,
      assumption: `${share === 1 ? "the" : `${Math.round(share * 100)}% of the`} stated retirement balance of ${formatUsd(facts.retirementAccountsUsd)}`,
    };
  }
  const value = Math.round((facts.netWorthUsd ?? 0) * 0.25 * share);
  return {
    value,
    assumption: `retirement balance not stated; ${Math.round(25 * share)}% of net worth assumed (${formatUsd(value)})`,
  };
}

/** Current annual charitable giving, USD: stated, else 1% of net worth (at least 5,000). */
export function annualGivingOf(facts: TClientFacts): VariableValue {
  if (facts.annualCharitableGivingUsd !== null) {
    return {
      value: facts.annualCharitableGivingUsd,
      assumption: `the stated giving of ${formatUsd(facts.annualCharitableGivingUsd)} a year`,
    };
  }
  const value = Math.round(Math.max(5_000, (facts.netWorthUsd ?? 0) * 0.01));
  return { value, assumption: `giving not stated; 1% of net worth a year assumed (${formatUsd(value)})` };
}

/**
 * Appreciated property available to fund a split-interest trust, USD: `share` of the investment
 * real estate or taxable investments when stated, else of net worth, at most `capUsd`.
 */
export function appreciatedFundingOf(facts: TClientFacts, share: number, capUsd: number): VariableValue {
  const pool = facts.hasInvestmentRealEstate
    ? (facts.realEstateUsd ?? (facts.netWorthUsd ?? 0) * 0.3)
    : (facts.taxableInvestmentsUsd ?? (facts.netWorthUsd ?? 0) * 0.4);
  const what = facts.hasInvestmentRealEstate ? "investment real estate" : "appreciated investments";
  const value = Math.round(clamp(pool * share, 0, capUsd));
  return {
    value,
    assumption: `${Math.round(share * 100)}% of the ${what}, at most ${formatUsd(capUsd)} (${formatUsd(value)})`,
  };
}

/** Standard deduction for the household, USD: the joint amount when married, half of it otherwise (§63(c)). */
export function standardDeductionFor(facts: TClientFacts, tax: TaxParameters): number {
  return isMarried(facts) ? tax.standardDeductionMarriedJoint : tax.standardDeductionMarriedJoint / 2;
}

/**
 * SALT deduction the household can take, USD: the §164(b)(7) cap reduced by 30% of income above
 * the phase-down threshold, never below the floor (assumes state and local taxes reach the cap).
 */
export function saltDeductionFor(facts: TClientFacts, tax: TaxParameters): number {
  const income = facts.annualIncomeUsd ?? 0;
  const reduced =
    tax.saltCap - tax.saltCapPhaseDownRate * Math.max(0, income - tax.saltCapPhaseDownThresholdMarriedJoint);
  return Math.max(tax.saltCapFloor, reduced);
}

/**
 * Income-tax value of an itemized charitable deduction, USD: the deduction above the 0.5%-of-AGI
 * floor (§170(b)(1)(I), from 2026) at the donor's rate, capped at the §68 35% benefit rate (from
 * 2026). `max(0, deductionUsd − agiUsd × charitableDeductionFloorRate) × min(rate, itemizedDeductionBenefitCapRate)`.
 */
export function deductionValue(deductionUsd: number, rate: number, agiUsd: number, tax: TaxParameters): number {
  const afterFloor = Math.max(0, deductionUsd - agiUsd * tax.charitableDeductionFloorRate);
  return afterFloor * Math.max(0, Math.min(rate, tax.itemizedDeductionBenefitCapRate));
}

/**
 * Most of a contribution deductible in the gift year and the carryover years: AGI × limit ×
 * (1 + carryover years) (§170(b), §170(d)(1)), USD.
 */
export function usableDeduction(
  deductionUsd: number,
  agiUsd: number,
  agiLimit: number,
  carryoverYears: number,
): number {
  return Math.max(0, Math.min(deductionUsd, agiUsd * agiLimit * (1 + carryoverYears)));
}

/**
 * Remainder factor of a term-of-years charitable remainder unitrust paying `payoutRate` at the end
 * of each year: (1 − payoutRate ÷ (1 + §7520 rate))^termYears. The payout is adjusted to a
 * beginning-of-year equivalent with the Table F factor for a payment 12 months after the
 * valuation date, 1 ÷ (1 + i) (Treas. Reg. §1.664-4(e)(6), (7)).
 */
export function unitrustRemainderFactor(payoutRate: number, section7520Rate: number, termYears: number): number {
  return clamp((1 - payoutRate / (1 + section7520Rate)) ** Math.max(0, termYears), 0, 1);
}

/**
 * Remainder factor of a term-of-years charitable remainder annuity trust paying `annuityRate` of
 * the funding at the end of each year: 1 − annuityRate × annuityFactor(§7520 rate, termYears)
 * (Treas. Reg. §1.664-2(c), §20.2031-7(d) Table B), never below 0.
 */
export function annuityTrustRemainderFactor(annuityRate: number, section7520Rate: number, termYears: number): number {
  return clamp(1 - annuityRate * annuityFactor(section7520Rate, Math.max(0, termYears)), 0, 1);
}

/** Future value of a level contribution made at the end of each year: C × ((1 + g)^n − 1) ÷ g (C × n when g = 0). */
export function contributionsFutureValue(annualUsd: number, rate: number, years: number): number {
  const y = Math.max(0, years);
  return rate === 0 ? annualUsd * y : (annualUsd * ((1 + rate) ** y - 1)) / rate;
}

/** Growth on level annual contributions over `years`: FV of the contributions less their sum, USD. */
export function contributionsGrowth(annualUsd: number, rate: number, years: number): number {
  return Math.max(0, contributionsFutureValue(annualUsd, rate, years) - annualUsd * Math.max(0, years));
}

/** Conditions the retirement and charitable strategies share. */
export const has = {
  iraOwnerAtQcdAge: {
    test: (f, t) => (oldestAge(f) ?? 0) >= t.qcdMinimumAge,
    fits: (f, t) =>
      `At ${oldestAge(f)} the IRA owner is at or past the qualified charitable distribution age of ${t.qcdMinimumAge}.`,
    fails: (_f, t) =>
      `A qualified charitable distribution needs an IRA owner aged ${t.qcdMinimumAge} or older; the notes show a younger or unstated age.`,
  } satisfies Condition,
  appreciatedProperty: {
    test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || f.hasInvestmentRealEstate,
    fits: (f) =>
      f.hasInvestmentRealEstate
        ? "The client owns appreciated investment real estate the trust can sell without immediate gain."
        : "The client holds appreciated securities the trust can sell without immediate gain.",
    fails: "The notes mention no appreciated securities or investment real estate to fund the trust with.",
  } satisfies Condition,
  retirementBalanceAtLeast: (minimumUsd: number): Condition => ({
    test: (f) => (f.retirementAccountsUsd ?? 0) >= minimumUsd,
    fits: (f) =>
      `Retirement accounts of ${formatUsd(f.retirementAccountsUsd ?? 0)} are large enough for the strategy to matter.`,
    fails: `The strategy needs retirement accounts of at least ${formatUsd(minimumUsd)}, which the notes do not show.`,
  }),
  topBracketIncome: {
    test: (f, t) =>
      (f.annualIncomeUsd ?? 0) >= (isMarried(f) ? t.topBracketStartMarriedJoint : t.topBracketStartSingle),
    fits: (f) =>
      `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} is in the 37% bracket, where the deduction is worth the most.`,
    fails: (f, t) =>
      `The figures value the deduction at the 37% top rate, which needs income of at least ${formatUsd(isMarried(f) ? t.topBracketStartMarriedJoint : t.topBracketStartSingle)}; the notes show less or none.`,
  } satisfies Condition,
};

/**
 * Rate the client's plan withdrawals will bear in retirement: the marginal ordinary rate at half
 * of today's income (retirement income assumed about half of earnings).
 */
export function retirementRateOf(facts: TClientFacts, tax: TaxParameters): VariableValue {
  const income = facts.annualIncomeUsd ?? 0;
  const rate = marginalOrdinaryRate({ ...facts, annualIncomeUsd: income / 2 }, tax);
  return {
    value: rate,
    assumption: `retirement rate ${Math.round(rate * 100)}%: the marginal rate at half of today's income (${formatUsd(income / 2)})`,
  };
}

/**
 * Advantage of pre-tax plan contributions over investing the after-tax pay in a taxable account,
 * USD: FV × (currentRate − retirementRate) + (FV − C × n) × (1 − currentRate) × growthTaxRate,
 * where FV = C × ((1 + g)^n − 1) ÷ g. The first term is the rate difference on the balance, the
 * second the tax a taxable account would have paid on the growth of the after-tax equivalent.
 * Never below 0.
 */
export function preTaxPlanAdvantage(
  annualUsd: number,
  growthRate: number,
  years: number,
  currentRate: number,
  retirementRate: number,
  growthTaxRate: number,
): number {
  const fv = contributionsFutureValue(annualUsd, growthRate, years);
  const growth = Math.max(0, fv - annualUsd * Math.max(0, years));
  return Math.max(0, fv * (currentRate - retirementRate) + growth * (1 - currentRate) * growthTaxRate);
}

/** Text of the pre-tax plan advantage formula for a contribution variable name. */
export const preTaxFormula = (c: string, n: string) =>
  `FV × (currentRate − retirementRate) + (FV − ${c} × ${n}) × (1 − currentRate) × growthTaxRate, where FV = ${c} × ((1 + growthRate)^${n} − 1) ÷ growthRate`;

/** Marginal ordinary rate at a gross income, after the household's standard deduction. */
export function rateAtGrossIncome(facts: TClientFacts, tax: TaxParameters, grossIncomeUsd: number): number {
  return marginalOrdinaryRate(
    { ...facts, annualIncomeUsd: Math.max(0, grossIncomeUsd - standardDeductionFor(facts, tax)) },
    tax,
  );
}

/** Tax-free growth formula text shared by the Roth-type accounts. */
export const rothGrowthFormula = (c: string, years: string) =>
  `(${c} × ((1 + growthRate)^${years} − 1) ÷ growthRate − ${c} × ${years}) × growthTaxRate`;

/**
 * Approximate single-life expectancy from the older spouse's age, years: 0.8 × (90 − age), at
 * least 5 (close to IRS Table 2010CM at 60–80; 65 assumed when age is unknown).
 */
export function lifeExpectancyOf(facts: TClientFacts): VariableValue {
  const age = oldestAge(facts) ?? 65;
  const years = Math.round(Math.max(5, 0.8 * (90 - age)));
  return {
    value: years,
    assumption: `${years}-year life expectancy at age ${age} (approximating IRS Table 2010CM)${oldestAge(facts) === null ? "; age not stated, 65 assumed" : ""}`,
  };
}

/**
 * Share of `amountUsd` that would otherwise be taxed in the estate, 0–1. The net worth and the
 * amount are projected `years` ahead at the growth rate less 2.5% inflation (the exclusion is
 * indexed, so the comparison is in today's dollars); the share is the projected estate above the
 * exclusions (two when married) divided by the projected amount, capped at 1.
 */
export function estateTaxableShareOf(
  facts: TClientFacts,
  tax: TaxParameters,
  amountUsd: number,
  growthRate: number,
  years: number,
): VariableValue {
  const married = isMarried(facts);
  const real = (1 + Math.max(0, growthRate - 0.025)) ** Math.max(0, years);
  const excess = Math.max(0, (facts.netWorthUsd ?? 0) * real - tax.basicExclusionAmount * (married ? 2 : 1));
  const share = amountUsd > 0 ? clamp(excess / (amountUsd * real), 0, 1) : 0;
  return {
    value: share,
    assumption: `${Math.round(share * 100)}% of the amount would bear estate tax: the estate in ${years} years (growth less 2.5% inflation) above the ${married ? "two" : "one"} ${formatUsd(tax.basicExclusionAmount)} exclusion${married ? "s" : ""}`,
  };
}
