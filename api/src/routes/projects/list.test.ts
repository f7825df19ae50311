import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type TProject, type TProjectSummary, ZListProjectsResponse, ZProjectResponse } from "@fsa/shared";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../../testing/harness.ts";

/**
 * Issue #15: `GET /api/projects` pages through the adviser's projects with `?limit&cursor`, newest
 * first, from the summary columns alone. Run on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
let h: Harness;
let adviser: TestUser;
let other: TestUser;
/** Projects analysed end to end (the rest are inserted directly). */
const analysed: string[] = [];
/** Adviser's rows inserted directly, with created_at ties to test the id tie-break. */
const BULK = 120;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
  const admin = await h.signUp("admin@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
  other = await h.approvedUser(admin, "other@example.com");
  const { db } = h.runtime.database;
  // 120 rows in 12 groups of 10 sharing one created_at (to the microsecond), older than the rest.
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  await db.insert(projects).values(
    Array.from({ length: BULK }, (_, i) => ({
      userId: adviser.id,
      name: `Bulk ${i}`,
      clientNotes: "Net worth $1M.",
      createdAt: new Date(base + Math.floor(i / 10) * 1000),
    })),
  );
  await db
    .insert(projects)
    .values(
      Array.from({ length: 30 }, (_, i) => ({ userId: other.id, name: `Other ${i}`, clientNotes: "Net worth $1M." })),
    );
  for (const notes of [
    "Married couple, ages 60 and 58. Net worth is $30 million. Two children. Want to reduce estate taxes.",
    "Single, 45. Net worth is $4 million. Owns a business worth $2 million.",
  ]) {
    const res = await h.request("/api/projects", { method: "POST", user: adviser, json: { notes } });
    expect(res.status).toBe(202);
    const { project } = (await res.json()) as { project: { id: string } };
    expect((await waitForProject(h, adviser, project.id)).status).toBe("completed");
    analysed.push(project.id);
  }
}, 60_000);
afterAll(() => h.close());

async function page(user: TestUser, query = "") {
  const res = await h.request(`/api/projects${query}`, { user });
  expect(res.status).toBe(200);
  return ZListProjectsResponse.parse(await res.json());
}

/** Every page of `user`'s list, following nextCursor. */
async function allPages(user: TestUser, limit: number) {
  const pages = [await page(user, `?limit=${limit}`)];
  for (let last = pages[0]; last?.nextCursor; ) {
    last = await page(user, `?limit=${limit}&cursor=${encodeURIComponent(last.nextCursor)}`);
    pages.push(last);
  }
  return pages;
}

async function fullProject(id: string): Promise<TProject> {
  const res = await h.request(`/api/projects/${id}`, { user: adviser });
  expect(res.status).toBe(200);
  return ZProjectResponse.parse(await res.json()).project;
}

/** The adviser's ids in the order the database sorts them (created_at, then id, descending). */
async function expectedOrder(userId: string): Promise<string[]> {
  const rows = await h.runtime.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((r) => r.id);
}

