import { and, count, eq, inArray, isNull, max } from "drizzle-orm";
import PgBoss from "pg-boss";
import postgres from "postgres";
import type { AnalysisQueue } from "../context.ts";
import { type Database, withSessionAdvisoryLock } from "../db/client.ts";
import { analysisVersions, projectAttachments, projects } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { writeAudit } from "../services/audit.ts";
import { JobLeases } from "./job-leases.ts";
import { ANALYSIS_FAILED_MESSAGE, type JobAttempt } from "./run-analysis.ts";

/** Analyses with no document to read: notes only, or a recalculation reusing the text read before. */
export const ANALYSIS_QUEUE = "analysis";
/** Analyses that read their attachments first (PDF, DOCX, OCR): a lane of their own (issue #15). */
export const DOCUMENT_ANALYSIS_QUEUE = "analysis-documents";
const QUEUES = [ANALYSIS_QUEUE, DOCUMENT_ANALYSIS_QUEUE] as const;
type QueueName = (typeof QUEUES)[number];

/**
 * Key of the session advisory lock held while one process sets up pg-boss and the queues on
 * Postgres (issue #17), beside MIGRATIONS_LOCK_KEY (4_714_002) and JOB_LEASE_LOCK_CLASS (4_714_003).
 */
export const QUEUE_SETUP_LOCK_KEY = 4_714_004;

/** The Postgres channel an enqueue notifies, with the queue's name as payload, to wake every process's workers. */
export const JOBS_CHANNEL = "fsa_analysis_jobs";

/**
 * How often idle workers look for jobs, s. New jobs wake them at once (a local notify, and on
 * Postgres LISTEN/NOTIFY across processes), so polling only picks up retries whose delay ran
 * out and anything a lost notification missed.
 */
const POLL_SECONDS = { postgres: 10, pglite: 5 } as const;

/** Jobs run at once by one process, per lane (config ANALYSIS_CONCURRENCY and DOCUMENT_CONCURRENCY). */
export interface QueueConcurrency {
  /** Workers taking jobs with no documents to read. */
  analyses: number;
  /** Workers taking jobs that read documents first. */
  documents: number;
}

/**
 * Retries after the first attempt: a job that fails or times out twice ends failed (issue #14
 * item 1). The first retry catches a transient fault (a dropped connection, a restart); a second
 * failure of the same input is the input, and retrying it again would only spend the server.
 */
export const ANALYSIS_RETRY_LIMIT = 1;

/** How often, on Postgres, projects whose job ended failed without its handler are marked failed, ms. */
const ABANDONED_SWEEP_MS = 5 * 60 * 1000;

/**
 * How often, on Postgres, each instance looks for jobs whose instance died ({@link JobLeases}), ms.
 * With the lease grace (10 s), the retry delay (5 to 10 s) and the workers' poll (10 s, or a wake),
 * a job lost with a killed instance starts again on another within about 35 s (issue #17).
 */
const ORPHAN_SWEEP_MS = 5_000;

/** Seconds before a failed attempt is retried (pg-boss doubles it per retry, with jitter up to ×2). */
const RETRY_DELAY_SECONDS = 5;

/**
 * Analyses as pg-boss jobs (ARCHITECTURE.md "The analysis pipeline"): durable in the database,
 * so a restart loses nothing; retried once with back-off; one job per project at a time
 * (singleton key). On PGlite, pg-boss runs through the executeSql adapter
 * (PLATFORM-NOTES.md "pg-boss 10 on PGlite and Postgres").
 *
 * Several jobs run at once (issue #15), in two lanes with workers of their own: `analysis` for jobs
 * with nothing to read (`concurrency.analyses` workers) and `analysis-documents` for jobs that read
 * attachments first (`concurrency.documents` workers), so a notes-only analysis never waits for a
 * worker behind another adviser's OCR. The analysis step of both lanes shares the process's
 * ANALYSIS_CONCURRENCY analysis threads (./analysis-in-worker.ts), reading shares the document
 * reader pool (api/src/documents/run-in-worker.ts).
 *
 * Several instances on one Postgres (issue #17): each running job holds a lease, a session advisory
 * lock that dies with its process (./job-leases.ts); every instance sweeps for active jobs whose
 * lease nobody holds every {@link ORPHAN_SWEEP_MS} and fails that attempt, so pg-boss retries it on
 * a live instance within about half a minute instead of at the 15-minute expiry.
 */
