import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type TAnalysisVersion, type TProject, ZListVersionsResponse, ZProjectResponse } from "@fsa/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentExtractor } from "../../context.ts";
import { analysisVersions, auditEvents, explanations, projects } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../../testing/harness.ts";

/**
 * Issue #12 item 4: the adviser corrects the client facts and the analysis is recalculated as a
 * new version; earlier versions stay readable. The married-only strategy (SLAT, IRC §2523 marital
 * deduction for the gift to the trust) is the visible consequence of a marital-status correction.
 */
const NOTES = "Married couple, ages 60 and 58. Net worth is $30 million. Two children. Want to reduce estate taxes.";
const SLAT = "spousal-lifetime-access-trust";
const DOCUMENT_TEXT = "--- statement.txt ---\nRetirement accounts total $1,500,000.";

let h: Harness;
let adviser: TestUser;
let extractions = 0;
const countingExtractor: DocumentExtractor = async (attachments) => {
  extractions++;
  return { text: DOCUMENT_TEXT, files: attachments.map((a) => ({ name: a.name, ok: true })) };
};

beforeAll(async () => {
  h = await createHarness({
    env: { ADMIN_EMAILS: "admin@example.com" },
    overrides: { extractDocuments: countingExtractor },
  });
  const admin = await h.signUp("admin@example.com");
  adviser = await h.approvedUser(admin, "adviser@example.com");
});
afterAll(() => h.close());

async function analysed(notes = NOTES, attachments?: unknown[]): Promise<string> {
  const res = await h.request("/api/projects", { method: "POST", user: adviser, json: { notes, attachments } });
  expect(res.status).toBe(202);
  const { project } = (await res.json()) as { project: { id: string } };
  expect((await waitForProject(h, adviser, project.id)).status).toBe("completed");
  return project.id;
}

const putFacts = (id: string, facts: unknown) =>
  h.request(`/api/projects/${id}/facts`, { method: "PUT", user: adviser, json: { facts } });

async function readProject(id: string, query = ""): Promise<TProject> {
  const res = await h.request(`/api/projects/${id}${query}`, { user: adviser });
  expect(res.status).toBe(200);
  return ZProjectResponse.parse(await res.json()).project;
}

async function versionsOf(id: string): Promise<TAnalysisVersion[]> {
  const res = await h.request(`/api/projects/${id}/versions`, { user: adviser });
  expect(res.status).toBe(200);
  return ZListVersionsResponse.parse(await res.json()).versions;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("a new analysis is version 1", () => {
  it("lists one completed version without corrections, and the project shows it", async () => {
    const id = await analysed();
    const versions = await versionsOf(id);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        status: "completed",
        changedFields: [],
        corrections: {},
        error: null,
        createdBy: { id: adviser.id, email: "adviser@example.com" },
      }),
    ]);
    const project = await readProject(id);
    expect(project.analysisVersion?.version).toBe(1);
    expect(project.versionCount).toBe(1);
  });
});

