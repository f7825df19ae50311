import type { StrategyDefinition } from "../types.ts";
import { spousalLifetimeAccessTrust } from "./estate-slat.ts";

/** Every strategy in the catalogue. */
export const STRATEGIES: readonly StrategyDefinition[] = [spousalLifetimeAccessTrust];
