import { formatUsd } from "@fsa/shared";
import type { EligibilityResult } from "../types.ts";
import { evaluateOnHousehold, type ModelFigures } from "./evaluate.ts";
import { combineEstateChanges, type EstateChange } from "./household.ts";
import { type Answer, type AssetKey, type Strategy, type StrategyContext, URGENCY_ORDER } from "./strategy.ts";

/**
 * Assembling a plan, not a pile (issue #13 items 4 and 5). Candidates are ranked by urgency first
 * (time-critical, basic, client-specific, generic) and by present-value net benefit within an
 * urgency; the plan then takes them in that order, at most one of each family of substitutes,
 * each asset moved once and the lifetime exclusion used at most once. Each chosen strategy's
 * estate saving is priced after the ones before it, so the plan's estate savings add up to its
 * joint saving and never exceed the estate tax the projection would owe without planning.
 */

/** An eligible strategy with its standalone figures and what it answers. */
export interface Candidate {
  strategy: Strategy;
  figures: ModelFigures;
  eligibility: EligibilityResult;
  answer: Answer | null;
  /** Goals of the client it serves (goal keywords matched). */
  matchedGoals: string[];
}

/** A strategy in the plan with its figures priced inside the plan. */
export interface PlannedStrategy extends Candidate {
  /** Figures with the estate saving marginal to the strategies before it. */
  planFigures: ModelFigures;
}

/** The assembled plan. */
export interface Plan {
  recommended: PlannedStrategy[];
  /** Eligible strategies left out of the plan, with the reason. */
  leftOut: { strategyId: string; strategy: string; reason: string }[];
  totals: PlanTotals;
}

/** Totals of the plan, all present values today, USD. */
export interface PlanTotals {
  /** Sum of the recommendations' net benefits (present value). */
  netBenefitUsd: number;
  /** Income-tax and estate-tax savings (present value), the Tax Planning total. */
  taxSavingsUsd: number;
  estateTaxSavingsUsd: number;
  incomeTaxSavingsUsd: number;
  costUsd: number;
  /** Protection provided (insured amounts, assets shielded), reported apart. */
  protectionUsd: number;
  /** Estate tax at the final death without and with the plan, nominal. */
  estateTaxWithoutUsd: number;
  estateTaxWithUsd: number;
}

/** Most planning steps a plan lists (a complement joining its family's strategy is not one more). */
export const MAX_PLAN_SIZE = 15;

/** Most recommendations a plan lists that answer no stated fact (goal matches and generic techniques). */
export const MAX_UNANSWERED = 10;

/**
 * Smallest present-value net benefit worth listing for a strategy that neither answers a stated
 * fact of the client nor protects, USD: an assumption of practice (a planner does not spend a client meeting on
 * a few hundred dollars), not a rule of law.
 */
export const MATERIALITY_USD = 2_500;

const rank = (c: Candidate) =>
  URGENCY_ORDER.indexOf(c.answer?.urgency ?? (c.matchedGoals.length > 0 ? "client-specific" : "generic"));

/** The amount a protection covers, USD, when its figures are only a cost (present-value net ≤ 0); else null. */
const protectionOnly = (c: Candidate): number | null =>
  c.figures.presentValue.netUsd <= 0 && (c.figures.protection?.amountUsd ?? 0) > 0
    ? (c.figures.protection?.amountUsd ?? 0)
    : null;

/**
 * Orders candidates: urgency first; a stated fact answered before a goal matched; then present-value
 * net benefit, except that protections whose figures are only a cost are ordered by the amount
 * they cover (the exposure), largest first. Last, a family's textbook member (`textbookInFamily`)
 * moves ahead of its alternatives of the same urgency.
 */
export function rankCandidates(candidates: readonly Candidate[], order?: readonly string[]): Candidate[] {
  return vehicleFirst(textbookFirst(exclusionAtDeathFirst(rankByValue(candidates, order))));
}

/**
 * A strategy that complements one of another family (`complements`: the state-exemption clause of
 * a credit shelter trust) is a part of that vehicle: when the vehicle is eligible and ranked after
 * it, the vehicle takes its place, so the complement joins the vehicle's step and is priced for
 * what it adds, never the vehicle for what is left after its own clause.
 */
function vehicleFirst(ranked: Candidate[]): Candidate[] {
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as Candidate;
    const vehicle = out.findIndex(
      (o, j) =>
        j > i &&
        (o.strategy.family === undefined || o.strategy.family !== c.strategy.family) &&
        c.strategy.complements?.includes(o.strategy.id),
    );
    if (vehicle < 0) continue;
    const [v] = out.splice(vehicle, 1);
    out.splice(i, 0, v as Candidate);
  }
  return out;
}

