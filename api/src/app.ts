import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { issueSentence, type TErrorBody } from "@fsa/shared";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { authRateLimit, workRateLimit } from "./auth/rate-limit.ts";
import { auditSignIns } from "./auth/sign-in-audit.ts";
import type { AppContext } from "./context.ts";
import { ApiError } from "./errors.ts";
import type { App, AppEnv } from "./hono-env.ts";
import { INTEGRATION_ROUTES } from "./integrations/index.ts";
import { TEAMS_TAB_DIST } from "./integrations/teams/tab-static.ts";
import { accessLog } from "./middleware/access-log.ts";
import { compressInMemory } from "./middleware/compress.ts";
import { jsonTextHygiene } from "./middleware/json-text.ts";
import { originCheck } from "./middleware/origin-check.ts";
import { inlineScriptHashesOf, securityHeaders } from "./middleware/security-headers.ts";
import { sessionMiddleware } from "./middleware/session.ts";
import { registerAdminRoutes } from "./routes/admin/index.ts";
import { registerDocs } from "./routes/docs.ts";
import { registerHealth } from "./routes/health.ts";
import { registerLegalPages } from "./routes/legal.ts";
import { registerMe } from "./routes/me.ts";
import { registerOpenApi } from "./routes/openapi.ts";
import { registerProjectRoutes } from "./routes/projects/index.ts";
import { registerSessionRoutes } from "./routes/sessions/index.ts";
import { registerStrategies } from "./routes/strategies.ts";

/** Extra route groups (the extensions' integration routes) mounted after the core ones. */
export type RouteRegistrar = (app: App) => void;

export interface AppOptions {
  /** Built web app to serve with an SPA fallback (web/dist); omitted in API-only tests. */
  webDist?: string;
  /** Route groups to mount; default: the integrations of api/src/integrations. */
  extraRoutes?: RouteRegistrar[];
}

/** The integrations' routes (/api/integrations/*): they verify their caller before anything reads the request. */
const isIntegration = (p: string) => p.startsWith("/api/integrations/");

/** Routes whose answers are always small (under 1 KB): health, the signed-in user, better-auth's. */
const TINY_ANSWERS = new Set(["/api/health", "/api/me"]);
const isTinyAnswer = (path: string) => TINY_ANSWERS.has(path) || path.startsWith("/api/auth/");

function errorBody(code: TErrorBody["error"]["code"], message: string, requestId: string): TErrorBody {
  return { error: { code, message, requestId } };
}

/**
 * The Hono application: the API of ARCHITECTURE.md "API contract", better-auth at /api/auth/*,
 * the OpenAPI document at /api/openapi.json with a viewer at /api/docs, and (optionally) the
 * built web app. One error body everywhere: `{error:{code,message,requestId}}`.
 */
