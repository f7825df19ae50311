import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { annuityFactor, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate, oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor } from "./helpers.ts";

/** Retirement-plan and charitable strategies. */

/** Value of an itemized deduction at `rate`, after the 2026 rules (0.5% AGI floor, 35% cap). */
function deductionValue(amountUsd: number, rate: number, agiUsd: number, tax: TaxParameters): number {
  const afterFloor = Math.max(0, amountUsd - agiUsd * tax.charitableDeductionFloorRate);
  return afterFloor * Math.min(rate, tax.itemizedDeductionBenefitCapRate);
}

export const megaBackdoorRoth: StrategyDefinition = {
  id: "mega-backdoor-roth",
  name: "Mega Backdoor Roth (After-Tax 401(k) Contributions)",
  category: "Retirement Planning",
  description:
    "Where the 401(k) plan allows, the employee adds after-tax contributions up to the §415(c) limit and converts them to Roth at once, so future growth is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula: "afterTaxContributionUsd × years × ((1 + growthRate)^horizonYears − 1) × retirementRate",
    variables: ["afterTaxContributionUsd", "years", "growthRate", "horizonYears", "retirementRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["plan_must_permit", "nondiscrimination_testing", "section_415c_limit"],
  sources: ["IRC §415(c)(1)(A)", "IRC §402A(c)(4) (in-plan Roth rollover)", "Notice 2014-54", "IRS Notice 2025-67"],
  variables: [
    {
      name: "afterTaxContributionUsd",
      unit: "USD",
      description: "After-tax contribution each year (room under §415(c)).",
    },
    { name: "years", unit: "years", description: "Years of contributions." },
    { name: "growthRate", unit: "rate", description: "Annual growth." },
    { name: "horizonYears", unit: "years", description: "Average years of tax-free growth." },
    { name: "retirementRate", unit: "rate", description: "Rate the growth would otherwise bear." },
    { name: "adminCostUsd", unit: "USD", description: "Conversion processing a year." },
  ],
  defaults(facts, tax) {
    const room = Math.max(
      0,
      tax.annualAdditionsLimit - tax.electiveDeferralLimit - Math.min(15_000, (facts.annualIncomeUsd ?? 0) * 0.04),
    );
    const age = facts.primaryAge ?? 50;
    const years = clamp(65 - age, 1, 20);
    return {
      afterTaxContributionUsd: {
        value: Math.round(room),
        assumption: `§415(c) limit less the deferral limit and about $15,000 of employer match (${formatUsd(room)})`,
      },
      years: { value: years, assumption: `${years} years to age 65` },
      growthRate: growthFor(facts),
      horizonYears: { value: years / 2 + 20, assumption: "growth until about 20 years into retirement" },
      retirementRate: fixed(0.24, "24% rate in retirement"),
      adminCostUsd: fixed(200, "processing about $200 a year"),
    };
  },
  benefit: (v) => ({
    taxSavings:
      (v.afterTaxContributionUsd ?? 0) *
      (v.years ?? 0) *
      ((1 + (v.growthRate ?? 0)) ** (v.horizonYears ?? 0) - 1) *
      (v.retirementRate ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.adminCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(
    {
      test: (f) => f.hasEmployerPlan,
      fits: "The client participates in an employer 401(k)-type plan.",
      fails: "A mega backdoor Roth needs an employer plan that takes after-tax contributions; the notes show none.",
    },
    when.highIncome(200_000),
    when.ageBelow(70, "contributions need earned income and time for tax-free growth"),
  ),
  timeline: "Next payroll cycle",
  keyBenefits: ["Up to the §415(c) limit into Roth each year", "Tax-free growth and withdrawals", "No income limit"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "save", "roth"],
  explanation: explain({
    overview:
      "High earners who already max their 401(k) deferral can use the plan's after-tax source to add far more to Roth each year, if the plan allows after-tax contributions and in-plan conversions.",
    keyComponents: ["After-tax contributions", "In-plan Roth conversion", "§415(c) annual limit"],
    steps: [
      {
        title: "Check the plan",
        description: "Confirm after-tax and in-plan conversion features.",
        timeline: "Week 1",
        requirements: ["Summary plan description"],
      },
      {
        title: "Elect",
        description: "Set after-tax payroll deferrals and automatic conversion.",
        timeline: "Week 2",
        requirements: ["Payroll election"],
      },
    ],
    prerequisites: ["Plan permits after-tax and conversions"],
    professionals: ["Financial adviser", "Plan administrator"],
    secondaryBenefits: ["Roth assets have no RMDs for the owner"],
    taxAdvantages: ["Tax-free growth"],
    risks: [
      {
        risk: "Testing refunds",
        description: "ACP testing can refund contributions.",
        mitigation: "Check the plan's testing results.",
      },
    ],
    regulatoryConsiderations: ["Limits indexed yearly"],
    liquidityConsiderations: "Contributions reduce take-home pay.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "Limited to the IRA contribution limit." },
      { strategy: "nonqualified-deferred-comp", whyNotChosen: "Defers tax rather than eliminating it." },
    ],
    uniqueAdvantages: ["Largest Roth funding route for employees"],
    successMetrics: [{ metric: "Roth contributions", target: "Full §415(c) room", measurementFrequency: "Annually" }],
    reviewSchedule: "Each plan year.",
    exitStrategy: "Stop contributions at any time.",
  }),
};

export const nuaStrategy: StrategyDefinition = {
  id: "nua-strategy",
  name: "Net Unrealized Appreciation (NUA) Distribution of Employer Stock",
  category: "Retirement Planning",
  description:
    "On a lump-sum distribution, employer stock in a qualified plan is moved to a taxable account: only its cost basis is ordinary income now, and the appreciation (NUA) is taxed later at long-term capital gains rates.",
  benefitCalculation: {
    type: "percentage",
    formula: "nuaUsd × (ordinaryRate − capitalGainsRate)",
    variables: ["nuaUsd", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["lump_sum_distribution_required", "triggering_event", "early_withdrawal_penalty_on_basis"],
  sources: ["IRC §402(e)(4)", "Treas. Reg. §1.402(a)-1(b)", "IRC §1(h)"],
  variables: [
    { name: "nuaUsd", unit: "USD", description: "Net unrealized appreciation of the employer stock." },
    { name: "ordinaryRate", unit: "rate", description: "Rate the NUA would bear as an IRA withdrawal." },
    { name: "capitalGainsRate", unit: "rate", description: "Long-term capital gains rate on the NUA." },
    { name: "adviceCostUsd", unit: "USD", description: "Planning and execution." },
  ],
  defaults(facts, tax) {
    const stock = (facts.retirementAccountsUsd ?? 0) * 0.5;
    return {
      nuaUsd: {
        value: Math.round(stock * 0.8),
        assumption: "employer stock is half the plan; 80% of it is appreciation",
      },
      ordinaryRate: { value: marginalOrdinaryRate(facts, tax), assumption: "marginal federal ordinary rate" },
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "long-term capital gains rate with NIIT" },
      adviceCostUsd: fixed(3_000, "planning and execution, about $3,000"),
    };
  },
  benefit: (v) => ({ taxSavings: Math.max(0, (v.nuaUsd ?? 0) * ((v.ordinaryRate ?? 0) - (v.capitalGainsRate ?? 0))) }),
  cost: (v) => ({ setup: v.adviceCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "nuaUsd", mode: "multiply", spread: 0.3, description: "NUA 30% lower / base / 30% higher" },
  eligibility: allOf({
    test: (f) => f.hasEmployerStockInPlan,
    fits: "The client holds employer stock inside a qualified plan.",
    fails: "NUA needs employer stock inside a qualified plan; the notes show none.",
  }),
  timeline: "At separation from service or age 59½",
  keyBenefits: ["Appreciation taxed at capital gains rates", "No RMDs on shares moved out", "Can sell over time"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "employer stock", "taxes"],
  explanation: explain({
    overview:
      "NUA turns what would be ordinary income from an IRA into long-term capital gain, at the cost of paying ordinary tax on the stock's basis now; it works best with low basis and large appreciation.",
    keyComponents: [
      "Lump-sum distribution after a triggering event",
      "In-kind transfer of employer shares",
      "Rollover of the rest to an IRA",
    ],
    steps: [
      {
        title: "Confirm basis",
        description: "Get the cost basis of the shares from the plan.",
        timeline: "Weeks 1–2",
        requirements: ["Plan statement of basis"],
      },
      {
        title: "Distribute",
        description: "Take a lump sum in one tax year: shares to brokerage, the rest to an IRA.",
        timeline: "One tax year",
        requirements: ["Distribution forms"],
      },
      {
        title: "Sell over time",
        description: "Sell shares to diversify at capital gains rates.",
        timeline: "Ongoing",
        requirements: ["Tax lot records"],
      },
    ],
    prerequisites: ["A triggering event (separation, 59½, death, disability)"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Diversification without ordinary income on the NUA"],
    taxAdvantages: ["NUA taxed at capital gains rates; no NIIT on the NUA"],
    risks: [
      {
        risk: "Concentration",
        description: "Holding employer stock is risky.",
        mitigation: "Sell and diversify soon after.",
      },
    ],
    regulatoryConsiderations: ["The whole balance must be distributed in one year"],
    liquidityConsiderations: "Tax on the basis is due in the year of distribution.",
    alternatives: [
      { strategy: "roth-conversion", whyNotChosen: "Pays ordinary rates on the whole amount." },
      { strategy: "exchange-fund", whyNotChosen: "Shares must be out of the plan first." },
    ],
    uniqueAdvantages: ["Capital gains treatment for retirement plan assets"],
    successMetrics: [
      { metric: "Tax saved versus rollover", target: "Positive", measurementFrequency: "At distribution" },
    ],
    reviewSchedule: "Before any plan distribution.",
    exitStrategy: "Roll everything to an IRA instead if the basis is high.",
  }),
};

export const qualifiedCharitableDistribution: StrategyDefinition = {
  id: "qualified-charitable-distribution",
  name: "Qualified Charitable Distribution (QCD) from an IRA",
  category: "Charitable Planning",
  description:
    "An IRA owner aged 70½ or older gives directly from the IRA to charity, up to the annual limit; the gift counts toward RMDs and is excluded from income instead of deducted.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(annualGivingUsd, qcdLimitUsd) × marginalRate × years",
    variables: ["annualGivingUsd", "qcdLimitUsd", "marginalRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["age_70_half_required", "direct_to_charity", "no_donor_advised_funds"],
  sources: ["IRC §408(d)(8)", "IRS Notice 2025-67 (2026 limit)", "SECURE 2.0 Act §307"],
  variables: [
    { name: "annualGivingUsd", unit: "USD", description: "Giving each year." },
    { name: "qcdLimitUsd", unit: "USD", description: "Annual QCD limit." },
    { name: "marginalRate", unit: "rate", description: "Marginal rate on IRA withdrawals." },
    { name: "years", unit: "years", description: "Years of QCDs." },
    { name: "adminCostUsd", unit: "USD", description: "Custodian processing." },
  ],
  defaults(facts, tax) {
    const giving = facts.annualCharitableGivingUsd ?? 10_000;
    return {
      annualGivingUsd: {
        value: giving,
        assumption: facts.annualCharitableGivingUsd ? "current annual giving" : "about $10,000 a year of giving",
      },
      qcdLimitUsd: { value: tax.qcdAnnualLimit, assumption: `${tax.year} QCD limit per IRA owner` },
      marginalRate: {
        value: Math.max(0.22, marginalOrdinaryRate(facts, tax)),
        assumption: "marginal federal rate on IRA withdrawals",
      },
      years: fixed(10, "10 years of QCDs"),
      adminCostUsd: fixed(0, "no cost at most custodians"),
    };
  },
  benefit: (v) => ({
    taxSavings: Math.min(v.annualGivingUsd ?? 0, v.qcdLimitUsd ?? 0) * (v.marginalRate ?? 0) * (v.years ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.adminCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "annualGivingUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Giving 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    {
      test: (f, t) => (f.primaryAge ?? 0) >= t.qcdMinimumAge || (f.spouseAge ?? 0) >= t.qcdMinimumAge,
      fits: (f, t) =>
        `An IRA owner is ${Math.max(f.primaryAge ?? 0, f.spouseAge ?? 0)}, past the QCD age of ${t.qcdMinimumAge}.`,
      fails: (_f, t) => `QCDs start at age ${t.qcdMinimumAge}; the notes show a younger or unstated age.`,
    },
    {
      test: (f) => (f.retirementAccountsUsd ?? 0) > 0,
      fits: "The client has IRA money to give from.",
      fails: "The notes show no IRA to make a QCD from.",
    },
    when.charitable,
  ),
  timeline: "Immediate; repeat each year",
  keyBenefits: [
    "Giving excluded from income, even without itemizing",
    "Counts toward RMDs",
    "Lowers AGI-linked costs such as Medicare IRMAA",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "church", "giving", "give", "tax-efficient"],
  explanation: explain({
    overview:
      "For charitably minded IRA owners over 70½, a QCD is usually the cheapest way to give: the distribution never enters income, which beats a deduction for those taking the standard deduction.",
    keyComponents: ["Direct transfer from IRA to charity", "Annual limit per IRA owner", "Counts toward RMDs"],
    steps: [
      {
        title: "Choose charities",
        description: "Confirm each is a public charity (not a DAF or private foundation).",
        timeline: "Week 1",
        requirements: ["Charity EINs"],
      },
      {
        title: "Instruct custodian",
        description: "Request checks payable to the charity.",
        timeline: "Before Dec 31",
        requirements: ["QCD request form"],
      },
      {
        title: "Report",
        description: "Report the distribution as a QCD on Form 1040.",
        timeline: "Tax filing",
        requirements: ["Form 1099-R", "Charity acknowledgements"],
      },
    ],
    prerequisites: ["Age 70½ at the distribution", "IRA (not an active 401(k))"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Keeps AGI lower for Social Security taxation and IRMAA"],
    taxAdvantages: ["Excluded from income up to the limit"],
    risks: [
      {
        risk: "Wrong recipient",
        description: "DAFs and private foundations do not qualify.",
        mitigation: "Give to public charities directly.",
      },
    ],
    regulatoryConsiderations: ["Limit indexed for inflation since 2024"],
    liquidityConsiderations: "Uses IRA money the client would otherwise withdraw for RMDs.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Needs itemizing to get a benefit." },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "For large, appreciated assets rather than annual gifts.",
      },
    ],
    uniqueAdvantages: ["Tax benefit without itemizing"],
    successMetrics: [{ metric: "Giving through QCDs", target: "All annual giving", measurementFrequency: "Annually" }],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Stop at any time.",
  }),
};

export const charitableLeadAnnuityTrust: StrategyDefinition = {
  id: "charitable-lead-annuity-trust",
  name: "Charitable Lead Annuity Trust (CLAT)",
  category: "Advanced Charitable Planning",
  description:
    "A trust pays charity a fixed annuity for a term; the remainder passes to family. A zeroed-out annuity makes the taxable gift about zero, so growth above the §7520 rate reaches heirs free of gift tax.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "remainder(fundingUsd grown at growthRate less annual payments fundingUsd ÷ annuityFactor(section7520Rate, termYears)) × 0.40 + annual payments to charity",
    variables: ["fundingUsd", "growthRate", "termYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The charity receives a fixed annuity for the term.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "charitable_trust_rules", "section_7520_rate_dependency"],
  sources: [
    "IRC §2522(c)(2)(B)",
    "IRC §170(f)(2)(B)",
    "Treas. Reg. §25.2522(c)-3(c)(2)(vi)",
    "IRC §7520",
    "IRC §2001(c)",
  ],
  variables: [
    { name: "fundingUsd", unit: "USD", description: "Amount placed in the CLAT." },
    { name: "growthRate", unit: "rate", description: "Annual return." },
    { name: "termYears", unit: "years", description: "Annuity term." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting and filings." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Trust administration." },
  ],
  defaults(facts) {
    return {
      fundingUsd: {
        value: Math.round(clamp((facts.netWorthUsd ?? 0) * 0.15, 500_000, 20_000_000)),
        assumption: "15% of net worth",
      },
      growthRate: growthFor(facts),
      termYears: fixed(15, "15-year term"),
      setupCostUsd: fixed(15_000, "drafting and filings, about $15,000"),
      annualAdministrationUsd: fixed(4_000, "Form 5227 and trustee, about $4,000 a year"),
    };
  },
  benefit: (v, tax) => {
    const funding = v.fundingUsd ?? 0;
    const n = v.termYears ?? 0;
    const payment = funding / annuityFactor(tax.section7520Rate, n);
    let value = funding;
    for (let i = 0; i < n; i++) value = value * (1 + (v.growthRate ?? 0)) - payment;
    return { estateTaxSavings: Math.max(0, value) * tax.estateTaxRate, annualPayout: payment * n };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.termYears ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.charitable, when.taxableEstate, when.hasDescendants),
  timeline: "2 months to fund",
  keyBenefits: [
    "Charity receives a steady annuity",
    "Heirs receive growth above the §7520 rate gift-tax free",
    "Can be grantor for an income tax deduction",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "philanthropy", "giving", "heirs", "estate"],
  explanation: explain({
    overview:
      "A CLAT serves both charity and family: the charity gets a fixed stream now, and the family gets what is left, with the gift valued as if assets earn only the §7520 rate.",
    keyComponents: ["Fixed annuity to charity", "Remainder to family or a trust", "Zeroed-out design"],
    steps: [
      {
        title: "Design",
        description: "Set the term and annuity to zero out the gift.",
        timeline: "Weeks 1–3",
        requirements: ["§7520 calculation"],
      },
      {
        title: "Fund",
        description: "Transfer assets expected to outgrow the §7520 rate.",
        timeline: "Weeks 3–8",
        requirements: ["Trust agreement", "Form 709"],
      },
      {
        title: "Administer",
        description: "Pay the annuity and file Form 5227.",
        timeline: "Annually",
        requirements: ["Form 5227"],
      },
    ],
    prerequisites: ["Charitable intent and taxable estate"],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: ["Family philanthropy during the term"],
    taxAdvantages: ["Gift-tax-free transfer of excess growth"],
    risks: [
      {
        risk: "Underperformance",
        description: "Returns below the §7520 rate leave little for heirs.",
        mitigation: "Fund with growth assets.",
      },
    ],
    regulatoryConsiderations: ["Self-dealing rules apply to the trust"],
    liquidityConsiderations: "The trust needs cash or assets to pay the annuity.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Income to the client, remainder to charity — the reverse.",
      },
      { strategy: "grantor-retained-annuity-trust", whyNotChosen: "No charitable component." },
    ],
    uniqueAdvantages: ["Charity and heirs both benefit"],
    successMetrics: [{ metric: "Remainder for heirs", target: "Growing above zero", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual trust review.",
    exitStrategy: "At term end the remainder passes to the family.",
  }),
};

export const donorAdvisedFund: StrategyDefinition = {
  id: "donor-advised-fund",
  name: "Donor-Advised Fund with Appreciated Securities",
  category: "Charitable",
  description:
    "The client gives appreciated securities to a donor-advised fund, deducts their market value in the year of the gift, avoids the capital gain, and recommends grants to charities over time.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftUsd × marginalRate + giftUsd × gainShare × capitalGainsRate",
    variables: ["giftUsd", "marginalRate", "gainShare", "capitalGainsRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "giftUsd × adminFeeRate × years",
    variables: ["giftUsd", "adminFeeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["irrevocable_gift", "agi_limits", "sponsor_fees"],
  sources: ["IRC §4966(d)(2)", "IRC §170(b)(1)(C), (e)(1)", "IRC §170(b)(1)(I) (2026 floor)", "IRC §68 (2026 cap)"],
  variables: [
    { name: "giftUsd", unit: "USD", description: "Value of securities given." },
    { name: "marginalRate", unit: "rate", description: "Marginal rate of the deduction." },
    { name: "gainShare", unit: "ratio", description: "Share of the value that is unrealised gain." },
    { name: "capitalGainsRate", unit: "rate", description: "Capital gains rate avoided." },
    { name: "adminFeeRate", unit: "rate", description: "Sponsor fee a year." },
    { name: "years", unit: "years", description: "Years the fund is held before granting out." },
  ],
  defaults(facts, tax) {
    const agi = facts.annualIncomeUsd ?? 150_000;
    const gift = Math.round(
      clamp((facts.annualCharitableGivingUsd ?? 10_000) * 3, 5_000, agi * tax.charitableAppreciatedPropertyAgiLimit),
    );
    return {
      giftUsd: {
        value: gift,
        assumption: `three years of giving bunched into one gift, within the 30% AGI limit (${formatUsd(gift)})`,
      },
      marginalRate: {
        value: marginalOrdinaryRate(facts, tax),
        assumption: "marginal federal rate (capped at 35% from 2026)",
      },
      gainShare: fixed(0.5, "half the value is unrealised gain"),
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "capital gains rate with NIIT" },
      adminFeeRate: fixed(0.006, "sponsor fee 0.6% a year"),
      years: fixed(3, "granted out over 3 years"),
    };
  },
  benefit: (v, tax) => {
    const gift = v.giftUsd ?? 0;
    return {
      taxSavings:
        deductionValue(gift, v.marginalRate ?? 0, gift / tax.charitableAppreciatedPropertyAgiLimit, tax) +
        gift * (v.gainShare ?? 0) * (v.capitalGainsRate ?? 0),
    };
  },
  cost: (v) => ({ setup: 0, annual: (v.giftUsd ?? 0) * (v.adminFeeRate ?? 0), years: v.years ?? 0 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.3, description: "Gain 20% / 50% / 80% of value" },
  eligibility: allOf(when.charitable),
  timeline: "1–2 weeks",
  keyBenefits: ["Deduct now, grant later", "No capital gains on appreciated stock given", "Simple, low cost"],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "giving", "philanthropy", "structured giving", "church"],
  explanation: explain({
    overview:
      "A DAF is a charitable account at a sponsoring public charity: the client gets the deduction when funding it and advises grants over time, which suits bunching several years of gifts into one tax year.",
    keyComponents: ["Sponsoring organisation", "Irrevocable gift of securities", "Grant recommendations"],
    steps: [
      { title: "Open", description: "Open a DAF at a sponsor.", timeline: "Week 1", requirements: ["Application"] },
      {
        title: "Give securities",
        description: "Transfer long-held appreciated shares.",
        timeline: "Week 2",
        requirements: ["Transfer instructions"],
      },
      {
        title: "Grant",
        description: "Recommend grants to charities.",
        timeline: "Ongoing",
        requirements: ["Grant requests"],
      },
    ],
    prerequisites: ["Appreciated securities held over a year", "Charitable intent"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Involves the next generation as successor advisers"],
    taxAdvantages: ["Fair-market-value deduction; no gain recognised"],
    risks: [
      {
        risk: "Deduction limits",
        description: "30% of AGI for appreciated stock; 2026 floor and 35% cap.",
        mitigation: "Carry forward five years.",
      },
    ],
    regulatoryConsiderations: ["DAF grants cannot satisfy personal pledges"],
    liquidityConsiderations: "Gifts are irrevocable.",
    alternatives: [
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Only from IRAs after 70½, and not to DAFs." },
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "For much larger gifts with income back." },
    ],
    uniqueAdvantages: ["Lowest-cost structured giving"],
    successMetrics: [{ metric: "Grants made", target: "Per giving plan", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual giving plan review.",
    exitStrategy: "Grant the balance out; name charities as successors.",
  }),
};

export const charitableRemainderUnitrust: StrategyDefinition = {
  id: "charitable-remainder-unitrust",
  name: "Charitable Remainder Unitrust (CRUT)",
  category: "Charitable Planning",
  description:
    "Appreciated assets are given to a trust that sells them tax-free and pays the client a percentage of the trust's value each year for life or a term; the remainder goes to charity and the client deducts its present value.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "remainderFactor × contributionUsd × 0.37 + contributionUsd × gainShare × (capital gains 0.20 + 0.038, or 0.25 on unrecaptured §1250 gain) × deferralFactor + unitrust income",
    variables: ["contributionUsd", "remainderFactor", "gainShare", "deferralFactor", "payoutRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Often paired with an ILIT to replace the gift for heirs (see the wealth replacement trust).",
  annuityComponent: "The client receives a unitrust payout each year.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "four_tier_taxation",
    "charitable_trust_rules",
  ],
  sources: [
    "IRC §664(d)(2)",
    "IRC §664(d)(2)(D) (10% remainder)",
    "Treas. Reg. §1.664-4",
    "IRC §170(b)(1)(C)",
    "IRC §1(h)(1)(E) (25% rate)",
  ],
  variables: [
    { name: "contributionUsd", unit: "USD", description: "Appreciated assets contributed." },
    {
      name: "remainderFactor",
      unit: "ratio",
      description: "Present value of the charity's remainder (deduction share).",
    },
    { name: "gainShare", unit: "ratio", description: "Share of value that is gain." },
    {
      name: "deferralFactor",
      unit: "ratio",
      description: "Share of the gain tax saved by spreading it over the payouts.",
    },
    { name: "payoutRate", unit: "rate", description: "Unitrust payout rate." },
    { name: "years", unit: "years", description: "Trust term." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting and appraisal." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Trustee and Form 5227." },
  ],
  defaults(facts) {
    const age = oldestAge(facts) ?? 60;
    const years = clamp(Math.round(88 - age), 10, 20);
    const payout = 0.05;
    const contribution = Math.round(
      clamp(
        (facts.taxableInvestmentsUsd ?? facts.realEstateUsd ?? (facts.netWorthUsd ?? 0) * 0.2) * 0.4,
        250_000,
        20_000_000,
      ),
    );
    return {
      contributionUsd: {
        value: contribution,
        assumption: `40% of the appreciated holdings (${formatUsd(contribution)})`,
      },
      remainderFactor: {
        value: Math.round((1 - payout) ** years * 1000) / 1000,
        assumption: `remainder after ${years} years of a 5% unitrust (Treas. Reg. §1.664-4 approximation)`,
      },
      gainShare: fixed(0.6, "60% of the value is gain"),
      deferralFactor: fixed(0.4, "spreading the gain over the payouts saves about 40% of the tax in present value"),
      payoutRate: fixed(payout, "5% unitrust payout"),
      years: { value: years, assumption: `${years}-year term` },
      setupCostUsd: fixed(12_000, "drafting and appraisal, about $12,000"),
      annualAdministrationUsd: fixed(3_500, "trustee and Form 5227, about $3,500 a year"),
    };
  },
  benefit: (v, tax) => {
    const c = v.contributionUsd ?? 0;
    const deduction = (v.remainderFactor ?? 0) * c * Math.min(tax.topOrdinaryRate, tax.itemizedDeductionBenefitCapRate);
    const gainTax =
      c *
      (v.gainShare ?? 0) *
      (tax.longTermCapitalGainsTopRate + tax.netInvestmentIncomeTaxRate) *
      (v.deferralFactor ?? 0);
    const income = c * (v.payoutRate ?? 0) * (v.years ?? 0);
    // Income is counted at a quarter of its amount: the client gave up the asset that would have produced it.
    return { taxSavings: deduction + gainTax, incomeStream: income * 0.25 };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Gain 40% / 60% / 80% of value" },
  eligibility: allOf(when.charitable, {
    test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || f.hasInvestmentRealEstate || f.ownsBusiness,
    fits: "The client holds appreciated assets the trust can sell without immediate tax.",
    fails: "The notes show no appreciated assets to contribute.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Sell appreciated assets without immediate tax",
    "Income for life or a term",
    "Deduction for the remainder to charity",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["charity", "philanthropy", "income", "diversify", "sell"],
  explanation: explain({
    overview:
      "A CRUT converts a concentrated, low-basis asset into a diversified income stream: the trust is tax-exempt, so it sells without tax, pays the client a fixed percentage and leaves the rest to charity.",
    keyComponents: ["Unitrust payout (5%–50%)", "10% minimum remainder", "Four-tier taxation of payouts"],
    steps: [
      {
        title: "Design",
        description: "Set payout, term and charities; check the 10% test at the §7520 rate.",
        timeline: "Weeks 1–3",
        requirements: ["Deduction calculation"],
      },
      {
        title: "Fund",
        description: "Transfer the asset before any binding sale.",
        timeline: "Weeks 3–6",
        requirements: ["Trust agreement", "Appraisal for non-cash assets"],
      },
      {
        title: "Sell and invest",
        description: "Trustee sells and diversifies.",
        timeline: "After funding",
        requirements: ["Investment policy"],
      },
    ],
    prerequisites: ["Appreciated asset not yet under contract", "Charitable intent"],
    professionals: ["Estate planning attorney", "CPA", "Trustee", "Appraiser"],
    secondaryBenefits: ["Removes the asset from the estate"],
    taxAdvantages: ["Deduction for the remainder", "Gain spread over the payouts"],
    risks: [
      {
        risk: "Prearranged sale",
        description: "A sale agreed before the gift taxes the donor.",
        mitigation: "Fund before any binding agreement.",
      },
      {
        risk: "Heirs receive less",
        description: "The remainder goes to charity.",
        mitigation: "Wealth replacement insurance.",
      },
    ],
    regulatoryConsiderations: ["Self-dealing and UBTI rules"],
    liquidityConsiderations: "The client receives only the unitrust amount each year.",
    alternatives: [
      { strategy: "charitable-wealth-replacement-trust", whyNotChosen: "Adds insurance so heirs are made whole." },
      { strategy: "donor-advised-fund", whyNotChosen: "No income back to the donor." },
    ],
    uniqueAdvantages: ["Tax-free sale inside the trust with income back"],
    successMetrics: [{ metric: "Payout received", target: "As designed", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual trustee and investment review.",
    exitStrategy: "The income interest can be given to charity early for a further deduction.",
  }),
};

export const charitableWealthReplacementTrust: StrategyDefinition = {
  id: "charitable-wealth-replacement-trust",
  name: "Charitable Remainder Trust with Wealth Replacement ILIT",
  category: "Advanced Charitable Planning",
  description:
    "A charitable remainder trust provides income and tax savings, and part of the tax saved pays premiums on life insurance in an ILIT that replaces, for the heirs, the assets left to charity.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "contributionUsd × (gainShare × 0.238 + remainderFactor × 0.37) + deathBenefitUsd × 0.40 avoided on the replacement",
    variables: ["contributionUsd", "gainShare", "remainderFactor", "deathBenefitUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualPremiumUsd × premiumYears",
    variables: ["setupCostUsd", "annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent: "Second-to-die policy in an ILIT equal to the assets given to the CRT.",
  annuityComponent: "The CRT pays a unitrust or annuity amount to the donors.",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "insurance_product", "charitable_trust_rules", "crummey_notices"],
  sources: ["IRC §664", "IRC §2042", "IRC §170(f)(2)(A)", "IRC §1(h)", "IRC §2001(c)"],
  variables: [
    { name: "contributionUsd", unit: "USD", description: "Assets given to the CRT." },
    { name: "gainShare", unit: "ratio", description: "Share of value that is gain." },
    { name: "remainderFactor", unit: "ratio", description: "Deductible remainder share." },
    { name: "deathBenefitUsd", unit: "USD", description: "Replacement death benefit in the ILIT." },
    { name: "setupCostUsd", unit: "USD", description: "Two trusts and underwriting." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
  ],
  defaults(facts) {
    const c = Math.round(
      clamp((facts.taxableInvestmentsUsd ?? (facts.netWorthUsd ?? 0) * 0.2) * 0.4, 500_000, 20_000_000),
    );
    const age = oldestAge(facts) ?? 65;
    return {
      contributionUsd: { value: c, assumption: `40% of appreciated holdings (${formatUsd(c)})` },
      gainShare: fixed(0.6, "60% of value is gain"),
      remainderFactor: fixed(0.35, "35% deductible remainder"),
      deathBenefitUsd: { value: c, assumption: "replacement insurance equal to the gift" },
      setupCostUsd: fixed(20_000, "two trusts and underwriting, about $20,000"),
      annualPremiumUsd: {
        value: Math.round(c * clamp(0.006 + (age - 50) * 0.0006, 0.006, 0.04)),
        assumption: `survivorship premium for age ${age}`,
      },
      premiumYears: fixed(10, "10 years of premiums"),
    };
  },
  benefit: (v, tax) => {
    const c = v.contributionUsd ?? 0;
    return {
      taxSavings:
        c * (v.gainShare ?? 0) * (tax.longTermCapitalGainsTopRate + tax.netInvestmentIncomeTaxRate) * 0.5 +
        c * (v.remainderFactor ?? 0) * Math.min(tax.topOrdinaryRate, tax.itemizedDeductionBenefitCapRate),
      estateTaxSavings: (v.deathBenefitUsd ?? 0) * tax.estateTaxRate,
    };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualPremiumUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premiums 25% lower / base / higher",
  },
  eligibility: allOf(when.charitable, when.hasDescendants, {
    test: (f) =>
      f.hasLowBasisStock ||
      f.hasConcentratedStock ||
      f.hasInvestmentRealEstate ||
      (f.taxableInvestmentsUsd ?? 0) >= 1_000_000,
    fits: "The client holds appreciated assets for the CRT.",
    fails: "The notes show no appreciated assets for a charitable remainder trust.",
  }),
  timeline: "2–3 months",
  keyBenefits: [
    "Charity, income and heirs all served",
    "Tax savings fund the insurance",
    "Replacement passes outside the estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "heirs", "children", "philanthropy", "income"],
  explanation: explain({
    overview:
      "The wealth replacement design answers the heirs' objection to a CRT: the insurance in the ILIT replaces what charity receives, typically paid for by the CRT's tax savings and income.",
    keyComponents: ["CRT for income and tax savings", "ILIT owning survivorship insurance", "Annual gifts of premiums"],
    steps: [
      {
        title: "Underwrite first",
        description: "Secure the insurance before funding the CRT.",
        timeline: "Weeks 1–8",
        requirements: ["Medical underwriting"],
      },
      {
        title: "Create trusts",
        description: "Sign the CRT and the ILIT.",
        timeline: "Weeks 6–10",
        requirements: ["Two trust agreements"],
      },
      {
        title: "Fund and insure",
        description: "Fund the CRT; gift premiums to the ILIT.",
        timeline: "Weeks 10–12",
        requirements: ["Crummey notices"],
      },
    ],
    prerequisites: ["Insurability", "Charitable intent"],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Estate reduced by the CRT gift"],
    taxAdvantages: ["Deduction, deferred gain, tax-free death benefit"],
    risks: [
      {
        risk: "Insurability",
        description: "Declined or rated coverage changes the math.",
        mitigation: "Underwrite before funding.",
      },
    ],
    regulatoryConsiderations: ["Two sets of trust rules to follow"],
    liquidityConsiderations: "Premiums come from CRT income or other cash.",
    alternatives: [
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Without replacement, heirs receive less." },
      { strategy: "donor-advised-fund", whyNotChosen: "No income stream back." },
    ],
    uniqueAdvantages: ["Heirs made whole while charity benefits"],
    successMetrics: [
      { metric: "Replacement coverage", target: "Equal to the CRT gift", measurementFrequency: "Annually" },
    ],
    reviewSchedule: "Annual review of both trusts and the policy.",
    exitStrategy: "Both trusts are irrevocable; the policy can be sold or exchanged if no longer needed.",
  }),
};

/** Core retirement and charitable strategies. */
export const CORE_RETIREMENT_CHARITABLE: readonly StrategyDefinition[] = [
  megaBackdoorRoth,
  nuaStrategy,
  qualifiedCharitableDistribution,
  charitableLeadAnnuityTrust,
  donorAdvisedFund,
  charitableRemainderUnitrust,
  charitableWealthReplacementTrust,
];
