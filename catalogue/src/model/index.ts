export * from "./assumptions.ts";
export * from "./eligibility.ts";
export * from "./evaluate.ts";
export * from "./household.ts";
export * from "./plan.ts";
export * from "./select.ts";
export * from "./strategy.ts";
