import { eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { user } from "../../db/schema/index.ts";
import { getAccess } from "../../services/access/get-access.ts";
import type { TeamsIdentity } from "./verify-token.ts";

/** better-auth account provider id for Teams SSO identities. */
export const TEAMS_PROVIDER_ID = "microsoft-entra-id";

/**
 * The adviser account of a verified Teams identity, matched by verified email. A new identity
 * gets a new account, pending approval like any sign-up (our database hook creates its profile),
 * with the Entra object id linked as an account of provider `microsoft-entra-id`.
 */
export async function actorForTeams(ctx: AppContext, identity: TeamsIdentity): Promise<Actor> {
  const { db } = ctx.database;
  let [row] = await db.select().from(user).where(eq(user.email, identity.email));
  const auth = await ctx.auth.$context;
  if (!row) {
    await auth.internalAdapter.createOAuthUser(
      { email: identity.email, name: identity.name, emailVerified: true, image: null },
      { providerId: TEAMS_PROVIDER_ID, accountId: identity.oid },
    );
    [row] = await db.select().from(user).where(eq(user.email, identity.email));
    ctx.log.info("new adviser account from Teams, pending approval", { email: identity.email, tenant: identity.tid });
  } else {
    const accounts = await auth.internalAdapter.findAccounts(row.id);
    if (!accounts.some((a) => a.providerId === TEAMS_PROVIDER_ID && a.accountId === identity.oid)) {
      await auth.internalAdapter.linkAccount({
        userId: row.id,
        providerId: TEAMS_PROVIDER_ID,
        accountId: identity.oid,
      });
    }
  }
  if (!row) throw new Error("Teams user could not be created");
  const access = await getAccess(db, row.id);
  return { id: row.id, email: row.email, name: row.name, ...access };
}
