import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { requireActor } from "../../../middleware/session.ts";
import { errorResponses, ZIdParam } from "../../../routes/common.ts";
import { confirmLinkCode, listLinks, previewLinkCode, unlinkHubspotUser } from "../links.ts";
import { hubspotTags, ZHubspotLink, ZLinkCodeRequest } from "./common.ts";

// Session-authenticated endpoints of the web app's linking page. They live outside
// /api/integrations/ so the generic body limit, JSON and session middlewares apply.

const preview = createRoute({
  operationId: "previewHubSpotLink",
  method: "post",
  path: "/api/hubspot-links/preview",
  tags: hubspotTags,
  summary: "The portal and HubSpot user a one-time link code would connect, before the adviser confirms",
  request: { body: { required: true, content: { "application/json": { schema: ZLinkCodeRequest } } } },
  responses: {
    200: {
      description: "OK",
      content: {
        "application/json": {
          schema: z.object({
            portalId: z.string(),
            hubspotUserId: z.string(),
            hubspotUserEmail: z.string().nullable(),
            expiresAt: z.string(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 404),
  },
});

const confirm = createRoute({
  operationId: "confirmHubSpotLink",
  method: "post",
  path: "/api/hubspot-links/confirm",
  tags: hubspotTags,
  summary: "Link the HubSpot user of a one-time code to the signed-in adviser",
  request: { body: { required: true, content: { "application/json": { schema: ZLinkCodeRequest } } } },
  responses: {
    200: { description: "Linked", content: { "application/json": { schema: z.object({ link: ZHubspotLink }) } } },
    ...errorResponses(400, 401, 404),
  },
});

const list = createRoute({
  operationId: "listHubSpotLinks",
  method: "get",
  path: "/api/hubspot-links",
  tags: hubspotTags,
  summary: "The signed-in adviser's HubSpot links",
  responses: {
    200: {
      description: "OK",
      content: { "application/json": { schema: z.object({ links: z.array(ZHubspotLink) }) } },
    },
    ...errorResponses(401),
  },
});

const remove = createRoute({
  operationId: "deleteHubSpotLink",
  method: "delete",
  path: "/api/hubspot-links/{id}",
  tags: hubspotTags,
  summary: "Unlink a HubSpot user from the signed-in adviser",
  request: { params: ZIdParam },
  responses: {
    200: {
      description: "Unlinked",
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
    },
    ...errorResponses(401, 404),
  },
});

export function registerHubspotLinks(app: App) {
  app.openapi(preview, async (c) => {
    requireActor(c.var.actor);
    return c.json(await previewLinkCode(c.var.ctx, c.req.valid("json").code), 200);
  });
  app.openapi(confirm, async (c) => {
    const link = await confirmLinkCode(c.var.ctx, requireActor(c.var.actor), c.req.valid("json").code);
    return c.json({ link }, 200);
  });
  app.openapi(list, async (c) => {
    return c.json({ links: await listLinks(c.var.ctx, requireActor(c.var.actor)) }, 200);
  });
  app.openapi(remove, async (c) => {
    await unlinkHubspotUser(c.var.ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json({ deleted: true as const }, 200);
  });
}
