import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createRuntime } from "../runtime.ts";
import { signUpVerified } from "../testing/harness.ts";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

/** Issue #14 item 7 (one process per data folder; worker after the port) and item 8 (0700/0600). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fsa-lock-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `npm start`'s server (api/src/main.ts) with `env` until it exits; its code and stderr. */
function runServer(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not exit within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("data folder lock (issue #14 item 7)", () => {
  it("a second lock on a held folder is refused with a message naming the holder; free after release", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    const second = await lockDataDir(dir).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(`pid ${process.pid}`);
    expect((second as Error).message).toMatch(/in use by another/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it("a second server process on the same data folder refuses to start with a clear message", async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir });
    try {
      const { code, stderr } = await runServer({ DATA_DIR: dir, PORT: "0" });
      expect(code).toBe(1);
      expect(stderr).toMatch(/data folder .* is in use by another Financial Strategy Advisor process/);
    } finally {
      await db.close();
    }
  }, 90_000);

  it("a start while the holder is stopping waits for it to let go (a restart)", async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./api/src/db/data-dir-lock.ts").then(async (m) => { const release = await m.lockDataDir(${JSON.stringify(dir)}); process.stdout.write("locked\\n"); setTimeout(async () => { await release(); process.exit(0); }, 1500); });`,
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => child.stdout?.on("data", (d) => String(d).includes("locked") && resolve()));
    const release = await lockDataDir(dir);
    await release();
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
  }, 40_000);

  it("a lock left by a killed process is taken over once stale", async () => {
    const dir = tempDir();
    // A child takes the lock, then is killed without releasing it.
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./api/src/db/data-dir-lock.ts").then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); process.stdout.write("locked\\n"); setInterval(() => {}, 1000); });`,
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => child.stdout?.on("data", (d) => String(d).includes("locked") && resolve()));
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(15_000);
    await release();
  }, 40_000);

  it("the data folder is 0700 and the database files 0600", async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const modes = new Set<number>();
    const walk = (p: string) => {
      const st = statSync(p);
      if (st.isDirectory()) {
        expect(st.mode & 0o777).toBe(0o700);
        for (const name of readdirSync(p)) walk(path.join(p, name));
      } else modes.add(st.mode & 0o777);
    };
    walk(path.join(dir, "pglite"));
    expect([...modes]).toEqual([0o600]);
  });
});

describe("job worker after the port (issue #14 item 7)", () => {
  it("a server whose port is taken exits with a message and never claims a queued job", async () => {
    const dir = tempDir();
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3999",
      ADMIN_EMAILS: "admin@example.com",
      DATA_DIR: dir,
    };
    // A project queued by a process whose worker never ran.
    const config = loadConfig(env);
    const first = await createRuntime(config, { log: createLogger("silent") });
    const app = createApp(first.ctx);
    const headers = { "content-type": "application/json", origin: config.publicUrl };
    // Sign-up needs the e-mailed verification link before a session (issue #14 item 4).
    const cookie = await signUpVerified(app, first, "admin@example.com");
    const created = await app.request("/api/projects", {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ notes: "Married couple, net worth is $12.5 million." }),
    });
    expect(created.status).toBe(202);
    await first.close();

    const busy: Server = createServer();
    await new Promise<void>((r) => busy.listen(0, "127.0.0.1", r));
    const port = (busy.address() as { port: number }).port;
    cleanups.push(() => new Promise<void>((r) => busy.close(() => r())));
    const { code, stderr } = await runServer({ DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1" });
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${port} is already in use`);

    const db = await openDatabase({ dataDir: dir });
    try {
      const jobs = await db.db.execute(sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'analysis'`);
      const rows = (jobs as unknown as { rows?: unknown[] }).rows ?? (jobs as unknown as unknown[]);
      expect(rows).toEqual([{ state: "created", retry_count: 0 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
