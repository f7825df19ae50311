import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { isMarried, marginalOrdinaryRate, oldestAge, taxableEstate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { fixed, investableAssets, is, longTermCarePremiumLimit, netWorthOf, yearsUntil } from "./shared.ts";

/** Insurance strategies: care, financed and private-placement policies, split-dollar and estate liquidity. */

/**
 * Long-term care insurance, traditional or hybrid. Minimum net worth 1,000,000 (spec §3 table).
 * Benefit: expected care cost insured plus the tax value of the §213(d)(10) eligible premium.
 */
export const longTermCareInsurance: StrategyDefinition = {
  id: "long-term-care-insurance",
  name: "Long-Term Care Insurance (Traditional or Hybrid)",
  category: "Insurance",
  description:
    "A tax-qualified long-term care contract under §7702B, either a traditional policy or a hybrid life or annuity policy with a care rider, pays for extended home or facility care so the cost does not fall on the portfolio or the healthy spouse. Benefits are received tax-free and part of the premium counts as a medical expense under the age-based limits of §213(d)(10).",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "annualCareCostUsd × careYears × probabilityOfCare + min(annualPremiumUsd, eligiblePremiumLimitUsd) × deductionRate × premiumYears",
    variables: [
      "annualCareCostUsd",
      "careYears",
      "probabilityOfCare",
      "annualPremiumUsd",
      "eligiblePremiumLimitUsd",
      "deductionRate",
      "premiumYears",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd × premiumYears",
    variables: ["annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Hybrid designs are permanent life policies with a long-term care rider: the death benefit is paid if care is never needed.",
  annuityComponent:
    "Annuity-based hybrids pay care benefits from an annuity value; an old annuity can fund one tax-free under §1035(a)(4).",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "premium_increase_risk", "tax_qualified_ltc"],
  sources: [
    "IRC §7702B (qualified long-term care insurance contracts)",
    "IRC §213(d)(1)(D), (d)(10) (eligible premium limits by age)",
    "IRC §162(l) (self-employed health insurance deduction)",
    "IRC §1035(a)(4) as amended by the Pension Protection Act of 2006 §844",
    "Deficit Reduction Act of 2005 §6021 (state long-term care partnership programs)",
  ],
  variables: [
    { name: "annualCareCostUsd", unit: "USD", description: "Cost of a year of care." },
    { name: "careYears", unit: "years", description: "Expected length of a care episode." },
    { name: "probabilityOfCare", unit: "ratio", description: "Chance that the household needs extended care." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year for the household." },
    {
      name: "eligiblePremiumLimitUsd",
      unit: "USD",
      description: "§213(d)(10) eligible premium for the insureds' ages, a year.",
    },
    { name: "deductionRate", unit: "rate", description: "Tax rate at which the eligible premium is deducted." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
  ],
  defaults(facts, tax) {
    const people = isMarried(facts) ? 2 : 1;
    const age = oldestAge(facts) ?? 60;
    const perPerson = Math.round(clamp(3_000 + (age - 55) * 300, 2_000, 12_000));
    const limit = longTermCarePremiumLimit(age, tax) * people;
    const rate = facts.ownsBusiness ? marginalOrdinaryRate(facts, tax) : 0;
    return {
      annualCareCostUsd: fixed(130_000, "about $130,000 a year for a private nursing-home room"),
      careYears: fixed(3, "a 3-year care episode"),
      probabilityOfCare: {
        value: 1 - 0.5 ** people,
        assumption:
          people === 2
            ? "75% chance that at least one of the two spouses needs extended care (about 50% each)"
            : "50% chance of needing extended care",
      },
      annualPremiumUsd: {
        value: perPerson * people,
        assumption: `about ${formatUsd(perPerson)} a year a person at age ${age} for a $150,000 benefit pool with inflation protection`,
      },
      eligiblePremiumLimitUsd: {
        value: limit,
        assumption: `§213(d)(10) limit of ${formatUsd(limit / people)} a person at age ${age}, for ${people}`,
      },
      deductionRate: {
        value: rate,
        assumption: facts.ownsBusiness
          ? `business owner deducts the eligible premium at the ${Math.round(rate * 100)}% marginal rate (§162(l) or employer-paid)`
          : "0%: individuals rarely clear the 7.5%-of-AGI medical expense floor",
      },
      premiumYears: fixed(10, "10 years of premiums (a 10-pay hybrid, or 10 years of traditional premiums)"),
    };
  },
  benefit: (v) => ({
    protection: (v.annualCareCostUsd ?? 0) * (v.careYears ?? 0) * (v.probabilityOfCare ?? 0),
    taxSavings:
      Math.min(v.annualPremiumUsd ?? 0, v.eligiblePremiumLimitUsd ?? 0) *
      (v.deductionRate ?? 0) *
      (v.premiumYears ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.annualPremiumUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: { variable: "careYears", mode: "add", spread: 2, description: "1 / 3 / 5 years of care" },
  eligibility: allOf(
    {
      test: (f) => (oldestAge(f) ?? 0) >= 45 && (oldestAge(f) ?? 0) <= 79,
      fits: (f) => `At age ${oldestAge(f)} the client is in the usual window (about 45 to 79) to buy care coverage.`,
      fails: "Long-term care coverage is bought between about 45 and 79; the notes show an age outside that or none.",
    },
    {
      test: (f) => netWorthOf(f) < 25_000_000,
      fits: "The estate is not so large that simply self-insuring care costs is the obvious answer.",
      fails: "At a net worth of $25,000,000 or more the client can self-insure care costs.",
    },
  ),
  timeline: "1–3 months (underwriting)",
  keyBenefits: [
    "Protects the portfolio and the healthy spouse from care costs",
    "Benefits are tax-free under §7702B",
    "Hybrid designs return a death benefit if care is never needed",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["care", "health", "spouse", "comfortable", "protect", "nursing"],
  explanation: {
    overview:
      "Extended care is the largest uninsured risk of retirement: three years in a facility can cost $400,000 or more. A tax-qualified policy transfers that risk so the surviving spouse's plan is not derailed and the legacy is not spent on care.",
    keyComponents: [
      "Benefit pool, monthly maximum and elimination period",
      "Inflation protection (3% compound is common)",
      "Traditional policy or hybrid life/annuity chassis",
      "Tax-qualified status under §7702B",
    ],
    steps: [
      {
        title: "Needs analysis",
        description: "Price care where the client expects to live and decide how much to self-insure.",
        timeline: "Weeks 1–2",
        requirements: ["Retirement cash-flow plan", "Local care cost survey"],
      },
      {
        title: "Design and quote",
        description: "Compare traditional and hybrid designs, shared-care riders for couples and limited-pay options.",
        timeline: "Weeks 2–4",
        requirements: ["Health history", "Quotes from two or three carriers"],
      },
      {
        title: "Underwrite",
        description: "Apply, complete the health interview or exam, and accept the offer.",
        timeline: "Weeks 4–12",
        requirements: ["Medical records", "Application"],
      },
      {
        title: "Fund and record",
        description: "Pay premiums (or 1035-exchange an old annuity into a hybrid) and record the deductible portion.",
        timeline: "At issue, then annually",
        requirements: ["Premium funding source", "Form 1099-LTC when benefits are paid"],
      },
    ],
    prerequisites: ["Insurability", "Premium affordable without strain for the full premium period"],
    professionals: ["Long-term care insurance specialist", "Financial adviser", "CPA", "Elder-law attorney"],
    secondaryBenefits: [
      "Care coordination services",
      "Less pressure on family caregivers",
      "State partnership policies protect assets from Medicaid spend-down",
    ],
    taxAdvantages: [
      "Benefits up to the per-diem limit or actual costs are tax-free",
      "Age-based premium counts as a medical expense; business owners can deduct it",
      "Annuity gains can pay hybrid premiums tax-free via §1035",
    ],
    risks: [
      {
        risk: "Premium increases",
        description: "Traditional policies can be re-priced by class with state approval.",
        mitigation: "Hybrid or limited-pay designs with guaranteed premiums.",
      },
      {
        risk: "Inflation erodes benefits",
        description: "Care costs rise faster than general inflation.",
        mitigation: "Compound inflation rider and periodic benefit review.",
      },
    ],
    marketRisks: ["Care-cost inflation above the rider's rate", "Carrier financial strength"],
    regulatoryConsiderations: [
      "Only §7702B-qualified contracts get the tax treatment",
      "State partnership rules set asset-disregard benefits",
    ],
    liquidityConsiderations:
      "Premiums are a fixed commitment; hybrids need a lump sum or a few large premiums but return value at death.",
    alternatives: [
      {
        strategy: "section-1035-exchanges",
        whyNotChosen: "Useful to fund a hybrid from an old annuity, but not a substitute for the coverage itself.",
      },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Provides estate liquidity at death, not money for care during life.",
      },
    ],
    uniqueAdvantages: ["Covers the one retirement risk that portfolio planning cannot diversify away"],
    successMetrics: [
      { metric: "Projected care cost covered", target: "At least 70%", measurementFrequency: "Every 3 years" },
      { metric: "Premium as share of income", target: "Under 3%", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Spouses agree on where and how they want care delivered"],
    warningSignals: ["Rate-increase notice from the carrier", "Missed premium or lapse warning"],
    reviewSchedule: "Every 3 years, and at any rate-increase notice.",
    exitStrategy:
      "Reduce benefits to keep premiums level, take the contingent non-forfeiture benefit, or surrender a hybrid for its cash value.",
  },
};

/**
 * Premium-financed life insurance in an ILIT. Minimum net worth 25,000,000 (spec §3 table).
 * Benefit: estate tax avoided on the death benefit net of the loan principal, at 0.40.
 */
export const premiumFinancing: StrategyDefinition = {
  id: "premium-financing",
  name: "Premium-Financed Life Insurance",
  category: "Insurance",
  description:
    "A large permanent policy owned by an irrevocable life insurance trust is paid for with a bank loan instead of cash. The loan is collateralised by the policy's cash value and other assets, so the client's capital stays invested and the gifts to the trust are limited to the loan interest.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(deathBenefitUsd − annualPremiumUsd × premiumYears) × 0.40",
    variables: ["deathBenefitUsd", "annualPremiumUsd", "premiumYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualPremiumUsd × premiumYears × loanRate ÷ 2 + annualCollateralCostUsd) × years",
    variables: ["setupCostUsd", "annualPremiumUsd", "premiumYears", "loanRate", "annualCollateralCostUsd", "years"],
  },
  lifeInsuranceComponent:
    "Indexed universal or whole life policy owned by an ILIT and financed by a lender; the loan is repaid from cash value, other assets or the death benefit.",
  annuityComponent: "N/A",
  applicableNetWorth: 25_000_000,
  regulatoryDisclosures: [
    "interest_rate_risk",
    "collateral_calls",
    "insurance_product",
    "loan_covenants",
    "illustration_not_guaranteed",
  ],
  sources: [
    "IRC §2042 (insurance included in the insured's estate when held with incidents of ownership)",
    "IRC §2035(a) (three-year rule for transferred policies)",
    "IRC §7872 (below-market loans between the client and the trust)",
    "Treas. Reg. §1.7872-15 (split-dollar loans, when the client lends to the trust)",
    "IRC §2001(c)",
  ],
  variables: [
    { name: "deathBenefitUsd", unit: "USD", description: "Death benefit owned by the trust." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium financed each year." },
    { name: "premiumYears", unit: "years", description: "Years of financed premiums." },
    { name: "loanRate", unit: "rate", description: "Loan interest rate." },
    { name: "setupCostUsd", unit: "USD", description: "Trust, loan documents and underwriting." },
    { name: "annualCollateralCostUsd", unit: "USD", description: "Letter-of-credit and servicing fees a year." },
    { name: "years", unit: "years", description: "Years the loan is outstanding." },
  ],
  defaults(facts, tax) {
    const netWorth = netWorthOf(facts);
    const exposure = taxableEstate(netWorth, facts, tax) * tax.estateTaxRate;
    const benefit = Math.round(clamp(Math.max(exposure, netWorth * 0.2), 5_000_000, 100_000_000));
    const age = oldestAge(facts) ?? 60;
    const rate = clamp(0.01 + (age - 45) * 0.001, 0.01, 0.05);
    return {
      deathBenefitUsd: {
        value: benefit,
        assumption: `the larger of the projected estate tax and 20% of net worth (${formatUsd(benefit)})`,
      },
      annualPremiumUsd: {
        value: Math.round(benefit * rate),
        assumption: `premium about ${(rate * 100).toFixed(1)}% of the death benefit a year at age ${age}`,
      },
      premiumYears: fixed(10, "10 years of financed premiums"),
      loanRate: fixed(0.065, "loan at about 6.5% (SOFR plus a lender spread)"),
      setupCostUsd: fixed(50_000, "trust, loan documents and underwriting, about $50,000"),
      annualCollateralCostUsd: fixed(25_000, "letter-of-credit and servicing fees, about $25,000 a year"),
      years: fixed(15, "loan outstanding 15 years before a planned exit"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings:
      Math.max(0, (v.deathBenefitUsd ?? 0) - (v.annualPremiumUsd ?? 0) * (v.premiumYears ?? 0)) * tax.estateTaxRate,
  }),
  cost: (v) => ({
    setup: v.setupCostUsd ?? 0,
    annual:
      ((v.annualPremiumUsd ?? 0) * (v.premiumYears ?? 0) * (v.loanRate ?? 0)) / 2 + (v.annualCollateralCostUsd ?? 0),
    years: v.years ?? 0,
  }),
  sensitivity: { variable: "loanRate", mode: "add", spread: 0.02, description: "Loan rate 4.5% / 6.5% / 8.5%" },
  eligibility: allOf(
    {
      test: (f) => {
        const age = oldestAge(f);
        return age !== null && age >= 40 && age <= 75;
      },
      fits: (f) => `At age ${oldestAge(f)} the client is insurable and has time for the loan exit to work.`,
      fails:
        "Premium financing needs an insured aged about 40 to 75 so the policy and the loan exit can mature; the notes show another or no age.",
    },
    {
      test: (f) => f.riskTolerance !== "conservative",
      fits: "The client's risk tolerance accepts interest-rate and collateral risk.",
      fails: "The client is conservative, and premium financing carries interest-rate and collateral-call risk.",
    },
    {
      test: (f) => investableAssets(f) >= 2_000_000,
      fits: "There are enough investable assets to post collateral if the lender calls for more.",
      fails: "There are not enough investable assets to post additional collateral through a rate cycle.",
    },
  ),
  timeline: "3–4 months",
  keyBenefits: [
    "Large coverage without selling investments",
    "Gifts to the trust limited to loan interest, preserving exclusion",
    "Death benefit outside the taxable estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["liquidity", "estate", "insurance", "heirs", "leverage"],
  explanation: {
    overview:
      "Premium financing borrows to pay premiums on a large policy held by an ILIT. It works when the client's capital earns more than the loan costs and the client can post collateral through rate cycles; the death benefit then pays the estate tax without forcing sales.",
    keyComponents: [
      "ILIT as policy owner and borrower",
      "Third-party lender with annual loan renewal",
      "Collateral: policy cash value plus a letter of credit or pledged assets",
      "A funded exit plan for the loan",
    ],
    steps: [
      {
        title: "Stress test",
        description: "Model loan rates, policy crediting and collateral needs under adverse scenarios.",
        timeline: "Weeks 1–3",
        requirements: ["Policy illustrations at reduced crediting", "Rate-shock scenarios"],
      },
      {
        title: "Create the trust",
        description: "Draft the ILIT with a trustee able to borrow and pledge.",
        timeline: "Weeks 2–5",
        requirements: ["ILIT agreement", "EIN"],
      },
      {
        title: "Underwrite and close the loan",
        description: "Obtain the policy offer and the lender's commitment; sign loan and collateral documents.",
        timeline: "Weeks 4–14",
        requirements: ["Medical underwriting", "Loan agreement", "Collateral assignment"],
      },
      {
        title: "Monitor annually",
        description: "Review loan-to-value, renewal terms and policy performance; gift interest to the trust.",
        timeline: "Annually",
        requirements: ["In-force illustration", "Lender statement", "Form 709 if gifts exceed exclusions"],
      },
    ],
    prerequisites: ["Net worth and liquidity to post collateral", "Insurability", "Comfort with leverage"],
    professionals: ["Insurance adviser", "Lender", "Estate planning attorney", "CPA"],
    secondaryBenefits: ["Capital stays invested in the business or portfolio", "Annual exclusion largely preserved"],
    taxAdvantages: [
      "Death benefit free of income tax under §101(a) and outside the estate when the ILIT owns it from issue",
      "Only the interest is a gift to the trust",
    ],
    risks: [
      {
        risk: "Rising rates",
        description: "Interest costs and collateral calls can exceed projections.",
        mitigation: "Rate caps, a conservative crediting assumption and a funded exit.",
      },
      {
        risk: "Policy under-performance",
        description: "Lower crediting leaves less cash value to repay the loan.",
        mitigation: "Design with guaranteed elements; annual in-force review.",
      },
      {
        risk: "Lender non-renewal",
        description: "Loans are typically renewed annually and can be called.",
        mitigation: "Keep a second lender relationship and liquid collateral.",
      },
    ],
    marketRisks: ["Short-term interest rates", "Index or dividend crediting rates", "Collateral asset values"],
    regulatoryConsiderations: [
      "Loans between the client and the trust need adequate interest under §7872",
      "Transfers of existing policies to the trust fall under the three-year rule of §2035",
    ],
    liquidityConsiderations: "Collateral calls can require cash or securities at short notice.",
    alternatives: [
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Cash-funded premiums are simpler and cheaper when liquidity allows.",
      },
      {
        strategy: "split-dollar-life-insurance",
        whyNotChosen: "Uses the client's own capital instead of a bank, with smaller gifts but no leverage.",
      },
    ],
    uniqueAdvantages: ["Coverage at the scale the estate tax requires without liquidating assets"],
    successMetrics: [
      { metric: "Loan-to-value", target: "Within lender covenants", measurementFrequency: "Quarterly" },
      {
        metric: "Policy cash value versus loan",
        target: "Above 100% by the exit year",
        measurementFrequency: "Annually",
      },
    ],
    qualitativeIndicators: ["The trustee and client understand the exit plan"],
    warningSignals: ["Collateral call", "Crediting rate below the illustrated rate two years running"],
    reviewSchedule: "Annual loan and policy review; quarterly collateral check.",
    exitStrategy:
      "Repay the loan from policy cash value after year 10–15, from a GRAT or sale remainder, from other assets, or at death from the benefit.",
  },
};

/**
 * §1035 exchange of an existing life or annuity contract. Minimum net worth 500,000 (spec §3).
 * Benefit: tax deferred on the contract gain plus the lower cost of the new contract.
 */
export const section1035Exchanges: StrategyDefinition = {
  id: "section-1035-exchanges",
  name: "Tax-Free Exchange of Insurance and Annuity Contracts (§1035)",
  category: "Insurance",
  description:
    "An old life insurance, endowment or annuity contract is exchanged directly for a better one, such as a lower-cost policy, a no-lapse guarantee or a hybrid long-term care contract, without recognising the untaxed gain inside it. The new contract keeps the old one's basis.",
  benefitCalculation: {
    type: "flat",
    formula: "contractGainUsd × ordinaryRate + contractValueUsd × feeReduction × years",
    variables: ["contractGainUsd", "ordinaryRate", "contractValueUsd", "feeReduction", "years"],
  },
  costCalculation: { type: "minimal", formula: "surrenderChargeUsd", variables: ["surrenderChargeUsd"] },
  lifeInsuranceComponent:
    "The replacement can be a lower-cost life policy or a hybrid life/long-term care policy on the same insured.",
  annuityComponent:
    "Annuity-to-annuity exchanges (in whole or in part) to lower-cost contracts, or an annuity into a qualified long-term care contract.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "replacement_disclosure",
    "surrender_charges",
    "insurance_product",
    "new_contestability_period",
  ],
  sources: [
    "IRC §1035(a) (exchanges of insurance policies)",
    "Treas. Reg. §1.1035-1 (same insured or annuitant)",
    "IRC §72(e) (gain on surrender taxed as ordinary income)",
    "Rev. Proc. 2011-38 (partial annuity exchanges, 180-day rule)",
    "IRC §1035(a)(4) as amended by the Pension Protection Act of 2006 §844",
  ],
  variables: [
    { name: "contractGainUsd", unit: "USD", description: "Untaxed gain inside the old contract." },
    { name: "ordinaryRate", unit: "rate", description: "Rate the gain would bear on surrender." },
    { name: "contractValueUsd", unit: "USD", description: "Value of the existing contract." },
    { name: "feeReduction", unit: "rate", description: "Annual cost saving of the new contract." },
    { name: "years", unit: "years", description: "Years the new contract is held." },
    { name: "surrenderChargeUsd", unit: "USD", description: "Surrender charge of the old contract." },
  ],
  defaults(facts, tax) {
    const value = Math.round(clamp(netWorthOf(facts) * 0.05, 100_000, 3_000_000));
    const rate = marginalOrdinaryRate(facts, tax);
    return {
      contractGainUsd: { value: Math.round(value * 0.35), assumption: "35% of the contract value is untaxed gain" },
      ordinaryRate: { value: rate, assumption: `surrender gain taxed at the ${Math.round(rate * 100)}% marginal rate` },
      contractValueUsd: { value, assumption: `an existing contract worth 5% of net worth (${formatUsd(value)})` },
      feeReduction: fixed(0.0075, "new contract costs 0.75% a year less"),
      years: fixed(10, "new contract held 10 years"),
      surrenderChargeUsd: fixed(0, "old contract past its surrender-charge period"),
    };
  },
  benefit: (v) => ({
    taxSavings: (v.contractGainUsd ?? 0) * (v.ordinaryRate ?? 0),
    incomeStream: (v.contractValueUsd ?? 0) * (v.feeReduction ?? 0) * (v.years ?? 0),
  }),
  cost: (v) => ({ setup: v.surrenderChargeUsd ?? 0, annual: 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "feeReduction",
    mode: "add",
    spread: 0.005,
    description: "Cost saving 0.25% / 0.75% / 1.25% a year",
  },
  eligibility: allOf({
    test: (f) => f.hasLifeInsurance,
    fits: "The client has existing permanent life insurance that can be reviewed for an exchange.",
    fails: "The notes mention no existing permanent life insurance or annuity contract to exchange.",
  }),
  timeline: "4–8 weeks",
  keyBenefits: [
    "Upgrade outdated contracts without tax on the inside gain",
    "Lower costs or add long-term care benefits",
    "Basis carries over to the new contract",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["insurance", "annuity", "care", "costs", "policy"],
  explanation: {
    overview:
      "Many older policies and annuities carry high costs or weak guarantees. A §1035 exchange moves their value to a better contract directly between carriers, so the gain inside the old contract is not taxed as ordinary income on surrender.",
    keyComponents: [
      "Like-kind contract exchange (life to life, life to annuity, annuity to annuity, either to long-term care)",
      "Direct carrier-to-carrier transfer",
      "Same owner and same insured or annuitant",
    ],
    steps: [
      {
        title: "In-force review",
        description: "Obtain in-force illustrations and compare costs, guarantees and surrender charges.",
        timeline: "Weeks 1–2",
        requirements: ["In-force illustration", "Current policy statement"],
      },
      {
        title: "Underwrite the new contract",
        description: "For life insurance, qualify for the new policy before giving up the old one.",
        timeline: "Weeks 2–6",
        requirements: ["Application", "Medical underwriting where needed"],
      },
      {
        title: "Exchange",
        description: "Sign the absolute assignment and 1035 forms; the carriers transfer the value directly.",
        timeline: "Weeks 6–8",
        requirements: ["1035 exchange form", "State replacement forms"],
      },
      {
        title: "Confirm basis",
        description: "Record the carried-over basis and any outstanding loan treatment.",
        timeline: "At completion",
        requirements: ["Carrier basis confirmation"],
      },
    ],
    prerequisites: ["An existing contract", "Insurability for a new life policy"],
    professionals: ["Insurance adviser", "CPA"],
    secondaryBenefits: ["Consolidates scattered old contracts", "Can add long-term care coverage"],
    taxAdvantages: [
      "No gain recognised on the exchange",
      "Basis carries over",
      "Loans can be carried if handled correctly",
    ],
    risks: [
      {
        risk: "New surrender and contestability periods",
        description: "A new contract restarts both clocks.",
        mitigation: "Compare net benefit after new charges; prefer no-surrender-charge products.",
      },
      {
        risk: "Boot",
        description: "Cash or loan relief received in the exchange is taxable.",
        mitigation: "Carry loans over or repay them before exchanging.",
      },
    ],
    marketRisks: ["Crediting rates on the new contract may fall"],
    regulatoryConsiderations: [
      "State replacement regulations require comparison disclosures",
      "Partial annuity exchanges need the 180-day rule of Rev. Proc. 2011-38",
    ],
    liquidityConsiderations: "No cash changes hands; surrender charges on the old contract reduce the value moved.",
    alternatives: [
      {
        strategy: "life-settlement-valuation",
        whyNotChosen: "Better when the coverage is no longer needed at all and the insured is older.",
      },
      {
        strategy: "long-term-care-insurance",
        whyNotChosen: "A standalone policy needs new premiums instead of old value.",
      },
    ],
    uniqueAdvantages: ["Improves contracts without a tax cost"],
    successMetrics: [
      { metric: "Annual contract cost", target: "At least 0.5% lower", measurementFrequency: "Annually" },
      { metric: "Guaranteed coverage age", target: "Age 100 or later", measurementFrequency: "At exchange" },
    ],
    qualitativeIndicators: ["Client understands the new contract's guarantees"],
    warningSignals: ["Replacement driven by commission rather than cost", "Lapse warnings on the new contract"],
    reviewSchedule: "In-force review every 2–3 years.",
    exitStrategy: "The new contract can itself be exchanged again, surrendered, or settled.",
  },
};

/**
 * Private placement life insurance. Minimum net worth 20,000,000.
 * Benefit: tax drag avoided on tax-inefficient returns held inside the policy.
 */
export const privatePlacementLifeInsurance: StrategyDefinition = {
  id: "private-placement-life-insurance",
  name: "Private Placement Life Insurance (PPLI)",
  category: "Insurance",
  description:
    "An institutionally priced variable universal life policy, sold only to qualified purchasers, whose separate account holds insurance-dedicated funds (hedge, private credit). Growth inside the policy is not taxed, withdrawals to basis and policy loans are tax-free, and the death benefit is income-tax-free; held in a trust it is also outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula: "premiumsUsd × ((1 + grossReturn)^years − (1 + grossReturn × (1 − taxRateOnReturns))^years)",
    variables: ["premiumsUsd", "grossReturn", "years", "taxRateOnReturns"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "premiumsUsd × premiumLoadRate + premiumsUsd × annualChargeRate × years",
    variables: ["premiumsUsd", "premiumLoadRate", "annualChargeRate", "years"],
  },
  lifeInsuranceComponent:
    "Variable universal life with the minimum death benefit that meets §7702, funded over 4–5 years to avoid modified endowment status.",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "investor_control_doctrine",
    "diversification_requirements",
    "insurance_product",
    "illiquid_underlying_funds",
  ],
  sources: [
    "IRC §7702 (life insurance contract definition)",
    "IRC §817(h) and Treas. Reg. §1.817-5 (separate account diversification)",
    "Rev. Rul. 2003-91 and Rev. Rul. 2003-92 (investor control)",
    "Webber v. Commissioner, 144 T.C. 324 (2015)",
    "IRC §101(a), §72(e), §7702A (death benefit, withdrawals, MEC rules)",
    "Investment Company Act of 1940 §2(a)(51) (qualified purchaser)",
  ],
  variables: [
    { name: "premiumsUsd", unit: "USD", description: "Total premiums placed in the policy." },
    { name: "grossReturn", unit: "rate", description: "Annual return of the underlying funds before tax." },
    { name: "years", unit: "years", description: "Years the policy is held." },
    { name: "taxRateOnReturns", unit: "rate", description: "Tax rate the returns would bear outside the policy." },
    { name: "premiumLoadRate", unit: "rate", description: "Premium tax and DAC load on premiums." },
    { name: "annualChargeRate", unit: "rate", description: "Insurance, administration and M&E charges a year." },
  ],
  defaults(facts, tax) {
    const premiums = Math.round(clamp(investableAssets(facts) * 0.25, 2_000_000, 25_000_000));
    const rate = tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate;
    return {
      premiumsUsd: { value: premiums, assumption: `a quarter of investable assets (${formatUsd(premiums)})` },
      grossReturn: fixed(0.07, "7% a year from hedge and private-credit funds"),
      years: yearsUntil(facts, 90, 10, 30, "held for life, at most 30 years modelled"),
      taxRateOnReturns: {
        value: rate,
        assumption: `returns taxed as ordinary income with NIIT outside the policy (${(rate * 100).toFixed(1)}%)`,
      },
      premiumLoadRate: fixed(0.035, "state premium tax about 2% plus a DAC load about 1.5%"),
      annualChargeRate: fixed(0.01, "cost of insurance, administration and M&E about 1% a year"),
    };
  },
  benefit: (v) => {
    const p = v.premiumsUsd ?? 0;
    const g = v.grossReturn ?? 0;
    const n = v.years ?? 0;
    return { taxSavings: Math.max(0, p * ((1 + g) ** n - (1 + g * (1 - (v.taxRateOnReturns ?? 0))) ** n)) };
  },
  cost: (v) => ({
    setup: (v.premiumsUsd ?? 0) * (v.premiumLoadRate ?? 0),
    annual: (v.premiumsUsd ?? 0) * (v.annualChargeRate ?? 0),
    years: v.years ?? 0,
  }),
  sensitivity: { variable: "grossReturn", mode: "add", spread: 0.02, description: "Fund returns 5% / 7% / 9% a year" },
  eligibility: allOf(
    {
      test: (f) => investableAssets(f) >= 5_000_000,
      fits: "The client has at least $5,000,000 of investments, the qualified-purchaser threshold PPLI requires.",
      fails:
        "PPLI is sold only to qualified purchasers with at least $5,000,000 of investments, which the notes do not show.",
    },
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.topBracketStartSingle || f.expectsLiquidityEvent,
      fits: (f) =>
        f.expectsLiquidityEvent
          ? "A coming liquidity event will leave large proceeds facing top-bracket tax on their returns."
          : "The client is in the top bracket, so returns taxed as ordinary income lose heavily to tax each year.",
      fails: "PPLI pays off for top-bracket investors or after a liquidity event; the notes show neither.",
    },
    is.insurableAge(80),
  ),
  timeline: "3–6 months",
  keyBenefits: [
    "Tax-free compounding of tax-inefficient strategies",
    "Institutional pricing far below retail variable life",
    "Income- and estate-tax-free death benefit when trust-owned",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["tax", "hedge", "alternative", "legacy", "growth", "insurance"],
  explanation: {
    overview:
      "PPLI wraps tax-inefficient investments in a low-cost life insurance policy. Returns that would be taxed each year at ordinary rates compound tax-free, can be reached through loans, and pass at death free of income tax; owned by a dynasty or irrevocable trust the policy is outside the estate too.",
    keyComponents: [
      "Variable universal life issued privately to a qualified purchaser",
      "Insurance-dedicated funds in a segregated account",
      "Independent investment manager (no policyholder control)",
      "Trust ownership for estate exclusion",
    ],
    steps: [
      {
        title: "Suitability and design",
        description:
          "Confirm qualified-purchaser status, choose the funds and size premiums to stay a non-MEC if access is wanted.",
        timeline: "Weeks 1–4",
        requirements: ["Investor questionnaire", "Policy design with the carrier"],
      },
      {
        title: "Create the owning trust",
        description: "Draft an irrevocable or dynasty trust to own the policy.",
        timeline: "Weeks 3–8",
        requirements: ["Trust agreement", "EIN"],
      },
      {
        title: "Underwrite and issue",
        description: "Medical underwriting, policy issue and allocation to insurance-dedicated funds.",
        timeline: "Weeks 6–16",
        requirements: ["Medical exam", "Subscription documents"],
      },
      {
        title: "Fund and monitor",
        description: "Pay premiums over 4–5 years; monitor diversification and investor-control compliance.",
        timeline: "Years 1–5, then annually",
        requirements: ["Premium schedule", "Quarterly separate-account reports"],
      },
    ],
    prerequisites: ["Qualified purchaser status", "Insurability", "Long horizon"],
    professionals: ["PPLI specialist broker", "Estate planning attorney", "CPA", "Investment manager"],
    secondaryBenefits: ["Creditor protection of cash value in many states", "Simplified reporting (no K-1s)"],
    taxAdvantages: [
      "No current tax on separate-account income",
      "Withdrawals to basis and loans tax-free for non-MECs",
      "Death benefit free of income tax under §101(a)",
    ],
    risks: [
      {
        risk: "Investor control",
        description: "If the policyholder directs investments, the IRS treats the assets as owned directly.",
        mitigation: "Independent manager; no side communication about fund choices (Webber).",
      },
      {
        risk: "Diversification failure",
        description: "A separate account breaching §817(h) limits loses insurance treatment.",
        mitigation: "Carrier-level compliance testing each quarter.",
      },
      {
        risk: "Illiquid funds",
        description: "Underlying funds may gate redemptions.",
        mitigation: "Keep loan needs modest and hold liquid sleeves.",
      },
    ],
    marketRisks: ["Hedge and private-credit fund performance", "Carrier credit (mitigated by segregated accounts)"],
    regulatoryConsiderations: [
      "Securities-law private placement rules",
      "Possible legislative limits on PPLI have been proposed",
    ],
    liquidityConsiderations: "Premiums are locked in; access is through loans and withdrawals after funding.",
    alternatives: [
      {
        strategy: "private-placement-variable-annuity",
        whyNotChosen: "Defers rather than eliminates tax and gets no step-up, but needs no underwriting.",
      },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Retail permanent insurance adds estate liquidity but no investment tax shelter.",
      },
    ],
    uniqueAdvantages: ["Turns ordinary-income investment returns into tax-free death benefit"],
    successMetrics: [
      {
        metric: "Net return after policy charges",
        target: "Above the after-tax taxable return",
        measurementFrequency: "Annually",
      },
      { metric: "Diversification test", target: "Passed every quarter", measurementFrequency: "Quarterly" },
    ],
    qualitativeIndicators: ["Trustee and manager follow the investor-control protocol"],
    warningSignals: ["Client requests specific fund investments", "Policy nearing MEC limits unintentionally"],
    reviewSchedule: "Annual policy and fund review; quarterly compliance reports.",
    exitStrategy:
      "Keep to death; or reduce the death benefit, take loans, or exchange under §1035. A surrender taxes the gain as ordinary income.",
  },
};

/**
 * Private placement variable annuity. Minimum net worth 5,000,000.
 * Benefit: after-tax value of deferral versus holding the same funds in a taxable account.
 */
export const privatePlacementVariableAnnuity: StrategyDefinition = {
  id: "private-placement-variable-annuity",
  name: "Private Placement Variable Annuity (PPVA)",
  category: "Insurance",
  description:
    "A low-cost deferred variable annuity sold privately to qualified investors, holding insurance-dedicated hedge or private-credit funds. Returns compound without current tax and are taxed as ordinary income only when withdrawn, which suits tax-inefficient strategies and charitable beneficiaries.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "premiumUsd × (1 + grossReturn)^years − premiumUsd × ((1 + grossReturn)^years − 1) × withdrawalTaxRate − premiumUsd × (1 + grossReturn × (1 − taxRateOnReturns))^years",
    variables: ["premiumUsd", "grossReturn", "years", "withdrawalTaxRate", "taxRateOnReturns"],
  },
  costCalculation: {
    type: "annual",
    formula: "premiumUsd × annualChargeRate × years",
    variables: ["premiumUsd", "annualChargeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "A deferred variable annuity with insurance-dedicated funds; annuitisation or withdrawals later, with no mortality underwriting.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "investor_control_doctrine",
    "ordinary_income_on_withdrawal",
    "no_basis_step_up",
    "early_withdrawal_penalty",
  ],
  sources: [
    "IRC §72 (annuity taxation; §72(e) income-first withdrawals; §72(q) 10% penalty before 59½)",
    "IRC §817(h) and Treas. Reg. §1.817-5",
    "Rev. Rul. 2003-91 (investor control)",
    "IRC §1411(c)(1)(A) (annuity income is net investment income)",
    "IRC §691 (annuity gain is income in respect of a decedent)",
  ],
  variables: [
    { name: "premiumUsd", unit: "USD", description: "Premium placed in the annuity." },
    { name: "grossReturn", unit: "rate", description: "Annual fund return before tax." },
    { name: "years", unit: "years", description: "Years of deferral." },
    { name: "withdrawalTaxRate", unit: "rate", description: "Tax rate on the gain when withdrawn." },
    { name: "taxRateOnReturns", unit: "rate", description: "Annual tax rate on returns in a taxable account." },
    { name: "annualChargeRate", unit: "rate", description: "Insurance and administration charges a year." },
  ],
  defaults(facts, tax) {
    const premium = Math.round(clamp(investableAssets(facts) * 0.2, 1_000_000, 10_000_000));
    const rate = tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate;
    return {
      premiumUsd: { value: premium, assumption: `a fifth of investable assets (${formatUsd(premium)})` },
      grossReturn: fixed(0.07, "7% a year from hedge and private-credit funds"),
      years: yearsUntil(facts, 80, 10, 30, "deferral until about age 80"),
      withdrawalTaxRate: {
        value: rate,
        assumption: `gain withdrawn at the top ordinary rate plus NIIT (${(rate * 100).toFixed(1)}%)`,
      },
      taxRateOnReturns: {
        value: rate,
        assumption: `returns taxed each year as ordinary income plus NIIT outside the annuity (${(rate * 100).toFixed(1)}%)`,
      },
      annualChargeRate: fixed(0.004, "insurance and administration about 0.4% a year"),
    };
  },
  benefit: (v) => {
    const p = v.premiumUsd ?? 0;
    const growth = (1 + (v.grossReturn ?? 0)) ** (v.years ?? 0);
    const deferred = p * growth - p * (growth - 1) * (v.withdrawalTaxRate ?? 0);
    const taxable = p * (1 + (v.grossReturn ?? 0) * (1 - (v.taxRateOnReturns ?? 0))) ** (v.years ?? 0);
    return { taxSavings: Math.max(0, deferred - taxable) };
  },
  cost: (v) => ({ setup: 0, annual: (v.premiumUsd ?? 0) * (v.annualChargeRate ?? 0), years: v.years ?? 0 }),
  sensitivity: { variable: "grossReturn", mode: "add", spread: 0.02, description: "Fund returns 5% / 7% / 9% a year" },
  eligibility: allOf(
    {
      test: (f) => investableAssets(f) >= 2_000_000,
      fits: "The client has enough investable assets to qualify for a private placement and keep liquidity outside it.",
      fails:
        "A PPVA needs a qualified investor with at least $2,000,000 investable outside the annuity, which the notes do not show.",
    },
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.bracket32StartMarriedJoint,
      fits: "The client's income is in the upper brackets, so annual tax on fund returns is costly.",
      fails: "Deferral pays only when current returns would be taxed at high rates; the notes show lower or no income.",
    },
    {
      test: (f) => (f.primaryAge ?? 60) <= 70,
      fits: "The client has a deferral horizon of well over a decade.",
      fails: "At over 70 the deferral period is too short to outweigh ordinary-income treatment on withdrawal.",
    },
  ),
  timeline: "1–3 months",
  keyBenefits: [
    "Tax deferral for tax-inefficient strategies",
    "No medical underwriting",
    "Ideal for charitable remainder beneficiaries (no income tax on IRD to charity)",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "defer", "hedge", "alternative", "retirement", "income"],
  explanation: {
    overview:
      "A PPVA shelters hedge-fund and private-credit returns from annual ordinary-income tax. The gain is taxed only on withdrawal, ideally in lower-income years or left to a charity, where the income-in-respect-of-a-decedent tax disappears.",
    keyComponents: [
      "Deferred variable annuity issued privately",
      "Insurance-dedicated funds with independent managers",
      "Owner and beneficiary design (individual, trust or charity)",
    ],
    steps: [
      {
        title: "Suitability",
        description: "Confirm investor status, horizon, and who should own and inherit the contract.",
        timeline: "Weeks 1–2",
        requirements: ["Investor questionnaire", "Cash-flow plan"],
      },
      {
        title: "Select carrier and funds",
        description: "Choose a low-cost carrier and the insurance-dedicated funds.",
        timeline: "Weeks 2–6",
        requirements: ["Fund due diligence", "Subscription documents"],
      },
      {
        title: "Fund",
        description: "Pay the single premium, or 1035-exchange a retail annuity into the PPVA.",
        timeline: "Weeks 6–10",
        requirements: ["Premium transfer", "1035 paperwork where used"],
      },
      {
        title: "Plan withdrawals",
        description: "Schedule withdrawals after 59½ in lower-bracket years, or name a charity as beneficiary.",
        timeline: "Annually",
        requirements: ["Tax projection"],
      },
    ],
    prerequisites: ["Qualified investor", "Horizon of 10+ years", "Liquidity outside the contract"],
    professionals: ["Annuity specialist", "CPA", "Investment manager", "Estate planning attorney"],
    secondaryBenefits: ["No K-1s; one contract statement", "Creditor protection of annuities in many states"],
    taxAdvantages: [
      "No current tax on fund income",
      "Withdrawals timed to low-bracket years",
      "Charity beneficiary avoids IRD tax",
    ],
    risks: [
      {
        risk: "Ordinary income on withdrawal",
        description: "Gains that would have been capital gains become ordinary income.",
        mitigation: "Hold only tax-inefficient strategies inside.",
      },
      {
        risk: "No basis step-up",
        description: "Heirs pay income tax on the gain.",
        mitigation: "Name a charity or a charitable remainder trust as beneficiary.",
      },
      {
        risk: "Investor control",
        description: "Directing fund choices collapses the deferral.",
        mitigation: "Independent manager and documented protocol.",
      },
    ],
    marketRisks: ["Underlying fund performance and liquidity gates"],
    regulatoryConsiderations: ["10% additional tax before 59½ under §72(q)", "Diversification testing under §817(h)"],
    liquidityConsiderations: "Withdrawals are possible but taxed income-first; funds may have redemption limits.",
    alternatives: [
      {
        strategy: "private-placement-life-insurance",
        whyNotChosen: "Eliminates the tax at death but needs underwriting and a larger commitment.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Better for appreciated assets, but gives up the remainder to charity.",
      },
    ],
    uniqueAdvantages: ["Low-cost deferral without insurance underwriting"],
    successMetrics: [
      {
        metric: "After-tax value versus taxable account",
        target: "Ahead after year 7",
        measurementFrequency: "Annually",
      },
      { metric: "Contract charges", target: "Under 0.5% a year", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Withdrawal plan coordinated with the client's tax brackets"],
    warningSignals: ["Capital-gain assets placed inside the annuity", "Withdrawals before 59½"],
    reviewSchedule: "Annual contract and fund review.",
    exitStrategy:
      "Withdraw over time, annuitise, 1035-exchange to another annuity, or leave to charity; a full surrender taxes all gain at once.",
  },
};

/**
 * Private split-dollar life insurance under the economic benefit regime. Minimum net worth 5,000,000.
 * Benefit: gift tax at 0.40 avoided on premiums that would otherwise be gifted to the ILIT.
 */
export const splitDollarLifeInsurance: StrategyDefinition = {
  id: "split-dollar-life-insurance",
  name: "Split-Dollar Life Insurance",
  category: "Insurance",
  description:
    "The client (private split-dollar) or the client's company pays the premiums on a policy owned by an ILIT and is repaid from the policy at death. Under the economic benefit regime of Treas. Reg. §1.61-22 the annual gift is only the small cost of the current life insurance protection, not the whole premium.",
  benefitCalculation: {
    type: "flat",
    formula: "(annualPremiumUsd − annualEconomicBenefitUsd) × premiumYears × 0.40",
    variables: ["annualPremiumUsd", "annualEconomicBenefitUsd", "premiumYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × premiumYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Permanent policy owned by an ILIT, with a collateral assignment to the premium payer for the greater of premiums paid or cash value.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "split_dollar_regulations",
    "gift_tax_return_required",
    "insurance_product",
    "rollout_planning",
  ],
  sources: [
    "Treas. Reg. §1.61-22 (economic benefit regime)",
    "Treas. Reg. §1.7872-15 (loan regime)",
    "Notice 2002-8 (Table 2001 cost of current life insurance protection)",
    "Estate of Morrissette v. Commissioner, 146 T.C. 171 (2016)",
    "Estate of Levine v. Commissioner, 158 T.C. No. 2 (2022)",
    "IRC §2042, §2503(b)",
  ],
  variables: [
    { name: "annualPremiumUsd", unit: "USD", description: "Premium paid each year." },
    { name: "annualEconomicBenefitUsd", unit: "USD", description: "Table 2001 economic benefit reported as the gift." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
    { name: "setupCostUsd", unit: "USD", description: "Split-dollar agreement, ILIT and assignment." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Economic benefit calculations and returns a year." },
  ],
  defaults(facts) {
    const premium = Math.round(clamp(netWorthOf(facts) * 0.01, 50_000, 1_000_000));
    const age = oldestAge(facts) ?? 60;
    const share = age < 60 ? 0.1 : age < 70 ? 0.2 : 0.35;
    return {
      annualPremiumUsd: { value: premium, assumption: `premium about 1% of net worth (${formatUsd(premium)})` },
      annualEconomicBenefitUsd: {
        value: Math.round(premium * share),
        assumption: `Table 2001 cost at age ${age}, about ${Math.round(share * 100)}% of the premium`,
      },
      premiumYears: fixed(10, "10 years of premiums before a rollout"),
      setupCostUsd: fixed(15_000, "agreement, trust and collateral assignment, about $15,000"),
      annualAdministrationUsd: fixed(3_000, "economic benefit calculation and gift return, about $3,000 a year"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings:
      Math.max(0, (v.annualPremiumUsd ?? 0) - (v.annualEconomicBenefitUsd ?? 0)) *
      (v.premiumYears ?? 0) *
      tax.estateTaxRate,
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: {
    variable: "annualEconomicBenefitUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Economic benefit half / base / 1.5× (age and policy size)",
  },
  eligibility: allOf(when.taxableEstate, is.insurableAge(75), {
    test: (f) => f.ownsBusiness || investableAssets(f) >= 2_000_000,
    fits: (f) =>
      f.ownsBusiness
        ? "The client's company can advance premiums under an employer split-dollar arrangement."
        : "The client has the liquid assets to advance premiums privately.",
    fails: "Split-dollar needs a business or at least $2,000,000 of liquid assets to advance the premiums.",
  }),
  timeline: "2–3 months",
  keyBenefits: [
    "Large premiums with small taxable gifts",
    "Premiums come back to the payer (or the estate) at death",
    "Death benefit above the repayment passes to the ILIT estate-tax-free",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["insurance", "estate", "gift", "liquidity", "business"],
  explanation: {
    overview:
      "When premiums are too large for annual exclusion gifts, split-dollar lets the client or the company pay them while the ILIT owns the policy. Only the economic benefit is a gift each year; the premium payer keeps a receivable repaid from the policy.",
    keyComponents: [
      "Split-dollar agreement and collateral assignment",
      "ILIT as policy owner",
      "Economic benefit measured with Table 2001 or the carrier's term rates",
      "Rollout plan before economic benefit costs rise",
    ],
    steps: [
      {
        title: "Design",
        description: "Choose private or employer split-dollar, the regime, and the rollout strategy.",
        timeline: "Weeks 1–3",
        requirements: ["Illustration", "Business financials if employer-paid"],
      },
      {
        title: "Draft",
        description: "Draft the ILIT, the split-dollar agreement and the collateral assignment.",
        timeline: "Weeks 3–6",
        requirements: ["ILIT", "Split-dollar agreement", "Collateral assignment"],
      },
      {
        title: "Issue and pay",
        description: "ILIT applies for the policy; the client or company pays premiums under the agreement.",
        timeline: "Weeks 6–12",
        requirements: ["Policy application", "Premium payments"],
      },
      {
        title: "Report annually",
        description: "Compute the economic benefit and report it as a gift (or compensation).",
        timeline: "Annually",
        requirements: ["Economic benefit calculation", "Form 709 or W-2"],
      },
    ],
    prerequisites: ["Taxable estate", "Insurability", "Liquidity or a business to advance premiums"],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Keeps control of premium dollars through the receivable", "Can reward a key executive"],
    taxAdvantages: [
      "Gifts limited to the economic benefit",
      "Death benefit excluded from the estate when the ILIT owns the policy",
      "Receivable may be valued below face at death (contested)",
    ],
    risks: [
      {
        risk: "Rising economic benefit",
        description: "Table 2001 costs rise steeply with age.",
        mitigation: "Plan a rollout (repayment) within 10–15 years.",
      },
      {
        risk: "Receivable valuation challenge",
        description: "The IRS contests discounts on the receivable (Cahill).",
        mitigation: "Do not rely on a discount; treat it as upside.",
      },
    ],
    marketRisks: ["Policy crediting affects cash value available for repayment"],
    regulatoryConsiderations: [
      "Employer split-dollar for public-company executives is restricted by Sarbanes-Oxley §402",
      "Regime choice is fixed by who owns the policy",
    ],
    liquidityConsiderations: "Premium advances are tied up until the rollout or death.",
    alternatives: [
      { strategy: "premium-financing", whyNotChosen: "Uses bank leverage instead of the client's capital." },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Simpler when premiums fit within annual exclusions.",
      },
    ],
    uniqueAdvantages: ["Funds large policies with minimal use of exclusion"],
    successMetrics: [
      { metric: "Annual gift reported", target: "Under the annual exclusions", measurementFrequency: "Annually" },
      { metric: "Rollout funding", target: "Identified by year 8", measurementFrequency: "Every 2 years" },
    ],
    qualitativeIndicators: ["Trustee administers the agreement formally"],
    warningSignals: ["Economic benefit approaching the premium", "Missing annual calculations"],
    reviewSchedule: "Annual economic benefit calculation and policy review.",
    exitStrategy:
      "Roll out by repaying the premium payer from cash value or a gift or loan to the ILIT, ending the arrangement.",
  },
};

/**
 * Survivorship (second-to-die) life insurance for estate liquidity. Minimum net worth 10,000,000.
 * Benefit: estate tax avoided on the trust-owned death benefit at 0.40 plus the forced-sale loss
 * avoided on the tax it pays.
 */
export const survivorshipLifeInsurance: StrategyDefinition = {
  id: "survivorship-life-insurance",
  name: "Survivorship (Second-to-Die) Life Insurance for Estate Liquidity",
  category: "Insurance",
  description:
    "A policy on both spouses that pays at the second death, when the unlimited marital deduction ends and the estate tax falls due. Owned by an ILIT, the proceeds are outside the estate and pay the tax within nine months without a forced sale of the business, farm or real estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "deathBenefitUsd × 0.40 + min(deathBenefitUsd, projectedEstateTaxUsd) × forcedSaleDiscount",
    variables: ["deathBenefitUsd", "projectedEstateTaxUsd", "forcedSaleDiscount"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "trustSetupUsd + annualPremiumUsd × premiumYears",
    variables: ["trustSetupUsd", "annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Survivorship universal or whole life owned by an ILIT from issue; premiums are lower than single-life coverage because two lives are insured.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "crummey_notices", "insurance_product", "three_year_rule_section_2035"],
  sources: [
    "IRC §2056(a) (unlimited marital deduction defers tax to the second death)",
    "IRC §2042 (insurance in the gross estate)",
    "IRC §2035(a) (three-year rule)",
    "IRC §6075(a), §6151 (return and tax due nine months after death)",
    "IRC §2001(c)",
  ],
  variables: [
    { name: "deathBenefitUsd", unit: "USD", description: "Survivorship death benefit." },
    { name: "projectedEstateTaxUsd", unit: "USD", description: "Estate tax projected at the second death." },
    { name: "forcedSaleDiscount", unit: "ratio", description: "Loss from selling assets quickly to pay the tax." },
    { name: "trustSetupUsd", unit: "USD", description: "ILIT drafting." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
  ],
  defaults(facts, tax) {
    const years = yearsUntil(facts, 90, 5, 45, "second death");
    const projected = netWorthOf(facts) * 1.04 ** years.value;
    const estateTax = Math.round(taxableEstate(projected, facts, tax) * tax.estateTaxRate);
    const benefit = Math.round(clamp(estateTax, 2_000_000, 100_000_000));
    const age = oldestAge(facts) ?? 65;
    const rate = clamp(0.006 + (age - 55) * 0.0006, 0.006, 0.04);
    const illiquid = facts.isIlliquid || facts.hasFarmOrRanch || facts.ownsBusiness;
    return {
      deathBenefitUsd: { value: benefit, assumption: `sized to the projected estate tax (${formatUsd(benefit)})` },
      projectedEstateTaxUsd: {
        value: estateTax,
        assumption: `net worth growing 4% a year for ${years.value} years, less two exclusions, at 40%`,
      },
      forcedSaleDiscount: {
        value: illiquid ? 0.25 : 0.05,
        assumption: illiquid
          ? "25% loss selling a business, farm or real estate within nine months"
          : "5% cost of selling liquid assets at a bad time",
      },
      trustSetupUsd: fixed(7_500, "ILIT drafting, about $7,500"),
      annualPremiumUsd: {
        value: Math.round(benefit * rate),
        assumption: `survivorship premium about ${(rate * 100).toFixed(2)}% of the benefit a year at age ${age}`,
      },
      premiumYears: fixed(10, "10-pay design"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings: (v.deathBenefitUsd ?? 0) * tax.estateTaxRate,
    protection: Math.min(v.deathBenefitUsd ?? 0, v.projectedEstateTaxUsd ?? 0) * (v.forcedSaleDiscount ?? 0),
  }),
  cost: (v) => ({ setup: v.trustSetupUsd ?? 0, annual: v.annualPremiumUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: {
    variable: "forcedSaleDiscount",
    mode: "multiply",
    spread: 0.5,
    description: "Forced-sale loss half / base / 1.5×",
  },
  eligibility: allOf(
    when.married,
    {
      test: (f, t) => netWorthOf(f) >= t.basicExclusionAmount || f.isIlliquid || f.hasFarmOrRanch,
      fits: (f, t) =>
        netWorthOf(f) >= t.basicExclusionAmount
          ? `At ${formatUsd(netWorthOf(f))} the estate is likely to grow past the couple's two exclusions by the second death.`
          : "The estate is illiquid, so even a moderate estate tax could force a sale.",
      fails: (_f, t) =>
        `The estate is below one ${formatUsd(t.basicExclusionAmount)} exclusion and liquid, so second-death tax liquidity is not a pressing need.`,
    },
    is.insurableAge(85),
  ),
  timeline: "2–4 months",
  keyBenefits: [
    "Cash for estate tax exactly when it is due",
    "Lower premium than single-life coverage",
    "Proceeds outside the estate through the ILIT",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "liquidity", "heirs", "farm", "business", "keep"],
  explanation: {
    overview:
      "Married couples usually owe no estate tax at the first death thanks to the marital deduction; the bill comes at the second. A survivorship policy inside an ILIT pays exactly then, so heirs keep the business, farm or property instead of selling it in nine months.",
    keyComponents: [
      "Survivorship policy insuring both spouses",
      "ILIT as applicant, owner and beneficiary",
      "Annual exclusion gifts with Crummey notices",
      "Sizing to the projected second-death estate tax",
    ],
    steps: [
      {
        title: "Project the tax",
        description: "Project the estate at the second death and the tax and liquidity gap.",
        timeline: "Weeks 1–2",
        requirements: ["Balance sheet", "Current wills and trusts"],
      },
      {
        title: "Create the ILIT",
        description: "Draft and sign the ILIT so it applies for the policy (avoiding the three-year rule).",
        timeline: "Weeks 2–5",
        requirements: ["ILIT agreement", "EIN"],
      },
      {
        title: "Underwrite both spouses",
        description:
          "Apply with several carriers; one uninsurable spouse can still be covered in a survivorship design.",
        timeline: "Weeks 4–14",
        requirements: ["Medical records for both spouses"],
      },
      {
        title: "Fund premiums",
        description: "Gift premiums to the trust each year with Crummey notices.",
        timeline: "Annually for the premium period",
        requirements: ["Crummey letters", "Form 709 where gifts exceed exclusions"],
      },
    ],
    prerequisites: [
      "Married couple",
      "Estate tax exposure or an illiquid estate",
      "Insurability of at least one spouse",
    ],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA", "Trustee"],
    secondaryBenefits: ["Equalises inheritances when one child takes the business", "Funds charitable wishes"],
    taxAdvantages: [
      "Death benefit free of income tax",
      "Outside both estates when the ILIT owns it from issue",
      "Premium gifts use annual exclusions",
    ],
    risks: [
      {
        risk: "Law change",
        description: "A higher exclusion could make the coverage larger than needed.",
        mitigation: "Flexible premium design and trust provisions allowing reduction.",
      },
      {
        risk: "Lapse",
        description: "Under-funded universal life can lapse in later years.",
        mitigation: "Guaranteed no-lapse design or conservative funding.",
      },
    ],
    marketRisks: ["Crediting rates on non-guaranteed designs"],
    regulatoryConsiderations: ["Existing policies moved into a trust are in the estate for three years"],
    liquidityConsiderations: "Premium gifts are an annual cash commitment during the premium period.",
    alternatives: [
      {
        strategy: "section-6166-deferral",
        whyNotChosen: "Defers tax on a closely held business but still must be paid, with interest.",
      },
      { strategy: "premium-financing", whyNotChosen: "Avoids using cash for premiums but adds loan risk." },
    ],
    uniqueAdvantages: ["Matches the timing of the tax exactly at low cost"],
    successMetrics: [
      { metric: "Coverage versus projected estate tax", target: "At least 90%", measurementFrequency: "Every 3 years" },
      { metric: "Policy guarantee age", target: "Age 100+ for the younger spouse", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Children understand the plan to keep the family assets"],
    warningSignals: ["Missed Crummey notices", "Lapse warnings", "Divorce"],
    reviewSchedule: "Annual trust administration; coverage review every 3 years or on a law change.",
    exitStrategy:
      "Reduce the face amount, exchange under §1035 into a paid-up policy, or sell the policy in a life settlement if no longer needed.",
  },
};

/** Insurance entries of this folder. */
export const INSURANCE_STRATEGIES: readonly StrategyDefinition[] = [
  longTermCareInsurance,
  premiumFinancing,
  section1035Exchanges,
  privatePlacementLifeInsurance,
  privatePlacementVariableAnnuity,
  splitDollarLifeInsurance,
  survivorshipLifeInsurance,
];
