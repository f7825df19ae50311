import { ZAnalysisSummary } from "@fsa/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, teamsLinkCodes } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import {
  OTHER_TENANT,
  startTeamsKeys,
  TEST_CLIENT_ID,
  TEST_TENANT,
  type TeamsKeys,
} from "../../testing/teams-tokens.ts";

/** A second allowed tenant: the same object id there is another person. */
const SECOND_TENANT = "22222222-3333-4444-5555-666666666666";
const oid = (n: number) => `0000aaaa-1111-2222-3333-${String(n).padStart(12, "0")}`;

let keys: TeamsKeys;
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  keys = await startTeamsKeys();
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@firm.example",
      TEAMS_CLIENT_ID: TEST_CLIENT_ID,
      TEAMS_ALLOWED_TENANTS: `${TEST_TENANT},${SECOND_TENANT}`,
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

/** The tab's session call: the state and, when not linked, the one-time link URL. */
async function session(token: string) {
  const res = await call("/session", token, { method: "POST" });
  expect(res.status).toBe(200);
  return (await res.json()) as { state: string; linkUrl: string | null; email: string | null };
}

/** Links a Teams identity to `user` as the web app does: the tab's link URL, confirmed while signed in. */
async function link(token: string, user: TestUser) {
  const { linkUrl } = await session(token);
  const code = new URL(linkUrl ?? "").searchParams.get("code");
  const res = await h.request("/api/teams-links/confirm", { method: "POST", user, json: { code } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { link: { id: string } }).link;
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

  it("a valid v2 token of an unlinked user gets not_linked with a one-time link URL, and 403 elsewhere", async () => {
    const token = await keys.sign({ preferred_username: "new.adviser@firm.example", oid: oid(1) });
    const state = await session(token);
    expect(state).toMatchObject({ state: "not_linked", email: null });
    expect(state.linkUrl).toMatch(/^http:\/\/localhost:3999\/integrations\/teams\/link\?code=[\w-]{32}$/);
    for (const path of ["/me", "/projects"]) {
      const res = await call(path, token);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("forbidden");
      expect(body.error.message).toMatch(
        /^This Microsoft Teams account is not connected to a Financial Strategy Advisor account\. To connect it, open http:\/\/localhost:3999\/integrations\/teams\/link\?code=[\w-]{32} in a browser/,
      );
    }
    // No account was made from the token.
    const users = (await (await h.request("/api/admin/users", { user: admin })).json()) as {
      users: { email: string }[];
    };
    expect(users.users.map((u) => u.email)).not.toContain("new.adviser@firm.example");
  });

  it("a valid v1 token (api:// audience, sts issuer, upn) is accepted", async () => {
    const res = await call("/session", await keys.sign({ upn: "v1.user@firm.example" }, { version: "1.0" }), {
      method: "POST",
    });
    expect(res.status).toBe(200);
  });

  // The hosts pre-authorised in the Entra app (extensions/teams/README.md): Teams, Microsoft 365
  // and Outlook. The token names the host's client in `azp` (v2) or `appid` (v1); none is refused for it.
  it.each([
    ["Teams desktop and mobile", "1fec8e78-bce4-4aaf-ab1b-5451cc387264"],
    ["Teams web", "5e3ce6c0-2b1f-4285-8d4b-75ee78787346"],
    ["Microsoft 365 web", "4765445b-32c6-49b0-83e6-1d93765276ca"],
    ["Microsoft 365 desktop", "0ec893e0-5785-4de6-99da-4ed124e5296c"],
    ["Microsoft 365 mobile and Outlook desktop", "d3590ed6-52b3-4102-aeff-aad2292ab01c"],
    ["Outlook web", "bc59ab01-8403-45c6-8796-ac3ef710b3e3"],
    ["Outlook mobile", "27922004-5251-4030-b22d-91ecd9a37ea4"],
  ])("a token the %s client obtained is accepted (v2 azp and v1 appid)", async (_host, clientId) => {
    for (const token of [
      await keys.sign({ azp: clientId, oid: oid(4242) }),
      await keys.sign({ appid: clientId, oid: oid(4242) }, { version: "1.0" }),
    ]) {
      const res = await call("/session", token, { method: "POST" });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { state: string }).state).toBe("not_linked");
    }
  });

  it("a token without a GUID oid → 401", async () => {
    expect(await code(await call("/session", await keys.sign({ oid: "not-a-guid" }), { method: "POST" }))).toEqual({
      status: 401,
      code: "unauthorized",
    });
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
    expect(await code(await call("/session", await keys.sign({ tid: OTHER_TENANT }), { method: "POST" }))).toEqual({
      status: 403,
      code: "forbidden",
    });
  });
});

