import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../api/src/app.ts";
import { createHarness, type Harness, type TestUser } from "../../../api/src/testing/harness.ts";
import { startTeamsKeys, TEST_CLIENT_ID, TEST_TENANT, type TeamsKeys } from "../../../api/src/testing/teams-tokens.ts";

/**
 * The Teams tab in Chromium (issue 7 "Done when"): outside Teams it shows its fallback; with
 * teams-js mocked in the page it signs in with the SSO token and runs an analysis. An unlinked
 * Teams user connects through the web app's linking page (issue #14 item 2).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

/** A free loopback port, so the app's trusted origins can name it before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
let keys: TeamsKeys;
let h: Harness;
let server: ServerType;
let base: string;
let browser: Browser;
let admin: TestUser;

beforeAll(async () => {
  if (!existsSync(path.resolve(here, "../dist/tab/index.html"))) {
    execSync("npm run build -w @fsa/teams-tab", { cwd: root, stdio: "ignore" });
  }
  // The web app's Teams linking page is part of the flow.
  if (!existsSync(path.join(root, "web/dist/index.html"))) {
    execSync("npm run build -w @fsa/web", { cwd: root, stdio: "ignore" });
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  keys = await startTeamsKeys("localhost:3999");
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@firm.example",
      TEAMS_CLIENT_ID: TEST_CLIENT_ID,
      TEAMS_ALLOWED_TENANTS: TEST_TENANT,
      TEAMS_JWKS_URL: keys.jwksUrl,
      // The browser's pages come from this origin; the linking page's POSTs are checked against it.
      TRUSTED_ORIGINS: base,
    },
  });
  admin = await h.signUp("admin@firm.example");
  const app = createApp(h.runtime.ctx, { webDist: path.join(root, "web/dist") });
  server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
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
}, 300_000);

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

  it("with teams-js mocked, a linked but pending adviser sees the pending card", async () => {
    const token = await keys.sign({
      preferred_username: "pending@firm.example",
      oid: "0000aaaa-1111-2222-3333-000000000077",
    });
    await linkByApi(token, await h.signUp("pending@firm.example"));
    const page = await browser.newPage();
    await mockTeams(page, token, "default");
    await page.goto(`${base}/teams/`);
    await page.getByRole("heading", { name: "Account Pending Approval" }).waitFor({ timeout: 10_000 });
    expect(await page.getByText("pending@firm.example").count()).toBe(1);
    await page.close();
  });

  it("an unlinked Teams user connects through the web app's linking page, then the tab goes on", async () => {
    const adviser = await h.approvedUser(admin, "linker@firm.example");
    const token = await keys.sign({
      preferred_username: "linker@firm.example",
      name: "Lin Ker",
      oid: "0000aaaa-1111-2222-3333-000000000088",
    });
    // The adviser is signed in to the web app in this browser profile.
    const context = await browser.newContext();
    await context.addCookies(cookiesOf(adviser));
    const tab = await context.newPage();
    let opened: string | null = null;
    // Teams' sign-in pop-up: a second page of the same profile at the URL the tab asks for.
    await tab.exposeFunction("__openTeamsPopup", async (url: string) => {
      opened = url;
      const popup = await context.newPage();
      await popup.goto(url.replace("http://localhost:3999", base));
      const connect = popup.getByRole("button", { name: "Connect" });
      await connect.waitFor({ timeout: 15_000 });
      expect(await popup.getByRole("region", { name: "Connect Microsoft Teams" }).textContent()).toContain(
        "Connect Microsoft Teams user Lin Ker (linker@firm.example)",
      );
      await connect.click();
      // The page sends the pop-up to the tab's end page, which reports success to Teams.
      await popup.waitForURL(`${base}/teams/auth-end`, { timeout: 15_000 });
      await popup.getByText("Connected").first().waitFor({ timeout: 10_000 });
      await popup.close();
      return "linked";
    });
    await mockTeams(tab, token, "default", true);
    await tab.goto(`${base}/teams/`);
    await tab.getByRole("heading", { name: "Connect your account" }).waitFor({ timeout: 10_000 });
    await tab.screenshot({ path: path.resolve(here, "artifacts/teams-tab-connect.png") });
    await tab.getByRole("button", { name: "Connect your account" }).click();
    await tab.getByRole("heading", { name: "Client Strategy Analysis" }).waitFor({ timeout: 30_000 });
    expect(opened).toMatch(/^http:\/\/localhost:3999\/integrations\/teams\/link\?code=[\w-]{32}&from=teams$/);
    await tab.screenshot({ path: path.resolve(here, "artifacts/teams-tab-connected.png") });
    await context.close();
  }, 90_000);

  it("with teams-js mocked, an approved adviser analyzes notes and sees the summary in the dark theme", async () => {
    const email = "tab.adviser@firm.example";
    const token = await keys.sign({ preferred_username: email });
    await linkByApi(token, await h.approvedUser(admin, email));

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

/** The session cookie of a harness user, for a browser profile on `base`. */
function cookiesOf(user: TestUser) {
  return user.cookie.split("; ").map((pair) => {
    const i = pair.indexOf("=");
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
  });
}

/** Links a Teams identity to `user` through the API, as the linking page does. */
async function linkByApi(token: string, user: TestUser) {
  const session = await h.request("/api/integrations/teams/session", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const { linkUrl } = (await session.json()) as { linkUrl: string };
  const code = new URL(linkUrl).searchParams.get("code");
  const res = await h.request("/api/teams-links/confirm", { method: "POST", user, json: { code } });
  expect(res.status).toBe(200);
}

/**
 * Puts a mock of teams-js in the page. With `popup`, `authentication.authenticate` calls the
 * page's exposed `__openTeamsPopup(url)` (the test plays Teams' pop-up).
 */
async function mockTeams(page: Page, token: string, theme: string, popup = false) {
  await page.addInitScript(
    ({ token, theme, popup }) => {
      const w = window as unknown as {
        __FSA_TEAMS_SDK__: unknown;
        __openTeamsPopup?: (url: string) => Promise<string>;
      };
      w.__FSA_TEAMS_SDK__ = {
        app: {
          initialize: () => Promise.resolve(),
          getContext: () => Promise.resolve({ app: { theme }, user: { loginHint: "adviser@firm.example" } }),
        },
        authentication: {
          getAuthToken: () => Promise.resolve(token),
          ...(popup
            ? {
                authenticate: ({ url }: { url: string }) => {
                  if (!w.__openTeamsPopup) return Promise.reject(new Error("no pop-up"));
                  return w.__openTeamsPopup(url);
                },
                notifySuccess: () => {},
              }
            : {}),
        },
      };
    },
    { token, theme, popup },
  );
}
