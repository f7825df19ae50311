import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { deleteProject } from "../../services/projects/delete.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "deleteProject",
  method: "delete",
  path: "/api/projects/{id}",
  tags: ["projects"],
  summary: "Soft-delete a project (kept for retention, hidden everywhere)",
  request: { params: ZIdParam },
  responses: {
    200: {
      description: "Deleted",
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function registerDeleteProject(app: App) {
  app.openapi(route, async (c) => {
    await deleteProject(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json({ deleted: true as const }, 200);
  });
}
