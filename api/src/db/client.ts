import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir, restrictPermissions } from "./data-dir-lock.ts";
import { PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The drizzle database, the same API over PGlite and Postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The executeSql shape pg-boss 10 accepts as `db` (PLATFORM-NOTES.md "pg-boss 10 on PGlite"). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** For pg-boss: a connection string (Postgres) or an executeSql adapter (PGlite). */
  boss: { connectionString: string } | { db: SqlExecutor };
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * Key of the session-level advisory lock held while migrations run on Postgres (issue #17): several
 * instances started at once on one empty database apply them one after the other instead of racing
 * (`duplicate key … pg_type_typname_nsp_index` on `CREATE TYPE`). Beside ADMIN_ROLES_LOCK_KEY
 * (api/src/services/admin/users.ts), 4_714_001.
 */
export const MIGRATIONS_LOCK_KEY = 4_714_002;

/**
 * Applies the committed migrations to the Postgres at `databaseUrl` under
 * `pg_advisory_lock(MIGRATIONS_LOCK_KEY)`, on one connection of its own so the session lock and the
 * migrator share it. An instance that waited finds the migrations applied and does nothing. The
 * lock is released by `pg_advisory_unlock`, or by Postgres when the connection ends (a crash).
 * @throws when the database cannot be reached or a migration fails.
 */
export async function migratePostgresLocked(databaseUrl: string): Promise<void> {
  await withSessionAdvisoryLock(databaseUrl, MIGRATIONS_LOCK_KEY, (sql) =>
    migratePostgres(drizzlePostgres(sql, { schema }), { migrationsFolder: MIGRATIONS }),
  );
}

/**
 * Runs `work` while holding `pg_advisory_lock(key)` on a connection of its own to `databaseUrl`
 * (given to `work`), so instances started at once on one database take turns; the lock is
 * released by `pg_advisory_unlock`, or by Postgres when the connection ends (a crash).
 * @throws what `work` throws, or when the database cannot be reached.
 */
export async function withSessionAdvisoryLock<T>(
  databaseUrl: string,
  key: number,
  work: (sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`SELECT pg_advisory_lock(${key})`;
    try {
      return await work(sql);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Opens the database: Postgres through `postgres` when `databaseUrl` is set, otherwise PGlite
 * in `dataDir` (or in memory when `dataDir` is `memory://`), running in a worker thread.
 * Applies the committed migrations (on Postgres under an advisory lock, {@link migratePostgresLocked}).
 *
 * A PGlite data folder is held with an exclusive lock until `close()` (issue #14 item 7), and kept
 * owner-only: folder 0700, files 0600 (item 8).
 * @throws DataDirLockedError when another process holds `dataDir`; when the database cannot be
 * opened or a migration fails.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    await migratePostgresLocked(options.databaseUrl);
    const sql = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      boss: { connectionString: options.databaseUrl },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  let dir: string | undefined;
  let root: string | undefined;
  let releaseLock = async () => {};
  if (options.dataDir !== "memory://") {
    root = path.resolve(options.dataDir);
    releaseLock = await lockDataDir(root);
    dir = path.join(root, "pglite");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    restrictPermissions(root, "pglite");
  }
  let pg: PgliteThread;
  let pgliteDb: ReturnType<typeof drizzlePglite<Schema>>;
  try {
    // In a worker thread, so the WebAssembly database never blocks the server (pglite-thread.ts).
    pg = await PgliteThread.open(dir ?? null);
    pgliteDb = drizzlePglite(pg as unknown as PGlite, { schema });
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const executeSql = async (text: string, values?: unknown[]) =>
    values?.length ? await pg.query(text, values) : ((await pg.exec(text)).at(-1) ?? { rows: [] as unknown[] });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    boss: { db: { executeSql } },
    close: async () => {
      await pg.close();
      if (root) restrictPermissions(root, "pglite");
      await releaseLock();
    },
  };
}
