import { ZRevokeSessionsResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { revokeOtherSessions } from "../../services/sessions/sessions.ts";
import { errorResponses } from "../common.ts";

const route = createRoute({
  method: "post",
  path: "/api/me/sessions/revoke-others",
  operationId: "revokeOtherSessions",
  tags: ["auth"],
  summary: "Sign out every device but this one",
  responses: {
    200: { description: "Signed out", content: { "application/json": { schema: ZRevokeSessionsResponse } } },
    ...errorResponses(400, 401, 403),
  },
});

export function registerRevokeOtherSessions(app: App) {
  app.openapi(route, async (c) =>
    c.json({ revoked: await revokeOtherSessions(c.var.ctx, requireActor(c.var.actor)) }, 200),
  );
}
