export * from "./catalogue-entry.ts";
export * from "./formulas/finance.ts";
export * from "./model/index.ts";
export { CATALOGUE, MODEL_STRATEGIES } from "./strategies/index.ts";
export * from "./tax/index.ts";
export type * from "./types.ts";

import { toCatalogueEntry } from "./catalogue-entry.ts";
import type { Strategy } from "./model/strategy.ts";
import { CATALOGUE } from "./strategies/index.ts";

const BY_ID = new Map<string, Strategy>(CATALOGUE.map((s) => [s.id, s]));

/** The strategy with catalogue id `id`, or undefined. */
export function strategyById(id: string): Strategy | undefined {
  return BY_ID.get(id);
}

/**
 * The name of the strategy with catalogue id `idOrName` ("credit-shelter-trust" → "Credit Shelter
 * (Bypass) Trust"); any other text is returned unchanged. The explanation content names its
 * alternatives by id; advisers read names (issue #16 "the strategy's name, not its id").
 */
export function strategyName(idOrName: string): string {
  return BY_ID.get(idOrName)?.name ?? idOrName;
}

/** The served catalogue (spec §3 fields), in catalogue order. */
export const CATALOGUE_ENTRIES = CATALOGUE.map(toCatalogueEntry);
