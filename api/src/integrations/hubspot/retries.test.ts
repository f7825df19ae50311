import { ZAnalysisSummary } from "@fsa/shared";
import { eq } from "drizzle-orm";
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hubspotRequestReplays } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import { hubspotRequest, signHubspotRequest } from "../../testing/hubspot.ts";
import { createHubspotMock, HUBSPOT_TEST_ENV, linkHubspotUser, pollSummary } from "./test-support.ts";
import { sha256 } from "./token-crypto.ts";

// HubSpot retries a request once, with the same signature, when we answered 5xx (issue 17). The
// audit write after a saved note can be made to fail, to stand for "the work was done, then 5xx".
const audit = vi.hoisted(() => ({ failNoteAudits: 0 }));
vi.mock("../../services/audit.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../services/audit.ts")>();
  return {
    ...original,
    writeAudit: async (...args: Parameters<typeof original.writeAudit>) => {
      if (args[1].action === "hubspot.note_written" && audit.failNoteAudits > 0) {
        audit.failNoteAudits -= 1;
        throw new Error("audit database unavailable (test)");
      }
      return original.writeAudit(...args);
    },
  };
});

const hubspot = createHubspotMock();
const NOTES_URL = "https://api.hubapi.com/crm/v3/objects/notes";
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  hubspot.server.listen({ onUnhandledRequest: "error" });
  h = await createHarness({ env: HUBSPOT_TEST_ENV });
  admin = await h.signUp("admin@firm.example");
  const install = await h.request("/api/hubspot-oauth/callback?code=install-code");
  expect(install.status).toBe(302);
});
afterEach(() => {
  hubspot.reset();
  hubspot.server.resetHandlers();
  audit.failNoteAudits = 0;
});
afterAll(async () => {
  await h.close();
  hubspot.server.close();
});

type Signed = { method: string; path: string; body: string; headers: Record<string, string> };

/** Sends a signed request and keeps it, so it can be sent again byte for byte as HubSpot's retry would. */
async function sendSigned(method: string, path: string, options: { userId: string; body?: unknown }) {
  let captured: Signed | undefined;
  const res = await hubspotRequest(h, method, path, {
    ...options,
    tamper: (r) => {
      captured = { method, path: r.path, body: r.body, headers: { ...r.headers } };
    },
  });
  if (!captured) throw new Error("not captured");
  return { res, signed: captured };
}

const resend = (r: Signed) =>
  h.app.request(r.path, { method: r.method, headers: r.headers, body: r.method === "GET" ? undefined : r.body });

async function completedAnalysis(userId: string) {
  const created = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
    userId,
    body: { notes: "Widowed client, age 71. Net worth $9 million. Conservative risk tolerance.", contactId: "5001" },
  });
  expect(created.status).toBe(202);
  return pollSummary(h, ZAnalysisSummary.parse(await created.json()), { userId });
}

const replayRow = async (signature: string | undefined) =>
  (
    await h.runtime.database.db
      .select()
      .from(hubspotRequestReplays)
      .where(eq(hubspotRequestReplays.signature, sha256(signature ?? "")))
  )[0];

describe("HubSpot's retry after a 5xx is accepted once", () => {
  let projectId: string;
  beforeAll(async () => {
    const adviser = await h.approvedUser(admin, "retries@firm.example");
    await linkHubspotUser(h, adviser, "310");
    projectId = (await completedAnalysis("310")).projectId;
  });
  const notePath = () => `/api/integrations/hubspot/analyses/${projectId}/note`;

  it("a first attempt that failed before doing its work (HubSpot refused the note) is processed again on retry", async () => {
    hubspot.server.use(http.post(NOTES_URL, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { res: first, signed } = await sendSigned("POST", notePath(), { userId: "310", body: {} });
    expect(first.status).toBe(503);
    expect(hubspot.record.notes).toHaveLength(0);
    expect((await replayRow(signed.headers["x-hubspot-signature-v3"]))?.state).toBe("failed");

    const retry = await resend(signed);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ noteId: "note-77" });
    expect(hubspot.record.notes).toHaveLength(1);

    // The same request once more is a replay of an accepted request.
    const replay = await resend(signed);
    expect(replay.status).toBe(401);
    expect(hubspot.record.notes).toHaveLength(1);
  });

  it("a first attempt that did its work and then failed is answered on retry without doing it again", async () => {
    audit.failNoteAudits = 1;
    const { res: first, signed } = await sendSigned("POST", notePath(), { userId: "310", body: {} });
    expect(first.status).toBe(500);
    expect(hubspot.record.notes).toHaveLength(1);

    const retry = await resend(signed);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ noteId: "note-77" });
    expect(hubspot.record.notes).toHaveLength(1);

    expect((await resend(signed)).status).toBe(401);
    expect(hubspot.record.notes).toHaveLength(1);
  });

  it("only one retry: a request answered 5xx twice is refused the third time", async () => {
    hubspot.server.use(http.post(NOTES_URL, () => HttpResponse.json({}, { status: 502 })));
    const { res: first, signed } = await sendSigned("POST", notePath(), { userId: "310", body: {} });
    expect(first.status).toBe(503);
    expect((await resend(signed)).status).toBe(503);
    hubspot.server.resetHandlers();
    expect((await resend(signed)).status).toBe(401);
    expect(hubspot.record.notes).toHaveLength(0);
  });

  it("a request answered below 500 (here 404) is never processed again", async () => {
    const { res: first, signed } = await sendSigned(
      "POST",
      "/api/integrations/hubspot/analyses/00000000-0000-4000-8000-000000000000/note",
      { userId: "310", body: {} },
    );
    expect(first.status).toBe(404);
    expect((await replayRow(signed.headers["x-hubspot-signature-v3"]))?.state).toBe("accepted");
    expect((await resend(signed)).status).toBe(401);
  });

  it("the same request arriving twice at once is processed once", async () => {
    const signed = {
      method: "POST",
      ...signHubspotRequest(h, "POST", "/api/integrations/hubspot/session", { userId: "310", body: {} }),
    };
    const statuses = (await Promise.all([resend(signed), resend(signed)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
    expect((await resend(signed)).status).toBe(401);
  });
});
