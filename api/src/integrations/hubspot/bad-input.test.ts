import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema/index.ts";
import { createHarness, type Harness, TEST_DATABASE_KIND } from "../../testing/harness.ts";
import { hubspotRequest } from "../../testing/hubspot.ts";
import { HUBSPOT_TEST_ENV, linkHubspotUser } from "./test-support.ts";

/** Issue #14 items 8, 9 through the HubSpot card's analyses route (signed, as HubSpot sends it). */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: HUBSPOT_TEST_ENV, worker: false });
  const admin = await h.signUp("admin@firm.example");
  const adviser = await h.approvedUser(admin, "adviser@firm.example");
  await linkHubspotUser(h, adviser, "301");
});
afterAll(() => h?.close());

const analyze = (notes: unknown, contactId: unknown = "5001") =>
  hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", { userId: "301", body: { notes, contactId } });
const projectCount = async () => (await h.runtime.database.db.select({ n: count() }).from(projects))[0]?.n ?? 0;

describe(`HubSpot analyses: bad input (${TEST_DATABASE_KIND})`, () => {
  it.each([
    ["only zero-width characters", "\u200B\u200D\uFEFF", 400, "Notes required"],
    ["only NUL and controls", "\u0000\u0001\u001F", 400, "Notes required"],
    ["over 100,000 characters", "x".repeat(100_001), 413, "100,000"],
    ["not a string", 5, 400, ""],
  ])("notes %s: %i with a message, nothing saved", async (_name, notes, status, message) => {
    const before = await projectCount();
    const res = await analyze(notes);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain(message);
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(await projectCount()).toBe(before);
  });

  it("a contact id with NUL is a 400", async () => {
    const res = await analyze("Net worth $3 million.", "50\u000001");
    expect(res.status).toBe(400);
  });

  it("NUL inside real notes is stripped, not a 500", async () => {
    const res = await analyze("Married couple,\u0000 net worth $3 million.");
    expect(res.status).toBe(202);
  });
});
