import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { App } from "../hono-env.ts";

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Starts the viewer on our OpenAPI document: a file of our own, since the CSP allows no inline script. */
const INIT_JS = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Financial Strategy Advisor API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const ASSETS: Record<string, { type: string; load: () => string }> = {
  "swagger-ui.css": {
    type: "text/css; charset=utf-8",
    load: () => readFileSync(path.join(SWAGGER_UI_DIR, "swagger-ui.css"), "utf8"),
  },
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    load: () =>
      // The source-map comment would make the browser ask for a map we do not serve.
      readFileSync(path.join(SWAGGER_UI_DIR, "swagger-ui-bundle.js"), "utf8").replace(
        /\n\/\/# sourceMappingURL=\S+\s*$/,
        "\n",
      ),
  },
  "init.js": { type: "text/javascript; charset=utf-8", load: () => INIT_JS },
};

/**
 * The OpenAPI viewer at /api/docs, self-hosted (issue #14 item 10): Swagger UI from the
 * swagger-ui-dist package in node_modules (version pinned by package-lock.json), served under
 * /api/docs/, so the page loads no script from another site and runs under the app's CSP
 * (`script-src 'self'`, framed by no one). Files are read on first request and kept.
 */
export function registerDocs(app: App): void {
  const cache = new Map<string, string>();
  app.get("/api/docs", (c) => c.html(PAGE));
  app.get("/api/docs/:file", (c) => {
    const name = c.req.param("file");
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) return c.json({ error: { code: "not_found", message: "Not found", requestId: c.var.requestId } }, 404);
    let body = cache.get(name);
    if (body === undefined) {
      body = asset.load();
      cache.set(name, body);
    }
    return c.body(body, 200, { "Content-Type": asset.type, "Cache-Control": "public, max-age=86400" });
  });
}
