import { hasVisibleText, stripControlCharacters, type TProjectSummary } from "@fsa/shared";
import { eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projects } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { toSummary } from "./mappers.ts";
import { loadOwnProject } from "./read.ts";

/**
 * Renames the actor's own project (issue #16 "rename"): control characters stripped, surrounding
 * spaces trimmed; the update and its audit row in one transaction.
 * @param name 1–200 characters (the route validates the length).
 * @throws ApiError not_approved, not_found (anyone else's project or an unknown id), bad_request
 * (a name with no visible text).
 */
export async function renameProject(
  ctx: AppContext,
  actor: Actor,
  input: { id: string; name: string },
): Promise<TProjectSummary> {
  const name = stripControlCharacters(input.name).trim();
  if (!hasVisibleText(name)) throw new ApiError("bad_request", "Enter the name.");
  const before = await loadOwnProject(ctx, actor, input.id);
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx.update(projects).set({ name }).where(eq(projects.id, before.id)).returning();
    if (!updated) throw new ApiError("not_found", "Project not found");
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: "project.renamed",
      targetType: "project",
      targetId: before.id,
      details: { from: before.name, to: name },
    });
    return updated;
  });
  return toSummary(row);
}
