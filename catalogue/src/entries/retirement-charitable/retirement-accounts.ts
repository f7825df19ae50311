import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { isMarried } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  contributionsGrowth,
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
  rothGrowthFormula,
  standardDeductionFor,
  step,
  v,
  yearsUntil,
} from "./shared.ts";

/**
 * Mega backdoor Roth: after-tax 401(k) contributions up to the §415(c) limit, converted in-plan to
 * Roth. Minimum net worth 1,000,000 (spec §3 table). Benefit: the tax a taxable account would
 * have paid on the growth, (FV of contributions − contributions) × growthTaxRate.
 */
export const megaBackdoorRoth: StrategyDefinition = {
  id: "mega-backdoor-roth",
  name: "Mega Backdoor Roth (After-Tax 401(k) Contributions Converted to Roth)",
  category: "Retirement Planning",
  description:
    "Where the employer's 401(k) accepts after-tax (non-Roth) contributions and allows in-plan Roth conversions or in-service withdrawals, the employee fills the gap between the elective deferral plus employer contributions and the §415(c) annual additions limit with after-tax money and converts it to Roth promptly, so all later growth is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula: rothGrowthFormula("afterTaxContributionUsd", "contributionYears"),
    variables: ["afterTaxContributionUsd", "growthRate", "contributionYears", "growthTaxRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "recordkeepingCostUsd × contributionYears",
    variables: ["recordkeepingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "plan_must_permit_after_tax_contributions",
    "acp_nondiscrimination_testing",
    "section_415c_limit",
  ],
  sources: [
    "IRC §415(c)(1)(A) (annual additions limit)",
    "IRC §402A(c)(4) (in-plan Roth rollover)",
    "IRC §401(m) (ACP test on after-tax contributions)",
    "IRS Notice 2014-54 (allocation of after-tax amounts on distribution)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  variables: [
    v("afterTaxContributionUsd", "USD", "After-tax contribution each year: room left under §415(c)."),
    v("growthRate", "rate", "Annual investment growth."),
    v("contributionYears", "years", "Years of contributions before retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth (long-term gains plus NIIT)."),
    v("recordkeepingCostUsd", "USD", "Plan processing of the conversions each year."),
  ],
  defaults(facts, tax) {
    const income = facts.annualIncomeUsd ?? 250_000;
    const match = Math.round(Math.min(income, tax.compensationLimit) * 0.04);
    const room = Math.max(0, tax.annualAdditionsLimit - tax.electiveDeferralLimit - match);
    const retireAt = facts.plannedRetirementAge ?? 65;
    return {
      afterTaxContributionUsd: {
        value: room,
        assumption: `${formatUsd(tax.annualAdditionsLimit)} §415(c) limit less the ${formatUsd(tax.electiveDeferralLimit)} deferral and an assumed 4% employer match of ${formatUsd(match)}${facts.annualIncomeUsd === null ? " (income not stated; 250,000 assumed)" : ""}`,
      },
      growthRate: growthFor(facts),
      contributionYears: yearsUntil(facts, retireAt, 1, 25, `of contributions to retirement at ${retireAt}`),
      growthTaxRate: gainsRateOf(facts, tax),
      recordkeepingCostUsd: fixed(150, "conversion processing about $150 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      contributionsGrowth(n(x, "afterTaxContributionUsd"), n(x, "growthRate"), n(x, "contributionYears")) *
      n(x, "growthTaxRate"),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "recordkeepingCostUsd"), years: n(x, "contributionYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasEmployerPlan,
      fits: "The client participates in an employer 401(k)-type plan, the only place after-tax contributions can be made.",
      fails:
        "A mega backdoor Roth needs an employer 401(k) that accepts after-tax contributions; the notes show no employer plan.",
    },
    when.highIncome(200_000),
    {
      test: (f) => f.primaryAge === null || f.primaryAge < (f.plannedRetirementAge ?? 70),
      fits: "The client is still working, so contributions can be made from pay.",
      fails: "The client appears to be past retirement, and after-tax contributions need current pay.",
    },
  ),
  timeline: "1–2 payroll cycles once the plan feature is confirmed",
  keyBenefits: [
    "Moves up to the §415(c) limit into Roth each year with no income limit",
    "Growth and qualified withdrawals are tax-free",
    "Roth accounts have no lifetime RMDs for the owner and pass income-tax-free to heirs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "tax-free", "save", "401k"],
  explanation: {
    overview:
      "A high earner who already makes the maximum elective deferral can add after-tax contributions up to the §415(c) limit, then convert them to Roth straight away (in-plan Roth rollover under §402A(c)(4) or an in-service rollover to a Roth IRA). Converting promptly means only a few days' earnings are taxed; everything after is Roth growth.",
    keyComponents: [
      "After-tax contribution source in the 401(k) plan",
      "Automatic in-plan Roth conversion or in-service distribution to a Roth IRA",
      "§415(c) limit shared with the deferral and employer contributions",
    ],
    steps: [
      step(
        "Confirm plan features",
        "Read the summary plan description for after-tax contributions and in-plan conversions; ask HR about any per-year cap from ACP testing.",
        "Week 1",
        ["Summary plan description", "HR confirmation"],
      ),
      step(
        "Size the contribution",
        "Compute room: §415(c) limit less the deferral and expected employer match; spread it across payroll.",
        "Week 2",
        ["Pay schedule", "Employer match formula"],
      ),
      step(
        "Elect and automate",
        "Set the after-tax payroll percentage and elect automatic conversion so earnings do not accumulate pre-conversion.",
        "Next payroll cycle",
        ["Payroll election", "Conversion election"],
      ),
      step("Report", "Check Form 1099-R coding; only pre-conversion earnings are taxable.", "Each January–April", [
        "Form 1099-R",
        "CPA review",
      ]),
    ],
    prerequisites: ["A plan that accepts after-tax contributions", "Cash flow to fund the contributions from pay"],
    professionals: ["Financial adviser", "Plan administrator / HR", "CPA"],
    secondaryBenefits: [
      "Roth balances diversify future tax exposure",
      "No RMDs during the owner's life (SECURE 2.0 §325 for Roth 401(k))",
    ],
    taxAdvantages: [
      "Tax-free growth and qualified withdrawals (§402A(d))",
      "Roth assets pass to heirs without income tax, though the 10-year rule still applies",
    ],
    risks: [
      risk(
        "ACP testing refunds",
        "Highly compensated employees' after-tax contributions can be refunded if the plan fails the §401(m) test.",
        "Ask for prior testing results; front-load early in the year only if the plan's testing allows.",
      ),
      risk(
        "Plan change",
        "The employer can remove the after-tax feature.",
        "Review the plan each year and redirect savings to a backdoor Roth IRA if it goes.",
      ),
      risk(
        "Pre-conversion earnings",
        "Earnings between contribution and conversion are taxable.",
        "Use automatic, same-day conversion.",
      ),
    ],
    marketRisks: ["Roth growth depends on market returns; a loss in a Roth cannot be deducted"],
    regulatoryConsiderations: [
      "Limits are indexed each year (Notice 2025-67 for 2026)",
      "Congress has proposed ending after-tax conversions more than once",
    ],
    liquidityConsiderations:
      "Contributions reduce take-home pay; converted contributions can be withdrawn, but earnings are locked until age 59½ and five years.",
    alternatives: [
      {
        strategy: "backdoor-roth-ira",
        whyNotChosen: "Capped at the IRA contribution limit, a fraction of the §415(c) room.",
      },
      {
        strategy: "cash-balance-plan",
        whyNotChosen: "Needs a business the client owns; this works through an employer's plan.",
      },
    ],
    uniqueAdvantages: ["The largest Roth funding route open to an employee, with no income limit"],
    successMetrics: [
      metric("After-tax contributions converted", "Full §415(c) room each year", "Annually"),
      metric("Taxable pre-conversion earnings", "Under $100 a year", "Annually at 1099-R time"),
    ],
    qualitativeIndicators: ["Client sees Roth balances as long-term, last-spent money"],
    warningSignals: ["Conversions not processed each pay period", "ACP refund notices"],
    reviewSchedule: "Each plan year when limits change, and whenever the employer amends the plan.",
    exitStrategy: "Stop the after-tax election at any payroll; balances already converted stay Roth.",
  },
};

/**
 * Backdoor Roth IRA: a non-deductible traditional IRA contribution converted to Roth, for
 * households above the §408A(c)(3) income limit. Minimum net worth 250,000.
 */
export const backdoorRothIra: StrategyDefinition = {
  id: "backdoor-roth-ira",
  name: "Backdoor Roth IRA",
  category: "Retirement Planning",
  description:
    "A household whose income is above the Roth IRA limit makes a non-deductible traditional IRA contribution (Form 8606) and converts it to Roth. Conversions have no income limit since 2010, so the money ends up in a Roth IRA whose growth is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula: rothGrowthFormula("annualContributionUsd", "contributionYears"),
    variables: ["annualContributionUsd", "growthRate", "contributionYears", "growthTaxRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "filingCostUsd × contributionYears",
    variables: ["filingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["pro_rata_rule", "form_8606_required", "step_transaction_risk"],
  sources: [
    "IRC §408A(c)(3) (Roth contribution income limit)",
    "IRC §408A(d)(3) (conversions)",
    "IRC §408(d)(2) (pro-rata aggregation of IRAs)",
    "IRC §219(b)(5) (IRA limit and catch-up)",
    "IRS Notice 2025-67 (2026 limits and phase-out ranges)",
  ],
  variables: [
    v("annualContributionUsd", "USD", "Contributions each year for the household (each spouse's IRA)."),
    v("growthRate", "rate", "Annual growth."),
    v("contributionYears", "years", "Years of contributions."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("filingCostUsd", "USD", "Form 8606 preparation each year."),
  ],
  defaults(facts, tax) {
    const perPerson = (age: number | null) =>
      tax.iraContributionLimit + ((age ?? 0) >= 50 ? tax.iraCatchUpContribution : 0);
    const amount = perPerson(facts.primaryAge) + (isMarried(facts) ? perPerson(facts.spouseAge) : 0);
    const retireAt = facts.plannedRetirementAge ?? 70;
    return {
      annualContributionUsd: {
        value: amount,
        assumption: `${formatUsd(tax.iraContributionLimit)} IRA limit${isMarried(facts) ? " for each spouse" : ""}, plus the ${formatUsd(tax.iraCatchUpContribution)} catch-up at 50+ (${formatUsd(amount)})`,
      },
      growthRate: growthFor(facts),
      contributionYears: yearsUntil(facts, retireAt, 1, 30, `while earning, to about ${retireAt}`),
      growthTaxRate: gainsRateOf(facts, tax),
      filingCostUsd: fixed(100, "Form 8606 preparation about $100 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      contributionsGrowth(n(x, "annualContributionUsd"), n(x, "growthRate"), n(x, "contributionYears")) *
      n(x, "growthTaxRate"),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "filingCostUsd"), years: n(x, "contributionYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f, t) =>
        (f.annualIncomeUsd ?? 0) >= (isMarried(f) ? t.rothIraPhaseOutStartMarriedJoint : t.rothIraPhaseOutStartSingle),
      fits: (f) =>
        `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} is above the Roth IRA phase-out start, so direct Roth contributions are limited or barred.`,
      fails: (f, t) =>
        `A backdoor Roth is only needed above the Roth IRA phase-out start of ${formatUsd(isMarried(f) ? t.rothIraPhaseOutStartMarriedJoint : t.rothIraPhaseOutStartSingle)}; the notes show lower or unstated income, so a direct Roth contribution works.`,
    },
    {
      test: (f) => f.primaryAge === null || f.primaryAge < (f.plannedRetirementAge ?? 75),
      fits: "The client still has earned income to support an IRA contribution.",
      fails: "IRA contributions need earned income, and the client appears to be retired.",
    },
  ),
  timeline: "2–4 weeks each year",
  keyBenefits: ["Roth access despite the income limit", "Tax-free growth and withdrawals", "No lifetime RMDs"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "tax-free", "ira"],
  explanation: {
    overview:
      "High earners cannot contribute to a Roth IRA directly, but anyone with earned income can make a non-deductible traditional IRA contribution and convert it. If the client has no other pre-tax IRA balances, the conversion is almost tax-free.",
    keyComponents: ["Non-deductible traditional IRA contribution", "Roth conversion", "Form 8606 basis tracking"],
    steps: [
      step(
        "Check for pre-tax IRAs",
        "List all traditional, SEP and SIMPLE IRA balances at 31 December; any balance makes the conversion partly taxable under the pro-rata rule.",
        "Week 1",
        ["IRA statements"],
      ),
      step(
        "Clear the pro-rata problem",
        "Roll pre-tax IRA money into an employer plan or solo 401(k) that accepts roll-ins.",
        "Weeks 1–4",
        ["Plan roll-in acceptance"],
      ),
      step(
        "Contribute and convert",
        "Make the non-deductible contribution, then convert to the Roth IRA.",
        "Any time before the filing deadline",
        ["IRA and Roth IRA accounts"],
      ),
      step("File Form 8606", "Report the basis and the conversion each year.", "With the tax return", ["Form 8606"]),
    ],
    prerequisites: [
      "Earned income at least equal to the contributions",
      "No pre-tax IRA balances at year end (or a plan to roll them in)",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Roth IRAs pass to heirs income-tax-free", "Five-year clock starts on the first Roth IRA"],
    taxAdvantages: ["Tax-free growth (§408A(d)(1))", "No RMDs for the owner (§408A(c)(5))"],
    risks: [
      risk(
        "Pro-rata rule",
        "Pre-tax IRA balances make most of the conversion taxable.",
        "Roll pre-tax IRAs into an employer plan before 31 December.",
      ),
      risk(
        "Step-transaction challenge",
        "The IRS could treat the two steps as a direct Roth contribution.",
        "Congress's 2017 conference report accepts the technique; keep the steps separate and documented.",
      ),
    ],
    marketRisks: ["Growth assumptions may not be met"],
    regulatoryConsiderations: ["Proposals to end conversions of after-tax money recur", "Limits indexed yearly"],
    liquidityConsiderations: "Contributions can be withdrawn; earnings are locked until 59½ and five years.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Needs an employer plan that accepts after-tax contributions." },
      {
        strategy: "spousal-ira",
        whyNotChosen: "Applies when one spouse has no earned income; often combined with this.",
      },
    ],
    uniqueAdvantages: ["Works for anyone with earned income, whatever the income level"],
    successMetrics: [
      metric("Roth IRA contributions", "Full limit each year", "Annually"),
      metric("Tax on conversion", "Near zero (no pro-rata exposure)", "Annually"),
    ],
    qualitativeIndicators: ["Client keeps pre-tax money out of IRAs"],
    warningSignals: ["A rollover IRA opened after a job change", "Form 8606 not filed"],
    reviewSchedule: "Each January, before contributing, check the 31 December IRA balances.",
    exitStrategy: "Stop contributing in any year; existing Roth balances are unaffected.",
  },
};

/**
 * HSA maximised as a retirement account: deductible contributions, tax-free growth and tax-free
 * medical withdrawals. Minimum net worth 250,000.
 */
export const hsaRetirementMaximization: StrategyDefinition = {
  id: "hsa-retirement-maximization",
  name: "Health Savings Account Maximised as a Retirement Account",
  category: "Retirement Planning",
  description:
    "A client covered by a high-deductible health plan contributes the maximum to an HSA each year, pays current medical bills from cash, invests the HSA for growth and keeps receipts, so the account becomes a triple-tax-advantaged fund for medical costs in retirement.",
  benefitCalculation: {
    type: "percentage",
    formula: `hsaContributionUsd × contributionYears × marginalRate + ${rothGrowthFormula("hsaContributionUsd", "contributionYears")}`,
    variables: ["hsaContributionUsd", "contributionYears", "marginalRate", "growthRate", "growthTaxRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "accountFeeUsd × contributionYears",
    variables: ["accountFeeUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["hdhp_coverage_required", "medicare_ends_contributions", "non_medical_withdrawal_penalty"],
  sources: [
    "IRC §223(a), (b) (deduction and limits)",
    "IRC §223(f)(1), (f)(4) (tax-free medical withdrawals; 20% additional tax before 65)",
    "IRC §223(b)(7) (Medicare enrolment ends eligibility)",
    "Rev. Proc. 2025-19 (2026 limits)",
    "Pub. L. 119-21 §71307–§71308 (bronze and catastrophic plans, direct primary care from 2026)",
  ],
  variables: [
    v("hsaContributionUsd", "USD", "HSA contribution each year, including catch-ups."),
    v("contributionYears", "years", "Years of contributions until Medicare."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("growthRate", "rate", "Annual growth of the invested HSA."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("accountFeeUsd", "USD", "HSA investment account fee each year."),
  ],
  defaults(facts, tax) {
    const base = isMarried(facts) ? tax.hsaFamilyLimit : tax.hsaSelfOnlyLimit;
    const catchUps =
      ((facts.primaryAge ?? 0) >= 55 ? 1 : 0) + (isMarried(facts) && (facts.spouseAge ?? 0) >= 55 ? 1 : 0);
    const amount = base + catchUps * tax.hsaCatchUpContribution;
    return {
      hsaContributionUsd: {
        value: amount,
        assumption: `${isMarried(facts) ? "family" : "self-only"} limit ${formatUsd(base)} plus ${catchUps} age-55 catch-up${catchUps === 1 ? "" : "s"} of ${formatUsd(tax.hsaCatchUpContribution)}`,
      },
      contributionYears: yearsUntil(facts, 65, 1, 40, "to Medicare at 65"),
      marginalRate: ordinaryRateOf(facts, tax),
      growthRate: growthFor(facts),
      growthTaxRate: gainsRateOf(facts, tax),
      accountFeeUsd: fixed(50, "investment account fee about $50 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      n(x, "hsaContributionUsd") * n(x, "contributionYears") * n(x, "marginalRate") +
      contributionsGrowth(n(x, "hsaContributionUsd"), n(x, "growthRate"), n(x, "contributionYears")) *
        n(x, "growthTaxRate"),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "accountFeeUsd"), years: n(x, "contributionYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    when.ageBelow(65, "HSA contributions stop once Medicare coverage begins"),
    when.highIncome(150_000),
    {
      test: (f) => f.hasEmployerPlan || f.ownsBusiness,
      fits: "The client has employer or business health coverage through which a high-deductible plan can be chosen; confirm HDHP coverage.",
      fails:
        "The notes mention no employer or business health coverage; HSA contributions need high-deductible plan coverage.",
    },
  ),
  timeline: "At open enrolment; contributions until the tax-filing deadline",
  keyBenefits: [
    "Deductible contributions (pre-FICA through a cafeteria plan)",
    "Tax-free investment growth",
    "Tax-free withdrawals for medical costs, including Medicare premiums in retirement",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "health", "medical", "hsa", "tax"],
  explanation: {
    overview:
      "The HSA is the only account that is deductible going in, grows tax-free and comes out tax-free for qualified medical costs. Treated as a retirement account, invested and left to grow while current bills are paid from cash, it becomes a dedicated fund for retirement health costs.",
    keyComponents: [
      "High-deductible health plan coverage",
      "Maximum annual contribution",
      "Invested HSA balance",
      "Saved receipts for later reimbursement",
    ],
    steps: [
      step(
        "Confirm HDHP coverage",
        "Check the plan meets §223(c)(2) deductible and out-of-pocket limits; from 2026 bronze and catastrophic marketplace plans also qualify.",
        "Open enrolment",
        ["Plan summary"],
      ),
      step(
        "Fund the maximum",
        "Contribute through payroll (saves FICA too) or directly, with catch-ups at 55 for each spouse in their own HSA.",
        "Each year",
        ["HSA account", "Payroll election"],
      ),
      step(
        "Invest",
        "Move the balance above a small cash buffer into a diversified investment option.",
        "Within 30 days",
        ["HSA investment account"],
      ),
      step(
        "Keep receipts",
        "Pay current bills from cash and keep receipts; reimbursement can be taken tax-free years later.",
        "Ongoing",
        ["Receipt archive"],
      ),
    ],
    prerequisites: ["HDHP coverage and no disqualifying coverage", "Not enrolled in Medicare"],
    professionals: ["Financial adviser", "Benefits administrator", "CPA"],
    secondaryBenefits: [
      "Pays Medicare Part B/D premiums tax-free after 65",
      "After 65, non-medical withdrawals are taxed like a traditional IRA without penalty",
    ],
    taxAdvantages: ["Deduction under §223(a)", "Tax-free growth", "Tax-free qualified withdrawals"],
    risks: [
      risk(
        "Non-medical withdrawals before 65",
        "Taxed and subject to a 20% additional tax.",
        "Keep a cash emergency fund; use the HSA only for medical costs.",
      ),
      risk(
        "Beneficiary taxation",
        "A non-spouse beneficiary is taxed on the whole balance in the year of death.",
        "Name the spouse, or spend the HSA first on medical costs late in life.",
      ),
      risk(
        "Medicare six-month look-back",
        "Enrolling in Medicare Part A late back-dates coverage up to six months, making recent contributions excess.",
        "Stop contributions six months before applying for Social Security or Medicare.",
      ),
    ],
    marketRisks: ["Invested HSA balances can fall in value"],
    regulatoryConsiderations: ["State income tax: California and New Jersey tax HSA contributions and earnings"],
    liquidityConsiderations: "Funds are available any time for qualified medical costs, including old receipts.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "Gives tax-free growth but no deduction going in." },
      { strategy: "mega-backdoor-roth", whyNotChosen: "Larger, but no deduction and needs a plan feature." },
    ],
    uniqueAdvantages: ["The only account with a deduction in, tax-free growth and tax-free withdrawals"],
    successMetrics: [
      metric("HSA contribution", "Full limit each year", "Annually"),
      metric("Invested share of the HSA", "At least 90% above the cash buffer", "Annually"),
    ],
    qualitativeIndicators: ["Client pays routine medical bills from cash"],
    warningSignals: ["HSA spent on current bills", "Balance left in cash"],
    reviewSchedule: "Each open enrolment, and six months before Medicare enrolment.",
    exitStrategy: "Stop contributions at Medicare; the balance remains usable tax-free for medical costs for life.",
  },
};

/**
 * RMD planning before the required beginning age: planned IRA withdrawals in the lower-bracket
 * years before tax.rmdStartAge so RMDs do not push the household into a higher bracket later.
 * Minimum net worth 1,000,000.
 */
export const requiredMinimumDistributionPlanning: StrategyDefinition = {
  id: "required-minimum-distribution-planning",
  name: "Required Minimum Distribution Planning Before Age 73",
  category: "Retirement Planning",
  description:
    "RMDs start at age 73 and are the balance divided by the Uniform Lifetime Table factor (26.5 at 73). A large pre-tax balance can make them push the household into a higher bracket for life. Planned withdrawals in the years before the required beginning age, filling the current bracket, shrink the balance and the later RMDs.",
  benefitCalculation: {
    type: "percentage",
    formula: "plannedWithdrawalUsd × withdrawalYears × (rmdRate − currentRate)",
    variables: ["plannedWithdrawalUsd", "withdrawalYears", "rmdRate", "currentRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × withdrawalYears",
    variables: ["planningCostUsd", "withdrawalYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Optional: a qualified longevity annuity contract bought inside the IRA is excluded from the RMD balance until payments start (Treas. Reg. §1.401(a)(9)-6, Q&A-17).",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["rmd_excise_tax", "irmaa_surcharge", "bracket_projection_assumptions"],
  sources: [
    "IRC §401(a)(9)(C)(v) (applicable age 73, SECURE 2.0 Act §107)",
    "Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table)",
    "IRC §4974(a), (e) (25% excise tax, 10% if corrected)",
    "IRC §408(a)(6) (IRAs follow §401(a)(9))",
  ],
  variables: [
    v("plannedWithdrawalUsd", "USD", "Extra IRA withdrawal each year before RMDs start."),
    v("withdrawalYears", "years", "Years left before the required beginning age."),
    v("rmdRate", "rate", "Marginal rate once RMDs start, without planning."),
    v("currentRate", "rate", "Marginal rate today with the planned withdrawal."),
    v("planningCostUsd", "USD", "Annual tax projection."),
  ],
  defaults(facts, tax) {
    const balance = retirementBalanceOf(facts);
    const age = facts.primaryAge ?? 65;
    const years = clamp(Math.round(tax.rmdStartAge - age), 1, 13);
    const income = facts.annualIncomeUsd ?? 100_000;
    const bracket = isMarried(facts) ? tax.bracket32StartMarriedJoint : tax.bracket32StartMarriedJoint / 2;
    const room = Math.max(0, bracket + standardDeductionFor(facts, tax) - income);
    const withdrawal = Math.round(Math.min(room, (balance.value * 0.5) / years));
    const projectedRmd = (balance.value * 1.06 ** years) / tax.uniformLifetimeDivisorAtRmdStartAge;
    const rmdRate = rateAtGrossIncome(facts, tax, income + projectedRmd);
    const currentRate = rateAtGrossIncome(facts, tax, income + withdrawal);
    return {
      plannedWithdrawalUsd: {
        value: withdrawal,
        assumption: `fill the bracket below 32% (${formatUsd(room)} of room), at most half of the ${formatUsd(balance.value)} balance spread over ${years} years`,
      },
      withdrawalYears: {
        value: years,
        assumption: `${years} years until the required beginning age of ${tax.rmdStartAge}`,
      },
      rmdRate: {
        value: rmdRate,
        assumption: `first RMD of about ${formatUsd(projectedRmd)} (balance grown 6% a year ÷ ${tax.uniformLifetimeDivisorAtRmdStartAge}) on top of income puts the household at ${Math.round(rmdRate * 100)}%`,
      },
      currentRate: {
        value: currentRate,
        assumption: `${Math.round(currentRate * 100)}% on the planned withdrawals today`,
      },
      planningCostUsd: fixed(1_500, "annual tax projection about $1,500"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      n(x, "plannedWithdrawalUsd") * n(x, "withdrawalYears") * Math.max(0, n(x, "rmdRate") - n(x, "currentRate")),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "planningCostUsd"), years: n(x, "withdrawalYears") }),
  sensitivity: {
    variable: "plannedWithdrawalUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Planned withdrawals 25% smaller / base / larger",
  },
  eligibility: allOf(
    {
      test: (f, t) => f.primaryAge !== null && f.primaryAge >= t.rmdStartAge - 10 && f.primaryAge < t.rmdStartAge,
      fits: (f, t) =>
        `At ${f.primaryAge} the client has ${t.rmdStartAge - (f.primaryAge ?? 0)} years before RMDs start at ${t.rmdStartAge}.`,
      fails: (_f, t) =>
        `The planning window is the ten years before RMDs start at ${t.rmdStartAge}; the notes show an age outside it or none.`,
    },
    has.retirementBalanceAtLeast(1_000_000),
    {
      test: (f, t) => {
        const income = f.annualIncomeUsd ?? 0;
        const rmd =
          ((f.retirementAccountsUsd ?? 0) * 1.06 ** Math.max(0, t.rmdStartAge - (f.primaryAge ?? 0))) /
          t.uniformLifetimeDivisorAtRmdStartAge;
        return rateAtGrossIncome(f, t, income + rmd) > rateAtGrossIncome(f, t, income);
      },
      fits: "Projected RMDs would push the household into a higher bracket than today's.",
      fails: "Projected RMDs would not raise the household's bracket, so withdrawing early saves little.",
    },
  ),
  timeline: "Each year from retirement to age 73",
  keyBenefits: [
    "Lower lifetime tax on the IRA",
    "Smaller RMDs and lower Medicare IRMAA exposure",
    "Avoids the 25% excise tax for missed RMDs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "rmd", "ira", "income", "tax"],
  explanation: {
    overview:
      "The years between retirement and age 73 are often the lowest-income years of a client's life. Withdrawing from the IRA in those years at today's rate, up to the top of the current bracket, shrinks the balance that later RMDs are calculated on, so less of the IRA is taxed at the higher rate RMDs would otherwise force.",
    keyComponents: [
      "Projection of RMDs at 73 from the balance and the Uniform Lifetime Table",
      "Annual bracket-filling withdrawals",
      "RMD compliance from 73 (first RMD by 1 April of the next year)",
    ],
    steps: [
      step(
        "Project",
        "Project the balance to 73, the first RMD (balance ÷ 26.5) and the resulting bracket and IRMAA tier.",
        "Month 1",
        ["IRA statements", "Income projection"],
      ),
      step(
        "Set the annual withdrawal",
        "Withdraw each year up to the top of the current bracket, with withholding for the tax.",
        "Each November–December",
        ["Tax projection", "Withholding election"],
      ),
      step(
        "Coordinate",
        "Combine with Roth conversions, Social Security timing and charitable gifts (QCDs from 70½).",
        "Annually",
        ["Social Security estimate"],
      ),
      step(
        "Comply from 73",
        "Take each RMD by 31 December (the first by 1 April of the following year, which doubles up income in that year).",
        "From age 73",
        ["RMD calculation from the custodian"],
      ),
    ],
    prerequisites: ["A large pre-tax IRA or 401(k) balance", "Current income below the bracket RMDs would reach"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower taxable Social Security and IRMAA later",
      "Smaller pre-tax balance for heirs under the 10-year rule",
    ],
    taxAdvantages: ["Income taxed at today's lower rate instead of the later higher rate"],
    risks: [
      risk(
        "Future rates lower than projected",
        "If the household's income or tax law falls, early withdrawals pay tax too soon.",
        "Re-project each year and withdraw only up to the bracket boundary.",
      ),
      risk(
        "Missed RMDs",
        "A missed RMD costs a 25% excise tax (10% if corrected within two years).",
        "Automate RMDs with the custodian from 73.",
      ),
    ],
    marketRisks: ["Market falls reduce the balance and the later RMDs, lowering the benefit"],
    regulatoryConsiderations: ["The applicable age rises to 75 for those born in 1960 or later (§401(a)(9)(C)(v)(II))"],
    liquidityConsiderations:
      "Withdrawals add after-tax cash to the taxable account; they can fund spending and delay Social Security.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen:
          "Converting instead of withdrawing also removes later growth from tax but needs cash to pay the tax.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Only from 70½ and only for money going to charity.",
      },
    ],
    uniqueAdvantages: ["Uses the low-income window that closes at 73"],
    successMetrics: [
      metric("Projected first RMD", "Below the amount that reaches the next bracket", "Annually"),
      metric("Marginal rate on withdrawals", "At or below today's bracket", "Annually"),
    ],
    qualitativeIndicators: ["Client comfortable taking IRA income before it is required"],
    warningSignals: ["Withdrawals crossing into the next bracket or IRMAA tier", "RMD deadlines missed"],
    reviewSchedule: "Each autumn with a tax projection, until and after age 73.",
    exitStrategy: "Stop the extra withdrawals in any year; RMDs from 73 continue as required.",
  },
};

/**
 * Spousal IRA: IRA contributions for a spouse with little or no earned income, based on the
 * working spouse's compensation (§219(c)). Minimum net worth 250,000.
 */
export const spousalIra: StrategyDefinition = {
  id: "spousal-ira",
  name: "Spousal IRA (Including Spousal Backdoor Roth)",
  category: "Retirement & Compensation",
  description:
    "A married couple filing jointly can fund an IRA for a spouse with little or no earned income, using the working spouse's compensation. For high earners the spouse's IRA is funded as a non-deductible contribution and converted to Roth, doubling the household's Roth savings.",
  benefitCalculation: {
    type: "percentage",
    formula: rothGrowthFormula("spouseContributionUsd", "contributionYears"),
    variables: ["spouseContributionUsd", "growthRate", "contributionYears", "growthTaxRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "filingCostUsd × contributionYears",
    variables: ["filingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["joint_return_required", "pro_rata_rule", "form_8606_required"],
  sources: [
    "IRC §219(c) (spousal IRA)",
    "IRC §219(b)(5) (limit and catch-up)",
    "IRC §408A(c)(2), (d)(3) (Roth IRA contributions and conversions)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  variables: [
    v("spouseContributionUsd", "USD", "Contribution to the spouse's IRA each year."),
    v("growthRate", "rate", "Annual growth."),
    v("contributionYears", "years", "Years the working spouse keeps earning."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("filingCostUsd", "USD", "Form 8606 preparation each year."),
  ],
  defaults(facts, tax) {
    const amount = tax.iraContributionLimit + ((facts.spouseAge ?? 0) >= 50 ? tax.iraCatchUpContribution : 0);
    const retireAt = facts.plannedRetirementAge ?? 67;
    return {
      spouseContributionUsd: {
        value: amount,
        assumption: `${formatUsd(tax.iraContributionLimit)} IRA limit${(facts.spouseAge ?? 0) >= 50 ? ` plus the ${formatUsd(tax.iraCatchUpContribution)} catch-up` : ""} for the spouse`,
      },
      growthRate: growthFor(facts),
      contributionYears: yearsUntil(facts, retireAt, 1, 30, `while the working spouse earns, to about ${retireAt}`),
      growthTaxRate: gainsRateOf(facts, tax),
      filingCostUsd: fixed(100, "Form 8606 preparation about $100 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      contributionsGrowth(n(x, "spouseContributionUsd"), n(x, "growthRate"), n(x, "contributionYears")) *
      n(x, "growthTaxRate"),
  }),
  cost: (x) => ({ setup: 0, annual: n(x, "filingCostUsd"), years: n(x, "contributionYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    when.married,
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= 2 * (t.iraContributionLimit + t.iraCatchUpContribution),
      fits: "Household earned income covers both spouses' IRA contributions (§219(c) test).",
      fails: "A spousal IRA needs household earned income at least equal to both contributions; the notes show none.",
    },
    {
      test: (f) => f.primaryAge === null || f.primaryAge < (f.plannedRetirementAge ?? 70),
      fits: "The working spouse is still earning; confirm the other spouse has little or no earned income.",
      fails: "The working spouse appears to be retired, so there is no compensation to base a spousal IRA on.",
    },
  ),
  timeline: "1–2 weeks each year, by the filing deadline",
  keyBenefits: [
    "Doubles household IRA savings",
    "Builds Roth assets in the non-working spouse's name",
    "Each spouse gets tax-free growth",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "spouse", "ira", "roth"],
  explanation: {
    overview:
      "Without its own earnings a spouse cannot normally fund an IRA, but §219(c) lets a couple filing jointly use the working spouse's compensation. High earners fund it non-deductibly and convert to Roth; others may deduct it if the non-working spouse is not an active plan participant and income is below the §219(g) limits.",
    keyComponents: [
      "IRA in the non-working spouse's own name",
      "Joint return",
      "Non-deductible contribution and Roth conversion for high earners",
    ],
    steps: [
      step(
        "Confirm facts",
        "Check the couple files jointly and the working spouse's compensation covers both contributions.",
        "Week 1",
        ["Prior-year return"],
      ),
      step("Open accounts", "Open a traditional and a Roth IRA in the spouse's name.", "Week 1", [
        "Account applications",
      ]),
      step(
        "Contribute and convert",
        "Contribute, then convert to Roth (check the spouse has no other pre-tax IRA).",
        "By the filing deadline",
        ["Form 8606"],
      ),
    ],
    prerequisites: ["Married filing jointly", "Working spouse's compensation at least the total contributions"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Retirement assets held in each spouse's name", "Roth assets have no lifetime RMDs"],
    taxAdvantages: ["Tax-free Roth growth", "Possible deduction if income is within §219(g) limits"],
    risks: [
      risk(
        "Pro-rata rule",
        "A pre-tax IRA in the spouse's name makes the conversion taxable.",
        "Roll pre-tax IRAs into an employer plan first.",
      ),
      risk("Divorce", "The IRA belongs to the spouse.", "Treat it as part of overall marital planning."),
    ],
    marketRisks: ["Growth may be lower than assumed"],
    regulatoryConsiderations: ["Limits indexed yearly"],
    liquidityConsiderations: "Small annual amounts; contributions (not earnings) can be withdrawn from the Roth.",
    alternatives: [
      {
        strategy: "spouse-on-payroll-retirement-plan",
        whyNotChosen: "Needs a family business that can employ the spouse.",
      },
      { strategy: "backdoor-roth-ira", whyNotChosen: "Covers the earning spouse; this adds the second IRA." },
    ],
    uniqueAdvantages: ["The only way a non-earning spouse can have an IRA funded each year"],
    successMetrics: [
      metric("Spousal contributions", "Full limit each year", "Annually"),
      metric("Conversion tax", "Near zero", "Annually"),
    ],
    qualitativeIndicators: ["Both spouses engaged in retirement saving"],
    warningSignals: ["Separate returns filed", "Spouse's pre-tax IRA balance appears"],
    reviewSchedule: "Each year before the filing deadline.",
    exitStrategy: "Stop contributing in any year; balances stay invested.",
  },
};

/**
 * SECURE 2.0 super catch-up for ages 60–63 (§414(v)(2)(E)), which must be Roth for prior-year
 * FICA wages above tax.rothCatchUpWageThreshold from 2026 (§414(v)(7)). Minimum net worth 500,000.
 */
export const superCatchUp6063: StrategyDefinition = {
  id: "super-catch-up-60-63",
  name: "SECURE 2.0 Super Catch-Up Contributions, Ages 60–63",
  category: "Retirement & Compensation",
  description:
    "In the calendar years a participant turns 60, 61, 62 or 63, the 401(k)/403(b)/457(b) catch-up limit rises to the greater of $10,000 or 150% of the regular catch-up. From 2026 a participant whose prior-year FICA wages exceeded the threshold must make catch-ups as Roth, so the benefit is tax-free growth rather than a deduction.",
  benefitCalculation: {
    type: "percentage",
    formula: `(1 − rothShare) × [${preTaxFormula("superCatchUpUsd", "eligibleYears")}] × (1 + growthRate)^growthYears + rothShare × (FV × (1 + growthRate)^growthYears − superCatchUpUsd × eligibleYears) × growthTaxRate`,
    variables: [
      "superCatchUpUsd",
      "eligibleYears",
      "growthRate",
      "growthYears",
      "currentRate",
      "retirementRate",
      "growthTaxRate",
      "rothShare",
    ],
  },
  costCalculation: { type: "minimal", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["plan_must_offer_catch_up", "mandatory_roth_catch_up_high_earners", "age_window_60_63"],
  sources: [
    "IRC §414(v)(2)(E) (SECURE 2.0 Act §109)",
    "IRC §414(v)(7) (mandatory Roth catch-up, SECURE 2.0 Act §603)",
    "Treas. Reg. §1.414(v)-1, -2 (final catch-up regulations, September 2025)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  variables: [
    v("superCatchUpUsd", "USD", "Catch-up contribution each eligible year."),
    v("eligibleYears", "years", "Remaining calendar years at ages 60–63."),
    v("growthRate", "rate", "Annual growth."),
    v("growthYears", "years", "Further years of growth after the last catch-up, to the planned withdrawal."),
    v("currentRate", "rate", "Marginal rate today (value of a pre-tax deferral)."),
    v("retirementRate", "rate", "Rate on withdrawals in retirement."),
    v("growthTaxRate", "rate", "Rate a taxable account would pay on the growth."),
    v("rothShare", "ratio", "1 when catch-ups must be Roth (wages above the threshold), else 0."),
    v("adviceCostUsd", "USD", "Payroll and advice cost to set up."),
  ],
  defaults(facts, tax) {
    const age = facts.primaryAge ?? 60;
    const years = clamp(63 - age + 1, 0, 4);
    const roth = (facts.annualIncomeUsd ?? 0) > tax.rothCatchUpWageThreshold ? 1 : 0;
    return {
      superCatchUpUsd: {
        value: tax.catchUpContribution60To63,
        assumption: `the full ${formatUsd(tax.catchUpContribution60To63)} age 60–63 catch-up (it replaces the ${formatUsd(tax.catchUpContribution50)} age-50 catch-up; if the client already makes that, only the difference is new)`,
      },
      eligibleYears: {
        value: years,
        assumption: `${years} calendar years left at ages 60–63${facts.primaryAge === null ? " (age not stated; 60 assumed)" : ""}`,
      },
      growthRate: growthFor(facts),
      growthYears: yearsUntil(facts, 80, 5, 25, "of further growth, to about age 80"),
      currentRate: ordinaryRateOf(facts, tax),
      retirementRate: retirementRateOf(facts, tax),
      growthTaxRate: gainsRateOf(facts, tax),
      rothShare: {
        value: roth,
        assumption: roth
          ? `wages above the ${formatUsd(tax.rothCatchUpWageThreshold)} threshold, so catch-ups must be Roth`
          : `wages at or below the ${formatUsd(tax.rothCatchUpWageThreshold)} threshold, so catch-ups may be pre-tax`,
      },
      adviceCostUsd: fixed(250, "payroll change and advice about $250"),
    };
  },
  benefit: (x) => {
    const c = n(x, "superCatchUpUsd");
    const years = n(x, "eligibleYears");
    const g = n(x, "growthRate");
    const later = (1 + g) ** n(x, "growthYears");
    const roth = clamp(n(x, "rothShare"), 0, 1);
    const preTax =
      preTaxPlanAdvantage(c, g, years, n(x, "currentRate"), n(x, "retirementRate"), n(x, "growthTaxRate")) * later;
    const fv = contributionsGrowth(c, g, years) + c * years;
    const rothGain = Math.max(0, fv * later - c * years) * n(x, "growthTaxRate");
    return { taxSavings: (1 - roth) * preTax + roth * rothGain };
  },
  cost: (x) => ({ setup: n(x, "adviceCostUsd"), annual: 0, years: n(x, "eligibleYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.primaryAge !== null && f.primaryAge >= 60 && f.primaryAge <= 63,
      fits: (f) => `At ${f.primaryAge} the client is inside the age 60–63 super catch-up window.`,
      fails:
        "The super catch-up applies only in the years a participant turns 60 to 63; the notes show another or no age.",
    },
    {
      test: (f) => f.hasEmployerPlan || f.ownsBusiness,
      fits: "The client has an employer or business 401(k)-type plan to make catch-ups in.",
      fails: "Catch-up contributions need a 401(k), 403(b) or governmental 457(b) plan; the notes show none.",
    },
  ),
  timeline: "Next payroll cycle; up to four years",
  keyBenefits: [
    "Catch-up limit 40% higher than the age-50 amount for four years",
    "Roth catch-ups grow tax-free for high earners",
    "Boosts savings in the last working years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "catch-up", "401k", "save"],
  explanation: {
    overview:
      "SECURE 2.0 raised the catch-up for participants aged 60 through 63 to $11,250 (2025 and 2026). From 2026 a participant whose prior-year FICA wages from the employer exceeded the indexed threshold must make catch-ups as Roth, so for most wealthy clients this is a Roth savings boost in the final working years.",
    keyComponents: [
      "Age 60–63 window (by age at year end)",
      "Roth-only catch-ups above the wage threshold",
      "Plan must offer catch-ups",
    ],
    steps: [
      step(
        "Confirm the plan",
        "Check the plan offers catch-ups, the higher 60–63 limit and a Roth option (a plan without Roth cannot take catch-ups from high earners).",
        "Week 1",
        ["Plan document or HR confirmation"],
      ),
      step(
        "Set payroll",
        "Raise the deferral so the regular limit plus the super catch-up is reached by December.",
        "Next payroll",
        ["Payroll election"],
      ),
      step(
        "Track the window",
        "The higher limit ends in the year the participant turns 64; the age-50 limit then applies.",
        "Annually",
        ["Birth date on file"],
      ),
    ],
    prerequisites: ["Age 60–63 at year end", "A 401(k), 403(b) or governmental 457(b) with a catch-up feature"],
    professionals: ["Financial adviser", "Plan administrator / HR"],
    secondaryBenefits: ["Roth balances have no lifetime RMDs", "Diversifies tax exposure in retirement"],
    taxAdvantages: ["Roth catch-ups: tax-free growth", "Pre-tax catch-ups (below the wage threshold): deduction now"],
    risks: [
      risk(
        "Plan lacks Roth",
        "High earners cannot make catch-ups in a plan without a Roth feature.",
        "Ask the employer to add Roth or use other Roth routes.",
      ),
      risk("Cash flow", "Larger deferrals reduce take-home pay.", "Fund from bonus or reduce taxable saving instead."),
    ],
    marketRisks: ["Short window; returns over a few years are volatile"],
    regulatoryConsiderations: [
      "Catch-up limits and the wage threshold are indexed",
      "Final §414(v) regulations apply fully from 2027 with good-faith compliance before",
    ],
    liquidityConsiderations: "Contributions stay in the plan until separation or 59½ (already reached).",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Needs an after-tax feature; can be combined with this." },
      { strategy: "cash-balance-plan", whyNotChosen: "Far larger but needs a business the client owns." },
    ],
    uniqueAdvantages: ["A four-year window of extra deferral room at the peak of earnings"],
    successMetrics: [
      metric("Catch-up contributed", "Full super catch-up each eligible year", "Annually"),
      metric("Roth share of catch-ups (high earners)", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Client uses the last working years to close savings gaps"],
    warningSignals: ["Deferrals stop at the regular limit", "Payroll treats catch-ups as pre-tax for a high earner"],
    reviewSchedule: "Each January through the year the client turns 63.",
    exitStrategy: "Reduce the deferral at any payroll; the window closes on its own at 64.",
  },
};

/** Retirement-account strategies of this folder. */
export const RETIREMENT_ACCOUNT_STRATEGIES: readonly StrategyDefinition[] = [
  megaBackdoorRoth,
  backdoorRothIra,
  hsaRetirementMaximization,
  requiredMinimumDistributionPlanning,
  spousalIra,
  superCatchUp6063,
];
