// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis } from "../../../testing/analysis-fixture.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { AnalysisTabs } from "./analysis-tabs.tsx";

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
