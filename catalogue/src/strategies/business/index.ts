import type { Strategy } from "../../model/strategy.ts";
import { qsbs12021045Rollover } from "./qsbs-1202-1045-rollover.ts";

/** The business strategies written as household-model files, one per strategy (file name = id). */
export const BUSINESS: readonly Strategy[] = [qsbs12021045Rollover];
