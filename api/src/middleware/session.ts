import type { MiddlewareHandler } from "hono";
import type { Actor } from "../context.ts";
import { errors } from "../errors.ts";
import type { AppEnv } from "../hono-env.ts";
import { getAccess } from "../services/access/get-access.ts";

/** Resolves the better-auth session of the request and the user's approval and admin flags. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, database } = c.var.ctx;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (session?.user) {
    const access = await getAccess(database.db, session.user.id);
    c.set("actor", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      twoFactorEnabled: session.user.twoFactorEnabled === true,
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
