import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../api/src/app.ts";
import { createHarness, type Harness } from "../../../api/src/testing/harness.ts";
import { startTeamsKeys, TEST_CLIENT_ID, TEST_TENANT, type TeamsKeys } from "../../../api/src/testing/teams-tokens.ts";

/**
 * The Teams tab in Chromium (issue 7 "Done when"): outside Teams it shows its fallback; with
 * teams-js mocked in the page it signs in with the SSO token and runs an analysis.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let keys: TeamsKeys;
let h: Harness;
let server: ServerType;
let base: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(path.resolve(here, "../dist/tab/index.html"))) {
    execSync("npm run build -w @fsa/teams-tab", { cwd: path.resolve(here, "../../.."), stdio: "ignore" });
  }
  keys = await startTeamsKeys("localhost:3999");
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@firm.example",
      TEAMS_CLIENT_ID: TEST_CLIENT_ID,
      TEAMS_ALLOWED_TENANTS: TEST_TENANT,
      TEAMS_JWKS_URL: keys.jwksUrl,
    },
  });
  const app = createApp(h.runtime.ctx);
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await h?.close();
  await keys?.close();
});

describe("the Teams tab in a browser", () => {
  it("outside Teams shows a plain message and a link to the web app", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/teams/`);
    await page.getByText("Open it from Teams, or use the web app.").waitFor({ timeout: 10_000 });
    expect(await page.getByRole("link", { name: "Open Financial Strategy Advisor" }).getAttribute("href")).toBe(base);
    await page.close();
  });

  it("with teams-js mocked, a pending adviser sees the pending card", async () => {
    const token = await keys.sign({
      preferred_username: "pending@firm.example",
      oid: "0000aaaa-1111-2222-3333-000000000077",
    });
    const page = await browser.newPage();
    await mockTeams(page, token, "default");
    await page.goto(`${base}/teams/`);
    await page.getByRole("heading", { name: "Account Pending Approval" }).waitFor({ timeout: 10_000 });
    expect(await page.getByText("pending@firm.example").count()).toBe(1);
    await page.close();
  });

  it("with teams-js mocked, an approved adviser analyzes notes and sees the summary in the dark theme", async () => {
    const admin = await h.signUp("admin@firm.example");
    const email = "tab.adviser@firm.example";
    const token = await keys.sign({ preferred_username: email });
    const me = (await (
      await h.request("/api/integrations/teams/me", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      user: { id: string };
    };
    await h.request(`/api/admin/users/${me.user.id}/approve`, { method: "POST", user: admin });

    const page = await browser.newPage();
    await mockTeams(page, token, "dark");
    await page.goto(`${base}/teams/`);
    await page.getByRole("heading", { name: "Client Strategy Analysis" }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    const analyze = page.getByRole("button", { name: "Analyze Client" });
    expect(await analyze.isDisabled()).toBe(true);
    await page
      .getByLabel("Client notes (no personal data needed)")
      .fill("Married couple, ages 66 and 64. Net worth is $14 million. Three children. Moderate risk tolerance.");
    await analyze.click();
    await page.getByText("Total projected tax savings").waitFor({ timeout: 20_000 });
    const summary = page.getByRole("region", { name: "Analysis summary" });
    expect(await summary.textContent()).toContain("$14,000,000");
    expect(await summary.textContent()).toContain("moderate");
    const link = await page
      .getByRole("link", { name: "Open full results in Financial Strategy Advisor" })
      .getAttribute("href");
    expect(link).toMatch(/\/results\?project=[0-9a-f-]{36}$/);
    await page.screenshot({ path: path.resolve(here, "artifacts/teams-tab.png") });
    await page.close();
  });
});

async function mockTeams(page: import("playwright-core").Page, token: string, theme: string) {
  await page.addInitScript(
    ({ token, theme }) => {
      (window as unknown as { __FSA_TEAMS_SDK__: unknown }).__FSA_TEAMS_SDK__ = {
        app: {
          initialize: () => Promise.resolve(),
          getContext: () => Promise.resolve({ app: { theme }, user: { loginHint: "adviser@firm.example" } }),
        },
        authentication: { getAuthToken: () => Promise.resolve(token) },
      };
    },
    { token, theme },
  );
}
