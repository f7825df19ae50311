import { type Section7520Override, type TaxParameters, taxParametersFor } from "@fsa/catalogue";
import {
  type TAnalysisResult,
  type TAnalysisStage,
  type TClientFacts,
  type TFactCorrections,
  type TMemoBucket,
  type TRecommendation,
  type TTaxOpportunity,
  ZAnalysisResult,
} from "@fsa/shared";
import { maskPersonalData } from "../privacy/mask.ts";
import { extractFactsByRules } from "./facts/index.ts";
import { type Narrative, type NarrativeContext, templateNarrative } from "./narrative.ts";
import { type SelectedStrategy, type Selection, selectStrategies } from "./select.ts";

/** Token and latency accounting of the model calls of one analysis. */
export interface ModelUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  calls: number;
}

/** A candidate the model may rank: only eligible strategies, with their computed figures. */
export interface RankingCandidate {
  strategyId: string;
  strategy: string;
  category: string;
  netBenefit: number;
  fitReasons: string[];
}

/**
 * An optional language model (issue 4). It proposes facts and writes prose; it never supplies a
 * figure or a strategy outside the candidates. Each method returns null when the model is
 * unavailable or its reply is unusable, and the pipeline falls back to the rules and templates.
 */
export interface AnalysisModel {
  readonly name: string;
  /** Facts proposed from the masked text, each with the span it came from. */
  proposeFacts(maskedText: string): Promise<{ facts: Partial<TClientFacts>; raw: string } | null>;
  /** An order over the candidates (ids, best first) and the prose around the figures. */
  rankAndWrite(input: {
    facts: TClientFacts;
    candidates: RankingCandidate[];
    templateNarrative: Narrative;
    figuresSummary: string;
  }): Promise<{ order: string[]; narrative: Narrative | null; raw: string } | null>;
  /** Usage so far, for the analysis metadata. */
  usage(): ModelUsage | null;
}

export interface AnalysisInput {
  notes: string;
  /** Text extracted from attachments, already wrapped in per-file markers. */
  documentText: string;
  taxYear: number;
  section7520?: Section7520Override;
  /** The adviser's corrected facts (issue #12): they replace what the rules or the model read. */
  corrections?: TFactCorrections;
}

export interface AnalysisOutput {
  analysis: TAnalysisResult;
  rawResponse: string | null;
}

export interface AnalysisDeps {
  model?: AnalysisModel | null;
  onStage?: (stage: TAnalysisStage) => void | Promise<void>;
  now?: () => Date;
}

/**
 * Applies the adviser's corrections on top of the facts read from the text: each corrected field
 * takes the adviser's value and gains an evidence entry of source `adviser` (no quote, confidence
 * 1); the earlier quotes stay beside it so the review panel can show what was read. Pure.
 */
export function applyCorrections(facts: TClientFacts, corrections: TFactCorrections | undefined): TClientFacts {
  if (!corrections) return facts;
  const out: TClientFacts = { ...facts, evidence: [...facts.evidence] };
  const target = out as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(corrections)) {
    if (value === undefined || field === "evidence") continue;
    target[field] = value;
    out.evidence.push({ field, text: "", start: 0, end: 0, source: "adviser", status: "stated", confidence: 1 });
  }
  return out;
}

/**
 * Reconciles model-proposed facts with rule-based ones: a value the rules found (an explicit
 * figure in the notes) always wins; the model only fills what the rules left unknown.
 */
export function reconcileFacts(rules: TClientFacts, proposed: Partial<TClientFacts> | null): TClientFacts {
  if (!proposed) return rules;
  const out: TClientFacts = { ...rules, goals: [...rules.goals], evidence: [...rules.evidence] };
  const target = out as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(proposed)) {
    if (key === "evidence" || key === "goals" || value === null || value === undefined) continue;
    const current = target[key];
    if (current === null || current === false) target[key] = value;
  }
  if (out.goals.length === 0 && Array.isArray(proposed.goals)) out.goals = proposed.goals.slice(0, 8);
  if (Array.isArray(proposed.evidence)) {
    out.evidence.push(
      ...proposed.evidence
        .filter((e) => target[e.field] !== undefined)
        .map((e) => ({ ...e, source: "model" as const })),
    );
  }
  return out;
}

