import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import type { Config } from "../../config.ts";
import { ApiError } from "../../errors.ts";

/**
 * The claims of a verified Teams SSO access token that we use. Only `tid` + `oid` identify the
 * user (api/src/integrations/teams/links.ts); the sign-in name and display name are shown to the
 * adviser and never matched, since they are mutable and not unique over time (Microsoft identity
 * platform, "Secure applications and APIs by validating claims").
 */
export interface TeamsIdentity {
  /** Entra ID object id of the user: immutable, unique within its tenant. */
  oid: string;
  /** Tenant id. */
  tid: string;
  /** Sign-in name for display (preferred_username in v2 tokens, upn in v1), lowercased; may be empty. */
  email: string;
  name: string;
  version: "1.0" | "2.0";
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(url: string) {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 12 * 60 * 60 * 1000 });
    jwksCache.set(url, set);
  }
  return set;
}

const fail = (message: string) => new ApiError("unauthorized", message);

/**
 * Verifies a Teams SSO token (PLATFORM-NOTES.md "Microsoft Teams tab"; Microsoft identity
 * platform access tokens): RS256 signature against the JWKS, `aud` either the bare client id
 * (v2) or `api://<public host>/<client id>` (v1), the issuer of the token's own tenant for its
 * version, `exp`/`nbf` (60 s leeway), `scp` containing `access_as_user`, the tenant on the
 * TEAMS_ALLOWED_TENANTS list, and an `oid` (a GUID).
 * @throws ApiError unauthorized for any failure (the message names the check, never the token),
 *   forbidden for a tenant not on the allow-list, unavailable when Teams is not configured.
 */
export async function verifyTeamsToken(authorization: string | undefined, config: Config): Promise<TeamsIdentity> {
  const { clientId, allowedTenants, jwksUrl } = config.teams;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!token) throw fail("A Teams sign-in token is required.");
  if (!clientId) throw new ApiError("unavailable", "The Teams integration is not configured.");
  const host = new URL(config.publicUrl).host;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(jwksUrl), {
      algorithms: ["RS256"],
      audience: [clientId, `api://${host}/${clientId}`],
      clockTolerance: 60,
      requiredClaims: ["exp", "iss", "aud", "tid"],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw fail("The Teams token has expired.");
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      throw fail(`The Teams token's ${error.claim} claim is not valid.`);
    throw fail("The Teams token could not be verified.");
  }
  const tid = String(payload.tid ?? "");
  const version = payload.ver === "1.0" ? "1.0" : "2.0";
  const expectedIssuer =
    version === "1.0" ? `https://sts.windows.net/${tid}/` : `https://login.microsoftonline.com/${tid}/v2.0`;
  if (!/^[0-9a-f-]{36}$/i.test(tid) || payload.iss !== expectedIssuer)
    throw fail("The Teams token's issuer is not valid.");
  const scopes = String(payload.scp ?? "").split(" ");
  if (!scopes.includes("access_as_user")) throw fail("The Teams token lacks the access_as_user scope.");
  if (!allowedTenants.map((t) => t.toLowerCase()).includes(tid.toLowerCase())) {
    throw new ApiError(
      "forbidden",
      "This Microsoft 365 organisation is not allowed to use Financial Strategy Advisor.",
    );
  }
  const email = String(payload.preferred_username ?? payload.upn ?? "").toLowerCase();
  const oid = String(payload.oid ?? "").toLowerCase();
  if (!GUID.test(oid)) throw fail("The Teams token does not identify a user.");
  return { oid, tid: tid.toLowerCase(), email, name: String(payload.name ?? email), version };
}
