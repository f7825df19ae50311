import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { createRuntime } from "../runtime.ts";
import { createHarness, TEST_DATABASE_KIND, waitForProject } from "../testing/harness.ts";
import { ANALYSIS_QUEUE, JOBS_CHANNEL } from "./queue.ts";

/**
 * Issue #15: on Postgres a job sent by one process wakes the workers of every process through
 * NOTIFY on JOBS_CHANNEL, instead of waiting for their next poll. A second runtime without a
 * worker (a web-only instance) queues the analysis; the first one, listening, runs it.
 */
describe.runIf(TEST_DATABASE_KIND === "postgres")("jobs across processes on Postgres", () => {
  it("an analysis queued by an instance without a worker is announced on the channel and run by the other", async () => {
    const h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
    const webOnly = await createRuntime(h.config, { log: createLogger("silent") });
    const listener = postgres(h.config.databaseUrl ?? "", { max: 1, onnotice: () => {} });
    try {
      const heard: string[] = [];
      await listener.listen(JOBS_CHANNEL, (payload) => heard.push(payload));
      const admin = await h.signUp("admin@example.com");
      const app = createApp(webOnly.ctx);
      const res = await app.request("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: admin.cookie, origin: h.config.publicUrl },
        body: JSON.stringify({ notes: "Married couple, ages 66 and 64. Net worth is $14 million." }),
      });
      expect(res.status).toBe(202);
      const id = ((await res.json()) as { project: { id: string } }).project.id;
      const project = await waitForProject(h, admin, id, 120_000);
      expect(project.status).toBe("completed");
      expect(heard).toContain(ANALYSIS_QUEUE);
    } finally {
      await listener.end({ timeout: 5 });
      await webOnly.close();
      await h.close();
    }
  }, 180_000);
});
