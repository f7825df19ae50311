import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, investable, metric, risk, round, step, taxOnReturn, yearly } from "../kit.ts";

/** Taxable investments: stated, else the household's investable assets. */
const taxableOf = (ctx: StrategyContext): number => ctx.facts.taxableInvestmentsUsd ?? investable(ctx.household);

/**
 * Income tax this year on `interestUsd` of taxable bond interest in the taxable account, USD: the
 * real calculator with NIIT and the state's tax (in-state municipal interest assumed exempt there).
 */
export function taxOnInterest(ctx: StrategyContext, interestUsd: number): number {
  if (interestUsd <= 0) return 0;
  return taxOnReturn(ctx, (input) => ({
    ...input,
    taxableInterestUsd: (input.taxableInterestUsd ?? 0) + interestUsd,
  })).totalUsd;
}

const MUNICIPAL_YIELD = 0.035;
const TAXABLE_YIELD = 0.05;

/** Default allocation: the fixed-income share of the taxable investments, USD. */
const allocationOf = (ctx: StrategyContext): number => round(taxableOf(ctx) * 0.3);

/**
 * Municipal bond allocation for high-bracket investors. Minimum net worth 2,000,000 (earlier entry).
 * The taxable account's bonds are held in municipal bonds, whose interest is exempt from federal
 * tax and NIIT (IRC §103, §1411(c)) and, in-state, from the state's tax. Each year: + the tax the
 * taxable bonds' interest would cost on the household's return (the real calculator), − the yield
 * given up (taxable yield − municipal yield) on the allocation, − the management fee. Municipals win
 * only where the tax exceeds the yield given up, which the figures show. Today's return stands in
 * for later years; counted for 10 years as a conservative horizon.
 */
