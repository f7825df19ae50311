import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "./testing/harness.ts";

/**
 * Issue #17, the scale-out test: two API server processes (`api/src/main.ts`, as `npm start` runs
 * it) started at the same moment on one empty PostgreSQL database. Both come up (migrations under
 * an advisory lock); a session made on one is accepted by the other (one BETTER_AUTH_SECRET); an
 * analysis created on one completes and its stage stream works on the other; and when the
 * instance running a job is killed (SIGKILL) mid-job, the other finishes it within a minute (job
 * leases, api/src/jobs/job-leases.ts). Postgres only: runs in `npm test`'s Postgres pass
 * (TEST_DATABASE_URL, scripts/test.mjs).
 *
 * To know which instance runs a job, and to hold it there, both use a stand-in for the language
 * model (OPENAI_BASE_URL): each instance calls it under its own path. Normally it refuses at once
 * (the pipeline then falls back to its templates, as with a model that is down); in "hold" mode it
 * keeps the first call open, which parks the job in that instance until the test kills it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BASE = process.env.TEST_DATABASE_URL;

interface Instance {
  name: "a" | "b";
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The language-model stand-in: refuses every call at once, or holds the first one in "hold" mode. */
function modelStandIn() {
  const state = {
    hold: false,
    /** Resolves with the instance ("a" or "b") whose call is being held. */
    held: null as null | ((who: "a" | "b") => void),
    open: [] as ServerResponse[],
  };
  const server: Server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const who = req.url?.startsWith("/b/") ? "b" : "a";
    if (state.hold && state.held) {
      const notify = state.held;
      state.hold = false;
      state.held = null;
      state.open.push(res);
      notify(who);
      return;
    }
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "the test's model stand-in refuses", type: "invalid_request_error" } }));
  });
  return {
    server,
    /** The next model call is held; resolves with the instance that made it. */
    holdNext(): Promise<"a" | "b"> {
      return new Promise((resolve) => {
        state.hold = true;
        state.held = resolve;
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of state.open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

async function waitForHealth(instance: Instance, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited (${instance.child.exitCode}): ${instance.output.join("")}`);
    }
    try {
      const res = await fetch(`${instance.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`instance ${instance.name} did not start: ${instance.output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(BASE)("two instances on one PostgreSQL (issue #17)", () => {
  const publicUrl = "http://advisor.test";
  const headers = { "content-type": "application/json", origin: publicUrl };
  const model = modelStandIn();
  let a: Instance;
  let b: Instance;
  let cookie = "";

  /** A request to one instance; when it cannot be made, the error says how that instance ended and what it printed. */
  const call = async (instance: Instance, p: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${instance.url}${p}`, {
        ...init,
        headers: { ...headers, ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
      });
    } catch (e) {
      const { exitCode, signalCode } = instance.child;
      throw new Error(
        `${init.method ?? "GET"} ${p} on instance ${instance.name} failed (${(e as Error).message}; exit code ${exitCode}, signal ${signalCode}). Its output:\n${instance.output.join("").slice(-4000)}`,
      );
    }
  };

  async function projectStatus(instance: Instance, id: string): Promise<string> {
    const res = await call(instance, `/api/projects/${id}`);
    return ((await res.json()) as { project: { status: string } }).project.status;
  }

  async function createProject(instance: Instance, notes: string): Promise<string> {
    const res = await call(instance, "/api/projects", { method: "POST", body: JSON.stringify({ notes }) });
    expect(res.status, instance.output.join("").slice(-3000)).toBe(202);
    return ((await res.json()) as { project: { id: string } }).project.id;
  }

  beforeAll(async () => {
    const name = `fsa_scale_${randomBytes(5).toString("hex")}`;
    const admin = postgres(BASE ?? "", { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const x = postgres(BASE ?? "", { max: 1, onnotice: () => {} });
      await x.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await x.end();
    });
    const databaseUrl = new URL(BASE ?? "");
    databaseUrl.pathname = `/${name}`;

    await new Promise<void>((resolve) => model.server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => model.close());
    const modelPort = (model.server.address() as { port: number }).port;

    const secret = randomBytes(32).toString("base64url");
    const start = async (who: "a" | "b"): Promise<Instance> => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), `fsa-scale-${who}-`));
      const output: string[] = [];
      const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          // No .env of the developer's: INIT_CWD is where the server looks for one.
          INIT_CWD: dataDir,
          NODE_ENV: "development",
          LOG_LEVEL: "warn",
          HOST: "127.0.0.1",
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          DATABASE_URL: databaseUrl.toString(),
          DATA_DIR: dataDir,
          BETTER_AUTH_SECRET: secret,
          ADMIN_EMAILS: "owner@example.com",
          RATE_LIMITS: "off",
          DOCUMENT_OCR: "off",
          TAX_YEAR: "2026",
          OPENAI_API_KEY: "test-key",
          OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/${who}/v1`,
          OPENAI_MAX_RETRIES: "0",
          ANALYSIS_CONCURRENCY: "1",
          DOCUMENT_CONCURRENCY: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (d) => output.push(String(d)));
      child.stderr?.on("data", (d) => output.push(String(d)));
      const instance = { name: who, url: `http://127.0.0.1:${port}`, child, dataDir, output };
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once("exit", r));
          child.kill("SIGTERM");
          await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        }
        rmSync(dataDir, { recursive: true, force: true });
      });
      return instance;
    };
    // The same moment, on an empty database: both apply the migrations and create pg-boss's schema.
    [a, b] = await Promise.all([start("a"), start("b")]);
    // Generous for a loaded CI machine; on this 2-core one both answer within about 15 s.
    await Promise.all([waitForHealth(a, 120_000), waitForHealth(b, 120_000)]);
  }, 150_000);

  it("both instances start on the empty database", async () => {
    for (const instance of [a, b]) {
      const health = (await (await fetch(`${instance.url}/api/health`)).json()) as { database: string };
      expect(health.database).toBe("postgres");
    }
  });

  it("a session made on one instance is accepted by the other", async () => {
    const signUp = await call(a, "/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email: "owner@example.com", password: TEST_PASSWORD, name: "Owner" }),
    });
    expect(signUp.status).toBe(200);
    // Without SMTP_URL the e-mail is a JSON file in A's outbox (README "Configure").
    const outbox = path.join(a.dataDir, "outbox");
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .find((m) => m.includes("/api/auth/verify-email"));
    const link = new URL(mail?.match(/https?:\/\/[^\s"\\]+/)?.[0] ?? "");
    const verified = await call(a, `${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verified.status).toBe(302);
    cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const onA = await call(a, "/api/me");
    const onB = await call(b, "/api/me");
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { email: "owner@example.com" }, isAdmin: true });
  });

  it("an analysis created on one completes, and its stage stream works on the other", async () => {
    const id = await createProject(a, "Married couple, both 62, net worth $14 million, a family business.");
    const res = await call(b, `/api/projects/${id}/events`, { headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const events: { status: string; stage: string }[] = [];
    let buffer = "";
    const until = Date.now() + 60_000;
    while (!events.some((e) => e.status === "completed" || e.status === "failed") && Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (const line of buffer.split("\n")) {
        if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)) as { status: string; stage: string });
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    }
    await reader.cancel();
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ status: "completed", stage: "completed" });
    expect(await projectStatus(b, id)).toBe("completed");
  }, 90_000);

  it("killing the instance running a job gets it finished by the other within a minute", async () => {
    const held = model.holdNext();
    const id = await createProject(b, "Widow, 74, net worth $9 million, charitable intent, a rental property.");
    const victimName = await held;
    const [victim, survivor] = victimName === "a" ? [a, b] : [b, a];
    expect(await projectStatus(survivor, id)).toBe("processing");
    const exited = new Promise((r) => victim.child.once("exit", r));
    victim.child.kill("SIGKILL");
    await exited;
    const killedAt = Date.now();
    let status = "processing";
    while (Date.now() - killedAt < 60_000) {
      status = await projectStatus(survivor, id);
      if (status === "completed" || status === "failed") break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(status, survivor.output.join("")).toBe("completed");
    expect(Date.now() - killedAt).toBeLessThan(60_000);
  }, 90_000);
});
