import type { Strategy } from "../../model/strategy.ts";

/** The protection strategies written as household-model files, one per strategy (file name = id). */
export const PROTECTION: readonly Strategy[] = [];
