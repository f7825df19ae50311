import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { teamsLinkCodes, teamsLinks, user } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { getAccess } from "../../services/access/get-access.ts";
import { writeAudit } from "../../services/audit.ts";
import type { TeamsIdentity } from "./verify-token.ts";

/** A link code is valid for 10 minutes and once (as the HubSpot card's, api/src/integrations/hubspot/links.ts). */
export const TEAMS_LINK_CODE_TTL_MS = 10 * 60 * 1000;
/** The web app's page that confirms a Teams link (the tab opens it in a Teams sign-in pop-up). */
export const TEAMS_LINK_PAGE_PATH = "/integrations/teams/link";

/** A Teams user linked to an adviser, as the web app lists it. */
export interface TeamsLinkView {
  id: string;
  tenantId: string;
  objectId: string;
  teamsUsername: string | null;
  teamsDisplayName: string | null;
  createdAt: string;
}

const toView = (r: typeof teamsLinks.$inferSelect): TeamsLinkView => ({
  id: r.id,
  tenantId: r.tenantId,
  objectId: r.objectId,
  teamsUsername: r.teamsUsername,
  teamsDisplayName: r.teamsDisplayName,
  createdAt: r.createdAt.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * The adviser linked to a verified Teams identity, matched on tenant id and object id only (never
 * the e-mail or name in the token), with the web app's approval and admin flags; null when that
 * Teams user is not linked.
 */
export async function linkedTeamsActor(ctx: AppContext, identity: TeamsIdentity): Promise<Actor | null> {
  const [row] = await ctx.database.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(teamsLinks)
    .innerJoin(user, eq(user.id, teamsLinks.userId))
    .where(
      and(eq(teamsLinks.tenantId, identity.tid.toLowerCase()), eq(teamsLinks.objectId, identity.oid.toLowerCase())),
    );
  if (!row) return null;
  return { ...row, ...(await getAccess(ctx.database.db, row.id)) };
}

/**
 * Issues a one-time link code for a Teams identity; only its SHA-256 is stored.
 * @returns the web app's linking page URL carrying the code.
 */
export async function issueTeamsLinkCode(ctx: AppContext, identity: TeamsIdentity): Promise<string> {
  const { db } = ctx.database;
  await db.delete(teamsLinkCodes).where(lt(teamsLinkCodes.expiresAt, new Date()));
  const code = randomBytes(24).toString("base64url");
  await db.insert(teamsLinkCodes).values({
    codeHash: sha256(code),
    tenantId: identity.tid.toLowerCase(),
    objectId: identity.oid.toLowerCase(),
    teamsUsername: identity.email,
    teamsDisplayName: identity.name,
    expiresAt: new Date(Date.now() + TEAMS_LINK_CODE_TTL_MS),
  });
  return `${ctx.config.publicUrl}${TEAMS_LINK_PAGE_PATH}?code=${code}`;
}

/**
 * The 403 an unlinked Teams identity gets on the tab's routes, with a fresh one-time link URL in
 * its message (the tab itself asks `POST /api/integrations/teams/session` for the URL).
 */
export async function notLinkedError(ctx: AppContext, identity: TeamsIdentity): Promise<ApiError> {
  const url = await issueTeamsLinkCode(ctx, identity);
  return new ApiError(
    "forbidden",
    `This Microsoft Teams account is not connected to a Financial Strategy Advisor account. To connect it, open ${url} in a browser where you are signed in to Financial Strategy Advisor, and confirm.`,
  );
}

const expiredCode = () =>
  new ApiError(
    "not_found",
    "This link code has expired or was already used. Open the Financial Strategy Advisor tab in Teams and choose Connect your account again.",
  );

const liveCode = (code: string) =>
  and(
    eq(teamsLinkCodes.codeHash, sha256(code)),
    isNull(teamsLinkCodes.usedAt),
    gt(teamsLinkCodes.expiresAt, new Date()),
  );

/**
 * Which Teams user a link code would link, so the adviser sees it before confirming.
 * @throws ApiError not_found for an unknown, used or expired code.
 */
export async function previewTeamsLinkCode(
  ctx: AppContext,
  code: string,
): Promise<{
  tenantId: string;
  objectId: string;
  teamsUsername: string | null;
  teamsDisplayName: string | null;
  expiresAt: string;
}> {
  const [row] = await ctx.database.db.select().from(teamsLinkCodes).where(liveCode(code));
  if (!row) throw expiredCode();
  return {
    tenantId: row.tenantId,
    objectId: row.objectId,
    teamsUsername: row.teamsUsername,
    teamsDisplayName: row.teamsDisplayName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Links the Teams user of a one-time code to the signed-in adviser: the code is spent, the link
 * written (replacing an earlier link of that Teams user) and audited, in one transaction.
 * @throws ApiError not_found for an unknown, used or expired code.
 */
export async function confirmTeamsLinkCode(ctx: AppContext, actor: Actor, code: string): Promise<TeamsLinkView> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [spent] = await tx.update(teamsLinkCodes).set({ usedAt: new Date() }).where(liveCode(code)).returning();
    if (!spent) throw expiredCode();
    const [previous] = await tx
      .select({ userId: teamsLinks.userId })
      .from(teamsLinks)
      .where(and(eq(teamsLinks.tenantId, spent.tenantId), eq(teamsLinks.objectId, spent.objectId)));
    const [link] = await tx
      .insert(teamsLinks)
      .values({
        tenantId: spent.tenantId,
        objectId: spent.objectId,
        teamsUsername: spent.teamsUsername,
        teamsDisplayName: spent.teamsDisplayName,
        userId: actor.id,
      })
      .onConflictDoUpdate({
        target: [teamsLinks.tenantId, teamsLinks.objectId],
        set: {
          userId: actor.id,
          teamsUsername: spent.teamsUsername,
          teamsDisplayName: spent.teamsDisplayName,
          createdAt: new Date(),
        },
      })
      .returning();
    if (!link) throw new ApiError("internal", "The link could not be saved.");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "teams.linked",
      targetType: "integration",
      targetId: link.id,
      details: {
        tenantId: spent.tenantId,
        objectId: spent.objectId,
        teamsUsername: spent.teamsUsername,
        ...(previous && previous.userId !== actor.id ? { previousUserId: previous.userId } : {}),
      },
    });
    return link;
  });
  return toView(row);
}

/** The signed-in adviser's Teams links, oldest first. */
export async function listTeamsLinks(ctx: AppContext, actor: Actor): Promise<TeamsLinkView[]> {
  const rows = await ctx.database.db
    .select()
    .from(teamsLinks)
    .where(eq(teamsLinks.userId, actor.id))
    .orderBy(teamsLinks.createdAt);
  return rows.map(toView);
}

/**
 * Removes one of the adviser's Teams links, audited in the same transaction.
 * @throws ApiError not_found for an unknown id or another adviser's link.
 */
export async function unlinkTeamsUser(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ApiError("not_found", "Link not found");
  await ctx.database.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(teamsLinks)
      .where(and(eq(teamsLinks.id, id), eq(teamsLinks.userId, actor.id)))
      .returning();
    if (!deleted) throw new ApiError("not_found", "Link not found");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "teams.unlinked",
      targetType: "integration",
      targetId: id,
      details: { tenantId: deleted.tenantId, objectId: deleted.objectId, teamsUsername: deleted.teamsUsername },
    });
  });
}
