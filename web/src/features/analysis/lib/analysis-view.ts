import {
  agesText,
  benefitDisplay,
  clientType,
  formatUsd,
  inPlainWords,
  isRecord,
  keyFacts,
  netWorthDisplay,
  stateName,
  totalProjectedTaxSavings,
  variableDisplayName,
} from "@fsa/shared";
import { type BenefitLine, benefitAmount, orderBenefits, taxSavingsAmount } from "./benefits.ts";

type Rec = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strings = (v: unknown): string[] =>
  list(v)
    .map((x) =>
      typeof x === "string" ? x : isRecord(x) ? (text(x.title) ?? text(x.action) ?? text(x.description)) : null,
    )
    .filter((x): x is string => x !== null);
const rec = (v: unknown): Rec => (isRecord(v) ? v : {});

/** How the parsed analysis is shown (spec §4 "Results loading", §2 "/results"). */
export type ParsedAnalysis = { kind: "structured"; analysis: Rec } | { kind: "text"; text: string } | { kind: "none" };

const ANALYSIS_KEYS = ["clientProfile", "recommendations", "clientMemo", "financialSummary", "plainEnglishSummary"];
const looksStructured = (v: Rec) => ANALYSIS_KEYS.some((k) => k in v);

/**
 * A string analysis is parsed as JSON; on a parse failure it is markdown text. A parsed value
 * with an `analysis` object (the analyze function's reply) or with the analysis' own sections
 * is structured and gets the seven tabs; anything else is text.
 */
