// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis, makeRecommendation } from "../../../../testing/analysis-fixture.ts";
import { toAnalysisView } from "../../lib/analysis-view.ts";
import { TaxPlanningTab } from "./tax-planning-tab.tsx";

afterEach(cleanup);

describe("Tax Planning tab (spec §5 Total projected tax savings)", () => {
  it("sums the present values (issue #13), else the ten-year totals, and appends +", () => {
    render(<TaxPlanningTab view={toAnalysisView(makeAnalysis())} />);
    // 3 × 1,800,000 (netPresentValue before totalTenYear)
    expect(screen.getByTestId("total-tax-savings").textContent).toBe("$5,400,000+");
    expect(screen.getAllByText("$2,050,000")).toHaveLength(3);
    expect(screen.getByText("High")).toBeTruthy();
  });

  it("keeps only digits and dot of text totals", () => {
    const rec = makeRecommendation();
    const text = {
      ...rec,
      costBenefitAnalysis: { ...rec.costBenefitAnalysis, benefitsBreakdown: { totalTenYear: "$1,250.50 total" } },
    };
    render(<TaxPlanningTab view={toAnalysisView({ ...makeAnalysis(), recommendations: [text, text] })} />);
    expect(screen.getByTestId("total-tax-savings").textContent).toBe("$2,501+");
  });

  it("falls back to taxPlanning.projectedSavings, then To be calculated", () => {
    const noTotals = { recommendations: [{ strategy: "X", costBenefitAnalysis: {} }] };
    render(<TaxPlanningTab view={toAnalysisView({ ...noTotals, taxPlanning: { projectedSavings: "About $40k" } })} />);
    expect(screen.getByTestId("total-tax-savings").textContent).toBe("About $40k");
    cleanup();
    render(<TaxPlanningTab view={toAnalysisView(noTotals)} />);
    expect(screen.getByTestId("total-tax-savings").textContent).toBe("To be calculated");
  });

  it("shows opportunities as strings or objects, and the placeholders", () => {
    render(<TaxPlanningTab view={toAnalysisView(makeAnalysis())} />);
    expect(screen.getByText("Bunch charitable gifts")).toBeTruthy();
    expect(screen.getByText("Roth conversion")).toBeTruthy();
    expect(screen.getByText("Low risk")).toBeTruthy();
    cleanup();
    render(<TaxPlanningTab view={toAnalysisView({ recommendations: [] })} />);
    expect(screen.getByText("Not analyzed")).toBeTruthy();
    expect(screen.getByText("No tax savings calculated")).toBeTruthy();
    expect(screen.getByText("No additional tax opportunities identified")).toBeTruthy();
  });
});
