export * from "./admin.ts";
export * from "./analysis.ts";
export * from "./errors.ts";
export * from "./explanation.ts";
export * from "./facts.ts";
export * from "./format.ts";
export * from "./project.ts";
export * from "./strategy.ts";
