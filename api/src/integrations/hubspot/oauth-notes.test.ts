import { ZAnalysisSummary } from "@fsa/shared";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hubspotInstalls } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import { HUBSPOT_TEST_PORTAL, hubspotRequest } from "../../testing/hubspot.ts";
import { accessTokenFor } from "./hubspot-api.ts";
import {
  createHubspotMock,
  HUBSPOT_TEST_ENV,
  linkHubspotUser,
  pollSummary,
  TEST_ENCRYPTION_KEY,
} from "./test-support.ts";
import { decrypt, encrypt, keyFrom } from "./token-crypto.ts";

const hubspot = createHubspotMock();
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  hubspot.server.listen({ onUnhandledRequest: "error" });
  h = await createHarness({ env: HUBSPOT_TEST_ENV });
  admin = await h.signUp("admin@firm.example");
});
afterEach(() => hubspot.reset());
afterAll(async () => {
  await h.close();
  hubspot.server.close();
});

const installRow = async () =>
  (
    await h.runtime.database.db.select().from(hubspotInstalls).where(eq(hubspotInstalls.portalId, HUBSPOT_TEST_PORTAL))
  )[0];

async function completedAnalysis(userId: string, contactId = "5001") {
  const created = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
    userId,
    body: { notes: "Widowed client, age 71. Net worth $9 million. Conservative risk tolerance.", contactId },
  });
  expect(created.status).toBe(202);
  return pollSummary(h, ZAnalysisSummary.parse(await created.json()), { userId });
}

describe("token encryption at rest (AES-256-GCM)", () => {
  it("round-trips, uses a fresh IV each time, and detects tampering", () => {
    const key = keyFrom(TEST_ENCRYPTION_KEY);
    const a = encrypt(key, "secret-token");
    expect(a).not.toContain("secret-token");
    expect(encrypt(key, "secret-token")).not.toBe(a);
    expect(decrypt(key, a)).toBe("secret-token");
    const parts = a.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decrypt(key, parts.join("."))).toThrow();
    expect(() => decrypt(keyFrom(Buffer.alloc(32, 9).toString("hex")), a)).toThrow();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => keyFrom(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
    expect(() => keyFrom(undefined)).toThrow(/INTEGRATION_ENCRYPTION_KEY/);
  });
});

describe("OAuth install and refresh", () => {
  it("before the install, a note cannot be written (409) and HubSpot is not called", async () => {
    const adviser = await h.approvedUser(admin, "early@firm.example");
    await linkHubspotUser(h, adviser, "150");
    const summary = await completedAnalysis("150");
    const res = await hubspotRequest(h, "POST", `/api/integrations/hubspot/analyses/${summary.projectId}/note`, {
      userId: "150",
      body: {},
    });
    expect(res.status).toBe(409);
    expect(hubspot.record.notes).toHaveLength(0);
  });

  it("the install callback exchanges the code at /oauth/v3/token and stores the tokens encrypted", async () => {
    const res = await h.request("/api/hubspot-oauth/callback?code=install-code");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?hubspot=installed");
    const [call] = hubspot.record.tokenRequests;
    expect(Object.fromEntries(call ?? [])).toMatchObject({
      grant_type: "authorization_code",
      code: "install-code",
      client_id: "test-client-id",
      redirect_uri: "http://localhost:3999/api/hubspot-oauth/callback",
    });
    const row = await installRow();
    expect(row?.accessTokenEnc).not.toContain("access-1");
    expect(row?.refreshTokenEnc).not.toContain("refresh-1");
    expect(decrypt(keyFrom(TEST_ENCRYPTION_KEY), row?.accessTokenEnc ?? "")).toBe("access-1");
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
  });

  it("a token with more than 5 minutes left is used as is", async () => {
    expect(await accessTokenFor(h.runtime.ctx, HUBSPOT_TEST_PORTAL)).toBe("access-1");
    expect(hubspot.record.tokenRequests).toHaveLength(0);
  });

  it("a token expiring within 5 minutes is refreshed with the refresh token, and the new one stored", async () => {
    await h.runtime.database.db
      .update(hubspotInstalls)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(hubspotInstalls.portalId, HUBSPOT_TEST_PORTAL));
    expect(await accessTokenFor(h.runtime.ctx, HUBSPOT_TEST_PORTAL)).toBe("access-2");
    expect(Object.fromEntries(hubspot.record.tokenRequests[0] ?? [])).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: "refresh-1",
    });
    const row = await installRow();
    expect(decrypt(keyFrom(TEST_ENCRYPTION_KEY), row?.accessTokenEnc ?? "")).toBe("access-2");
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
  });

  it("a refused install code is a 503 with a message, not a crash", async () => {
    const { HUBSPOT_CLIENT_SECRET: _omit, ...env } = HUBSPOT_TEST_ENV;
    const other = await createHarness({ env: { ...env, HUBSPOT_CLIENT_SECRET: "wrong-secret" }, worker: false });
    try {
      const res = await other.request("/api/hubspot-oauth/callback?code=x");
      expect(res.status).toBe(503);
    } finally {
      await other.close();
    }
  });
});

describe("note write-back", () => {
  it("writes the summary as a note associated to the contact (type 202) with a refreshed token", async () => {
    const adviser = await h.approvedUser(admin, "notes@firm.example");
    await linkHubspotUser(h, adviser, "250");
    const summary = await completedAnalysis("250", "7007");
    await h.runtime.database.db
      .update(hubspotInstalls)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(hubspotInstalls.portalId, HUBSPOT_TEST_PORTAL));

    const res = await hubspotRequest(h, "POST", `/api/integrations/hubspot/analyses/${summary.projectId}/note`, {
      userId: "250",
      body: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ noteId: "note-77" });
    expect(hubspot.record.tokenRequests.map((f) => f.get("grant_type"))).toEqual(["refresh_token"]);
    const [note] = hubspot.record.notes;
    expect(note?.authorization).toBe("Bearer access-2");
    expect(note?.body.associations).toEqual([
      { to: { id: "7007" }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] },
    ]);
    const html = note?.body.properties.hs_note_body ?? "";
    expect(html).toContain("Net Worth: $9,000,000");
    expect(html).toContain(`Total projected tax savings: ${summary.totalProjectedTaxSavings}`);
    for (const s of summary.topStrategies) expect(html).toContain(s.strategy.replace(/&/g, "&amp;"));
    expect(html).toContain(summary.resultsUrl);
    expect(Number.isNaN(Date.parse(note?.body.properties.hs_timestamp ?? ""))).toBe(false);
  });

  it("a pending adviser cannot write a note", async () => {
    const pending = await h.signUp("pending-notes@firm.example");
    await linkHubspotUser(h, pending, "251");
    const res = await hubspotRequest(
      h,
      "POST",
      "/api/integrations/hubspot/analyses/00000000-0000-4000-8000-000000000000/note",
      { userId: "251", body: {} },
    );
    expect(res.status).toBe(403);
    expect(hubspot.record.notes).toHaveLength(0);
  });
});
