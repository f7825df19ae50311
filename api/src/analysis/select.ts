import {
  type Candidate,
  type Household,
  type Plan,
  type PlannedStrategy,
  selectPlan,
  type TaxParameters,
} from "@fsa/catalogue";
import type { TClientFacts, TPriority } from "@fsa/shared";

/** A strategy in the plan with its priority and the reasons shown to the adviser. */
export interface SelectedStrategy extends PlannedStrategy {
  priority: TPriority;
  /** The sentence naming the fact or goal it answers, then the eligibility reasons and goals served. */
  fitReasons: string[];
}

export interface Selection {
  considered: number;
  household: Household;
  /** Every strategy the eligibility rules allow, with standalone figures. */
  eligible: Candidate[];
  /** The plan, best first (a subset of `eligible`). */
  recommended: SelectedStrategy[];
  plan: Plan;
  excluded: { strategyId: string; strategy: string; reason: string }[];
}

function priorityOf(p: PlannedStrategy, index: number): TPriority {
  const u = p.answer?.urgency;
  if (u === "time-critical") return "High";
  if (u === "basic") return index < 4 ? "High" : "Medium";
  if (u === "client-specific" || p.matchedGoals.length > 0) return index < 5 ? "Medium" : "Low";
  return "Low";
}

/**
 * Steps 3 and 4 of the pipeline (ARCHITECTURE.md): builds the household model from the facts,
 * checks every catalogue strategy's eligibility (minimum net worth, legal prerequisites, fit),
 * prices each eligible one on the household, and assembles the plan (urgency first, substitutes
 * and assets used once, totals computed on the plan). Pure.
 * @param order optional ranking within an urgency (catalogue ids, best first) proposed by a
 *   language model; ids outside the eligible set are ignored, so a model can never add a strategy.
 */
export function selectStrategies(facts: TClientFacts, tax: TaxParameters, order?: readonly string[]): Selection {
  const { household, eligible, plan, excluded, considered } = selectPlan(facts, tax, order);
  const recommended: SelectedStrategy[] = plan.recommended.map((p, i) => ({
    ...p,
    priority: priorityOf(p, i),
    fitReasons: [
      ...(p.answer ? [p.answer.reason] : []),
      ...p.eligibility.reasons,
      ...p.matchedGoals.map((g) => `It serves the client's goal: ${g.replace(/\.$/, "")}.`),
    ],
  }));
  return { considered, household, eligible, recommended, plan, excluded };
}
