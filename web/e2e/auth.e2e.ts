import { describe, expect, it } from "vitest";
import {
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  mailedLink,
  newSession,
  screenshot,
  uniqueEmail,
  visible,
} from "./support/browser.ts";
import { PASSWORD } from "./support/constants.ts";

/** Spec §2 "/auth", §4 "Auth states", §8 "Sign-in error"; issue 5 "/auth". */
const browser = browserForFile();

describe("/auth", () => {
  it("shows the spec's texts, Continue with Google when Google is configured, and the email form", async () => {
    const { page, context } = await newSession(browser());
    await page.goto("/auth");
    await visible(page.getByRole("heading", { name: "Financial Strategy Advisor", level: 1 }));
    for (const text of [
      "Access your personalized financial dashboard",
      "Welcome",
      "Sign in with your Google account to continue",
      "By continuing, you agree to our Terms of Service and Privacy Policy.",
    ]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    expect(await page.getByRole("button", { name: "Continue with Google" }).isEnabled()).toBe(true);
    expect(await page.getByLabel("Email").count()).toBe(1);
    expect(await page.getByLabel("Password").count()).toBe(1);
    expect(await page.getByRole("banner").count(), "no header when signed out").toBe(0);
    await expectAccessible(page, "/auth");
    await screenshot(page, "auth");
    await context.close();
  });

  it("Continue with Google reads Signing in... while busy, then goes to Google with the callback to the API", async () => {
    const { page, context } = await newSession(browser());
    await page.route("https://accounts.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Google</title><h1>Google sign-in (stub)</h1>" }),
    );
    let releaseSocial!: () => void;
    const socialGate = new Promise<void>((r) => {
      releaseSocial = r;
    });
    let socialBody: unknown = null;
    await page.route("**/api/auth/sign-in/social", async (route) => {
      socialBody = route.request().postDataJSON();
      await socialGate;
      await route.fallback();
    });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
    releaseSocial();
    await page.waitForURL(/accounts\.google\.com/);
    // Google sign-in returns to the root / (spec §2).
    expect(socialBody).toEqual({ provider: "google", callbackURL: "/" });
    const url = new URL(page.url());
    expect(url.searchParams.get("redirect_uri")).toBe(`${base()}/api/auth/callback/google`);
    expect(url.searchParams.get("client_id")).toBe("e2e-placeholder.apps.googleusercontent.com");
    await context.close();
  });

  it("shows the provider's error in a destructive alert", async () => {
    const { page, context } = await newSession(browser());
    await page.route("**/api/auth/sign-in/social", (route) =>
      route.fulfill({ status: 400, json: { code: "PROVIDER_NOT_FOUND", message: "Provider not found" } }),
    );
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const alert = await visible(page.getByRole("alert").filter({ hasText: "Provider not found" }));
    expect(await alert.getAttribute("data-variant")).toBe("destructive");
    expect(await page.getByRole("button", { name: "Continue with Google" }).isEnabled()).toBe(true);
    await context.close();
  });

  it("offers only the email form, worded for it, when Google is not configured", async () => {
    const { page, context } = await newSession(browser());
    await page.route("**/api/health", (route) =>
      route.fulfill({
        json: {
          status: "ok",
          database: "pglite",
          llm: { provider: "none" },
          auth: { google: false, emailPassword: true },
        },
      }),
    );
    await page.goto("/auth");
    await visible(page.getByText("Sign in with your email and password to continue"));
    expect(await page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign in", exact: true }).count()).toBe(1);
    await expectAccessible(page, "/auth without Google");
    await screenshot(page, "auth-email-only");
    await context.close();
  });

  it("shows a wrong password's error in the alert and Signing in... while the request runs", async () => {
    const { page, context } = await newSession(browser());
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto("/auth");
    await page.getByLabel("Email").fill("avery.admin@firm.example");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await visible(page.getByRole("button", { name: "Signing in..." }));
    release();
    await visible(page.getByRole("alert").filter({ hasText: "Invalid email or password" }));
    expect(page.url()).toBe(`${base()}/auth`);
    await context.close();
  });

  it("has no form validation of its own: an empty form goes to the server, whose message shows in the alert (spec §5)", async () => {
    const { page, context } = await newSession(browser());
    await page.goto("/auth");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/auth/sign-in/email"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await posted;
    const alert = await visible(page.getByRole("alert"));
    // In sentences naming the field and the rule, never the validator's "[body.email] Invalid email address" (issue #16).
    const text = await alert.innerText();
    expect(text).toMatch(/e-mail address|password/i);
    expect(text).not.toMatch(/\[body\.|Too small|expected string|>=/);
    await context.close();
  });

  it("refuses a weak password on sign-up with the server's reason in the alert (issue #14)", async () => {
    const { page, context } = await newSession(browser());
    const email = uniqueEmail("weak");
    await page.goto("/auth");
    await page.getByRole("button", { name: "New here? Create an account" }).click();
    await page.getByLabel("Name").fill("Wes Weak");
    await page.getByLabel("Email").fill(email);
    for (const [password, reason] of [
      ["password", "Use at least 12 characters"],
      ["password1234", "too easy to guess"],
      [`${email.split("@")[0]}!2025`, "must not contain your e-mail address"],
    ] as const) {
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Create account" }).click();
      await visible(page.getByRole("alert").filter({ hasText: reason }));
    }
    await context.close();
  });

  it("creates an account with Name, Email and Password; the e-mailed link signs in; a new adviser sees Account Pending Approval and can sign out", async () => {
    const { page, context } = await newSession(browser());
    const email = uniqueEmail("newcomer");
    await page.goto("/auth");
    await page.getByRole("button", { name: "New here? Create an account" }).click();
    await page.getByLabel("Name").fill("Nico Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByText(`Check your e-mail: we sent a link to ${email}.`, { exact: false }));
    expect(page.url()).toBe(`${base()}/auth`);
    // Signing in before confirming sends a fresh link and says so.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Confirm your e-mail address first" }));
    await page.goto(mailedLink(email));
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Account Pending Approval" }));
    await visible(page.getByText(/awaiting administrator approval/));
    expect(await page.getByText(`Signed in as ${email}`).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Client Strategy Analysis" }).count()).toBe(0);
    await expectAccessible(page, "pending approval");
    await screenshot(page, "pending-approval");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${base()}/auth`);
    await visible(page.getByRole("heading", { name: "Welcome" }));
    await context.close();
  });

  it("a broken or expired e-mail link comes back to /auth saying so", async () => {
    const { page, context } = await newSession(browser());
    await page.goto("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth");
    await page.waitForURL(/\/auth\?error=/);
    await visible(page.getByRole("alert").filter({ hasText: "This link is invalid or has expired" }));
    await context.close();
  });

  it("Forgot password? e-mails a link that comes back to /auth to choose a new password, then signs in with it", async () => {
    const adviser = await approvedAdviser(browser(), "forgetful");
    await adviser.context.close();
    const { page, context } = await newSession(browser());
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(adviser.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await visible(page.getByText(`If an account exists for ${adviser.email}`, { exact: false }));
    await page.goto(mailedLink(adviser.email, "reset-password"));
    await page.waitForURL(/\/auth\?token=/);
    await page.getByLabel("New password").fill("password1234");
    await page.getByRole("button", { name: "Set new password" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "too easy to guess" }));
    await page.getByLabel("New password").fill("violet-lantern-orbit-42");
    await page.getByRole("button", { name: "Set new password" }).click();
    await visible(page.getByText("Your password is changed", { exact: false }));
    await page.getByLabel("Email").fill(adviser.email);
    await page.getByLabel("Password").fill("violet-lantern-orbit-42");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${base()}/`);
    await context.close();
  });

  it("logs a failed approval lookup and treats the user as neither approved nor admin (spec §8)", async () => {
    const adviser = await approvedAdviser(browser(), "lookup");
    await adviser.page.route("**/api/me", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "db down", requestId: "r" } } }),
    );
    await adviser.page.goto("/");
    await visible(adviser.page.getByRole("heading", { name: "Account Pending Approval" }));
    expect(await adviser.page.getByText(`Signed in as ${adviser.email}`).count()).toBe(1);
    expect(adviser.console.some((m) => m.type === "error" && m.text.includes("Error fetching user status"))).toBe(true);
    await adviser.context.close();
  });

  it("sends a signed-in user from /auth to /, and a signed-out visitor from / to /auth", async () => {
    const adviser = await approvedAdviser(browser(), "redirect");
    await adviser.page.goto("/auth");
    await adviser.page.waitForURL(`${base()}/`);
    await visible(adviser.page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await adviser.context.close();
    const { page, context } = await newSession(browser());
    await page.goto("/");
    await page.waitForURL(`${base()}/auth`);
    // /results holds client data: signed out, it also goes to /auth (docs/web-decisions.md).
    await page.goto("/results");
    await page.waitForURL(`${base()}/auth`);
    await context.close();
  });
});
