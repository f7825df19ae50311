import { ZProjectResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { retryProject } from "../../services/projects/retry.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "retryProject",
  method: "post",
  path: "/api/projects/{id}/retry",
  tags: ["projects"],
  summary: "Re-queue a failed analysis",
  request: { params: ZIdParam },
  responses: {
    202: { description: "Queued again", content: { "application/json": { schema: ZProjectResponse } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerRetryProject(app: App) {
  app.openapi(route, async (c) => {
    const project = await retryProject(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json({ project }, 202);
  });
}