/** The family of strategies that use the first spouse's exclusion at death (credit shelter, portability…). */
const FIRST_DEATH_EXCLUSION = "first-death-exclusion";

/**
 * A strategy that saves estate tax with the first spouse's exclusion at death (a credit shelter
 * trust, a portability election) takes the place of the first strategy of the same urgency ranked
 * before it that saves estate tax by giving assets away during life (529 superfunding, a lifetime
 * gift, a SLAT): a planner uses the exclusion the couple would otherwise waste before advising them
 * to part with assets for the same saving, and the plan prices each estate saving after the ones
 * before it (an assumption of practice, issue #13 item 5).
 */
function exclusionAtDeathFirst(ranked: Candidate[]): Candidate[] {
  const out = [...ranked];
  const saves = (c: Candidate) => c.figures.presentValue.estateTaxSavingsUsd > 0;
  // A trust at the first death (not the election, which only keeps the exclusion for the survivor).
  const trustAtDeath = (c: Candidate) =>
    c.strategy.family === FIRST_DEATH_EXCLUSION && c.strategy.id !== "portability-dsue-election" && saves(c);
  // Giving assets away during life: an estate saving neither at death nor from a change of domicile.
  const givesAway = (c: Candidate) =>
    saves(c) && c.strategy.family !== FIRST_DEATH_EXCLUSION && c.strategy.family !== "residency";
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as Candidate;
    if (!trustAtDeath(c)) continue;
    const first = out.findIndex((o) => givesAway(o) && rank(o) === rank(c) && o.answer !== null);
    if (first < 0 || first >= i) continue;
    out.splice(i, 1);
    out.splice(first, 0, c);
  }
  return out;
}

/**
 * Within each family, the member marked `textbookInFamily` takes the place of the first member of
 * the same urgency ranked before it; the others keep their order and everything else its place.
 */
function textbookFirst(ranked: Candidate[]): Candidate[] {
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as Candidate;
    const family = c.strategy.family;
    if (!family || !c.strategy.textbookInFamily) continue;
    const first = out.findIndex((o) => o.strategy.family === family && rank(o) === rank(c));
    if (first < 0 || first >= i) continue;
    out.splice(i, 1);
    out.splice(first, 0, c);
  }
  return out;
}

function rankByValue(candidates: readonly Candidate[], order?: readonly string[]): Candidate[] {
  const byModel = order && order.length > 0 ? new Map(order.map((id, i) => [id, i])) : null;
  return [...candidates].sort((a, b) => {
    const urgency = rank(a) - rank(b);
    if (urgency !== 0) return urgency;
    // A strategy that answers a stated fact comes before one that only matches a goal's words.
    const answered =
      Number(b.answer !== null && b.answer !== undefined) - Number(a.answer !== null && a.answer !== undefined);
    if (answered !== 0) return answered;
    if (byModel) {
      const ai = byModel.get(a.strategy.id) ?? Number.MAX_SAFE_INTEGER;
      const bi = byModel.get(b.strategy.id) ?? Number.MAX_SAFE_INTEGER;
      if (ai !== bi) return ai - bi;
    }
    const goals = Math.min(2, b.matchedGoals.length) - Math.min(2, a.matchedGoals.length);
    if (goals !== 0) return goals;
    // Two protections that cost more than they return (insurance, asset protection): the larger
    // exposure covered comes first, not the cheaper premium.
    const ap = protectionOnly(a);
    const bp = protectionOnly(b);
    if (ap !== null && bp !== null && ap !== bp) return bp - ap;
    return b.figures.presentValue.netUsd - a.figures.presentValue.netUsd || a.strategy.id.localeCompare(b.strategy.id);
  });
}

/**
 * Picks the plan from the eligible candidates. A generic or client-specific strategy needs a
 * positive present-value net benefit; a basic or time-critical one is kept when it protects
 * (insurance, documents) even if its figures are only a cost.
 * @param order optional ranking within an urgency (a language model's), never adding a strategy.
 */
