import type { Strategy } from "../../model/strategy.ts";

/** The charitable strategies written as household-model files, one per strategy (file name = id). */
export const CHARITABLE: readonly Strategy[] = [];
