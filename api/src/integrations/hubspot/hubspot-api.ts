import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { hubspotInstalls } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { decrypt, encrypt, keyFrom } from "./token-crypto.ts";

/** Refresh an access token this long before it expires, ms. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  hub_id?: number;
  scopes?: string[];
}

function requireApp(ctx: AppContext) {
  const { clientId, clientSecret, apiBaseUrl } = ctx.config.hubspot;
  if (!clientId || !clientSecret) throw new ApiError("unavailable", "The HubSpot integration is not configured.");
  return { clientId, clientSecret, apiBaseUrl };
}

async function tokenRequest(ctx: AppContext, params: Record<string, string>): Promise<TokenResponse> {
  const { clientId, clientSecret, apiBaseUrl } = requireApp(ctx);
  const res = await fetch(`${apiBaseUrl}/oauth/v3/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
  });
  if (!res.ok) {
    ctx.log.warn("HubSpot token request failed", { status: res.status });
    throw new ApiError("unavailable", "HubSpot did not issue a token. Please reinstall the app.");
  }
  return (await res.json()) as TokenResponse;
}

async function portalOf(ctx: AppContext, token: TokenResponse): Promise<string> {
  if (token.hub_id) return String(token.hub_id);
  const { apiBaseUrl } = requireApp(ctx);
  const res = await fetch(`${apiBaseUrl}/oauth/v1/access-tokens/${encodeURIComponent(token.access_token)}`);
  if (!res.ok) throw new ApiError("unavailable", "HubSpot did not identify the portal.");
  return String(((await res.json()) as { hub_id: number }).hub_id);
}

async function save(ctx: AppContext, portalId: string, token: TokenResponse) {
  const key = keyFrom(ctx.config.integrationEncryptionKey);
  const row = {
    portalId,
    accessTokenEnc: encrypt(key, token.access_token),
    refreshTokenEnc: encrypt(key, token.refresh_token),
    expiresAt: new Date(Date.now() + token.expires_in * 1000),
    scopes: token.scopes?.join(" ") ?? null,
  };
  await ctx.database.db
    .insert(hubspotInstalls)
    .values(row)
    .onConflictDoUpdate({ target: hubspotInstalls.portalId, set: { ...row, updatedAt: new Date() } });
}

/**
 * Completes the OAuth install (authorization code → tokens at /oauth/v3/token) and stores the
 * portal's tokens encrypted. @returns the portal id. @throws ApiError unavailable.
 */
export async function completeInstall(ctx: AppContext, code: string, redirectUri: string): Promise<string> {
  const token = await tokenRequest(ctx, { grant_type: "authorization_code", code, redirect_uri: redirectUri });
  const portalId = await portalOf(ctx, token);
  await save(ctx, portalId, token);
  return portalId;
}

/** A valid access token for the portal, refreshed when it expires within 5 minutes. */
export async function accessTokenFor(ctx: AppContext, portalId: string): Promise<string> {
  const [install] = await ctx.database.db.select().from(hubspotInstalls).where(eq(hubspotInstalls.portalId, portalId));
  if (!install)
    throw new ApiError("conflict", "This HubSpot portal has not installed the app, so notes cannot be written back.");
  const key = keyFrom(ctx.config.integrationEncryptionKey);
  if (install.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) return decrypt(key, install.accessTokenEnc);
  const token = await tokenRequest(ctx, {
    grant_type: "refresh_token",
    refresh_token: decrypt(key, install.refreshTokenEnc),
  });
  await save(ctx, portalId, { ...token, refresh_token: token.refresh_token || decrypt(key, install.refreshTokenEnc) });
  return token.access_token;
}

/**
 * Writes a note on a contact (POST /crm/v3/objects/notes, association type 202 note→contact).
 * @returns the note id. @throws ApiError unavailable when HubSpot refuses.
 */
export async function writeContactNote(
  ctx: AppContext,
  portalId: string,
  contactId: string,
  html: string,
): Promise<string> {
  const { apiBaseUrl } = requireApp(ctx);
  const token = await accessTokenFor(ctx, portalId);
  const res = await fetch(`${apiBaseUrl}/crm/v3/objects/notes`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      properties: { hs_timestamp: new Date().toISOString(), hs_note_body: html },
      associations: [
        { to: { id: contactId }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] },
      ],
    }),
  });
  if (!res.ok) {
    ctx.log.warn("HubSpot note write failed", { status: res.status });
    throw new ApiError("unavailable", "HubSpot did not save the note. Please try again.");
  }
  return String(((await res.json()) as { id: string }).id);
}
