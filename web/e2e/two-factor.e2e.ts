import { describe, expect, it } from "vitest";
import { totpCode } from "../../api/src/testing/totp.ts";
import {
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  screenshot,
  signInViaApi,
  visible,
} from "./support/browser.ts";
import { ADMIN, ORIGIN_HEADER, PASSWORD } from "./support/constants.ts";

/** Issue #14 item 5 "Done when": in Chromium, enrol TOTP as an admin, then sign in with the code. */
const browser = browserForFile();

describe("two-factor authentication", () => {
  it("a new admin sets up TOTP before the Admin Panel, then signs in with password and code", async () => {
    const promoted = await approvedAdviser(browser(), "newadmin");
    const admin = await browser().newContext({ baseURL: base() });
    await signInViaApi(admin, ADMIN.email, ADMIN.password);
    const { users } = (await (await admin.request.get("/api/admin/users")).json()) as {
      users: { id: string; email: string }[];
    };
    const id = users.find((u) => u.email === promoted.email)?.id;
    const granted = await admin.request.put(`/api/admin/users/${id}/admin`, { headers: ORIGIN_HEADER(base()) });
    expect(granted.status()).toBe(200);
    await admin.close();

    const { page } = promoted;
    await page.goto("/admin");
    await visible(page.getByRole("heading", { name: "Account security" }));
    await visible(page.getByText("Administrators must turn on two-factor authentication"));
    expect(await page.getByRole("heading", { name: "Admin Panel" }).count()).toBe(0);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const secret = (await (await visible(page.getByTestId("totp-secret"))).first().innerText()).trim();
    await expectAccessible(page, "two-factor set-up");
    await screenshot(page, "two-factor-setup");
    await page.getByLabel("Code from your app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await visible(page.getByRole("heading", { name: "Admin Panel" }));

    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${base()}/auth`);
    await page.getByLabel("Email").fill(promoted.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await visible(page.getByLabel("Authentication code"));
    expect(page.url()).toBe(`${base()}/auth`);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await visible(page.getByRole("alert"));
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await promoted.context.close();
  });

  it("is optional for an adviser: Account security offers it without requiring it", async () => {
    const adviser = await approvedAdviser(browser(), "optional2fa");
    await adviser.page.goto("/");
    await adviser.page.getByTestId("avatar").click();
    await adviser.page.getByRole("menuitem", { name: "Account security" }).click();
    await adviser.page.waitForURL(`${base()}/security`);
    await visible(adviser.page.getByRole("button", { name: "Set up two-factor authentication" }));
    expect(await adviser.page.getByText("Administrators must").count()).toBe(0);
    await adviser.context.close();
  });
});
