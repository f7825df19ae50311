import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, setup, step } from "../kit.ts";
import { stateIn, UNLIMITED_HOMESTEAD_STATES } from "./lib/state-law.ts";

/** Value of the residence: as stated, else the real estate when the notes show no other property. */
function residenceOf(ctx: StrategyContext): { valueUsd: number; words: string } {
  const f = ctx.facts;
  if (f.primaryResidenceUsd !== null)
    return {
      valueUsd: f.primaryResidenceUsd,
      words: `${formatUsd(f.primaryResidenceUsd)}, the residence's stated value`,
    };
  if (f.realEstateUsd !== null && !f.hasInvestmentRealEstate && !f.hasVacationHome && !f.hasFarmOrRanch)
    return {
      valueUsd: f.realEstateUsd,
      words: `${formatUsd(f.realEstateUsd)}: the stated real estate, the notes showing no other property than the home`,
    };
  return { valueUsd: 0, words: "the residence's value is not stated" };
}

/**
 * Homestead exemption planning in a state whose homestead exemption has no dollar cap (Florida,
 * Texas and a few others). Minimum net worth 1,000,000.
 *
 * A legal protection, not a tax saving: the effects are the cost of the filing and title review
 * (a flow) and the residence's equity shielded from judgement creditors (protection, reported
 * apart, never added to savings). Debts are not traced to the home (the notes give none per
 * asset), so the whole residence value is shown as shielded. Property-tax homestead exemptions
 * and assessment caps are left out.
 */
