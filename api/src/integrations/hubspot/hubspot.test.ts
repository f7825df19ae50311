import { ZAnalysisSummary } from "@fsa/shared";
import { eq } from "drizzle-orm";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hubspotInstalls } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import { HUBSPOT_TEST_PORTAL, HUBSPOT_TEST_SECRET, hubspotRequest } from "../../testing/hubspot.ts";
import { signedUri, signV3, verifyV3 } from "./signature.ts";
import { decrypt, encrypt, keyFrom } from "./token-crypto.ts";

const KEY = Buffer.alloc(32, 7).toString("base64");
const API = "https://api.hubapi.com";
const notesWritten: { auth: string | null; body: unknown }[] = [];
let tokenCalls: URLSearchParams[] = [];
const server = setupServer(
  http.post(`${API}/oauth/v3/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenCalls.push(form);
    if (form.get("client_secret") !== HUBSPOT_TEST_SECRET)
      return HttpResponse.json({ message: "bad client" }, { status: 400 });
    const fresh = form.get("grant_type") === "refresh_token" ? "access-2" : "access-1";
    return HttpResponse.json({
      access_token: fresh,
      refresh_token: "refresh-1",
      expires_in: 1800,
      hub_id: Number(HUBSPOT_TEST_PORTAL),
      token_type: "bearer",
    });
  }),
  http.post(`${API}/crm/v3/objects/notes`, async ({ request }) => {
    notesWritten.push({ auth: request.headers.get("authorization"), body: await request.json() });
    return HttpResponse.json({ id: "note-77" }, { status: 201 });
  }),
);

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createHarness({
    env: {
      ADMIN_EMAILS: "admin@firm.example",
      HUBSPOT_CLIENT_ID: "client-id",
      HUBSPOT_CLIENT_SECRET: HUBSPOT_TEST_SECRET,
      INTEGRATION_ENCRYPTION_KEY: KEY,
    },
  });
  admin = await h.signUp("admin@firm.example");
});
afterEach(() => {
  tokenCalls = [];
});
afterAll(async () => {
  await h.close();
  server.close();
});

const errorCode = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

/** Links HubSpot user `userId` to `adviser` through the card's link code and the web app's confirm. */
async function link(adviser: TestUser, userId: string) {
  const s = (await (
    await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {}, userId })
  ).json()) as { state: string; linkUrl: string };
  expect(s.state).toBe("not_linked");
  const code = new URL(s.linkUrl).searchParams.get("code");
  const res = await h.request("/api/hubspot-links/confirm", { method: "POST", user: adviser, json: { code } });
  expect(res.status).toBe(200);
  return code;
}

describe("HubSpot signature v3", () => {
  it("the signer matches HubSpot's published construction", () => {
    const uri = signedUri("https://advisor.example.com", "/api/x?userId=1&portalId=2&email=a%40b.com");
    expect(uri).toBe("https://advisor.example.com/api/x?userId=1&portalId=2&email=a@b.com");
    const sig = signV3("secret", "POST", uri, '{"a":1}', "1700000000000");
    expect(
      verifyV3({
        clientSecret: "secret",
        method: "POST",
        publicUrl: "https://advisor.example.com",
        pathAndQuery: "/api/x?userId=1&portalId=2&email=a%40b.com",
        rawBody: '{"a":1}',
        signature: sig,
        timestamp: "1700000000000",
        now: 1700000000000 + 1000,
      }),
    ).toEqual({ ok: true });
  });

  it("a valid signature is accepted", async () => {
    expect((await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {} })).status).toBe(200);
  });

  it.each([
    ["a wrong signature", { secret: "not-the-secret" }],
    ["a stale timestamp", { timestamp: Date.now() - 6 * 60 * 1000 }],
    [
      "a reordered query string",
      {
        tamper: (r: { path: string }) => {
          const [p, q] = r.path.split("?");
          r.path = `${p}?${(q ?? "").split("&").reverse().join("&")}`;
        },
      },
    ],
    [
      "a tampered body",
      {
        tamper: (r: { body: string }) => {
          r.body = JSON.stringify({ notes: "changed", contactId: "1" });
        },
      },
    ],
    [
      "no signature",
      {
        tamper: (r: { headers: Record<string, string> }) => {
          delete r.headers["x-hubspot-signature-v3"];
        },
      },
    ],
  ] as const)("%s → 401", async (_name, options) => {
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      body: { notes: "Net worth $5M", contactId: "1" },
      ...options,
    });
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe("unauthorized");
  });

  it("an unsigned non-JSON body is 401, never 400 or 415", async () => {
    const res = await h.app.request("/api/integrations/hubspot/analyses?portalId=1&userId=2", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{not json",
    });
    expect(res.status).toBe(401);
  });

  it("a replayed request is refused", async () => {
    let captured: { path: string; body: string; headers: Record<string, string> } | null = null;
    const first = await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", {
      body: {},
      tamper: (r) => (captured = { ...r, headers: { ...r.headers } }),
    });
    expect(first.status).toBe(200);
    const c = captured as unknown as { path: string; body: string; headers: Record<string, string> };
    const replay = await h.app.request(c.path, { method: "POST", headers: c.headers, body: c.body });
    expect(replay.status).toBe(401);
  });
});

describe("linking, approval and analyses from the card", () => {
  it("links, analyzes end to end, returns the card's summary, writes the note back, unlinks", async () => {
    const adviser = await h.approvedUser(admin, "adviser@firm.example");
    await link(adviser, "201");
    const ready = (await (
      await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {}, userId: "201" })
    ).json()) as { state: string; email: string };
    expect(ready).toMatchObject({ state: "ready", email: "adviser@firm.example" });

    const created = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "201",
      body: {
        notes: "Married couple, ages 66 and 64. Net worth is $14 million. Three children. Moderate risk tolerance.",
        contactId: "5001",
      },
    });
    expect(created.status).toBe(202);
    let summary = ZAnalysisSummary.parse(await created.json());
    for (let i = 0; i < 200 && summary.status !== "completed" && summary.status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      summary = ZAnalysisSummary.parse(
        await (
          await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${summary.projectId}`, { userId: "201" })
        ).json(),
      );
    }
    expect(summary).toMatchObject({ status: "completed", netWorth: 14_000_000, riskTolerance: "moderate" });
    expect(summary.topStrategies.length).toBeGreaterThan(0);
    expect(summary.totalProjectedTaxSavings).toMatch(/^\$[\d,]+\+$/);

    // Another portal cannot read it, even when the same adviser is linked there too.
    const s2 = (await (
      await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", {
        body: {},
        userId: "201",
        portalId: "13579",
      })
    ).json()) as { linkUrl: string };
    await h.request("/api/hubspot-links/confirm", {
      method: "POST",
      user: adviser,
      json: { code: new URL(s2.linkUrl).searchParams.get("code") },
    });
    const other = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${summary.projectId}`, {
      userId: "201",
      portalId: "13579",
    });
    expect(other.status).toBe(404);

    // Note write-back with the portal's OAuth tokens (install first, then an expired token is refreshed).
    const install = await h.request("/api/hubspot-oauth/callback?code=install-code");
    expect(install.status).toBe(302);
    const [row] = await h.runtime.database.db
      .select()
      .from(hubspotInstalls)
      .where(eq(hubspotInstalls.portalId, HUBSPOT_TEST_PORTAL));
    expect(row?.accessTokenEnc).not.toContain("access-1");
    expect(decrypt(keyFrom(KEY), row?.accessTokenEnc ?? "")).toBe("access-1");
    expect(tokenCalls.map((f) => f.get("grant_type"))).toEqual(["authorization_code"]);
    tokenCalls = [];
    await h.runtime.database.db
      .update(hubspotInstalls)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(hubspotInstalls.portalId, HUBSPOT_TEST_PORTAL));
    const noted = await hubspotRequest(h, "POST", `/api/integrations/hubspot/analyses/${summary.projectId}/note`, {
      userId: "201",
      body: {},
    });
    expect(noted.status).toBe(200);
    expect(await noted.json()).toEqual({ noteId: "note-77" });
    expect(tokenCalls.map((f) => f.get("grant_type"))).toEqual(["refresh_token"]);
    const written = notesWritten.at(-1);
    expect(written?.auth).toBe("Bearer access-2");
    expect(JSON.stringify(written?.body)).toContain('"associationTypeId":202');
    expect(JSON.stringify(written?.body)).toContain('"id":"5001"');

    const links = (await (await h.request("/api/hubspot-links", { user: adviser })).json()) as {
      links: { id: string; portalId: string }[];
    };
    expect(links.links).toHaveLength(2);
    links.links.sort((a) => (a.portalId === HUBSPOT_TEST_PORTAL ? -1 : 1));
    expect(
      (await h.request(`/api/hubspot-links/${links.links[0]?.id}`, { method: "DELETE", user: adviser })).status,
    ).toBe(200);
    const after = (await (
      await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {}, userId: "201" })
    ).json()) as { state: string };
    expect(after.state).toBe("not_linked");
  });

  it("a pending adviser is told so and cannot analyze; a revoked one likewise", async () => {
    const pending = await h.signUp("pending@firm.example");
    await link(pending, "301");
    const s = (await (
      await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {}, userId: "301" })
    ).json()) as { state: string };
    expect(s.state).toBe("pending");
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "301",
      body: { notes: "Net worth $5 million.", contactId: "1" },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("not_approved");

    const revoked = await h.approvedUser(admin, "revoked@firm.example");
    await link(revoked, "302");
    await h.request(`/api/admin/users/${revoked.id}/revoke`, { method: "POST", user: admin });
    const r2 = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "302",
      body: { notes: "Net worth $5 million.", contactId: "1" },
    });
    expect(await errorCode(r2)).toBe("not_approved");
  });

  it("a link code works once", async () => {
    const adviser = await h.approvedUser(admin, "once@firm.example");
    const code = await link(adviser, "401");
    const again = await h.request("/api/hubspot-links/confirm", { method: "POST", user: adviser, json: { code } });
    expect(again.status).toBe(404);
  });

  it("an unlinked HubSpot user cannot analyze", async () => {
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "999999",
      body: { notes: "Net worth $5 million.", contactId: "1" },
    });
    expect(res.status).toBe(403);
  });

  it("tokens are encrypted with AES-256-GCM and tampering is detected", () => {
    const key = keyFrom(KEY);
    const sealed = encrypt(key, "secret-token");
    expect(decrypt(key, sealed)).toBe("secret-token");
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decrypt(key, parts.join("."))).toThrow();
  });

  it("the routes are in the OpenAPI document", async () => {
    const doc = (await (await h.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/integrations/hubspot/session",
        "/api/integrations/hubspot/analyses",
        "/api/integrations/hubspot/analyses/{id}",
        "/api/hubspot-links/confirm",
      ]),
    );
  });
});
