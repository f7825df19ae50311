import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, profiles } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";

type User = { id: string; approved: boolean; approvedAt: string | null; approvedBy: string | null; isAdmin: boolean };

let h: Harness;
let admin: TestUser;
let u: TestUser;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com, boss@example.com" } });
  admin = await h.signUp("admin@example.com");
  u = await h.signUp("new@example.com");
});
afterAll(() => h.close());

const act = async (method: string, path: string, user = admin) => {
  const res = await h.request(path, { method, user });
  return { status: res.status, body: (await res.json()) as { user: User } };
};

describe("admin panel state transitions (spec §4 User approval)", () => {
  it("a new profile is not approved and not admin", async () => {
    const res = await h.request("/api/admin/users", { user: admin });
    const { users } = (await res.json()) as { users: (User & { email: string })[] };
    expect(users.find((x) => x.email === "new@example.com")).toMatchObject({
      approved: false,
      isAdmin: false,
      approvedAt: null,
    });
    const pending = (await (await h.request("/api/admin/users?filter=pending", { user: admin })).json()) as {
      users: User[];
    };
    expect(pending.users.map((x) => x.id)).toContain(u.id);
  });

  it("approve sets approved, approved_at and approved_by; the user gets access at once", async () => {
    const { status, body } = await act("POST", `/api/admin/users/${u.id}/approve`);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ approved: true, approvedBy: admin.id });
    expect(Date.parse(body.user.approvedAt ?? "")).toBeGreaterThan(0);
    expect((await h.request("/api/projects", { user: u })).status).toBe(200);
  });

  it("revoke clears approved_at and approved_by; access ends at once", async () => {
    const { body } = await act("POST", `/api/admin/users/${u.id}/revoke`);
    expect(body.user).toMatchObject({ approved: false, approvedAt: null, approvedBy: null });
    expect((await h.request("/api/projects", { user: u })).status).toBe(403);
  });

  it("make admin adds one admin role; twice is harmless; remove deletes it", async () => {
    expect((await act("PUT", `/api/admin/users/${u.id}/admin`)).body.user.isAdmin).toBe(true);
    expect((await act("PUT", `/api/admin/users/${u.id}/admin`)).body.user.isAdmin).toBe(true);
    const me = await (await h.request("/api/me", { user: u })).json();
    expect(me).toMatchObject({ isAdmin: true });
    expect((await act("DELETE", `/api/admin/users/${u.id}/admin`)).body.user.isAdmin).toBe(false);
  });

  it("the last admin cannot be removed", async () => {
    const res = await h.request(`/api/admin/users/${admin.id}/admin`, { method: "DELETE", user: admin });
    expect(res.status).toBe(409);
  });

  it("an unknown user is 404", async () => {
    expect((await act("POST", "/api/admin/users/nobody/approve")).status).toBe(404);
  });

  it("every transition wrote an audit event naming the admin", async () => {
    const rows = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, u.id), eq(auditEvents.actorUserId, admin.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(
      ["user.admin_granted", "user.admin_granted", "user.admin_removed", "user.approved", "user.revoked"].sort(),
    );
  });

  it("ADMIN_EMAILS makes only those addresses admins", async () => {
    const boss = await h.signUp("Boss@Example.com");
    const someone = await h.signUp("someone@example.com");
    expect(await (await h.request("/api/me", { user: boss })).json()).toMatchObject({ isAdmin: true });
    expect(await (await h.request("/api/me", { user: someone })).json()).toMatchObject({ isAdmin: false });
    const [p] = await h.runtime.database.db.select().from(profiles).where(eq(profiles.id, someone.id));
    expect(p?.approved).toBe(false);
  });
});
