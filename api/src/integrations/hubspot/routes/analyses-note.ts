import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../hono-env.ts";
import { errorResponses, ZIdParam } from "../../../routes/common.ts";
import { writeSummaryNote } from "../analyses.ts";
import { requireLinkedActor } from "../links.ts";
import { hubspotCaller, rememberHubspotResult } from "../verify-request.ts";
import { HUBSPOT_BASE, hubspotSecurity, hubspotTags, ZEmptyBody } from "./common.ts";

const route = createRoute({
  operationId: "writeHubSpotNote",
  method: "post",
  path: `${HUBSPOT_BASE}/analyses/{id}/note`,
  tags: hubspotTags,
  security: hubspotSecurity,
  summary: "Save the analysis summary as a note on the contact (hs_note_body, association type 202)",
  request: { params: ZIdParam, body: { content: { "application/json": { schema: ZEmptyBody } } } },
  responses: {
    200: { description: "Saved", content: { "application/json": { schema: z.object({ noteId: z.string() }) } } },
    ...errorResponses(401, 403, 404, 409, 503),
  },
});

export function registerHubspotAnalysesNote(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const caller = hubspotCaller(c);
    const actor = await requireLinkedActor(ctx, caller);
    const noteId = await writeSummaryNote(ctx, actor, caller, c.req.valid("param").id, (id) =>
      rememberHubspotResult(c, { status: 200, body: { noteId: id } }),
    );
    return c.json({ noteId }, 200);
  });
}
