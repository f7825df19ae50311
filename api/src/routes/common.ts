import { ZErrorBody } from "@fsa/shared";
import { z } from "@hono/zod-openapi";

/** OpenAPI response entries for the error body, by status. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [s, { description: `Error ${s}`, content: { "application/json": { schema: ZErrorBody } } }]),
  );

export const ZIdParam = z.object({ id: z.string().min(1).max(100) });

/** Standard security cases of a data route: 401 anonymous, 403 not approved. */
export const DATA_ERRORS = [400, 401, 403, 404] as const;
