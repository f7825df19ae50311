import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { totpCode, totpSecretOf } from "../../../api/src/testing/totp.ts";
import { ADMIN, ARTIFACTS, ORIGIN_HEADER } from "./constants.ts";
import { outboxLink } from "./outbox.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The app's local outbox (no SMTP_URL): one JSON file per e-mail. */
    outboxDir: string;
    /** The administrator's TOTP secret (base32): admins need two-factor authentication. */
    adminTotpSecret: string;
  }
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

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with code ${child.exitCode}; see ${ARTIFACTS}/server.log`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not answer /api/health within ${timeoutMs} ms; see ${ARTIFACTS}/server.log`);
}

/**
 * Starts the built app the way an adviser would — `npm start` (which builds web/dist, then serves
 * it with the API) — on a free port with a fresh temporary DATA_DIR, and creates the first
 * account, which becomes the administrator once the link of its e-mail (in the local outbox,
 * `<DATA_DIR>/outbox/`) is opened, with TOTP turned on (its secret is provided as adminTotpSecret). Google is configured with placeholder credentials so
 * the Google button shows; nothing ever reaches Google (tests intercept the redirect).
 * E2E_SKIP_BUILD=1 serves the existing web/dist without rebuilding (faster local runs).
 */
export default async function setup(project: TestProject) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "fsa-e2e-"));
  const log = createWriteStream(path.join(ARTIFACTS, "server.log"));
  const args = process.env.E2E_SKIP_BUILD === "1" ? ["run", "start", "-w", "@fsa/api"] : ["start"];
  // As an adviser runs it: without the test runner's NODE_ENV=test (Vite would build in that mode).
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn("npm", args, {
    cwd: root,
    detached: true,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAILS: "",
      OPENAI_API_KEY: "",
      LOG_LEVEL: "warn",
      // The suite signs dozens of advisers up from one address; the limits are tested in
      // api/src/auth/rate-limit.test.ts.
      RATE_LIMITS: "off",
      GOOGLE_CLIENT_ID: "e2e-placeholder.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "e2e-placeholder-secret",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  let adminTotpSecret = "";
  try {
    await waitForHealth(base, child, 240_000);
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", ...ORIGIN_HEADER(base) },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, name: ADMIN.name }),
    });
    if (!res.ok) throw new Error(`Could not create the first account: ${res.status} ${await res.text()}`);
    // The first verified account becomes the administrator: open its link from the outbox.
    const verified = await fetch(outboxLink(path.join(dataDir, "outbox"), ADMIN.email, "verify-email"), {
      redirect: "manual",
    });
    if (verified.status !== 302) throw new Error(`Could not verify the first account: ${verified.status}`);
    // Administrators need TOTP (issue #14 item 5): turn it on and keep the secret for the tests.
    let cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = { "content-type": "application/json", ...ORIGIN_HEADER(base) };
    const enabled = await fetch(`${base}/api/auth/two-factor/enable`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ password: ADMIN.password }),
    });
    if (!enabled.ok) throw new Error(`Could not start TOTP for the administrator: ${enabled.status}`);
    adminTotpSecret = totpSecretOf(((await enabled.json()) as { totpURI: string }).totpURI);
    const on = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ code: totpCode(adminTotpSecret) }),
    });
    if (!on.ok) throw new Error(`Could not turn TOTP on for the administrator: ${on.status}`);
    cookie = "";
  } catch (error) {
    stop();
    throw error;
  }
  project.provide("baseURL", base);
  project.provide("outboxDir", path.join(dataDir, "outbox"));
  project.provide("adminTotpSecret", adminTotpSecret);
  return async () => {
    stop();
    await new Promise((r) => setTimeout(r, 1000));
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
