import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, setup, step, yearly } from "../kit.ts";
import { isWorking, retirementIncome, savingsVersusTaxable, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/**
 * Employer contribution on a sole proprietor's net earnings: 20% (25% of compensation after the
 * deduction for the contribution itself, IRC §404(a)(3)(A), §401(c)(2)); for W-2 pay from an
 * S corporation it is 25% of pay. The lower figure is used (an assumption about the entity).
 */
const EMPLOYER_SHARE_OF_EARNINGS = 0.2;

/**
 * Solo 401(k) for an owner-only business (owner and a spouse who works in it). Minimum net worth
 * 250,000.
 *
 * Each year until retirement the owner defers the §402(g) limit (plus the catch-up at 50, or the
 * 60–63 catch-up) and adds the employer contribution, 20% of net earnings, up to the §415(c)
 * limit, all deducted. Compared with taking the income and investing it after tax, priced with the
 * real calculator at the owner's income (today's law; the retirement return once retired, an
 * assumption):
 *   each year: + the tax a taxable account would pay on its dividends, − administration;
 *   retirement to the final death: + the deduction grown in the plan and withdrawn, − income tax
 *   on the withdrawals (a deferral and its repayment), + the capital-gains tax the taxable
 *   account's sales would bear.
 */
/**
 * Business value below which an owner-operated business is taken to have no staff to cover, USD:
 * an assumption of practice (the adviser confirms there are no full-time employees).
 */
const SOLO_BUSINESS_VALUE_USD = 1_000_000;

export const solo401k = defineStrategy({
  id: "solo-401k",
  name: "Solo 401(k) for an Owner-Only Business",
  category: "Retirement & Compensation",
  description:
    "A 401(k) covering only the business owner (and a spouse who works in the business). The owner contributes as employee (the elective deferral plus catch-up) and as employer (up to 25% of W-2 pay, or 20% of net self-employment earnings), to the §415(c) limit, with a Roth option and no staff testing.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "annualContributionUsd a year for contributionYears at growthRate, deducted at the owner's income, compared with a taxable account: Σ retirement years [deduction grown in the plan − income tax on withdrawals + capital-gains tax on the taxable account's sales] + Σ years [tax on its dividends]",
    variables: ["annualContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + administrationCostUsd × contributionYears",
    variables: ["setupCostUsd", "administrationCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["no_common_law_employees", "form_5500_ez_over_250000", "section_415c_limit"],
  sources: [
    "IRC §401(k), §402(g) (deferral), §414(v) (catch-up)",
    "IRC §404(a)(3), §404(a)(8), §401(c)(2) (employer deduction; self-employed earned income)",
    "IRC §415(c)(1)(A) (annual additions)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  variables: {
    annualContributionUsd: { unit: "USD", description: "Employee and employer contributions each year." },
    contributionYears: { unit: "years", description: "Years of contributions." },
    growthRate: { unit: "rate", description: "Growth of the plan and of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the owner retires." },
    setupCostUsd: { unit: "USD", description: "Plan documents." },
    administrationCostUsd: { unit: "USD", description: "Recordkeeping and Form 5500-EZ each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const earnings = wagesOf(ctx);
    const age = h.primary.age;
    const catchUp = age >= 60 && age <= 63 ? t.catchUpContribution60To63 : age >= 50 ? t.catchUpContribution50 : 0;
    const base = Math.min(
      t.annualAdditionsLimit,
      t.electiveDeferralLimit + EMPLOYER_SHARE_OF_EARNINGS * Math.min(earnings, t.compensationLimit),
    );
    const amount = round(Math.min(base + catchUp, earnings));
    const retire = yearsToRetirement(ctx);
    return {
      annualContributionUsd: fixed(
        amount,
        `${formatUsd(t.electiveDeferralLimit)} deferral plus 20% of net earnings (${formatUsd(earnings)}), capped at the ${formatUsd(t.annualAdditionsLimit)} §415(c) limit${catchUp ? `, plus the ${formatUsd(catchUp)} catch-up` : ""}`,
      ),
      contributionYears: fixed(Math.max(1, retire.value), `${Math.max(1, retire.value)} years, to retirement`),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      setupCostUsd: fixed(500, "prototype plan documents about $500"),
      administrationCostUsd: fixed(300, "recordkeeping and Form 5500-EZ about $300 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.contributionYears));
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "pretax",
      contributionUsd: v.annualContributionUsd,
      contributionYears: n,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    return {
      flows: [
        ...setup(v.setupCostUsd, "plan documents"),
        ...yearly(-v.administrationCostUsd, 0, n - 1, "cost", "recordkeeping and Form 5500-EZ"),
        ...flows,
      ],
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness,
      "The client owns a business whose earnings can fund the plan.",
      "A solo 401(k) needs self-employment or owner income; the notes show no business.",
    ),
    check(
      (ctx) =>
        ctx.facts.businessEntityType !== "c_corp" &&
        ctx.facts.businessEntityType !== "partnership" &&
        (ctx.facts.businessValueUsd === null || ctx.facts.businessValueUsd < 3_000_000),
      "The business looks owner-operated (a sole proprietorship, LLC, S corporation or professional corporation of modest size); confirm it has no full-time staff.",
      "A solo 401(k) suits an owner-only business; the notes describe a larger or multi-owner business that must cover staff.",
    ),
    // IRS, "One-participant 401(k) plans": the plan covers an owner with no employees (or the
    // owner and spouse); a business with staff must cover them in a regular 401(k).
    check(
      (ctx) => ctx.facts.businessHasEmployees !== true,
      "The notes do not say the business has employees beyond the owners (confirm: a solo plan is for an owner-only business).",
      "A solo 401(k) is only for a business with no employees besides the owners and their spouses; the notes say this one has staff.",
    ),
    check(
      (ctx) => isWorking(ctx),
      "The notes show earned income from the business to contribute from.",
      "Contributions need current business earnings, and the notes show the client retired or without earned income.",
    ),
  ),
  // A small owner-operated business (no stated value of $1M or more, not a C corporation or a
  // partnership) is the solo plan's market: the client's self-employment pay is the fact answered.
  answers: (ctx) => {
    const f = ctx.facts;
    return f.ownsBusiness &&
      f.businessHasEmployees !== true &&
      isWorking(ctx) &&
      f.businessEntityType !== "c_corp" &&
      f.businessEntityType !== "partnership" &&
      (f.businessOwnershipShare === null || f.businessOwnershipShare >= 1) &&
      ctx.household.balance.businessUsd < SOLO_BUSINESS_VALUE_USD &&
      (f.annualIncomeUsd ?? 0) > 0
      ? {
          urgency: "client-specific",
          reason: `The client earns from a small business of the client's own${f.businessEntityType ? ` (${f.businessEntityType.replace(/_/g, " ")})` : ""}: as both employee and employer the client can defer and add profit sharing to the §415(c) limit.`,
        }
      : null;
  },
  timeline: "Adopt by the business's tax-return due date; deferral elections by year end",
  keyBenefits: [
    "Up to the §415(c) limit plus catch-up each year",
    "Roth option for the deferral",
    "No staff testing or actuary",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "self-employed", "consult", "business", "save", "deduct"],
  explanation: {
    overview:
      "An owner with no employees other than a spouse can wear two hats: as employee, defer up to the elective deferral limit (plus catch-up); as employer, add up to 25% of W-2 pay (20% of net SE earnings for a sole proprietor). The total, up to the §415(c) limit, is deductible, or the deferral can be Roth.",
    keyComponents: ["Employee deferral", "Employer profit-sharing contribution", "Optional Roth and after-tax sources"],
    steps: [
      step(
        "Adopt",
        "Sign a prototype solo 401(k) with a provider that offers Roth and roll-ins.",
        "By the return due date",
        ["Plan adoption agreement", "EIN"],
      ),
      step(
        "Elect deferral",
        "Make the deferral election for the year (sole proprietors by 31 December).",
        "By year end",
        ["Deferral election"],
      ),
      step(
        "Fund",
        "Deposit deferrals and the employer contribution by the return due date.",
        "By the return due date",
        ["Net earnings calculation"],
      ),
      step("File", "File Form 5500-EZ once assets exceed $250,000.", "By 31 July (calendar year)", ["Form 5500-EZ"]),
    ],
    prerequisites: [
      "Self-employment or owner W-2 income",
      "No common-law employees working 1,000+ hours (or 500+ hours for 2–3 years)",
    ],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Accepts roll-ins of pre-tax IRAs, clearing the way for a backdoor Roth",
      "Creditor protection",
    ],
    taxAdvantages: ["Deductible contributions", "Tax-deferred growth", "Roth option"],
    risks: [
      risk(
        "Hiring staff",
        "Once an eligible employee is hired, the plan must cover them.",
        "Convert to a standard 401(k) or safe-harbour plan when hiring.",
      ),
      risk(
        "Shared deferral limit",
        "The deferral limit is shared with any employer 401(k).",
        "Coordinate deferrals across plans; the employer contribution has its own room.",
      ),
    ],
    marketRisks: ["Growth may be lower than assumed"],
    regulatoryConsiderations: ["Controlled-group rules can force coverage of employees of related businesses"],
    liquidityConsiderations: "Money locked until 59½ or separation; plan loans are allowed if the document permits.",
    alternatives: [
      { strategy: "cash-balance-plan", whyNotChosen: "Larger deductions but needs an actuary and funding commitment." },
      {
        strategy: "spouse-on-payroll-retirement-plan",
        whyNotChosen: "Adds a second set of contributions when the spouse works in the business; can be combined.",
      },
    ],
    uniqueAdvantages: ["Maximum defined contribution savings at minimal cost for an owner-only business"],
    successMetrics: [
      metric("Contribution", "Full §415(c) room each year", "Annually"),
      metric("Form 5500-EZ filed when required", "Every year above $250,000", "Annually"),
    ],
    qualitativeIndicators: ["Owner separates business and retirement cash"],
    warningSignals: ["Part-time staff approaching eligibility", "Missed 5500-EZ filing"],
    reviewSchedule: "Each year before the return is filed.",
    exitStrategy:
      "Terminate the plan and roll to an IRA, or convert to a multi-participant 401(k) when staff are hired.",
  },
});
