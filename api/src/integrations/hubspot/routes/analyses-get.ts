import { ZAnalysisSummary } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { errorResponses, ZIdParam } from "../../../routes/common.ts";
import { portalAnalysis } from "../analyses.ts";
import { requireLinkedActor } from "../links.ts";
import { hubspotCaller } from "../verify-request.ts";
import { HUBSPOT_BASE, hubspotSecurity, hubspotTags } from "./common.ts";

const route = createRoute({
  operationId: "getHubSpotAnalysis",
  method: "get",
  path: `${HUBSPOT_BASE}/analyses/{id}`,
  tags: hubspotTags,
  security: hubspotSecurity,
  summary: "An analysis's summary, polled by the card until completed or failed",
  request: { params: ZIdParam },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(401, 403, 404),
  },
});

export function registerHubspotAnalysesGet(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const caller = hubspotCaller(c);
    const actor = await requireLinkedActor(ctx, caller);
    const { summary } = await portalAnalysis(ctx, actor, caller, c.req.valid("param").id);
    return c.json(summary, 200);
  });
}
