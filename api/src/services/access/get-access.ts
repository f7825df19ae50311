import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, userRoles } from "../../db/schema/index.ts";

/**
 * Approval and admin flags of a user (spec §6: approval from profiles.approved, role from a
 * user_roles admin row). Read on every request so an approval or revocation applies at once.
 */
export async function getAccess(db: Db, userId: string): Promise<{ isApproved: boolean; isAdmin: boolean }> {
  const [profile] = await db.select({ approved: profiles.approved }).from(profiles).where(eq(profiles.id, userId));
  const [admin] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return { isApproved: profile?.approved ?? false, isAdmin: admin !== undefined };
}
