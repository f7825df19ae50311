import type { TClientFacts, TStrategyCatalogueEntry } from "@fsa/shared";
import type { TaxParameters } from "./tax/types.ts";

/** Unit of a formula variable: USD, a decimal rate, years, a count or a plain ratio. */
export type VariableUnit = "USD" | "rate" | "years" | "count" | "ratio";

/** A named input of a strategy's formulas. */
export interface VariableSpec {
  /** camelCase with the unit in the name where it helps (`giftAmountUsd`, `growthRate`, `years`). */
  name: string;
  unit: VariableUnit;
  description: string;
}

/** A variable's value for one client, with the assumption behind it in words. */
export interface VariableValue {
  value: number;
  /** e.g. "growth 6% a year (balanced portfolio)", "half of the stated net worth". */
  assumption: string;
}

/** Values of all a strategy's variables, by name. */
export type Variables = Record<string, number>;

/**
 * Gross benefit of a strategy over its horizon, split by category (spec §2 Strategies tab orders
 * tax savings, income stream, annual payout, protection). All USD; omit what does not apply.
 */
export interface BenefitComponents {
  /** Income, capital-gains, payroll and other non-transfer taxes saved, USD. */
  taxSavings?: number;
  /** Federal estate, gift and GST tax saved, USD. */
  estateTaxSavings?: number;
  /** Income paid to the client, USD. */
  incomeStream?: number;
  /** Payout to beneficiaries or charity, USD. */
  annualPayout?: number;
  /** Assets shielded from creditors, or the loss insured against, USD. */
  protection?: number;
}

/** Cost of a strategy: one-time setup plus an annual running cost over `years`. All USD. */
export interface CostComponents {
  setup: number;
  annual: number;
  /** How many years the annual cost runs. */
  years: number;
}

/** Result of an eligibility rule: whether the strategy fits and why, in sentences. */
export interface EligibilityResult {
  fits: boolean;
  /** Full sentences: why it fits (when it does) or the first reason it does not. */
  reasons: string[];
}

/**
 * How the sensitivity range moves the key assumption: `add` shifts it by ±spread (e.g. a growth
 * rate ±0.02), `multiply` scales it by (1 ± spread) (e.g. an amount ±25%).
 */
export interface SensitivitySpec {
  variable: string;
  mode: "add" | "multiply";
  spread: number;
  description: string;
}

/** Which of the client memo's buckets (spec §3 clientMemo) a strategy belongs to. */
export type MemoBucketKey = "worryFreeLifestyle" | "protectionBucket" | "legacyBucket";

/**
 * Text used to explain the strategy when no language model is configured; the engine fills it
 * with the client's facts and figures into the spec's "Detailed explanation response".
 */
export interface ExplanationContent {
  overview: string;
  keyComponents: string[];
  steps: { title: string; description: string; timeline: string; requirements: string[] }[];
  prerequisites: string[];
  professionals: string[];
  secondaryBenefits: string[];
  taxAdvantages: string[];
  risks: { risk: string; description: string; mitigation: string }[];
  marketRisks: string[];
  regulatoryConsiderations: string[];
  liquidityConsiderations: string;
  alternatives: { strategy: string; whyNotChosen: string }[];
  uniqueAdvantages: string[];
  successMetrics: { metric: string; target: string; measurementFrequency: string }[];
  qualitativeIndicators: string[];
  warningSignals: string[];
  reviewSchedule: string;
  exitStrategy: string;
}

/**
 * A catalogue strategy: the spec's data fields (spec §3 "Strategy catalogue entry") plus its
 * executable formulas, defaults, eligibility rule and explanation content.
 *
 * Contract the engine relies on:
 * - every name in `benefitCalculation.variables` and `costCalculation.variables` is in `variables`
 *   and gets a value from `defaults`;
 * - `benefit` and `cost` are pure and return finite, non-negative USD figures for any facts;
 * - tax figures come from `tax` (the year's sourced parameters), never from literals, except the
 *   spec §9 constants the formula text itself names.
 */
export interface StrategyDefinition extends Omit<TStrategyCatalogueEntry, "videoTrainingUrl" | "textTrainingUrl"> {
  variables: VariableSpec[];
  /** Values for every variable from the client's facts, each with its assumption. */
  defaults(facts: TClientFacts, tax: TaxParameters): Record<string, VariableValue>;
  /** Gross benefit over the horizon, by category, USD. */
  benefit(v: Variables, tax: TaxParameters): BenefitComponents;
  /** Setup and running cost, USD. */
  cost(v: Variables, tax: TaxParameters): CostComponents;
  /** The key assumption varied for the low/base/high range. */
  sensitivity: SensitivitySpec;
  /**
   * Conditions beyond the minimum net worth (which the engine checks first). Returns fits with
   * the reasons it fits, or does-not-fit with the reason.
   */
  eligibility(facts: TClientFacts, tax: TaxParameters): EligibilityResult;
  /** Typical time to implement, e.g. "2–3 months". */
  timeline: string;
  keyBenefits: string[];
  memoBucket: MemoBucketKey;
  /** Words in a client's goals that make this strategy a priority (lowercase stems). */
  goalKeywords: string[];
  explanation: ExplanationContent;
}
