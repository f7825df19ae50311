import type { Strategy } from "../model/strategy.ts";
import { BUSINESS } from "./business/index.ts";
import { CHARITABLE } from "./charitable/index.ts";
import { ESTATE } from "./estate/index.ts";
import { PROTECTION } from "./protection/index.ts";
import { RETIREMENT } from "./retirement/index.ts";
import { STATE_INTERNATIONAL } from "./state-international/index.ts";

/**
 * The whole catalogue on the household model: one file per strategy, grouped by domain (issue #13
 * item 6). Ids are unique (catalogue.test.ts) and never change: saved analyses, the spec's
 * minimum-net-worth table and links use them.
 */
export const CATALOGUE: readonly Strategy[] = [
  ...ESTATE,
  ...BUSINESS,
  ...RETIREMENT,
  ...CHARITABLE,
  ...PROTECTION,
  ...STATE_INTERNATIONAL,
];

/** The same list (the name earlier code used for the rewritten files). */
export const MODEL_STRATEGIES: readonly Strategy[] = CATALOGUE;
