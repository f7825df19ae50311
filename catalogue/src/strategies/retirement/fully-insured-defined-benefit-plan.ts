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

/** Guaranteed crediting rate of the annuity contracts: 3% a year, an assumption (use the insurer's illustration). */
const GUARANTEED_RATE = 0.03;

/** Most of the owner's income the premiums may take: 60% (an assumption; level premiums must be affordable every year). */
const MAX_SHARE_OF_INCOME = 0.6;

/** Shortest run of the plan: 3 years (a plan must be permanent, Treas. Reg. §1.401-1(b)(2); a planning assumption). */
const MIN_PLAN_YEARS = 3;

/**
 * §412(e)(3) fully insured defined benefit plan, funded only with level-premium annuity contracts.
 * Minimum net worth 2,000,000.
 *
 * The premiums fund the same §415(b) lump sum as a cash balance plan (`definedBenefitTarget`: the
 * dollar limit, participation and early-retirement reductions, an age-based annuity factor named
 * as an assumption) but at the contracts' low guaranteed rate, so they are larger; capped at 60%
 * of income. Each premium is deducted at the owner's income with the real calculator (today's law;
 * the retirement return once retired, an assumption), compared with taking the income and
 * investing it after tax at the portfolio's growth:
 *   each year: − administration and staff premiums (after their deduction), + the tax a taxable
 *   account would pay on its dividends;
 *   retirement to the final death: the plan's withdrawals less the taxable account's (the deduction
 *   grown, less the slower growth of guaranteed contracts), − income tax on the withdrawals,
 *   + the capital-gains tax a taxable account's sales would bear.
 */
