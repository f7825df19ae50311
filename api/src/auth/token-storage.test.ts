import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, verification } from "../db/schema/index.ts";
import { createHarness, TEST_PASSWORD } from "../testing/harness.ts";
import { HASHED_TOKEN_PREFIX, hashSessionToken, hashStoredSessionTokens } from "./session-token-hashing.ts";

// Issue #14 item 8 (data at rest): reset-link and session tokens are stored only as hashes, and
// sign-in, session lookup, sign-out and the reset link still work. PGlite and Postgres.

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");

/** The session token inside a `better-auth.session_token=<token>.<signature>` cookie header. */
function sessionTokenOf(cookie: string): string {
  const value = /(?:^|;\s*)better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  return decodeURIComponent(value).split(".")[0] ?? "";
}

/** A session cookie for `token`, signed with the server's secret as better-auth signs its own. */
function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

describe("verification tokens at rest (issue #14 item 8)", () => {
  it("keeps a password-reset token as a hash; the e-mailed link still resets the password", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      await h.signUp("casey@example.com");
      const asked = await h.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: "casey@example.com", redirectTo: "/reset-password" },
      });
      expect(asked.status).toBe(200);
      const opened = await h.request(h.mailedLink("casey@example.com", "reset-password"), { redirect: "manual" });
      expect(opened.status).toBe(302);
      const token = new URL(opened.headers.get("location") ?? "", h.config.publicUrl).searchParams.get("token") ?? "";
      expect(token.length).toBeGreaterThan(10);

      const stored = JSON.stringify(await h.runtime.ctx.database.db.select().from(verification));
      expect(stored).not.toContain(token);

      const done = await h.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: `${TEST_PASSWORD}-2` },
      });
      expect(done.status).toBe(200);
      const signIn = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "casey@example.com", password: `${TEST_PASSWORD}-2` },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await h.close();
    }
  }, 90_000);
});

describe("session tokens at rest (issue #14 item 8)", () => {
  it("stores only hashes; sign-in, lookup and sign-out work; a stored hash signs nobody in", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    const { db } = h.runtime.ctx.database;
    try {
      const casey = await h.signUp("casey@example.com");
      const signIn = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "casey@example.com", password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const cookie = cookiesOf(signIn);
      const token = sessionTokenOf(cookie);
      expect(token.length).toBeGreaterThanOrEqual(32);

      // The table holds no token as issued, only its hash.
      const rows = await db.select().from(session);
      expect(rows.length).toBe(2); // the verification link's session and this one
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(sessionTokenOf(casey.cookie));
      expect(rows.every((r) => r.token.startsWith(HASHED_TOKEN_PREFIX))).toBe(true);
      expect(rows.map((r) => r.token)).toContain(hashSessionToken(token));

      // The cookie still finds its session, including through better-auth's own route.
      const me = await h.request("/api/me", { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe("casey@example.com");
      const own = await h.request("/api/auth/get-session", { headers: { cookie } });
      expect(((await own.json()) as { session: { token: string } }).session.token).toBe(token);

      // A stored hash, even signed with the server's secret, is not a session.
      for (const row of rows) {
        const forged = signedSessionCookie(row.token, h.config.authSecret);
        expect((await h.request("/api/me", { headers: { cookie: forged } })).status).toBe(401);
      }
      // The cookie is signed as better-auth signs it: the same signature for the real token works.
      expect(
        (await h.request("/api/me", { headers: { cookie: signedSessionCookie(token, h.config.authSecret) } })).status,
      ).toBe(200);

      // Sign-out deletes the row; the cookie is then refused, the other session stays.
      const out = await h.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
      expect(out.status).toBe(200);
      expect(
        await db
          .select()
          .from(session)
          .where(eq(session.token, hashSessionToken(token))),
      ).toEqual([]);
      expect((await h.request("/api/me", { headers: { cookie } })).status).toBe(401);
      expect((await h.request("/api/me", { user: casey })).status).toBe(200);

      // The routes that would hand out stored hashes are off.
      expect((await h.request("/api/auth/list-sessions", { user: casey })).status).toBe(404);
    } finally {
      await h.close();
    }
  }, 90_000);

  it("hashes the tokens of sessions stored before, and their cookies keep working", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    const { db } = h.runtime.ctx.database;
    try {
      const casey = await h.signUp("casey@example.com");
      const token = sessionTokenOf(casey.cookie);
      // As a database written before this change holds it.
      await db
        .update(session)
        .set({ token })
        .where(eq(session.token, hashSessionToken(token)));
      expect((await h.request("/api/me", { user: casey })).status).toBe(401);

      expect(await hashStoredSessionTokens(db)).toBe(1);
      expect(await hashStoredSessionTokens(db)).toBe(0);
      const [row] = await db.select().from(session);
      expect(row?.token).toBe(hashSessionToken(token));
      expect((await h.request("/api/me", { user: casey })).status).toBe(200);
    } finally {
      await h.close();
    }
  }, 90_000);
});
