import { allOf, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor, metric, risk, step, v, yearsToEstate } from "./helpers.ts";

/** Business planning, succession, retirement income and family strategies (third part). */

export const holdingCompanyRestructuring: StrategyDefinition = {
  id: "holding-company-restructuring",
  name: "Holding Company and Operating Company Restructuring",
  category: "Advanced Business Planning",
  description:
    "The business is split into an operating company that carries trading risk and a holding company that owns valuable assets (real estate, IP, cash), protecting them and preparing the business for succession or sale.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "separatedAssetsUsd × claimProbability + businessValueUsd × saleReadinessGain",
    variables: ["separatedAssetsUsd", "claimProbability", "businessValueUsd", "saleReadinessGain"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["entity_formalities", "related_party_leases", "tax_free_reorganization_rules"],
  sources: ["IRC §351", "IRC §368(a)(1)(F) (F reorganization)", "Rev. Rul. 2008-18"],
  variables: [
    v("separatedAssetsUsd", "USD", "Assets moved to the holding company."),
    v("claimProbability", "ratio", "Chance of a claim reaching them otherwise."),
    v("businessValueUsd", "USD", "Business value."),
    v("saleReadinessGain", "ratio", "Value added by a cleaner structure at sale."),
    v("setupCostUsd", "USD", "Restructuring."),
    v("annualCostUsd", "USD", "Extra entity costs a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    separatedAssetsUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.5 + (f.businessValueUsd ?? 0) * 0.2),
      assumption: "business real estate and 20% of the business's value in other assets",
    },
    claimProbability: fixed(0.05, "5% chance over 10 years"),
    businessValueUsd: { value: Math.round(f.businessValueUsd ?? 0), assumption: "the business's value" },
    saleReadinessGain: fixed(0.01, "1% higher price from a clean structure"),
    setupCostUsd: fixed(20_000, "restructuring, about $20,000"),
    annualCostUsd: fixed(2_500, "extra entity costs, about $2,500 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({
    protection:
      (x.separatedAssetsUsd ?? 0) * (x.claimProbability ?? 0) + (x.businessValueUsd ?? 0) * (x.saleReadinessGain ?? 0),
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => (f.businessValueUsd ?? 0) >= 1_000_000,
    fits: "The business is large enough for a two-tier structure to pay off.",
    fails: "The business is too small for a holding structure.",
  }),
  timeline: "2–4 months",
  keyBenefits: [
    "Shields valuable assets from operating risk",
    "Cleaner sale or succession",
    "Flexible ownership of the holding company",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "succession", "protect", "sell"],
  explanation: explain({
    overview:
      "Separating what the business owns from what it does limits liability and lets owners sell or pass on each part on its own terms.",
    keyComponents: ["Holding company", "Operating subsidiary", "Intercompany leases"],
    steps: [
      step("Plan", "Decide which assets move.", "Weeks 1–3", ["Asset register"]),
      step("Reorganise", "Tax-free reorganisation and leases.", "Weeks 3–12", ["Reorganisation documents"]),
    ],
    prerequisites: ["An operating business with separable assets"],
    professionals: ["Business attorney", "CPA"],
    secondaryBenefits: ["Easier financing of real estate"],
    taxAdvantages: ["Tax-free if structured under §351 or §368"],
    risks: [risk("Tax on transfers", "Poorly structured transfers can be taxable.", "Use a reorganisation provision.")],
    regulatoryConsiderations: ["Lender and licence consents"],
    liquidityConsiderations: "Costs only.",
    alternatives: [
      { strategy: "professional-liability-structuring", whyNotChosen: "The same idea for professional practices." },
      { strategy: "series-llc-rental-real-estate", whyNotChosen: "For rental property only." },
    ],
    uniqueAdvantages: ["Protection and succession in one structure"],
    successMetrics: [metric("Assets in the holding company", "All non-operating assets", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Merge back if no longer useful.",
  }),
};

export const familyManagementCompany: StrategyDefinition = {
  id: "family-management-company",
  name: "Family Management Company",
  category: "Business Planning",
  description:
    "A family office entity manages the family's investments for a profits interest, so investment management costs that individuals can no longer deduct become business expenses of a trade or business (per Lender Management).",
  benefitCalculation: {
    type: "percentage",
    formula: "managementCostsUsd × marginalRate × years",
    variables: ["managementCostsUsd", "marginalRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["trade_or_business_required", "substance_requirements"],
  sources: [
    "Lender Management, LLC v. Commissioner, T.C. Memo. 2017-246",
    "IRC §162",
    "IRC §67(g) (miscellaneous itemized deductions suspended, made permanent by Pub. L. 119-21)",
  ],
  variables: [
    v("managementCostsUsd", "USD", "Investment management costs a year."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("years", "years", "Years modelled."),
    v("setupCostUsd", "USD", "Formation."),
    v("annualCostUsd", "USD", "Entity upkeep a year."),
  ],
  defaults: (f, tax) => ({
    managementCostsUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.006),
      assumption: "management costs of 0.6% of net worth",
    },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    years: fixed(10, "10 years"),
    setupCostUsd: fixed(40_000, "formation, about $40,000"),
    annualCostUsd: fixed(20_000, "upkeep, about $20,000 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.managementCostsUsd ?? 0) * (x.marginalRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "managementCostsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Costs 30% lower / base / higher",
  },
  eligibility: allOf(when.hasDescendants, {
    test: (f) => (f.taxableInvestmentsUsd ?? 0) >= 10_000_000 || (f.netWorthUsd ?? 0) >= 40_000_000,
    fits: "The family has investment assets at family-office scale.",
    fails: "A family management company needs a large, multi-generation portfolio.",
  }),
  timeline: "3–6 months",
  keyBenefits: ["Deductible investment management", "Professional governance", "Engages the next generation"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["family", "investments", "office", "generations"],
  explanation: explain({
    overview:
      "Individuals cannot deduct investment fees since 2018; a family management company running a real business of managing family money for profits interests can.",
    keyComponents: ["Separate owners from investors", "Employees and office", "Profits-interest compensation"],
    steps: [
      step("Design", "Structure ownership and fees.", "Months 1–2", ["Feasibility"]),
      step("Operate", "Staff and run the business.", "Ongoing", ["Payroll", "Agreements"]),
    ],
    prerequisites: ["Multiple family investors"],
    professionals: ["Tax counsel", "Family office adviser"],
    secondaryBenefits: ["Centralised reporting"],
    taxAdvantages: ["§162 deductions"],
    risks: [risk("Not a business", "A hobby entity loses the deduction.", "Real staff and services.")],
    regulatoryConsiderations: ["Investment adviser rules for family offices"],
    liquidityConsiderations: "Operating costs.",
    alternatives: [
      { strategy: "private-trust-company", whyNotChosen: "Acts as trustee rather than manager." },
      { strategy: "family-limited-partnership", whyNotChosen: "Holds assets but is not a trade or business." },
    ],
    uniqueAdvantages: ["Recovers lost deductions"],
    successMetrics: [metric("Deductions sustained", "On review", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Wind down.",
  }),
};

export const cCorpConversionForQsbs: StrategyDefinition = {
  id: "c-corp-conversion-for-qsbs",
  name: "Converting a Growth Business to a C Corporation for QSBS",
  category: "Business Planning",
  description:
    "An LLC or partnership expecting a large exit converts to a C corporation so future appreciation qualifies as small business stock, excluded from tax after the holding period (the 0.21 corporate rate applies meanwhile).",
  benefitCalculation: {
    type: "percentage",
    formula: "min(futureAppreciationUsd, exclusionCapUsd) × capitalGainsRate − retainedEarningsUsd × 0.21",
    variables: ["futureAppreciationUsd", "exclusionCapUsd", "capitalGainsRate", "retainedEarningsUsd"],
  },
  costCalculation: { type: "one_time", formula: "conversionCostUsd", variables: ["conversionCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["holding_period", "double_taxation_of_dividends", "qsbs_qualification"],
  sources: ["IRC §1202(i) (basis of contributed property)", "IRC §351", "IRC §11(b)", "Pub. L. 119-21 §70431"],
  variables: [
    v("futureAppreciationUsd", "USD", "Growth after conversion."),
    v("exclusionCapUsd", "USD", "QSBS cap."),
    v("capitalGainsRate", "rate", "Capital gains rate avoided."),
    v("retainedEarningsUsd", "USD", "Profits taxed at the corporate rate meanwhile."),
    v("conversionCostUsd", "USD", "Conversion."),
  ],
  defaults: (f, tax) => ({
    futureAppreciationUsd: {
      value: Math.round((f.businessValueUsd ?? 0) * 1.5),
      assumption: "business grows 150% before exit",
    },
    exclusionCapUsd: { value: tax.qsbsExclusionCapPostJuly2025, assumption: "cap for stock issued after 4 July 2025" },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate" },
    retainedEarningsUsd: { value: Math.round((f.businessValueUsd ?? 0) * 0.05), assumption: "modest retained profits" },
    conversionCostUsd: fixed(25_000, "conversion, about $25,000"),
  }),
  benefit: (x, tax) => ({
    taxSavings: Math.max(
      0,
      Math.min(x.futureAppreciationUsd ?? 0, x.exclusionCapUsd ?? 0) * (x.capitalGainsRate ?? 0) -
        (x.retainedEarningsUsd ?? 0) * tax.corporateTaxRate,
    ),
  }),
  cost: (x) => ({ setup: x.conversionCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "futureAppreciationUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Growth half / base / 1.5×",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) =>
        f.businessEntityType !== "c_corp" &&
        f.businessEntityType !== null &&
        !f.hasProfessionalLiability &&
        !f.hasFarmOrRanch,
      fits: "The business is a pass-through in a field that §1202 allows.",
      fails:
        "The business is already a C corporation, or in a field §1202 excludes (health, farming, professional services).",
    },
    {
      test: (f) => f.expectsLiquidityEvent || f.goals.some((g) => /sell|exit|grow/i.test(g)),
      fits: "A future exit makes excluded gain valuable.",
      fails: "No exit is planned.",
    },
  ),
  timeline: "1–3 months; 3–5 years to qualify",
  keyBenefits: [
    "Future gain excluded up to the cap",
    "Tiered exclusion from 3 years for new stock",
    "Attracts investors",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sell", "exit", "growth", "business"],
  explanation: explain({
    overview:
      "Appreciation after conversion can qualify for QSBS; value at conversion becomes basis and is not excluded.",
    keyComponents: ["Conversion", "Active business tests", "Holding period"],
    steps: [
      step("Value", "Appraise at conversion.", "Weeks 1–3", ["Appraisal"]),
      step("Convert", "Convert and issue stock.", "Weeks 3–8", ["Conversion documents"]),
    ],
    prerequisites: ["A qualified trade or business"],
    professionals: ["Tax attorney", "CPA"],
    secondaryBenefits: ["Simpler equity for investors"],
    taxAdvantages: ["Exclusion of future gain"],
    risks: [risk("Double tax", "Dividends are taxed twice.", "Reinvest earnings.")],
    regulatoryConsiderations: ["Excluded fields under §1202(e)(3)"],
    liquidityConsiderations: "Profits taxed at 21% inside.",
    alternatives: [
      { strategy: "qsbs-1202-1045-rollover", whyNotChosen: "For stock already qualifying." },
      { strategy: "installment-sale-section-453", whyNotChosen: "Defers rather than excludes." },
    ],
    uniqueAdvantages: ["Turns future growth tax-free"],
    successMetrics: [metric("Holding period", "Met before exit", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Sell after the holding period.",
  }),
};

export const qsbsStackingNonGrantorTrusts: StrategyDefinition = {
  id: "qsbs-stacking-non-grantor-trusts",
  name: "QSBS Stacking with Non-Grantor Trusts",
  category: "Advanced Tax Planning",
  description:
    "The founder gives qualified small business stock to several non-grantor trusts (for children), each a separate taxpayer with its own per-issuer exclusion cap, multiplying the gain excluded.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(gainAboveCapUsd, trusts × exclusionCapUsd) × capitalGainsRate",
    variables: ["gainAboveCapUsd", "trusts", "exclusionCapUsd", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "trusts × (setupCostUsd + annualCostUsd × years)",
    variables: ["trusts", "setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["multiple_trust_rules_643f", "gift_tax_return_required", "qsbs_qualification"],
  sources: ["IRC §1202(b)(1), (h)(2) (gifts keep QSBS status)", "IRC §643(f)", "IRC §§671–679"],
  variables: [
    v("gainAboveCapUsd", "USD", "Expected gain above the founder's own cap."),
    v("trusts", "count", "Non-grantor trusts funded."),
    v("exclusionCapUsd", "USD", "Per-taxpayer cap."),
    v("capitalGainsRate", "rate", "Capital gains rate."),
    v("setupCostUsd", "USD", "Drafting per trust."),
    v("annualCostUsd", "USD", "Trustee and returns per trust a year."),
    v("years", "years", "Years until the sale."),
  ],
  defaults: (f, tax) => ({
    gainAboveCapUsd: {
      value: Math.max(0, Math.round((f.businessValueUsd ?? 0) - tax.qsbsExclusionCapPreJuly2025)),
      assumption: "gain above the founder's own cap",
    },
    trusts: { value: Math.max(1, Math.min(3, f.childrenCount ?? 1)), assumption: "one trust per child, up to three" },
    exclusionCapUsd: { value: tax.qsbsExclusionCapPreJuly2025, assumption: "cap for stock issued before 5 July 2025" },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate with NIIT" },
    setupCostUsd: fixed(15_000, "drafting, about $15,000 per trust"),
    annualCostUsd: fixed(3_000, "trustee and returns, about $3,000 per trust a year"),
    years: fixed(3, "3 years to the sale"),
  }),
  benefit: (x) => ({
    taxSavings:
      Math.min(x.gainAboveCapUsd ?? 0, (x.trusts ?? 0) * (x.exclusionCapUsd ?? 0)) * (x.capitalGainsRate ?? 0),
  }),
  cost: (x) => ({
    setup: (x.trusts ?? 0) * (x.setupCostUsd ?? 0),
    annual: (x.trusts ?? 0) * (x.annualCostUsd ?? 0),
    years: x.years ?? 0,
  }),
  sensitivity: { variable: "gainAboveCapUsd", mode: "multiply", spread: 0.5, description: "Gain half / base / 1.5×" },
  eligibility: allOf(
    {
      test: (f) => f.businessEntityType === "c_corp" && (f.businessValueUsd ?? 0) > 10_000_000,
      fits: "The founder's qualifying C-corporation stake is worth more than one exclusion cap.",
      fails: "Stacking helps only when QSBS gain exceeds one cap.",
    },
    when.hasDescendants,
  ),
  timeline: "Before a sale is agreed",
  keyBenefits: ["Multiplies the QSBS exclusion", "Moves value to children's trusts", "Gifts keep the holding period"],
  memoBucket: "legacyBucket",
  goalKeywords: ["ipo", "sale", "taxes on a sale", "children"],
  explanation: explain({
    overview:
      "Each taxpayer has its own QSBS cap; gifts of stock to separate non-grantor trusts, well before a sale, multiply the total exclusion.",
    keyComponents: ["Separate non-grantor trusts", "Gifts of QSBS", "Distinct beneficiaries"],
    steps: [
      step("Draft", "Create separate trusts.", "Weeks 1–4", ["Trust agreements"]),
      step("Gift", "Give shares and file Form 709.", "Weeks 4–8", ["Stock transfer", "Form 709"]),
    ],
    prerequisites: ["Qualifying QSBS", "Gift exclusion available"],
    professionals: ["Tax attorney", "Estate planning attorney"],
    secondaryBenefits: ["Estate planning for the children"],
    taxAdvantages: ["Additional caps"],
    risks: [
      risk(
        "§643(f) aggregation",
        "Trusts formed mainly to avoid tax can be combined.",
        "Distinct beneficiaries and terms.",
      ),
    ],
    regulatoryConsiderations: ["Non-grantor trusts pay their own state tax"],
    liquidityConsiderations: "Shares leave the founder's estate.",
    alternatives: [
      { strategy: "qsbs-1202-1045-rollover", whyNotChosen: "The founder's own single cap." },
      { strategy: "grantor-retained-annuity-trust", whyNotChosen: "Grantor trusts share the founder's cap." },
    ],
    uniqueAdvantages: ["Largest lever on a big exit"],
    successMetrics: [metric("Caps used", "Each trust's cap", "At sale")],
    reviewSchedule: "Before any liquidity event.",
    exitStrategy: "Trusts continue for the children.",
  }),
};

export const upstreamBasisPlanning: StrategyDefinition = {
  id: "upstream-basis-planning",
  name: "Upstream Basis Planning",
  category: "Advanced Tax Planning",
  description:
    "Appreciated assets are given (or made subject to a general power of appointment) to an older relative with a small estate, so they return at that relative's death with a stepped-up basis and no estate tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "appreciatedAssetsUsd × gainShare × capitalGainsRate × successProbability",
    variables: ["appreciatedAssetsUsd", "gainShare", "capitalGainsRate", "successProbability"],
  },
  costCalculation: { type: "one_time", formula: "draftingCostUsd", variables: ["draftingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["section_1014e_one_year_rule", "family_cooperation_required"],
  sources: ["IRC §1014(a), (e)", "IRC §2041 (general powers of appointment)"],
  variables: [
    v("appreciatedAssetsUsd", "USD", "Assets subject to the power."),
    v("gainShare", "ratio", "Share that is gain."),
    v("capitalGainsRate", "rate", "Rate avoided."),
    v("successProbability", "ratio", "Chance the step-up occurs as planned."),
    v("draftingCostUsd", "USD", "Drafting."),
  ],
  defaults: (f, tax) => ({
    appreciatedAssetsUsd: {
      value: Math.round((f.taxableInvestmentsUsd ?? (f.netWorthUsd ?? 0) * 0.2) * 0.5),
      assumption: "half of the appreciated portfolio",
    },
    gainShare: fixed(0.6, "60% of value is gain"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate" },
    successProbability: fixed(0.6, "60% chance the step-up happens within the planning window"),
    draftingCostUsd: fixed(8_000, "drafting, about $8,000"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.appreciatedAssetsUsd ?? 0) * (x.gainShare ?? 0) * (x.capitalGainsRate ?? 0) * (x.successProbability ?? 0),
  }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "successProbability", mode: "add", spread: 0.2, description: "Success 40% / 60% / 80%" },
  eligibility: allOf(when.hasAppreciatedStock, when.ageBelow(65, "upstream planning uses a parent's generation")),
  timeline: "1 month",
  keyBenefits: ["Erases built-in gain", "Uses a relative's unused exclusion", "Assets return in trust"],
  memoBucket: "legacyBucket",
  goalKeywords: ["taxes", "gains", "parents", "family"],
  explanation: explain({
    overview:
      "A parent's unused estate exclusion can be used to step up the basis of a child's appreciated assets, passed back through a trust.",
    keyComponents: [
      "Grantor trust with a general power for the parent",
      "Formula limiting the power",
      "Assets pass back in trust",
    ],
    steps: [step("Draft", "Grant a formula general power.", "Weeks 1–4", ["Trust amendment"])],
    prerequisites: ["An older relative with a small estate"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Parents' own planning reviewed"],
    taxAdvantages: ["Basis step-up"],
    risks: [
      risk("One-year rule", "Gifts back within a year get no step-up (§1014(e)).", "Use powers over trust assets."),
    ],
    regulatoryConsiderations: ["Creditors of the power holder"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "community-property-trust", whyNotChosen: "Step-up between spouses." },
      { strategy: "donor-advised-fund", whyNotChosen: "Gives gain away." },
    ],
    uniqueAdvantages: ["Free basis from another generation"],
    successMetrics: [metric("Basis stepped up", "At the power holder's death", "At death")],
    reviewSchedule: "Every 2 years.",
    exitStrategy: "Release the power.",
  }),
};

export const managementBuyout: StrategyDefinition = {
  id: "management-buyout",
  name: "Sale to Management (Management Buyout)",
  category: "Business Succession",
  description:
    "The owner sells the business to its managers, financed by bank debt, seller notes and an earn-out, keeping continuity for staff and customers.",
  benefitCalculation: {
    type: "percentage",
    formula: "businessValueUsd × continuityPremium + sellerNoteUsd × interestRate × years",
    variables: ["businessValueUsd", "continuityPremium", "sellerNoteUsd", "interestRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "transactionCostUsd", variables: ["transactionCostUsd"] },
  lifeInsuranceComponent: "Key person cover on the buyers secures the seller note.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["buyer_financing_risk", "seller_note_credit_risk"],
  sources: ["IRC §453 (installment reporting of the seller note)", "IRC §1001"],
  variables: [
    v("businessValueUsd", "USD", "Business value."),
    v("continuityPremium", "ratio", "Value kept versus a distressed or forced sale."),
    v("sellerNoteUsd", "USD", "Seller financing."),
    v("interestRate", "rate", "Note interest."),
    v("years", "years", "Note term."),
    v("transactionCostUsd", "USD", "Legal, valuation and financing."),
  ],
  defaults: (f) => ({
    businessValueUsd: { value: Math.round(f.businessValueUsd ?? 0), assumption: "the business value" },
    continuityPremium: fixed(0.1, "10% of value preserved versus an unplanned exit"),
    sellerNoteUsd: { value: Math.round((f.businessValueUsd ?? 0) * 0.3), assumption: "30% seller financing" },
    interestRate: fixed(0.07, "7% on the note"),
    years: fixed(5, "5-year note"),
    transactionCostUsd: {
      value: Math.round(clamp((f.businessValueUsd ?? 0) * 0.03, 30_000, 300_000)),
      assumption: "transaction costs about 3%",
    },
  }),
  benefit: (x) => ({
    protection: (x.businessValueUsd ?? 0) * (x.continuityPremium ?? 0),
    incomeStream: (x.sellerNoteUsd ?? 0) * (x.interestRate ?? 0) * (x.years ?? 0) * 0.5,
  }),
  cost: (x) => ({ setup: x.transactionCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "continuityPremium",
    mode: "add",
    spread: 0.05,
    description: "Value preserved 5% / 10% / 15%",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => f.goals.some((g) => /succession|retire|sell|exit/i.test(g)) || (f.primaryAge ?? 0) >= 55,
    fits: "The owner is planning succession or retirement.",
    fails: "The notes show no succession horizon.",
  }),
  timeline: "6–12 months",
  keyBenefits: ["A known, motivated buyer", "Continuity for staff and clients", "Interest income on the seller note"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "retire", "sell", "practice", "business"],
  explanation: explain({
    overview:
      "Managers who run the business are often the best buyers; seller financing bridges the gap to bank lending.",
    keyComponents: ["Valuation", "Bank and seller financing", "Transition plan"],
    steps: [
      step("Prepare", "Value the business and groom managers.", "Months 1–6", ["Valuation"]),
      step("Close", "Negotiate and finance.", "Months 6–12", ["Purchase agreement"]),
    ],
    prerequisites: ["Capable managers"],
    professionals: ["M&A attorney", "Valuation expert", "Lender"],
    secondaryBenefits: ["Keeps the owner's legacy"],
    taxAdvantages: ["Installment reporting on the note"],
    risks: [risk("Note default", "Buyers may not pay.", "Security and covenants.")],
    regulatoryConsiderations: ["Licensing for regulated businesses"],
    liquidityConsiderations: "Part of the price is deferred.",
    alternatives: [
      { strategy: "esop-section-1042-rollover", whyNotChosen: "Sells to all employees with tax deferral." },
      { strategy: "buy-sell-agreement-funding", whyNotChosen: "Covers death or disability." },
    ],
    uniqueAdvantages: ["Continuity with a planned exit"],
    successMetrics: [metric("Note payments", "On schedule", "Quarterly")],
    reviewSchedule: "Quarterly after closing.",
    exitStrategy: "Note repaid; owner fully out.",
  }),
};

export const votingNonvotingRecapitalization: StrategyDefinition = {
  id: "voting-nonvoting-recapitalization",
  name: "Voting and Non-Voting Share Recapitalisation for Succession",
  category: "Business Succession",
  description:
    "The company issues a small class of voting shares and a large class of non-voting shares; the owner keeps control through the voting shares and transfers non-voting shares, valued at a discount, to heirs or trusts.",
  benefitCalculation: {
    type: "percentage",
    formula: "nonVotingTransferredUsd × discountRate × 0.40",
    variables: ["nonVotingTransferredUsd", "discountRate"],
  },
  costCalculation: { type: "one_time", formula: "recapCostUsd", variables: ["recapCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["valuation_discount", "s_corp_single_class_rule"],
  sources: [
    "Treas. Reg. §1.1361-1(l)(1) (voting differences allowed in S corporations)",
    "Rev. Rul. 93-12",
    "IRC §2701",
    "IRC §2001(c)",
  ],
  variables: [
    v("nonVotingTransferredUsd", "USD", "Undiscounted value of non-voting shares given or sold."),
    v("discountRate", "rate", "Discount for lack of control and marketability."),
    v("recapCostUsd", "USD", "Recapitalisation and appraisal."),
  ],
  defaults: (f) => ({
    nonVotingTransferredUsd: {
      value: Math.round((f.businessValueUsd ?? 0) * 0.5),
      assumption: "half the company transferred as non-voting shares",
    },
    discountRate: fixed(0.3, "30% combined discount"),
    recapCostUsd: fixed(20_000, "recapitalisation and appraisal, about $20,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: (x.nonVotingTransferredUsd ?? 0) * (x.discountRate ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.recapCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "discountRate", mode: "add", spread: 0.1, description: "Discount 20% / 30% / 40%" },
  eligibility: allOf(when.ownsBusiness, when.hasDescendants, when.taxableEstate),
  timeline: "1–2 months",
  keyBenefits: ["Owner keeps control", "Discounted transfers", "Works for S corporations"],
  memoBucket: "legacyBucket",
  goalKeywords: ["succession", "business", "children", "control"],
  explanation: explain({
    overview:
      "Splitting voting from economics lets an owner pass most of the value on while keeping every decision until ready.",
    keyComponents: ["Voting and non-voting classes", "Appraisal", "Gifts or sales to trusts"],
    steps: [
      step("Recapitalise", "Amend articles and exchange shares.", "Weeks 1–4", ["Board and shareholder consents"]),
      step("Transfer", "Give or sell non-voting shares.", "Weeks 4–8", ["Appraisal", "Form 709"]),
    ],
    prerequisites: ["A corporation or LLC"],
    professionals: ["Business attorney", "Appraiser", "Estate planning attorney"],
    secondaryBenefits: ["Prepares the successors"],
    taxAdvantages: ["Discounted transfer values"],
    risks: [risk("Discount challenge", "IRS may contest the discount.", "Qualified appraisal.")],
    regulatoryConsiderations: ["Single-class rules for S corporations"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "family-limited-partnership", whyNotChosen: "For investment assets." },
      { strategy: "intentionally-defective-grantor-trust-sale", whyNotChosen: "Often combined with this." },
    ],
    uniqueAdvantages: ["Control and transfer together"],
    successMetrics: [metric("Non-voting shares transferred", "As planned", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Voting shares pass at the end.",
  }),
};

export const realEstateProfessionalStatus: StrategyDefinition = {
  id: "real-estate-professional-status",
  name: "Real Estate Professional Status (§469(c)(7))",
  category: "Real Estate",
  description:
    "A client (or spouse) who spends more than 750 hours and more than half of working time in real property businesses can deduct rental losses, often from cost segregation, against other income.",
  benefitCalculation: {
    type: "percentage",
    formula: "rentalLossesUsd × marginalRate × years",
    variables: ["rentalLossesUsd", "marginalRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "recordKeepingUsd × years", variables: ["recordKeepingUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["hour_logs_required", "material_participation", "audit_risk"],
  sources: ["IRC §469(c)(7)", "Treas. Reg. §1.469-9", "Treas. Reg. §1.469-5T (material participation)"],
  variables: [
    v("rentalLossesUsd", "USD", "Rental losses usable a year."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("years", "years", "Years modelled."),
    v("recordKeepingUsd", "USD", "Time logs and advice a year."),
  ],
  defaults: (f, tax) => ({
    rentalLossesUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.03),
      assumption: "losses of 3% of real estate value a year (depreciation)",
    },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    years: fixed(5, "5 years"),
    recordKeepingUsd: fixed(500, "logs and advice, about $500 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.rentalLossesUsd ?? 0) * (x.marginalRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.recordKeepingUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "rentalLossesUsd", mode: "multiply", spread: 0.5, description: "Losses half / base / 1.5×" },
  eligibility: allOf(
    when.hasRealEstate,
    {
      test: (f) => isMarried(f) || (f.annualIncomeUsd ?? 0) < 300_000,
      fits: "A spouse (or the client) can realistically spend the required hours in real estate.",
      fails: "A full-time professional cannot usually meet the hours test alone.",
    },
    when.highIncome(200_000),
  ),
  timeline: "Current tax year (hour logs)",
  keyBenefits: ["Rental losses offset wages and business income", "Unlocks cost segregation", "No cost but time"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "taxes"],
  explanation: explain({
    overview:
      "Rental losses are normally passive; a real estate professional who materially participates can use them against any income.",
    keyComponents: ["750-hour test", "More than half of working time", "Material participation election"],
    steps: [
      step("Log", "Keep contemporaneous time logs.", "All year", ["Calendar"]),
      step("Elect", "Elect to aggregate rentals.", "With the return", ["§1.469-9(g) election"]),
    ],
    prerequisites: ["A spouse or client working in real estate"],
    professionals: ["CPA"],
    secondaryBenefits: ["Exempts rental income from NIIT"],
    taxAdvantages: ["Non-passive losses"],
    risks: [risk("Audit", "Hours are often challenged.", "Detailed logs.")],
    regulatoryConsiderations: ["Only one spouse needs to qualify"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "cost-segregation", whyNotChosen: "Creates the losses this status unlocks." },
      { strategy: "delaware-statutory-trust", whyNotChosen: "Passive ownership." },
    ],
    uniqueAdvantages: ["Turns depreciation into current savings"],
    successMetrics: [metric("Hours", "Over 750", "Annually")],
    reviewSchedule: "Quarterly log review.",
    exitStrategy: "Status lapses any year.",
  }),
};

export const taxGainHarvesting: StrategyDefinition = {
  id: "tax-gain-harvesting",
  name: "Tax-Gain Harvesting in Low-Income Years",
  category: "Capital Gains Management",
  description:
    "In a low-income year (early retirement, sabbatical), the client realises gains taxed at the 0% or 15% rate and immediately repurchases, raising basis at little or no tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "gainRealizedUsd × (futureRate − currentRate)",
    variables: ["gainRealizedUsd", "futureRate", "currentRate"],
  },
  costCalculation: { type: "minimal", formula: "tradingCostUsd", variables: ["tradingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["aca_subsidy_impact", "state_tax"],
  sources: ["IRC §1(h)(1)(B) (0% rate)", "Rev. Proc. 2025-32 (2026 thresholds)"],
  variables: [
    v("gainRealizedUsd", "USD", "Gain realised in the low year."),
    v("futureRate", "rate", "Rate on that gain later."),
    v("currentRate", "rate", "Rate now."),
    v("tradingCostUsd", "USD", "Trading."),
  ],
  defaults: () => ({
    gainRealizedUsd: fixed(80_000, "about $80,000 of gain within the 0% bracket"),
    futureRate: fixed(0.188, "15% plus NIIT later"),
    currentRate: fixed(0, "0% now"),
    tradingCostUsd: fixed(100, "trading, about $100"),
  }),
  benefit: (x) => ({ taxSavings: (x.gainRealizedUsd ?? 0) * Math.max(0, (x.futureRate ?? 0) - (x.currentRate ?? 0)) }),
  cost: (x) => ({ setup: x.tradingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "gainRealizedUsd", mode: "multiply", spread: 0.5, description: "Gain half / base / 1.5×" },
  eligibility: allOf(when.hasAppreciatedStock, {
    test: (f) => (f.annualIncomeUsd ?? Infinity) < 150_000,
    fits: "Income is low enough for gains to fall in the 0% or 15% bracket.",
    fails: "Income is too high for low-rate gain harvesting.",
  }),
  timeline: "Before December 31",
  keyBenefits: ["Raises basis tax-free", "Resets future gains", "Simple"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes", "gains", "retire"],
  explanation: explain({
    overview:
      "Low-income years are a chance to lock in gains at 0%; wash-sale rules do not apply to gains, so shares can be bought back at once.",
    keyComponents: ["Bracket room", "Sell and repurchase", "State tax check"],
    steps: [
      step("Measure", "Compute 0% bracket room.", "Q4", ["Projection"]),
      step("Harvest", "Sell and repurchase.", "By Dec 31", ["Trades"]),
    ],
    prerequisites: ["A low-income year"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Rebalancing at no cost"],
    taxAdvantages: ["0% capital gains"],
    risks: [risk("Subsidy cliffs", "Higher income can reduce ACA credits.", "Model them.")],
    regulatoryConsiderations: ["Thresholds indexed yearly"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "roth-conversion", whyNotChosen: "Uses the same low years for IRAs." },
      { strategy: "direct-indexing-tax-loss-harvesting", whyNotChosen: "For high-income years." },
    ],
    uniqueAdvantages: ["Free basis"],
    successMetrics: [metric("Gain realised at 0%", "Full bracket room", "Annually")],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Not applicable.",
  }),
};

export const netIncomeMakeupCrut: StrategyDefinition = {
  id: "net-income-makeup-crut",
  name: "Net-Income-with-Makeup Charitable Remainder Unitrust (NIMCRUT)",
  category: "Advanced Charitable Planning",
  description:
    "A charitable remainder unitrust that pays only its net income, with a makeup account, so growth can be held back during working years and paid out in retirement.",
  benefitCalculation: {
    type: "percentage",
    formula: "contributionUsd × remainderFactor × 0.37 + contributionUsd × gainShare × 0.238 × deferralFactor",
    variables: ["contributionUsd", "remainderFactor", "gainShare", "deferralFactor"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Income deferred through the makeup account, like a deferred annuity.",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "ten_percent_remainder_test", "trust_accounting_income_rules"],
  sources: ["IRC §664(d)(3)", "Treas. Reg. §1.664-3(a)(1)(i)(b)", "IRC §7520"],
  variables: [
    v("contributionUsd", "USD", "Assets contributed."),
    v("remainderFactor", "ratio", "Deductible remainder share."),
    v("gainShare", "ratio", "Share that is gain."),
    v("deferralFactor", "ratio", "Present value of spreading the gain."),
    v("setupCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Trustee a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    contributionUsd: {
      value: Math.round(clamp((f.taxableInvestmentsUsd ?? (f.netWorthUsd ?? 0) * 0.2) * 0.3, 250_000, 10_000_000)),
      assumption: "30% of appreciated holdings",
    },
    remainderFactor: fixed(0.3, "30% remainder"),
    gainShare: fixed(0.6, "60% of value is gain"),
    deferralFactor: fixed(0.5, "deferral worth 50% of the tax"),
    setupCostUsd: fixed(12_000, "drafting, about $12,000"),
    annualAdministrationUsd: fixed(3_500, "trustee, about $3,500 a year"),
    years: fixed(20, "20 years"),
  }),
  benefit: (x, tax) => {
    const c = x.contributionUsd ?? 0;
    return {
      taxSavings:
        c * (x.remainderFactor ?? 0) * Math.min(tax.topOrdinaryRate, tax.itemizedDeductionBenefitCapRate) +
        c *
          (x.gainShare ?? 0) *
          (tax.longTermCapitalGainsTopRate + tax.netInvestmentIncomeTaxRate) *
          (x.deferralFactor ?? 0),
    };
  },
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Gain 40% / 60% / 80% of value" },
  eligibility: allOf(
    when.charitable,
    when.hasAppreciatedStock,
    when.ageBelow(60, "income is deferred until retirement"),
  ),
  timeline: "1–2 months",
  keyBenefits: ["Defers income to retirement", "Tax-free sale inside the trust", "Charitable deduction now"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "charity", "income", "philanthropy"],
  explanation: explain({
    overview:
      "A NIMCRUT works like a charitable retirement plan: invest for growth while working, switch to income in retirement, leave the rest to charity.",
    keyComponents: ["Net-income payout", "Makeup account", "Flip or income-timing investments"],
    steps: [
      step("Draft", "Draft with makeup provisions.", "Weeks 1–4", ["Trust agreement"]),
      step("Fund", "Contribute appreciated assets.", "Weeks 4–8", ["Transfer"]),
    ],
    prerequisites: ["Charitable intent", "Long horizon"],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Removes assets from the estate"],
    taxAdvantages: ["Deduction and deferral"],
    risks: [
      risk("Income definition", "Trust accounting rules govern what counts as income.", "Define it in the trust."),
    ],
    regulatoryConsiderations: ["Self-dealing rules"],
    liquidityConsiderations: "Income only when the trust earns it.",
    alternatives: [
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Pays a fixed percentage from the start." },
      { strategy: "cash-balance-plan", whyNotChosen: "Non-charitable retirement saving." },
    ],
    uniqueAdvantages: ["Controls when income arrives"],
    successMetrics: [metric("Makeup account", "Growing until retirement", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Irrevocable.",
  }),
};

export const pooledIncomeFund: StrategyDefinition = {
  id: "pooled-income-fund",
  name: "Pooled Income Fund Gift",
  category: "Charitable",
  description:
    "The client gives to a charity's pooled income fund and receives a pro-rata share of the fund's income for life; the remainder goes to the charity, and the gift is partly deductible.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftUsd × remainderFactor × marginalRate + giftUsd × gainShare × capitalGainsRate",
    variables: ["giftUsd", "remainderFactor", "marginalRate", "gainShare", "capitalGainsRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd", variables: ["adminCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Lifetime share of the fund's income.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["variable_income", "charity_sponsored_fund"],
  sources: ["IRC §642(c)(5)", "Treas. Reg. §1.642(c)-6"],
  variables: [
    v("giftUsd", "USD", "Gift."),
    v("remainderFactor", "ratio", "Deductible remainder."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("gainShare", "ratio", "Share that is gain."),
    v("capitalGainsRate", "rate", "Rate avoided."),
    v("adminCostUsd", "USD", "Administration."),
  ],
  defaults: (f, tax) => ({
    giftUsd: fixed(100_000, "a $100,000 gift"),
    remainderFactor: fixed(0.45, "45% deductible remainder"),
    marginalRate: {
      value: Math.min(marginalOrdinaryRate(f, tax), tax.itemizedDeductionBenefitCapRate),
      assumption: "marginal rate (capped at 35% from 2026)",
    },
    gainShare: fixed(0.5, "half is gain"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate" },
    adminCostUsd: fixed(0, "none"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.giftUsd ?? 0) * (x.remainderFactor ?? 0) * (x.marginalRate ?? 0) +
      (x.giftUsd ?? 0) * (x.gainShare ?? 0) * (x.capitalGainsRate ?? 0),
  }),
  cost: (x) => ({ setup: x.adminCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "remainderFactor", mode: "add", spread: 0.1, description: "Remainder 35% / 45% / 55%" },
  eligibility: allOf(when.charitable, when.hasAppreciatedStock),
  timeline: "1–2 weeks",
  keyBenefits: ["Lifetime income", "No set-up cost", "Avoids gain on appreciated stock"],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "income", "giving"],
  explanation: explain({
    overview:
      "A pooled income fund is a charity-run, shared remainder trust; small donors get CRT-like benefits without their own trust.",
    keyComponents: ["Charity's fund", "Units", "Lifetime income"],
    steps: [step("Give", "Transfer appreciated stock to the fund.", "Week 1", ["Gift agreement"])],
    prerequisites: ["A charity with a pooled income fund"],
    professionals: ["Financial adviser"],
    secondaryBenefits: ["Simple"],
    taxAdvantages: ["Deduction; no gain recognised"],
    risks: [risk("Variable income", "Income depends on the fund's yield.", "Use as a supplement.")],
    regulatoryConsiderations: ["Fund must be maintained by the charity"],
    liquidityConsiderations: "Irrevocable.",
    alternatives: [
      { strategy: "charitable-gift-annuity", whyNotChosen: "Fixed payments." },
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Own trust for larger gifts." },
    ],
    uniqueAdvantages: ["CRT benefits at small scale"],
    successMetrics: [metric("Income", "Paid quarterly", "Quarterly")],
    reviewSchedule: "Annual.",
    exitStrategy: "Irrevocable.",
  }),
};

export const spousalIra: StrategyDefinition = {
  id: "spousal-ira",
  name: "Spousal IRA Contributions",
  category: "Retirement & Compensation",
  description:
    "A working spouse funds an IRA (or backdoor Roth) for a non-working or low-earning spouse, doubling the household's IRA savings.",
  benefitCalculation: {
    type: "percentage",
    formula: "iraLimitUsd × years × ((1 + growthRate)^horizonYears − 1) × retirementRate ÷ 2",
    variables: ["iraLimitUsd", "years", "growthRate", "horizonYears", "retirementRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd", variables: ["adminCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["joint_return_required", "income_limits"],
  sources: ["IRC §219(c)", "IRC §408A(c)"],
  variables: [
    v("iraLimitUsd", "USD", "IRA limit."),
    v("years", "years", "Years of contributions."),
    v("growthRate", "rate", "Growth."),
    v("horizonYears", "years", "Years of growth."),
    v("retirementRate", "rate", "Rate the growth would bear."),
    v("adminCostUsd", "USD", "Administration."),
  ],
  defaults: (f, tax) => ({
    iraLimitUsd: { value: tax.iraContributionLimit, assumption: `${tax.year} IRA limit` },
    years: { value: clamp(65 - (f.spouseAge ?? f.primaryAge ?? 50), 1, 25), assumption: "until the spouse is 65" },
    growthRate: growthFor(f),
    horizonYears: fixed(20, "20 years of growth"),
    retirementRate: fixed(0.22, "22% in retirement"),
    adminCostUsd: fixed(0, "none"),
  }),
  benefit: (x) => ({
    taxSavings:
      ((x.iraLimitUsd ?? 0) *
        (x.years ?? 0) *
        ((1 + (x.growthRate ?? 0)) ** (x.horizonYears ?? 0) - 1) *
        (x.retirementRate ?? 0)) /
      2,
  }),
  cost: (x) => ({ setup: x.adminCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.married, when.ageBelow(70, "contributions need a working household")),
  timeline: "By the tax deadline",
  keyBenefits: ["Doubles IRA savings", "Builds the spouse's own account", "Roth option via backdoor"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "spouse", "save"],
  explanation: explain({
    overview:
      "Married couples filing jointly can fund an IRA for each spouse as long as the household has enough earned income.",
    keyComponents: ["Joint return", "IRA per spouse", "Roth or traditional"],
    steps: [
      step("Open", "Open the spouse's IRA.", "Week 1", ["Account"]),
      step("Fund", "Contribute by the deadline.", "By April 15", ["Contribution"]),
    ],
    prerequisites: ["Earned income covering both contributions"],
    professionals: ["Financial adviser"],
    secondaryBenefits: ["Balances the spouses' assets"],
    taxAdvantages: ["Deferral or tax-free growth"],
    risks: [risk("Income limits", "Deductibility phases out.", "Use the backdoor route.")],
    regulatoryConsiderations: ["Limits indexed"],
    liquidityConsiderations: "Small annual contribution.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "The route when income is high." },
      { strategy: "solo-401k", whyNotChosen: "For self-employed spouses." },
    ],
    uniqueAdvantages: ["Savings for a non-earning spouse"],
    successMetrics: [metric("Contribution", "Full limit", "Annually")],
    reviewSchedule: "Each January.",
    exitStrategy: "Stop any year.",
  }),
};

export const hsaMaximization: StrategyDefinition = {
  id: "hsa-maximization",
  name: "Health Savings Account as a Retirement Account",
  category: "Retirement Planning",
  description:
    "A household on a high-deductible health plan funds the HSA to the family limit, invests it, and pays medical costs out of pocket, keeping receipts for tax-free reimbursement later.",
  benefitCalculation: {
    type: "percentage",
    formula: "hsaLimitUsd × years × (marginalRate + 0.0765) + growth × marginalRate",
    variables: ["hsaLimitUsd", "years", "marginalRate", "growthRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["hdhp_required", "medicare_ends_contributions"],
  sources: ["IRC §223", "Rev. Proc. 2025-19 (2026 limits)", "IRC §3121(a)(5)(F) (FICA exclusion via cafeteria plan)"],
  variables: [
    v("hsaLimitUsd", "USD", "Family HSA limit."),
    v("years", "years", "Years of contributions."),
    v("marginalRate", "rate", "Marginal rate."),
    v("growthRate", "rate", "Growth."),
    v("adminCostUsd", "USD", "Account fee a year."),
  ],
  defaults: (f, tax) => ({
    hsaLimitUsd: { value: tax.hsaFamilyLimit, assumption: `${tax.year} family limit` },
    years: { value: clamp(65 - (f.primaryAge ?? 50), 1, 25), assumption: "until Medicare at 65" },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    growthRate: growthFor(f),
    adminCostUsd: fixed(50, "fee about $50 a year"),
  }),
  benefit: (x) => {
    const contributions = (x.hsaLimitUsd ?? 0) * (x.years ?? 0);
    return {
      taxSavings:
        contributions * ((x.marginalRate ?? 0) + 0.0765) * 0.5 +
        appreciation(contributions / 2, x.growthRate ?? 0, x.years ?? 0) * (x.marginalRate ?? 0),
    };
  },
  cost: (x) => ({ setup: 0, annual: x.adminCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.ageBelow(65, "contributions stop with Medicare"), {
    test: (f) => (f.annualIncomeUsd ?? 0) > 0,
    fits: "The household has earned income and can choose a high-deductible plan.",
    fails: "The notes show no earned income.",
  }),
  timeline: "Open enrolment",
  keyBenefits: [
    "Deductible in, tax-free growth, tax-free out for medical costs",
    "Payroll tax saved through a cafeteria plan",
    "No deadline for reimbursements",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "health", "save", "medical"],
  explanation: explain({
    overview:
      "The HSA is the only triple-tax-advantaged account; invested and untouched, it becomes a medical fund for retirement.",
    keyComponents: ["High-deductible plan", "Invested HSA", "Receipt file"],
    steps: [
      step("Enrol", "Choose an HDHP.", "Open enrolment", ["Plan documents"]),
      step("Fund and invest", "Contribute the limit; invest.", "Ongoing", ["Payroll election"]),
    ],
    prerequisites: ["HDHP coverage, not on Medicare"],
    professionals: ["Benefits adviser"],
    secondaryBenefits: ["Pays Medicare premiums later"],
    taxAdvantages: ["Triple tax advantage"],
    risks: [risk("Non-medical use", "Taxed plus 20% before 65.", "Keep for medical costs.")],
    regulatoryConsiderations: ["State conformity (CA, NJ)"],
    liquidityConsiderations: "Out-of-pocket medical costs now.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "Tax-free but no deduction." },
      { strategy: "long-term-care-insurance", whyNotChosen: "HSAs can pay LTC premiums." },
    ],
    uniqueAdvantages: ["Triple tax-free"],
    successMetrics: [metric("Contribution", "Family limit", "Annually")],
    reviewSchedule: "Open enrolment.",
    exitStrategy: "Use for any purpose after 65 (taxed if not medical).",
  }),
};

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
      "qlacPremiumUsd × marginalRate × rmdFactor × deferralYears + qlacPremiumUsd × payoutRate × payoutYears × 0.1",
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
      value: Math.round(Math.min(210_000, (f.retirementAccountsUsd ?? 0) * 0.25)),
      assumption: "25% of IRAs, within the QLAC limit (about $210,000)",
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
    incomeStream: (x.qlacPremiumUsd ?? 0) * (x.payoutRate ?? 0) * (x.payoutYears ?? 0) * 0.1,
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

export const crummeyTrust: StrategyDefinition = {
  id: "crummey-trust",
  name: "Crummey Trust for Annual Exclusion Gifts",
  category: "Wealth Transfer",
  description:
    "A trust for children or grandchildren gives each beneficiary a temporary right to withdraw new gifts, so the gifts qualify for the annual exclusion while the assets stay protected in trust.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "annualGiftsUsd × years × (1 + growthRate)^(years ÷ 2) × 0.40",
    variables: ["annualGiftsUsd", "years", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "draftingCostUsd + annualAdministrationUsd × years",
    variables: ["draftingCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Often owns life insurance (then it is an ILIT).",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["crummey_notices", "gst_allocation"],
  sources: [
    "Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "IRC §2503(b)",
    "IRC §2514(e) (5-and-5 lapse)",
    "IRC §2001(c)",
  ],
  variables: [
    v("annualGiftsUsd", "USD", "Gifts to the trust a year."),
    v("years", "years", "Years of gifts."),
    v("growthRate", "rate", "Growth."),
    v("draftingCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Notices and returns a year."),
  ],
  defaults: (f, tax) => {
    const donees = Math.max(1, (f.childrenCount ?? 0) + (f.grandchildrenCount ?? 0));
    return {
      annualGiftsUsd: {
        value: tax.annualGiftExclusion * donees * (isMarried(f) ? 2 : 1),
        assumption: `annual exclusion for ${donees} beneficiaries${isMarried(f) ? " from both spouses" : ""}`,
      },
      years: fixed(10, "10 years"),
      growthRate: growthFor(f),
      draftingCostUsd: fixed(3_500, "drafting, about $3,500"),
      annualAdministrationUsd: fixed(1_000, "notices and returns, about $1,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      (x.annualGiftsUsd ?? 0) * (x.years ?? 0) * (1 + (x.growthRate ?? 0)) ** ((x.years ?? 0) / 2) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.hasDescendants, when.taxableEstate),
  timeline: "2–4 weeks",
  keyBenefits: [
    "Annual exclusion gifts kept in trust",
    "Protection from beneficiaries' creditors",
    "Controls when heirs receive money",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "grandchildren", "gift", "protect"],
  explanation: explain({
    overview:
      "Crummey powers turn gifts to a trust into present-interest gifts, combining the annual exclusion with the control of a trust.",
    keyComponents: ["Withdrawal rights", "Notices", "Lapse limited to 5-and-5"],
    steps: [
      step("Draft", "Draft with Crummey powers.", "Weeks 1–3", ["Trust agreement"]),
      step("Give and notify", "Make gifts; send notices.", "Each year", ["Crummey letters"]),
    ],
    prerequisites: ["Beneficiaries to name"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["GST-exempt if allocated"],
    taxAdvantages: ["Annual exclusion in trust"],
    risks: [risk("Missing notices", "Gifts may not qualify.", "Documented notices every year.")],
    regulatoryConsiderations: ["Hanging powers for large gifts"],
    liquidityConsiderations: "Gifts are irrevocable.",
    alternatives: [
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Outright gifts without control." },
      { strategy: "section-529-superfunding", whyNotChosen: "For education only." },
    ],
    uniqueAdvantages: ["Exclusion with control"],
    successMetrics: [metric("Notices", "Sent for every gift", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Distributions per the trust.",
  }),
};

export const disclaimerTrust: StrategyDefinition = {
  id: "disclaimer-trust",
  name: "Disclaimer Trust Planning",
  category: "Estate Planning",
  description:
    "Everything passes to the surviving spouse, who may disclaim within nine months into a bypass trust, deciding after the first death whether to shelter assets based on the law and values then.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "disclaimedUsd × ((1 + growthRate)^years − 1) × 0.40 × useProbability",
    variables: ["disclaimedUsd", "growthRate", "years", "useProbability"],
  },
  costCalculation: { type: "one_time", formula: "draftingCostUsd", variables: ["draftingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["qualified_disclaimer_rules", "nine_month_deadline"],
  sources: ["IRC §2518", "Treas. Reg. §25.2518-2", "IRC §2001(c)"],
  variables: [
    v("disclaimedUsd", "USD", "Amount the survivor might disclaim."),
    v("growthRate", "rate", "Growth."),
    v("years", "years", "Years until the survivor's death."),
    v("useProbability", "ratio", "Chance the disclaimer is used."),
    v("draftingCostUsd", "USD", "Drafting."),
  ],
  defaults: (f, tax) => ({
    disclaimedUsd: {
      value: Math.round(clamp((f.netWorthUsd ?? 0) * 0.4, 0, tax.basicExclusionAmount)),
      assumption: "40% of the estate, at most one exclusion",
    },
    growthRate: growthFor(f),
    years: yearsToEstate(f),
    useProbability: fixed(0.4, "40% chance the survivor disclaims"),
    draftingCostUsd: fixed(1_500, "drafting within the plan, about $1,500"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings:
      appreciation(x.disclaimedUsd ?? 0, x.growthRate ?? 0, x.years ?? 0) * tax.estateTaxRate * (x.useProbability ?? 0),
  }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "useProbability",
    mode: "add",
    spread: 0.2,
    description: "Used 20% / 40% / 60% of the time",
  },
  eligibility: allOf(when.married, {
    test: (f, t) => (f.netWorthUsd ?? 0) >= t.basicExclusionAmount * 0.3,
    fits: "The estate is large enough that sheltering the first spouse's share may matter.",
    fails: "The estate is small enough that simple wills suffice.",
  }),
  timeline: "Drafted now",
  keyBenefits: ["Flexibility to decide at the first death", "Simple documents", "Keeps step-up where no tax is needed"],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "surviving", "exemption", "estate"],
  explanation: explain({
    overview:
      "A disclaimer design leaves the choice between portability and a bypass trust to the survivor, who decides with nine months of hindsight.",
    keyComponents: ["Outright bequest to spouse", "Disclaimer trust as contingent taker", "Qualified disclaimer"],
    steps: [
      step("Draft", "Add disclaimer provisions.", "Weeks 1–3", ["Wills or trusts"]),
      step("Decide", "Survivor disclaims within 9 months if useful.", "After the first death", ["Disclaimer"]),
    ],
    prerequisites: ["Married couple"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Avoids unnecessary trust administration"],
    taxAdvantages: ["Shelters growth if used"],
    risks: [risk("Acceptance", "Using assets before disclaiming disqualifies it.", "Advise the survivor promptly.")],
    regulatoryConsiderations: ["§2518 requirements"],
    liquidityConsiderations: "None until used.",
    alternatives: [
      { strategy: "credit-shelter-trust", whyNotChosen: "Mandatory funding." },
      { strategy: "portability-dsue-election", whyNotChosen: "Can be combined." },
    ],
    uniqueAdvantages: ["Decide later with better information"],
    successMetrics: [metric("Decision", "Made within 9 months", "At the first death")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Not used if unnecessary.",
  }),
};

export const familyBankIncentiveTrust: StrategyDefinition = {
  id: "family-bank-incentive-trust",
  name: "Family Bank / Incentive Trust",
  category: "Multi-Generational Planning",
  description:
    "A long-term trust lends to and invests with descendants for education, homes and businesses on set terms, preserving family capital across generations instead of distributing it outright.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "trustCapitalUsd × (1 + growthRate)^years × 0.40 × preservedShare",
    variables: ["trustCapitalUsd", "growthRate", "years", "preservedShare"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Life insurance often capitalises the family bank.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gst_allocation", "governance_required"],
  sources: ["IRC §2631", "IRC §2642", "Uniform Trust Code §808 (directed trusts)", "IRC §2001(c)"],
  variables: [
    v("trustCapitalUsd", "USD", "Capital in the family bank."),
    v("growthRate", "rate", "Growth net of loans and distributions."),
    v("years", "years", "Years until the next generation."),
    v("preservedShare", "ratio", "Share kept in trust rather than spent."),
    v("setupCostUsd", "USD", "Drafting and governance."),
    v("annualAdministrationUsd", "USD", "Trustee a year."),
  ],
  defaults: (f, tax) => ({
    trustCapitalUsd: {
      value: Math.round(clamp((f.netWorthUsd ?? 0) * 0.15, 0, tax.gstExemption)),
      assumption: "15% of net worth, within the GST exemption",
    },
    growthRate: fixed(0.04, "4% net growth"),
    years: fixed(30, "30 years"),
    preservedShare: fixed(0.6, "60% preserved for later generations"),
    setupCostUsd: fixed(20_000, "drafting and governance, about $20,000"),
    annualAdministrationUsd: fixed(6_000, "trustee, about $6,000 a year"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings:
      (x.trustCapitalUsd ?? 0) *
      (1 + (x.growthRate ?? 0)) ** (x.years ?? 0) *
      tax.estateTaxRate *
      (x.preservedShare ?? 0),
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2% / 4% / 6%" },
  eligibility: allOf(when.hasDescendants, when.taxableEstate, {
    test: (f) => (f.childrenCount ?? 0) >= 2 || (f.grandchildrenCount ?? 0) > 0,
    fits: "Several descendants can benefit from a shared family bank.",
    fails: "A family bank suits larger families.",
  }),
  timeline: "2–3 months",
  keyBenefits: ["Capital stays in the family", "Encourages education and enterprise", "GST-exempt across generations"],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "family", "legacy", "generations", "college"],
  explanation: explain({
    overview:
      "A family bank lends rather than gives, so each generation uses family capital productively and returns it for the next.",
    keyComponents: ["Lending and investment policy", "Distribution committee", "Dynasty provisions"],
    steps: [
      step("Design", "Set lending rules and governance.", "Weeks 1–4", ["Family meeting"]),
      step("Fund", "Fund and allocate GST exemption.", "Weeks 4–10", ["Form 709"]),
    ],
    prerequisites: ["Family agreement on purpose"],
    professionals: ["Estate planning attorney", "Trustee"],
    secondaryBenefits: ["Financial education"],
    taxAdvantages: ["Transfer-tax-free across generations"],
    risks: [risk("Family conflict", "Disputes over loans.", "Clear policies and an independent trustee.")],
    regulatoryConsiderations: ["Loans at the AFR"],
    liquidityConsiderations: "Capital committed long term.",
    alternatives: [
      { strategy: "nevada-dynasty-trust", whyNotChosen: "A dynasty trust without the lending mission." },
      { strategy: "health-education-exclusion-trust", whyNotChosen: "Education and medical only." },
    ],
    uniqueAdvantages: ["Purpose beyond tax"],
    successMetrics: [metric("Loans repaid", "On schedule", "Annually")],
    reviewSchedule: "Annual family meeting.",
    exitStrategy: "Distribute per the trust terms.",
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

/** Third part of the catalogue. */
export const FINAL_BATCH: readonly StrategyDefinition[] = [
  holdingCompanyRestructuring,
  familyManagementCompany,
  cCorpConversionForQsbs,
  qsbsStackingNonGrantorTrusts,
  upstreamBasisPlanning,
  managementBuyout,
  votingNonvotingRecapitalization,
  realEstateProfessionalStatus,
  taxGainHarvesting,
  netIncomeMakeupCrut,
  pooledIncomeFund,
  spousalIra,
  hsaMaximization,
  taxEfficientWithdrawalSequencing,
  socialSecurityClaimingStrategy,
  qualifiedLongevityAnnuityContract,
  medicareIrmaaPlanning,
  netInvestmentIncomeTaxPlanning,
  crummeyTrust,
  disclaimerTrust,
  familyBankIncentiveTrust,
  employeeStockPurchasePlan,
];
