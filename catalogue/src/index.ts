export * from "./eligibility.ts";
export { STRATEGIES } from "./entries/index.ts";
export * from "./evaluate.ts";
export * from "./formulas/finance.ts";
export * from "./formulas/tax.ts";
export * from "./tax/index.ts";
export type * from "./types.ts";

import { STRATEGIES } from "./entries/index.ts";
import { toCatalogueEntry } from "./evaluate.ts";
import type { StrategyDefinition } from "./types.ts";

const BY_ID = new Map<string, StrategyDefinition>(STRATEGIES.map((s) => [s.id, s]));

/** The strategy with catalogue id `id`, or undefined. */
export function strategyById(id: string): StrategyDefinition | undefined {
  return BY_ID.get(id);
}

/** The served catalogue (spec §3 fields), in catalogue order. */
export const CATALOGUE_ENTRIES = STRATEGIES.map(toCatalogueEntry);
