import { ZAdminUserResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { approveUser, revokeUser, setAdmin } from "../../services/admin/users.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const ok = {
  description: "The user after the change",
  content: { "application/json": { schema: ZAdminUserResponse } },
};
const errs = errorResponses(401, 403, 404, 409);

const approve = createRoute({
  operationId: "approveUser",
  method: "post",
  path: "/api/admin/users/{id}/approve",
  tags: ["admin"],
  summary: "Approve a user",
  request: { params: ZIdParam },
  responses: { 200: ok, ...errs },
});
const revoke = createRoute({
  operationId: "revokeUserApproval",
  method: "post",
  path: "/api/admin/users/{id}/revoke",
  tags: ["admin"],
  summary: "Revoke a user's access",
  request: { params: ZIdParam },
  responses: { 200: ok, ...errs },
});
const makeAdmin = createRoute({
  operationId: "grantAdmin",
  method: "put",
  path: "/api/admin/users/{id}/admin",
  tags: ["admin"],
  summary: "Grant the admin role",
  request: { params: ZIdParam },
  responses: { 200: ok, ...errs },
});
const removeAdmin = createRoute({
  operationId: "removeAdmin",
  method: "delete",
  path: "/api/admin/users/{id}/admin",
  tags: ["admin"],
  summary: "Remove the admin role",
  request: { params: ZIdParam },
  responses: { 200: ok, ...errs },
});

export function registerUserTransitions(app: App) {
  app.openapi(approve, async (c) =>
    c.json({ user: await approveUser(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id) }, 200),
  );
  app.openapi(revoke, async (c) =>
    c.json({ user: await revokeUser(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id) }, 200),
  );
  app.openapi(makeAdmin, async (c) =>
    c.json({ user: await setAdmin(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id, true) }, 200),
  );
  app.openapi(removeAdmin, async (c) =>
    c.json({ user: await setAdmin(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id, false) }, 200),
  );
}
