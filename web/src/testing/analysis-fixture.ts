import { emptyClientFacts, type TAnalysisResult, type TRecommendation } from "@fsa/shared";

/** A recommendation shaped like the catalogue engine's, with round figures for hand-checkable tests. */
export function makeRecommendation(overrides: Partial<TRecommendation> = {}): TRecommendation {
  return {
    strategyId: "spousal-lifetime-access-trust",
    strategy: "Spousal Lifetime Access Trust (SLAT)",
    category: "Estate Planning",
    description: "Moves future growth out of both spouses' estates.",
    priority: "High",
    benefits: ["Removes future growth from the estate"],
    fitReasons: ["The client is married, so a spouse can be a beneficiary.", "Net worth meets the $5,000,000 minimum."],
    costBenefitAnalysis: {
      potentialSavings: 2_500_000,
      implementationCost: 100_000,
      netBenefit: 2_400_000,
      benefitsBreakdown: {
        totalTenYear: 2_400_000,
        netPresentValue: 1_800_000,
        taxSavings: 50_000,
        estateTaxSavings: 2_000_000,
        incomeStream: 0,
        annualPayout: 0,
        protection: 450_000,
      },
      savingsRealization: "Realised at the second death.",
      calculations: {
        formula: "giftAmount × ((1 + growthRate)^years − 1) × estateTaxRate",
        costFormula: "setupCost + annualCost × years",
        variables: [
          { name: "giftAmount", value: 5_000_000, unit: "USD", assumption: "Half the liquid assets" },
          { name: "growthRate", value: 0.06, unit: "rate", assumption: "6% a year" },
        ],
        assumptions: ["Growth 6% a year for 20 years", "Estate tax rate 40%"],
        sensitivityAnalysis: {
          variable: "growthRate",
          description: "Growth 4% / 6% / 8% a year",
          low: { input: 0.04, netBenefit: 1_200_000 },
          base: { input: 0.06, netBenefit: 2_400_000 },
          high: { input: 0.08, netBenefit: 4_000_000 },
        },
      },
      keyBenefits: ["Removes future growth from both estates"],
    },
    implementation: {
      timeline: "2-3 months",
      cost: 15_000,
      steps: ["Draft the trust", "Fund the trust", "File Form 709"],
    },
    ...overrides,
  };
}

const bucket = (title: string, totalBenefit: number, strategies: string[]) => ({
  title,
  description: `${title} description`,
  totalBenefit,
  strategies,
  keyPoints: [`${title} key point`],
});

/** A complete analysis (spec §3 "Analysis result") with three recommendations. */
export function makeAnalysis(overrides: Partial<TAnalysisResult> = {}): TAnalysisResult {
  const recommendations = [
    makeRecommendation(),
    makeRecommendation({
      strategyId: "charitable-lead-annuity-trust",
      strategy: "Charitable Lead Annuity Trust (CLAT)",
      category: "Charitable Planning",
      priority: "Medium",
    }),
    makeRecommendation({
      strategyId: "qualified-charitable-distribution",
      strategy: "Qualified Charitable Distribution",
      priority: "Low",
    }),
  ];
  return {
    clientProfile: {
      currentNetWorth: 9_400_000,
      riskTolerance: "moderate",
      primaryGoals: ["Reduce estate taxes", "Fund college"],
    },
    financialSummary: { totalAssets: 9_400_000, totalLiabilities: 0, annualIncome: 210_000, savingsRate: 0.15 },
    plainEnglishSummary: {
      currentSituation: "You are a retired couple with a taxable estate.",
      recommendedApproach: "Start with the trust that moves growth out of the estate.",
      expectedOutcomes: "Lower estate tax and a plan for the grandchildren.",
      nextSteps: ["Meet the estate attorney"],
    },
    recommendations,
    taxPlanning: {
      currentTaxSituation: "Top federal bracket on pension income.",
      projectedSavings: 6_150_000,
      opportunities: [
        "Bunch charitable gifts",
        { title: "Roth conversion", description: "Convert in low years", riskLevel: "Low" },
      ],
    },
    nextSteps: [
      { action: "Engage an estate attorney", priority: "High", timeline: "30 days", responsibility: "Client" },
    ],
    clientMemo: {
      executiveSummary: "We recommend three strategies.",
      worryFreeLifestyle: bucket("Worry-Free Lifestyle", 0, []),
      protectionBucket: bucket("Protection Bucket", 450_000, ["Umbrella Liability"]),
      legacyBucket: bucket("Legacy Bucket", 7_200_000, ["Spousal Lifetime Access Trust (SLAT)"]),
    },
    facts: emptyClientFacts(),
    meta: {
      engine: "catalogue engine",
      taxYear: 2026,
      generatedAt: "2026-11-24T15:04:00.000Z",
      maskedItemCount: 0,
      strategiesConsidered: 120,
      strategiesEligible: 31,
      excluded: [{ strategyId: "premium-financing", strategy: "Premium Financing", reason: "Needs $25,000,000." }],
      llmUsage: null,
    },
    ...overrides,
  };
}
