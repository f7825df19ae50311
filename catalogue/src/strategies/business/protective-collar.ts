import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, investable, metric, risk, setup, step, yearly } from "../kit.ts";
import { holdsConcentratedStock, positionValueOf } from "./lib/concentrated-position.ts";

/**
 * Protective collar on a concentrated position. Minimum net worth 5,000,000 (earlier entry). No tax
 * effect: with a band wide enough to avoid a constructive sale (IRC §1259) nothing is recognised,
 * and nothing is saved. Its value is protection, reported apart: the position's value floored at
 * the put strike for the term. Costs are the structuring and the trading spreads each year; the
 * upside given up above the call strike is a real but uncertain cost, named and not priced.
 */
export const protectiveCollar = defineStrategy({
  id: "protective-collar",
  name: "Protective Collar on a Concentrated Position",
  category: "Investment Planning",
  description:
    "The holder buys a put option (a floor) and sells a call option (a cap) on the concentrated stock, usually at zero net premium. Losses below the floor are hedged for the term; upside is kept to the cap. With a band wide enough to avoid the §1259 constructive-sale rule, no gain is recognised.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "positionUsd × floorRatio floored for termYears (protection, not a saving)",
    variables: ["positionUsd", "floorRatio", "termYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + positionUsd × tradingCostRate a year for termYears",
    variables: ["setupCostUsd", "positionUsd", "tradingCostRate", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["options_risk", "constructive_sale_rules", "straddle_rules", "company_hedging_policy"],
  sources: [
    "IRC §1259 (constructive sales) and H.R. Rep. No. 105-148 (1997) (collars with a meaningful band)",
    "IRC §1092; Treas. Reg. §1.1092(c)-1 to -4 (straddles, qualified covered calls)",
    "IRC §263(g) (capitalised carrying costs)",
    "FINRA Rule 2360 (options)",
  ],
  domain: "business",
  family: "concentrated-position",
  transfers: () => ["concentratedStock"],
  variables: {
    positionUsd: { unit: "USD", description: "Value of the hedged shares." },
    floorRatio: { unit: "ratio", description: "Put strike as a share of today's price." },
    termYears: { unit: "years", description: "Term of the collar." },
    tradingCostRate: { unit: "rate", description: "Spreads and commissions a year, of the position." },
    setupCostUsd: { unit: "USD", description: "Options approval, pricing and counsel's review of the hedging policy." },
  },
  defaults(ctx) {
    return {
      positionUsd: positionValueOf(ctx),
      floorRatio: fixed(0.9, "put at 90% of today's price, call priced to pay for it (zero net premium)"),
      termYears: fixed(2, "2-year collar"),
      tradingCostRate: fixed(0.005, "spreads and commissions about 0.5% of the position a year"),
      setupCostUsd: fixed(2_500, "pricing and a review of the employer's hedging policy, about $2,500"),
    };
  },
  effects(v) {
    const term = Math.max(1, Math.round(v.termYears));
    return {
      flows: [
        ...setup(v.setupCostUsd, "structuring and policy review"),
        ...yearly(-v.positionUsd * v.tradingCostRate, 1, term, "cost", "option spreads and commissions"),
      ],
      protection: {
        amountUsd: v.positionUsd * v.floorRatio,
        description: `${formatUsd(v.positionUsd * v.floorRatio)} of the position's value floored for ${term} years; gains above the call strike given up`,
      },
    };
  },
  sensitivity: {
    variable: "tradingCostRate",
    mode: "add",
    spread: 0.0025,
    description: "Trading costs 0.25 points lower / base / higher a year",
  },
  eligibility: allOf(
    holdsConcentratedStock,
    check(
      (ctx) => investable(ctx.household) >= 2_000_000,
      (ctx) =>
        ctx.facts.isEmployedByStockIssuer === true
          ? "The position is large enough for listed or over-the-counter options; as an employee of the issuer, the client needs the company's hedging policy to allow it."
          : "The position is large enough for listed or over-the-counter options.",
      "The notes do not show at least about $2,000,000 of investable assets, where a collar on the position is worth its trading costs.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasConcentratedStock
      ? {
          urgency: "client-specific",
          reason:
            "The client holds a concentrated stock position whose value a collar can floor while it is diversified.",
        }
      : null,
  timeline: "1–2 weeks",
  keyBenefits: [
    "Caps the loss on the position",
    "Zero or low net premium",
    "No sale and no tax when the band is wide enough",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "hedge", "concentrat", "stock", "downside", "risk"],
  explanation: {
    overview:
      "A collar puts a floor under a concentrated stock while the client decides how to diversify. Selling a call pays for the put, so the protection costs little in cash; the price is giving up gains above the cap. It saves no tax: it protects value.",
    keyComponents: [
      "Long put at about 85–90% of the price",
      "Short call at about 115–130%",
      "Same expiry, typically 1–3 years",
      "Shares held as cover",
    ],
    steps: [
      step("Check policy", "Confirm the employer's hedging policy and any blackout or Section 16 limits.", "Week 1", [
        "Insider-trading policy",
      ]),
      step("Set the band", "Choose strikes that protect enough while staying clear of a constructive sale.", "Week 1", [
        "Options pricing",
      ]),
      step("Execute", "Trade listed options or an OTC collar with a dealer.", "Week 2", ["Options agreement or ISDA"]),
      step("Manage", "Roll, close or let expire; coordinate with diversification plans.", "Through expiry", [
        "Position reports",
      ]),
    ],
    prerequisites: ["Options approval on the account", "A position large enough to hedge"],
    professionals: ["Wealth adviser or options desk", "CPA", "Securities counsel for insiders"],
    secondaryBenefits: [
      "Buys time for an exchange fund, gifts or a 10b5-1 plan",
      "Can support borrowing against the shares",
    ],
    taxAdvantages: ["No recognition of gain with a wide band", "Holding period preserved for long-term shares"],
    risks: [
      risk(
        "Constructive sale",
        "A band too narrow can be treated as a sale.",
        "Keep a meaningful spread between floor and cap.",
      ),
      risk(
        "Straddle rules",
        "Losses may be deferred and carrying costs capitalised.",
        "Model the straddle effects with a CPA.",
      ),
      risk(
        "Capped upside",
        "Gains above the call strike are lost or force an early close.",
        "Set the cap above the expected range.",
      ),
    ],
    marketRisks: ["Sharp rises force buying back the call at a loss"],
    regulatoryConsiderations: ["Insiders must disclose hedges; many companies prohibit them"],
    liquidityConsiderations: "No cash raised; the shares stay held as cover.",
    alternatives: [
      { strategy: "prepaid-variable-forward", whyNotChosen: "Adds a cash advance to the hedge." },
      {
        strategy: "rule-10b5-1-trading-plan",
        whyNotChosen: "Sells the position gradually instead of hedging it.",
      },
    ],
    uniqueAdvantages: ["Near-zero-cost protection for the position"],
    successMetrics: [
      metric("Maximum loss on the position", "Limited to the floor", "At expiry"),
      metric("Net premium", "Near zero", "At execution"),
    ],
    qualitativeIndicators: ["The client is comfortable with the cap"],
    warningSignals: ["Stock near the call strike", "Band narrowed on rolls"],
    reviewSchedule: "Monthly while the collar is open; decision at each expiry.",
    exitStrategy:
      "Let it expire, roll it, or close it when the shares are sold, given or contributed to an exchange fund.",
  },
});
