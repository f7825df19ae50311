import { PROJECTS_PAGE_DEFAULT, PROJECTS_PAGE_MAX, type TProject, type TProjectSummary } from "@fsa/shared";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projectAttachments, projects } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../errors.ts";
import { assertCanUseData } from "../guards.ts";
import { listVersionRows, loadVersionAnalysis } from "./analysis-versions.ts";
import { type ShownVersion, toProject, toSummary } from "./mappers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `created_at::text` as PostgreSQL writes it (ISO date and time, microseconds, offset). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** Where a page of the list starts: strictly after this (created_at, id) in newest-first order. */
interface CursorPosition {
  /** `created_at` as PostgreSQL's text, microseconds kept (a JS Date would round them off). */
  createdAt: string;
  id: string;
}

/** The opaque `nextCursor`: base64url of `<created_at text>|<id>`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, "utf8").toString("base64url");
}

/** Reads a `?cursor=`. @throws ApiError bad_request (400) when it is not one this API wrote. */
export function decodeCursor(cursor: string): CursorPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length || !createdAt || !id || !PG_TIMESTAMP.test(createdAt) || !UUID.test(id))
    throw new ApiError("bad_request", "cursor: Invalid cursor");
  return { createdAt, id };
}

/** The columns of a card (mappers.ts SummaryRow) plus the cursor's position of the row. */
const summaryColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  stage: projects.stage,
  netWorth: projects.netWorth,
  strategyCount: projects.strategyCount,
  latestVersion: projects.latestVersion,
  error: projects.error,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  createdAtText: sql<string>`${projects.createdAt}::text`,
};

/** One page of the actor's projects (issue #15). */
export interface ProjectPage {
  /** Newest first: created_at, then id, descending. */
  projects: TProjectSummary[];
  /** The cursor of the page after this one, null on the last page. */
  nextCursor: string | null;
  /** The actor's number of projects (soft-deleted ones excepted) on the first page; null after it. */
  total: number | null;
}

/**
 * The actor's own projects, newest first (spec §7 "Read projects"), one page at a time, from the
 * summary columns and `projects_owner_list_idx` alone (issue #15): the cost of a page does not
 * grow with the analyses stored. Soft-deleted ones hidden.
 * @param page.limit rows per page, 1–200 (the route validates; default 50).
 * @param page.cursor the `nextCursor` of the page before; omitted for the first page.
 * @throws ApiError forbidden (not approved), bad_request (a cursor this API did not write).
 */
export async function listProjects(
  ctx: AppContext,
  actor: Actor,
  page: { limit?: number; cursor?: string } = {},
): Promise<ProjectPage> {
  assertCanUseData(actor);
  const limit = Math.min(Math.max(page.limit ?? PROJECTS_PAGE_DEFAULT, 1), PROJECTS_PAGE_MAX);
  const after = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const { db } = ctx.database;
  const own = and(eq(projects.userId, actor.id), isNull(projects.deletedAt));
  const pageQuery = db
    .select(summaryColumns)
    .from(projects)
    .where(
      after
        ? and(own, sql`(${projects.createdAt}, ${projects.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`)
        : own,
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit + 1);
  // The first page's count runs beside the page's query, not after it (two connections on Postgres).
  const [rows, counted] = await Promise.all([
    pageQuery,
    after ? null : db.select({ n: count() }).from(projects).where(own),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null;
  const total = counted ? (counted[0]?.n ?? shown.length) : null;
  return { projects: shown.map(toSummary), nextCursor, total };
}

/** Loads a project row the actor owns. @throws ApiError not_found for anyone else's or an unknown id. */
export async function loadOwnProject(ctx: AppContext, actor: Actor, id: string) {
  assertCanUseData(actor);
  if (!UUID.test(id)) throw errors.notFound();
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
