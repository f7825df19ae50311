import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, requires, risk, round, step } from "../kit.ts";
import {
  deductionSaving,
  isWorking,
  retirementIncome,
  savingsVersusTaxable,
  wagesOf,
  yearsToRetirement,
} from "./lib/shared.ts";

/** Wage assumed for the spouse's real part-time role (office management, bookkeeping): $60,000, an assumption. */
const ASSUMED_SPOUSE_WAGE_USD = 60_000;

/** Employer contribution assumed for the spouse: 25% of the wage (§404(a)(3)(A) limit), an assumption. */
const EMPLOYER_SHARE = 0.25;

/**
 * Retirement plan for a spouse on payroll. Minimum net worth 1,000,000. A legal marriage is
 * required (the strategy is the spouse's own plan participation on a joint return).
 *
 * The owner employs the spouse for real services at a reasonable wage (§162(a)(1)); the spouse
 * defers into the business's 401(k) (at most half the wage, so pay covers payroll tax) and gets a
 * 25% employer contribution, to the §415(c) limit, plus the catch-up at 50. The household's
 * income is unchanged (the wage replaces business profit on the joint return), but the wage bears
 * Social Security and Medicare tax on both halves (§3101, §3111; the §3121(b)(3)(B) family
 * exclusion does not cover a spouse working in the trade or business), the employer half
 * deductible. Priced with the real calculator (today's law; the retirement return once retired,
 * an assumption):
 *   each working year: − both halves of FICA on the wage, + tax saved by deducting the employer
 *   half, − payroll service; + the tax a taxable account would pay on its dividends;
 *   retirement to the final death: + the contributions' deduction grown and withdrawn, − income tax
 *   on the withdrawals, + the capital-gains tax a taxable account's sales would bear.
 * The Social Security benefit the spouse earns is left out (conservative).
 */
