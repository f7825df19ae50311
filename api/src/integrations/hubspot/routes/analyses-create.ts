import { ZAnalysisSummary, ZCreateProjectRequest } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { errorResponses } from "../../../routes/common.ts";
import { startContactAnalysis } from "../analyses.ts";
import { requireLinkedActor } from "../links.ts";
import { hubspotCaller, rememberHubspotResult } from "../verify-request.ts";
import { HUBSPOT_BASE, hubspotSecurity, hubspotTags } from "./common.ts";

const ZAnalyzeContactRequest = ZCreateProjectRequest.pick({ notes: true })
  .extend({ contactId: z.string().regex(/^\d{1,20}$/, "contactId must be a HubSpot record id") })
  .openapi("HubspotAnalyzeContactRequest");

const route = createRoute({
  operationId: "createHubSpotAnalysis",
  method: "post",
  path: `${HUBSPOT_BASE}/analyses`,
  tags: hubspotTags,
  security: hubspotSecurity,
  summary: "Analyze a contact's notes; poll the returned project id until completed or failed",
  request: { body: { required: true, content: { "application/json": { schema: ZAnalyzeContactRequest } } } },
  responses: {
    202: { description: "Accepted", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export function registerHubspotAnalysesCreate(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const caller = hubspotCaller(c);
    const actor = await requireLinkedActor(ctx, caller);
    const summary = await startContactAnalysis(ctx, actor, caller, c.req.valid("json"));
    // The project exists: a retry after a later 5xx answers this summary rather than starting another.
    await rememberHubspotResult(c, { status: 202, body: summary });
    return c.json(summary, 202);
  });
}
