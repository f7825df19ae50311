import { ZProjectResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { getProject } from "../../services/projects/read.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  method: "get",
  path: "/api/projects/{id}",
  tags: ["projects"],
  summary: "One of the adviser's projects with its analysis",
  request: { params: ZIdParam },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZProjectResponse } } },
    ...errorResponses(401, 403, 404),
  },
});

export function registerGetProject(app: App) {
  app.openapi(route, async (c) => {
    const project = await getProject(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json({ project }, 200);
  });
}
