import { STRATEGIES as LEGACY } from "../entries/index.ts";
import { fromLegacy } from "../model/legacy.ts";
import type { Strategy } from "../model/strategy.ts";
import { BUSINESS } from "./business/index.ts";
import { CHARITABLE } from "./charitable/index.ts";
import { ESTATE } from "./estate/index.ts";
import { PROTECTION } from "./protection/index.ts";
import { RETIREMENT } from "./retirement/index.ts";
import { STATE_INTERNATIONAL } from "./state-international/index.ts";

/** Strategies written as household-model files, by domain (issue #13 item 6). */
export const MODEL_STRATEGIES: readonly Strategy[] = [
  ...ESTATE,
  ...BUSINESS,
  ...RETIREMENT,
  ...CHARITABLE,
  ...PROTECTION,
  ...STATE_INTERNATIONAL,
];

const written = new Set(MODEL_STRATEGIES.map((s) => s.id));

/**
 * The whole catalogue on the household model: the strategy files, then the earlier entries not yet
 * rewritten, bridged by `fromLegacy`. Ids are unique (catalogue.test.ts).
 */
export const CATALOGUE: readonly Strategy[] = [
  ...MODEL_STRATEGIES,
  ...LEGACY.filter((d) => !written.has(d.id)).map(fromLegacy),
];
