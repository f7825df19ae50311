import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ARTIFACTS } from "./constants.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

/** A second app server of a test file's own, on its own data folder. */
export interface OwnServer {
  base: string;
  /** Stops it (SIGTERM) and waits for the process to exit, so its data folder can be opened. */
  stop(): Promise<void>;
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

/**
 * Starts the compiled server (api/dist/main.mjs, built by global-setup.ts's `npm start`) as
 * `npm start` runs it, on a free port and the embedded database in `dataDir`, for a test that
 * must write to its database directly (the suite's own server holds its data folder's lock).
 * The first account does not become the administrator (ADMIN_EMAILS names another address).
 * Its output goes to web/e2e/artifacts/<logName>.log.
 */
export async function startOwnServer(dataDir: string, logName: string): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const log = createWriteStream(path.join(ARTIFACTS, `${logName}.log`), { flags: "a" });
  const child: ChildProcess = spawn(process.execPath, ["--heap-growing-percent=50", "api/dist/main.mjs"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAILS: "nobody@own-server.example",
      OPENAI_API_KEY: "",
      LOG_LEVEL: "warn",
      RATE_LIMITS: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}); see ${logName}.log`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /api/health; see ${logName}.log`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
    },
  };
}
