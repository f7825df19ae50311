import type { Strategy } from "../../model/strategy.ts";

/** The state-international strategies written as household-model files, one per strategy (file name = id). */
export const STATE_INTERNATIONAL: readonly Strategy[] = [];
