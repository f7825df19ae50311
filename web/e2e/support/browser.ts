import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Route } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { totpCode } from "../../../api/src/testing/totp.ts";
import { ADMIN, ARTIFACTS, ORIGIN_HEADER, PASSWORD } from "./constants.ts";
import { outboxLink } from "./outbox.ts";

const require = createRequire(import.meta.url);

/** The app under test (global-setup.ts). */
export const base = () => inject("baseURL");

/** The newest link of this kind e-mailed to `email` (the app's local outbox). */
export const mailedLink = (email: string, kind: "verify-email" | "reset-password" = "verify-email") =>
  outboxLink(inject("outboxDir"), email, kind);

/** Debian's Chromium, headless, with the flags PLATFORM-NOTES.md lists. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them.
 * @returns the browser; calling it before the file's tests start throws
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser starts before the file's tests");
    return browser;
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  console: { type: string; text: string }[];
}

/** A fresh browser profile at 1280×900 with its console recorded. */
export async function newSession(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: base(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: "en-US",
    timezoneId: "America/New_York",
  });
  const page = await context.newPage();
  const log: { type: string; text: string }[] = [];
  page.on("console", (m) => log.push({ type: m.type(), text: m.text() }));
  page.on("pageerror", (e) => log.push({ type: "pageerror", text: e.message }));
  return { context, page, console: log };
}

/** The administrator's current TOTP code (global-setup.ts turned two-factor on for it). */
export const adminTotpCode = () => totpCode(inject("adminTotpSecret"));

/**
 * Signs a profile in through the API (better-auth's cookie lands in the context); when the account
 * has TOTP on, sends the code made from `totpSecret` (the administrator's by default).
 */
export async function signInViaApi(
  context: BrowserContext,
  email: string,
  password = PASSWORD,
  totpSecret = email === ADMIN.email ? inject("adminTotpSecret") : undefined,
): Promise<void> {
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: ORIGIN_HEADER(base()),
  });
  expect(res.status(), await res.text()).toBe(200);
  if (((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    if (!totpSecret) throw new Error(`${email} has two-factor on and no secret was given`);
    const verified = await context.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(totpSecret) },
      headers: ORIGIN_HEADER(base()),
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
}

/**
 * Creates an account through the API and opens the verification link of its e-mail, which signs
 * it in in this context.
 */
export async function signUpViaApi(context: BrowserContext, email: string, name: string): Promise<void> {
  const res = await context.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name },
    headers: ORIGIN_HEADER(base()),
  });
  expect(res.status(), await res.text()).toBe(200);
  const verified = await context.request.get(mailedLink(email), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
}

/** The administrator's session. */
export async function adminSession(browser: Browser): Promise<Session> {
  const s = await newSession(browser);
  await signInViaApi(s.context, ADMIN.email, ADMIN.password);
  return s;
}

let seq = 0;
/** A unique email for this run. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${seq++}@firm.example`;

/** An approved adviser with their own session: created, then approved by the admin through the API. */
export async function approvedAdviser(browser: Browser, prefix = "adviser"): Promise<Session & { email: string }> {
  const email = uniqueEmail(prefix);
  const s = await newSession(browser);
  await signUpViaApi(s.context, email, `Casey ${prefix}`);
  const admin = await browser.newContext({ baseURL: base() });
  await signInViaApi(admin, ADMIN.email, ADMIN.password);
  const { users } = (await (await admin.request.get("/api/admin/users")).json()) as {
    users: { id: string; email: string }[];
  };
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`No user ${email}`);
  const res = await admin.request.post(`/api/admin/users/${user.id}/approve`, { headers: ORIGIN_HEADER(base()) });
  expect(res.status()).toBe(200);
  await admin.close();
  return { ...s, email };
}

/** Saves a screenshot to web/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page; fails on any serious or critical violation, or with `impact` "any"
 * on a violation of any impact (issue #16's layout test: axe-core clean).
 */
export async function expectAccessible(
  page: Page,
  label: string,
  impact: "serious" | "any" = "serious",
): Promise<void> {
  // Let entering toasts and dialogs finish their fade-in: axe measures colours as painted.
  await page.waitForTimeout(500);
  const hasAxe = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self' plus hashes, issue
  // #14 item 10) refuses an injected <script> tag, as it should.
  if (!hasAxe) await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  })) as AxeViolation[];
  const serious = violations.filter((v) => impact === "any" || v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  if (impact === "any") expect.soft(report, `axe on ${label}`).toEqual([]);
  else expect(report, `axe on ${label}`).toEqual([]);
}

/** Waits until `locator` has at least one visible match. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator;
}

/** The texts of the toasts on screen (sonner), oldest last. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator("[data-sonner-toast]").allInnerTexts();
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string, timeout = 15_000): Promise<void> {
  let toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: "visible", timeout });
}

/** Holds matching requests until `release()`; then they go to the real server. */
export async function holdRequests(page: Page, url: string | RegExp, method?: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  const handler = async (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    held.push(route.request().url());
    await gate;
    await route.fallback().catch(() => {});
  };
  await page.route(url, handler);
  return {
    held,
    release: async () => {
      release();
      await page.unroute(url, handler);
    },
  };
}

/** Polls `fn` until it returns true. */
export async function until(fn: () => Promise<boolean> | boolean, timeout = 15_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Creates a project through the API and waits until the analysis completes. */
export async function analyzedProject(context: BrowserContext, notes: string): Promise<string> {
  const res = await context.request.post("/api/projects", { data: { notes }, headers: ORIGIN_HEADER(base()) });
  expect(res.status(), await res.text()).toBe(202);
  const { project } = (await res.json()) as { project: { id: string } };
  await until(
    async () => {
      const r = await context.request.get(`/api/projects/${project.id}`);
      const body = (await r.json()) as { project: { status: string } };
      return body.project.status === "completed";
    },
    60_000,
    "the analysis to complete",
  );
  return project.id;
}

/** Opens /results with this navigation state, as the app itself would (React Router keeps it in history.state.usr). */
export async function openResultsWithState(page: Page, state: Record<string, unknown>, search = ""): Promise<void> {
  await page.goto("/strategies");
  await page.evaluate(
    ({ st, q }) => {
      window.history.pushState({ usr: st, key: "e2e", idx: 1 }, "", `/results${q}`);
    },
    { st: state, q: search },
  );
  await page.reload();
}
