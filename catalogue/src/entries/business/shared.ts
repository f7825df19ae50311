import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import type { Condition } from "../../eligibility.ts";
import { annuityFactor, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { ExplanationContent, VariableSpec, VariableUnit, VariableValue } from "../../types.ts";

/**
 * Helpers shared by the business, equity-compensation, capital-gains, investment-tax and real
 * estate strategies. Every default states its assumption in words; tax figures come from the
 * year's `TaxParameters`.
 */

/** A fixed default with its assumption in words. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** A variable spec in one call. */
export const v = (name: string, unit: VariableUnit, description: string): VariableSpec => ({ name, unit, description });

/** A step of the explanation content. */
export const step = (
  title: string,
  description: string,
  timeline: string,
  requirements: string[],
): ExplanationContent["steps"][number] => ({ title, description, timeline, requirements });

/** A risk with its mitigation. */
export const risk = (name: string, description: string, mitigation: string): ExplanationContent["risks"][number] => ({
  risk: name,
  description,
  mitigation,
});

/** A success metric. */
export const metric = (
  name: string,
  target: string,
  measurementFrequency: string,
): ExplanationContent["successMetrics"][number] => ({ metric: name, target, measurementFrequency });

/** An alternative strategy (a catalogue id where possible) and why it was not chosen. */
export const alt = (strategy: string, whyNotChosen: string): ExplanationContent["alternatives"][number] => ({
  strategy,
  whyNotChosen,
});

/** Net worth, or 0 when unknown, USD. */
export const netWorthOf = (f: TClientFacts): number => f.netWorthUsd ?? 0;

/**
 * Investable assets outside residences, retirement plans and the business, USD: the stated
 * brokerage and cash balances when given, otherwise net worth less the known real estate,
 * retirement and business values (never below 0).
 */
export function investableAssets(f: TClientFacts): number {
  if (f.taxableInvestmentsUsd !== null || f.cashUsd !== null) return (f.taxableInvestmentsUsd ?? 0) + (f.cashUsd ?? 0);
  return Math.max(
    0,
    netWorthOf(f) - (f.realEstateUsd ?? 0) - (f.retirementAccountsUsd ?? 0) - (f.businessValueUsd ?? 0),
  );
}

/** The client's business value: the stated value, else `share` of net worth, with the assumption. */
export function businessValueOf(f: TClientFacts, share = 0.4): VariableValue {
  if (f.businessValueUsd !== null) {
    return {
      value: Math.round(f.businessValueUsd),
      assumption: `the stated business value (${formatUsd(f.businessValueUsd)})`,
    };
  }
  const value = Math.round(netWorthOf(f) * share);
  return {
    value,
    assumption: `business value not stated; ${Math.round(share * 100)}% of net worth assumed (${formatUsd(value)})`,
  };
}

/**
 * Investment or business real estate value, USD: half of the stated real estate (the rest assumed
 * to be residences), else 20% of net worth.
 */
export function investmentRealEstateOf(f: TClientFacts): VariableValue {
  if (f.realEstateUsd !== null) {
    const value = Math.round(f.realEstateUsd * 0.5);
    return { value, assumption: `half of the stated real estate (${formatUsd(value)}) taken as investment property` };
  }
  const value = Math.round(netWorthOf(f) * 0.2);
  return { value, assumption: `real estate not stated; 20% of net worth assumed (${formatUsd(value)})` };
}

/** Marginal federal ordinary rate as a default (IRC §1(j)), from the stated income. */
export function ordinaryRateOf(f: TClientFacts, tax: TaxParameters): VariableValue {
  const rate = marginalOrdinaryRate(f, tax);
  return {
    value: rate,
    assumption: `federal marginal ordinary rate ${Math.round(rate * 100)}%${f.annualIncomeUsd === null ? " (income not stated)" : ""}`,
  };
}

/** Federal long-term capital gains rate plus NIIT as a default (IRC §1(h), §1411). */
export function capitalGainsRateOf(f: TClientFacts, tax: TaxParameters): VariableValue {
  const rate = capitalGainsRate(f, tax);
  return { value: rate, assumption: `federal capital gains rate with NIIT ${(rate * 100).toFixed(1)}%` };
}

/** The year's §7520 rate as the discount rate for deferral values. */
export function discountRateOf(tax: TaxParameters): VariableValue {
  return {
    value: tax.section7520Rate,
    assumption: `discounted at the §7520 rate of ${(tax.section7520Rate * 100).toFixed(1)}% (${tax.section7520RateMonth})`,
  };
}

/**
 * Present-value saving from paying `taxUsd` in equal parts at the end of each of `years` years
 * instead of all now (or, equally, taking a deduction now instead of straight-line over `years`):
 * tax × (1 − annuityFactor(r, n) ÷ n). 0 when `years` is under 1.
 */
export function deferralValue(taxUsd: number, discountRate: number, years: number): number {
  if (years < 1) return 0;
  return taxUsd * (1 - annuityFactor(discountRate, years) / years);
}

/** Years from the client's age to `toAge`, within [min, max]; 55 assumed when age is unknown. */
export function yearsUntil(f: TClientFacts, toAge: number, min: number, max: number, what: string): VariableValue {
  const age = f.primaryAge ?? 55;
  const years = clamp(Math.round(toAge - age), min, max);
  return {
    value: years,
    assumption: `${years} years, to about age ${toAge} (${what})${f.primaryAge === null ? "; age not stated, 55 assumed" : ""}`,
  };
}

/** Readable name of a business entity type, e.g. "S corporation". */
export function entityLabel(type: TClientFacts["businessEntityType"]): string {
  const labels: Record<NonNullable<TClientFacts["businessEntityType"]>, string> = {
    c_corp: "C corporation",
    s_corp: "S corporation",
    llc: "LLC",
    partnership: "partnership",
    sole_proprietorship: "sole proprietorship",
    professional_corporation: "professional corporation",
  };
  return type === null ? "business" : labels[type];
}

/** Lower-cased goals joined, for keyword tests. */
export const goalsText = (f: TClientFacts): string => f.goals.join(" ").toLowerCase();

/** True when any of `words` appears in the client's goals. */
export const goalsMention = (f: TClientFacts, words: readonly string[]): boolean => {
  const text = goalsText(f);
  return words.some((w) => text.includes(w));
};

type Entity = NonNullable<TClientFacts["businessEntityType"]>;

/** A condition that the client's business is one of `types`. */
export function entityIn(types: readonly Entity[], fits: string, fails: string): Condition {
  return {
    test: (f) => f.ownsBusiness && f.businessEntityType !== null && types.includes(f.businessEntityType),
    fits: (f) =>
      `The client's business is a${/^[aeiou]/i.test(entityLabel(f.businessEntityType)) ? "n" : ""} ${entityLabel(f.businessEntityType)}; ${fits}`,
    fails,
  };
}

/** Conditions shared by this folder's strategies. */
export const is = {
  cCorp: {
    test: (f) => f.businessEntityType === "c_corp",
    fits: "The client holds stock of a C corporation, as §1202 requires.",
    fails: "§1202 applies only to stock of a domestic C corporation, and the notes show no C corporation.",
  } satisfies Condition,
  notExcludedProfession: {
    test: (f) => !f.hasProfessionalLiability && f.businessEntityType !== "professional_corporation",
    fits: "The business does not appear to be in a field §1202(e)(3) excludes (health, law, accounting, consulting, financial services and similar).",
    fails:
      "The client practises a licensed profession; a business whose principal asset is the skill of its professionals in health, law, accounting or consulting is excluded by §1202(e)(3).",
  } satisfies Condition,
  concentratedStock: {
    test: (f) => f.hasConcentratedStock,
    fits: "The client holds a concentrated single-stock position.",
    fails: "The notes mention no concentrated single-stock position.",
  } satisfies Condition,
  notSoleProprietor: {
    test: (f) => f.businessEntityType !== "sole_proprietorship",
    fits: "The business is an entity that can issue equity or enter agreements as a company.",
    fails: "A sole proprietorship has no shares or units to issue, transfer or redeem; an entity is needed first.",
  } satisfies Condition,
};