export function parseAnalysis(value: unknown): ParsedAnalysis {
  if (value === null || value === undefined || value === "") return { kind: "none" };
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { kind: "text", text: value };
    }
  }
  if (isRecord(parsed)) {
    if (isRecord(parsed.analysis)) return { kind: "structured", analysis: parsed.analysis };
    if (looksStructured(parsed)) return { kind: "structured", analysis: parsed };
  }
  return {
    kind: "text",
    text: typeof value === "string" ? value : `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``,
  };
}

export interface RecommendationView {
  key: string;
  strategyId: string | null;
  strategy: string;
  category: string | null;
  description: string | null;
  priority: string | null;
  /** "Net benefit of strategy (after costs)": the spec's benefit fallback chain ending in Not calculated. */
  netBenefitText: string;
  /** The same chain ending in To be calculated (Plain English tab). */
  plainBenefitText: string;
  benefitAmount: number | null;
  netBenefit: number | null;
  sensitivity: { description: string | null; low: number; base: number; high: number } | null;
  timeline: string | null;
  implementationCost: string | null;
  steps: string[];
  benefits: { primary: BenefitLine[]; additional: BenefitLine[] };
  formula: string | null;
  costFormula: string | null;
  /** The model's assumptions, in words, without those the variables table already gives. */
  assumptions: string[];
  /** Each formula variable: `id` as the catalogue names it, `name` its display name. */
  variables: { id: string; name: string; value: string; assumption: string | null }[];
  keyBenefits: string[];
  fitReasons: string[];
  savingsRealization: string | null;
  taxSavings: number | null;
}

export interface BucketView {
  key: string;
  title: string;
  description: string | null;
  totalBenefit: string | null;
  strategies: string[];
  keyPoints: string[];
}

export interface OpportunityView {
  key: string;
  title: string;
  category: string | null;
  description: string | null;
  details: { label: string; value: string }[];
  riskLevel: string | null;
}

/** The client in one line (issue #16 summary card): each part known, in reading order. */
export interface ClientLine {
  type: string;
  netWorth: string | null;
  ages: string | null;
  state: string | null;
  keyFacts: string[];
}

export interface AnalysisView {
  client: ClientLine;
  /**
   * The plan's net benefit after costs, in today's dollars: the analysis' `plan.netBenefit`, else
   * the sum of the recommendations' benefits (spec §5 fallback chain). The one plan total the
   * summary card and the tabs show.
   */
  planNetBenefit: number;
  netWorth: string;
  riskTolerance: string | null;
  primaryGoals: string[];
  totalAssets: string;
  totalLiabilities: string;
  annualIncome: string;
  savingsRate: string;
  currentSituation: string | null;
  recommendedApproach: string;
  expectedOutcomes: string | null;
  plainNextSteps: string[];
  recommendations: RecommendationView[];
  currentTaxSituation: string | null;
  totalProjectedTaxSavings: string;
  opportunities: OpportunityView[];
  nextSteps: {
    key: string;
    action: string;
    priority: string | null;
    timeline: string | null;
    responsibility: string | null;
  }[];
  memo: { executiveSummary: string | null; buckets: BucketView[] } | null;
  meta: {
    engine: string | null;
    taxYear: number | null;
    maskedItemCount: number | null;
    strategiesConsidered: number | null;
    strategiesEligible: number | null;
    excluded: { strategy: string; reason: string }[];
  } | null;
}

/** The free-text figures of the Overview and Financials tabs (spec §5: edited locally, never saved). */
export interface EditableFigures {
  netWorth: string;
  totalAssets: string;
  totalLiabilities: string;
  annualIncome: string;
}

/** Props of a tab that shows the analysis with some of its figures editable (Overview, Financials). */
export interface EditableTabProps {
  view: AnalysisView;
  figures: EditableFigures;
  onEdit: (key: keyof EditableFigures, value: string) => void;
}

/** Spec §2 "Plain English tab ... a default 3-step list when none is supplied" (the exact steps are ours: docs/web-decisions.md). */
export const DEFAULT_PLAIN_NEXT_STEPS = [
  "Review these recommendations with your financial adviser and decide which to pursue first.",
  "Gather the documents the chosen strategies need: statements, deeds, entity agreements and recent tax returns.",
  "Meet your estate-planning attorney and CPA to confirm the figures and start implementation.",
] as const;

/** Spec §9 "The default recommendation count in the fallback text is 3." */
export const DEFAULT_RECOMMENDATION_COUNT = 3;

/** The fallback text of What We Recommend when the analysis has no recommended approach. */
export function recommendedApproachFallback(count: number): string {
  const n = count > 0 ? count : DEFAULT_RECOMMENDATION_COUNT;
  return `Based on your financial profile, we have identified ${n} key strategies that could strengthen your plan.`;
}

const money = (v: unknown, placeholder: string) => {
  const n = num(v);
  if (n !== null) return formatUsd(n);
  return text(v) ?? placeholder;
};

function savingsRateText(v: unknown): string {
  const n = num(v);
  if (n !== null) return `${Math.round((Math.abs(n) <= 1 ? n * 100 : n) * 10) / 10}%`;
  return text(v) ?? "Not specified";
}

/** A formula variable's value in its unit: USD whole dollars, a rate as a percentage, else as stored. */
function variableText(value: unknown, unit: unknown): string {
  const n = num(value);
  if (n === null) return String(value ?? "");
  if (unit === "USD") return formatUsd(n);
  if (unit === "rate") return `${Math.round(n * 10000) / 100}%`;
  return String(value);
}

/**
 * The assumptions of a calculation, in words, less the ones that repeat a variable's row
 * ("annualPensionUsd: $63,000 a year …" is the variables table's Basis column again).
 */
function assumptionsOf(calc: Rec, variables: { id: string; assumption: string | null }[]): string[] {
  const repeats = new Set(variables.map((v) => `${v.id}: ${v.assumption ?? ""}`));
  const ids = variables.map((v) => `${v.id}:`);
  return strings(calc.assumptions)
    .filter((a) => !repeats.has(a) && !ids.some((id) => a.startsWith(id)))
    .map(inPlainWords);
}

function recommendationView(r: unknown, i: number): RecommendationView {
  const x = rec(r);
  const cb = rec(x.costBenefitAnalysis);
  const calc = rec(cb.calculations);
  const impl = rec(x.implementation);
  const sens = rec(calc.sensitivityAnalysis);
  const point = (p: unknown) => num(rec(p).netBenefit);
  const low = point(sens.low);
  const base = point(sens.base);
  const high = point(sens.high);
  const cost = num(impl.cost);
  const amount = benefitAmount(x);
  const keyBenefits = strings(cb.keyBenefits);
  const variables = list(calc.variables)
    .filter(isRecord)
    .map((v) => {
      const id = text(v.name) ?? "";
      return {
        id,
        name: variableDisplayName(id),
        value: variableText(v.value, v.unit),
        assumption: text(v.assumption),
      };
    });
  const plain = (v: unknown) => {
    const t = text(v);
    return t === null ? null : inPlainWords(t);
  };
  return {
    key: `${text(x.strategyId) ?? text(x.strategy) ?? "strategy"}-${i}`,
    strategyId: text(x.strategyId),
    strategy: text(x.strategy) ?? text(x.name) ?? `Strategy ${i + 1}`,
    category: text(x.category),
    description: text(x.description),
    priority: text(x.priority),
    netBenefitText: benefitDisplay(x),
    plainBenefitText: benefitDisplay(x, "To be calculated"),
    benefitAmount: amount,
    netBenefit: num(cb.netBenefit) ?? amount,
    sensitivity:
      low !== null && base !== null && high !== null ? { description: plain(sens.description), low, base, high } : null,
    timeline: text(impl.timeline),
    implementationCost: cost !== null ? formatUsd(cost) : text(impl.cost),
    steps: strings(impl.steps),
    benefits: orderBenefits(cb),
    formula: plain(calc.formula),
    costFormula: plain(calc.costFormula),
    assumptions: assumptionsOf(calc, variables),
    variables,
    keyBenefits: keyBenefits.length ? keyBenefits : strings(x.benefits),
    fitReasons: strings(x.fitReasons).map(inPlainWords),
    savingsRealization: plain(cb.savingsRealization),
    taxSavings: taxSavingsAmount(x),
  };
}

function bucketView(key: string, b: unknown): BucketView | null {
  if (!isRecord(b)) return null;
  const total = num(b.totalBenefit);
  return {
    key,
    title: text(b.title) ?? key,
    description: text(b.description),
    totalBenefit: total !== null ? formatUsd(total) : text(b.totalBenefit),
    strategies: strings(b.strategies),
    keyPoints: strings(b.keyPoints),
  };
}

const OPPORTUNITY_FIELDS: [string, string][] = [
  ["potentialSavings", "Potential savings"],
  ["timeline", "Timeline"],
  ["complexity", "Complexity"],
  ["eligibility", "Eligibility"],
  ["requirements", "Requirements"],
  ["nextSteps", "Next steps"],
  ["considerations", "Considerations"],
];

function opportunityView(o: unknown, i: number): OpportunityView | null {
  if (typeof o === "string") {
    return o.trim() ? { key: `${i}`, title: o, category: null, description: null, details: [], riskLevel: null } : null;
  }
  if (!isRecord(o)) return null;
  const details: { label: string; value: string }[] = [];
  for (const [field, label] of OPPORTUNITY_FIELDS) {
    const v = o[field];
    const value = typeof v === "number" ? formatUsd(v) : Array.isArray(v) ? strings(v).join("; ") : (text(v) ?? "");
    if (value) details.push({ label, value });
  }
  return {
    key: `${i}`,
    title: text(o.opportunity) ?? text(o.title) ?? text(o.category) ?? "Tax opportunity",
    category: text(o.category),
    description: text(o.description),
    details,
    riskLevel: text(o.riskLevel),
  };
}

/** Everything the seven tabs show, with the spec's placeholders for what is missing (spec §2, §5, §8). */
export function toAnalysisView(analysis: Rec): AnalysisView {
  const profile = rec(analysis.clientProfile);
  const fin = rec(analysis.financialSummary);
  const plain = rec(analysis.plainEnglishSummary);
  const tax = rec(analysis.taxPlanning);
  const memo = isRecord(analysis.clientMemo) ? analysis.clientMemo : null;
  const meta = isRecord(analysis.meta) ? analysis.meta : null;
  const recommendations = list(analysis.recommendations).map(recommendationView);
  const plainSteps = strings(plain.nextSteps);
  const netWorthNumber = num(profile.currentNetWorth);
  const facts = rec(analysis.facts);
  const summed = recommendations.reduce((sum, r) => sum + (r.benefitAmount ?? 0), 0);
  return {
    client: {
      type: clientType(facts),
      netWorth: netWorthNumber !== null && netWorthNumber !== 0 ? formatUsd(netWorthNumber) : null,
      ages: agesText(facts),
      state: stateName(facts.state),
      keyFacts: keyFacts(facts),
    },
    planNetBenefit: num(rec(analysis.plan).netBenefit) ?? summed,
    netWorth:
      netWorthNumber !== null ? netWorthDisplay(netWorthNumber) : (text(profile.currentNetWorth) ?? "Not specified"),
    riskTolerance: text(profile.riskTolerance),
    primaryGoals: strings(profile.primaryGoals),
    totalAssets: money(fin.totalAssets, "Not specified"),
    totalLiabilities: money(fin.totalLiabilities, "Not specified"),
    annualIncome: num(fin.annualIncome) === 0 ? "Not specified" : money(fin.annualIncome, "Not specified"),
    savingsRate: savingsRateText(fin.savingsRate),
    currentSituation: text(plain.currentSituation),
    recommendedApproach: text(plain.recommendedApproach) ?? recommendedApproachFallback(recommendations.length),
    expectedOutcomes: text(plain.expectedOutcomes),
    plainNextSteps: plainSteps.length ? plainSteps : [...DEFAULT_PLAIN_NEXT_STEPS],
    recommendations,
    currentTaxSituation: text(tax.currentTaxSituation),
    totalProjectedTaxSavings: totalProjectedTaxSavings(analysis),
    opportunities: list(tax.opportunities)
      .map(opportunityView)
      .filter((o): o is OpportunityView => o !== null),
    nextSteps: list(analysis.nextSteps)
      .map((s, i) => {
        if (typeof s === "string")
          return { key: `${i}`, action: s, priority: null, timeline: null, responsibility: null };
        const x = rec(s);
        const action = text(x.action);
        return action
          ? {
              key: `${i}`,
              action,
              priority: text(x.priority),
              timeline: text(x.timeline),
              responsibility: text(x.responsibility),
            }
          : null;
      })
      .filter((s) => s !== null),
    memo: memo
      ? {
          executiveSummary: text(memo.executiveSummary),
          buckets: [
            bucketView("Worry-Free Lifestyle", memo.worryFreeLifestyle),
            bucketView("Protection Bucket", memo.protectionBucket),
            bucketView("Legacy Bucket", memo.legacyBucket),
          ].filter((b): b is BucketView => b !== null),
        }
      : null,
    meta: meta
      ? {
          engine: text(meta.engine),
          taxYear: num(meta.taxYear),
          maskedItemCount: num(meta.maskedItemCount),
          strategiesConsidered: num(meta.strategiesConsidered),
          strategiesEligible: num(meta.strategiesEligible),
          excluded: list(meta.excluded)
            .filter(isRecord)
            .map((e) => ({ strategy: text(e.strategy) ?? text(e.strategyId) ?? "", reason: text(e.reason) ?? "" })),
        }
      : null,
  };
}

/**
 * Badge variant of a priority (or a risk level): High in the attention colour (amber, not the
 * error colour: a high priority is not a fault; issue #16), Medium default, anything else secondary.
 */
export function priorityVariant(priority: string | null): "attention" | "default" | "secondary" {
  const p = priority?.toLowerCase();
  return p === "high" ? "attention" : p === "medium" ? "default" : "secondary";
}

/** Spec §2 Overview: aggressive is destructive, moderate is default, anything else is secondary. */
export function riskVariant(risk: string | null): "destructive" | "default" | "secondary" {
  const r = risk?.toLowerCase();
  return r === "aggressive" ? "destructive" : r === "moderate" ? "default" : "secondary";
}

/**
 * The Risk Tolerance badge's text: the stated tolerance with a capital first letter ("moderate" →
 * "Moderate"), or "Not specified" as the spec writes it (§2, §8 placeholders), never title-cased.
 */
export function riskLabel(risk: string | null): string {
  if (!risk) return "Not specified";
  return risk.charAt(0).toUpperCase() + risk.slice(1);
}
