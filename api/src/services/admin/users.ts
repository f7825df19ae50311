import type { TAdminUser } from "@fsa/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { profiles, userRoles } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { assertAdmin } from "../guards.ts";

/** Messages of spec §6 "Admin-only operations". */
export const ADMIN_MESSAGES = {
  approve: "Only admins can approve users.",
  role: "Only admins can assign admin roles.",
  listPending: "Only admins can view pending users.",
  listAll: "Only admins can view all users.",
} as const;

async function loadUser(tx: Tx | AppContext["database"]["db"], id: string): Promise<TAdminUser> {
  const [p] = await tx.select().from(profiles).where(eq(profiles.id, id));
  if (!p) throw new ApiError("not_found", "User not found");
  const [role] = await tx
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, id), eq(userRoles.role, "admin")));
  return {
    id: p.id,
    email: p.email,
    fullName: p.fullName,
    approved: p.approved,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    approvedBy: p.approvedBy,
    isAdmin: role !== undefined,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Every user, newest first, with approval and admin flags (spec §7 "Admin panel"). */
export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  filter: "all" | "pending" = "all",
): Promise<TAdminUser[]> {
  assertAdmin(actor, filter === "pending" ? ADMIN_MESSAGES.listPending : ADMIN_MESSAGES.listAll);
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(profiles)
    .where(filter === "pending" ? eq(profiles.approved, false) : undefined)
    .orderBy(desc(profiles.createdAt));
  const admins = new Set(
    (await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"))).map(
      (r) => r.userId,
    ),
  );
  return rows.map((p) => ({
    id: p.id,
    email: p.email,
    fullName: p.fullName,
    approved: p.approved,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    approvedBy: p.approvedBy,
    isAdmin: admins.has(p.id),
    createdAt: p.createdAt.toISOString(),
  }));
}

/** Approve: approved true, approved_at now, approved_by the admin (spec §4 "User approval"). */
export async function approveUser(ctx: AppContext, actor: Actor, id: string): Promise<TAdminUser> {
  assertAdmin(actor, ADMIN_MESSAGES.approve);
  return ctx.database.db.transaction(async (tx) => {
    await loadUser(tx, id);
    await tx
      .update(profiles)
      .set({ approved: true, approvedAt: new Date(), approvedBy: actor.id })
      .where(eq(profiles.id, id));
    await writeAudit(tx, { actorUserId: actor.id, action: "user.approved", targetType: "user", targetId: id });
    return loadUser(tx, id);
  });
}

/** Revoke: approved false, approved_at and approved_by cleared (spec §4). */
export async function revokeUser(ctx: AppContext, actor: Actor, id: string): Promise<TAdminUser> {
  assertAdmin(actor, ADMIN_MESSAGES.approve);
  return ctx.database.db.transaction(async (tx) => {
    await loadUser(tx, id);
    await tx.update(profiles).set({ approved: false, approvedAt: null, approvedBy: null }).where(eq(profiles.id, id));
    await writeAudit(tx, { actorUserId: actor.id, action: "user.revoked", targetType: "user", targetId: id });
    return loadUser(tx, id);
  });
}

/**
 * One transaction-scoped advisory lock serialising every change to the admin roles (issue #14
 * item 6). Key: a constant; the lock is released at COMMIT or ROLLBACK. On PGlite, where
 * transactions already run one at a time, it is taken and released at once.
 */
export const ADMIN_ROLES_LOCK_KEY = 4_714_001;

/** Takes the admin-roles lock ({@link ADMIN_ROLES_LOCK_KEY}) until the end of `tx`. */
export async function lockAdminRoles(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(ADMIN_ROLES_LOCK_KEY))})`);
}

/**
 * Make Admin adds an admin row only if none exists; Remove Admin deletes it (spec §4). The last
 * admin cannot be removed, so the panel never locks everyone out.
 *
 * Concurrency (issue #14 item 6): the count-then-delete runs under the admin-roles lock
 * (`pg_advisory_xact_lock`), and the actor's own admin role is re-read under it, so two admins
 * removing each other at the same moment leave exactly one: the second sees that its actor is no
 * longer an admin (403) or that the target is the last one (409).
 * @throws ApiError forbidden (not an admin, or no longer one), not_found, conflict (last admin).
 */
export async function setAdmin(ctx: AppContext, actor: Actor, id: string, makeAdmin: boolean): Promise<TAdminUser> {
  assertAdmin(actor, ADMIN_MESSAGES.role);
  return ctx.database.db.transaction(async (tx) => {
    await lockAdminRoles(tx);
    const [stillAdmin] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, actor.id), eq(userRoles.role, "admin")));
    if (!stillAdmin) throw new ApiError("forbidden", ADMIN_MESSAGES.role);
    const before = await loadUser(tx, id);
    if (makeAdmin) {
      if (!before.isAdmin) await tx.insert(userRoles).values({ userId: id, role: "admin" }).onConflictDoNothing();
    } else if (before.isAdmin) {
      const [admins] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
      if ((admins?.n ?? 0) <= 1) throw new ApiError("conflict", "The last administrator cannot be removed.");
      await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, "admin")));
    }
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: makeAdmin ? "user.admin_granted" : "user.admin_removed",
      targetType: "user",
      targetId: id,
    });
    return loadUser(tx, id);
  });
}
