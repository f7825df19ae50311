import type { StrategyDefinition } from "../types.ts";
import { CORE_BUSINESS } from "./core/business.ts";
import { CORE_ESTATE } from "./core/estate.ts";
import { MORE_ESTATE_RETIREMENT } from "./core/estate-retirement-more.ts";
import { FINAL_BATCH } from "./core/final-batch.ts";
import { MORE_PROTECTION_GLOBAL } from "./core/protection-global-more.ts";
import { CORE_RETIREMENT_CHARITABLE } from "./core/retirement-charitable.ts";
import { MORE_TAX_BUSINESS } from "./core/tax-business-more.ts";
import { spousalLifetimeAccessTrust } from "./estate-slat.ts";
import { PROTECTION_GLOBAL_STRATEGIES } from "./protection-global/index.ts";

/** Every strategy in the catalogue. */
export const STRATEGIES: readonly StrategyDefinition[] = [
  spousalLifetimeAccessTrust,
  ...CORE_ESTATE,
  ...CORE_BUSINESS,
  ...CORE_RETIREMENT_CHARITABLE,
  ...MORE_TAX_BUSINESS,
  ...MORE_ESTATE_RETIREMENT,
  ...MORE_PROTECTION_GLOBAL,
  ...PROTECTION_GLOBAL_STRATEGIES,
  ...FINAL_BATCH,
];
