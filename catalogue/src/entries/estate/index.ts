import type { StrategyDefinition } from "../../types.ts";

/** Every estate strategy is now a household-model file in strategies/estate/; none is left here. */
export const ESTATE_STRATEGIES: readonly StrategyDefinition[] = [];
