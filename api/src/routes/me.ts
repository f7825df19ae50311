import { ZMeResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../hono-env.ts";
import { requireActor } from "../middleware/session.ts";
import { errorResponses } from "./common.ts";

const route = createRoute({
  operationId: "getMe",
  method: "get",
  path: "/api/me",
  tags: ["auth"],
  summary: "The signed-in user with approval and admin flags",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZMeResponse } } },
    ...errorResponses(401),
  },
});

export function registerMe(app: App) {
  app.openapi(route, (c) => {
    const actor = requireActor(c.var.actor);
    return c.json(
      {
        user: { id: actor.id, email: actor.email, name: actor.name },
        isApproved: actor.isApproved,
        isAdmin: actor.isAdmin,
        twoFactorEnabled: actor.twoFactorEnabled === true,
      },
      200,
    );
  });
}
