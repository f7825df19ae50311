import { ZListUsersResponse } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { listUsers } from "../../services/admin/users.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  operationId: "listUsers",
  method: "get",
  path: "/api/admin/users",
  tags: ["admin"],
  summary: "All users (or only pending ones) with approval and admin flags",
  request: { query: z.object({ filter: z.enum(["all", "pending"]).optional() }) },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZListUsersResponse } } },
    ...errorResponses(401, 403),
  },
});

export function registerListUsers(app: App) {
  app.openapi(route, async (c) => {
    const users = await listUsers(c.var.ctx, requireActor(c.var.actor), c.req.valid("query").filter ?? "all");
    return c.json({ users }, 200);
  });
}
