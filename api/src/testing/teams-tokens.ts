import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";

/**
 * A local Entra-like key set for Teams SSO tests: serves a JWKS over HTTP on loopback and signs
 * v1 and v2 access tokens like Microsoft's.
 */
export const TEST_TENANT = "11111111-2222-3333-4444-555555555555";
export const OTHER_TENANT = "99999999-8888-7777-6666-555555555555";
export const TEST_CLIENT_ID = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";

export interface TeamsKeys {
  jwksUrl: string;
  sign(
    claims: Record<string, unknown>,
    options?: { version?: "1.0" | "2.0"; expiresIn?: string; useOtherKey?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startTeamsKeys(publicHost = "localhost:3999"): Promise<TeamsKeys> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    jwksUrl: `http://127.0.0.1:${port}/keys`,
    async sign(claims, options = {}) {
      const version = options.version ?? "2.0";
      const tid = (claims.tid as string | undefined) ?? TEST_TENANT;
      const base =
        version === "1.0"
          ? {
              aud: `api://${publicHost}/${TEST_CLIENT_ID}`,
              iss: `https://sts.windows.net/${tid}/`,
              upn: "adviser@firm.example",
            }
          : {
              aud: TEST_CLIENT_ID,
              iss: `https://login.microsoftonline.com/${tid}/v2.0`,
              preferred_username: "adviser@firm.example",
            };
      return new SignJWT({
        ver: version,
        tid,
        oid: "0000aaaa-1111-2222-3333-444455556666",
        scp: "access_as_user",
        name: "Ada Adviser",
        ...base,
        ...claims,
      })
        .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" })
        .setIssuedAt()
        .setNotBefore("0s")
        .setExpirationTime(options.expiresIn ?? "1h")
        .sign(options.useOtherKey ? other.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
