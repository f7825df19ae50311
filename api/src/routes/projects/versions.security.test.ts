import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser, waitForProject } from "../../testing/harness.ts";

/**
 * Security cases of the client-facts and version routes (issue #12 item 4), in the style of
 * routes/security.test.ts: anonymous 401, pending 403, another adviser 404, an admin 404 (admins
 * get no access to advisers' projects, spec §6), the owner allowed. Runs on PGlite, and on
 * Postgres with TEST_DATABASE_URL.
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

type Case = { name: string; method: string; path: () => string; json?: unknown; ok: number };
const routes: Case[] = [
  {
    name: "PUT facts",
    method: "PUT",
    path: () => `/api/projects/${projectId}/facts`,
    json: { facts: { primaryAge: 69 } },
    ok: 202,
  },
  { name: "GET versions", method: "GET", path: () => `/api/projects/${projectId}/versions`, ok: 200 },
  { name: "GET a version", method: "GET", path: () => `/api/projects/${projectId}?version=1`, ok: 200 },
];

async function call(c: Case, user?: TestUser) {
  return h.request(c.path(), { method: c.method, user, json: c.json });
}

async function codeOf(res: Response) {
  return ((await res.json()) as { error: { code: string; requestId: string } }).error;
}

describe.each(routes)("$name", (c) => {
  it("anonymous → 401 with the error body", async () => {
    const res = await call(c);
    expect(res.status).toBe(401);
    const error = await codeOf(res);
    expect(error.code).toBe("unauthorized");
    expect(error.requestId).toBeTruthy();
  });
  it("signed in but pending → 403 not_approved", async () => {
    const res = await call(c, pending);
    expect(res.status).toBe(403);
    expect((await codeOf(res)).code).toBe("not_approved");
  });
  it("another adviser → 404", async () => {
    const res = await call(c, other);
    expect(res.status).toBe(404);
    expect((await codeOf(res)).code).toBe("not_found");
  });
  it("an admin → 404 (no access to an adviser's project)", async () => {
    expect((await call(c, admin)).status).toBe(404);
  });
  it("the owner → allowed", async () => {
    const res = await call(c, adviser);
    expect(res.status).toBe(c.ok);
    if (c.method === "PUT") await waitForProject(h, adviser, projectId);
  });
});

describe("nothing leaks to the others", () => {
  it("another adviser's correction attempt created no version", async () => {
    const res = await h.request(`/api/projects/${projectId}/versions`, { user: adviser });
    const { versions } = (await res.json()) as { versions: { version: number; createdBy: { id: string } }[] };
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.every((v) => v.createdBy.id === adviser.id)).toBe(true);
  });
});