describe("PUT /api/projects/:id/facts recalculates as a new version", () => {
  let id: string;
  let original: TProject;
  let corrected: TProject;

  beforeAll(async () => {
    id = await analysed();
    original = await readProject(id);
    const res = await putFacts(id, { maritalStatus: "single", primaryAge: 72 });
    expect(res.status).toBe(202);
    const accepted = ZProjectResponse.parse(await res.json()).project;
    // Accepted at once: the recalculation runs as a job; the completed version 1 stays shown.
    expect(["pending", "processing", "completed"]).toContain(accepted.status);
    expect(accepted.versionCount).toBe(2);
    await waitForProject(h, adviser, id);
    corrected = await readProject(id);
  });

  it("the original analysis recommends the married-only SLAT", () => {
    expect(original.analysis?.facts.maritalStatus).toBe("married");
    expect(original.analysis?.recommendations.map((r) => r.strategyId)).toContain(SLAT);
  });

  it("the latest completed version has the corrected facts, with adviser evidence, and no SLAT", () => {
    expect(corrected.status).toBe("completed");
    expect(corrected.analysisVersion).toMatchObject({ version: 2, status: "completed" });
    const facts = corrected.analysis?.facts;
    expect(facts?.maritalStatus).toBe("single");
    expect(facts?.primaryAge).toBe(72);
    expect(facts?.netWorthUsd).toBe(30_000_000);
    const adviserEvidence = facts?.evidence.filter((e) => e.source === "adviser").map((e) => e.field);
    expect(adviserEvidence?.sort()).toEqual(["maritalStatus", "primaryAge"]);
    // The quote the rules read stays beside the correction.
    expect(facts?.evidence.find((e) => e.field === "maritalStatus" && e.source === "rules")?.text).toBe("Married");
    expect(corrected.analysis?.recommendations.map((r) => r.strategyId)).not.toContain(SLAT);
  });

  it("version 1 stays readable and unchanged with ?version=1", async () => {
    const first = await readProject(id, "?version=1");
    expect(first.analysisVersion).toMatchObject({ version: 1, status: "completed" });
    expect(first.analysis).toEqual(original.analysis);
    expect(first.versionCount).toBe(2);
  });

  it("the workspace card reflects the latest completed analysis", async () => {
    const list = (await (await h.request("/api/projects", { user: adviser })).json()) as {
      projects: { id: string; strategyCount: number }[];
    };
    expect(list.projects.find((p) => p.id === id)?.strategyCount).toBe(corrected.analysis?.recommendations.length);
  });

  it("lists versions newest first with author, changed fields and corrections", async () => {
    const versions = await versionsOf(id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      status: "completed",
      changedFields: ["maritalStatus", "primaryAge"],
      corrections: { maritalStatus: "single", primaryAge: 72 },
      createdBy: { id: adviser.id, email: "adviser@example.com" },
    });
    expect(versions[0]?.completedAt).not.toBeNull();
  });

  it("writes one analysis.facts_corrected audit row with the changed fields", async () => {
    const rows = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, "analysis.facts_corrected")));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorUserId).toBe(adviser.id);
    expect(rows[0]?.details).toEqual({ version: 2, changedFields: ["maritalStatus", "primaryAge"] });
  });

  it("a second set replaces the first: a withdrawn correction counts as changed", async () => {
    const res = await putFacts(id, { primaryAge: 72, childrenCount: 3 });
    expect(res.status).toBe(202);
    await waitForProject(h, adviser, id);
    const latest = await readProject(id);
    expect(latest.analysisVersion?.version).toBe(3);
    expect(latest.analysis?.facts.maritalStatus).toBe("married");
    expect(latest.analysis?.facts.childrenCount).toBe(3);
    expect(latest.analysis?.recommendations.map((r) => r.strategyId)).toContain(SLAT);
    const [v3] = await versionsOf(id);
    expect(v3?.changedFields).toEqual(["childrenCount", "maritalStatus"]);
    expect(v3?.corrections).toEqual({ primaryAge: 72, childrenCount: 3 });
    // Version 2 is still what it was.
    expect((await readProject(id, "?version=2")).analysis).toEqual(corrected.analysis);
  });
});

describe("bad requests", () => {
  let id: string;
  beforeAll(async () => {
    id = await analysed("Single, 45. Net worth is $4 million.");
  });

  it.each([
    // In sentences naming the field in words (issue #16 "Plain English").
    ["an unknown fact", { netWorth: 1 }, /does not accept: netWorth/],
    ["the evidence", { evidence: [] }, /does not accept: evidence/],
    ["a wrong type", { primaryAge: "sixty" }, /^The primary age must be a number\.$/],
    ["a marital status outside the list", { maritalStatus: "engaged" }, /^The marital status must be one of/],
    ["an age over 120", { primaryAge: 300 }, /^Primary age: An age is between 0 and 120/],
    ["a negative balance", { cashUsd: -5 }, /^Cash: An amount cannot be negative/],
  ])("%s → 400 with the zod message, nothing saved", async (_name, facts, message) => {
    const res = await putFacts(id, facts);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.message).toMatch(message);
    expect((await versionsOf(id)).length).toBe(1);
  });

  it("a body without `facts` → 400", async () => {
    const res = await h.request(`/api/projects/${id}/facts`, { method: "PUT", user: adviser, json: {} });
    expect(res.status).toBe(400);
  });

  it("a missing project → 404; a missing version → 404; a version that is not a number → 400", async () => {
    expect((await putFacts("00000000-0000-4000-8000-000000000000", {})).status).toBe(404);
    const missing = await h.request(`/api/projects/${id}?version=9`, { user: adviser });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Version not found");
    expect((await h.request(`/api/projects/${id}?version=abc`, { user: adviser })).status).toBe(400);
  });

  it.each(["pending", "processing"])("409 while the analysis is %s, nothing saved", async (status) => {
    const { db } = h.runtime.database;
    await db.update(projects).set({ status }).where(eq(projects.id, id));
    try {
      const res = await putFacts(id, { primaryAge: 46 });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe("conflict");
      expect((await versionsOf(id)).length).toBe(1);
    } finally {
      await db.update(projects).set({ status: "completed" }).where(eq(projects.id, id));
    }
  });

  it("409 for an analysis that never completed (no facts to correct)", async () => {
    const { db } = h.runtime.database;
    await db.update(projects).set({ status: "failed", analysis: null }).where(eq(projects.id, id));
    const res = await putFacts(id, { primaryAge: 46 });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/no facts to correct/);
  });
});

