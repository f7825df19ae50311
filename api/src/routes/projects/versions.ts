import { ZListVersionsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { listVersions } from "../../services/projects/list-versions.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "listProjectVersions",
  method: "get",
  path: "/api/projects/{id}/versions",
  tags: ["projects"],
  summary: "The versions of the analysis, newest first, with who made each and the facts it corrected",
  request: { params: ZIdParam },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZListVersionsResponse } } },
    ...errorResponses(401, 403, 404),
  },
});

export function registerListVersions(app: App) {
  app.openapi(route, async (c) => {
    const versions = await listVersions({
      ctx: c.var.ctx,
      actor: requireActor(c.var.actor),
      input: { projectId: c.req.valid("param").id },
    });
    return c.json({ versions }, 200);
  });
}
