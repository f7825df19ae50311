import { describe, expect, it } from "vitest";
import { totpCode } from "../../api/src/testing/totp.ts";
import {
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  mailedLink,
  newSession,
  signInViaApi,
  uniqueEmail,
  visible,
} from "./support/browser.ts";
import { ADMIN, ORIGIN_HEADER, PASSWORD } from "./support/constants.ts";

/**
 * Issue #14 "Done when", in Chromium from end to end: sign up, open the verification link from
 * the outbox, sign in, enrol TOTP as an admin, sign in with the code. Then per-device sign-out on
 * the Account security page.
 */
const browser = browserForFile();

describe("an account from sign-up to two-factor sign-in", () => {
  it("signs up, confirms by the e-mailed link, signs in, enrols TOTP as an admin and signs in with the code", async () => {
    const { page, context } = await newSession(browser());
    const email = uniqueEmail("fulladmin");
    await page.goto("/auth");
    await page.getByRole("button", { name: "New here? Create an account" }).click();
    await page.getByLabel("Name").fill("Fran Fulladmin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByText(`Check your e-mail: we sent a link to ${email}.`, { exact: false }));

    // The link from the outbox signs this browser in; sign out to sign in with the password.
    await page.goto(mailedLink(email));
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Account Pending Approval" }));
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${base()}/auth`);

    // The administrator approves the account and makes it an admin.
    const admin = await browser().newContext({ baseURL: base() });
    await signInViaApi(admin, ADMIN.email, ADMIN.password);
    const { users } = (await (await admin.request.get("/api/admin/users")).json()) as {
      users: { id: string; email: string }[];
    };
    const id = users.find((u) => u.email === email)?.id;
    expect(id).toBeDefined();
    for (const [method, path] of [
      ["post", `/api/admin/users/${id}/approve`],
      ["put", `/api/admin/users/${id}/admin`],
    ] as const) {
      const res = await admin.request[method](path, { headers: ORIGIN_HEADER(base()) });
      expect(res.status(), path).toBe(200);
    }
    await admin.close();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${base()}/`);
    await page.goto("/admin");
    await visible(page.getByText("Administrators must turn on two-factor authentication"));
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const secret = (await (await visible(page.getByTestId("totp-secret"))).first().innerText()).trim();
    await page.getByLabel("Code from your app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await visible(page.getByRole("heading", { name: "Admin Panel" }));

    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${base()}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${base()}/`);
    await page.goto("/admin");
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    await context.close();
  });
});

describe("signed-in devices", () => {
  it("lists this browser and the others, signs one out, then all the others", async () => {
    const adviser = await approvedAdviser(browser(), "devices");
    const phone = await browser().newContext({ baseURL: base(), userAgent: "Phone browser" });
    const tablet = await browser().newContext({ baseURL: base(), userAgent: "Tablet browser" });
    const laptop = await browser().newContext({ baseURL: base(), userAgent: "Laptop browser" });
    for (const device of [phone, tablet, laptop]) await signInViaApi(device, adviser.email);
    const signedIn = async (device: typeof phone) => (await device.request.get("/api/me")).status() === 200;

    const { page } = adviser;
    await page.goto("/security");
    const list = await visible(page.getByRole("list", { name: "Signed-in devices" }));
    await visible(list.getByText("Phone browser"));
    expect(await list.getByRole("listitem").count()).toBe(4);
    expect(await list.getByText(/^This device/).count()).toBe(1);
    await expectAccessible(page, "signed-in devices");

    await list.getByRole("button", { name: /^Sign out Phone browser/ }).click();
    await expect.poll(() => list.getByText("Phone browser").count()).toBe(0);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(true);

    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    await visible(page.getByText("No other device is signed in."));
    expect(await list.getByRole("listitem").count()).toBe(1);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await adviser.context.request.get("/api/me")).status()).toBe(200);
    for (const device of [phone, tablet, laptop]) await device.close();
    await adviser.context.close();
  });
});
