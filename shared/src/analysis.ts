import { z } from "zod";
import { ZClientFacts } from "./facts.ts";
import { ANALYSIS_STAGES } from "./stages.ts";

export const ZPriority = z.enum(["High", "Medium", "Low"]);
export type TPriority = z.infer<typeof ZPriority>;

/**
 * Benefit figures of one recommendation, keyed (spec §3 "benefitsBreakdown … a keyed map with
 * totalTenYear, netPresentValue, taxSavings, estateTaxSavings"), plus the categories the
 * Strategies tab orders (spec §2: tax savings, income stream, annual payout, protection).
 * All USD over the strategy's horizon unless the key says otherwise.
 */
export const ZBenefitsBreakdown = z.object({
  /** Net benefit after costs over the modelled horizon, USD. */
  totalTenYear: z.number(),
  /** Net benefit discounted to today at the stated discount rate, USD. */
  netPresentValue: z.number(),
  /** Income, capital-gains and other non-transfer tax saved, USD. */
  taxSavings: z.number(),
  /** Federal estate, gift and GST tax saved, USD. */
  estateTaxSavings: z.number(),
  /** Income the strategy pays to the client over the horizon, USD. */
  incomeStream: z.number(),
  /** Payout to beneficiaries or charity over the horizon, USD. */
  annualPayout: z.number(),
  /** Assets shielded from creditors or a loss insured against, USD. */
  protection: z.number(),
});
export type TBenefitsBreakdown = z.infer<typeof ZBenefitsBreakdown>;

/** One input of a formula with the value used and where it came from. */
export const ZFormulaVariable = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.enum(["USD", "rate", "years", "count", "ratio"]),
  assumption: z.string(),
});
export type TFormulaVariable = z.infer<typeof ZFormulaVariable>;

/** Net benefit at the low, base and high value of the key assumption, USD. */
export const ZSensitivityAnalysis = z.object({
  variable: z.string(),
  description: z.string(),
  low: z.object({ input: z.number(), netBenefit: z.number() }),
  base: z.object({ input: z.number(), netBenefit: z.number() }),
  high: z.object({ input: z.number(), netBenefit: z.number() }),
});
export type TSensitivityAnalysis = z.infer<typeof ZSensitivityAnalysis>;

/** A dated cash flow of a strategy, USD nominal in its year (issue #13: benefits and costs as flows). */
export const ZCashFlow = z.object({
  /** Years from now (0 = this year). */
  year: z.number().int().nonnegative(),
  /** Positive: a benefit to the family; negative: a cost. */
  amount: z.number(),
  kind: z.string(),
  label: z.string(),
  /** A tax deferred rather than avoided. */
  deferral: z.boolean().optional(),
});
export type TCashFlow = z.infer<typeof ZCashFlow>;

/** How a recommendation's headline was computed: present value today, with the nominal beside it. */
export const ZPresentValueBasis = z.object({
  /** Discount rate, decimal (the §7520 rate of the analysis month). */
  discountRate: z.number(),
  /** Years from now of the last flow. */
  horizonYears: z.number().int(),
  /** Undiscounted sum of the flows, USD. */
  nominalNetBenefit: z.number(),
  /** Estate tax at the final death without and with the strategy (after the plan's earlier ones), nominal USD; null when it does not touch the estate. */
  estateTaxWithout: z.number().nullable(),
  estateTaxWith: z.number().nullable(),
  flows: z.array(ZCashFlow),
});
export type TPresentValueBasis = z.infer<typeof ZPresentValueBasis>;

/** How urgent a recommendation is for the client (issue #13 item 5). */
export const ZUrgency = z.enum(["time-critical", "basic", "client-specific", "generic"]);
export type TUrgency = z.infer<typeof ZUrgency>;

