import {
  checkEligibility,
  evaluateStrategy,
  STRATEGIES,
  type StrategyDefinition,
  type StrategyFigures,
  type TaxParameters,
} from "@fsa/catalogue";
import type { TClientFacts, TPriority } from "@fsa/shared";

/** A strategy the eligibility rules allow, with its figures and why it fits. */
export interface SelectedStrategy {
  def: StrategyDefinition;
  figures: StrategyFigures;
  fitReasons: string[];
  /** Goals of the client this strategy serves (matched on the catalogue's goal keywords). */
  matchedGoals: string[];
  priority: TPriority;
  /** Ranking score: net benefit, weighted up for matched goals. */
  score: number;
}

export interface Selection {
  considered: number;
  eligible: SelectedStrategy[];
  /** Recommended, best first (a subset of `eligible`). */
  recommended: SelectedStrategy[];
  excluded: { strategyId: string; strategy: string; reason: string }[];
}

/** Most recommendations an analysis lists (the rest stay eligible for explanation). */
export const MAX_RECOMMENDATIONS = 8;

function matchGoals(def: StrategyDefinition, facts: TClientFacts): string[] {
  return facts.goals.filter((g) => {
    const lower = g.toLowerCase();
    return def.goalKeywords.some((k) => lower.includes(k.toLowerCase()));
  });
}

/**
 * Steps 3 and 4 of the pipeline (ARCHITECTURE.md): evaluates every catalogue entry's
 * eligibility (minimum net worth first, then its own rule), computes the figures of each
 * eligible strategy, and ranks them. A strategy is never recommended when it is not eligible or
 * its net benefit is not positive. Pure.
 * @param order optional ranking (catalogue ids, best first) proposed by a language model;
 *   ids outside the eligible set are ignored, so a model can never add a strategy.
 */
export function selectStrategies(facts: TClientFacts, tax: TaxParameters, order?: readonly string[]): Selection {
  const eligible: SelectedStrategy[] = [];
  const excluded: Selection["excluded"] = [];
  for (const def of STRATEGIES) {
    const verdict = checkEligibility(def, facts, tax);
    if (!verdict.fits) {
      excluded.push({ strategyId: def.id, strategy: def.name, reason: verdict.reasons[0] ?? "Not eligible." });
      continue;
    }
    const figures = evaluateStrategy(def, facts, tax);
    if (figures.netBenefit <= 0) {
      excluded.push({
        strategyId: def.id,
        strategy: def.name,
        reason: "Its costs exceed the benefit we can compute for this client.",
      });
      continue;
    }
    const matchedGoals = matchGoals(def, facts);
    const score = figures.netBenefit * (1 + 0.5 * Math.min(2, matchedGoals.length));
    eligible.push({
      def,
      figures,
      fitReasons: [
        ...verdict.reasons,
        ...matchedGoals.map((g) => `It serves the client's goal: ${g.replace(/\.$/, "")}.`),
      ],
      matchedGoals,
      priority: "Low",
      score,
    });
  }
  eligible.sort((a, b) => b.score - a.score || a.def.id.localeCompare(b.def.id));

  let ranked = eligible;
  if (order && order.length > 0) {
    const byId = new Map(eligible.map((s) => [s.def.id, s]));
    const chosen = order.map((id) => byId.get(id)).filter((s): s is SelectedStrategy => s !== undefined);
    const seen = new Set(chosen.map((s) => s.def.id));
    ranked = [...chosen, ...eligible.filter((s) => !seen.has(s.def.id))];
  }
  // Diversity: at most three strategies of one category in the list.
  const perCategory = new Map<string, number>();
  const recommended: SelectedStrategy[] = [];
  for (const s of ranked) {
    const n = perCategory.get(s.def.category) ?? 0;
    if (n >= 3) continue;
    perCategory.set(s.def.category, n + 1);
    recommended.push(s);
    if (recommended.length >= MAX_RECOMMENDATIONS) break;
  }
  recommended.forEach((s, i) => {
    s.priority = i < 3 || s.matchedGoals.length > 0 ? (i < 5 ? "High" : "Medium") : i < 6 ? "Medium" : "Low";
  });
  return { considered: STRATEGIES.length, eligible, recommended, excluded };
}
