import { ZAnalysisSummary } from "@fsa/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, hubspotLinkCodes, projects } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../testing/harness.ts";
import { HUBSPOT_TEST_PORTAL, hubspotRequest } from "../../testing/hubspot.ts";
import { cardSession, codeOf, HUBSPOT_TEST_ENV, linkHubspotUser, pollSummary } from "./test-support.ts";
import { sha256 } from "./token-crypto.ts";

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness({ env: HUBSPOT_TEST_ENV });
  admin = await h.signUp("admin@firm.example");
});
afterAll(async () => {
  await h.close();
});

const errorOf = async (res: Response) => ((await res.json()) as { error?: { code: string; message: string } }).error;
const NOTES = "Married couple, ages 66 and 64. Net worth is $14 million. Moderate risk tolerance.";

async function analyze(userId: string, portalId = HUBSPOT_TEST_PORTAL, contactId = "5001") {
  return hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
    userId,
    portalId,
    body: { notes: NOTES, contactId },
  });
}

describe("account linking", () => {
  it("an unlinked HubSpot user gets a one-time linking URL on the web app, and cannot analyze", async () => {
    const session = await cardSession(h, "100");
    expect(session.state).toBe("not_linked");
    expect(session.linkUrl).toMatch(/^http:\/\/localhost:3999\/integrations\/hubspot\/link\?code=[\w-]{32}$/);
    const res = await analyze("100");
    expect(res.status).toBe(403);
    expect((await errorOf(res))?.code).toBe("forbidden");
  });

  it("only the code's hash is stored", async () => {
    const code = codeOf((await cardSession(h, "101")).linkUrl);
    const [row] = await h.runtime.database.db
      .select()
      .from(hubspotLinkCodes)
      .where(eq(hubspotLinkCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ portalId: HUBSPOT_TEST_PORTAL, hubspotUserId: "101" });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("confirming needs a signed-in adviser; preview shows who is being linked; the link is audited", async () => {
    const adviser = await h.approvedUser(admin, "adviser@firm.example");
    const code = codeOf((await cardSession(h, "201")).linkUrl);
    const anonymous = await h.request("/api/hubspot-links/confirm", { method: "POST", json: { code } });
    expect(anonymous.status).toBe(401);

    const preview = await h.request("/api/hubspot-links/preview", { method: "POST", user: adviser, json: { code } });
    expect(await preview.json()).toMatchObject({
      portalId: HUBSPOT_TEST_PORTAL,
      hubspotUserId: "201",
      hubspotUserEmail: "rep@firm.example",
    });

    const confirmed = await h.request("/api/hubspot-links/confirm", { method: "POST", user: adviser, json: { code } });
    expect(confirmed.status).toBe(200);
    expect(await cardSession(h, "201")).toEqual({ state: "ready", linkUrl: null, email: "adviser@firm.example" });
    const audit = await h.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "hubspot.linked"));
    expect(audit.some((a) => a.actorUserId === adviser.id)).toBe(true);
  });

  it("a link code works once, and not after it expires", async () => {
    const adviser = await h.approvedUser(admin, "once@firm.example");
    const { code } = await linkHubspotUser(h, adviser, "401");
    const again = await h.request("/api/hubspot-links/confirm", { method: "POST", user: adviser, json: { code } });
    expect(again.status).toBe(404);

    const late = codeOf((await cardSession(h, "402")).linkUrl);
    await h.runtime.database.db
      .update(hubspotLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(hubspotLinkCodes.codeHash, sha256(late)));
    const expired = await h.request("/api/hubspot-links/confirm", {
      method: "POST",
      user: adviser,
      json: { code: late },
    });
    expect(expired.status).toBe(404);
    expect((await cardSession(h, "402")).state).toBe("not_linked");
  });

  it("unlinking from the web app: the adviser's own links only; the card is not linked afterwards", async () => {
    const adviser = await h.approvedUser(admin, "unlink@firm.example");
    const other = await h.approvedUser(admin, "other@firm.example");
    const { link } = await linkHubspotUser(h, adviser, "501");
    const listed = (await (await h.request("/api/hubspot-links", { user: adviser })).json()) as {
      links: { id: string }[];
    };
    expect(listed.links.map((l) => l.id)).toEqual([link.id]);

    const byOther = await h.request(`/api/hubspot-links/${link.id}`, { method: "DELETE", user: other });
    expect(byOther.status).toBe(404);
    expect((await cardSession(h, "501")).state).toBe("ready");

    const anonymous = await h.request(`/api/hubspot-links/${link.id}`, { method: "DELETE" });
    expect(anonymous.status).toBe(401);

    const removed = await h.request(`/api/hubspot-links/${link.id}`, { method: "DELETE", user: adviser });
    expect(removed.status).toBe(200);
    expect((await cardSession(h, "501")).state).toBe("not_linked");
    const analyzing = await analyze("501");
    expect(analyzing.status).toBe(403);
  });
});

