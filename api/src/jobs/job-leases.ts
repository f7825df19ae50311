import postgres from "postgres";

/**
 * First key of the two-key advisory locks that mark a job as running (issue #17); the second key
 * is `hashtext(job id)`. Beside ADMIN_ROLES_LOCK_KEY 4_714_001 and MIGRATIONS_LOCK_KEY 4_714_002
 * (the two-key and one-key forms are separate lock spaces in Postgres anyway).
 */
export const JOB_LEASE_LOCK_CLASS = 4_714_003;

/**
 * A job fetched less than this long ago may not have taken its lease yet (the worker takes it
 * first thing, within milliseconds), so the sweep leaves it alone, s.
 */
export const LEASE_GRACE_SECONDS = 10;

/** A job whose process is gone: active in pg-boss, and no session holds its lease. */
export interface OrphanedJob {
  id: string;
  name: string;
}

/**
 * Leases of running jobs on Postgres, held as session-level advisory locks on one connection of
 * this process (issue #17: a job lost with a killed instance is picked up by another within a
 * minute, not after pg-boss's 15-minute expiry).
 *
 * A worker takes its job's lease before running it and gives it back after. While the process
 * lives, its connection holds the lock; when it dies (SIGKILL, a crash, a lost machine), Postgres
 * ends the session and the lock is gone at once, with no heartbeat to miss. Any instance's sweep
 * ({@link orphans}) then sees an active job whose lock nobody holds and fails that attempt through
 * pg-boss, which retries it on its own accounting (the retry counts as one of the job's attempts).
 *
 * A lease also stops one job running twice at the same time: a worker that cannot take it (the
 * job's earlier attempt still runs somewhere, e.g. after pg-boss's own time-out) does not run it.
 * If this process's lease connection itself drops while jobs run, their leases are lost and the
 * jobs may be run again elsewhere; each step of an analysis is idempotent (api/src/jobs/run-analysis.ts),
 * so a second run writes the same result. Likewise a sweep that falls between a worker giving its
 * lease back and pg-boss recording the job completed retries a finished job, whose run then finds
 * its project completed and does nothing.
 */
export class JobLeases {
  /** One connection: session locks belong to the session that took them. */
  private readonly sql: postgres.Sql;

  /** @param databaseUrl the Postgres the jobs live in. */
  constructor(databaseUrl: string) {
    this.sql = postgres(databaseUrl, { max: 1, idle_timeout: 0, onnotice: () => {} });
  }

  /**
   * Takes the lease of job `jobId` without waiting.
   * @returns true when taken; false when another session holds it (the job is running elsewhere).
   * @throws when the database cannot be reached.
   */
  async take(jobId: string): Promise<boolean> {
    const [row] = await this.sql<{ taken: boolean }[]>`
      SELECT pg_try_advisory_lock(${JOB_LEASE_LOCK_CLASS}, hashtext(${jobId})) AS taken`;
    return row?.taken === true;
  }

  /** Gives the lease of `jobId` back; a lease not held (the connection was lost) is ignored. */
  async release(jobId: string): Promise<void> {
    await this.sql`SELECT pg_advisory_unlock(${JOB_LEASE_LOCK_CLASS}, hashtext(${jobId}))`;
  }

  /**
   * The active jobs of `queues`, started more than {@link LEASE_GRACE_SECONDS} ago, whose lease no
   * session in this database holds: their process is gone. Reads `pg_locks`, takes no lock.
   */
  async orphans(queues: readonly string[]): Promise<OrphanedJob[]> {
    return this.sql<OrphanedJob[]>`
      SELECT j.id::text AS id, j.name
      FROM pgboss.job j
      WHERE j.name = ANY(${queues as string[]}::text[])
        AND j.state = 'active'
        AND j.started_on < now() - make_interval(secs => ${LEASE_GRACE_SECONDS})
        AND NOT EXISTS (
          SELECT 1 FROM pg_locks l
          WHERE l.locktype = 'advisory'
            AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND l.classid = ${JOB_LEASE_LOCK_CLASS}::oid
            AND l.objid = hashtext(j.id::text)::oid
            AND l.objsubid = 2
            AND l.granted
        )`;
  }

  /** Closes the connection, which gives back every lease still held. */
  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }
}
