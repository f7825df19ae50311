import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../testing/harness.ts";

/**
 * Issue #14 item 1 "Done when": while large attachments are analysed, the server keeps answering.
 * The app listens on a real socket and a second client, in its own thread (so a blocked server
 * loop cannot also delay the client's clock), asks for /api/health every 50 ms and times each
 * answer. Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
let h: Harness;
let server: ServerType;
let base: string;
let adviser: TestUser;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
  const admin = await h.signUp("admin@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

/**
 * The second client: polls /api/health every 50 ms and times each answer, in a worker thread of
 * its own (plain JavaScript), so neither the server's loop nor the submitting client's work (it
 * builds and parses multi-MB bodies) can delay its clock. Says "ready" after warming up; stops
 * when it receives a message and answers with the latencies.
 */
const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
const latencies = [];
let polling = true;
parentPort.once("message", () => { polling = false; });
(async () => {
  // Warm up this thread's HTTP client (its first requests compile and connect), then measure.
  for (let i = 0; i < 3; i++) await (await fetch(workerData.url)).text();
  parentPort.postMessage("ready");
  while (polling) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.text();
    latencies.push(res.status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
    const next = started + 50 - performance.now();
    if (next > 0) await new Promise((r) => setTimeout(r, next));
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * The first client, in another worker thread: submits each attachment and waits for its
 * analysis as the web app does (the progress stream, then the finished project). Attachments: `sizes` MB of
 * "Account 1234 balance 5,000" lines (the report's shape) and as many bytes of the same words on
 * one line with no break.
 */
const SUBMITTER = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, cookie, origin, sizes } = workerData;
const MB = 1024 * 1024;
const repeatTo = (unit, bytes) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
async function analyse(name, text) {
  const data = "data:text/plain;base64," + Buffer.from(text).toString("base64");
  const res = await fetch(base + "/api/projects", {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify({
      notes: "Married couple, ages 61 and 59. Net worth is $9 million. Moderate risk tolerance.",
      attachments: [{ name, size: Buffer.byteLength(text), type: "text/plain", data }],
    }),
  });
  if (res.status !== 202) return { name, status: "http " + res.status, error: await res.text() };
  const id = (await res.json()).project.id;
  const started = performance.now();
  // Wait as the web app does: the progress stream, then one read of the finished project.
  const events = await fetch(base + "/api/projects/" + id + "/events", { headers: { cookie } });
  const decoder = new TextDecoder();
  let seen = "";
  for await (const chunk of events.body) {
    seen += decoder.decode(chunk, { stream: true });
    if (/"status":"(completed|failed)"/.test(seen)) break;
    if (performance.now() - started > 300000) break;
  }
  await events.body.cancel().catch(() => {});
  const { project } = await (await fetch(base + "/api/projects/" + id, { headers: { cookie } })).json();
  return { name, status: project.status, error: project.error, seconds: (performance.now() - started) / 1000 };
}
(async () => {
  const outcomes = [];
  for (const size of sizes) {
    outcomes.push(await analyse("accounts-" + size + "mb.txt", repeatTo("Account 1234 balance 5,000\\n", size * MB)));
    outcomes.push(await analyse("one-line-" + size + "mb.txt", repeatTo("Account 1234 balance 5,000 ", size * MB)));
  }
  parentPort.postMessage(outcomes);
})();
`;

interface Outcome {
  name: string;
  status: string;
  error: string | null;
  seconds?: number;
}

/** Runs one of the client scripts above; resolves with its last message (after `skip` others). */
function clientThread<T>(code: string, workerData: unknown, skip = 0): { worker: Worker; result: Promise<T> } {
  const worker = new Worker(code, { eval: true, workerData });
  let seen = 0;
  const result = new Promise<T>((resolve, reject) => {
    worker.on("message", (message: T) => {
      if (seen++ < skip) return;
      void worker.terminate();
      resolve(message);
    });
    worker.once("error", reject);
  });
  return { worker, result };
}

/** Submits the attachments of `sizes` while the poller runs; returns both clients' reports. */
async function runClients(sizes: number[]): Promise<{ latencies: number[]; outcomes: Outcome[] }> {
  const poller = clientThread<number[]>(POLLER, { url: `${base}/api/health` }, 1);
  await new Promise((resolve) => poller.worker.once("message", resolve));
  const submitter = clientThread<Outcome[]>(SUBMITTER, {
    base,
    cookie: adviser.cookie,
    origin: h.config.publicUrl,
    sizes,
  });
  const outcomes = await submitter.result;
  poller.worker.postMessage("stop");
  return { latencies: await poller.result, outcomes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

describe("analyses run off the main thread", () => {
  // Every poll of one run must answer within 200 ms. On a two-core machine with Postgres the
  // server is still descheduled for a moment now and then (runs of ~800 polls had their slowest
  // at 204.6 and 215.6 ms with p99 51–82 ms, the next run's slowest 116 ms); a blocked event loop
  // stalls for seconds on every run, so a run is repeated up to four times before the test fails.
  it("health answers within 200 ms while 1, 3 and 5 MB attachments are analysed", {
    retry: 4,
    timeout: 600_000,
  }, async () => {
    const { latencies, outcomes } = await runClients([1, 3, 5]);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? Number.NaN;
    const over = latencies.filter((l) => l >= 200).length;
    const summary = `health polls: ${latencies.length}, median ${median(latencies).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, ${over} at 200 ms or more; ${outcomes.map((o) => `${o.name} ${o.status} in ${o.seconds?.toFixed(1)} s`).join(", ")}`;
    console.info(summary);
    expect(latencies.length).toBeGreaterThan(20);
    expect(Math.max(...latencies), summary).toBeLessThan(200);
    // Finished or failed cleanly: a failure carries the spec's message, nothing is left running.
    for (const o of outcomes) {
      expect(["completed", "failed"]).toContain(o.status);
      if (o.status === "failed") expect(o.error).toBe("Analysis failed.");
    }
  });
});
