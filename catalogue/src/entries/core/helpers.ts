import type { TClientFacts } from "@fsa/shared";
import { clamp } from "../../formulas/finance.ts";
import type { ExplanationContent, VariableValue } from "../../types.ts";

/** Years from the client's age to about age 88 (a planning life expectancy), 5–40. */
export function yearsToEstate(facts: TClientFacts): VariableValue {
  const age = facts.primaryAge ?? 60;
  const years = clamp(Math.round(88 - age), 5, 40);
  return {
    value: years,
    assumption: `${years} years, to about age 88${facts.primaryAge ? "" : " (age not stated; 60 assumed)"}`,
  };
}

/** A share of net worth as a USD default, capped, with the assumption in words. */
export function shareOfNetWorth(facts: TClientFacts, share: number, capUsd: number, what: string): VariableValue {
  const nw = facts.netWorthUsd ?? 0;
  const value = Math.round(clamp(nw * share, 0, capUsd));
  return {
    value,
    assumption: `${what}: ${Math.round(share * 100)}% of net worth, at most $${capUsd.toLocaleString("en-US")}`,
  };
}

/** A fixed default with its assumption. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** Growth default by risk tolerance: 5% conservative, 6% moderate or unknown, 7% aggressive. */
export function growthFor(facts: TClientFacts): VariableValue {
  const rate = facts.riskTolerance === "conservative" ? 0.05 : facts.riskTolerance === "aggressive" ? 0.07 : 0.06;
  return {
    value: rate,
    assumption: `growth ${Math.round(rate * 100)}% a year (${facts.riskTolerance ?? "moderate"} portfolio)`,
  };
}

/**
 * Builds explanation content from the essentials, filling the fields every strategy shares
 * (review cadence, warning signs) in a consistent voice.
 */
export function explain(
  e: Omit<ExplanationContent, "qualitativeIndicators" | "warningSignals" | "marketRisks"> & Partial<ExplanationContent>,
): ExplanationContent {
  return {
    marketRisks: ["Asset values and interest rates can differ from the assumptions behind the figures"],
    qualitativeIndicators: ["The client understands the structure and is comfortable with its trade-offs"],
    warningSignals: [
      "Required filings or formalities missed",
      "The client's facts change (marriage, sale, move) without a review",
    ],
    ...e,
  };
}

/** A variable spec in one call: `v("giftAmountUsd", "USD", "Amount given.")`. */
export const v = (name: string, unit: "USD" | "rate" | "years" | "count" | "ratio", description: string) => ({
  name,
  unit,
  description,
});

/** A step of the explanation content in one call. */
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
