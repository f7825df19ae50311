import { discountRateWords, type TaxParameters } from "@fsa/catalogue";
import { formatUsd, type TClientFacts, type TNextStep } from "@fsa/shared";
import type { SelectedStrategy, Selection } from "./select.ts";

/**
 * The prose of an analysis: every text a reader sees around the computed figures. The catalogue
 * engine writes it from templates; a language model may write it instead, but it holds no
 * figures of its own — numbers in it are quoted from the figures it was given. A sentence states a
 * fact of the client only when the notes (or the adviser) gave it, with its quote in the facts'
 * evidence; what the model assumed is said to be assumed (issue #12 item 3).
 */
export interface Narrative {
  executiveSummary: string;
  bucketDescriptions: { worryFreeLifestyle: string; protectionBucket: string; legacyBucket: string };
  currentSituation: string;
  recommendedApproach: string;
  expectedOutcomes: string;
  plainEnglishNextSteps: string[];
  currentTaxSituation: string;
  nextSteps: TNextStep[];
}

/** Everything the narrative may draw on: the facts, the year's law and the selection with its plan. */
export interface NarrativeContext {
  facts: TClientFacts;
  tax: TaxParameters;
  selection: Selection;
}

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

/** True when a fact has a quote (or an adviser's correction) behind it. */
export function isSupported(f: TClientFacts, field: keyof TClientFacts): boolean {
  return f.evidence.some((e) => e.field === field && e.status !== "assumed");
}

const STATUS_WORDS: Record<string, string> = {
  married: "a married couple",
  partnered: "an unmarried couple",
  widowed: "a widowed client",
  divorced: "a divorced client",
  single: "a single client",
  separated: "a married client, separated",
};

function describeHousehold(f: TClientFacts): string {
  const status = f.maritalStatus && isSupported(f, "maritalStatus") ? f.maritalStatus : null;
  const ages = [isSupported(f, "primaryAge") ? f.primaryAge : null, isSupported(f, "spouseAge") ? f.spouseAge : null];
  const couple = status === "married" || status === "partnered";
  let who: string;
  if (couple) {
    const known = ages.filter((a): a is number => a !== null);
    who = `${STATUS_WORDS[status]}${known.length === 2 ? ` aged ${known[0]} and ${known[1]}` : known.length === 1 ? ` (one aged ${known[0]})` : ""}`;
  } else {
    const base = status ? (STATUS_WORDS[status] ?? "the client") : "the client";
    who = ages[0] !== null ? `${base} aged ${ages[0]}` : base;
  }
  const parts = [who];
  if (f.state && isSupported(f, "state")) parts.push(`living in ${f.state}`);
  const family: string[] = [];
  if (f.childrenCount && isSupported(f, "childrenCount"))
    family.push(`${f.childrenCount} child${f.childrenCount === 1 ? "" : "ren"}`);
  if (f.grandchildrenCount && isSupported(f, "grandchildrenCount"))
    family.push(`${f.grandchildrenCount} grandchild${f.grandchildrenCount === 1 ? "" : "ren"}`);
  if (family.length) parts.push(`with ${family.join(" and ")}`);
  return parts.join(", ");
}

function assetsSentence(f: TClientFacts): string {
  const parts: string[] = [];
  const add = (field: keyof TClientFacts, text: (v: number) => string) => {
    const v = f[field];
    if (typeof v === "number" && v > 0 && isSupported(f, field)) parts.push(text(v));
  };
  add("taxableInvestmentsUsd", (v) => `${formatUsd(v)} in taxable investments`);
  add("retirementAccountsUsd", (v) => `${formatUsd(v)} in retirement accounts`);
  add("realEstateUsd", (v) => `${formatUsd(v)} of real estate`);
  if (f.ownsBusiness) add("businessValueUsd", (v) => `a business interest worth about ${formatUsd(v)}`);
  add("cashUsd", (v) => `${formatUsd(v)} in cash`);
  add("liabilitiesUsd", (v) => `debts of ${formatUsd(v)}`);
  return parts.length ? ` The notes list ${parts.join(", ")}.` : "";
}

function names(list: readonly SelectedStrategy[]): string {
  const n = list.map((s) => s.strategy.name);
  if (n.length <= 1) return n.join("");
  return `${n.slice(0, -1).join(", ")} and ${n.at(-1)}`;
}