export const homesteadExemptionPlanning = defineStrategy({
  id: "homestead-exemption-planning",
  name: "Homestead Exemption Planning (Florida / Texas)",
  category: "State-Specific Planning",
  description:
    "In Florida, Texas and a few other states the primary residence is exempt from most creditors with no dollar cap (only an acreage limit). Planning keeps the homestead qualified, titled correctly and, where sensible, holds more wealth in home equity by paying down the mortgage or buying the residence outright.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection: homesteadEquityUsd shielded from judgement creditors (reported, not a saving)",
    variables: ["homesteadEquityUsd"],
  },
  costCalculation: { type: "minimal", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_law_dependent", "bankruptcy_1215_day_rule", "fraudulent_transfer_risk"],
  sources: [
    "Fla. Const. art. X §4 (homestead exemption)",
    "Tex. Const. art. XVI §§50–51; Tex. Prop. Code §§41.001–41.002",
    "Havoco of America, Ltd. v. Hill, 790 So. 2d 1018 (Fla. 2001)",
    "11 U.S.C. §522(o), (p) (bankruptcy limits on recently acquired homesteads)",
    "Fla. Const. art. VII §4(d) (Save Our Homes assessment cap)",
  ],
  domain: "state-international",
  variables: {
    homesteadEquityUsd: { unit: "USD", description: "Equity in the primary residence." },
    setupCostUsd: { unit: "USD", description: "Homestead filing, deed and title review." },
  },
  defaults(ctx) {
    const r = residenceOf(ctx);
    return {
      homesteadEquityUsd: fixed(r.valueUsd, r.words),
      setupCostUsd: fixed(3_000, "homestead application, deed and title review, about $3,000"),
    };
  },
  effects(v) {
    return {
      flows: setup(v.setupCostUsd, "homestead filing, deed and title review"),
      protection: {
        amountUsd: Math.max(0, v.homesteadEquityUsd),
        description: "home equity beyond the reach of most judgement creditors under the state's homestead exemption",
      },
    };
  },
  sensitivity: {
    variable: "homesteadEquityUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Home equity 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => stateIn(ctx.facts.state, UNLIMITED_HOMESTEAD_STATES),
      (ctx) => `${ctx.facts.state} exempts the homestead from creditors without a dollar cap.`,
      (ctx) =>
        ctx.facts.state === null
          ? "The notes do not state the client's state, and an unlimited homestead exemption exists only in a few states (Florida, Texas and others)."
          : `${ctx.facts.state} caps its homestead exemption; only a move to a state such as Florida or Texas would unlock this.`,
    ),
    check(
      (ctx) => residenceOf(ctx).valueUsd > 0,
      (ctx) => `The client owns a residence worth ${formatUsd(residenceOf(ctx).valueUsd)} to protect.`,
      "The notes show no residence owned, or give no value for it.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!stateIn(f.state, UNLIMITED_HOMESTEAD_STATES) || residenceOf(ctx).valueUsd <= 0) return null;
    const exposed = f.hasProfessionalLiability || f.ownsBusiness;
    return {
      urgency: exposed ? "basic" : "client-specific",
      reason: exposed
        ? `The client lives in ${f.state}, whose homestead protection is unlimited in value, and faces ${f.hasProfessionalLiability ? "professional" : "business"} liability: the home must be kept qualified and correctly titled.`
        : `The client lives in ${f.state}, whose homestead protection is unlimited in value.`,
    };
  },
  timeline: "2–6 weeks",
  keyBenefits: [
    "Unlimited-value protection of the home from most creditors",
    "Property-tax assessment caps in Florida",
    "Protection survives death for the surviving spouse and heirs",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["home", "protect", "florida", "texas", "lawsuit", "creditor"],
  explanation: {
    overview:
      "Florida's and Texas's constitutions put the homestead beyond the reach of most judgement creditors regardless of value. Keeping the home qualified, and deliberately holding more wealth as home equity, is one of the strongest protections available to residents of those states.",
    keyComponents: [
      "Primary residence within the acreage limit",
      "Homestead declaration or property-tax exemption filing",
      "Title in a form that keeps the exemption (individual, entireties or qualifying trust)",
      "Optional mortgage paydown to raise protected equity",
    ],
    steps: [
      step(
        "Confirm qualification",
        "Check domicile, acreage limits and title; file the homestead exemption.",
        "Weeks 1–2",
        ["Deed", "Homestead application"],
      ),
      step("Fix title", "Retitle out of LLCs or non-qualifying trusts that lose the exemption.", "Weeks 2–4", [
        "New deed or trust amendment",
      ]),
      step(
        "Decide on equity",
        "Weigh paying down the mortgage against liquidity and investment returns.",
        "Weeks 3–6",
        ["Cash-flow plan"],
      ),
    ],
    prerequisites: ["Domicile in the homestead state", "Owned primary residence"],
    professionals: ["Real estate attorney", "Asset protection attorney"],
    secondaryBenefits: ["Florida Save Our Homes caps assessed value increases at 3% a year"],
    taxAdvantages: ["Property-tax homestead exemptions and assessment caps"],
    risks: [
      risk(
        "Bankruptcy limits",
        "A homestead acquired within 1,215 days of bankruptcy is capped under §522(p).",
        "Establish the homestead early, well before any claim.",
      ),
      risk(
        "Exceptions",
        "Mortgages, property taxes, mechanics' liens and (in Florida) fraud-traceable funds can reach the home.",
        "Fund equity from clean assets before any claim.",
      ),
    ],
    marketRisks: ["Home value concentration"],
    regulatoryConsiderations: ["Florida restricts devise of homestead when survived by a spouse or minor child"],
    liquidityConsiderations: "Home equity is illiquid; do not pay down so much that liquidity suffers.",
    alternatives: [
      { strategy: "tenancy-by-entirety", whyNotChosen: "Protects against one spouse's creditors only." },
      {
        strategy: "state-residency-change",
        whyNotChosen: "Needed first if the client lives in a capped-homestead state.",
      },
    ],
    uniqueAdvantages: ["Constitutional protection without trusts or entities"],
    successMetrics: [
      metric("Homestead filing current", "Yes", "Annually"),
      metric("Residence title qualifies", "Yes", "After any change"),
    ],
    qualitativeIndicators: ["The residence is clearly the family's permanent home"],
    warningSignals: ["Residence rented out", "Title moved into an LLC"],
    reviewSchedule: "Annual review and before any refinance or title change.",
    exitStrategy:
      "Selling the home ends the protection except for proceeds reinvested promptly in a new homestead (state rules vary).",
  },
});
