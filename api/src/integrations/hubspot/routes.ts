import { randomBytes } from "node:crypto";
import { formatUsd, summarizeProject, ZAnalysisSummary, ZCreateProjectRequest } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { RouteRegistrar } from "../../app.ts";
import type { Actor, AppContext } from "../../context.ts";
import { hubspotLinkCodes, hubspotLinks, hubspotRequestReplays, user } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import type { AppEnv } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { errorResponses, ZIdParam } from "../../routes/common.ts";
import { getAccess } from "../../services/access/get-access.ts";
import { writeAudit } from "../../services/audit.ts";
import { assertCanUseData } from "../../services/guards.ts";
import { createProject } from "../../services/projects/create.ts";
import { getProject, loadOwnProject } from "../../services/projects/read.ts";
import { completeInstall, writeContactNote } from "./hubspot-api.ts";
import { SIGNATURE_MAX_AGE_MS, verifyV3 } from "./signature.ts";
import { sha256 } from "./token-crypto.ts";

const BASE = "/api/integrations/hubspot";
/** hubspot.fetch bodies are at most 1 MB each way (PLATFORM-NOTES.md). */
const MAX_BODY = 1024 * 1024;
/** Link codes expire after 10 minutes. */
const LINK_CODE_TTL_MS = 10 * 60 * 1000;
const tags = ["hubspot"];
const security = [{ hubspotSignature: [] }];

interface HubSpotCaller {
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
}

/**
 * Verifies HubSpot's v3 signature before anything else reads the request (issue 6): anything
 * unsigned, stale, replayed or tampered with is 401, logged without its body.
 */
const signedOnly: MiddlewareHandler<AppEnv & { Variables: { hubspot: HubSpotCaller } }> = async (c, next) => {
  const ctx = c.var.ctx;
  const secret = ctx.config.hubspot.clientSecret;
  const url = new URL(c.req.url);
  const reject = (reason: string) => {
    ctx.log.warn("HubSpot request refused", { reason, path: url.pathname, requestId: c.var.requestId });
    throw new ApiError("unauthorized", "The request is not signed by HubSpot.");
  };
  if (!secret) reject("HubSpot is not configured");
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_BODY) reject("body over 1 MB");
  const rawBody = c.req.method === "GET" || c.req.method === "HEAD" ? "" : await c.req.text();
  if (rawBody.length > MAX_BODY) reject("body over 1 MB");
  const signature = c.req.header("x-hubspot-signature-v3");
  const verdict = verifyV3({
    clientSecret: secret ?? "",
    method: c.req.method,
    publicUrl: ctx.config.publicUrl,
    pathAndQuery: `${url.pathname}${url.search}`,
    rawBody,
    signature,
    timestamp: c.req.header("x-hubspot-request-timestamp"),
  });
  if (!verdict.ok) reject(verdict.reason);
  // A signature is accepted once: a replay inside the 5-minute window is refused.
  const { db } = ctx.database;
  await db
    .delete(hubspotRequestReplays)
    .where(lt(hubspotRequestReplays.seenAt, new Date(Date.now() - SIGNATURE_MAX_AGE_MS * 2)));
  const inserted = await db
    .insert(hubspotRequestReplays)
    .values({ signature: sha256(signature ?? "") })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) reject("replayed request");
  const portalId = url.searchParams.get("portalId");
  const hubspotUserId = url.searchParams.get("userId");
  if (!portalId || !hubspotUserId) reject("missing portalId or userId");
  c.set("hubspot", {
    portalId: portalId ?? "",
    hubspotUserId: hubspotUserId ?? "",
    hubspotUserEmail: url.searchParams.get("userEmail"),
  });
  await next();
};

/** The adviser linked to the calling HubSpot user, or null. */
async function linkedActor(ctx: AppContext, caller: HubSpotCaller): Promise<Actor | null> {
  const [row] = await ctx.database.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(hubspotLinks)
    .innerJoin(user, eq(user.id, hubspotLinks.userId))
    .where(and(eq(hubspotLinks.portalId, caller.portalId), eq(hubspotLinks.hubspotUserId, caller.hubspotUserId)));
  if (!row) return null;
  return { ...row, ...(await getAccess(ctx.database.db, row.id)) };
}

async function requireLinked(ctx: AppContext, caller: HubSpotCaller): Promise<Actor> {
  const actor = await linkedActor(ctx, caller);
  if (!actor) throw new ApiError("forbidden", "Connect your HubSpot user to Financial Strategy Advisor first.");
  return actor;
}

const ZSession = z.object({
  state: z.enum(["not_linked", "pending", "ready"]),
  linkUrl: z.string().nullable(),
  email: z.string().nullable(),
});

const session = createRoute({
  method: "post",
  path: `${BASE}/session`,
  tags,
  security,
  summary: "Who the calling HubSpot user is here: not linked (with a one-time link URL), pending approval, or ready",
  request: { body: { content: { "application/json": { schema: z.object({}).passthrough() } } } },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZSession } } },
    ...errorResponses(401),
  },
});