export const municipalBondAllocation = defineStrategy({
  id: "municipal-bond-allocation",
  name: "Municipal Bond Allocation for High-Bracket Investors",
  category: "Investment Planning",
  description:
    "The fixed-income part of a taxable portfolio is held in municipal bonds, whose interest is exempt from federal income tax and NIIT (and from state tax on in-state bonds). For top-bracket investors the after-tax yield usually beats taxable bonds of similar quality.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year for years: tax(allocationUsd × taxableYield of interest on the household's return) − allocationUsd × (taxableYield − municipalYield) of yield given up",
    variables: ["allocationUsd", "municipalYield", "taxableYield", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "allocationUsd × managementFeeRate × years",
    variables: ["allocationUsd", "managementFeeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["credit_risk", "interest_rate_risk", "private_activity_bond_amt"],
  sources: [
    "IRC §103(a) (interest on state and local bonds excluded)",
    "IRC §1411(c) (tax-exempt interest is not net investment income)",
    "IRC §57(a)(5) (private activity bond interest is an AMT preference)",
    "IRC §86(b)(2) (counts in modified AGI for Social Security taxation)",
    "IRC §265(a)(2) (no deduction for interest to carry tax-exempts)",
  ],
  domain: "business",
  variables: {
    allocationUsd: { unit: "USD", description: "Fixed income held in municipal bonds." },
    municipalYield: { unit: "rate", description: "Tax-free municipal yield." },
    taxableYield: { unit: "rate", description: "Yield on comparable taxable bonds." },
    years: { unit: "years", description: "Years counted." },
    managementFeeRate: { unit: "rate", description: "Separately managed account fee a year." },
  },
  defaults(ctx) {
    const allocation = allocationOf(ctx);
    const years = Math.max(1, Math.min(10, ctx.household.yearsToFinalDeath));
    return {
      allocationUsd: fixed(allocation, `${formatUsd(allocation)}: 30% of the taxable investments held in bonds`),
      municipalYield: fixed(MUNICIPAL_YIELD, "municipal yield 3.5% (high-grade, intermediate, in-state)"),
      taxableYield: fixed(TAXABLE_YIELD, "comparable taxable yield 5%"),
      years: fixed(years, `${years} years counted (reviewed each year as brackets change)`),
      managementFeeRate: fixed(0.002, "separately managed account fee about 0.2% a year"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.years));
    const interest = v.allocationUsd * v.taxableYield;
    return {
      flows: [
        ...yearly(taxOnInterest(ctx, interest), 1, years, "incomeTax", "tax saved: municipal interest exempt"),
        ...yearly(
          -v.allocationUsd * Math.max(0, v.taxableYield - v.municipalYield),
          1,
          years,
          "income",
          "yield given up: municipal yield below the taxable yield",
        ),
        ...yearly(-v.allocationUsd * v.managementFeeRate, 1, years, "cost", "municipal bond management fee"),
      ],
    };
  },
  sensitivity: {
    variable: "municipalYield",
    mode: "add",
    spread: 0.005,
    description: "Municipal yield 0.5 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => taxableOf(ctx) >= 500_000,
      (ctx) => `Taxable investments of about ${formatUsd(taxableOf(ctx))} can hold a diversified municipal allocation.`,
      "The notes do not show at least $500,000 of taxable investments to hold municipal bonds.",
    ),
    check(
      (ctx) => {
        const interest = allocationOf(ctx) * TAXABLE_YIELD;
        return interest > 0 && taxOnInterest(ctx, interest) / interest > 1 - MUNICIPAL_YIELD / TAXABLE_YIELD;
      },
      (ctx) => {
        const interest = allocationOf(ctx) * TAXABLE_YIELD;
        const rate = taxOnInterest(ctx, interest) / interest;
        return `The household's return taxes bond interest at about ${(rate * 100).toFixed(1)}% (federal, NIIT and state), above the ${((1 - MUNICIPAL_YIELD / TAXABLE_YIELD) * 100).toFixed(0)}% at which municipal yields break even.`;
      },
      "At the household's tax rate on interest, a taxable bond's after-tax yield beats a municipal bond's.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 weeks",
  keyBenefits: [
    "Interest free of federal tax and NIIT",
    "In-state bonds also free of state tax",
    "High credit quality",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income", "bond", "tax-free", "conservative", "preserve"],
  explanation: {
    overview:
      "For investors in the top brackets, a 3.5% tax-free yield is worth more than a 5% taxable one once federal tax, NIIT and state tax are paid. Holding the taxable account's fixed income in municipal bonds raises after-tax income without adding risk; in lower brackets the taxable bond wins.",
    keyComponents: [
      "Laddered high-grade municipal bonds",
      "In-state bonds where state tax is high",
      "Avoidance of private-activity bonds for AMT payers",
      "Taxable-equivalent yield comparison",
    ],
    steps: [
      step("Compare yields", "Compute taxable-equivalent yields with federal, NIIT and state rates.", "Week 1", [
        "Tax return",
      ]),
      step("Design the ladder", "Choose maturities, credit quality and in-state share.", "Weeks 1–2", [
        "Investment policy statement",
      ]),
      step("Buy", "Fund a separately managed account or buy individual bonds.", "Weeks 2–4", ["Account opening"]),
      step("Monitor", "Review credit and reinvest maturities.", "Annually", ["Portfolio review"]),
    ],
    prerequisites: ["High marginal rate", "Taxable account with fixed income"],
    professionals: ["Fixed-income manager", "CPA"],
    secondaryBenefits: ["Low default history", "Predictable income"],
    taxAdvantages: ["Federal exemption", "NIIT exemption", "State exemption for in-state bonds"],
    risks: [
      risk("Interest-rate risk", "Bond prices fall when rates rise.", "Ladder maturities."),
      risk(
        "Credit risk",
        "Some issuers face fiscal stress.",
        "Diversify; favour general obligation and essential-service bonds.",
      ),
      risk(
        "Social Security and AMT effects",
        "Muni interest counts toward Social Security taxation; some bonds are AMT preferences.",
        "Check both before buying.",
      ),
    ],
    marketRisks: ["Rate rises reduce market value"],
    regulatoryConsiderations: ["Tax exemption could be limited by future law"],
    liquidityConsiderations: "Individual bonds can be less liquid than Treasuries; hold to maturity where possible.",
    alternatives: [
      { strategy: "asset-location", whyNotChosen: "Holds taxable bonds inside IRAs instead." },
      {
        strategy: "direct-indexing-tax-loss-harvesting",
        whyNotChosen: "Reduces tax on the equity side of the portfolio.",
      },
    ],
    uniqueAdvantages: ["Tax-free income with high credit quality"],
    successMetrics: [
      metric("After-tax yield versus taxable bonds", "Higher", "Annually"),
      metric("Credit quality", "Average AA or better", "Annually"),
    ],
    qualitativeIndicators: ["Income meets the client's spending needs"],
    warningSignals: ["Drop into lower brackets", "Downgrades"],
    reviewSchedule: "Annual review of yields, brackets and credit.",
    exitStrategy: "Hold to maturity or sell; switch to taxable bonds if the bracket falls.",
  },
});
