import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";

/**
 * Every route's security cases (CODE_STYLE.md "Tests"): anonymous, pending, approved, another
 * adviser, admin. Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
let h: Harness;
let admin: TestUser;
let pending: TestUser;
let adviser: TestUser;
let other: TestUser;
let projectId: string;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
  admin = await h.signUp("admin@example.com");
  pending = await h.signUp("pending@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
  other = await h.approvedUser(admin, "other@example.com");
  const res = await h.request("/api/projects", {
    method: "POST",
    user: adviser,
    json: { notes: "Married couple, ages 68 and 66. Net worth is approximately $9.4 million. Four children." },
  });
  projectId = ((await res.json()) as { project: { id: string } }).project.id;
  await waitForProject(h, adviser, projectId);
});
afterAll(() => h.close());

type Case = { method: string; path: () => string; json?: unknown };
const dataRoutes: Case[] = [
  { method: "GET", path: () => "/api/projects" },
  { method: "POST", path: () => "/api/projects", json: { notes: "Net worth $2 million." } },
  { method: "GET", path: () => `/api/projects/${projectId}` },
  { method: "GET", path: () => `/api/projects/${projectId}/events` },
  { method: "POST", path: () => `/api/projects/${projectId}/retry` },
  { method: "DELETE", path: () => `/api/projects/${projectId}` },
  {
    method: "POST",
    path: () => `/api/projects/${projectId}/explanations`,
    json: { strategyId: "spousal-lifetime-access-trust" },
  },
];
const adminRoutes: Case[] = [
  { method: "GET", path: () => "/api/admin/users" },
  { method: "POST", path: () => "/api/admin/users/x/approve" },
  { method: "POST", path: () => "/api/admin/users/x/revoke" },
  { method: "PUT", path: () => "/api/admin/users/x/admin" },
  { method: "DELETE", path: () => "/api/admin/users/x/admin" },
];

async function call(c: Case, user?: TestUser) {
  return h.request(c.path(), { method: c.method, user, json: c.json });
}

describe("anonymous", () => {
  it.each([...dataRoutes, ...adminRoutes, { method: "GET", path: () => "/api/me" }])(
    "$method is 401 with the error body",
    async (c) => {
      const res = await call(c);
      expect(res.status).toBe(401);
      const body = (await res.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe("unauthorized");
      expect(body.error.requestId).toBeTruthy();
    },
  );
  it("can read health and the strategy catalogue", async () => {
    expect((await h.request("/api/health")).status).toBe(200);
    expect((await h.request("/api/strategies")).status).toBe(200);
  });
});

describe("signed in but pending", () => {
  it.each(dataRoutes)("$method data route is 403 not_approved", async (c) => {
    const res = await call(c, pending);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_approved");
  });
  it.each(adminRoutes)("$method admin route is 403", async (c) => {
    expect((await call(c, pending)).status).toBe(403);
  });
  it("sees its own flags on /api/me", async () => {
    const res = await h.request("/api/me", { user: pending });
    expect(await res.json()).toMatchObject({
      isApproved: false,
      isAdmin: false,
      user: { email: "pending@example.com" },
    });
  });
});

describe("another adviser", () => {
  it.each(dataRoutes.filter((c) => c.path().includes(projectId)))(
    "$method on someone else's project is 404",
    async (c) => {
      const res = await call(c, other);
      expect(res.status).toBe(404);
    },
  );
  it("does not see it in the list", async () => {
    const res = await h.request("/api/projects", { user: other });
    expect(((await res.json()) as { projects: unknown[] }).projects).toEqual([]);
  });
  it.each(adminRoutes)("$method admin route is 403 for an approved non-admin", async (c) => {
    const res = await call(c, other);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Only admins can/);
  });
});

describe("owner and admin", () => {
  it("the owner reads the project with its analysis", async () => {
    const res = await h.request(`/api/projects/${projectId}`, { user: adviser });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { project: { status: string; analysis: { recommendations: unknown[] } } };
    expect(body.project.status).toBe("completed");
    expect(body.project.analysis.recommendations.length).toBeGreaterThan(0);
  });
  it("an admin without approval can use the data routes", async () => {
    const res = await h.request("/api/projects", { user: admin });
    expect(res.status).toBe(200);
  });
  it("an admin cannot read an adviser's project", async () => {
    expect((await h.request(`/api/projects/${projectId}`, { user: admin })).status).toBe(404);
  });
});
