import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, metric, risk, step, v } from "./helpers.ts";

/** Asset protection, insurance, state and international strategies (second part). */

/** States with no broad personal income tax on wages and investment income. */
const NO_INCOME_TAX = ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"];
/** States (and DC) with an estate or inheritance tax. */
const STATE_DEATH_TAX = [
  "CT",
  "DC",
  "HI",
  "IL",
  "ME",
  "MD",
  "MA",
  "MN",
  "NY",
  "OR",
  "RI",
  "VT",
  "WA",
  "KY",
  "NE",
  "NJ",
  "PA",
];

const liquid = (f: { taxableInvestmentsUsd: number | null; cashUsd: number | null; netWorthUsd: number | null }) =>
  (f.taxableInvestmentsUsd ?? 0) + (f.cashUsd ?? 0) || (f.netWorthUsd ?? 0) * 0.3;

export const domesticAssetProtectionTrust: StrategyDefinition = {
  id: "domestic-asset-protection-trust",
  name: "Domestic Asset Protection Trust (Nevada or South Dakota)",
  category: "Asset Protection / State Law",
  description:
    "The client funds a self-settled irrevocable trust in a state that protects it from the settlor's future creditors after a short seasoning period, while remaining a discretionary beneficiary.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability × claimSeverity",
    variables: ["protectedAssetsUsd", "claimProbability", "claimSeverity"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × years",
    variables: ["setupCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["fraudulent_transfer_rules", "seasoning_period", "conflict_of_laws_risk"],
  sources: [
    "NRS 166.040 (2-year seasoning)",
    "SDCL 55-16",
    "Toni 1 Trust v. Wacker, 413 P.3d 1199 (Alaska 2018)",
    "11 U.S.C. §548(e) (10-year bankruptcy look-back)",
  ],
  variables: [
    v("protectedAssetsUsd", "USD", "Assets placed in the trust."),
    v("claimProbability", "ratio", "Chance of a claim beyond insurance."),
    v("claimSeverity", "ratio", "Share of assets such a claim would take."),
    v("setupCostUsd", "USD", "Drafting and trustee set-up."),
    v("annualTrusteeUsd", "USD", "Resident trustee a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    protectedAssetsUsd: { value: Math.round(liquid(f) * 0.4), assumption: "40% of liquid assets" },
    claimProbability: {
      value: f.hasProfessionalLiability ? 0.1 : 0.04,
      assumption: f.hasProfessionalLiability ? "10% for a professional with malpractice exposure" : "4% over 10 years",
    },
    claimSeverity: fixed(0.5, "a claim would take half of unprotected assets"),
    setupCostUsd: fixed(15_000, "drafting and trustee set-up, about $15,000"),
    annualTrusteeUsd: fixed(5_000, "resident trustee, about $5,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({
    protection: (x.protectedAssetsUsd ?? 0) * (x.claimProbability ?? 0) * (x.claimSeverity ?? 0) * 10,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualTrusteeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasProfessionalLiability || f.ownsBusiness || f.hasInvestmentRealEstate,
      fits: "The client has professional, business or landlord liability exposure.",
      fails: "The notes show no liability exposure that insurance and titling would not cover.",
    },
    {
      test: (f) => liquid(f) >= 1_000_000,
      fits: "There are liquid assets to fund the trust.",
      fails: "Too few liquid assets to fund a protection trust.",
    },
  ),
  timeline: "1–2 months; protection after seasoning (2 years in Nevada)",
  keyBenefits: [
    "Protection from future creditors",
    "Client stays a discretionary beneficiary",
    "Can be a completed or incomplete gift",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "malpractice", "lawsuit", "liability", "creditors"],
  explanation: explain({
    overview:
      "A DAPT lets a client protect assets from future claims while keeping the possibility of distributions; it must be funded while solvent and before any claim arises.",
    keyComponents: ["Resident independent trustee", "Discretionary distributions", "Seasoning period"],
    steps: [
      step("Solvency", "Document solvency and no pending claims.", "Week 1", ["Solvency affidavit"]),
      step("Draft and fund", "Sign with a resident trustee and transfer assets.", "Weeks 2–8", [
        "Trust agreement",
        "Asset transfers",
      ]),
    ],
    prerequisites: ["No existing or expected claims"],
    professionals: ["Asset protection attorney", "Resident trustee"],
    secondaryBenefits: ["Can also provide estate tax benefits if a completed gift"],
    taxAdvantages: ["Usually tax-neutral (grantor trust)"],
    risks: [
      risk(
        "Conflict of laws",
        "A court in the client's home state may not respect it.",
        "Keep assets and administration in the DAPT state.",
      ),
    ],
    regulatoryConsiderations: ["Fraudulent transfer law; 10-year bankruptcy look-back"],
    liquidityConsiderations: "Distributions are at the trustee's discretion.",
    alternatives: [
      { strategy: "offshore-asset-protection-trust", whyNotChosen: "Stronger but costlier and more complex." },
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "First line of defence; the trust covers what insurance cannot.",
      },
    ],
    uniqueAdvantages: ["Self-settled protection under US law"],
    successMetrics: [metric("Seasoning", "Complete before any claim", "At 2 years")],
    reviewSchedule: "Annual.",
    exitStrategy: "Distributions at the trustee's discretion; decanting.",
  }),
};

export const offshoreAssetProtectionTrust: StrategyDefinition = {
  id: "offshore-asset-protection-trust",
  name: "Offshore Asset Protection Trust (Cook Islands)",
  category: "Asset Protection",
  description:
    "A trust under Cook Islands law with a foreign trustee, which does not recognise US judgments and sets a high bar and short window for creditor claims.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability × claimSeverity × 10",
    variables: ["protectedAssetsUsd", "claimProbability", "claimSeverity"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["form_3520_3520a", "fbar", "contempt_risk", "fraudulent_transfer_rules"],
  sources: [
    "Cook Islands International Trusts Act 1984",
    "IRC §679",
    "IRC §6048",
    "FTC v. Affordable Media, 179 F.3d 1228 (9th Cir. 1999)",
  ],
  variables: [
    v("protectedAssetsUsd", "USD", "Assets in the trust."),
    v("claimProbability", "ratio", "Chance of a large claim a year."),
    v("claimSeverity", "ratio", "Share a claim would take."),
    v("setupCostUsd", "USD", "Formation."),
    v("annualCostUsd", "USD", "Trustee and compliance a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    protectedAssetsUsd: { value: Math.round(liquid(f) * 0.4), assumption: "40% of liquid assets" },
    claimProbability: {
      value: f.hasProfessionalLiability ? 0.012 : 0.005,
      assumption: "annual chance of a large claim",
    },
    claimSeverity: fixed(0.6, "a claim would take 60% of unprotected assets"),
    setupCostUsd: fixed(35_000, "formation, about $35,000"),
    annualCostUsd: fixed(8_000, "trustee and filings, about $8,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({
    protection: (x.protectedAssetsUsd ?? 0) * (x.claimProbability ?? 0) * (x.claimSeverity ?? 0) * 10,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasProfessionalLiability || f.ownsBusiness,
      fits: "The client has professional or business liability exposure.",
      fails: "The notes show no liability exposure that calls for an offshore trust.",
    },
    {
      test: (f) => f.riskTolerance !== "conservative",
      fits: "The client accepts the complexity and scrutiny of an offshore structure.",
      fails: "A conservative client is usually better served by domestic protection.",
    },
  ),
  timeline: "1–2 months",
  keyBenefits: [
    "Strongest creditor protection available",
    "Foreign trustee outside US courts' reach",
    "Short statute of limitations for claims",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "malpractice", "lawsuit", "liability"],
  explanation: explain({
    overview:
      "Offshore trusts add distance and legal hurdles for creditors; they are tax-neutral but require strict reporting.",
    keyComponents: ["Foreign trustee", "Flight provisions", "US-compliant reporting"],
    steps: [
      step("Solvency", "Confirm solvency and no claims.", "Week 1", ["Affidavit"]),
      step("Form", "Settle with a licensed trustee.", "Weeks 2–6", ["Trust deed"]),
      step("Report", "File Forms 3520/3520-A and FBAR.", "Annually", ["Forms"]),
    ],
    prerequisites: ["No existing claims"],
    professionals: ["Asset protection attorney", "Offshore trustee", "CPA"],
    secondaryBenefits: ["Diversifies jurisdictions"],
    taxAdvantages: ["None; grantor trust for US tax"],
    risks: [risk("Contempt", "US courts may hold the settlor in contempt.", "Fund early; never after a claim.")],
    regulatoryConsiderations: ["Heavy penalties for missed foreign trust filings"],
    liquidityConsiderations: "Distributions through the foreign trustee.",
    alternatives: [
      { strategy: "domestic-asset-protection-trust", whyNotChosen: "Cheaper, weaker." },
      { strategy: "tenancy-by-entirety", whyNotChosen: "Only for married couples' joint assets." },
    ],
    uniqueAdvantages: ["Maximum protection"],
    successMetrics: [metric("Filings", "All on time", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Repatriate assets through trustee distributions.",
  }),
};

export const seriesLlcRentalRealEstate: StrategyDefinition = {
  id: "series-llc-rental-real-estate",
  name: "Separate LLCs (or Series LLC) for Rental Properties",
  category: "Asset Protection",
  description:
    "Each rental property is held in its own LLC (or series), so a claim arising from one property cannot reach the others or the owner's personal assets.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "rentalEquityUsd × claimProbability × crossExposureShare",
    variables: ["rentalEquityUsd", "claimProbability", "crossExposureShare"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualFeesUsd × years",
    variables: ["setupCostUsd", "annualFeesUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["state_law_dependent", "separateness_formalities", "due_on_sale_clauses"],
  sources: [
    "Delaware LLC Act §18-215 (series)",
    "Uniform LLC Act §503 (charging order)",
    "Treas. Reg. §301.7701-3 (disregarded entities)",
  ],
  variables: [
    v("rentalEquityUsd", "USD", "Equity in rental properties."),
    v("claimProbability", "ratio", "Chance of a large tenant or injury claim."),
    v("crossExposureShare", "ratio", "Share of other assets exposed without separation."),
    v("setupCostUsd", "USD", "Formation and deeds."),
    v("annualFeesUsd", "USD", "State fees a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    rentalEquityUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.6),
      assumption: "60% of real estate is rental equity",
    },
    claimProbability: fixed(0.1, "10% chance of a claim above insurance over 10 years"),
    crossExposureShare: fixed(0.5, "half of other equity exposed without separate entities"),
    setupCostUsd: fixed(6_000, "formation and deeds, about $6,000"),
    annualFeesUsd: fixed(1_500, "state fees, about $1,500 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({ protection: (x.rentalEquityUsd ?? 0) * (x.claimProbability ?? 0) * (x.crossExposureShare ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualFeesUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(when.hasRealEstate, {
    test: (f) => !f.hasFarmOrRanch || (f.realEstateUsd ?? 0) > 0,
    fits: "The client owns rental or business property to separate.",
    fails: "No rental property to separate.",
  }),
  timeline: "2–6 weeks",
  keyBenefits: ["Isolates each property's liabilities", "Charging-order protection", "No tax change (disregarded)"],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "rental", "real estate", "liability"],
  explanation: explain({
    overview: "Separating rental properties into their own entities contains a lawsuit to the property that caused it.",
    keyComponents: [
      "One LLC per property or a series LLC",
      "Deeds and insurance in the entity's name",
      "Separate bank accounts",
    ],
    steps: [
      step("Form", "Form the LLCs.", "Weeks 1–2", ["Articles", "Operating agreements"]),
      step("Transfer", "Deed properties and update insurance.", "Weeks 2–6", ["Deeds", "Lender consent"]),
    ],
    prerequisites: ["Lender consent where mortgaged"],
    professionals: ["Real estate attorney", "CPA", "Insurance broker"],
    secondaryBenefits: ["Cleaner books per property"],
    taxAdvantages: ["None; pass-through"],
    risks: [risk("Veil piercing", "Commingling defeats protection.", "Separate accounts and records.")],
    regulatoryConsiderations: ["Series LLCs are not recognised in every state"],
    liquidityConsiderations: "Small annual fees.",
    alternatives: [
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Complements entity separation." },
      { strategy: "domestic-asset-protection-trust", whyNotChosen: "Protects personal assets broadly." },
    ],
    uniqueAdvantages: ["Inexpensive structural protection"],
    successMetrics: [metric("Formalities", "Separate accounts for every entity", "Annually")],
    reviewSchedule: "At each acquisition.",
    exitStrategy: "Merge or dissolve entities.",
  }),
};

export const professionalLiabilityStructuring: StrategyDefinition = {
  id: "professional-liability-structuring",
  name: "Professional Practice Liability Structuring",
  category: "Asset Protection",
  description:
    "A physician or dentist separates the practice's valuable assets (real estate, equipment, receivables) from the operating entity that carries malpractice risk, and holds them in separate entities leased back to the practice.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "separatedAssetsUsd × claimProbability × claimSeverity",
    variables: ["separatedAssetsUsd", "claimProbability", "claimSeverity"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["malpractice_insurance_required", "fair_market_leases", "state_professional_entity_rules"],
  sources: [
    "State professional corporation statutes",
    "Uniform Voidable Transactions Act §4",
    "IRC §1031 / §1239 (related-party transfers)",
  ],
  variables: [
    v("separatedAssetsUsd", "USD", "Building, equipment and receivables moved out of the operating entity."),
    v("claimProbability", "ratio", "Chance of a claim above malpractice cover over the horizon."),
    v("claimSeverity", "ratio", "Share of exposed assets such a claim would take."),
    v("setupCostUsd", "USD", "Restructuring."),
    v("annualCostUsd", "USD", "Entity upkeep a year."),
    v("years", "years", "Years modelled."),
  ],
  defaults: (f) => ({
    separatedAssetsUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.5 + (f.businessValueUsd ?? 0) * 0.3),
      assumption: "the practice building and 30% of the practice value (equipment, receivables)",
    },
    claimProbability: fixed(0.08, "8% chance over 10 years of a claim above cover"),
    claimSeverity: fixed(0.5, "half of exposed assets"),
    setupCostUsd: fixed(12_000, "restructuring, about $12,000"),
    annualCostUsd: fixed(2_000, "entity upkeep, about $2,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({ protection: (x.separatedAssetsUsd ?? 0) * (x.claimProbability ?? 0) * (x.claimSeverity ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf({
    test: (f) => f.hasProfessionalLiability && f.ownsBusiness,
    fits: "The client owns a professional practice with malpractice exposure.",
    fails: "This applies to owners of professional practices with malpractice exposure.",
  }),
  timeline: "1–3 months",
  keyBenefits: [
    "Keeps the building and equipment away from malpractice claims",
    "Lease payments move income to the holding entity",
    "Eases a later sale of the practice",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["malpractice", "practice", "protect", "succession"],
  explanation: explain({
    overview:
      "The operating practice should own as little as possible; valuable assets sit in separate entities that lease them to the practice at market rates.",
    keyComponents: ["Operating entity", "Real estate LLC", "Equipment leasing entity"],
    steps: [
      step("Inventory", "List practice assets.", "Weeks 1–2", ["Asset register"]),
      step("Restructure", "Form entities and sign leases.", "Weeks 2–10", ["Leases", "Bills of sale"]),
    ],
    prerequisites: ["Adequate malpractice insurance"],
    professionals: ["Healthcare attorney", "CPA"],
    secondaryBenefits: ["Cleaner succession"],
    taxAdvantages: ["Rent deductible to the practice"],
    risks: [risk("Voidable transfers", "Moving assets after a claim is reversible.", "Restructure before any claim.")],
    regulatoryConsiderations: ["Professional ownership rules by state"],
    liquidityConsiderations: "No cash needed.",
    alternatives: [
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Does not cover malpractice." },
      { strategy: "domestic-asset-protection-trust", whyNotChosen: "For personal assets." },
    ],
    uniqueAdvantages: ["Tailored to practice owners"],
    successMetrics: [metric("Leases", "At market and documented", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Merge entities on sale.",
  }),
};

export const homesteadExemptionPlanning: StrategyDefinition = {
  id: "homestead-exemption-planning",
  name: "Homestead Exemption Planning",
  category: "State-Specific Planning",
  description:
    "In states with unlimited or large homestead exemptions (Florida, Texas), equity in the primary residence is protected from most creditors; planning secures and maximises that protection.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "homeEquityUsd × claimProbability",
    variables: ["homeEquityUsd", "claimProbability"],
  },
  costCalculation: { type: "minimal", formula: "filingCostUsd", variables: ["filingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["state_law_dependent", "bankruptcy_1215_day_rule"],
  sources: ["Fla. Const. art. X, §4", "Tex. Prop. Code §41.001", "11 U.S.C. §522(p) (1,215-day cap)"],
  variables: [
    v("homeEquityUsd", "USD", "Equity in the primary residence."),
    v("claimProbability", "ratio", "Chance of a claim above insurance."),
    v("filingCostUsd", "USD", "Homestead filing."),
  ],
  defaults: (f) => ({
    homeEquityUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.5),
      assumption: "half of real estate is the primary home's equity",
    },
    claimProbability: {
      value: f.hasProfessionalLiability ? 0.1 : 0.04,
      assumption: "chance of a claim above insurance",
    },
    filingCostUsd: fixed(200, "filing, about $200"),
  }),
  benefit: (x) => ({ protection: (x.homeEquityUsd ?? 0) * (x.claimProbability ?? 0) }),
  cost: (x) => ({ setup: x.filingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => f.state === "FL" || f.state === "TX" || f.state === "IA" || f.state === "KS" || f.state === "OK",
      fits: (f) => `${f.state} has an unlimited or large homestead exemption.`,
      fails: "The client's state does not offer a large homestead exemption (or the state is unknown).",
    },
    { test: (f) => (f.realEstateUsd ?? 0) > 0, fits: "The client owns a home.", fails: "The notes show no home." },
  ),
  timeline: "Immediate (file by the state deadline)",
  keyBenefits: ["Home equity protected from most creditors", "Property tax benefits in some states", "No cost"],
  memoBucket: "protectionBucket",
  goalKeywords: ["home", "protect", "lawsuit"],
  explanation: explain({
    overview:
      "A homestead exemption can shelter the family home from judgments; paying down the mortgage increases protected equity.",
    keyComponents: ["Homestead filing", "Residency", "Acreage limits"],
    steps: [step("File", "File the homestead declaration.", "By the deadline", ["Proof of residency"])],
    prerequisites: ["Primary residence in a qualifying state"],
    professionals: ["Real estate attorney"],
    secondaryBenefits: ["Property tax caps"],
    taxAdvantages: ["Local property tax savings"],
    risks: [risk("Bankruptcy cap", "Homes bought within 1,215 days have a federal cap.", "Plan early.")],
    regulatoryConsiderations: ["Acreage and value limits vary"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "tenancy-by-entirety", whyNotChosen: "Protects against one spouse's creditors." },
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Insurance pays claims." },
    ],
    uniqueAdvantages: ["Constitutional protection in some states"],
    successMetrics: [metric("Filing", "In place", "Annually")],
    reviewSchedule: "On any move.",
    exitStrategy: "Ends on sale or move.",
  }),
};

export const privatePlacementLifeInsurance: StrategyDefinition = {
  id: "private-placement-life-insurance",
  name: "Private Placement Life Insurance (PPLI)",
  category: "Advanced Tax Planning",
  description:
    "An institutionally priced variable life policy holds tax-inefficient investments (hedge funds, credit) inside the policy, where growth is tax-deferred and the death benefit income-tax free.",
  benefitCalculation: {
    type: "percentage",
    formula: "policyAssetsUsd × annualReturn × taxRateOnReturns × years",
    variables: ["policyAssetsUsd", "annualReturn", "taxRateOnReturns", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "policyAssetsUsd × policyCostRate × years",
    variables: ["policyAssetsUsd", "policyCostRate", "years"],
  },
  lifeInsuranceComponent: "Private placement variable universal life, often owned by a dynasty trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: [
    "accredited_qualified_purchaser",
    "investor_control_doctrine",
    "diversification_rules",
    "mec_rules",
  ],
  sources: ["IRC §7702", "IRC §817(h) (diversification)", "Rev. Rul. 2003-91 (investor control)", "IRC §101(a)"],
  variables: [
    v("policyAssetsUsd", "USD", "Assets inside the policy."),
    v("annualReturn", "rate", "Annual return of the investments."),
    v("taxRateOnReturns", "rate", "Tax rate those returns would bear."),
    v("years", "years", "Years held."),
    v("policyCostRate", "rate", "Insurance and administration cost a year."),
  ],
  defaults: (f, tax) => ({
    policyAssetsUsd: {
      value: Math.round(clamp((f.netWorthUsd ?? 0) * 0.15, 2_000_000, 50_000_000)),
      assumption: "15% of net worth",
    },
    annualReturn: fixed(0.07, "7% a year from tax-inefficient strategies"),
    taxRateOnReturns: {
      value: tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate,
      assumption: "ordinary rate plus NIIT on the returns",
    },
    years: fixed(15, "15 years"),
    policyCostRate: fixed(0.008, "0.8% a year in policy costs"),
  }),
  benefit: (x) => ({
    taxSavings: (x.policyAssetsUsd ?? 0) * (x.annualReturn ?? 0) * (x.taxRateOnReturns ?? 0) * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.policyAssetsUsd ?? 0) * (x.policyCostRate ?? 0), years: x.years ?? 0 }),
  sensitivity: { variable: "annualReturn", mode: "add", spread: 0.02, description: "Return 5% / 7% / 9% a year" },
  eligibility: allOf(
    {
      test: (f) => liquid(f) >= 5_000_000 || (f.netWorthUsd ?? 0) >= 30_000_000,
      fits: "The client has investable assets at the scale PPLI requires.",
      fails: "PPLI needs several million dollars of investable assets.",
    },
    when.highIncome(500_000),
  ),
  timeline: "3–4 months",
  keyBenefits: [
    "Tax-free compounding of tax-inefficient returns",
    "Income-tax-free death benefit",
    "Estate-tax-free if owned by a trust",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["invest", "taxes", "legacy", "heirs"],
  explanation: explain({
    overview:
      "PPLI wraps an investment portfolio in a low-cost life insurance policy; the trade-off is giving up control of investment selection to the insurer's dedicated funds.",
    keyComponents: ["Insurance dedicated funds", "Minimum non-MEC premium schedule", "Trust ownership"],
    steps: [
      step("Underwrite", "Medical and financial underwriting.", "Weeks 1–8", ["Medical exam"]),
      step("Fund", "Pay premiums over 4–5 years.", "Years 1–5", ["Premium schedule"]),
    ],
    prerequisites: ["Qualified purchaser status"],
    professionals: ["PPLI broker", "Tax counsel", "Investment adviser"],
    secondaryBenefits: ["Asset protection in many states"],
    taxAdvantages: ["No tax on inside growth; tax-free death benefit"],
    risks: [risk("Investor control", "Too much control makes the holder taxable.", "Use independent fund managers.")],
    regulatoryConsiderations: ["§817(h) diversification"],
    liquidityConsiderations: "Loans and withdrawals possible but limited if a MEC.",
    alternatives: [
      { strategy: "asset-location", whyNotChosen: "Cheaper but limited by retirement account room." },
      { strategy: "private-placement-variable-annuity", whyNotChosen: "Defers tax but no death-benefit exclusion." },
    ],
    uniqueAdvantages: ["Eliminates tax on high-turnover returns"],
    successMetrics: [metric("Net return", "Above the after-tax alternative", "Annually")],
    reviewSchedule: "Annual policy review.",
    exitStrategy: "Policy loans, or hold until death.",
  }),
};

export const privatePlacementVariableAnnuity: StrategyDefinition = {
  id: "private-placement-variable-annuity",
  name: "Private Placement Variable Annuity",
  category: "Investment Tax Planning",
  description:
    "A low-cost variable annuity holds tax-inefficient investments so their returns compound tax-deferred until withdrawn.",
  benefitCalculation: {
    type: "percentage",
    formula: "annuityAssetsUsd × annualReturn × taxRateOnReturns × years × deferralShare",
    variables: ["annuityAssetsUsd", "annualReturn", "taxRateOnReturns", "years", "deferralShare"],
  },
  costCalculation: {
    type: "annual",
    formula: "annuityAssetsUsd × costRate × years",
    variables: ["annuityAssetsUsd", "costRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Deferred variable annuity; annuitisation optional.",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["qualified_purchaser", "ordinary_income_on_withdrawal", "investor_control_doctrine"],
  sources: ["IRC §72", "IRC §817(h)", "Rev. Rul. 2003-91"],
  variables: [
    v("annuityAssetsUsd", "USD", "Assets in the annuity."),
    v("annualReturn", "rate", "Annual return."),
    v("taxRateOnReturns", "rate", "Rate otherwise paid each year."),
    v("years", "years", "Years deferred."),
    v("deferralShare", "ratio", "Share of the tax saved by deferral (withdrawals are taxed)."),
    v("costRate", "rate", "Annual cost."),
  ],
  defaults: (f, tax) => ({
    annuityAssetsUsd: {
      value: Math.round(clamp(liquid(f) * 0.2, 1_000_000, 20_000_000)),
      assumption: "20% of liquid assets",
    },
    annualReturn: fixed(0.07, "7% a year"),
    taxRateOnReturns: {
      value: tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate,
      assumption: "ordinary rate plus NIIT",
    },
    years: fixed(15, "15 years"),
    deferralShare: fixed(0.35, "deferral worth 35% of the annual tax"),
    costRate: fixed(0.004, "0.4% a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.annuityAssetsUsd ?? 0) *
      (x.annualReturn ?? 0) *
      (x.taxRateOnReturns ?? 0) *
      (x.years ?? 0) *
      (x.deferralShare ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.annuityAssetsUsd ?? 0) * (x.costRate ?? 0), years: x.years ?? 0 }),
  sensitivity: {
    variable: "deferralShare",
    mode: "add",
    spread: 0.15,
    description: "Deferral worth 20% / 35% / 50% of the tax",
  },
  eligibility: allOf(
    {
      test: (f) => liquid(f) >= 3_000_000,
      fits: "The client has enough investable assets for a private placement contract.",
      fails: "Private placement annuities need several million dollars of investable assets.",
    },
    when.highIncome(400_000),
  ),
  timeline: "1–2 months",
  keyBenefits: ["Tax-deferred compounding", "Institutional pricing", "Access to tax-inefficient strategies"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["invest", "taxes", "retire", "income"],
  explanation: explain({
    overview:
      "A PPVA defers tax on high-turnover investments; withdrawals are ordinary income, so it pays where the deferral is long.",
    keyComponents: ["Insurance dedicated funds", "Deferral until withdrawal", "Low fees"],
    steps: [
      step("Select", "Choose carrier and funds.", "Weeks 1–3", ["Subscription"]),
      step("Fund", "Transfer assets.", "Weeks 3–6", ["Funding"]),
    ],
    prerequisites: ["Qualified purchaser"],
    professionals: ["Investment adviser", "Tax counsel"],
    secondaryBenefits: ["Consolidated reporting"],
    taxAdvantages: ["Deferral"],
    risks: [
      risk("Ordinary income at withdrawal", "Gains become ordinary income.", "Use for income-heavy strategies only."),
    ],
    regulatoryConsiderations: ["Investor control"],
    liquidityConsiderations: "Withdrawals taxed; 10% penalty before 59½.",
    alternatives: [
      { strategy: "private-placement-life-insurance", whyNotChosen: "Adds a tax-free death benefit at higher cost." },
      { strategy: "asset-location", whyNotChosen: "Cheaper if retirement room exists." },
    ],
    uniqueAdvantages: ["No contribution limits"],
    successMetrics: [metric("After-tax return", "Above taxable alternative", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Withdraw or annuitise.",
  }),
};

export const splitDollarLifeInsurance: StrategyDefinition = {
  id: "split-dollar-life-insurance",
  name: "Private Split-Dollar Life Insurance",
  category: "Insurance",
  description:
    "The client lends premiums to an irrevocable trust that owns a large policy; only the economic benefit (or loan interest) is a gift, so much larger coverage can be funded without using the exclusion.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "deathBenefitUsd × 0.40 − giftTaxValueUsd × 0.40",
    variables: ["deathBenefitUsd", "giftTaxValueUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Survivorship policy owned by an ILIT under a split-dollar agreement.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["treas_reg_1_61_22", "insurance_product", "exit_planning_required"],
  sources: [
    "Treas. Reg. §1.61-22",
    "Treas. Reg. §1.7872-15",
    "Estate of Morrissette v. Commissioner, T.C. Memo. 2021-60",
    "IRC §2001(c)",
  ],
  variables: [
    v("deathBenefitUsd", "USD", "Death benefit in the trust."),
    v("giftTaxValueUsd", "USD", "Cumulative economic-benefit gifts."),
    v("setupCostUsd", "USD", "Agreements and trust."),
    v("annualAdministrationUsd", "USD", "Annual valuation and records."),
    v("years", "years", "Years of the arrangement."),
  ],
  defaults: (f) => {
    const db = Math.round(clamp((f.netWorthUsd ?? 0) * 0.25, 2_000_000, 50_000_000));
    return {
      deathBenefitUsd: { value: db, assumption: "25% of net worth" },
      giftTaxValueUsd: {
        value: Math.round(db * 0.05),
        assumption: "economic-benefit gifts about 5% of the death benefit over the term",
      },
      setupCostUsd: fixed(25_000, "agreements and trust, about $25,000"),
      annualAdministrationUsd: fixed(3_000, "annual records, about $3,000"),
      years: fixed(15, "15 years"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings: Math.max(0, (x.deathBenefitUsd ?? 0) - (x.giftTaxValueUsd ?? 0)) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "giftTaxValueUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Gift value half / base / 1.5×",
  },
  eligibility: allOf(when.taxableEstate, {
    test: (f) => (oldestAge(f) ?? 60) <= 78,
    fits: "The client is insurable at a reasonable cost.",
    fails: "At this age large new coverage is rarely economic.",
  }),
  timeline: "2–4 months",
  keyBenefits: [
    "Large coverage with small taxable gifts",
    "Premiums repaid to the client's estate",
    "Death benefit outside the estate",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["insurance", "estate", "liquidity", "heirs"],
  explanation: explain({
    overview:
      "Split-dollar separates who pays from who benefits; the client's premium advances are repaid later, and only the economic benefit is a gift.",
    keyComponents: ["Split-dollar agreement", "Collateral assignment", "Exit plan to repay advances"],
    steps: [
      step("Design", "Choose economic-benefit or loan regime.", "Weeks 1–3", ["Illustration"]),
      step("Sign", "Trust buys the policy under the agreement.", "Weeks 3–12", ["Agreement", "Assignment"]),
    ],
    prerequisites: ["Insurability", "Liquidity for premiums"],
    professionals: ["Estate planning attorney", "Insurance adviser"],
    secondaryBenefits: ["Leverages GST exemption"],
    taxAdvantages: ["Small gifts for large coverage"],
    risks: [risk("Rising economic-benefit cost", "Table costs rise with age.", "Plan a rollout or loan regime.")],
    regulatoryConsiderations: ["Final split-dollar regulations govern taxation"],
    liquidityConsiderations: "The client advances premiums.",
    alternatives: [
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "Gifted premiums use exclusion." },
      { strategy: "premium-financing", whyNotChosen: "Bank-financed, needs larger scale." },
    ],
    uniqueAdvantages: ["Gift-efficient coverage"],
    successMetrics: [metric("Advances repaid", "At the planned exit", "At exit")],
    reviewSchedule: "Annual.",
    exitStrategy: "Repay advances from policy values or other assets.",
  }),
};

export const keyPersonInsurance: StrategyDefinition = {
  id: "key-person-insurance",
  name: "Key Person Life and Disability Insurance",
  category: "Risk Management",
  description:
    "The business insures the life and disability of the owner or key employees so it can replace profits, recruit successors and reassure lenders if they are lost.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "coverageUsd × lossProbability",
    variables: ["coverageUsd", "lossProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "Term life owned by the business on the key person.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "section_101j_notice_and_consent"],
  sources: ["IRC §101(j) (employer-owned life insurance)", "IRC §264(a)(1) (premiums not deductible)"],
  variables: [
    v("coverageUsd", "USD", "Coverage amount."),
    v("lossProbability", "ratio", "Chance of losing the key person over the term."),
    v("annualPremiumUsd", "USD", "Premium a year."),
    v("years", "years", "Term."),
  ],
  defaults: (f) => {
    const cov = Math.round(clamp((f.businessValueUsd ?? 0) * 0.5, 500_000, 10_000_000));
    const age = f.primaryAge ?? 50;
    return {
      coverageUsd: { value: cov, assumption: "half the business value" },
      lossProbability: {
        value: clamp(0.02 + (age - 40) * 0.003, 0.02, 0.12),
        assumption: `death or disability risk over 10 years at age ${age}`,
      },
      annualPremiumUsd: {
        value: Math.round(cov * clamp(0.001 + (age - 40) * 0.0002, 0.001, 0.008)),
        assumption: "term premium for the age",
      },
      years: fixed(10, "10-year term"),
    };
  },
  benefit: (x) => ({ protection: (x.coverageUsd ?? 0) * (x.lossProbability ?? 0) * 3 }),
  cost: (x) => ({ setup: 0, annual: x.annualPremiumUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "lossProbability", mode: "multiply", spread: 0.5, description: "Risk half / base / 1.5×" },
  eligibility: allOf(when.ownsBusiness, when.ageBelow(70, "coverage is priced for working-age owners")),
  timeline: "1–2 months",
  keyBenefits: [
    "Business survives the loss of its key person",
    "Tax-free proceeds (with §101(j) compliance)",
    "Supports bank covenants",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "practice", "succession", "protect"],
  explanation: explain({
    overview:
      "A business that depends on its owner loses much of its value if the owner dies or is disabled; key person cover funds the transition.",
    keyComponents: ["Business-owned term policy", "§101(j) notice and consent", "Disability buy-out rider"],
    steps: [
      step("Size", "Estimate lost profits and replacement cost.", "Week 1", ["Financials"]),
      step("Apply", "Underwrite and bind.", "Weeks 2–8", ["Consent form"]),
    ],
    prerequisites: ["Insurable key person"],
    professionals: ["Insurance adviser", "CPA"],
    secondaryBenefits: ["Funds a buy-sell if combined"],
    taxAdvantages: ["Proceeds income-tax free if §101(j) is met"],
    risks: [risk("Missing consent", "Proceeds become taxable.", "Sign consent before issue.")],
    regulatoryConsiderations: ["Form 8925 reporting"],
    liquidityConsiderations: "Premiums are a business expense (not deductible).",
    alternatives: [
      { strategy: "buy-sell-agreement-funding", whyNotChosen: "Funds an ownership transfer rather than lost profits." },
      { strategy: "disability-income-insurance", whyNotChosen: "Protects the owner's personal income." },
    ],
    uniqueAdvantages: ["Protects the enterprise itself"],
    successMetrics: [metric("Coverage", "At least a year of profits", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Convert or lapse at sale.",
  }),
};

export const disabilityIncomeInsurance: StrategyDefinition = {
  id: "disability-income-insurance",
  name: "Own-Occupation Disability Income Insurance",
  category: "Risk Management",
  description:
    "A high earner insures their ability to work in their own occupation, replacing a large share of income if illness or injury prevents it.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "annualBenefitUsd × benefitYears × disabilityProbability",
    variables: ["annualBenefitUsd", "benefitYears", "disabilityProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["insurance_product", "benefit_taxation_depends_on_premium_payer"],
  sources: ["IRC §104(a)(3) (benefits tax-free if premiums paid with after-tax money)", "IRC §105"],
  variables: [
    v("annualBenefitUsd", "USD", "Annual benefit."),
    v("benefitYears", "years", "Years of benefits if disabled."),
    v("disabilityProbability", "ratio", "Chance of a long disability before retirement."),
    v("annualPremiumUsd", "USD", "Premium a year."),
    v("years", "years", "Years of premiums."),
  ],
  defaults: (f) => {
    const income = f.annualIncomeUsd ?? 150_000;
    const age = f.primaryAge ?? 45;
    return {
      annualBenefitUsd: {
        value: Math.round(Math.min(income * 0.6, 360_000)),
        assumption: "60% of income, within carrier limits",
      },
      benefitYears: { value: clamp(65 - age, 2, 25) / 2, assumption: "half the years to 65" },
      disabilityProbability: fixed(0.15, "15% chance of a long disability before 65"),
      annualPremiumUsd: {
        value: Math.round(Math.min(income * 0.6, 360_000) * 0.03),
        assumption: "premium about 3% of the benefit",
      },
      years: { value: clamp(65 - age, 2, 25), assumption: "until 65" },
    };
  },
  benefit: (x) => ({
    protection: (x.annualBenefitUsd ?? 0) * (x.benefitYears ?? 0) * (x.disabilityProbability ?? 0) * 2,
  }),
  cost: (x) => ({ setup: 0, annual: x.annualPremiumUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "disabilityProbability",
    mode: "add",
    spread: 0.05,
    description: "Disability chance 10% / 15% / 20%",
  },
  eligibility: allOf(when.highIncome(150_000), when.ageBelow(60, "coverage protects the remaining working years")),
  timeline: "1–2 months",
  keyBenefits: [
    "Protects the largest asset: future earnings",
    "Own-occupation definition for specialists",
    "Tax-free benefits if paid personally",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["income", "protect", "practice", "family"],
  explanation: explain({
    overview:
      "For professionals, future earnings dwarf current savings; own-occupation coverage pays if they cannot practise their specialty.",
    keyComponents: ["Own-occupation definition", "Residual benefits", "Future increase option"],
    steps: [
      step("Quote", "Compare carriers.", "Weeks 1–2", ["Income documents"]),
      step("Underwrite", "Medical and financial underwriting.", "Weeks 2–8", ["Medical exam"]),
    ],
    prerequisites: ["Earned income", "Insurability"],
    professionals: ["Disability insurance specialist"],
    secondaryBenefits: ["Protects retirement contributions with riders"],
    taxAdvantages: ["Benefits tax-free if premiums are not deducted"],
    risks: [risk("Exclusions", "Pre-existing conditions may be excluded.", "Apply while healthy.")],
    regulatoryConsiderations: ["Group coverage often taxable and limited"],
    liquidityConsiderations: "Premiums a fixed cost.",
    alternatives: [
      { strategy: "key-person-insurance", whyNotChosen: "Protects the business, not the person's income." },
      { strategy: "long-term-care-insurance", whyNotChosen: "For care needs in later life." },
    ],
    uniqueAdvantages: ["Income protection"],
    successMetrics: [metric("Benefit versus income", "At least 60%", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Ends at 65.",
  }),
};

export const survivorshipLifeInsurance: StrategyDefinition = {
  id: "survivorship-life-insurance",
  name: "Survivorship (Second-to-Die) Life Insurance for Estate Liquidity",
  category: "Insurance",
  description:
    "A policy on both spouses that pays at the second death, when estate tax is due, usually owned by an ILIT; cheaper than single-life cover.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "deathBenefitUsd × 0.40 × taxableShare",
    variables: ["deathBenefitUsd", "taxableShare"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd × premiumYears",
    variables: ["annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent: "Survivorship universal or whole life policy.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["insurance_product", "policy_lapse_risk"],
  sources: ["IRC §2042", "IRC §101(a)", "IRC §2001(c)"],
  variables: [
    v("deathBenefitUsd", "USD", "Death benefit."),
    v("taxableShare", "ratio", "Share of the benefit that avoids forced sales or tax."),
    v("annualPremiumUsd", "USD", "Premium a year."),
    v("premiumYears", "years", "Years of premiums."),
  ],
  defaults: (f, tax) => {
    const exposure = Math.max(0, (f.netWorthUsd ?? 0) - tax.basicExclusionAmount * 2) * tax.estateTaxRate;
    const db = Math.round(clamp(exposure || (f.netWorthUsd ?? 0) * 0.15, 1_000_000, 50_000_000));
    const age = oldestAge(f) ?? 65;
    return {
      deathBenefitUsd: { value: db, assumption: "sized to the estate tax at the second death" },
      taxableShare: fixed(0.8, "80% of the benefit replaces estate tax or a forced sale"),
      annualPremiumUsd: {
        value: Math.round(db * clamp(0.006 + (age - 55) * 0.0006, 0.005, 0.04)),
        assumption: `survivorship premium at age ${age}`,
      },
      premiumYears: fixed(10, "10-pay"),
    };
  },
  benefit: (x, tax) => ({ estateTaxSavings: (x.deathBenefitUsd ?? 0) * tax.estateTaxRate * (x.taxableShare ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.annualPremiumUsd ?? 0, years: x.premiumYears ?? 0 }),
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premiums 25% lower / base / higher",
  },
  eligibility: allOf(when.married, when.taxableEstate, {
    test: (f) =>
      f.isIlliquid || f.hasFarmOrRanch || f.ownsBusiness || (f.realEstateUsd ?? 0) > (f.netWorthUsd ?? 0) * 0.4,
    fits: "The estate is illiquid (land, business, real estate), so heirs would need cash for taxes.",
    fails: "The estate is liquid enough to pay taxes without insurance.",
  }),
  timeline: "2–3 months",
  keyBenefits: [
    "Cash when the estate tax is due",
    "Lower premium than single-life",
    "Keeps the farm or business intact",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["farm", "land", "sale", "estate taxes", "liquidity", "keep"],
  explanation: explain({
    overview:
      "For couples, estate tax usually falls due at the second death; a survivorship policy in an ILIT provides cash exactly then.",
    keyComponents: ["Joint policy", "ILIT ownership", "Premium funding plan"],
    steps: [
      step("Size", "Estimate tax at the second death.", "Week 1", ["Estate projection"]),
      step("Underwrite", "Underwrite both spouses.", "Weeks 2–10", ["Medical records"]),
      step("Own in trust", "ILIT applies and owns.", "Weeks 8–12", ["ILIT"]),
    ],
    prerequisites: ["Both spouses insurable (one can be rated)"],
    professionals: ["Insurance adviser", "Estate planning attorney"],
    secondaryBenefits: ["Equalises heirs who do not inherit the business"],
    taxAdvantages: ["Tax-free death benefit outside the estate"],
    risks: [risk("Lapse", "Under-funded policies lapse.", "Guaranteed designs.")],
    regulatoryConsiderations: ["Three-year rule for transferred policies"],
    liquidityConsiderations: "Premium commitment.",
    alternatives: [
      { strategy: "section-6166-deferral", whyNotChosen: "Spreads the tax rather than funding it." },
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "The trust that owns this policy." },
    ],
    uniqueAdvantages: ["Cheapest estate liquidity for couples"],
    successMetrics: [metric("Coverage versus tax", "At least 80%", "Every 3 years")],
    reviewSchedule: "Annual policy review.",
    exitStrategy: "Sell (life settlement) or exchange if not needed.",
  }),
};

export const stateResidencyChange: StrategyDefinition = {
  id: "state-residency-change",
  name: "Change of Domicile to a No-Income-Tax State",
  category: "State Tax Strategy",
  description:
    "A client moves domicile to a state without personal income tax (such as Florida, Nevada, Texas or Washington, with its capital gains tax), ending state tax on income and often on a planned sale.",
  benefitCalculation: {
    type: "percentage",
    formula: "taxableIncomeUsd × stateRate × years + saleGainUsd × stateRate",
    variables: ["taxableIncomeUsd", "stateRate", "years", "saleGainUsd"],
  },
  costCalculation: { type: "one_time", formula: "relocationCostUsd", variables: ["relocationCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["residency_audit_risk", "statutory_residency_183_days", "source_income_still_taxed"],
  sources: [
    "N.Y. Tax Law §605(b) (domicile and statutory residency)",
    "Cal. Rev. & Tax. Code §17014",
    "State constitutions (no income tax in FL, TX, NV, WY, SD, AK, TN, NH)",
  ],
  variables: [
    v("taxableIncomeUsd", "USD", "Income taxed by the current state each year."),
    v("stateRate", "rate", "Current state's marginal rate."),
    v("years", "years", "Years modelled."),
    v("saleGainUsd", "USD", "Gain on a planned sale after the move."),
    v("relocationCostUsd", "USD", "Move and advice."),
  ],
  defaults: (f) => ({
    taxableIncomeUsd: { value: f.annualIncomeUsd ?? 0, assumption: "household income" },
    stateRate: {
      value: f.state === "CA" ? 0.123 : f.state === "NY" ? 0.109 : f.state === "NJ" ? 0.1075 : 0.06,
      assumption: `top marginal rate in ${f.state ?? "the current state"}`,
    },
    years: fixed(10, "10 years"),
    saleGainUsd: {
      value: f.expectsLiquidityEvent ? Math.round(f.businessValueUsd ?? 0) : 0,
      assumption: f.expectsLiquidityEvent ? "the expected sale gain" : "no sale planned",
    },
    relocationCostUsd: fixed(50_000, "move and advice, about $50,000"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.taxableIncomeUsd ?? 0) * (x.stateRate ?? 0) * (x.years ?? 0) + (x.saleGainUsd ?? 0) * (x.stateRate ?? 0),
  }),
  cost: (x) => ({ setup: x.relocationCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "stateRate",
    mode: "multiply",
    spread: 0.3,
    description: "State rate 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.state !== null && !NO_INCOME_TAX.includes(f.state),
      fits: (f) => `${f.state} taxes income, so a change of domicile would save state tax.`,
      fails: "The client already lives in a state without income tax, or the state is unknown.",
    },
    {
      test: (f) => (f.annualIncomeUsd ?? 0) >= 400_000 || f.expectsLiquidityEvent,
      fits: "Income or a coming sale is large enough to justify a move.",
      fails: "State tax at this income does not usually justify a move.",
    },
  ),
  timeline: "6–12 months; before any sale",
  keyBenefits: ["No state income tax", "Often no state estate tax", "Large saving on a sale after the move"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes on a sale", "move", "retire", "state tax"],
  explanation: explain({
    overview:
      "Domicile is where the client truly lives; a well-documented move before a liquidity event or retirement can remove state tax entirely.",
    keyComponents: ["New domicile", "Day counts", "Severed ties with the old state"],
    steps: [
      step("Plan", "Choose state and timeline before any sale.", "Months 1–3", ["Residency checklist"]),
      step("Move", "Home, licences, voting, doctors, clubs.", "Months 3–9", ["Declaration of domicile"]),
      step("Document", "Keep day logs.", "Ongoing", ["Day-tracking app"]),
    ],
    prerequisites: ["Willingness to live in the new state"],
    professionals: ["State tax attorney", "CPA"],
    secondaryBenefits: ["Homestead protection in Florida or Texas"],
    taxAdvantages: ["No state income tax on future income and gains"],
    risks: [risk("Residency audit", "High-tax states audit departures.", "Real move and records.")],
    regulatoryConsiderations: ["Source income (e.g. in-state business) may stay taxable"],
    liquidityConsiderations: "Relocation costs.",
    alternatives: [
      {
        strategy: "incomplete-gift-non-grantor-trust",
        whyNotChosen: "Shelters investment income without moving (not in NY or CA).",
      },
      { strategy: "pass-through-entity-tax-election", whyNotChosen: "Only restores the federal deduction." },
    ],
    uniqueAdvantages: ["Ends state tax entirely"],
    successMetrics: [metric("Days in the old state", "Under 183", "Monthly")],
    reviewSchedule: "Annual residency review.",
    exitStrategy: "Move back (taxed again).",
  }),
};

export const incompleteGiftNonGrantorTrust: StrategyDefinition = {
  id: "incomplete-gift-non-grantor-trust",
  name: "Incomplete-Gift Non-Grantor (ING) Trust",
  category: "State Tax Strategy",
  description:
    "Assets are placed in a Nevada or Delaware trust that is a separate taxpayer but not a completed gift, so state income tax on its investment income and gains can be avoided in states that allow it.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustIncomeUsd × stateRate × years",
    variables: ["trustIncomeUsd", "stateRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["not_effective_in_ny_ca", "distribution_committee", "irs_rulings_required"],
  sources: [
    "IRC §§671–679",
    "PLR 201925005 (and other ING rulings)",
    "N.Y. Tax Law §612(b)(41)",
    "Cal. Rev. & Tax. Code §17082 (2023)",
  ],
  variables: [
    v("trustIncomeUsd", "USD", "Investment income and gains in the trust each year (or a sale gain spread)."),
    v("stateRate", "rate", "State rate avoided."),
    v("years", "years", "Years modelled."),
    v("setupCostUsd", "USD", "Drafting."),
    v("annualCostUsd", "USD", "Trustee and returns a year."),
  ],
  defaults: (f) => ({
    trustIncomeUsd: {
      value: Math.round(f.expectsLiquidityEvent ? ((f.businessValueUsd ?? 0) * 0.5) / 5 : liquid(f) * 0.5 * 0.06),
      assumption: f.expectsLiquidityEvent
        ? "half the expected sale gain spread over 5 years"
        : "6% return on half the liquid assets",
    },
    stateRate: fixed(0.06, "state rate about 6%"),
    years: fixed(5, "5 years"),
    setupCostUsd: fixed(25_000, "drafting, about $25,000"),
    annualCostUsd: fixed(6_000, "trustee and returns, about $6,000 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.trustIncomeUsd ?? 0) * (x.stateRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "trustIncomeUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Income 40% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.state !== null && !NO_INCOME_TAX.includes(f.state) && f.state !== "NY" && f.state !== "CA",
      fits: (f) =>
        `${f.state} taxes trust income by the settlor's residence only in limited ways, so an ING trust can work.`,
      fails: "ING trusts do not work for residents of New York or California, or of states without income tax.",
    },
    {
      test: (f) => f.expectsLiquidityEvent || f.hasLowBasisStock || liquid(f) >= 3_000_000,
      fits: "The client has gains or investment income to shelter.",
      fails: "Too little investment income to justify an ING trust.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: ["Avoids state tax on trust income", "No completed gift", "Client remains a beneficiary"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["taxes on a sale", "state tax", "income"],
  explanation: explain({
    overview:
      "An ING trust moves investment income to a no-tax state without a taxable gift; several states have closed it, so residency matters.",
    keyComponents: ["Distribution committee", "Nevada or Delaware trustee", "Incomplete gift by retained powers"],
    steps: [
      step("Check state", "Confirm the home state's rules.", "Week 1", ["State analysis"]),
      step("Draft and fund", "Form with an out-of-state trustee.", "Weeks 2–10", ["Trust agreement"]),
    ],
    prerequisites: ["Residence in a state that respects the structure"],
    professionals: ["Estate planning attorney", "State tax adviser"],
    secondaryBenefits: ["Asset protection"],
    taxAdvantages: ["State tax avoided on accumulated income"],
    risks: [risk("State law change", "States have closed ING trusts.", "Monitor legislation.")],
    regulatoryConsiderations: ["Federal treatment rests on private letter rulings"],
    liquidityConsiderations: "Distributions need committee approval.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Requires a move." },
      { strategy: "trust-situs-relocation", whyNotChosen: "For existing non-grantor trusts." },
    ],
    uniqueAdvantages: ["State savings without moving"],
    successMetrics: [metric("State tax on trust income", "Zero", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Distributions back to the client.",
  }),
};

export const passThroughEntityTaxElection: StrategyDefinition = {
  id: "pass-through-entity-tax-election",
  name: "Pass-Through Entity Tax (PTET) Election",
  category: "State Tax Strategy",
  description:
    "A partnership or S corporation elects to pay state income tax at the entity level, which is deductible federally, working around the cap on individual state and local tax deductions.",
  benefitCalculation: {
    type: "percentage",
    formula: "(stateTaxOnBusinessIncomeUsd − saltCapRoomUsd) × federalRate × years",
    variables: ["stateTaxOnBusinessIncomeUsd", "saltCapRoomUsd", "federalRate", "years"],
  },
  costCalculation: { type: "annual", formula: "complianceCostUsd × years", variables: ["complianceCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["state_election_deadlines", "salt_cap"],
  sources: ["IRS Notice 2020-75", "IRC §164(b)(6)–(7) as amended by Pub. L. 119-21 §70120", "State PTET statutes"],
  variables: [
    v("stateTaxOnBusinessIncomeUsd", "USD", "State tax on business income a year."),
    v("saltCapRoomUsd", "USD", "Part already deductible under the SALT cap."),
    v("federalRate", "rate", "Federal marginal rate."),
    v("years", "years", "Years modelled."),
    v("complianceCostUsd", "USD", "Election and estimates a year."),
  ],
  defaults: (f, tax) => ({
    stateTaxOnBusinessIncomeUsd: {
      value: Math.round((f.annualIncomeUsd ?? 0) * 0.6 * 0.06),
      assumption: "60% of income from the business, state rate 6%",
    },
    saltCapRoomUsd: {
      value: (f.annualIncomeUsd ?? 0) > 600_000 ? 0 : Math.round(tax.saltCap * 0.25),
      assumption: "little cap room left after property tax (phase-down at high incomes)",
    },
    federalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    years: fixed(5, "5 years"),
    complianceCostUsd: fixed(1_500, "election and estimates, about $1,500 a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      Math.max(0, (x.stateTaxOnBusinessIncomeUsd ?? 0) - (x.saltCapRoomUsd ?? 0)) *
      (x.federalRate ?? 0) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.complianceCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "stateTaxOnBusinessIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "State tax 30% lower / base / higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) =>
        f.businessEntityType === "s_corp" || f.businessEntityType === "partnership" || f.businessEntityType === "llc",
      fits: "The business is a pass-through entity that can elect PTET.",
      fails: "PTET elections are for partnerships and S corporations.",
    },
    {
      test: (f) => f.state !== null && !NO_INCOME_TAX.includes(f.state),
      fits: (f) => `${f.state} has an income tax (and, in most such states, a PTET regime).`,
      fails: "The state has no income tax, or the state is unknown.",
    },
  ),
  timeline: "By the state's election deadline",
  keyBenefits: ["Restores the federal deduction for state tax", "Owners get a state credit", "Recurring each year"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "practice", "taxes", "state tax"],
  explanation: explain({
    overview:
      "Since the SALT cap, most states let pass-through entities pay state tax for their owners; the entity deducts it federally.",
    keyComponents: ["Entity-level election", "Estimated payments", "Owner credits"],
    steps: [
      step("Model", "Compare with and without.", "Q4", ["Projections"]),
      step("Elect", "Elect and pay estimates.", "State deadline", ["Election form"]),
    ],
    prerequisites: ["Pass-through income in a PTET state"],
    professionals: ["CPA"],
    secondaryBenefits: ["Reduces AGI-linked phase-outs"],
    taxAdvantages: ["Federal deduction for state tax"],
    risks: [risk("Non-resident owners", "Credits may not offset other states' tax.", "Model each owner.")],
    regulatoryConsiderations: ["Notice 2020-75 blessed entity-level deductions"],
    liquidityConsiderations: "Entity pays estimates.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes state tax instead." },
      { strategy: "qualified-business-income-deduction", whyNotChosen: "A separate federal deduction." },
    ],
    uniqueAdvantages: ["Simple SALT cap workaround"],
    successMetrics: [metric("Federal deduction", "Full state tax deducted", "Annually")],
    reviewSchedule: "Annually before the deadline.",
    exitStrategy: "Do not elect in a given year.",
  }),
};

export const stateEstateTaxPlanning: StrategyDefinition = {
  id: "state-estate-tax-planning",
  name: "State Estate and Inheritance Tax Planning",
  category: "State-Specific Planning",
  description:
    "Residents of states with their own estate or inheritance tax (often with exemptions far below the federal one) use state-exemption credit shelter trusts, lifetime gifts (most states have no gift tax) and domicile planning.",
  benefitCalculation: {
    type: "percentage",
    formula: "estateAboveStateExemptionUsd × stateEstateRate × reductionShare",
    variables: ["estateAboveStateExemptionUsd", "stateEstateRate", "reductionShare"],
  },
  costCalculation: { type: "one_time", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "cliff_rules"],
  sources: [
    "N.Y. Tax Law §952 (cliff)",
    "Mass. Gen. Laws ch. 65C",
    "35 ILCS 405 (Illinois)",
    "Or. Rev. Stat. §118.010",
  ],
  variables: [
    v("estateAboveStateExemptionUsd", "USD", "Estate above the state exemption."),
    v("stateEstateRate", "rate", "Effective state estate tax rate."),
    v("reductionShare", "ratio", "Share of the state tax planning removes."),
    v("planningCostUsd", "USD", "Planning and documents."),
  ],
  defaults: (f) => {
    const exemption =
      f.state === "MA" || f.state === "OR"
        ? 2_000_000
        : f.state === "IL"
          ? 4_000_000
          : f.state === "NY"
            ? 7_350_000
            : 5_000_000;
    return {
      estateAboveStateExemptionUsd: {
        value: Math.max(0, (f.netWorthUsd ?? 0) - exemption),
        assumption: `estate above the ${f.state ?? "state"} exemption of about $${exemption.toLocaleString("en-US")}`,
      },
      stateEstateRate: fixed(0.12, "effective state rate about 12%"),
      reductionShare: fixed(0.5, "planning removes half"),
      planningCostUsd: fixed(10_000, "planning, about $10,000"),
    };
  },
  benefit: (x) => ({
    estateTaxSavings: (x.estateAboveStateExemptionUsd ?? 0) * (x.stateEstateRate ?? 0) * (x.reductionShare ?? 0),
  }),
  cost: (x) => ({ setup: x.planningCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "reductionShare",
    mode: "add",
    spread: 0.25,
    description: "Planning removes 25% / 50% / 75%",
  },
  eligibility: allOf({
    test: (f) => f.state !== null && STATE_DEATH_TAX.includes(f.state),
    fits: (f) => `${f.state} levies its own estate or inheritance tax.`,
    fails: "The client's state has no estate or inheritance tax (or the state is unknown).",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Avoids state tax far below the federal exemption",
    "Uses states' lack of gift tax",
    "Avoids New York's cliff",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate taxes", "heirs", "children", "state"],
  explanation: explain({
    overview:
      "Twelve states and DC tax estates, several at $1–5 million; couples well under the federal exemption can still owe state tax.",
    keyComponents: ["State-exemption bypass trust", "Lifetime gifts", "Domicile planning"],
    steps: [
      step("Compute", "Project state tax at each death.", "Week 1", ["Estate inventory"]),
      step("Restructure", "Update trusts and gifting.", "Weeks 2–6", ["Updated documents"]),
    ],
    prerequisites: ["Residence or property in a taxing state"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Coordinates with federal planning"],
    taxAdvantages: ["State estate tax reduced"],
    risks: [risk("Gift add-backs", "Some states add back gifts within 3 years.", "Plan gifts early.")],
    regulatoryConsiderations: ["Exemptions change yearly"],
    liquidityConsiderations: "Gifts reduce the client's assets.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Moves away from the tax." },
      { strategy: "credit-shelter-trust", whyNotChosen: "The federal version of the same trust." },
    ],
    uniqueAdvantages: ["Relevant well below federal levels"],
    successMetrics: [metric("Projected state tax", "Reduced", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Adjust documents.",
  }),
};

export const expatriationPlanning877a: StrategyDefinition = {
  id: "expatriation-planning-877a",
  name: "Expatriation Planning (Covered Expatriate Rules, §877A)",
  category: "Global Tax Strategy",
  description:
    "A US citizen or long-term resident giving up US status plans around the exit tax: mark-to-market of worldwide assets above an exclusion, and the tax on later gifts or bequests to US persons.",
  benefitCalculation: {
    type: "percentage",
    formula: "unrealizedGainUsd × capitalGainsRate × reductionShare",
    variables: ["unrealizedGainUsd", "capitalGainsRate", "reductionShare"],
  },
  costCalculation: { type: "one_time", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_8854", "section_2801_inheritance_tax", "irrevocable_decision"],
  sources: ["IRC §877A", "IRC §2801", "Notice 2009-85", "Rev. Proc. 2024-40 (exclusion amount)"],
  variables: [
    v("unrealizedGainUsd", "USD", "Unrealized gain in worldwide assets."),
    v("capitalGainsRate", "rate", "Rate on the deemed sale."),
    v("reductionShare", "ratio", "Share of the exit tax planning avoids."),
    v("adviceCostUsd", "USD", "Cross-border advice."),
  ],
  defaults: (f, tax) => ({
    unrealizedGainUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.4),
      assumption: "40% of net worth is unrealized gain",
    },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate" },
    reductionShare: fixed(0.3, "planning (gifts before exit, timing) avoids 30%"),
    adviceCostUsd: fixed(50_000, "cross-border advice, about $50,000"),
  }),
  benefit: (x) => ({ taxSavings: (x.unrealizedGainUsd ?? 0) * (x.capitalGainsRate ?? 0) * (x.reductionShare ?? 0) }),
  cost: (x) => ({ setup: x.adviceCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "reductionShare", mode: "add", spread: 0.15, description: "Avoided share 15% / 30% / 45%" },
  eligibility: allOf({
    test: (f) =>
      f.goals.some((g) =>
        /renounc|expatriat|give up (us|u\.s\.) citizenship|leave the (us|u\.s\.|united states)|move abroad/i.test(g),
      ),
    fits: "The client is considering giving up US citizenship or residency.",
    fails: "The notes show no plan to give up US status.",
  }),
  timeline: "12–24 months before expatriation",
  keyBenefits: ["Reduces the exit tax", "Avoids covered-expatriate status where possible", "Plans gifts to US heirs"],
  memoBucket: "protectionBucket",
  goalKeywords: ["renounce", "abroad", "international", "citizenship"],
  explanation: explain({
    overview:
      "Covered expatriates pay tax as if they sold everything the day before expatriating, and US heirs later pay 40% on gifts from them; planning before exit changes both.",
    keyComponents: ["Net worth and tax liability tests", "Five-year compliance certification", "Pre-exit gifts"],
    steps: [
      step("Test", "Determine covered status.", "Months 1–2", ["Balance sheet", "Tax history"]),
      step("Plan", "Gifts, timing and compliance.", "Months 2–12", ["Plan"]),
      step("File", "Form 8854.", "With the final return", ["Form 8854"]),
    ],
    prerequisites: ["A decision to leave US status"],
    professionals: ["International tax attorney", "CPA"],
    secondaryBenefits: ["Clean compliance history"],
    taxAdvantages: ["Lower exit tax"],
    risks: [risk("Irreversible", "Renunciation cannot be undone.", "Decide with full modelling.")],
    regulatoryConsiderations: ["§2801 tax on US recipients"],
    liquidityConsiderations: "Exit tax due without a sale.",
    alternatives: [
      { strategy: "foreign-grantor-trust", whyNotChosen: "For non-US settlors." },
      { strategy: "fbar-fatca-streamlined-compliance", whyNotChosen: "Fixes compliance without leaving." },
    ],
    uniqueAdvantages: ["Only planning window before a permanent change"],
    successMetrics: [metric("Compliance certified", "Five years clean", "At exit")],
    reviewSchedule: "Before the exit date.",
    exitStrategy: "Not applicable.",
  }),
};

export const fbarFatcaStreamlinedCompliance: StrategyDefinition = {
  id: "fbar-fatca-streamlined-compliance",
  name: "Foreign Account Reporting Catch-Up (FBAR/FATCA Streamlined Procedures)",
  category: "International",
  description:
    "A client with unreported foreign accounts files past FBARs and Forms 8938 under the IRS streamlined procedures, replacing severe penalties with a small, certain cost.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "foreignAccountsUsd × penaltyRiskRate − foreignAccountsUsd × streamlinedPenaltyRate",
    variables: ["foreignAccountsUsd", "penaltyRiskRate", "streamlinedPenaltyRate"],
  },
  costCalculation: { type: "one_time", formula: "filingCostUsd", variables: ["filingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["non_willful_certification", "fbar", "form_8938"],
  sources: [
    "31 U.S.C. §5314, §5321 (FBAR penalties)",
    "IRC §6038D (Form 8938)",
    "Bittner v. United States, 598 U.S. 85 (2023)",
    "IRS Streamlined Filing Compliance Procedures",
  ],
  variables: [
    v("foreignAccountsUsd", "USD", "Highest balance of foreign accounts."),
    v("penaltyRiskRate", "rate", "Expected penalty without correction."),
    v("streamlinedPenaltyRate", "rate", "Streamlined offshore penalty rate."),
    v("filingCostUsd", "USD", "Professional fees."),
  ],
  defaults: (f) => ({
    foreignAccountsUsd: { value: Math.round((f.netWorthUsd ?? 0) * 0.2), assumption: "20% of net worth abroad" },
    penaltyRiskRate: fixed(0.1, "expected penalties about 10% if discovered"),
    streamlinedPenaltyRate: fixed(0.05, "5% streamlined penalty (0% for non-residents)"),
    filingCostUsd: fixed(15_000, "professional fees, about $15,000"),
  }),
  benefit: (x) => ({
    protection: Math.max(0, (x.foreignAccountsUsd ?? 0) * ((x.penaltyRiskRate ?? 0) - (x.streamlinedPenaltyRate ?? 0))),
  }),
  cost: (x) => ({ setup: x.filingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "penaltyRiskRate", mode: "add", spread: 0.05, description: "Penalty risk 5% / 10% / 15%" },
  eligibility: allOf({
    test: (f) => f.hasNonUsAssets && !f.isImmigrating,
    fits: "The client, a US taxpayer, holds foreign accounts or assets that need reporting.",
    fails: "The notes show no foreign accounts held by a US taxpayer.",
  }),
  timeline: "2–3 months",
  keyBenefits: ["Caps penalties", "Restores compliance", "Peace of mind for heirs"],
  memoBucket: "protectionBucket",
  goalKeywords: ["foreign", "international", "compliance", "accounts"],
  explanation: explain({
    overview:
      "Unreported foreign accounts carry penalties that can exceed the balance; the streamlined procedures let non-willful filers catch up at a fixed cost.",
    keyComponents: ["Three years of amended returns", "Six years of FBARs", "Non-willful certification"],
    steps: [
      step("Gather", "Collect foreign statements.", "Weeks 1–4", ["Statements"]),
      step("File", "Amend returns and file FBARs.", "Weeks 4–10", ["Form 14654", "FBARs"]),
    ],
    prerequisites: ["Non-willful conduct"],
    professionals: ["International tax attorney", "CPA"],
    secondaryBenefits: ["Clean history for future planning"],
    taxAdvantages: ["Penalties capped"],
    risks: [risk("Willfulness", "Willful cases need other programs.", "Counsel assesses first.")],
    regulatoryConsiderations: ["Bittner limits non-willful FBAR penalties per report"],
    liquidityConsiderations: "Back taxes and interest due.",
    alternatives: [
      { strategy: "foreign-tax-credit-optimization", whyNotChosen: "Reduces ongoing tax once compliant." },
      { strategy: "expatriation-planning-877a", whyNotChosen: "Needs five years of compliance first." },
    ],
    uniqueAdvantages: ["Certainty"],
    successMetrics: [metric("Filings", "Accepted", "On filing")],
    reviewSchedule: "Annual reporting thereafter.",
    exitStrategy: "Not applicable.",
  }),
};

export const foreignTaxCreditOptimization: StrategyDefinition = {
  id: "foreign-tax-credit-optimization",
  name: "Foreign Tax Credit Optimisation",
  category: "Global Tax Strategy",
  description:
    "Foreign taxes on foreign income are credited against US tax, with basket management, carryovers and treaty positions so the same income is not taxed twice.",
  benefitCalculation: {
    type: "percentage",
    formula: "foreignIncomeUsd × doubleTaxRate × years",
    variables: ["foreignIncomeUsd", "doubleTaxRate", "years"],
  },
  costCalculation: { type: "annual", formula: "complianceCostUsd × years", variables: ["complianceCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["form_1116", "treaty_positions"],
  sources: ["IRC §901", "IRC §904 (limitation and baskets)", "IRC §904(c) (carryover)", "Form 8833 (treaty positions)"],
  variables: [
    v("foreignIncomeUsd", "USD", "Foreign-source income a year."),
    v("doubleTaxRate", "rate", "Double tax avoided as a share of that income."),
    v("years", "years", "Years modelled."),
    v("complianceCostUsd", "USD", "Form 1116 work a year."),
  ],
  defaults: (f) => ({
    foreignIncomeUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.2 * 0.05),
      assumption: "5% yield on the 20% of assets abroad",
    },
    doubleTaxRate: fixed(0.15, "15% double tax avoided"),
    years: fixed(10, "10 years"),
    complianceCostUsd: fixed(1_500, "Form 1116, about $1,500 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.foreignIncomeUsd ?? 0) * (x.doubleTaxRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.complianceCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "doubleTaxRate", mode: "add", spread: 0.05, description: "Double tax 10% / 15% / 20%" },
  eligibility: allOf({
    test: (f) => f.hasNonUsAssets,
    fits: "The client has foreign income that foreign countries tax.",
    fails: "The notes show no foreign income.",
  }),
  timeline: "Each return",
  keyBenefits: ["No double taxation", "Carryovers used before they expire", "Treaty benefits claimed"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["foreign", "international", "taxes", "income"],
  explanation: explain({
    overview:
      "US taxpayers are taxed on worldwide income; the foreign tax credit, managed by basket, keeps foreign income from being taxed twice.",
    keyComponents: ["Passive and general baskets", "10-year carryforward", "Treaty elections"],
    steps: [
      step("Classify", "Map foreign income by basket.", "Annually", ["Foreign statements"]),
      step("Claim", "File Form 1116.", "With the return", ["Form 1116"]),
    ],
    prerequisites: ["Foreign taxes paid"],
    professionals: ["International CPA"],
    secondaryBenefits: ["Cleaner reporting"],
    taxAdvantages: ["Credit, not deduction"],
    risks: [risk("Basket limits", "Excess credits may expire.", "Plan income timing.")],
    regulatoryConsiderations: ["2022 creditability regulations"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "fbar-fatca-streamlined-compliance", whyNotChosen: "Fixes past reporting." },
      { strategy: "asset-location", whyNotChosen: "Domestic tax drag." },
    ],
    uniqueAdvantages: ["Avoids double taxation"],
    successMetrics: [metric("Credits expired", "None", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Not applicable.",
  }),
};

export const qualifiedDomesticTrust: StrategyDefinition = {
  id: "qualified-domestic-trust",
  name: "Qualified Domestic Trust (QDOT) for a Non-Citizen Spouse",
  category: "International",
  description:
    "Assets left to a spouse who is not a US citizen pass through a QDOT, which preserves the estate tax marital deduction that would otherwise be unavailable.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "qdotFundingUsd × 0.40 × deferralValue",
    variables: ["qdotFundingUsd", "deferralValue"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × years",
    variables: ["setupCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The spouse receives the income; principal distributions are taxed.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["us_trustee_required", "form_706_qdt", "estate_tax_on_principal_distributions"],
  sources: [
    "IRC §2056(d), §2056A",
    "Treas. Reg. §20.2056A-2",
    "IRC §2523(i) (annual exclusion for non-citizen spouse)",
    "IRC §2001(c)",
  ],
  variables: [
    v("qdotFundingUsd", "USD", "Assets above the exclusion passing to the spouse."),
    v("deferralValue", "ratio", "Present value of deferring tax to the spouse's death."),
    v("setupCostUsd", "USD", "Drafting."),
    v("annualTrusteeUsd", "USD", "US trustee a year."),
    v("years", "years", "Years of administration."),
  ],
  defaults: (f, tax) => ({
    qdotFundingUsd: {
      value: Math.max(0, Math.round((f.netWorthUsd ?? 0) * 0.5 - tax.basicExclusionAmount)),
      assumption: "the first spouse's half above one exclusion",
    },
    deferralValue: fixed(0.5, "deferral worth half of the tax"),
    setupCostUsd: fixed(8_000, "drafting, about $8,000"),
    annualTrusteeUsd: fixed(4_000, "US trustee, about $4,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x, tax) => ({ estateTaxSavings: (x.qdotFundingUsd ?? 0) * tax.estateTaxRate * (x.deferralValue ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualTrusteeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "deferralValue", mode: "add", spread: 0.25, description: "Deferral worth 25% / 50% / 75%" },
  eligibility: allOf(
    when.married,
    {
      test: (f) => f.isImmigrating || /non-?citizen|not a (us|u\.s\.) citizen/i.test(f.goals.join(" ")),
      fits: "A spouse is not a US citizen, so the marital deduction needs a QDOT.",
      fails: "The notes do not show a non-citizen spouse.",
    },
    {
      test: (f, t) => (f.netWorthUsd ?? 0) > t.basicExclusionAmount,
      fits: "The estate exceeds one exclusion.",
      fails: "The estate is within one exclusion.",
    },
  ),
  timeline: "Drafted now; funded at the first death",
  keyBenefits: [
    "Preserves the marital deduction",
    "Defers estate tax",
    "Annual gifts to the spouse up to the special exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "international", "surviving"],
  explanation: explain({
    overview:
      "Without a QDOT, assets left to a non-citizen spouse are taxed at the first death; the QDOT defers it, with tax on principal distributions.",
    keyComponents: ["US trustee", "Security requirements above $2 million", "Form 706-QDT"],
    steps: [
      step("Draft", "Include QDOT provisions.", "Weeks 1–4", ["Estate plan"]),
      step("Elect", "Executor elects on Form 706.", "At death", ["Form 706"]),
    ],
    prerequisites: ["Non-citizen spouse"],
    professionals: ["Estate planning attorney", "US trustee"],
    secondaryBenefits: ["Pairs with annual gifts under §2523(i)"],
    taxAdvantages: ["Marital deduction preserved"],
    risks: [
      risk("Principal distributions", "Taxed at the first spouse's rate.", "Distribute income; hardship exception."),
    ],
    regulatoryConsiderations: ["Spouse becoming a citizen can end the QDOT"],
    liquidityConsiderations: "Principal access is taxed.",
    alternatives: [
      { strategy: "qtip-trust", whyNotChosen: "Only for citizen spouses." },
      { strategy: "lifetime-exemption-gift", whyNotChosen: "Gifts during life avoid the issue partly." },
    ],
    uniqueAdvantages: ["Only route to the marital deduction"],
    successMetrics: [metric("QDOT compliant", "Trustee and security met", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Ends if the spouse becomes a citizen.",
  }),
};

export const puertoRicoAct60: StrategyDefinition = {
  id: "puerto-rico-act-60",
  name: "Puerto Rico Act 60 Resident Investor Decree",
  category: "Global Advanced Planning",
  description:
    "A US citizen who becomes a bona fide resident of Puerto Rico can obtain a decree exempting Puerto Rico-source capital gains accrued after the move and interest and dividends from Puerto Rico tax, while §933 excludes Puerto Rico-source income from federal tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "postMoveGainUsd × capitalGainsRate",
    variables: ["postMoveGainUsd", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualDonationUsd + annualComplianceUsd) × years",
    variables: ["setupCostUsd", "annualDonationUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["bona_fide_residence_tests", "irs_compliance_campaign", "pre_move_gains_us_taxed"],
  sources: [
    "IRC §933",
    "IRC §937 (bona fide residence)",
    "Puerto Rico Act 60-2019, as amended",
    "Treas. Reg. §1.937-2(f)",
  ],
  variables: [
    v("postMoveGainUsd", "USD", "Gain accruing after the move."),
    v("capitalGainsRate", "rate", "Federal and state rate avoided."),
    v("setupCostUsd", "USD", "Move and decree application."),
    v("annualDonationUsd", "USD", "Required annual donation."),
    v("annualComplianceUsd", "USD", "Annual report and advice."),
    v("years", "years", "Years of residence."),
  ],
  defaults: (f, tax) => ({
    postMoveGainUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.4),
      assumption: "40% of net worth in gains accruing after the move",
    },
    capitalGainsRate: { value: capitalGainsRate(f, tax) + 0.05, assumption: "federal rate plus about 5% state" },
    setupCostUsd: fixed(100_000, "move and application, about $100,000"),
    annualDonationUsd: fixed(10_000, "$10,000 annual donation"),
    annualComplianceUsd: fixed(15_000, "compliance, about $15,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({ taxSavings: (x.postMoveGainUsd ?? 0) * (x.capitalGainsRate ?? 0) }),
  cost: (x) => ({
    setup: x.setupCostUsd ?? 0,
    annual: (x.annualDonationUsd ?? 0) + (x.annualComplianceUsd ?? 0),
    years: x.years ?? 0,
  }),
  sensitivity: { variable: "postMoveGainUsd", mode: "multiply", spread: 0.5, description: "Gains half / base / 1.5×" },
  eligibility: allOf({
    test: (f) => f.goals.some((g) => /puerto rico|relocat|move/i.test(g)) && f.riskTolerance !== "conservative",
    fits: "The client is open to relocating and to an aggressive structure.",
    fails: "Act 60 requires a genuine move to Puerto Rico, which the notes do not contemplate.",
  }),
  timeline: "6–12 months",
  keyBenefits: [
    "No Puerto Rico tax on post-move gains (decree)",
    "No federal tax on Puerto Rico-source income",
    "Stays within the US",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["move", "relocate", "taxes on a sale", "puerto rico"],
  explanation: explain({
    overview:
      "A real move to Puerto Rico can remove federal and state tax on Puerto Rico-source income and post-move gains; the IRS actively audits bona fide residence.",
    keyComponents: ["Bona fide residence", "Decree", "Sourcing of gains"],
    steps: [
      step("Move", "Establish residence and closer connection.", "Months 1–6", ["Home", "Form 8898"]),
      step("Apply", "Apply for the decree.", "Months 3–9", ["Application"]),
    ],
    prerequisites: ["Genuine relocation"],
    professionals: ["Puerto Rico tax counsel", "US tax counsel"],
    secondaryBenefits: ["US jurisdiction and passport"],
    taxAdvantages: ["Exemptions under the decree and §933"],
    risks: [risk("Residence challenge", "IRS campaign targets Act 60.", "Spend the time and sever mainland ties.")],
    regulatoryConsiderations: ["Pre-move gains remain US-taxable on sale within 10 years"],
    liquidityConsiderations: "Relocation costs.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes state tax only." },
      { strategy: "opportunity-zone-fund", whyNotChosen: "Federal gain deferral without moving." },
    ],
    uniqueAdvantages: ["Federal tax benefit without renouncing"],
    successMetrics: [metric("Days in Puerto Rico", "183 or more", "Annually")],
    reviewSchedule: "Annual compliance review.",
    exitStrategy: "Move back (post-exit gains taxed again).",
  }),
};

export const captiveInsurance831b: StrategyDefinition = {
  id: "captive-insurance-831b",
  name: "Captive Insurance Company (§831(b) Micro-Captive)",
  category: "Advanced Business Planning",
  description:
    "A profitable business forms its own insurer for real, uninsured risks; premiums are deductible to the business and the small captive is taxed only on investment income.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualPremiumUsd × (marginalRate − capitalGainsRate) × years",
    variables: ["annualPremiumUsd", "marginalRate", "capitalGainsRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd × years",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["listed_transaction_risk", "risk_distribution", "actuarial_pricing", "form_8886"],
  sources: [
    "IRC §831(b)",
    "Avrahami v. Commissioner, 149 T.C. 144 (2017)",
    "Treas. Reg. §1.6011-10, -11 (2025 listed transaction rules)",
  ],
  variables: [
    v("annualPremiumUsd", "USD", "Premium paid to the captive a year."),
    v("marginalRate", "rate", "Rate of the business deduction."),
    v("capitalGainsRate", "rate", "Rate when the captive's surplus is distributed."),
    v("years", "years", "Years modelled."),
    v("setupCostUsd", "USD", "Formation and feasibility."),
    v("annualOperatingCostUsd", "USD", "Management, actuary and audit a year."),
  ],
  defaults: (f, tax) => ({
    annualPremiumUsd: {
      value: Math.round(clamp((f.annualIncomeUsd ?? 0) * 0.2, 100_000, 1_000_000)),
      assumption: "20% of income in real uninsured risk premiums",
    },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "rate on liquidation of the captive" },
    years: fixed(10, "10 years"),
    setupCostUsd: fixed(75_000, "feasibility and formation, about $75,000"),
    annualOperatingCostUsd: fixed(45_000, "management, actuary and audit, about $45,000 a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.annualPremiumUsd ?? 0) * Math.max(0, (x.marginalRate ?? 0) - (x.capitalGainsRate ?? 0)) * (x.years ?? 0),
    protection: (x.annualPremiumUsd ?? 0) * 0.5,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualOperatingCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Premium 30% lower / base / higher",
  },
  eligibility: allOf(when.ownsBusiness, when.highIncome(750_000), {
    test: (f) => f.riskTolerance !== "conservative",
    fits: "The client accepts a heavily scrutinised structure for real risk management.",
    fails: "A conservative client should avoid this scrutinised structure.",
  }),
  timeline: "4–6 months",
  keyBenefits: [
    "Insures risks the market will not",
    "Deductible premiums",
    "Surplus accumulates at capital-gain rates",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "risk", "protect", "insurance"],
  explanation: explain({
    overview:
      "A captive must be real insurance: actuarially priced premiums for genuine risks, with risk distribution; abusive micro-captives are listed transactions.",
    keyComponents: ["Feasibility study", "Domicile and licence", "Actuarial pricing"],
    steps: [
      step("Feasibility", "Identify real uninsured risks.", "Months 1–2", ["Risk study"]),
      step("Form", "License the captive.", "Months 2–5", ["Domicile application"]),
      step("Disclose", "File Form 8886 where required.", "With returns", ["Form 8886"]),
    ],
    prerequisites: ["Substantial, real uninsured risk"],
    professionals: ["Captive manager", "Actuary", "Tax counsel"],
    secondaryBenefits: ["Better risk management"],
    taxAdvantages: ["Premium deduction; §831(b) investment-income-only tax"],
    risks: [
      risk("IRS challenge", "Courts disallow captives without real insurance.", "Price actuarially, pay real claims."),
    ],
    regulatoryConsiderations: ["2025 listed and reportable transaction rules"],
    liquidityConsiderations: "Capital tied up in the captive.",
    alternatives: [
      { strategy: "key-person-insurance", whyNotChosen: "Commercial cover for key-person risk." },
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Commercial liability cover." },
    ],
    uniqueAdvantages: ["Custom coverage"],
    successMetrics: [metric("Loss ratio", "Actuarially reasonable", "Annually")],
    reviewSchedule: "Annual actuarial review.",
    exitStrategy: "Run off and liquidate.",
  }),
};

export const communityPropertyTrust: StrategyDefinition = {
  id: "community-property-trust",
  name: "Opt-In Community Property Trust (Tennessee, Alaska, South Dakota)",
  category: "State-Specific Planning",
  description:
    "A married couple in a common-law state places appreciated assets in a community property trust under Tennessee, Alaska, South Dakota, Kentucky or Florida law, so both halves get a basis step-up at the first death.",
  benefitCalculation: {
    type: "percentage",
    formula: "appreciatedAssetsUsd × gainShare × 0.5 × capitalGainsRate",
    variables: ["appreciatedAssetsUsd", "gainShare", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × years",
    variables: ["setupCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "untested_federal_treatment", "divorce_consequences"],
  sources: [
    "IRC §1014(b)(6)",
    "Tenn. Code Ann. §35-17-101 et seq.",
    "Alaska Stat. §34.77.100",
    "S.D. Codified Laws §55-17",
  ],
  variables: [
    v("appreciatedAssetsUsd", "USD", "Appreciated assets placed in the trust."),
    v("gainShare", "ratio", "Share of value that is gain."),
    v("capitalGainsRate", "rate", "Rate on the gain avoided."),
    v("setupCostUsd", "USD", "Drafting and trustee."),
    v("annualTrusteeUsd", "USD", "Qualified trustee a year."),
    v("years", "years", "Years held."),
  ],
  defaults: (f, tax) => ({
    appreciatedAssetsUsd: {
      value: Math.round(liquid(f) + (f.businessValueUsd ?? 0) * 0.5),
      assumption: "investments plus half the business",
    },
    gainShare: fixed(0.5, "half of value is gain"),
    capitalGainsRate: { value: capitalGainsRate(f, tax), assumption: "capital gains rate" },
    setupCostUsd: fixed(10_000, "drafting, about $10,000"),
    annualTrusteeUsd: fixed(2_000, "qualified trustee, about $2,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({
    taxSavings: (x.appreciatedAssetsUsd ?? 0) * (x.gainShare ?? 0) * 0.5 * (x.capitalGainsRate ?? 0),
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualTrusteeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Gain 30% / 50% / 70% of value" },
  eligibility: allOf(when.married, when.hasAppreciatedStock, {
    test: (f) => f.state === null || !["AZ", "CA", "ID", "LA", "NV", "NM", "TX", "WA", "WI"].includes(f.state),
    fits: "The couple lives in a common-law state, where assets get only a half step-up at the first death.",
    fails: "The couple already lives in a community property state.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Full basis step-up at the first death",
    "Survivor can sell without gain",
    "Opt-in for residents of any state",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "surviving", "taxes", "appreciated"],
  explanation: explain({
    overview:
      "Community property gets a double step-up at the first death; opt-in trusts extend that to couples in other states.",
    keyComponents: ["Qualified trustee in the opt-in state", "Community property agreement", "Appreciated assets"],
    steps: [
      step("Draft", "Sign the trust with a qualified trustee.", "Weeks 1–4", ["Trust agreement"]),
      step("Fund", "Transfer appreciated assets.", "Weeks 4–8", ["Transfers"]),
    ],
    prerequisites: ["Marriage", "Appreciated assets"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Clarity of ownership"],
    taxAdvantages: ["Double basis step-up"],
    risks: [risk("Federal recognition", "Untested for non-residents.", "Use where exposure is acceptable.")],
    regulatoryConsiderations: ["Divorce splits assets equally"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "upstream-basis-planning", whyNotChosen: "Uses an older relative's estate instead." },
      { strategy: "credit-shelter-trust", whyNotChosen: "Gives up the second step-up." },
    ],
    uniqueAdvantages: ["Twice the step-up"],
    successMetrics: [metric("Assets in trust", "All appreciated joint assets", "Annually")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Revocable by agreement.",
  }),
};

export const trustSitusRelocation: StrategyDefinition = {
  id: "trust-situs-relocation",
  name: "Moving an Existing Non-Grantor Trust to a No-Tax State",
  category: "State Tax Strategy",
  description:
    "An existing non-grantor trust changes trustee and administration to a state that does not tax trust income (e.g. Nevada, South Dakota), ending state tax on accumulated income and gains where the old state's nexus rules allow.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustIncomeUsd × stateRate × years",
    variables: ["trustIncomeUsd", "stateRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "migrationCostUsd + annualTrusteeUsd × years",
    variables: ["migrationCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["state_nexus_rules", "decanting_statutes"],
  sources: [
    "North Carolina Dept. of Revenue v. Kimberley Rice Kaestner 1992 Family Trust, 588 U.S. 262 (2019)",
    "NRS 163.556 (decanting)",
    "SDCL 55-2-15",
  ],
  variables: [
    v("trustIncomeUsd", "USD", "Accumulated trust income a year."),
    v("stateRate", "rate", "State rate avoided."),
    v("years", "years", "Years modelled."),
    v("migrationCostUsd", "USD", "Decanting or trustee change."),
    v("annualTrusteeUsd", "USD", "New trustee a year."),
  ],
  defaults: (f) => ({
    trustIncomeUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.2 * 0.06),
      assumption: "6% income on trusts holding 20% of net worth",
    },
    stateRate: fixed(0.06, "state rate about 6%"),
    years: fixed(10, "10 years"),
    migrationCostUsd: fixed(15_000, "decanting or trustee change, about $15,000"),
    annualTrusteeUsd: fixed(5_000, "new trustee, about $5,000 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.trustIncomeUsd ?? 0) * (x.stateRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.migrationCostUsd ?? 0, annual: x.annualTrusteeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "stateRate",
    mode: "multiply",
    spread: 0.3,
    description: "State rate 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.goals.some((g) => /trust/i.test(g)) || (f.netWorthUsd ?? 0) >= 20_000_000,
      fits: "The family likely holds non-grantor trusts whose situs can be reviewed.",
      fails: "The notes mention no existing trusts.",
    },
    {
      test: (f) => f.state !== null && !NO_INCOME_TAX.includes(f.state),
      fits: (f) => `${f.state} may tax trust income, so moving situs can help.`,
      fails: "The state has no income tax.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: ["Ends state tax on accumulated trust income", "Modernises old trust terms", "Stronger trust law"],
  memoBucket: "legacyBucket",
  goalKeywords: ["trust", "state tax", "heirs"],
  explanation: explain({
    overview:
      "Many states tax trusts based on the settlor's or trustee's residence; moving administration can end that tax for accumulated income.",
    keyComponents: ["New trustee", "Decanting or court order", "Nexus analysis"],
    steps: [
      step("Analyse", "Review the state's trust nexus rules.", "Weeks 1–3", ["Trust instrument"]),
      step("Move", "Appoint a new trustee or decant.", "Weeks 3–10", ["Decanting instrument"]),
    ],
    prerequisites: ["A non-grantor trust with accumulated income"],
    professionals: ["Trust attorney", "State tax adviser"],
    secondaryBenefits: ["Directed trust flexibility"],
    taxAdvantages: ["State tax savings"],
    risks: [risk("Residual nexus", "In-state beneficiaries or assets can keep nexus.", "Full analysis first.")],
    regulatoryConsiderations: ["Kaestner limits taxation based only on beneficiary residence"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "incomplete-gift-non-grantor-trust", whyNotChosen: "For new assets." },
      { strategy: "state-residency-change", whyNotChosen: "For the individual's own income." },
    ],
    uniqueAdvantages: ["Improves trusts already in place"],
    successMetrics: [metric("State tax on trust", "Zero", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Trustee can change again.",
  }),
};

/** Second part of the protection, state and international strategies. */
/**
 * Protection, state and international strategies kept from this file; the rest of the group is
 * in ../protection-global/ (with golden tests per formula).
 */
export const MORE_PROTECTION_GLOBAL: readonly StrategyDefinition[] = [
  stateEstateTaxPlanning,
  puertoRicoAct60,
  trustSitusRelocation,
];
