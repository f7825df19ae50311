import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { App } from "../hono-env.ts";
import { createHarness, type Harness, type TestUser } from "../testing/harness.ts";
import { frameAncestorsFor, inlineScriptHashes } from "./security-headers.ts";

/** Issue #14 item 10: secure headers on every page and API answer; no-store on client data. */
const SHELL = 'document.getElementById("root").textContent = "Loading...";';
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

let h: Harness;
let web: App;
let dist: string;
let admin: TestUser;
let projectId: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "fsa-csp-"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><title>App</title><div id="root"></div><script>${SHELL}</script><script type="module" src="/assets/a.js"></script>`,
  );
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" } });
  web = createApp(h.runtime.ctx, { webDist: dist });
  admin = await h.signUp("admin@example.com");
  const res = await h.request("/api/projects", {
    method: "POST",
    user: admin,
    json: { notes: "Net worth $3 million." },
  });
  projectId = ((await res.json()) as { project: { id: string } }).project.id;
});
afterAll(async () => {
  await h?.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectBaseHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("same-origin");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/(^|; )script-src 'self'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(res.headers.get("x-frame-options")).toBeNull();
  expect(res.headers.get("strict-transport-security")).toBeNull();
}

describe("security headers (issue #14 item 10)", () => {
  it("client-data API answers: nosniff, Referrer-Policy, CSP, not frameable, no-store", async () => {
    for (const p of [
      "/api/me",
      "/api/projects",
      `/api/projects/${projectId}`,
      `/api/projects/${projectId}/versions`,
      "/api/admin/users",
    ]) {
      const res = await h.request(p, { user: admin });
      expect(res.status, p).toBe(200);
      expectBaseHeaders(res);
      expect(res.headers.get("content-security-policy"), p).toContain("frame-ancestors 'none'");
      expect(res.headers.get("cache-control"), p).toBe("no-store");
    }
  });

  it("errors carry them too, and state-changing answers are no-store", async () => {
    const missing = await h.request("/api/projects/00000000-0000-4000-8000-000000000000", { user: admin });
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const anon = await h.request("/api/projects");
    expect(anon.status).toBe(401);
    expectBaseHeaders(anon);
    const facts = await h.request(`/api/projects/${projectId}/facts`, {
      method: "PUT",
      user: admin,
      json: { facts: { primaryAge: 200 } },
    });
    expect(facts.status).toBe(400);
    expect(facts.headers.get("cache-control")).toBe("no-store");
  });

  it("the public catalogue and health answers stay cacheable", async () => {
    for (const p of ["/api/strategies", "/api/health"]) {
      const res = await h.request(p);
      expectBaseHeaders(res);
      expect(res.headers.get("cache-control"), p).not.toBe("no-store");
    }
  });

  it("pages: their inline scripts' hashes in script-src; framing as before (self, HubSpot link, Teams tab)", async () => {
    const page = await web.request("/");
    expect(page.status).toBe(200);
    expectBaseHeaders(page);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${sha(SHELL)}`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    const hubspot = await web.request("/integrations/hubspot/link");
    expect(hubspot.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' https://app.hubspot.com https://*.hubspot.com",
    );
    const teams = await web.request("/teams/");
    expect(teams.headers.get("content-security-policy")).toContain("https://teams.microsoft.com");
    // The Teams SDK reads its valid domains from Microsoft's CDN; only the tab may connect there.
    expect(teams.headers.get("content-security-policy")).toContain("connect-src 'self' https://res.cdn.office.net");
    expect(csp).not.toContain("res.cdn.office.net");
    expect(frameAncestorsFor("/api/docs")).toBe("'none'");
  });

  it("HSTS only when PUBLIC_URL is https", async () => {
    const https = createApp({
      ...h.runtime.ctx,
      config: { ...h.runtime.ctx.config, publicUrl: "https://advisor.example.com" },
    });
    const res = await https.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect((await h.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
  });

  it("hashes only inline JavaScript, not external or data scripts", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});
