import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness.ts";

/**
 * Issue #17: /api/openapi.json passes Redocly's recommended rules (redocly.yaml) with no error.
 * The document is generated in process and linted by the Redocly CLI, as `npm run lint:openapi` does.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const REDOCLY = path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js");

type Problem = { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] };
type Doc = {
  servers: { url: string }[];
  info: { license?: { name: string } };
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
};

let h: Harness;
let doc: Doc;
const dir = mkdtempSync(path.join(tmpdir(), "fsa-openapi-"));
beforeAll(async () => {
  h = await createHarness({ worker: false });
  doc = (await (await h.request("/api/openapi.json")).json()) as Doc;
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the OpenAPI document against Redocly's recommended rules", () => {
  it("has no error (each problem is printed when it fails)", () => {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const r = spawnSync(process.execPath, [REDOCLY, "lint", "--format", "json", file], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const report = JSON.parse(r.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Redocly reads the rules from redocly.yaml: a document with no operationIds is reported.
    expect(r.status).toBe(0);
  }, 60_000);

  it("documents the session cookie, servers, licence, operationIds and better-auth's routes", () => {
    expect(doc.servers[0]?.url).toBe("http://localhost:3999");
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "better-auth.session_token",
    });
    const ids: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${p}`).toBeTruthy();
        ids.push(op.operationId ?? "");
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/auth/sign-in/email"]?.post?.security).toEqual([]);
    expect(doc.paths["/api/auth/sign-up/email"]?.post).toBeDefined();
    expect(doc.paths["/api/auth/two-factor/enable"]?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths["/api/health"]?.get?.security).toEqual([]);
    expect(doc.paths["/api/projects"]?.get?.security).toBeUndefined(); // the document's default
    // Turned off in auth.ts: not offered in the document either.
    expect(doc.paths["/api/auth/list-sessions"]).toBeUndefined();
  });

  it("does not serve better-auth's own schema route or reference page", async () => {
    expect((await h.request("/api/auth/open-api/generate-schema")).status).toBe(404);
    expect((await h.request("/api/auth/reference")).status).toBe(404);
  });
});
