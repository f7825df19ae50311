import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_DATABASE_KIND } from "../testing/harness.ts";
import { auditEvents } from "./schema/index.ts";

/** Issue #14 item 8: audit_events accepts INSERT and SELECT only (a trigger, migration 0004). */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ worker: false });
});
afterAll(() => h.close());

describe(`audit_events is append-only (${TEST_DATABASE_KIND})`, () => {
  it("insert and read work; update, delete and truncate are refused", async () => {
    const { db } = h.runtime.database;
    const [row] = await db
      .insert(auditEvents)
      .values({ actorUserId: null, action: "test.appended", targetType: "user", targetId: "t1", details: {} })
      .returning();
    expect(row?.action).toBe("test.appended");
    const id = row?.id ?? "";
    await expect(
      db.update(auditEvents).set({ action: "test.rewritten" }).where(eq(auditEvents.id, id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, id))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_events`)).rejects.toThrow();
    const [kept] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(kept?.action).toBe("test.appended");
  });
});
