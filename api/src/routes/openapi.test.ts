import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ worker: false });
});
afterAll(() => h.close());

describe("GET /api/openapi.json", () => {
  it("documents every route of the contract with the error body", async () => {
    const doc = (await (await h.request("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const [path, method] of [
      ["/api/health", "get"],
      ["/api/me", "get"],
      ["/api/me/sessions", "get"],
      ["/api/me/sessions/{id}", "delete"],
      ["/api/me/sessions/revoke-others", "post"],
      ["/api/projects", "get"],
      ["/api/projects", "post"],
      ["/api/projects/{id}", "get"],
      ["/api/projects/{id}", "patch"],
      ["/api/projects/{id}", "delete"],
      ["/api/projects/{id}/events", "get"],
      ["/api/projects/{id}/retry", "post"],
      ["/api/projects/{id}/explanations", "post"],
      ["/api/projects/{id}/facts", "put"],
      ["/api/projects/{id}/versions", "get"],
      ["/api/strategies", "get"],
      ["/api/admin/users", "get"],
      ["/api/admin/users/{id}/approve", "post"],
      ["/api/admin/users/{id}/revoke", "post"],
      ["/api/admin/users/{id}/admin", "put"],
      ["/api/admin/users/{id}/admin", "delete"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths["/api/projects"]?.post?.responses["400"]).toBeDefined();
    expect(doc.paths["/api/projects/{id}/facts"]?.put?.responses["409"]).toBeDefined();
  });
  it("serves a self-hosted viewer at /api/docs: no script from another site, not frameable", async () => {
    const res = await h.request("/api/docs");
    expect(res.status).toBe(200);
    const page = await res.text();
    const scripts = [...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/api/docs/swagger-ui-bundle.js", "/api/docs/init.js"]);
    expect(page).not.toMatch(/https?:\/\//);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const init = await h.request("/api/docs/init.js");
    expect(await init.text()).toContain("/api/openapi.json");
    const bundle = await h.request("/api/docs/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await h.request("/api/docs/swagger-ui.css")).status).toBe(200);
    expect((await h.request("/api/docs/package.json")).status).toBe(404);
  });
});
