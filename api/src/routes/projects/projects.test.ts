import { ZAnalysisResult, ZProjectEvent } from "@fsa/shared";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, projects } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../../testing/harness.ts";

let h: Harness;
let admin: TestUser;
let adviser: TestUser;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com", MAX_BODY_BYTES: "200000" } });
  admin = await h.signUp("admin@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
});
afterAll(() => h.close());

async function projectCount() {
  const [row] = await h.runtime.database.db.select({ n: count() }).from(projects);
  return row?.n ?? 0;
}

async function expectError(res: Response, status: number, code: string, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.requestId).toMatch(/.+/);
  if (message !== undefined) expect(body.error.message).toMatch(message);
}

describe("POST /api/projects bad input is refused and nothing is saved", () => {
  it.each([
    ["empty notes", { notes: "" }],
    ["whitespace notes", { notes: "   \n\t " }],
  ])("%s → 400 Notes required", async (_name, json) => {
    const before = await projectCount();
    await expectError(
      await h.request("/api/projects", { method: "POST", user: adviser, json }),
      400,
      "bad_request",
      /^Notes required$/,
    );
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ["notes of the wrong type", { notes: 42 }],
    ["missing notes", { attachments: [] }],
    [
      "attachment without a data URL",
      { notes: "Net worth $2M", attachments: [{ name: "a.pdf", size: 1, type: "application/pdf", data: "nope" }] },
    ],
    ["attachments not a list", { notes: "Net worth $2M", attachments: "a.pdf" }],
  ])("%s → 400", async (_name, json) => {
    const before = await projectCount();
    await expectError(await h.request("/api/projects", { method: "POST", user: adviser, json }), 400, "bad_request");
    expect(await projectCount()).toBe(before);
  });

  it("malformed JSON → 400", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      headers: { "content-type": "application/json" },
      body: '{"notes": "unterminated',
    });
    await expectError(res, 400, "bad_request", /JSON/);
  });

  it("a non-JSON body → 415", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      headers: { "content-type": "text/plain" },
      body: "notes=hello",
    });
    await expectError(res, 415, "unsupported_media_type");
  });

  it("a body over the configured limit → 413", async () => {
    const before = await projectCount();
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: { notes: `Net worth $5 million. ${"x".repeat(250_000)}` },
    });
    await expectError(res, 413, "payload_too_large");
    expect(await projectCount()).toBe(before);
  });

  it("an unknown project id → 404", async () => {
    await expectError(await h.request("/api/projects/not-a-uuid", { user: adviser }), 404, "not_found");
    await expectError(
      await h.request("/api/projects/00000000-0000-4000-8000-000000000000", { user: adviser }),
      404,
      "not_found",
    );
  });

  it("an unknown API path → 404 with the error body", async () => {
    await expectError(await h.request("/api/nothing-here", { user: adviser }), 404, "not_found");
  });
});

