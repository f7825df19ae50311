import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  basisOf,
  check,
  fixed,
  investable,
  metric,
  portfolioGrowth,
  risk,
  round,
  setup,
  step,
  yearly,
} from "../kit.ts";
import { charitableCheck, deductionFlows, estateValueOf, gainTaxOf } from "./lib/giving.ts";

/**
 * Private non-operating family foundation funded with qualified appreciated stock (IRC §509(a),
 * §170(e)(5)). Minimum net worth 15,000,000.
 *
 * The endowment is the client's gift (reported as the payout). Figures: the deduction at the
 * calculator's value, pre-capped at the private-foundation limit of 20% of AGI for capital-gain
 * property (§170(b)(1)(D)) with the five-year carryover; the capital-gains tax avoided on the
 * shares given (assumed otherwise sold); the endowment out of the estate (grown to the final
 * death at the household's net growth, priced by the household); and the foundation's running
 * costs: set-up, administration and the 1.39% §4940 excise tax on its investment return, each year
 * to the final death (the family governs it until then; an assumption).
 */
export const privateFoundation = defineStrategy({
  id: "private-foundation",
  name: "Private Family Foundation",
  category: "Advanced Charitable Planning",
  description:
    "A family-controlled, tax-exempt private non-operating foundation funded with appreciated publicly traded stock. The family directs investments and grants, employs family members at reasonable pay, and builds a multi-generational philanthropic legacy, subject to a 5% annual payout, a 1.39% excise tax on net investment income and self-dealing rules.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for fundingUsd (capital-gain property to a private foundation: 20% of AGI a year, 5-year carryover, 2026 floor and cap) + tax on (fundingUsd − basisUsd) of gain avoided + estate tax(without) − tax(with) on the household's projection with fundingUsd out of the estate",
    variables: ["fundingUsd", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + Σ to the final death (annualAdministrationUsd + fundingUsd × foundationReturnRate × privateFoundationExciseTaxRate)",
    variables: ["setupCostUsd", "annualAdministrationUsd", "fundingUsd", "foundationReturnRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "self_dealing_prohibited",
    "minimum_distribution_5_percent",
    "excise_tax_on_investment_income",
    "form_990_pf_public",
    "excess_business_holdings",
  ],
  sources: [
    "IRC §509(a) (private foundation), §501(c)(3)",
    "IRC §170(b)(1)(B), (D) (30% cash and 20% capital gain property AGI limits)",
    "IRC §170(e)(5) (full value for qualified appreciated stock)",
    "IRC §4940(a) (1.39% excise tax), §4941 (self-dealing), §4942 (5% payout), §4943 (excess business holdings), §4944, §4945",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  variables: {
    fundingUsd: { unit: "USD", description: "Appreciated stock given to the foundation." },
    basisUsd: { unit: "USD", description: "Basis of the stock given." },
    foundationReturnRate: { unit: "rate", description: "Foundation's investment return (taxed at the excise rate)." },
    setupCostUsd: { unit: "USD", description: "Formation and Form 1023." },
    annualAdministrationUsd: { unit: "USD", description: "Accounting, Form 990-PF, legal and staff each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const funding = round(Math.min(h.balance.netWorthUsd * 0.1, investable(h), 25_000_000));
    return {
      fundingUsd: fixed(
        funding,
        `${formatUsd(funding)}: 10% of net worth, within the investable assets and at most $25,000,000`,
      ),
      basisUsd: basisOf(funding, null),
      foundationReturnRate: portfolioGrowth(ctx),
      setupCostUsd: fixed(25_000, "formation and Form 1023 about $25,000"),
      annualAdministrationUsd: fixed(40_000, "accounting, Form 990-PF and legal about $40,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const T = h.yearsToFinalDeath;
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "formation and Form 1023"),
      ...yearly(-v.annualAdministrationUsd, 1, T, "cost", "foundation administration"),
      ...yearly(
        -v.fundingUsd * v.foundationReturnRate * h.tax.privateFoundationExciseTaxRate,
        1,
        T,
        "cost",
        "§4940 excise tax on the foundation's investment return",
      ),
      ...deductionFlows(ctx, v.fundingUsd, "privateFoundationProperty", "income tax saved by the deduction"),
    ];
    if (v.fundingUsd > v.basisUsd)
      flows.push(
        at(
          0,
          gainTaxOf(ctx, v.fundingUsd - v.basisUsd),
          "incomeTax",
          "capital-gains tax avoided on the shares given instead of sold",
        ),
      );
    return { flows, estate: { removedUsd: estateValueOf(ctx, v.fundingUsd) }, payoutUsd: v.fundingUsd };
  },
  sensitivity: {
    variable: "fundingUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Funding 25% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) => (ctx.facts.annualIncomeUsd ?? 0) >= 1_000_000 || (ctx.facts.annualCharitableGivingUsd ?? 0) >= 250_000,
      (ctx) =>
        (ctx.facts.annualCharitableGivingUsd ?? 0) >= 250_000
          ? `Giving of ${formatUsd(ctx.facts.annualCharitableGivingUsd ?? 0)} a year justifies a dedicated foundation.`
          : `Income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} can use a foundation's deductions.`,
      "A private foundation needs large, sustained giving; the notes show neither income of $1,000,000 nor giving of $250,000 a year.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    // "don't want a foundation w/ a board": a goal that turns the foundation down is no goal for it.
    const wanted = f.goals.filter(
      (g) => !/\b(?:no|not|don't|do not|doesn't|does not|never|without|avoid)\b[^.;]{0,25}\bfoundation/i.test(g),
    );
    if (!wanted.some((g) => /foundation|philanthrop|legacy/i.test(g))) return null;
    if ((f.annualCharitableGivingUsd ?? 0) < 250_000 && (f.annualIncomeUsd ?? 0) < 1_000_000) return null;
    return {
      urgency: "client-specific",
      reason: "The client wants a family philanthropic legacy and gives on a scale that can carry a foundation.",
    };
  },
  timeline: "4–9 months (formation and IRS determination letter)",
  keyBenefits: [
    "Family control of investments and grants in perpetuity",
    "Deduction and capital gains avoidance on appreciated stock",
    "Engages the next generation through governance",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["foundation", "philanthrop", "legacy", "family", "charit", "values"],
  explanation: {
    overview:
      "A private foundation is the most controlled charitable vehicle: the family names the board, sets investment policy, makes grants and can pay family members reasonable compensation for real work. The price is lower deduction limits (30% cash, 20% appreciated stock), a 5% minimum payout, a 1.39% excise tax on net investment income, strict self-dealing rules and public Form 990-PF disclosure.",
    keyComponents: [
      "Nonprofit corporation or trust with a family board",
      "IRS recognition under §501(c)(3) (Form 1023)",
      "Annual 5% distribution requirement",
      "Self-dealing and excess business holdings rules",
    ],
    steps: [
      step(
        "Form",
        "Incorporate (or sign a trust), adopt bylaws and a conflict-of-interest policy, obtain an EIN.",
        "Month 1",
        ["Articles", "Bylaws", "EIN"],
      ),
      step(
        "Apply for exemption",
        "File Form 1023; contributions made within 27 months of formation are deductible once recognised.",
        "Months 1–6",
        ["Form 1023"],
      ),
      step("Fund", "Contribute qualified appreciated public stock (full value under §170(e)(5)).", "After formation", [
        "Stock transfer",
        "Form 8283",
      ]),
      step("Operate", "Adopt investment and grant policies; distribute 5% a year; file Form 990-PF.", "Annually", [
        "Form 990-PF",
        "Grant agreements",
      ]),
    ],
    prerequisites: [
      "Giving capacity of roughly $250,000+ a year or a $5,000,000+ endowment",
      "Family willing to govern",
    ],
    professionals: ["Exempt-organisations attorney", "CPA", "Investment adviser", "Foundation administrator"],
    secondaryBenefits: ["Family employment at reasonable compensation", "Public profile and legacy"],
    taxAdvantages: [
      "Deduction up to 20% of AGI for appreciated stock with 5-year carryover",
      "No capital gains on contributed stock",
      "1.39% excise tax instead of income tax on investment returns",
    ],
    risks: [
      risk(
        "Self-dealing",
        "Transactions between the foundation and family (loans, leases, personal benefits) carry excise taxes.",
        "Annual training, a conflict policy and counsel review of any family transaction.",
      ),
      risk(
        "Payout shortfall",
        "Failing to distribute 5% triggers a 30% excise tax.",
        "Track distributable amount quarterly.",
      ),
      risk("Cost", "Administration is costly for small foundations.", "Use a DAF below about $5,000,000 of assets."),
    ],
    marketRisks: ["Investment losses reduce grants"],
    regulatoryConsiderations: [
      "Form 990-PF is public",
      "Excess business holdings limit ownership of family businesses to 20% combined",
    ],
    liquidityConsiderations: "Contributions are irrevocable; the foundation must keep liquidity for the 5% payout.",
    alternatives: [
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Cheaper and higher deduction limits but no legal control or family employment.",
      },
      {
        strategy: "charitable-llc",
        whyNotChosen: "More flexibility and privacy, but no deduction until assets reach charity.",
      },
    ],
    uniqueAdvantages: ["Perpetual family-governed philanthropy"],
    successMetrics: [
      metric("Qualifying distributions", "At least 5% of average assets", "Annually"),
      metric("Administrative cost ratio", "Below 1% of assets", "Annually"),
    ],
    qualitativeIndicators: ["Next generation active on the board"],
    warningSignals: ["Family transactions with the foundation", "Grants below the payout"],
    reviewSchedule: "Quarterly board meetings; annual compliance review.",
    exitStrategy:
      "Terminate by granting all assets to public charities or converting to a DAF or supporting organisation (§507(b)(1)(A)).",
  },
});
