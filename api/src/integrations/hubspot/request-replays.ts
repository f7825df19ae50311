import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hubspotRequestReplays } from "../../db/schema/index.ts";
import { SIGNATURE_MAX_AGE_MS } from "./signature.ts";
import { sha256 } from "./token-crypto.ts";

/** How many times one signed request may be processed: the first attempt and HubSpot's one retry after a 5xx. */
export const MAX_ATTEMPTS = 2;

/** What a route answered once its work was done, kept so a retry answers the same without redoing it. */
export interface StoredResult {
  status: number;
  body: unknown;
}

/**
 * The verdict on a verified signature:
 * - `first`: never seen; process it.
 * - `retry`: its earlier attempt answered 5xx; process it again, or, when `result` is set (the
 *   earlier attempt did its work before failing), answer `result` without processing.
 * - `replay`: its earlier attempt was answered below 500, is still in progress, or was already
 *   retried; refuse it.
 */
export type Claim =
  | { kind: "first"; key: string }
  | { kind: "retry"; key: string; result: StoredResult | null }
  | { kind: "replay"; reason: string };

/**
 * Claims a verified signature for processing (issue 17: HubSpot retries a request once, with the
 * same signature, after a 5xx). Rows older than twice the 5-minute window are dropped first: a
 * request that old fails the timestamp check anyway. The claim is one atomic statement each way,
 * so of two instances receiving the same request at once only one processes it.
 */
export async function claimSignature(db: Db, signature: string): Promise<Claim> {
  const key = sha256(signature);
  await db
    .delete(hubspotRequestReplays)
    .where(lt(hubspotRequestReplays.seenAt, new Date(Date.now() - 2 * SIGNATURE_MAX_AGE_MS)));
  const inserted = await db
    .insert(hubspotRequestReplays)
    .values({ signature: key, state: "processing", attempts: 1 })
    .onConflictDoNothing()
    .returning({ signature: hubspotRequestReplays.signature });
  if (inserted.length > 0) return { kind: "first", key };
  const retried = await db
    .update(hubspotRequestReplays)
    .set({ state: "processing", attempts: MAX_ATTEMPTS })
    .where(
      and(
        eq(hubspotRequestReplays.signature, key),
        eq(hubspotRequestReplays.state, "failed"),
        lt(hubspotRequestReplays.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ result: hubspotRequestReplays.result });
  const row = retried[0];
  if (row) return { kind: "retry", key, result: row.result ?? null };
  const [seen] = await db
    .select({ state: hubspotRequestReplays.state })
    .from(hubspotRequestReplays)
    .where(eq(hubspotRequestReplays.signature, key));
  const reason =
    seen?.state === "processing"
      ? "replayed request (its first attempt is still in progress)"
      : seen?.state === "failed"
        ? "replayed request (already retried once)"
        : "replayed request";
  return { kind: "replay", reason };
}

/**
 * Records what a route answers once its work is done (a project created, a note written), before
 * anything else that could still fail: if the request then ends in a 5xx, HubSpot's retry gets
 * this answer instead of doing the work a second time.
 */
export async function storeResult(db: Db, key: string, result: StoredResult): Promise<void> {
  await db.update(hubspotRequestReplays).set({ result }).where(eq(hubspotRequestReplays.signature, key));
}

/**
 * Settles a claimed request by the status it was answered with: below 500 it is accepted (any
 * repeat is a replay); 5xx leaves it open to one retry.
 */
export async function settleSignature(db: Db, key: string, status: number): Promise<void> {
  await db
    .update(hubspotRequestReplays)
    .set({ state: status >= 500 ? "failed" : "accepted" })
    .where(eq(hubspotRequestReplays.signature, key));
}
