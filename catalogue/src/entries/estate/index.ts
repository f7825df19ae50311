import type { StrategyDefinition } from "../../types.ts";
import { FOUNDATION_STRATEGIES } from "./foundations.ts";
import { MARITAL_STRATEGIES } from "./marital.ts";

/**
 * Estate strategies still written against the earlier contract; the gifting, freeze,
 * generational and SLAT entries are now household-model files in strategies/estate/.
 */
export const ESTATE_STRATEGIES: readonly StrategyDefinition[] = [...FOUNDATION_STRATEGIES, ...MARITAL_STRATEGIES];
