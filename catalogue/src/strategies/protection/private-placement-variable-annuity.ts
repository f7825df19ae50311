import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  clamp,
  fixed,
  investable,
  metric,
  ordinaryRate,
  portfolioGrowth,
  risk,
  round,
  step,
  taxOn,
} from "../kit.ts";
import { wrapperFlows } from "./lib/shared.ts";

/**
 * Private placement variable annuity. Minimum net worth 5,000,000.
 *
 * A deferral, not an exemption: fund returns that a taxable account would pay tax on each year
 * as ordinary income compound untaxed inside the annuity (IRC §72, §817(h)), and the whole gain is
 * taxed as ordinary income when withdrawn; there is no basis step-up at death (the gain is income
 * in respect of a decedent, §691). Flows: each year to the final death the household model
 * assumes, the tax deferred on that year's return (deferral) less the contract charges; then the
 * heirs withdraw the contract over the five years §72(s)(1)(B) allows and pay ordinary income tax
 * on the gain (the repayment, heirsTax, approximated on the household's own return and brackets).
 */

/** Years over which heirs must take a non-spouse annuity death benefit (IRC §72(s)(1)(B)). */
const FIVE_YEAR_RULE = 5;
/** Combined federal and state rate on more ordinary income at which deferral pays off (an assumption). */
const HIGH_RATE = 0.3;

const highRate = (ctx: StrategyContext) => ordinaryRate(ctx, 100_000).value >= HIGH_RATE;

