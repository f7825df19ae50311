import { describe, expect, it } from "vitest";
import { verification } from "../db/schema/index.ts";
import { createHarness, TEST_PASSWORD } from "../testing/harness.ts";

// Issue #14 item 8 (data at rest): a reset link's token is stored only as a hash, and the link
// still works.

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
  });
});
