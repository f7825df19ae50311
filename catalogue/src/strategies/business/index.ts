import type { Strategy } from "../../model/strategy.ts";

/** The business strategies written as household-model files, one per strategy (file name = id). */
export const BUSINESS: readonly Strategy[] = [];
