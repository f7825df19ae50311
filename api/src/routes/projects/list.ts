import { ZListProjectsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { listProjects } from "../../services/projects/read.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  method: "get",
  path: "/api/projects",
  tags: ["projects"],
  summary: "The signed-in adviser's projects, newest first (summaries)",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZListProjectsResponse } } },
    ...errorResponses(401, 403),
  },
});

export function registerListProjects(app: App) {
  app.openapi(route, async (c) => {
    const projects = await listProjects(c.var.ctx, requireActor(c.var.actor));
    return c.json({ projects }, 200);
  });
}
