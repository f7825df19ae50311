import {
  PROJECTS_PAGE_DEFAULT,
  PROJECTS_PAGE_MAX,
  type TProject,
  type TProjectSort,
  type TProjectSummary,
} from "@fsa/shared";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { projectAttachments, projects } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../errors.ts";
import { assertCanUseData } from "../guards.ts";
import { listVersionRows, loadVersionAnalysis } from "./analysis-versions.ts";
import { type ShownVersion, toProject, toSummary } from "./mappers.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `created_at::text` as PostgreSQL writes it (ISO date and time, microseconds, offset). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * Where a page of the list starts: strictly after this row in the list's order. `key` is the
 * sort column's value as text: `created_at` as PostgreSQL writes it (microseconds kept, which a JS
 * Date would round off), or the net worth as JavaScript writes the double (it reads back exactly).
 */
interface CursorPosition {
  key: string;
  id: string;
}

/** The tag a cursor carries for each order; the newest-first cursor keeps the untagged form of issue #15. */
const CURSOR_TAGS: Record<TProjectSort, string | null> = {
  newest: null,
  oldest: "o",
  "net-worth-desc": "n",
  "net-worth-asc": "m",
};
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** The opaque `nextCursor`: base64url of `[<tag>|]<key>|<id>`. */
export function encodeCursor(position: CursorPosition, sort: TProjectSort = "newest"): string {
  const tag = CURSOR_TAGS[sort];
  return Buffer.from(`${tag ? `${tag}|` : ""}${position.key}|${position.id}`, "utf8").toString("base64url");
}

/** Reads a `?cursor=` of the list in `sort` order. @throws ApiError bad_request (400) when it is not one this API wrote for that order. */
export function decodeCursor(cursor: string, sort: TProjectSort = "newest"): CursorPosition {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const tag = CURSOR_TAGS[sort];
  if (tag && parts.shift() !== tag) throw new ApiError("bad_request", "cursor: Invalid cursor");
  const [key, id, ...rest] = parts;
  const byDate = sort === "newest" || sort === "oldest";
  if (rest.length || !key || !id || !(byDate ? PG_TIMESTAMP : NUMBER).test(key) || !UUID.test(id))
    throw new ApiError("bad_request", "cursor: Invalid cursor");
  return { key, id };
}

/** `%`, `_` and `\` of a search taken literally by ILIKE. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** The sort column, its direction and the key a cursor keeps, per order. */
function orderOf(sort: TProjectSort) {
  const byDate = sort === "newest" || sort === "oldest";
  const column = byDate ? projects.createdAt : projects.netWorth;
  const descending = sort === "newest" || sort === "net-worth-desc";
  return {
    orderBy: descending ? [desc(column), desc(projects.id)] : [asc(column), asc(projects.id)],
    after: (p: CursorPosition): SQL => {
      const key = byDate ? sql`${p.key}::timestamptz` : sql`${Number(p.key)}::double precision`;
      return descending
        ? sql`(${column}, ${projects.id}) < (${key}, ${p.id}::uuid)`
        : sql`(${column}, ${projects.id}) > (${key}, ${p.id}::uuid)`;
    },
    keyOf: (row: { createdAtText: string; netWorth: number }) => (byDate ? row.createdAtText : String(row.netWorth)),
  };
}

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
 * grow with the analyses stored. Soft-deleted ones hidden. Issue #16 adds a search and three
 * other orders; those read the adviser's rows through the same index and sort them.
 * @param page.limit rows per page, 1–200 (the route validates; default 50).
 * @param page.cursor the `nextCursor` of the page before (in the same order); omitted for the first page.
 * @param page.q a case-insensitive substring of the name or description; blank means none.
 * @param page.sort newest (default), oldest, net-worth-desc or net-worth-asc.
 * @throws ApiError forbidden (not approved), bad_request (a cursor this API did not write).
 */
export async function listProjects(
  ctx: AppContext,
  actor: Actor,
  page: { limit?: number; cursor?: string; q?: string; sort?: TProjectSort } = {},
): Promise<ProjectPage> {
  assertCanUseData(actor);
  const limit = Math.min(Math.max(page.limit ?? PROJECTS_PAGE_DEFAULT, 1), PROJECTS_PAGE_MAX);
  const sort = page.sort ?? "newest";
  const order = orderOf(sort);
  const after = page.cursor === undefined ? null : decodeCursor(page.cursor, sort);
  const { db } = ctx.database;
  const q = page.q?.trim() ?? "";
  const own = and(
    eq(projects.userId, actor.id),
    isNull(projects.deletedAt),
    q ? or(ilike(projects.name, likePattern(q)), ilike(projects.description, likePattern(q))) : undefined,
  );
  const pageQuery = db
    .select(summaryColumns)
    .from(projects)
    .where(after ? and(own, order.after(after)) : own)
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  // The first page's count runs beside the page's query, not after it (two connections on Postgres).
  const [rows, counted] = await Promise.all([
    pageQuery,
    after ? null : db.select({ n: count() }).from(projects).where(own),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ key: order.keyOf(last), id: last.id }, sort) : null;
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
