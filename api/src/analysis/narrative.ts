import { capitalGainsRate, marginalOrdinaryRate, type TaxParameters } from "@fsa/catalogue";
import { formatUsd, type TClientFacts, type TNextStep } from "@fsa/shared";
import type { SelectedStrategy, Selection } from "./select.ts";

/**
 * The prose of an analysis: every text a reader sees around the computed figures. The catalogue
 * engine writes it from templates; a language model may write it instead, but it holds no
 * figures of its own — numbers in it are quoted from the figures it was given.
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

/** Everything the narrative may draw on. */
export interface NarrativeContext {
  facts: TClientFacts;
  tax: TaxParameters;
  selection: Selection;
  /** Sum of the recommendations' net benefits, USD. */
  totalNetBenefit: number;
  /** Sum of the recommendations' tax and estate-tax savings, USD. */
  totalTaxSavings: number;
  /** Federal estate tax if the client died today, USD (an estimate stated as such). */
  estateTaxToday: number;
}

const pct = (r: number) => `${(r * 100).toFixed(r * 100 < 10 ? 1 : 0)}%`;

function describeHousehold(f: TClientFacts): string {
  const who: string[] = [];
  if (f.maritalStatus === "married" || f.maritalStatus === "partnered") {
    const ages = [f.primaryAge, f.spouseAge].filter((a) => a !== null);
    who.push(
      ages.length === 2
        ? `a married couple aged ${ages[0]} and ${ages[1]}`
        : ages.length === 1
          ? `a married client aged ${ages[0]}`
          : "a married couple",
    );
  } else if (f.maritalStatus) {
    who.push(f.primaryAge ? `a ${f.maritalStatus} client aged ${f.primaryAge}` : `a ${f.maritalStatus} client`);
  } else {
    who.push(f.primaryAge ? `a client aged ${f.primaryAge}` : "the client");
  }
  if (f.state) who.push(`living in ${f.state}`);
  const family: string[] = [];
  if (f.childrenCount) family.push(`${f.childrenCount} child${f.childrenCount === 1 ? "" : "ren"}`);
  if (f.grandchildrenCount) family.push(`${f.grandchildrenCount} grandchild${f.grandchildrenCount === 1 ? "" : "ren"}`);
  if (family.length) who.push(`with ${family.join(" and ")}`);
  return who.join(", ");
}

function assetsSentence(f: TClientFacts): string {
  const parts: string[] = [];
  if (f.taxableInvestmentsUsd) parts.push(`${formatUsd(f.taxableInvestmentsUsd)} in taxable investments`);
  if (f.retirementAccountsUsd) parts.push(`${formatUsd(f.retirementAccountsUsd)} in retirement accounts`);
  if (f.realEstateUsd) parts.push(`${formatUsd(f.realEstateUsd)} of real estate`);
  if (f.businessValueUsd) parts.push(`a business interest worth about ${formatUsd(f.businessValueUsd)}`);
  if (f.cashUsd) parts.push(`${formatUsd(f.cashUsd)} in cash`);
  return parts.length ? ` Holdings include ${parts.join(", ")}.` : "";
}

function names(list: SelectedStrategy[]): string {
  const n = list.map((s) => s.def.name);
  if (n.length <= 1) return n.join("");
  return `${n.slice(0, -1).join(", ")} and ${n.at(-1)}`;
}

function bucketText(key: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket", list: SelectedStrategy[]): string {
  const lead = {
    worryFreeLifestyle: "Keeps the client's income, retirement and lifestyle secure",
    protectionBucket: "Protects what the client has built against taxes, lawsuits, illness and business risk",
    legacyBucket: "Moves wealth to family and causes efficiently",
  }[key];
  if (list.length === 0) return `${lead}. No strategy in this analysis falls in this bucket yet.`;
  const total = list.reduce((s, x) => s + x.figures.netBenefit, 0);
  return `${lead}: ${names(list)}, with a combined net benefit of about ${formatUsd(total)}.`;
}

/**
 * The catalogue engine's narrative: template sentences over the facts and computed figures.
 * Deterministic; every number it prints is one of the computed figures.
 */
