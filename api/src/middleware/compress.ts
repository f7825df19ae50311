import { promisify } from "node:util";
import { deflate, deflateSync, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** Below this many bytes an answer goes as it is: gzip would cost more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Up to this many bytes a body is compressed on the event loop: a 25 KB page of the list takes
 * under 0.1 ms, less than handing it to the thread pool costs (zlib's stream around the call).
 * Larger ones (the catalogue, about 200 KB) go to libuv's thread pool.
 */
export const COMPRESS_INLINE_MAX = 128 * 1024;
/**
 * zlib's fastest level: a 100 KB analysis compresses in 0.5 ms instead of 1.1 ms at the default
 * level 6, to 23 KB instead of 20 KB (issue #15: gzip was a sixth of `GET /api/projects/:id`).
 */
const OPTIONS = { level: 1 };

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer in from an Accept-Encoding header, as hono's compress middleware picks
 * it: gzip before deflate, an explicit q of 1 wins, else the highest q above 0, `*` standing for
 * any encoding not named; none when the header is absent or accepts neither.
 */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = accepted.get("*") ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * The symbol under which @hono/node-server's Response (the global Response inside its server)
 * keeps what it was built with, `[status, body, headers]`, to send a body in memory without web
 * streams. Found once by its description; none in-process (tests), where the body is read as usual.
 */
let nodeServerCache: symbol | undefined;

/**
 * The body of an answer built in memory (a string or bytes, as c.json, c.html and c.body make it),
 * as bytes, read without turning the answer into a web Response (issue #15: `res.arrayBuffer()`
 * built undici's Response and a stream around every page of the list); undefined when the answer
 * is not @hono/node-server's or its body is not in memory.
 */
function bodyInMemory(res: Response): Uint8Array<ArrayBuffer> | undefined {
  if (nodeServerCache === undefined) {
    nodeServerCache = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
    if (nodeServerCache === undefined) return undefined;
  }
  const cache = (res as unknown as Record<symbol, unknown>)[nodeServerCache];
  const body = Array.isArray(cache) ? cache[1] : undefined;
  if (typeof body === "string") {
    const bytes = Buffer.from(body, "utf8");
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
  }
  return body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : undefined;
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * gzip (or deflate) of the API's answers, which are all built in memory (c.json, c.html, c.body
 * of a string): the body is read once, compressed with node:zlib (on the event loop up to
 * {@link COMPRESS_INLINE_MAX}, in libuv's thread pool above) and sent as one buffer with its
 * Content-Length. hono's `compress` pipes every body
 * through a web CompressionStream instead, which also takes @hono/node-server off its fast path
 * for a body in memory: on `GET /api/projects` (a 20 KB page) that machinery cost more than the
 * route (issue #15). Bodies under {@link COMPRESS_THRESHOLD} bytes are sent as they are.
 *
 * Same rules as hono's: only compressible types (not server-sent events), nothing already
 * encoded, no 206, no HEAD, no `Cache-Control: no-transform`; `Vary: Accept-Encoding` on every
 * answer it could have compressed. Use it only for routes whose bodies are in memory: a stream
 * would be read to its end before the first byte is sent.
 */
export function compressInMemory(): MiddlewareHandler {
  return async function compressInMemory(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
    )
      return;
    const vary = res.headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = selectEncoding(c.req.header("accept-encoding"));
    // Nothing here may touch res.body before this point: reading it (as arrayBuffer does) turns a
    // body in memory into a stream, sent the slow way, which is not worth it for an identity answer.
    if (!encoding) return;
    if (Number(res.headers.get("content-length") ?? Number.NaN) < COMPRESS_THRESHOLD) return;
    const inMemory = bodyInMemory(res);
    // A statusText is only ever set on a web Response (reading it off @hono/node-server's builds one).
    const statusText = inMemory ? undefined : res.statusText;
    const plain = inMemory ?? new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array<ArrayBuffer> = plain;
    if (plain.byteLength >= COMPRESS_THRESHOLD) {
      const packed =
        plain.byteLength <= COMPRESS_INLINE_MAX
          ? encoding === "gzip"
            ? gzipSync(plain, OPTIONS)
            : deflateSync(plain, OPTIONS)
          : await (encoding === "gzip" ? gzipAsync(plain, OPTIONS) : deflateAsync(plain, OPTIONS));
      body = new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength);
      headers.set("content-encoding", encoding);
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    }
    headers.set("content-length", String(body.byteLength));
    // Unset first: assigning over an answer makes hono copy the new one's body into a stream.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText, headers });
  };
}
