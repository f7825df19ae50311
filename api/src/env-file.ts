import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { ConfigError } from "./config.ts";

/**
 * The `.env` file read at start (issue #17): `ENV_FILE` when set, else `.env` in the folder npm was
 * run from (`INIT_CWD`, so `npm start` at the repository root reads the root's `.env` although the
 * API's script runs in api/), else in the current folder.
 */
export function envFilePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ENV_FILE) return path.resolve(env.ENV_FILE);
  return path.join(env.INIT_CWD ?? process.cwd(), ".env");
}

/**
 * Reads `file` (KEY=value lines, parsed by Node's own `util.parseEnv`, the parser of
 * `node --env-file`) into `target` when it exists. A variable already set in `target`, even to
 * the empty string, is kept: the real environment wins over the file, as with dotenv.
 * @returns the names set from the file, or null when there is no such file.
 * @throws ConfigError when ENV_FILE names a missing file; the read error when the file cannot be read.
 */
export function loadEnvFile(file: string = envFilePath(), target: NodeJS.ProcessEnv = process.env): string[] | null {
  if (!existsSync(file)) {
    if (target.ENV_FILE) throw new ConfigError(`ENV_FILE names ${file}, which does not exist`);
    return null;
  }
  const parsed = parseEnv(readFileSync(file, "utf8"));
  const set: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined || Object.hasOwn(target, name)) continue;
    target[name] = value;
    set.push(name);
  }
  return set;
}
