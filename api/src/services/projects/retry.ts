import type { TProject } from "@fsa/shared";
import { and, eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projects } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { requeueLatestVersion } from "./analysis-versions.ts";
import { getProject, loadOwnProject } from "./read.ts";

/**
 * Re-queues a failed analysis of the actor's own project: the original one or a recalculation
 * with corrections (its version goes back to pending; issue #12 item 4).
 * @throws ApiError not_found, conflict when the project is not failed.
 */
export async function retryProject(ctx: AppContext, actor: Actor, id: string): Promise<TProject> {
  const row = await loadOwnProject(ctx, actor, id);
  if (row.status !== "failed") throw new ApiError("conflict", "Only a failed analysis can be retried.");
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ status: "pending", stage: "queued", error: null })
      .where(and(eq(projects.id, id), eq(projects.status, "failed")));
    await requeueLatestVersion(tx, id);
    await writeAudit(tx, { actorUserId: actor.id, action: "project.retried", targetType: "project", targetId: id });
  });
  await ctx.queue.enqueue(id);
  return getProject(ctx, actor, id);
}
