import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../hono-env.ts";
import { TEAMS_FRAME_ANCESTORS } from "../integrations/teams/tab-static.ts";

/** Hosts HubSpot frames our linking page from (its iframe modal). */
export const HUBSPOT_FRAME_ANCESTORS = ["'self'", "https://app.hubspot.com", "https://*.hubspot.com"];

/**
 * Who may frame a path (the policy the app had before issue #14, kept): the Teams tab by the
 * Microsoft 365 clients, the HubSpot linking page by HubSpot, the API (JSON and the docs viewer)
 * by no one, every other page by the app itself only.
 */
export function frameAncestorsFor(pathname: string): string {
  if (isTeamsTab(pathname)) return TEAMS_FRAME_ANCESTORS.join(" ");
  if (pathname === "/integrations/hubspot/link") return HUBSPOT_FRAME_ANCESTORS.join(" ");
  if (pathname.startsWith("/api/")) return "'none'";
  return "'self'";
}

/**
 * Hosts a page may fetch from besides our origin: the Teams tab's SDK (@microsoft/teams-js) reads
 * its list of valid host domains from Microsoft's CDN.
 */
export const TEAMS_CONNECT_SRC = ["https://res.cdn.office.net"];

function isTeamsTab(pathname: string): boolean {
  return pathname === "/teams" || pathname.startsWith("/teams/");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP hashes (`'sha256-…'`) of the inline scripts of `html`: the scripts without `src` whose
 * type is JavaScript (JSON data blocks are not run, so need none).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attrs) || !body.trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.includes("javascript")) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The inline-script hashes of every `.html` file directly inside each existing folder of `dirs`. */
export function inlineScriptHashesOf(dirs: (string | undefined)[]): string[] {
  const hashes = new Set<string>();
  for (const dir of dirs) {
    if (!dir || !existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".html")) continue;
      for (const h of inlineScriptHashes(readFileSync(path.join(dir, file), "utf8"))) hashes.add(h);
    }
  }
  return [...hashes].sort();
}

/** API paths whose answers carry no client data and may be cached by the browser. */
const CACHEABLE_API = /^\/api\/(health|openapi\.json|strategies(\/.*)?|docs(\/.*)?)$/;

/**
 * Security headers on every page and API response (issue #14 item 10), with Hono's
 * `secureHeaders`:
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (link codes and project ids in
 *   our URLs never reach another site), `Strict-Transport-Security` only when `publicUrl` is https;
 * - a Content-Security-Policy: scripts from our origin plus the hashes of the built pages' inline
 *   scripts (`scriptHashes`), no plugins, our origin for everything else (the Teams tab may also
 *   fetch {@link TEAMS_CONNECT_SRC}), and the frame-ancestors of {@link frameAncestorsFor};
 * - no X-Frame-Options (frame-ancestors decides, and the Teams and HubSpot pages must be framed)
 *   and no Cross-Origin-Opener-Policy (the Teams sign-in pop-up talks to its opener).
 * Also `Cache-Control: no-store` on API answers that carry client data (every /api/ path but
 * health, the OpenAPI document, the catalogue and the docs viewer) unless the route set its own.
 */
export function securityHeaders(options: { publicUrl: string; scriptHashes: string[] }): MiddlewareHandler<AppEnv> {
  const https = options.publicUrl.startsWith("https://");
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", (c: Context) => (isTeamsTab(c.req.path) ? TEAMS_CONNECT_SRC.join(" ") : "")],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [(c: Context) => frameAncestorsFor(c.req.path)],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    referrerPolicy: "same-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
  });
  return (c, next) =>
    headers(c, async () => {
      await next();
      // A response with immutable headers (one fetched from elsewhere) is copied so they can be set.
      try {
        c.res.headers.set("x-content-type-options", "nosniff");
      } catch {
        c.res = new Response(c.res.body, c.res);
      }
      const p = c.req.path;
      if (p.startsWith("/api/") && !CACHEABLE_API.test(p) && !c.res.headers.has("cache-control")) {
        c.res.headers.set("Cache-Control", "no-store");
      }
    });
}
