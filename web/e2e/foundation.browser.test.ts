import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../api/src/app.ts";
import { createHarness, type Harness } from "../../api/src/testing/harness.ts";
import { totpCode } from "../../api/src/testing/totp.ts";
import { launchBrowser } from "./support/browser.ts";
import { ARTIFACTS, sampleNote } from "./support/constants.ts";

/**
 * Issue 2 "Done when", in Chromium against the built web app on a fresh embedded database:
 * the first account becomes admin, a second account (another browser context) waits for
 * approval, the admin approves it, and the second adviser analyzes the estate-couple notes and
 * sees the saved project and the seven tabs with figures.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const NOTES = sampleNote("estate-couple");
let h: Harness;
let server: ServerType;
let base: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(path.join(root, "web/dist/index.html")))
    execSync("npm run build -w @fsa/web", { cwd: root, stdio: "ignore" });
  h = await createHarness();
  server = serve({
    fetch: createApp(h.runtime.ctx, { webDist: path.join(root, "web/dist") }).fetch,
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app's auth origin is its PUBLIC_URL; the browser talks to the same server.
  h.runtime.ctx.config.trustedOrigins.push(base);
  // The origin check of state-changing routes reads the auth context's copy of the list.
  (await h.runtime.ctx.auth.$context).trustedOrigins.push(base);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await h?.close();
});

async function signUp(page: Page, name: string, email: string) {
  await page.goto(`${base}/auth`);
  await page.getByRole("heading", { name: "Welcome" }).waitFor();
  await page.getByRole("button", { name: "New here? Create an account" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse-battery-staple");
  await page.getByRole("button", { name: "Create account" }).click();
  // No session until the address is confirmed: open the link the outbox received.
  await page.getByText("Check your e-mail", { exact: false }).waitFor();
  await page.goto(`${base}${h.mailedLink(email, "verify-email")}`);
}

describe("the main job end to end in a browser", () => {
  it("admin approves an adviser, who analyzes notes and reads the saved analysis", async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signUp(admin, "Avery Admin", "admin@firm.example");
    await admin.getByRole("heading", { name: "Client Strategy Analysis" }).waitFor({ timeout: 15_000 });
    await admin.screenshot({ path: path.join(ARTIFACTS, "dashboard-admin.png") });

    const adviserContext = await browser.newContext();
    const adviser = await adviserContext.newPage();
    await signUp(adviser, "Casey Adviser", "adviser@firm.example");
    await adviser.getByRole("heading", { name: "Account Pending Approval" }).waitFor({ timeout: 15_000 });
    expect(await adviser.getByText("adviser@firm.example").count()).toBeGreaterThan(0);

    await admin.goto(`${base}/admin`);
    // Administrators turn on TOTP before the Admin Panel (issue #14 item 5).
    await admin.getByLabel("Current password").fill("correct-horse-battery-staple");
    await admin.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const secret = (await admin.getByTestId("totp-secret").innerText()).trim();
    await admin.getByLabel("Code from your app").fill(totpCode(secret));
    await admin.getByRole("button", { name: "Turn on" }).click();
    await admin.getByRole("heading", { name: "Pending Approvals (1)" }).waitFor();
    await admin.getByRole("button", { name: "Approve" }).click();
    await admin.getByText("User Approved").waitFor();
    await admin.getByRole("heading", { name: "Approved Users (2)" }).waitFor();

    await adviser.reload();
    await adviser.getByRole("heading", { name: "Client Strategy Analysis" }).waitFor({ timeout: 15_000 });
    const analyze = adviser.getByRole("button", { name: "Analyze Client" });
    expect(await analyze.isDisabled()).toBe(true);
    await adviser.getByLabel("Client Notes").fill(NOTES);
    await analyze.click();
    await adviser.waitForURL(/\/results\?project=/);
    await adviser.getByText("Analysis Complete").waitFor({ timeout: 20_000 });
    // The toast comes as the finished project is read back; the tabs render once it is in.
    await adviser.getByRole("tab", { name: "Client Memo" }).waitFor({ timeout: 10_000 });
    for (const tab of [
      "Client Memo",
      "Overview",
      "Financials",
      "Plain English",
      "Strategies",
      "Tax Planning",
      "Next Steps",
    ]) {
      expect(await adviser.getByRole("tab", { name: tab }).count(), tab).toBe(1);
    }
    await adviser.getByRole("tab", { name: "Overview" }).click();
    expect(await adviser.getByLabel("Current Net Worth").inputValue()).toBe("$9,400,000");
    await adviser.getByRole("tab", { name: "Strategies" }).click();
    await adviser.getByRole("button", { name: "Expand All" }).click();
    expect(await adviser.getByText("Net benefit of strategy (after costs):").count()).toBeGreaterThan(0);
    expect(await adviser.getByTestId("strategy-item").first().getByRole("region").textContent()).toMatch(/\$[\d,]+/);
    await adviser.screenshot({ path: path.join(ARTIFACTS, "results-strategies.png"), fullPage: true });

    await adviser.goto(`${base}/`);
    await adviser.getByRole("heading", { name: "Client Workspace" }).waitFor();
    await adviser.getByText("1 client analysis").waitFor();
    expect(await adviser.getByTestId("status-badge").filter({ hasText: "Completed" }).count()).toBe(1);
    expect(await adviser.getByTestId("net-worth").filter({ hasText: "$9,400,000" }).count()).toBe(1);
    await adviserContext.close();
    await adminContext.close();
  });
});
