import type { StrategyDefinition } from "../../types.ts";
import { RETIREMENT_ACCOUNT_STRATEGIES } from "./retirement-accounts.ts";
import { RETIREMENT_PLAN_STRATEGIES } from "./retirement-plans.ts";

/**
 * Retirement-plan and distribution strategies not yet rewritten on the household model (the
 * charitable entries moved to catalogue/src/strategies/charitable/).
 */
export const RETIREMENT_CHARITABLE_STRATEGIES: readonly StrategyDefinition[] = [
  ...RETIREMENT_ACCOUNT_STRATEGIES,
  ...RETIREMENT_PLAN_STRATEGIES,
];
