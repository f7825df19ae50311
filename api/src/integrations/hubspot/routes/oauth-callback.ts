import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { errorResponses } from "../../../routes/common.ts";
import { completeInstall } from "../hubspot-api.ts";
import { hubspotTags } from "./common.ts";

/** The OAuth redirect URL registered in app-hsmeta.json (`auth.redirectUrls`). */
export const OAUTH_CALLBACK_PATH = "/api/hubspot-oauth/callback";

const route = createRoute({
  operationId: "completeHubSpotInstall",
  // Public: no session needed (overrides the document's default, the session cookie).
  security: [],
  method: "get",
  path: OAUTH_CALLBACK_PATH,
  tags: hubspotTags,
  summary: "OAuth install callback: exchanges the code at /oauth/v3/token and stores the portal's tokens encrypted",
  request: { query: z.object({ code: z.string().min(1).max(1000) }) },
  responses: { 302: { description: "Back to the web app" }, ...errorResponses(400, 503) },
});

export function registerHubspotOauthCallback(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const portalId = await completeInstall(
      ctx,
      c.req.valid("query").code,
      `${ctx.config.publicUrl}${OAUTH_CALLBACK_PATH}`,
    );
    ctx.log.info({ portalId, requestId: c.var.requestId }, "HubSpot app installed");
    return c.redirect("/?hubspot=installed", 302);
  });
}
