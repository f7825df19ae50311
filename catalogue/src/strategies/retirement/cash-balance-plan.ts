import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, requires, risk, round, setup, step } from "../kit.ts";
import {
  deductionSaving,
  definedBenefitTarget,
  isWorking,
  levelFunding,
  retirementIncome,
  savingsVersusTaxable,
  wagesOf,
  yearsToRetirement,
} from "./lib/shared.ts";

/** Interest crediting rate of the plan: 5% a year, an assumption (a fixed rate within the market-rate rules of Treas. Reg. §1.411(b)(5)-1(d)). */
const CREDITING_RATE = 0.05;

/** Most of the owner's income the contributions may take: half (the owner's pay must also cover staff credits; an assumption). */
const MAX_SHARE_OF_INCOME = 0.5;

/** Shortest run of the plan: 3 years (a plan must be permanent, Treas. Reg. §1.401-1(b)(2); a planning assumption). */
const MIN_PLAN_YEARS = 3;

/**
 * Cash balance plan for a business owner (IRC §401(a), §412, §415(b)). Minimum net worth 1,000,000.
 *
 * The owner's pay credits fund the most a defined benefit plan may provide: the §415(b) lump sum
 * at retirement (`definedBenefitTarget`: the dollar limit, participation and early-retirement
 * reductions, an age-based annuity factor named as an assumption), credited at 5% a year and
 * capped at half of income. Each year's contribution is deducted at the owner's income with the
 * real calculator (today's law; the retirement return once retired, an assumption), compared with
 * taking the income and investing it after tax:
 *   each year: − administration and staff credits (after their deduction), + the tax a taxable
 *   account would pay on its dividends;
 *   retirement to the final death: + the deduction grown in the plan and withdrawn, − income tax on
 *   the withdrawals (a deferral and its repayment), + the capital-gains tax a taxable account's
 *   sales would bear. At retirement the lump sum rolls to an IRA (IRC §402(c)) and is invested
 *   like the taxable alternative, so both grow at the portfolio's rate while they are drawn.
 */