describe("an approved adviser in Teams", () => {
  it("analyzes notes end to end and sees the summary; another adviser's project is 404", async () => {
    const adviser = await h.approvedUser(admin, "teams.adviser@firm.example");
    const token = await keys.sign({ preferred_username: "teams.adviser@firm.example" });
    await link(token, adviser);
    const me = (await (await call("/me", token)).json()) as { user: { id: string; email: string } };
    expect(me.user).toEqual({ id: adviser.id, email: "teams.adviser@firm.example", name: "teams.adviser" });
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
    const otherToken = await keys.sign({ preferred_username: "other@firm.example", oid: oid(9) });
    await link(otherToken, other);
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

/** Creates a project from Teams and returns its id. */
async function analyseFromTeams(token: string): Promise<string> {
  const res = await h.request("/api/integrations/teams/projects", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ notes: "Widowed client, age 71. Net worth is $6 million." }),
  });
  expect(res.status).toBe(202);
  return ZAnalysisSummary.parse(await res.json()).projectId;
}

async function projectIds(user: TestUser): Promise<string[]> {
  const res = await h.request("/api/projects", { user });
  return ((await res.json()) as { projects: { id: string }[] }).projects.map((p) => p.id);
}

describe("account takeover through Teams (issue #14 item 2) is refused", () => {
  it("a password account made with a colleague's address never receives that colleague's Teams analyses", async () => {
    // Mallory signs up first with Carol's address (no e-mail verification) and is approved later.
    const mallory = await h.approvedUser(admin, "carol@firm.example");
    // Carol uses the tab: her Teams identity is not linked to the account with her address.
    const carolToken = await keys.sign({ preferred_username: "carol@firm.example", name: "Carol", oid: oid(31) });
    expect((await session(carolToken)).state).toBe("not_linked");
    expect((await call("/projects", carolToken)).status).toBe(403);
    // Carol links her Teams user to the account she is signed in to (her own, under another sign-in).
    const carol = await h.approvedUser(admin, "carol.own@firm.example");
    await link(carolToken, carol);
    const id = await analyseFromTeams(carolToken);
    expect(await projectIds(carol)).toContain(id);
    expect(await projectIds(mallory)).not.toContain(id);
    expect((await h.request(`/api/projects/${id}`, { user: mallory })).status).toBe(404);
  });

  it("two Entra users with the same preferred_username but different oid are two identities", async () => {
    const dana = await h.approvedUser(admin, "dana@firm.example");
    const danaToken = await keys.sign({ preferred_username: "dana@firm.example", oid: oid(41) });
    await link(danaToken, dana);
    const id = await analyseFromTeams(danaToken);
    // A later holder of the same sign-in name (rename, re-hire, guest) has another object id.
    const impostor = await keys.sign({ preferred_username: "dana@firm.example", oid: oid(42) });
    expect((await session(impostor)).state).toBe("not_linked");
    expect((await call("/projects", impostor)).status).toBe(403);
    expect((await call(`/projects/${id}`, impostor)).status).toBe(403);
    // The same object id in another tenant is another person too.
    const otherTenant = await keys.sign({ preferred_username: "dana@firm.example", oid: oid(41), tid: SECOND_TENANT });
    expect((await session(otherTenant)).state).toBe("not_linked");
  });

  it("a token naming an admin's address is no admin session until that admin links that exact tid + oid", async () => {
    const forged = await keys.sign({ preferred_username: "admin@firm.example", name: "Admin", oid: oid(51) });
    expect((await session(forged)).state).toBe("not_linked");
    expect((await call("/me", forged)).status).toBe(403);
    const adminsOwn = await keys.sign({ preferred_username: "admin@firm.example", oid: oid(52) });
    await link(adminsOwn, admin);
    const me = (await (await call("/me", adminsOwn)).json()) as { isAdmin: boolean; user: { id: string } };
    expect(me).toMatchObject({ isAdmin: true, user: { id: admin.id } });
    // The admin's link covers only that object id.
    expect((await call("/me", forged)).status).toBe(403);
  });
});

describe("linking a Teams user from the web app", () => {
  it("shows the Teams user before confirming; the code works once, only for a signed-in adviser", async () => {
    const erin = await h.approvedUser(admin, "erin@firm.example");
    const token = await keys.sign({ preferred_username: "erin@firm.example", name: "Erin Example", oid: oid(61) });
    const { linkUrl } = await session(token);
    const linkCode = new URL(linkUrl ?? "").searchParams.get("code") ?? "";
    const preview = await h.request("/api/teams-links/preview", {
      method: "POST",
      user: erin,
      json: { code: linkCode },
    });
    expect(await preview.json()).toMatchObject({
      tenantId: TEST_TENANT,
      objectId: oid(61),
      teamsUsername: "erin@firm.example",
      teamsDisplayName: "Erin Example",
    });
    const anonymous = await h.request("/api/teams-links/confirm", { method: "POST", json: { code: linkCode } });
    expect(anonymous.status).toBe(401);
    const foreign = await h.request("/api/teams-links/confirm", {
      method: "POST",
      user: erin,
      json: { code: linkCode },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect((await session(token)).state).not.toBe("ready");
    const ok = await h.request("/api/teams-links/confirm", { method: "POST", user: erin, json: { code: linkCode } });
    expect(ok.status).toBe(200);
    const again = await h.request("/api/teams-links/confirm", { method: "POST", user: erin, json: { code: linkCode } });
    expect(await code(again)).toEqual({ status: 404, code: "not_found" });
    expect(await session(token)).toEqual({ state: "ready", linkUrl: null, email: "erin@firm.example" });
    // Only the hash of a code is stored.
    const stored = await h.runtime.database.db.select({ hash: teamsLinkCodes.codeHash }).from(teamsLinkCodes);
    expect(stored.map((r) => r.hash)).not.toContain(linkCode);
  });

  it("an expired code is refused", async () => {
    const token = await keys.sign({ oid: oid(71) });
    const { linkUrl } = await session(token);
    const linkCode = new URL(linkUrl ?? "").searchParams.get("code") ?? "";
    await h.runtime.database.db
      .update(teamsLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(teamsLinkCodes.objectId, oid(71))));
    const res = await h.request("/api/teams-links/confirm", { method: "POST", user: admin, json: { code: linkCode } });
    expect(await code(res)).toEqual({ status: 404, code: "not_found" });
  });

  it("a linked but pending adviser sees pending; approval opens the data routes", async () => {
    const pending = await h.signUp("frank@firm.example");
    const token = await keys.sign({ preferred_username: "frank@firm.example", oid: oid(81) });
    await link(token, pending);
    expect(await session(token)).toEqual({ state: "pending", linkUrl: null, email: "frank@firm.example" });
    expect(await code(await call("/projects", token))).toEqual({ status: 403, code: "not_approved" });
    await h.request(`/api/admin/users/${pending.id}/approve`, { method: "POST", user: admin });
    expect((await call("/projects", token)).status).toBe(200);
  });

  it("lists and unlinks from the web app, with audit rows; another adviser cannot unlink it", async () => {
    const gina = await h.approvedUser(admin, "gina@firm.example");
    const token = await keys.sign({ preferred_username: "gina@firm.example", oid: oid(91) });
    const linked = await link(token, gina);
    const list = (await (await h.request("/api/teams-links", { user: gina })).json()) as {
      links: { id: string; objectId: string }[];
    };
    expect(list.links).toEqual([expect.objectContaining({ id: linked.id, objectId: oid(91) })]);
    const stranger = await h.approvedUser(admin, "stranger@firm.example");
    expect((await h.request(`/api/teams-links/${linked.id}`, { method: "DELETE", user: stranger })).status).toBe(404);
    expect((await h.request(`/api/teams-links/${linked.id}`, { method: "DELETE", user: gina })).status).toBe(200);
    expect((await session(token)).state).toBe("not_linked");
    expect((await call("/projects", token)).status).toBe(403);
    const audits = await h.runtime.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, linked.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["teams.linked", "teams.unlinked"]);
    expect(audits.every((a) => a.actor === gina.id)).toBe(true);
    expect(audits[0]?.details).toMatchObject({ tenantId: TEST_TENANT, objectId: oid(91) });
  });
});
