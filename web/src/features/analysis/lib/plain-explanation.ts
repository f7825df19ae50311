import { inPlainWords, type TExplanation } from "@fsa/shared";

const plainDeep = (value: unknown): unknown => {
  if (typeof value === "string") return inPlainWords(value);
  if (Array.isArray(value)) return value.map(plainDeep);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainDeep(v)]));
  }
  return value;
};

/**
 * The explanation with every formula variable's name read out in words (`setupCostUsd` → "set-up
 * cost"), also for explanations stored before the API wrote them so (issue #16 "Plain English").
 */
export function plainExplanation(e: TExplanation): TExplanation {
  return plainDeep(e) as TExplanation;
}
