import type { Db, Tx } from "../db/client.ts";
import { auditEvents } from "../db/schema/index.ts";

/** One audit row: who (`actorUserId`) did `action` to which record. */
export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetType: "user" | "project" | "explanation" | "integration";
  targetId: string;
  details?: Record<string, unknown>;
}

/** Writes an audit row; call it inside the transaction of the change it records. */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({ ...entry, details: entry.details ?? {} });
}
