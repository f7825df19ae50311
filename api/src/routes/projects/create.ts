import { ZCreateProjectRequest, ZProjectResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { createProject } from "../../services/projects/create.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  operationId: "createProject",
  method: "post",
  path: "/api/projects",
  tags: ["projects"],
  summary: "Save a pending project and queue its analysis",
  request: { body: { required: true, content: { "application/json": { schema: ZCreateProjectRequest } } } },
  responses: {
    202: {
      description: "Accepted; the analysis runs as a job",
      content: { "application/json": { schema: ZProjectResponse } },
    },
    ...errorResponses(400, 401, 403, 413, 415, 503),
  },
});

export function registerCreateProject(app: App) {
  app.openapi(route, async (c) => {
    const actor = requireActor(c.var.actor);
    const project = await createProject(c.var.ctx, actor, c.req.valid("json"));
    return c.json({ project }, 202);
  });
}
