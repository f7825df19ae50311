import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_INLINE_MAX, compressInMemory, selectEncoding } from "./compress.ts";

const huge = { items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Client ${i}` })) };
const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Client ${i}` })) };

function app() {
  const a = new Hono();
  a.use("*", compressInMemory());
  a.get("/big", (c) => c.json(big));
  a.get("/huge", (c) => c.json(huge));
  a.get("/small", (c) => c.json({ ok: true }));
  a.get("/events", (c) => c.body("data: x\n\n".repeat(200), 200, { "content-type": "text/event-stream" }));
  a.get("/no-transform", (c) => c.json(big, 200, { "cache-control": "no-transform" }));
  return a;
}

describe("compressInMemory (issue #15)", () => {
  it("gzips a large JSON answer as one buffer with its length, and it reads back the same", async () => {
    const res = await app().request("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("compresses a body above the inline limit in the thread pool, deflate when that is what the client takes", async () => {
    const res = await app().request("/huge", { headers: { "accept-encoding": "deflate" } });
    expect(res.headers.get("content-encoding")).toBe("deflate");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(COMPRESS_INLINE_MAX);
    expect(JSON.parse(inflateSync(bytes).toString("utf8"))).toEqual(huge);
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESS_INLINE_MAX);
  });

  it("sends small answers, answers to clients without gzip, event streams and no-transform as they are", async () => {
    const small = await app().request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const identity = await app().request("/big", { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.json()).toEqual(big);
    const events = await app().request("/events", { headers: { "accept-encoding": "gzip" } });
    expect(events.headers.get("content-encoding")).toBeNull();
    const kept = await app().request("/no-transform", { headers: { "accept-encoding": "gzip" } });
    expect(kept.headers.get("content-encoding")).toBeNull();
  });

  it("picks the encoding as hono's compress does", () => {
    expect(selectEncoding(undefined)).toBeUndefined();
    expect(selectEncoding("br")).toBeUndefined();
    expect(selectEncoding("gzip, deflate, br")).toBe("gzip");
    expect(selectEncoding("deflate, gzip;q=0.5")).toBe("deflate");
    expect(selectEncoding("gzip;q=0, deflate;q=0.2")).toBe("deflate");
    expect(selectEncoding("*")).toBe("gzip");
    expect(selectEncoding("*;q=0.3, gzip;q=0")).toBe("deflate");
  });
});
