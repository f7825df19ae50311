import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../../errors.ts";
import type { AppEnv } from "../../hono-env.ts";
import { claimSignature, type StoredResult, settleSignature, storeResult } from "./request-replays.ts";
import { verifyV3 } from "./signature.ts";

/** hubspot.fetch bodies are at most 1 MB each way (PLATFORM-NOTES.md "HubSpot UI extensions"). */
export const HUBSPOT_MAX_BODY_BYTES = 1024 * 1024;

/** Who called, from the query parameters HubSpot appends to a hubspot.fetch URL and signs. */
export interface HubSpotCaller {
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
}

/**
 * Reads a request body as UTF-8, stopping as soon as it passes `maxBytes` (a chunked body has
 * no Content-Length to check first). @returns the text, or null when it is too large.
 */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The single value of a query parameter HubSpot appends; a repeated or non-numeric one is refused. */
function singleNumeric(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 && /^\d{1,20}$/.test(values[0] ?? "") ? (values[0] ?? null) : null;
}

/**
 * Verifies HubSpot's v3 signature before anything else reads the request (issue 6;
 * ARCHITECTURE.md "Extensions"): headers present, body at most 1 MB, timestamp within 5 minutes,
 * HMAC over method + PUBLIC_URL + raw path and query + raw body + timestamp compared in constant
 * time, and exactly one numeric `portalId` and `userId`. Anything else is 401 `unauthorized`,
 * logged with its reason and path but never its body. Then the body must be JSON (else 415), and
 * the signature must not have been accepted before (request-replays.ts): a repeat of a request
 * answered below 500 is a replay (401), while HubSpot's one retry of a request answered 5xx is
 * processed again, or answered with the stored result when the first attempt had done its work.
 * Only then is the caller set as `integrationRef`, and the request settled by its final status.
 */
export const verifyHubspotRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = c.var.ctx;
  const url = new URL(c.req.url);
  const refuse = (reason: string): never => {
    ctx.log.warn(
      {
        reason,
        method: c.req.method,
        path: url.pathname,
        requestId: c.var.requestId,
      },
      "HubSpot request refused",
    );
    throw new ApiError("unauthorized", "The request is not signed by HubSpot.");
  };

  const secret = ctx.config.hubspot.clientSecret;
  if (!secret) return refuse("HUBSPOT_CLIENT_SECRET is not configured");
  const signature = c.req.header("x-hubspot-signature-v3");
  const timestamp = c.req.header("x-hubspot-request-timestamp");
  if (!signature || !timestamp) return refuse("missing signature headers");
  if (Number(c.req.header("content-length") ?? "0") > HUBSPOT_MAX_BODY_BYTES) return refuse("body over 1 MB");
  // Read a clone, so the route's validator later reads the same bytes from the original.
  const rawBody = await readBoundedText(c.req.raw.clone(), HUBSPOT_MAX_BODY_BYTES);
  if (rawBody === null) return refuse("body over 1 MB");

  const verdict = verifyV3({
    clientSecret: secret,
    method: c.req.method,
    publicUrl: ctx.config.publicUrl,
    pathAndQuery: `${url.pathname}${url.search}`,
    rawBody,
    signature,
    timestamp,
  });
  if (!verdict.ok) return refuse(verdict.reason);
  const portalId = singleNumeric(url.searchParams, "portalId");
  const hubspotUserId = singleNumeric(url.searchParams, "userId");
  if (!portalId || !hubspotUserId) return refuse("portalId and userId must each appear once, as numbers");
  // Verified: only now may the route parse the body, and only as JSON.
  if (rawBody.length > 0 && !/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
    throw new ApiError("unsupported_media_type", "Send the request body as application/json.");

  const db = ctx.database.db;
  const claim = await claimSignature(db, signature);
  if (claim.kind === "replay") return refuse(claim.reason);
  if (claim.kind === "retry")
    ctx.log.info({ path: url.pathname, requestId: c.var.requestId }, "HubSpot retry accepted");
  let status = 500;
  try {
    if (claim.kind === "retry" && claim.result) {
      // The first attempt did its work, then failed: answer what it would have, do nothing again.
      status = claim.result.status;
      return c.json(claim.result.body as object, claim.result.status as 200);
    }
    c.set("actor", null);
    c.set("integrationRef", {
      portalId,
      hubspotUserId,
      hubspotUserEmail: url.searchParams.get("userEmail") ?? "",
    });
    c.set("hubspotRequestKey", claim.key);
    await next();
    status = c.res.status;
  } catch (error) {
    status = error instanceof ApiError ? error.status : 500;
    throw error;
  } finally {
    // A failure here leaves the request "processing": its retry is then refused, never run twice.
    await settleSignature(db, claim.key, status).catch((error: unknown) =>
      ctx.log.error({ err: error, requestId: c.var.requestId }, "HubSpot request not settled"),
    );
  }
};

/**
 * Records what a HubSpot route answers once its work is done, so that if the request still ends in
 * a 5xx, HubSpot's retry of it gets this answer instead of the work being done twice.
 */
export async function rememberHubspotResult(c: Context<AppEnv>, result: StoredResult): Promise<void> {
  const key = c.var.hubspotRequestKey;
  if (key) await storeResult(c.var.ctx.database.db, key, result);
}

/**
 * The verified caller of a HubSpot route. @throws ApiError unauthorized when the route was
 * reached without verifyHubspotRequest (a mounting mistake, never a client's).
 */
export function hubspotCaller(c: Context<AppEnv>): HubSpotCaller {
  const ref = c.var.integrationRef;
  if (!ref?.portalId || !ref.hubspotUserId) throw new ApiError("unauthorized", "The request is not signed by HubSpot.");
  return { portalId: ref.portalId, hubspotUserId: ref.hubspotUserId, hubspotUserEmail: ref.hubspotUserEmail || null };
}
