import type { TAnalysisVersion } from "@fsa/shared";
import type { Actor, AppContext } from "../../context.ts";
import { listVersionRows } from "./analysis-versions.ts";
import { loadOwnProject } from "./read.ts";

/**
 * The versions of one of the actor's analyses, newest first, without the analyses (issue #12
 * item 4): number, date, author, status, the facts changed from the previous version and the
 * complete set of corrections. Owner only (spec §6).
 * @throws ApiError not_approved, not_found.
 */
export async function listVersions({
  ctx,
  actor,
  input,
}: {
  ctx: AppContext;
  actor: Actor;
  input: { projectId: string };
}): Promise<TAnalysisVersion[]> {
  const row = await loadOwnProject(ctx, actor, input.projectId);
  return listVersionRows(ctx.database.db, row.id);
}
