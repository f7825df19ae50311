import type { StrategyDefinition } from "../../types.ts";
import { ASSET_PROTECTION_STRATEGIES } from "./asset-protection.ts";
import { INSURANCE_STRATEGIES } from "./insurance.ts";
import { INTERNATIONAL_STRATEGIES } from "./international.ts";
import { RISK_STRATEGIES } from "./risk.ts";

/**
 * Insurance, risk-management, asset-protection and international strategies not yet rewritten
 * (the state-tax entries moved to catalogue/src/strategies/state-international/),
 * including the spec §3 table's long-term-care-insurance, premium-financing,
 * section-1035-exchanges, life-settlement-valuation, tenancy-by-entirety,
 * umbrella-liability-optimization, foreign-grantor-trust and pre-immigration-pfic-cleansing.
 */
export const PROTECTION_GLOBAL_STRATEGIES: readonly StrategyDefinition[] = [
  ...INSURANCE_STRATEGIES,
  ...RISK_STRATEGIES,
  ...ASSET_PROTECTION_STRATEGIES,
  ...INTERNATIONAL_STRATEGIES,
];
