import type { StrategyDefinition } from "../types.ts";
import { BUSINESS_STRATEGIES } from "./business/index.ts";
import { RETIREMENT_INCOME_STRATEGIES } from "./core/retirement-income.ts";
import { ESTATE_STRATEGIES } from "./estate/index.ts";
import { spousalLifetimeAccessTrust } from "./estate-slat.ts";
import { PROTECTION_GLOBAL_STRATEGIES } from "./protection-global/index.ts";
import { RETIREMENT_CHARITABLE_STRATEGIES } from "./retirement-charitable/index.ts";

/**
 * Every strategy in the catalogue, grouped by the folder that holds it (spec §3, §9).
 * Ids and names are unique across groups; catalogue.test.ts enforces it.
 */
export const STRATEGIES: readonly StrategyDefinition[] = [
  spousalLifetimeAccessTrust,
  ...ESTATE_STRATEGIES,
  ...BUSINESS_STRATEGIES,
  ...RETIREMENT_CHARITABLE_STRATEGIES,
  ...RETIREMENT_INCOME_STRATEGIES,
  ...PROTECTION_GLOBAL_STRATEGIES,
];
