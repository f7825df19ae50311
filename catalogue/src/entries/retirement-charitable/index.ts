import type { StrategyDefinition } from "../../types.ts";
import { CHARITABLE_GIVING_STRATEGIES } from "./charitable-giving.ts";
import { CHARITABLE_TRUST_STRATEGIES } from "./charitable-trusts.ts";

/**
 * Retirement-plan, distribution and charitable-vehicle strategies (28 entries): Retirement
 * Planning, Advanced Retirement Planning, Retirement & Compensation, Charitable Planning,
 * Advanced Charitable Planning and Charitable.
 */
export const RETIREMENT_CHARITABLE_STRATEGIES: readonly StrategyDefinition[] = [
  ...CHARITABLE_TRUST_STRATEGIES,
  ...CHARITABLE_GIVING_STRATEGIES,
];
