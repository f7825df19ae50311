import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisWorkers } from "./jobs/analysis-in-worker.ts";

/**
 * Issue #15 "Production start": `npm start` runs the API compiled by scripts/build.mjs on plain
 * node. Built here into a temporary folder beside api/dist (npm packages resolve from api/ up, as
 * for api/dist); api/dist and the build stamps are left alone.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outdir = mkdtempSync(path.join(ROOT, "api", ".dist-test-"));
let server: ChildProcess | null = null;

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

beforeAll(() => {
  const r = spawnSync(process.execPath, ["scripts/build.mjs", `--api-outdir=${outdir}`], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
}, 120_000);
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(outdir, { recursive: true, force: true });
});

describe("the compiled API (scripts/build.mjs)", () => {
  it("is the server and each worker thread it starts, as JavaScript that never loads tsx", () => {
    const files = readdirSync(outdir).filter((f) => f.endsWith(".mjs"));
    const entries = ["analysis-worker.mjs", "main.mjs", "pglite-worker.mjs", "worker.mjs"];
    // Beside the entries, only esbuild's chunks (code shared, or loaded with import()): <name>-<hash>.mjs.
    expect(files.filter((f) => entries.includes(f)).sort()).toEqual(entries);
    for (const chunk of files.filter((f) => !entries.includes(f))) expect(chunk).toMatch(/^[\w-]+-[A-Z0-9]{8}\.mjs$/);
    for (const file of files) {
      const code = readFileSync(path.join(outdir, file), "utf8");
      expect(code, file).not.toMatch(/from\s*"tsx[/"]|import\(\s*"tsx[/"]/);
      // The workspace packages are compiled in, not left to a TypeScript resolver.
      expect(code, file).not.toMatch(/from\s*"@fsa\//);
    }
  });

  it("runs an analysis in the compiled worker thread", async () => {
    const workers = new AnalysisWorkers(pathToFileURL(path.join(outdir, "analysis-worker.mjs")));
    try {
      const { analysis } = await workers.run(
        { notes: "Married couple, ages 66 and 64. Net worth is $14 million.", documentText: "", taxYear: 2026 },
        {},
        { timeoutMs: 60_000 },
      );
      expect(analysis.facts.netWorthUsd).toBe(14_000_000);
      expect(analysis.recommendations.length).toBeGreaterThan(0);
    } finally {
      await workers.close();
    }
  }, 90_000);

  it("serves /api/health and the OpenAPI document on plain node with no loader", async () => {
    const port = await freePort();
    const { NODE_OPTIONS: _loader, ...env } = process.env;
    const child = spawn(process.execPath, [path.join(outdir, "main.mjs")], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server = child;
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    const base = `http://127.0.0.1:${port}`;
    let health: Response | null = null;
    for (let i = 0; i < 240 && child.exitCode === null; i++) {
      health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(health?.status, stderr).toBe(200);
    expect(await health?.json()).toMatchObject({ status: "ok", database: "pglite" });
    const doc = await fetch(`${base}/api/openapi.json`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
  }, 90_000);
});
