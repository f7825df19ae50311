import { ZHealthResponse } from "@fsa/shared";
import { createRoute } from "@hono/zod-openapi";
import type { App } from "../hono-env.ts";

const route = createRoute({
  operationId: "getHealth",
  // Public: no session needed (overrides the document's default, the session cookie).
  security: [],
  method: "get",
  path: "/api/health",
  tags: ["system"],
  summary: "Service health and configuration flags",
  responses: { 200: { description: "OK", content: { "application/json": { schema: ZHealthResponse } } } },
});

export function registerHealth(app: App) {
  app.openapi(route, (c) => {
    const { config, database } = c.var.ctx;
    return c.json(
      {
        status: "ok" as const,
        database: database.kind,
        llm: config.openai
          ? { provider: "openai" as const, model: config.openai.model }
          : { provider: "none" as const },
        auth: { google: config.google !== null, emailPassword: true },
      },
      200,
    );
  });
}