describe("the analysis job", () => {
  it("returns 202 at once with a pending project, then completes with a schema-valid analysis", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: {
        notes:
          "Dentist, 51, married. Owns a dental practice (S corporation). Total net worth about $6.2 million. Household income $780,000.",
      },
    });
    expect(res.status).toBe(202);
    const { project } = (await res.json()) as { project: { id: string; status: string } };
    expect(project.status).toBe("pending");
    const done = await waitForProject(h, adviser, project.id);
    expect(done.status).toBe("completed");
    const analysis = ZAnalysisResult.parse(done.analysis);
    expect(analysis.clientProfile.currentNetWorth).toBe(6_200_000);
    expect(analysis.meta.engine).toBe("catalogue engine");
    const list = (await (await h.request("/api/projects", { user: adviser })).json()) as {
      projects: { id: string; netWorth: number; strategyCount: number }[];
    };
    expect(list.projects[0]).toMatchObject({
      id: project.id,
      netWorth: 6_200_000,
      strategyCount: analysis.recommendations.length,
    });
  });

  it("answers the stored analysis as it is now: a write to it is seen on the next read (issue #15)", async () => {
    const [row] = await h.runtime.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.status, "completed"))
      .limit(1);
    expect(row).toBeDefined();
    const id = row?.id ?? "";
    const read = async () => {
      const res = await h.request(`/api/projects/${id}`, { user: adviser });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      return ((await res.json()) as { project: { id: string; analysis: unknown } }).project;
    };
    const first = await read();
    expect(first.id).toBe(id);
    const analysis = ZAnalysisResult.parse(first.analysis);
    expect(await read()).toEqual(first);
    // Changed in place (the text the API validated once is not the stored one any more).
    await h.runtime.database.db.execute(
      sql`UPDATE projects SET analysis = jsonb_set(analysis, '{clientProfile,currentNetWorth}', '7000000') WHERE id = ${id}`,
    );
    const changed = await read();
    expect(ZAnalysisResult.parse(changed.analysis).clientProfile.currentNetWorth).toBe(7_000_000);
    // A stored analysis that does not pass the schema is answered as none, as before.
    await h.runtime.database.db.execute(sql`UPDATE projects SET analysis = '{"broken":true}' WHERE id = ${id}`);
    expect((await read()).analysis).toBeNull();
    await h.runtime.database.db.update(projects).set({ analysis }).where(eq(projects.id, id));
    expect(ZAnalysisResult.parse((await read()).analysis)).toEqual(analysis);
  });

  it("lists newest first", async () => {
    const list = (await (await h.request("/api/projects", { user: adviser })).json()) as {
      projects: { createdAt: string }[];
    };
    const times = list.projects.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("streams stages as server-sent events until completed", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: { notes: "Single, 42. Net worth $7 million." },
    });
    const { project } = (await res.json()) as { project: { id: string } };
    const stream = await h.request(`/api/projects/${project.id}/events`, { user: adviser });
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const text = await stream.text();
    const events = [...text.matchAll(/^data: (.+)$/gm)].map((m) => ZProjectEvent.parse(JSON.parse(m[1] ?? "")));
    expect(events.at(-1)?.status).toBe("completed");
    expect(events.every((e) => e.projectId === project.id)).toBe(true);
  });

  it("retry is refused for a completed project and re-runs a failed one", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: { notes: "Net worth $3 million." },
    });
    const { project } = (await res.json()) as { project: { id: string } };
    await waitForProject(h, adviser, project.id);
    await expectError(
      await h.request(`/api/projects/${project.id}/retry`, { method: "POST", user: adviser }),
      409,
      "conflict",
    );
    await h.runtime.database.db
      .update(projects)
      .set({ status: "failed", error: "Analysis failed." })
      .where(eq(projects.id, project.id));
    const retried = await h.request(`/api/projects/${project.id}/retry`, { method: "POST", user: adviser });
    expect(retried.status).toBe(202);
    expect((await waitForProject(h, adviser, project.id)).status).toBe("completed");
  });

  it("delete hides the project and keeps the row", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: { notes: "Net worth $1 million." },
    });
    const { project } = (await res.json()) as { project: { id: string } };
    expect((await h.request(`/api/projects/${project.id}`, { method: "DELETE", user: adviser })).status).toBe(200);
    expect((await h.request(`/api/projects/${project.id}`, { user: adviser })).status).toBe(404);
    const [row] = await h.runtime.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("writes audit events for creation and completion", async () => {
    const rows = await h.runtime.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, adviser.id));
    const actions = new Set(rows.map((r) => r.action));
    expect(actions.has("project.created")).toBe(true);
    expect(actions.has("analysis.completed")).toBe(true);
  });
});

describe("explanations", () => {
  it("returns the catalogue engine's explanation, cached, and regenerates on request", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: adviser,
      json: {
        notes: "Married couple, ages 60 and 58. Net worth is $30 million. Two children. Want to reduce estate taxes.",
      },
    });
    const { project } = (await res.json()) as { project: { id: string } };
    const done = await waitForProject(h, adviser, project.id);
    const first = ZAnalysisResult.parse(done.analysis).recommendations[0];
    expect(first).toBeDefined();
    const ask = (regenerate?: boolean) =>
      h.request(`/api/projects/${project.id}/explanations`, {
        method: "POST",
        user: adviser,
        json: { strategyId: first?.strategyId, regenerate },
      });
    const a = (await (await ask()).json()) as {
      explanation: { strategyOverview: { title: string } };
      engine: string;
      generatedAt: string;
    };
    expect(a.explanation.strategyOverview.title).toBe(first?.strategy);
    expect(a.engine).toBe("catalogue engine");
    const b = (await (await ask()).json()) as { generatedAt: string };
    expect(b.generatedAt).toBe(a.generatedAt);
    const c = (await (await ask(true)).json()) as { generatedAt: string };
    expect(Date.parse(c.generatedAt)).toBeGreaterThanOrEqual(Date.parse(a.generatedAt));
    await expectError(
      await h.request(`/api/projects/${project.id}/explanations`, {
        method: "POST",
        user: adviser,
        json: { strategyId: "no-such" },
      }),
      404,
      "not_found",
    );
  });
});
