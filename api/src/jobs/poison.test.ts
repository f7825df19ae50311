import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import type { AnalysisModel } from "../analysis/pipeline.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { auditEvents, projects } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createRuntime } from "../runtime.ts";
import { createHarness, signUpVerified, TEST_DATABASE_KIND, waitForProject } from "../testing/harness.ts";

/**
 * Issue #14 item 1: a job that fails or times out twice ends failed with the spec's message
 * (§8 "Analysis failed."), and neither a retry nor a restart brings it back. PGlite and Postgres.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function jobOf(db: Db, projectId: string): Promise<{ state: string; retry_count: number }[]> {
  const result = await db.execute(
    sql`SELECT state::text AS state, retry_count FROM pgboss.job WHERE name IN ('analysis', 'analysis-documents') AND singleton_key = ${projectId}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows as { state: string; retry_count: number }[];
}

/**
 * The project's jobs once none is active: pg-boss writes a job's end after its handler returns
 * (the project is stored failed first), so a read right after the project ends can still see it active.
 */
async function settledJobOf(db: Db, projectId: string): Promise<{ state: string; retry_count: number }[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const rows = await jobOf(db, projectId);
    if (!rows.some((r) => r.state === "active") || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function failureAudits(db: Db, projectId: string) {
  return db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, projectId), eq(auditEvents.action, "analysis.failed")));
}

const NOTES = "Married couple, ages 66 and 64. Net worth is $14 million. Three children.";

describe("a poisoned analysis ends failed after its retry", () => {
  it("a model that always throws: two attempts, then failed", async () => {
    let calls = 0;
    const model: AnalysisModel = {
      name: "poison",
      proposeFacts: () => {
        calls++;
        return Promise.reject(new Error("poisoned"));
      },
      rankAndWrite: () => Promise.resolve(null),
      usage: () => null,
    };
    const h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" }, overrides: { model: () => model } });
    cleanups.push(() => h.close());
    const admin = await h.signUp("admin@example.com");
    const res = await h.request("/api/projects", { method: "POST", user: admin, json: { notes: NOTES } });
    const id = ((await res.json()) as { project: { id: string } }).project.id;
    const project = await waitForProject(h, admin, id, 150_000);
    expect(project.status).toBe("failed");
    expect(project.error).toBe("Analysis failed.");
    expect(calls).toBe(2);
    expect(await settledJobOf(h.runtime.database.db, id)).toEqual([{ state: "failed", retry_count: 1 }]);
    expect((await failureAudits(h.runtime.database.db, id)).map((a) => a.details)).toEqual([
      { error: "poisoned", attempts: 2 },
    ]);
  }, 180_000);

  it("an analysis over ANALYSIS_TIMEOUT_MS: two time-outs, then failed", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com", ANALYSIS_TIMEOUT_MS: "200" } });
    cleanups.push(() => h.close());
    const admin = await h.signUp("admin@example.com");
    const text = "Account 1234 balance 5,000\n".repeat(120_000); // about 3 MB: seconds of fact reading
    const res = await h.request("/api/projects", {
      method: "POST",
      user: admin,
      json: {
        notes: NOTES,
        attachments: [
          {
            name: "accounts.txt",
            size: text.length,
            type: "text/plain",
            data: `data:text/plain;base64,${Buffer.from(text).toString("base64")}`,
          },
        ],
      },
    });
    expect(res.status).toBe(202);
    const id = ((await res.json()) as { project: { id: string } }).project.id;
    const project = await waitForProject(h, admin, id, 150_000);
    expect(project.status).toBe("failed");
    expect(project.error).toBe("Analysis failed.");
    expect(await settledJobOf(h.runtime.database.db, id)).toEqual([{ state: "failed", retry_count: 1 }]);
    expect((await failureAudits(h.runtime.database.db, id)).map((a) => a.details)).toEqual([
      { error: "the analysis took longer than its 200 ms limit", attempts: 2 },
    ]);
  }, 180_000);
});

/** A database that outlives one runtime: a folder for PGlite, a fresh database on Postgres. */
async function storage(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), "fsa-poison-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const name = `fsa_poison_${randomBytes(5).toString("hex")}`;
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

describe("a job that stopped its process", () => {
  /** A project whose job is left `jobState` with `retryCount` retries spent, as a dead process leaves it. */
  async function strandedProject(env: Record<string, string>, jobState: "active" | "failed", retryCount: number) {
    const config = loadConfig(env);
    const first = await createRuntime(config, { log: createLogger("silent") });
    const app = createApp(first.ctx);
    const headers = { "content-type": "application/json", origin: config.publicUrl };
    const cookie = await signUpVerified(app, first, "admin@example.com");
    const created = await app.request("/api/projects", {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ notes: NOTES }),
    });
    const id = ((await created.json()) as { project: { id: string } }).project.id;
    const { db } = first.database;
    await db.update(projects).set({ status: "processing", stage: "facts" }).where(eq(projects.id, id));
    await db.execute(
      sql`UPDATE pgboss.job SET state = ${jobState}::pgboss.job_state, started_on = now(), retry_count = ${retryCount}
          WHERE name = 'analysis' AND singleton_key = ${id}`,
    );
    await first.close();
    return { config, id, cookie };
  }

  async function statusAfterRestart(config: ReturnType<typeof loadConfig>, id: string, cookie: string) {
    const second = await createRuntime(config, { log: createLogger("silent") });
    cleanups.push(() => second.close());
    await second.startWorker();
    const app = createApp(second.ctx);
    const until = Date.now() + 90_000;
    for (;;) {
      const res = await app.request(`/api/projects/${id}`, { headers: { cookie } });
      const { project } = (await res.json()) as { project: { status: string; error: string | null } };
      if (project.status === "completed" || project.status === "failed" || Date.now() > until)
        return { project, db: second.database.db };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const base = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3999",
    ADMIN_EMAILS: "admin@example.com",
  };

  it.runIf(TEST_DATABASE_KIND === "pglite")(
    "PGlite: a job active on its last attempt when the process stopped ends failed at start-up, not re-queued",
    async () => {
      const { config, id, cookie } = await strandedProject({ ...base, ...(await storage()) }, "active", 1);
      const { project, db } = await statusAfterRestart(config, id, cookie);
      expect(project).toMatchObject({ status: "failed", error: "Analysis failed." });
      expect(await jobOf(db, id)).toEqual([{ state: "failed", retry_count: 1 }]);
    },
    180_000,
  );

  it.runIf(TEST_DATABASE_KIND === "pglite")(
    "PGlite: a job active on its first attempt when the process stopped runs once more",
    async () => {
      const { config, id, cookie } = await strandedProject({ ...base, ...(await storage()) }, "active", 0);
      const { project, db } = await statusAfterRestart(config, id, cookie);
      expect(project.status).toBe("completed");
      expect(await jobOf(db, id)).toEqual([{ state: "completed", retry_count: 1 }]);
    },
    180_000,
  );

  it("a project whose job ended failed without its handler is marked failed when the worker starts", async () => {
    const { config, id, cookie } = await strandedProject({ ...base, ...(await storage()) }, "failed", 1);
    const { project, db } = await statusAfterRestart(config, id, cookie);
    expect(project).toMatchObject({ status: "failed", error: "Analysis failed." });
    expect((await failureAudits(db, id)).map((a) => a.details)).toEqual([{ error: "its job ran out of attempts" }]);
  }, 180_000);
});
