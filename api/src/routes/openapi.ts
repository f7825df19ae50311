import type { Context } from "hono";
import type { App, AppEnv } from "../hono-env.ts";

/**
 * GET /api/openapi.json (issue #17): the document generated from the route schemas, plus
 * better-auth's routes under /api/auth (its OpenAPI plugin, normalised to OpenAPI 3.1 and to this
 * API's security scheme). It passes Redocly's recommended rules (`npm run lint:openapi`, and
 * api/src/routes/openapi-lint.test.ts): a security scheme for the session cookie, applied by
 * default and overridden by each public or integration route; an operationId and summary on every
 * operation; the deployment's PUBLIC_URL as the server; a licence.
 */

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; summary?: string; description?: string; security?: unknown };

/** The session cookie's security scheme name in the document. */
export const SESSION_COOKIE_SCHEME = "sessionCookie";

/**
 * better-auth routes reached without a session: signing up and in, the links of its e-mails,
 * the OAuth callback, and the second-factor step (which rides on its own short-lived cookie).
 */
const PUBLIC_AUTH_PATHS = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/social",
  "/callback/{id}",
  "/verify-email",
  "/send-verification-email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/{token}",
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/send-otp",
  "/two-factor/verify-backup-code",
  "/ok",
  "/error",
]);
/** Answered with or without a session (`null` without one). */
const OPTIONAL_SESSION_AUTH_PATHS = new Set(["/get-session"]);

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** OpenAPI 3.0's `nullable: true` written the 3.1 way (`type: [T, "null"]`), throughout `value`. */
function toOpenApi31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi31);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) if (key !== "nullable") out[key] = toOpenApi31(v);
  if (value.nullable === true && typeof value.type === "string") out.type = [value.type, "null"];
  return out;
}

/** "get" + "/two-factor/verify-totp" → "authGetTwoFactorVerifyTotp" (for the operations better-auth leaves unnamed). */
function derivedOperationId(method: string, path: string): string {
  const words = `${method} ${path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `auth${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}`;
}

/** The first sentence of a description, or the operation's method and path. */
function summaryOf(op: Operation, method: string, path: string): string {
  const sentence = typeof op.description === "string" ? op.description.split(/(?<=\.)\s/)[0]?.trim() : "";
  return sentence ? sentence.replace(/\.$/, "") : `${method.toUpperCase()} ${path}`;
}

/** Every `#/components/schemas/<name>` referenced in `value`. */
function referencedSchemas(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) referencedSchemas(v, into);
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/")) {
        into.add(v.slice("#/components/schemas/".length));
      } else referencedSchemas(v, into);
    }
  }
  return into;
}

/**
 * better-auth's routes as this API serves them: under /api/auth, GET and POST only (app.ts mounts
 * those), tagged "auth", with the session cookie (not the bearer token better-auth's generator
 * assumes: the bearer plugin is not enabled) or no security for the public ones.
 */
function authPaths(authDoc: Json): { paths: Json; schemas: Json } {
  const paths: Json = {};
  const sourcePaths = isObject(authDoc.paths) ? authDoc.paths : {};
  for (const [path, item] of Object.entries(sourcePaths)) {
    if (!isObject(item)) continue;
    const ops: Json = {};
    for (const [method, raw] of Object.entries(item)) {
      if ((method !== "get" && method !== "post") || !isObject(raw)) continue;
      const op = toOpenApi31(raw) as Operation;
      op.operationId ??= derivedOperationId(method, path);
      op.summary ??= summaryOf(op, method, `/api/auth${path}`);
      op.tags = ["auth"];
      op.security = PUBLIC_AUTH_PATHS.has(path)
        ? []
        : OPTIONAL_SESSION_AUTH_PATHS.has(path)
          ? [{ [SESSION_COOKIE_SCHEME]: [] }, {}]
          : [{ [SESSION_COOKIE_SCHEME]: [] }];
      ops[method] = op;
    }
    if (Object.keys(ops).length > 0) paths[`/api/auth${path}`] = ops;
  }
  const allSchemas =
    isObject(authDoc.components) && isObject(authDoc.components.schemas) ? authDoc.components.schemas : {};
  const used = referencedSchemas(paths);
  const schemas = Object.fromEntries(
    Object.entries(allSchemas)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => [name, toOpenApi31(schema)]),
  );
  return { paths, schemas };
}

/**
 * Builds the whole document for this deployment.
 * @throws when better-auth's generated schema collides with one of ours (a schema or a path).
 */
export async function buildOpenApiDocument(app: App, c: Context<AppEnv>): Promise<Json> {
  const { config, auth } = c.var.ctx;
  const doc = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Financial Strategy Advisor API",
      version: "0.1.0",
      description:
        "Client notes in, a sourced strategy analysis out. Figures come from the catalogue's formulas, never a language model.",
      license: { name: "Proprietary: use under the firm's terms of service", url: `${config.publicUrl}/terms` },
    },
    servers: [{ url: config.publicUrl, description: "This deployment (PUBLIC_URL)" }],
    security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  }) as unknown as Json;
  const authDoc = (await auth.api.generateOpenAPISchema()) as unknown as Json;
  const { paths, schemas } = authPaths(authDoc);
  const components = (isObject(doc.components) ? doc.components : {}) as Json;
  const ownSchemas = (isObject(components.schemas) ? components.schemas : {}) as Json;
  for (const name of Object.keys(schemas)) {
    if (name in ownSchemas) throw new Error(`OpenAPI: better-auth's schema ${name} has the name of one of ours`);
  }
  const ownPaths = (isObject(doc.paths) ? doc.paths : {}) as Json;
  for (const path of Object.keys(paths)) {
    if (path in ownPaths) throw new Error(`OpenAPI: ${path} is documented twice`);
  }
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  return {
    ...doc,
    tags: [
      { name: "system", description: "Health of this deployment." },
      { name: "auth", description: "Accounts and sessions (better-auth), mounted at /api/auth." },
      { name: "projects", description: "An adviser's analyses." },
      { name: "strategies", description: "The built-in strategy catalogue." },
      { name: "admin", description: "Approvals and roles." },
      { name: "teams", description: "The Microsoft Teams tab and its account links." },
      { name: "hubspot", description: "The HubSpot CRM card, its account links and app install." },
    ],
    components: {
      ...components,
      schemas: { ...ownSchemas, ...schemas },
      securitySchemes: {
        ...(isObject(components.securitySchemes) ? components.securitySchemes : {}),
        [SESSION_COOKIE_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: cookieName,
          description:
            "The session cookie set by POST /api/auth/sign-in/email (or the Google sign-in). State-changing calls must also come from a trusted Origin.",
        },
      },
    },
    paths: { ...ownPaths, ...paths },
  };
}

/** Registers GET /api/openapi.json; the document is built once per process, on first request. */
export function registerOpenApi(app: App): void {
  let cached: Promise<Json> | null = null;
  app.get("/api/openapi.json", async (c) => {
    cached ??= buildOpenApiDocument(app, c).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return c.json(await cached);
  });
}
