import type { TProject, TProjectSummary } from "@fsa/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projectAttachments, projects } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../errors.ts";
import { assertCanUseData } from "../guards.ts";
import { listVersionRows, loadVersionAnalysis } from "./analysis-versions.ts";
import { type ShownVersion, toProject, toSummary } from "./mappers.ts";

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

/**
 * One of the actor's projects with an analysis (issue #12 item 4): version `version` when given,
 * else the latest completed version (the one `projects.analysis` mirrors), else the latest.
 * Earlier versions are read from `analysis_versions` and never change.
 * @throws ApiError not_found (the project, or no such version of it).
 */
export async function getProject(ctx: AppContext, actor: Actor, id: string, version?: number): Promise<TProject> {
  const row = await loadOwnProject(ctx, actor, id);
  const { db } = ctx.database;
  const [files] = await db
    .select({ n: count() })
    .from(projectAttachments)
    .where(eq(projectAttachments.projectId, row.id));
  const versions = await listVersionRows(db, row.id);
  const latestCompleted = versions.find((v) => v.status === "completed");
  let shown: ShownVersion;
  if (version === undefined) {
    shown = { version: latestCompleted ?? versions[0] ?? null, count: versions.length };
  } else {
    const asked = versions.find((v) => v.version === version);
    if (!asked) throw new ApiError("not_found", "Version not found");
    shown = {
      version: asked,
      count: versions.length,
      // The row mirrors the latest completed version; any other is read from its own row.
      content: asked === latestCompleted ? undefined : await loadVersionAnalysis(db, row.id, version),
    };
  }
  return toProject(row, (files?.n ?? 0) > 0, shown);
}
