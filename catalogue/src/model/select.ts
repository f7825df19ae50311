import type { TClientFacts } from "@fsa/shared";
import { CATALOGUE } from "../strategies/index.ts";
import { goalMentionsWord } from "../strategies/kit.ts";
import type { TaxParameters } from "../tax/types.ts";
import { checkStrategy } from "./eligibility.ts";
import { evaluateOnHousehold } from "./evaluate.ts";
import { buildHousehold, type Household } from "./household.ts";
import { assemblePlan, type Candidate, type Plan } from "./plan.ts";
import type { StrategyContext } from "./strategy.ts";

/** The household, the eligible strategies with standalone figures, the plan, and why others are out. */
export interface PlanSelection {
  household: Household;
  ctx: StrategyContext;
  eligible: Candidate[];
  plan: Plan;
  /** Strategies ruled out by eligibility, then those left out of the plan, with the reason. */
  excluded: { strategyId: string; strategy: string; reason: string }[];
  considered: number;
}

/**
 * The client's goals a strategy's keywords match; a keyword the goal turns down ("don't want a
 * foundation", "no annuities") does not count.
 */
function matchGoals(keywords: readonly string[], facts: TClientFacts): string[] {
  return facts.goals.filter((g) => {
    const lower = g.toLowerCase();
    return keywords.some((k) => goalMentionsWord(lower, k.toLowerCase()));
  });
}

/**
 * Steps 3 and 4 of the pipeline (ARCHITECTURE.md): builds the household model from the facts,
 * checks every catalogue strategy's eligibility (minimum net worth, legal prerequisites, fit),
 * prices each eligible one on the household, and assembles the plan. Pure.
 * @param order optional ranking within an urgency (catalogue ids), e.g. a language model's.
 */
export function selectPlan(facts: TClientFacts, tax: TaxParameters, order?: readonly string[]): PlanSelection {
  const household = buildHousehold(facts, tax);
  const ctx: StrategyContext = { facts, household };
  const eligible: Candidate[] = [];
  const excluded: PlanSelection["excluded"] = [];
  for (const s of CATALOGUE) {
    const verdict = checkStrategy(s, ctx);
    if (!verdict.fits) {
      excluded.push({ strategyId: s.id, strategy: s.name, reason: verdict.reasons[0] ?? "Not eligible." });
      continue;
    }
    eligible.push({
      strategy: s,
      figures: evaluateOnHousehold(s, ctx),
      eligibility: verdict,
      answer: s.answers(ctx),
      matchedGoals: matchGoals(s.goalKeywords, facts),
    });
  }
  const plan = assemblePlan(eligible, ctx, order);
  return { household, ctx, eligible, plan, excluded: [...excluded, ...plan.leftOut], considered: CATALOGUE.length };
}
