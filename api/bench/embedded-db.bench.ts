import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PgliteThread } from "../src/db/pglite-thread.ts";

/**
 * `npm run bench:db` (issue #15 "the embedded database off the request path", ADR 0008): how long
 * the server's thread cannot answer while the embedded database works, with PGlite on that thread
 * and with PGlite in its worker thread (api/src/db/pglite-thread.ts, what the app uses).
 *
 * A 5 ms ticker stands for `/api/health`: the longest gap between its ticks is the longest a
 * request would have waited for the thread. Each workload runs on a fresh database in a temporary
 * folder; the two set-ups alternate for BENCH_ROUNDS rounds (default 3) and the medians are printed.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Setup {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const SETUPS: Record<string, (dataDir: string) => Promise<Setup>> = {
  "main thread": async (dataDir) => {
    const pg = new PGlite(dataDir);
    await pg.waitReady;
    return { query: (sql, params) => pg.query(sql, params ?? []), close: () => pg.close() };
  },
  "worker thread": async (dataDir) => {
    const pg = await PgliteThread.open(dataDir);
    return { query: (sql, params) => pg.query(sql, params ?? []), close: () => pg.close() };
  },
};

/** About the size of a stored analysis (≈ 65 KB of JSON). */
const analysis = JSON.stringify({
  strategies: Array.from({ length: 300 }, (_, i) => ({
    id: `strategy-${i}`,
    name: `Strategy ${i}`,
    text: "x".repeat(150),
    figures: [i, i * 2, i * 3],
  })),
});
const fiveMbAttachment = "Account 1234 balance 5,000\n".repeat(200_000);

async function concurrently(count: number, width: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const WORKLOADS: [string, (db: Setup) => Promise<unknown>][] = [
  ["slow query (count of 3M generated rows)", (db) => db.query("SELECT count(*) FROM generate_series(1, 3000000)")],
  [
    "20 analysis writes (65 KB jsonb each)",
    async (db) => {
      for (let i = 0; i < 20; i++) await db.query("INSERT INTO t (body) VALUES ($1)", [analysis]);
    },
  ],
  [
    "5 MB attachment written and read",
    async (db) => {
      await db.query("INSERT INTO t (notes) VALUES ($1)", [fiveMbAttachment]);
      await db.query("SELECT notes FROM t WHERE notes IS NOT NULL");
    },
  ],
  [
    "1,000 reads of a 65 KB row, 50 at a time",
    (db) => concurrently(1000, 50, (i) => db.query("SELECT body FROM t WHERE id = $1", [1 + (i % 20)])),
  ],
  ["5,000 small queries, 50 at a time", (db) => concurrently(5000, 50, (i) => db.query("SELECT $1::int AS n", [i]))],
];

/** Runs `work`, returning its time and the longest gap of a 5 ms ticker meanwhile (ms). */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; stallMs: number }> {
  const ticks = [performance.now()];
  const ticker = setInterval(() => ticks.push(performance.now()), 5);
  const started = ticks[0] ?? 0;
  await work();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 6));
  clearInterval(ticker);
  let stallMs = 0;
  for (let i = 1; i < ticks.length; i++) stallMs = Math.max(stallMs, (ticks[i] ?? 0) - (ticks[i - 1] ?? 0));
  return { ms, stallMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const results = new Map<string, { ms: number[]; stallMs: number[] }>();

for (let round = 0; round < ROUNDS; round++) {
  const order = Object.keys(SETUPS);
  if (round % 2 === 1) order.reverse();
  for (const name of order) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fsa-bench-db-"));
    try {
      const db = await (SETUPS[name] as (dir: string) => Promise<Setup>)(dataDir);
      await db.query("CREATE TABLE t (id serial PRIMARY KEY, body jsonb, notes text)");
      for (const [label, work] of WORKLOADS) {
        const { ms, stallMs } = await timed(() => work(db));
        const key = `${label}\t${name}`;
        const entry = results.get(key) ?? { ms: [], stallMs: [] };
        entry.ms.push(ms);
        entry.stallMs.push(stallMs);
        results.set(key, entry);
      }
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const lines = [
  `bench:db — embedded PGlite on the server's thread vs in a worker thread, median of ${ROUNDS} rounds`,
  "| workload | PGlite on | time ms | longest stall of the server's thread ms |",
  "| --- | --- | --- | --- |",
];
for (const [label] of WORKLOADS) {
  for (const name of Object.keys(SETUPS)) {
    const entry = results.get(`${label}\t${name}`);
    if (!entry) continue;
    lines.push(`| ${label} | ${name} | ${median(entry.ms).toFixed(0)} | ${median(entry.stallMs).toFixed(0)} |`);
  }
}
process.stdout.write(`${lines.join("\n")}\n`);
