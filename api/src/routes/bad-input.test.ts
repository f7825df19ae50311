import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisVersions,
  auditEvents,
  explanations,
  profiles,
  projectAttachments,
  projects,
  userRoles,
} from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createHarness, type Harness, TEST_DATABASE_KIND, type TestUser, waitForProject } from "../testing/harness.ts";

/**
 * Issue #14 items 8 and 9: malformed, oversized and hostile input through the real routes. Every
 * case must be refused with a 4xx and a message, never a 5xx; no row may be left behind; and the
 * log must never hold the notes or attachments sent.
 */

const MARK = "SECRET-CLIENT-MARKER";
const MB = 1024 * 1024;
const FILE_LIMIT = 1 * MB;
const TOTAL_LIMIT = 2 * MB;
const BODY_LIMIT = 8 * MB;

type Who = "admin" | "adviser" | "other" | "pending" | "anon";
interface Case {
  name: string;
  method: string;
  path: string | (() => string);
  json?: unknown;
  body?: string;
  contentType?: string;
  who?: Who;
  origin?: string | null;
  /** The exact status when the case pins one; otherwise any 4xx. */
  status?: number;
  /** Text the message must contain. */
  message?: string | RegExp;
}

const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");
const file = (over: Record<string, unknown> = {}) => ({
  name: "statement.txt",
  size: 20,
  type: "text/plain",
  data: `data:text/plain;base64,${Buffer.from(`${MARK} balance 5,000`).toString("base64")}`,
  ...over,
});
const notes = `Married couple, net worth $12 million. ${MARK}`;
const withFiles = (files: unknown) => ({ notes, attachments: files });

let h: Harness;
const users = {} as Record<Exclude<Who, "anon">, TestUser>;
let projectId = "";
let otherProjectId = "";
const logLines: string[] = [];

const ids = () => ({ mine: projectId, theirs: otherProjectId });
const unknownUuid = "00000000-0000-4000-8000-000000000000";

