import type { Strategy } from "../../model/strategy.ts";

/** The estate strategies written as household-model files, one per strategy (file name = id). */
export const ESTATE: readonly Strategy[] = [];
