import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, investable, metric, risk, round, step, taxOn, taxOnReturn, yearly } from "../kit.ts";
import { positionValueOf } from "./lib/concentrated-position.ts";

/** The client realises gains the harvested losses can offset (diversifying appreciated stock, a sale). */
const hasGainsToOffset = (ctx: StrategyContext): boolean =>
  ctx.facts.hasConcentratedStock || ctx.facts.hasLowBasisStock || ctx.facts.expectsLiquidityEvent;

/** Taxable investments the account can hold: the stated taxable investments, else the household's investable assets. */
const taxableOf = (ctx: StrategyContext): number => ctx.facts.taxableInvestmentsUsd ?? investable(ctx.household);

/** Net capital loss deductible against ordinary income a year (IRC §1211(b)), USD. */
const ORDINARY_LOSS_LIMIT_USD = 3_000;

/**
 * Direct indexing with tax-loss harvesting. Minimum net worth 1,000,000 (earlier entry). A deferral:
 * each harvested loss lowers the basis of the replacement shares by as much, so the tax saved now
 * is paid when the portfolio is sold (never if it is held until death or given to charity). Flows:
 * years 1..harvestYears + the tax the year's loss saves (against gains realised diversifying the
 * position at the household's long-term rate, or $3,000 of ordinary income a year when the notes show
 * no gains; unused losses carry forward and are not counted); at gainRealisedYears − the tax on the
 * losses harvested, as the lower basis comes back as gain (both deferral); each year the fee above
 * an index fund. The base case realises the gain when harvesting ends (postponed, not forgiven).
 */
/**
 * Years a direct-indexed portfolio is assumed held before it is sold: 20, an assumption (a core
 * holding kept long term; the deferral is repaid on the sale, or forgiven by §1014 at death).
 */
export const DIRECT_INDEX_HOLDING_YEARS = 20;