export const fullyInsuredDefinedBenefitPlan = defineStrategy({
  id: "fully-insured-defined-benefit-plan",
  name: "Fully Insured Defined Benefit Plan (§412(e)(3))",
  category: "Advanced Retirement Planning",
  description:
    "A defined benefit plan funded exclusively with level-premium individual or group annuity contracts. Because the contracts credit only their low guaranteed rate, the deductible premium needed to fund the §415(b) benefit is larger than in a conventional plan, and the plan is exempt from minimum funding rules and actuarial certification.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "annualContributionUsd a year for contributionYears, funding the §415(b) lump sum at the guaranteed rate growthRate and deducted at the owner's income; compared with a taxable account growing at alternativeGrowthRate: Σ retirement years [plan withdrawals − taxable withdrawals − income tax on plan withdrawals + capital-gains tax on the taxable account's sales] + Σ years [tax on its dividends]",
    variables: ["annualContributionUsd", "contributionYears", "growthRate", "alternativeGrowthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (administrationCostUsd + staffContributionUsd) × contributionYears, after their deduction",
    variables: ["setupCostUsd", "administrationCostUsd", "staffContributionUsd", "contributionYears"],
  },
  lifeInsuranceComponent:
    "Optional: incidental life insurance within the plan (Rev. Rul. 74-307 limits). Designs that overstate the death benefit or use springing cash value are listed transactions (Rev. Rul. 2004-20, 2004-21).",
  annuityComponent:
    "Central: the plan is funded only with level-premium annuity contracts whose guaranteed rates determine the benefit (§412(e)(3)(A)–(C)).",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "insurance_contracts_only",
    "listed_transaction_risk_rev_rul_2004_20",
    "nondiscrimination_testing",
    "surrender_charges",
  ],
  sources: [
    "IRC §412(e)(3) (fully insured plans)",
    "Treas. Reg. §1.412(i)-1",
    "IRC §415(b) (benefit limit; 10-year participation phase-in, reduction before 62, 5.5% lump-sum rate), §404(a)(1)",
    "Rev. Rul. 2004-20; Rev. Rul. 2004-21 (abusive designs)",
    "Rev. Proc. 2005-25 (valuing contracts distributed from plans)",
  ],
  domain: "retirement",
  family: "owner-pension",
  variables: {
    annualContributionUsd: { unit: "USD", description: "Owner's deductible premium each year." },
    contributionYears: { unit: "years", description: "Years of premiums to the plan's retirement age." },
    growthRate: { unit: "rate", description: "Guaranteed contract crediting rate." },
    alternativeGrowthRate: { unit: "rate", description: "Growth of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the owner retires." },
    setupCostUsd: { unit: "USD", description: "Plan design and documents." },
    administrationCostUsd: { unit: "USD", description: "TPA, Form 5500 and contract charges each year." },
    staffContributionUsd: { unit: "USD", description: "Premiums for covered staff each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const income = wagesOf(ctx);
    const retire = yearsToRetirement(ctx);
    const years = Math.max(MIN_PLAN_YEARS, retire.value);
    const target = definedBenefitTarget(ctx, h.primary.age + years, years, income);
    const needed = levelFunding(target.lumpSumUsd, GUARANTEED_RATE, years);
    const contribution = round(Math.min(needed, income * MAX_SHARE_OF_INCOME));
    return {
      annualContributionUsd: fixed(
        contribution,
        `${formatUsd(contribution)} a year: funds a lump sum of ${formatUsd(target.lumpSumUsd)} over ${years} years at a 3% guaranteed rate (${target.assumption}), at most 60% of income`,
      ),
      contributionYears: fixed(years, `${years} years of premiums, to retirement (at least ${MIN_PLAN_YEARS})`),
      growthRate: fixed(
        GUARANTEED_RATE,
        "guaranteed contract rate 3% a year (an assumption; use the insurer's illustration)",
      ),
      alternativeGrowthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: fixed(years, `${years} years: the plan's retirement`),
      setupCostUsd: fixed(10_000, "plan design and documents about $10,000"),
      administrationCostUsd: fixed(5_000, "TPA, Form 5500 and contract charges about $5,000 a year"),
      staffContributionUsd: fixed(15_000, "premiums for covered staff about $15,000 a year (assumed small staff)"),
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
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    flows.push(...setup(v.setupCostUsd, "plan design and documents"));
    for (let y = 0; y < n; y++)
      flows.push(
        at(y, -runningAfterTax, "cost", "administration, contract charges and staff premiums, after their deduction"),
      );
    return { flows };
  },
  sensitivity: {
    variable: "annualContributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premium 25% lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && isWorking(ctx),
      "The client runs a business that can sponsor the plan.",
      "A §412(e)(3) plan is sponsored by a business the client owns and works in; the notes show none.",
    ),
    check(
      (ctx) => wagesOf(ctx) >= 500_000,
      (ctx) => `Income of ${formatUsd(wagesOf(ctx))} can carry large level premiums.`,
      "Level premiums several times the 401(k) limit need income of about $500,000 or more (a market condition).",
    ),
    requires.ageAtLeast(50, "the short funding period to retirement is what makes the premiums large"),
    check(
      (ctx) => ctx.facts.riskTolerance !== "aggressive",
      "The client's risk tolerance suits guaranteed contracts.",
      "An aggressive investor is better served by a cash balance plan than by low guaranteed contract rates.",
    ),
  ),
  answers: () => null,
  timeline: "2–3 months; contracts issued before the first premium",
  keyBenefits: [
    "Largest first-year deductions of any qualified plan",
    "No minimum funding or actuarial certification (§412(e)(3))",
    "Guaranteed benefits with no investment risk to the owner",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "deduct", "guarantee", "tax", "business"],
  explanation: {
    overview:
      "For an owner in their 50s or 60s with high, stable income, a §412(e)(3) plan buys guaranteed annuity contracts whose low crediting rate requires large level premiums to reach the §415(b) benefit. The premiums are deductible; the guarantees remove investment risk; the plan is exempt from funding rules. The slow growth of the contracts is the price, and the figures count it against a taxable account invested normally.",
    keyComponents: [
      "Level-premium annuity contracts for each participant",
      "Benefits equal to the contracts' guaranteed values",
      "No policy loans or security interests",
    ],
    steps: [
      step(
        "Design",
        "TPA and insurer illustrate the benefit formula and premiums for the owner and staff.",
        "Weeks 1–4",
        ["Census", "Insurer illustrations"],
      ),
      step("Adopt and apply", "Adopt the plan and apply for contracts for each participant.", "Weeks 4–8", [
        "Plan document",
        "Contract applications",
      ]),
      step(
        "Pay premiums",
        "Pay level premiums each year by the due date; a lapse ends §412(e)(3) status.",
        "Annually",
        ["Premium notices"],
      ),
      step(
        "Convert later",
        "Once funded, the plan can convert to a traditional DB or cash balance plan.",
        "After 3–5 years",
        ["Plan amendment"],
      ),
    ],
    prerequisites: ["High, stable income able to carry large level premiums", "Owner near retirement", "Small staff"],
    professionals: ["TPA", "Insurance professional", "ERISA attorney", "CPA"],
    secondaryBenefits: ["No investment decisions or funding shortfalls", "ERISA creditor protection"],
    taxAdvantages: ["Deductible premiums (§404)", "Tax-deferred build-up"],
    risks: [
      risk(
        "Abusive design",
        "Springing cash value or excess life insurance designs are listed transactions with penalties.",
        "Use only annuity contracts or insurance within incidental limits; get an independent opinion.",
      ),
      risk(
        "Low growth",
        "Guaranteed rates lag markets.",
        "Convert to a cash balance plan once the deduction need falls.",
      ),
      risk(
        "Premium rigidity",
        "Premiums are level and required.",
        "Size the benefit to income that is reliable for the funding period.",
      ),
    ],
    marketRisks: ["Insurer credit risk on guaranteed contracts"],
    regulatoryConsiderations: [
      "IRS scrutiny of §412(e)(3) plans with life insurance",
      "Coverage and nondiscrimination still apply",
    ],
    liquidityConsiderations:
      "Contracts carry surrender charges in early years; money is locked until retirement or plan termination.",
    alternatives: [
      {
        strategy: "cash-balance-plan",
        whyNotChosen: "Cheaper and growth-oriented but smaller early deductions and funding risk.",
      },
      { strategy: "solo-401k", whyNotChosen: "Capped at the §415(c) limit." },
    ],
    uniqueAdvantages: ["Guaranteed, actuary-free defined benefit with the largest early deduction"],
    successMetrics: [
      metric("Deductible premium", "Paid in full each year", "Annually"),
      metric("Contract guaranteed value", "On the illustrated schedule", "Annually"),
    ],
    qualitativeIndicators: ["Owner values certainty over return"],
    warningSignals: ["Life insurance above incidental limits", "Business income dropping near the premium"],
    reviewSchedule: "Annual premium and contract review; design review every 3 years.",
    exitStrategy:
      "Freeze or convert to a traditional defined benefit or cash balance plan, or terminate and roll the contracts' values to IRAs.",
  },
});
