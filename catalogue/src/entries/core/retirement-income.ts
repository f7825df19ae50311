import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { isMarried, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, metric, risk, step, v } from "./helpers.ts";

/** Retirement income, Medicare, NIIT and employee stock purchase strategies (see docs/catalogue.md). */

export const taxEfficientWithdrawalSequencing: StrategyDefinition = {
  id: "tax-efficient-withdrawal-sequencing",
  name: "Tax-Efficient Retirement Withdrawal Sequencing",
  category: "Retirement Planning",
  description:
    "Retirement spending is drawn from taxable, tax-deferred and Roth accounts in a planned order each year to fill low brackets and avoid spikes, rather than draining one account type at a time.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualSpendingUsd × rateSaving × years",
    variables: ["annualSpendingUsd", "rateSaving", "years"],
  },
  costCalculation: { type: "annual", formula: "planningCostUsd × years", variables: ["planningCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["rmd_requirements", "irmaa_thresholds"],
  sources: ["IRC §1 (brackets)", "IRC §401(a)(9) (RMDs)", "IRC §86 (Social Security taxation)"],
  variables: [
    v("annualSpendingUsd", "USD", "Spending withdrawn a year."),
    v("rateSaving", "rate", "Average rate saved by sequencing."),
    v("years", "years", "Years of retirement modelled."),
    v("planningCostUsd", "USD", "Planning a year."),
  ],
  defaults: (f) => ({
    annualSpendingUsd: {
      value: Math.round(Math.max(f.annualIncomeUsd ?? 0, (f.netWorthUsd ?? 0) * 0.04)),
      assumption: "spending about 4% of net worth (or current income)",
    },
    rateSaving: fixed(0.03, "3 points lower average rate"),
    years: fixed(20, "20 years"),
    planningCostUsd: fixed(500, "planning, about $500 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.annualSpendingUsd ?? 0) * (x.rateSaving ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.planningCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "rateSaving", mode: "add", spread: 0.015, description: "Saving 1.5 / 3 / 4.5 points" },
  eligibility: allOf(when.ageAtLeast(58, "withdrawals begin near retirement"), when.hasRetirementAccounts),
  timeline: "Annually",
  keyBenefits: ["Lower lifetime tax", "Smaller RMDs later", "Controls IRMAA and Social Security taxation"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "taxes", "comfortable"],
  explanation: explain({
    overview:
      "Which account pays for each year of retirement changes lifetime tax; a bracket-aware plan blends sources.",
    keyComponents: ["Bracket targets", "Roth conversions in gaps", "RMD and IRMAA planning"],
    steps: [
      step("Project", "Build a multi-year tax projection.", "Annually", ["Account balances"]),
      step("Withdraw", "Draw by plan.", "Through the year", ["Withdrawal schedule"]),
    ],
    prerequisites: ["Multiple account types"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Better legacy for heirs"],
    taxAdvantages: ["Lower average rate"],
    risks: [risk("Law changes", "Brackets may change.", "Re-plan yearly.")],
    regulatoryConsiderations: ["RMD age 73 (75 from 2033)"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "roth-conversion", whyNotChosen: "A tool within sequencing." },
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Satisfies RMDs through giving." },
    ],
    uniqueAdvantages: ["Free and repeatable"],
    successMetrics: [metric("Average tax rate", "Below the default plan", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Not applicable.",
  }),
};

export const socialSecurityClaimingStrategy: StrategyDefinition = {
  id: "social-security-claiming-strategy",
  name: "Social Security Claiming Strategy (Delay to 70)",
  category: "Retirement Planning",
  description:
    "The higher earner delays Social Security to 70, earning 8% a year in delayed credits and a larger survivor benefit for the spouse, while the portfolio bridges the gap.",
  benefitCalculation: {
    type: "flat",
    formula: "annualBenefitUsd × delayedCreditRate × delayYears × yearsCollected − annualBenefitUsd × delayYears",
    variables: ["annualBenefitUsd", "delayedCreditRate", "delayYears", "yearsCollected"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Social Security is an inflation-indexed lifetime annuity.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["longevity_dependent", "benefit_estimates"],
  sources: ["42 U.S.C. §402(w) (delayed retirement credits)", "42 U.S.C. §402(e), (f) (survivor benefits)"],
  variables: [
    v("annualBenefitUsd", "USD", "Benefit at full retirement age a year."),
    v("delayedCreditRate", "rate", "Credit per year of delay."),
    v("delayYears", "years", "Years delayed."),
    v("yearsCollected", "years", "Years collecting after 70 (including survivor)."),
    v("planningCostUsd", "USD", "Planning."),
  ],
  defaults: (f) => ({
    annualBenefitUsd: fixed(48_000, "about $48,000 at full retirement age (high earner)"),
    delayedCreditRate: fixed(0.08, "8% a year of delayed credits"),
    delayYears: { value: clamp(70 - Math.max(67, f.primaryAge ?? 67), 0, 3), assumption: "delay from 67 to 70" },
    yearsCollected: fixed(20, "20 years of collection by the couple"),
    planningCostUsd: fixed(300, "planning, about $300"),
  }),
  benefit: (x) => ({
    incomeStream: Math.max(
      0,
      (x.annualBenefitUsd ?? 0) * (x.delayedCreditRate ?? 0) * (x.delayYears ?? 0) * (x.yearsCollected ?? 0) -
        (x.annualBenefitUsd ?? 0) * (x.delayYears ?? 0),
    ),
  }),
  cost: (x) => ({ setup: x.planningCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "yearsCollected", mode: "add", spread: 5, description: "15 / 20 / 25 years collected" },
  eligibility: allOf({
    test: (f) => (f.primaryAge ?? 0) >= 60 && (f.primaryAge ?? 0) < 70,
    fits: (f) => `At ${f.primaryAge} the client has not yet passed age 70, so delaying can still raise the benefit.`,
    fails: "Claiming strategy matters between about 60 and 70.",
  }),
  timeline: "Before claiming",
  keyBenefits: ["Larger inflation-protected income for life", "Larger survivor benefit", "Longevity insurance"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "surviving", "spouse", "comfortable"],
  explanation: explain({
    overview:
      "Delaying the higher earner's benefit is the cheapest inflation-indexed annuity available and protects the surviving spouse.",
    keyComponents: ["Delayed credits", "Survivor benefit", "Portfolio bridge"],
    steps: [
      step("Estimate", "Get benefit estimates.", "Week 1", ["SSA statements"]),
      step("Plan the bridge", "Fund spending until 70.", "Before claiming", ["Withdrawal plan"]),
    ],
    prerequisites: ["Assets to bridge the delay"],
    professionals: ["Financial adviser"],
    secondaryBenefits: ["Less sequence-of-returns risk"],
    taxAdvantages: ["Up to 85% of benefits taxable; delay can shift income"],
    risks: [risk("Early death", "Fewer years collected.", "Survivor benefit offsets it for couples.")],
    regulatoryConsiderations: ["Trust fund outlook"],
    liquidityConsiderations: "Portfolio funds the gap.",
    alternatives: [
      { strategy: "qualified-longevity-annuity-contract", whyNotChosen: "Buys longevity cover from an insurer." },
      { strategy: "tax-efficient-withdrawal-sequencing", whyNotChosen: "Works alongside." },
    ],
    uniqueAdvantages: ["Inflation-indexed and guaranteed"],
    successMetrics: [metric("Claiming age", "70 for the higher earner", "At claiming")],
    reviewSchedule: "At 62 and at full retirement age.",
    exitStrategy: "Claim earlier if health changes.",
  }),
};

export const qualifiedLongevityAnnuityContract: StrategyDefinition = {
  id: "qualified-longevity-annuity-contract",
  name: "Qualified Longevity Annuity Contract (QLAC)",
  category: "Advanced Retirement Planning",
  description:
    "Part of an IRA buys a deferred income annuity starting as late as 85; that amount is excluded from RMDs until payments begin and provides longevity insurance.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "qlacPremiumUsd × marginalRate × rmdFactor × deferralYears + max(0, qlacPremiumUsd × (payoutRate × payoutYears − 1))",
    variables: ["qlacPremiumUsd", "marginalRate", "rmdFactor", "deferralYears", "payoutRate", "payoutYears"],
  },
  costCalculation: { type: "minimal", formula: "qlacPremiumUsd × costRate", variables: ["qlacPremiumUsd", "costRate"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Deferred lifetime income annuity inside the IRA.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["irrevocable_purchase", "insurer_credit_risk", "qlac_limit"],
  sources: ["Treas. Reg. §1.401(a)(9)-6, Q&A-17", "SECURE 2.0 Act §202 (limit $200,000, indexed)"],
  variables: [
    v("qlacPremiumUsd", "USD", "Premium from the IRA."),
    v("marginalRate", "rate", "Rate on RMDs avoided."),
    v("rmdFactor", "ratio", "Share of the premium that would be withdrawn each year as RMD."),
    v("deferralYears", "years", "Years RMDs are deferred."),
    v("payoutRate", "rate", "Annual payout as a share of premium once started."),
    v("payoutYears", "years", "Expected years of payout."),
    v("costRate", "rate", "Embedded cost as a share of premium."),
  ],
  defaults: (f, tax) => ({
    qlacPremiumUsd: {
      value: Math.round(Math.min(tax.qlacPremiumLimit, (f.retirementAccountsUsd ?? 0) * 0.25)),
      assumption: `25% of IRAs, within the ${tax.year} QLAC premium limit of $${tax.qlacPremiumLimit.toLocaleString("en-US")}`,
    },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    rmdFactor: fixed(0.04, "RMDs about 4% a year"),
    deferralYears: {
      value: clamp(85 - Math.max(73, f.primaryAge ?? 73), 1, 12),
      assumption: "RMD years from 73 to 85",
    },
    payoutRate: fixed(0.35, "payouts about 35% of premium a year from 85"),
    payoutYears: fixed(5, "about 5 years of payments"),
    costRate: fixed(0.02, "2% embedded cost"),
  }),
  benefit: (x) => ({
    taxSavings: (x.qlacPremiumUsd ?? 0) * (x.marginalRate ?? 0) * (x.rmdFactor ?? 0) * (x.deferralYears ?? 0),
    // Only payments beyond the return of the premium count as benefit.
    incomeStream: Math.max(0, (x.qlacPremiumUsd ?? 0) * ((x.payoutRate ?? 0) * (x.payoutYears ?? 0) - 1)),
  }),
  cost: (x) => ({ setup: (x.qlacPremiumUsd ?? 0) * (x.costRate ?? 0), annual: 0, years: 1 }),
  sensitivity: { variable: "payoutYears", mode: "add", spread: 3, description: "2 / 5 / 8 years of payments" },
  eligibility: allOf(
    when.ageAtLeast(60, "longevity annuities suit clients approaching RMD age"),
    when.hasRetirementAccounts,
    {
      test: (f) => f.riskTolerance !== "aggressive",
      fits: "The client values guaranteed late-life income.",
      fails: "An aggressive investor may prefer to keep the IRA invested.",
    },
  ),
  timeline: "Any time before 85",
  keyBenefits: ["Lower RMDs until payments start", "Income that cannot be outlived", "Simple longevity insurance"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "longevity", "comfortable", "rmd"],
  explanation: explain({
    overview:
      "A QLAC trades part of an IRA for guaranteed income late in life; the premium is excluded from RMD calculations until payments begin.",
    keyComponents: ["Deferred income annuity", "Start date up to 85", "Return-of-premium option"],
    steps: [
      step("Quote", "Compare carriers.", "Weeks 1–2", ["Quotes"]),
      step("Purchase", "Buy inside the IRA.", "Weeks 2–4", ["Application"]),
    ],
    prerequisites: ["An IRA balance"],
    professionals: ["Financial adviser", "Insurance adviser"],
    secondaryBenefits: ["Lets the rest of the portfolio take more risk"],
    taxAdvantages: ["RMD deferral on the premium"],
    risks: [risk("Early death", "Payments may never start.", "Return-of-premium death benefit.")],
    regulatoryConsiderations: ["Indexed dollar limit"],
    liquidityConsiderations: "Irrevocable; no cash value.",
    alternatives: [
      { strategy: "social-security-claiming-strategy", whyNotChosen: "Cheaper longevity cover if not yet claimed." },
      { strategy: "roth-conversion", whyNotChosen: "Reduces RMDs by paying tax now." },
    ],
    uniqueAdvantages: ["Pension-like income from an IRA"],
    successMetrics: [metric("Income floor", "Covers essential spending at 85+", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Irrevocable once bought.",
  }),
};

export const medicareIrmaaPlanning: StrategyDefinition = {
  id: "medicare-irmaa-planning",
  name: "Medicare IRMAA Surcharge Planning",
  category: "Tax Planning",
  description:
    "Income two years before each Medicare year is managed (QCDs, Roth timing, gain timing, appeals after life events) to stay under the income-related surcharge tiers on Part B and D premiums.",
  benefitCalculation: {
    type: "flat",
    formula: "annualSurchargeAvoidedUsd × people × years",
    variables: ["annualSurchargeAvoidedUsd", "people", "years"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd × years", variables: ["planningCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["two_year_lookback", "form_ssa_44_appeals"],
  sources: ["42 U.S.C. §1395r(i)", "20 CFR §418.1205 (life-changing events)", "CMS 2026 Part B premium fact sheet"],
  variables: [
    v("annualSurchargeAvoidedUsd", "USD", "Surcharge avoided per person a year."),
    v("people", "count", "People on Medicare."),
    v("years", "years", "Years modelled."),
    v("planningCostUsd", "USD", "Planning a year."),
  ],
  defaults: (f) => ({
    annualSurchargeAvoidedUsd: fixed(1_100, "one IRMAA tier avoided, about $1,100 a year per person (Part B and D)"),
    people: { value: isMarried(f) ? 2 : 1, assumption: isMarried(f) ? "both spouses" : "one person" },
    years: fixed(10, "10 years"),
    planningCostUsd: fixed(200, "planning, about $200 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.annualSurchargeAvoidedUsd ?? 0) * (x.people ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.planningCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "annualSurchargeAvoidedUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Surcharge half / base / 1.5×",
  },
  eligibility: allOf(when.ageAtLeast(63, "IRMAA uses income from two years before Medicare"), {
    test: (f) => (f.annualIncomeUsd ?? 0) >= 150_000 && (f.annualIncomeUsd ?? 0) <= 800_000,
    fits: "Income is near the IRMAA tiers, where planning moves the surcharge.",
    fails: "Income is well below the first tier or far above the top tier.",
  }),
  timeline: "Annually (two-year look-back)",
  keyBenefits: [
    "Lower Medicare premiums",
    "Appeals after retirement or other life events",
    "Coordinates with Roth and gain timing",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "medicare", "income", "taxes"],
  explanation: explain({
    overview:
      "Medicare premiums rise in steps with income from two years earlier; a dollar over a threshold can cost thousands.",
    keyComponents: ["MAGI two years prior", "Tier thresholds", "SSA-44 appeal"],
    steps: [
      step("Project", "Project MAGI against tiers.", "Q3", ["Projection"]),
      step("Adjust", "Time conversions and gains.", "Q4", ["Trade plan"]),
    ],
    prerequisites: ["Age 63+"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Fewer surprises in premiums"],
    taxAdvantages: ["Lower surcharges"],
    risks: [risk("Cliff effects", "Tiers are cliffs.", "Keep a margin under thresholds.")],
    regulatoryConsiderations: ["Thresholds indexed yearly"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Lowers MAGI through giving." },
      { strategy: "roth-conversion", whyNotChosen: "Raises MAGI now to lower it later." },
    ],
    uniqueAdvantages: ["Direct cash saving in retirement"],
    successMetrics: [metric("Tier", "Lowest feasible", "Annually")],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Not applicable.",
  }),
};

export const netInvestmentIncomeTaxPlanning: StrategyDefinition = {
  id: "net-investment-income-tax-planning",
  name: "Net Investment Income Tax Planning (§1411)",
  category: "Tax Planning",
  description:
    "Investment income is shifted or reclassified (municipal bonds, material participation, timing of gains, trust distributions to beneficiaries below the threshold) to reduce the 3.8% NIIT.",
  benefitCalculation: {
    type: "percentage",
    formula: "investmentIncomeShiftedUsd × 0.038 × years",
    variables: ["investmentIncomeShiftedUsd", "years"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd × years", variables: ["planningCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["material_participation_rules"],
  sources: ["IRC §1411", "Treas. Reg. §1.1411-4", "IRC §1411(b) (thresholds not indexed)"],
  variables: [
    v("investmentIncomeShiftedUsd", "USD", "Investment income moved out of NIIT a year."),
    v("years", "years", "Years modelled."),
    v("planningCostUsd", "USD", "Planning a year."),
  ],
  defaults: (f) => ({
    investmentIncomeShiftedUsd: {
      value: Math.round((f.taxableInvestmentsUsd ?? (f.netWorthUsd ?? 0) * 0.3) * 0.05 * 0.4),
      assumption: "40% of investment income (5% yield) shifted",
    },
    years: fixed(10, "10 years"),
    planningCostUsd: fixed(500, "planning, about $500 a year"),
  }),
  benefit: (x, tax) => ({
    taxSavings: (x.investmentIncomeShiftedUsd ?? 0) * tax.netInvestmentIncomeTaxRate * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.planningCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "investmentIncomeShiftedUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Shifted income half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.netInvestmentIncomeTaxThresholdMarriedJoint,
      fits: "Income is above the NIIT threshold, so investment income bears 3.8% more.",
      fails: "Income is below the NIIT threshold.",
    },
    {
      test: (f) => (f.taxableInvestmentsUsd ?? 0) >= 500_000 || f.hasInvestmentRealEstate,
      fits: "The client has investment income to restructure.",
      fails: "The notes show little investment income.",
    },
  ),
  timeline: "Annually",
  keyBenefits: [
    "Saves 3.8% on shifted income",
    "Thresholds are not indexed, so more clients are caught each year",
    "Coordinates with real estate and business planning",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes", "invest", "income"],
  explanation: explain({
    overview:
      "NIIT adds 3.8% on investment income above fixed thresholds; how income is earned and who earns it determines whether it applies.",
    keyComponents: ["Threshold management", "Material participation", "Tax-exempt income"],
    steps: [
      step("Map", "Classify investment income.", "Q3", ["Returns"]),
      step("Shift", "Reposition and time income.", "Q4", ["Plan"]),
    ],
    prerequisites: ["MAGI above the threshold"],
    professionals: ["CPA"],
    secondaryBenefits: ["Often lowers state tax too"],
    taxAdvantages: ["3.8% avoided"],
    risks: [risk("Reclassification", "Passive income stays subject.", "Document participation.")],
    regulatoryConsiderations: ["Thresholds fixed since 2013"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "municipal-bond-allocation", whyNotChosen: "One of the tools." },
      { strategy: "real-estate-professional-status", whyNotChosen: "Removes rental income from NIIT." },
    ],
    uniqueAdvantages: ["Targets a growing tax"],
    successMetrics: [metric("NIIT paid", "Down year on year", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Not applicable.",
  }),
};

export const employeeStockPurchasePlan: StrategyDefinition = {
  id: "employee-stock-purchase-plan",
  name: "Employee Stock Purchase Plan (§423) Optimisation",
  category: "Executive Benefits",
  description:
    "The employee contributes to the qualified ESPP, buys at up to a 15% discount with a look-back, and sells on a schedule that balances the discount, qualifying-disposition treatment and concentration risk.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualPurchaseUsd × discountRate × years − concentrationCost",
    variables: ["annualPurchaseUsd", "discountRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "taxOnDiscountUsd", variables: ["taxOnDiscountUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["section_423_limits", "concentration_risk"],
  sources: ["IRC §423", "IRC §421", "Treas. Reg. §1.423-2"],
  variables: [
    v("annualPurchaseUsd", "USD", "Purchases a year (up to $25,000 of stock value)."),
    v("discountRate", "rate", "Effective discount."),
    v("years", "years", "Years of participation."),
    v("taxOnDiscountUsd", "USD", "Ordinary tax on the discount."),
  ],
  defaults: (f, tax) => ({
    annualPurchaseUsd: fixed(21_250, "$25,000 of stock value bought at a 15% discount"),
    discountRate: fixed(0.15, "15% discount"),
    years: fixed(5, "5 years"),
    taxOnDiscountUsd: {
      value: Math.round(21_250 * 0.15 * 5 * marginalOrdinaryRate(f, tax)),
      assumption: "ordinary tax on the discount",
    },
  }),
  benefit: (x) => ({ incomeStream: (x.annualPurchaseUsd ?? 0) * (x.discountRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.taxOnDiscountUsd ?? 0, annual: 0, years: x.years ?? 1 }),
  sensitivity: {
    variable: "discountRate",
    mode: "add",
    spread: 0.05,
    description: "Discount 10% / 15% / 20% (look-back)",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasEmployerPlan && !f.ownsBusiness && (f.annualIncomeUsd ?? 0) >= 100_000,
      fits: "The client is an employee with benefits at a company likely to offer an ESPP.",
      fails: "ESPPs are for employees of public companies.",
    },
    when.ageBelow(67, "participation needs current employment"),
  ),
  timeline: "Next offering period",
  keyBenefits: [
    "Immediate 15% return on purchases",
    "Look-back can add more",
    "Small, regular diversification by selling",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["save", "employer", "stock", "income"],
  explanation: explain({
    overview:
      "A qualified ESPP is one of the best risk-adjusted returns available to employees if shares are sold regularly.",
    keyComponents: ["Offering periods", "15% discount and look-back", "Qualifying vs. disqualifying dispositions"],
    steps: [
      step("Enrol", "Elect payroll contributions.", "Offering period", ["Enrolment"]),
      step("Sell", "Sell on a set schedule.", "After each purchase", ["Trade plan"]),
    ],
    prerequisites: ["Employer ESPP"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Forced savings"],
    taxAdvantages: ["Qualifying dispositions treat most gain as capital gain"],
    risks: [risk("Concentration", "Adds employer risk to job risk.", "Sell promptly.")],
    regulatoryConsiderations: ["$25,000 annual limit"],
    liquidityConsiderations: "Payroll deductions until purchase.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Tax-free savings instead." },
      { strategy: "rule-10b5-1-trading-plan", whyNotChosen: "For insiders' larger sales." },
    ],
    uniqueAdvantages: ["Near-guaranteed discount"],
    successMetrics: [metric("Shares sold", "Within a quarter of purchase", "Quarterly")],
    reviewSchedule: "Each offering period.",
    exitStrategy: "Stop contributions any time.",
  }),
};

/** Retirement income, Medicare, NIIT and employee-equity strategies not covered by the themed folders. */
export const RETIREMENT_INCOME_STRATEGIES: readonly StrategyDefinition[] = [
  taxEfficientWithdrawalSequencing,
  socialSecurityClaimingStrategy,
  qualifiedLongevityAnnuityContract,
  medicareIrmaaPlanning,
  netInvestmentIncomeTaxPlanning,
  employeeStockPurchasePlan,
];
