import type { TClientFacts, TStrategyCatalogueEntry } from "@fsa/shared";
import type { EligibilityResult, ExplanationContent, MemoBucketKey, VariableUnit, VariableValue } from "../types.ts";
import type { EstateChange, Household } from "./household.ts";

/**
 * The strategy contract of the household model (issue #13 items 2, 4, 5, 6). A strategy reads its
 * variables' defaults from the facts and the household, and returns its *effects*: dated cash
 * flows (tax saved, costs, income), a change to the final estate that the household prices, and
 * any protection, which is reported and never added to savings. It declares the family of
 * substitutes it belongs to and the assets it moves, so a plan uses each once, and what fact or
 * goal of the client it answers, so the ranking puts the time-critical, client-specific strategy
 * first. Variables are typed: a misspelt variable name fails to compile.
 */

/** What a cash flow is. Benefits are positive, costs negative. */
export type CashFlowKind =
  | "incomeTax"
  | "estateTax"
  | "cost"
  | "income"
  | "heirsTax"
  | "charity"
  | "premium"
  | "interest"
  | "principal"
  | "other";

/** A dated cash flow to the family, USD nominal in the year it happens. */
export interface CashFlow {
  /** Years from now: 0 is this year (not discounted), n is discounted n years. */
  year: number;
  /** Positive: a benefit to the family; negative: a cost. */
  amountUsd: number;
  kind: CashFlowKind;
  /** What it is, in words ("income tax saved on the conversion", "annual trustee fee"). */
  label: string;
  /** True for a tax deferred rather than avoided: the later repayment is its own negative flow. */
  deferral?: boolean;
}

/** Protection a strategy provides: insured amount or assets shielded, reported separately. */
export interface Protection {
  amountUsd: number;
  description: string;
}

/** What a strategy does to the household, as the model prices it. */
export interface StrategyEffects {
  flows: CashFlow[];
  estate?: EstateChange;
  protection?: Protection;
  /** Paid to charity or to beneficiaries other than the family (a CLAT's annuity, a CRT's remainder), USD nominal; not a benefit. */
  payoutUsd?: number;
}

/**
 * How urgent a strategy is for this client: `time-critical` (a deadline or an event: §1202 before
 * a sale, NUA at separation, QCD at 70½ with giving, Roth conversions before RMDs, a late
 * portability election, QDOT, §2032A/§6166, 1031 before a sale, §83(b) within 30 days),
 * `basic` (what every client in this situation needs: wills and guardians, powers of attorney,
 * term life, an emergency reserve, Roth and 529 funding, beneficiary review), `client-specific`
 * (answers a stated fact or goal), `generic` (a long-horizon technique that fits).
 */
export type Urgency = "time-critical" | "basic" | "client-specific" | "generic";

/** Ranking order of the urgencies, first is best. */
export const URGENCY_ORDER: readonly Urgency[] = ["time-critical", "basic", "client-specific", "generic"];

/** What a strategy answers for this client: the fact or goal, and how urgent it is. */
export interface Answer {
  urgency: Urgency;
  /** A sentence naming the fact or goal, e.g. "The client holds $1.1M of employer stock in the 401(k) and is retiring." */
  reason: string;
}

/** Assets a strategy moves out of the client's hands; a plan moves each once. */
export type AssetKey =
  | "business"
  | "employerStockInPlan"
  | "concentratedStock"
  | "taxablePortfolio"
  | "investmentRealEstate"
  | "residence"
  | "vacationHome"
  | "farm"
  | "retirementAccounts"
  | "lifeInsurance";

/** A variable of a strategy's formulas. */
export interface StrategyVariable {
  unit: VariableUnit;
  description: string;
}

/** The context every strategy function receives. */
export interface StrategyContext {
  facts: TClientFacts;
  household: Household;
  /**
   * The estate changes of the strategies a plan already holds, when this one is priced inside a
   * plan (absent when priced alone). A strategy that sizes itself to the estate tax left (a gift
   * sized to clear it) reads the estate through `household.estateWith(prior)`.
   */
  prior?: EstateChange;
  /**
   * Ids of the strategies the plan already holds, when this one is priced inside a plan as the
   * complement of one of them (`complements`): it then counts only what it adds.
   */
  planned?: ReadonlySet<string>;
}

/**
 * A strategy with typed variables `V`. The catalogue stores them erased (`Strategy`); the
 * `defineStrategy` helper keeps the names checked where the entry is written.
 */
export interface StrategySpec<V extends string>
  extends Omit<TStrategyCatalogueEntry, "videoTrainingUrl" | "textTrainingUrl"> {
  /** Domain folder (estate, business, retirement, charitable, protection, state-international). */
  domain: "estate" | "business" | "retirement" | "charitable" | "protection" | "state-international";
  /** Family of substitutes: at most one strategy of a family is in a plan (e.g. "estate-freeze"). */
  family?: string;
  /**
   * Strategies it works with rather than replaces (a DST is the replacement property of a §1031
   * exchange), usually of its own family. One of another family is the vehicle it builds on (a
   * state-exemption bypass is a clause of the credit shelter trust): the plan tries that vehicle
   * first. With one of them in the plan it is priced with `ctx.planned` and must count only what
   * it adds, so nothing is counted twice.
   */
  complements?: readonly string[];
  /**
   * The textbook answer of its family (an exchange fund for a qualified purchaser's concentrated
   * position): when eligible it is tried before the family's other members of the same urgency,
   * whatever their figures; the plan still keeps it only when it passes the plan's tests.
   */
  textbookInFamily?: boolean;
  /** Assets it moves (a plan moves each once). */
  transfers?: (ctx: StrategyContext) => AssetKey[];
  variables: Record<V, StrategyVariable>;
  defaults(ctx: StrategyContext): Record<NoInfer<V>, VariableValue>;
  effects(v: Record<NoInfer<V>, number>, ctx: StrategyContext): StrategyEffects;
  /** The key assumption varied for the low / base / high range. */
  sensitivity: { variable: NoInfer<V>; mode: "add" | "multiply"; spread: number; description: string };
  /**
   * Legal prerequisites and fit beyond the minimum net worth (which the engine checks first).
   * Returns fits with the reasons it fits, or does-not-fit with the reason.
   */
  eligibility(facts: TClientFacts, ctx: StrategyContext): EligibilityResult;
  /** What it answers for this client and how urgently; null: a generic fit. */
  answers(ctx: StrategyContext): Answer | null;
  timeline: string;
  keyBenefits: string[];
  memoBucket: MemoBucketKey;
  goalKeywords: string[];
  explanation: ExplanationContent;
}

/** A strategy as the catalogue stores it (variable names erased to strings). */
export type Strategy = StrategySpec<string>;

/**
 * Declares a strategy with its variable names checked by the compiler: `v.giftAmountUsdd` in
 * `effects` is an error, not a silent 0.
 */
export function defineStrategy<const V extends string>(spec: StrategySpec<V>): Strategy {
  return spec as unknown as Strategy;
}
