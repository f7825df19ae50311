import { ZListProjectsQuery, ZListProjectsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { listProjects } from "../../services/projects/read.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  operationId: "listProjects",
  method: "get",
  path: "/api/projects",
  tags: ["projects"],
  summary: "The signed-in adviser's projects, newest first, one page of summaries (?limit=1–200, default 50; ?cursor=)",
  request: { query: ZListProjectsQuery },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZListProjectsResponse } } },
    ...errorResponses(400, 401, 403),
  },
});

/** `GET /api/projects`: a page of the adviser's workspace; `nextCursor` fetches the next one. */
export function registerListProjects(app: App) {
  app.openapi(route, async (c) => {
    const page = await listProjects(c.var.ctx, requireActor(c.var.actor), c.req.valid("query"));
    return c.json(page, 200);
  });
}
