// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis } from "../../../testing/analysis-fixture.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { toAnalysisView } from "../lib/analysis-view.ts";
import { AnalysisTabs } from "./analysis-tabs.tsx";
import { PlanSummaryCard } from "./plan-summary-card.tsx";

afterEach(cleanup);

const renderTabs = (analysis: Record<string, unknown>, tab = "memo", raw: string | null = null) =>
  renderWithProviders(<AnalysisTabs analysis={analysis} rawResponse={raw} projectId="p1" />, {
    path: `/results?tab=${tab}`,
  });

describe("the seven result tabs (spec §2)", () => {
  it("has the seven triggers in order and no trigger for the raw response", () => {
    renderTabs(makeAnalysis());
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Client Memo",
      "Overview",
      "Financials",
      "Plain English",
      "Strategies",
      "Tax Planning",
      "Next Steps",
    ]);
  });

  it("Client Memo: the Executive Summary and three bucket cards, or the placeholder", () => {
    renderTabs(makeAnalysis());
    expect(screen.getByText("Executive Summary")).toBeTruthy();
    expect(screen.getAllByTestId("memo-bucket")).toHaveLength(3);
    expect(screen.getByText("$7,200,000")).toBeTruthy();
    cleanup();
    renderTabs({ recommendations: [] });
    expect(screen.getByText("Client memo not available in this analysis format")).toBeTruthy();
  });

  it("Overview: editable net worth, risk badge and goals; Not specified without them", () => {
    renderTabs(makeAnalysis(), "overview");
    const input = screen.getByLabelText("Current Net Worth") as HTMLInputElement;
    expect(input.value).toBe("$9,400,000");
    fireEvent.change(input, { target: { value: "about ten million" } });
    expect(input.value).toBe("about ten million");
    expect(screen.getByTestId("risk-badge").dataset.variant).toBe("default");
    expect(screen.getByText("Reduce estate taxes")).toBeTruthy();
    expect(screen.getByTestId("net-benefit-chart")).toBeTruthy();
    cleanup();
    renderTabs({ recommendations: [], clientProfile: { riskTolerance: "aggressive" } }, "overview");
    expect(screen.getByTestId("risk-badge").dataset.variant).toBe("destructive");
    cleanup();
    renderTabs({ recommendations: [] }, "overview");
    expect(screen.getByTestId("risk-badge").textContent).toBe("Not specified");
    expect(screen.getByTestId("risk-badge").dataset.variant).toBe("secondary");
  });

  it("Financials: three editable fields kept across tab changes, read-only Savings Rate", () => {
    renderTabs(makeAnalysis(), "financials");
    const assets = screen.getByLabelText("Total Assets") as HTMLInputElement;
    expect(assets.value).toBe("$9,400,000");
    expect((screen.getByLabelText("Total Liabilities") as HTMLInputElement).value).toBe("$0");
    expect((screen.getByLabelText("Annual Income") as HTMLInputElement).value).toBe("$210,000");
    expect(screen.getByTestId("savings-rate").textContent).toBe("15%");
    fireEvent.change(assets, { target: { value: "$10M" } });
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Overview" }));
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Financials" }));
    expect((screen.getByLabelText("Total Assets") as HTMLInputElement).value).toBe("$10M");
  });

  it("Next Steps: cards with priority, timeline and responsibility, or No next steps defined", () => {
    renderTabs(makeAnalysis(), "next-steps");
    expect(screen.getByText(/Engage an estate attorney/)).toBeTruthy();
    expect(screen.getByText("Timeline: 30 days")).toBeTruthy();
    expect(screen.getByText("Responsibility: Client")).toBeTruthy();
    cleanup();
    renderTabs({ recommendations: [] }, "next-steps");
    expect(screen.getByText("No next steps defined")).toBeTruthy();
  });

  it("opens the raw response with ?tab=raw and shows JSON Parse Error for an unparseable reply", () => {
    renderTabs(makeAnalysis(), "raw", "{not json");
    expect(screen.getByRole("alert").textContent).toMatch(/^JSON Parse Error: /);
    expect(screen.getByText("{not json")).toBeTruthy();
  });
});

/** /results' summary card above the tabs, as the results page draws them. */
const renderWithSummary = (analysis: Record<string, unknown>, tab: string) =>
  renderWithProviders(
    <>
      <PlanSummaryCard view={toAnalysisView(analysis)} />
      <AnalysisTabs analysis={analysis} rawResponse={null} projectId="p1" />
    </>,
    { path: `/results?tab=${tab}` },
  );

describe("the summary card above the tabs (issue #16)", () => {
  const facts = {
    ...makeAnalysis().facts,
    maritalStatus: "married" as const,
    primaryAge: 62,
    spouseAge: 60,
    state: "CA",
    childrenCount: 3,
  };

  it("gives the client in one line, the top three with their present-value net benefit, and the plan total", () => {
    renderWithSummary(makeAnalysis({ facts }), "overview");
    const card = screen.getByTestId("plan-summary");
    expect(card.querySelector("h2")?.textContent).toBe("Married couple");
    expect(screen.getByTestId("client-line").textContent).toBe(
      "Net worth $9,400,000 · ages 62 and 60 · California · 3 children",
    );
    // The fixture's present value is $1,800,000 each (its ten-year total is $2,400,000).
    expect(screen.getAllByTestId("summary-benefit").map((b) => b.textContent)).toEqual([
      "$1,800,000",
      "$1,800,000",
      "$1,800,000",
    ]);
    expect(screen.getByTestId("plan-total").textContent).toBe("$5,400,000");
  });

  it("shows the analysis' plan figure when it carries one, above every tab, and Plain English repeats it", () => {
    const plan = { netBenefit: 5_123_456 } as unknown as NonNullable<ReturnType<typeof makeAnalysis>["plan"]>;
    for (const tab of ["memo", "overview", "financials", "plain-english", "strategies", "tax-planning", "next-steps"]) {
      renderWithSummary(makeAnalysis({ facts, plan }), tab);
      expect(screen.getByTestId("plan-total").textContent).toBe("$5,123,456");
      cleanup();
    }
    renderWithSummary(makeAnalysis({ facts, plan }), "plain-english");
    expect(screen.getByText(/Total Potential Benefits/).textContent).toContain("$5,123,456");
  });
});
