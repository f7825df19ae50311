#!/usr/bin/env node
// `npm test`: the whole suite on the embedded database (PGlite); then, when TEST_DATABASE_URL
// points at a PostgreSQL server, the database-backed API suite again on real Postgres. Ends with
// one plain line "Tests: N passed, N failed" over both runs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "fsa-test-"));
const totals = { passed: 0, failed: 0 };
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
  } catch {
    totals.failed += 1;
  }
  return r.status ?? 1;
};

const pgUrl = process.env.TEST_DATABASE_URL;
let status = run("pglite", process.argv.slice(2), { TEST_DATABASE_URL: "" });
if (pgUrl) {
  process.stdout.write(`\nDatabase tests again on PostgreSQL (${new URL(pgUrl).host})\n`);
  status = run("postgres", ["api/src"], { TEST_DATABASE_URL: pgUrl }) || status;
}
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(status);
