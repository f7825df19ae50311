import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor, metric, risk, step, v } from "./helpers.ts";

/** Tax, investment, business and equity strategies (second part of the catalogue). */

const portfolio = (f: { taxableInvestmentsUsd: number | null; netWorthUsd: number | null }) =>
  f.taxableInvestmentsUsd ?? (f.netWorthUsd ?? 0) * 0.3;

export const directIndexingTaxLossHarvesting: StrategyDefinition = {
  id: "direct-indexing-tax-loss-harvesting",
  name: "Direct Indexing with Tax-Loss Harvesting",
  category: "Investment Tax Planning",
  description:
    "The client owns the index's stocks directly in a separately managed account, so losses on individual positions can be harvested to offset gains elsewhere while tracking the index.",
  benefitCalculation: {
    type: "percentage",
    formula: "portfolioUsd × harvestRate × years × capitalGainsRate",
    variables: ["portfolioUsd", "harvestRate", "years", "capitalGainsRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "portfolioUsd × feeRate × years",
    variables: ["portfolioUsd", "feeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["wash_sale_rule", "tracking_error", "investment_risk"],
  sources: ["IRC §1091 (wash sales)", "IRC §1211(b) (capital loss limit)", "IRC §1212(b) (carryforward)"],
  variables: [
    v("portfolioUsd", "USD", "Taxable portfolio moved to direct indexing."),
    v("harvestRate", "rate", "Losses harvested each year as a share of the portfolio."),
    v("years", "years", "Years modelled."),
    v("capitalGainsRate", "rate", "Rate on the gains offset."),
    v("feeRate", "rate", "Extra annual fee over an index fund."),
  ],
  defaults: (f, tax) => ({
    portfolioUsd: { value: Math.round(portfolio(f)), assumption: "the taxable portfolio, or 30% of net worth" },
    harvestRate: fixed(0.02, "2% of the portfolio harvested a year (higher early, lower later)"),
    years: fixed(10, "10 years"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    feeRate: fixed(0.002, "0.2% a year above an index fund"),
  }),
  benefit: (x) => ({
    taxSavings: (x.portfolioUsd ?? 0) * (x.harvestRate ?? 0) * (x.years ?? 0) * (x.capitalGainsRate ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.portfolioUsd ?? 0) * (x.feeRate ?? 0), years: x.years ?? 0 }),
  sensitivity: { variable: "harvestRate", mode: "add", spread: 0.01, description: "Harvest 1% / 2% / 3% a year" },
  eligibility: allOf(
    {
      test: (f) => portfolio(f) >= 500_000,
      fits: "The client has a taxable portfolio large enough to own an index directly.",
      fails: "Direct indexing needs a taxable portfolio of about $500,000 or more.",
    },
    {
      test: (f) =>
        f.hasLowBasisStock || f.hasConcentratedStock || f.expectsLiquidityEvent || (f.annualIncomeUsd ?? 0) >= 250_000,
      fits: "The client has gains or high income that harvested losses can offset.",
      fails: "The notes show no gains for harvested losses to offset.",
    },
  ),
  timeline: "2–4 weeks",
  keyBenefits: [
    "Harvested losses offset gains and up to $3,000 of income a year",
    "Can diversify a concentrated position gradually",
    "Customisable (values, exclusions)",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes", "diversify", "gains", "invest"],
  explanation: explain({
    overview:
      "Owning the index's stocks individually turns market volatility into tax assets: positions below cost are sold and replaced with similar ones, banking losses while the portfolio keeps tracking its benchmark.",
    keyComponents: ["Separately managed account", "Automated loss harvesting", "Wash-sale controls"],
    steps: [
      step("Fund", "Move cash or in-kind securities into the account.", "Weeks 1–2", ["Account opening"]),
      step("Harvest", "The manager harvests losses through the year.", "Ongoing", [
        "Wash-sale coordination across accounts",
      ]),
      step("Report", "Use losses on the return; carry forward any excess.", "Annually", ["Form 8949"]),
    ],
    prerequisites: ["A taxable account"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: ["Personalised exclusions"],
    taxAdvantages: ["Losses offset gains; unused losses carry forward indefinitely"],
    risks: [
      risk(
        "Wash sales",
        "Repurchases within 30 days in any account disallow the loss.",
        "Coordinate all household accounts.",
      ),
      risk(
        "Lower basis",
        "Harvesting lowers basis, deferring rather than erasing tax.",
        "Hold to death for a step-up or give appreciated lots to charity.",
      ),
    ],
    regulatoryConsiderations: ["§1091 applies across the household's accounts, including IRAs"],
    liquidityConsiderations: "Fully liquid.",
    alternatives: [
      { strategy: "exchange-fund", whyNotChosen: "For diversifying a single large position without selling." },
      { strategy: "donor-advised-fund", whyNotChosen: "Removes gains by giving rather than offsetting them." },
    ],
    uniqueAdvantages: ["Creates tax assets from normal market movement"],
    successMetrics: [
      metric("Losses harvested", "At least 1% of the portfolio a year", "Annually"),
      metric("Tracking difference", "Within 1% of the index", "Annually"),
    ],
    reviewSchedule: "Quarterly manager review.",
    exitStrategy: "Convert back to funds at any time; embedded gains remain.",
  }),
};

export const assetLocation: StrategyDefinition = {
  id: "asset-location",
  name: "Tax-Efficient Asset Location",
  category: "Investment Planning",
  description:
    "Income-heavy assets (bonds, REITs) are held in tax-deferred accounts and tax-efficient equities in taxable accounts, reducing the annual tax drag on the whole portfolio.",
  benefitCalculation: {
    type: "percentage",
    formula: "investableAssetsUsd × taxDragReduction × years",
    variables: ["investableAssetsUsd", "taxDragReduction", "years"],
  },
  costCalculation: { type: "minimal", formula: "rebalancingCostUsd", variables: ["rebalancingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["investment_risk", "tax_law_change"],
  sources: ["IRC §1(h) (qualified dividends and long-term gains)", "IRC §408 / §401(k) (tax-deferred accounts)"],
  variables: [
    v("investableAssetsUsd", "USD", "Taxable and retirement assets together."),
    v("taxDragReduction", "rate", "Reduction in annual tax drag."),
    v("years", "years", "Years modelled."),
    v("rebalancingCostUsd", "USD", "One-time repositioning cost."),
  ],
  defaults: (f) => ({
    investableAssetsUsd: {
      value: Math.round((f.taxableInvestmentsUsd ?? 0) + (f.retirementAccountsUsd ?? 0)),
      assumption: "taxable plus retirement accounts",
    },
    taxDragReduction: fixed(0.002, "0.2% a year less tax drag (typical range 0.1–0.4%)"),
    years: fixed(20, "20 years"),
    rebalancingCostUsd: fixed(1_000, "repositioning, about $1,000"),
  }),
  benefit: (x) => ({ taxSavings: (x.investableAssetsUsd ?? 0) * (x.taxDragReduction ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.rebalancingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "taxDragReduction",
    mode: "add",
    spread: 0.001,
    description: "Drag saved 0.1% / 0.2% / 0.3% a year",
  },
  eligibility: allOf({
    test: (f) => (f.taxableInvestmentsUsd ?? 0) > 0 && (f.retirementAccountsUsd ?? 0) > 0,
    fits: "The client has both taxable and tax-deferred accounts to allocate across.",
    fails: "Asset location needs both taxable and retirement accounts; the notes do not show both.",
  }),
  timeline: "1 month",
  keyBenefits: ["Higher after-tax return for the same risk", "No product to buy", "Works with any portfolio"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["invest", "taxes", "retire", "portfolio"],
  explanation: explain({
    overview:
      "The same allocation can be held in different accounts; putting tax-inefficient income where it is sheltered raises after-tax returns without changing risk.",
    keyComponents: [
      "Household-level allocation",
      "Bonds and REITs in IRAs",
      "Equities and municipal bonds in taxable accounts",
    ],
    steps: [
      step("Map", "Map holdings by account and tax character.", "Week 1", ["Statements"]),
      step("Relocate", "Reposition at low tax cost.", "Weeks 2–4", ["Trade plan"]),
    ],
    prerequisites: ["Multiple account types"],
    professionals: ["Investment adviser"],
    secondaryBenefits: ["Clearer withdrawal planning"],
    taxAdvantages: ["Less ordinary income each year"],
    risks: [
      risk(
        "Rebalancing taxes",
        "Moving taxable holdings can realise gains.",
        "Relocate with new money and inside IRAs first.",
      ),
    ],
    regulatoryConsiderations: ["Future rate changes alter the best location"],
    liquidityConsiderations: "No change.",
    alternatives: [
      { strategy: "municipal-bond-allocation", whyNotChosen: "A narrower fix for taxable bond income." },
      { strategy: "direct-indexing-tax-loss-harvesting", whyNotChosen: "Complements rather than replaces location." },
    ],
    uniqueAdvantages: ["Free improvement in after-tax return"],
    successMetrics: [metric("Tax drag", "Down by 0.1% or more", "Annually")],
    reviewSchedule: "Annual rebalancing review.",
    exitStrategy: "Re-optimise as accounts change.",
  }),
};

export const municipalBondAllocation: StrategyDefinition = {
  id: "municipal-bond-allocation",
  name: "Municipal Bond Allocation for Taxable Fixed Income",
  category: "Investment Planning",
  description:
    "Taxable bond holdings are replaced with municipal bonds whose interest is exempt from federal (and often state) income tax and from the net investment income tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "bondAllocationUsd × taxableYield × (marginalRate + 0.038) − bondAllocationUsd × yieldGap",
    variables: ["bondAllocationUsd", "taxableYield", "marginalRate", "yieldGap", "years"],
  },
  costCalculation: { type: "minimal", formula: "tradingCostUsd", variables: ["tradingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["credit_risk", "interest_rate_risk", "amt_private_activity_bonds"],
  sources: [
    "IRC §103(a)",
    "IRC §1411(c) (NIIT excludes tax-exempt interest)",
    "IRC §57(a)(5) (private activity bonds)",
  ],
  variables: [
    v("bondAllocationUsd", "USD", "Taxable bonds moved to municipals."),
    v("taxableYield", "rate", "Yield of the taxable bonds."),
    v("marginalRate", "rate", "Marginal federal rate."),
    v("yieldGap", "rate", "Lower yield of municipals before tax."),
    v("years", "years", "Years modelled."),
    v("tradingCostUsd", "USD", "Trading cost."),
  ],
  defaults: (f, tax) => ({
    bondAllocationUsd: {
      value: Math.round((f.cashUsd ?? 0) + portfolio(f) * 0.3),
      assumption: "cash plus 30% of the taxable portfolio in fixed income",
    },
    taxableYield: fixed(0.045, "taxable yield 4.5%"),
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    yieldGap: fixed(0.012, "municipal yields 1.2 points lower"),
    years: fixed(10, "10 years"),
    tradingCostUsd: fixed(1_500, "trading, about $1,500"),
  }),
  benefit: (x, tax) => {
    const b = x.bondAllocationUsd ?? 0;
    const yearly =
      b * (x.taxableYield ?? 0) * ((x.marginalRate ?? 0) + tax.netInvestmentIncomeTaxRate) - b * (x.yieldGap ?? 0);
    return { taxSavings: Math.max(0, yearly) * (x.years ?? 0) };
  },
  cost: (x) => ({ setup: x.tradingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "yieldGap", mode: "add", spread: 0.004, description: "Yield gap 0.8 / 1.2 / 1.6 points" },
  eligibility: allOf(when.highIncome(250_000), {
    test: (f) => (f.cashUsd ?? 0) + portfolio(f) >= 500_000,
    fits: "The client holds enough fixed income or cash to reposition.",
    fails: "The notes show too little fixed income to reposition.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: ["Tax-free interest", "No NIIT on municipal interest", "State exemption for in-state bonds"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income", "taxes", "bonds", "conservative"],
  explanation: explain({
    overview:
      "For clients in high brackets, the after-tax yield of municipal bonds usually beats taxable bonds of similar quality.",
    keyComponents: [
      "Tax-equivalent yield comparison",
      "Laddered municipal portfolio",
      "In-state bonds where state tax is high",
    ],
    steps: [
      step("Compare", "Compute tax-equivalent yields.", "Week 1", ["Bond inventory"]),
      step("Buy", "Build a ladder of high-grade municipals.", "Weeks 2–4", ["Investment policy"]),
    ],
    prerequisites: ["High marginal rate", "Taxable bond or cash holdings"],
    professionals: ["Investment adviser"],
    secondaryBenefits: ["Predictable tax-free income"],
    taxAdvantages: ["Excluded from income and NIIT"],
    risks: [
      risk("Credit", "Issuers can default.", "High-grade, diversified ladders."),
      risk(
        "Social Security taxation",
        "Tax-exempt interest counts toward provisional income.",
        "Model it for retirees.",
      ),
    ],
    regulatoryConsiderations: ["Private activity bond interest can be an AMT preference"],
    liquidityConsiderations: "Individual bonds trade less easily than funds.",
    alternatives: [
      { strategy: "asset-location", whyNotChosen: "Shelters taxable bonds in IRAs instead." },
      { strategy: "direct-indexing-tax-loss-harvesting", whyNotChosen: "Addresses equity gains, not interest." },
    ],
    uniqueAdvantages: ["Federal, NIIT and often state tax exemption"],
    successMetrics: [metric("After-tax yield", "Above the taxable alternative", "Annually")],
    reviewSchedule: "Annual yield review.",
    exitStrategy: "Hold to maturity or sell.",
  }),
};

export const rothConversion: StrategyDefinition = {
  id: "roth-conversion",
  name: "Roth Conversions in Low-Bracket Years",
  category: "Tax Planning",
  description:
    "Traditional IRA money is converted to Roth in years when the client's bracket is lower than it will be later (early retirement, before RMDs), paying tax now at a lower rate so future growth and withdrawals are tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula: "conversionUsd × years × ((futureRate − currentRate) + ((1 + growthRate)^horizonYears − 1) × futureRate)",
    variables: ["conversionUsd", "years", "futureRate", "currentRate", "growthRate", "horizonYears"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd × years", variables: ["planningCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["conversion_is_irrevocable", "irmaa_impact", "five_year_rule"],
  sources: [
    "IRC §408A(d)(3)",
    "IRC §408A(c)(5) (no RMDs for owner)",
    "Tax Cuts and Jobs Act §13611 (no recharacterisation)",
  ],
  variables: [
    v("conversionUsd", "USD", "Converted each year."),
    v("years", "years", "Years of conversions."),
    v("futureRate", "rate", "Rate the money would bear later."),
    v("currentRate", "rate", "Rate paid on conversion now."),
    v("growthRate", "rate", "Annual growth."),
    v("horizonYears", "years", "Years of tax-free growth."),
    v("planningCostUsd", "USD", "Annual planning."),
  ],
  defaults: (f, tax) => {
    const cur = marginalOrdinaryRate(f, tax);
    return {
      conversionUsd: {
        value: Math.round(clamp((f.retirementAccountsUsd ?? 0) * 0.08, 0, 200_000)),
        assumption: "8% of retirement accounts a year, at most $200,000",
      },
      years: fixed(5, "5 years of conversions"),
      futureRate: { value: Math.max(cur, 0.32), assumption: "32% or more once RMDs and Social Security stack" },
      currentRate: { value: Math.min(cur, 0.24), assumption: "filling the 22–24% bracket now" },
      growthRate: growthFor(f),
      horizonYears: fixed(15, "15 years of tax-free growth"),
      planningCostUsd: fixed(500, "planning, about $500 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.conversionUsd ?? 0) *
      (x.years ?? 0) *
      ((x.futureRate ?? 0) -
        (x.currentRate ?? 0) +
        ((1 + (x.growthRate ?? 0)) ** (x.horizonYears ?? 0) - 1) * (x.futureRate ?? 0) * 0.5),
  }),
  cost: (x) => ({ setup: 0, annual: x.planningCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "futureRate",
    mode: "add",
    spread: 0.05,
    description: "Future rate 5 points lower / base / higher",
  },
  eligibility: allOf(when.hasRetirementAccounts, {
    test: (f, t) =>
      (f.annualIncomeUsd ?? 0) < t.bracket32StartMarriedJoint * (isMarried(f) ? 1 : 0.5) &&
      (f.retirementAccountsUsd ?? 0) >= 300_000,
    fits: "Current income leaves room in the lower brackets to convert a meaningful IRA balance.",
    fails:
      "Current income is already in the 32%+ bracket, or the IRA is too small, so conversions are not cheaper now.",
  }),
  timeline: "Before December 31 each year",
  keyBenefits: ["Tax-free growth and withdrawals", "Smaller future RMDs", "Tax-free inheritance for heirs"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "taxes", "heirs", "rmd"],
  explanation: explain({
    overview:
      "Converting in the 'gap years' between retirement and RMDs fills low brackets on purpose, so later RMDs and heirs' withdrawals face less tax.",
    keyComponents: ["Bracket-filling conversions", "Tax paid from outside the IRA", "IRMAA and ACA thresholds checked"],
    steps: [
      step("Project", "Project brackets through RMD age.", "Q3", ["Tax projection"]),
      step("Convert", "Convert up to the target bracket.", "By Dec 31", ["Custodian form"]),
      step("Pay tax", "Pay the tax from taxable money.", "Estimated payments", ["Form 1040-ES"]),
    ],
    prerequisites: ["Cash outside the IRA for the tax"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Flexibility for heirs under the 10-year rule"],
    taxAdvantages: ["Tax-free qualified withdrawals; no RMDs for the owner"],
    risks: [
      risk(
        "Rate assumptions",
        "If future rates are lower, converting cost more.",
        "Convert only up to a bracket that is clearly cheap.",
      ),
      risk("Medicare IRMAA", "Conversions raise MAGI two years later.", "Stay under IRMAA tiers."),
    ],
    regulatoryConsiderations: ["Conversions cannot be recharacterised"],
    liquidityConsiderations: "Tax is due in the year of conversion.",
    alternatives: [
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Reduces IRAs through giving after 70½." },
      { strategy: "mega-backdoor-roth", whyNotChosen: "Needs earned income and a plan." },
    ],
    uniqueAdvantages: ["Controls lifetime tax, not just this year's"],
    successMetrics: [metric("Average conversion rate", "Below the projected RMD rate", "Annually")],
    reviewSchedule: "Every autumn.",
    exitStrategy: "Stop converting when brackets rise.",
  }),
};

export const sCorpReasonableCompensation: StrategyDefinition = {
  id: "s-corp-reasonable-compensation",
  name: "S Corporation Reasonable Compensation Planning",
  category: "Business Tax Planning",
  description:
    "The owner of an S corporation takes a documented reasonable salary and the rest of the profit as distributions, which are not subject to payroll tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "distributionsUsd × (medicareRate × 2 + additionalMedicareRate) × years",
    variables: ["distributionsUsd", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "compensationStudyUsd × years",
    variables: ["compensationStudyUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_compensation_audit_risk", "payroll_compliance"],
  sources: [
    "IRC §1366",
    "IRC §3101(b), §3111(b)",
    "Rev. Rul. 74-44",
    "Watson v. United States, 668 F.3d 1008 (8th Cir. 2012)",
  ],
  variables: [
    v("distributionsUsd", "USD", "Profit taken as distributions each year."),
    v("years", "years", "Years modelled."),
    v("compensationStudyUsd", "USD", "Annual compensation study."),
  ],
  defaults: (f) => ({
    distributionsUsd: {
      value: Math.round((f.annualIncomeUsd ?? 0) * 0.3),
      assumption: "30% of income as distributions above a reasonable salary",
    },
    years: fixed(10, "10 years"),
    compensationStudyUsd: fixed(1_500, "compensation study, about $1,500 a year"),
  }),
  benefit: (x, tax) => ({
    taxSavings: (x.distributionsUsd ?? 0) * (tax.medicareTaxRate * 2 + tax.additionalMedicareTaxRate) * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.compensationStudyUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "distributionsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Distributions 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.businessEntityType === "s_corp",
      fits: "The client's business is an S corporation.",
      fails: "This applies to S corporation owners; the notes show none.",
    },
    when.highIncome(200_000),
  ),
  timeline: "Next payroll year",
  keyBenefits: [
    "No payroll tax on distributions",
    "Documented salary defends against audit",
    "Coordinates with retirement plan contributions",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "practice", "taxes", "income"],
  explanation: explain({
    overview:
      "Salary above the Social Security wage base still carries Medicare tax; distributions do not. A defensible salary split saves payroll tax every year.",
    keyComponents: ["Compensation study", "Salary via payroll", "Distributions pro rata"],
    steps: [
      step("Study", "Benchmark the owner's role.", "Month 1", ["Compensation study"]),
      step("Set payroll", "Adjust salary and distribution policy.", "Next payroll year", ["Payroll provider"]),
    ],
    prerequisites: ["An S corporation with profit above a reasonable salary"],
    professionals: ["CPA", "Payroll provider"],
    secondaryBenefits: ["Salary still supports retirement contributions"],
    taxAdvantages: ["Medicare and additional Medicare tax avoided on distributions"],
    risks: [
      risk(
        "Unreasonably low salary",
        "The IRS can recharacterise distributions as wages.",
        "Document the salary with a study.",
      ),
    ],
    regulatoryConsiderations: ["State payroll rules vary"],
    liquidityConsiderations: "No cost beyond the study.",
    alternatives: [
      { strategy: "qualified-business-income-deduction", whyNotChosen: "Works alongside; wages also affect §199A." },
      { strategy: "cash-balance-plan", whyNotChosen: "Defers more income but needs salary." },
    ],
    uniqueAdvantages: ["Recurring payroll tax saving"],
    successMetrics: [metric("Payroll tax saved", "As modelled", "Annually")],
    reviewSchedule: "Annual salary review.",
    exitStrategy: "Adjust salary each year.",
  }),
};

export const section280aAugustaRule: StrategyDefinition = {
  id: "section-280a-augusta-rule",
  name: "Renting the Home to the Business for Up to 14 Days (§280A(g))",
  category: "Business Tax Planning",
  description:
    "The business rents the owner's home at fair market rates for genuine meetings for up to 14 days a year; the business deducts the rent and the owner receives it tax-free.",
  benefitCalculation: {
    type: "flat",
    formula: "days × dailyRentUsd × marginalRate × years",
    variables: ["days", "dailyRentUsd", "marginalRate", "years"],
  },
  costCalculation: {
    type: "minimal",
    formula: "documentationCostUsd × years",
    variables: ["documentationCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["fair_market_rent_required", "business_purpose_documentation"],
  sources: ["IRC §280A(g)", "Sinopoli v. Commissioner, T.C. Memo. 2023-105"],
  variables: [
    v("days", "count", "Days rented (at most 14)."),
    v("dailyRentUsd", "USD", "Fair daily rent."),
    v("marginalRate", "rate", "Marginal rate of the deduction."),
    v("years", "years", "Years modelled."),
    v("documentationCostUsd", "USD", "Rent comparables and minutes."),
  ],
  defaults: (f, tax) => ({
    days: fixed(12, "12 meeting days a year"),
    dailyRentUsd: fixed(1_000, "comparable venue rent about $1,000 a day"),
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    years: fixed(5, "5 years"),
    documentationCostUsd: fixed(300, "comparables and minutes, about $300 a year"),
  }),
  benefit: (x) => ({
    taxSavings: Math.min(14, x.days ?? 0) * (x.dailyRentUsd ?? 0) * (x.marginalRate ?? 0) * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.documentationCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "dailyRentUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Rent 30% lower / base / higher",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => f.businessEntityType !== "sole_proprietorship" && f.businessEntityType !== null,
    fits: "The business is a separate entity that can pay rent to the owner.",
    fails: "A separate business entity is needed to pay rent to the owner.",
  }),
  timeline: "Immediate",
  keyBenefits: ["Rent deductible to the business", "Excluded from the owner's income", "Simple to document"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "practice", "taxes"],
  explanation: explain({
    overview:
      "§280A(g) excludes rent for a home rented fewer than 15 days a year; when the owner's business pays a fair rent for real meetings, the deduction and exclusion line up.",
    keyComponents: ["Rental agreement", "Fair-market rent evidence", "Meeting minutes"],
    steps: [
      step("Set rent", "Collect comparable venue quotes.", "Week 1", ["Three comparables"]),
      step("Hold meetings", "Hold and minute real business meetings.", "Through the year", ["Agenda and minutes"]),
    ],
    prerequisites: ["A business entity", "Genuine business use"],
    professionals: ["CPA"],
    secondaryBenefits: ["Moves cash from the business to the owner tax-free"],
    taxAdvantages: ["Deduction plus exclusion"],
    risks: [risk("Inflated rent", "Courts disallow rents above market.", "Use comparables, as Sinopoli shows.")],
    regulatoryConsiderations: ["Limited to 14 days"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "s-corp-reasonable-compensation", whyNotChosen: "A larger lever for S corporation owners." },
      { strategy: "employing-family-members", whyNotChosen: "Shifts income to children instead." },
    ],
    uniqueAdvantages: ["Small, repeatable, well-defined"],
    successMetrics: [metric("Documentation", "Complete for each day", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Stop any year.",
  }),
};

export const employingFamilyMembers: StrategyDefinition = {
  id: "employing-family-members",
  name: "Employing the Client's Children in the Business",
  category: "Tax Planning",
  description:
    "Children doing real work in the family business are paid reasonable wages, deductible to the business and taxed at the child's low rate (with payroll tax exemptions for a parent's sole proprietorship or partnership), funding a Roth IRA.",
  benefitCalculation: {
    type: "flat",
    formula: "wagesUsd × children × (parentRate − childRate) × years",
    variables: ["wagesUsd", "children", "parentRate", "childRate", "years"],
  },
  costCalculation: { type: "annual", formula: "payrollCostUsd × years", variables: ["payrollCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_wages", "child_labor_laws", "payroll_compliance"],
  sources: ["IRC §162(a)", "IRC §3121(b)(3)(A)", "IRC §63(c)(6) (standard deduction)"],
  variables: [
    v("wagesUsd", "USD", "Wages per child a year."),
    v("children", "count", "Children employed."),
    v("parentRate", "rate", "Parent's marginal rate."),
    v("childRate", "rate", "Child's rate on the wages."),
    v("years", "years", "Years employed."),
    v("payrollCostUsd", "USD", "Payroll administration a year."),
  ],
  defaults: (f, tax) => ({
    wagesUsd: fixed(12_000, "$12,000 a year per child, within the standard deduction"),
    children: { value: Math.min(3, f.childrenCount ?? 0), assumption: "children old enough to work" },
    parentRate: { value: marginalOrdinaryRate(f, tax), assumption: "parent's marginal federal rate" },
    childRate: fixed(0, "0%: wages under the child's standard deduction"),
    years: fixed(5, "5 years"),
    payrollCostUsd: fixed(600, "payroll, about $600 a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.wagesUsd ?? 0) * (x.children ?? 0) * Math.max(0, (x.parentRate ?? 0) - (x.childRate ?? 0)) * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.payrollCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "wagesUsd", mode: "multiply", spread: 0.5, description: "Wages half / base / 1.5×" },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => (f.childrenCount ?? 0) > 0,
    fits: (f) => `The client has ${f.childrenCount} child(ren) who can do real work in the business.`,
    fails: "The notes show no children to employ.",
  }),
  timeline: "Next payroll cycle",
  keyBenefits: [
    "Shifts income to the child's 0–10% brackets",
    "Funds a Roth IRA for the child",
    "Teaches the business",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "business", "family", "practice"],
  explanation: explain({
    overview:
      "Reasonable wages for real work move income from the parent's top bracket to the child's standard deduction, and earned income lets the child start a Roth IRA.",
    keyComponents: ["Job description and timesheets", "Reasonable pay", "Custodial Roth IRA"],
    steps: [
      step("Define the job", "Write duties and pay.", "Week 1", ["Job description"]),
      step("Payroll", "Add the child to payroll.", "Week 2", ["W-4, I-9"]),
      step("Roth IRA", "Open a custodial Roth IRA.", "Year end", ["Account"]),
    ],
    prerequisites: ["Real, age-appropriate work"],
    professionals: ["CPA", "Payroll provider"],
    secondaryBenefits: ["Early Roth savings compound for decades"],
    taxAdvantages: ["Deduction at the parent's rate; little or no tax for the child"],
    risks: [risk("Unreasonable wages", "Pay above the work's value is disallowed.", "Timesheets and market pay.")],
    regulatoryConsiderations: [
      "Payroll tax exemption applies only to sole proprietorships and parent-only partnerships",
    ],
    liquidityConsiderations: "Wages are paid to the child.",
    alternatives: [
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Gifts are not deductible." },
      { strategy: "section-529-superfunding", whyNotChosen: "Funds education, not a deduction." },
    ],
    uniqueAdvantages: ["Deductible family transfers"],
    successMetrics: [metric("Records", "Timesheets for all hours", "Monthly")],
    reviewSchedule: "Annual.",
    exitStrategy: "End employment any time.",
  }),
};

export const researchAndDevelopmentCredit: StrategyDefinition = {
  id: "research-and-development-credit",
  name: "Research and Development Tax Credit (§41)",
  category: "Advanced Business Planning",
  description:
    "A business that develops or improves products, processes or software claims the federal research credit on qualified research expenses, and since 2025 deducts domestic research costs immediately again.",
  benefitCalculation: {
    type: "percentage",
    formula: "qualifiedResearchExpensesUsd × creditRate × years",
    variables: ["qualifiedResearchExpensesUsd", "creditRate", "years"],
  },
  costCalculation: { type: "annual", formula: "studyFeeUsd × years", variables: ["studyFeeUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["documentation_required", "form_6765_section_g"],
  sources: [
    "IRC §41(c)(4) (alternative simplified credit)",
    "IRC §174A as added by Pub. L. 119-21 §70302",
    "IRC §41(h) (payroll tax offset)",
  ],
  variables: [
    v("qualifiedResearchExpensesUsd", "USD", "Qualified research expenses a year."),
    v("creditRate", "rate", "Effective credit rate."),
    v("years", "years", "Years claimed."),
    v("studyFeeUsd", "USD", "Credit study a year."),
  ],
  defaults: (f) => ({
    qualifiedResearchExpensesUsd: {
      value: Math.round((f.businessValueUsd ?? 0) * 0.05),
      assumption: "qualified research spending of 5% of the business's value a year",
    },
    creditRate: fixed(0.065, "about 6.5% effective (14% ASC on spending above half the 3-year average)"),
    years: fixed(4, "4 years"),
    studyFeeUsd: { value: 8_000, assumption: "credit study, about $8,000 a year" },
  }),
  benefit: (x) => ({ taxSavings: (x.qualifiedResearchExpensesUsd ?? 0) * (x.creditRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.studyFeeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "qualifiedResearchExpensesUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Spending half / base / 1.5×",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => (f.businessValueUsd ?? 0) >= 2_000_000 && !f.hasFarmOrRanch,
    fits: "The business is large enough that qualifying development work is likely.",
    fails: "The notes show no business large enough to carry qualified research.",
  }),
  timeline: "With the next return (amend up to 3 years)",
  keyBenefits: [
    "Dollar-for-dollar credit",
    "Startups can offset payroll tax",
    "Immediate expensing of domestic research restored",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "company", "growth", "taxes"],
  explanation: explain({
    overview:
      "Many businesses do qualifying development without claiming the credit; a study documents it and the credit offsets income tax (or payroll tax for small startups).",
    keyComponents: ["Four-part test", "Wage, supply and contract research costs", "Form 6765"],
    steps: [
      step("Interview", "Identify qualifying projects.", "Weeks 1–3", ["Project lists", "Payroll"]),
      step("Document", "Tie costs to projects.", "Weeks 3–6", ["Time records"]),
      step("Claim", "File Form 6765.", "With the return", ["Form 6765"]),
    ],
    prerequisites: ["Technical development work"],
    professionals: ["R&D credit specialist", "CPA"],
    secondaryBenefits: ["Cash back for early-stage companies"],
    taxAdvantages: ["Credit, not a deduction"],
    risks: [risk("Documentation", "Weak support loses the credit on audit.", "Contemporaneous records.")],
    regulatoryConsiderations: ["Form 6765 Section G project detail"],
    liquidityConsiderations: "Improves cash flow.",
    alternatives: [
      { strategy: "qualified-business-income-deduction", whyNotChosen: "A deduction, not tied to research." },
      { strategy: "cost-segregation", whyNotChosen: "Applies to buildings." },
    ],
    uniqueAdvantages: ["Rewards work already being done"],
    successMetrics: [metric("Credit claimed", "Sustained on review", "Annually")],
    reviewSchedule: "Annual study.",
    exitStrategy: "Stop claiming any year.",
  }),
};

export const section83bElection: StrategyDefinition = {
  id: "section-83b-election",
  name: "Section 83(b) Election on Restricted Equity",
  category: "Business & Equity",
  description:
    "When equity subject to vesting is granted, electing within 30 days to be taxed on today's (low) value starts the capital gains holding period and turns future growth into capital gain instead of wages.",
  benefitCalculation: {
    type: "percentage",
    formula: "futureGrowthUsd × (ordinaryRate − capitalGainsRate)",
    variables: ["futureGrowthUsd", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: { type: "minimal", formula: "taxOnGrantValueUsd", variables: ["taxOnGrantValueUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["thirty_day_deadline", "forfeiture_risk"],
  sources: ["IRC §83(b)", "Treas. Reg. §1.83-2", "Rev. Proc. 2012-29"],
  variables: [
    v("futureGrowthUsd", "USD", "Growth of the equity between grant and vesting."),
    v("ordinaryRate", "rate", "Rate on wages at vesting."),
    v("capitalGainsRate", "rate", "Rate on long-term gain."),
    v("taxOnGrantValueUsd", "USD", "Tax paid now on the grant value."),
  ],
  defaults: (f, tax) => ({
    futureGrowthUsd: {
      value: Math.round((f.businessValueUsd ?? (f.netWorthUsd ?? 0) * 0.3) * 0.5),
      assumption: "half the stake's value is growth after grant",
    },
    ordinaryRate: { value: tax.topOrdinaryRate, assumption: "top ordinary rate at vesting" },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    taxOnGrantValueUsd: fixed(2_000, "small tax on a low grant value"),
  }),
  benefit: (x) => ({
    taxSavings: Math.max(0, (x.futureGrowthUsd ?? 0) * ((x.ordinaryRate ?? 0) - (x.capitalGainsRate ?? 0))),
  }),
  cost: (x) => ({ setup: x.taxOnGrantValueUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "futureGrowthUsd", mode: "multiply", spread: 0.5, description: "Growth half / base / 1.5×" },
  eligibility: allOf(
    {
      test: (f) => f.ownsBusiness && (f.expectsLiquidityEvent || f.hasConcentratedStock),
      fits: "The client receives or holds founder or restricted equity in a growing company.",
      fails: "The notes show no restricted or founder equity.",
    },
    when.ageBelow(70, "equity grants go to active founders and employees"),
  ),
  timeline: "Within 30 days of grant",
  keyBenefits: [
    "Future growth taxed as capital gain",
    "Holding period starts at grant (QSBS and long-term gain)",
    "Low tax now",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["ipo", "equity", "founder", "sale", "taxes"],
  explanation: explain({
    overview:
      "An 83(b) election accelerates a small tax today to avoid a large ordinary-income tax at vesting; it is essential for founders and early employees of growing companies.",
    keyComponents: ["Election within 30 days", "Value at grant", "Holding period"],
    steps: [
      step("Value", "Confirm the grant's fair market value.", "Days 1–5", ["409A valuation"]),
      step("File", "Mail the election to the IRS.", "Within 30 days", ["Certified mail receipt"]),
    ],
    prerequisites: ["Unvested equity"],
    professionals: ["CPA", "Company counsel"],
    secondaryBenefits: ["Aligns with QSBS holding period"],
    taxAdvantages: ["Capital gains treatment of growth"],
    risks: [risk("Forfeiture", "Tax paid is lost if the equity is forfeited.", "Elect when the grant value is low.")],
    regulatoryConsiderations: ["Missed deadline cannot be fixed"],
    liquidityConsiderations: "Small tax payment now.",
    alternatives: [
      { strategy: "incentive-stock-option-planning", whyNotChosen: "For options rather than restricted stock." },
      { strategy: "qsbs-1202-1045-rollover", whyNotChosen: "Complements it at sale." },
    ],
    uniqueAdvantages: ["Low cost, very large upside"],
    successMetrics: [metric("Election filed", "Within 30 days", "At grant")],
    reviewSchedule: "At each grant.",
    exitStrategy: "Irrevocable once filed.",
  }),
};

export const incentiveStockOptionPlanning: StrategyDefinition = {
  id: "incentive-stock-option-planning",
  name: "Incentive Stock Option Exercise and AMT Planning",
  category: "Executive Benefits",
  description:
    "ISOs are exercised in planned tranches that stay under the AMT crossover, and shares are held for the qualifying periods so the spread is taxed as long-term capital gain.",
  benefitCalculation: {
    type: "percentage",
    formula: "optionSpreadUsd × (ordinaryRate − capitalGainsRate) − amtCostUsd",
    variables: ["optionSpreadUsd", "ordinaryRate", "capitalGainsRate", "amtCostUsd"],
  },
  costCalculation: { type: "one_time", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["amt_risk", "holding_period_requirements", "concentration_risk"],
  sources: ["IRC §422", "IRC §56(b)(3)", "IRC §55 (AMT)"],
  variables: [
    v("optionSpreadUsd", "USD", "Spread at exercise."),
    v("ordinaryRate", "rate", "Rate on a disqualifying disposition."),
    v("capitalGainsRate", "rate", "Rate on a qualifying disposition."),
    v("amtCostUsd", "USD", "AMT paid net of later credit."),
    v("planningCostUsd", "USD", "Multi-year AMT modelling."),
  ],
  defaults: (f, tax) => {
    const spread = Math.round((f.businessValueUsd ?? (f.netWorthUsd ?? 0) * 0.2) * 0.1);
    return {
      optionSpreadUsd: { value: spread, assumption: "options worth 10% of the equity stake" },
      ordinaryRate: { value: tax.topOrdinaryRate, assumption: "top ordinary rate" },
      capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
      amtCostUsd: { value: Math.round(spread * 0.02), assumption: "AMT cost of about 2% of the spread after credits" },
      planningCostUsd: fixed(3_000, "modelling, about $3,000"),
    };
  },
  benefit: (x) => ({
    taxSavings: Math.max(
      0,
      (x.optionSpreadUsd ?? 0) * ((x.ordinaryRate ?? 0) - (x.capitalGainsRate ?? 0)) - (x.amtCostUsd ?? 0),
    ),
  }),
  cost: (x) => ({ setup: x.planningCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "optionSpreadUsd", mode: "multiply", spread: 0.5, description: "Spread half / base / 1.5×" },
  eligibility: allOf({
    test: (f) => f.expectsLiquidityEvent && (f.businessEntityType === "c_corp" || f.hasConcentratedStock),
    fits: "The client holds equity in a C corporation heading for a liquidity event, where ISOs are common.",
    fails: "The notes show no employer stock options in a corporation.",
  }),
  timeline: "Each tax year before the liquidity event",
  keyBenefits: [
    "Spread taxed as long-term gain",
    "AMT paid early is often recovered as a credit",
    "Staged exercises manage risk",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["ipo", "options", "equity", "taxes on a sale"],
  explanation: explain({
    overview:
      "ISOs receive capital-gain treatment if shares are held two years from grant and one from exercise; the AMT on the spread is the cost, which planning keeps small.",
    keyComponents: ["AMT crossover modelling", "Tranche exercises", "Holding-period tracking"],
    steps: [
      step("Model", "Compute the AMT-free exercise amount.", "Q4", ["Option schedule"]),
      step("Exercise", "Exercise in tranches.", "Each year", ["Exercise forms"]),
      step("Hold", "Hold for qualifying dispositions.", "1–2 years", ["Lot records"]),
    ],
    prerequisites: ["Unexercised ISOs"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Starts the QSBS holding period"],
    taxAdvantages: ["Long-term capital gains instead of wages"],
    risks: [
      risk(
        "Price drop after exercise",
        "AMT paid on value that disappears.",
        "Exercise early when the spread is small.",
      ),
    ],
    regulatoryConsiderations: ["$100,000 first-exercisable limit per year"],
    liquidityConsiderations: "Exercise price and AMT need cash.",
    alternatives: [
      { strategy: "section-83b-election", whyNotChosen: "For restricted stock." },
      { strategy: "rule-10b5-1-trading-plan", whyNotChosen: "Governs sales after the IPO." },
    ],
    uniqueAdvantages: ["Converts equity pay into capital gain"],
    successMetrics: [metric("Qualifying dispositions", "All sales qualifying", "At sale")],
    reviewSchedule: "Every quarter before a liquidity event.",
    exitStrategy: "Sell after holding periods.",
  }),
};

export const rule10b51TradingPlan: StrategyDefinition = {
  id: "rule-10b5-1-trading-plan",
  name: "Rule 10b5-1 Trading Plan for a Concentrated Position",
  category: "Capital Gains Management",
  description:
    "An insider adopts a written plan to sell company stock on a fixed schedule, diversifying over time, spreading gains across tax years and providing an affirmative defence to insider-trading claims.",
  benefitCalculation: {
    type: "percentage",
    formula: "positionUsd × drawdownRisk × shareSold + gainSpreadSaving",
    variables: ["positionUsd", "drawdownRisk", "shareSold", "gainSpreadSaving"],
  },
  costCalculation: { type: "one_time", formula: "planSetupUsd", variables: ["planSetupUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["sec_rule_10b5_1", "cooling_off_period", "insider_status"],
  sources: ["17 CFR §240.10b5-1(c)", "SEC Release 33-11138 (2022 amendments)"],
  variables: [
    v("positionUsd", "USD", "Value of the concentrated position."),
    v("drawdownRisk", "ratio", "Expected loss avoided on the part sold."),
    v("shareSold", "ratio", "Share of the position sold under the plan."),
    v("gainSpreadSaving", "USD", "Tax saved by spreading gains over years."),
    v("planSetupUsd", "USD", "Plan set-up."),
  ],
  defaults: (f) => {
    const pos = f.businessValueUsd ?? portfolio(f);
    return {
      positionUsd: { value: Math.round(pos), assumption: "the concentrated position" },
      drawdownRisk: fixed(0.15, "15% single-stock drawdown avoided on shares sold"),
      shareSold: fixed(0.4, "40% sold over two years"),
      gainSpreadSaving: {
        value: Math.round(pos * 0.4 * 0.01),
        assumption: "1% of the amount sold saved by spreading across tax years",
      },
      planSetupUsd: fixed(5_000, "plan set-up, about $5,000"),
    };
  },
  benefit: (x) => ({
    protection: (x.positionUsd ?? 0) * (x.drawdownRisk ?? 0) * (x.shareSold ?? 0),
    taxSavings: x.gainSpreadSaving ?? 0,
  }),
  cost: (x) => ({ setup: x.planSetupUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "drawdownRisk", mode: "add", spread: 0.1, description: "Drawdown avoided 5% / 15% / 25%" },
  eligibility: allOf({
    test: (f) => f.hasConcentratedStock && f.expectsLiquidityEvent,
    fits: "The client will hold a concentrated public position as an insider after a liquidity event.",
    fails: "The notes show no concentrated public-company position held as an insider.",
  }),
  timeline: "Adopt in an open window; 90-day cooling-off",
  keyBenefits: ["Diversifies on a schedule", "Affirmative defence for insiders", "Spreads gains across tax years"],
  memoBucket: "protectionBucket",
  goalKeywords: ["ipo", "diversify", "sale", "concentrated"],
  explanation: explain({
    overview:
      "A 10b5-1 plan lets an insider sell even when holding material non-public information, because the sales were fixed in advance.",
    keyComponents: ["Written plan", "Cooling-off period", "Broker execution"],
    steps: [
      step("Design", "Set amounts, prices and dates.", "Open window", ["Company approval"]),
      step("Adopt", "Sign and wait out the cooling-off period.", "90 days", ["Plan document"]),
    ],
    prerequisites: ["Insider status and company policy permitting plans"],
    professionals: ["Securities counsel", "Broker", "Financial adviser"],
    secondaryBenefits: ["Removes emotion from selling"],
    taxAdvantages: ["Gains spread across years"],
    risks: [risk("Plan changes", "Modifying the plan restarts the cooling-off.", "Design it right the first time.")],
    regulatoryConsiderations: ["2022 SEC amendments: cooling-off and single-trade plan limits"],
    liquidityConsiderations: "Creates steady liquidity.",
    alternatives: [
      { strategy: "exchange-fund", whyNotChosen: "Diversifies without selling but locks up seven years." },
      { strategy: "protective-collar", whyNotChosen: "Hedges instead of selling." },
    ],
    uniqueAdvantages: ["Legal certainty for insider sales"],
    successMetrics: [metric("Concentration", "Below 20% of net worth", "Quarterly")],
    reviewSchedule: "Each open window.",
    exitStrategy: "Terminate (with care) or let it complete.",
  }),
};

export const protectiveCollar: StrategyDefinition = {
  id: "protective-collar",
  name: "Protective Collar on Concentrated Stock",
  category: "Investment Planning",
  description:
    "The client buys a put and sells a call on a concentrated position, setting a floor and a cap on its value for a period without selling it, often at little net cost.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "positionUsd × (expectedDownside − floorDistance) × probabilityOfDecline",
    variables: ["positionUsd", "expectedDownside", "floorDistance", "probabilityOfDecline"],
  },
  costCalculation: {
    type: "one_time",
    formula: "positionUsd × netPremiumRate",
    variables: ["positionUsd", "netPremiumRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["options_risk", "constructive_sale_rules", "straddle_rules"],
  sources: ["IRC §1259 (constructive sales)", "IRC §1092 (straddles)"],
  variables: [
    v("positionUsd", "USD", "Position hedged."),
    v("expectedDownside", "ratio", "Decline in a bad case."),
    v("floorDistance", "ratio", "Put strike below the price."),
    v("probabilityOfDecline", "ratio", "Chance of the bad case."),
    v("netPremiumRate", "rate", "Net option cost as a share of the position."),
  ],
  defaults: (f) => ({
    positionUsd: {
      value: Math.round((f.businessValueUsd ?? portfolio(f)) * 0.5),
      assumption: "half of the concentrated position hedged",
    },
    expectedDownside: fixed(0.35, "a 35% decline in a bad case"),
    floorDistance: fixed(0.1, "put 10% below today's price"),
    probabilityOfDecline: fixed(0.2, "20% chance of the bad case over the term"),
    netPremiumRate: fixed(0.005, "near-zero-cost collar, 0.5% net"),
  }),
  benefit: (x) => ({
    protection:
      (x.positionUsd ?? 0) *
      Math.max(0, (x.expectedDownside ?? 0) - (x.floorDistance ?? 0)) *
      (x.probabilityOfDecline ?? 0),
  }),
  cost: (x) => ({ setup: (x.positionUsd ?? 0) * (x.netPremiumRate ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "probabilityOfDecline",
    mode: "add",
    spread: 0.1,
    description: "Chance of decline 10% / 20% / 30%",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasConcentratedStock,
      fits: "The client holds a concentrated stock position.",
      fails: "The notes show no concentrated stock to hedge.",
    },
    {
      test: (f) => f.riskTolerance !== "aggressive",
      fits: "The client's risk tolerance favours limiting downside.",
      fails: "An aggressive investor may prefer to keep the upside unhedged.",
    },
  ),
  timeline: "1–2 weeks",
  keyBenefits: ["Floor on the position's value", "No sale, no tax now", "Can support borrowing"],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "concentrated", "ipo", "risk"],
  explanation: explain({
    overview:
      "A collar trades away upside above the call strike to pay for protection below the put strike; it protects a position the client cannot or will not yet sell.",
    keyComponents: ["Long put", "Short call", "Term of 1–3 years"],
    steps: [
      step("Price", "Choose strikes for a near-zero cost.", "Week 1", ["Options approval"]),
      step("Execute", "Open both legs together.", "Week 2", ["Trade tickets"]),
    ],
    prerequisites: ["Listed options on the stock", "Company trading-window rules"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: ["Collateral value for loans"],
    taxAdvantages: ["No sale if §1259 is avoided"],
    risks: [
      risk("Constructive sale", "Too tight a collar can trigger tax.", "Keep a meaningful band between strikes."),
    ],
    regulatoryConsiderations: ["Insider hedging policies may forbid it"],
    liquidityConsiderations: "Little cash needed.",
    alternatives: [
      { strategy: "prepaid-variable-forward", whyNotChosen: "Adds cash now but is more complex." },
      { strategy: "rule-10b5-1-trading-plan", whyNotChosen: "Sells rather than hedges." },
    ],
    uniqueAdvantages: ["Immediate protection without tax"],
    successMetrics: [metric("Worst-case value", "At or above the floor", "Monthly")],
    reviewSchedule: "Before expiry.",
    exitStrategy: "Let expire, roll, or close.",
  }),
};

export const prepaidVariableForward: StrategyDefinition = {
  id: "prepaid-variable-forward",
  name: "Prepaid Variable Forward Contract",
  category: "Advanced Tax Planning",
  description:
    "The client agrees to deliver a variable number of shares in 2–3 years and receives 75–90% of their value in cash now, hedging the position and deferring the sale for tax purposes.",
  benefitCalculation: {
    type: "percentage",
    formula: "positionUsd × gainShare × capitalGainsRate × deferralValue + positionUsd × downsideProtected",
    variables: ["positionUsd", "gainShare", "capitalGainsRate", "deferralValue", "downsideProtected"],
  },
  costCalculation: {
    type: "one_time",
    formula: "positionUsd × contractCostRate",
    variables: ["positionUsd", "contractCostRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["constructive_sale_rules", "counterparty_risk", "share_lending_rules"],
  sources: ["Rev. Rul. 2003-7", "IRC §1259", "Anschutz Co. v. Commissioner, 664 F.3d 313 (10th Cir. 2011)"],
  variables: [
    v("positionUsd", "USD", "Shares under contract."),
    v("gainShare", "ratio", "Share of value that is gain."),
    v("capitalGainsRate", "rate", "Capital gains rate."),
    v("deferralValue", "ratio", "Present value of deferring the tax."),
    v("downsideProtected", "ratio", "Expected loss avoided."),
    v("contractCostRate", "rate", "Dealer cost."),
  ],
  defaults: (f, tax) => ({
    positionUsd: {
      value: Math.round((f.businessValueUsd ?? portfolio(f)) * 0.3),
      assumption: "30% of the concentrated position",
    },
    gainShare: fixed(0.9, "90% of the value is gain"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    deferralValue: fixed(0.1, "deferral worth 10% of the tax over 3 years"),
    downsideProtected: fixed(0.03, "3% expected loss avoided"),
    contractCostRate: fixed(0.02, "dealer cost about 2%"),
  }),
  benefit: (x) => ({
    taxSavings: (x.positionUsd ?? 0) * (x.gainShare ?? 0) * (x.capitalGainsRate ?? 0) * (x.deferralValue ?? 0),
    protection: (x.positionUsd ?? 0) * (x.downsideProtected ?? 0),
  }),
  cost: (x) => ({ setup: (x.positionUsd ?? 0) * (x.contractCostRate ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "deferralValue",
    mode: "add",
    spread: 0.05,
    description: "Deferral worth 5% / 10% / 15% of the tax",
  },
  eligibility: allOf({
    test: (f) => f.hasConcentratedStock && (f.hasLowBasisStock || f.expectsLiquidityEvent),
    fits: "The client holds a large, low-basis concentrated position.",
    fails: "The notes show no large low-basis position for a forward contract.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: ["Cash now without a sale", "Downside hedged", "Gain deferred to settlement"],
  memoBucket: "protectionBucket",
  goalKeywords: ["liquidity", "concentrated", "diversify", "ipo"],
  explanation: explain({
    overview:
      "A prepaid variable forward monetises a concentrated position: cash up front, a collar-like band on value, and tax deferred until shares are delivered.",
    keyComponents: ["Upfront payment", "Variable share delivery", "Pledged shares"],
    steps: [
      step("Structure", "Set term, floor and cap with a dealer.", "Weeks 1–2", ["ISDA documents"]),
      step("Settle", "Deliver shares or cash at maturity.", "2–3 years", ["Settlement notice"]),
    ],
    prerequisites: ["Large liquid position"],
    professionals: ["Tax counsel", "Derivatives desk", "CPA"],
    secondaryBenefits: ["Funds diversification or gifts now"],
    taxAdvantages: ["Open transaction until settlement (Rev. Rul. 2003-7)"],
    risks: [
      risk("Share lending", "Lending the shares can trigger a sale (Anschutz).", "No share lending to the dealer."),
    ],
    regulatoryConsiderations: ["Constructive sale and straddle rules"],
    liquidityConsiderations: "Provides 75–90% of value now.",
    alternatives: [
      { strategy: "protective-collar", whyNotChosen: "Hedges without cash up front." },
      { strategy: "exchange-fund", whyNotChosen: "Diversifies without cash." },
    ],
    uniqueAdvantages: ["Cash, hedge and deferral in one contract"],
    successMetrics: [metric("Proceeds reinvested", "Diversified within 90 days", "Quarterly")],
    reviewSchedule: "Quarterly.",
    exitStrategy: "Settle in shares or cash at maturity.",
  }),
};

export const esopSection1042Rollover: StrategyDefinition = {
  id: "esop-section-1042-rollover",
  name: "Sale to an ESOP with a §1042 Rollover",
  category: "Business Succession",
  description:
    "The owner of a C corporation sells at least 30% of the stock to an employee stock ownership plan and reinvests the proceeds in qualified replacement property within 12 months, deferring the gain (permanently if held until death).",
  benefitCalculation: {
    type: "percentage",
    formula: "saleGainUsd × capitalGainsRate × deferralValue",
    variables: ["saleGainUsd", "capitalGainsRate", "deferralValue"],
  },
  costCalculation: { type: "one_time", formula: "transactionCostUsd", variables: ["transactionCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["erisa_fiduciary", "independent_appraisal", "qualified_replacement_property"],
  sources: ["IRC §1042", "IRC §409(p)", "ERISA §408(e)"],
  variables: [
    v("saleGainUsd", "USD", "Gain on the shares sold to the ESOP."),
    v("capitalGainsRate", "rate", "Capital gains rate."),
    v("deferralValue", "ratio", "Present value of the deferral (1 if held until death)."),
    v("transactionCostUsd", "USD", "Appraisal, trustee and legal."),
  ],
  defaults: (f, tax) => ({
    saleGainUsd: {
      value: Math.round((f.businessValueUsd ?? 0) * 0.5),
      assumption: "half the company sold; basis near zero",
    },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    deferralValue: fixed(0.7, "replacement property held long term (70% of the tax in present value)"),
    transactionCostUsd: {
      value: Math.round(clamp((f.businessValueUsd ?? 0) * 0.02, 150_000, 750_000)),
      assumption: "transaction costs about 2% ($150,000–$750,000)",
    },
  }),
  benefit: (x) => ({ taxSavings: (x.saleGainUsd ?? 0) * (x.capitalGainsRate ?? 0) * (x.deferralValue ?? 0) }),
  cost: (x) => ({ setup: x.transactionCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "deferralValue",
    mode: "add",
    spread: 0.3,
    description: "Deferral worth 40% / 70% / 100% of the tax",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) => f.businessEntityType === "c_corp" || f.businessEntityType === "s_corp",
      fits: "The business is a corporation (an S corporation can convert to use §1042).",
      fails: "§1042 needs a corporation; the business is not one.",
    },
    {
      test: (f) => (f.businessValueUsd ?? 0) >= 5_000_000,
      fits: "The company is large enough to carry ESOP costs.",
      fails: "ESOPs rarely suit companies worth under about $5 million.",
    },
  ),
  timeline: "6–9 months",
  keyBenefits: [
    "Gain deferred or eliminated",
    "Employees become owners",
    "Company deducts contributions that repay the ESOP loan",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "sell", "business", "employees", "retire"],
  explanation: explain({
    overview:
      "An ESOP buys the owner's shares with a tax-deductible loan; §1042 lets the seller defer the gain by buying US operating-company securities.",
    keyComponents: ["ESOP trust and independent trustee", "Appraisal", "Qualified replacement property"],
    steps: [
      step("Feasibility", "Model value and debt capacity.", "Months 1–2", ["Feasibility study"]),
      step("Transact", "Trustee negotiates and closes.", "Months 3–8", ["Appraisal", "Loan documents"]),
      step("Reinvest", "Buy QRP within 12 months and file the election.", "Within 12 months", [
        "Statement of election",
      ]),
    ],
    prerequisites: ["C corporation status at sale", "Three-year holding"],
    professionals: ["ESOP attorney", "Independent trustee", "Appraiser", "CPA"],
    secondaryBenefits: ["Preserves company culture"],
    taxAdvantages: ["Deferral; step-up at death removes the gain"],
    risks: [
      risk("Repurchase obligation", "The company must buy back departing employees' shares.", "Fund and forecast it."),
    ],
    regulatoryConsiderations: ["DOL scrutiny of valuations"],
    liquidityConsiderations: "Seller notes may be part of the price.",
    alternatives: [
      { strategy: "installment-sale-section-453", whyNotChosen: "Defers but does not eliminate the gain." },
      { strategy: "management-buyout", whyNotChosen: "Sells to managers rather than all employees." },
    ],
    uniqueAdvantages: ["A tax-free exit to a friendly buyer"],
    successMetrics: [metric("QRP purchased", "Within 12 months", "At close")],
    reviewSchedule: "Annual ESOP valuation.",
    exitStrategy: "QRP can be held until death for a step-up.",
  }),
};

export const installmentSaleSection453: StrategyDefinition = {
  id: "installment-sale-section-453",
  name: "Installment Sale of a Business or Property (§453)",
  category: "Capital Gains Management",
  description:
    "The seller takes payments over several years, reporting gain as payments arrive, spreading it across lower brackets and deferring tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "saleGainUsd × (bracketSaving + capitalGainsRate × deferralValue)",
    variables: ["saleGainUsd", "bracketSaving", "capitalGainsRate", "deferralValue"],
  },
  costCalculation: { type: "one_time", formula: "legalCostUsd", variables: ["legalCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["buyer_credit_risk", "interest_charge_over_5m", "related_party_rules"],
  sources: ["IRC §453", "IRC §453A (interest on large installment obligations)", "IRC §453(e) (related parties)"],
  variables: [
    v("saleGainUsd", "USD", "Gain on the sale."),
    v("bracketSaving", "rate", "Rate saved by spreading the gain."),
    v("capitalGainsRate", "rate", "Capital gains rate."),
    v("deferralValue", "ratio", "Present value of deferral."),
    v("legalCostUsd", "USD", "Note and security documents."),
  ],
  defaults: (f, tax) => ({
    saleGainUsd: {
      value: Math.round(f.businessValueUsd ?? (f.realEstateUsd ?? 0) * 0.4),
      assumption: "the business value (or 40% of real estate) as gain",
    },
    bracketSaving: fixed(0.02, "2 points saved by staying out of the top gain bracket"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    deferralValue: fixed(0.1, "deferral over 5 years worth 10% of the tax"),
    legalCostUsd: fixed(10_000, "legal, about $10,000"),
  }),
  benefit: (x) => ({
    taxSavings: (x.saleGainUsd ?? 0) * ((x.bracketSaving ?? 0) + (x.capitalGainsRate ?? 0) * (x.deferralValue ?? 0)),
  }),
  cost: (x) => ({ setup: x.legalCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "deferralValue",
    mode: "add",
    spread: 0.05,
    description: "Deferral worth 5% / 10% / 15% of the tax",
  },
  eligibility: allOf(
    {
      test: (f) => f.ownsBusiness || f.hasInvestmentRealEstate,
      fits: "The client owns a business or property that could be sold on terms.",
      fails: "The notes show no business or property to sell on terms.",
    },
    {
      test: (f) => f.goals.some((g) => /sell|sale|succession|retire/i.test(g)) || f.expectsLiquidityEvent,
      fits: "A sale is in the client's plans.",
      fails: "The notes mention no planned sale.",
    },
  ),
  timeline: "At the sale",
  keyBenefits: ["Gain spread over years", "Interest income on the note", "Helps a buyer finance the purchase"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sell", "sale", "succession", "retire", "income"],
  explanation: explain({
    overview:
      "Seller financing lets the seller recognise gain as principal is paid, smoothing brackets and NIIT exposure.",
    keyComponents: ["Promissory note", "Security interest", "Interest at least the AFR"],
    steps: [
      step("Negotiate", "Agree terms and security.", "Before closing", ["Term sheet"]),
      step("Report", "File Form 6252 each year.", "Annually", ["Form 6252"]),
    ],
    prerequisites: ["A creditworthy buyer"],
    professionals: ["Transaction attorney", "CPA"],
    secondaryBenefits: ["Higher price for offering terms"],
    taxAdvantages: ["Gain reported as paid"],
    risks: [risk("Buyer default", "Payments stop.", "Security, guarantees and a sizeable down payment.")],
    regulatoryConsiderations: ["Depreciation recapture is taxed in the year of sale"],
    liquidityConsiderations: "Cash arrives over the note term.",
    alternatives: [
      { strategy: "esop-section-1042-rollover", whyNotChosen: "Can remove the gain entirely for C corporations." },
      { strategy: "delaware-statutory-trust", whyNotChosen: "For real estate reinvestment." },
    ],
    uniqueAdvantages: ["Simple, flexible deferral"],
    successMetrics: [metric("Payments", "On schedule", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "The note can be sold or pledged (with tax consequences).",
  }),
};

/** Second part of the tax, investment and business strategies. */
export const MORE_TAX_BUSINESS: readonly StrategyDefinition[] = [
  directIndexingTaxLossHarvesting,
  assetLocation,
  municipalBondAllocation,
  rothConversion,
  sCorpReasonableCompensation,
  section280aAugustaRule,
  employingFamilyMembers,
  researchAndDevelopmentCredit,
  section83bElection,
  incentiveStockOptionPlanning,
  rule10b51TradingPlan,
  protectiveCollar,
  prepaidVariableForward,
  esopSection1042Rollover,
  installmentSaleSection453,
];
