import { describe, expect, it } from "vitest";
import { createHarness, TEST_PASSWORD } from "../testing/harness.ts";
import { passwordProblem } from "./password-policy.ts";

describe("passwordProblem (issue #14 item 4)", () => {
  it.each([
    ["password", "at least 12"],
    ["12345678", "at least 12"],
    ["aaaaaaaa", "at least 12"],
    ["password1234", "too easy to guess"],
    ["passwordpassword", "too easy to guess"],
    ["123456789012", "too easy to guess"],
    ["aaaaaaaaaaaaaaaa", "too easy to guess"],
    ["qwertyuiop12", "too easy to guess"],
    ["jane.doe@example.com", "e-mail address"],
    ["Jane.Doe-2024!x", "e-mail address"],
  ])("refuses %s (%s)", (password, reason) => {
    expect(passwordProblem(password, "jane.doe@example.com")).toContain(reason);
  });

  it("accepts a long passphrase and a random password", () => {
    expect(passwordProblem(TEST_PASSWORD, "jane.doe@example.com")).toBeNull();
    expect(passwordProblem("kP9#mW2vLq7z", "jane.doe@example.com")).toBeNull();
  });
});

describe("the password policy on the real routes", () => {
  it("sign-up answers 400 with the reason; a password change ends the other sessions", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "chief@example.com" } });
    try {
      for (const password of ["password", "12345678", "aaaaaaaa", "casey@example.com", "password1234"]) {
        const res = await h.request("/api/auth/sign-up/email", {
          method: "POST",
          json: { email: "casey@example.com", password, name: "Casey" },
        });
        expect(res.status, password).toBe(400);
        const body = (await res.json()) as { message: string };
        expect(body.message).toMatch(/at least 12|too easy to guess|e-mail address/);
      }
      const user = await h.signUp("casey@example.com");
      const signIn = await h.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "casey@example.com", password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const other = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      expect((await h.request("/api/me", { headers: { cookie: other } })).status).toBe(200);

      const weak = await h.request("/api/auth/change-password", {
        method: "POST",
        user,
        json: { currentPassword: TEST_PASSWORD, newPassword: "casey-example-1" },
      });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { message: string }).message).toContain("e-mail address");

      const changed = await h.request("/api/auth/change-password", {
        method: "POST",
        user,
        json: { currentPassword: TEST_PASSWORD, newPassword: "violet-lantern-orbit-42", revokeOtherSessions: false },
      });
      expect(changed.status).toBe(200);
      expect((await h.request("/api/me", { headers: { cookie: other } })).status).toBe(401);
      const fresh = changed.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      expect((await h.request("/api/me", { headers: { cookie: fresh } })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
