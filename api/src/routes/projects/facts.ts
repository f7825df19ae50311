import { ZCorrectFactsRequest, ZProjectResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { correctFacts } from "../../services/projects/correct-facts.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "correctProjectFacts",
  method: "put",
  path: "/api/projects/{id}/facts",
  tags: ["projects"],
  summary: "Replace the adviser's corrections of the client facts and queue the recalculation as a new version",
  request: {
    params: ZIdParam,
    body: { required: true, content: { "application/json": { schema: ZCorrectFactsRequest } } },
  },
  responses: {
    202: {
      description: "Accepted; a new pending version is recalculated as a job",
      content: { "application/json": { schema: ZProjectResponse } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 415, 503),
  },
});

export function registerCorrectFacts(app: App) {
  app.openapi(route, async (c) => {
    const project = await correctFacts({
      ctx: c.var.ctx,
      actor: requireActor(c.var.actor),
      input: { projectId: c.req.valid("param").id, facts: c.req.valid("json").facts },
    });
    return c.json({ project }, 202);
  });
}
