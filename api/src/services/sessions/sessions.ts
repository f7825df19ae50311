import type { TUserSession } from "@fsa/shared";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { session } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../errors.ts";
import { writeAudit } from "../audit.ts";

/**
 * Per-device sign-out (issue #14): the signed-in user's own sessions, listed and ended by id.
 * better-auth's token-based `/list-sessions` and `/revoke-session` are disabled because the table
 * holds token hashes (ADR 0006); these work on `session.id` and only ever on the caller's rows.
 * A deleted row ends the session at once: every request reads its session from the table
 * (services/access/session-actor.ts; no cookie cache).
 */

/** The caller's unexpired sessions, newest first, the current one marked. */
export async function listSessions(ctx: AppContext, actor: Actor): Promise<TUserSession[]> {
  const rows = await ctx.database.db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, actor.id), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt), desc(session.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === actor.sessionId,
  }));
}

/**
 * Ends one of the caller's sessions (the current one included: that signs this device out).
 * Audited as `session.revoked` in the same transaction.
 * @returns 1.
 * @throws ApiError not_found (404) when `sessionId` is not one of the caller's sessions, so another
 * user's session ids cannot be probed.
 */
export async function revokeSession(ctx: AppContext, actor: Actor, sessionId: string): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, actor.id)))
      .returning({ id: session.id });
    if (deleted.length === 0) throw errors.notFound("Session");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "session.revoked",
      targetType: "user",
      targetId: actor.id,
      details: { sessionId, current: sessionId === actor.sessionId },
    });
    return deleted.length;
  });
}

/**
 * Ends every session of the caller except the current one ("sign out everywhere else").
 * Audited as `session.revoked_others` with the count, in the same transaction.
 * @returns the number of sessions ended.
 * @throws ApiError bad_request (400) when the request has no session of its own (an integration
 * caller), since "the others" would then be all of them.
 */
export async function revokeOtherSessions(ctx: AppContext, actor: Actor): Promise<number> {
  const current = actor.sessionId;
  if (!current) throw new ApiError("bad_request", "This request has no session of its own.");
  return ctx.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(and(eq(session.userId, actor.id), ne(session.id, current)))
      .returning({ id: session.id });
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "session.revoked_others",
      targetType: "user",
      targetId: actor.id,
      details: { count: deleted.length },
    });
    return deleted.length;
  });
}
