import { ZAnalysisSummary } from "@fsa/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { hubspotRequest } from "../../testing/hubspot.ts";
import { cardSession, HUBSPOT_TEST_ENV, linkHubspotUser } from "./test-support.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ env: HUBSPOT_TEST_ENV });
});
afterAll(async () => {
  await h.close();
});

describe("issue 6, done when", () => {
  it("a signed request from the fixture secret runs an analysis end to end and returns the summary the card renders", async () => {
    const admin = await h.signUp("admin@firm.example");
    const adviser = await h.approvedUser(admin, "adviser@firm.example");
    await linkHubspotUser(h, adviser, "201");
    expect((await cardSession(h, "201")).state).toBe("ready");

    // The card's calls, in order: analyze, then poll the status route until completed.
    const created = await hubspotRequest(h, "POST", "/api/integrations/hubspot/analyses", {
      userId: "201",
      body: {
        notes:
          "Married couple, ages 66 and 64. Net worth is $14 million, mostly a closely held business and a brokerage account. Three children. Moderate risk tolerance. Charitably inclined.",
        contactId: "5001",
      },
    });
    expect(created.status).toBe(202);
    let summary = ZAnalysisSummary.parse(await created.json());
    expect(["pending", "processing"]).toContain(summary.status);
    let polls = 0;
    while (summary.status !== "completed" && summary.status !== "failed" && polls < 400) {
      await new Promise((r) => setTimeout(r, 50));
      polls += 1;
      const res = await hubspotRequest(h, "GET", `/api/integrations/hubspot/analyses/${summary.projectId}`, {
        userId: "201",
      });
      expect(res.status).toBe(200);
      summary = ZAnalysisSummary.parse(await res.json());
    }

    expect(summary).toMatchObject({
      status: "completed",
      error: null,
      netWorth: 14_000_000,
      riskTolerance: "moderate",
      resultsUrl: `http://localhost:3999/results?project=${summary.projectId}`,
    });
    expect(summary.topStrategies.length).toBeGreaterThan(0);
    expect(summary.topStrategies.length).toBeLessThanOrEqual(3);
    for (const s of summary.topStrategies) expect(s.netBenefit).toEqual(expect.any(Number));
    expect(summary.totalProjectedTaxSavings).toMatch(/^\$[\d,]+\+$/);

    // The web app shows the same project to the adviser.
    const web = await h.request(`/api/projects/${summary.projectId}`, { user: adviser });
    expect(web.status).toBe(200);
  });
});
