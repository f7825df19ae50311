import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { migratePostgresLocked } from "./client.ts";

/**
 * Issue #17: several instances starting together on one empty Postgres database apply the
 * migrations one after the other (an advisory lock), instead of one crashing on a duplicate
 * `CREATE TYPE`. Postgres only (TEST_DATABASE_URL); PGlite has one process per data folder.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("migrations on Postgres", () => {
  it("four concurrent migrators on an empty database all succeed and apply each migration once", async () => {
    const base = process.env.TEST_DATABASE_URL ?? "";
    const name = `fsa_migrate_${randomBytes(5).toString("hex")}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => migratePostgresLocked(url.toString())));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const applied = await check`SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash`;
      await check.end();
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.every((r) => r.n === 1)).toBe(true);
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