export const directIndexingTaxLossHarvesting = defineStrategy({
  id: "direct-indexing-tax-loss-harvesting",
  name: "Direct Indexing with Tax-Loss Harvesting",
  category: "Investment Tax Planning",
  description:
    "Instead of an index fund, the client owns the index's individual stocks in a separately managed account. Stocks that fall are sold to realise losses and replaced with similar ones (avoiding the §1091 wash-sale rule), and the losses offset gains elsewhere, such as from selling a concentrated position. The replacement shares keep the lower basis, so the tax is deferred, not forgiven.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years 1..harvestYears tax(portfolioUsd × annualHarvestRate of gain offset) − tax(Σ losses as long-term gain) when the portfolio is sold after gainRealisedYears",
    variables: ["portfolioUsd", "annualHarvestRate", "harvestYears", "gainRealisedYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "portfolioUsd × extraFeeRate × harvestYears",
    variables: ["portfolioUsd", "extraFeeRate", "harvestYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["wash_sale_rules", "tracking_error", "tax_deferral_not_exclusion"],
  sources: [
    "IRC §1091 (wash sales)",
    "Rev. Rul. 2008-5 (repurchase in an IRA triggers a wash sale)",
    "IRC §1211(b), §1212(b) ($3,000 ordinary offset; indefinite carryforward)",
    "IRC §1014 (basis step-up at death)",
  ],
  domain: "business",
  family: "concentrated-position",
  variables: {
    portfolioUsd: { unit: "USD", description: "Amount invested in the direct-indexing account." },
    annualHarvestRate: { unit: "rate", description: "Losses harvested a year as a share of the portfolio (average)." },
    harvestYears: { unit: "years", description: "Years harvesting continues." },
    gainRealisedYears: {
      unit: "years",
      description: "Years until the portfolio is sold and the lower basis taxed (at or after the final death: never).",
    },
    extraFeeRate: { unit: "rate", description: "Fee above an index fund a year." },
  },
  defaults(ctx) {
    const taxable = taxableOf(ctx);
    const position = ctx.facts.hasConcentratedStock ? positionValueOf(ctx).value : 0;
    const portfolio = round(Math.max(0, taxable - position));
    return {
      portfolioUsd: fixed(
        portfolio,
        `${formatUsd(portfolio)}: the taxable investments${position > 0 ? " other than the concentrated position (half of them assumed)" : ""}${ctx.facts.taxableInvestmentsUsd === null ? " (taxable investments not stated; the household's investable assets)" : ""}`,
      ),
      annualHarvestRate: fixed(
        0.02,
        "losses harvested about 2% of the portfolio a year on average (more early, less later)",
      ),
      harvestYears: fixed(10, "10 years of harvesting (the harvest shrinks as the portfolio's prices rise)"),
      gainRealisedYears: (() => {
        // Assumption of practice: a direct-indexed portfolio is a long-term core holding, assumed
        // sold after 20 years (or held to the final death, when the §1014 step-up forgives the tax).
        const held = Math.min(DIRECT_INDEX_HOLDING_YEARS, ctx.household.yearsToFinalDeath);
        return fixed(
          held,
          held < ctx.household.yearsToFinalDeath
            ? `${held} years: the portfolio held as a long-term core holding and then sold, so the tax is postponed, not forgiven`
            : `${held} years: held to the final death, when the §1014 step-up forgives the deferred tax`,
        );
      })(),
      extraFeeRate: fixed(0.002, "fee about 0.2% a year above an index fund"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.harvestYears));
    const loss = Math.max(0, v.portfolioUsd * v.annualHarvestRate);
    const gains = hasGainsToOffset(ctx);
    const used = gains ? loss : Math.min(loss, ORDINARY_LOSS_LIMIT_USD);
    const saved = gains
      ? taxOn(ctx, { longTermGainUsd: used })
      : -taxOnReturn(ctx, (input) => ({
          ...input,
          longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) - used,
        })).totalUsd;
    const soldAt = Math.max(1, Math.round(v.gainRealisedYears));
    const flows = [
      ...yearly(
        saved,
        1,
        years,
        "incomeTax",
        gains
          ? "tax deferred: harvested losses offset gains realised"
          : "tax deferred: $3,000 of harvested loss against ordinary income",
      ),
      ...yearly(-v.portfolioUsd * v.extraFeeRate, 1, years, "cost", "direct-indexing fee above an index fund"),
    ].map((f) => (f.kind === "incomeTax" ? { ...f, deferral: true } : f));
    if (soldAt < ctx.household.yearsToFinalDeath && used > 0)
      flows.push(
        at(
          soldAt,
          -taxOn(ctx, { longTermGainUsd: used * Math.min(years, soldAt) }),
          "incomeTax",
          "tax on the lower basis when the portfolio is sold",
          true,
        ),
      );
    return { flows };
  },
  sensitivity: {
    variable: "annualHarvestRate",
    mode: "add",
    spread: 0.01,
    description: "Harvest 1 point lower / base / higher a year",
  },
  eligibility: allOf(
    check(
      (ctx) => taxableOf(ctx) >= 500_000,
      (ctx) => `Taxable investments of about ${formatUsd(taxableOf(ctx))} can hold an index stock by stock.`,
      "Direct indexing needs about $500,000 or more in taxable accounts to hold enough stocks to harvest, which the notes do not show.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasConcentratedStock
      ? {
          urgency: "client-specific",
          reason:
            "The client holds a concentrated stock position; harvested losses can offset the gains of diversifying it.",
        }
      : null,
  timeline: "2–4 weeks to fund the account",
  keyBenefits: [
    "Losses harvested systematically from individual stocks",
    "Offsets gains from diversifying a concentrated position",
    "Customisable exclusions (employer stock, values screens)",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "invest", "portfolio", "diversif", "gain", "index"],
  explanation: {
    overview:
      "Owning an index's stocks individually lets a manager sell the losers each time markets fall and buy similar replacements, banking capital losses while keeping market exposure. The losses shelter gains the client realises elsewhere. Each loss lowers the basis of the replacement, so the tax comes back when the portfolio is sold, unless it is held until death or given to charity.",
    keyComponents: [
      "Separately managed account holding 200–500 stocks",
      "Daily loss-harvesting with wash-sale controls across all household accounts",
      "Tracking-error budget against the index",
      "Exclusion of stocks the client already owns in size",
    ],
    steps: [
      step("Choose the index and manager", "Pick the benchmark, tracking-error limit and fee.", "Weeks 1–2", [
        "Investment policy statement",
      ]),
      step("Fund", "Fund with cash or transfer existing shares in kind.", "Weeks 2–4", ["Account transfer forms"]),
      step(
        "Coordinate wash sales",
        "Give the manager a list of other household accounts to avoid repurchases in them.",
        "Ongoing",
        ["Account list"],
      ),
      step(
        "Use the losses",
        "Realise planned gains (e.g. from a concentrated stock) against the harvested losses.",
        "Annually",
        ["Gain/loss report", "Form 8949"],
      ),
    ],
    prerequisites: ["Taxable account of about $500,000 or more", "Gains to offset now or later"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: ["Personalised portfolios", "Appreciated lots can be given to charity"],
    taxAdvantages: [
      "Losses offset gains and $3,000 of ordinary income a year",
      "Unused losses carry forward indefinitely",
    ],
    risks: [
      risk(
        "Wash sales",
        "Repurchases within 30 days in any household account disallow the loss.",
        "Coordinate across accounts, including IRAs.",
      ),
      risk(
        "Diminishing harvest",
        "Older portfolios have fewer losses as prices rise.",
        "Add fresh cash or pair with concentrated-stock sales.",
      ),
      risk(
        "Deferral, not exclusion",
        "Harvesting lowers basis, so gains are larger later.",
        "Hold until death or give appreciated lots to charity.",
      ),
    ],
    marketRisks: ["The portfolio can lag the index"],
    regulatoryConsiderations: ["Wash-sale rules apply to substantially identical securities"],
    liquidityConsiderations: "Fully liquid; daily dealing.",
    alternatives: [
      { strategy: "exchange-fund", whyNotChosen: "Diversifies a concentrated position without any sale." },
      { strategy: "asset-location", whyNotChosen: "Reduces tax drag by placing assets in the right accounts." },
    ],
    uniqueAdvantages: ["Turns market volatility into tax assets"],
    successMetrics: [
      metric("Losses harvested", "About 2% of the portfolio a year", "Annually"),
      metric("Tracking error", "Under 1.5% a year", "Quarterly"),
    ],
    qualitativeIndicators: ["Harvested losses are used, not just banked"],
    warningSignals: ["Wash sales reported", "Large unused loss carryforwards"],
    reviewSchedule: "Quarterly manager review; annual tax-lot review.",
    exitStrategy:
      "Convert to an index fund in kind, give appreciated lots to charity, or hold until death for a step-up.",
  },
});
