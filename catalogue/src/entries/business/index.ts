import type { StrategyDefinition } from "../../types.ts";
import { EQUITY_STRATEGIES } from "./equity.ts";
import { OPERATIONS_STRATEGIES } from "./operations.ts";

/**
 * Business, equity-compensation, capital-gains, investment-tax and real estate strategies (34),
 * including the spec §3 table's qsbs-1202-1045-rollover, buy-sell-agreement-funding,
 * management-incentive-equity, nonqualified-deferred-comp, cost-segregation and
 * delaware-statutory-trust, and the spec §9 opportunity-zone (0.15), qualified business income
 * (0.20) and QSBS (0.21) formula constants.
 */
export const BUSINESS_STRATEGIES: readonly StrategyDefinition[] = [...EQUITY_STRATEGIES, ...OPERATIONS_STRATEGIES];
