import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { createHarness, type Harness, TEST_PASSWORD, type TestUser } from "../../testing/harness.ts";

/**
 * Issue #14, per-device sign-out: a user lists their own sessions (devices) and ends one, or all
 * but the current one, through GET /api/me/sessions, DELETE /api/me/sessions/{id} and
 * POST /api/me/sessions/revoke-others. Only the caller's sessions, never a token in the answer,
 * the ended device is signed out at once, each change audited. PGlite, and Postgres with
 * TEST_DATABASE_URL.
 */
let h: Harness;
let casey: TestUser;
let other: TestUser;

interface SessionRow {
  id: string;
  current: boolean;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
}

/** Signs `email` in again from another "device" (user agent); returns that device's cookie. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const res = await h.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "user-agent": userAgent },
    json: { email, password: TEST_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function sessionsOf(cookie: string): Promise<SessionRow[]> {
  const res = await h.request("/api/me/sessions", { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: SessionRow[] }).sessions;
}

const meStatus = async (cookie: string) => (await h.request("/api/me", { headers: { cookie } })).status;

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" }, worker: false });
  casey = await h.signUp("casey@example.com", "Casey");
  other = await h.signUp("other@example.com", "Other");
}, 120_000);
afterAll(() => h.close());

describe("GET /api/me/sessions", () => {
  it("is 401 without a session", async () => {
    expect((await h.request("/api/me/sessions")).status).toBe(401);
  });

  it("lists the caller's own devices, newest first, this one marked current, with no token", async () => {
    const laptop = await signInFrom("casey@example.com", "Laptop browser");
    const sessions = await sessionsOf(laptop);
    expect(sessions.length).toBe(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: "Laptop browser" });
    expect(sessions[0] && sessions[1] && sessions[0].createdAt >= sessions[1].createdAt).toBe(true);
    expect(JSON.stringify(sessions)).not.toMatch(/token|sha256:/);
    // The other user's devices are not in it, and the other user sees only theirs.
    const others = await sessionsOf(other.cookie);
    expect(others).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(others[0]?.id);
  });
});

describe("DELETE /api/me/sessions/{id}", () => {
  it("signs one device out at once and leaves the others signed in", async () => {
    const phone = await signInFrom("casey@example.com", "Phone browser");
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? "";
    const res = await h.request(`/api/me/sessions/${phoneId}`, { method: "DELETE", user: casey });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 1 });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(casey.cookie)).toBe(200);
    expect((await sessionsOf(casey.cookie)).map((s) => s.id)).not.toContain(phoneId);
    const [audit] = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "session.revoked"), eq(auditEvents.targetId, casey.id)));
    expect(audit?.details).toMatchObject({ sessionId: phoneId, current: false });
  });

  it("is 404 for another user's session, which stays signed in", async () => {
    const otherId = (await sessionsOf(other.cookie))[0]?.id ?? "";
    const res = await h.request(`/api/me/sessions/${otherId}`, { method: "DELETE", user: casey });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Session not found");
    expect(await meStatus(other.cookie)).toBe(200);
  });

  it("is 404 for an unknown id, 401 without a session, 403 from a foreign or null Origin", async () => {
    expect((await h.request("/api/me/sessions/nope", { method: "DELETE", user: casey })).status).toBe(404);
    expect((await h.request("/api/me/sessions/nope", { method: "DELETE" })).status).toBe(401);
    const tablet = await signInFrom("casey@example.com", "Tablet browser");
    const tabletId = (await sessionsOf(tablet)).find((s) => s.current)?.id ?? "";
    for (const origin of ["https://evil.example", "null"]) {
      const res = await h.request(`/api/me/sessions/${tabletId}`, { method: "DELETE", user: casey, origin });
      expect(res.status).toBe(403);
    }
    expect(await meStatus(tablet)).toBe(200);
  });

  it("can sign the current device out", async () => {
    const kiosk = await signInFrom("casey@example.com", "Kiosk browser");
    const kioskId = (await sessionsOf(kiosk)).find((s) => s.current)?.id ?? "";
    const res = await h.request(`/api/me/sessions/${kioskId}`, { method: "DELETE", headers: { cookie: kiosk } });
    expect(res.status).toBe(200);
    expect(await meStatus(kiosk)).toBe(401);
  });
});

describe("POST /api/me/sessions/revoke-others", () => {
  it("signs out every device but this one, and no other user's", async () => {
    const first = await signInFrom("casey@example.com", "Work browser");
    const second = await signInFrom("casey@example.com", "Home browser");
    const before = await sessionsOf(casey.cookie);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const res = await h.request("/api/me/sessions/revoke-others", { method: "POST", user: casey });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: before.length - 1 });
    expect(await meStatus(first)).toBe(401);
    expect(await meStatus(second)).toBe(401);
    expect(await meStatus(casey.cookie)).toBe(200);
    const after = await sessionsOf(casey.cookie);
    expect(after).toHaveLength(1);
    expect(after[0]?.current).toBe(true);
    expect(await meStatus(other.cookie)).toBe(200);
    const audits = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "session.revoked_others"));
    expect(audits.at(-1)?.details).toEqual({ count: before.length - 1 });
  });

  it("is 401 without a session and 403 from a foreign Origin", async () => {
    expect((await h.request("/api/me/sessions/revoke-others", { method: "POST" })).status).toBe(401);
    const res = await h.request("/api/me/sessions/revoke-others", {
      method: "POST",
      user: casey,
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });
});