describe("GET /api/projects pages", () => {
  it("the first page without ?limit has 50 projects, the total and a cursor", async () => {
    const first = await page(adviser);
    expect(first.projects).toHaveLength(50);
    expect(first.total).toBe(BULK + analysed.length);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it.each([1, 7, 50, 200])("limit %i: the pages together are every project once, in a stable order", async (limit) => {
    const pages = await allPages(adviser, limit);
    const ids = pages.flatMap((p) => p.projects.map((x) => x.id));
    expect(ids).toEqual(await expectedOrder(adviser.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.every((p) => p.projects.length <= limit)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.slice(1).every((p) => p.total === null)).toBe(true);
  });

  it("newest first: the analysed projects lead, created_at never increases along the pages", async () => {
    const ids = (await allPages(adviser, 50)).flatMap((p) => p.projects);
    expect(ids.slice(0, 2).map((p) => p.id)).toEqual([...analysed].reverse());
    for (let i = 1; i < ids.length; i++)
      expect(Date.parse(ids[i]?.createdAt ?? "") <= Date.parse(ids[i - 1]?.createdAt ?? "")).toBe(true);
  });

  it("a project created between two pages neither repeats nor shifts the next page", async () => {
    const first = await page(adviser, "?limit=20");
    const [inserted] = await h.runtime.database.db
      .insert(projects)
      .values({ userId: adviser.id, name: "Newest", clientNotes: "Net worth $1M." })
      .returning({ id: projects.id });
    try {
      const second = await page(adviser, `?limit=20&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
      const order = await expectedOrder(adviser.id);
      expect(second.projects.map((p) => p.id)).toEqual(order.slice(21, 41));
      expect(second.projects.map((p) => p.id)).not.toContain(inserted?.id);
    } finally {
      await h.runtime.database.db.delete(projects).where(eq(projects.id, inserted?.id ?? ""));
    }
  });

  it("soft-deleted projects are neither listed nor counted", async () => {
    const victim = (await page(adviser, "?limit=3")).projects[2]?.id ?? "";
    expect((await h.request(`/api/projects/${victim}`, { method: "DELETE", user: adviser })).status).toBe(200);
    const pages = await allPages(adviser, 50);
    expect(pages.flatMap((p) => p.projects.map((x) => x.id))).not.toContain(victim);
    expect(pages[0]?.total).toBe(BULK + analysed.length - 1);
  });
});

describe("another adviser's projects never appear", () => {
  it("in any page of the list", async () => {
    const mine = (await allPages(adviser, 200)).flatMap((p) => p.projects);
    expect(mine.some((p) => p.name.startsWith("Other "))).toBe(false);
    const theirs = (await allPages(other, 200)).flatMap((p) => p.projects);
    expect(theirs).toHaveLength(30);
    expect(theirs.every((p) => p.name.startsWith("Other "))).toBe(true);
  });

  it("with a cursor taken from their list", async () => {
    const theirs = await page(other, "?limit=5");
    const mine = await page(adviser, `?limit=200&cursor=${encodeURIComponent(theirs.nextCursor ?? "")}`);
    const ids = await h.runtime.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.userId, other.id));
    const otherIds = new Set(ids.map((r) => r.id));
    expect(mine.projects.some((p) => otherIds.has(p.id))).toBe(false);
  });
});

describe("bad paging input → 400", () => {
  it.each([
    "?limit=0",
    "?limit=201",
    "?limit=-1",
    "?limit=abc",
    "?limit=1.5",
    "?limit=",
    "?cursor=",
    "?cursor=not-a-cursor",
    `?cursor=${Buffer.from("2026-01-01 00:00:00+00|not-a-uuid").toString("base64url")}`,
    `?cursor=${Buffer.from("yesterday|00000000-0000-4000-8000-000000000000").toString("base64url")}`,
    `?cursor=${"a".repeat(201)}`,
  ])("%s", async (query) => {
    const res = await h.request(`/api/projects${query}`, { user: adviser });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("anonymous → 401", async () => {
    expect((await h.request("/api/projects?limit=5")).status).toBe(401);
  });
});

describe("the summary columns say what the full analysis says", () => {
  const expectSummaryOf = (summary: TProjectSummary | undefined, project: TProject) => {
    expect(project.analysis).not.toBeNull();
    expect(summary).toEqual({
      id: project.id,
      name: project.name,
      description: project.description,
      status: project.status,
      stage: project.stage,
      netWorth: project.analysis?.clientProfile.currentNetWorth,
      strategyCount: project.analysis?.recommendations.length,
      latestVersion: project.analysisVersion?.version,
      error: project.error,
      createdAt: project.createdAt,
      updatedAt: project.updatedAt,
    });
  };
  const listed = async (id: string) => (await page(adviser, "?limit=200")).projects.find((p) => p.id === id);

  it("after an analysis completes", async () => {
    for (const id of analysed) {
      const project = await fullProject(id);
      expect(project.analysis?.clientProfile.currentNetWorth).toBeGreaterThan(0);
      expectSummaryOf(await listed(id), project);
    }
  });

  it("after a recalculation completes as version 2", async () => {
    const id = analysed[0] ?? "";
    const before = await fullProject(id);
    const res = await h.request(`/api/projects/${id}/facts`, {
      method: "PUT",
      user: adviser,
      json: { facts: { maritalStatus: "single", netWorthUsd: 12_000_000 } },
    });
    expect(res.status).toBe(202);
    await waitForProject(h, adviser, id);
    const after = await fullProject(id);
    expect(after.analysisVersion?.version).toBe(2);
    expect(after.analysis?.recommendations.length).not.toBe(before.analysis?.recommendations.length);
    expectSummaryOf(await listed(id), after);
  });

  it("the migration's backfill writes what the analysis says", async () => {
    const { db } = h.runtime.database;
    await db
      .update(projects)
      .set({ netWorth: 0, strategyCount: 0, latestVersion: null })
      .where(inArray(projects.id, analysed));
    const migration = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/0007_project_summaries.sql"),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/^\s*--[\s\S]*UPDATE "projects"/);
    await db.execute(sql.raw(backfill));
    for (const id of analysed) expectSummaryOf(await listed(id), await fullProject(id));
  });

  it("the backfill counts a legacy text analysis with spec §5's keyword rule", async () => {
    const { db } = h.runtime.database;
    const [legacy] = await db
      .insert(projects)
      .values({
        userId: adviser.id,
        name: "Legacy",
        clientNotes: "Net worth $1M.",
        status: "completed",
        // 7 keyword mentions: ⌊7 ÷ 3⌋ = 2 strategies.
        analysis: "Strategy: a trust, a plan, a structure; another trust, plan and strategy." as never,
      })
      .returning({ id: projects.id });
    const migration = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/0007_project_summaries.sql"),
      "utf8",
    );
    await db.execute(sql.raw(migration.split("--> statement-breakpoint").at(-1) ?? ""));
    const summary = await listed(legacy?.id ?? "");
    expect(summary).toMatchObject({ netWorth: 0, strategyCount: 2, latestVersion: null });
  });
});
