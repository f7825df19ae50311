import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "../src/db/client.ts";

/**
 * `npm run bench:api` (issue #15): the API's request path against a plain Hono hello-world route
 * measured in the same run.
 *
 * For each database (Postgres always: a fresh database created on BENCH_DATABASE_URL and dropped
 * at the end; embedded PGlite too with BENCH_PGLITE=1), it starts the API as `npm start` does (a
 * separate Node process running api/dist/main.mjs, built first when its sources changed), signs one adviser up through the real routes, runs one real analysis,
 * then seeds BENCH_PROJECTS (10,000) projects across 50 approved advisers by direct inserts, each
 * a copy of that analysis (the adviser gets its 1/50th). It then measures with autocannon, in
 * BENCH_ROUNDS rounds of BENCH_SECONDS each per route, interleaved with the hello-world route:
 * `GET /api/health` (no session), `GET /api/me`, `GET /api/projects` (first page, 50 summaries)
 * and `GET /api/projects/:id` (one full analysis), with the adviser's session cookie. Then, in
 * BENCH_ROUNDS rounds of their own after those, `POST /api/projects` (creating an analysis: the
 * request until its 202, which queues the analysis; the analyses then run in the same process, as
 * they would in production) by a second adviser, so the measured list does not grow. On Postgres
 * the backlog a round queued is dropped between rounds (queued jobs deleted, running ones waited
 * for, the second adviser's projects deleted), so every round starts idle; on PGlite, whose
 * database the server holds, it is not.
 *
 * Prints req/s and p50/p95/p99 latency (ms) per route, the median over the rounds, the ratio of
 * each route's p50 to the hello-world p50 of the same round (median over rounds), and the API
 * server's peak resident memory (VmHWM) after the read routes and after the create rounds. Environment: BENCH_CONNECTIONS (default 100),
 * BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_PROJECTS (10000), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), BENCH_PGLITE (0), BENCH_KEEP_DATABASE (0: 1 keeps the
 * seeded Postgres database for profiling, and prints its name).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const ADVISERS = 50;
const API_ENTRY = "api/dist/main.mjs";
/** Node's flags for the API, as in package.json's start script and the Dockerfile. */
const API_NODE_FLAGS = ["--heap-growing-percent=50"];
const PG_BASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADVISER_EMAIL = "adviser0@bench.example";
/** The adviser who creates analyses in the create rounds (not one of the 50 who own the 10,000). */
const POSTER_EMAIL = "poster@bench.example";
const PASSWORD = "correct-horse-battery-staple";
const NOTES =
  "Married couple, ages 60 and 58, living in Virginia. Net worth is $30 million, including a business worth $12 million and $4 million in retirement accounts. Two children. Want to reduce estate taxes and give to charity.";

/** One route's figures in one round: requests per second and latency percentiles in ms. */
interface Sample {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx, and socket errors or time-outs. */
  bad: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** A Node process: the compiled API (api/dist/main.mjs, as `npm start` runs it) or a TypeScript entry through tsx. */
interface Server {
  child: ChildProcess;
  base: string;
  /** Peak resident set size of the process so far, MB (Linux /proc VmHWM). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

async function startServer(entry: string, env: Record<string, string>, health: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    entry.endsWith(".ts") ? ["--import", "tsx", entry] : [...API_NODE_FLAGS, entry],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not answer ${health}: ${stderr}`);
    const ok = await fetch(`${base}${health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    base,
    peakRssMb: () => {
      try {
        const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
        return kb ? Number(kb) / 1024 : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}

/** autocannon for SECONDS at CONNECTIONS; latency percentiles from every response's own time. */
async function measure(
  url: string,
  headers: Record<string, string> = {},
  request: { method?: "GET" | "POST"; body?: string } = {},
): Promise<Sample> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers, ...request },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** The newest link to /api/auth/verify-email e-mailed to `email`, from the local outbox. */
function verificationLink(outboxDir: string, email: string): string {
  for (const file of readdirSync(outboxDir).sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(outboxDir, file), "utf8")) as { to: string; text: string };
    const url = mail.text.match(/https?:\/\/\S+/)?.[0];
    if (mail.to === email && url?.includes("/api/auth/verify-email")) return url;
  }
  throw new Error(`no verification e-mail to ${email}`);
}

/** Signs an adviser up, verifies the address and returns the session cookie header. */
async function signUp(base: string, outboxDir: string, email: string, name: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: base };
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const verified = await fetch(verificationLink(outboxDir, email), { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verification: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Runs one analysis through the API and waits for it; returns the project id. */
async function analyse(base: string, cookie: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: base, cookie };
  const res = await fetch(`${base}/api/projects`, {
    method: "POST",
    headers,
    body: JSON.stringify({ notes: NOTES, name: "Client 0" }),
  });
  if (res.status !== 202) throw new Error(`POST /api/projects: ${res.status} ${await res.text()}`);
  const { project } = (await res.json()) as { project: { id: string } };
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const r = (await (await fetch(`${base}/api/projects/${project.id}`, { headers: { cookie } })).json()) as {
      project: { status: string };
    };
    if (r.project.status === "completed") return project.id;
    if (r.project.status === "failed") throw new Error("the analysis failed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the analysis did not complete");
}

/** Approves every account (the two advisers signed up) as an administrator would. */
async function approve(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`UPDATE profiles SET approved = true, approved_at = now()`);
  } finally {
    await database.close();
  }
}

