import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { HUBSPOT_TEST_SECRET, hubspotRequest } from "../../testing/hubspot.ts";
import { signedUri, signV3, verifyV3 } from "./signature.ts";
import { capturingLogger, HUBSPOT_TEST_ENV } from "./test-support.ts";

let h: Harness;
const log = capturingLogger();

beforeAll(async () => {
  h = await createHarness({ env: HUBSPOT_TEST_ENV, overrides: { log }, worker: false });
});
afterAll(async () => {
  await h.close();
});

const errorOf = async (res: Response) => ((await res.json()) as { error?: { code: string; message: string } }).error;
type Signed = { path: string; body: string; headers: Record<string, string> };

describe("signature v3 construction", () => {
  const publicUrl = "https://advisor.example.com";
  const pathAndQuery = "/api/x?userId=1&portalId=2&userEmail=a%40b.com";

  it("signs method + URL (HubSpot's listed escapes decoded) + body + timestamp, base64 HMAC-SHA256", () => {
    expect(signedUri(publicUrl, pathAndQuery)).toBe(
      "https://advisor.example.com/api/x?userId=1&portalId=2&userEmail=a@b.com",
    );
    // Independent of signV3: the digest of the concatenated string with the secret.
    const expected = createHmac("sha256", "secret")
      .update('POSThttps://advisor.example.com/api/x?userId=1&portalId=2&userEmail=a@b.com{"a":1}1700000000000')
      .digest("base64");
    expect(signV3("secret", "post", signedUri(publicUrl, pathAndQuery), '{"a":1}', "1700000000000")).toBe(expected);
  });

  const base = {
    clientSecret: "secret",
    method: "POST",
    publicUrl,
    pathAndQuery,
    rawBody: '{"a":1}',
    timestamp: "1700000000000",
  };
  const signature = signV3("secret", "POST", signedUri(publicUrl, pathAndQuery), '{"a":1}', "1700000000000");

  it("accepts within 5 minutes and refuses at 5 minutes + 1 ms, either side", () => {
    expect(verifyV3({ ...base, signature, now: 1700000000000 + 300_000 })).toEqual({ ok: true });
    expect(verifyV3({ ...base, signature, now: 1700000000000 + 300_001 }).ok).toBe(false);
    expect(verifyV3({ ...base, signature, now: 1700000000000 - 300_001 }).ok).toBe(false);
  });

  it("refuses a signature of another length or a non-numeric timestamp without throwing", () => {
    expect(verifyV3({ ...base, signature: "short", now: 1700000000000 }).ok).toBe(false);
    expect(verifyV3({ ...base, signature, timestamp: "yesterday", now: 1700000000000 }).ok).toBe(false);
  });
});

