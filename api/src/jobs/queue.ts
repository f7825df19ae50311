import PgBoss from "pg-boss";
import type { AnalysisQueue } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";

export const ANALYSIS_QUEUE = "analysis";

/**
 * Analyses as pg-boss jobs (ARCHITECTURE.md "The analysis pipeline"): durable in the database,
 * so a restart loses nothing; retried with back-off on transient faults; one job per project at a
 * time (singleton key). On PGlite, pg-boss runs through the executeSql adapter
 * (PLATFORM-NOTES.md "pg-boss 10 on PGlite and Postgres").
 */
export class PgBossAnalysisQueue implements AnalysisQueue {
  private readonly boss: PgBoss;
  private workerId: string | null = null;
  private started = false;

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
    await this.boss.createQueue(ANALYSIS_QUEUE, {
      name: ANALYSIS_QUEUE,
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    if (this.database.kind === "pglite") {
      // The embedded database has exactly one process: jobs still "active" belong to a process
      // that stopped, so they are released for this one at once.
      const executor = (this.database.boss as { db: PgBoss.Db }).db;
      await executor.executeSql(
        "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = $1 AND state = 'active'",
        [ANALYSIS_QUEUE],
      );
    }
    this.started = true;
  }

  /** Starts the worker that runs `handler` for each queued project id. */
  async work(handler: (projectId: string) => Promise<void>): Promise<void> {
    await this.start();
    this.workerId = await this.boss.work<{ projectId: string }>(
      ANALYSIS_QUEUE,
      { pollingIntervalSeconds: 2, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data.projectId);
      },
    );
  }

  async enqueue(projectId: string): Promise<void> {
    await this.start();
    const id = await this.boss.send(ANALYSIS_QUEUE, { projectId }, { singletonKey: projectId });
    if (id === null) this.log.debug("analysis already queued", { projectId });
    // Wake the local worker now instead of at its next poll.
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 });
    this.started = false;
  }
}
