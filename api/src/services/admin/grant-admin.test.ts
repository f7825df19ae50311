import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { auditEvents } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { createRuntime } from "../../runtime.ts";
import { createHarness, signUpVerified } from "../../testing/harness.ts";
import { grantAdminByEmail, hasAdministrator } from "./grant-admin.ts";

/**
 * Issue #17: the first administrator on PostgreSQL (where no account becomes one by itself) is
 * made with `npm run admin:grant -- <email>`; it works on the embedded database too, only for a
 * verified account, and is audited. PGlite, and Postgres with TEST_DATABASE_URL.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe("grantAdminByEmail", () => {
  it("grants a verified account once, audited; refuses an unknown or unverified address", async () => {
    // ADMIN_EMAILS names someone else, so no account becomes admin by itself on either database.
    const h = await createHarness({ env: { ADMIN_EMAILS: "nobody@example.com" }, worker: false });
    cleanups.push(() => h.close());
    const adviser = await h.signUp("Chief@Example.com");
    const before = await (await h.request("/api/me", { user: adviser })).json();
    expect(before).toMatchObject({ isAdmin: false });

    const ctx = { database: h.runtime.database };
    const input = { email: "chief@example.COM", via: "test" };
    expect(await hasAdministrator({ ctx })).toBe(false);
    expect(await grantAdminByEmail({ ctx, input })).toMatchObject({ userId: adviser.id, granted: true });
    expect(await hasAdministrator({ ctx })).toBe(true);
    expect(await grantAdminByEmail({ ctx, input })).toMatchObject({ granted: false });
    expect(await (await h.request("/api/me", { user: adviser })).json()).toMatchObject({ isAdmin: true });
    const audit = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user.admin_granted"), eq(auditEvents.targetId, adviser.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, targetType: "user", details: { via: "test" } });

    await expect(grantAdminByEmail({ ctx, input: { email: "ghost@example.com", via: "test" } })).rejects.toThrow(
      /No account has the address ghost@example.com/,
    );
    // Signed up, link never opened: nothing is granted.
    await h.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "squatter@example.com", password: "correct-horse-battery-staple", name: "S" },
    });
    await expect(grantAdminByEmail({ ctx, input: { email: "squatter@example.com", via: "test" } })).rejects.toThrow(
      /has not confirmed its address/,
    );
  }, 60_000);
});

/** A database that outlives one runtime: a folder for PGlite, a fresh database on Postgres. */
async function storage(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), "fsa-grant-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir, DATABASE_URL: "" };
  }
  const name = `fsa_grant_${randomBytes(5).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const a = postgres(base, { max: 1, onnotice: () => {} });
    await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: "memory://", BETTER_AUTH_SECRET: randomBytes(32).toString("hex") };
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "api/src/cli/admin-grant.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, ENV_FILE: "", INIT_CWD: tmpdir(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    child.stderr.on("data", (d) => {
      out += String(d);
    });
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("npm run admin:grant", () => {
  it("makes the named account admin on the server's database (the data folder, or DATABASE_URL)", async () => {
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3999",
      ADMIN_EMAILS: "nobody@example.com",
      ...(await storage()),
    };
    const config = loadConfig(env);
    const first = await createRuntime(config, { log: createLogger("silent") });
    const app = createApp(first.ctx);
    const cookie = await signUpVerified(app, first, "owner@example.com");
    await first.close();

    expect(await runCli([], env)).toMatchObject({ code: 2 });
    const missing = await runCli(["someone@example.com"], env);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/No account has the address someone@example.com/);
    const granted = await runCli(["owner@example.com"], env);
    expect(granted.out).toMatch(/owner@example.com is now an administrator/);
    expect(granted.code).toBe(0);

    const second = await createRuntime(config, { log: createLogger("silent") });
    cleanups.push(() => second.close());
    const me = await createApp(second.ctx).request("/api/me", { headers: { cookie } });
    expect(await me.json()).toMatchObject({ isAdmin: true });
    const [row] = await second.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "user.admin_granted"));
    expect(row?.details).toMatchObject({ via: expect.stringMatching(/^npm run admin:grant \(/) });
  }, 120_000);
});
