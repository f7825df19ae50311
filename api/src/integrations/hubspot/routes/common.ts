import { z } from "@hono/zod-openapi";

export const HUBSPOT_BASE = "/api/integrations/hubspot";
export const hubspotTags = ["hubspot"];
/** OpenAPI security of the card's routes: HubSpot's v3 request signature. */
export const hubspotSecurity = [{ hubspotSignature: [] }];

/** hubspot.fetch always sends a JSON object body on POST; the card's POSTs need no fields. */
export const ZEmptyBody = z.object({}).strict();

/** A HubSpot user linked to an adviser, as the web app's linking page lists it. */
export const ZHubspotLink = z
  .object({
    id: z.string(),
    portalId: z.string(),
    hubspotUserId: z.string(),
    hubspotUserEmail: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("HubspotLink");

/** A one-time link code as the card received it in its linking URL. */
export const ZLinkCodeRequest = z.object({ code: z.string().min(16).max(200) });