function recommendationOf(s: SelectedStrategy, tax: TaxParameters): TRecommendation {
  const f = s.figures;
  const benefits = [
    f.benefit.taxSavings > 0 ? "Tax savings" : "",
    f.benefit.estateTaxSavings > 0 ? "Estate tax savings" : "",
    f.benefit.incomeStream > 0 ? "Income stream" : "",
    f.benefit.annualPayout > 0 ? "Payout to heirs or charity" : "",
    f.benefit.protection > 0 ? "Asset protection" : "",
  ].filter(Boolean);
  return {
    strategyId: s.def.id,
    strategy: s.def.name,
    category: s.def.category,
    description: s.def.description,
    priority: s.priority,
    benefits,
    fitReasons: s.fitReasons,
    costBenefitAnalysis: {
      potentialSavings: f.grossBenefit,
      implementationCost: f.totalCost,
      netBenefit: f.netBenefit,
      benefitsBreakdown: {
        totalTenYear: f.netBenefit,
        netPresentValue: f.netPresentValue,
        taxSavings: f.benefit.taxSavings,
        estateTaxSavings: f.benefit.estateTaxSavings,
        incomeStream: f.benefit.incomeStream,
        annualPayout: f.benefit.annualPayout,
        protection: f.benefit.protection,
      },
      savingsRealization: `Over about ${f.horizonYears} year${f.horizonYears === 1 ? "" : "s"}; in today's dollars about ${f.netPresentValue.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })} at the ${(tax.section7520Rate * 100).toFixed(1)}% §7520 rate.`,
      calculations: {
        formula: s.def.benefitCalculation.formula,
        costFormula: s.def.costCalculation.formula,
        variables: f.variables,
        assumptions: f.assumptions,
        sensitivityAnalysis: f.sensitivity,
      },
      keyBenefits: s.def.keyBenefits,
    },
    implementation: {
      timeline: s.def.timeline,
      cost: f.cost.setup,
      steps: s.def.explanation.steps.map((x) => `${x.title}: ${x.description}`),
    },
  };
}

function bucket(
  key: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket",
  recs: SelectedStrategy[],
  description: string,
): TMemoBucket {
  const list = recs.filter((r) => r.def.memoBucket === key);
  const title = {
    worryFreeLifestyle: "Worry-Free Lifestyle",
    protectionBucket: "Protection Bucket",
    legacyBucket: "Legacy Bucket",
  }[key];
  return {
    title,
    description,
    totalBenefit: list.reduce((s, r) => s + r.figures.netBenefit, 0),
    strategies: list.map((r) => r.def.name),
    keyPoints: list.flatMap((r) => r.def.keyBenefits.slice(0, 1).map((k) => `${r.def.name}: ${k}`)),
  };
}

function opportunitiesOf(selection: Selection): TTaxOpportunity[] {
  const complexity = (cost: number) => (cost >= 25_000 ? "High" : cost >= 5_000 ? "Medium" : "Low");
  return selection.recommended
    .filter((s) => s.figures.benefit.taxSavings + s.figures.benefit.estateTaxSavings > 0)
    .map((s) => ({
      category: s.def.category,
      title: s.def.name,
      description: s.def.description,
      potentialSavings: s.figures.benefit.taxSavings + s.figures.benefit.estateTaxSavings,
      timeline: s.def.timeline,
      complexity: complexity(s.figures.cost.setup),
      eligibility: s.fitReasons.join(" "),
      riskLevel: (s.def.explanation.risks.length >= 3 ? "Medium" : "Low") as "Medium" | "Low",
      requirements: s.def.explanation.prerequisites,
      nextSteps: s.def.explanation.steps.slice(0, 2).map((x) => x.title),
      considerations: s.def.explanation.regulatoryConsiderations,
    }));
}

/** Today's federal estate tax estimate: (net worth − exclusions) × top rate, IRC §2001(c), §2010(c). */
function estateTaxToday(facts: TClientFacts, tax: TaxParameters): number {
  const married = facts.maritalStatus === "married" || facts.maritalStatus === "partnered";
  const exclusion = tax.basicExclusionAmount * (married ? 2 : 1);
  return Math.max(0, Math.round(((facts.netWorthUsd ?? 0) - exclusion) * tax.estateTaxRate));
}

function figuresSummary(selection: Selection): string {
  return selection.recommended
    .map((s) => `${s.def.id}: net benefit ${s.figures.netBenefit} USD, cost ${s.figures.totalCost} USD`)
    .join("\n");
}

/**
 * The analysis pipeline (ARCHITECTURE.md "The analysis pipeline", steps 2–5): masks personal
 * data, extracts facts (rules, plus the model when configured), selects eligible strategies,
 * computes their figures, writes the narrative, and validates the result with the shared schema.
 * Document extraction (step 1) runs before, in the job.
 * @throws ZodError if the assembled result fails the schema (a programming error).
 */
