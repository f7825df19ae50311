import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, session } from "../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../testing/harness.ts";
import { totpCode } from "../testing/totp.ts";
import { secondFactorPage } from "./second-factor.ts";

// Issue #14 item 5: admins signing in with Google pass TOTP too, as password sign-ins do.
// Google's token endpoint is mocked; the rest is the real better-auth flow through the app.

const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
/** An ID token as Google's token endpoint returns it (better-auth decodes it without a signature check there). */
const idToken = (email: string, sub: string) =>
  `${b64({ alg: "RS256", typ: "JWT" })}.${b64({
    iss: "https://accounts.google.com",
    aud: "google-client-id",
    sub,
    email,
    email_verified: true,
    name: "Chief",
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.c2ln`;

let signedInAs = { email: "chief@example.com", sub: "google-sub-1" };
const google = setupServer(
  http.post(GOOGLE_TOKEN_URL, () =>
    HttpResponse.json({
      access_token: "google-access-token",
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      id_token: idToken(signedInAs.email, signedInAs.sub),
    }),
  ),
);
beforeAll(() => google.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => google.close());

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");

/** Goes through "Continue with Google": the start, then Google's redirect back with a code. */
async function signInWithGoogle(h: Harness): Promise<Response> {
  const start = await h.request("/api/auth/sign-in/social", {
    method: "POST",
    json: { provider: "google", callbackURL: "/" },
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const state = new URL(url).searchParams.get("state") ?? "";
  return h.request(`/api/auth/callback/google?code=auth-code&state=${encodeURIComponent(state)}`, {
    redirect: "manual",
    headers: { cookie: cookiesOf(start) },
  });
}

describe("Google sign-in and TOTP (issue #14 item 5)", () => {
  it("an admin with TOTP on gets no session from Google until the code; a wrong code gets none", async () => {
    signedInAs = { email: "chief@example.com", sub: "google-sub-1" };
    const h = await createHarness({
      env: {
        ADMIN_EMAILS: "chief@example.com",
        GOOGLE_CLIENT_ID: "google-client-id",
        GOOGLE_CLIENT_SECRET: "google-client-secret",
      },
    });
    try {
      // First Google sign-in: a verified admin without TOTP yet gets a session, refused on admin routes.
      const first = await signInWithGoogle(h);
      expect(first.status).toBe(302);
      expect(first.headers.get("location")).toBe("/");
      const bare: TestUser = { id: "", email: "chief@example.com", cookie: cookiesOf(first) };
      const me = (await (await h.request("/api/me", { user: bare })).json()) as {
        user: { id: string };
        isAdmin: boolean;
      };
      expect(me.isAdmin).toBe(true);
      expect((await h.request("/api/admin/users", { user: bare })).status).toBe(403);

      // A Google-only account turns TOTP on without a password (it has none).
      const enabled = await h.request("/api/auth/two-factor/enable", { method: "POST", user: bare, json: {} });
      expect(enabled.status).toBe(200);
      const admin = await h.enrolTotp({ ...bare, id: me.user.id });
      expect((await h.request("/api/admin/users", { user: admin })).status).toBe(200);
      const sessionsBefore = (await h.runtime.ctx.database.db.select().from(session)).length;

      // Second Google sign-in: redirected to the code step with no session.
      const again = await signInWithGoogle(h);
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(secondFactorPage(h.config.publicUrl));
      const challenge = cookiesOf(again);
      expect(challenge).toContain("two_factor=");
      expect(challenge).not.toContain("session_token=");
      expect((await h.request("/api/me", { headers: { cookie: challenge } })).status).toBe(401);
      expect((await h.runtime.ctx.database.db.select().from(session)).length).toBe(sessionsBefore);
      const audited = await h.runtime.ctx.database.db.select().from(auditEvents);
      expect(audited.map((e) => e.action)).toContain("auth.sign_in_second_factor");

      const secret = admin.totpSecret ?? "";
      const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
      const bad = await h.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        headers: { cookie: challenge },
        json: { code: wrong },
      });
      expect(bad.status).toBe(401);
      const good = await h.request("/api/auth/two-factor/verify-totp", {
        method: "POST",
        headers: { cookie: challenge },
        json: { code: totpCode(secret) },
      });
      expect(good.status).toBe(200);
      expect((await h.request("/api/admin/users", { headers: { cookie: cookiesOf(good) } })).status).toBe(200);
    } finally {
      await h.close();
    }
  }, 90_000);
});
