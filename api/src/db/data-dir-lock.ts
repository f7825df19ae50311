import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/** A second server on a data folder that another live process holds (issue #14 item 7). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Financial Strategy Advisor process` +
        `${holderPid ? ` (pid ${holderPid})` : ""}. Stop it first, or start this one with another DATA_DIR ` +
        "(or DATABASE_URL). Two processes on one embedded database would lose each other's writes.",
    );
    this.name = "DataDirLockedError";
  }
}

/** How long a lock left by a killed process takes to count as stale (proper-lockfile's mtime rule). */
const STALE_MS = 10_000;
/** How long a start waits for a live holder to release (a restart hands over within it). */
const HANDOVER_MS = 5_000;
const LOCK_NAME = ".lock";
const PID_NAME = "server.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, PID_NAME), "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Owner-only permissions on what we keep in the data folder (issue #14 item 8: folder 0700, files
 * 0600): the folder itself and, recursively, `sub` (e.g. PGlite's files written before this rule).
 * Best effort: a path whose mode cannot be changed is left as it is.
 */
export function restrictPermissions(dataDir: string, sub?: string): void {
  // Best effort: a folder we do not own (a mounted volume) keeps its mode rather than stop the server.
  const chmod = (p: string, mode: number) => {
    try {
      chmodSync(p, mode);
    } catch {
      // not ours to change
    }
  };
  chmod(dataDir, 0o700);
  if (!sub) return;
  const walk = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      chmod(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if (st.isFile()) {
      chmod(p, 0o600);
    }
  };
  walk(path.join(dataDir, sub));
}

/**
 * Takes the exclusive lock on an embedded-database data folder (issue #14 item 7), with
 * proper-lockfile (a `.lock` folder inside `dataDir`, its mtime refreshed while we live) and our
 * pid in `server.pid` so a refusal can name the holder.
 *
 * - Another live process holds it: waits up to `waitMs` (default 5 s) for it to let go, as in a
 *   restart, then refuses.
 * - The holder was killed (pid gone): waits until its lock is stale (up to ~10 s), then takes it.
 *
 * Creates `dataDir` (0700) when missing. Returns the release function (idempotent).
 * @throws DataDirLockedError when another process holds the folder.
 */
export async function lockDataDir(
  dataDir: string,
  options: { waitMs?: number; onCompromised?: (error: Error) => void } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockOptions = {
    lockfilePath: path.join(dataDir, LOCK_NAME),
    stale: STALE_MS,
    realpath: false,
    onCompromised:
      options.onCompromised ??
      ((error: Error) => {
        throw error;
      }),
  };
  const waitMs = options.waitMs ?? HANDOVER_MS;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { ...lockOptions, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    let pid = holder(dataDir);
    // A live holder may be on its way out (a restart: `tsx watch`, a process manager): give it
    // `waitMs` to release before refusing.
    const until = Date.now() + waitMs;
    // No pid yet (or any more) while the lock is held: the holder is starting or stopping.
    while (pid !== process.pid && (pid === null || isAlive(pid)) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      try {
        release = await lockfile.lock(dataDir, { ...lockOptions, retries: 0 });
        return finish(dataDir, release);
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code !== "ELOCKED") throw again;
      }
      pid = holder(dataDir);
    }
    if (pid === null || pid === process.pid || isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    // The holder is gone without releasing (kill -9): its lock turns stale within STALE_MS.
    try {
      release = await lockfile.lock(dataDir, {
        ...lockOptions,
        retries: { retries: Math.ceil(STALE_MS / 500) + 4, factor: 1, minTimeout: 500, maxTimeout: 500 },
      });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir, holder(dataDir));
      throw again;
    }
  }
  return finish(dataDir, release);
}

/** Records our pid beside the lock; returns the idempotent release (pid file removed first). */
function finish(dataDir: string, release: () => Promise<void>): () => Promise<void> {
  writeFileSync(path.join(dataDir, PID_NAME), String(process.pid), { mode: 0o600 });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    rmSync(path.join(dataDir, PID_NAME), { force: true });
    await release().catch(() => {});
  };
}
