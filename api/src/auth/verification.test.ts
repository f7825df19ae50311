import { describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_PASSWORD } from "../testing/harness.ts";

const signUpRequest = (h: Harness, email: string, password = TEST_PASSWORD) =>
  h.request("/api/auth/sign-up/email", { method: "POST", json: { email, password, name: "Someone" } });
const signIn = (h: Harness, email: string, password = TEST_PASSWORD) =>
  h.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const me = async (h: Harness, cookie: string) => {
  const res = await h.request("/api/me", { headers: { cookie } });
  return res.status === 200 ? ((await res.json()) as { isAdmin: boolean; user: { email: string } }) : res.status;
};

describe("e-mail verification before a session (issue #14 item 4)", () => {
  it("sign-up gives no session; sign-in waits for the link; the link signs in", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const res = await signUpRequest(h, "casey@example.com");
      expect(res.status).toBe(200);
      expect(((await res.json()) as { token: unknown }).token).toBeNull();
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);

      const early = await signIn(h, "casey@example.com");
      expect(early.status).toBe(403);
      expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
      // The first link, and the fresh one the refused sign-in sent.
      expect(h.runtime.mailer.outbox.filter((m) => m.to === "casey@example.com")).toHaveLength(2);

      const cookie = await h.openVerificationLink(h.mailedLink("casey@example.com", "verify-email"));
      expect(await me(h, cookie)).toMatchObject({ user: { email: "casey@example.com" }, isAdmin: false });
      expect((await signIn(h, "casey@example.com")).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("answers a known address as it answers a new one, and tells the owner", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      await h.signUp("known@example.com");
      const known = await signUpRequest(h, "known@example.com", "another-long-passphrase-9");
      const fresh = await signUpRequest(h, "fresh@example.com", "another-long-passphrase-9");
      expect(known.status).toBe(fresh.status);
      const a = (await known.json()) as { token: unknown; user: Record<string, unknown> };
      const b = (await fresh.json()) as { token: unknown; user: Record<string, unknown> };
      expect(a.token).toBeNull();
      expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());
      expect(a.user.emailVerified).toBe(false);
      expect(cookieOf(known)).toBe(cookieOf(fresh));
      const notice = h.runtime.mailer.outbox.findLast((m) => m.to === "known@example.com");
      expect(notice?.subject).toBe("Someone tried to create an account with your address");
      // The existing account keeps its password.
      expect((await signIn(h, "known@example.com", "another-long-passphrase-9")).status).toBe(401);
    } finally {
      await h.close();
    }
  });

  it("ADMIN_EMAILS makes an address admin only once it is verified; a squatter gets nothing", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      // Someone registers the admin address first with their own password; they never get the link.
      expect((await signUpRequest(h, "chief@example.com", "squatter-owns-this-9")).status).toBe(200);
      expect((await signIn(h, "chief@example.com", "squatter-owns-this-9")).status).toBe(403);
      // The real owner resets the password from the mailbox, then verifies by signing in.
      const reset = await h.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: "chief@example.com", redirectTo: "/reset-password" },
      });
      expect(reset.status).toBe(200);
      const link = h.mailedLink("chief@example.com", "reset-password");
      const opened = await h.request(link, { redirect: "manual" });
      expect(opened.status).toBe(302);
      const token = new URL(opened.headers.get("location") ?? "", h.config.publicUrl).searchParams.get("token");
      expect(token).toBeTruthy();
      expect(
        (await h.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "password1234" } }))
          .status,
      ).toBe(400);
      const done = await h.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: TEST_PASSWORD },
      });
      expect(done.status).toBe(200);
      expect((await signIn(h, "chief@example.com", "squatter-owns-this-9")).status).toBe(401);
      expect((await signIn(h, "chief@example.com")).status).toBe(403); // not verified yet: a link is sent
      const cookie = await h.openVerificationLink(h.mailedLink("chief@example.com", "verify-email"));
      expect(await me(h, cookie)).toMatchObject({ isAdmin: true });
    } finally {
      await h.close();
    }
  });

  it("a password reset by e-mail ends the sessions signed in before it", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const user = await h.signUp("casey@example.com");
      await h.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: "casey@example.com", redirectTo: "/reset-password" },
      });
      const opened = await h.request(h.mailedLink("casey@example.com", "reset-password"), { redirect: "manual" });
      const token = new URL(opened.headers.get("location") ?? "", h.config.publicUrl).searchParams.get("token");
      const done = await h.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword: "violet-lantern-orbit-42" },
      });
      expect(done.status).toBe(200);
      expect(await me(h, user.cookie)).toBe(401);
      expect((await signIn(h, "casey@example.com", "violet-lantern-orbit-42")).status).toBe(200);
      // An unknown address answers the same and nothing is sent.
      const before = h.runtime.mailer.outbox.length;
      const unknown = await h.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: "nobody@example.com", redirectTo: "/reset-password" },
      });
      expect(unknown.status).toBe(200);
      expect(h.runtime.mailer.outbox.length).toBe(before);
    } finally {
      await h.close();
    }
  });

  it("a user created verified (as Google's are) listed in ADMIN_EMAILS is admin at once", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const ctx = await h.runtime.ctx.auth.$context;
      const created = await ctx.internalAdapter.createUser(
        { email: "chief@example.com", name: "Chief", emailVerified: true },
        { method: "oauth" },
      );
      const roles = await h.runtime.ctx.database.db.query.userRoles.findMany();
      expect(roles).toEqual([expect.objectContaining({ userId: created.id, role: "admin" })]);
    } finally {
      await h.close();
    }
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)("first account on the embedded database", () => {
  it("is the first to verify: an unverified earlier sign-up does not become admin", async () => {
    const h = await createHarness();
    try {
      expect((await signUpRequest(h, "early@example.com")).status).toBe(200);
      const owner = await h.signUp("owner@example.com");
      expect(await me(h, owner.cookie)).toMatchObject({ isAdmin: true });
      const late = await h.openVerificationLink(h.mailedLink("early@example.com", "verify-email"));
      expect(await me(h, late)).toMatchObject({ isAdmin: false });
    } finally {
      await h.close();
    }
  });
});
