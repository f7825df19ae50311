import type { TProject, TProjectSummary } from "@fsa/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projectAttachments, projects } from "../../db/schema/index.ts";
import { errors } from "../../errors.ts";
import { assertCanUseData } from "../guards.ts";
import { toProject, toSummary } from "./mappers.ts";

/** The actor's own projects, newest first (spec §7 "Read projects"); soft-deleted ones hidden. */
export async function listProjects(ctx: AppContext, actor: Actor, limit = 200): Promise<TProjectSummary[]> {
  assertCanUseData(actor);
  const rows = await ctx.database.db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, actor.id), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt))
    .limit(limit);
  return rows.map(toSummary);
}

/** Loads a project row the actor owns. @throws ApiError not_found for anyone else's or an unknown id. */
export async function loadOwnProject(ctx: AppContext, actor: Actor, id: string) {
  assertCanUseData(actor);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw errors.notFound();
  const [row] = await ctx.database.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, actor.id), isNull(projects.deletedAt)));
  if (!row) throw errors.notFound();
  return row;
}

/** One of the actor's projects with its analysis. @throws ApiError not_found. */
export async function getProject(ctx: AppContext, actor: Actor, id: string): Promise<TProject> {
  const row = await loadOwnProject(ctx, actor, id);
  const [files] = await ctx.database.db
    .select({ n: count() })
    .from(projectAttachments)
    .where(eq(projectAttachments.projectId, row.id));
  return toProject(row, (files?.n ?? 0) > 0);
}
