import { describe, expect, it } from "vitest";
import { createHarness } from "../testing/harness.ts";

describe.runIf(!process.env.TEST_DATABASE_URL)("first account on the embedded database", () => {
  it("becomes admin when ADMIN_EMAILS is unset; the second does not", async () => {
    const h = await createHarness();
    try {
      const first = await h.signUp("first@example.com");
      const second = await h.signUp("second@example.com");
      expect(await (await h.request("/api/me", { user: first })).json()).toMatchObject({
        isAdmin: true,
        isApproved: false,
      });
      expect(await (await h.request("/api/me", { user: second })).json()).toMatchObject({
        isAdmin: false,
        isApproved: false,
      });
      expect((await h.request("/api/projects", { user: first })).status).toBe(200);
      expect((await h.request("/api/projects", { user: second })).status).toBe(403);
    } finally {
      await h.close();
    }
  });

  it("does not when ADMIN_EMAILS is set", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      const first = await h.signUp("first@example.com");
      expect(await (await h.request("/api/me", { user: first })).json()).toMatchObject({ isAdmin: false });
    } finally {
      await h.close();
    }
  });
});

describe("sign-in", () => {
  it("signs in with email and password and signs out", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "a@example.com" } });
    try {
      await h.signUp("a@example.com");
      const res = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "a@example.com", password: "correct-horse-battery-staple" },
      });
      expect(res.status).toBe(200);
      const bad = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "a@example.com", password: "wrong-password" },
      });
      expect(bad.status).toBe(401);
      const health = (await (await h.request("/api/health")).json()) as { auth: { google: boolean } };
      expect(health.auth.google).toBe(false);
    } finally {
      await h.close();
    }
  });
});
