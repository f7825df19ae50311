import type { StrategyDefinition } from "../../types.ts";
import { FOUNDATION_STRATEGIES } from "./foundations.ts";
import { FREEZE_STRATEGIES } from "./freeze.ts";
import { GENERATIONAL_STRATEGIES } from "./generational.ts";
import { GIFTING_STRATEGIES } from "./gifting.ts";
import { MARITAL_STRATEGIES } from "./marital.ts";

/**
 * Estate, gift, GST and wealth-transfer strategies (31), including the spec §3 table's
 * health-education-exclusion-trust, scin-private-annuity, preferred-partnership-freeze and
 * section-6166-deferral, and the Nevada dynasty trust with its 365-year horizon (spec §9).
 * The spousal lifetime access trust lives in ../estate-slat.ts.
 */
export const ESTATE_STRATEGIES: readonly StrategyDefinition[] = [
  ...FOUNDATION_STRATEGIES,
  ...MARITAL_STRATEGIES,
  ...GIFTING_STRATEGIES,
  ...FREEZE_STRATEGIES,
  ...GENERATIONAL_STRATEGIES,
];
