import type { TClientFacts } from "@fsa/shared";
import type { TaxParameters } from "../tax/types.ts";

/**
 * Tax-rate helpers the formulas share. They estimate a client's marginal rates from the facts;
 * each is an assumption the recommendation states.
 */

/**
 * Marginal federal ordinary-income rate for a household income (USD), married filing jointly
 * thresholds when married, else single: 37% above the top bracket start, 32% from the 32%
 * bracket start, 24% below (IRC §1(j); thresholds from the year's revenue procedure).
 */
export function marginalOrdinaryRate(facts: TClientFacts, tax: TaxParameters): number {
  const income = facts.annualIncomeUsd ?? 0;
  const married = facts.maritalStatus === "married" || facts.maritalStatus === "separated";
  const topStart = married ? tax.topBracketStartMarriedJoint : tax.topBracketStartSingle;
  const start32 = married ? tax.bracket32StartMarriedJoint : tax.bracket32StartMarriedJoint / 2;
  if (income >= topStart) return tax.topOrdinaryRate;
  if (income >= start32) return 0.32;
  if (income >= start32 / 2) return 0.24;
  return 0.22;
}

/**
 * Federal rate on long-term capital gains plus NIIT for the client: 20% + 3.8% when income is
 * above the 20% threshold, otherwise 15% + 3.8% above the NIIT threshold, else 15%
 * (IRC §1(h), §1411).
 */
export function capitalGainsRate(facts: TClientFacts, tax: TaxParameters): number {
  const income = facts.annualIncomeUsd ?? 0;
  const niit = income >= tax.netInvestmentIncomeTaxThresholdMarriedJoint ? tax.netInvestmentIncomeTaxRate : 0;
  if (income >= tax.longTermCapitalGains20StartMarriedJoint || (facts.netWorthUsd ?? 0) >= 10_000_000) {
    return tax.longTermCapitalGainsTopRate + tax.netInvestmentIncomeTaxRate;
  }
  return 0.15 + niit;
}

/**
 * Estate subject to federal estate tax at the top rate: net worth grown to the horizon minus the
 * exclusions available (two when married, assuming portability or a credit-shelter plan).
 */
export function taxableEstate(netWorthUsd: number, facts: TClientFacts, tax: TaxParameters): number {
  const married = facts.maritalStatus === "married" || facts.maritalStatus === "separated";
  const exclusion = tax.basicExclusionAmount * (married ? 2 : 1);
  return Math.max(0, netWorthUsd - exclusion);
}

/** True when the household is married or in a registered partnership. */
export function isMarried(facts: TClientFacts): boolean {
  return facts.maritalStatus === "married" || facts.maritalStatus === "separated";
}

/** Age of the older spouse, or the client's age; null when unknown. */
export function oldestAge(facts: TClientFacts): number | null {
  const ages = [facts.primaryAge, facts.spouseAge].filter((a): a is number => a !== null);
  return ages.length ? Math.max(...ages) : null;
}
