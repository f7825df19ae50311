import { CATALOGUE_ENTRIES, strategyById, strategyName } from "@fsa/catalogue";
import { ZListStrategiesResponse, ZStrategyCatalogueEntry } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../errors.ts";
import type { App } from "../hono-env.ts";
import { errorResponses } from "./common.ts";

const list = createRoute({
  operationId: "listStrategies",
  // Public: no session needed (overrides the document's default, the session cookie).
  security: [],
  method: "get",
  path: "/api/strategies",
  tags: ["strategies"],
  summary: "The built-in strategy catalogue (spec §3)",
  responses: { 200: { description: "OK", content: { "application/json": { schema: ZListStrategiesResponse } } } },
});

const ZTraining = z.object({
  strategy: ZStrategyCatalogueEntry,
  explanation: z.object({
    overview: z.string(),
    keyComponents: z.array(z.string()),
    steps: z.array(
      z.object({ title: z.string(), description: z.string(), timeline: z.string(), requirements: z.array(z.string()) }),
    ),
    prerequisites: z.array(z.string()),
    professionals: z.array(z.string()),
    risks: z.array(z.object({ risk: z.string(), description: z.string(), mitigation: z.string() })),
    alternatives: z.array(z.object({ strategy: z.string(), whyNotChosen: z.string() })),
    reviewSchedule: z.string(),
    exitStrategy: z.string(),
  }),
  timeline: z.string(),
  keyBenefits: z.array(z.string()),
  variables: z.array(z.object({ name: z.string(), unit: z.string(), description: z.string() })),
});

const training = createRoute({
  operationId: "getStrategyTraining",
  // Public: no session needed (overrides the document's default, the session cookie).
  security: [],
  method: "get",
  path: "/api/strategies/{id}/training",
  tags: ["strategies"],
  summary: "Training content of one strategy (the /training/<id> page)",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZTraining } } },
    ...errorResponses(404),
  },
});

export function registerStrategies(app: App) {
  app.openapi(list, (c) => c.json({ strategies: CATALOGUE_ENTRIES }, 200));
  app.openapi(training, (c) => {
    const def = strategyById(c.req.valid("param").id);
    const entry = CATALOGUE_ENTRIES.find((e) => e.id === def?.id);
    if (!def || !entry) throw new ApiError("not_found", "Strategy not found");
    const e = def.explanation;
    return c.json(
      {
        strategy: entry,
        explanation: {
          overview: e.overview,
          keyComponents: e.keyComponents,
          steps: e.steps,
          prerequisites: e.prerequisites,
          professionals: e.professionals,
          risks: e.risks,
          // By name: the catalogue names alternatives by id (issue #16 "the strategy's name, not its id").
          alternatives: e.alternatives.map((a) => ({ ...a, strategy: strategyName(a.strategy) })),
          reviewSchedule: e.reviewSchedule,
          exitStrategy: e.exitStrategy,
        },
        timeline: def.timeline,
        keyBenefits: def.keyBenefits,
        variables: Object.entries(def.variables).map(([name, v]) => ({
          name,
          unit: v.unit,
          description: v.description,
        })),
      },
      200,
    );
  });
}
