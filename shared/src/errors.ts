import { z } from "zod";

/**
 * The closed set of API error codes and the HTTP status of each (ARCHITECTURE.md "Errors").
 * - bad_request: the body or parameters failed validation (400).
 * - unauthorized: no valid session or integration credential (401).
 * - not_approved: signed in, but neither approved nor admin (403).
 * - forbidden: signed in but the action needs a role the user lacks, e.g. admin (403).
 * - not_found: no such record, or it belongs to someone else (404).
 * - conflict: the record is in a state that forbids the action, e.g. retrying a completed analysis (409).
 * - payload_too_large: the body is over the configured limit (413).
 * - unsupported_media_type: the body is not JSON where JSON is required (415).
 * - unprocessable: well-formed but cannot be processed (422).
 * - rate_limited: too many requests (429).
 * - internal: an unexpected failure; details are logged, not returned (500).
 * - unavailable: a dependency is down (503).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  not_approved: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;
export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]);

/** The one error body of the API: `{error:{code,message,requestId}}`. */
export const ZErrorBody = z.object({
  error: z.object({ code: ZErrorCode, message: z.string(), requestId: z.string() }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