export const spouseOnPayrollRetirementPlan = defineStrategy({
  id: "spouse-on-payroll-retirement-plan",
  name: "Retirement Plan for a Spouse on Payroll",
  category: "Retirement & Compensation",
  description:
    "The business owner employs the spouse for real services at a reasonable wage. The spouse then makes elective deferrals and receives an employer contribution in the business's 401(k), doubling the household's qualified-plan savings, at the cost of payroll tax on the wage.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "spouseContributionUsd a year for contributionYears at growthRate, deducted at the household's income, compared with a taxable account: Σ retirement years [deduction grown − income tax on withdrawals + capital-gains tax on the taxable account's sales] + Σ years [tax on its dividends]",
    variables: ["spouseContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: {
    type: "annual",
    formula:
      "(spouseWageUsd × (socialSecurityTaxRate + medicareTaxRate) × 2 − tax saved by deducting the employer half + payrollCostUsd) × contributionYears",
    variables: ["spouseWageUsd", "payrollCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["reasonable_compensation_required", "bona_fide_employment", "payroll_tax_cost"],
  sources: [
    "IRC §162(a)(1) (reasonable compensation for services rendered)",
    "IRC §402(g), §404(a)(3), §415(c) (deferral, employer deduction, annual additions)",
    "IRC §3101, §3111 (FICA)",
    "IRC §3121(b)(3)(B) (the family-employment FICA exclusion does not reach a spouse working in the trade or business)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  variables: {
    spouseWageUsd: { unit: "USD", description: "Spouse's annual wage for real services." },
    spouseContributionUsd: { unit: "USD", description: "Spouse's deferral plus employer contribution each year." },
    contributionYears: { unit: "years", description: "Years the spouse is employed." },
    growthRate: { unit: "rate", description: "Growth of the plan and of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the owner retires." },
    payrollCostUsd: { unit: "USD", description: "Payroll service cost each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const wage = ASSUMED_SPOUSE_WAGE_USD;
    const catchUp = (h.spouse?.age ?? 0) >= 50 ? t.catchUpContribution50 : 0;
    const deferral = Math.min(t.electiveDeferralLimit, wage * 0.5);
    const amount = round(Math.min(t.annualAdditionsLimit, deferral + EMPLOYER_SHARE * wage) + catchUp);
    const retire = yearsToRetirement(ctx);
    return {
      spouseWageUsd: fixed(wage, "a reasonable $60,000 wage for part-time office management (an assumption)"),
      spouseContributionUsd: fixed(
        amount,
        `deferral of ${formatUsd(deferral)} (at most half the wage, so pay covers payroll tax) plus a 25% employer contribution${catchUp ? ` and the ${formatUsd(catchUp)} catch-up` : ""}`,
      ),
      contributionYears: fixed(Math.max(1, retire.value), `${Math.max(1, retire.value)} years, while the owner works`),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      payrollCostUsd: fixed(1_200, "payroll service about $1,200 a year"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const n = Math.max(1, Math.round(v.contributionYears));
    const half = v.spouseWageUsd * (t.socialSecurityTaxRate + t.medicareTaxRate);
    const deducted = deductionSaving(ctx, half, false);
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "pretax",
      contributionUsd: v.spouseContributionUsd,
      contributionYears: n,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    for (let y = 0; y < n; y++) {
      flows.push(at(y, -2 * half, "cost", "Social Security and Medicare tax on the spouse's wage (both halves)"));
      if (deducted >= 1) flows.push(at(y, deducted, "incomeTax", "income tax saved by deducting the employer half"));
      flows.push(at(y, -v.payrollCostUsd, "cost", "payroll service"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    requires.legalMarriage,
    check(
      (ctx) => ctx.facts.ownsBusiness && isWorking(ctx),
      "The client runs a business that can employ the spouse for real services.",
      "The strategy needs an operating business the client runs; the notes show none.",
    ),
    check(
      (ctx) => wagesOf(ctx) >= 4 * ASSUMED_SPOUSE_WAGE_USD,
      (ctx) =>
        `Income of ${formatUsd(wagesOf(ctx))} leaves room for a market wage for the spouse and the plan contributions.`,
      "Household income looks too small for the business to pay the spouse a market wage and fund the plan.",
    ),
  ),
  /**
   * A spouse the notes say has no earnings of their own: wages for real work in the client's
   * business are the only way that spouse can have a retirement plan of their own (IRC §415(c)
   * limits are per employee) and Social Security credits.
   */
  answers: (ctx) =>
    ctx.facts.spouseHasEarnedIncome === false
      ? {
          urgency: "client-specific",
          reason:
            "The spouse has no earnings of their own: paid a market wage for real work in the client's business, the spouse gets a retirement plan account and Social Security credits.",
        }
      : null,
  timeline: "1–2 months: job description, payroll set-up and plan enrolment",
  keyBenefits: [
    "Doubles the household's 401(k) room",
    "Spouse earns Social Security credits",
    "Spouse can be covered by business health and benefit plans",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "spouse", "business", "save", "deduct"],
  explanation: {
    overview:
      "Where the owner's spouse genuinely works in the business (office management, bookkeeping, marketing), putting the spouse on payroll at a reasonable wage gives the spouse their own deferral and employer contribution in the plan. The household's pre-tax savings roughly double; the cost is payroll tax on the wage.",
    keyComponents: [
      "Written job description and time records",
      "Reasonable W-2 wage",
      "Plan participation for the spouse",
    ],
    steps: [
      step(
        "Document the role",
        "Write a job description and set a market-rate wage for the hours worked.",
        "Weeks 1–2",
        ["Job description", "Market wage data"],
      ),
      step("Put on payroll", "Add the spouse to payroll with W-4 and I-9.", "Weeks 2–4", [
        "Payroll service",
        "W-4, I-9",
      ]),
      step(
        "Enrol in the plan",
        "Spouse elects deferrals; the employer contribution is made by the return due date.",
        "Next plan entry date",
        ["Deferral election"],
      ),
      step("Keep records", "Keep time sheets and evidence of services each year.", "Ongoing", ["Time records"]),
    ],
    prerequisites: [
      "A legal marriage",
      "A real role the spouse performs",
      "A business plan that lets the spouse enter",
    ],
    professionals: ["CPA", "Payroll provider", "TPA"],
    secondaryBenefits: [
      "Spouse's own Social Security earnings record",
      "Access to group health or §105 plans for sole proprietors",
    ],
    taxAdvantages: ["Spouse's contributions deductible or Roth", "Wage deductible to the business"],
    risks: [
      risk(
        "Unreasonable pay",
        "Pay for no or token services can be disallowed.",
        "Pay market rates for documented work.",
      ),
      risk(
        "Payroll tax cost",
        "Wages bear FICA that a profit distribution would not.",
        "Keep the wage to what the role and the contributions need.",
      ),
    ],
    marketRisks: ["Growth may be lower than assumed"],
    regulatoryConsiderations: ["Plan coverage testing includes the spouse as an employee"],
    liquidityConsiderations:
      "Deferrals reduce the spouse's take-home pay; contributions are locked until 59½ or separation.",
    alternatives: [
      { strategy: "spousal-ira", whyNotChosen: "Needs no payroll but is limited to the IRA contribution limit." },
      {
        strategy: "solo-401k",
        whyNotChosen:
          "A solo 401(k) can also cover a working spouse; this entry is the spouse's participation in whatever plan the business has.",
      },
    ],
    uniqueAdvantages: ["Turns household income into a second full set of plan contributions"],
    successMetrics: [
      metric("Spouse's plan contributions", "Full designed amount each year", "Annually"),
      metric("Documentation", "Complete time records", "Quarterly"),
    ],
    qualitativeIndicators: ["Spouse has a defined, ongoing role"],
    warningSignals: ["No evidence of services", "Wage far above market"],
    reviewSchedule: "Annually with the business's tax return.",
    exitStrategy: "End the employment; the spouse's plan balance remains theirs and can be rolled to an IRA.",
  },
});
