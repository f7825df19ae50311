import type { TAnalysisStage, TAttachment, TProjectStatus } from "@fsa/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { runAnalysis } from "../analysis/pipeline.ts";
import type { AppContext } from "../context.ts";
import { projectAttachments, projects } from "../db/schema/index.ts";
import { writeAudit } from "../services/audit.ts";
import { completeVersionRun, failVersionRun, startVersionRun } from "../services/projects/analysis-versions.ts";

/** Message stored on a failed project when the cause is internal (spec §8 "Analysis failed."). */
export const ANALYSIS_FAILED_MESSAGE = "Analysis failed.";

/**
 * Runs one project's analysis (the job body): claims the project, extracts its documents, runs
 * the pipeline, and stores `completed` with the analysis or `failed` with a message. Reports each
 * stage on the events bus and in the row. Idempotent: a completed or deleted project is skipped.
 * The run is the project's latest analysis version (issue #12 item 4): a recalculation applies
 * that version's corrections to the notes and the document text stored by version 1, and its
 * result goes to that version as well as to the project.
 */
export async function processProject(ctx: AppContext, projectId: string): Promise<void> {
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
    const { analysis, rawResponse } = await runAnalysis(
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
    );
    await db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ status: "completed", stage: "completed", analysis, rawLlmResponse: rawResponse, error: null })
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
    ctx.log.error("analysis failed", { projectId, error: error instanceof Error ? error.stack : String(error) });
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
      details: { error: error instanceof Error ? error.message : String(error) },
    });
    publish("failed", "failed", ANALYSIS_FAILED_MESSAGE);
  }
}
