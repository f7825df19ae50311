import { ZAnalysisSummary } from "@fsa/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import {
  OTHER_TENANT,
  startTeamsKeys,
  TEST_CLIENT_ID,
  TEST_TENANT,
  type TeamsKeys,
} from "../../testing/teams-tokens.ts";

let keys: TeamsKeys;
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  keys = await startTeamsKeys();
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@firm.example",
      TEAMS_CLIENT_ID: TEST_CLIENT_ID,
      TEAMS_ALLOWED_TENANTS: TEST_TENANT,
      TEAMS_JWKS_URL: keys.jwksUrl,
    },
  });
  admin = await h.signUp("admin@firm.example");
});
afterAll(async () => {
  await h.close();
  await keys.close();
});

const call = (path: string, token: string | null, init: RequestInit & { json?: unknown } = {}) =>
  h.request(`/api/integrations/teams${path}`, {
    ...init,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function code(res: Response) {
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

function unsigned(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
}

describe("Teams SSO token verification", () => {
  it("no token is 401, never 400 — even with a bad body", async () => {
    const res = await call("/projects", null, { method: "POST", body: "{not json", json: undefined });
    expect(await code(res)).toEqual({ status: 401, code: "unauthorized" });
  });

  it("a valid v2 token of a new user signs in pending", async () => {
    const res = await call(
      "/me",
      await keys.sign({ preferred_username: "new.adviser@firm.example", oid: "0000aaaa-1111-2222-3333-000000000001" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isApproved: false,
      isAdmin: false,
      user: { email: "new.adviser@firm.example" },
    });
    const projects = await call("/projects", await keys.sign({ preferred_username: "new.adviser@firm.example" }));
    expect(await code(projects)).toEqual({ status: 403, code: "not_approved" });
  });

  it("a valid v1 token (api:// audience, sts issuer, upn) is accepted", async () => {
    const res = await call("/me", await keys.sign({ upn: "v1.user@firm.example" }, { version: "1.0" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: "v1.user@firm.example" } });
  });

  it.each([
    ["wrong audience", { aud: "api://evil.example/other" }, {}],
    ["wrong issuer", { iss: "https://login.microsoftonline.com/common/v2.0" }, {}],
    ["missing scope", { scp: "User.Read" }, {}],
    ["expired", {}, { expiresIn: "-5m" }],
    ["bad signature", {}, { useOtherKey: true }],
  ] as const)("%s → 401", async (_name, claims, options) => {
    expect(await code(await call("/me", await keys.sign({ ...claims }, options)))).toEqual({
      status: 401,
      code: "unauthorized",
    });
  });

  it("alg none → 401", async () => {
    const token = unsigned({
      aud: TEST_CLIENT_ID,
      iss: `https://login.microsoftonline.com/${TEST_TENANT}/v2.0`,
      tid: TEST_TENANT,
      scp: "access_as_user",
      preferred_username: "admin@firm.example",
      oid: "x",
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(await code(await call("/me", token))).toEqual({ status: 401, code: "unauthorized" });
  });

  it("another tenant → 403", async () => {
    expect(await code(await call("/me", await keys.sign({ tid: OTHER_TENANT })))).toEqual({
      status: 403,
      code: "forbidden",
    });
  });
});

describe("an approved adviser in Teams", () => {
  it("analyzes notes end to end and sees the summary; another adviser's project is 404", async () => {
    const me = (await (
      await call("/me", await keys.sign({ preferred_username: "teams.adviser@firm.example" }))
    ).json()) as {
      user: { id: string };
    };
    await h.request(`/api/admin/users/${me.user.id}/approve`, { method: "POST", user: admin });
    const token = await keys.sign({ preferred_username: "teams.adviser@firm.example" });
    const created = await h.request("/api/integrations/teams/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        notes: "Married couple, ages 66 and 64. Net worth is $14 million. Three children. Moderate risk tolerance.",
      }),
    });
    expect(created.status).toBe(202);
    const summary = ZAnalysisSummary.parse(await created.json());
    let done = summary;
    for (let i = 0; i < 200 && done.status !== "completed" && done.status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = ZAnalysisSummary.parse(await (await call(`/projects/${summary.projectId}`, token)).json());
    }
    expect(done.status).toBe("completed");
    expect(done.netWorth).toBe(14_000_000);
    expect(done.riskTolerance).toBe("moderate");
    expect(done.resultsUrl).toBe(`http://localhost:3999/results?project=${summary.projectId}`);
    const list = (await (await call("/projects", token)).json()) as { projects: { projectId: string }[] };
    expect(list.projects.map((p) => p.projectId)).toContain(summary.projectId);

    const other = await h.approvedUser(admin, "other@firm.example");
    const otherToken = await keys.sign({
      preferred_username: "other@firm.example",
      oid: "0000aaaa-1111-2222-3333-000000000009",
    });
    expect((await call(`/projects/${summary.projectId}`, otherToken)).status).toBe(404);
    expect((await h.request(`/api/projects/${summary.projectId}`, { user: other })).status).toBe(404);
  });

  it("bad input after a valid token is 400 with the spec's message", async () => {
    const token = await keys.sign({ preferred_username: "teams.adviser@firm.example" });
    const res = await h.request("/api/integrations/teams/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ notes: "   " }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Notes required");
  });

  it("the routes are in the OpenAPI document", async () => {
    const doc = (await (await h.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/integrations/teams/me",
        "/api/integrations/teams/projects",
        "/api/integrations/teams/projects/{id}",
      ]),
    );
  });
});
