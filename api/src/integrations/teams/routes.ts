import { summarizeProject, ZAnalysisSummary, ZCreateProjectRequest, ZMeResponse } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RouteRegistrar } from "../../app.ts";
import { ApiError } from "../../errors.ts";
import type { AppEnv } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { errorResponses, ZIdParam } from "../../routes/common.ts";
import { createProject } from "../../services/projects/create.ts";
import { getProject, listProjects } from "../../services/projects/read.ts";
import { registerTeamsLinkRoutes } from "./link-routes.ts";
import { issueTeamsLinkCode, linkedTeamsActor, notLinkedError } from "./links.ts";
import { registerTeamsTab } from "./tab-static.ts";
import { type TeamsIdentity, verifyTeamsToken } from "./verify-token.ts";

const BASE = "/api/integrations/teams";
const security = [{ teamsBearer: [] }];
const tags = ["teams"];

const SESSION_PATH = `${BASE}/session`;
/** The verified Teams identity of each request (for the session route). */
const identities = new WeakMap<Request, TeamsIdentity>();

/**
 * Verifies the Teams SSO token before anything reads the request, then resolves the adviser
 * linked to that tenant + object id (issue #14 item 2). An unlinked identity gets 403 with a
 * one-time link URL on every route but the session route, which tells the tab what to show.
 */
const teamsAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = c.var.ctx;
  const identity = await verifyTeamsToken(c.req.header("authorization"), ctx.config);
  const actor = await linkedTeamsActor(ctx, identity);
  if (!actor && c.req.path !== SESSION_PATH) throw await notLinkedError(ctx, identity);
  identities.set(c.req.raw, identity);
  c.set("actor", actor);
  c.set("integrationRef", { tenantId: identity.tid, oid: identity.oid });
  await next();
};

const ZTeamsSession = z
  .object({
    state: z.enum(["not_linked", "pending", "ready"]),
    /** The web app's linking page with a one-time code, when not linked. */
    linkUrl: z.string().nullable(),
    /** The linked adviser's email, when linked. */
    email: z.string().nullable(),
  })
  .openapi("TeamsSession");

const session = createRoute({
  operationId: "createTeamsSession",
  method: "post",
  path: SESSION_PATH,
  tags,
  security,
  summary:
    "Who the Teams user is here: not linked (with a one-time link URL for the web app), linked but pending approval, or ready",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZTeamsSession } } },
    ...errorResponses(401, 403),
  },
});

const me = createRoute({
  operationId: "getTeamsMe",
  method: "get",
  path: `${BASE}/me`,
  tags,
  security,
  summary: "The adviser behind a Teams SSO token, with approval and admin flags",
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZMeResponse } } },
    ...errorResponses(401, 403),
  },
});

const list = createRoute({
  operationId: "listTeamsProjects",
  method: "get",
  path: `${BASE}/projects`,
  tags,
  security,
  summary: "The adviser's recent analyses, as summaries",
  responses: {
    200: {
      description: "OK",
      content: { "application/json": { schema: z.object({ projects: z.array(ZAnalysisSummary) }) } },
    },
    ...errorResponses(401, 403),
  },
});

const create = createRoute({
  operationId: "createTeamsProject",
  method: "post",
  path: `${BASE}/projects`,
  tags,
  security,
  summary: "Analyze client notes from the Teams tab",
  request: { body: { required: true, content: { "application/json": { schema: ZCreateProjectRequest } } } },
  responses: {
    202: { description: "Accepted", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

const get = createRoute({
  operationId: "getTeamsProject",
  method: "get",
  path: `${BASE}/projects/{id}`,
  tags,
  security,
  summary: "One analysis's summary (poll until completed or failed)",
  request: { params: ZIdParam },
  responses: {
    200: { description: "OK", content: { "application/json": { schema: ZAnalysisSummary } } },
    ...errorResponses(401, 403, 404),
  },
});

/** Mounts the Teams tab's API: every call carries a Teams SSO bearer token. */
export const registerTeamsRoutes: RouteRegistrar = (app) => {
  app.openAPIRegistry.registerComponent("securitySchemes", "teamsBearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Microsoft Entra ID access token from Teams SSO (authentication.getAuthToken)",
  });
  app.use(`${BASE}/*`, teamsAuth);
  app.use(`${BASE}/*`, async (c, next) =>
    bodyLimit({
      maxSize: c.var.ctx.config.maxBodyBytes,
      onError: () => {
        throw new ApiError("payload_too_large", "The request body is too large.");
      },
    })(c, next),
  );
  app.openapi(session, async (c) => {
    const ctx = c.var.ctx;
    const actor = c.var.actor;
    const identity = identities.get(c.req.raw);
    if (!identity) throw new ApiError("unauthorized", "A Teams sign-in token is required.");
    if (!actor)
      return c.json(
        { state: "not_linked" as const, linkUrl: await issueTeamsLinkCode(ctx, identity), email: null },
        200,
      );
    const state = actor.isApproved || actor.isAdmin ? ("ready" as const) : ("pending" as const);
    return c.json({ state, linkUrl: null, email: actor.email }, 200);
  });
  app.openapi(me, (c) => {
    const actor = requireActor(c.var.actor);
    return c.json(
      {
        user: { id: actor.id, email: actor.email, name: actor.name },
        isApproved: actor.isApproved,
        isAdmin: actor.isAdmin,
      },
      200,
    );
  });
  app.openapi(list, async (c) => {
    const ctx = c.var.ctx;
    const actor = requireActor(c.var.actor);
    const { projects: summaries } = await listProjects(ctx, actor, { limit: 10 });
    const projects = await Promise.all(summaries.map((s) => getProject(ctx, actor, s.id)));
    return c.json({ projects: projects.map((p) => summarizeProject(p, ctx.config.publicUrl)) }, 200);
  });
  app.openapi(create, async (c) => {
    const ctx = c.var.ctx;
    const actor = requireActor(c.var.actor);
    const project = await createProject(ctx, actor, c.req.valid("json"), {
      source: "teams",
      externalRef: c.var.integrationRef ?? {},
    });
    return c.json(summarizeProject(project, ctx.config.publicUrl), 202);
  });
  app.openapi(get, async (c) => {
    const ctx = c.var.ctx;
    const project = await getProject(ctx, requireActor(c.var.actor), c.req.valid("param").id);
    return c.json(summarizeProject(project, ctx.config.publicUrl), 200);
  });
  registerTeamsLinkRoutes(app);
  registerTeamsTab(app);
};
