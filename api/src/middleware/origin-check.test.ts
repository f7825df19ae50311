import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";

/**
 * Cross-site request forgery (issue #14 item 3), through the real routes: with an admin's or an
 * adviser's cookie, a state-changing request from another origin is 403 and changes nothing; from
 * the app's own origin it works. PGlite, and Postgres with TEST_DATABASE_URL.
 */
let h: Harness;
let admin: TestUser;
let adviser: TestUser;
let projectId: string;

beforeAll(async () => {
  h = await createHarness({
    env: { ADMIN_EMAILS: "admin@example.com", TRUSTED_ORIGINS: "https://desk.firm.example" },
  });
  admin = await h.signUp("admin@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
  const res = await h.request("/api/projects", {
    method: "POST",
    user: adviser,
    json: { notes: "Married couple, ages 68 and 66. Net worth is approximately $9.4 million. Four children." },
  });
  projectId = ((await res.json()) as { project: { id: string } }).project.id;
  await waitForProject(h, adviser, projectId);
});
afterAll(() => h.close());

type Headers = Record<string, string>;
/** A request as a browser would send it: the cookie, the given headers and no default Origin. */
const send = (method: string, path: string, user: TestUser, headers: Headers, json?: unknown) =>
  h.request(path, { method, user, json, headers, origin: null });

const FOREIGN: [string, Headers][] = [
  ["Origin of another site", { origin: "https://evil.example" }],
  ["Origin of a sibling subdomain (same site)", { origin: "http://other.localhost:3999" }],
  ["Origin of another port", { origin: "http://localhost:4000" }],
  ["Origin: null", { origin: "null" }],
  ["a Referer of another site and no Origin", { referer: "https://evil.example/form.html" }],
  ["neither Origin nor Referer", {}],
  ["Sec-Fetch-Site: cross-site", { origin: "http://localhost:3999", "sec-fetch-site": "cross-site" }],
];

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe("forbidden");
  expect(body.error.message).toMatch(/^This request was refused because it came from another site/);
  expect(body.error.requestId).toBeTruthy();
}

async function statusOf(email: string) {
  const res = await h.request("/api/admin/users", { user: admin });
  const { users } = (await res.json()) as { users: { email: string; approved: boolean; isAdmin: boolean }[] };
  return users.find((u) => u.email === email);
}

describe.each(FOREIGN)("with %s", (_name, headers) => {
  it("approve, make-admin, revoke and remove-admin are 403 and change nothing", async () => {
    const target = await h.signUp(`target-${Math.random().toString(36).slice(2)}@example.com`);
    await expectRefused(await send("POST", `/api/admin/users/${target.id}/approve`, admin, headers));
    await expectRefused(await send("PUT", `/api/admin/users/${target.id}/admin`, admin, headers));
    await expectRefused(await send("POST", `/api/admin/users/${adviser.id}/revoke`, admin, headers));
    await expectRefused(await send("DELETE", `/api/admin/users/${admin.id}/admin`, admin, headers));
    expect(await statusOf(target.email)).toMatchObject({ approved: false, isAdmin: false });
    expect(await statusOf(adviser.email)).toMatchObject({ approved: true });
    expect(await statusOf(admin.email)).toMatchObject({ isAdmin: true });
  });

  it("create, retry, explanations and delete are 403 and change nothing", async () => {
    const before = (await (await h.request("/api/projects", { user: adviser })).json()) as { projects: unknown[] };
    await expectRefused(await send("POST", "/api/projects", adviser, headers, { notes: "Net worth $2 million." }));
    await expectRefused(await send("POST", `/api/projects/${projectId}/retry`, adviser, headers));
    await expectRefused(
      await send("POST", `/api/projects/${projectId}/explanations`, adviser, headers, {
        strategyId: "spousal-lifetime-access-trust",
      }),
    );
    await expectRefused(await send("DELETE", `/api/projects/${projectId}`, adviser, headers));
    const after = (await (await h.request("/api/projects", { user: adviser })).json()) as { projects: unknown[] };
    expect(after.projects).toHaveLength(before.projects.length);
    expect((await h.request(`/api/projects/${projectId}`, { user: adviser })).status).toBe(200);
  });

  it("the web app's linking endpoints are 403 too", async () => {
    await expectRefused(await send("POST", "/api/hubspot-links/confirm", adviser, headers, { code: "x".repeat(32) }));
  });
});

describe("from the app's own origin", () => {
  it.each([
    ["Origin: PUBLIC_URL", { origin: "http://localhost:3999" }],
    ["Origin in TRUSTED_ORIGINS", { origin: "https://desk.firm.example" }],
    ["a same-origin Referer and no Origin", { referer: "http://localhost:3999/admin" }],
    ["Sec-Fetch-Site: same-origin", { origin: "http://localhost:3999", "sec-fetch-site": "same-origin" }],
  ] as [string, Headers][])("with %s, approve and make-admin work", async (_name, headers) => {
    const target = await h.signUp(`ok-${Math.random().toString(36).slice(2)}@example.com`);
    expect((await send("POST", `/api/admin/users/${target.id}/approve`, admin, headers)).status).toBe(200);
    expect((await send("PUT", `/api/admin/users/${target.id}/admin`, admin, headers)).status).toBe(200);
    expect(await statusOf(target.email)).toMatchObject({ approved: true, isAdmin: true });
  });

  it("create, explanations, retry and delete reach their routes", async () => {
    const headers = { origin: "http://localhost:3999" };
    const created = await send("POST", "/api/projects", adviser, headers, { notes: "Net worth is $3 million." });
    expect(created.status).toBe(202);
    const id = ((await created.json()) as { project: { id: string } }).project.id;
    await waitForProject(h, adviser, id);
    const explained = await send("POST", `/api/projects/${id}/explanations`, adviser, headers, {
      strategyId: "spousal-lifetime-access-trust",
    });
    expect(explained.status).not.toBe(403);
    // Retrying a completed analysis is a conflict: the request got past the origin check.
    expect((await send("POST", `/api/projects/${id}/retry`, adviser, headers)).status).toBe(409);
    expect((await send("DELETE", `/api/projects/${id}`, adviser, headers)).status).toBe(200);
  });

  it("reads are not checked: a GET without Origin works", async () => {
    expect((await send("GET", "/api/projects", adviser, {})).status).toBe(200);
  });

  it("a request without cookie, Origin or Referer is not refused by the check (it has no session: 401)", async () => {
    const res = await h.request("/api/projects", { method: "POST", json: { notes: "x" }, origin: null });
    expect(res.status).toBe(401);
  });
});

describe("the auth endpoints and the integrations", () => {
  it("sign-in and sign-out from another site are 403 (login forgery included)", async () => {
    await expectRefused(
      await h.request("/api/auth/sign-out", { method: "POST", user: adviser, origin: "https://evil.example" }),
    );
    await expectRefused(
      await h.request("/api/auth/sign-in/email", {
        method: "POST",
        origin: "https://evil.example",
        json: { email: "adviser@example.com", password: "correct-horse-battery-staple" },
      }),
    );
  });

  it("the integrations are not checked here: a Teams call with a foreign Origin fails on its token, 401", async () => {
    const res = await h.request("/api/integrations/teams/projects", {
      method: "POST",
      json: { notes: "x" },
      origin: "https://evil.example",
      headers: { cookie: adviser.cookie },
    });
    expect(res.status).toBe(401);
  });
});