function bucketText(key: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket", list: SelectedStrategy[]): string {
  const lead = {
    worryFreeLifestyle: "Keeps the client's income, retirement and lifestyle secure",
    protectionBucket: "Protects what the client has built against taxes, lawsuits, illness and business risk",
    legacyBucket: "Moves wealth to family and causes efficiently",
  }[key];
  if (list.length === 0) return `${lead}. No strategy in this plan falls in this bucket yet.`;
  const total = list.reduce((s, x) => s + x.planFigures.presentValue.netUsd, 0);
  return `${lead}: ${names(list)}, with a combined net benefit of about ${formatUsd(total)} in today's dollars.`;
}

/** The facts the household model had to assume, as a phrase list for "confirm these" steps. */
function assumedFacts(ctx: NarrativeContext): string[] {
  const h = ctx.selection.household;
  const out: string[] = [];
  if (h.balance.netWorthSource !== "stated") out.push("net worth");
  if (h.primary.ageAssumed) out.push("the client's age");
  if (h.spouse && ctx.facts.spouseAge === null) out.push("the spouse's or partner's age");
  if (!ctx.facts.state) out.push("state of residence");
  if (ctx.facts.annualIncomeUsd === null) out.push("income");
  return out;
}

/**
 * The catalogue engine's narrative: template sentences over the facts and the plan's figures.
 * Deterministic; every number it prints is a fact with a quote or a computed figure.
 */
