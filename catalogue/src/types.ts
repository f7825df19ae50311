/** Unit of a formula variable: USD, a decimal rate, years, a count or a plain ratio. */
export type VariableUnit = "USD" | "rate" | "years" | "count" | "ratio";

/** A variable's value for one client, with the assumption behind it in words. */
export interface VariableValue {
  value: number;
  /** e.g. "growth 6% a year (balanced portfolio)", "half of the stated net worth". */
  assumption: string;
}

/** Values of all a strategy's variables, by name. */
export type Variables = Record<string, number>;

/** Result of an eligibility rule: whether the strategy fits and why, in sentences. */
export interface EligibilityResult {
  fits: boolean;
  /** Full sentences: why it fits (when it does) or the first reason it does not. */
  reasons: string[];
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
