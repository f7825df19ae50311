import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { hubspotInstalls } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { decrypt, encrypt, keyFrom } from "./token-crypto.ts";

/** Refresh an access token this long before it expires, ms. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** Time allowed for one call to HubSpot, ms. */
const HUBSPOT_TIMEOUT_MS = 15_000;

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  hub_id?: number;
  scopes?: string[];
}

/** fetch with a time limit; a network failure or timeout becomes 503 `unavailable`. */
async function callHubspot(ctx: AppContext, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(HUBSPOT_TIMEOUT_MS) });
  } catch (error) {
    ctx.log.warn({ path: new URL(url).pathname, error: String(error) }, "HubSpot unreachable");
    throw new ApiError("unavailable", "HubSpot could not be reached. Please try again.");
  }
}

/** The AES-256-GCM key for tokens at rest; a missing or malformed key is a 503, logged with its reason. */
function tokenKey(ctx: AppContext): Buffer {
  try {
    return keyFrom(ctx.config.integrationEncryptionKey);
  } catch (error) {
    ctx.log.error({ error: String(error) }, "HubSpot tokens cannot be encrypted");
    throw new ApiError("unavailable", "The HubSpot integration is not configured.");
  }
}

function requireApp(ctx: AppContext) {
  const { clientId, clientSecret, apiBaseUrl } = ctx.config.hubspot;
  if (!clientId || !clientSecret) throw new ApiError("unavailable", "The HubSpot integration is not configured.");
  return { clientId, clientSecret, apiBaseUrl };
}

async function tokenRequest(ctx: AppContext, params: Record<string, string>): Promise<TokenResponse> {
  const { clientId, clientSecret, apiBaseUrl } = requireApp(ctx);
  const res = await callHubspot(ctx, `${apiBaseUrl}/oauth/v3/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
  });
  if (!res.ok) {
    ctx.log.warn({ status: res.status }, "HubSpot token request failed");
    throw new ApiError("unavailable", "HubSpot did not issue a token. Please reinstall the app.");
  }
  return (await res.json()) as TokenResponse;
}

/** The portal a token belongs to: `hub_id` of the token response, else the v3 introspection endpoint. */
async function portalOf(ctx: AppContext, token: TokenResponse): Promise<string> {
  if (token.hub_id) return String(token.hub_id);
  const { clientId, clientSecret, apiBaseUrl } = requireApp(ctx);
  const res = await callHubspot(ctx, `${apiBaseUrl}/oauth/v3/token/introspect`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      token: token.access_token,
      token_type_hint: "access_token",
    }),
  });
  const meta = res.ok ? ((await res.json()) as { hub_id?: number }) : {};
  if (!meta.hub_id) throw new ApiError("unavailable", "HubSpot did not identify the portal.");
  return String(meta.hub_id);
}

async function save(ctx: AppContext, portalId: string, token: TokenResponse) {
  const key = tokenKey(ctx);
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
  const key = tokenKey(ctx);
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
  const res = await callHubspot(ctx, `${apiBaseUrl}/crm/v3/objects/notes`, {
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
    ctx.log.warn({ status: res.status }, "HubSpot note write failed");
    throw new ApiError("unavailable", "HubSpot did not save the note. Please try again.");
  }
  return String(((await res.json()) as { id: string }).id);
}
