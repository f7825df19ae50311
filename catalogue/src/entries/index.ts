import type { StrategyDefinition } from "../types.ts";
import { BUSINESS_STRATEGIES } from "./business/index.ts";

/**
 * Strategies still written against the earlier contract (bridged by model/legacy.ts until they are
 * rewritten as household-model files in strategies/). Ids are unique across the whole catalogue
 * (catalogue.test.ts).
 */
export const STRATEGIES: readonly StrategyDefinition[] = [...BUSINESS_STRATEGIES];
