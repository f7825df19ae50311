import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import type { TaxParameters } from "./tax/types.ts";
import type { EligibilityResult, StrategyDefinition } from "./types.ts";

/**
 * One condition of an eligibility rule: `test` decides, `fits` explains a pass and `fails` a
 * failure, each as a full sentence.
 */
export interface Condition {
  test: (facts: TClientFacts, tax: TaxParameters) => boolean;
  fits: string | ((facts: TClientFacts, tax: TaxParameters) => string);
  fails: string | ((facts: TClientFacts, tax: TaxParameters) => string);
}

const say = (s: Condition["fits"], facts: TClientFacts, tax: TaxParameters) =>
  typeof s === "function" ? s(facts, tax) : s;

/**
 * Builds an eligibility rule that passes when every condition holds; the result lists every
 * passing condition's sentence, or the first failing condition's sentence.
 */
export function allOf(...conditions: Condition[]): (facts: TClientFacts, tax: TaxParameters) => EligibilityResult {
  return (facts, tax) => {
    const reasons: string[] = [];
    for (const c of conditions) {
      if (!c.test(facts, tax)) return { fits: false, reasons: [say(c.fails, facts, tax)] };
      reasons.push(say(c.fits, facts, tax));
    }
    return { fits: true, reasons };
  };
}

/** A condition that passes when any of `conditions` passes (the first passing one explains). */
export function anyOf(fails: string, ...conditions: Condition[]): Condition {
  return {
    test: (f, t) => conditions.some((c) => c.test(f, t)),
    fits: (f, t) => {
      const c = conditions.find((x) => x.test(f, t));
      return c ? say(c.fits, f, t) : "";
    },
    fails,
  };
}

/**
 * Full eligibility of a strategy for a client: the minimum net worth first (spec §3 table,
 * "applicableNetWorth"), then the strategy's own rule. Unknown net worth never qualifies.
 */
export function checkEligibility(def: StrategyDefinition, facts: TClientFacts, tax: TaxParameters): EligibilityResult {
  const netWorth = facts.netWorthUsd;
  if (netWorth === null) {
    return {
      fits: false,
      reasons: ["The notes do not state a net worth, so the minimum net worth cannot be confirmed."],
    };
  }
  if (netWorth < def.applicableNetWorth) {
    return {
      fits: false,
      reasons: [
        `The client's net worth of ${formatUsd(netWorth)} is below this strategy's minimum of ${formatUsd(def.applicableNetWorth)}.`,
      ],
    };
  }
  const own = def.eligibility(facts, tax);
  const minimum = `The client's net worth of ${formatUsd(netWorth)} meets the ${formatUsd(def.applicableNetWorth)} minimum.`;
  return own.fits ? { fits: true, reasons: [...own.reasons, minimum] } : own;
}

/** Conditions used by many strategies. */
export const when = {
  married: {
    test: (f) => f.maritalStatus === "married" || f.maritalStatus === "separated",
    fits: "The client is legally married, so a spouse can be a beneficiary or joint owner.",
    fails: (f) =>
      f.maritalStatus === "partnered"
        ? "The client's partner is not a legal spouse, and the strategy needs a legal marriage."
        : "The strategy needs a legal spouse, and the notes show none.",
  } satisfies Condition,
  hasDescendants: {
    test: (f) => (f.childrenCount ?? 0) > 0 || (f.grandchildrenCount ?? 0) > 0,
    fits: (f) =>
      `The client has ${[
        f.childrenCount ? `${f.childrenCount} child${f.childrenCount === 1 ? "" : "ren"}` : "",
        f.grandchildrenCount ? `${f.grandchildrenCount} grandchild${f.grandchildrenCount === 1 ? "" : "ren"}` : "",
      ]
        .filter(Boolean)
        .join(" and ")} to benefit.`,
    fails: "The notes mention no children or grandchildren to benefit.",
  } satisfies Condition,
  hasGrandchildren: {
    test: (f) => (f.grandchildrenCount ?? 0) > 0,
    fits: (f) => `The client has ${f.grandchildrenCount} grandchild${f.grandchildrenCount === 1 ? "" : "ren"}.`,
    fails: "The notes mention no grandchildren.",
  } satisfies Condition,
  ownsBusiness: {
    test: (f) => f.ownsBusiness,
    fits: "The client owns an operating business.",
    fails: "The notes mention no business the client owns.",
  } satisfies Condition,
  charitable: {
    test: (f) => f.hasCharitableIntent,
    fits: "The client has stated charitable intent.",
    fails: "The notes show no charitable intent.",
  } satisfies Condition,
  hasRealEstate: {
    test: (f) => f.hasInvestmentRealEstate,
    fits: "The client owns investment or business real estate.",
    fails: "The notes mention no investment or business real estate.",
  } satisfies Condition,
  hasRetirementAccounts: {
    test: (f) => (f.retirementAccountsUsd ?? 0) > 0 || f.hasEmployerPlan,
    fits: "The client has retirement accounts.",
    fails: "The notes mention no retirement accounts.",
  } satisfies Condition,
  hasAppreciatedStock: {
    test: (f) => f.hasLowBasisStock || f.hasConcentratedStock,
    fits: "The client holds appreciated or concentrated stock.",
    fails: "The notes mention no appreciated or concentrated stock.",
  } satisfies Condition,
  taxableEstate: {
    test: (f, t) => (f.netWorthUsd ?? 0) > t.basicExclusionAmount * 0.5,
    fits: (f, t) =>
      `At ${formatUsd(f.netWorthUsd ?? 0)} the estate is large relative to the ${formatUsd(t.basicExclusionAmount)} basic exclusion amount, so growth will likely face estate tax.`,
    fails: (_f, t) => `The estate is well below the ${formatUsd(t.basicExclusionAmount)} basic exclusion amount.`,
  } satisfies Condition,
  highIncome: (thresholdUsd: number): Condition => ({
    test: (f) => (f.annualIncomeUsd ?? 0) >= thresholdUsd,
    fits: (f) => `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} a year is high enough for the tax saving to matter.`,
    fails: `The strategy needs income of at least ${formatUsd(thresholdUsd)} a year, which the notes do not show.`,
  }),
  ageAtLeast: (years: number, why: string): Condition => ({
    test: (f) => (f.primaryAge ?? f.spouseAge ?? 0) >= years,
    fits: (f) => `The client is ${f.primaryAge ?? f.spouseAge}, at or above age ${years} (${why}).`,
    fails: `The client must be at least ${years} (${why}); the notes show a younger or unstated age.`,
  }),
  ageBelow: (years: number, why: string): Condition => ({
    test: (f) => f.primaryAge !== null && f.primaryAge < years,
    fits: (f) => `The client is ${f.primaryAge}, below age ${years} (${why}).`,
    fails: `The strategy suits clients under ${years} (${why}); the notes show an older or unstated age.`,
  }),
  always: (sentence: string): Condition => ({ test: () => true, fits: sentence, fails: sentence }),
};