export function assemblePlan(candidates: readonly Candidate[], ctx: StrategyContext, order?: readonly string[]): Plan {
  const h = ctx.household;
  const ranked = rankCandidates(candidates, order);
  const families = new Map<string, string>();
  const assets = new Map<AssetKey, string>();
  let exclusionLeft = h.tax.basicExclusionAmount * (h.legallyMarried ? 2 : 1);
  const estateSoFar: EstateChange[] = [];
  const recommended: PlannedStrategy[] = [];
  let unanswered = 0;
  /** Recommendations that take a place of their own (complements join their partner's). */
  let steps = 0;
  const leftOut: Plan["leftOut"] = [];
  const out = (c: Candidate, reason: string) =>
    leftOut.push({ strategyId: c.strategy.id, strategy: c.strategy.name, reason });

  for (const c of ranked) {
    const s = c.strategy;
    const urgent = c.answer?.urgency === "time-critical" || c.answer?.urgency === "basic";
    // A protection answering a stated fact (an umbrella for a large balance sheet, a collar on a
    // concentrated position) is kept for its protection even when its figures are only a cost.
    const answersFact = urgent || c.answer?.urgency === "client-specific";
    // A complement of a strategy already in the plan (its family's, or the vehicle it builds on)
    // joins it, priced for what it adds; it is part of that step (the shares that fund the DAF),
    // so it takes no place of its own.
    const complementOf = recommended.find((p) => s.complements?.includes(p.strategy.id));
    if (!complementOf && (steps >= MAX_PLAN_SIZE || (!c.answer && unanswered >= MAX_UNANSWERED))) {
      out(c, "The plan already lists its most relevant strategies.");
      continue;
    }
    if (s.family && families.has(s.family) && !complementOf) {
      out(c, `An alternative already in the plan does the same job (${families.get(s.family)}).`);
      continue;
    }
    const moves = s.transfers?.(ctx) ?? [];
    const taken = moves.find((a) => assets.has(a) && assets.get(a) !== complementOf?.strategy.name);
    if (taken) {
      out(c, `The asset it needs is already used by ${assets.get(taken)}.`);
      continue;
    }
    const prior = combineEstateChanges(estateSoFar);
    const planFigures = evaluateOnHousehold(
      s,
      complementOf ? { ...ctx, planned: new Set(recommended.map((p) => p.strategy.id)) } : ctx,
      prior,
    );
    const exclusion = Math.max(0, planFigures.effects.estate?.adjustedTaxableGiftsUsd ?? 0);
    if (exclusion > exclusionLeft + 1) {
      out(c, "The lifetime exclusion is already used by the strategies above.");
      continue;
    }
    const protects = planFigures.protection !== null;
    // The threshold keeps out small generic techniques; one answering a stated fact of the client
    // (the backdoor Roth of a household above the Roth limit) stays with any positive net benefit.
    if (
      !answersFact &&
      !protects &&
      planFigures.presentValue.netUsd > 0 &&
      planFigures.presentValue.netUsd < MATERIALITY_USD
    ) {
      out(
        c,
        `Its benefit for this client, about ${formatUsd(planFigures.presentValue.netUsd)} today, is below what is worth a planning step (${formatUsd(MATERIALITY_USD)}).`,
      );
      continue;
    }
    if (
      planFigures.presentValue.netUsd <= 0 &&
      !(
        (urgent && (planFigures.presentValue.benefitUsd > 0 || planFigures.presentValue.costUsd === 0)) ||
        (answersFact && protects) ||
        // The vehicle of a strategy in the plan, answering a stated fact: its benefit is counted there.
        (complementOf && c.answer)
      )
    ) {
      out(c, "Inside this plan its costs exceed the benefit we can compute for this client.");
      continue;
    }
    if (s.family) families.set(s.family, s.name);
    for (const a of moves) assets.set(a, s.name);
    exclusionLeft -= exclusion;
    if (planFigures.effects.estate) estateSoFar.push(planFigures.effects.estate);
    recommended.push({ ...c, planFigures });
    if (!complementOf) steps++;
    if (!c.answer && !complementOf) unanswered++;
  }

  const sum = (f: (p: PlannedStrategy) => number) => recommended.reduce((t, p) => t + f(p), 0);
  const joint = h.estateWith(combineEstateChanges(estateSoFar));
  return {
    recommended,
    leftOut,
    totals: {
      netBenefitUsd: sum((p) => p.planFigures.presentValue.netUsd),
      taxSavingsUsd: sum(
        (p) => p.planFigures.presentValue.incomeTaxSavingsUsd + p.planFigures.presentValue.estateTaxSavingsUsd,
      ),
      estateTaxSavingsUsd: sum((p) => p.planFigures.presentValue.estateTaxSavingsUsd),
      incomeTaxSavingsUsd: sum((p) => p.planFigures.presentValue.incomeTaxSavingsUsd),
      costUsd: sum((p) => p.planFigures.presentValue.costUsd),
      protectionUsd: sum((p) => p.planFigures.protection?.amountUsd ?? 0),
      estateTaxWithoutUsd: Math.round(h.baseline.totalTaxUsd),
      estateTaxWithUsd: Math.round(joint.totalTaxUsd),
    },
  };
}
