import { loadSampleNotes } from "../src/analysis/samples.ts";
import { createHarness, waitForProject } from "../src/testing/harness.ts";

/**
 * `npm run bench:analysis`: time from POST /api/projects to completed, over the sample notes, on
 * the embedded engine (PGlite, catalogue engine, in process). Prints median and p95.
 * Target (issue 2): median under 50 ms.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const samples = loadSampleNotes();
const h = await createHarness({ env: { ADMIN_EMAILS: "bench@example.com" } });
try {
  const user = await h.signUp("bench@example.com");
  const times: number[] = [];
  // One warm-up pass so module loading and query planning are not measured.
  for (let round = -1; round < ROUNDS; round++) {
    for (const [, notes] of samples) {
      const t0 = performance.now();
      const res = await h.request("/api/projects", { method: "POST", user, json: { notes } });
      const { project } = (await res.json()) as { project: { id: string } };
      const done = await waitForProject(h, user, project.id);
      const ms = performance.now() - t0;
      if (done.status !== "completed") throw new Error(`analysis ${project.id} ${done.status}`);
      if (round >= 0) times.push(ms);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  process.stdout.write(
    `bench:analysis — POST /api/projects → completed, embedded PGlite, catalogue engine\n` +
      `  runs: ${times.length} (${samples.length} sample notes × ${ROUNDS})\n` +
      `  median: ${at(0.5).toFixed(1)} ms\n  p95: ${at(0.95).toFixed(1)} ms\n  target: median < 50 ms → ${at(0.5) < 50 ? "met" : "NOT met"}\n`,
  );
} finally {
  await h.close();
}
