import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createRuntime } from "../runtime.ts";
import { signUpVerified } from "../testing/harness.ts";

/** A restart of the server loses no queued or running analysis (issue 2 item 4). */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function storage(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), "fsa-restart-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const name = `fsa_restart_${randomBytes(5).toString("hex")}`;
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
  // Postgres needs the shared auth secret (issue #17).
  return { DATABASE_URL: url.toString(), DATA_DIR: "memory://", BETTER_AUTH_SECRET: randomBytes(32).toString("hex") };
}

describe("restart", () => {
  it("a project queued before a restart is analysed after it", async () => {
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3999",
      ADMIN_EMAILS: "admin@example.com",
      ...(await storage()),
    };
    const config = loadConfig(env);
    const log = createLogger("silent");
    // First process: accepts the request but its worker never runs (it "crashes").
    const first = await createRuntime(config, { log });
    const app1 = createApp(first.ctx);
    const headers = { "content-type": "application/json", origin: config.publicUrl };
    const cookie = await signUpVerified(app1, first, "admin@example.com");
    const created = await app1.request("/api/projects", {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ notes: "Married couple, net worth is $12.5 million." }),
    });
    expect(created.status).toBe(202);
    const id = ((await created.json()) as { project: { id: string } }).project.id;
    await first.close();

    // Second process on the same database: its worker picks the job up.
    const second = await createRuntime(config, { log });
    cleanups.push(() => second.close());
    await second.startWorker();
    const app2 = createApp(second.ctx);
    const until = Date.now() + 60_000;
    let status = "pending";
    while (Date.now() < until) {
      const res = await app2.request(`/api/projects/${id}`, { headers: { cookie } });
      status = ((await res.json()) as { project: { status: string } }).project.status;
      if (status === "completed" || status === "failed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe("completed");
  }, 120_000);
});
