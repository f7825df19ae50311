import { type TProject, ZProjectResponse } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { getProjectResponseJson } from "../../services/projects/read.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const ZGetProjectQuery = z.object({
  /** A version of the analysis (issue #12 item 4); default: the latest completed, else the latest. */
  version: z.coerce.number().int().positive().optional(),
});

const route = createRoute({
  operationId: "getProject",
  method: "get",
  path: "/api/projects/{id}",
  tags: ["projects"],
  summary: "One of the adviser's projects with its analysis (?version=N for an earlier version)",
  request: { params: ZIdParam, query: ZGetProjectQuery },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZProjectResponse } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerGetProject(app: App) {
  app.openapi(route, async (c) => {
    const body = await getProjectResponseJson(
      c.var.ctx,
      requireActor(c.var.actor),
      c.req.valid("param").id,
      c.req.valid("query").version,
    );
    // The JSON text as built (the stored analysis written in as validated once): issue #15.
    return c.body(body, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<
      { project: TProject },
      200,
      "json"
    >;
  });
}
