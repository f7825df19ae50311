import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, setup, step, taxOn } from "../kit.ts";
import { holdsConcentratedStock, positionBasisOf, positionValueOf } from "./lib/concentrated-position.ts";

/**
 * Rule 10b5-1 trading plan for an insider selling employer stock. Minimum net worth 2,000,000
 * (earlier entry). The plan saves no tax: it lets an officer, director or employee with access to
 * material non-public information sell on a schedule, through blackout windows, with an affirmative
 * defence to insider-trading claims. The cost is the legal review and broker set-up; the shares sold
 * are reported as protection (their single-stock risk removed). The capital-gains tax on the sales
 * is the cost of diversifying, whoever sells and however; it is shown as a variable and not counted
 * as the plan's cost.
 */
export const rule10b51TradingPlan = defineStrategy({
  id: "rule-10b5-1-trading-plan",
  name: "Rule 10b5-1 Trading Plan for Concentrated Employer Stock",
  category: "Investment Planning",
  description:
    "An officer, director or employee with a large position in the employer's public stock adopts a written plan, while not aware of material non-public information, that sells set amounts at set prices or dates. The plan is an affirmative defence to insider-trading claims and lets diversification continue through blackout periods.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "positionUsd × shareToSell sold on schedule (protection); taxOnSalesUsd is the capital-gains tax on those sales, due however they are made, not a cost of the plan",
    variables: ["positionUsd", "shareToSell", "taxOnSalesUsd"],
  },
  costCalculation: { type: "one_time", formula: "planCostUsd", variables: ["planCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "insider_trading_rules",
    "cooling_off_period",
    "public_disclosure_of_plan",
    "section_16_reporting",
  ],
  sources: [
    "17 C.F.R. §240.10b5-1(c) as amended by SEC Release No. 33-11138 (2022)",
    "Securities Exchange Act of 1934 §10(b), §16",
    "Regulation S-K Item 408 (disclosure of plans)",
    "17 C.F.R. §230.144 (Rule 144 resales by affiliates)",
  ],
  domain: "business",
  variables: {
    positionUsd: { unit: "USD", description: "Value of the employer-stock position." },
    shareToSell: { unit: "ratio", description: "Share of the position the plan sells." },
    taxOnSalesUsd: {
      unit: "USD",
      description:
        "Capital-gains tax on the sales at today's rates (shown, not counted: due however the shares are sold).",
    },
    planCostUsd: { unit: "USD", description: "Legal review and broker set-up." },
  },
  defaults(ctx) {
    const position = positionValueOf(ctx);
    const share = 0.5;
    const gain = Math.max(0, position.value - positionBasisOf(position.value).value) * share;
    const tax = Math.round(taxOn(ctx, { longTermGainUsd: gain }));
    return {
      positionUsd: position,
      shareToSell: fixed(share, "half the position sold over 12–24 months"),
      taxOnSalesUsd: fixed(
        tax,
        `${formatUsd(tax)} of federal and state tax on the gain sold (basis at the model's default gain share), due with or without a plan`,
      ),
      planCostUsd: fixed(5_000, "legal review and broker set-up, about $5,000"),
    };
  },
  effects(v) {
    return {
      flows: setup(v.planCostUsd, "legal review and broker set-up"),
      protection: {
        amountUsd: v.positionUsd * v.shareToSell,
        description: `${formatUsd(v.positionUsd * v.shareToSell)} of employer stock sold on a schedule, through blackout windows`,
      },
    };
  },
  sensitivity: {
    variable: "shareToSell",
    mode: "multiply",
    spread: 0.5,
    description: "A quarter / half / three quarters of the position sold",
  },
  eligibility: allOf(
    holdsConcentratedStock,
    check(
      (ctx) => ctx.facts.isEmployedByStockIssuer === true,
      "The client works for the company whose stock is concentrated, so insider-trading rules and blackout windows govern the sales.",
      "A 10b5-1 plan is for an officer, director or employee selling the employer's stock; the notes do not say the client works for the issuer of the position.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasConcentratedStock && ctx.facts.isEmployedByStockIssuer === true
      ? {
          urgency: "basic",
          reason:
            "The client is an insider holding a concentrated position in the employer's stock: outside open windows it can be sold only under a 10b5-1 plan adopted in advance.",
        }
      : null,
  timeline:
    "2–4 weeks to adopt; sales start after a 90–120-day cooling-off for officers and directors (30 days for others)",
  keyBenefits: [
    "Affirmative defence against insider-trading claims",
    "Sales continue through blackout windows",
    "Systematic diversification without timing decisions",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["diversif", "concentrat", "employer stock", "company stock", "sell", "insider"],
  explanation: {
    overview:
      "Insiders can only trade in narrow windows and risk liability whenever they know something the market does not. A 10b5-1 plan, set up in good faith while the client knows nothing material, pre-commits to sales so diversification happens on schedule. It saves no tax; the sales realise gains as any sale would.",
    keyComponents: [
      "Written plan with amounts, prices and dates or a formula",
      "Cooling-off period before the first trade",
      "Certification of no material non-public information (officers and directors)",
      "No overlapping plans; one single-trade plan per 12 months",
    ],
    steps: [
      step("Set goals", "Decide how much to sell, the price floors and the tax budget for gains.", "Week 1", [
        "Concentration analysis",
        "Tax projection",
      ]),
      step(
        "Draft and approve",
        "Broker drafts; company counsel approves under the insider-trading policy.",
        "Weeks 1–3",
        ["Plan document", "Company approval"],
      ),
      step(
        "Adopt in an open window",
        "Sign while not aware of material non-public information; certify if an officer or director.",
        "Open trading window",
        ["Certification"],
      ),
      step(
        "Let it run",
        "Trades execute after the cooling-off; Form 4 and Rule 144 filings as required.",
        "12–24 months",
        ["Form 4", "Form 144"],
      ),
    ],
    prerequisites: ["A public-company position", "An open trading window", "No material non-public information"],
    professionals: [
      "Securities attorney or company counsel",
      "Broker's executive services desk",
      "Wealth adviser",
      "CPA",
    ],
    secondaryBenefits: ["Removes emotion from selling", "Signals orderly selling to the market"],
    taxAdvantages: ["Sales can be timed across tax years and paired with harvested losses"],
    risks: [
      risk(
        "Plan changes",
        "Modifying or cancelling a plan restarts the cooling-off and may undermine the defence.",
        "Design the plan to run its course.",
      ),
      risk(
        "Good faith",
        "The defence needs the plan to be operated in good faith throughout.",
        "Do not influence trades or time disclosures.",
      ),
      risk("Tax on sales", "Sales realise gains.", "Coordinate with loss harvesting or charitable gifts of shares."),
    ],
    marketRisks: ["Prices may rise after sales"],
    regulatoryConsiderations: [
      "Plans of officers and directors are disclosed in the company's periodic reports",
      "Section 16 reporting within 2 business days",
    ],
    liquidityConsiderations: "Turns an illiquid-in-practice insider position into regular cash.",
    alternatives: [
      {
        strategy: "exchange-fund",
        whyNotChosen: "Diversifies without selling if the stock is accepted and the client is not restricted.",
      },
      {
        strategy: "protective-collar",
        whyNotChosen: "Hedges the position without selling it (subject to the company's hedging policy).",
      },
    ],
    uniqueAdvantages: ["The only way insiders can sell on a fixed schedule regardless of windows"],
    successMetrics: [
      metric("Position as share of net worth", "Under 20% at the end of the plan", "Quarterly"),
      metric("Trades executed as planned", "100%", "Monthly"),
    ],
    qualitativeIndicators: ["The client stops timing the stock"],
    warningSignals: ["Pressure to suspend the plan after news", "Overlapping plans"],
    reviewSchedule: "Quarterly review of trades; new plan considered at expiry.",
    exitStrategy: "The plan ends on its last trade or date; a new one can be adopted in a later open window.",
  },
});
