import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema/index.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";
import { JobLeases } from "./job-leases.ts";

/**
 * Issue #17: on Postgres a job whose instance died (active, its lease held by no session) is
 * retried by another instance at once, not after pg-boss's 15-minute expiry; a job whose lease is
 * held is left alone. The real kill of a server process is in api/src/scale-out.test.ts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("job leases on Postgres", () => {
  let h: Harness;
  let admin: TestUser;
  beforeAll(async () => {
    // No worker yet: the test puts the job in the state a killed instance leaves it in first.
    h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" }, worker: false });
    admin = await h.signUp("admin@example.com");
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A project whose job is active since 30 s, as a process killed mid-job leaves it. */
  async function stranded(): Promise<string> {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: admin,
      json: { notes: "Married couple, both 61, net worth $14 million." },
    });
    const id = ((await res.json()) as { project: { id: string } }).project.id;
    const { db } = h.runtime.database;
    await db.update(projects).set({ status: "processing", stage: "facts" }).where(eq(projects.id, id));
    await db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '30 seconds'
          WHERE name = 'analysis' AND singleton_key = ${id}`,
    );
    return id;
  }

  it("an active job with no lease is an orphan; one whose lease another session holds is not", async () => {
    const orphan = await stranded();
    const held = await stranded();
    const { db } = h.runtime.database;
    const jobId = async (projectId: string) => {
      const result = await db.execute(
        sql`SELECT id::text AS id FROM pgboss.job WHERE name = 'analysis' AND singleton_key = ${projectId}`,
      );
      return ((Array.isArray(result) ? result : []) as { id: string }[])[0]?.id ?? "";
    };
    const url = h.config.databaseUrl ?? "";
    const holder = new JobLeases(url);
    const observer = new JobLeases(url);
    try {
      expect(await holder.take(await jobId(held))).toBe(true);
      // The same lease cannot be taken twice: the job is running.
      expect(await observer.take(await jobId(held))).toBe(false);
      const found = (await observer.orphans(["analysis", "analysis-documents"])).map((o) => o.id);
      expect(found).toContain(await jobId(orphan));
      expect(found).not.toContain(await jobId(held));

      // An instance with workers reclaims the orphan within its sweep and finishes it.
      await h.runtime.startWorker();
      const started = Date.now();
      const project = await waitForProject(h, admin, orphan, 45_000);
      expect(project.status).toBe("completed");
      expect(Date.now() - started).toBeLessThan(45_000);
      const [still] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, held));
      expect(still?.status).toBe("processing");
    } finally {
      await holder.close();
      await observer.close();
    }
  }, 90_000);
});
