import { afterAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, waitForProject } from "../testing/harness.ts";

/**
 * Issue #15 "Concurrent analyses": a backlog drains job after job. pg-boss 10 waits out its
 * polling interval (5 s on PGlite, 10 s on Postgres) after each job unless the worker is woken;
 * the queue wakes a worker that found a job, so the next one starts at once. Six notes-only
 * analyses on one worker: without the wake-up, four of them waited a full interval each (≥ 20 s
 * in all); with it, they take about six analyses' time. The bound below is half of that minimum.
 */
let h: Harness | undefined;
afterAll(async () => {
  await h?.close();
});

describe("a backlog of analyses", () => {
  it("runs queued analyses one after another without waiting out the polling interval between them", async () => {
    h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com", ANALYSIS_CONCURRENCY: "1" } });
    const admin = await h.signUp("admin@example.com");
    const notes = "Married couple, ages 66 and 64. Net worth is $14 million. Three children.";
    const started = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await h.request("/api/projects", { method: "POST", user: admin, json: { notes } });
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { project: { id: string } }).project.id);
    }
    for (const id of ids) expect((await waitForProject(h, admin, id, 60_000)).status).toBe("completed");
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);
});
