// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeAnalysis, makeRecommendation } from "../../../../testing/analysis-fixture.ts";
import { DEFAULT_PLAIN_NEXT_STEPS, toAnalysisView } from "../../lib/analysis-view.ts";
import { PlainEnglishTab } from "./plain-english-tab.tsx";

afterEach(cleanup);

describe("Plain English tab", () => {
  it("shows the first 3 strategies with benefit and timeline, and the Total Potential Benefits", () => {
    const recs = [1, 2, 3, 4].map((n) => makeRecommendation({ strategyId: `s${n}`, strategy: `Strategy ${n}` }));
    render(<PlainEnglishTab view={toAnalysisView({ ...makeAnalysis(), recommendations: recs })} />);
    const items = within(screen.getByTestId("plain-recommendations")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // The present value (issue #13) is the headline: netPresentValue 1,800,000.
    expect(items[0]?.textContent).toContain("$1,800,000");
    expect(items[0]?.textContent).toContain("2-3 months");
    expect(screen.queryByText(/Strategy 4/)).toBeNull();
    // 4 × 1,800,000
    expect(screen.getByText("$7,200,000")).toBeTruthy();
  });

  it("says To be calculated for a strategy without figures, hides a zero total, and lists the 3 default steps", () => {
    render(
      <PlainEnglishTab
        view={toAnalysisView({
          recommendations: [{ strategy: "Bare", costBenefitAnalysis: {} }],
          plainEnglishSummary: {},
        })}
      />,
    );
    expect(screen.getByText("To be calculated")).toBeTruthy();
    expect(screen.queryByText(/Total Potential Benefits/)).toBeNull();
    expect(screen.getAllByText("Not analyzed")).toHaveLength(2);
    for (const step of DEFAULT_PLAIN_NEXT_STEPS) expect(screen.getByText(step)).toBeTruthy();
  });

  it("says No recommendations available and uses the default count 3 in the fallback text", () => {
    render(<PlainEnglishTab view={toAnalysisView({ recommendations: [] })} />);
    expect(screen.getByText("No recommendations available")).toBeTruthy();
    expect(screen.getByText(/identified 3 key strategies/)).toBeTruthy();
  });
});
