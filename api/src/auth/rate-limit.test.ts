import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_PASSWORD } from "../testing/harness.ts";

const signIn = (h: Harness, email: string, password: string, headers: Record<string, string> = {}) =>
  h.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers });

/** Ends every open window, as if the stated lock-out time had passed. */
const endWindows = (h: Harness) =>
  h.runtime.ctx.database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);

describe("rate limits through the real routes (issue #14 item 5)", () => {
  it("50 wrong passwords: 401 ten times, then 429 with Retry-After; the owner is back after the window", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on", ADMIN_EMAILS: "owner@example.com" } });
    try {
      await h.signUp("owner@example.com");
      const statuses: number[] = [];
      const messages: string[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await signIn(h, "owner@example.com", `wrong-guess-${i}`);
        statuses.push(res.status);
        messages.push(res.status === 429 ? ((await res.json()) as { error: { message: string } }).error.message : "");
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      expect(messages[10]).toMatch(/failed sign-in attempts for this account\. Try again in 10 minutes\./);
      // Past 30 attempts the address is limited too.
      expect(messages[49]).toMatch(/sign-in attempts from your network/);
      const blocked = await signIn(h, "owner@example.com", TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(600);
      const body = (await blocked.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("rate_limited");
      await endWindows(h);
      expect((await signIn(h, "owner@example.com", TEST_PASSWORD)).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("a correct password clears the account's failures", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on", ADMIN_EMAILS: "owner@example.com" } });
    try {
      await h.signUp("owner@example.com");
      for (let i = 0; i < 9; i++) expect((await signIn(h, "owner@example.com", `nope-${i}`)).status).toBe(401);
      expect((await signIn(h, "owner@example.com", TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 9; i++) expect((await signIn(h, "owner@example.com", `nope-${i}`)).status).toBe(401);
    } finally {
      await h.close();
    }
  });

  it("a fresh X-Forwarded-For per request does not bypass the per-address limit without a trusted proxy", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        const res = await signIn(h, `nobody${i}@example.com`, "whatever-it-is-123", {
          "x-forwarded-for": `203.0.113.${i}`,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual(Array(5).fill(429));
    } finally {
      await h.close();
    }
  });

  it("with TRUST_PROXY_HOPS=1 the proxy's entry is the address; the client's own entries are ignored", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on", TRUST_PROXY_HOPS: "1" } });
    try {
      // Distinct real clients (the proxy's last entry) each get their own allowance.
      for (let i = 0; i < 35; i++) {
        const res = await signIn(h, `nobody${i}@example.com`, "whatever-it-is-123", {
          "x-forwarded-for": `198.51.100.${i}`,
        });
        expect(res.status).toBe(401);
      }
      // One client forging a first entry stays one address.
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await signIn(h, `someone${i}@example.com`, "whatever-it-is-123", {
          "x-forwarded-for": `10.0.0.${i}, 192.0.2.7`,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await h.close();
    }
  });

  it("parallel attempts cannot slip past the per-account limit", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on" } });
    try {
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => signIn(h, "target@example.com", `guess-number-${i}`)),
      );
      expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    } finally {
      await h.close();
    }
  });

  it("sign-ups: ten per address an hour, then 429", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await h.request("/api/auth/sign-up/email", {
          method: "POST",
          json: { email: `new${i}@example.com`, password: TEST_PASSWORD, name: `New ${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await h.close();
    }
  });

  it("analyses and explanations: per account, 429 past the limit", async () => {
    const h = await createHarness({ env: { RATE_LIMITS: "on", ADMIN_EMAILS: "chief@example.com" }, worker: false });
    try {
      const admin = await h.signUp("chief@example.com");
      // Refused bodies count too: every POST starts (or tries to start) model work.
      const analyses: number[] = [];
      for (let i = 0; i < 61; i++) {
        analyses.push((await h.request("/api/projects", { method: "POST", user: admin, json: {} })).status);
      }
      expect(analyses.slice(0, 60).every((s) => s === 400)).toBe(true);
      expect(analyses[60]).toBe(429);
      const explanations: number[] = [];
      for (let i = 0; i < 121; i++) {
        const res = await h.request("/api/projects/00000000-0000-4000-8000-000000000000/explanations", {
          method: "POST",
          user: admin,
          json: { strategyId: "roth-conversion" },
        });
        explanations.push(res.status);
      }
      expect(explanations.slice(0, 120).every((s) => s !== 429)).toBe(true);
      expect(explanations[120]).toBe(429);
    } finally {
      await h.close();
    }
  });
});
