import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, investable, metric, risk, round, step, taxOnReturn, yearly } from "../kit.ts";

/** Taxable investments: stated, else the household's investable assets. */
const taxableOf = (ctx: StrategyContext): number => ctx.facts.taxableInvestmentsUsd ?? investable(ctx.household);

/**
 * Tax this year saved by holding `relocatedUsd` of stocks instead of bonds in the taxable account,
 * USD: tax(return + the bonds' interest) − tax(return + the stocks' qualified dividends), the real
 * calculator with NIIT and the state's tax.
 */
export function relocationTaxSaved(
  ctx: StrategyContext,
  relocatedUsd: number,
  bondYield: number,
  dividendYield: number,
): number {
  const bonds = taxOnReturn(ctx, (input) => ({
    ...input,
    taxableInterestUsd: (input.taxableInterestUsd ?? 0) + relocatedUsd * bondYield,
  })).totalUsd;
  const stocks = taxOnReturn(ctx, (input) => ({
    ...input,
    qualifiedDividendsUsd: (input.qualifiedDividendsUsd ?? 0) + relocatedUsd * dividendYield,
  })).totalUsd;
  return bonds - stocks;
}

/**
 * Asset location across taxable and tax-deferred accounts. Minimum net worth 1,000,000 (earlier
 * entry). With the overall allocation unchanged, bonds move into the IRAs and the same value of
 * stocks into the taxable account: the taxable account then earns qualified dividends instead of
 * interest. The yearly saving is the real calculator's tax change on that yield difference, on
 * today's return (an assumption for later years), counted for 10 years as a conservative horizon
 * (it continues while the accounts last). Left out, and named: the slower growth of the IRAs holding
 * bonds, the gains the stocks build in the taxable account (taxed on sale, stepped up at death), and
 * any gains realised in the move (the move is assumed made inside the IRAs and with new cash).
 */
