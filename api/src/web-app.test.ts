import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import type { App } from "./hono-env.ts";
import { createHarness, type Harness } from "./testing/harness.ts";

/** Serving the built web app (`web/dist`) next to the API: caching, compression, SPA fallback. */
let h: Harness;
let app: App;
let dist: string;
const script = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page ${i}`))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "fsa-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><title>Financial Strategy Advisor</title>${" ".repeat(2048)}`,
  );
  writeFileSync(path.join(dist, "strategies.html"), "<!doctype html><title>Financial Strategies</title>");
  writeFileSync(path.join(dist, "assets/index-abc123.js"), script);
  // A file the build precompressed (web/vite.config.ts precompressAssets).
  writeFileSync(path.join(dist, "assets/app-def456.js"), script);
  writeFileSync(path.join(dist, "assets/app-def456.js.br"), brotliCompressSync(script));
  h = await createHarness();
  app = createApp(h.runtime.ctx, { webDist: dist });
});

afterAll(async () => {
  await h?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves hashed assets gzipped to browsers that accept it, cached for a year as immutable", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(script);
  });

  it("serves the build's Brotli copy of an asset to a browser that accepts br, as it is", async () => {
    const res = await app.request("/assets/app-def456.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(script);
    // Without br it is gzipped as before.
    const gz = await app.request("/assets/app-def456.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(script);
  });

  it("serves plain bytes to a client that does not accept gzip", async () => {
    const res = await app.request("/assets/index-abc123.js");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it("answers a client route with index.html, revalidated on every visit, framed only by itself", async () => {
    const res = await app.request("/results?project=x", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("Financial Strategy Advisor");
  });

  it("answers /strategies with the page the build prerendered, and only that route", async () => {
    const res = await app.request("/strategies");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe("<!doctype html><title>Financial Strategies</title>");
    expect(await (await app.request("/strategies/x")).text()).toContain("Financial Strategy Advisor");
    expect(await (await app.request("/training/grat")).text()).toContain("Financial Strategy Advisor");
  });

  it("answers a missing asset with 404, and leaves the API's caching alone while gzipping its JSON", async () => {
    const missing = await app.request("/assets/gone-000.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    const api = await app.request("/api/strategies", { headers: { "accept-encoding": "gzip" } });
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).toBeNull();
    expect(api.headers.get("content-encoding")).toBe("gzip");
    const catalogue = JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString("utf8"));
    expect(catalogue.strategies.length).toBeGreaterThanOrEqual(120);
    // Tiny answers go as they are (issue #15): gzip would cost more than the bytes it saves.
    const health = await app.request("/api/health", { headers: { "accept-encoding": "gzip" } });
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(((await health.json()) as { status: string }).status).toBe("ok");
    const unknown = await app.request("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