describe("the recalculation job", () => {
  it("reuses the stored document text instead of extracting the documents again", async () => {
    const before = extractions;
    const id = await analysed(NOTES, [
      { name: "statement.txt", size: 10, type: "text/plain", data: "data:text/plain;base64,eA==" },
    ]);
    expect(extractions).toBe(before + 1);
    expect((await readProject(id)).analysis?.facts.retirementAccountsUsd).toBe(1_500_000);
    expect((await putFacts(id, { primaryAge: 61 })).status).toBe(202);
    await waitForProject(h, adviser, id);
    const latest = await readProject(id);
    expect(extractions).toBe(before + 1);
    expect(latest.analysis?.facts.primaryAge).toBe(61);
    expect(latest.analysis?.facts.retirementAccountsUsd).toBe(1_500_000);
  });

  it("drops cached explanations written from the earlier facts", async () => {
    const id = await analysed();
    const ask = await h.request(`/api/projects/${id}/explanations`, {
      method: "POST",
      user: adviser,
      json: { strategyId: SLAT },
    });
    expect(ask.status).toBe(200);
    const cached = () => h.runtime.database.db.select().from(explanations).where(eq(explanations.projectId, id));
    expect(await cached()).toHaveLength(1);
    await putFacts(id, { primaryAge: 65 });
    await waitForProject(h, adviser, id);
    expect(await cached()).toHaveLength(0);
  });

  it("a failed recalculation is retried with its corrections", async () => {
    const id = await analysed();
    const { db } = h.runtime.database;
    // A failure as the job records it, without a job: the project and its version 2 failed.
    await db.update(projects).set({ status: "failed", error: "Analysis failed." }).where(eq(projects.id, id));
    await db.insert(analysisVersions).values({
      projectId: id,
      version: 2,
      status: "failed",
      error: "Analysis failed.",
      corrections: { primaryAge: 80 },
      changedFields: ["primaryAge"],
      createdBy: adviser.id,
    });
    const failed = await readProject(id);
    // The completed version 1 is still shown while the latest failed.
    expect(failed.analysisVersion?.version).toBe(1);
    expect((await versionsOf(id))[0]).toMatchObject({ version: 2, status: "failed", error: "Analysis failed." });
    const retried = await h.request(`/api/projects/${id}/retry`, { method: "POST", user: adviser });
    expect(retried.status).toBe(202);
    await waitForProject(h, adviser, id);
    const done = await readProject(id);
    expect(done.analysisVersion).toMatchObject({ version: 2, status: "completed", error: null });
    expect(done.analysis?.facts.primaryAge).toBe(80);
  });
});

describe("migration 0002", () => {
  it("gives an analysis stored before versions existed its version 1", async () => {
    const id = await analysed();
    const { db } = h.runtime.database;
    await db.delete(analysisVersions).where(eq(analysisVersions.projectId, id));
    expect(await versionsOf(id)).toEqual([]);
    const here = path.dirname(fileURLToPath(import.meta.url));
    const migration = readFileSync(path.resolve(here, "../../../drizzle/0002_analysis_versions.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/^\s*-- Version 1[\s\S]*INSERT INTO "analysis_versions"/);
    await db.execute(sql.raw(backfill));
    const [v1] = await versionsOf(id);
    expect(v1).toMatchObject({ version: 1, status: "completed", corrections: {}, changedFields: [] });
    const project = await readProject(id, "?version=1");
    expect(project.analysis?.facts.netWorthUsd).toBe(30_000_000);
    // And it can be corrected like any other.
    expect((await putFacts(id, { maritalStatus: "widowed" })).status).toBe(202);
    await waitForProject(h, adviser, id);
    expect((await readProject(id)).analysisVersion?.version).toBe(2);
  });
});
