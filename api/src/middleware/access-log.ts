import type { MiddlewareHandler } from "hono";
import { type PinoLogger, pinoLogger } from "hono-pino";
import type { Logger } from "../logger.ts";

/**
 * The request log (issue #17), with hono-pino: one line per request when its answer is ready,
 * `{reqId, req:{method, path}, res:{status}, responseTime, msg:"request"}`, `reqId` being the
 * request id of Hono's request-id middleware (also the `X-Request-Id` header and the `requestId` of
 * error bodies), `responseTime` in ms (for a server-sent event stream, until its headers).
 *
 * Nothing else of the request is logged: no query string (verification and reset links carry
 * their token there), no header (cookies, authorization), no body (notes, attachments); `log`
 * redacts anything further (api/src/logger.ts). Level: error for a 5xx, debug for a successful
 * health check (load balancers poll it), info otherwise. Also sets `c.var.logger`, hono-pino's
 * per-request child logger.
 */
export function accessLog(log: Logger): MiddlewareHandler<{ Variables: { logger: PinoLogger } }> {
  return pinoLogger({
    contextKey: "logger" as const,
    pino: log,
    http: {
      referRequestIdKey: "requestId",
      onReqBindings: (c) => ({ req: { method: c.req.method, path: c.req.path } }),
      onResBindings: (c) => ({ res: { status: c.res.status } }),
      onResLevel: (c) => (c.res.status >= 500 ? "error" : c.req.path === "/api/health" && c.res.ok ? "debug" : "info"),
      onResMessage: () => "request",
    },
  });
}
