import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hubspotRequestReplays } from "../../db/schema/index.ts";
import { SIGNATURE_MAX_AGE_MS } from "./signature.ts";
import { sha256 } from "./token-crypto.ts";

/**
 * Records a verified signature so the same signed request is accepted once. Rows older than
 * twice the 5-minute window are dropped first: a request that old fails the timestamp check anyway.
 * @returns true the first time a signature is seen, false for a replay.
 */
export async function rememberSignature(db: Db, signature: string): Promise<boolean> {
  await db
    .delete(hubspotRequestReplays)
    .where(lt(hubspotRequestReplays.seenAt, new Date(Date.now() - 2 * SIGNATURE_MAX_AGE_MS)));
  const inserted = await db
    .insert(hubspotRequestReplays)
    .values({ signature: sha256(signature) })
    .onConflictDoNothing()
    .returning({ signature: hubspotRequestReplays.signature });
  return inserted.length > 0;
}
