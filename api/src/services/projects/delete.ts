import { eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projects } from "../../db/schema/index.ts";
import { writeAudit } from "../audit.ts";
import { loadOwnProject } from "./read.ts";

/** Soft-deletes the actor's own project (kept for retention, hidden everywhere). @throws ApiError not_found. */
export async function deleteProject(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await loadOwnProject(ctx, actor, id);
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id));
    await writeAudit(tx, { actorUserId: actor.id, action: "project.deleted", targetType: "project", targetId: id });
  });
}
