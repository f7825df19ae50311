import { formatUsd } from "@fsa/shared";
import type { EligibilityResult } from "../types.ts";
import type { Strategy, StrategyContext } from "./strategy.ts";

/**
 * Full eligibility of a strategy on the household: the minimum net worth first (spec §3 table,
 * "applicableNetWorth"), on the stated net worth or, when the notes give none, the sum of the
 * assets they list (said so in the reason); then the strategy's own legal prerequisites and fit.
 */
export function checkStrategy(s: Strategy, ctx: StrategyContext): EligibilityResult {
  const b = ctx.household.balance;
  if (s.applicableNetWorth > 0) {
    if (b.netWorthSource === "unknown") {
      return {
        fits: false,
        reasons: ["The notes state no net worth and no assets, so the minimum net worth cannot be confirmed."],
      };
    }
    const which = b.netWorthSource === "stated" ? "net worth" : "net worth (the sum of the assets listed; none stated)";
    // With no net worth stated, the assets listed are a floor, not the balance sheet: a strategy
    // that answers a stated fact ("selling the rentals", "an inherited IRA") is judged on that fact
    // and its own figures, and the reason says the minimum could not be confirmed.
    if (b.netWorthUsd < s.applicableNetWorth && b.netWorthSource !== "stated") {
      const own = s.eligibility(ctx.facts, ctx);
      const answer = own.fits ? s.answers(ctx) : null;
      if (own.fits && answer !== null && answer.urgency !== "generic") {
        return {
          fits: true,
          reasons: [
            ...own.reasons,
            `The notes state no net worth; the assets they list come to ${formatUsd(b.netWorthUsd)}, so its usual ${formatUsd(s.applicableNetWorth)} minimum could not be confirmed, and it is kept because it answers a stated fact.`,
          ],
        };
      }
    }
    if (b.netWorthUsd < s.applicableNetWorth) {
      return {
        fits: false,
        reasons: [
          `The client's ${which} of ${formatUsd(b.netWorthUsd)} is below this strategy's minimum of ${formatUsd(s.applicableNetWorth)}.`,
        ],
      };
    }
    const own = s.eligibility(ctx.facts, ctx);
    if (!own.fits) return own;
    return {
      fits: true,
      reasons: [
        ...own.reasons,
        `The client's ${which} of ${formatUsd(b.netWorthUsd)} meets the ${formatUsd(s.applicableNetWorth)} minimum.`,
      ],
    };
  }
  return s.eligibility(ctx.facts, ctx);
}
