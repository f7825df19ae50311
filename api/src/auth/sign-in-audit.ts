import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env.ts";
import { writeAudit } from "../services/audit.ts";
import { clientIp } from "./rate-limit.ts";

/** How a sign-in was attempted, by better-auth route (path under /api/auth). */
const SIGN_IN_ROUTES: Record<string, string> = {
  "/sign-in/email": "password",
  "/two-factor/verify-totp": "two-factor",
  "/two-factor/verify-backup-code": "backup-code",
  "/verify-email": "email-link",
};

/** The route's sign-in method, or null when the request is not a sign-in. */
function methodOf(method: string, sub: string): string | null {
  if (method === "GET" && sub.startsWith("/callback/")) return `oauth:${sub.slice("/callback/".length)}`;
  const found = SIGN_IN_ROUTES[sub];
  if (!found) return null;
  return (sub === "/verify-email") === (method === "GET") ? found : null;
}

/** The `email` field of a JSON body, lower-cased; the rest of the body (the password) is never kept. */
async function emailOf(req: Request): Promise<string | null> {
  if (req.method !== "POST") return null;
  try {
    const body = (await req.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

/** The error code of a failed answer: better-auth's `{code}` or our `{error:{code}}`. */
async function failureCode(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { code?: unknown; error?: { code?: unknown } };
    const code = typeof body.code === "string" ? body.code : body.error?.code;
    return typeof code === "string" ? code.slice(0, 80) : null;
  } catch {
    return null;
  }
}

/** The cookies a response sets, as a request's Cookie header. */
const cookiesSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");

/**
 * Audits sign-ins (issue #14 item 8), mounted on /api/auth/* before the rate limits so refused
 * attempts count too. For a password sign-in, a second factor, a backup code, an e-mailed
 * verification link that signs in, or an OAuth callback, writes one `audit_events` row:
 * - `auth.sign_in` (targetType "user", targetId and actor the user) when the answer issues a
 *   session, found by asking better-auth for the session of the cookies the answer sets;
 * - `auth.sign_in_second_factor` when the password (or Google, or the e-mail link) was right and a
 *   TOTP code is now required;
 * - `auth.sign_in_failed` otherwise (targetId the user id when the e-mail belongs to an account,
 *   else the e-mail; actor null).
 * `details` holds `method`, `ip` (clientIp: the socket's peer or the trusted proxy's entry),
 * `outcome` ("success" | "second_factor" | "failure"), and for a failure the HTTP `status`, the
 * error `code` and the `email` sent. A code sent while already signed in (turning TOTP on) and
 * an e-mail link or OAuth callback that ends without a session are not recorded. Never the password or any other part of the body. A failure
 * to write is logged and does not change the answer.
 */
export const auditSignIns: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sub = c.req.path.slice("/api/auth".length);
  const method = methodOf(c.req.method, sub);
  if (!method) return next();
  const { auth, database, config, log } = c.var.ctx;
  // A code sent while signed in turns TOTP on: not a sign-in.
  if (sub.startsWith("/two-factor/")) {
    const current = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (current) return next();
  }
  const email = await emailOf(c.req.raw);
  await next();
  const res = c.res;
  const ip = clientIp(c, config);
  try {
    let userId: string | null = null;
    let outcome: "success" | "second_factor" | "failure" = "failure";
    if (res.status < 400) {
      const cookie = cookiesSet(res);
      const session = cookie ? await auth.api.getSession({ headers: new Headers({ cookie }) }).catch(() => null) : null;
      if (session) {
        userId = session.user.id;
        outcome = "success";
      } else if (res.headers.get("location")?.includes("second-factor=totp")) {
        // A Google sign-in or an e-mail link of an account with TOTP on (./second-factor.ts).
        outcome = "second_factor";
      } else if (sub === "/sign-in/email") {
        const body = (await res
          .clone()
          .json()
          .catch(() => null)) as { twoFactorRedirect?: unknown } | null;
        if (body?.twoFactorRedirect === true) outcome = "second_factor";
      }
      // An e-mail link or OAuth answer that sets no session is not a sign-in attempt to record
      // (an expired link, a declined consent): only a session, a second factor or an error is.
      if (outcome === "failure" && res.status < 400 && sub !== "/sign-in/email") return;
    }
    if (!userId && email) {
      const found = await auth.$context.then((ctx) => ctx.internalAdapter.findUserByEmail(email)).catch(() => null);
      userId = found?.user.id ?? null;
    }
    const details: Record<string, unknown> = { method, ip, outcome };
    if (outcome === "failure") {
      details.status = res.status;
      details.code = await failureCode(res);
      if (email) details.email = email;
    }
    const action =
      outcome === "success"
        ? "auth.sign_in"
        : outcome === "second_factor"
          ? "auth.sign_in_second_factor"
          : "auth.sign_in_failed";
    await writeAudit(database.db, {
      actorUserId: outcome === "failure" ? null : userId,
      action,
      targetType: "user",
      targetId: userId ?? email ?? "unknown",
      details,
    });
  } catch (error) {
    log.warn({ requestId: c.var.requestId, method, error }, "could not audit a sign-in");
  }
};