/**
 * Adds 49 approved advisers, and copies the analysed project until there
 * are PROJECTS projects, spread evenly across the 50 advisers, one second apart.
 */
async function seed(options: { databaseUrl?: string; dataDir: string }, templateId: string): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`
      INSERT INTO "user" (id, name, email, email_verified)
      SELECT 'bench-adviser-' || g, 'Adviser ' || g, 'adviser' || g || '@bench.example', true
      FROM generate_series(1, ${ADVISERS - 1}) g`);
    await database.db.execute(sql`
      INSERT INTO profiles (id, email, approved, approved_at)
      SELECT id, email, true, now() FROM "user" WHERE id LIKE 'bench-adviser-%'`);
    const perAdviser = Math.ceil(PROJECTS / ADVISERS);
    const started = performance.now();
    const result = (await database.db.execute(
      sql`SELECT id FROM "user" WHERE email <> ${POSTER_EMAIL} ORDER BY id`,
    )) as unknown as { rows: { id: string }[] } | { id: string }[];
    const ids = (Array.isArray(result) ? result : result.rows).map((r) => r.id);
    // One adviser per statement keeps each statement's memory small (PGlite runs in WebAssembly).
    for (const [i, id] of ids.entries()) {
      // The analysed project is one of the signed-up adviser's.
      const copies = Math.min(perAdviser, PROJECTS - i * perAdviser) - (id.startsWith("bench-adviser-") ? 0 : 1);
      if (copies <= 0) continue;
      await database.db.execute(sql`
        INSERT INTO projects (user_id, name, description, status, stage, client_notes, analysis, raw_llm_response,
          net_worth, strategy_count, latest_version, source, created_at, updated_at)
        SELECT ${id}, 'Client ' || g, t.description, 'completed', 'completed', t.client_notes, t.analysis,
          t.raw_llm_response, t.net_worth, t.strategy_count, t.latest_version, 'web',
          t.created_at - (g || ' seconds')::interval, t.created_at - (g || ' seconds')::interval
        FROM projects t, generate_series(1, ${copies}) g
        WHERE t.id = ${templateId}`);
    }
    await database.db.execute(sql`ANALYZE`);
    process.stdout.write(
      `  seeded ${PROJECTS.toLocaleString("en-US")} projects across ${ids.length} advisers in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await database.close();
  }
}

/** Sent with every API request, as a browser does: the API gzips what is worth it. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "application/json" };

/** Routes measured, in order, each beside the hello-world route. */
const ROUTES = [
  { name: "GET /api/health (no session)", path: () => "/api/health", session: false },
  { name: "GET /api/me", path: () => "/api/me", session: true },
  { name: "GET /api/projects (first page, 50)", path: () => "/api/projects", session: true },
  { name: "GET /api/projects/:id (one analysis)", path: (id: string) => `/api/projects/${id}`, session: true },
] as const;

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");

async function benchDatabase(kind: "postgres" | "pglite", hello: Server): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fsa-bench-"));
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    dbName = `fsa_bench_${randomBytes(5).toString("hex")}`;
    const admin = postgres(PG_BASE, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_BASE);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    // An address no one signs up with: the first account on PGlite stays an adviser.
    ADMIN_EMAILS: "admin@bench.example",
    LOG_LEVEL: "error",
    RATE_LIMITS: "off",
    OPENAI_API_KEY: "",
    DOCUMENT_OCR: "off",
  };
  let api: Server | null = null;
  try {
    process.stdout.write(`\n${kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}\n`);
    api = await startServer(API_ENTRY, env, "/api/health");
    const cookie = await signUp(api.base, path.join(dataDir, "outbox"), ADVISER_EMAIL, "Adviser 0");
    const posterCookie = await signUp(api.base, path.join(dataDir, "outbox"), POSTER_EMAIL, "Poster");
    // The server holds the embedded data folder's lock: stopped while the bench writes to it.
    const offline = async (write: () => Promise<void>) => {
      if (kind === "pglite") await api?.stop();
      await write();
      if (kind === "pglite") api = await startServer(API_ENTRY, env, "/api/health");
    };
    await offline(() => approve({ databaseUrl, dataDir }));
    const templateId = await analyse(api.base, cookie);
    await offline(() => seed({ databaseUrl, dataDir }, templateId));
    const server = api;
    const helloUrl = `${hello.base}/hello`;
    // Warm-up: JIT, connection pools, query plans.
    for (const route of ROUTES)
      await autocannon({
        url: `${server.base}${route.path(templateId)}`,
        connections: 10,
        amount: 500,
        headers: { cookie },
      });
    const samples = new Map<string, { route: Sample[]; hello: Sample[] }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of ROUTES) {
        const h = await measure(helloUrl);
        const r = await measure(`${server.base}${route.path(templateId)}`, {
          ...BROWSER_HEADERS,
          ...(route.session ? { cookie } : {}),
        });
        const entry = samples.get(route.name) ?? { route: [], hello: [] };
        entry.route.push(r);
        entry.hello.push(h);
        samples.set(route.name, entry);
      }
    }
    const readRoutesPeakRss = server.peakRssMb();

    // Creating an analysis: the request until its 202 (the analysis is queued and runs afterwards,
    // in this process). By the second adviser, after the read routes, in rounds of their own.
    const create = {
      url: `${server.base}/api/projects`,
      headers: { ...BROWSER_HEADERS, "content-type": "application/json", origin: server.base, cookie: posterCookie },
      request: { method: "POST" as const, body: JSON.stringify({ notes: NOTES, name: "Created in the bench" }) },
    };
    const dropBacklog = async () => {
      if (!databaseUrl) return;
      const pg = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await pg`DELETE FROM pgboss.job WHERE name IN ('analysis', 'analysis-documents') AND state IN ('created', 'retry')`;
        for (const until = Date.now() + 300_000; Date.now() < until; ) {
          const [active] = await pg<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`;
          if (active?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        await pg`DELETE FROM projects WHERE user_id = (SELECT id FROM "user" WHERE email = ${POSTER_EMAIL})`;
      } finally {
        await pg.end();
      }
    };
    await autocannon({ ...create, ...create.request, connections: 10, amount: 100 });
    await dropBacklog();
    const CREATE = "POST /api/projects (create, until 202)";
    for (let round = 0; round < ROUNDS; round++) {
      const h = await measure(helloUrl);
      const r = await measure(create.url, create.headers, create.request);
      const entry = samples.get(CREATE) ?? { route: [], hello: [] };
      entry.route.push(r);
      entry.hello.push(h);
      samples.set(CREATE, entry);
      await dropBacklog();
    }
    const rows: string[][] = [];
    const helloAll = [...samples.values()].flatMap((s) => s.hello);
    rows.push([
      "hello-world (plain Hono)",
      fmt(median(helloAll.map((s) => s.rps))),
      fmt(median(helloAll.map((s) => s.p50)), 1),
      fmt(median(helloAll.map((s) => s.p95)), 1),
      fmt(median(helloAll.map((s) => s.p99)), 1),
      "1.0×",
      String(helloAll.reduce((n, s) => n + s.bad, 0)),
    ]);
    for (const [name, s] of samples) {
      const ratios = s.route.map((r, i) => r.p50 / (s.hello[i]?.p50 ?? Number.NaN));
      rows.push([
        name,
        fmt(median(s.route.map((x) => x.rps))),
        fmt(median(s.route.map((x) => x.p50)), 1),
        fmt(median(s.route.map((x) => x.p95)), 1),
        fmt(median(s.route.map((x) => x.p99)), 1),
        `${fmt(median(ratios), 1)}×`,
        String(s.route.reduce((n, x) => n + x.bad, 0)),
      ]);
    }
    const header = ["route", "req/s", "p50 ms", "p95 ms", "p99 ms", "p50 ÷ hello p50", "non-2xx/errors"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
    process.stdout.write(
      `  ${CONNECTIONS} connections, ${SECONDS} s per measurement, median of ${ROUNDS} rounds; ratio = route p50 ÷ hello-world p50 of the same round (median)\n\n`,
    );
    process.stdout.write(`${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|\n`);
    for (const row of rows) process.stdout.write(`${line(row)}\n`);
    process.stdout.write(
      `\n  API server peak RSS: ${fmt(readRoutesPeakRss)} MB through the read routes, ${fmt(server.peakRssMb())} MB after the create rounds (analyses running); hello-world server peak RSS: ${fmt(hello.peakRssMb())} MB\n`,
    );
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName && process.env.BENCH_KEEP_DATABASE === "1") {
      process.stdout.write(`  kept the database ${dbName} (BENCH_KEEP_DATABASE=1)\n`);
    } else if (dbName) {
      const admin = postgres(PG_BASE, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

process.stdout.write(
  `bench:api — ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}\n`,
);
// The API as `npm start` runs it: compiled when its sources changed, then plain node (no tsx).
const built = spawnSync(process.execPath, ["scripts/build.mjs", "--if-changed", "api"], {
  cwd: root,
  stdio: "inherit",
});
if (built.status !== 0) throw new Error("scripts/build.mjs api failed");
const hello = await startServer("api/bench/hello-server.ts", {}, "/hello");
try {
  await benchDatabase("postgres", hello);
  if (process.env.BENCH_PGLITE === "1") await benchDatabase("pglite", hello);
} finally {
  await hello.stop();
}
