import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { errorResponses } from "../../../routes/common.ts";
import { issueLinkCode, linkedActor } from "../links.ts";
import { hubspotCaller } from "../verify-request.ts";
import { HUBSPOT_BASE, hubspotSecurity, hubspotTags, ZEmptyBody } from "./common.ts";

const ZHubspotSession = z
  .object({
    state: z.enum(["not_linked", "pending", "ready"]),
    /** The web app's linking page with a one-time code, when not linked. */
    linkUrl: z.string().nullable(),
    /** The linked adviser's email, when linked. */
    email: z.string().nullable(),
  })
  .openapi("HubspotSession");

const route = createRoute({
  operationId: "createHubSpotSession",
  method: "post",
  path: `${HUBSPOT_BASE}/session`,
  tags: hubspotTags,
  security: hubspotSecurity,
  summary: "Who the calling HubSpot user is here: not linked (with a one-time link URL), pending approval, or ready",
  request: { body: { content: { "application/json": { schema: ZEmptyBody } } } },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZHubspotSession } } },
    ...errorResponses(401),
  },
});

export function registerHubspotSession(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const caller = hubspotCaller(c);
    const actor = await linkedActor(ctx, caller);
    if (!actor)
      return c.json({ state: "not_linked" as const, linkUrl: await issueLinkCode(ctx, caller), email: null }, 200);
    const state = actor.isApproved || actor.isAdmin ? ("ready" as const) : ("pending" as const);
    return c.json({ state, linkUrl: null, email: actor.email }, 200);
  });
}
