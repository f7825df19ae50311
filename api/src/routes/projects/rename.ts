import { ZProjectSummary, ZRenameProjectRequest } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { renameProject } from "../../services/projects/rename.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  method: "patch",
  path: "/api/projects/{id}",
  operationId: "renameProject",
  tags: ["projects"],
  summary: "Rename one of the adviser's projects (name: 1–200 characters)",
  request: {
    params: ZIdParam,
    body: { required: true, content: { "application/json": { schema: ZRenameProjectRequest } } },
  },
  responses: {
    200: {
      description: "Renamed",
      content: { "application/json": { schema: z.object({ project: ZProjectSummary }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** `PATCH /api/projects/:id`: the adviser's own name for an analysis (issue #16). */
export function registerRenameProject(app: App) {
  app.openapi(route, async (c) => {
    const project = await renameProject(c.var.ctx, requireActor(c.var.actor), {
      id: c.req.valid("param").id,
      name: c.req.valid("json").name,
    });
    return c.json({ project }, 200);
  });
}
