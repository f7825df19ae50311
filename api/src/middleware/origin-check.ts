import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../hono-env.ts";

/** Methods that change state; GET, HEAD and OPTIONS never do in this API. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Paths with their own caller check, left alone: the integrations authenticate every request by
 * HubSpot's signature or a Teams bearer token, never by our cookie. (/api/auth/* is checked here
 * as well as by better-auth, whose own check is off under NODE_ENV=test and skips requests without
 * a cookie, e.g. a sign-in posted from another site.)
 */
export function isOriginCheckExempt(path: string): boolean {
  return path.startsWith("/api/integrations/");
}

const refused = (why: string) =>
  new ApiError("forbidden", `This request was refused because it came from another site (${why}).`);

/** The origin (scheme://host[:port]) of a URL, or null when it is not an absolute http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery check (issue #14 item 3) for every state-changing request under
 * /api/* that is not exempt ({@link isOriginCheckExempt}). The session cookie is SameSite=Lax,
 * which still lets a same-site page (another subdomain) post with it, so the request's origin is
 * checked against the origins better-auth trusts (PUBLIC_URL and TRUSTED_ORIGINS, matched by
 * better-auth's own `isTrustedOrigin`, wildcards included):
 * - `Sec-Fetch-Site: cross-site` is refused (the browser says so itself);
 * - `Origin` must be trusted; `Origin: null` (sandboxed frames, data: pages, some redirects) is refused;
 * - without `Origin`, the origin of `Referer` must be trusted;
 * - with neither, a request carrying a cookie is refused (browsers send Origin on every cross-site
 *   POST; callers without a browser authenticate with tokens or signatures, not our cookie), and
 *   one without a cookie goes on (it has no session; the route answers 401).
 * @throws ApiError forbidden (403) with the one error body.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STATE_CHANGING.has(c.req.method) || isOriginCheckExempt(c.req.path)) return next();
  if (c.req.header("sec-fetch-site") === "cross-site") throw refused("Sec-Fetch-Site is cross-site");
  const origin = c.req.header("origin");
  const referer = c.req.header("referer");
  let claimed: string | null;
  if (origin !== undefined) {
    if (origin === "null") throw refused("its Origin is null");
    claimed = originOf(origin);
    if (!claimed) throw refused("its Origin is not a web origin");
  } else if (referer !== undefined) {
    claimed = originOf(referer);
    if (!claimed) throw refused("its Referer is not a web address");
  } else {
    if (c.req.header("cookie")) throw refused("it names no Origin or Referer");
    return next();
  }
  const auth = await c.var.ctx.auth.$context;
  if (!auth.isTrustedOrigin(claimed, { allowRelativePaths: false })) throw refused("its origin is not trusted");
  return next();
};
