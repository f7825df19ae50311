import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../../db/schema/index.ts";
import { createHarness, type Harness, TEST_DATABASE_KIND, type TestUser } from "../../testing/harness.ts";

// Issue #14 item 6: two admins removing each other at the same moment must leave one admin.
let h: Harness;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "a@example.com,b@example.com" }, worker: false });
  a = await h.signUp("a@example.com");
  b = await h.signUp("b@example.com");
});
afterAll(() => h.close());

const admins = async () =>
  (await h.runtime.database.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).map((r) => r.userId);

describe(`last admin under concurrency (${TEST_DATABASE_KIND})`, () => {
  it("two admins removing each other at once leave exactly one admin, 20 times", async () => {
    for (let round = 0; round < 20; round++) {
      expect((await admins()).sort()).toEqual([a.id, b.id].sort());
      const [ra, rb] = await Promise.all([
        h.request(`/api/admin/users/${b.id}/admin`, { method: "DELETE", user: a }),
        h.request(`/api/admin/users/${a.id}/admin`, { method: "DELETE", user: b }),
      ]);
      const statuses = [ra.status, rb.status].sort();
      // One removal wins; the other is refused: its actor is no longer an admin (403) or the
      // target is the last admin (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const loser = ra.status === 200 ? rb : ra;
      expect(((await loser.json()) as { error: { message: string } }).error.message).toMatch(/admin/i);
      const left = await admins();
      expect(left).toHaveLength(1);
      // Restore the other admin for the next round.
      const survivor = left[0] === a.id ? a : b;
      const other = survivor === a ? b : a;
      const res = await h.request(`/api/admin/users/${other.id}/admin`, { method: "PUT", user: survivor });
      expect(res.status).toBe(200);
    }
  });
});
