import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  analyzedProject,
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  expectToast,
  holdRequests,
  openResultsWithState,
  screenshot,
  until,
  visible,
} from "./support/browser.ts";
import { sampleNote } from "./support/constants.ts";

/** Spec §2 "/results", "Detailed Strategy Explanation dialog", §4, §5, §8 placeholders; issue 5 "/results", "Explanation dialog", "Beyond the spec". */
const NOTES = sampleNote("estate-couple");
const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

interface Rec {
  strategy: string;
  category: string;
  costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: number; netPresentValue: number } };
}

const browser = browserForFile();
let context: BrowserContext;
let page: Page;
let projectId: string;
let recs: Rec[];

beforeAll(async () => {
  const adviser = await approvedAdviser(browser(), "results");
  context = adviser.context;
  page = adviser.page;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
  projectId = await analyzedProject(context, NOTES);
  const { project } = (await (await context.request.get(`/api/projects/${projectId}`)).json()) as {
    project: { analysis: { recommendations: Rec[] } };
  };
  recs = project.analysis.recommendations;
});

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const panel = () => page.getByRole("tabpanel");
/** Clicks a tab and waits until it is the active one (the choice goes through the URL's ?tab=). */
const openTab = async (name: string) => {
  await tab(name).click();
  await until(async () => (await tab(name).getAttribute("data-state")) === "active", 5_000, `tab ${name}`);
};

