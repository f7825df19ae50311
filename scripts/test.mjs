#!/usr/bin/env node
// `npm test`: the whole suite on the embedded database (PGlite); then, when TEST_DATABASE_URL
// points at a PostgreSQL server, the database-backed API suite again on real Postgres.
import { spawnSync } from "node:child_process";

const run = (args, env) => {
  const r = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
};

const pgUrl = process.env.TEST_DATABASE_URL;
let status = run([...process.argv.slice(2)], { TEST_DATABASE_URL: "" });
if (status === 0 && pgUrl) {
  process.stdout.write(`\nDatabase tests again on PostgreSQL (${new URL(pgUrl).host})\n`);
  status = run(["api/src"], { TEST_DATABASE_URL: pgUrl });
}
process.exit(status);
