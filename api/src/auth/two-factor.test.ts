import { describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "../services/guards.ts";
import { createHarness, TEST_PASSWORD } from "../testing/harness.ts";
import { totpCode } from "../testing/totp.ts";

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe("TOTP two-factor (issue #14 item 5)", () => {
  it("an admin needs it for admin routes; once on, it is asked at every password sign-in", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const bare = await h.signUp("chief@example.com", "Chief", { twoFactor: false });
      const refused = await h.request("/api/admin/users", { user: bare });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        TWO_FACTOR_REQUIRED_MESSAGE,
      );
      expect(await (await h.request("/api/me", { user: bare })).json()).toMatchObject({
        isAdmin: true,
        twoFactorEnabled: false,
      });

      const admin = await h.enrolTotp(bare);
      expect((await h.request("/api/admin/users", { user: admin })).status).toBe(200);
      expect(await (await h.request("/api/me", { user: admin })).json()).toMatchObject({ twoFactorEnabled: true });

      // Password sign-in now stops at the second factor: no session until the code.
      const first = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "chief@example.com", password: TEST_PASSWORD },
      });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      const challenge = cookieOf(first);
      expect((await h.request("/api/me", { headers: { cookie: challenge } })).status).toBe(401);

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
      const session = cookieOf(good);
      expect((await h.request("/api/admin/users", { headers: { cookie: session } })).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("is optional for advisers, who may turn it on", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const admin = await h.signUp("chief@example.com");
      const adviser = await h.approvedUser(admin, "casey@example.com");
      expect(adviser.totpSecret).toBeUndefined();
      expect((await h.request("/api/projects", { user: adviser })).status).toBe(200);
      const enrolled = await h.enrolTotp(adviser);
      expect((await h.request("/api/projects", { user: enrolled })).status).toBe(200);
      const signIn = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "casey@example.com", password: TEST_PASSWORD },
      });
      expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    } finally {
      await h.close();
    }
  });
});
