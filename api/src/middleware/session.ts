import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Auth } from "../auth/auth.ts";
import type { Actor } from "../context.ts";
import { errors } from "../errors.ts";
import type { AppEnv } from "../hono-env.ts";
import { getAccess } from "../services/access/get-access.ts";
import { type SessionCookieSettings, sessionActor } from "../services/access/session-actor.ts";

const settingsOf = new WeakMap<Auth, Promise<SessionCookieSettings>>();

/** better-auth's session cookie name, secret and lifetimes, read once per auth instance. */
function cookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * Resolves the request's actor: the better-auth session's user with approval and admin flags,
 * or null. A request without the session cookie costs no query. A valid session in the middle of
 * its life is read in one query (services/access/session-actor.ts, issue #15); any other cookie
 * goes through better-auth's getSession, which refreshes or ends the session, then getAccess.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, database } = c.var.ctx;
  const settings = await cookieSettings(auth);
  const cookie = getCookie(c, settings.cookieName);
  if (!cookie) {
    c.set("actor", null);
    return next();
  }
  const fast = await sessionActor(database.db, settings, cookie);
  if (fast) {
    c.set("actor", fast);
    return next();
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (session?.user) {
    const access = await getAccess(database.db, session.user.id);
    c.set("actor", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      twoFactorEnabled: session.user.twoFactorEnabled === true,
      sessionId: session.session.id,
      ...access,
    });
  } else {
    c.set("actor", null);
  }
  await next();
};

/** The signed-in actor. @throws ApiError unauthorized (401) when nobody is signed in. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw errors.unauthorized();
  return actor;
}
