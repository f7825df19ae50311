import { afterAll, describe, expect, it } from "vitest";
import { attachment, pngWithText } from "../testing/fixtures/documents.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";
import { DOCUMENT_ANALYSIS_QUEUE } from "./queue.ts";

/**
 * Issue #15 "Done when": with one 4-page OCR analysis running, a notes-only analysis submitted after
 * it completes first. The order is asserted, not a time: the notes-only analysis's `completed`
 * event comes before the OCR analysis's. Real OCR (the bundled English model), PGlite and Postgres.
 */

const NOTES = "Married couple, ages 66 and 64. Net worth is $14 million. Three children.";
const SCAN_LINES = [
  "STATEMENT OF ACCOUNTS PAGE",
  "BROKERAGE BALANCE 2,450,000",
  "TRADITIONAL IRA 1,200,000",
  "ROTH IRA 310,000",
];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function createProject(h: Harness, user: TestUser, json: unknown): Promise<string> {
  const res = await h.request("/api/projects", { method: "POST", user, json });
  expect(res.status).toBe(202);
  return ((await res.json()) as { project: { id: string } }).project.id;
}

describe("concurrent analyses (issue #15)", () => {
  it("a notes-only analysis submitted while a 4-page OCR analysis runs completes first", async () => {
    const h = await createHarness({
      env: {
        ADMIN_EMAILS: "admin@example.com",
        DOCUMENT_OCR: "on",
        ANALYSIS_CONCURRENCY: "2",
        DOCUMENT_CONCURRENCY: "1",
        DOCUMENT_TIMEOUT_MS: "120000",
      },
    });
    cleanups.push(() => h.close());
    const admin = await h.signUp("admin@example.com");
    const adviser = await h.approvedUser(admin, "casey@example.com");

    const completed: string[] = [];
    const watch = (id: string) =>
      h.runtime.ctx.events.subscribe(id, (event) => {
        if (event.status === "completed" || event.status === "failed") completed.push(id);
      });

    const pages = [1, 2, 3, 4].map((n) =>
      attachment(`scan-page-${n}.png`, "image/png", pngWithText([`${SCAN_LINES[0]} ${n}`, ...SCAN_LINES.slice(1)])),
    );
    const ocrId = await createProject(h, admin, { notes: NOTES, attachments: pages });
    watch(ocrId);
    expect(await h.runtime.queue.laneOf(ocrId)).toBe(DOCUMENT_ANALYSIS_QUEUE);

    // Wait until the OCR analysis is reading its documents, then submit the notes-only one.
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await h.request(`/api/projects/${ocrId}`, { user: admin });
      const { project } = (await res.json()) as { project: { status: string; stage: string } };
      if (project.status === "processing" && project.stage === "documents") break;
      if (Date.now() > until) throw new Error(`the OCR analysis never started reading: ${project.status}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const notesId = await createProject(h, adviser, { notes: NOTES });
    watch(notesId);

    const notesOnly = await waitForProject(h, adviser, notesId, 120_000);
    const ocr = await waitForProject(h, admin, ocrId, 240_000);
    expect(notesOnly.status).toBe("completed");
    expect(ocr.status).toBe("completed");
    expect(completed).toEqual([notesId, ocrId]);
    // The OCR really read the pages (the order is not that of a file that failed fast).
    const stored = await h.request(`/api/projects/${ocrId}`, { user: admin });
    expect(JSON.stringify(await stored.json())).toMatch(/BROKERAGE|BALANCE/i);
  }, 300_000);
});