export function templateNarrative(ctx: NarrativeContext): Narrative {
  const { facts: f, tax, selection } = ctx;
  const h = selection.household;
  const totals = selection.plan.totals;
  const recs = selection.recommended;
  const top = recs.slice(0, 3);
  const household = describeHousehold(f);
  const nw =
    h.balance.netWorthSource === "stated"
      ? `a net worth of ${formatUsd(h.balance.netWorthUsd)}`
      : h.balance.netWorthSource === "sum of the assets listed"
        ? `no stated net worth (the assets listed add up to about ${formatUsd(h.balance.netWorthUsd)}, less any debts stated)`
        : "no stated net worth";
  const goals = f.goals.length ? ` Their goals: ${f.goals.map((g) => g.replace(/\.$/, "")).join("; ")}.` : "";
  const estate =
    totals.estateTaxWithoutUsd > 0
      ? ` The household model projects ${formatUsd(totals.estateTaxWithoutUsd)} of federal and state estate tax at the final death in ${h.baseline.year} without planning, and ${formatUsd(totals.estateTaxWithUsd)} with this plan.`
      : ` The household model projects no federal or state estate tax at the final death in ${h.baseline.year} (exclusion then about ${formatUsd(h.baseline.applicableExclusionUsd)}).`;
  const lead = recs[0];
  const executiveSummary = recs.length
    ? `We reviewed ${selection.considered} planning strategies for ${household}, with ${nw}. ${selection.eligible.length} fit the facts in the notes; the plan recommends ${recs.length}, led by ${names(top)}${lead?.answer ? ` (${lead.answer.reason.replace(/\.$/, "")})` : ""}. In today's dollars the plan's net benefit is about ${formatUsd(totals.netBenefitUsd)} after costs, of which about ${formatUsd(totals.taxSavingsUsd)} is income and estate tax saved.${estate}${goals}`
    : `We reviewed ${selection.considered} planning strategies for ${household}, with ${nw}. None fits the facts in the notes well enough to recommend yet; adding the client's net worth, ages, assets and goals will let the engine test every strategy.`;

  const currentSituation = `The client is ${household}, with ${nw}.${assetsSentence(f)}${f.annualIncomeUsd && isSupported(f, "annualIncomeUsd") ? ` Household income is about ${formatUsd(f.annualIncomeUsd)} a year.` : ""}${f.riskTolerance && isSupported(f, "riskTolerance") ? ` Their risk tolerance is ${f.riskTolerance}.` : ""}`;

  const recommendedApproach = recs.length
    ? `Start with ${names(top)}. ${top.map((s) => `${s.strategy.name}: ${(s.answer?.reason ?? s.strategy.keyBenefits[0] ?? s.strategy.description).replace(/\.$/, "")}.`).join(" ")}${recs.length > 3 ? ` Then consider ${names(recs.slice(3))}.` : ""}`
    : "Gather a complete balance sheet and the client's goals, then re-run the analysis.";

  const protection =
    totals.protectionUsd > 0
      ? ` The plan also provides about ${formatUsd(totals.protectionUsd)} of protection (insurance and shielded assets), which is reported apart and not counted as a saving.`
      : "";
  const expectedOutcomes = recs.length
    ? `If implemented as modelled, the plan is worth about ${formatUsd(totals.netBenefitUsd)} in today's dollars after its costs, discounting each year's figures at ${discountRateWords(h)}, under the law of ${tax.year}.${protection} Each figure rests on the assumptions shown with it (growth, horizon, fees, the household's assumed lifetimes), and the low and high cases show how far they can move.`
    : "No outcome is projected until a strategy fits.";

  const assumed = assumedFacts(ctx);
  const plainEnglishNextSteps = recs.length
    ? [
        `Review the top recommendation, ${recs[0]?.strategy.name}, and its assumptions with the client.`,
        assumed.length
          ? `Confirm what the notes did not say and the model assumed: ${assumed.join(", ")}.`
          : "Confirm the balance sheet, titling of assets and beneficiary designations.",
        "Bring in the estate attorney and CPA to price and sequence the work.",
      ]
    : [
        "Confirm the client's net worth and the main assets.",
        "Write down the client's goals and family situation.",
        "Run the analysis again with the fuller notes.",
      ];

  const ordinary = h.incomeTaxChange({ ordinaryUsd: 10_000 }) / 10_000;
  const gains = h.incomeTaxChange({ longTermGainUsd: 100_000 }) / 100_000;
  const stateNote = h.state
    ? h.assumptions.some((a) => a.includes(`State income tax of ${h.state} is not modelled`))
      ? ` ${h.state} income tax is not modelled in these figures.`
      : ` These rates include ${h.state} income tax.`
    : " No state is stated, so state income tax is not included.";
  const incomeBasis =
    f.annualIncomeUsd !== null ? `on the stated income of ${formatUsd(f.annualIncomeUsd)}` : "with no income stated";
  const currentTaxSituation = `Modelled for ${Math.min(h.year, 2026)} ${incomeBasis} (filing ${h.filingStatus.replace(/_/g, " ")}): about ${formatUsd(h.incomeTaxUsd)} of income tax, a marginal rate of ${pct(ordinary)} on more ordinary income and ${pct(gains)} on more long-term gains.${stateNote}${estate}`;

  const nextSteps: TNextStep[] = [
    {
      action: assumed.length
        ? `Confirm the facts the model assumed (${assumed.join(", ")}) with the client, and correct them in Client facts.`
        : "Confirm the facts this analysis read from the notes with the client.",
      priority: "High",
      timeline: "Within 2 weeks",
      responsibility: "Financial adviser",
    },
    ...recs.slice(0, 4).map(
      (s, i): TNextStep => ({
        action: `${s.strategy.explanation.steps[0]?.title ?? "Begin"}: ${s.strategy.name} — ${s.strategy.explanation.steps[0]?.description ?? s.strategy.description}`,
        priority: s.answer?.urgency === "time-critical" || i < 2 ? "High" : "Medium",
        timeline: s.strategy.explanation.steps[0]?.timeline ?? s.strategy.timeline,
        responsibility: s.strategy.explanation.professionals.slice(0, 2).join(" and ") || "Financial adviser",
      }),
    ),
    {
      action: "Schedule an annual review of the plan, the figures and any change in tax law.",
      priority: "Low",
      timeline: "Every 12 months",
      responsibility: "Financial adviser",
    },
  ];
  const byBucket = (k: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket") =>
    recs.filter((r) => r.strategy.memoBucket === k);
  return {
    executiveSummary,
    bucketDescriptions: {
      worryFreeLifestyle: bucketText("worryFreeLifestyle", byBucket("worryFreeLifestyle")),
      protectionBucket: bucketText("protectionBucket", byBucket("protectionBucket")),
      legacyBucket: bucketText("legacyBucket", byBucket("legacyBucket")),
    },
    currentSituation,
    recommendedApproach,
    expectedOutcomes,
    plainEnglishNextSteps,
    currentTaxSituation,
    nextSteps,
  };
}
