import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed } from "./helpers.ts";

/** Insurance, asset protection, state-law and international strategies. */

export const longTermCareInsurance: StrategyDefinition = {
  id: "long-term-care-insurance",
  name: "Long-Term Care Insurance (Traditional or Hybrid)",
  category: "Insurance",
  description:
    "A tax-qualified long-term care policy, or a hybrid life/annuity policy with a care rider, pays for extended care so the cost does not fall on the portfolio or the healthy spouse.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "annualCareCostUsd × careYears × probabilityOfCare",
    variables: ["annualCareCostUsd", "careYears", "probabilityOfCare"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd × premiumYears",
    variables: ["annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent: "Hybrid designs pay a death benefit if care is never needed.",
  annuityComponent: "Annuity-based hybrids draw care benefits from an annuity value.",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "premium_increase_risk"],
  sources: ["IRC §7702B", "IRC §213(d)(10) (premium deduction limits)", "IRC §1035(a)(4) (exchanges into LTC)"],
  variables: [
    { name: "annualCareCostUsd", unit: "USD", description: "Cost of a year of care." },
    { name: "careYears", unit: "years", description: "Expected length of care." },
    { name: "probabilityOfCare", unit: "ratio", description: "Chance of needing extended care." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year (both spouses)." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
  ],
  defaults(facts) {
    const people = isMarried(facts) ? 2 : 1;
    const age = oldestAge(facts) ?? 60;
    return {
      annualCareCostUsd: fixed(130_000, "about $130,000 a year for a private nursing-home room"),
      careYears: fixed(3, "3 years of care"),
      probabilityOfCare: {
        value: Math.min(0.9, 0.5 * people),
        assumption: `${people === 2 ? "at least one of two spouses" : "the client"} needing extended care (about 50% each)`,
      },
      annualPremiumUsd: {
        value: Math.round(people * clamp(2_500 + (age - 50) * 250, 2_500, 12_000)),
        assumption: `premium for ${people} at age ${age}`,
      },
      premiumYears: fixed(10, "10-pay design"),
    };
  },
  benefit: (v) => ({ protection: (v.annualCareCostUsd ?? 0) * (v.careYears ?? 0) * (v.probabilityOfCare ?? 0) * 2 }),
  cost: (v) => ({ setup: 0, annual: v.annualPremiumUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: { variable: "careYears", mode: "add", spread: 2, description: "1 / 3 / 5 years of care" },
  eligibility: allOf(
    {
      test: (f) => (oldestAge(f) ?? 0) >= 45 && (oldestAge(f) ?? 0) <= 79,
      fits: (f) => `At age ${oldestAge(f)} the client is in the usual window to buy care coverage.`,
      fails: "Long-term care coverage is bought between about 45 and 79; the age is outside or unstated.",
    },
    {
      test: (f) => (f.netWorthUsd ?? 0) < 25_000_000,
      fits: "The estate is not so large that self-insuring care is the obvious choice.",
      fails: "At this net worth the client can self-insure care costs.",
    },
  ),
  timeline: "1–3 months (underwriting)",
  keyBenefits: [
    "Protects the portfolio from care costs",
    "Protects the healthy spouse's lifestyle",
    "Tax-free benefits under §7702B",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["spouse", "comfortable", "care", "health", "protect"],
  explanation: explain({
    overview:
      "Long-term care is the largest uninsured risk of retirement; a policy transfers it so the plan for the surviving spouse is not derailed.",
    keyComponents: ["Benefit pool and daily amount", "Inflation rider", "Traditional or hybrid chassis"],
    steps: [
      {
        title: "Needs analysis",
        description: "Estimate care costs where the client lives.",
        timeline: "Week 1",
        requirements: ["Budget", "Health history"],
      },
      {
        title: "Underwrite",
        description: "Apply with two or three carriers.",
        timeline: "Weeks 2–10",
        requirements: ["Medical records"],
      },
    ],
    prerequisites: ["Insurability"],
    professionals: ["Insurance adviser", "Financial adviser"],
    secondaryBenefits: ["Care coordination services"],
    taxAdvantages: ["Benefits tax-free; age-based premium deduction"],
    risks: [
      {
        risk: "Premium increases",
        description: "Traditional policies can re-price.",
        mitigation: "Hybrid or limited-pay designs.",
      },
    ],
    regulatoryConsiderations: ["State partnership programs may protect assets from Medicaid spend-down"],
    liquidityConsiderations: "Premiums are a fixed commitment.",
    alternatives: [
      { strategy: "section-1035-exchanges", whyNotChosen: "Can fund a hybrid policy from an old annuity tax-free." },
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "Addresses estate liquidity, not care costs." },
    ],
    uniqueAdvantages: ["Covers the risk other plans ignore"],
    successMetrics: [{ metric: "Care cost covered", target: "At least 70%", measurementFrequency: "Every 3 years" }],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Reduce benefits to keep premiums level, or lapse with a contingent non-forfeiture benefit.",
  }),
};

export const premiumFinancing: StrategyDefinition = {
  id: "premium-financing",
  name: "Premium-Financed Life Insurance",
  category: "Advanced Wealth Transfer",
  description:
    "A large permanent policy for estate liquidity is funded with a bank loan instead of cash, collateralised by the policy and other assets, so capital stays invested.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "deathBenefitUsd × 0.40 − loanInterestUsd",
    variables: ["deathBenefitUsd", "loanInterestUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCollateralCostUsd × years",
    variables: ["setupCostUsd", "annualCollateralCostUsd", "years"],
  },
  lifeInsuranceComponent: "Indexed or whole life policy owned by an ILIT, financed by a lender.",
  annuityComponent: "N/A",
  applicableNetWorth: 25_000_000,
  regulatoryDisclosures: ["interest_rate_risk", "collateral_calls", "insurance_product", "loan_covenants"],
  sources: ["IRC §2042", "IRC §7872 (loan interest to trusts)", "Treas. Reg. §1.61-22 (split-dollar, when used)"],
  variables: [
    { name: "deathBenefitUsd", unit: "USD", description: "Death benefit." },
    { name: "loanInterestUsd", unit: "USD", description: "Total loan interest over the horizon." },
    { name: "setupCostUsd", unit: "USD", description: "Loan and trust set-up." },
    { name: "annualCollateralCostUsd", unit: "USD", description: "Collateral and servicing a year." },
    { name: "years", unit: "years", description: "Financing years." },
  ],
  defaults(facts) {
    const benefit = Math.round(clamp((facts.netWorthUsd ?? 0) * 0.3, 5_000_000, 100_000_000));
    return {
      deathBenefitUsd: { value: benefit, assumption: `30% of net worth (${formatUsd(benefit)})` },
      loanInterestUsd: {
        value: Math.round(benefit * 0.015 * 0.06 * 15 * 8),
        assumption: "premiums of 1.5% of the benefit a year financed at 6% for 15 years",
      },
      setupCostUsd: fixed(50_000, "loan documents and trust, about $50,000"),
      annualCollateralCostUsd: fixed(20_000, "collateral and servicing, about $20,000 a year"),
      years: fixed(15, "15 years of financing"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings: Math.max(0, (v.deathBenefitUsd ?? 0) * tax.estateTaxRate - (v.loanInterestUsd ?? 0)),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualCollateralCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "loanInterestUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Interest 50% lower / base / 50% higher",
  },
  eligibility: allOf(when.taxableEstate, {
    test: (f) => (oldestAge(f) ?? 60) <= 75 && f.riskTolerance !== "conservative",
    fits: "The client's age and risk tolerance suit a leveraged insurance design.",
    fails: "Premium financing suits insurable clients under about 75 who accept interest-rate and collateral risk.",
  }),
  timeline: "3–4 months",
  keyBenefits: [
    "Large coverage without liquidating investments",
    "Death benefit outside the estate via an ILIT",
    "Keeps capital compounding",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["liquidity", "estate", "insurance", "heirs"],
  explanation: explain({
    overview:
      "Premium financing borrows to pay premiums on a large policy; it works when the client's investments earn more than the loan costs and the client can post collateral through rate cycles.",
    keyComponents: ["Lender", "ILIT as owner and borrower", "Collateral", "Exit plan for the loan"],
    steps: [
      {
        title: "Stress test",
        description: "Model rates and policy crediting under stress.",
        timeline: "Weeks 1–3",
        requirements: ["Illustrations"],
      },
      {
        title: "Underwrite and lend",
        description: "Secure the policy and loan.",
        timeline: "Weeks 3–14",
        requirements: ["Loan agreement", "Collateral"],
      },
    ],
    prerequisites: ["Net worth and liquidity for collateral"],
    professionals: ["Insurance adviser", "Lender", "Estate planning attorney"],
    secondaryBenefits: ["Capital stays invested"],
    taxAdvantages: ["Death benefit free of income and estate tax"],
    risks: [
      {
        risk: "Rising rates",
        description: "Interest costs can exceed projections.",
        mitigation: "Rate caps and a funded exit.",
      },
    ],
    regulatoryConsiderations: ["Loans to trusts must carry adequate interest"],
    liquidityConsiderations: "Collateral calls can require cash.",
    alternatives: [
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Cash-funded premiums are simpler when liquidity allows.",
      },
      { strategy: "section-6166-deferral", whyNotChosen: "Defers tax rather than funding it." },
    ],
    uniqueAdvantages: ["Coverage at scale without selling assets"],
    successMetrics: [{ metric: "Loan-to-value", target: "Within covenants", measurementFrequency: "Quarterly" }],
    reviewSchedule: "Annual policy and loan review.",
    exitStrategy: "Repay the loan from policy values, other assets or the death benefit.",
  }),
};

export const section1035Exchanges: StrategyDefinition = {
  id: "section-1035-exchanges",
  name: "Tax-Free Exchange of Insurance and Annuity Contracts (§1035)",
  category: "Insurance",
  description:
    "An old life, annuity or endowment contract is exchanged for a better one (lower cost, long-term care benefits) without recognising the gain inside it.",
  benefitCalculation: {
    type: "flat",
    formula: "contractValueUsd × feeReduction × years + contractGainUsd × marginalRate × 0.3",
    variables: ["contractValueUsd", "feeReduction", "years", "contractGainUsd", "marginalRate"],
  },
  costCalculation: { type: "minimal", formula: "surrenderChargeUsd", variables: ["surrenderChargeUsd"] },
  lifeInsuranceComponent: "The replacement can be a lower-cost life or hybrid LTC policy.",
  annuityComponent: "Annuity-to-annuity exchanges to lower-cost contracts.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["replacement_disclosure", "surrender_charges", "insurance_product"],
  sources: [
    "IRC §1035(a)",
    "Rev. Proc. 2011-38 (partial annuity exchanges)",
    "Pension Protection Act of 2006 §844 (LTC exchanges)",
  ],
  variables: [
    { name: "contractValueUsd", unit: "USD", description: "Value of the existing contract." },
    { name: "feeReduction", unit: "rate", description: "Annual cost saving of the new contract." },
    { name: "years", unit: "years", description: "Years held." },
    { name: "contractGainUsd", unit: "USD", description: "Untaxed gain inside the old contract." },
    { name: "marginalRate", unit: "rate", description: "Rate the gain would bear on surrender." },
    { name: "surrenderChargeUsd", unit: "USD", description: "Surrender charge of the old contract." },
  ],
  defaults(facts) {
    const value = Math.round(clamp((facts.netWorthUsd ?? 0) * 0.05, 50_000, 2_000_000));
    return {
      contractValueUsd: { value, assumption: `an existing contract worth 5% of net worth (${formatUsd(value)})` },
      feeReduction: fixed(0.01, "1% a year lower cost"),
      years: fixed(10, "held 10 more years"),
      contractGainUsd: { value: Math.round(value * 0.3), assumption: "30% of the value is gain" },
      marginalRate: fixed(0.32, "32% rate on a surrender"),
      surrenderChargeUsd: fixed(0, "past its surrender period"),
    };
  },
  benefit: (v) => ({
    taxSavings: (v.contractGainUsd ?? 0) * (v.marginalRate ?? 0) * 0.3,
    incomeStream: (v.contractValueUsd ?? 0) * (v.feeReduction ?? 0) * (v.years ?? 0),
  }),
  cost: (v) => ({ setup: v.surrenderChargeUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "feeReduction",
    mode: "add",
    spread: 0.005,
    description: "Cost saving 0.5% / 1% / 1.5% a year",
  },
  eligibility: allOf({
    test: (f) => f.hasLifeInsurance || (oldestAge(f) ?? 0) >= 55,
    fits: "The client has, or at this age is likely to have, older insurance or annuity contracts to review.",
    fails: "The notes show no existing insurance or annuity contract to exchange.",
  }),
  timeline: "4–8 weeks",
  keyBenefits: ["Upgrade contracts without tax", "Lower fees or add care benefits", "Carries over basis"],
  memoBucket: "protectionBucket",
  goalKeywords: ["insurance", "annuity", "care", "costs"],
  explanation: explain({
    overview:
      "A §1035 exchange moves value from an outdated contract to a better one without triggering tax on the inside gain.",
    keyComponents: ["Like-kind contract exchange", "Direct carrier-to-carrier transfer", "Same owner and insured"],
    steps: [
      {
        title: "Review",
        description: "Compare costs, guarantees and surrender charges.",
        timeline: "Weeks 1–2",
        requirements: ["In-force illustration"],
      },
      {
        title: "Exchange",
        description: "Carrier-to-carrier transfer with exchange forms.",
        timeline: "Weeks 2–8",
        requirements: ["1035 exchange form"],
      },
    ],
    prerequisites: ["An existing contract"],
    professionals: ["Insurance adviser", "CPA"],
    secondaryBenefits: ["Consolidates old policies"],
    taxAdvantages: ["No gain recognised"],
    risks: [
      {
        risk: "Loss of guarantees",
        description: "Old contracts may carry valuable guarantees.",
        mitigation: "Compare carefully.",
      },
    ],
    regulatoryConsiderations: ["Replacement disclosure rules"],
    liquidityConsiderations: "Surrender charges may apply.",
    alternatives: [
      { strategy: "life-settlement-valuation", whyNotChosen: "Sells an unneeded policy instead." },
      { strategy: "long-term-care-insurance", whyNotChosen: "New coverage rather than exchanging value." },
    ],
    uniqueAdvantages: ["Repositions insurance tax-free"],
    successMetrics: [{ metric: "Annual cost", target: "Lower than before", measurementFrequency: "Annually" }],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Further exchanges are possible.",
  }),
};

export const lifeSettlementValuation: StrategyDefinition = {
  id: "life-settlement-valuation",
  name: "Life Settlement of an Unneeded Policy",
  category: "Risk Management",
  description:
    "An older client with a policy no longer needed sells it to an investor for more than its cash surrender value, instead of lapsing or surrendering it.",
  benefitCalculation: {
    type: "flat",
    formula: "(settlementOfferUsd − cashSurrenderValueUsd) × (1 − taxDrag)",
    variables: ["settlementOfferUsd", "cashSurrenderValueUsd", "taxDrag"],
  },
  costCalculation: { type: "one_time", formula: "brokerFeeUsd", variables: ["brokerFeeUsd"] },
  lifeInsuranceComponent: "The existing policy is sold to a licensed provider.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["life_settlement_disclosures", "state_licensing", "privacy_of_medical_records"],
  sources: ["Rev. Rul. 2020-5", "IRC §101(a)(3)", "IRC §6050Y"],
  variables: [
    { name: "settlementOfferUsd", unit: "USD", description: "Offer from the settlement market." },
    { name: "cashSurrenderValueUsd", unit: "USD", description: "Value on surrender." },
    { name: "taxDrag", unit: "rate", description: "Tax on the settlement gain." },
    { name: "brokerFeeUsd", unit: "USD", description: "Broker compensation." },
  ],
  defaults(facts) {
    const face = Math.round(clamp((facts.netWorthUsd ?? 0) * 0.1, 250_000, 10_000_000));
    return {
      settlementOfferUsd: {
        value: Math.round(face * 0.2),
        assumption: `offer of 20% of a ${formatUsd(face)} face amount`,
      },
      cashSurrenderValueUsd: { value: Math.round(face * 0.05), assumption: "cash value 5% of face" },
      taxDrag: fixed(0.25, "about 25% blended tax on the gain"),
      brokerFeeUsd: { value: Math.round(face * 0.02), assumption: "broker fee 2% of face" },
    };
  },
  benefit: (v) => ({
    incomeStream: Math.max(0, ((v.settlementOfferUsd ?? 0) - (v.cashSurrenderValueUsd ?? 0)) * (1 - (v.taxDrag ?? 0))),
  }),
  cost: (v) => ({ setup: v.brokerFeeUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "settlementOfferUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Offer 30% lower / base / higher",
  },
  eligibility: allOf(when.ageAtLeast(65, "the settlement market buys policies on insureds about 65 and older"), {
    test: (f) => f.hasLifeInsurance || (f.netWorthUsd ?? 0) < 15_000_000,
    fits: "The client may hold a policy no longer needed for estate liquidity.",
    fails: "The policy is likely still needed for estate liquidity.",
  }),
  timeline: "2–4 months",
  keyBenefits: ["More cash than surrender", "Stops premiums", "Frees money for other goals"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["insurance", "cash", "income", "retire"],
  explanation: explain({
    overview:
      "Many seniors lapse policies worth far more on the secondary market; a settlement turns an unneeded policy into cash.",
    keyComponents: ["Licensed broker and providers", "Life expectancy reports", "Competitive bids"],
    steps: [
      {
        title: "Confirm no need",
        description: "Check the policy is not needed for estate liquidity.",
        timeline: "Week 1",
        requirements: ["Estate plan review"],
      },
      {
        title: "Market",
        description: "Broker obtains bids.",
        timeline: "Weeks 2–10",
        requirements: ["Medical records", "Policy illustration"],
      },
    ],
    prerequisites: ["A policy with a meaningful face amount"],
    professionals: ["Licensed settlement broker", "CPA", "Estate planning attorney"],
    secondaryBenefits: ["Ends premium payments"],
    taxAdvantages: ["Basis recovered first (Rev. Rul. 2020-5)"],
    risks: [
      {
        risk: "Low bids",
        description: "Healthy insureds receive smaller offers.",
        mitigation: "Compare with retention and 1035 options.",
      },
    ],
    regulatoryConsiderations: ["State settlement laws and rescission periods"],
    liquidityConsiderations: "Provides cash within months.",
    alternatives: [
      { strategy: "section-1035-exchanges", whyNotChosen: "Keeps coverage in a new form." },
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "For policies still needed." },
    ],
    uniqueAdvantages: ["Realises market value of a lapsing asset"],
    successMetrics: [{ metric: "Offer versus cash value", target: "Above", measurementFrequency: "At sale" }],
    reviewSchedule: "Before lapsing or surrendering any policy.",
    exitStrategy: "Keep the policy if bids are too low.",
  }),
};

export const tenancyByEntirety: StrategyDefinition = {
  id: "tenancy-by-entirety",
  name: "Tenancy by the Entirety Titling",
  category: "Asset Protection / State Law",
  description:
    "Where state law allows, married couples title the home (and in some states other assets) as tenants by the entirety, which shields it from creditors of only one spouse.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability",
    variables: ["protectedAssetsUsd", "claimProbability"],
  },
  costCalculation: { type: "minimal", formula: "retitlingCostUsd", variables: ["retitlingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["state_law_dependent", "joint_creditors_not_protected", "divorce_ends_protection"],
  sources: [
    "Sawada v. Endo, 57 Haw. 608 (1977)",
    "United States v. Craft, 535 U.S. 274 (2002) (federal tax liens)",
    "State tenancy-by-the-entirety statutes",
  ],
  variables: [
    { name: "protectedAssetsUsd", unit: "USD", description: "Assets retitled." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a claim against one spouse." },
    { name: "retitlingCostUsd", unit: "USD", description: "Deed and recording." },
  ],
  defaults(facts) {
    return {
      protectedAssetsUsd: {
        value: Math.round((facts.realEstateUsd ?? (facts.netWorthUsd ?? 0) * 0.2) * 0.6),
        assumption: "the primary residence, about 60% of the real estate",
      },
      claimProbability: {
        value: facts.hasProfessionalLiability ? 0.1 : 0.03,
        assumption: facts.hasProfessionalLiability
          ? "10% for a professional with malpractice exposure"
          : "3% chance of a large claim",
      },
      retitlingCostUsd: fixed(1_500, "deed and recording, about $1,500"),
    };
  },
  benefit: (v) => ({ protection: (v.protectedAssetsUsd ?? 0) * (v.claimProbability ?? 0) }),
  cost: (v) => ({ setup: v.retitlingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(when.married, {
    test: (f) =>
      f.state === null ||
      [
        "AR",
        "DE",
        "DC",
        "FL",
        "HI",
        "IL",
        "IN",
        "KY",
        "MD",
        "MA",
        "MI",
        "MS",
        "MO",
        "NJ",
        "NY",
        "NC",
        "OH",
        "OK",
        "OR",
        "PA",
        "RI",
        "TN",
        "VT",
        "VA",
        "WY",
      ].includes(f.state),
    fits: (f) =>
      f.state
        ? `${f.state} recognises tenancy by the entirety.`
        : "The state of residence must recognise tenancy by the entirety (to confirm).",
    fails: (f) => `${f.state} does not recognise tenancy by the entirety for real property.`,
  }),
  timeline: "1–2 weeks",
  keyBenefits: ["Protects the home from one spouse's creditors", "Almost no cost", "Survivorship built in"],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "malpractice", "lawsuit", "home"],
  explanation: explain({
    overview:
      "Tenancy by the entirety is the cheapest asset protection available to married couples in the states that recognise it.",
    keyComponents: ["Deed to both spouses as tenants by the entirety", "Unity of ownership"],
    steps: [
      {
        title: "Retitle",
        description: "Record a new deed.",
        timeline: "1–2 weeks",
        requirements: ["Deed", "Recording"],
      },
    ],
    prerequisites: ["Marriage", "A recognising state"],
    professionals: ["Real estate attorney"],
    secondaryBenefits: ["Avoids probate at the first death"],
    taxAdvantages: ["None directly"],
    risks: [
      {
        risk: "Joint debts",
        description: "Debts of both spouses are not protected.",
        mitigation: "Avoid joint guarantees.",
      },
    ],
    regulatoryConsiderations: ["Federal tax liens can reach the interest (Craft)"],
    liquidityConsiderations: "No effect on liquidity.",
    alternatives: [
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Insurance covers claims; titling shields assets." },
      { strategy: "domestic-asset-protection-trust", whyNotChosen: "Costlier, for larger exposures." },
    ],
    uniqueAdvantages: ["Nearly free protection"],
    successMetrics: [
      { metric: "Assets titled correctly", target: "All eligible assets", measurementFrequency: "At each purchase" },
    ],
    reviewSchedule: "At each property purchase or refinance.",
    exitStrategy: "Retitle on divorce or sale.",
  }),
};

export const umbrellaLiabilityOptimization: StrategyDefinition = {
  id: "umbrella-liability-optimization",
  name: "Umbrella Liability Coverage Review",
  category: "Risk Management",
  description:
    "Personal umbrella liability coverage is sized to net worth and exposures (property, vehicles, staff, boards) above home and auto limits.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "coverageUsd × claimProbability",
    variables: ["coverageUsd", "claimProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underlying_limits_required"],
  sources: ["State insurance regulation of personal excess liability policies"],
  variables: [
    { name: "coverageUsd", unit: "USD", description: "Umbrella limit." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a large claim over the horizon." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "years", unit: "years", description: "Years of coverage." },
  ],
  defaults(facts) {
    const coverage = clamp(Math.ceil(((facts.netWorthUsd ?? 0) * 0.5) / 1_000_000) * 1_000_000, 1_000_000, 20_000_000);
    return {
      coverageUsd: {
        value: coverage,
        assumption: `limit about half of net worth, rounded to the next million (${formatUsd(coverage)})`,
      },
      claimProbability: fixed(0.05, "5% chance of a claim above underlying limits over 10 years"),
      annualPremiumUsd: {
        value: Math.round(300 + (coverage / 1_000_000) * 250),
        assumption: "about $300 plus $250 a million a year",
      },
      years: fixed(10, "10 years"),
    };
  },
  benefit: (v) => ({ protection: (v.coverageUsd ?? 0) * (v.claimProbability ?? 0) }),
  cost: (v) => ({ setup: 0, annual: v.annualPremiumUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf({
    test: (f) => (f.netWorthUsd ?? 0) >= 1_000_000,
    fits: "The client's assets are large enough to attract lawsuits above standard limits.",
    fails: "Standard limits are adequate at this net worth.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: ["Cheap protection against large claims", "Legal defence costs covered", "Protects future income too"],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "liability", "malpractice"],
  explanation: explain({
    overview:
      "Umbrella coverage is the first line of asset protection: inexpensive limits above home and auto policies cover the judgements that threaten wealth.",
    keyComponents: ["Umbrella limit", "Required underlying limits", "Coverage for all properties and vehicles"],
    steps: [
      {
        title: "Inventory exposures",
        description: "List properties, vehicles, staff and board roles.",
        timeline: "Week 1",
        requirements: ["Policy declarations"],
      },
      {
        title: "Place coverage",
        description: "Align underlying limits and bind the umbrella.",
        timeline: "Weeks 2–4",
        requirements: ["Application"],
      },
    ],
    prerequisites: ["Underlying home and auto policies"],
    professionals: ["Property and casualty broker"],
    secondaryBenefits: ["Defence costs outside limits in many policies"],
    taxAdvantages: ["None"],
    risks: [
      { risk: "Gaps", description: "Uncovered properties or business activities.", mitigation: "Schedule everything." },
    ],
    regulatoryConsiderations: ["Exclusions vary by carrier"],
    liquidityConsiderations: "Small annual premium.",
    alternatives: [
      { strategy: "tenancy-by-entirety", whyNotChosen: "Shields assets but does not pay claims." },
      { strategy: "domestic-asset-protection-trust", whyNotChosen: "For exposures insurance cannot cover." },
    ],
    uniqueAdvantages: ["Highest protection per dollar"],
    successMetrics: [{ metric: "Limit versus net worth", target: "At least 50%", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual renewal review.",
    exitStrategy: "Adjust limits at renewal.",
  }),
};

export const foreignGrantorTrust: StrategyDefinition = {
  id: "foreign-grantor-trust",
  name: "Foreign Grantor Trust for US Beneficiaries",
  category: "International",
  description:
    "A non-US person settles a trust treated as a foreign grantor trust during life, so US beneficiaries can receive distributions without US income tax on the trust's foreign income, and plan for the trust's conversion at the grantor's death.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustIncomeUsd × usTaxRate × years",
    variables: ["trustIncomeUsd", "usTaxRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualComplianceUsd × years",
    variables: ["setupCostUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "Private placement life insurance is often used after the trust becomes non-grantor.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["international_reporting", "form_3520", "throwback_tax_risk", "cross_border_advice_required"],
  sources: ["IRC §672(f)", "IRC §679", "IRC §§665–668 (throwback)", "IRC §6048 (Forms 3520, 3520-A)"],
  variables: [
    { name: "trustIncomeUsd", unit: "USD", description: "Trust income a year." },
    { name: "usTaxRate", unit: "rate", description: "US rate that income would bear." },
    { name: "years", unit: "years", description: "Years during the grantor's life." },
    { name: "setupCostUsd", unit: "USD", description: "Cross-border drafting." },
    { name: "annualComplianceUsd", unit: "USD", description: "Forms 3520/3520-A and trustee." },
  ],
  defaults(facts, tax) {
    return {
      trustIncomeUsd: {
        value: Math.round((facts.netWorthUsd ?? 0) * 0.3 * 0.05),
        assumption: "30% of net worth in trust, yielding 5%",
      },
      usTaxRate: { value: tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate, assumption: "top rate plus NIIT" },
      years: fixed(10, "10 years of the grantor's life"),
      setupCostUsd: fixed(75_000, "cross-border drafting, about $75,000"),
      annualComplianceUsd: fixed(25_000, "compliance and trustee, about $25,000 a year"),
    };
  },
  benefit: (v) => ({ taxSavings: (v.trustIncomeUsd ?? 0) * (v.usTaxRate ?? 0) * (v.years ?? 0) }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualComplianceUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "trustIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Income 30% lower / base / higher",
  },
  eligibility: allOf({
    test: (f) => f.hasNonUsAssets || f.isImmigrating,
    fits: "The family has non-US persons or assets, as a foreign grantor trust requires.",
    fails: "A foreign grantor trust needs a non-US grantor; the notes show no non-US family or assets.",
  }),
  timeline: "3–6 months",
  keyBenefits: [
    "US beneficiaries receive foreign income free of US tax during the grantor's life",
    "Plans the step-up at the grantor's death",
    "Avoids the throwback tax if converted well",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["international", "foreign", "parents abroad", "inheritance"],
  explanation: explain({
    overview:
      "When a non-US parent funds a trust for US children, a foreign grantor trust defers US tax until the parent's death and allows careful planning of the trust's conversion.",
    keyComponents: ["Revocable or grantor-only trust under §672(f)", "Non-US grantor", "Conversion planning at death"],
    steps: [
      {
        title: "Structure",
        description: "Coordinate US and foreign counsel.",
        timeline: "Months 1–2",
        requirements: ["Family tax residency map"],
      },
      {
        title: "Settle",
        description: "Sign and fund with non-US assets.",
        timeline: "Months 2–4",
        requirements: ["Trust deed"],
      },
      {
        title: "Report",
        description: "US beneficiaries report distributions on Form 3520.",
        timeline: "Annually",
        requirements: ["Form 3520"],
      },
    ],
    prerequisites: ["A non-US grantor"],
    professionals: ["International tax attorney", "Foreign counsel", "CPA"],
    secondaryBenefits: ["Succession planning across jurisdictions"],
    taxAdvantages: ["No US tax on foreign income while grantor status lasts"],
    risks: [
      {
        risk: "Throwback",
        description: "Accumulated income later distributed is taxed with interest.",
        mitigation: "Plan distributions after conversion.",
      },
    ],
    regulatoryConsiderations: ["Heavy penalties for missed Forms 3520"],
    liquidityConsiderations: "Distributions depend on the trustee.",
    alternatives: [
      { strategy: "pre-immigration-pfic-cleansing", whyNotChosen: "Addresses an immigrant's own holdings." },
      { strategy: "nevada-dynasty-trust", whyNotChosen: "A domestic trust with US tax on income." },
    ],
    uniqueAdvantages: ["Uses the non-US grantor's status"],
    successMetrics: [{ metric: "Compliance filed", target: "100% on time", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual cross-border review.",
    exitStrategy:
      "At the grantor's death the trust becomes non-grantor; domesticate or keep foreign with planned distributions.",
  }),
};

export const preImmigrationPficCleansing: StrategyDefinition = {
  id: "pre-immigration-pfic-cleansing",
  name: "Pre-Immigration Planning and PFIC Cleansing",
  category: "Global Advanced Planning",
  description:
    "Before becoming US tax residents, clients sell or restructure foreign mutual funds and other passive foreign investment companies, step up basis on appreciated assets, and time income so it is earned before residency.",
  benefitCalculation: {
    type: "percentage",
    formula: "pficHoldingsUsd × gainShare × (excessDistributionRate − capitalGainsRate)",
    variables: ["pficHoldingsUsd", "gainShare", "excessDistributionRate", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["cross_border_advice_required", "residency_start_date", "pfic_reporting"],
  sources: ["IRC §§1291–1298 (PFIC)", "IRC §7701(b) (residency)", "IRC §1298(f) (Form 8621)"],
  variables: [
    { name: "pficHoldingsUsd", unit: "USD", description: "Foreign funds and PFICs held." },
    { name: "gainShare", unit: "ratio", description: "Share of value that is gain accruing in US years." },
    {
      name: "excessDistributionRate",
      unit: "rate",
      description: "Effective PFIC rate (top ordinary rate plus interest charge).",
    },
    { name: "capitalGainsRate", unit: "rate", description: "Rate if held in US-friendly form." },
    { name: "adviceCostUsd", unit: "USD", description: "Cross-border advice and transactions." },
  ],
  defaults(facts, tax) {
    return {
      pficHoldingsUsd: {
        value: Math.round((facts.netWorthUsd ?? 0) * 0.4),
        assumption: "40% of net worth in foreign funds",
      },
      gainShare: fixed(0.4, "40% of the value is future gain"),
      excessDistributionRate: {
        value: tax.topOrdinaryRate + 0.08,
        assumption: "top ordinary rate plus about 8 points of interest charge",
      },
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "capital gains rate with NIIT" },
      adviceCostUsd: fixed(40_000, "cross-border advice, about $40,000"),
    };
  },
  benefit: (v) => ({
    taxSavings: Math.max(
      0,
      (v.pficHoldingsUsd ?? 0) * (v.gainShare ?? 0) * ((v.excessDistributionRate ?? 0) - (v.capitalGainsRate ?? 0)),
    ),
  }),
  cost: (v) => ({ setup: v.adviceCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Future gain 20% / 40% / 60% of value" },
  eligibility: allOf(
    {
      test: (f) => f.isImmigrating,
      fits: "The client is moving to the United States and is not yet a US tax resident.",
      fails: "Pre-immigration planning applies only before the client becomes a US tax resident.",
    },
    {
      test: (f) => f.hasNonUsAssets,
      fits: "The client holds non-US investments that may be PFICs.",
      fails: "The notes show no non-US investments to cleanse.",
    },
  ),
  timeline: "Before the residency start date",
  keyBenefits: ["Avoids the punitive PFIC regime", "Steps up basis before US taxation", "Cleans up reporting"],
  memoBucket: "protectionBucket",
  goalKeywords: ["move", "relocate", "foreign", "tax traps", "non-us"],
  explanation: explain({
    overview:
      "Foreign mutual funds are PFICs, taxed harshly once the holder is a US resident; selling or restructuring before residency avoids years of excess-distribution tax and complex filings.",
    keyComponents: ["Residency start date", "PFIC inventory", "Sales, elections or restructuring before arrival"],
    steps: [
      {
        title: "Inventory",
        description: "List foreign holdings and classify PFICs.",
        timeline: "Months 1–2",
        requirements: ["Statements"],
      },
      {
        title: "Act before residency",
        description: "Sell or restructure PFICs; step up appreciated assets.",
        timeline: "Before arrival",
        requirements: ["Trade confirmations"],
      },
      {
        title: "Report",
        description: "Set up US reporting from day one.",
        timeline: "First US year",
        requirements: ["Forms 8938, 8621, FBAR"],
      },
    ],
    prerequisites: ["A known residency start date"],
    professionals: ["International tax attorney", "CPA", "Foreign adviser"],
    secondaryBenefits: ["Simpler US compliance"],
    taxAdvantages: ["Gains before residency escape US tax"],
    risks: [
      { risk: "Home-country tax", description: "Sales may be taxed abroad.", mitigation: "Coordinate both countries." },
    ],
    regulatoryConsiderations: ["Residency can start earlier than expected under §7701(b)"],
    liquidityConsiderations: "Sales convert funds to cash or US-compliant investments.",
    alternatives: [
      { strategy: "foreign-grantor-trust", whyNotChosen: "For non-US family members' assets." },
      { strategy: "exchange-fund", whyNotChosen: "Not available for foreign funds." },
    ],
    uniqueAdvantages: ["One-time window that closes at residency"],
    successMetrics: [{ metric: "PFICs held at residency", target: "None", measurementFrequency: "At arrival" }],
    reviewSchedule: "Before the move; then annually.",
    exitStrategy: "Not applicable once residency starts.",
  }),
};

/** Core insurance, protection and international strategies. */
export const CORE_PROTECTION: readonly StrategyDefinition[] = [
  longTermCareInsurance,
  premiumFinancing,
  section1035Exchanges,
  lifeSettlementValuation,
  tenancyByEntirety,
  umbrellaLiabilityOptimization,
  foreignGrantorTrust,
  preImmigrationPficCleansing,
];
