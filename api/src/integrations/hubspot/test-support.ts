import { type TAnalysisSummary, ZAnalysisSummary } from "@fsa/shared";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createLogger, type Logger } from "../../logger.ts";
import type { Harness, TestUser } from "../../testing/harness.ts";
import { HUBSPOT_TEST_PORTAL, HUBSPOT_TEST_SECRET, hubspotRequest } from "../../testing/hubspot.ts";

/** 32 bytes, base64: the INTEGRATION_ENCRYPTION_KEY of the HubSpot tests. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");

/** The environment the HubSpot tests run with. */
export const HUBSPOT_TEST_ENV = {
  ADMIN_EMAILS: "admin@firm.example",
  HUBSPOT_CLIENT_ID: "test-client-id",
  HUBSPOT_CLIENT_SECRET: HUBSPOT_TEST_SECRET,
  INTEGRATION_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
};

/** What the mocked HubSpot saw: token requests (form fields) and notes written (auth + JSON body). */
export interface HubspotMockRecord {
  tokenRequests: URLSearchParams[];
  notes: { authorization: string | null; body: { properties: Record<string, string>; associations: unknown[] } }[];
}

/**
 * msw handlers for the HubSpot endpoints the API calls (https://api.hubapi.com by default):
 * `POST /oauth/v3/token` (authorization_code → access-1, refresh_token → access-2, both with
 * hub_id = HUBSPOT_TEST_PORTAL) and `POST /crm/v3/objects/notes` (201 with id note-77). A wrong
 * client secret gets HubSpot's 400.
 */
export function createHubspotMock(apiBaseUrl = "https://api.hubapi.com") {
  const record: HubspotMockRecord = { tokenRequests: [], notes: [] };
  const server = setupServer(
    http.post(`${apiBaseUrl}/oauth/v3/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      record.tokenRequests.push(form);
      if (form.get("client_secret") !== HUBSPOT_TEST_SECRET || form.get("client_id") !== "test-client-id")
        return HttpResponse.json({ status: "BAD_CLIENT_ID", message: "bad client" }, { status: 400 });
      const refresh = form.get("grant_type") === "refresh_token";
      if (refresh && form.get("refresh_token") !== "refresh-1")
        return HttpResponse.json({ status: "BAD_REFRESH_TOKEN", message: "unknown refresh token" }, { status: 400 });
      return HttpResponse.json({
        token_type: "bearer",
        access_token: refresh ? "access-2" : "access-1",
        refresh_token: "refresh-1",
        expires_in: 1800,
        hub_id: Number(HUBSPOT_TEST_PORTAL),
        scopes: ["oauth", "crm.objects.contacts.read", "crm.objects.contacts.write"],
      });
    }),
    http.post(`${apiBaseUrl}/crm/v3/objects/notes`, async ({ request }) => {
      record.notes.push({
        authorization: request.headers.get("authorization"),
        body: (await request.json()) as HubspotMockRecord["notes"][number]["body"],
      });
      return HttpResponse.json({ id: "note-77", properties: {} }, { status: 201 });
    }),
  );
  return {
    server,
    record,
    reset() {
      record.tokenRequests.length = 0;
      record.notes.length = 0;
    },
  };
}

/**
 * A real logger (pino, with the app's redaction) that keeps every event, parsed, to check what a
 * refused request logged: `fields` are the line's own fields (without level, time, pid, hostname, msg).
 */
export function capturingLogger(): Logger & { events: { level: string; msg: string; fields: unknown }[] } {
  const events: { level: string; msg: string; fields: unknown }[] = [];
  const log = createLogger("debug", {
    write(line: string) {
      const { level, msg, time: _time, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(line);
      events.push({ level, msg, fields });
    },
  });
  return Object.assign(log, { events });
}

/** The card's session call for HubSpot user `userId` of `portalId`. */
export async function cardSession(h: Harness, userId: string, portalId = HUBSPOT_TEST_PORTAL) {
  const res = await hubspotRequest(h, "POST", "/api/integrations/hubspot/session", { body: {}, userId, portalId });
  if (res.status !== 200) throw new Error(`session failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as {
    state: "not_linked" | "pending" | "ready";
    linkUrl: string | null;
    email: string | null;
  };
}

/** The one-time code in a linking URL the session returned. */
export function codeOf(linkUrl: string | null): string {
  const code = linkUrl ? new URL(linkUrl).searchParams.get("code") : null;
  if (!code) throw new Error(`no code in ${linkUrl}`);
  return code;
}

/** Links HubSpot user `userId` of `portalId` to `adviser` as the card and the web app's page do. */
export async function linkHubspotUser(h: Harness, adviser: TestUser, userId: string, portalId = HUBSPOT_TEST_PORTAL) {
  const session = await cardSession(h, userId, portalId);
  if (session.state !== "not_linked") throw new Error(`already linked: ${session.state}`);
  const code = codeOf(session.linkUrl);
  const res = await h.request("/api/hubspot-links/confirm", { method: "POST", user: adviser, json: { code } });
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${await res.text()}`);
  return { code, link: ((await res.json()) as { link: { id: string } }).link };
}

/** Polls the card's status route, as the card does, until the analysis completes or fails. */
export async function pollSummary(
  h: Harness,
  first: TAnalysisSummary,
  options: { userId: string; portalId?: string; timeoutMs?: number },
): Promise<TAnalysisSummary> {
  let summary = first;
  const until = Date.now() + (options.timeoutMs ?? 20_000);
  while (summary.status !== "completed" && summary.status !== "failed") {
    if (Date.now() > until) throw new Error(`analysis ${summary.projectId} still ${summary.status}`);
    await new Promise((r) => setTimeout(r, 50));
    const res = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${summary.projectId}`, {
      userId: options.userId,
      portalId: options.portalId,
    });
    if (res.status !== 200) throw new Error(`status failed: ${res.status} ${await res.text()}`);
    summary = ZAnalysisSummary.parse(await res.json());
  }
  return summary;
}
