import type { TClientFacts } from "@fsa/shared";

/**
 * True when any of `words` (lower case, word starts) appears in the client's goals as the adviser
 * wrote them. Used for client-specific relevance only, never for a legal prerequisite.
 */
export function goalsMention(f: TClientFacts, words: readonly string[]): boolean {
  const text = f.goals.join(" ").toLowerCase();
  return words.some((w) => text.includes(w));
}
