import { hostname, userInfo } from "node:os";
import { ConfigError, resolveDataDir, ZConfigEnv } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { loadEnvFile } from "../env-file.ts";
import { ApiError } from "../errors.ts";
import { grantAdminByEmail } from "../services/admin/grant-admin.ts";

const USAGE = "Usage: npm run admin:grant -- <email>\n";

/** Who ran the command, for the audit row: `<os user>@<host>`, or the host alone. */
function operator(): string {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return hostname();
  }
}

/**
 * `npm run admin:grant -- <email>` (issue #17): makes an existing, verified account an
 * administrator, on the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR,
 * read from the environment and `.env` as `npm start` does). Audited as `user.admin_granted` with
 * `details.via`. Exit codes: 0 granted or already admin, 1 refused (no such account, address not
 * verified, the embedded database held by a running server), 2 usage or configuration.
 */
async function main(argv: string[]): Promise<number> {
  const [email, ...rest] = argv;
  if (!email || rest.length > 0 || !email.includes("@")) {
    process.stderr.write(USAGE);
    return 2;
  }
  let env: { DATABASE_URL: string | undefined; DATA_DIR: string };
  try {
    loadEnvFile();
    const parsed = ZConfigEnv.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(process.env);
    if (!parsed.success)
      throw new ConfigError(`Invalid environment variable ${String(parsed.error.issues[0]?.path[0])}`);
    // The same folder the server uses: a relative DATA_DIR from where npm was run (config.ts).
    env = { ...parsed.data, DATA_DIR: resolveDataDir(parsed.data.DATA_DIR) };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(
        `${error.message}\nThe embedded database is used by the running server: stop it, run this, then start it again.\n`,
      );
      return 1;
    }
    throw error;
  }
  const where = env.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${env.DATA_DIR}`;
  try {
    const result = await grantAdminByEmail({
      ctx: { database },
      input: { email, via: `npm run admin:grant (${operator()})` },
    });
    process.stdout.write(
      result.granted
        ? `${result.email} is now an administrator (${where}). They set up two-factor authentication at their first admin operation.\n`
        : `${result.email} already is an administrator (${where}).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
