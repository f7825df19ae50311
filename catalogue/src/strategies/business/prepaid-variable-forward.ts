import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, goalsMention, investable, metric, risk, step, taxOn, yearly } from "../kit.ts";
import { holdsConcentratedStock, positionBasisOf, positionValueOf } from "./lib/concentrated-position.ts";

/**
 * Prepaid variable forward (Rev. Rul. 2003-7). Minimum net worth 15,000,000 (earlier entry).
 * Compared with selling the shares to raise the same cash: the capital-gains tax (federal with NIIT,
 * and state) is not paid now but at settlement, when the shares are delivered (a deferral: + now,
 * − at contractYears). The dealer's cost above the risk-free rate is a yearly cost (the rest of the
 * advance's discount is the time value of money the client earns back by investing the advance).
 * The floor is protection, reported apart. If the holder dies before settlement the heirs'
 * step-up can forgive the gain (Estate of McKelvey); not in the base case.
 */
export const prepaidVariableForward = defineStrategy({
  id: "prepaid-variable-forward",
  name: "Prepaid Variable Forward Contract",
  category: "Advanced Tax Planning",
  description:
    "The holder of a large, low-basis public position agrees to deliver a variable number of shares (or cash) in 2–5 years and receives 75–90% of the value up front. Under Rev. Rul. 2003-7 this is not a sale or constructive sale, so the gain is deferred to settlement while the holder gets cash and downside protection and keeps some upside.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "tax(positionUsd − basisUsd as long-term gain) paid at settlement after contractYears instead of now; positionUsd × floorRatio floored (protection)",
    variables: ["positionUsd", "basisUsd", "contractYears", "floorRatio"],
  },
  costCalculation: {
    type: "annual",
    formula: "positionUsd × dealerSpreadRate × contractYears",
    variables: ["positionUsd", "dealerSpreadRate", "contractYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "derivative_counterparty_risk",
    "constructive_sale_rules",
    "straddle_rules",
    "company_hedging_policy",
  ],
  sources: [
    "Rev. Rul. 2003-7 (prepaid variable forward not a sale or constructive sale)",
    "IRC §1259 (constructive sales)",
    "IRC §1092, §263(g) (straddles)",
    "Anschutz Co. v. Commissioner, 135 T.C. 78 (2010), aff'd 664 F.3d 313 (10th Cir. 2011) (PVF with share lending was a sale)",
    "Estate of McKelvey v. Commissioner, 906 F.3d 26 (2d Cir. 2018)",
  ],
  domain: "business",
  family: "concentrated-position",
  transfers: () => ["concentratedStock"],
  variables: {
    positionUsd: { unit: "USD", description: "Value of the shares pledged under the contract." },
    basisUsd: { unit: "USD", description: "Basis of those shares." },
    contractYears: { unit: "years", description: "Term of the contract, to settlement." },
    floorRatio: { unit: "ratio", description: "Floor price as a share of today's price." },
    advanceRate: { unit: "ratio", description: "Cash advanced up front as a share of the value." },
    dealerSpreadRate: { unit: "rate", description: "Dealer's cost a year above the risk-free rate, of the position." },
  },
  defaults(ctx) {
    const position = positionValueOf(ctx);
    return {
      positionUsd: position,
      basisUsd: positionBasisOf(position.value),
      contractYears: fixed(3, "3-year contract, settled by delivering the shares"),
      floorRatio: fixed(0.9, "floor at 90% of today's price"),
      advanceRate: fixed(0.85, "about 85% of the value advanced in cash"),
      dealerSpreadRate: fixed(0.01, "dealer's cost about 1% of the position a year above the risk-free rate"),
    };
  },
  effects(v, ctx) {
    const gain = Math.max(0, v.positionUsd - v.basisUsd);
    const tax = taxOn(ctx, { longTermGainUsd: gain });
    const years = Math.max(1, Math.round(v.contractYears));
    return {
      flows: [
        at(0, tax, "incomeTax", "capital-gains tax not paid now: cash raised by the forward instead of a sale", true),
        at(years, -tax, "incomeTax", "capital-gains tax paid at settlement, when the shares are delivered", true),
        ...yearly(-v.positionUsd * v.dealerSpreadRate, 1, years, "cost", "dealer's cost above the risk-free rate"),
      ],
      protection: {
        amountUsd: v.positionUsd * v.floorRatio,
        description: `${formatUsd(v.positionUsd * v.floorRatio)} of the position floored to settlement, with ${formatUsd(v.positionUsd * v.advanceRate)} advanced in cash`,
      },
    };
  },
  sensitivity: {
    variable: "dealerSpreadRate",
    mode: "add",
    spread: 0.005,
    description: "Dealer's cost 0.5 points lower / base / higher a year",
  },
  eligibility: allOf(
    holdsConcentratedStock,
    check(
      (ctx) => investable(ctx.household) >= 10_000_000,
      (ctx) =>
        `Investable assets of about ${formatUsd(investable(ctx.household))} support a position large enough for dealers to quote a forward.`,
      "Dealers write prepaid variable forwards on positions of several million dollars; the notes do not show one that large.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasConcentratedStock &&
    (ctx.facts.isIlliquid || goalsMention(ctx.facts, ["liquidity", "cash", "borrow", "monetiz", "monetis"]) !== null)
      ? {
          urgency: "client-specific",
          reason: "The client holds a concentrated stock position and needs cash without selling it.",
        }
      : null,
  timeline: "2–6 weeks to negotiate; 2–5-year term",
  keyBenefits: [
    "75–90% of the value in cash now without a sale",
    "Downside protected below the floor",
    "Tax on the gain postponed to settlement",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["liquidity", "concentrat", "diversif", "stock", "hedge", "cash"],
  explanation: {
    overview:
      "A prepaid variable forward monetises a concentrated stock position: a dealer pays most of its value now in exchange for shares delivered later, the number depending on the price at maturity. The holder diversifies the cash, is protected below a floor, keeps upside to a cap and pays the tax at settlement instead of now.",
    keyComponents: [
      "Up-front payment of 75–90% of current value",
      "Floor and cap defining how many shares are delivered",
      "Shares pledged as collateral (not lent)",
      "Settlement in shares or cash at maturity",
    ],
    steps: [
      step(
        "Check restrictions",
        "Confirm the company's hedging and pledging policy and any Rule 144 limits.",
        "Week 1",
        ["Insider-trading policy"],
      ),
      step("Bid the contract", "Obtain quotes from several dealers on floor, cap, advance and cost.", "Weeks 1–3", [
        "ISDA documentation",
      ]),
      step(
        "Execute",
        "Sign the contract and pledge shares; invest the advance in a diversified portfolio.",
        "Weeks 3–6",
        ["Confirmation", "Pledge agreement"],
      ),
      step("Settle", "At maturity deliver shares or cash; report the sale then.", "End of term", ["Form 8949"]),
    ],
    prerequisites: ["A large, liquid public position with low basis", "Company permission if an insider"],
    professionals: ["Derivatives desk at a major dealer", "Tax attorney", "Securities counsel", "Wealth adviser"],
    secondaryBenefits: ["Diversification funded by the advance", "Can be rolled into a new contract"],
    taxAdvantages: ["No sale until settlement", "Step-up at death can eliminate the gain on undelivered shares"],
    risks: [
      risk(
        "Constructive sale or sale",
        "Too narrow a band, fixed share delivery or lending the shares can trigger tax now.",
        "Keep a meaningful band and never lend the pledged shares (Anschutz).",
      ),
      risk("Counterparty", "The dealer may fail.", "Use highly rated dealers; collateral terms."),
      risk("Upside given up", "Gains above the cap belong to the dealer.", "Set the cap to the client's expectations."),
    ],
    marketRisks: ["Stock above the cap at maturity means delivering more value than received"],
    regulatoryConsiderations: [
      "Straddle rules can defer losses and capitalise interest",
      "Insiders must disclose hedges",
    ],
    liquidityConsiderations: "Provides immediate liquidity; the shares stay pledged for the term.",
    alternatives: [
      { strategy: "protective-collar", whyNotChosen: "Hedges without the cash advance and at lower cost." },
      { strategy: "exchange-fund", whyNotChosen: "Diversifies without a hedge but locks up for 7 years." },
    ],
    uniqueAdvantages: ["Cash, protection and deferral in one contract"],
    successMetrics: [
      metric("Advance received", "At least 80% of value", "At execution"),
      metric("Diversified portfolio funded", "100% of the advance invested", "Within 3 months"),
    ],
    qualitativeIndicators: ["The client understands the capped upside"],
    warningSignals: ["Requests to lend pledged shares", "Stock near the cap late in the term"],
    reviewSchedule: "Quarterly mark-to-market review; settlement planning 6 months before maturity.",
    exitStrategy:
      "Settle in shares or cash, roll into a new contract, or hold until death so heirs settle with stepped-up shares.",
  },
});
