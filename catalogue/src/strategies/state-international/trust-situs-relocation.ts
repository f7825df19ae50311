import { formatUsd } from "@fsa/shared";
import { PORTFOLIO_YIELD } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step, yearly } from "../kit.ts";
import { topRateOf } from "./lib/state-law.ts";

const hasExistingTrust = (f: { estateDocuments: string[]; goals: string[] }) =>
  f.estateDocuments.includes("irrevocable_trust") || f.goals.some((g) => /trust/i.test(g) && /state/i.test(g));

/**
 * Moving an existing non-grantor trust's administration to a state that does not tax it. Minimum
 * net worth 3,000,000.
 *
 * Needs an existing irrevocable trust (the notes' estate documents) in a state that taxes trusts.
 * Effect: the state's tax on the trust's accumulated income each year to the final death, at the
 * state's top rate (trust income reaches it quickly; the calculator's state schedules are for
 * individuals), on income at the model's portfolio yield (realised gains left out: conservative);
 * the trust's value is not in the notes, so a fifth of net worth is assumed. Costs: decanting or
 * the trustee change, and the new trustee each year.
 */
export const trustSitusRelocation = defineStrategy({
  id: "trust-situs-relocation",
  name: "Moving an Existing Non-Grantor Trust to a No-Tax State",
  category: "State Tax Strategy",
  description:
    "An existing non-grantor trust changes trustee and administration to a state that does not tax trust income (e.g. Nevada, South Dakota), ending state tax on accumulated income and gains where the old state's nexus rules allow.",
  benefitCalculation: {
    type: "percentage",
    formula: "Σ to the final death trustValueUsd × trustIncomeRate × the state's top rate",
    variables: ["trustValueUsd", "trustIncomeRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "migrationCostUsd + annualTrusteeUsd × years to the final death",
    variables: ["migrationCostUsd", "annualTrusteeUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["state_nexus_rules", "decanting_statutes"],
  sources: [
    "North Carolina Dept. of Revenue v. Kimberley Rice Kaestner 1992 Family Trust, 588 U.S. 262 (2019)",
    "NRS 163.556 (decanting)",
    "SDCL 55-2-15",
    "State top rates: the states' 2025 rate schedules (catalogue/src/strategies/state-international/state-law.ts)",
  ],
  domain: "state-international",
  variables: {
    trustValueUsd: { unit: "USD", description: "Value of the existing trust." },
    trustIncomeRate: { unit: "rate", description: "Accumulated taxable income of the trust a year." },
    migrationCostUsd: { unit: "USD", description: "Decanting or trustee change." },
    annualTrusteeUsd: { unit: "USD", description: "New trustee a year." },
  },
  defaults(ctx) {
    const value = round(ctx.household.balance.netWorthUsd * 0.2);
    return {
      trustValueUsd: fixed(value, `${formatUsd(value)}: the trust's value is not stated; a fifth of net worth assumed`),
      trustIncomeRate: fixed(PORTFOLIO_YIELD.value, PORTFOLIO_YIELD.why),
      migrationCostUsd: fixed(15_000, "decanting or trustee change, about $15,000"),
      annualTrusteeUsd: fixed(5_000, "new trustee, about $5,000 a year"),
    };
  },
  effects(v, ctx) {
    const T = ctx.household.yearsToFinalDeath;
    const rate = topRateOf(ctx.facts.state);
    return {
      flows: [
        ...setup(v.migrationCostUsd, "decanting or trustee change"),
        ...yearly(-v.annualTrusteeUsd, 1, T, "cost", "new trustee"),
        ...yearly(
          Math.max(0, v.trustValueUsd * v.trustIncomeRate * rate),
          1,
          T,
          "incomeTax",
          `${ctx.facts.state ?? "state"} tax on the trust's accumulated income, no longer owed`,
        ),
      ],
    };
  },
  sensitivity: {
    variable: "trustValueUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Trust value half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => hasExistingTrust(ctx.facts),
      "The notes mention an existing irrevocable trust whose situs can be reviewed.",
      "The notes mention no existing irrevocable trust.",
    ),
    check(
      (ctx) => topRateOf(ctx.facts.state) > 0,
      (ctx) =>
        `${ctx.facts.state} taxes trust income at up to ${(topRateOf(ctx.facts.state) * 100).toFixed(2)}%, so moving situs can help.`,
      (ctx) =>
        ctx.facts.state
          ? `${ctx.facts.state} has no income tax on trusts to avoid.`
          : "The notes do not state the client's state.",
    ),
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: ["Ends state tax on accumulated trust income", "Modernises old trust terms", "Stronger trust law"],
  memoBucket: "legacyBucket",
  goalKeywords: ["trust", "state tax", "heirs"],
  explanation: {
    overview:
      "Many states tax trusts based on the settlor's or trustee's residence; moving administration can end that tax for accumulated income.",
    keyComponents: ["New trustee", "Decanting or court order", "Nexus analysis"],
    steps: [
      step("Analyse", "Review the state's trust nexus rules.", "Weeks 1–3", ["Trust instrument"]),
      step("Move", "Appoint a new trustee or decant.", "Weeks 3–10", ["Decanting instrument"]),
    ],
    prerequisites: ["A non-grantor trust with accumulated income"],
    professionals: ["Trust attorney", "State tax adviser"],
    secondaryBenefits: ["Directed trust flexibility"],
    taxAdvantages: ["State tax savings"],
    risks: [risk("Residual nexus", "In-state beneficiaries or assets can keep nexus.", "Full analysis first.")],
    marketRisks: ["Asset values can differ from the assumptions behind the figures"],
    qualitativeIndicators: ["The client understands the structure and is comfortable with its trade-offs"],
    warningSignals: [
      "Required filings or formalities missed",
      "The client's facts change (marriage, sale, move) without a review",
    ],
    regulatoryConsiderations: ["Kaestner limits taxation based only on beneficiary residence"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "incomplete-gift-non-grantor-trust", whyNotChosen: "For new assets." },
      { strategy: "state-residency-change", whyNotChosen: "For the individual's own income." },
    ],
    uniqueAdvantages: ["Improves trusts already in place"],
    successMetrics: [metric("State tax on trust", "Zero", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Trustee can change again.",
  },
});