describe("approval and ownership are the web app's", () => {
  it("a pending adviser: the card shows pending and cannot analyze (403 not_approved)", async () => {
    const pending = await h.signUp("pending@firm.example");
    await linkHubspotUser(h, pending, "301");
    expect(await cardSession(h, "301")).toMatchObject({ state: "pending", email: "pending@firm.example" });
    const res = await analyze("301");
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({
        code: "not_approved",
        message: "Your account is awaiting administrator approval. You will have access once approved.",
      }),
    );
  });

  it("a revoked adviser: back to pending, and earlier analyses are closed too", async () => {
    const adviser = await h.approvedUser(admin, "revoked@firm.example");
    await linkHubspotUser(h, adviser, "302");
    const created = await analyze("302");
    expect(created.status).toBe(202);
    const first = ZAnalysisSummary.parse(await created.json());
    await pollSummary(h, first, { userId: "302" });

    const revoke = await h.request(`/api/admin/users/${adviser.id}/revoke`, { method: "POST", user: admin });
    expect(revoke.status).toBe(200);
    expect((await cardSession(h, "302")).state).toBe("pending");
    const again = await analyze("302");
    expect(again.status).toBe(403);
    expect((await errorOf(again))?.code).toBe("not_approved");
    const read = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${first.projectId}`, {
      userId: "302",
    });
    expect(read.status).toBe(403);
  });

  it("an admin who is not approved may analyze, as in the web app", async () => {
    await linkHubspotUser(h, admin, "303");
    expect((await cardSession(h, "303")).state).toBe("ready");
    expect((await analyze("303")).status).toBe(202);
  });

  it("another portal's project is 404, even for the same adviser linked there; so is another adviser's", async () => {
    const adviser = await h.approvedUser(admin, "twoportals@firm.example");
    await linkHubspotUser(h, adviser, "601");
    await linkHubspotUser(h, adviser, "601", "13579");
    const created = ZAnalysisSummary.parse(await (await analyze("601")).json());
    const own = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${created.projectId}`, {
      userId: "601",
    });
    expect(own.status).toBe(200);

    const otherPortal = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${created.projectId}`, {
      userId: "601",
      portalId: "13579",
    });
    expect(otherPortal.status).toBe(404);
    const noteFromOtherPortal = await hubspotRequest(
      h,
      "POST",
      `/api/integrations/hubspot/analyses/${created.projectId}/note`,
      { userId: "601", portalId: "13579", body: {} },
    );
    expect(noteFromOtherPortal.status).toBe(404);

    const someoneElse = await h.approvedUser(admin, "colleague@firm.example");
    await linkHubspotUser(h, someoneElse, "602");
    const colleague = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${created.projectId}`, {
      userId: "602",
    });
    expect(colleague.status).toBe(404);
  });

  it("a project started in the web app is not readable through the card", async () => {
    const adviser = await h.approvedUser(admin, "webonly@firm.example");
    await linkHubspotUser(h, adviser, "701");
    const web = await h.request("/api/projects", { method: "POST", user: adviser, json: { notes: NOTES } });
    const { project } = (await web.json()) as { project: { id: string } };
    const res = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${project.id}`, { userId: "701" });
    expect(res.status).toBe(404);
  });

  it("projects created from HubSpot record the portal, the contact and the HubSpot user", async () => {
    const adviser = await h.approvedUser(admin, "recorded@firm.example");
    await linkHubspotUser(h, adviser, "801");
    const created = ZAnalysisSummary.parse(await (await analyze("801", HUBSPOT_TEST_PORTAL, "9001")).json());
    const [row] = await h.runtime.database.db.select().from(projects).where(eq(projects.id, created.projectId));
    expect(row).toMatchObject({
      source: "hubspot",
      externalRef: { portalId: HUBSPOT_TEST_PORTAL, contactId: "9001", hubspotUserId: "801" },
    });
  });

  it("bad input after a valid signature is a 400 with the spec's text", async () => {
    const adviser = await h.approvedUser(admin, "input@firm.example");
    await linkHubspotUser(h, adviser, "901");
    const empty = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "901",
      body: { notes: "   ", contactId: "1" },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty))?.message).toBe("Notes required");
    const badContact = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "901",
      body: { notes: NOTES, contactId: "../1" },
    });
    expect(badContact.status).toBe(400);
  });
});
