import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { errorResponses, ZIdParam } from "../../routes/common.ts";
import { confirmTeamsLinkCode, listTeamsLinks, previewTeamsLinkCode, unlinkTeamsUser } from "./links.ts";

// Session-authenticated endpoints of the web app's Teams linking page (issue #14 item 2). They live
// outside /api/integrations/ so the body limit, JSON, Origin and session middlewares apply: a link
// is only ever confirmed by an adviser signed in to the web app, from the web app's own origin.

const tags = ["teams"];

/** A Teams user linked to an adviser. */
const ZTeamsLink = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    objectId: z.string(),
    teamsUsername: z.string().nullable(),
    teamsDisplayName: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("TeamsLink");

/** A one-time link code as the tab received it in its linking URL. */
const ZTeamsLinkCodeRequest = z.object({ code: z.string().min(16).max(200) });

const preview = createRoute({
  operationId: "previewTeamsLink",
  method: "post",
  path: "/api/teams-links/preview",
  tags,
  summary: "The Teams user a one-time link code would connect, before the adviser confirms",
  request: { body: { required: true, content: { "application/json": { schema: ZTeamsLinkCodeRequest } } } },
  responses: {
    200: {
      description: "OK",
      content: {
        "application/json": {
          schema: z.object({
            tenantId: z.string(),
            objectId: z.string(),
            teamsUsername: z.string().nullable(),
            teamsDisplayName: z.string().nullable(),
            expiresAt: z.string(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const confirm = createRoute({
  operationId: "confirmTeamsLink",
  method: "post",
  path: "/api/teams-links/confirm",
  tags,
  summary: "Link the Teams user of a one-time code to the signed-in adviser",
  request: { body: { required: true, content: { "application/json": { schema: ZTeamsLinkCodeRequest } } } },
  responses: {
    200: { description: "Linked", content: { "application/json": { schema: z.object({ link: ZTeamsLink }) } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const list = createRoute({
  operationId: "listTeamsLinks",
  method: "get",
  path: "/api/teams-links",
  tags,
  summary: "The signed-in adviser's Teams links",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: z.object({ links: z.array(ZTeamsLink) }) } } },
    ...errorResponses(401),
  },
});

const remove = createRoute({
  operationId: "deleteTeamsLink",
  method: "delete",
  path: "/api/teams-links/{id}",
  tags,
  summary: "Unlink a Teams user from the signed-in adviser",
  request: { params: ZIdParam },
  responses: {
    200: {
      description: "Unlinked",
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** Mounts /api/teams-links/* (preview, confirm, list, unlink), authenticated by the web session. */
export function registerTeamsLinkRoutes(app: App) {
  app.openapi(preview, async (c) => {
    requireActor(c.var.actor);
    return c.json(await previewTeamsLinkCode(c.var.ctx, c.req.valid("json").code), 200);
  });
  app.openapi(confirm, async (c) => {
    const link = await confirmTeamsLinkCode(c.var.ctx, requireActor(c.var.actor), c.req.valid("json").code);
    return c.json({ link }, 200);
  });
  app.openapi(list, async (c) => c.json({ links: await listTeamsLinks(c.var.ctx, requireActor(c.var.actor)) }, 200));
  app.openapi(remove, async (c) => {
    await unlinkTeamsUser(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json({ deleted: true as const }, 200);
  });
}
