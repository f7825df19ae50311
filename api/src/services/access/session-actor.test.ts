import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, session, userRoles } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import { getAccess } from "./get-access.ts";
import { sessionActor, verifySessionCookie } from "./session-actor.ts";

/**
 * Issue #15: a request's actor in one query. It must say what better-auth's getSession plus
 * getAccess said, apply approval and revocation at once, and leave every other case (bad
 * signature, unknown, expired or refresh-due session) to better-auth.
 */
let h: Harness;
let admin: TestUser;
let adviser: TestUser;
const sign = (token: string, secret: string) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
const cookieValue = (u: TestUser) => decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(u.cookie)?.[1] ?? "");
const me = async (u: TestUser | string) => {
  const cookie = typeof u === "string" ? u : u.cookie;
  const res = await h.request("/api/me", { headers: { cookie } });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Record<string, unknown>) : null };
};

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" }, worker: false });
  admin = await h.signUp("admin@example.com", "Admin");
  adviser = await h.approvedUser(admin, "adviser@example.com");
});
afterAll(() => h.close());

describe("verifySessionCookie", () => {
  const secret = "s".repeat(32);
  it("accepts better-auth's <token>.<base64 HMAC-SHA256> and returns the token", () => {
    expect(verifySessionCookie(sign("abc", secret), secret)).toBe("abc");
  });
  it.each([
    ["another secret's signature", sign("abc", "t".repeat(32))],
    ["no signature", "abc"],
    ["a short signature", "abc.AAAA="],
    ["a signature of another token", `abc.${sign("abd", secret).split(".")[1]}`],
    ["an empty token", sign("", secret)],
  ])("refuses %s", (_name, value) => {
    expect(verifySessionCookie(value, secret)).toBeNull();
  });
});

describe("the one-query actor", () => {
  it("is what /api/me shows, with the admin and two-factor flags", async () => {
    const { db } = h.runtime.database;
    const settings = { cookieName: "", secret: h.config.authSecret, expiresIn: 604_800, updateAge: 86_400 };
    expect(await sessionActor(db, settings, cookieValue(adviser))).toEqual({
      id: adviser.id,
      email: "adviser@example.com",
      name: "adviser",
      isApproved: true,
      isAdmin: false,
      twoFactorEnabled: false,
      sessionId: expect.any(String),
    });
    // Approval as getAccess reads it (an ADMIN_EMAILS admin is approved on PGlite only).
    const { isApproved } = await getAccess(db, admin.id);
    expect(await sessionActor(db, settings, cookieValue(admin))).toMatchObject({
      id: admin.id,
      isApproved,
      isAdmin: true,
      twoFactorEnabled: true,
    });
    expect((await me(adviser)).body).toMatchObject({ isApproved: true, isAdmin: false });
  });

  it("leaves a session due for refresh, or expired, to better-auth", async () => {
    const { db } = h.runtime.database;
    const settings = { cookieName: "", secret: h.config.authSecret, expiresIn: 604_800, updateAge: 86_400 };
    const day = 86_400_000;
    expect(await sessionActor(db, settings, cookieValue(adviser), Date.now() + day + 60_000)).toBeUndefined();
    expect(await sessionActor(db, settings, cookieValue(adviser), Date.now() + 8 * day)).toBeUndefined();
    expect(await sessionActor(db, settings, sign("no-such-token", h.config.authSecret))).toBeUndefined();
  });

  it("applies a revoked approval and a removed admin role on the next request", async () => {
    const { db } = h.runtime.database;
    await db.update(profiles).set({ approved: false }).where(eq(profiles.id, adviser.id));
    expect((await me(adviser)).body).toMatchObject({ isApproved: false });
    expect((await h.request("/api/projects", { user: adviser })).status).toBe(403);
    await db.update(profiles).set({ approved: true }).where(eq(profiles.id, adviser.id));
    expect((await me(adviser)).body).toMatchObject({ isApproved: true });
    await db.delete(userRoles).where(eq(userRoles.userId, admin.id));
    expect((await me(admin)).body).toMatchObject({ isAdmin: false });
    await db.insert(userRoles).values({ userId: admin.id, role: "admin" });
  });

  it("a forged or tampered cookie is nobody; an ended or expired session is nobody", async () => {
    const forged = adviser.cookie.replace(/session_token=[^.;]+/, "session_token=forged");
    expect((await me(forged)).status).toBe(401);
    const { db } = h.runtime.database;
    const other = await h.approvedUser(admin, "expiring@example.com");
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, other.id));
    expect((await me(other)).status).toBe(401);
    const ended = await h.approvedUser(admin, "ended@example.com");
    await db.delete(session).where(eq(session.userId, ended.id));
    expect((await me(ended)).status).toBe(401);
  });

  it("a session due for refresh is still signed in, through better-auth, which extends it", async () => {
    const { db } = h.runtime.database;
    const due = await h.approvedUser(admin, "due@example.com");
    // Issued two days ago: past updateAge (one day), five days left.
    const expiresAt = new Date(Date.now() + 5 * 86_400_000);
    await db.update(session).set({ expiresAt }).where(eq(session.userId, due.id));
    expect((await me(due)).status).toBe(200);
    const [row] = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, due.id));
    expect(row?.expiresAt.valueOf()).toBeGreaterThan(expiresAt.valueOf() + 86_400_000);
  });
});
