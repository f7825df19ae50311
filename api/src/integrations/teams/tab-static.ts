import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { App } from "../../hono-env.ts";

/** The built tab (extensions/teams/dist/tab), served at /teams/. */
export const TEAMS_TAB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../extensions/teams/dist/tab",
);

/**
 * Hosts allowed to frame the tab: the Teams, Outlook and Microsoft 365 app clients (Microsoft's
 * "Tab requirements" list of domains for frame-ancestors). Only the tab's pages carry this; the
 * web app keeps the default (no framing by other sites).
 */
export const TEAMS_FRAME_ANCESTORS = [
  "'self'",
  "https://teams.microsoft.com",
  "https://*.teams.microsoft.com",
  "https://teams.cloud.microsoft",
  "https://*.cloud.microsoft",
  "https://*.office.com",
  "https://outlook.office.com",
  "https://outlook.office365.com",
  "https://*.microsoft365.com",
];

/**
 * Serves the Teams tab with an SPA fallback. Its frame-ancestors ({@link TEAMS_FRAME_ANCESTORS})
 * are part of the app's CSP, set for /teams/ by api/src/middleware/security-headers.ts.
 */
export function registerTeamsTab(app: App, dist = TEAMS_TAB_DIST): void {
  if (!existsSync(path.join(dist, "index.html"))) return;
  const root = path.relative(process.cwd(), path.dirname(dist)) || ".";
  const indexHtml = readFileSync(path.join(dist, "index.html"), "utf8");
  // Files live under dist/tab/ while the URL prefix is /teams/.
  app.use("/teams/*", serveStatic({ root, rewriteRequestPath: (p) => p.replace(/^\/teams/, "/tab") }));
  app.get("/teams", (c) => c.redirect("/teams/"));
  app.get("/teams/*", (c) => c.html(indexHtml));
}
