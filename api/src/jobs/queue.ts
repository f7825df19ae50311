import { and, eq, inArray, isNull } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { AnalysisQueue } from "../context.ts";
import type { Database } from "../db/client.ts";
import { projects } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { writeAudit } from "../services/audit.ts";
import { ANALYSIS_FAILED_MESSAGE, type JobAttempt } from "./run-analysis.ts";

export const ANALYSIS_QUEUE = "analysis";

/**
 * Retries after the first attempt: a job that fails or times out twice ends failed (issue #14
 * item 1). The first retry catches a transient fault (a dropped connection, a restart); a second
 * failure of the same input is the input, and retrying it again would only spend the server.
 */
export const ANALYSIS_RETRY_LIMIT = 1;

/** How often, on Postgres, projects whose job ended failed without its handler are marked failed, ms. */
const ABANDONED_SWEEP_MS = 5 * 60 * 1000;

/**
 * Analyses as pg-boss jobs (ARCHITECTURE.md "The analysis pipeline"): durable in the database,
 * so a restart loses nothing; retried once with back-off; one job per project at a time
 * (singleton key). On PGlite, pg-boss runs through the executeSql adapter
 * (PLATFORM-NOTES.md "pg-boss 10 on PGlite and Postgres").
 */
export class PgBossAnalysisQueue implements AnalysisQueue {
  private readonly boss: PgBoss;
  private workerId: string | null = null;
  private started = false;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
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
    this.boss.on("error", (error) => this.log.error("job queue error", { error: String(error) }));
  }

  /** Starts pg-boss (creating its schema on first use) and the queue; idempotent. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const options = {
      name: ANALYSIS_QUEUE,
      retryLimit: ANALYSIS_RETRY_LIMIT,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    };
    await this.boss.createQueue(ANALYSIS_QUEUE, options);
    // createQueue leaves an existing queue as it was: a database made with the earlier retry
    // limit gets this one (jobs take the queue's limit when they are sent).
    await this.boss.updateQueue(ANALYSIS_QUEUE, options);
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
         WHERE name = $1 AND state = 'active'`,
        [ANALYSIS_QUEUE],
      );
    }
    this.started = true;
  }

  /**
   * Starts the worker that runs `handler` for each queued project id, with the job's attempt
   * (pg-boss's retry count). A handler that throws fails the attempt; pg-boss retries it until
   * the retry limit, then the job ends failed. Also marks failed the projects whose job ended
   * failed without its handler (see {@link failAbandonedProjects}).
   */
  async work(handler: (projectId: string, attempt: JobAttempt) => Promise<void>): Promise<void> {
    await this.start();
    await this.failAbandonedProjects();
    if (this.database.kind === "postgres" && !this.sweepTimer) {
      this.sweepTimer = setInterval(() => {
        this.failAbandonedProjects().catch((error) =>
          this.log.error("abandoned analysis sweep failed", { error: String(error) }),
        );
      }, ABANDONED_SWEEP_MS);
      this.sweepTimer.unref();
    }
    this.workerId = await this.boss.work<{ projectId: string }>(
      ANALYSIS_QUEUE,
      { pollingIntervalSeconds: 2, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs)
          await handler(job.data.projectId, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      },
    );
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
    if (failed.length) this.log.warn("analyses marked failed after their job ran out of attempts", { failed });
    return failed;
  }

  /** The states of the analysis jobs of one project. */
  private async jobStates(projectId: string): Promise<string[]> {
    const sql = "SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND singleton_key = $2";
    const params = [ANALYSIS_QUEUE, projectId];
    const { rows } = await this.boss.getDb().executeSql(sql, params);
    return (rows as { state: string }[]).map((r) => r.state);
  }

  async enqueue(projectId: string): Promise<void> {
    await this.start();
    const id = await this.boss.send(ANALYSIS_QUEUE, { projectId }, { singletonKey: projectId });
    if (id === null) this.log.debug("analysis already queued", { projectId });
    // Wake the local worker now instead of at its next poll.
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    if (!this.started) return;
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 });
    this.started = false;
  }
}
