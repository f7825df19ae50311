import type { RouteRegistrar } from "../../app.ts";
import { registerHubspotAnalysesCreate } from "./routes/analyses-create.ts";
import { registerHubspotAnalysesGet } from "./routes/analyses-get.ts";
import { registerHubspotAnalysesNote } from "./routes/analyses-note.ts";
import { HUBSPOT_BASE } from "./routes/common.ts";
import { registerHubspotLinks } from "./routes/links.ts";
import { registerHubspotOauthCallback } from "./routes/oauth-callback.ts";
import { registerHubspotSession } from "./routes/session.ts";
import { verifyHubspotRequest } from "./verify-request.ts";

/**
 * Mounts the HubSpot card's API (`/api/integrations/hubspot/*`, every request signature-verified
 * first), the web app's linking endpoints (`/api/hubspot-links/*`, session-authenticated) and the
 * OAuth install callback (`/api/hubspot-oauth/callback`).
 */
export const registerHubspotRoutes: RouteRegistrar = (app) => {
  app.openAPIRegistry.registerComponent("securitySchemes", "hubspotSignature", {
    type: "apiKey",
    in: "header",
    name: "X-HubSpot-Signature-v3",
    description:
      "HubSpot request signature v3: base64 HMAC-SHA256 of method + URL + body + X-HubSpot-Request-Timestamp with the app's client secret",
  });
  // Registered before the routes, so it runs before any of them reads the request.
  app.use(`${HUBSPOT_BASE}/*`, verifyHubspotRequest);
  registerHubspotSession(app);
  registerHubspotAnalysesCreate(app);
  registerHubspotAnalysesGet(app);
  registerHubspotAnalysesNote(app);
  registerHubspotLinks(app);
  registerHubspotOauthCallback(app);
};