export class PgBossAnalysisQueue implements AnalysisQueue {
  private readonly boss: PgBoss;
  private readonly workerIds: Record<QueueName, string[]> = { analysis: [], "analysis-documents": [] };
  private started = false;
  private starting: Promise<void> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  /** The LISTEN connection (Postgres only). */
  private listener: postgres.Sql | null = null;
  /** Leases of the jobs this process runs (Postgres only; PGlite has one process, see {@link start}). */
  private readonly leases: JobLeases | null;
  private orphanTimer: NodeJS.Timeout | null = null;

  /** @param concurrency workers per lane; at least 1 each. */
  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    private readonly concurrency: QueueConcurrency = { analyses: 1, documents: 1 },
  ) {
    const common = {
      // Maintenance and the cron clock are not needed for one queue; they add polling load on PGlite.
      schedule: false,
      supervise: database.kind === "postgres",
      retentionDays: 7,
    };
    this.boss =
      "connectionString" in database.boss
        ? new PgBoss({ ...common, connectionString: database.boss.connectionString, max: 4 })
        : new PgBoss({ ...common, db: database.boss.db as PgBoss.Db });
    this.boss.on("error", (error) => this.log.error({ error: String(error) }, "job queue error"));
    this.leases = "connectionString" in database.boss ? new JobLeases(database.boss.connectionString) : null;
  }

  /**
   * Starts pg-boss (creating its schema on first use) and the queue; idempotent, and calls made
   * while it is starting (a request that arrives as the server comes up) wait for that one start
   * instead of starting pg-boss a second time.
   */
  start(): Promise<void> {
    if (this.started) return Promise.resolve();
    this.starting ??= this.startOnce().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    if ("connectionString" in this.database.boss) {
      // Several instances starting at once on one database: pg-boss's create_queue (a partition
      // attached to pgboss.job) takes no lock of its own, and two of them at the same moment
      // deadlock ("deadlock detected"; the scale-out test under load). One setup at a time.
      await withSessionAdvisoryLock(this.database.boss.connectionString, QUEUE_SETUP_LOCK_KEY, () => this.setUp());
    } else {
      await this.setUp();
    }
    this.started = true;
  }

  /** pg-boss's schema and the two queues with their retry policy; on PGlite, jobs left active released. */
  private async setUp(): Promise<void> {
    await this.boss.start();
    const options = {
      retryLimit: ANALYSIS_RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    };
    for (const name of QUEUES) {
      await this.boss.createQueue(name, { ...options, name });
      // createQueue leaves an existing queue as it was: a database made with the earlier retry
      // limit gets this one (jobs take the queue's limit when they are sent).
      await this.boss.updateQueue(name, { ...options, name });
    }
    if (this.database.kind === "pglite") {
      // The embedded database has exactly one process: jobs still "active" belong to a process
      // that stopped, so they are released for this one at once. Each release spends a retry
      // like a failure does (pg-boss counts the restart when it fetches the job again), and a
      // job with none left ends failed: a job that stops the process cannot come back forever.
      const executor = (this.database.boss as { db: PgBoss.Db }).db;
      await executor.executeSql(
        `UPDATE pgboss.job SET
           state = (CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END)::pgboss.job_state,
           start_after = now(),
           completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
           output = '{"message":"the process stopped while the analysis was running"}'::jsonb
         WHERE name = ANY($1::text[]) AND state = 'active'`,
        [QUEUES],
      );
    }
  }

  /**
   * Starts the workers that run `handler` for each queued project id, with the job's attempt
   * (pg-boss's retry count): `concurrency.analyses` on the `analysis` lane and
   * `concurrency.documents` on the `analysis-documents` lane, each one job at a time. A handler
   * that throws fails the attempt; pg-boss retries it until the retry limit, then the job ends
   * failed. On Postgres, LISTENs on {@link JOBS_CHANNEL} so a job sent by any process wakes them.
   * Also marks failed the projects whose job ended failed without its handler (see
   * {@link failAbandonedProjects}).
   */
  async work(handler: (projectId: string, attempt: JobAttempt) => Promise<void>): Promise<void> {
    await this.start();
    await this.failAbandonedProjects();
    if (this.database.kind === "postgres" && !this.sweepTimer) {
      this.sweepTimer = setInterval(() => {
        this.failAbandonedProjects().catch((error) =>
          this.log.error({ error: String(error) }, "abandoned analysis sweep failed"),
        );
      }, ABANDONED_SWEEP_MS);
      this.sweepTimer.unref();
    }
    const lanes: [QueueName, number][] = [
      [ANALYSIS_QUEUE, this.concurrency.analyses],
      [DOCUMENT_ANALYSIS_QUEUE, this.concurrency.documents],
    ];
    for (const [name, workers] of lanes) {
      for (let i = this.workerIds[name].length; i < workers; i++) {
        let workerId: string | undefined;
        workerId = await this.boss.work<{ projectId: string }>(
          name,
          { pollingIntervalSeconds: POLL_SECONDS[this.database.kind], batchSize: 1, includeMetadata: true },
          async (jobs) => {
            try {
              for (const job of jobs)
                await this.runLeased(job.id, () =>
                  handler(job.data.projectId, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
                );
            } finally {
              // A worker that found a job looks for the next one at once: pg-boss 10 otherwise waits
              // out its polling interval after every job, so a backlog drained one job per worker
              // every 5–10 s (20 queued analyses took 40 s on two workers). An empty fetch then
              // waits the interval as before.
              if (workerId) this.boss.notifyWorker(workerId);
            }
          },
        );
        this.workerIds[name].push(workerId);
      }
    }
    if (this.leases && !this.orphanTimer) {
      this.orphanTimer = setInterval(() => {
        this.reclaimOrphanedJobs().catch((error) =>
          this.log.error({ error: String(error) }, "orphaned job sweep failed"),
        );
      }, ORPHAN_SWEEP_MS);
      this.orphanTimer.unref();
    }
    if ("connectionString" in this.database.boss && !this.listener) {
      this.listener = postgres(this.database.boss.connectionString, { max: 1, onnotice: () => {} });
      await this.listener.listen(JOBS_CHANNEL, (payload) => {
        if ((QUEUES as readonly string[]).includes(payload)) this.wake(payload as QueueName);
      });
    }
  }

  /**
   * Runs one job under its lease (Postgres; {@link JobLeases}): taken before `run`, given back after.
   * On PGlite `run` runs as it is.
   * @throws when the lease is held elsewhere (the job's earlier attempt still runs in another
   * process): this attempt fails and pg-boss retries it later; or what `run` throws.
   */
  private async runLeased(jobId: string, run: () => Promise<void>): Promise<void> {
    const leases = this.leases;
    if (!leases) return run();
    if (!(await leases.take(jobId))) {
      this.log.warn({ jobId }, "job already running in another process; this attempt is skipped");
      throw new Error("the job is already running in another process");
    }
    try {
      await run();
    } finally {
      await leases
        .release(jobId)
        .catch((error) => this.log.warn({ jobId, error: String(error) }, "could not give back a job lease"));
    }
  }

  /**
   * Fails, through pg-boss, the current attempt of every job whose instance died (active, and its
   * lease held by no session: {@link JobLeases.orphans}), so pg-boss retries it (or ends it failed
   * when it has no retry left, and its project is marked failed). Wakes every instance's workers
   * once the retry delay has passed. Postgres only.
   * @returns the ids of the jobs failed.
   */
  async reclaimOrphanedJobs(): Promise<string[]> {
    if (!this.leases || !this.started) return [];
    const orphans = await this.leases.orphans(QUEUES);
    if (orphans.length === 0) return [];
    for (const name of QUEUES) {
      const ids = orphans.filter((o) => o.name === name).map((o) => o.id);
      if (ids.length === 0) continue;
      for (const id of ids) await this.boss.fail(name, id, { message: "the instance running this job stopped" });
      this.log.warn({ queue: name, jobs: ids }, "jobs of a stopped instance will be retried");
      // The retry waits RETRY_DELAY_SECONDS to twice that (pg-boss's back-off with jitter).
      const wakeAfterMs = RETRY_DELAY_SECONDS * 2 * 1000 + 500;
      setTimeout(() => {
        this.wake(name);
        this.boss
          .getDb()
          .executeSql("SELECT pg_notify($1, $2)", [JOBS_CHANNEL, name])
          .catch(() => {});
      }, wakeAfterMs).unref();
    }
    await this.failAbandonedProjects();
    return orphans.map((o) => o.id);
  }

  /** Wakes this process's idle workers of one lane to fetch now instead of at their next poll. */
  private wake(name: QueueName): void {
    for (const id of this.workerIds[name]) this.boss.notifyWorker(id);
  }

  /**
   * The lane of a project's next run: `analysis-documents` when it has attachments to read (a first
   * analysis or its retry), else `analysis` (notes only, or a recalculation, which reuses the text
   * read by version 1).
   */
  async laneOf(projectId: string): Promise<QueueName> {
    const { db } = this.database;
    const [files] = await db
      .select({ n: count() })
      .from(projectAttachments)
      .where(eq(projectAttachments.projectId, projectId));
    if (!files?.n) return ANALYSIS_QUEUE;
    const [latest] = await db
      .select({ version: max(analysisVersions.version) })
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, projectId));
    return (latest?.version ?? 1) > 1 ? ANALYSIS_QUEUE : DOCUMENT_ANALYSIS_QUEUE;
  }

  /**
   * Marks failed (spec §8 "Analysis failed.") every pending or processing project whose job is
   * failed with no other job waiting: the job ran out of attempts without its handler finishing
   * (the process stopped during its last attempt, or pg-boss expired it), so nothing else would.
   * @returns the ids of the projects marked failed.
   */
  async failAbandonedProjects(): Promise<string[]> {
    const { db } = this.database;
    const candidates = await db
      .select({ id: projects.id, userId: projects.userId })
      .from(projects)
      .where(and(inArray(projects.status, ["pending", "processing"]), isNull(projects.deletedAt)));
    if (candidates.length === 0) return [];
    const failed: string[] = [];
    for (const project of candidates) {
      const states = await this.jobStates(project.id);
      if (!states.includes("failed") || states.some((s) => s === "created" || s === "retry" || s === "active"))
        continue;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(projects)
          .set({ status: "failed", stage: "failed", error: ANALYSIS_FAILED_MESSAGE })
          .where(and(eq(projects.id, project.id), inArray(projects.status, ["pending", "processing"])))
          .returning({ id: projects.id });
        if (!row) return;
        await writeAudit(tx, {
          actorUserId: project.userId,
          action: "analysis.failed",
          targetType: "project",
          targetId: project.id,
          details: { error: "its job ran out of attempts" },
        });
        failed.push(project.id);
      });
    }
    if (failed.length) this.log.warn({ failed }, "analyses marked failed after their job ran out of attempts");
    return failed;
  }

  /** The states of the analysis jobs of one project. */
  private async jobStates(projectId: string): Promise<string[]> {
    const sql = "SELECT state::text AS state FROM pgboss.job WHERE name = ANY($1::text[]) AND singleton_key = $2";
    const params = [QUEUES, projectId];
    const { rows } = await this.boss.getDb().executeSql(sql, params);
    return (rows as { state: string }[]).map((r) => r.state);
  }

  /**
   * Queues the project's analysis in its lane ({@link laneOf}) and wakes the workers: this
   * process's at once, and on Postgres every process's through NOTIFY. A project already queued in
   * that lane is not queued twice (singleton key).
   */
  async enqueue(projectId: string): Promise<void> {
    await this.start();
    const name = await this.laneOf(projectId);
    const id = await this.boss.send(name, { projectId }, { singletonKey: projectId });
    if (id === null) this.log.debug({ projectId }, "analysis already queued");
    this.wake(name);
    if (this.database.kind === "postgres") {
      await this.boss.getDb().executeSql("SELECT pg_notify($1, $2)", [JOBS_CHANNEL, name]);
    }
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    if (this.orphanTimer) clearInterval(this.orphanTimer);
    this.orphanTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end({ timeout: 5 });
    if (!this.started) {
      await this.leases?.close();
      return;
    }
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 });
    // After the workers stopped, so their leases are given back first.
    await this.leases?.close();
    this.started = false;
    this.starting = null;
  }
}
