import { STRATEGIES, strategyById } from "@fsa/catalogue";
import { ZAnalysisResult } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./facts.ts";
import { runAnalysis } from "./pipeline.ts";
import { loadSampleNotes } from "./samples.ts";

const samples = loadSampleNotes();

/** What each sample note says, checked against the rule-based facts. */
const EXPECTED: Record<string, Partial<ReturnType<typeof extractFactsByRules>>> = {
  "estate-couple.txt": {
    netWorthUsd: 9_400_000,
    primaryAge: 68,
    spouseAge: 66,
    maritalStatus: "married",
    childrenCount: 4,
    grandchildrenCount: 7,
    state: "VA",
    annualIncomeUsd: 210_000,
    retirementAccountsUsd: 2_600_000,
    realEstateUsd: 2_700_000,
    taxableInvestmentsUsd: 3_100_000,
    cashUsd: 1_000_000,
    riskTolerance: "moderate",
    hasCharitableIntent: true,
    annualCharitableGivingUsd: 15_000,
    hasNoEstatePlan: true,
  },
  "founder-pre-ipo.txt": {
    netWorthUsd: 25_000_000,
    liquidNetWorthUsd: 1_500_000,
    primaryAge: 38,
    maritalStatus: "married",
    childrenCount: 2,
    state: "NY",
    ownsBusiness: true,
    businessEntityType: "c_corp",
    businessStockIssuedYear: 2019,
    businessGrossAssetsAtIssuanceUsd: 10_000_000,
    expectsLiquidityEvent: true,
    hasConcentratedStock: true,
  },
  "dentist-practice.txt": {
    netWorthUsd: 6_200_000,
    primaryAge: 51,
    maritalStatus: "married",
    childrenCount: 3,
    annualIncomeUsd: 780_000,
    retirementAccountsUsd: 1_100_000,
    businessEntityType: "s_corp",
    businessValueUsd: 2_500_000,
    realEstateUsd: 1_800_000,
    hasInvestmentRealEstate: true,
    hasProfessionalLiability: true,
    plannedRetirementAge: 62,
    riskTolerance: "moderate",
  },
  "farm-family.txt": {
    netWorthUsd: 19_000_000,
    primaryAge: 72,
    spouseAge: 70,
    maritalStatus: "married",
    childrenCount: 3,
    state: "IA",
    hasFarmOrRanch: true,
    realEstateUsd: 16_000_000,
    annualIncomeUsd: 350_000,
    isIlliquid: true,
    riskTolerance: "conservative",
  },
  "inherited-wealth.txt": {
    netWorthUsd: 7_000_000,
    primaryAge: 42,
    maritalStatus: "single",
    childrenCount: 0,
    state: "IL",
    annualIncomeUsd: 140_000,
    retirementAccountsUsd: 600_000,
    hasInheritedIra: true,
    hasCharitableIntent: true,
    riskTolerance: "conservative",
  },
};

describe("rule-based facts on the sample notes", () => {
  it.each(samples)("%s", (file, text) => {
    const facts = extractFactsByRules(text);
    expect(facts).toMatchObject(EXPECTED[file] ?? {});
    for (const e of facts.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
  });
});

describe("the catalogue-engine pipeline on every sample note", () => {
  it.each(samples)("%s gives a complete, schema-valid analysis", async (_file, notes) => {
    const { analysis, rawResponse } = await runAnalysis({ notes, documentText: "", taxYear: 2026 });
    expect(ZAnalysisResult.safeParse(analysis).success).toBe(true);
    expect(rawResponse).toBeNull();
    expect(analysis.meta.engine).toBe("catalogue engine");
    expect(analysis.meta.strategiesConsidered).toBe(STRATEGIES.length);
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
