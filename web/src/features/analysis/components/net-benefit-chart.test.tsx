// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis, makeRecommendation } from "../../../testing/analysis-fixture.ts";
import { toAnalysisView } from "../lib/analysis-view.ts";
import { NetBenefitChart } from "./net-benefit-chart.tsx";

afterEach(cleanup);

const rec = (strategy: string, netPresentValue: number) => {
  const base = makeRecommendation();
  return makeRecommendation({
    strategyId: strategy,
    strategy,
    costBenefitAnalysis: {
      ...base.costBenefitAnalysis,
      netBenefit: netPresentValue,
      benefitsBreakdown: { ...base.costBenefitAnalysis.benefitsBreakdown, netPresentValue },
    },
  });
};

describe("net benefit chart (issue #16)", () => {
  it("sorts the bars largest first and shows each name in full, with its figures as a tooltip", () => {
    const long = "Grantor Retained Annuity Trust (GRAT) with a Rolling Two-Year Ladder of Annuity Payments";
    const view = toAnalysisView({
      ...makeAnalysis(),
      recommendations: [rec("Small", 100_000), rec(long, 3_000_000), rec("Loss", -50_000), rec("Middle", 900_000)],
    });
    render(<NetBenefitChart recommendations={view.recommendations} />);
    const bars = screen.getAllByTestId("chart-bar");
    expect(bars.map((b) => b.querySelector("span")?.textContent)).toEqual([long, "Middle", "Small", "Loss"]);
    expect(bars[0]?.getAttribute("title")).toBe(`${long}: $3,000,000 (low $1,200,000, high $4,000,000)`);
    expect(screen.getByText(/The thin line across each bar is the sensitivity range/)).toBeTruthy();
  });
});