function createCases(): Case[] {
  const c: Case[] = [];
  const post = (name: string, json: unknown, extra: Partial<Case> = {}) =>
    c.push({ name: `create: ${name}`, method: "POST", path: "/api/projects", json, ...extra });
  // Body shape and media type.
  post("no body", undefined, { body: "" });
  post("malformed JSON", undefined, { body: "{", message: "Malformed JSON" });
  post("truncated JSON", undefined, { body: '{"notes":"abc', message: "Malformed JSON" });
  post("JSON array", []);
  post("JSON null", null);
  post("JSON string", "notes");
  post("JSON number", 42);
  post("text/plain body", undefined, { body: JSON.stringify({ notes }), contentType: "text/plain", status: 415 });
  post("form body", undefined, {
    body: "notes=abc",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
  });
  post("body over the request limit", undefined, {
    body: JSON.stringify({ notes: "a".repeat(BODY_LIMIT + 10) }),
    status: 413,
  });
  // Notes.
  post("notes missing", {}, { message: "Notes required" });
  post("notes empty", { notes: "" }, { message: "Notes required" });
  post("notes spaces", { notes: "    " }, { message: "Notes required" });
  post("notes newlines and tabs", { notes: "\n\t\r\n" }, { message: "Notes required" });
  post("notes zero-width spaces", { notes: "\u200B\u200B\u200B" }, { message: "Notes required" });
  post("notes BOM and word joiner", { notes: "\uFEFF\u2060\u200D" }, { message: "Notes required" });
  post("notes non-breaking and ideographic spaces", { notes: "\u00A0\u3000\u2007" }, { message: "Notes required" });
  post("notes bidi marks", { notes: "\u200E\u200F\u202A\u202C" }, { message: "Notes required" });
  post("notes NUL only", { notes: "\u0000" }, { message: "Notes required" });
  post("notes control characters only", { notes: "\u0000\u0001\u0002\u001F\u007F" }, { message: "Notes required" });
  post("notes NUL and zero-width", { notes: "\u0000\u200B \u0000" }, { message: "Notes required" });
  post("notes a number", { notes: 42 });
  post("notes null", { notes: null });
  post("notes a list", { notes: [notes] });
  post("notes an object", { notes: { text: notes } });
  post("notes a boolean", { notes: true });
  post(
    "notes over 100,000 characters",
    { notes: `${MARK} ${"x".repeat(100_001)}` },
    { status: 413, message: "100,000" },
  );
  post("notes of 5 MB", { notes: `${MARK} ${"Account 1234 balance 5,000\n".repeat(5 * 40_000)}` }, { status: 413 });
  post("notes of 100,000 zero-width characters", { notes: "\u200B".repeat(100_000) }, { message: "Notes required" });
  post("notes with NUL over the limit", { notes: `\u0000${"a".repeat(100_001)}\u0000` }, { status: 413 });
  // Name and description.
  post("name a number", { notes, name: 7 });
  post("name over 200 characters", { notes, name: "n".repeat(201) });
  post("description over 2,000 characters", { notes, description: "d".repeat(2001) });
  post("description an object", { notes, description: { a: 1 } });
  // Attachments: shape.
  post("attachments a string", withFiles("a.pdf"));
  post("attachments an object", withFiles(file()));
  post("attachments [null]", withFiles([null]));
  post("attachments [{}]", withFiles([{}]));
  post("attachment without data", withFiles([{ name: "a.txt", size: 1, type: "text/plain" }]));
  post("attachment without name", withFiles([{ size: 1, type: "text/plain", data: "data:,a" }]));
  post("attachment name empty", withFiles([file({ name: "" })]));
  post("attachment name NUL only", withFiles([file({ name: "\u0000" })]), { message: "no name" });
  post("attachment name control characters only", withFiles([file({ name: "\u0001\u0007\u001B" })]), {
    message: "no name",
  });
  post("attachment name zero-width only", withFiles([file({ name: "\u200B\uFEFF" })]), { message: "no name" });
  post("attachment name spaces only", withFiles([file({ name: "   " })]), { message: "no name" });
  post("attachment name over 255 characters", withFiles([file({ name: `${"a".repeat(252)}.txt` })]));
  post("attachment name a number", withFiles([file({ name: 5 })]));
  post("attachment size negative", withFiles([file({ size: -1 })]));
  post("attachment size fractional", withFiles([file({ size: 1.5 })]));
  post("attachment size a string", withFiles([file({ size: "20" })]));
  post("attachment type a number", withFiles([file({ type: 3 })]));
  post("attachment type over 255 characters", withFiles([file({ type: "t".repeat(256) })]));
  // Attachments: data.
  post("data not a data URL", withFiles([file({ data: "nope" })]));
  post("data an http URL", withFiles([file({ data: "https://example.com/a.pdf" })]));
  post("data a javascript URL", withFiles([file({ data: "javascript:alert(1)" })]));
  post("data invalid base64 characters", withFiles([file({ data: "data:application/pdf;base64,!!!!" })]), {
    message: "base64",
  });
  post("data base64 of impossible length", withFiles([file({ data: "data:text/plain;base64,QUJDR" })]), {
    message: "base64",
  });
  post("data base64 with padding inside", withFiles([file({ data: "data:text/plain;base64,QQ==QUJD" })]), {
    message: "base64",
  });
  post("data broken percent-encoding", withFiles([file({ data: "data:text/plain,%E0%A4%A" })]), {
    message: "percent",
  });
  post("data a number", withFiles([file({ data: 12 })]));
  // Attachments: count and decoded size, whatever size is declared.
  post("11 attachments", withFiles(Array.from({ length: 11 }, () => file())), { message: "At most 10" });
  post("100 attachments", withFiles(Array.from({ length: 100 }, () => file())), { message: "At most 10" });
  post("declared 1 byte carrying 3 MB", withFiles([file({ size: 1, data: `data:text/plain;base64,${b64(3 * MB)}` })]), {
    status: 413,
    message: "1 MB limit per file",
  });
  post(
    "declared 0 bytes carrying just over the file limit",
    withFiles([file({ size: 0, data: `data:application/pdf;base64,${b64(FILE_LIMIT + 1)}` })]),
    { status: 413 },
  );
  post(
    "percent-encoded data over the file limit",
    withFiles([file({ size: 1, data: `data:text/plain,${"%41".repeat(FILE_LIMIT + 1)}` })]),
    { status: 413 },
  );
  post(
    "three files together over the total limit",
    withFiles(
      Array.from({ length: 3 }, (_, i) => file({ name: `f${i}.txt`, size: 1, data: `data:;base64,${b64(0.9 * MB)}` })),
    ),
    { status: 413, message: "2 MB limit per analysis" },
  );
  post("one good file and one bad", withFiles([file(), file({ data: "data:;base64,***" })]));
  // Who and from where.
  post("signed out", { notes }, { who: "anon", status: 401 });
  post("awaiting approval", { notes }, { who: "pending", status: 403 });
  post("foreign Origin", { notes }, { origin: "https://evil.example", status: 403 });
  post("null Origin", { notes }, { origin: "null", status: 403 });

  // Project reads with bad ids and versions.
  const get = (name: string, path: string | (() => string), extra: Partial<Case> = {}) =>
    c.push({ name: `get: ${name}`, method: "GET", path, ...extra });
  get("unknown project", `/api/projects/${unknownUuid}`, { status: 404 });
  get("id not a uuid", "/api/projects/not-a-uuid", { status: 404 });
  get("id with NUL", "/api/projects/%00");
  get("id with control characters", "/api/projects/%01%02%1B");
  get("id over 100 characters", `/api/projects/${"a".repeat(101)}`);
  get("another adviser's project", () => `/api/projects/${ids().theirs}`, { status: 404 });
  get("version 0", () => `/api/projects/${ids().mine}?version=0`);
  get("version -1", () => `/api/projects/${ids().mine}?version=-1`);
  get("version abc", () => `/api/projects/${ids().mine}?version=abc`);
  get("version 1.5", () => `/api/projects/${ids().mine}?version=1.5`);
  get("version 999", () => `/api/projects/${ids().mine}?version=999`, { status: 404 });
  get("version with NUL", () => `/api/projects/${ids().mine}?version=%00`);
  get("versions of an unknown project", `/api/projects/${unknownUuid}/versions`, { status: 404 });

  // Explanations.
  const explain = (name: string, json: unknown, extra: Partial<Case> = {}) =>
    c.push({
      name: `explain: ${name}`,
      method: "POST",
      path: () => `/api/projects/${ids().mine}/explanations`,
      json,
      ...extra,
    });
  explain("no strategy", {});
  explain("strategy empty", { strategyId: "" });
  explain("strategy NUL", { strategyId: "\u0000" });
  explain("strategy a number", { strategyId: 3 });
  explain("strategy null", { strategyId: null });
  explain("strategy a list", { strategyId: ["slat"] });
  explain("unknown strategy", { strategyId: "no-such-strategy" }, { status: 404 });
  explain("unknown strategy with NUL inside", { strategyId: "sl\u0000at-nope" }, { status: 404 });
  explain("regenerate a string", { strategyId: "slat", regenerate: "yes" });
  explain("malformed JSON", undefined, { body: "{strategyId:", message: "Malformed JSON" });
  explain("JSON array", [{ strategyId: "slat" }]);
  explain("text/plain body", undefined, { body: '{"strategyId":"slat"}', contentType: "text/plain", status: 415 });
  c.push({
    name: "explain: unknown project",
    method: "POST",
    path: `/api/projects/${unknownUuid}/explanations`,
    json: { strategyId: "slat" },
    status: 404,
  });
  c.push({
    name: "explain: another adviser's project",
    method: "POST",
    path: () => `/api/projects/${ids().theirs}/explanations`,
    json: { strategyId: "slat" },
    status: 404,
  });
  c.push({
    name: "explain: id with NUL",
    method: "POST",
    path: "/api/projects/%00/explanations",
    json: { strategyId: "slat" },
  });
  explain("signed out", { strategyId: "slat" }, { who: "anon", status: 401 });
  explain("foreign Origin", { strategyId: "slat" }, { origin: "https://evil.example", status: 403 });

  // Fact corrections.
  const facts = (name: string, json: unknown, extra: Partial<Case> = {}) =>
    c.push({ name: `facts: ${name}`, method: "PUT", path: () => `/api/projects/${ids().mine}/facts`, json, ...extra });
  facts("no facts", {});
  facts("facts null", { facts: null });
  facts("facts a list", { facts: [] });
  facts("facts a string", { facts: "age 60" });
  facts("age 121", { facts: { primaryAge: 121 } }, { message: "between 0 and 120" });
  facts("age -1", { facts: { primaryAge: -1 } });
  facts("age a string", { facts: { primaryAge: "sixty" } });
  facts("spouse age 500", { facts: { spouseAge: 500 } });
  facts("a child aged -1", { facts: { childrenAges: [4, -1] } });
  facts("children count -1", { facts: { childrenCount: -1 } });
  facts("spouse death year 1850", { facts: { spouseDeathYear: 1850 } });
  facts("liabilities -10", { facts: { liabilitiesUsd: -10 } });
  facts("cash a string", { facts: { cashUsd: "lots" } });
  facts("unknown fact", { facts: { favouriteColour: "blue" } });
  facts("unknown fact with NUL key", { facts: { "\u0000": 1 } });
  facts("marital status NUL", { facts: { maritalStatus: "\u0000" } });
  facts("marital status unknown", { facts: { maritalStatus: "complicated" } });
  facts("goals a string", { facts: { goals: "reduce tax" } });
  facts("evidence sent back", { facts: { evidence: [] } });
  facts("malformed JSON", undefined, { body: '{"facts":', message: "Malformed JSON" });
  facts("text/plain body", undefined, { body: '{"facts":{}}', contentType: "text/plain", status: 415 });
  c.push({
    name: "facts: unknown project",
    method: "PUT",
    path: `/api/projects/${unknownUuid}/facts`,
    json: { facts: { primaryAge: 61 } },
    status: 404,
  });
  c.push({
    name: "facts: another adviser's project",
    method: "PUT",
    path: () => `/api/projects/${ids().theirs}/facts`,
    json: { facts: { primaryAge: 61 } },
    status: 404,
  });
  facts("signed out", { facts: { primaryAge: 61 } }, { who: "anon", status: 401 });
  facts("null Origin", { facts: { primaryAge: 61 } }, { origin: "null", status: 403 });

  // Retry and delete.
  c.push({
    name: "retry: a completed analysis",
    method: "POST",
    path: () => `/api/projects/${ids().mine}/retry`,
    status: 409,
  });
  c.push({ name: "retry: unknown project", method: "POST", path: `/api/projects/${unknownUuid}/retry`, status: 404 });
  c.push({ name: "delete: unknown project", method: "DELETE", path: `/api/projects/${unknownUuid}`, status: 404 });
  c.push({
    name: "delete: another adviser's project",
    method: "DELETE",
    path: () => `/api/projects/${ids().theirs}`,
    status: 404,
  });
  c.push({ name: "delete: id with NUL", method: "DELETE", path: "/api/projects/%00" });
  c.push({
    name: "delete: foreign Origin",
    method: "DELETE",
    path: () => `/api/projects/${ids().mine}`,
    origin: "https://evil.example",
    status: 403,
  });

  // Admin routes.
  const admin = (name: string, method: string, path: string | (() => string), extra: Partial<Case> = {}) =>
    c.push({ name: `admin: ${name}`, method, path, who: "admin", ...extra });
  admin("list with unknown filter", "GET", "/api/admin/users?filter=everyone");
  admin("list with NUL filter", "GET", "/api/admin/users?filter=%00");
  admin("list as an adviser", "GET", "/api/admin/users", { who: "adviser", status: 403 });
  admin("list signed out", "GET", "/api/admin/users", { who: "anon", status: 401 });
  admin("approve unknown user", "POST", "/api/admin/users/nobody/approve", { status: 404 });
  admin("approve id with NUL", "POST", "/api/admin/users/%00/approve");
  admin("approve id with control characters", "POST", "/api/admin/users/a%07b/approve");
  admin("approve id over 100 characters", "POST", `/api/admin/users/${"u".repeat(101)}/approve`);
  admin("approve as an adviser", "POST", () => `/api/admin/users/${users.pending.id}/approve`, {
    who: "adviser",
    status: 403,
  });
  admin("approve from a foreign Origin", "POST", () => `/api/admin/users/${users.pending.id}/approve`, {
    origin: "https://evil.example",
    status: 403,
  });
  admin("approve with a null Origin", "POST", () => `/api/admin/users/${users.pending.id}/approve`, {
    origin: "null",
    status: 403,
  });
  admin("approve with a text/plain body", "POST", () => `/api/admin/users/${users.pending.id}/approve`, {
    body: "approve",
    contentType: "text/plain",
    status: 415,
  });
  admin("revoke unknown user", "POST", "/api/admin/users/nobody/revoke", { status: 404 });
  admin("revoke id with NUL", "POST", "/api/admin/users/%00/revoke");
  admin("make admin unknown user", "PUT", "/api/admin/users/nobody/admin", { status: 404 });
  admin("make admin id with NUL", "PUT", "/api/admin/users/%00/admin");
  admin("make admin as an adviser", "PUT", () => `/api/admin/users/${users.adviser.id}/admin`, {
    who: "adviser",
    status: 403,
  });
  admin("remove the last admin", "DELETE", () => `/api/admin/users/${users.admin.id}/admin`, {
    status: 409,
    message: "last administrator",
  });
  admin("remove admin unknown user", "DELETE", "/api/admin/users/nobody/admin", { status: 404 });
  admin("remove admin id with NUL", "DELETE", "/api/admin/users/%00/admin");
  admin("remove admin signed out", "DELETE", () => `/api/admin/users/${users.admin.id}/admin`, {
    who: "anon",
    status: 401,
  });
  return c;
}

