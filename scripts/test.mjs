#!/usr/bin/env node
// `npm test`: the whole suite on the embedded database (PGlite); then, when TEST_DATABASE_URL
// points at a PostgreSQL server, the database-backed API suite again on real Postgres; then the
// web app's browser suite (web/e2e/*.e2e.ts: the built app served by `npm start` on a fresh
// embedded database, driven in Debian's Chromium). Ends with one plain line
// "Tests: N passed, N failed" over all runs.
//
// `npm test -- <filter>` runs only the first suite, filtered; E2E=0 leaves out the browser suite.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "fsa-test-"));
const totals = { passed: 0, failed: 0 };
/** Failed tests (suite, file, name, first line of the message), repeated at the end so a log's tail names them. */
const failures = [];
const run = (name, args, env) => {
  const out = path.join(dir, `${name}.json`);
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
    {
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  try {
    const report = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const rel = path.relative(process.cwd(), file.name ?? "");
      const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failed) {
        const why = String(a.failureMessages?.[0] ?? "")
          .split("\n")[0]
          .slice(0, 300);
        failures.push(`${name} · ${rel} · ${a.fullName ?? a.title}: ${why}`);
      }
      if (file.status === "failed" && failed.length === 0) {
        failures.push(
          `${name} · ${rel}: ${String(file.message ?? "failed")
            .split("\n")[0]
            .slice(0, 300)}`,
        );
      }
    }
  } catch {
    totals.failed += 1;
    failures.push(`${name}: no report (the run ended with status ${r.status})`);
  }
  return r.status ?? 1;
};

const pgUrl = process.env.TEST_DATABASE_URL;
let status = run("pglite", process.argv.slice(2), { TEST_DATABASE_URL: "" });
if (pgUrl) {
  process.stdout.write(`\nDatabase tests again on PostgreSQL (${new URL(pgUrl).host})\n`);
  status = run("postgres", ["api/src"], { TEST_DATABASE_URL: pgUrl }) || status;
}
const filtered = process.argv.length > 2;
if (!filtered && process.env.E2E !== "0") {
  process.stdout.write("\nBrowser suite: the built app in Chromium (web/e2e)\n");
  status = run("e2e", ["-c", "web/e2e/vitest.config.ts"], {}) || status;
}
rmSync(dir, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}\n`);
process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(status);
