import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, grow, investable, metric, portfolioGrowth, risk, step, taxOn } from "../kit.ts";
import {
  holdsConcentratedStock,
  positionBasisOf,
  positionValueOf,
  QUALIFIED_PURCHASER_INVESTMENTS_USD,
} from "./lib/concentrated-position.ts";

/**
 * Exchange fund for a concentrated stock position (IRC §721). Minimum net worth 5,000,000 (earlier
 * entry). Compared with selling the shares to diversify: the capital-gains tax (federal with NIIT,
 * and state) is not paid now; the basis carries over to the fund interest and to the basket
 * redeemed after the 7-year lock-up (§704(c)(1)(B), §737), and the tax falls due when that basket
 * is sold. A deferral, not a saving on the position: the base case sells the basket when the
 * lock-up ends (the high case holds it longer; held until death the §1014 step-up would forgive
 * it). Flows: year 0 + tax not paid (deferral); at the basket's sale − the same tax (deferral);
 * during the lock-up − the fund's fee above a diversified index holding on the grown value. The
 * risk reduction is reported as protection: the position diversified, never added to savings.
 */
export const exchangeFund = defineStrategy({
  id: "exchange-fund",
  name: "Exchange Fund for a Concentrated Stock Position",
  category: "Capital Gains Management",
  description:
    "Low-basis shares are contributed to a private partnership that pools many investors' stocks, in exchange for a diversified interest. Contribution is tax-free under §721 because the fund holds at least 20% in illiquid qualifying assets, and after a 7-year lock-up the investor can redeem a diversified basket with the original basis carried over: the gain is deferred until the basket is sold.",
  benefitCalculation: {
    type: "flat",
    formula:
      "tax(positionUsd − basisUsd as long-term gain) not paid now to diversify, paid when the redeemed basket is sold after basketSoldYears (never if held until death, §1014); risk reduction on positionUsd reported as protection",
    variables: ["positionUsd", "basisUsd", "basketSoldYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "positionUsd × (1 + growthRate)^(year − 1) × annualFeeRate, years 1..lockUpYears",
    variables: ["positionUsd", "growthRate", "annualFeeRate", "lockUpYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "seven_year_lockup",
    "illiquid_investment",
    "securities_offering",
  ],
  sources: [
    "IRC §721(a), (b) (contribution to an investment partnership)",
    "IRC §351(e)(1); Treas. Reg. §1.351-1(c) (investment-company and diversification tests)",
    "IRC §704(c)(1)(B), §737 (7-year period for distributions)",
    "Investment Company Act of 1940 §2(a)(51), §3(c)(7) (qualified purchaser)",
    "IRC §1014 (basis step-up at death)",
  ],
  domain: "business",
  family: "concentrated-position",
  // For a qualified purchaser the exchange fund is the textbook way to diversify a concentrated,
  // low-basis position without a sale; hedges and tax-loss harvesting are the fallbacks.
  textbookInFamily: true,
  transfers: () => ["concentratedStock"],
  variables: {
    positionUsd: { unit: "USD", description: "Value of the shares contributed." },
    basisUsd: { unit: "USD", description: "Basis of the shares (carried over to the fund interest)." },
    basketSoldYears: {
      unit: "years",
      description:
        "Years until the redeemed basket is sold and the deferred tax paid (at or after the final death: never).",
    },
    lockUpYears: { unit: "years", description: "Lock-up before a diversified redemption." },
    annualFeeRate: { unit: "rate", description: "Fund fee a year above a diversified index holding." },
    growthRate: { unit: "rate", description: "Growth of the fund interest, on which the fee is charged." },
  },
  defaults(ctx) {
    const position = positionValueOf(ctx);
    return {
      positionUsd: position,
      basisUsd: positionBasisOf(position.value),
      basketSoldYears: fixed(
        7,
        "7 years: the redeemed basket assumed sold when the lock-up ends, so the tax is postponed, not forgiven (held until death the §1014 step-up would forgive it)",
      ),
      lockUpYears: fixed(7, "7-year lock-up before a diversified redemption (§704(c)(1)(B), §737)"),
      annualFeeRate: fixed(0.0075, "fund fee about 0.9% a year, about 0.75% more than a diversified index holding"),
      growthRate: portfolioGrowth(ctx),
    };
  },
  effects(v, ctx) {
    const gain = Math.max(0, v.positionUsd - v.basisUsd);
    const tax = taxOn(ctx, { longTermGainUsd: gain });
    const soldAt = Math.max(0, Math.round(v.basketSoldYears));
    const flows: CashFlow[] = [
      at(0, tax, "incomeTax", "capital-gains tax not paid: shares contributed to the fund instead of sold", true),
    ];
    if (soldAt < ctx.household.yearsToFinalDeath)
      flows.push(
        at(soldAt, -tax, "incomeTax", "deferred capital-gains tax paid when the redeemed basket is sold", true),
      );
    for (let year = 1; year <= Math.round(v.lockUpYears); year++)
      flows.push(
        at(
          year,
          -grow(v.positionUsd, v.growthRate, year - 1) * v.annualFeeRate,
          "cost",
          "exchange fund fee during the lock-up",
        ),
      );
    return {
      flows,
      protection: {
        amountUsd: v.positionUsd,
        description: `Single-stock risk of the ${formatUsd(v.positionUsd)} position pooled into a diversified fund, locked up for ${Math.round(v.lockUpYears)} years`,
      },
    };
  },
  sensitivity: {
    variable: "basketSoldYears",
    mode: "add",
    spread: 7,
    description: "Basket sold at once / when the lock-up ends / 7 years later",
  },
  eligibility: allOf(
    holdsConcentratedStock,
    check(
      (ctx) => investable(ctx.household) >= QUALIFIED_PURCHASER_INVESTMENTS_USD,
      (ctx) =>
        `Investable assets of about ${formatUsd(investable(ctx.household))} meet the $5,000,000 qualified-purchaser test exchange funds require.`,
      "Exchange funds are sold only to qualified purchasers with at least $5,000,000 of investments, which the notes do not show.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasConcentratedStock
      ? {
          urgency: "client-specific",
          reason:
            "The client holds a concentrated stock position; an exchange fund diversifies it without a taxable sale.",
        }
      : null,
  timeline: "1–3 months to the next fund closing; 7-year lock-up",
  keyBenefits: [
    "Diversifies a concentrated position without a taxable sale",
    "Full value stays invested",
    "The deferred gain is forgiven if the basket is held until death",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["diversif", "concentrat", "stock", "gain", "risk"],
  explanation: {
    overview:
      "A concentrated, low-basis stock position carries single-company risk, but selling it triggers a large tax bill. An exchange fund swaps it tax-free for a share of a pooled, diversified portfolio, reducing risk while the gain stays deferred. The tax is postponed, not forgiven: it is due when the diversified basket is sold, unless it is held until death.",
    keyComponents: [
      "Private partnership pooling many investors' stocks",
      "At least 20% in qualifying illiquid assets (often real estate) to avoid §721(b)",
      "7-year lock-up before a diversified redemption",
      "Carryover basis in the fund interest",
    ],
    steps: [
      step(
        "Confirm eligibility",
        "Check qualified-purchaser status and that the stock is on the fund's acceptance list.",
        "Weeks 1–2",
        ["Account statements", "Investor questionnaire"],
      ),
      step(
        "Compare funds",
        "Compare sponsors, fees, portfolio tilt and leverage on the qualifying assets.",
        "Weeks 2–6",
        ["Offering memoranda"],
      ),
      step("Contribute", "Transfer shares at the fund closing; record carryover basis.", "Next closing", [
        "Subscription agreement",
        "Share transfer",
      ]),
      step("Hold and redeem", "Hold 7 years, then redeem a diversified basket or keep holding.", "Year 7 onward", [
        "Redemption notice",
      ]),
    ],
    prerequisites: ["Qualified purchaser ($5M of investments)", "Publicly traded low-basis stock accepted by the fund"],
    professionals: ["Wealth adviser with access to exchange funds", "CPA", "Estate attorney if gifting interests"],
    secondaryBenefits: ["Interests can be gifted at a discount", "Reduces single-stock volatility"],
    taxAdvantages: ["No tax on contribution", "Gain deferred until the basket is sold"],
    risks: [
      risk(
        "Lock-up",
        "Early redemption returns the original shares or incurs penalties.",
        "Contribute only what can be held 7 years.",
      ),
      risk(
        "Fund performance",
        "The pooled portfolio tracks an index loosely and can lag.",
        "Review the fund's tracking history.",
      ),
      risk("Fees", "Annual fees reduce returns over the 7 years.", "Compare fees against the value of the deferral."),
    ],
    marketRisks: ["The diversified portfolio still carries broad market risk"],
    regulatoryConsiderations: [
      "Private placement for qualified purchasers",
      "§704(c) and §737 rules on early distributions",
    ],
    liquidityConsiderations: "Contributed value is illiquid for 7 years.",
    alternatives: [
      {
        strategy: "protective-collar",
        whyNotChosen: "Hedges the position without diversifying or locking it up.",
      },
      {
        strategy: "prepaid-variable-forward",
        whyNotChosen: "Raises cash against the position while deferring the sale.",
      },
    ],
    uniqueAdvantages: ["Diversification with no sale and no tax now"],
    successMetrics: [
      metric("Single-stock share of net worth", "Below 20% after contribution", "Annually"),
      metric("Fund return versus benchmark", "Within 1% a year", "Annually"),
    ],
    qualitativeIndicators: ["The client sleeps better with less single-stock risk"],
    warningSignals: ["Need for liquidity within 7 years", "Fund underperformance"],
    reviewSchedule: "Annual fund review; redemption decision at year 7.",
    exitStrategy:
      "Redeem a diversified basket after 7 years, hold until death for a step-up, or gift interests to family.",
  },
});
