import { ZCreateExplanationRequest, ZExplanationResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { explainStrategy } from "../../services/projects/explain.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "explainStrategy",
  method: "post",
  path: "/api/projects/{id}/explanations",
  tags: ["projects"],
  summary: "Detailed explanation of one strategy for this client (cached; regenerate replaces it)",
  request: {
    params: ZIdParam,
    body: { required: true, content: { "application/json": { schema: ZCreateExplanationRequest } } },
  },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZExplanationResponse } } },
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export function registerExplanations(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const result = await explainStrategy(
      ctx,
      requireActor(c.var.actor),
      c.req.valid("param").id,
      c.req.valid("json"),
      ctx.explanationWriter(),
    );
    return c.json(result, 200);
  });
}
