// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis, makeRecommendation } from "../../../../testing/analysis-fixture.ts";
import { renderWithProviders } from "../../../../testing/render.tsx";
import { toAnalysisView } from "../../lib/analysis-view.ts";
import { StrategiesTab } from "./strategies-tab.tsx";

afterEach(cleanup);

const viewOf = (recommendations: unknown[]) => toAnalysisView({ ...makeAnalysis(), recommendations });

describe("Strategies tab", () => {
  it("shows the benefit by the fallback chain, ending in Not calculated (spec §5)", () => {
    const base = makeRecommendation();
    const { benefitsBreakdown: _b, ...withoutBreakdown } = base.costBenefitAnalysis;
    const recs = [
      base,
      {
        ...base,
        strategyId: "b",
        strategy: "Savings map",
        costBenefitAnalysis: { ...withoutBreakdown, savingsBreakdown: { totalTenYear: 700 } },
      },
      {
        ...base,
        strategyId: "c",
        strategy: "Potential only",
        costBenefitAnalysis: { ...withoutBreakdown, potentialSavings: 300 },
      },
      { ...base, strategyId: "d", strategy: "Nothing", costBenefitAnalysis: {} },
    ];
    renderWithProviders(<StrategiesTab view={viewOf(recs)} projectId="p1" />);
    expect(screen.getAllByTestId("net-benefit").map((e) => e.textContent)).toEqual([
      "$1,800,000",
      "$700",
      "$300",
      "Not calculated",
    ]);
    expect(screen.getAllByText("Net benefit of strategy (after costs):", { exact: false })).toHaveLength(4);
    expect(screen.getAllByText("Timeline to implement:", { exact: false })).toHaveLength(4);
  });

  it("expands all, collapses all and opens items one at a time", () => {
    renderWithProviders(<StrategiesTab view={toAnalysisView(makeAnalysis())} projectId="p1" />);
    expect(screen.queryByText("Benefits Analysis")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Expand All" }));
    expect(screen.getAllByText("Benefits Analysis")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Collapse All" }));
    expect(screen.queryByText("Benefits Analysis")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Charitable Lead Annuity Trust/ }));
    expect(screen.getAllByText("Benefits Analysis")).toHaveLength(1);
  });

  it("lists benefits in the spec's order with the rest under Additional Benefits, plus fit reasons and assumptions", () => {
    renderWithProviders(<StrategiesTab view={viewOf([makeRecommendation()])} projectId="p1" />);
    fireEvent.click(screen.getByRole("button", { name: "Expand All" }));
    const lines = screen.getAllByTestId("benefit-line").map((l) => l.querySelector("dt")?.textContent);
    expect(lines).toEqual(["Tax Savings", "Protection", "Total (10-Year)", "Net Present Value", "Estate Tax Savings"]);
    expect(screen.getByText("Additional Benefits")).toBeTruthy();
    expect(within(screen.getByTestId("fit-reasons")).getByText(/client is married/)).toBeTruthy();
    expect(within(screen.getByTestId("assumptions")).getByText("Growth 6% a year for 20 years")).toBeTruthy();
    expect(screen.getByText("3 steps")).toBeTruthy();
    expect(screen.getByText("$15,000")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get Detailed Training on Why This Strategy Fits" })).toBeTruthy();
  });

  it("under the header's net benefit, leads with cost, timeline and first step, then why it fits; the workings behind a closed disclosure (issue #16)", () => {
    renderWithProviders(<StrategiesTab view={viewOf([makeRecommendation()])} projectId="p1" />);
    fireEvent.click(screen.getByRole("button", { name: "Expand All" }));
    const essentials = screen.getByTestId("essentials");
    expect([...essentials.querySelectorAll("dt")].map((d) => d.textContent)).toEqual([
      "Implementation Cost",
      "Timeline",
      "First step",
    ]);
    expect([...essentials.querySelectorAll("dd")].map((d) => d.textContent)).toEqual([
      "$15,000",
      "2-3 months",
      "Draft the trust",
    ]);
    const fit = screen.getByTestId("fit-reasons");
    const details = screen.getByTestId("calculation-details") as HTMLDetailsElement;
    // Essentials, then the fit reasons, then (further down) the calculation details.
    expect(essentials.compareDocumentPosition(fit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fit.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details.open).toBe(false);
    expect(within(details).getByText("Calculation Details")).toBeTruthy();
    expect(within(details).getByText("Show formula, variables and sources")).toBeTruthy();
    const sensitivity = within(details).getByTestId("sensitivity");
    expect(sensitivity.textContent).toContain("Low $1,200,000 · base $2,400,000 · high $4,000,000");
    expect(sensitivity.textContent).toContain(
      "The net benefit if the key assumption comes out lower or higher than expected (Growth 4% / 6% / 8% a year)",
    );
  });

  it("shows No recommendations available without any", () => {
    renderWithProviders(<StrategiesTab view={viewOf([])} projectId="p1" />);
    expect(screen.getByText("No recommendations available")).toBeTruthy();
  });
});
