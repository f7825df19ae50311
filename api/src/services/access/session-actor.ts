import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { hashSessionToken } from "../../auth/session-token-hashing.ts";
import type { Db } from "../../db/client.ts";
import { profiles, session, user, userRoles } from "../../db/schema/index.ts";

/**
 * The signed-in actor of a request in one query (issue #15 "a lean request path"): the session
 * by its token, its user, the approval (profiles) and the admin role (user_roles), instead of
 * better-auth's getSession (session, then user) followed by two access queries.
 *
 * Only the common case is answered here: a validly signed session cookie whose session exists,
 * has not expired and is not yet due for better-auth's sliding refresh (`updateAge`). Everything
 * else (no cookie, a bad signature, an unknown, expired or refresh-due session) is `undefined`:
 * the caller then asks better-auth, which refreshes or deletes the session as it always did.
 */

/** The session cookie as better-auth 1.7 writes it, and the session's lifetimes. */
export interface SessionCookieSettings {
  /** Cookie name, with the `__Secure-` prefix on https (better-auth's `authCookies.sessionToken.name`). */
  cookieName: string;
  /** better-auth's secret: the cookie's value is `<token>.<base64 HMAC-SHA256(secret, token)>`. */
  secret: string;
  /** Session lifetime, seconds (better-auth `session.expiresIn`). */
  expiresIn: number;
  /** Seconds after which better-auth extends a session on use (`session.updateAge`). */
  updateAge: number;
}

/** What the fast path knows of the actor: the session middleware's Actor fields. */
export interface SessionActor {
  id: string;
  email: string;
  name: string;
  isApproved: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  /** The session's id (not its token). */
  sessionId: string;
}

/**
 * The session token of a signed cookie value (already URI-decoded), or null when the value is not
 * `<token>.<44-character base64 signature>` or the signature is not `secret`'s. Constant-time
 * comparison of the signature.
 */
export function verifySessionCookie(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The one query, prepared once per database handle. */
function prepare(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      isApproved: sql<boolean>`coalesce(${profiles.approved}, false)`,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${and(
        eq(userRoles.userId, session.userId),
        eq(userRoles.role, "admin"),
      )})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("session_actor");
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The actor of a session cookie's value in one query, or `undefined` when better-auth must decide
 * (see the module comment). Never throws for a bad cookie; database errors propagate.
 * @param cookieValue the URI-decoded value of the session cookie.
 * @param now for tests; default the current time.
 */
export async function sessionActor(
  db: Db,
  settings: SessionCookieSettings,
  cookieValue: string,
  now = Date.now(),
): Promise<SessionActor | undefined> {
  const token = verifySessionCookie(cookieValue, settings.secret);
  if (!token) return undefined;
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  // The session table holds only the token's hash (ADR 0006, api/src/auth/session-token-hashing.ts).
  const [row] = await query.execute({ token: hashSessionToken(token) });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.valueOf();
  // better-auth's own test (api/routes/session): refresh once expiresAt − expiresIn + updateAge has passed.
  const dueForRefresh = expiresAt - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
  if (expiresAt <= now || dueForRefresh) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isApproved: row.isApproved === true,
    isAdmin: row.isAdmin === true,
    twoFactorEnabled: row.twoFactorEnabled === true,
    sessionId: row.sessionId,
  };
}
