import {
  discountRateWords,
  type Household,
  type Section7520Override,
  section7520RateAsOf,
  taxParametersFor,
} from "@fsa/catalogue";
import {
  formatUsd,
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
import { type Narrative, templateNarrative } from "./narrative.ts";
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

/** The §7520 rate of the analysis month (the newest recorded one before it), for the tax year analysed. */
function section7520Of(taxYear: number, asOf: Date = new Date()): Section7520Override {
  const now = asOf.toISOString().slice(0, 7);
  const month = taxYear < asOf.getUTCFullYear() ? `${taxYear}-12` : now;
  const r = section7520RateAsOf(month);
  return { rate: r.rate, month: r.month, source: `${r.revenueRuling}, ${r.bulletin}` };
}

export interface AnalysisInput {
  notes: string;
  /** Text extracted from attachments, already wrapped in per-file markers. */
  documentText: string;
  taxYear: number;
  section7520?: Section7520Override;
  /**
   * When the analysis is made (default now): without an override, the §7520 rate is that of this
   * month for the current tax year, of December for an earlier year (IRC §7520(a)(2)).
   */
  asOf?: Date;
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
  const confidenceOf = (list: TClientFacts["evidence"], field: string) =>
    Math.max(0, ...list.filter((e) => e.field === field).map((e) => e.confidence));
  const modelEvidence = Array.isArray(proposed.evidence) ? proposed.evidence : [];
  for (const [key, value] of Object.entries(proposed)) {
    if (key === "evidence" || key === "goals" || value === null || value === undefined || !(key in target)) continue;
    const current = target[key];
    const unknown = current === null || current === false || (Array.isArray(current) && current.length === 0);
    // A model fact (with a quote found in the text) replaces a rule fact only when the rule fact
    // was read with less confidence (inferred, or assumed); an adviser's correction comes later.
    const weaker = confidenceOf(rules.evidence, key) < confidenceOf(modelEvidence, key);
    if (unknown || weaker) target[key] = value;
  }
  if (out.goals.length === 0 && Array.isArray(proposed.goals)) out.goals = proposed.goals.slice(0, 8);
  out.evidence.push(
    ...modelEvidence.filter((e) => target[e.field] !== undefined).map((e) => ({ ...e, source: "model" as const })),
  );
  return out;
}

/** The stored recommendation of a planned strategy, with its present-value basis and flows. */
export function recommendationOf(s: SelectedStrategy, h: Household): TRecommendation {
  const f = s.planFigures;
  const pv = f.presentValue;
  const benefits = [
    pv.incomeTaxSavingsUsd > 0 ? "Tax savings" : "",
    pv.estateTaxSavingsUsd > 0 ? "Estate tax savings" : "",
    pv.incomeUsd > 0 ? "Income stream" : "",
    f.payoutUsd > 0 ? "Payout to heirs or charity" : "",
    f.protection ? "Protection" : "",
  ].filter(Boolean);
  return {
    strategyId: s.strategy.id,
    strategy: s.strategy.name,
    category: s.strategy.category,
    description: s.strategy.description,
    priority: s.priority,
    benefits,
    fitReasons: s.fitReasons,
    answers: s.answer?.reason,
    urgency: s.answer?.urgency ?? (s.matchedGoals.length > 0 ? "client-specific" : "generic"),
    costBenefitAnalysis: {
      potentialSavings: pv.benefitUsd,
      implementationCost: pv.costUsd,
      netBenefit: pv.netUsd,
      benefitsBreakdown: {
        totalTenYear: f.tenYearNetUsd,
        netPresentValue: pv.netUsd,
        taxSavings: pv.incomeTaxSavingsUsd,
        estateTaxSavings: pv.estateTaxSavingsUsd,
        incomeStream: pv.incomeUsd,
        annualPayout: f.payoutUsd,
        protection: f.protection?.amountUsd ?? 0,
      },
      savingsRealization: `In today's dollars at ${discountRateWords(h)}; ${formatUsd(f.nominal.netUsd)} undiscounted over ${f.horizonYears} year${f.horizonYears === 1 ? "" : "s"}.${f.estate ? ` Estate tax at the final death (${f.estate.year}): ${formatUsd(f.estate.withoutUsd)} without this strategy, ${formatUsd(f.estate.withUsd)} with it.` : ""}`,
      calculations: {
        formula: s.strategy.benefitCalculation.formula,
        costFormula: s.strategy.costCalculation.formula,
        variables: f.variables,
        assumptions: f.assumptions,
        sensitivityAnalysis: f.sensitivity,
      },
      keyBenefits: s.strategy.keyBenefits,
      presentValue: {
        discountRate: h.discountRate,
        horizonYears: f.horizonYears,
        nominalNetBenefit: f.nominal.netUsd,
        estateTaxWithout: f.estate?.withoutUsd ?? null,
        estateTaxWith: f.estate?.withUsd ?? null,
        flows: f.flows.map((x) => ({
          year: x.year,
          amount: Math.round(x.amountUsd),
          kind: x.kind,
          label: x.label,
          ...(x.deferral ? { deferral: true } : {}),
        })),
      },
      protection: f.protection ? { amount: f.protection.amountUsd, description: f.protection.description } : null,
    },
    implementation: {
      timeline: s.strategy.timeline,
      cost: Math.round(-f.flows.filter((x) => x.year === 0 && x.kind === "cost").reduce((t, x) => t + x.amountUsd, 0)),
      steps: s.strategy.explanation.steps.map((x) => `${x.title}: ${x.description}`),
    },
  };
}

function bucket(
  key: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket",
  recs: SelectedStrategy[],
  description: string,
): TMemoBucket {
  const list = recs.filter((r) => r.strategy.memoBucket === key);
  const title = {
    worryFreeLifestyle: "Worry-Free Lifestyle",
    protectionBucket: "Protection Bucket",
    legacyBucket: "Legacy Bucket",
  }[key];
  return {
    title,
    description,
    totalBenefit: list.reduce((s, r) => s + r.planFigures.presentValue.netUsd, 0),
    strategies: list.map((r) => r.strategy.name),
    keyPoints: list.flatMap((r) => r.strategy.keyBenefits.slice(0, 1).map((k) => `${r.strategy.name}: ${k}`)),
  };
}

function opportunitiesOf(selection: Selection): TTaxOpportunity[] {
  const complexity = (cost: number) => (cost >= 25_000 ? "High" : cost >= 5_000 ? "Medium" : "Low");
  const taxSaved = (s: SelectedStrategy) =>
    s.planFigures.presentValue.incomeTaxSavingsUsd + s.planFigures.presentValue.estateTaxSavingsUsd;
  return selection.recommended
    .filter((s) => taxSaved(s) > 0)
    .map((s) => ({
      category: s.strategy.category,
      title: s.strategy.name,
      description: s.strategy.description,
      potentialSavings: taxSaved(s),
      timeline: s.strategy.timeline,
      complexity: complexity(s.planFigures.presentValue.costUsd),
      eligibility: s.fitReasons.join(" "),
      riskLevel: (s.strategy.explanation.risks.length >= 3 ? "Medium" : "Low") as "Medium" | "Low",
      requirements: s.strategy.explanation.prerequisites,
      nextSteps: s.strategy.explanation.steps.slice(0, 2).map((x) => x.title),
      considerations: s.strategy.explanation.regulatoryConsiderations,
    }));
}

function figuresSummary(selection: Selection): string {
  return selection.recommended
    .map(
      (s) =>
        `${s.strategy.id}: net benefit ${s.planFigures.presentValue.netUsd} USD in today's dollars, cost ${s.planFigures.presentValue.costUsd} USD`,
    )
    .join("\n");
}

/**
 * The analysis pipeline (ARCHITECTURE.md "The analysis pipeline", steps 2–5): masks personal
 * data, reads the facts (rules, then the model when configured, then the adviser's corrections),
 * builds the household model, checks eligibility, prices every eligible strategy on the household,
 * assembles the plan, writes the narrative, and validates the result with the shared schema.
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
  // The extraction's own marker lines (document start and end, "[Page N]") stay lines of their own.
  const lines = input.documentText.split("\n");
  const marker = (line: string) =>
    /^(?:--- (?:Start|End) of document: .* ---|\[Page \d+\]|\[Error extracting .*\])$/.test(line);
  const documentText = lines
    .map((line, i) => {
      const next = lines[i + 1];
      if (next === undefined) return line;
      return line + (line && next && !marker(line) && !marker(next) ? " " : "\n");
    })
    .join("");
  const combined = documentText.trim() ? `${input.notes}\n\n${documentText}` : input.notes;
  const masked = maskPersonalData(combined);
  const ruleFacts = extractFactsByRules(masked.text, input.taxYear);
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
  const tax = taxParametersFor(input.taxYear, input.section7520 ?? section7520Of(input.taxYear, input.asOf)).values;
  let selection = selectStrategies(facts, tax);

  await stage("figures");
  await stage("narrative");
  let narrative = templateNarrative({ facts, tax, selection });
  let engine = "catalogue engine";
  if (model && selection.eligible.length > 0) {
    const written = await model.rankAndWrite({
      facts,
      candidates: selection.eligible.map((s) => ({
        strategyId: s.strategy.id,
        strategy: s.strategy.name,
        category: s.strategy.category,
        netBenefit: s.figures.presentValue.netUsd,
        fitReasons: [...(s.answer ? [s.answer.reason] : []), ...s.eligibility.reasons],
      })),
      templateNarrative: narrative,
      figuresSummary: figuresSummary(selection),
    });
    if (written) {
      raw.narrative = written.raw;
      selection = selectStrategies(facts, tax, written.order);
      const template = templateNarrative({ facts, tax, selection });
      narrative = written.narrative ?? template;
      if (written.narrative) engine = model.name;
    }
  }

  const h = selection.household;
  const totals = selection.plan.totals;
  const recs = selection.recommended;
  const analysis: TAnalysisResult = {
    clientProfile: {
      currentNetWorth: facts.netWorthUsd ?? 0,
      riskTolerance: facts.riskTolerance ?? "Not specified",
      primaryGoals: facts.goals,
    },
    financialSummary: {
      totalAssets: Math.round(h.balance.totalAssetsUsd),
      totalLiabilities: Math.round(h.balance.liabilitiesUsd),
      annualIncome: facts.annualIncomeUsd ?? 0,
      savingsRate:
        facts.annualIncomeUsd && facts.annualSpendingUsd !== null && facts.annualIncomeUsd > 0
          ? Math.max(-1, Math.min(1, (facts.annualIncomeUsd - facts.annualSpendingUsd) / facts.annualIncomeUsd))
          : null,
    },
    plainEnglishSummary: {
      currentSituation: narrative.currentSituation,
      recommendedApproach: narrative.recommendedApproach,
      expectedOutcomes: narrative.expectedOutcomes,
      nextSteps: narrative.plainEnglishNextSteps,
    },
    recommendations: recs.map((s) => recommendationOf(s, h)),
    taxPlanning: {
      currentTaxSituation: narrative.currentTaxSituation,
      projectedSavings: totals.taxSavingsUsd,
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
    plan: {
      netBenefit: totals.netBenefitUsd,
      taxSavings: totals.taxSavingsUsd,
      incomeTaxSavings: totals.incomeTaxSavingsUsd,
      estateTaxSavings: totals.estateTaxSavingsUsd,
      cost: totals.costUsd,
      protection: totals.protectionUsd,
      estateTaxWithout: totals.estateTaxWithoutUsd,
      estateTaxWith: totals.estateTaxWithUsd,
      finalDeathYear: h.baseline.year,
      discountRate: h.discountRate,
      section7520Rate: tax.section7520Rate,
      section7520RateMonth: tax.section7520RateMonth,
      assumptions: h.assumptions,
      netWorthUsed: Math.round(h.balance.netWorthUsd),
      netWorthSource: h.balance.netWorthSource,
    },
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
