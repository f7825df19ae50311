import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, step, taxOn, yearly } from "../kit.ts";

/**
 * Foreign tax credit optimisation. Minimum net worth 2,000,000.
 *
 * Foreign taxes paid offset US tax on the same income only up to the §904 limitation (the US tax
 * on that income, basket by basket); without planning part of the creditable tax is lost (wrong
 * basket, a deduction taken instead of the credit, carryovers left to expire). The benefit each
 * year: min(foreign tax, US tax on the foreign income) × the share lost without planning, the US
 * tax from the real calculator on the household's return (today's brackets standing in for later
 * years). Costs: the extra Form 1116 work each year. Both for as long as the foreign income
 * lasts (to the final death the household model assumes).
 */

const hasForeign = (ctx: StrategyContext) => ctx.facts.hasNonUsAssets;
const material = (ctx: StrategyContext) =>
  (ctx.facts.annualIncomeUsd ?? 0) >= 200_000 || ctx.household.balance.netWorthUsd >= 5_000_000;

export const foreignTaxCreditOptimization = defineStrategy({
  id: "foreign-tax-credit-optimization",
  name: "Foreign Tax Credit Optimisation",
  category: "Global Tax Strategy",
  description:
    "Clients with foreign income claim the foreign tax credit rather than a deduction, manage the §904 limitation by basket and by sourcing, use the one-year carryback and ten-year carryforward, coordinate with (or forgo) the foreign earned income exclusion and apply treaty relief, so foreign taxes paid actually reduce US tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year: min(foreignIncomeUsd × foreignTaxRate, tax(foreignIncomeUsd as ordinary income)) × unusedCreditShare",
    variables: ["foreignIncomeUsd", "foreignTaxRate", "unusedCreditShare", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualAdviceUsd each year",
    variables: ["annualAdviceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_1116", "treaty_positions", "cross_border_advice_required"],
  sources: [
    "IRC §901 (foreign tax credit)",
    "IRC §904(a), (c), (d) (limitation, carryback and carryforward, baskets)",
    "IRC §911 and §911(d)(6) (foreign earned income exclusion; no credit on excluded income)",
    "IRC §905(a) (accrual election)",
    "Treas. Reg. §1.904-4 (separate categories)",
  ],
  domain: "state-international",
  variables: {
    foreignIncomeUsd: { unit: "USD", description: "Foreign-source income a year." },
    foreignTaxRate: { unit: "rate", description: "Foreign tax rate on that income." },
    unusedCreditShare: { unit: "ratio", description: "Share of creditable tax lost without planning." },
    years: { unit: "years", description: "Years of foreign income (to the final death)." },
    annualAdviceUsd: { unit: "USD", description: "Extra preparation and advice, a year." },
  },
  defaults(ctx) {
    const nw = ctx.household.balance.netWorthUsd;
    const income = round(nw * 0.3 * 0.06);
    return {
      foreignIncomeUsd: fixed(
        income,
        `6% income on foreign assets assumed 30% of net worth (${formatUsd(income)}; not stated)`,
      ),
      foreignTaxRate: fixed(0.25, "foreign income and withholding taxes about 25% (an assumption)"),
      unusedCreditShare: fixed(
        0.3,
        "30% of creditable tax lost without planning (wrong basket, deduction instead of credit, expired carryovers; an assumption)",
      ),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
      annualAdviceUsd: fixed(2_000, "extra Form 1116 work and advice, about $2,000 a year"),
    };
  },
  effects(v, ctx) {
    const usTax = v.foreignIncomeUsd > 0 ? taxOn(ctx, { ordinaryUsd: v.foreignIncomeUsd }) : 0;
    const recovered = Math.min(v.foreignIncomeUsd * v.foreignTaxRate, usTax) * v.unusedCreditShare;
    return {
      flows: [
        ...yearly(recovered, 1, v.years, "incomeTax", "foreign tax credited instead of lost (§904 limitation managed)"),
        ...yearly(-v.annualAdviceUsd, 1, v.years, "cost", "Form 1116 preparation and advice"),
      ],
    };
  },
  sensitivity: {
    variable: "unusedCreditShare",
    mode: "add",
    spread: 0.15,
    description: "Credit lost without planning 15% / 30% / 45%",
  },
  eligibility: allOf(
    check(
      hasForeign,
      "The client holds assets outside the United States that earn foreign-taxed income.",
      "The notes mention no assets or accounts outside the United States.",
    ),
    check(
      material,
      "The client's income or holdings are large enough for lost credits to matter.",
      "Foreign tax credit planning pays off with income of $200,000 or $5,000,000 of assets, which the notes do not show.",
    ),
  ),
  answers: (ctx) =>
    hasForeign(ctx) && material(ctx)
      ? {
          urgency: "client-specific",
          reason: "The client has foreign income taxed abroad, which should be credited against US tax.",
        }
      : null,
  timeline: "With the next tax return, then annually",
  keyBenefits: [
    "Foreign taxes offset US tax instead of being lost",
    "Carryovers used before they expire",
    "Avoids the exclusion-versus-credit trap",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["foreign", "double tax", "international", "abroad", "credit"],
  explanation: {
    overview:
      "Foreign income is taxed twice unless the foreign tax credit works. Credits are limited basket by basket to the US tax on the foreign income; planning the character, source and timing of income, and choosing credit over deduction and exclusion, recovers taxes that are otherwise lost.",
    keyComponents: [
      "Form 1116 by separate category (passive, general, treaty re-sourced)",
      "§904 limitation management",
      "Carryback one year, carryforward ten years",
      "Coordination with §911 and treaties",
    ],
    steps: [
      step(
        "Map foreign income and taxes",
        "List foreign income by basket, the taxes paid and any carryovers.",
        "Weeks 1–3",
        ["Foreign tax returns", "Prior Forms 1116"],
      ),
      step(
        "Model alternatives",
        "Compare credit, deduction and exclusion; test accrual election and treaty positions.",
        "Weeks 3–5",
        ["Tax projection"],
      ),
      step(
        "Reposition income",
        "Adjust sourcing and timing so baskets with excess limitation absorb credits.",
        "During the year",
        ["Investment and compensation plans"],
      ),
      step(
        "Amend where useful",
        "Claim missed credits within the ten-year refund window for foreign taxes.",
        "As identified",
        ["Amended returns"],
      ),
    ],
    prerequisites: ["Foreign-source income with foreign tax"],
    professionals: ["International tax CPA"],
    secondaryBenefits: ["Clean carryover records", "Lower audit risk from consistent treatment"],
    taxAdvantages: [
      "Dollar-for-dollar credit up to the limitation",
      "Ten-year window to claim refunds of foreign-tax credits",
    ],
    risks: [
      risk(
        "Foreign tax refunds",
        "Refunded or refundable foreign taxes are not creditable and require redeterminations.",
        "Claim treaty reductions at source and track refunds.",
      ),
      risk("Complex basket rules", "Misclassified income wastes credits.", "Specialist preparation and annual review."),
    ],
    marketRisks: ["Currency rates change the dollar value of credits"],
    regulatoryConsiderations: ["Treasury regulations on creditability change periodically"],
    liquidityConsiderations: "No liquidity impact.",
    alternatives: [
      {
        strategy: "fbar-fatca-streamlined-compliance",
        whyNotChosen: "Reporting compliance is required either way but saves no tax.",
      },
      { strategy: "expatriation-planning-877a", whyNotChosen: "Ends US tax entirely, a far larger step." },
    ],
    uniqueAdvantages: ["Recovers taxes already paid abroad"],
    successMetrics: [
      metric("Foreign tax credited", "At least 90% of creditable tax", "Annually"),
      metric("Expiring carryovers", "None", "Annually"),
    ],
    qualitativeIndicators: ["Foreign and US advisers coordinate filings"],
    warningSignals: ["Growing carryovers", "Foreign tax refunds not reported"],
    reviewSchedule: "Annually before filing.",
    exitStrategy: "Ends when the foreign income ends; carryovers remain usable for ten years.",
  },
});
