import { ZErrorBody } from "@fsa/shared";
import { z } from "@hono/zod-openapi";

/** OpenAPI response entries for the error body, by status. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [s, { description: `Error ${s}`, content: { "application/json": { schema: ZErrorBody } } }]),
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]+$/;
/**
 * A record id in a path. Control characters (a `%00` in the URL) are refused here, as a 400:
 * PostgreSQL refuses NUL in a query parameter, which made such a request a 500 (issue #14 item 8).
 */
export const ZIdParam = z.object({
  id: z.string().min(1).max(100).regex(NO_CONTROL_CHARACTERS, "An id has no control characters"),
});

/** Standard security cases of a data route: 401 anonymous, 403 not approved. */
export const DATA_ERRORS = [400, 401, 403, 404] as const;
