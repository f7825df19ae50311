import { formatUsd } from "@fsa/shared";
import type { IncomeTaxDelta } from "../../model/household.ts";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { federalIncomeTax } from "../../tax/federal-income-tax.ts";
import { NET_INVESTMENT_INCOME_TAX_THRESHOLD } from "../../tax/federal-parameters.ts";
import { allOf, at, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import { inputWith, retirementIncome, yearBase, yearsToRetirement } from "./lib/shared.ts";

/** NIIT of the household's return plus a delta, with `shiftedUsd` of taxable interest moved out of net investment income, USD. */
function niit(ctx: StrategyContext, base: IncomeTaxDelta, shiftedUsd: number): number {
  const input = inputWith(ctx, base);
  const interest = input.taxableInterestUsd ?? 0;
  const moved = Math.min(interest, Math.max(0, shiftedUsd));
  return federalIncomeTax({ ...input, taxableInterestUsd: interest - moved }).netInvestmentIncomeTaxUsd;
}

/**
 * Net investment income tax planning (IRC §1411). Minimum net worth 1,000,000.
 *
 * The 3.8% tax falls on the lesser of net investment income and MAGI above the threshold of the
 * household's filing status ($250,000 joint, $200,000 single or head of household, $125,000
 * married filing separately; §1411(b), not indexed). The modelled lever moves the taxable bond
 * interest of the portfolio into municipal bonds (§103 interest is not net investment income);
 * their lower yield is assumed to offset the regular income tax they save (an assumption), so
 * the saving counted is the NIIT alone, each year to the final death on that year's return
 * (today's law; the retirement return once retired):
 *   + NIIT(NII, MAGI) − NIIT(NII − investmentIncomeShiftedUsd, MAGI − investmentIncomeShiftedUsd).
 */
export const netInvestmentIncomeTaxPlanning = defineStrategy({
  id: "net-investment-income-tax-planning",
  name: "Net Investment Income Tax Planning (§1411)",
  category: "Tax Planning",
  description:
    "Investment income is shifted or reclassified (municipal bonds, material participation, timing of gains, trust distributions to beneficiaries below the threshold) to reduce the 3.8% NIIT, which falls on investment income above a MAGI threshold that depends on filing status.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [0.038 × min(NII, MAGI − threshold) − 0.038 × min(NII − investmentIncomeShiftedUsd, MAGI − investmentIncomeShiftedUsd − threshold)]",
    variables: ["investmentIncomeShiftedUsd"],
  },
  costCalculation: { type: "annual", formula: "planningCostUsd a year", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["material_participation_rules"],
  sources: [
    "IRC §1411(a), (b) (3.8% tax; thresholds by filing status, not indexed)",
    "Treas. Reg. §1.1411-4 (net investment income)",
    "IRC §103 (tax-exempt interest is not net investment income)",
    "IRC §469 (material participation removes active business income)",
  ],
  domain: "retirement",
  variables: {
    investmentIncomeShiftedUsd: {
      unit: "USD",
      description: "Investment income moved out of NIIT a year (taxable interest into municipal bonds).",
    },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Planning a year." },
  },
  defaults(ctx) {
    const interest = round(ctx.household.incomeTaxInput.taxableInterestUsd ?? 0);
    return {
      investmentIncomeShiftedUsd: fixed(
        interest,
        `${formatUsd(interest)} a year: the taxable interest of the portfolio (its bond share of the model's yield) moved into municipal bonds`,
      ),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: yearsToRetirement(ctx),
      planningCostUsd: fixed(500, "planning about $500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const flows = [];
    for (let t = 0; t < h.yearsToFinalDeath; t++) {
      const base = yearBase(ctx, t, v.retireInYears, v.retirementIncomeUsd);
      const saved = niit(ctx, base, 0) - niit(ctx, base, v.investmentIncomeShiftedUsd);
      if (saved >= 1) flows.push(at(t, saved, "incomeTax", "net investment income tax avoided"));
    }
    flows.push(...yearly(-v.planningCostUsd, 0, h.yearsToFinalDeath - 1, "cost", "investment income planning"));
    return { flows };
  },
  sensitivity: {
    variable: "investmentIncomeShiftedUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Shifted income half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => niit(ctx, {}, 0) > 0,
      (ctx) =>
        `The household pays about ${formatUsd(niit(ctx, {}, 0))} of NIIT: MAGI is above the ${formatUsd(NET_INVESTMENT_INCOME_TAX_THRESHOLD[ctx.household.filingStatus])} threshold for its filing status.`,
      (ctx) =>
        `MAGI is below the ${formatUsd(NET_INVESTMENT_INCOME_TAX_THRESHOLD[ctx.household.filingStatus])} NIIT threshold for the household's filing status, or it has no investment income.`,
    ),
    check(
      (ctx) => (ctx.household.incomeTaxInput.taxableInterestUsd ?? 0) > 0,
      "The portfolio earns taxable interest that can be moved.",
      "The notes show no taxable investments whose income could be moved.",
    ),
  ),
  answers: (ctx) => {
    const tax = niit(ctx, {}, 0);
    return tax >= 1_000
      ? {
          urgency: "client-specific",
          reason: `The household pays about ${formatUsd(tax)} a year of the 3.8% net investment income tax.`,
        }
      : null;
  },
  timeline: "Annually",
  keyBenefits: [
    "Saves 3.8% on shifted income",
    "Thresholds are not indexed, so more clients are caught each year",
    "Coordinates with real estate and business planning",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes", "invest", "income"],
  explanation: {
    overview:
      "NIIT adds 3.8% on investment income above fixed MAGI thresholds ($250,000 joint, $200,000 single); how income is earned and who earns it determines whether it applies. Municipal bond interest, active business income from material participation, gains timed into lower-income years and trust income distributed to beneficiaries below the threshold all escape it.",
    keyComponents: ["Threshold management by filing status", "Material participation", "Tax-exempt income"],
    steps: [
      step("Map", "Classify investment income on the last two returns.", "Third quarter", ["Returns"]),
      step("Shift", "Reposition bonds into municipals and time gains and distributions.", "Fourth quarter", ["Plan"]),
      step("Document", "Keep hour logs where material participation is claimed.", "Ongoing", ["Time logs"]),
    ],
    prerequisites: ["MAGI above the threshold", "Investment income that can be moved"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Municipal interest is often exempt from the home state's income tax too"],
    taxAdvantages: ["3.8% avoided on the income moved"],
    risks: [
      risk("Reclassification", "Passive income stays subject to NIIT.", "Document participation."),
      risk(
        "Yield give-up",
        "Municipal bonds yield less than taxable bonds.",
        "Compare after-tax yields before switching.",
      ),
    ],
    marketRisks: ["Municipal credit and interest-rate risk"],
    regulatoryConsiderations: ["Thresholds fixed since 2013"],
    liquidityConsiderations: "None beyond the bonds' own liquidity.",
    alternatives: [
      { strategy: "municipal-bond-allocation", whyNotChosen: "One of the tools, for the whole bond allocation." },
      {
        strategy: "real-estate-professional-status",
        whyNotChosen: "Removes rental income from NIIT where the hours qualify.",
      },
    ],
    uniqueAdvantages: ["Targets a growing, unindexed tax"],
    successMetrics: [metric("NIIT paid", "Down year on year", "Annually")],
    qualitativeIndicators: ["The client's advisers coordinate investment income each year"],
    warningSignals: ["Large realised gains in a high-income year", "Participation hours not documented"],
    reviewSchedule: "Annually.",
    exitStrategy: "Not applicable: positions can be changed in any year.",
  },
});