describe("every /api/integrations/hubspot request is verified first", () => {
  it("a valid signature is accepted", async () => {
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {} });
    expect(res.status).toBe(200);
  });

  it.each([
    ["a wrong signature (another secret)", { secret: "not-the-secret" }],
    ["a stale timestamp (6 minutes old)", { timestamp: Date.now() - 6 * 60 * 1000 }],
    ["a timestamp 6 minutes ahead", { timestamp: Date.now() + 6 * 60 * 1000 }],
    [
      "a reordered query string",
      {
        tamper: (r: Signed) => {
          const [p, q] = r.path.split("?");
          r.path = `${p}?${(q ?? "").split("&").reverse().join("&")}`;
        },
      },
    ],
    [
      "a tampered body",
      {
        tamper: (r: Signed) => {
          r.body = JSON.stringify({ notes: "Net worth $50 million", contactId: "1" });
        },
      },
    ],
    [
      "a changed portalId",
      {
        tamper: (r: Signed) => {
          r.path = r.path.replace(/portalId=\d+/, "portalId=13579");
        },
      },
    ],
    [
      "a second portalId appended after signing",
      {
        tamper: (r: Signed) => {
          r.path = `${r.path}&portalId=13579`;
        },
      },
    ],
    [
      "no signature header",
      {
        tamper: (r: Signed) => {
          delete r.headers["x-hubspot-signature-v3"];
        },
      },
    ],
    [
      "no timestamp header",
      {
        tamper: (r: Signed) => {
          delete r.headers["x-hubspot-request-timestamp"];
        },
      },
    ],
  ] as const)("%s → 401", async (_name, options) => {
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      body: { notes: "Net worth $5 million.", contactId: "1" },
      ...options,
    });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({
      code: "unauthorized",
      message: "The request is not signed by HubSpot.",
    });
  });

  it("a signed request whose query repeats portalId is refused, even when the duplicate was signed", async () => {
    // The signature covers whatever URL was called, so a signed URL can still carry two portal ids.
    const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", {
      body: {},
      tamper: (r) => {
        r.path = `${r.path}&portalId=13579`;
        r.headers["x-hubspot-signature-v3"] = createHmac("sha256", HUBSPOT_TEST_SECRET)
          .update(`POST${signedUri(h.config.publicUrl, r.path)}${r.body}${r.headers["x-hubspot-request-timestamp"]}`)
          .digest("base64");
      },
    });
    expect(res.status).toBe(401);
  });

  it("an unsigned call is 401 before the body is read: not 400 for bad JSON, 415 for text, 413 for size", async () => {
    const text = await h.app.request("/api/integrations/hubspot/analyses?portalId=1&userId=2", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{not json",
    });
    expect(text.status).toBe(401);
    const huge = await h.app.request("/api/integrations/hubspot/analyses?portalId=1&userId=2", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ notes: "x".repeat(2 * 1024 * 1024), contactId: "1" }),
    });
    expect(huge.status).toBe(401);
    const unknown = await h.app.request("/api/integrations/hubspot/no-such-route");
    expect(unknown.status).toBe(401);
  });

  it("a refusal is logged with its reason and path, never the body", async () => {
    log.events.length = 0;
    await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      body: { notes: "Secret client notes: net worth $7 million", contactId: "1" },
      secret: "not-the-secret",
    });
    const refused = log.events.filter((e) => e.msg === "HubSpot request refused");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.fields).toMatchObject({
      reason: "signature mismatch",
      path: "/api/integrations/hubspot/analyses",
    });
    expect(JSON.stringify(log.events)).not.toContain("Secret client notes");
  });

  it("a replayed request is refused", async () => {
    let captured: Signed | undefined;
    const first = await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", {
      body: {},
      tamper: (r) => {
        captured = { ...r, headers: { ...r.headers } };
      },
    });
    expect(first.status).toBe(200);
    if (!captured) throw new Error("not captured");
    const replay = await h.app.request(captured.path, {
      method: "POST",
      headers: captured.headers,
      body: captured.body,
    });
    expect(replay.status).toBe(401);
  });

  it("after verification the body must be JSON: a signed text body is 415, signed malformed JSON is 400", async () => {
    const asText = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      body: { notes: "Net worth $5 million.", contactId: "1" },
      tamper: (r) => {
        r.headers["content-type"] = "text/plain";
      },
    });
    expect(asText.status).toBe(415);
    expect((await errorOf(asText))?.code).toBe("unsupported_media_type");

    const timestamp = String(Date.now());
    const path = "/api/integrations/hubspot/analyses?userId=101&appId=999&portalId=246810";
    const body = "{not json";
    const signature = createHmac("sha256", HUBSPOT_TEST_SECRET)
      .update(`POST${h.config.publicUrl}${path}${body}${timestamp}`)
      .digest("base64");
    const malformed = await h.app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hubspot-signature-v3": signature,
        "x-hubspot-request-timestamp": timestamp,
      },
      body,
    });
    expect(malformed.status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents the card's routes with the signature scheme, the linking routes and the OAuth callback", async () => {
    const doc = (await (await h.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/integrations/hubspot/session",
        "/api/integrations/hubspot/analyses",
        "/api/integrations/hubspot/analyses/{id}",
        "/api/integrations/hubspot/analyses/{id}/note",
        "/api/hubspot-links",
        "/api/hubspot-links/preview",
        "/api/hubspot-links/confirm",
        "/api/hubspot-links/{id}",
        "/api/hubspot-oauth/callback",
      ]),
    );
    expect(doc.paths["/api/integrations/hubspot/analyses"]?.post?.security).toEqual([{ hubspotSignature: [] }]);
    expect(doc.components.securitySchemes.hubspotSignature).toBeDefined();
  });
});
