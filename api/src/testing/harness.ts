import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { App } from "../hono-env.ts";
import { createLogger } from "../logger.ts";
import { createRuntime, type Runtime, type RuntimeOverrides } from "../runtime.ts";
import { totpCode, totpSecretOf } from "./totp.ts";

/**
 * Test harness: a fresh database per test file (in-memory PGlite, or a new database on the
 * Postgres of TEST_DATABASE_URL), the real app in process, and helpers to sign users up.
 */
export interface Harness {
  app: App;
  runtime: Runtime;
  config: Config;
  /**
   * Signs up a user through better-auth, opens the verification link the outbox received (the
   * e-mail verification of issue #14 item 4) and returns the session's cookie header. A user who
   * is then admin also turns TOTP on (admins need it, issue #14 item 5) unless `twoFactor` is
   * false; its secret is in `totpSecret`.
   */
  signUp(email: string, name?: string, options?: { twoFactor?: boolean }): Promise<TestUser>;
  /** Turns TOTP on for `user` through the real routes; returns the user with its new cookie and secret. */
  enrolTotp(user: TestUser): Promise<TestUser>;
  /**
   * The path (with query) of the newest link e-mailed to `email` whose path contains `kind`
   * ("verify-email" or "reset-password"). @throws when there is none.
   */
  mailedLink(email: string, kind: "verify-email" | "reset-password"): string;
  /** Opens a verification link and returns the session cookie it sets. @throws on another answer than a redirect. */
  openVerificationLink(link: string): Promise<string>;
  /** Signs up a user and approves it with `admin`. */
  approvedUser(admin: TestUser, email: string): Promise<TestUser>;
  /**
   * A request to the app in process. Sends `Origin: PUBLIC_URL` as the web app's fetches do, unless
   * `origin` says otherwise (null: no Origin header).
   */
  request(
    path: string,
    init?: RequestInit & { user?: TestUser; json?: unknown; origin?: string | null },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  /** Base32 TOTP secret when two-factor is on (api/src/testing/totp.ts makes codes). */
  totpSecret?: string;
}

const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export const TEST_PASSWORD = "correct-horse-battery-staple";

/**
 * A new database per harness, dropped by `drop()`. Its name starts with TEST_DATABASE_PREFIX
 * (default `fsa_test_`; lower-case letters, digits and `_`), so runs sharing one server can tell
 * theirs apart.
 */
async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? "fsa_test_";
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`TEST_DATABASE_PREFIX ${prefix} is not a plain identifier`);
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Which database the suite runs on: `TEST_DATABASE_URL` selects Postgres. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export async function createHarness(
  options: { env?: Record<string, string>; overrides?: RuntimeOverrides; worker?: boolean } = {},
): Promise<Harness> {
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    PUBLIC_URL: "http://localhost:3999",
    LOG_LEVEL: "silent",
    DOCUMENT_OCR: "off",
    TAX_YEAR: "2026",
    // Suites sign many users up from one in-process "address"; rate-limit tests set it "on".
    RATE_LIMITS: "off",
    // On Postgres the auth secret is required (issue #17).
    ...(pg ? { DATABASE_URL: pg.url, BETTER_AUTH_SECRET: randomBytes(32).toString("hex") } : {}),
    ...options.env,
  });
  // With Postgres, the first account is not made admin automatically: tests name admins.
  const runtime = await createRuntime(config, { log: createLogger("silent"), ...options.overrides });
  if (options.worker !== false) await runtime.startWorker();
  const app = createApp(runtime.ctx);

  const request: Harness["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.user) headers.set("cookie", init.user.cookie);
    if (init.origin === undefined) headers.set("origin", config.publicUrl);
    else if (init.origin !== null) headers.set("origin", init.origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const { user: _user, json: _json, origin: _origin, ...rest } = init;
    return Promise.resolve(app.request(path, { ...rest, headers, body }));
  };

  const mailedLink: Harness["mailedLink"] = (email, kind) => {
    const mail = runtime.mailer.outbox.findLast(
      (m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes(`/api/auth/${kind}`),
    );
    const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!url) throw new Error(`no ${kind} link was e-mailed to ${email}`);
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  const openVerificationLink: Harness["openVerificationLink"] = async (link) => {
    const res = await request(link, { redirect: "manual" });
    if (res.status !== 302) throw new Error(`verification failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };

  const enrolTotp: Harness["enrolTotp"] = async (u) => {
    const enabled = await request("/api/auth/two-factor/enable", {
      method: "POST",
      user: u,
      json: { password: TEST_PASSWORD },
    });
    if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${await enabled.text()}`);
    const totpSecret = totpSecretOf(((await enabled.json()) as { totpURI: string }).totpURI);
    const verified = await request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      user: u,
      json: { code: totpCode(totpSecret) },
    });
    if (verified.status !== 200)
      throw new Error(`two-factor verify failed: ${verified.status} ${await verified.text()}`);
    return { ...u, cookie: cookieHeader(verified), totpSecret };
  };

  const signUp = async (
    email: string,
    name = email.split("@")[0] ?? "Adviser",
    options: { twoFactor?: boolean } = {},
  ): Promise<TestUser> => {
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: TEST_PASSWORD, name },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = await openVerificationLink(mailedLink(email, "verify-email"));
    const me = await request("/api/me", { headers: { cookie } });
    if (me.status !== 200) throw new Error(`no session after verification: ${me.status}`);
    const body = (await me.json()) as { user: { id: string }; isAdmin: boolean };
    const user = { id: body.user.id, email, cookie };
    return body.isAdmin && options.twoFactor !== false ? enrolTotp(user) : user;
  };

  return {
    app,
    runtime,
    config,
    signUp,
    enrolTotp,
    mailedLink,
    openVerificationLink,
    async approvedUser(admin, email) {
      const u = await signUp(email);
      const res = await request(`/api/admin/users/${u.id}/approve`, { method: "POST", user: admin });
      if (res.status !== 200) throw new Error(`approve failed: ${res.status}`);
      return u;
    },
    request,
    async close() {
      await runtime.close();
      await pg?.drop();
    },
  };
}

/** Polls a project until it is completed or failed (or `timeoutMs` passes). */
export async function waitForProject(h: Harness, user: TestUser, id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await h.request(`/api/projects/${id}`, { user });
    const body = (await res.json()) as { project: { status: string; analysis: unknown; error: string | null } };
    if (body.project.status === "completed" || body.project.status === "failed") return body.project;
    if (Date.now() > until) throw new Error(`project ${id} still ${body.project.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * For tests that build their own runtime and app: signs `email` up with TEST_PASSWORD, opens the
 * verification link from `runtime.mailer`'s outbox and returns the session cookie header.
 * @throws when sign-up or verification fails.
 */
export async function signUpVerified(app: App, runtime: Runtime, email: string, name = "Admin"): Promise<string> {
  const origin = runtime.ctx.config.publicUrl;
  const res = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const url = runtime.mailer.outbox
    .findLast((m) => m.to === email && m.text.includes("/api/auth/verify-email"))
    ?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no verification link was e-mailed to ${email}`);
  const parsed = new URL(url);
  const verified = await app.request(`${parsed.pathname}${parsed.search}`, { redirect: "manual", headers: { origin } });
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