describe("/results with a saved analysis", () => {
  it("left third, Generated, who wrote the prose, and the seven tabs", async () => {
    await page.goto(`/results?project=${projectId}`);
    await visible(tab("Client Memo"));
    expect(await page.getByRole("tab").allInnerTexts()).toEqual([
      "Client Memo",
      "Overview",
      "Financials",
      "Plain English",
      "Strategies",
      "Tax Planning",
      "Next Steps",
    ]);
    const aside = page.getByRole("complementary", { name: "Client input" });
    expect(await aside.getByRole("heading", { name: "Client Notes" }).count()).toBe(1);
    expect(await aside.getByTestId("client-notes").innerText()).toBe(NOTES.trim());
    expect(await aside.getByRole("heading", { name: "Extracted Document Content" }).count()).toBe(1);
    expect(await page.getByTestId("generated-at").innerText()).toMatch(
      /^Generated: \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(await page.getByTestId("provenance").innerText()).toContain("Prose written by: the catalogue engine");
    // Client Memo
    expect(await panel().getByRole("heading", { name: "Executive Summary" }).count()).toBe(1);
    expect(await panel().getByTestId("memo-bucket").count()).toBe(3);
    for (const title of ["Worry-Free Lifestyle", "Protection", "Legacy"]) {
      expect(await panel().getByTestId("memo-bucket").filter({ hasText: title }).count(), title).toBe(1);
    }
    await expectAccessible(page, "results: Client Memo");
    await screenshot(page, "results-client-memo");
  });

  it("Overview: editable net worth (never saved), the risk badge, goals and the net-benefit chart", async () => {
    await page.goto(`/results?project=${projectId}&tab=overview`);
    const netWorth = await visible(page.getByLabel("Current Net Worth"));
    expect(await netWorth.inputValue()).toBe("$9,400,000");
    const risk = page.getByTestId("risk-badge");
    expect((await risk.innerText()).toLowerCase()).toBe("moderate");
    expect(await risk.getAttribute("data-variant")).toBe("default");
    expect(await panel().getByRole("heading", { name: "Primary Goals" }).count()).toBe(1);
    expect(await page.getByTestId("chart-bar").count()).toBe(recs.length);
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/") && r.method() !== "GET") writes.push(`${r.method()} ${r.url()}`);
    });
    await netWorth.fill("About ten million");
    await openTab("Financials");
    await openTab("Overview");
    expect(await page.getByLabel("Current Net Worth").inputValue()).toBe("About ten million");
    expect(writes).toEqual([]);
    await expectAccessible(page, "results: Overview");
    await screenshot(page, "results-overview");
    await page.reload();
    expect(await (await visible(page.getByLabel("Current Net Worth"))).inputValue()).toBe("$9,400,000");
  });

  it("Financials: three editable fields held locally and a read-only Savings Rate", async () => {
    await page.goto(`/results?project=${projectId}&tab=financials`);
    for (const label of ["Total Assets", "Total Liabilities", "Annual Income"]) {
      const input = await visible(page.getByLabel(label));
      expect(await input.inputValue(), label).toMatch(/^(\$[\d,]+|Not specified)$/);
      await input.fill(`${label} edited`);
      expect(await input.inputValue()).toBe(`${label} edited`);
    }
    expect(await panel().getByRole("heading", { name: "Savings Rate" }).count()).toBe(1);
    expect(await page.getByTestId("savings-rate").evaluate((e) => e.tagName)).toBe("P");
    await expectAccessible(page, "results: Financials");
    await screenshot(page, "results-financials");
  });

  it("Plain English: situation, the first 3 strategies with benefit and timeline, what to expect with the total, next steps", async () => {
    await page.goto(`/results?project=${projectId}&tab=plain-english`);
    for (const h of ["Your Current Situation", "What We Recommend", "What to Expect", "Next Steps"]) {
      await visible(panel().getByRole("heading", { name: h }));
    }
    const items = page.getByTestId("plain-recommendations").getByRole("listitem");
    expect(await items.count()).toBe(Math.min(3, recs.length));
    for (let i = 0; i < Math.min(3, recs.length); i++) {
      const r = recs[i];
      const text = await items.nth(i).innerText();
      expect(text).toContain(r?.strategy ?? "");
      expect(text).toContain(usd(r?.costBenefitAnalysis.benefitsBreakdown.netPresentValue ?? 0));
      expect(text).toContain("Timeline:");
    }
    const total = recs.reduce((s, r) => s + r.costBenefitAnalysis.benefitsBreakdown.netPresentValue, 0);
    // Shown only when the sum is above 0 (spec §5).
    expect(
      await panel()
        .getByText(`Total Potential Benefits: ${usd(total)}`)
        .count(),
    ).toBe(total > 0 ? 1 : 0);
    await expectAccessible(page, "results: Plain English");
    await screenshot(page, "results-plain-english");
  });

  it("Strategies: Expand All, Collapse All, items opening individually, the header and body fields", async () => {
    await page.goto(`/results?project=${projectId}&tab=strategies`);
    const items = page.getByTestId("strategy-item");
    await visible(items.first());
    expect(await items.count()).toBe(recs.length);
    const first = items.first();
    const header = await first.getByRole("button").first().innerText();
    expect(header).toContain(recs[0]?.strategy ?? "");
    expect(header).toContain(recs[0]?.category ?? "");
    expect(header).toContain(
      `Net benefit of strategy (after costs): ${usd(recs[0]?.costBenefitAnalysis.benefitsBreakdown.netPresentValue ?? 0)}`,
    );
    expect(header).toContain("Timeline to implement:");
    await page.getByRole("button", { name: "Expand All" }).click();
    expect(await page.getByRole("heading", { name: "Benefits Analysis" }).count()).toBe(recs.length);
    await page.getByRole("button", { name: "Collapse All" }).click();
    expect(await page.getByRole("heading", { name: "Benefits Analysis" }).count()).toBe(0);
    await items.nth(1).getByRole("button").first().click();
    expect(await page.getByRole("heading", { name: "Benefits Analysis" }).count()).toBe(1);
    await first.getByRole("button").first().click();
    expect(await page.getByRole("heading", { name: "Benefits Analysis" }).count()).toBe(2);
    const body = first.getByRole("region");
    // Issue #16: the formula, variables and assumptions sit behind the Calculation Details disclosure.
    await body.getByText("Show formula, variables and sources").click();
    for (const h of [
      "Why It Fits This Client",
      "Benefits Analysis",
      "Calculation Details",
      "Key Benefits",
      "Implementation",
    ]) {
      expect(await body.getByRole("heading", { name: h, exact: true }).count(), h).toBe(1);
    }
    expect(await body.getByTestId("fit-reasons").getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await body.getByTestId("assumptions").getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await body.getByText(/^\d+ steps$/).count()).toBe(1);
    expect(await body.getByText("Implementation Cost").count()).toBe(1);
    const order = ["Tax Savings", "Income Stream", "Annual Payout", "Protection"];
    const labels = await body.getByTestId("benefit-line").locator("dt").allInnerTexts();
    const primary = labels.filter((l) => order.includes(l));
    expect(primary).toEqual([...primary].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(labels.slice(0, primary.length)).toEqual(primary);
    expect(await body.getByRole("button", { name: "Get Detailed Training on Why This Strategy Fits" }).count()).toBe(1);
    await expectAccessible(page, "results: Strategies");
    await screenshot(page, "results-strategies");
  });

  it("Tax Planning: per-strategy savings with priority, the total with its +, opportunities", async () => {
    await page.goto(`/results?project=${projectId}&tab=tax-planning`);
    await visible(panel().getByRole("heading", { name: "Current Tax Situation" }));
    const total = recs.reduce((s, r) => s + r.costBenefitAnalysis.benefitsBreakdown.netPresentValue, 0);
    expect(await page.getByTestId("total-tax-savings").innerText()).toBe(`${usd(total)}+`);
    const rows = page.getByTestId("tax-savings-list").getByRole("listitem");
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().innerText()).toMatch(/\$[\d,]+\s*(High|Medium|Low)/);
    expect(await panel().getByRole("heading", { name: "Additional Tax Opportunities" }).count()).toBe(1);
    await expectAccessible(page, "results: Tax Planning");
    await screenshot(page, "results-tax-planning");
  });

  it("Next Steps: cards with priority, timeline and responsibility", async () => {
    await page.goto(`/results?project=${projectId}&tab=next-steps`);
    const cards = page.getByTestId("next-step");
    await visible(cards.first());
    const text = await cards.first().innerText();
    expect(text).toMatch(/High|Medium|Low/);
    expect(text).toContain("Timeline:");
    expect(text).toContain("Responsibility:");
    await expectAccessible(page, "results: Next Steps");
    await screenshot(page, "results-next-steps");
  });
});

