import { ZListSessionsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { listSessions } from "../../services/sessions/sessions.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  method: "get",
  path: "/api/me/sessions",
  operationId: "listSessions",
  tags: ["auth"],
  summary: "The signed-in user's devices (unexpired sessions), newest first, this one marked current",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZListSessionsResponse } } },
    ...errorResponses(401),
  },
});

export function registerListSessions(app: App) {
  app.openapi(route, async (c) => c.json({ sessions: await listSessions(c.var.ctx, requireActor(c.var.actor)) }, 200));
}
