import type { StrategyDefinition } from "../../types.ts";
import { INVESTMENT_STRATEGIES } from "./investments.ts";
import { REAL_ESTATE_STRATEGIES } from "./real-estate.ts";

/**
 * Capital-gains, investment-tax and real estate strategies not yet rewritten on the household model,
 * including the spec §3 table's cost-segregation and delaware-statutory-trust and the spec §9
 * opportunity-zone (0.15) formula constant. The equity, compensation, business-tax and succession
 * strategies are files in catalogue/src/strategies/business/.
 */
export const BUSINESS_STRATEGIES: readonly StrategyDefinition[] = [...REAL_ESTATE_STRATEGIES, ...INVESTMENT_STRATEGIES];
