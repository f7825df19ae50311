import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
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

  it("through @hono/node-server (its Response, read without a web Response): gzip, identity and small answers", async () => {
    const a = app();
    a.get("/text", (c) =>
      c.body(new TextEncoder().encode(JSON.stringify(big)), 200, { "content-type": "application/json" }),
    );
    const server = serve({ fetch: a.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, encoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, path, headers: encoding ? { "accept-encoding": encoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (d: Buffer) => chunks.push(d));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    try {
      for (const path of ["/big", "/text"]) {
        const gz = await get(path, "gzip, deflate, br");
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(gz.headers["content-length"]).toBe(String(gz.body.length));
        expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toEqual(big);
        const plain = await get(path);
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(JSON.parse(plain.body.toString("utf8"))).toEqual(big);
        expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      }
      const small = await get("/small", "gzip");
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(small.body.toString("utf8"))).toEqual({ ok: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