const ZAnalyze = ZCreateProjectRequest.pick({ notes: true }).extend({ contactId: z.string().regex(/^\d+$/) });
const analyze = createRoute({
  method: "post",
  path: `${BASE}/analyses`,
  tags,
  security,
  summary: "Analyze a contact's notes",
  request: { body: { required: true, content: { "application/json": { schema: ZAnalyze } } } },
  responses: {
    202: { description: "Accepted", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(400, 401, 403),
  },
});

const status = createRoute({
  method: "get",
  path: `${BASE}/analyses/{id}`,
  tags,
  security,
  summary: "An analysis's summary, polled by the card until completed or failed",
  request: { params: ZIdParam },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(401, 403, 404),
  },
});

const note = createRoute({
  method: "post",
  path: `${BASE}/analyses/{id}/note`,
  tags,
  security,
  summary: "Save the analysis summary as a note on the contact",
  request: { params: ZIdParam, body: { content: { "application/json": { schema: z.object({}).passthrough() } } } },
  responses: {
    200: { description: "Saved", content: { "application/json": { schema: z.object({ noteId: z.string() }) } } },
    ...errorResponses(401, 403, 404, 409, 503),
  },
});

/** A project created from this portal, owned by the actor; anything else is 404. */
async function portalProject(ctx: AppContext, actor: Actor, caller: HubSpotCaller, id: string) {
  const row = await loadOwnProject(ctx, actor, id);
  if (row.source !== "hubspot" || row.externalRef?.portalId !== caller.portalId)
    throw new ApiError("not_found", "Project not found");
  return row;
}

function noteHtml(s: ReturnType<typeof summarizeProject>): string {
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const items = s.topStrategies
    .map((t) => `<li>${esc(t.strategy)}: net benefit ${formatUsd(t.netBenefit)}</li>`)
    .join("");
  return `<p><strong>Financial Strategy Advisor analysis</strong></p><p>Net worth: ${s.netWorth ? formatUsd(s.netWorth) : "Not specified"} · Risk tolerance: ${esc(s.riskTolerance)}</p><ul>${items}</ul><p>Total projected tax savings: ${esc(s.totalProjectedTaxSavings)}</p><p><a href="${s.resultsUrl}">Full results</a></p>`;
}

