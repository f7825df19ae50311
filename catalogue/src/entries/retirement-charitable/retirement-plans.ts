import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition, VariableValue } from "../../types.ts";
import {
  fixed,
  gainsRateOf,
  growthFor,
  has,
  metric,
  n,
  ordinaryRateOf,
  preTaxFormula,
  preTaxPlanAdvantage,
  rateAtGrossIncome,
  retirementBalanceOf,
  retirementRateOf,
  risk,
  standardDeductionFor,
  step,
  v,
  yearsUntil,
} from "./shared.ts";

/** Variables of the pre-tax plan advantage formula, in formula order. */
const PRE_TAX_VARIABLES = ["growthRate", "currentRate", "retirementRate", "growthTaxRate"];

/** The pre-tax plan advantage for a contribution variable and a years variable. */
const preTaxBenefit = (c: string, years: string) => (x: Record<string, number>) => ({
  taxSavings: preTaxPlanAdvantage(
    n(x, c),
    n(x, "growthRate"),
    n(x, years),
    n(x, "currentRate"),
    n(x, "retirementRate"),
    n(x, "growthTaxRate"),
  ),
});

/** Defaults shared by the pre-tax plans: growth, today's rate, retirement rate, growth tax rate. */
function preTaxDefaults(
  facts: TClientFacts,
  tax: TaxParameters,
  growth?: VariableValue,
): Record<string, VariableValue> {
  return {
    growthRate: growth ?? growthFor(facts),
    currentRate: ordinaryRateOf(facts, tax),
    retirementRate: retirementRateOf(facts, tax),
    growthTaxRate: gainsRateOf(facts, tax),
  };
}

/**
 * Largest lump sum a defined benefit plan can fund for the §415(b) limit at 62, USD: the limit
 * times an assumed annuity purchase rate of 13 (about 4.5% interest on current mortality).
 */
const lumpSumTarget = (tax: TaxParameters) => tax.definedBenefitLimit * 13;

/** Level contribution reaching `targetUsd` in `years` at `rate`: target × r ÷ ((1 + r)^n − 1). */
const sinkingFund = (targetUsd: number, rate: number, years: number) =>
  rate === 0 ? targetUsd / Math.max(1, years) : (targetUsd * rate) / ((1 + rate) ** Math.max(1, years) - 1);

/**
 * Net unrealized appreciation (§402(e)(4)). Minimum net worth 500,000 (spec §3 table).
 * Benefit: NUA × (ordinaryRate − capitalGainsRate); cost includes the time value of paying
 * ordinary tax on the shares' basis now rather than over the IRA's life.
 */
