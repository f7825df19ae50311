import { PENDING_PROJECT_NAME, ZListProjectsResponse } from "@fsa/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, projects } from "../../db/schema/index.ts";
import { legacyDefaultName } from "../../services/projects/create.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../../testing/harness.ts";

/**
 * Issue #16 workspace: a generated name for a project saved without one, `PATCH /api/projects/:id`
 * (rename) with its security cases, and `GET /api/projects?q=&sort=` with the cursor pagination.
 * Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
let h: Harness;
let admin: TestUser;
let pending: TestUser;
let adviser: TestUser;
let other: TestUser;
let analysedId: string;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
  admin = await h.signUp("admin@example.com");
  pending = await h.signUp("pending@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
  other = await h.approvedUser(admin, "other@example.com");
  const res = await h.request("/api/projects", {
    method: "POST",
    user: adviser,
    json: {
      notes:
        "So I met with them again last Tuesday. Married couple, ages 68 and 66, living in Texas. Net worth is approximately $9.4 million.",
    },
  });
  expect(res.status).toBe(202);
  const created = (await res.json()) as { project: { id: string; name: string } };
  expect(created.project.name).toBe(PENDING_PROJECT_NAME);
  analysedId = created.project.id;
  await waitForProject(h, adviser, analysedId);
  // Five more, inserted directly: names, descriptions and net worths to search and sort by.
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  await h.runtime.database.db.insert(projects).values(
    [
      ["Hartley family", "Farm in Iowa", 3_000_000],
      ["Okafor 100% review", "Business sale", 25_000_000],
      ["Nguyen", "hartley referral", 1_000_000],
      ["Reyes", "Retirement income", 3_000_000],
      ["Stone_trust", "Dynasty trust", 0],
    ].map(([name, description, netWorth], i) => ({
      userId: adviser.id,
      name: String(name),
      description: String(description),
      netWorth: Number(netWorth),
      clientNotes: "Net worth $1M.",
      createdAt: new Date(base + i * 1000),
    })),
  );
}, 60_000);
afterAll(() => h.close());

async function list(user: TestUser, query: string) {
  const res = await h.request(`/api/projects${query}`, { user });
  expect(res.status).toBe(200);
  return ZListProjectsResponse.parse(await res.json());
}

/** Every name in `sort` order, one project a page, following the cursors. */
async function namesByPages(sort: string, q = "") {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(
      adviser,
      `?limit=1&sort=${sort}${q ? `&q=${encodeURIComponent(q)}` : ""}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    names.push(...page.projects.map((p) => p.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

describe("a project saved without a name", () => {
  it("is named for its client when the analysis completes: type, net worth, state", async () => {
    const [row] = await h.runtime.database.db.select().from(projects).where(eq(projects.id, analysedId));
    expect(row?.name).toBe("Married couple, $9.4M, Texas");
  });
});

describe("a project named before issue #16 by its notes' first sentence", () => {
  it("is renamed for its client at its next analysis", async () => {
    const notes = "Widowed, 81, in Ohio. Net worth is $3 million.";
    const res = await h.request("/api/projects", { method: "POST", user: adviser, json: { notes } });
    const { project } = (await res.json()) as { project: { id: string } };
    await waitForProject(h, adviser, project.id);
    const { db } = h.runtime.database;
    await db
      .update(projects)
      .set({ name: legacyDefaultName(notes) })
      .where(eq(projects.id, project.id));
    expect(legacyDefaultName(notes)).toBe("Widowed, 81, in Ohio");
    const recalc = await h.request(`/api/projects/${project.id}/facts`, {
      method: "PUT",
      user: adviser,
      json: { facts: { primaryAge: 82 } },
    });
    expect(recalc.status).toBe(202);
    await waitForProject(h, adviser, project.id);
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.name).toBe("Widowed client, $3M, Ohio");
    // Out of the way of the list tests below.
    await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, project.id));
  });
});

describe("PATCH /api/projects/:id renames", () => {
  const rename = (user: TestUser | undefined, name: unknown, id = analysedId) =>
    h.request(`/api/projects/${id}`, { method: "PATCH", user, json: { name } });

  it("the owner → 200 with the summary; trimmed, control characters stripped, audited", async () => {
    const res = await rename(adviser, "  Smith\u0007 estate review  ");
    expect(res.status).toBe(200);
    const { project } = (await res.json()) as { project: { id: string; name: string } };
    expect(project).toMatchObject({ id: analysedId, name: "Smith estate review" });
    expect((await list(adviser, "?q=smith")).projects.map((p) => p.id)).toEqual([analysedId]);
    const audits = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, analysedId), eq(auditEvents.action, "project.renamed")));
    expect(audits).toHaveLength(1);
  });
  it("a recalculation keeps the adviser's name", async () => {
    const res = await h.request(`/api/projects/${analysedId}/facts`, {
      method: "PUT",
      user: adviser,
      json: { facts: { primaryAge: 69 } },
    });
    expect(res.status).toBe(202);
    await waitForProject(h, adviser, analysedId);
    const [row] = await h.runtime.database.db.select().from(projects).where(eq(projects.id, analysedId));
    expect(row?.name).toBe("Smith estate review");
  });
  it("an empty, blank or over-long name → 400 with a sentence naming the field and the rule", async () => {
    for (const [name, message] of [
      ["", "Enter the name."],
      ["   ", "Enter the name."],
      ["\u200B", "Enter the name."],
      ["x".repeat(201), "Use at most 200 characters for the name."],
    ] as const) {
      const res = await rename(adviser, name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await rename(adviser, 42)).status).toBe(400);
  });
  it("anonymous → 401", async () => {
    expect((await rename(undefined, "x")).status).toBe(401);
  });
  it("signed in but pending → 403", async () => {
    expect((await rename(pending, "x")).status).toBe(403);
  });
  it("another adviser → 404, and the name is unchanged", async () => {
    expect((await rename(other, "Mine now")).status).toBe(404);
    const [row] = await h.runtime.database.db.select().from(projects).where(eq(projects.id, analysedId));
    expect(row?.name).toBe("Smith estate review");
  });
  it("an admin → 404 (no access to an adviser's project)", async () => {
    expect((await rename(admin, "x")).status).toBe(404);
  });
  it("an unknown id → 404", async () => {
    expect((await rename(adviser, "x", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("GET /api/projects?q=&sort=", () => {
  it("q: case-insensitive on name or description, counted in the total", async () => {
    const page = await list(adviser, "?q=HARTLEY");
    expect(page.projects.map((p) => p.name).sort()).toEqual(["Hartley family", "Nguyen"]);
    expect(page.total).toBe(2);
  });
  it("q takes % and _ literally", async () => {
    expect((await list(adviser, "?q=100%25")).projects.map((p) => p.name)).toEqual(["Okafor 100% review"]);
    expect((await list(adviser, "?q=e_t")).projects.map((p) => p.name)).toEqual(["Stone_trust"]);
  });
  it("a blank q lists everything", async () => {
    expect((await list(adviser, "?q=%20")).total).toBe(6);
  });
  it("another adviser's projects never match", async () => {
    expect((await list(other, "?q=hartley")).projects).toEqual([]);
  });
  it("sort by net worth, largest first, ties by id, through the cursor one row a page", async () => {
    const names = await namesByPages("net-worth-desc");
    expect(names).toHaveLength(6);
    expect(names.slice(0, 2)).toEqual(["Okafor 100% review", "Smith estate review"]);
    expect(names.slice(2, 4).sort()).toEqual(["Hartley family", "Reyes"]);
    expect(names.slice(4)).toEqual(["Nguyen", "Stone_trust"]);
  });
  it("smallest first is the reverse", async () => {
    expect(await namesByPages("net-worth-asc")).toEqual((await namesByPages("net-worth-desc")).reverse());
  });
  it("oldest first and newest first are each other's reverse; search and sort combine", async () => {
    const oldest = await namesByPages("oldest");
    expect(oldest.slice(0, 5)).toEqual(["Hartley family", "Okafor 100% review", "Nguyen", "Reyes", "Stone_trust"]);
    expect(await namesByPages("newest")).toEqual([...oldest].reverse());
    expect(await namesByPages("net-worth-desc", "review")).toEqual(["Okafor 100% review", "Smith estate review"]);
    expect(await namesByPages("net-worth-asc", "review")).toEqual(["Smith estate review", "Okafor 100% review"]);
  });
  it("a cursor of another order, or an unknown sort → 400", async () => {
    const page = await list(adviser, "?limit=1&sort=net-worth-desc");
    const cursor = encodeURIComponent(page.nextCursor ?? "");
    expect((await h.request(`/api/projects?sort=oldest&cursor=${cursor}`, { user: adviser })).status).toBe(400);
    expect((await h.request(`/api/projects?cursor=${cursor}`, { user: adviser })).status).toBe(400);
    expect((await h.request("/api/projects?sort=name", { user: adviser })).status).toBe(400);
  });
});
