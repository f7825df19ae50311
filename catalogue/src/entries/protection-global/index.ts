import type { StrategyDefinition } from "../../types.ts";
import { STATE_STRATEGIES } from "./state.ts";

/**
 * State-tax strategies not yet rewritten on the household model. The insurance, risk,
 * asset-protection and international entries are now files in
 * `catalogue/src/strategies/protection/` and `catalogue/src/strategies/state-international/`.
 */
export const PROTECTION_GLOBAL_STRATEGIES: readonly StrategyDefinition[] = [...STATE_STRATEGIES];