const snapshot = async () => {
  const { db } = h.runtime.database;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    projects: await n(projects),
    attachments: await n(projectAttachments),
    versions: await n(analysisVersions),
    explanations: await n(explanations),
    admins: await n(userRoles),
    profiles: await n(profiles),
    audit: await n(auditEvents),
  };
};

beforeAll(async () => {
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@example.com",
      DOCUMENT_MAX_FILE_BYTES: String(FILE_LIMIT),
      DOCUMENT_MAX_TOTAL_BYTES: String(TOTAL_LIMIT),
      MAX_BODY_BYTES: String(BODY_LIMIT),
    },
    overrides: { log: createLogger("debug", { write: (line: string) => logLines.push(line) }) },
  });
  users.admin = await h.signUp("admin@example.com");
  users.adviser = await h.approvedUser(users.admin, "adviser@example.com");
  users.other = await h.approvedUser(users.admin, "other@example.com");
  users.pending = await h.signUp("pending@example.com");
  const create = async (user: TestUser) => {
    const res = await h.request("/api/projects", { method: "POST", user, json: { notes: "Net worth $12 million." } });
    const id = ((await res.json()) as { project: { id: string } }).project.id;
    await waitForProject(h, user, id, 60_000);
    return id;
  };
  projectId = await create(users.adviser);
  otherProjectId = await create(users.other);
}, 120_000);
afterAll(() => h?.close());