export const nuaStrategy: StrategyDefinition = {
  id: "nua-strategy",
  name: "Net Unrealized Appreciation (NUA) Distribution of Employer Stock",
  category: "Advanced Retirement Planning",
  description:
    "In a lump-sum distribution after a triggering event, employer shares in a qualified plan are distributed in kind to a taxable account. Only the plan's cost basis is ordinary income now; the net unrealized appreciation is taxed as long-term capital gain when sold, instead of as ordinary income on withdrawal from an IRA.",
  benefitCalculation: {
    type: "percentage",
    formula: "(employerStockValueUsd − costBasisUsd) × (ordinaryRate − capitalGainsRate)",
    variables: ["employerStockValueUsd", "costBasisUsd", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: {
    type: "one_time",
    formula: "adviceCostUsd + costBasisUsd × ordinaryRate × (1 − (1 + growthRate)^−deferralYears)",
    variables: ["adviceCostUsd", "costBasisUsd", "ordinaryRate", "growthRate", "deferralYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "lump_sum_distribution_required",
    "triggering_event_required",
    "early_distribution_penalty_on_basis",
  ],
  sources: [
    "IRC §402(e)(4)(B), (D) (NUA on a lump-sum distribution)",
    "Treas. Reg. §1.402(a)-1(b)(1)(i)",
    "Treas. Reg. §1.1411-8(b)(2) (NUA is not net investment income)",
    "IRC §72(t) (10% additional tax on the basis before 59½, separation at 55 excepted)",
    "IRC §1(h) (capital gains rates)",
  ],
  variables: [
    v("employerStockValueUsd", "USD", "Market value of the employer shares in the plan."),
    v("costBasisUsd", "USD", "The plan's cost basis in the shares (taxed as ordinary income now)."),
    v("ordinaryRate", "rate", "Rate the shares would bear as IRA withdrawals."),
    v("capitalGainsRate", "rate", "Long-term gains rate on the NUA (no NIIT on NUA)."),
    v("growthRate", "rate", "Return the rollover IRA would earn on the deferred tax."),
    v("deferralYears", "years", "Years an IRA rollover would have deferred tax on the basis."),
    v("adviceCostUsd", "USD", "Planning and execution."),
  ],
  defaults(facts, tax) {
    const plan = retirementBalanceOf(facts, 0.3);
    const income = facts.annualIncomeUsd ?? 0;
    const top = income >= tax.longTermCapitalGains20StartMarriedJoint || (facts.netWorthUsd ?? 0) >= 10_000_000;
    const niit = income >= tax.netInvestmentIncomeTaxThresholdMarriedJoint ? tax.netInvestmentIncomeTaxRate : 0;
    const nuaRate = top ? tax.longTermCapitalGainsTopRate : capitalGainsRate(facts, tax) - niit;
    return {
      employerStockValueUsd: {
        value: plan.value,
        assumption: `employer stock assumed 30% of the plan: ${plan.assumption}`,
      },
      costBasisUsd: {
        value: Math.round(plan.value * 0.2),
        assumption: "plan cost basis assumed 20% of the shares' value",
      },
      ordinaryRate: ordinaryRateOf(facts, tax),
      capitalGainsRate: {
        value: nuaRate,
        assumption: `${Math.round(nuaRate * 100)}% long-term gains rate on the NUA, without NIIT (Treas. Reg. §1.1411-8(b)(2))`,
      },
      growthRate: growthFor(facts),
      deferralYears: yearsUntil(facts, 80, 5, 25, "of IRA deferral, to about age 80"),
      adviceCostUsd: fixed(3_000, "planning and execution about $3,000"),
    };
  },
  benefit: (x) => ({
    taxSavings: Math.max(
      0,
      (n(x, "employerStockValueUsd") - n(x, "costBasisUsd")) * (n(x, "ordinaryRate") - n(x, "capitalGainsRate")),
    ),
  }),
  cost: (x) => ({
    setup:
      n(x, "adviceCostUsd") +
      Math.max(0, n(x, "costBasisUsd")) *
        n(x, "ordinaryRate") *
        (1 - (1 + n(x, "growthRate")) ** -n(x, "deferralYears")),
    annual: 0,
    years: 1,
  }),
  sensitivity: {
    variable: "costBasisUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Cost basis 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasEmployerStockInPlan,
      fits: "The client holds employer stock inside a qualified plan.",
      fails: "NUA needs employer stock inside a qualified plan; the notes show none.",
    },
    {
      test: (f) => (f.primaryAge ?? 0) >= 55 || f.plannedRetirementAge !== null,
      fits: "A triggering event (separation from service or age 59½) is at hand or planned.",
      fails:
        "A lump-sum distribution needs a triggering event (separation from service, age 59½, disability or death); the notes show neither an age of 55+ nor a planned retirement.",
    },
  ),
  timeline: "At separation from service or after 59½; the whole balance within one tax year",
  keyBenefits: [
    "Appreciation taxed at long-term gains rates instead of ordinary rates",
    "NUA is exempt from the 3.8% NIIT",
    "Shares moved out are not subject to RMDs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "employer stock", "company stock", "401k", "diversif"],
  explanation: {
    overview:
      "When a 401(k) holds highly appreciated employer stock, rolling everything to an IRA turns all that appreciation into ordinary income on withdrawal. A lump-sum distribution that moves the shares in kind to a brokerage account taxes only the plan's basis now; the appreciation is long-term gain whenever sold. The trade-off is paying ordinary tax on the basis immediately.",
    keyComponents: [
      "Triggering event: separation from service, age 59½, disability or death",
      "Lump-sum distribution of the whole plan balance within one tax year",
      "In-kind transfer of employer shares; the rest rolled to an IRA",
    ],
    steps: [
      step(
        "Get the basis",
        "Ask the plan for the cost basis of the shares, lot by lot if it tracks lots.",
        "Weeks 1–2",
        ["Plan basis statement"],
      ),
      step(
        "Choose the shares",
        "Distribute in kind only low-basis lots; roll high-basis lots to the IRA.",
        "Weeks 2–3",
        ["Lot-level analysis"],
      ),
      step(
        "Distribute within one year",
        "Empty every plan of the same type in one calendar year: shares to brokerage, the rest to an IRA.",
        "One tax year",
        ["Distribution forms", "Brokerage account"],
      ),
      step(
        "Pay and diversify",
        "Pay tax on the basis with the return; sell shares over time at long-term rates.",
        "Following April and ongoing",
        ["Estimated tax payment"],
      ),
    ],
    prerequisites: [
      "Employer shares in the plan with a low cost basis",
      "A triggering event",
      "Cash outside the plan to pay tax on the basis",
    ],
    professionals: ["CPA", "Financial adviser", "Plan administrator"],
    secondaryBenefits: ["Diversify out of employer stock at capital gains rates", "No RMDs on the distributed shares"],
    taxAdvantages: ["NUA taxed at long-term rates regardless of holding period", "No NIIT on the NUA"],
    risks: [
      risk(
        "Tax on the basis now",
        "Ordinary income on the basis is due in the distribution year, plus 10% before 59½ unless separated at 55 or later.",
        "Use NUA only when basis is a small share of value; roll high-basis lots instead.",
      ),
      risk(
        "Lump-sum failure",
        "A partial distribution or earlier-year distribution after the trigger can disqualify NUA.",
        "Plan all distributions with the administrator and complete them in one year.",
      ),
      risk(
        "Concentration",
        "Holding the shares keeps single-stock risk.",
        "Sell promptly or pair with an exchange fund or charitable gift.",
      ),
    ],
    marketRisks: ["A fall in the share price before the distribution cuts the NUA"],
    regulatoryConsiderations: ["No step-up in basis for NUA at death (it is income in respect of a decedent)"],
    liquidityConsiderations:
      "The distributed shares are fully liquid; the tax on the basis must be paid from other funds.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Pays ordinary rates on the whole value instead of only on the basis.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Can follow NUA: NUA shares given to a CRUT avoid the gain entirely.",
      },
    ],
    uniqueAdvantages: ["The only way to turn qualified-plan growth into capital gain"],
    successMetrics: [
      metric("Tax saved versus IRA rollover", "Positive after the cost of taxing the basis now", "At distribution"),
      metric("Employer stock share of net worth", "Below 10% within three years", "Annually"),
    ],
    qualitativeIndicators: ["Client ready to diversify out of employer stock"],
    warningSignals: ["Distributions spread across two tax years", "Share price falling toward the basis"],
    reviewSchedule: "Before any plan distribution and at the triggering event.",
    exitStrategy:
      "If basis is high or the stock falls, roll everything to an IRA instead; the decision is made at distribution.",
  },
};

/**
 * Roth conversions in low-bracket years (retirement before RMDs, sabbaticals, business-loss
 * years). Minimum net worth 500,000. Benefit: converted amount grown to withdrawal × (future
 * rate − rate today).
 */
export const rothConversionLowBracketYears: StrategyDefinition = {
  id: "roth-conversion-low-bracket-years",
  name: "Roth Conversions in Low-Bracket Years",
  category: "Advanced Retirement Planning",
  description:
    "In years when income is unusually low (after retirement and before RMDs and Social Security, or in a year with a business loss), the client converts pre-tax IRA money to Roth up to the top of the current bracket, paying tax at today's lower rate instead of the higher rate RMDs would face later.",
  benefitCalculation: {
    type: "percentage",
    formula: "conversionUsd × conversionYears × (1 + growthRate)^growthYears × (futureRate − currentRate)",
    variables: ["conversionUsd", "conversionYears", "growthRate", "growthYears", "futureRate", "currentRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × conversionYears",
    variables: ["planningCostUsd", "conversionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["conversion_irrevocable", "irmaa_two_year_lookback", "five_year_rule"],
  sources: [
    "IRC §408A(d)(3) (conversion taxed as ordinary income)",
    "IRC §408A(d)(6)(B)(iii) (recharacterisation of conversions repealed by Pub. L. 115-97 §13611)",
    "IRC §401(a)(9) (RMDs the conversion avoids)",
    "IRC §1(j) as made permanent by Pub. L. 119-21 §70101 (brackets)",
  ],
  variables: [
    v("conversionUsd", "USD", "Amount converted each year."),
    v("conversionYears", "years", "Number of low-bracket years."),
    v("growthRate", "rate", "Annual growth."),
    v("growthYears", "years", "Years from conversion to the withdrawal that would have been taxed."),
    v("futureRate", "rate", "Marginal rate RMDs would face without conversion."),
    v("currentRate", "rate", "Marginal rate on the conversion today."),
    v("planningCostUsd", "USD", "Tax projection each conversion year."),
  ],
  defaults(facts, tax) {
    const balance = retirementBalanceOf(facts);
    const age = facts.primaryAge ?? 62;
    const years = clamp(Math.round(tax.rmdStartAge - age), 1, 10);
    const income = facts.annualIncomeUsd ?? 100_000;
    const bracket = isMarried(facts) ? tax.bracket32StartMarriedJoint : tax.bracket32StartMarriedJoint / 2;
    const room = Math.max(0, bracket + standardDeductionFor(facts, tax) - income);
    const conversion = Math.round(Math.min(room, balance.value / years));
    const projectedRmd = (balance.value * 1.06 ** years) / tax.uniformLifetimeDivisorAtRmdStartAge;
    const futureRate = rateAtGrossIncome(facts, tax, income + projectedRmd);
    const currentRate = rateAtGrossIncome(facts, tax, income + conversion);
    return {
      conversionUsd: {
        value: conversion,
        assumption: `convert up to the top of the bracket below 32% (${formatUsd(room)} of room), at most the ${formatUsd(balance.value)} balance spread over ${years} years`,
      },
      conversionYears: {
        value: years,
        assumption: `${years} low-bracket years before RMDs start at ${tax.rmdStartAge}`,
      },
      growthRate: growthFor(facts),
      growthYears: yearsUntil(facts, 85, 5, 30, "from conversion to withdrawal, to about age 85"),
      futureRate: {
        value: futureRate,
        assumption: `RMDs of about ${formatUsd(projectedRmd)} a year (balance grown 6% ÷ ${tax.uniformLifetimeDivisorAtRmdStartAge}) on top of income: ${Math.round(futureRate * 100)}%`,
      },
      currentRate: { value: currentRate, assumption: `${Math.round(currentRate * 100)}% on the conversion today` },
      planningCostUsd: fixed(1_500, "tax projection about $1,500 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      n(x, "conversionUsd") *
      n(x, "conversionYears") *
      (1 + n(x, "growthRate")) ** n(x, "growthYears") *
      Math.max(0, n(x, "futureRate") - n(x, "currentRate")),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "planningCostUsd"), years: n(x, "conversionYears") }),
  sensitivity: {
    variable: "futureRate",
    mode: "add",
    spread: 0.04,
    description: "Future rate 4 points lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f, t) => f.primaryAge !== null && f.primaryAge < t.rmdStartAge,
      fits: (f, t) => `At ${f.primaryAge} the client has years left before RMDs start at ${t.rmdStartAge}.`,
      fails: (_f, t) =>
        `Low-bracket conversions are planned in the years before RMDs start at ${t.rmdStartAge}; the notes show an older or unstated age.`,
    },
    has.retirementBalanceAtLeast(250_000),
    {
      test: (f, t) =>
        f.annualIncomeUsd !== null &&
        f.annualIncomeUsd < (isMarried(f) ? t.bracket32StartMarriedJoint : t.bracket32StartMarriedJoint / 2),
      fits: (f) =>
        `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} leaves room in the lower brackets to convert at a low rate.`,
      fails:
        "Conversions pay off in low-income years, and the notes show income already at the 32% bracket or above, or no income figure.",
    },
  ),
  timeline: "Each year of the low-income window, usually in the fourth quarter",
  keyBenefits: [
    "Pays tax at today's lower bracket",
    "Shrinks future RMDs",
    "Leaves heirs a Roth instead of a taxable IRA",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "conversion", "rmd", "heirs", "tax"],
  explanation: {
    overview:
      "A Roth conversion is taxed as ordinary income in the year of conversion, so the best years to convert are those with unusually low income. Filling the current bracket each year before RMDs start moves money into a Roth at the lower rate, and the converted amount and its growth are never taxed again.",
    keyComponents: [
      "Bracket-filling conversion amount each year",
      "Tax paid from taxable cash, not the IRA",
      "Coordination with IRMAA, ACA credits and Social Security",
    ],
    steps: [
      step("Project", "Project income, RMDs at 73 and the brackets both ways.", "Month 1", [
        "IRA statements",
        "Tax return",
      ]),
      step(
        "Convert",
        "Convert the bracket-filling amount late in the year once income is known.",
        "Each November–December",
        ["Conversion request"],
      ),
      step(
        "Pay the tax",
        "Pay from taxable funds through estimated payments or withholding from other income.",
        "By the next quarterly deadline",
        ["Estimated tax voucher"],
      ),
      step("Repeat", "Re-run the projection each year; stop when income rises.", "Annually", ["Updated projection"]),
    ],
    prerequisites: ["Pre-tax IRA balance", "A year of low income", "Cash outside the IRA to pay the tax"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower RMDs and IRMAA later",
      "Roth passes to heirs income-tax-free (10-year rule still applies)",
    ],
    taxAdvantages: ["Tax-free growth after conversion", "No lifetime RMDs on Roth IRAs"],
    risks: [
      risk(
        "Future rate lower than today's",
        "A lower future rate makes conversion a loss.",
        "Convert only to the top of the current bracket and re-project each year.",
      ),
      risk(
        "No recharacterisation",
        "A conversion cannot be undone since 2018.",
        "Convert late in the year when income is known.",
      ),
      risk(
        "Medicare IRMAA",
        "Conversions at 63+ can raise Medicare premiums two years later.",
        "Size conversions against the IRMAA tiers.",
      ),
    ],
    marketRisks: ["A market fall after conversion means tax was paid on a higher value"],
    regulatoryConsiderations: ["Brackets were made permanent by Pub. L. 119-21, reducing the risk of a scheduled rise"],
    liquidityConsiderations:
      "The tax is paid from taxable accounts; converted amounts are locked for five years for those under 59½.",
    alternatives: [
      {
        strategy: "required-minimum-distribution-planning",
        whyNotChosen: "Withdrawing instead of converting leaves later growth taxable.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Removes IRA money tax-free only for gifts to charity, from 70½.",
      },
    ],
    uniqueAdvantages: ["Permanently removes the converted amount and its growth from income tax"],
    successMetrics: [
      metric("Marginal rate on conversions", "Below the projected RMD rate", "Annually"),
      metric("Projected first RMD", "Falling each year", "Annually"),
    ],
    qualitativeIndicators: ["Client willing to pay tax now for lower taxes later"],
    warningSignals: ["Conversion pushed into a higher bracket or IRMAA tier", "Tax paid from the IRA itself"],
    reviewSchedule: "Each autumn with a tax projection.",
    exitStrategy: "Stop converting in any year; earlier conversions stay Roth.",
  },
};

/**
 * Cash balance plan for a business owner (e.g. a dentist or physician practice). Minimum net
 * worth 1,000,000. Benefit: the pre-tax plan advantage of the annual pay credit.
 */
export const cashBalancePlan: StrategyDefinition = {
  id: "cash-balance-plan",
  name: "Cash Balance Plan for a Business Owner",
  category: "Retirement & Compensation",
  description:
    "A defined benefit plan that credits each participant with a pay credit and an interest credit, usually paired with a 401(k) profit-sharing plan. Older, high-earning owners of professional practices can deduct contributions several times the 401(k) limit, up to the amount that funds the §415(b) benefit.",
  benefitCalculation: {
    type: "percentage",
    formula: preTaxFormula("annualContributionUsd", "contributionYears"),
    variables: ["annualContributionUsd", "contributionYears", ...PRE_TAX_VARIABLES],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (administrationCostUsd + staffContributionUsd) × contributionYears",
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
    "IRC §415(b) (benefit limit)",
    "Treas. Reg. §1.401(a)(4)-8(c)(3) (cash balance plans), §1.411(b)(5)-1 (market-rate interest credits)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  variables: [
    v("annualContributionUsd", "USD", "Owner's deductible pay credit each year."),
    v("contributionYears", "years", "Years of contributions to the plan's retirement age."),
    v("growthRate", "rate", "Interest crediting rate."),
    v("currentRate", "rate", "Marginal rate of the deduction today."),
    v("retirementRate", "rate", "Rate on withdrawals in retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("setupCostUsd", "USD", "Plan design and documents."),
    v("administrationCostUsd", "USD", "Actuary, TPA and Form 5500 each year."),
    v("staffContributionUsd", "USD", "Contributions for staff needed to pass testing each year."),
  ],
  defaults(facts, tax) {
    const years = yearsUntil(facts, 65, 3, 20, "of contributions to age 65");
    const income = facts.annualIncomeUsd ?? 300_000;
    const needed = sinkingFund(lumpSumTarget(tax), 0.05, years.value);
    const contribution = Math.round(clamp(needed, 0, income * 0.5));
    return {
      annualContributionUsd: {
        value: contribution,
        assumption: `pay credit funding the §415(b) lump sum (${formatUsd(lumpSumTarget(tax))}, 13 × the ${formatUsd(tax.definedBenefitLimit)} limit) over ${years.value} years at 5%, at most half of income (${formatUsd(contribution)})`,
      },
      contributionYears: years,
      ...preTaxDefaults(facts, tax, fixed(0.05, "interest crediting rate 5% a year")),
      setupCostUsd: fixed(5_000, "plan design and documents about $5,000"),
      administrationCostUsd: fixed(4_000, "actuary, TPA and Form 5500 about $4,000 a year"),
      staffContributionUsd: fixed(12_000, "staff contributions about $12,000 a year (assumed small staff)"),
    };
  },
  benefit: preTaxBenefit("annualContributionUsd", "contributionYears"),
  cost: (x) => ({
    setup: n(x, "setupCostUsd"),
    annual: n(x, "administrationCostUsd") + n(x, "staffContributionUsd"),
    years: n(x, "contributionYears"),
  }),
  sensitivity: {
    variable: "annualContributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Contribution 25% lower / base / higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    when.highIncome(250_000),
    when.ageAtLeast(40, "age-weighted pay credits make the plan worthwhile from about 40"),
  ),
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
};

/**
 * §412(e)(3) fully insured defined benefit plan, funded only with guaranteed annuity (and
 * optionally life insurance) contracts. Minimum net worth 2,000,000.
 */
export const fullyInsuredDefinedBenefitPlan: StrategyDefinition = {
  id: "fully-insured-defined-benefit-plan",
  name: "Fully Insured Defined Benefit Plan (§412(e)(3))",
  category: "Advanced Retirement Planning",
  description:
    "A defined benefit plan funded exclusively with level-premium individual or group annuity contracts. Because the contracts credit only their low guaranteed rate, the deductible premium needed to fund the §415(b) benefit is larger than in a conventional plan, and the plan is exempt from minimum funding rules and actuarial certification.",
  benefitCalculation: {
    type: "percentage",
    formula: preTaxFormula("annualContributionUsd", "contributionYears"),
    variables: ["annualContributionUsd", "contributionYears", ...PRE_TAX_VARIABLES],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (administrationCostUsd + staffContributionUsd) × contributionYears",
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
    "IRC §415(b), §404(a)(1)",
    "Rev. Rul. 2004-20; Rev. Rul. 2004-21 (abusive designs)",
    "Rev. Proc. 2005-25 (valuing contracts distributed from plans)",
  ],
  variables: [
    v("annualContributionUsd", "USD", "Owner's deductible premium each year."),
    v("contributionYears", "years", "Years of premiums to the plan's retirement age."),
    v("growthRate", "rate", "Guaranteed contract crediting rate."),
    v("currentRate", "rate", "Marginal rate of the deduction today."),
    v("retirementRate", "rate", "Rate on withdrawals in retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("setupCostUsd", "USD", "Plan design and documents."),
    v("administrationCostUsd", "USD", "TPA, Form 5500 and contract charges each year."),
    v("staffContributionUsd", "USD", "Premiums for covered staff each year."),
  ],
  defaults(facts, tax) {
    const years = yearsUntil(facts, 65, 3, 15, "of premiums to age 65");
    const income = facts.annualIncomeUsd ?? 500_000;
    const needed = sinkingFund(lumpSumTarget(tax), 0.03, years.value);
    const contribution = Math.round(clamp(needed, 0, income * 0.6));
    return {
      annualContributionUsd: {
        value: contribution,
        assumption: `premium funding the §415(b) lump sum (${formatUsd(lumpSumTarget(tax))}) over ${years.value} years at a 3% guaranteed rate, at most 60% of income (${formatUsd(contribution)})`,
      },
      contributionYears: years,
      ...preTaxDefaults(facts, tax, fixed(0.03, "guaranteed contract rate 3% a year")),
      setupCostUsd: fixed(10_000, "plan design and documents about $10,000"),
      administrationCostUsd: fixed(5_000, "TPA, Form 5500 and contract charges about $5,000 a year"),
      staffContributionUsd: fixed(15_000, "premiums for covered staff about $15,000 a year (assumed small staff)"),
    };
  },
  benefit: preTaxBenefit("annualContributionUsd", "contributionYears"),
  cost: (x) => ({
    setup: n(x, "setupCostUsd"),
    annual: n(x, "administrationCostUsd") + n(x, "staffContributionUsd"),
    years: n(x, "contributionYears"),
  }),
  sensitivity: {
    variable: "annualContributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premium 25% lower / base / higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    when.highIncome(500_000),
    when.ageAtLeast(50, "the short funding period to retirement is what makes the premiums large"),
    {
      test: (f) => f.riskTolerance !== "aggressive",
      fits: "The client's risk tolerance suits guaranteed contracts.",
      fails: "An aggressive investor is better served by a cash balance plan than by low guaranteed contract rates.",
    },
  ),
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
      "For an owner in their 50s or 60s with high, stable income, a §412(e)(3) plan buys guaranteed annuity contracts whose low crediting rate requires large level premiums to reach the §415(b) benefit. The premiums are deductible; the guarantees remove investment risk; the plan is exempt from funding rules.",
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
};

/**
 * Inherited IRA bracket management under the SECURE Act 10-year rule. Minimum net worth 500,000.
 * Benefit: balance × (rate if taken in one year − rate if spread evenly).
 */
export const inheritedIraBracketManagement: StrategyDefinition = {
  id: "inherited-ira-bracket-management",
  name: "Inherited IRA 10-Year Rule Bracket Management",
  category: "Advanced Retirement Planning",
  description:
    "A non-spouse beneficiary of an IRA inherited after 2019 must empty it by the end of the tenth year after death, taking annual RMDs in years 1–9 if the owner had already started RMDs. Spreading withdrawals evenly across the ten years, timed to low-income years, keeps them out of the top bracket instead of taking a large lump in year ten.",
  benefitCalculation: {
    type: "percentage",
    formula: "inheritedIraUsd × (lumpSumRate − spreadRate)",
    variables: ["inheritedIraUsd", "lumpSumRate", "spreadRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × withdrawalYears",
    variables: ["planningCostUsd", "withdrawalYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["ten_year_rule", "annual_rmds_if_owner_had_started", "rmd_excise_tax"],
  sources: [
    "IRC §401(a)(9)(H) (SECURE Act §401, 10-year rule; eligible designated beneficiaries)",
    "Treas. Reg. §1.401(a)(9)-3(c)(5), §1.401(a)(9)-5(d) (final regulations, T.D. 10001, 2024)",
    "IRS Notice 2024-35 (excise tax relief through 2024)",
    "IRC §4974 (excise tax on missed RMDs)",
  ],
  variables: [
    v("inheritedIraUsd", "USD", "Balance of the inherited IRA."),
    v("lumpSumRate", "rate", "Marginal rate if the balance is taken in one year."),
    v("spreadRate", "rate", "Marginal rate with a tenth taken each year."),
    v("withdrawalYears", "years", "Years over which withdrawals are spread."),
    v("planningCostUsd", "USD", "Annual withdrawal projection."),
  ],
  defaults(facts, tax) {
    const balance = retirementBalanceOf(facts, 0.3);
    const income = facts.annualIncomeUsd ?? 150_000;
    const lump = rateAtGrossIncome(facts, tax, income + balance.value);
    const spread = rateAtGrossIncome(facts, tax, income + balance.value / 10);
    return {
      inheritedIraUsd: {
        value: balance.value,
        assumption: `inherited IRA assumed 30% of retirement assets: ${balance.assumption}`,
      },
      lumpSumRate: {
        value: lump,
        assumption: `${Math.round(lump * 100)}% on the whole balance in one year on top of income`,
      },
      spreadRate: { value: spread, assumption: `${Math.round(spread * 100)}% on a tenth of the balance each year` },
      withdrawalYears: fixed(10, "10 years under §401(a)(9)(H)"),
      planningCostUsd: fixed(750, "annual projection about $750"),
    };
  },
  benefit: (x) => ({
    taxSavings: n(x, "inheritedIraUsd") * Math.max(0, n(x, "lumpSumRate") - n(x, "spreadRate")),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "planningCostUsd"), years: n(x, "withdrawalYears") }),
  sensitivity: {
    variable: "inheritedIraUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Balance 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasInheritedIra,
      fits: "The client has inherited an IRA subject to the 10-year rule.",
      fails: "The notes mention no inherited IRA.",
    },
    {
      test: (f, t) =>
        (f.annualIncomeUsd ?? 0) < (isMarried(f) ? t.topBracketStartMarriedJoint : t.topBracketStartSingle),
      fits: "Income is below the 37% bracket, leaving room to spread withdrawals at lower rates.",
      fails: "Income is already in the 37% bracket, so spreading withdrawals saves little.",
    },
  ),
  timeline: "Plan in the year after death; withdrawals over ten years",
  keyBenefits: [
    "Keeps inherited IRA income out of the top bracket",
    "Avoids the 25% excise tax on missed annual RMDs",
    "Lets withdrawals be timed to low-income years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["inherit", "ira", "tax", "bracket"],
  explanation: {
    overview:
      "Since 2020 most non-spouse beneficiaries must empty an inherited IRA within ten years. Waiting until year ten stacks the whole balance on one year's income; withdrawing a planned amount each year, more in low-income years, keeps the income in lower brackets.",
    keyComponents: [
      "Beneficiary classification (eligible designated beneficiary or not)",
      "Annual RMDs if the owner had reached the required beginning date",
      "Bracket-filling withdrawal schedule",
    ],
    steps: [
      step(
        "Classify",
        "Confirm whether the client is an eligible designated beneficiary (spouse, minor child, disabled, chronically ill, not more than 10 years younger) who can stretch.",
        "Month 1",
        ["Death certificate", "Beneficiary form"],
      ),
      step(
        "Retitle",
        "Move the account to a properly titled inherited IRA by trustee-to-trustee transfer.",
        "Months 1–2",
        ["Custodian forms"],
      ),
      step(
        "Schedule",
        "Take at least the annual RMD if the owner had started RMDs; add bracket-filling withdrawals.",
        "Each year",
        ["RMD calculation", "Tax projection"],
      ),
      step("Empty by year ten", "Withdraw the remainder by 31 December of the tenth year.", "Year 10", [
        "Custodian confirmation",
      ]),
    ],
    prerequisites: [
      "An inherited IRA from a death after 2019",
      "A projection of the beneficiary's income for ten years",
    ],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower IRMAA and NIIT exposure",
      "Can fund the beneficiary's own Roth contributions or conversions",
    ],
    taxAdvantages: ["Income taxed at lower brackets", "Estate tax paid on the IRA gives a §691(c) deduction"],
    risks: [
      risk(
        "Missed annual RMDs",
        "Missing a required annual RMD costs a 25% excise tax.",
        "Automate the minimum with the custodian.",
      ),
      risk(
        "Income spikes",
        "A bonus or sale year coinciding with a large withdrawal raises the rate.",
        "Re-project each autumn and shift withdrawals.",
      ),
    ],
    marketRisks: ["The balance can grow or shrink, changing the yearly amounts"],
    regulatoryConsiderations: [
      "Final regulations (2024) require annual RMDs from 2025 where the owner had started RMDs",
    ],
    liquidityConsiderations: "Withdrawals add after-tax cash the beneficiary can invest or spend.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Inherited IRAs cannot be converted to Roth by non-spouse beneficiaries.",
      },
      {
        strategy: "ira-charitable-beneficiary",
        whyNotChosen: "A planning step for the client's own IRA, not for one already inherited.",
      },
    ],
    uniqueAdvantages: ["Uses the full ten-year window rather than one taxable year"],
    successMetrics: [
      metric("Marginal rate on withdrawals", "Below the top bracket", "Annually"),
      metric("Annual RMD taken", "On time each year", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiary coordinates withdrawals with other income"],
    warningSignals: ["No withdrawals in early years of a large account", "Account not retitled as inherited"],
    reviewSchedule: "Each autumn for ten years.",
    exitStrategy: "The account ends when emptied by year ten; withdrawals can be accelerated any year.",
  },
};

/**
 * Solo 401(k) for an owner-only business (owner and spouse). Minimum net worth 250,000.
 */
export const solo401k: StrategyDefinition = {
  id: "solo-401k",
  name: "Solo 401(k) for an Owner-Only Business",
  category: "Retirement & Compensation",
  description:
    "A 401(k) covering only the business owner (and a spouse who works in the business). The owner contributes as employee (the elective deferral plus catch-up) and as employer (up to 25% of W-2 pay, or 20% of net self-employment earnings), to the §415(c) limit, with a Roth option and no staff testing.",
  benefitCalculation: {
    type: "percentage",
    formula: preTaxFormula("annualContributionUsd", "contributionYears"),
    variables: ["annualContributionUsd", "contributionYears", ...PRE_TAX_VARIABLES],
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
    "IRC §404(a)(3), §404(a)(8) (employer deduction; self-employed earned income)",
    "IRC §415(c)(1)(A) (annual additions)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  variables: [
    v("annualContributionUsd", "USD", "Employee and employer contributions each year."),
    v("contributionYears", "years", "Years of contributions."),
    v("growthRate", "rate", "Annual growth."),
    v("currentRate", "rate", "Marginal rate of the deduction today."),
    v("retirementRate", "rate", "Rate on withdrawals in retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("setupCostUsd", "USD", "Plan documents."),
    v("administrationCostUsd", "USD", "Recordkeeping and Form 5500-EZ each year."),
  ],
  defaults(facts, tax) {
    const income = facts.annualIncomeUsd ?? 150_000;
    const catchUp = (facts.primaryAge ?? 0) >= 50 ? tax.catchUpContribution50 : 0;
    const base = Math.min(
      tax.annualAdditionsLimit,
      tax.electiveDeferralLimit + 0.2 * Math.min(income, tax.compensationLimit),
    );
    const amount = Math.round(Math.min(base, income) + catchUp);
    return {
      annualContributionUsd: {
        value: amount,
        assumption: `${formatUsd(tax.electiveDeferralLimit)} deferral plus 20% of net earnings (${formatUsd(income)}), capped at the ${formatUsd(tax.annualAdditionsLimit)} §415(c) limit${catchUp ? `, plus the ${formatUsd(catchUp)} catch-up` : ""}`,
      },
      contributionYears: yearsUntil(facts, facts.plannedRetirementAge ?? 65, 1, 30, "of contributions to retirement"),
      ...preTaxDefaults(facts, tax),
      setupCostUsd: fixed(500, "prototype plan documents about $500"),
      administrationCostUsd: fixed(300, "recordkeeping and Form 5500-EZ about $300 a year"),
    };
  },
  benefit: preTaxBenefit("annualContributionUsd", "contributionYears"),
  cost: (x) => ({
    setup: n(x, "setupCostUsd"),
    annual: n(x, "administrationCostUsd"),
    years: n(x, "contributionYears"),
  }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) =>
        f.businessEntityType !== "c_corp" &&
        f.businessEntityType !== "partnership" &&
        (f.businessValueUsd === null || f.businessValueUsd < 3_000_000),
      fits: "The business looks owner-operated (a sole proprietorship, LLC, S corporation or professional corporation of modest size); confirm it has no full-time staff.",
      fails:
        "A solo 401(k) suits an owner-only business; the notes describe a larger or multi-owner business that must cover staff.",
    },
    {
      test: (f) => f.primaryAge === null || f.primaryAge < (f.plannedRetirementAge ?? 75),
      fits: "The client still earns self-employment income to contribute from.",
      fails: "Contributions need current business earnings, and the client appears to be retired.",
    },
  ),
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
};

/**
 * Employing the spouse in the business so the spouse can make plan contributions too. Minimum
 * net worth 1,000,000. Cost: both halves of payroll tax on the spouse's wage, the employer half
 * net of its deduction at the current rate (conservative: ignores the Social Security benefit the
 * spouse earns and any owner payroll tax the wage displaces).
 */
export const spouseOnPayrollRetirementPlan: StrategyDefinition = {
  id: "spouse-on-payroll-retirement-plan",
  name: "Retirement Plan for a Spouse on Payroll",
  category: "Retirement & Compensation",
  description:
    "The business owner employs the spouse for real services at a reasonable wage. The spouse then makes elective deferrals and receives an employer contribution in the business's 401(k), doubling the household's qualified-plan savings, at the cost of payroll tax on the wage.",
  benefitCalculation: {
    type: "percentage",
    formula: preTaxFormula("spouseContributionUsd", "contributionYears"),
    variables: ["spouseContributionUsd", "contributionYears", ...PRE_TAX_VARIABLES],
  },
  costCalculation: {
    type: "annual",
    formula:
      "(spouseWageUsd × (socialSecurityTaxRate + medicareTaxRate) × (2 − currentRate) + payrollCostUsd) × contributionYears",
    variables: ["spouseWageUsd", "currentRate", "payrollCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["reasonable_compensation_required", "bona_fide_employment", "payroll_tax_cost"],
  sources: [
    "IRC §162(a)(1) (reasonable compensation for services rendered)",
    "IRC §402(g), §404(a)(3), §415(c) (deferral, employer deduction, annual additions)",
    "IRC §3101, §3111 (FICA)",
    "IRC §3121(b)(3) (the family-employment FICA exclusion does not reach a spouse working in the trade or business)",
  ],
  variables: [
    v("spouseWageUsd", "USD", "Spouse's annual wage for real services."),
    v("spouseContributionUsd", "USD", "Spouse's deferral plus employer contribution each year."),
    v("contributionYears", "years", "Years the spouse is employed."),
    v("growthRate", "rate", "Annual growth."),
    v("currentRate", "rate", "Household marginal rate today."),
    v("retirementRate", "rate", "Rate on withdrawals in retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("payrollCostUsd", "USD", "Payroll service cost each year."),
  ],
  defaults(facts, tax) {
    const wage = 60_000;
    const catchUp = (facts.spouseAge ?? 0) >= 50 ? tax.catchUpContribution50 : 0;
    const deferral = Math.min(tax.electiveDeferralLimit, wage * 0.5);
    const amount = Math.round(Math.min(tax.annualAdditionsLimit, deferral + 0.25 * wage) + catchUp);
    return {
      spouseWageUsd: fixed(wage, "a reasonable $60,000 wage for part-time office management"),
      spouseContributionUsd: {
        value: amount,
        assumption: `deferral of ${formatUsd(deferral)} (at most half the wage, so pay covers payroll tax) plus a 25% employer contribution${catchUp ? ` and the ${formatUsd(catchUp)} catch-up` : ""}`,
      },
      contributionYears: yearsUntil(facts, facts.plannedRetirementAge ?? 65, 1, 25, "of employment to retirement"),
      ...preTaxDefaults(facts, tax),
      payrollCostUsd: fixed(1_200, "payroll service about $1,200 a year"),
    };
  },
  benefit: preTaxBenefit("spouseContributionUsd", "contributionYears"),
  cost: (x, tax) => ({
    setup: 0,
    annual:
      n(x, "spouseWageUsd") * (tax.socialSecurityTaxRate + tax.medicareTaxRate) * (2 - n(x, "currentRate")) +
      n(x, "payrollCostUsd"),
    years: n(x, "contributionYears"),
  }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(when.married, when.ownsBusiness, when.highIncome(250_000)),
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
    prerequisites: ["A real role the spouse performs", "A business plan that lets the spouse enter"],
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
};

/** Retirement plan strategies of this folder. */
export const RETIREMENT_PLAN_STRATEGIES: readonly StrategyDefinition[] = [
  nuaStrategy,
  rothConversionLowBracketYears,
  cashBalancePlan,
  fullyInsuredDefinedBenefitPlan,
  inheritedIraBracketManagement,
  solo401k,
  spouseOnPayrollRetirementPlan,
];
