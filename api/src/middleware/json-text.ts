import { stripControlCharacters } from "@fsa/shared";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env.ts";

/** Every string of a parsed JSON value (keys too) through {@link stripControlCharacters}. */
export function cleanJsonStrings(value: unknown): unknown {
  if (typeof value === "string") return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(cleanJsonStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripControlCharacters(k), cleanJsonStrings(v)]));
  }
  return value;
}

/**
 * Strips NUL and the other control characters (and lone surrogates) from every string of a JSON
 * request body before the route's validator reads it (issue #14 item 8): PostgreSQL refuses NUL
 * in text and jsonb, which made such a request a 500. The cleaned value replaces Hono's cached
 * body, so `c.req.json()` and the OpenAPI validator see it. A body that is not JSON is left for
 * the validator to refuse (400 "Malformed JSON in request body").
 */
export const jsonTextHygiene: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  const type = c.req.header("content-type") ?? "";
  if ((method === "POST" || method === "PUT" || method === "PATCH") && /^application\/json\b/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      return next();
    }
    c.req.bodyCache.json = Promise.resolve(cleanJsonStrings(parsed));
  }
  return next();
};
