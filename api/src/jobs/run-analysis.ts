import {
  generatedProjectName,
  PENDING_PROJECT_NAME,
  type TAnalysisStage,
  type TAttachment,
  type TProjectStatus,
} from "@fsa/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { projectAttachments, projects } from "../db/schema/index.ts";
import { writeAudit } from "../services/audit.ts";
import { completeVersionRun, failVersionRun, startVersionRun } from "../services/projects/analysis-versions.ts";
import { legacyDefaultName } from "../services/projects/create.ts";
import { summaryColumnsOf } from "../services/projects/mappers.ts";
import { analysisWorkers } from "./analysis-in-worker.ts";

/** Message stored on a failed project when the cause is internal (spec §8 "Analysis failed."). */
export const ANALYSIS_FAILED_MESSAGE = "Analysis failed.";

/** Which attempt of its job an analysis is (pg-boss's own retry accounting, api/src/jobs/queue.ts). */
export interface JobAttempt {
  /** Earlier attempts of this job: 0 for the first. */
  retryCount: number;
  /** Retries allowed after the first attempt. */
  retryLimit: number;
}

/** A job that failed on an attempt that will be retried; the queue retries it after a delay. */
export class AnalysisAttemptFailed extends Error {
  override name = "AnalysisAttemptFailed";
}

/**
 * Runs one project's analysis (the job body): claims the project, extracts its documents, runs
 * the pipeline in a worker thread with the ANALYSIS_TIMEOUT_MS cap (api/src/jobs/analysis-in-worker.ts),
 * and stores `completed` with the analysis or `failed` with a message. Reports each stage on the
 * events bus and in the row. Idempotent: a completed or deleted project is skipped.
 * The run is the project's latest analysis version (issue #12 item 4): a recalculation applies
 * that version's corrections to the notes and the document text stored by version 1, and its
 * result goes to that version as well as to the project.
 *
 * A failure or time-out on an attempt that has retries left puts the project back in the queue
 * (`pending`) and throws, so the queue runs it again; on the last attempt (`attempt` omitted means
 * last) the project is stored `failed` with the spec's message (§8 "Analysis failed.") and the
 * error is rethrown, so the job ends failed too (issue #14 item 1: no job is re-queued forever).
 * @throws AnalysisAttemptFailed, or the cause on the last attempt.
 */
export async function processProject(ctx: AppContext, projectId: string, attempt?: JobAttempt): Promise<void> {
  const { db } = ctx.database;
  const publish = (status: TProjectStatus, stage: TAnalysisStage, error: string | null = null) =>
    ctx.events.publish({ projectId, status, stage, error });

  const [claimed] = await db
    .update(projects)
    .set({ status: "processing", stage: "documents", error: null })
    .where(
      and(eq(projects.id, projectId), inArray(projects.status, ["pending", "processing"]), isNull(projects.deletedAt)),
    )
    .returning();
  if (!claimed) return;
  publish("processing", "documents");

  let version: number | null = null;
  try {
    const run = await startVersionRun(db, projectId, claimed.userId);
    version = run.version;
    const files = run.reuseDocumentText
      ? []
      : await db.select().from(projectAttachments).where(eq(projectAttachments.projectId, projectId));
    let documentText = run.reuseDocumentText ? claimed.extractedDocumentText : "";
    if (files.length) {
      const attachments: TAttachment[] = files.map((f) => ({ name: f.name, size: f.size, type: f.type, data: f.data }));
      documentText = (await ctx.extractDocuments(attachments)).text;
      await db.update(projects).set({ extractedDocumentText: documentText }).where(eq(projects.id, projectId));
    }
    const { analysis, rawResponse } = await analysisWorkers.run(
      {
        notes: claimed.clientNotes,
        documentText,
        taxYear: ctx.config.taxYear,
        section7520: ctx.config.section7520,
        corrections: run.corrections,
      },
      {
        model: ctx.model(),
        onStage: async (stage) => {
          await db.update(projects).set({ stage }).where(eq(projects.id, projectId));
          publish("processing", stage);
        },
      },
      { timeoutMs: ctx.config.analysisTimeoutMs },
    );
    await db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({
          status: "completed",
          stage: "completed",
          analysis,
          ...summaryColumnsOf(analysis, run.version),
          // A project saved without a name is named for its client once the facts are read (issue
          // #16); an adviser's name (given or renamed, even mid-analysis) is kept.
          name: sql`case when ${projects.name} in (${PENDING_PROJECT_NAME}, ${legacyDefaultName(claimed.clientNotes)}) then ${generatedProjectName(analysis.facts, analysis.clientProfile.currentNetWorth)} else ${projects.name} end`,
          rawLlmResponse: rawResponse,
          error: null,
        })
        .where(eq(projects.id, projectId));
      await completeVersionRun(tx, projectId, run.version, { analysis, rawResponse });
      await writeAudit(tx, {
        actorUserId: claimed.userId,
        action: "analysis.completed",
        targetType: "project",
        targetId: projectId,
        details: {
          engine: analysis.meta.engine,
          recommendations: analysis.recommendations.length,
          version: run.version,
        },
      });
    });
    publish("completed", "completed");
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (attempt && attempt.retryCount < attempt.retryLimit) {
      ctx.log.warn(
        {
          projectId,
          attempt: attempt.retryCount + 1,
          error: error instanceof Error ? error.stack : String(error),
        },
        "analysis attempt failed; it will be retried",
      );
      const [requeued] = await db
        .update(projects)
        .set({ status: "pending", stage: "queued" })
        .where(and(eq(projects.id, projectId), eq(projects.status, "processing")))
        .returning({ id: projects.id });
      if (requeued) publish("pending", "queued");
      throw new AnalysisAttemptFailed(detail);
    }
    ctx.log.error({ projectId, error: error instanceof Error ? error.stack : String(error) }, "analysis failed");
    await db
      .update(projects)
      .set({ status: "failed", stage: "failed", error: ANALYSIS_FAILED_MESSAGE })
      .where(eq(projects.id, projectId));
    if (version !== null) await failVersionRun(db, projectId, version, ANALYSIS_FAILED_MESSAGE);
    await writeAudit(db, {
      actorUserId: claimed.userId,
      action: "analysis.failed",
      targetType: "project",
      targetId: projectId,
      details: { error: detail, attempts: (attempt?.retryCount ?? 0) + 1 },
    });
    publish("failed", "failed", ANALYSIS_FAILED_MESSAGE);
    throw error;
  }
}
