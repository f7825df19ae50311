import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PinoLogger } from "hono-pino";
import type { Actor, AppContext } from "./context.ts";

/** Variables every request carries. */
export interface AppEnv {
  Variables: {
    /** Hono's request-id middleware: the X-Request-Id answered and logged. */
    requestId: string;
    /** hono-pino's logger of this request (api/src/middleware/access-log.ts). */
    logger: PinoLogger;
    ctx: AppContext;
    /** The signed-in user, or null; set by the session middleware. */
    actor: Actor | null;
    /** Set by an integration's auth: where the request came from (tenant, portal, contact...). */
    integrationRef?: Record<string, string>;
    /** A verified HubSpot request's replay-guard key (integrations/hubspot/request-replays.ts). */
    hubspotRequestKey?: string;
  };
}

export type App = OpenAPIHono<AppEnv>;
