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