// Session-authenticated endpoints of the web app's linking page.
const ZLink = z.object({
  id: z.string(),
  portalId: z.string(),
  hubspotUserId: z.string(),
  hubspotUserEmail: z.string().nullable(),
  createdAt: z.string(),
});
const confirm = createRoute({
  method: "post",
  path: "/api/hubspot-links/confirm",
  tags,
  summary: "Link the HubSpot user of a one-time code to the signed-in adviser",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ code: z.string().min(16).max(200) }) } },
    },
  },
  responses: {
    200: { description: "Linked", content: { "application/json": { schema: z.object({ link: ZLink }) } } },
    ...errorResponses(400, 401, 404),
  },
});
const listLinks = createRoute({
  method: "get",
  path: "/api/hubspot-links",
  tags,
  summary: "The signed-in adviser's HubSpot links",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: z.object({ links: z.array(ZLink) }) } } },
    ...errorResponses(401),
  },
});
const unlink = createRoute({
  method: "delete",
  path: "/api/hubspot-links/{id}",
  tags,
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
const oauthCallback = createRoute({
  method: "get",
  path: "/api/hubspot-oauth/callback",
  tags,
  summary: "OAuth install callback: exchanges the code at /oauth/v3/token and stores the portal's tokens encrypted",
  request: { query: z.object({ code: z.string().min(1) }) },
  responses: { 302: { description: "Back to the web app" }, ...errorResponses(400, 503) },
});

const toLink = (r: typeof hubspotLinks.$inferSelect) => ({
  id: r.id,
  portalId: r.portalId,
  hubspotUserId: r.hubspotUserId,
  hubspotUserEmail: r.hubspotUserEmail,
  createdAt: r.createdAt.toISOString(),
});

/** Mounts the HubSpot card's API, the linking endpoints and the OAuth callback. */
export const registerHubspotRoutes: RouteRegistrar = (app) => {
  app.openAPIRegistry.registerComponent("securitySchemes", "hubspotSignature", {
    type: "apiKey",
    in: "header",
    name: "X-HubSpot-Signature-v3",
    description: "HubSpot request signature v3 with X-HubSpot-Request-Timestamp",
  });
  app.use(`${BASE}/*`, signedOnly as unknown as MiddlewareHandler<AppEnv>);
  const callerOf = (c: { get(key: "hubspot"): HubSpotCaller }) => c.get("hubspot");

  app.openapi(session, async (c) => {
    const ctx = c.var.ctx;
    const caller = callerOf(c as never);
    const actor = await linkedActor(ctx, caller);
    if (!actor) {
      const code = randomBytes(24).toString("base64url");
      await ctx.database.db.insert(hubspotLinkCodes).values({
        codeHash: sha256(code),
        portalId: caller.portalId,
        hubspotUserId: caller.hubspotUserId,
        hubspotUserEmail: caller.hubspotUserEmail,
        expiresAt: new Date(Date.now() + LINK_CODE_TTL_MS),
      });
      return c.json(
        {
          state: "not_linked" as const,
          linkUrl: `${ctx.config.publicUrl}/integrations/hubspot/link?code=${code}`,
          email: null,
        },
        200,
      );
    }
    return c.json(
      {
        state: actor.isApproved || actor.isAdmin ? ("ready" as const) : ("pending" as const),
        linkUrl: null,
        email: actor.email,
      },
      200,
    );
  });

  app.openapi(analyze, async (c) => {
    const ctx = c.var.ctx;
    const caller = callerOf(c as never);
    const actor = await requireLinked(ctx, caller);
    const { notes, contactId } = c.req.valid("json");
    const project = await createProject(
      ctx,
      actor,
      { notes },
      { source: "hubspot", externalRef: { portalId: caller.portalId, contactId, hubspotUserId: caller.hubspotUserId } },
    );
    return c.json(summarizeProject(project, ctx.config.publicUrl), 202);
  });

  app.openapi(status, async (c) => {
    const ctx = c.var.ctx;
    const caller = callerOf(c as never);
    const actor = await requireLinked(ctx, caller);
    const row = await portalProject(ctx, actor, caller, c.req.valid("param").id);
    return c.json(summarizeProject(await getProject(ctx, actor, row.id), ctx.config.publicUrl), 200);
  });

  app.openapi(note, async (c) => {
    const ctx = c.var.ctx;
    const caller = callerOf(c as never);
    const actor = await requireLinked(ctx, caller);
    assertCanUseData(actor);
    const row = await portalProject(ctx, actor, caller, c.req.valid("param").id);
    const project = await getProject(ctx, actor, row.id);
    if (project.status !== "completed") throw new ApiError("conflict", "The analysis has not completed yet.");
    const contactId = row.externalRef?.contactId;
    if (!contactId) throw new ApiError("conflict", "The analysis is not tied to a contact.");
    const noteId = await writeContactNote(
      ctx,
      caller.portalId,
      contactId,
      noteHtml(summarizeProject(project, ctx.config.publicUrl)),
    );
    await writeAudit(ctx.database.db, {
      actorUserId: actor.id,
      action: "hubspot.note_written",
      targetType: "project",
      targetId: row.id,
      details: { portalId: caller.portalId, contactId, noteId },
    });
    return c.json({ noteId }, 200);
  });

  app.openapi(confirm, async (c) => {
    const ctx = c.var.ctx;
    const actor = requireActor(c.var.actor);
    const { db } = ctx.database;
    const hash = sha256(c.req.valid("json").code);
    const link = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(hubspotLinkCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(hubspotLinkCodes.codeHash, hash),
            isNull(hubspotLinkCodes.usedAt),
            gt(hubspotLinkCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!used)
        throw new ApiError(
          "not_found",
          "This link code has expired or was already used. Open the card again to get a new one.",
        );
      const [row] = await tx
        .insert(hubspotLinks)
        .values({
          portalId: used.portalId,
          hubspotUserId: used.hubspotUserId,
          hubspotUserEmail: used.hubspotUserEmail,
          userId: actor.id,
        })
        .onConflictDoUpdate({
          target: [hubspotLinks.portalId, hubspotLinks.hubspotUserId],
          set: { userId: actor.id, hubspotUserEmail: used.hubspotUserEmail },
        })
        .returning();
      if (!row) throw new ApiError("internal", "The link could not be saved.");
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: "hubspot.linked",
        targetType: "integration",
        targetId: row.id,
        details: { portalId: used.portalId },
      });
      return row;
    });
    return c.json({ link: toLink(link) }, 200);
  });

  app.openapi(listLinks, async (c) => {
    const actor = requireActor(c.var.actor);
    const rows = await c.var.ctx.database.db.select().from(hubspotLinks).where(eq(hubspotLinks.userId, actor.id));
    return c.json({ links: rows.map(toLink) }, 200);
  });

  app.openapi(unlink, async (c) => {
    const ctx = c.var.ctx;
    const actor = requireActor(c.var.actor);
    const id = c.req.valid("param").id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError("not_found", "Link not found");
    const deleted = await ctx.database.db
      .delete(hubspotLinks)
      .where(and(eq(hubspotLinks.id, id), eq(hubspotLinks.userId, actor.id)))
      .returning();
    if (deleted.length === 0) throw new ApiError("not_found", "Link not found");
    await writeAudit(ctx.database.db, {
      actorUserId: actor.id,
      action: "hubspot.unlinked",
      targetType: "integration",
      targetId: id,
    });
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(oauthCallback, async (c) => {
    const ctx = c.var.ctx;
    const portalId = await completeInstall(
      ctx,
      c.req.valid("query").code,
      `${ctx.config.publicUrl}/api/hubspot-oauth/callback`,
    );
    ctx.log.info("HubSpot app installed", { portalId });
    return c.redirect(`/?hubspot=installed`, 302);
  });
};