describe("documents on /results", () => {
  it("shows the extracted text with each file's start and end markers, and the error marker of a file that cannot be read", async () => {
    const dataUrl = (type: string, body: Buffer) => `data:${type};base64,${body.toString("base64")}`;
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const res = await context.request.post("/api/projects", {
      data: {
        notes: NOTES,
        attachments: [
          {
            name: "statement.txt",
            size: 24,
            type: "text/plain",
            data: dataUrl("text/plain", Buffer.from("Brokerage balance $3.1M")),
          },
          { name: "fake.pdf", size: png.length, type: "application/pdf", data: dataUrl("application/pdf", png) },
        ],
      },
      headers: { origin: base() },
    });
    expect(res.status()).toBe(202);
    const { project } = (await res.json()) as { project: { id: string } };
    await page.goto(`/results?project=${project.id}`);
    const text = await visible(page.getByTestId("extracted-text"), 60_000);
    const content = await text.innerText();
    expect(content).toContain("--- Start of document: statement.txt ---");
    expect(content).toContain("Brokerage balance $3.1M");
    expect(content).toContain("--- End of document: statement.txt ---");
    expect(content).toMatch(/\[Error extracting fake\.pdf: .+\]/);
    await screenshot(page, "results-documents");
  });
});

describe("the explanation dialog", () => {
  const openFirst = async () => {
    const button = page.getByRole("button", { name: "Get Detailed Training on Why This Strategy Fits" }).first();
    await button.focus();
    await page.keyboard.press("Enter");
    return button;
  };

  it("generates on open, shows the eight sections, raw JSON, copy, regenerate; Escape closes and clears it", async () => {
    await page.goto(`/results?project=${projectId}&tab=strategies`);
    await page.getByRole("button", { name: "Expand All" }).click();
    const calls: { strategyId: string; regenerate: boolean }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/explanations")) calls.push(r.postDataJSON());
    });
    const held = await holdRequests(page, "**/api/projects/*/explanations");
    const opener = await openFirst();
    const dialog = await visible(page.getByRole("dialog"));
    await visible(dialog.getByText("Generating detailed explanation tailored to your client..."));
    expect(await dialog.getByRole("heading", { name: recs[0]?.strategy ?? "" }).count()).toBe(1);
    expect(await dialog.getByText(recs[0]?.category ?? "", { exact: true }).count()).toBe(1);
    await held.release();
    for (const h of [
      "Strategy Overview",
      "Why This Strategy Fits Your Client",
      "Implementation Guide",
      "Expected Benefits",
      "Risks & Considerations",
      "Timeline & Milestones",
      "Success Metrics",
      "Comparative Analysis",
    ]) {
      await visible(dialog.getByRole("heading", { name: h, exact: true }));
    }
    await until(() => calls.length === 1, 5_000, "the first explanation request");
    expect(calls).toEqual([{ strategyId: expect.any(String), regenerate: false }]);
    expect(
      await dialog
        .getByText("This explanation was generated specifically for your client's profile and goals.", { exact: false })
        .count(),
    ).toBe(1);
    const scrollBox = await dialog.getByTestId("explanation-scroll").boundingBox();
    expect(scrollBox?.height).toBe(384);
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox?.height ?? 0).toBeLessThanOrEqual(900 * 0.9);
    expect(await dialog.evaluate((e) => getComputedStyle(e).maxHeight)).toBe(`${900 * 0.9}px`);
    await expectAccessible(page, "explanation dialog");
    await screenshot(page, "explanation-dialog", false);

    await dialog.getByRole("button", { name: "Show Raw JSON" }).click();
    await visible(dialog.getByRole("button", { name: "Hide Raw JSON" }));
    expect(await dialog.locator("pre").innerText()).toContain('"strategyOverview"');
    await dialog.getByRole("button", { name: "Hide Raw JSON" }).click();
    await visible(dialog.getByRole("heading", { name: "Strategy Overview" }));

    await dialog.getByRole("button", { name: "Copy JSON" }).click();
    await expectToast(page, "Copied to clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied).explanation.strategyOverview.title).toBeTruthy();

    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await visible(dialog.getByRole("heading", { name: "Strategy Overview" }));
    await until(() => calls.at(-1)?.regenerate === true, 5_000, "the regenerate request");

    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const focused = await page.evaluate(
      () => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 60)}`,
    );
    expect(await opener.evaluate((e) => e === document.activeElement), focused).toBe(true);
    const before = calls.length;
    const again = await holdRequests(page, "**/api/projects/*/explanations");
    await page.keyboard.press("Enter");
    await visible(page.getByRole("dialog").getByText("Generating detailed explanation tailored to your client..."));
    await again.release();
    await visible(page.getByRole("dialog").getByRole("heading", { name: "Strategy Overview" }));
    await until(() => calls.length === before + 1, 5_000, "a new explanation request on reopening");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  });

  it("a failure gives the destructive toast Error / Failed to generate detailed explanation. Please try again.", async () => {
    await page.goto(`/results?project=${projectId}&tab=strategies`);
    await page.route("**/api/projects/*/explanations", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom", requestId: "r" } } }),
    );
    await page.getByRole("button", { name: "Expand All" }).click();
    await openFirst();
    await expectToast(page, "Error", "Failed to generate detailed explanation. Please try again.");
    await page.unrouteAll();
    await page.keyboard.press("Escape");
  });

  it("an unparseable reply is displayed as plain text with a note", async () => {
    await page.goto(`/results?project=${projectId}&tab=strategies`);
    await page.route("**/api/projects/*/explanations", async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { explanation: Record<string, unknown> };
      body.explanation.rawText = "The model answered in prose: fund the trust before year end.";
      await route.fulfill({ json: body });
    });
    await page.getByRole("button", { name: "Expand All" }).click();
    await openFirst();
    const dialog = await visible(page.getByRole("dialog"));
    await visible(dialog.getByText(/displayed as plain text/));
    expect(await dialog.getByText("The model answered in prose: fund the trust before year end.").count()).toBe(1);
    await page.unrouteAll();
    await page.keyboard.press("Escape");
  });
});

describe("/results without a saved analysis", () => {
  it("No Analysis Available with Go to Dashboard", async () => {
    await page.goto("/results");
    await visible(page.getByRole("heading", { name: "No Analysis Available" }));
    expect(await page.getByText("Please submit a client analysis request to view results.").count()).toBe(1);
    await expectAccessible(page, "/results empty");
    await screenshot(page, "results-empty");
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await page.waitForURL(`${base()}/`);
  });

  it("renders a text analysis as markdown, keeping only the allowed link schemes", async () => {
    const markdown = [
      "# Strategy memo",
      "Consider a **donor-advised fund**.",
      "[IRS](https://www.irs.gov) [Chat](ircs://irc.example.com/fsa) [Mail](mailto:adviser@firm.example) [Bad](javascript:alert(1))",
    ].join("\n\n");
    await openResultsWithState(page, { analysis: markdown, clientNotes: "Notes", isLoading: false, timestamp: null });
    const md = await visible(page.getByTestId("markdown-analysis"));
    expect(await md.getByRole("heading", { name: "Strategy memo" }).count()).toBe(1);
    expect(await page.getByRole("tab").count()).toBe(0);
    expect(await md.getByRole("link", { name: "IRS" }).getAttribute("href")).toBe("https://www.irs.gov");
    expect(await md.getByRole("link", { name: "Chat" }).getAttribute("href")).toBe("ircs://irc.example.com/fsa");
    expect(await md.getByRole("link", { name: "Mail" }).getAttribute("href")).toBe("mailto:adviser@firm.example");
    expect(await md.getByText("Bad").getAttribute("href")).toBe("");
    expect(await page.getByTestId("generated-at").innerText()).toBe("Generated: Just now");
    await expectAccessible(page, "/results markdown");
    await screenshot(page, "results-markdown");
  });

  it("shows every placeholder for a sparse analysis", async () => {
    await openResultsWithState(page, {
      analysis: JSON.stringify({
        success: true,
        analysis: { clientProfile: { riskTolerance: "aggressive" }, recommendations: [] },
      }),
      clientNotes: " ",
      isLoading: false,
    });
    await visible(tab("Client Memo"));
    expect(await page.getByText("No client notes provided").count()).toBe(1);
    expect(await panel().getByText("Client memo not available in this analysis format").count()).toBe(1);
    await openTab("Overview");
    expect(await page.getByTestId("risk-badge").getAttribute("data-variant")).toBe("destructive");
    expect(await page.getByLabel("Current Net Worth").inputValue()).toBe("Not specified");
    expect(await panel().getByText("Not specified", { exact: true }).count()).toBe(1);
    await openTab("Financials");
    expect(await page.getByTestId("savings-rate").innerText()).toBe("Not specified");
    await openTab("Plain English");
    expect(await panel().getByText("Not analyzed", { exact: true }).count()).toBe(2);
    expect(await panel().getByText("No recommendations available").count()).toBe(1);
    expect(
      await panel()
        .getByText(/identified 3 key strategies/)
        .count(),
    ).toBe(1);
    expect(await panel().getByRole("listitem").count()).toBe(3);
    await openTab("Strategies");
    expect(await panel().getByText("No recommendations available").count()).toBe(1);
    await openTab("Tax Planning");
    for (const t of ["Not analyzed", "No tax savings calculated", "No additional tax opportunities identified"]) {
      expect(await panel().getByText(t, { exact: true }).count(), t).toBe(1);
    }
    expect(await page.getByTestId("total-tax-savings").innerText()).toBe("To be calculated");
    await openTab("Next Steps");
    expect(await panel().getByText("No next steps defined").count()).toBe(1);
    await expectAccessible(page, "/results placeholders");
    await screenshot(page, "results-placeholders");
    await openResultsWithState(
      page,
      {
        analysis: { clientProfile: { riskTolerance: "conservative" }, recommendations: [] },
        clientNotes: "Notes",
        isLoading: false,
      },
      "?tab=overview",
    );
    expect(await (await visible(page.getByTestId("risk-badge"))).getAttribute("data-variant")).toBe("secondary");
  });

  it("shows JSON Parse Error with the raw text on the raw-response tab (no visible trigger)", async () => {
    await openResultsWithState(
      page,
      {
        analysis: { recommendations: [] },
        clientNotes: "Notes",
        isLoading: false,
        rawResponse: "Sure! Here is the analysis: {",
      },
      "?tab=raw",
    );
    const error = await visible(page.getByRole("alert").filter({ hasText: "JSON Parse Error:" }));
    expect(await error.innerText()).toMatch(/^JSON Parse Error: .+/);
    expect(await page.getByText("Sure! Here is the analysis: {").count()).toBe(1);
    expect(await page.getByRole("tab", { name: /raw/i }).count()).toBe(0);
    await screenshot(page, "results-raw-parse-error");
  });
});
