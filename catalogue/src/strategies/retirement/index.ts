import type { Strategy } from "../../model/strategy.ts";
import { nuaStrategy } from "./nua-strategy.ts";

/** The retirement strategies written as household-model files, one per strategy (file name = id). */
export const RETIREMENT: readonly Strategy[] = [nuaStrategy];