export function createApp(ctx: AppContext, options: AppOptions = {}): App {
  const app: App = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        // A sentence naming the field and the rule ("Use at least 16 characters for the code."),
        // never the validator's own text (issue #16 "Plain English").
        const issue = result.error.issues[0];
        const message =
          issue?.message === "Notes required"
            ? "Notes required"
            : issue
              ? issueSentence(issue.path, issue.message)
              : "The request is not valid.";
        return c.json(errorBody("bad_request", message, c.var.requestId), 400);
      }
    },
  });

  // Hono's request id (issue #17): the caller's X-Request-Id when it is 1 to 64 word characters or
  // hyphens, else a random UUID; answered in X-Request-Id and in error bodies. Then the request
  // log (./middleware/access-log.ts), first so it sees every answer's final status.
  app.use("*", requestId({ limitLength: 64 }));
  // Hono's middleware sets the header before the handler runs, which a handler answering with a
  // Response of its own (better-auth, the static files) replaces: set it on those afterwards.
  // Registered before securityHeaders, whose own step leaves the headers writable.
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", c.var.requestId);
  });
  app.use("*", accessLog(ctx.log));

  // nosniff, Referrer-Policy, CSP with the frame-ancestors of each page, HSTS on https, no-store
  // on client data (issue #14 item 10). Before the rest, so every answer gets them, errors included.
  app.use(
    "*",
    securityHeaders({
      publicUrl: ctx.config.publicUrl,
      scriptHashes: inlineScriptHashesOf([options.webDist, TEAMS_TAB_DIST]),
    }),
  );

  // gzip for clients that accept it: the catalogue (about 200 KB of JSON), analyses and the web
  // app's scripts shrink to a fifth or less. Server-sent events are left alone (hono's filter).
  // Answers that are always a few hundred bytes are sent as they are (issue #15). The API's
  // answers are built in memory and compressed as one buffer (./middleware/compress.ts); the web
  // app's files, which serveStatic streams, through hono's compress.
  const gzipInMemory = compressInMemory();
  const gzipStream = compress();
  app.use("*", async (c, next) =>
    isTinyAnswer(c.req.path)
      ? next()
      : c.req.path.startsWith("/api/") && !isIntegration(c.req.path)
        ? gzipInMemory(c, next)
        : gzipStream(c, next),
  );

  app.use("*", async (c, next) => {
    c.set("ctx", ctx);
    await next();
  });

  app.onError((error, c) => {
    const requestId = c.var.requestId ?? randomUUID();
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message, requestId), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        status === 413
          ? "payload_too_large"
          : status === 415
            ? "unsupported_media_type"
            : status === 401
              ? "unauthorized"
              : "bad_request";
      const message =
        status === 400 && /JSON/i.test(error.message)
          ? "Malformed JSON in request body"
          : error.message || "Bad request";
      return c.json(
        errorBody(code, message, requestId),
        status === 413 || status === 415 || status === 401 ? status : 400,
      );
    }
    // The error as name, message and stack, scrubbed by the logger: never the request body, nor
    // the query parameters a database error echoes (issue #14 item 8).
    ctx.log.error({ reqId: requestId, method: c.req.method, path: c.req.path, error }, "unhandled error");
    return c.json(errorBody("internal", "Something went wrong. Please try again.", requestId), 500);
  });

  // Cross-site request forgery: state-changing calls authenticated by our cookie must come from a
  // trusted origin (api/src/middleware/origin-check.ts), checked before anything reads the body.
  app.use("/api/*", originCheck);

  // The integrations (/api/integrations/*) verify their caller (HubSpot signature, Teams token)
  // before anything reads the request, so the generic body, type and session checks skip them;
  // each integration applies its own after verification.
  const limit = bodyLimit({
    maxSize: ctx.config.maxBodyBytes,
    onError: () => {
      throw new ApiError("payload_too_large", `The request body is larger than ${ctx.config.maxBodyBytes} bytes.`);
    },
  });
  // GET and HEAD carry no body we read: hono's bodyLimit would still build the web Request to look
  // for one (c.req.raw.body): about 3 % of GET /api/projects' time under load (issue #15).
  app.use("/api/*", async (c, next) =>
    isIntegration(c.req.path) || c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next),
  );

  // JSON bodies only on the data routes (better-auth parses its own).
  app.use("/api/*", async (c, next) => {
    const method = c.req.method;
    const exempt = c.req.path.startsWith("/api/auth/") || isIntegration(c.req.path);
    if ((method === "POST" || method === "PUT" || method === "PATCH") && !exempt) {
      const type = c.req.header("content-type") ?? "";
      const hasBody =
        (c.req.header("content-length") ?? "0") !== "0" || c.req.header("transfer-encoding") !== undefined;
      if (hasBody && !/^application\/json\b/i.test(type)) {
        throw new ApiError("unsupported_media_type", "Send the request body as application/json.");
      }
    }
    await next();
  });

  // Brute force and flooding (issue #14 item 5): limits counted in the database.
  // Sign-ins and failed sign-ins in audit_events (issue #14 item 8), refused ones included.
  app.use("/api/auth/*", auditSignIns);
  app.use("/api/auth/*", authRateLimit);
  app.on(["GET", "POST"], "/api/auth/*", (c) => ctx.auth.handler(c.req.raw));

  // No NUL or control characters reach the database from a JSON body (issue #14 item 8).
  app.use("/api/*", async (c, next) => (isIntegration(c.req.path) ? next() : jsonTextHygiene(c, next)));

  app.use("/api/*", async (c, next) => (isIntegration(c.req.path) ? next() : sessionMiddleware(c, next)));
  app.use("/api/*", workRateLimit);
  registerHealth(app);
  registerMe(app);
  registerSessionRoutes(app);
  registerProjectRoutes(app);
  registerStrategies(app);
  registerAdminRoutes(app);
  for (const register of options.extraRoutes ?? INTEGRATION_ROUTES) register(app);

  // The OpenAPI document (with better-auth's routes, security schemes and servers: issue #17).
  registerOpenApi(app);
  registerDocs(app);
  // The privacy notice and terms of use (the Teams manifest links them), ahead of the web app.
  registerLegalPages(app, ctx.config);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "Not found", c.var.requestId), 404));

  // Framing (the web app only by itself, the HubSpot linking page also by HubSpot, the Teams tab
  // by Microsoft 365) is part of the CSP of securityHeaders (middleware/security-headers.ts).
  const dist = options.webDist;
  if (dist && existsSync(dist)) {
    const root = path.relative(process.cwd(), dist) || ".";
    const indexHtml = readFileSync(path.join(dist, "index.html"), "utf8");
    // A page the build prerendered as <name>.html (web/scripts/prerender.tsx) answers /<name>;
    // every other client route gets index.html.
    const prerendered = new Map(
      readdirSync(dist)
        .filter((file) => file.endsWith(".html") && file !== "index.html")
        .map((file) => [`/${path.basename(file, ".html")}`, readFileSync(path.join(dist, file), "utf8")]),
    );
    // Vite names every file under assets/ by its content hash, so browsers may keep them for a
    // year; the pages themselves are revalidated so a new build is picked up at once.
    // Registered after the API routes, so this applies to the web app only.
    app.use("*", async (c, next) => {
      await next();
      if (c.res.ok && !c.res.headers.has("Cache-Control")) {
        const immutable = c.req.path.startsWith("/assets/");
        c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      }
    });
    // The build writes .br and .gz copies of the scripts and stylesheets (web/vite.config.ts
    // precompressAssets): sent as they are to a browser that accepts them, Brotli first.
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    // A chunk of an older build is gone, not a page: answer 404 rather than index.html, which
    // the browser would try to run as JavaScript.
    app.get("/assets/*", (c) => c.text("Not found", 404));
    app.use("*", serveStatic({ root }));
    app.get("*", (c) => c.html(prerendered.get(c.req.path) ?? indexHtml));
  }
  return app;
}