export const assetLocation = defineStrategy({
  id: "asset-location",
  name: "Asset Location Across Taxable and Tax-Deferred Accounts",
  category: "Investment Tax Planning",
  description:
    "Keeping the same overall allocation, interest-paying bonds and other tax-inefficient assets are placed in IRAs and 401(k)s, and stocks (taxed at qualified-dividend and long-term gain rates, with a step-up at death) in taxable accounts. The tax drag on the portfolio falls with no change in risk.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year for years: tax(taxable account earning relocatedAssetsUsd × bondYield of interest) − tax(earning relocatedAssetsUsd × dividendYield of qualified dividends instead), on the household's return",
    variables: ["relocatedAssetsUsd", "bondYield", "dividendYield", "years"],
  },
  costCalculation: {
    type: "minimal",
    formula: "rebalancingReviewUsd × years",
    variables: ["rebalancingReviewUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["allocation_unchanged", "tax_rates_may_change"],
  sources: [
    "IRC §1(h)(11) (qualified dividends)",
    "IRC §408(e), §501(a) (tax-exempt retirement trusts)",
    "IRC §1411 (NIIT on interest and dividends in taxable accounts)",
    "IRC §1014 (step-up for taxable holdings only)",
  ],
  domain: "business",
  variables: {
    relocatedAssetsUsd: {
      unit: "USD",
      description: "Bonds moved into tax-deferred accounts (and equal stocks moved out).",
    },
    bondYield: { unit: "rate", description: "Bond interest yield." },
    dividendYield: { unit: "rate", description: "Stock dividend yield (qualified dividends)." },
    years: { unit: "years", description: "Years the location is counted." },
    rebalancingReviewUsd: { unit: "USD", description: "Extra review of cross-account rebalancing a year." },
  },
  defaults(ctx) {
    const retirement = ctx.facts.retirementAccountsUsd ?? 0;
    const taxable = taxableOf(ctx);
    const relocated = round(Math.min(retirement, taxable) * 0.4);
    const years = Math.max(1, Math.min(10, ctx.household.yearsToFinalDeath));
    return {
      relocatedAssetsUsd: fixed(
        relocated,
        `${formatUsd(relocated)}: 40% of the smaller of the retirement (${formatUsd(retirement)}) and taxable (${formatUsd(taxable)}) balances, a balanced allocation's bonds`,
      ),
      bondYield: fixed(0.045, "bond yield 4.5% (investment-grade, intermediate)"),
      dividendYield: fixed(0.015, "stock dividend yield 1.5%, qualified"),
      years: fixed(years, `${years} years counted (the saving continues while the accounts last)`),
      rebalancingReviewUsd: fixed(500, "extra rebalancing review, about $500 a year"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.years));
    const saved = relocationTaxSaved(ctx, v.relocatedAssetsUsd, v.bondYield, v.dividendYield);
    return {
      flows: [
        ...yearly(saved, 1, years, "incomeTax", "tax saved: dividends instead of interest in the taxable account"),
        ...yearly(-v.rebalancingReviewUsd, 1, years, "cost", "cross-account rebalancing review"),
      ],
    };
  },
  sensitivity: {
    variable: "bondYield",
    mode: "add",
    spread: 0.015,
    description: "Bond yield 1.5 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) >= 250_000,
      (ctx) =>
        `Retirement accounts of ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} can hold the bond allocation.`,
      "Asset location needs meaningful tax-deferred balances (about $250,000 or more), which the notes do not show.",
    ),
    check(
      (ctx) => taxableOf(ctx) >= 250_000,
      (ctx) => `Taxable investments of about ${formatUsd(taxableOf(ctx))} can hold the stock allocation.`,
      "Asset location needs taxable investments alongside retirement accounts, which the notes do not show.",
    ),
  ),
  answers: () => null,
  timeline: "1–2 months",
  keyBenefits: [
    "Lower tax drag with the same risk",
    "Stocks in taxable accounts get a step-up at death",
    "No new products needed",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["invest", "portfolio", "tax", "retire", "efficien"],
  explanation: {
    overview:
      "Where each asset sits matters as much as what is owned. Interest is taxed at ordinary rates every year, while stock returns come mostly as lightly taxed dividends and deferred gains. Holding bonds in tax-deferred accounts and stocks in taxable ones cuts the annual tax bill without changing the overall mix.",
    keyComponents: [
      "Household-level allocation",
      "Location rules by asset tax efficiency",
      "Cross-account rebalancing",
      "Municipal bonds only in taxable accounts",
    ],
    steps: [
      step("Map accounts", "List every account, its tax treatment and holdings.", "Weeks 1–2", ["Statements"]),
      step(
        "Design",
        "Keep the target mix; assign bonds, REITs and high-turnover funds to deferred accounts first.",
        "Weeks 2–3",
        ["Allocation model"],
      ),
      step("Transition", "Swap inside IRAs freely; in taxable accounts change gradually to limit gains.", "Weeks 3–8", [
        "Trade plan",
        "Gain budget",
      ]),
      step("Maintain", "Rebalance at household level each year.", "Annually", ["Rebalancing report"]),
    ],
    prerequisites: ["Both taxable and tax-deferred accounts of meaningful size"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: [
      "Foreign tax credits usable on international stocks in taxable accounts",
      "Heirs receive stepped-up taxable holdings",
    ],
    taxAdvantages: ["Interest sheltered from ordinary rates and NIIT", "Stocks taxed at preferential rates"],
    risks: [
      risk(
        "Transition gains",
        "Moving taxable holdings can realise gains.",
        "Relocate mainly within IRAs and through new cash.",
      ),
      risk("Different account growth", "Account balances drift apart over time.", "Rebalance at household level."),
      risk("Law changes", "Rate changes alter the best location.", "Review when tax law changes."),
    ],
    marketRisks: ["Unchanged; the allocation stays the same"],
    regulatoryConsiderations: ["RMDs are taken from accounts holding bonds, which is usually fine"],
    liquidityConsiderations: "No effect on overall liquidity.",
    alternatives: [
      {
        strategy: "municipal-bond-allocation",
        whyNotChosen: "Holds fixed income tax-free in taxable accounts when deferred space is short.",
      },
      {
        strategy: "direct-indexing-tax-loss-harvesting",
        whyNotChosen: "Adds loss harvesting to the taxable stock allocation.",
      },
    ],
    uniqueAdvantages: ["Tax savings with no change in risk or cost"],
    successMetrics: [
      metric("Tax drag on the portfolio", "Lower by 0.2% a year or more", "Annually"),
      metric("Allocation versus target", "Within 5%", "Quarterly"),
    ],
    qualitativeIndicators: ["The client sees accounts as one portfolio"],
    warningSignals: ["Bonds held in taxable accounts with deferred space unused"],
    reviewSchedule: "Annual household rebalancing review.",
    exitStrategy: "None needed; location can be changed at any rebalance.",
  },
});
