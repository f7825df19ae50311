import type { StrategyDefinition } from "../../types.ts";
import { FREEZE_STRATEGIES } from "./freeze.ts";
import { GENERATIONAL_STRATEGIES } from "./generational.ts";
import { GIFTING_STRATEGIES } from "./gifting.ts";

/**
 * Estate, gift, GST and wealth-transfer strategies not yet rewritten on the household model,
 * including the spec §3 table's health-education-exclusion-trust, scin-private-annuity and
 * preferred-partnership-freeze, and the Nevada dynasty trust with its 365-year horizon (spec §9).
 * The foundation and marital strategies live in ../../strategies/estate/.
 * The spousal lifetime access trust lives in ../estate-slat.ts.
 */
export const ESTATE_STRATEGIES: readonly StrategyDefinition[] = [
  ...GIFTING_STRATEGIES,
  ...FREEZE_STRATEGIES,
  ...GENERATIONAL_STRATEGIES,
];
