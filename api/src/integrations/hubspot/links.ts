import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { hubspotLinkCodes, hubspotLinks, user } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { getAccess } from "../../services/access/get-access.ts";
import { writeAudit } from "../../services/audit.ts";
import { sha256 } from "./token-crypto.ts";
import type { HubSpotCaller } from "./verify-request.ts";

/** A link code is valid for 10 minutes and once. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;
/** The web app's page that confirms a link (the card opens it in an iframe modal). */
export const LINK_PAGE_PATH = "/integrations/hubspot/link";

/** A HubSpot user linked to an adviser, as the web app lists it. */
export interface HubSpotLinkView {
  id: string;
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
  createdAt: string;
}

const toView = (r: typeof hubspotLinks.$inferSelect): HubSpotLinkView => ({
  id: r.id,
  portalId: r.portalId,
  hubspotUserId: r.hubspotUserId,
  hubspotUserEmail: r.hubspotUserEmail,
  createdAt: r.createdAt.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The adviser linked to the calling HubSpot user, with the web app's approval and admin flags
 * (so the same approval rules apply), or null when the HubSpot user is not linked.
 */
export async function linkedActor(ctx: AppContext, caller: HubSpotCaller): Promise<Actor | null> {
  const [row] = await ctx.database.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(hubspotLinks)
    .innerJoin(user, eq(user.id, hubspotLinks.userId))
    .where(and(eq(hubspotLinks.portalId, caller.portalId), eq(hubspotLinks.hubspotUserId, caller.hubspotUserId)));
  if (!row) return null;
  return { ...row, ...(await getAccess(ctx.database.db, row.id)) };
}

/** The linked adviser. @throws ApiError forbidden when the HubSpot user is not linked. */
export async function requireLinkedActor(ctx: AppContext, caller: HubSpotCaller): Promise<Actor> {
  const actor = await linkedActor(ctx, caller);
  if (!actor) throw new ApiError("forbidden", "Connect your HubSpot user to Financial Strategy Advisor first.");
  return actor;
}

/**
 * Issues a one-time link code for an unlinked HubSpot user; only its SHA-256 is stored.
 * @returns the linking page URL carrying the code, for the card's iframe modal.
 */
export async function issueLinkCode(ctx: AppContext, caller: HubSpotCaller): Promise<string> {
  const { db } = ctx.database;
  await db.delete(hubspotLinkCodes).where(lt(hubspotLinkCodes.expiresAt, new Date()));
  const code = randomBytes(24).toString("base64url");
  await db.insert(hubspotLinkCodes).values({
    codeHash: sha256(code),
    portalId: caller.portalId,
    hubspotUserId: caller.hubspotUserId,
    hubspotUserEmail: caller.hubspotUserEmail,
    expiresAt: new Date(Date.now() + LINK_CODE_TTL_MS),
  });
  return `${ctx.config.publicUrl}${LINK_PAGE_PATH}?code=${code}`;
}

const expiredCode = () =>
  new ApiError("not_found", "This link code has expired or was already used. Open the card in HubSpot again.");

/**
 * Who a link code would link, so the adviser sees the portal and HubSpot user before confirming.
 * @throws ApiError not_found for an unknown, used or expired code.
 */
export async function previewLinkCode(
  ctx: AppContext,
  code: string,
): Promise<{ portalId: string; hubspotUserId: string; hubspotUserEmail: string | null; expiresAt: string }> {
  const [row] = await ctx.database.db
    .select()
    .from(hubspotLinkCodes)
    .where(
      and(
        eq(hubspotLinkCodes.codeHash, sha256(code)),
        isNull(hubspotLinkCodes.usedAt),
        gt(hubspotLinkCodes.expiresAt, new Date()),
      ),
    );
  if (!row) throw expiredCode();
  return {
    portalId: row.portalId,
    hubspotUserId: row.hubspotUserId,
    hubspotUserEmail: row.hubspotUserEmail,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Links the HubSpot user of a one-time code to the signed-in adviser: the code is spent, the link
 * written (replacing an earlier link of that HubSpot user) and audited in one transaction.
 * @throws ApiError not_found for an unknown, used or expired code.
 */
export async function confirmLinkCode(ctx: AppContext, actor: Actor, code: string): Promise<HubSpotLinkView> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(hubspotLinkCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(hubspotLinkCodes.codeHash, sha256(code)),
          isNull(hubspotLinkCodes.usedAt),
          gt(hubspotLinkCodes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!spent) throw expiredCode();
    const [link] = await tx
      .insert(hubspotLinks)
      .values({
        portalId: spent.portalId,
        hubspotUserId: spent.hubspotUserId,
        hubspotUserEmail: spent.hubspotUserEmail,
        userId: actor.id,
      })
      .onConflictDoUpdate({
        target: [hubspotLinks.portalId, hubspotLinks.hubspotUserId],
        set: { userId: actor.id, hubspotUserEmail: spent.hubspotUserEmail },
      })
      .returning();
    if (!link) throw new ApiError("internal", "The link could not be saved.");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "hubspot.linked",
      targetType: "integration",
      targetId: link.id,
      details: { portalId: spent.portalId, hubspotUserId: spent.hubspotUserId },
    });
    return link;
  });
  return toView(row);
}

/** The signed-in adviser's HubSpot links, oldest first. */
export async function listLinks(ctx: AppContext, actor: Actor): Promise<HubSpotLinkView[]> {
  const rows = await ctx.database.db
    .select()
    .from(hubspotLinks)
    .where(eq(hubspotLinks.userId, actor.id))
    .orderBy(hubspotLinks.createdAt);
  return rows.map(toView);
}

/**
 * Removes one of the adviser's links (and audits it in the same transaction).
 * @throws ApiError not_found for an unknown id or another adviser's link.
 */
export async function unlinkHubspotUser(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ApiError("not_found", "Link not found");
  await ctx.database.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(hubspotLinks)
      .where(and(eq(hubspotLinks.id, id), eq(hubspotLinks.userId, actor.id)))
      .returning();
    if (!deleted) throw new ApiError("not_found", "Link not found");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "hubspot.unlinked",
      targetType: "integration",
      targetId: id,
      details: { portalId: deleted.portalId, hubspotUserId: deleted.hubspotUserId },
    });
  });
}
