import { and, count, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { profiles, user, userRoles } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { lockAdminRoles } from "./users.ts";

/** What `grantAdminByEmail` did. */
export interface GrantAdminResult {
  userId: string;
  email: string;
  /** False when the account already was an administrator (nothing changed, nothing audited). */
  granted: boolean;
}

/**
 * Makes the account with `input.email` an administrator, from the server's command line
 * (`npm run admin:grant -- <email>`, issue #17): the way to the first administrator on
 * PostgreSQL, where no account becomes one by itself (spec §4 "User approval"; ADMIN_EMAILS is
 * the other). Runs under the admin-roles lock (./users.ts), and writes the audit row
 * `user.admin_granted` (actor: none, `details.via`) in the same transaction. Idempotent.
 *
 * The account must exist and its address be verified (its e-mailed link opened, or Google): as
 * with ADMIN_EMAILS (issue #14 item 4), an address someone registered without owning it gets nothing.
 * The new administrator sets up two-factor authentication at their next admin operation.
 * @param input.email the address, any case; `input.via` recorded in the audit row.
 * @throws ApiError not_found (no account with that address), conflict (address not verified).
 */
export async function grantAdminByEmail({
  ctx,
  input,
}: {
  ctx: Pick<AppContext, "database">;
  input: { email: string; via: string };
}): Promise<GrantAdminResult> {
  const email = input.email.trim().toLowerCase();
  return ctx.database.db.transaction(async (tx) => {
    await lockAdminRoles(tx);
    const [account] = await tx
      .select({ id: user.id, email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email));
    if (!account) {
      throw new ApiError(
        "not_found",
        `No account has the address ${email}. Sign up with it first, then run this again.`,
      );
    }
    if (!account.verified) {
      throw new ApiError(
        "conflict",
        `${account.email} has not confirmed its address yet: open the link e-mailed at sign-up, then run this again.`,
      );
    }
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, account.id));
    if (!profile) throw new ApiError("not_found", `The account ${account.email} has no profile.`);
    const [existing] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, account.id), eq(userRoles.role, "admin")));
    if (existing) return { userId: account.id, email: account.email, granted: false };
    await tx.insert(userRoles).values({ userId: account.id, role: "admin" }).onConflictDoNothing();
    await writeAudit(tx, {
      actorUserId: null,
      action: "user.admin_granted",
      targetType: "user",
      targetId: account.id,
      details: { via: input.via },
    });
    return { userId: account.id, email: account.email, granted: true };
  });
}

/** Whether any account is an administrator (the start-up hint of api/src/main.ts). */
export async function hasAdministrator({ ctx }: { ctx: Pick<AppContext, "database"> }): Promise<boolean> {
  const [row] = await ctx.database.db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return (row?.n ?? 0) > 0;
}
