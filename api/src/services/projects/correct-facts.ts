import { changedFactFields, isProjectRunning, type TFactCorrections, type TProject } from "@fsa/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { analysisVersions, projects } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { getProject, loadOwnProject } from "./read.ts";

const RUNNING_MESSAGE = "The analysis is still running. Correct the facts once it has finished.";

/**
 * The adviser corrects the client facts and the analysis is recalculated (issue #12 item 4):
 * `input.facts` is the complete set of corrections and replaces the previous set. Saves a new
 * pending version with them, puts the project back to pending, writes the audit row
 * `analysis.facts_corrected` (version and changed fields) in the same transaction, and queues
 * the recalculation; the job reads the notes and the stored document text again and applies the
 * corrections on top (api/src/analysis/pipeline.ts `applyCorrections`).
 * Owner only, like every project route (spec §6): anyone else gets not_found.
 * @returns the project, pending, still showing the latest completed analysis.
 * @throws ApiError not_approved; not_found; conflict while an analysis of the project is pending
 *   or processing, or when it has never completed (no facts to correct); unavailable when the
 *   queue refuses the job (nothing is kept).
 */
export async function correctFacts({
  ctx,
  actor,
  input,
}: {
  ctx: AppContext;
  actor: Actor;
  input: { projectId: string; facts: TFactCorrections };
}): Promise<TProject> {
  const row = await loadOwnProject(ctx, actor, input.projectId);
  if (isProjectRunning(row.status)) throw new ApiError("conflict", RUNNING_MESSAGE);
  if (!row.analysis)
    throw new ApiError("conflict", "The analysis has not completed, so there are no facts to correct.");
  const { db } = ctx.database;
  const created = await db.transaction(async (tx) => {
    // The status check and the claim in one statement: of two concurrent corrections, one wins.
    const [claimed] = await tx
      .update(projects)
      .set({ status: "pending", stage: "queued", error: null })
      .where(and(eq(projects.id, row.id), inArray(projects.status, ["completed", "failed"])))
      .returning({ id: projects.id });
    if (!claimed) throw new ApiError("conflict", RUNNING_MESSAGE);
    const [latest] = await tx
      .select({ version: analysisVersions.version, corrections: analysisVersions.corrections })
      .from(analysisVersions)
      .where(eq(analysisVersions.projectId, row.id))
      .orderBy(desc(analysisVersions.version))
      .limit(1);
    const version = (latest?.version ?? 0) + 1;
    const changedFields = changedFactFields(latest?.corrections ?? {}, input.facts);
    await tx.insert(analysisVersions).values({
      projectId: row.id,
      version,
      status: "pending",
      corrections: input.facts,
      changedFields,
      createdBy: actor.id,
    });
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "analysis.facts_corrected",
      targetType: "project",
      targetId: row.id,
      details: { version, changedFields },
    });
    return { version };
  });
  try {
    await ctx.queue.enqueue(row.id);
  } catch (error) {
    ctx.log.error({ projectId: row.id, error: String(error) }, "could not queue recalculation");
    await db.transaction(async (tx) => {
      await tx
        .delete(analysisVersions)
        .where(and(eq(analysisVersions.projectId, row.id), eq(analysisVersions.version, created.version)));
      await tx
        .update(projects)
        .set({ status: row.status, stage: row.stage, error: row.error })
        .where(eq(projects.id, row.id));
    });
    throw new ApiError("unavailable", "The analysis queue is unavailable. Please try again.");
  }
  return getProject(ctx, actor, row.id);
}
