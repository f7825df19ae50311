import type { TAnalysisStage, TAttachment, TProjectStatus } from "@fsa/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { runAnalysis } from "../analysis/pipeline.ts";
import type { AppContext } from "../context.ts";
import { projectAttachments, projects } from "../db/schema/index.ts";
import { writeAudit } from "../services/audit.ts";

/** Message stored on a failed project when the cause is internal (spec §8 "Analysis failed."). */
export const ANALYSIS_FAILED_MESSAGE = "Analysis failed.";

/**
 * Runs one project's analysis (the job body): claims the project, extracts its documents, runs
 * the pipeline, and stores `completed` with the analysis or `failed` with a message. Reports each
 * stage on the events bus and in the row. Idempotent: a completed or deleted project is skipped.
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

  try {
    const files = await db.select().from(projectAttachments).where(eq(projectAttachments.projectId, projectId));
    let documentText = "";
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
      await writeAudit(tx, {
        actorUserId: claimed.userId,
        action: "analysis.completed",
        targetType: "project",
        targetId: projectId,
        details: { engine: analysis.meta.engine, recommendations: analysis.recommendations.length },
      });
    });
    publish("completed", "completed");
  } catch (error) {
    ctx.log.error("analysis failed", { projectId, error: error instanceof Error ? error.stack : String(error) });
    await db
      .update(projects)
      .set({ status: "failed", stage: "failed", error: ANALYSIS_FAILED_MESSAGE })
      .where(eq(projects.id, projectId));
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