export const cashBalancePlan = defineStrategy({
  id: "cash-balance-plan",
  name: "Cash Balance Plan for a Business Owner",
  category: "Retirement & Compensation",
  description:
    "A defined benefit plan that credits each participant with a pay credit and an interest credit, usually paired with a 401(k) profit-sharing plan. Older, high-earning owners of professional practices can deduct contributions several times the 401(k) limit, up to the amount that funds the §415(b) benefit.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "annualContributionUsd a year for contributionYears, funding the §415(b) lump sum at crediting rate growthRate and deducted at the owner's income; compared with a taxable account: Σ retirement years [deduction grown − income tax on withdrawals + capital-gains tax on the taxable account's sales] + Σ years [tax on its dividends]",
    variables: ["annualContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (administrationCostUsd + staffContributionUsd) × contributionYears, after their deduction",
    variables: ["setupCostUsd", "administrationCostUsd", "staffContributionUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Benefits can be taken as a life annuity or a lump sum rolled to an IRA at retirement.",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "minimum_funding_required",
    "nondiscrimination_testing",
    "pbgc_coverage_may_apply",
    "form_5500_required",
  ],
  sources: [
    "IRC §401(a)(4), §401(a)(26), §410(b) (coverage and nondiscrimination)",
    "IRC §404(a)(1) (deduction), §412 / §430 (minimum funding)",
    "IRC §415(b) (benefit limit; 10-year participation phase-in, reduction before 62, 5.5% lump-sum rate)",
    "Treas. Reg. §1.401(a)(4)-8(c)(3) (cash balance plans), §1.411(b)(5)-1 (market-rate interest credits)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  family: "owner-pension",
  variables: {
    annualContributionUsd: { unit: "USD", description: "Owner's deductible pay credit each year." },
    contributionYears: { unit: "years", description: "Years of contributions to retirement." },
    growthRate: { unit: "rate", description: "Interest crediting rate of the plan." },
    alternativeGrowthRate: { unit: "rate", description: "Growth of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the owner retires." },
    setupCostUsd: { unit: "USD", description: "Plan design and documents." },
    administrationCostUsd: { unit: "USD", description: "Actuary, TPA and Form 5500 each year." },
    staffContributionUsd: { unit: "USD", description: "Contributions for staff needed to pass testing each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const income = wagesOf(ctx);
    const retire = yearsToRetirement(ctx);
    const years = Math.max(MIN_PLAN_YEARS, retire.value);
    const target = definedBenefitTarget(ctx, h.primary.age + years, years, income);
    const needed = levelFunding(target.lumpSumUsd, CREDITING_RATE, years);
    const contribution = round(Math.min(needed, income * MAX_SHARE_OF_INCOME));
    return {
      annualContributionUsd: fixed(
        contribution,
        `${formatUsd(contribution)} a year: funds a lump sum of ${formatUsd(target.lumpSumUsd)} over ${years} years at 5% (${target.assumption}), at most half of income`,
      ),
      contributionYears: fixed(years, `${years} years of contributions, to retirement (at least ${MIN_PLAN_YEARS})`),
      growthRate: fixed(CREDITING_RATE, "interest crediting rate 5% a year (an assumption)"),
      alternativeGrowthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: fixed(years, `${years} years: the plan's retirement`),
      setupCostUsd: fixed(5_000, "plan design and documents about $5,000"),
      administrationCostUsd: fixed(4_000, "actuary, TPA and Form 5500 about $4,000 a year"),
      staffContributionUsd: fixed(12_000, "staff contributions about $12,000 a year (assumed small staff)"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.contributionYears));
    const running = v.administrationCostUsd + v.staffContributionUsd;
    const runningAfterTax = running - deductionSaving(ctx, running, false);
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "pretax",
      contributionUsd: v.annualContributionUsd,
      contributionYears: n,
      growthRate: v.growthRate,
      alternativeGrowthRate: v.alternativeGrowthRate,
      // At retirement the lump sum rolls to an IRA invested like the alternative (IRC §402(c)).
      payoutGrowthRate: v.alternativeGrowthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    flows.push(...setup(v.setupCostUsd, "plan design and documents"));
    for (let y = 0; y < n; y++)
      flows.push(at(y, -runningAfterTax, "cost", "actuary, administration and staff credits, after their deduction"));
    return { flows };
  },
  sensitivity: {
    variable: "annualContributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Contribution 25% lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && isWorking(ctx),
      "The client runs a business that can sponsor the plan.",
      "A cash balance plan is sponsored by a business the client owns and works in; the notes show none.",
    ),
    check(
      (ctx) => wagesOf(ctx) >= 250_000,
      (ctx) => `Income of ${formatUsd(wagesOf(ctx))} can carry contributions well beyond the 401(k) limit.`,
      "The plan pays for its actuarial cost when the owner can save well beyond the 401(k) limit; income below $250,000 rarely can (a market condition).",
    ),
    requires.ageAtLeast(40, "age-weighted pay credits make the plan worthwhile from about 40"),
  ),
  answers: ({ facts: f }) =>
    f.ownsBusiness && (f.annualIncomeUsd ?? 0) >= 300_000 && f.isRetired !== true
      ? {
          urgency: "client-specific",
          reason: `The client owns a business and earns ${formatUsd(f.annualIncomeUsd ?? 0)}: a cash balance plan can deduct far more than a 401(k) allows.`,
        }
      : null,
  timeline: "2–3 months; adopt by the tax-return due date for the first year",
  keyBenefits: [
    "Deductible contributions several times the 401(k) limit",
    "Larger credits the older the owner",
    "Plan assets generally protected from creditors under ERISA",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "practice", "deduct", "tax", "business", "catch up"],
  explanation: {
    overview:
      "A cash balance plan lets a profitable practice owner (a dentist, physician or consultant) save far more than the 401(k) limit on a pre-tax basis. The actuary sets pay credits by age and pay; the owner's credit can exceed $200,000 a year in the late 50s, while staff receive a smaller credit that keeps the plan non-discriminatory.",
    keyComponents: [
      "Pay credit and interest credit per participant",
      "Paired 401(k) profit-sharing plan",
      "Annual actuarial valuation and minimum funding",
    ],
    steps: [
      step(
        "Census and design",
        "The actuary runs a census of owners and staff and designs credits that pass §401(a)(4) testing.",
        "Weeks 1–4",
        ["Employee census", "Payroll data"],
      ),
      step("Adopt", "Sign the plan document and trust; pair with or amend the 401(k).", "By the tax-return due date", [
        "Plan document",
        "Trust agreement",
      ]),
      step("Fund", "Deposit the contribution by the return due date with extensions.", "Each year", [
        "Actuarial certification",
      ]),
      step("Administer", "Annual valuation, Schedule SB, Form 5500 and participant statements.", "Each year", [
        "Form 5500",
        "Schedule SB",
      ]),
    ],
    prerequisites: ["Stable, high business income for at least 3–5 years", "Owner willing to fund staff credits"],
    professionals: ["Enrolled actuary / TPA", "CPA", "ERISA attorney", "Financial adviser"],
    secondaryBenefits: ["ERISA creditor protection", "Lump sum can be rolled to an IRA at termination"],
    taxAdvantages: ["Deduction under §404", "Tax-deferred growth", "Lower QBI-limited income in some cases"],
    risks: [
      risk(
        "Funding obligation",
        "Contributions are required each year while the plan runs.",
        "Design with a range of contributions and amend credits prospectively if income falls.",
      ),
      risk(
        "Investment returns versus the credit",
        "Returns below the interest credit create underfunding the owner must fill.",
        "Use a conservative portfolio or an actual-return interest credit.",
      ),
      risk(
        "Staff cost",
        "Staff credits can grow with headcount.",
        "Re-run testing each year and combine with the 401(k) safe-harbour contribution.",
      ),
    ],
    marketRisks: ["Plan assets invested to match the crediting rate; equity-heavy portfolios add funding risk"],
    regulatoryConsiderations: [
      "PBGC coverage unless a professional-service employer with 25 or fewer employees",
      "Plans should run at least a few years to be considered permanent",
      "The §415(b) benefit phases in over 10 years of participation",
    ],
    liquidityConsiderations:
      "Money is locked in the plan until separation or plan termination; contributions reduce business cash.",
    alternatives: [
      { strategy: "solo-401k", whyNotChosen: "Capped at the §415(c) limit; fits owners with no staff." },
      {
        strategy: "fully-insured-defined-benefit-plan",
        whyNotChosen: "Larger early deductions, but guaranteed contracts grow slowly and cost more.",
      },
    ],
    uniqueAdvantages: ["The largest deductible retirement contribution available to most owners"],
    successMetrics: [
      metric("Owner's deductible contribution", "At the designed credit each year", "Annually"),
      metric("Funded status", "At least 100% on the funding target", "Annually at valuation"),
    ],
    qualitativeIndicators: ["Owner views staff credits as a recruiting benefit"],
    warningSignals: ["Business income falling toward the contribution", "Testing margin shrinking"],
    reviewSchedule: "Annual actuarial valuation; design review every 3 years or on a staff change.",
    exitStrategy:
      "Terminate the plan once fully funded (after it has been permanent for several years) and roll lump sums to IRAs.",
  },
});