export async function runAnalysis(input: AnalysisInput, deps: AnalysisDeps = {}): Promise<AnalysisOutput> {
  const now = deps.now ?? (() => new Date());
  const stage = async (s: TAnalysisStage) => {
    await deps.onStage?.(s);
  };
  const model = deps.model ?? null;
  const raw: Record<string, string> = {};

  await stage("facts");
  // Extracted documents wrap lines mid-sentence ("$16\nmillion"); a single line break inside a
  // paragraph becomes a space (same length, so evidence offsets stay valid). Typed notes keep
  // their line breaks, which advisers use as separators.
  const documentText = input.documentText.replace(/([^\n])\n(?=[^\n])/g, "$1 ");
  const combined = documentText.trim() ? `${input.notes}\n\n${documentText}` : input.notes;
  const masked = maskPersonalData(combined);
  const ruleFacts = extractFactsByRules(masked.text);
  let facts = ruleFacts;
  if (model) {
    const proposed = await model.proposeFacts(masked.text);
    if (proposed) {
      raw.facts = proposed.raw;
      facts = reconcileFacts(ruleFacts, proposed.facts);
    }
  }
  facts = applyCorrections(facts, input.corrections);

  await stage("eligibility");
  const tax = taxParametersFor(input.taxYear, input.section7520).values;
  let selection = selectStrategies(facts, tax);

  await stage("figures");
  const totals = (sel: Selection) => ({
    totalNetBenefit: sel.recommended.reduce((s, r) => s + r.figures.netBenefit, 0),
    totalTaxSavings: sel.recommended.reduce(
      (s, r) => s + r.figures.benefit.taxSavings + r.figures.benefit.estateTaxSavings,
      0,
    ),
  });

  await stage("narrative");
  const ctxOf = (sel: Selection): NarrativeContext => ({
    facts,
    tax,
    selection: sel,
    ...totals(sel),
    estateTaxToday: estateTaxToday(facts, tax),
  });
  let narrative = templateNarrative(ctxOf(selection));
  let engine = "catalogue engine";
  if (model && selection.eligible.length > 0) {
    const written = await model.rankAndWrite({
      facts,
      candidates: selection.eligible.map((s) => ({
        strategyId: s.def.id,
        strategy: s.def.name,
        category: s.def.category,
        netBenefit: s.figures.netBenefit,
        fitReasons: s.fitReasons,
      })),
      templateNarrative: narrative,
      figuresSummary: figuresSummary(selection),
    });
    if (written) {
      raw.narrative = written.raw;
      selection = selectStrategies(facts, tax, written.order);
      const template = templateNarrative(ctxOf(selection));
      narrative = written.narrative ?? template;
      if (written.narrative) engine = model.name;
    }
  }

  const { totalTaxSavings } = totals(selection);
  const recs = selection.recommended;
  const knownAssets =
    (facts.taxableInvestmentsUsd ?? 0) +
    (facts.retirementAccountsUsd ?? 0) +
    (facts.realEstateUsd ?? 0) +
    (facts.cashUsd ?? 0) +
    (facts.businessValueUsd ?? 0);
  const netWorth = facts.netWorthUsd ?? 0;
  const totalAssets = Math.max(netWorth, knownAssets);

  const analysis: TAnalysisResult = {
    clientProfile: {
      currentNetWorth: netWorth,
      riskTolerance: facts.riskTolerance ?? "Not specified",
      primaryGoals: facts.goals,
    },
    financialSummary: {
      totalAssets,
      totalLiabilities: Math.max(0, totalAssets - netWorth),
      annualIncome: facts.annualIncomeUsd ?? 0,
      savingsRate: null,
    },
    plainEnglishSummary: {
      currentSituation: narrative.currentSituation,
      recommendedApproach: narrative.recommendedApproach,
      expectedOutcomes: narrative.expectedOutcomes,
      nextSteps: narrative.plainEnglishNextSteps,
    },
    recommendations: recs.map((s) => recommendationOf(s, tax)),
    taxPlanning: {
      currentTaxSituation: narrative.currentTaxSituation,
      projectedSavings: totalTaxSavings,
      opportunities: opportunitiesOf(selection),
    },
    nextSteps: narrative.nextSteps,
    clientMemo: {
      executiveSummary: narrative.executiveSummary,
      worryFreeLifestyle: bucket("worryFreeLifestyle", recs, narrative.bucketDescriptions.worryFreeLifestyle),
      protectionBucket: bucket("protectionBucket", recs, narrative.bucketDescriptions.protectionBucket),
      legacyBucket: bucket("legacyBucket", recs, narrative.bucketDescriptions.legacyBucket),
    },
    facts,
    meta: {
      engine,
      taxYear: tax.year,
      generatedAt: now().toISOString(),
      maskedItemCount: masked.total,
      strategiesConsidered: selection.considered,
      strategiesEligible: selection.eligible.length,
      excluded: selection.excluded,
      llmUsage: model?.usage() ?? null,
    },
  };
  return {
    analysis: ZAnalysisResult.parse(analysis),
    rawResponse: Object.keys(raw).length ? JSON.stringify(raw) : null,
  };
}
