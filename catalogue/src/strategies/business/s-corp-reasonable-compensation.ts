import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import type { StateIncomeTaxInput } from "../../tax/state-income-tax.ts";
import {
  allOf,
  at,
  check,
  entityLabel,
  fixed,
  metric,
  payrollTaxOnWages,
  risk,
  round,
  selfEmploymentEarnings,
  selfEmploymentTax,
  setup,
  step,
  taxChange,
  yearly,
  yearsToRetirement,
} from "../kit.ts";

/**
 * S-corporation election with a reasonable salary (IRC §§1361–1362; Rev. Rul. 74-44). Minimum net
 * worth 500,000.
 *
 * An owner-operated LLC, partnership or sole proprietorship elects S status and pays the owner a
 * documented reasonable salary; the rest of the profit is distributed without Social Security or
 * Medicare tax. Each working year, compared with staying a sole proprietorship:
 *   + self-employment tax on the profit − Social Security and Medicare on the salary (both halves);
 *   − the income-tax difference on the household's return (the real calculator: the deductible
 *     half of self-employment tax and the employer's half of payroll tax, the §199A deduction on a
 *     smaller QBI but with W-2 wages, and the 0.9% additional Medicare tax on wages or
 *     self-employment earnings), with the business profit taken out of the household's wages;
 *   − California's 1.5% S-corporation franchise tax on the profit (Cal. Rev. & Tax. Code §23802(b))
 *     for a California business; − payroll and return costs.
 * Today's brackets and income stand in for later years (an assumption).
 */

/** Cal. Rev. & Tax. Code §23802(b): 1.5% tax on an S corporation's net income. */
const CALIFORNIA_S_CORP_RATE = 0.015;

const ELECTING = ["llc", "sole_proprietorship", "partnership"] as const;

/** An owner-operated business of a kind that can elect S status (ELECTING). */
const electingOwner = (ctx: StrategyContext) =>
  ctx.facts.ownsBusiness && (ELECTING as readonly (string | null)[]).includes(ctx.facts.businessEntityType);

/** "a partnership", "an …": the client's entity with its article, for the reasons. */
const aBusiness = (ctx: StrategyContext) => {
  const label = entityLabel(ctx.facts.businessEntityType);
  return `a${/^[aeiou]/i.test(label) ? "n" : ""} ${label}`;
};

/** The household's return with `profitUsd` of its wages taken out (to be put back as business income). */
const withoutProfit =
  (profitUsd: number) =>
  (i: StateIncomeTaxInput): StateIncomeTaxInput => ({
    ...i,
    wagesUsd: Math.max(0, (i.wagesUsd ?? 0) - profitUsd),
  });

/** Yearly saving of the election on the household, USD (positive: the S corporation pays less). */
function sCorpYearlySaving(ctx: StrategyContext, profitUsd: number, salaryUsd: number): number {
  const profit = Math.max(0, profitUsd);
  const salary = Math.min(Math.max(0, salaryUsd), profit);
  const se = selfEmploymentTax(ctx, profit);
  const payroll = payrollTaxOnWages(ctx, salary);
  const employerHalf = payroll / 2;
  const soleProprietor = taxChange(
    ctx,
    (i) => ({
      ...i,
      otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) + profit,
      adjustmentsUsd: (i.adjustmentsUsd ?? 0) + se / 2,
      selfEmploymentEarningsUsd: (i.selfEmploymentEarningsUsd ?? 0) + selfEmploymentEarnings(ctx, profit),
      qualifiedBusinesses: [...(i.qualifiedBusinesses ?? []), { qualifiedBusinessIncomeUsd: profit - se / 2 }],
    }),
    { base: withoutProfit(profit) },
  );
  const distributed = profit - salary - employerHalf;
  const sCorporation = taxChange(
    ctx,
    (i) => ({
      ...i,
      wagesUsd: (i.wagesUsd ?? 0) + salary,
      otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) + distributed,
      qualifiedBusinesses: [
        ...(i.qualifiedBusinesses ?? []),
        { qualifiedBusinessIncomeUsd: distributed, w2WagesUsd: salary },
      ],
    }),
    { base: withoutProfit(profit) },
  );
  const franchise = ctx.household.state === "CA" ? CALIFORNIA_S_CORP_RATE * (profit - salary - employerHalf) : 0;
  return se - payroll - (sCorporation - soleProprietor) - franchise;
}

