import { describe, expect, it } from "vitest";
import { makeAnalysis, makeRecommendation } from "../../../testing/analysis-fixture.ts";
import {
  DEFAULT_PLAIN_NEXT_STEPS,
  parseAnalysis,
  priorityVariant,
  recommendedApproachFallback,
  riskLabel,
  riskVariant,
  toAnalysisView,
} from "./analysis-view.ts";

describe("parsing the analysis (spec §4 Results loading)", () => {
  it("parses a string as JSON; a value with an analysis object is structured", () => {
    const parsed = parseAnalysis(JSON.stringify({ success: true, analysis: { recommendations: [] } }));
    expect(parsed).toEqual({ kind: "structured", analysis: { recommendations: [] } });
  });
  it("treats the analysis object itself as structured", () => {
    expect(parseAnalysis(makeAnalysis()).kind).toBe("structured");
  });
  it("shows an unparseable string as markdown text", () => {
    expect(parseAnalysis("# Plan\n- one")).toEqual({ kind: "text", text: "# Plan\n- one" });
  });
  it("shows parsed JSON without analysis sections as text", () => {
    expect(parseAnalysis('"just a string"')).toEqual({ kind: "text", text: '"just a string"' });
  });
  it("has nothing to show for null or empty", () => {
    expect(parseAnalysis(null)).toEqual({ kind: "none" });
    expect(parseAnalysis("")).toEqual({ kind: "none" });
  });
});

describe("the analysis view's placeholders (spec §8)", () => {
  it("fills missing sections with Not analyzed, Not specified and the defaults", () => {
    const v = toAnalysisView({ recommendations: [] });
    expect(v.netWorth).toBe("Not specified");
    expect(v.riskTolerance).toBeNull();
    expect(v.totalAssets).toBe("Not specified");
    expect(v.savingsRate).toBe("Not specified");
    expect(v.currentSituation).toBeNull();
    expect(v.memo).toBeNull();
    expect(v.plainNextSteps).toEqual([...DEFAULT_PLAIN_NEXT_STEPS]);
    expect(v.plainNextSteps).toHaveLength(3);
    expect(v.totalProjectedTaxSavings).toBe("To be calculated");
  });
  it("shows a net worth of 0 as Not specified and money as whole-dollar USD", () => {
    const v = toAnalysisView(
      makeAnalysis({ clientProfile: { currentNetWorth: 0, riskTolerance: "", primaryGoals: [] } }),
    );
    expect(v.netWorth).toBe("Not specified");
    expect(toAnalysisView(makeAnalysis()).netWorth).toBe("$9,400,000");
    expect(toAnalysisView(makeAnalysis()).savingsRate).toBe("15%");
  });
  it("uses the default count of 3 in the fallback text when there are no recommendations", () => {
    expect(recommendedApproachFallback(0)).toContain("identified 3 key strategies");
    expect(recommendedApproachFallback(5)).toContain("identified 5 key strategies");
  });
  it("reads the engine that wrote the prose", () => {
    expect(toAnalysisView(makeAnalysis()).meta?.engine).toBe("catalogue engine");
  });
});

describe("badge variants", () => {
  it("risk tolerance: aggressive destructive, moderate default, anything else secondary (spec §2)", () => {
    expect(riskVariant("Aggressive")).toBe("destructive");
    expect(riskVariant("moderate")).toBe("default");
    expect(riskVariant("conservative")).toBe("secondary");
    expect(riskVariant(null)).toBe("secondary");
  });
  it("priority: High attention (not the error colour, issue #16), Medium default, Low secondary", () => {
    expect([priorityVariant("High"), priorityVariant("Medium"), priorityVariant("Low")]).toEqual([
      "attention",
      "default",
      "secondary",
    ]);
  });
});

describe("plain English in the view (issue #16)", () => {
  it("names variables, reads formulas out, and keeps only the assumptions the variables table does not give", () => {
    const base = makeRecommendation();
    const rec = {
      ...base,
      costBenefitAnalysis: {
        ...base.costBenefitAnalysis,
        calculations: {
          ...base.costBenefitAnalysis.calculations,
          formula: "giftAmountUsd × ((1 + growthRate)^years − 1)",
          variables: [
            { name: "giftAmountUsd", value: 1_000_000, unit: "USD", assumption: "the stated gift" },
            { name: "growthRate", value: 0.06, unit: "rate", assumption: "growth 6% a year" },
          ],
          assumptions: [
            "giftAmountUsd: the stated gift",
            "growthRate: growth 6% a year",
            "Present values discount at the §7520 rate (5.6%).",
          ],
        },
      },
    };
    const [r] = toAnalysisView({ ...makeAnalysis(), recommendations: [rec] }).recommendations;
    expect(r?.variables.map((v) => [v.id, v.name, v.value])).toEqual([
      ["giftAmountUsd", "Gift amount", "$1,000,000"],
      ["growthRate", "Growth rate", "6%"],
    ]);
    expect(r?.formula).toBe("gift amount × ((1 + growth rate)^years − 1)");
    expect(r?.assumptions).toEqual(["Present values discount at the §7520 rate (5.6%)."]);
  });

  it("writes Not specified as the spec does, and a stated tolerance with a capital", () => {
    expect(riskLabel(null)).toBe("Not specified");
    expect(riskLabel("Not specified")).toBe("Not specified");
    expect(riskLabel("moderate")).toBe("Moderate");
  });
});
