import {
  PROJECTS_PAGE_DEFAULT,
  PROJECTS_PAGE_MAX,
  type TAnalysisResult,
  type TProject,
  type TProjectSort,
  type TProjectSummary,
} from "@fsa/shared";
import { and, eq, getTableColumns, ilike, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { projectAttachments, projects } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../errors.ts";
import { assertCanUseData } from "../guards.ts";
import { validatedAnalysisJson } from "./analysis-json.ts";
import { listVersionRows, loadVersionAnalysis } from "./analysis-versions.ts";
import { type ListRow, listRowSummary, type ShownVersion, toProject } from "./mappers.ts";

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

/**
 * `timestamptz` as `Date.prototype.toISOString` writes it (UTC, milliseconds truncated as a JS Date
 * read from PostgreSQL's text truncates them), so a card's dates need no Date in JavaScript.
 */
const isoText = (column: typeof projects.createdAt | typeof projects.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of a card (mappers.ts ListRow) plus the cursor's position of the row, each under the
 * name the raw row carries: the page is read with the prepared statement's `all()`, as the driver
 * returns it, without drizzle's per-field mapping (issue #15: that mapping, the two Dates per row
 * and their toISOString were a sixth of the page's time under load).
 */
const summaryColumns = {
  id: sql<string>`${projects.id}`.as("id"),
  name: sql<string>`${projects.name}`.as("name"),
  description: sql<string>`${projects.description}`.as("description"),
  status: sql<string>`${projects.status}`.as("status"),
  stage: sql<string>`${projects.stage}`.as("stage"),
  netWorth: sql<number>`${projects.netWorth}`.as("netWorth"),
  strategyCount: sql<number>`${projects.strategyCount}`.as("strategyCount"),
  latestVersion: sql<number | null>`${projects.latestVersion}`.as("latestVersion"),
  error: sql<string | null>`${projects.error}`.as("error"),
  createdAt: isoText(projects.createdAt).as("createdAt"),
  updatedAt: isoText(projects.updatedAt).as("updatedAt"),
  createdAtText: sql<string>`${projects.createdAt}::text`.as("createdAtText"),
};

/**
 * The sort column and direction per order, written as `projects_owner_list_idx` stores the rows
 * (`created_at DESC NULLS LAST, id DESC NULLS LAST`), so PostgreSQL reads a page in the index's
 * order, forwards or backwards, and stops after it instead of sorting all of the adviser's rows.
 * Neither column is ever null, so NULLS LAST / FIRST changes no order, only the plan.
 */
function orderOf(sort: TProjectSort) {
  const byDate = sort === "newest" || sort === "oldest";
  const column = byDate ? projects.createdAt : projects.netWorth;
  const descending = sort === "newest" || sort === "net-worth-desc";
  return {
    orderBy: descending
      ? [sql`${column} desc nulls last`, sql`${projects.id} desc nulls last`]
      : [sql`${column} asc nulls first`, sql`${projects.id} asc nulls first`],
    after: (key: Placeholder, id: Placeholder): SQL => {
      const typed = byDate ? sql`${key}::timestamptz` : sql`${key}::double precision`;
      return descending
        ? sql`(${column}, ${projects.id}) < (${typed}, ${id}::uuid)`
        : sql`(${column}, ${projects.id}) > (${typed}, ${id}::uuid)`;
    },
    keyOf: (row: { createdAtText: string; netWorth: number }) => (byDate ? row.createdAtText : String(row.netWorth)),
  };
}

/** The page's statement for one shape of request, built and prepared once per database handle. */
function preparePage(db: Db, sort: TProjectSort, withCursor: boolean, withSearch: boolean) {
  const order = orderOf(sort);
  const own = and(
    eq(projects.userId, sql.placeholder("userId")),
    isNull(projects.deletedAt),
    withSearch
      ? or(ilike(projects.name, sql.placeholder("pattern")), ilike(projects.description, sql.placeholder("pattern")))
      : undefined,
  );
  const columns = withCursor
    ? summaryColumns
    : // The first page carries the adviser's count, in the same statement (one round trip, not two).
      { ...summaryColumns, total: sql<number>`(select count(*) from ${projects} where ${own})`.as("total") };
  return db
    .select(columns)
    .from(projects)
    .where(withCursor ? and(own, order.after(sql.placeholder("key"), sql.placeholder("id"))) : own)
    .orderBy(...order.orderBy)
    .limit(sql.placeholder("limit"))
    .prepare(`projects_page_${sort.replace(/-/g, "_")}${withCursor ? "_after" : ""}${withSearch ? "_search" : ""}`);
}

/**
 * The rows of a prepared statement as the driver returns them, keyed by the select's aliases:
 * drizzle's `all()` (postgres-js and PGlite sessions both have it; its type is marked internal).
 */
function unmappedRows(statement: object, values: Record<string, unknown>): Promise<unknown[]> {
  return (statement as { all(values: Record<string, unknown>): Promise<unknown[]> }).all(values);
}

const preparedPages = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();

function pageStatement(db: Db, sort: TProjectSort, withCursor: boolean, withSearch: boolean) {
  let statements = preparedPages.get(db);
  if (!statements) {
    statements = new Map();
    preparedPages.set(db, statements);
  }
  const shape = `${sort}|${withCursor}|${withSearch}`;
  let statement = statements.get(shape);
  if (!statement) {
    statement = preparePage(db, sort, withCursor, withSearch);
    statements.set(shape, statement);
  }
  return statement;
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
 * One prepared statement per request, the first page's count included.
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
  const q = page.q?.trim() ?? "";
  // Raw rows (the driver's own, no drizzle mapping): see summaryColumns.
  const rows = (await unmappedRows(pageStatement(ctx.database.db, sort, after !== null, q !== ""), {
    userId: actor.id,
    limit: limit + 1,
    ...(q ? { pattern: likePattern(q) } : {}),
    ...(after ? { key: after.key, id: after.id } : {}),
  })) as (ListRow & { createdAtText: string; total?: number | string | bigint })[];
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ key: order.keyOf(last), id: last.id }, sort) : null;
  // An empty first page has no row to carry the count: there is nothing to count.
  // count(*) is a bigint: postgres.js reads it as a string, PGlite as a number.
  const total = after ? null : Number(rows[0]?.total ?? 0);
  return { projects: shown.map(listRowSummary), nextCursor, total };
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
 * One of the actor's projects for a read, in one statement: its columns but the analysis, the
 * row's version (`xmin`, see ./analysis-json.ts) and whether it has documents.
 */
function prepareRead(db: Db) {
  const { analysis: _analysis, ...columns } = getTableColumns(projects);
  return db
    .select({
      ...columns,
      rowVersion: sql<string>`${projects}.xmin::text`,
      hasDocuments: sql<boolean>`exists (select 1 from ${projectAttachments} where ${projectAttachments.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.id, sql.placeholder("id")),
        eq(projects.userId, sql.placeholder("userId")),
        isNull(projects.deletedAt),
      ),
    )
    .prepare("project_read");
}

/** The stored analysis of a project as text, and its row version (to tell whether the row changed since). */
function prepareAnalysisText(db: Db) {
  return db
    .select({ stored: sql<string | null>`${projects.analysis}::text`, rowVersion: sql<string>`${projects}.xmin::text` })
    .from(projects)
    .where(eq(projects.id, sql.placeholder("id")))
    .prepare("project_analysis_text");
}

const preparedReads = new WeakMap<
  Db,
  { row: ReturnType<typeof prepareRead>; analysis: ReturnType<typeof prepareAnalysisText> }
>();

/** A project as read, its analysis apart: the validated analysis's JSON (or null). */
interface ProjectRead {
  project: Omit<TProject, "analysis">;
  analysisJson: string | null;
}

async function readProject(ctx: AppContext, actor: Actor, id: string, version?: number): Promise<ProjectRead> {
  assertCanUseData(actor);
  if (!UUID.test(id)) throw errors.notFound();
  const { db } = ctx.database;
  let read = preparedReads.get(db);
  if (!read) {
    read = { row: prepareRead(db), analysis: prepareAnalysisText(db) };
    preparedReads.set(db, read);
  }
  const statements = read;
  const [row] = await statements.row.execute({ id, userId: actor.id });
  if (!row) throw errors.notFound();
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
  const { analysis: _analysis, ...project } = toProject({ ...row, analysis: null }, row.hasDocuments === true, shown);
  const analysisJson = shown.content
    ? shown.content.analysis
      ? JSON.stringify(shown.content.analysis)
      : null
    : await validatedAnalysisJson(row.id, row.rowVersion, async () => {
        const [stored] = await statements.analysis.execute({ id: row.id });
        return { stored: stored?.stored ?? null, sameVersion: stored?.rowVersion === row.rowVersion };
      });
  return { project, analysisJson };
}

/**
 * One of the actor's projects with an analysis (issue #12 item 4): version `version` when given,
 * else the latest completed version (the one `projects.analysis` mirrors), else the latest.
 * Earlier versions are read from `analysis_versions` and never change. The analysis is validated
 * on the way out (./analysis-json.ts: once per stored text).
 * @throws ApiError not_found (the project, or no such version of it).
 */
export async function getProject(ctx: AppContext, actor: Actor, id: string, version?: number): Promise<TProject> {
  const { project, analysisJson } = await readProject(ctx, actor, id, version);
  return { ...project, analysis: analysisJson === null ? null : (JSON.parse(analysisJson) as TAnalysisResult) };
}

/**
 * The body of `GET /api/projects/:id`, `{"project":{…}}`, as JSON text: {@link getProject}'s
 * answer, with the validated analysis's JSON written in as kept rather than parsed and written
 * again (issue #15).
 * @throws ApiError not_found (the project, or no such version of it).
 */
export async function getProjectResponseJson(
  ctx: AppContext,
  actor: Actor,
  id: string,
  version?: number,
): Promise<string> {
  const { project, analysisJson } = await readProject(ctx, actor, id, version);
  const head = JSON.stringify({ project });
  // `{"project":{…}}` with `,"analysis":…` added before the last two braces.
  return `${head.slice(0, -2)},"analysis":${analysisJson ?? "null"}}}`;
}