export const privatePlacementVariableAnnuity = defineStrategy({
  id: "private-placement-variable-annuity",
  name: "Private Placement Variable Annuity (PPVA)",
  category: "Insurance",
  description:
    "A low-cost deferred variable annuity sold privately to qualified investors, holding insurance-dedicated hedge or private-credit funds. Returns compound without current tax and are taxed as ordinary income only when withdrawn, which suits tax-inefficient strategies and charitable beneficiaries.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over years [tax(value × grossReturn as ordinary income), deferred − value × annualChargeRate] − Σ over 5 years after the final death tax((end value − premiumUsd) ÷ 5 as ordinary income)",
    variables: ["premiumUsd", "grossReturn", "years", "annualChargeRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "value × annualChargeRate each year",
    variables: ["premiumUsd", "annualChargeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "A deferred variable annuity with insurance-dedicated funds; annuitisation or withdrawals later, with no mortality underwriting.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "investor_control_doctrine",
    "ordinary_income_on_withdrawal",
    "no_basis_step_up",
    "early_withdrawal_penalty",
  ],
  sources: [
    "IRC §72 (annuity taxation; §72(e) income-first withdrawals; §72(q) 10% penalty before 59½; §72(s) distribution at death)",
    "IRC §817(h) and Treas. Reg. §1.817-5",
    "Rev. Rul. 2003-91 (investor control)",
    "IRC §1411(c)(1)(A) (annuity income is net investment income)",
    "IRC §691 (annuity gain is income in respect of a decedent)",
  ],
  domain: "protection",
  family: "insurance-tax-wrapper",
  variables: {
    premiumUsd: { unit: "USD", description: "Premium placed in the annuity." },
    grossReturn: { unit: "rate", description: "Annual fund return before tax." },
    years: { unit: "years", description: "Years of deferral." },
    annualChargeRate: { unit: "rate", description: "Insurance and administration charges a year." },
  },
  defaults(ctx) {
    const liquid = Math.min(investable(ctx.household), ctx.household.balance.netWorthUsd);
    const premium = round(clamp(liquid * 0.2, 0, 10_000_000));
    return {
      premiumUsd: fixed(premium, `a fifth of the ${formatUsd(liquid)} of investable assets (${formatUsd(premium)})`),
      grossReturn: portfolioGrowth(ctx),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years of deferral, to the final death the household model assumes`,
      ),
      annualChargeRate: fixed(0.004, "insurance and administration about 0.4% a year"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.years));
    const w = wrapperFlows(ctx, {
      premiumUsd: v.premiumUsd,
      premiumLoadRate: 0,
      grossReturn: v.grossReturn,
      annualChargeRate: v.annualChargeRate,
      years,
      deferral: true,
    });
    const perYear = w.gainUsd / FIVE_YEAR_RULE;
    const tax = perYear > 0 ? taxOn(ctx, { ordinaryUsd: perYear }) : 0;
    const flows = [...w.flows];
    for (let k = 1; k <= FIVE_YEAR_RULE; k++)
      flows.push(
        at(
          years + k,
          -tax,
          "heirsTax",
          "heirs' ordinary income tax on the annuity gain (no step-up; five-year rule)",
          true,
        ),
      );
    return { flows };
  },
  sensitivity: {
    variable: "grossReturn",
    mode: "add",
    spread: 0.02,
    description: "Fund returns 2 points lower / base / 2 points higher",
  },
  eligibility: allOf(
    check(
      (ctx) => investable(ctx.household) >= 2_000_000,
      (ctx) =>
        `The client has ${formatUsd(investable(ctx.household))} of investable assets, enough to qualify for a private placement and keep liquidity outside it.`,
      "A PPVA needs a qualified investor with at least $2,000,000 investable outside the annuity, which the notes do not show.",
    ),
    check(
      highRate,
      (ctx) =>
        `The client's next $100,000 of ordinary income is taxed at ${(ordinaryRate(ctx, 100_000).value * 100).toFixed(1)}% federal and state, so annual tax on fund returns is costly.`,
      "Deferral pays only when current returns would be taxed at high rates; the notes show lower or no income.",
    ),
    check(
      (ctx) => ctx.household.primary.age <= 70,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; at the model's default the deferral horizon is long enough."
          : `At ${ctx.household.primary.age} the client has a deferral horizon of well over a decade.`,
      "At over 70 the deferral period is too short to outweigh ordinary-income treatment on withdrawal.",
    ),
  ),
  answers: () => null,
  timeline: "1–3 months",
  keyBenefits: [
    "Tax deferral for tax-inefficient strategies",
    "No medical underwriting",
    "Suits charitable remainder beneficiaries (no income tax on IRD to charity)",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "defer", "hedge", "alternative", "retirement", "income"],
  explanation: {
    overview:
      "A PPVA shelters hedge-fund and private-credit returns from annual ordinary-income tax. The gain is taxed only on withdrawal, ideally in lower-income years or left to a charity, where the income-in-respect-of-a-decedent tax disappears.",
    keyComponents: [
      "Deferred variable annuity issued privately",
      "Insurance-dedicated funds with independent managers",
      "Owner and beneficiary design (individual, trust or charity)",
    ],
    steps: [
      step(
        "Suitability",
        "Confirm investor status, horizon, and who should own and inherit the contract.",
        "Weeks 1–2",
        ["Investor questionnaire", "Cash-flow plan"],
      ),
      step("Select carrier and funds", "Choose a low-cost carrier and the insurance-dedicated funds.", "Weeks 2–6", [
        "Fund due diligence",
        "Subscription documents",
      ]),
      step("Fund", "Pay the single premium, or 1035-exchange a retail annuity into the PPVA.", "Weeks 6–10", [
        "Premium transfer",
        "1035 paperwork where used",
      ]),
      step(
        "Plan withdrawals",
        "Schedule withdrawals after 59½ in lower-bracket years, or name a charity as beneficiary.",
        "Annually",
        ["Tax projection"],
      ),
    ],
    prerequisites: ["Qualified investor", "Horizon of 10+ years", "Liquidity outside the contract"],
    professionals: ["Annuity specialist", "CPA", "Investment manager", "Estate planning attorney"],
    secondaryBenefits: ["No K-1s; one contract statement", "Creditor protection of annuities in many states"],
    taxAdvantages: [
      "No current tax on fund income",
      "Withdrawals timed to low-bracket years",
      "Charity beneficiary avoids IRD tax",
    ],
    risks: [
      risk(
        "Ordinary income on withdrawal",
        "Gains that would have been capital gains become ordinary income.",
        "Hold only tax-inefficient strategies inside.",
      ),
      risk(
        "No basis step-up",
        "Heirs pay income tax on the gain.",
        "Name a charity or a charitable remainder trust as beneficiary.",
      ),
      risk(
        "Investor control",
        "Directing fund choices collapses the deferral.",
        "Independent manager and documented protocol.",
      ),
    ],
    marketRisks: ["Underlying fund performance and liquidity gates"],
    regulatoryConsiderations: ["10% additional tax before 59½ under §72(q)", "Diversification testing under §817(h)"],
    liquidityConsiderations: "Withdrawals are possible but taxed income-first; funds may have redemption limits.",
    alternatives: [
      {
        strategy: "private-placement-life-insurance",
        whyNotChosen: "Eliminates the tax at death but needs underwriting and a larger commitment.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Better for appreciated assets, but gives up the remainder to charity.",
      },
    ],
    uniqueAdvantages: ["Low-cost deferral without insurance underwriting"],
    successMetrics: [
      metric("After-tax value versus taxable account", "Ahead after year 7", "Annually"),
      metric("Contract charges", "Under 0.5% a year", "Annually"),
    ],
    qualitativeIndicators: ["Withdrawal plan coordinated with the client's tax brackets"],
    warningSignals: ["Capital-gain assets placed inside the annuity", "Withdrawals before 59½"],
    reviewSchedule: "Annual contract and fund review.",
    exitStrategy:
      "Withdraw over time, annuitise, 1035-exchange to another annuity, or leave to charity; a full surrender taxes all gain at once.",
  },
});
