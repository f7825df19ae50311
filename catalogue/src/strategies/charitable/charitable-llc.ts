import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, investable, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";
import { charitableCheck, estateValueOf } from "./lib/giving.ts";

/**
 * Charitable (philanthropic) LLC. Minimum net worth 20,000,000.
 *
 * No deduction when assets go in and they stay in the estate (§2036, §2038) while the family
 * controls them. The committed assets are the client's intended gift (reported as the payout):
 * assumed to reach charity at the final death, where they are deducted from the estate (§2055),
 * which the household prices (grants made during life would be deducted on the income tax return
 * instead, left out: conservative). A charitable bequest by will would save the same estate tax;
 * the LLC's value is control and flexibility before then, not a dollar figure. Costs: formation,
 * and administration each year to the final death.
 */
export const charitableLlc = defineStrategy({
  id: "charitable-llc",
  name: "Charitable (Philanthropic) LLC",
  category: "Advanced Charitable Planning",
  description:
    "A family-managed LLC holds assets committed to philanthropy. Unlike a foundation it can make impact investments, fund for-profit social enterprises and political advocacy, with privacy and no payout rule; there is no deduction when assets go in, but gifts from the LLC to charities are deductible then, and assets reaching charity leave the taxable estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "estate tax(without) − tax(with) on the household's projection, with charitableCommitmentUsd grown to the final death deducted as a charitable bequest (§2055); no income tax deduction on funding",
    variables: ["charitableCommitmentUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years to the final death",
    variables: ["setupCostUsd", "annualAdministrationUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["no_upfront_deduction", "income_taxed_to_members", "assets_remain_in_estate_until_given"],
  sources: [
    "Treas. Reg. §301.7701-3 (disregarded entity or partnership classification)",
    "IRC §170(a) (deduction when the LLC's property is given to charity)",
    "IRC §2055 (estate deduction for assets passing to charity), §2001(c)",
    "IRC §2036, §2038 (assets remain in the estate while controlled)",
    "State LLC acts (e.g. Del. Code tit. 6, ch. 18)",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  variables: {
    charitableCommitmentUsd: { unit: "USD", description: "Assets placed in the LLC for philanthropy." },
    setupCostUsd: { unit: "USD", description: "Formation and operating agreement." },
    annualAdministrationUsd: { unit: "USD", description: "Accounting, legal and management each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const commitment = round(Math.min(h.balance.netWorthUsd * 0.1, investable(h), 50_000_000));
    return {
      charitableCommitmentUsd: fixed(
        commitment,
        `${formatUsd(commitment)}: 10% of net worth, within the investable assets and at most $50,000,000`,
      ),
      setupCostUsd: fixed(20_000, "formation and operating agreement about $20,000"),
      annualAdministrationUsd: fixed(25_000, "accounting, legal and management about $25,000 a year"),
    };
  },
  effects(v, ctx) {
    const T = ctx.household.yearsToFinalDeath;
    return {
      flows: [
        ...setup(v.setupCostUsd, "formation and operating agreement"),
        ...yearly(-v.annualAdministrationUsd, 1, T, "cost", "LLC administration"),
      ],
      estate: { deductionUsd: estateValueOf(ctx, v.charitableCommitmentUsd) },
      payoutUsd: v.charitableCommitmentUsd,
    };
  },
  sensitivity: {
    variable: "charitableCommitmentUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Commitment 25% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    requires.estateTax,
    check(
      (ctx) => ctx.facts.riskTolerance !== "conservative",
      "The client is not described as conservative, so the LLC's freedom to make impact investments can be used.",
      "A conservative client gains little from an LLC's investment freedom; a DAF or foundation fits better.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!f.goals.some((g) => /impact|philanthrop|control|privacy/i.test(g))) return null;
    return {
      urgency: "client-specific",
      reason: "The client wants to keep control of philanthropic assets, including impact investments, with privacy.",
    };
  },
  timeline: "1–2 months",
  keyBenefits: [
    "Full flexibility: grants, impact investments and advocacy",
    "Privacy: no public 990-PF",
    "Family control with no payout rule",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["philanthrop", "impact", "charit", "legacy", "control", "privacy"],
  explanation: {
    overview:
      "Made prominent by large founders' philanthropies, a charitable LLC trades the foundation's tax benefits for flexibility. The family keeps control, invests in for-profit social ventures, funds advocacy and gives to charities or DAFs when it chooses. Income is taxed to the members, there is no deduction until assets reach a charity, and the assets stay in the estate until given.",
    keyComponents: [
      "LLC with a philanthropic purpose in its operating agreement",
      "Family managers and successor provisions",
      "Grants to charities or DAFs (deductible when made)",
    ],
    steps: [
      step(
        "Define purpose",
        "Write the mission, investment policy and governance into the operating agreement.",
        "Weeks 1–3",
        ["Operating agreement"],
      ),
      step("Form and fund", "Form the LLC and contribute assets (no deduction at this step).", "Weeks 3–6", [
        "Certificate of formation",
        "Assignments",
      ]),
      step("Operate", "Make impact investments and grants; time gifts to charities for high-income years.", "Ongoing", [
        "Investment and grant records",
      ]),
      step(
        "Plan the end state",
        "Direct remaining assets to charity at death (§2055 deduction) or convert to a foundation or DAF.",
        "Estate plan",
        ["Will or trust provisions"],
      ),
    ],
    prerequisites: ["Assets the family will not need", "Desire for flexibility beyond charitable-law limits"],
    professionals: ["Estate planning attorney", "Exempt-organisations counsel", "CPA", "Impact investment adviser"],
    secondaryBenefits: ["Can gift non-voting LLC interests to family", "No self-dealing or payout rules"],
    taxAdvantages: [
      "Deduction timed to the year gifts reach charity",
      "Estate tax avoided on assets that pass to charity",
    ],
    risks: [
      risk(
        "No upfront deduction",
        "The client forgoes the deduction a DAF or foundation gives immediately.",
        "Fund DAF gifts from the LLC in high-income years.",
      ),
      risk(
        "Estate inclusion",
        "Assets remain taxable in the estate until given.",
        "Provide for charitable disposition at death.",
      ),
    ],
    marketRisks: ["Impact and venture investments are illiquid and risky"],
    regulatoryConsiderations: ["Members taxed on LLC income", "Political spending rules apply"],
    liquidityConsiderations: "Assets remain the family's; liquidity depends on the investments chosen.",
    alternatives: [
      {
        strategy: "private-foundation",
        whyNotChosen: "Deduction now, but payout, excise tax, self-dealing rules and public disclosure.",
      },
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Deduction now and cheap, but no control over investments and no advocacy.",
      },
    ],
    uniqueAdvantages: ["The only philanthropic vehicle that can fund for-profit ventures and advocacy freely"],
    successMetrics: [
      metric("Assets deployed to mission", "Per annual plan", "Annually"),
      metric("Assets directed to charity by the estate plan", "All committed assets", "Every 3 years"),
    ],
    qualitativeIndicators: ["Clear mission and family governance"],
    warningSignals: ["LLC used for personal spending", "No charitable end state in the estate plan"],
    reviewSchedule: "Annual managers' meeting; estate plan review every 3 years.",
    exitStrategy: "Dissolve and distribute to the members, or give the assets to a foundation, DAF or charities.",
  },
});
