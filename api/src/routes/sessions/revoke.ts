import { ZRevokeSessionsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { revokeSession } from "../../services/sessions/sessions.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  method: "delete",
  path: "/api/me/sessions/{id}",
  operationId: "revokeSession",
  tags: ["auth"],
  summary: "Sign one of your devices out (your own sessions only; this one included)",
  request: { params: ZIdParam },
  responses: {
    200: { description: "Signed out", content: { "application/json": { schema: ZRevokeSessionsResponse } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerRevokeSession(app: App) {
  app.openapi(route, async (c) =>
    c.json({ revoked: await revokeSession(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id) }, 200),
  );
}