export const sCorpReasonableCompensation = defineStrategy({
  id: "s-corp-reasonable-compensation",
  name: "S-Corporation Election with Reasonable Compensation",
  category: "Business Tax Planning",
  description:
    "An owner-operated LLC or sole proprietorship elects S-corporation status (or an S corporation resets its owner's pay), paying the owner a documented reasonable salary and taking the remaining profit as distributions, which bear no Social Security or Medicare tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year to retirement: self-employment tax(businessProfitUsd) − payroll tax(reasonableSalaryUsd, both halves) − [income tax as an S corporation − income tax as a sole proprietor] − California's 1.5% franchise tax where it applies",
    variables: ["businessProfitUsd", "reasonableSalaryUsd", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualComplianceUsd each year",
    variables: ["setupCostUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_compensation_required", "payroll_tax_compliance", "state_entity_taxes"],
  sources: [
    "IRC §1361, §1362 (S-corporation election; Form 2553)",
    "IRC §1401, §1402(a) (self-employment tax), §3101, §3111 (FICA)",
    "Rev. Rul. 74-44 (distributions recharacterised as wages)",
    "David E. Watson, P.C. v. United States, 668 F.3d 1008 (8th Cir. 2012)",
    "IRC §1411(c)(4) (distributions to active shareholders are not net investment income)",
    "IRC §199A(b)(2), (c)(4) (owner wages are not QBI but count as W-2 wages)",
    "Cal. Rev. & Tax. Code §23802(b) (1.5% S-corporation tax)",
  ],
  domain: "business",
  variables: {
    businessProfitUsd: { unit: "USD", description: "Business profit before owner pay, a year." },
    reasonableSalaryUsd: { unit: "USD", description: "Owner salary supported by market data, a year." },
    years: { unit: "years", description: "Years of operation until retirement." },
    setupCostUsd: { unit: "USD", description: "Election, payroll set-up and compensation study." },
    annualComplianceUsd: { unit: "USD", description: "Payroll service and the extra corporate return a year." },
  },
  defaults(ctx) {
    const profit = round((ctx.facts.annualIncomeUsd ?? 0) * 0.8);
    const salary = round(profit * 0.4);
    const years = yearsToRetirement(ctx);
    return {
      businessProfitUsd: fixed(
        profit,
        `profit about 80% of the stated household income (${formatUsd(profit)}), an assumption`,
      ),
      reasonableSalaryUsd: fixed(
        salary,
        `reasonable salary about 40% of profit (${formatUsd(salary)}), to be supported by market pay data`,
      ),
      years: fixed(years.value, years.assumption),
      setupCostUsd: fixed(3_000, "election, payroll set-up and compensation study, about $3,000"),
      annualComplianceUsd: fixed(3_500, "payroll service and Form 1120-S, about $3,500 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.years));
    const saved = sCorpYearlySaving(ctx, v.businessProfitUsd, v.reasonableSalaryUsd);
    const flows = [
      ...setup(v.setupCostUsd, "election, payroll set-up and compensation study"),
      ...yearly(-v.annualComplianceUsd, 0, n - 1, "cost", "payroll service and the S-corporation return"),
    ];
    for (let y = 0; y < n; y++)
      flows.push(
        at(y, saved, "incomeTax", "payroll and income tax saved by paying a salary and distributing the rest"),
      );
    return { flows };
  },
  sensitivity: {
    variable: "reasonableSalaryUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Salary 25% lower / base / 25% higher",
  },
  eligibility: allOf(
    check(
      electingOwner,
      (ctx) => `The client's business is ${aBusiness(ctx)}, which can elect S-corporation status.`,
      (ctx) =>
        ctx.facts.businessEntityType === "s_corp"
          ? "The business is already an S corporation; the election's saving is in place (its salary should still be reviewed each year)."
          : "The election suits an owner-operated LLC, partnership or sole proprietorship; the notes show none.",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) >= 100_000,
      (ctx) =>
        `Income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} leaves profit well above a reasonable salary to distribute.`,
      "The notes show no business income of $100,000 or more, where the payroll-tax saving covers the election's costs.",
    ),
  ),
  /**
   * The eligibility already asks for an owner-operated LLC, partnership or sole proprietorship with
   * $100,000 or more of income: every dollar of its profit bears self-employment tax (IRC §1401)
   * until the election, so the election answers that stated fact.
   */
  answers: (ctx) =>
    electingOwner(ctx)
      ? {
          urgency: "client-specific",
          reason: `The client's business is ${aBusiness(ctx)}, so all of its profit bears self-employment tax; an S election pays that tax on a reasonable salary only.`,
        }
      : null,
  timeline: "Election by 15 March for the current year (late-election relief under Rev. Proc. 2013-30)",
  keyBenefits: [
    "Profit above a reasonable salary escapes payroll tax",
    "Distributions are not subject to NIIT for active owners",
    "Salary level can be set to optimise §199A",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["s corp", "s-corp", "self-employ", "payroll"],
  explanation: {
    overview:
      "A sole proprietor pays self-employment tax on all profit. As an S corporation the owner pays payroll tax only on a reasonable salary; the remaining profit flows out as distributions without Social Security or Medicare tax.",
    keyComponents: [
      "S-corporation election on Form 2553",
      "Owner payroll at a documented reasonable salary",
      "Distributions in proportion to shares",
      "One class of stock",
    ],
    steps: [
      step("Study pay", "Benchmark the owner's role against market salary data.", "Weeks 1–2", ["Compensation study"]),
      step(
        "Elect",
        "File Form 2553 (the LLC may also need Form 8832 first).",
        "By 15 March or within 75 days of formation",
        ["Form 2553"],
      ),
      step(
        "Run payroll",
        "Put the owner on payroll with withholding and quarterly filings.",
        "From the election date",
        ["Payroll provider", "Form 941"],
      ),
      step("Distribute and file", "Pay distributions pro rata and file Form 1120-S with K-1s.", "Annually", [
        "Form 1120-S",
        "Schedule K-1",
      ]),
    ],
    prerequisites: [
      "Steady profit well above a reasonable salary",
      "Eligible shareholders (US individuals, certain trusts)",
    ],
    professionals: ["CPA", "Payroll provider", "Business attorney"],
    secondaryBenefits: [
      "Owner wages enable retirement-plan contributions",
      "Corporate formality can aid liability protection",
    ],
    taxAdvantages: ["Payroll tax saved on distributions", "Pass-through income keeps §199A where eligible"],
    risks: [
      risk(
        "Salary too low",
        "The IRS recharacterises distributions as wages with penalties.",
        "Document market pay; revisit yearly.",
      ),
      risk(
        "State taxes",
        "Some states tax S corporations (e.g. California's 1.5% franchise tax).",
        "Include state entity costs in the analysis.",
      ),
      risk(
        "Eligibility",
        "A second class of stock or an ineligible shareholder ends S status.",
        "Shareholder agreements restricting transfers.",
      ),
    ],
    marketRisks: ["Savings shrink if profits fall toward the salary level"],
    regulatoryConsiderations: ["Reasonable compensation is a facts-and-circumstances test"],
    liquidityConsiderations: "None; payroll adds routine compliance.",
    alternatives: [
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "Works with or without S status; wage levels interact.",
      },
      { strategy: "solo-401k", whyNotChosen: "Uses the owner's salary for large retirement contributions." },
    ],
    uniqueAdvantages: ["Simple structural change with recurring savings"],
    successMetrics: [
      metric("Payroll tax saved", "Matches the projection", "Annually"),
      metric("Salary supported by data", "Within the market range", "Annually"),
    ],
    qualitativeIndicators: ["Payroll filings on time"],
    warningSignals: ["Zero or token salary", "Disproportionate distributions"],
    reviewSchedule: "Annual compensation and profit review.",
    exitStrategy:
      "Revoke the election (5-year wait to re-elect) or convert; liquidating an S corporation can be taxable.",
  },
});
