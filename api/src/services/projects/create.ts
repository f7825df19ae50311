import { PENDING_PROJECT_NAME, type TCreateProjectRequest, type TProject } from "@fsa/shared";
import { eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { analysisVersions, projectAttachments, projects } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { assertCanUseData } from "../guards.ts";
import { checkProjectInput } from "./input-limits.ts";
import { toProject } from "./mappers.ts";

/** Where a project was started from, with the CRM or Teams reference when there is one. */
export interface ProjectOrigin {
  source: "web" | "hubspot" | "teams" | "cli";
  externalRef?: Record<string, string>;
}

/**
 * The name projects saved without one got before issue #16: the notes' first sentence, cut at 60
 * characters. Such a name is replaced by a generated one when an analysis of the project completes.
 */
export function legacyDefaultName(notes: string): string {
  const first = (notes.trim().split(/(?<=[.!?])\s|\n/)[0] ?? "").replace(/[.!?]$/, "");
  return (first.length > 60 ? `${first.slice(0, 57).trimEnd()}...` : first) || "Client analysis";
}

/**
 * Saves a pending project with its attachments and queues its analysis (issue 2 item 4).
 * Permission first (approved or admin), the writes and the audit row in one transaction; if
 * queueing fails the project is removed again, so nothing is half-saved.
 * @throws ApiError not_approved, bad_request (spec §5 "Notes required"; attachment count, name or
 * data), payload_too_large (notes or attachment limits, issue #14 item 9), unavailable.
 */
export async function createProject(
  ctx: AppContext,
  actor: Actor,
  input: TCreateProjectRequest,
  origin: ProjectOrigin = { source: "web" },
): Promise<TProject> {
  assertCanUseData(actor);
  // Control characters, visible text, notes and attachment limits (issue #14 items 8, 9).
  input = checkProjectInput(ctx.config, input);
  const notes = input.notes.trim();
  const attachments = input.attachments ?? [];
  const { db } = ctx.database;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({
        userId: actor.id,
        // Without the adviser's name, a placeholder until the analysis names the client (run-analysis.ts).
        name: input.name?.trim() || PENDING_PROJECT_NAME,
        description: input.description?.trim() || (notes.length > 280 ? `${notes.slice(0, 277)}...` : notes),
        status: "pending",
        stage: "queued",
        clientNotes: notes,
        source: origin.source,
        externalRef: origin.externalRef ?? null,
      })
      .returning();
    if (!created) throw new ApiError("internal", "Project could not be saved");
    // Version 1: the analysis of the notes as read (issue #12 item 4).
    const [first] = await tx
      .insert(analysisVersions)
      .values({ projectId: created.id, version: 1, createdBy: actor.id })
      .returning({ createdAt: analysisVersions.createdAt });
    if (attachments.length) {
      await tx
        .insert(projectAttachments)
        .values(
          attachments.map((a) => ({ projectId: created.id, name: a.name, type: a.type, size: a.size, data: a.data })),
        );
    }
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "project.created",
      targetType: "project",
      targetId: created.id,
      details: { source: origin.source, attachments: attachments.length },
    });
    return { ...created, versionCreatedAt: first?.createdAt ?? created.createdAt };
  });
  try {
    await ctx.queue.enqueue(row.id);
  } catch (error) {
    ctx.log.error({ projectId: row.id, error: String(error) }, "could not queue analysis");
    await db.delete(projects).where(eq(projects.id, row.id));
    throw new ApiError("unavailable", "The analysis queue is unavailable. Please try again.");
  }
  const { versionCreatedAt, ...project } = row;
  return toProject(project, attachments.length > 0, {
    count: 1,
    version: {
      version: 1,
      createdAt: versionCreatedAt.toISOString(),
      createdBy: { id: actor.id, email: actor.email },
      status: "pending",
      changedFields: [],
      corrections: {},
      error: null,
      completedAt: null,
    },
  });
}