describe(`bad input through the real routes (${TEST_DATABASE_KIND})`, () => {
  it("every case is a 4xx with a message, none a 5xx; no row is left behind; the log holds no client data", async () => {
    const cases = createCases();
    console.log(`bad-input suite: ${cases.length} cases (${TEST_DATABASE_KIND})`);
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const before = await snapshot();
    const failures: string[] = [];
    for (const k of cases) {
      const path = typeof k.path === "function" ? k.path() : k.path;
      const who = k.who ?? "adviser";
      const headers: Record<string, string> = {};
      if (k.contentType) headers["content-type"] = k.contentType;
      else if (k.body !== undefined) headers["content-type"] = "application/json";
      // As an HTTP client sends it: the app's media-type check looks at content-length.
      if (k.body !== undefined) headers["content-length"] = String(Buffer.byteLength(k.body));
      const res = await h.request(path, {
        method: k.method,
        user: who === "anon" ? undefined : users[who],
        ...(k.json !== undefined ? { json: k.json } : {}),
        ...(k.body !== undefined ? { body: k.body } : {}),
        headers,
        ...(k.origin !== undefined ? { origin: k.origin } : {}),
      });
      const text = await res.text();
      let message = "";
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? "";
      } catch {
        message = "";
      }
      const problems: string[] = [];
      if (res.status < 400 || res.status >= 500) problems.push(`status ${res.status}`);
      if (k.status !== undefined && res.status !== k.status)
        problems.push(`status ${res.status}, expected ${k.status}`);
      if (!message.trim()) problems.push("no error message");
      if (k.message && !(typeof k.message === "string" ? message.includes(k.message) : k.message.test(message)))
        problems.push(`message "${message}" lacks ${String(k.message)}`);
      if (problems.length) failures.push(`${k.name}: ${problems.join("; ")} — ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const log = logLines.join("\n");
    expect(log).not.toContain(MARK);
    expect(log).not.toContain(b64(3 * 1024).slice(0, 64));
  }, 180_000);

  it("NUL and control characters in notes and an attachment name are stripped, not a 500", async () => {
    const res = await h.request("/api/projects", {
      method: "POST",
      user: users.adviser,
      json: {
        notes: "Married\u0000 couple,\u0007 net worth $3 million.\u001B",
        attachments: [file({ name: "state\u0000ment\u0001.txt" })],
      },
    });
    expect(res.status).toBe(202);
    const { project } = (await res.json()) as { project: { id: string; clientNotes: string } };
    expect(project.clientNotes).toBe("Married couple, net worth $3 million.");
    const [row] = await h.runtime.database.db.select().from(projectAttachments);
    expect(row?.name).toBe("statement.txt");
    // The size kept is the one the data decodes to, not the one declared.
    expect(row?.size).toBe(Buffer.from(`${MARK} balance 5,000`).length);
    await waitForProject(h, users.adviser, project.id, 60_000);
  }, 90_000);
});