export function templateNarrative(ctx: NarrativeContext): Narrative {
  const { facts: f, tax, selection } = ctx;
  const recs = selection.recommended;
  const top = recs.slice(0, 3);
  const nw = f.netWorthUsd ? formatUsd(f.netWorthUsd) : "an unstated net worth";
  const household = describeHousehold(f);
  const goals = f.goals.length ? ` Their goals: ${f.goals.map((g) => g.replace(/\.$/, "")).join("; ")}.` : "";
  const estateLine =
    ctx.estateTaxToday > 0
      ? ` At today's ${formatUsd(tax.basicExclusionAmount)} basic exclusion amount per person, federal estate tax on the current estate would be roughly ${formatUsd(ctx.estateTaxToday)}.`
      : ` The current estate is within the ${formatUsd(tax.basicExclusionAmount)} basic exclusion amount${f.maritalStatus === "married" ? " per spouse" : ""}, so growth and any future law change are the estate-tax risks.`;

  const byBucket = (k: "worryFreeLifestyle" | "protectionBucket" | "legacyBucket") =>
    recs.filter((r) => r.def.memoBucket === k);

  const executiveSummary = recs.length
    ? `We reviewed ${selection.considered} planning strategies for ${household} (net worth ${nw}). ${selection.eligible.length} fit the client's facts; we recommend ${recs.length}, led by ${names(top)}. Together the recommendations show a projected net benefit of about ${formatUsd(ctx.totalNetBenefit)} after costs, including about ${formatUsd(ctx.totalTaxSavings)} of income, capital-gains and estate tax savings.${goals}`
    : `We reviewed ${selection.considered} planning strategies for ${household} (net worth ${nw}). None fits the facts in the notes well enough to recommend yet; adding the client's net worth, ages, assets and goals will let the engine test every strategy.`;

  const currentSituation = `The client is ${household}, with a net worth of ${nw}.${assetsSentence(f)}${f.annualIncomeUsd ? ` Household income is about ${formatUsd(f.annualIncomeUsd)} a year.` : ""}${f.riskTolerance ? ` Their risk tolerance is ${f.riskTolerance}.` : ""}`;

  const recommendedApproach = recs.length
    ? `Start with ${names(top)}. ${top.map((s) => `${s.def.name}: ${s.def.keyBenefits[0]?.replace(/\.$/, "") ?? s.def.description}.`).join(" ")}${recs.length > 3 ? ` Then consider ${names(recs.slice(3))}.` : ""}`
    : "Gather a complete balance sheet and the client's goals, then re-run the analysis.";

  const expectedOutcomes = recs.length
    ? `If implemented as modelled, these strategies are projected to deliver about ${formatUsd(ctx.totalNetBenefit)} of net benefit over their horizons, in today's law of ${tax.year}. Each figure rests on stated assumptions (growth rates, horizons, fees) shown with the strategy, and the low and high cases show how much they can move.`
    : "No outcome is projected until a strategy fits.";

  const plainEnglishNextSteps = recs.length
    ? [
        `Review the top recommendation, ${recs[0]?.def.name}, and its assumptions with the client.`,
        "Confirm the balance sheet, titling of assets and beneficiary designations.",
        "Bring in the estate attorney and CPA to price and sequence the work.",
      ]
    : [
        "Confirm the client's net worth and the main assets.",
        "Write down the client's goals and family situation.",
        "Run the analysis again with the fuller notes.",
      ];

  const ordinary = marginalOrdinaryRate(f, tax);
  const gains = capitalGainsRate(f, tax);
  const currentTaxSituation = `Estimated federal marginal rates in ${tax.year}: ${pct(ordinary)} on ordinary income and ${pct(gains)} on long-term capital gains including the ${pct(tax.netInvestmentIncomeTaxRate)} net investment income tax where it applies.${estateLine}${f.state ? ` State taxes in ${f.state} are not modelled in these figures.` : ""}`;

  const nextSteps: TNextStep[] = [
    {
      action: "Confirm the facts this analysis assumed (net worth, ages, asset values, goals) with the client.",
      priority: "High",
      timeline: "Within 2 weeks",
      responsibility: "Financial adviser",
    },
    ...recs.slice(0, 4).map(
      (s, i): TNextStep => ({
        action: `${s.def.explanation.steps[0]?.title ?? "Begin"}: ${s.def.name} — ${s.def.explanation.steps[0]?.description ?? s.def.description}`,
        priority: i < 2 ? "High" : "Medium",
        timeline: s.def.explanation.steps[0]?.timeline ?? s.def.timeline,
        responsibility: s.def.explanation.professionals.slice(0, 2).join(" and ") || "Financial adviser",
      }),
    ),
    {
      action: "Schedule an annual review of the plan, the figures and any change in tax law.",
      priority: "Low",
      timeline: "Every 12 months",
      responsibility: "Financial adviser",
    },
  ];

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