export const ZRecommendation = z.object({
  /** Catalogue id of the strategy. */
  strategyId: z.string(),
  strategy: z.string(),
  category: z.string(),
  description: z.string(),
  priority: ZPriority,
  benefits: z.array(z.string()),
  /** Why the strategy fits this client, as sentences (eligibility rules' reasons). */
  fitReasons: z.array(z.string()),
  /** The fact or goal of the client it answers, as a sentence (absent in analyses made before issue #13). */
  answers: z.string().optional(),
  urgency: ZUrgency.optional(),
  costBenefitAnalysis: z.object({
    /** Gross benefit over the horizon before costs, USD. */
    potentialSavings: z.number(),
    /** Total implementation and running cost over the horizon, USD. */
    implementationCost: z.number(),
    /** potentialSavings − implementationCost, USD. */
    netBenefit: z.number(),
    benefitsBreakdown: ZBenefitsBreakdown,
    savingsRealization: z.string(),
    calculations: z.object({
      formula: z.string(),
      costFormula: z.string(),
      variables: z.array(ZFormulaVariable),
      assumptions: z.array(z.string()),
      sensitivityAnalysis: ZSensitivityAnalysis,
    }),
    keyBenefits: z.array(z.string()),
    /** The present-value basis of the headline (absent in analyses made before issue #13). */
    presentValue: ZPresentValueBasis.optional(),
    /** Protection provided (insured amount, assets shielded), reported apart from savings. */
    protection: z.object({ amount: z.number(), description: z.string() }).nullable().optional(),
  }),
  implementation: z.object({
    timeline: z.string(),
    /** Up-front cost, USD. */
    cost: z.number(),
    steps: z.array(z.string()),
  }),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZTaxOpportunity = z.union([
  z.string(),
  z.object({
    category: z.string().optional(),
    opportunity: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    potentialSavings: z.union([z.number(), z.string()]).optional(),
    timeline: z.string().optional(),
    complexity: z.string().optional(),
    eligibility: z.string().optional(),
    riskLevel: z.enum(["Low", "Medium", "High"]).optional(),
    requirements: z.union([z.string(), z.array(z.string())]).optional(),
    nextSteps: z.union([z.string(), z.array(z.string())]).optional(),
    considerations: z.union([z.string(), z.array(z.string())]).optional(),
  }),
]);
export type TTaxOpportunity = z.infer<typeof ZTaxOpportunity>;

export const ZMemoBucket = z.object({
  title: z.string(),
  description: z.string(),
  /** Sum of the net benefits of the bucket's strategies, USD. */
  totalBenefit: z.number(),
  strategies: z.array(z.string()),
  keyPoints: z.array(z.string()),
});
export type TMemoBucket = z.infer<typeof ZMemoBucket>;

export const ZNextStep = z.object({
  action: z.string(),
  priority: ZPriority,
  timeline: z.string(),
  responsibility: z.string(),
});
export type TNextStep = z.infer<typeof ZNextStep>;

/** Who wrote the prose, how much was masked, which tax year's law was used. */
export const ZAnalysisMeta = z.object({
  /** "catalogue engine" or the model name. */
  engine: z.string(),
  taxYear: z.number().int(),
  generatedAt: z.string(),
  /** Personal-data items masked before analysis (SSNs, account numbers, emails, phones). */
  maskedItemCount: z.number().int().nonnegative(),
  /** Catalogue strategies considered, and how many of them the eligibility rules allowed. */
  strategiesConsidered: z.number().int().nonnegative(),
  strategiesEligible: z.number().int().nonnegative(),
  /** Strategies ruled out with the reason, for the adviser's review. */
  excluded: z.array(z.object({ strategyId: z.string(), strategy: z.string(), reason: z.string() })),
  llmUsage: z
    .object({
      model: z.string(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      latencyMs: z.number(),
      calls: z.number().int(),
    })
    .nullable(),
});
export type TAnalysisMeta = z.infer<typeof ZAnalysisMeta>;

/** The plan's totals, all present values today unless named nominal (issue #13 item 4). */
export const ZPlanSummary = z.object({
  netBenefit: z.number(),
  taxSavings: z.number(),
  incomeTaxSavings: z.number(),
  estateTaxSavings: z.number(),
  cost: z.number(),
  protection: z.number(),
  /** Estate tax at the final death without and with the plan, nominal USD, and its year. */
  estateTaxWithout: z.number(),
  estateTaxWith: z.number(),
  finalDeathYear: z.number().int(),
  discountRate: z.number(),
  /** The §7520 rate used (IRC §7520) and the month it is for ("YYYY-MM"); absent in earlier analyses. */
  section7520Rate: z.number().optional(),
  section7520RateMonth: z.string().optional(),
  /** The household model's assumptions, as sentences. */
  assumptions: z.array(z.string()),
  /** Net worth the model used and where it came from. */
  netWorthUsed: z.number(),
  netWorthSource: z.string(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

/**
 * The analysis result (spec §3 "Analysis result") with the figures as USD numbers, plus the
 * client facts it was computed from and its metadata.
 */
export const ZAnalysisResult = z.object({
  clientProfile: z.object({
    /** USD; 0 when not stated (shown as Not specified, spec §5). */
    currentNetWorth: z.number(),
    riskTolerance: z.string(),
    primaryGoals: z.array(z.string()),
  }),
  financialSummary: z.object({
    totalAssets: z.number(),
    totalLiabilities: z.number(),
    annualIncome: z.number(),
    /** Decimal share of income saved, null when it cannot be estimated. */
    savingsRate: z.number().nullable(),
  }),
  plainEnglishSummary: z.object({
    currentSituation: z.string(),
    recommendedApproach: z.string(),
    expectedOutcomes: z.string(),
    nextSteps: z.array(z.string()),
  }),
  recommendations: z.array(ZRecommendation),
  taxPlanning: z.object({
    currentTaxSituation: z.string(),
    /** Sum of the recommendations' tax and estate-tax savings, USD. */
    projectedSavings: z.number(),
    opportunities: z.array(ZTaxOpportunity),
  }),
  nextSteps: z.array(ZNextStep),
  clientMemo: z.object({
    executiveSummary: z.string(),
    worryFreeLifestyle: ZMemoBucket,
    protectionBucket: ZMemoBucket,
    legacyBucket: ZMemoBucket,
  }),
  facts: ZClientFacts,
  /** The plan's totals (absent in analyses made before issue #13). */
  plan: ZPlanSummary.optional(),
  meta: ZAnalysisMeta,
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

export const ZAnalysisStage = z.enum(ANALYSIS_STAGES);
