import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../db/schema/index.ts";
import { createHarness, type Harness, TEST_PASSWORD } from "../testing/harness.ts";
import { totpCode } from "../testing/totp.ts";

// Issue #14 item 8: sign-ins and failed sign-ins are audited, through the real routes.

const PROXY = { TRUST_PROXY_HOPS: "1" };

const signIn = (h: Harness, email: string, password: string, ip = "203.0.113.7") =>
  h.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
    headers: { "x-forwarded-for": ip },
  });

/** The sign-in rows, oldest first. */
const signInRows = (h: Harness) =>
  h.runtime.ctx.database.db
    .select()
    .from(auditEvents)
    .where(like(auditEvents.action, "auth.sign_in%"))
    .orderBy(asc(auditEvents.createdAt));

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe("sign-in audit (issue #14 item 8)", () => {
  it("records a password sign-in with the user and the address; a wrong password with the e-mail, never the password", async () => {
    const h = await createHarness({ env: { ...PROXY, ADMIN_EMAILS: "chief@example.com" } });
    try {
      const user = await h.signUp("dana@example.com");
      // Opening the verification link signed the user in.
      expect(await signInRows(h)).toMatchObject([
        { action: "auth.sign_in", actorUserId: user.id, targetId: user.id, details: { method: "email-link" } },
      ]);

      expect((await signIn(h, "Dana@Example.com", TEST_PASSWORD)).status).toBe(200);
      expect((await signIn(h, "dana@example.com", "not-the-password-at-all", "198.51.100.9")).status).toBe(401);

      const rows = await signInRows(h);
      expect(rows).toHaveLength(3);
      expect(rows[1]).toMatchObject({
        action: "auth.sign_in",
        actorUserId: user.id,
        targetType: "user",
        targetId: user.id,
        details: { method: "password", ip: "203.0.113.7", outcome: "success" },
      });
      expect(rows[2]).toMatchObject({
        action: "auth.sign_in_failed",
        actorUserId: null,
        targetId: user.id,
        details: {
          method: "password",
          ip: "198.51.100.9",
          outcome: "failure",
          status: 401,
          code: "INVALID_EMAIL_OR_PASSWORD",
          email: "dana@example.com",
        },
      });
      const all = JSON.stringify(await h.runtime.ctx.database.db.select().from(auditEvents));
      expect(all).not.toContain(TEST_PASSWORD);
      expect(all).not.toContain("not-the-password-at-all");
    } finally {
      await h.close();
    }
  });

  it("records an unknown address and an unverified account as failures", async () => {
    const h = await createHarness({ env: PROXY });
    try {
      expect((await signIn(h, "nobody@example.com", "whatever-it-is-123")).status).toBe(401);
      const signUp = await h.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: "fresh@example.com", password: TEST_PASSWORD, name: "Fresh" },
      });
      expect(signUp.status).toBe(200);
      expect((await signIn(h, "fresh@example.com", TEST_PASSWORD)).status).toBe(403);

      const rows = await signInRows(h);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        action: "auth.sign_in_failed",
        actorUserId: null,
        targetId: "nobody@example.com",
        details: { email: "nobody@example.com", status: 401, ip: "203.0.113.7" },
      });
      expect(rows[1]).toMatchObject({
        action: "auth.sign_in_failed",
        details: { email: "fresh@example.com", status: 403, code: "EMAIL_NOT_VERIFIED" },
      });
      expect(rows[1]?.targetId).not.toBe("fresh@example.com");
    } finally {
      await h.close();
    }
  });

  it("records attempts the rate limit refuses", async () => {
    const h = await createHarness({ env: { ...PROXY, RATE_LIMITS: "on" } });
    try {
      await h.signUp("erin@example.com");
      for (let i = 0; i < 11; i++) await signIn(h, "erin@example.com", `wrong-guess-${i}`);
      const failed = (await signInRows(h)).filter((r) => r.action === "auth.sign_in_failed");
      expect(failed).toHaveLength(11);
      expect(failed[10]).toMatchObject({ details: { status: 429, code: "rate_limited", email: "erin@example.com" } });
    } finally {
      await h.close();
    }
  });

  it("records the second-factor step, a wrong code and the code that signs in", async () => {
    const h = await createHarness({ env: { ...PROXY, ADMIN_EMAILS: "chief@example.com" } });
    try {
      const admin = await h.signUp("chief@example.com");
      const db = h.runtime.ctx.database.db;
      // Signing up signed in once by the e-mailed link; turning TOTP on is not a sign-in.
      expect(await signInRows(h)).toMatchObject([{ action: "auth.sign_in", details: { method: "email-link" } }]);

      const first = await signIn(h, "chief@example.com", TEST_PASSWORD);
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
      const challenge = cookieOf(first);
      const secret = admin.totpSecret ?? "";
      const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
      const verify = (code: string) =>
        h.request("/api/auth/two-factor/verify-totp", {
          method: "POST",
          headers: { cookie: challenge, "x-forwarded-for": "203.0.113.7" },
          json: { code },
        });
      expect((await verify(wrong)).status).toBe(401);
      expect((await verify(totpCode(secret))).status).toBe(200);

      expect((await signInRows(h)).slice(1)).toMatchObject([
        {
          action: "auth.sign_in_second_factor",
          actorUserId: admin.id,
          details: { method: "password", outcome: "second_factor" },
        },
        { action: "auth.sign_in_failed", details: { method: "two-factor", status: 401 } },
        { action: "auth.sign_in", actorUserId: admin.id, details: { method: "two-factor", ip: "203.0.113.7" } },
      ]);
      // Sign-up and other auth routes write no sign-in rows.
      await h.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: "other@example.com", password: TEST_PASSWORD, name: "Other" },
      });
      const extra = await db
        .select()
        .from(auditEvents)
        .where(and(like(auditEvents.action, "auth.sign_in%"), eq(auditEvents.targetId, "other@example.com")));
      expect(extra).toHaveLength(0);
      expect(await signInRows(h)).toHaveLength(4);
    } finally {
      await h.close();
    }
  });
});
