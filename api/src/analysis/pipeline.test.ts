import { CATALOGUE, strategyById } from "@fsa/catalogue";
import { ZAnalysisResult } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./facts/index.ts";
import { runAnalysis } from "./pipeline.ts";
import { SAMPLE_EXPECTED_FACTS as EXPECTED, loadSampleNotes } from "./samples.ts";

const samples = loadSampleNotes();

describe("rule-based facts on the sample notes", () => {
  it.each(samples)("%s", (file, text) => {
    const facts = extractFactsByRules(text);
    expect(facts).toMatchObject(EXPECTED[file] ?? {});
    for (const e of facts.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
  });
});

describe("planned sales in the notes", () => {
  it("treats a planned sale of investment property as a liquidity event, and a hold as none", () => {
    const selling = extractFactsByRules(
      "Owns six rental properties. Considering selling two properties with large gains.",
    );
    expect(selling.expectsLiquidityEvent).toBe(true);
    const holding = extractFactsByRules("Owns six rental properties and plans to hold them for the rent.");
    expect(holding.expectsLiquidityEvent).toBe(false);
  });
});

describe("the catalogue-engine pipeline on every sample note", () => {
  it.each(samples)("%s gives a complete, schema-valid analysis", async (_file, notes) => {
    const { analysis, rawResponse } = await runAnalysis({ notes, documentText: "", taxYear: 2026 });
    expect(ZAnalysisResult.safeParse(analysis).success).toBe(true);
    expect(rawResponse).toBeNull();
    expect(analysis.meta.engine).toBe("catalogue engine");
    expect(analysis.meta.strategiesConsidered).toBe(CATALOGUE.length);
    expect(analysis.clientMemo.executiveSummary.length).toBeGreaterThan(50);
    expect(analysis.plainEnglishSummary.nextSteps.length).toBeGreaterThanOrEqual(3);
    expect(analysis.nextSteps.length).toBeGreaterThan(0);
    for (const r of analysis.recommendations) {
      const def = strategyById(r.strategyId);
      expect(def, r.strategyId).toBeDefined();
      // Never a strategy whose minimum net worth exceeds the client's.
      expect(def?.applicableNetWorth ?? Infinity).toBeLessThanOrEqual(analysis.clientProfile.currentNetWorth);
      expect(r.fitReasons.length).toBeGreaterThan(0);
      expect(r.costBenefitAnalysis.netBenefit).toBe(
        r.costBenefitAnalysis.potentialSavings - r.costBenefitAnalysis.implementationCost,
      );
      expect(r.costBenefitAnalysis.calculations.assumptions.length).toBeGreaterThan(0);
      expect(Number.isFinite(r.costBenefitAnalysis.netBenefit)).toBe(true);
    }
  });

  it("records how many personal-data items it masked and keeps them out of the analysis", async () => {
    const notes = "Client SSN 123-45-6789, email jo@example.com. Net worth is $5 million. Married, 60.";
    const { analysis } = await runAnalysis({ notes, documentText: "", taxYear: 2026 });
    expect(analysis.meta.maskedItemCount).toBe(2);
    const json = JSON.stringify(analysis);
    expect(json).not.toContain("123-45-6789");
    expect(json).not.toContain("jo@example.com");
  });

  it("with no net worth recommends nothing and says why", async () => {
    const { analysis } = await runAnalysis({
      notes: "Client wants help with planning.",
      documentText: "",
      taxYear: 2026,
    });
    expect(analysis.recommendations).toEqual([]);
    expect(analysis.meta.excluded[0]?.reason).toMatch(/net worth/);
  });
});
