import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { fixed, netWorthOf } from "./shared.ts";

/** Risk-management strategies: settlements, liability, key person, disability and captive insurance. */

/**
 * Life settlement of an unneeded policy. Minimum net worth 1,000,000 (spec §3 table).
 * Benefit: the offer above cash surrender value, after capital gains tax (Rev. Rul. 2020-5).
 */
export const lifeSettlementValuation: StrategyDefinition = {
  id: "life-settlement-valuation",
  name: "Life Settlement of an Unneeded Policy",
  category: "Risk Management",
  description:
    "Instead of lapsing or surrendering a policy the family no longer needs, the owner sells it to an institutional buyer for more than its cash surrender value. After Rev. Rul. 2020-5 the seller's basis is the premiums paid, the gain up to the cash value is ordinary income and the rest is capital gain.",
  benefitCalculation: {
    type: "flat",
    formula: "(settlementOfferUsd − cashSurrenderValueUsd) × (1 − capitalGainsRate)",
    variables: ["settlementOfferUsd", "cashSurrenderValueUsd", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "brokerFeeUsd", variables: ["brokerFeeUsd"] },
  lifeInsuranceComponent:
    "An existing universal, whole or convertible term policy on an insured generally 65 or older is sold to a licensed provider.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "state_life_settlement_licensing",
    "privacy_of_medical_information",
    "reportable_policy_sale",
  ],
  sources: [
    "Rev. Rul. 2020-5 (modifying Rev. Rul. 2009-13: basis not reduced by cost of insurance)",
    "IRC §1016(a)(1)(B) as amended by Pub. L. 115-97 §13521",
    "IRC §101(a)(3) (reportable policy sale; transfer-for-value rule for the buyer)",
    "IRC §6050Y and Treas. Reg. §1.6050Y-1 (reporting)",
    "NAIC Viatical Settlements Model Act and state life settlement acts",
  ],
  variables: [
    { name: "settlementOfferUsd", unit: "USD", description: "Gross offer from the settlement provider." },
    { name: "cashSurrenderValueUsd", unit: "USD", description: "What the carrier would pay on surrender." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain above the cash value." },
    { name: "brokerFeeUsd", unit: "USD", description: "Settlement broker commission." },
  ],
  defaults(facts, tax) {
    const face = Math.round(clamp(netWorthOf(facts) * 0.2, 500_000, 20_000_000));
    const age = oldestAge(facts) ?? 72;
    const offerShare = age >= 80 ? 0.2 : age >= 75 ? 0.15 : 0.1;
    const rate = capitalGainsRate(facts, tax);
    return {
      settlementOfferUsd: {
        value: Math.round(face * offerShare),
        assumption: `${Math.round(offerShare * 100)}% of a ${formatUsd(face)} face amount at age ${age}`,
      },
      cashSurrenderValueUsd: {
        value: Math.round(face * 0.05),
        assumption: "cash surrender value 5% of the face amount",
      },
      capitalGainsRate: { value: rate, assumption: `capital gains with NIIT at ${(rate * 100).toFixed(1)}%` },
      brokerFeeUsd: { value: Math.round(face * 0.02), assumption: "broker commission about 2% of the face amount" },
    };
  },
  benefit: (v) => ({
    incomeStream:
      Math.max(0, (v.settlementOfferUsd ?? 0) - (v.cashSurrenderValueUsd ?? 0)) * (1 - (v.capitalGainsRate ?? 0)),
  }),
  cost: (v) => ({ setup: v.brokerFeeUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "settlementOfferUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Offer 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasLifeInsurance,
      fits: "The client owns an existing life insurance policy.",
      fails: "The notes mention no existing life insurance policy to sell.",
    },
    {
      test: (f) => (oldestAge(f) ?? 0) >= 65,
      fits: (f) => `At age ${oldestAge(f)} the insured is in the range where buyers make offers above cash value.`,
      fails: "Settlement buyers generally need an insured aged 65 or older; the notes show a younger or unstated age.",
    },
  ),
  timeline: "2–4 months",
  keyBenefits: [
    "Several times the cash surrender value in many cases",
    "Ends premiums on coverage the family no longer needs",
    "Frees capital for retirement or other planning",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["insurance", "premium", "income", "policy", "liquidity"],
  explanation: {
    overview:
      "Policies bought for a need that has passed (a paid-off loan, a sold business, an estate now under the exclusion) are often surrendered for cash value. A life settlement auctions the policy to institutional buyers who may pay much more.",
    keyComponents: [
      "Licensed settlement broker running a competitive auction",
      "Life-expectancy reports from independent underwriters",
      "Tax basis and gain computed under Rev. Rul. 2020-5",
    ],
    steps: [
      {
        title: "Confirm the need has passed",
        description: "Check that no estate, business or family need still requires the coverage.",
        timeline: "Week 1",
        requirements: ["Estate projection", "Family discussion"],
      },
      {
        title: "Gather documents",
        description: "Collect the in-force illustration, premium history and medical records.",
        timeline: "Weeks 1–3",
        requirements: ["In-force illustration", "Medical records release"],
      },
      {
        title: "Auction",
        description: "The broker obtains life-expectancy reports and bids from several providers.",
        timeline: "Weeks 3–10",
        requirements: ["Life-expectancy reports", "Broker agreement"],
      },
      {
        title: "Close and report",
        description: "Sign the purchase agreement, transfer ownership and report the gain.",
        timeline: "Weeks 10–16",
        requirements: ["Change-of-ownership forms", "Form 1099-LS"],
      },
    ],
    prerequisites: ["An in-force policy", "Insured usually 65 or older", "Consent of the insured"],
    professionals: ["Licensed life settlement broker", "CPA", "Estate planning attorney"],
    secondaryBenefits: ["Simplifies the balance sheet", "Proceeds can fund long-term care or gifts"],
    taxAdvantages: ["Basis is the premiums paid (Rev. Rul. 2020-5)", "Gain above cash value is capital gain"],
    risks: [
      {
        risk: "Coverage still needed later",
        description: "A new need could arise after the sale.",
        mitigation: "Retained death benefit option or a partial sale.",
      },
      {
        risk: "Broker conflicts",
        description: "Commissions can consume much of the offer.",
        mitigation: "Require commission disclosure and several competing bids.",
      },
    ],
    marketRisks: ["Offers depend on interest rates and investor demand"],
    regulatoryConsiderations: ["Most states license brokers and providers", "Insured's medical privacy protections"],
    liquidityConsiderations: "Converts an illiquid policy into cash within a few months.",
    alternatives: [
      {
        strategy: "section-1035-exchanges",
        whyNotChosen: "Keeps coverage by exchanging into a better contract when the need remains.",
      },
      {
        strategy: "charitable-wealth-replacement-trust",
        whyNotChosen: "Giving the policy to charity trades cash for a deduction.",
      },
    ],
    uniqueAdvantages: ["Recovers value the carrier's surrender value ignores"],
    successMetrics: [
      { metric: "Net offer versus cash value", target: "At least 2×", measurementFrequency: "At sale" },
      { metric: "Number of competing bids", target: "At least 3", measurementFrequency: "At sale" },
    ],
    qualitativeIndicators: ["The family agrees the coverage is no longer needed"],
    warningSignals: ["Single bidder", "Undisclosed commissions"],
    reviewSchedule: "One-time transaction; revisit any remaining coverage every 3 years.",
    exitStrategy: "Once sold the policy belongs to the buyer; keep or retain a partial death benefit if negotiated.",
  },
};

/**
 * Personal umbrella liability coverage sized to net worth. Minimum net worth 1,000,000 (spec §3).
 * Benefit: the umbrella limit weighted by the chance of a claim above underlying limits.
 */
export const umbrellaLiabilityOptimization: StrategyDefinition = {
  id: "umbrella-liability-optimization",
  name: "Umbrella Liability Coverage Optimisation",
  category: "Risk Management",
  description:
    "Personal excess liability coverage above the home, auto and watercraft policies, sized to net worth and future earnings, with every property, vehicle and driver scheduled and the underlying limits aligned so there are no gaps.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "coverageUsd × claimProbability",
    variables: ["coverageUsd", "claimProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underlying_limits_required", "policy_exclusions"],
  sources: [
    "State insurance codes governing liability policies (e.g. N.Y. Ins. Law §3420)",
    "ISO Personal Umbrella Liability Policy form DL 98 01",
  ],
  variables: [
    { name: "coverageUsd", unit: "USD", description: "Umbrella limit." },
    {
      name: "claimProbability",
      unit: "ratio",
      description: "Chance of a claim above underlying limits over the horizon.",
    },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "years", unit: "years", description: "Years of coverage." },
  ],
  defaults(facts) {
    const coverage = clamp(
      Math.ceil(Math.min(netWorthOf(facts), 20_000_000) / 1_000_000) * 1_000_000,
      1_000_000,
      20_000_000,
    );
    const drivers = [
      facts.hasInvestmentRealEstate,
      (facts.childrenCount ?? 0) > 0,
      netWorthOf(facts) >= 10_000_000,
    ].filter(Boolean).length;
    const probability = Math.min(0.1, 0.04 + 0.02 * drivers);
    return {
      coverageUsd: {
        value: coverage,
        assumption: `limit equal to net worth, rounded up, at most $20 million (${formatUsd(coverage)})`,
      },
      claimProbability: {
        value: probability,
        assumption: `${Math.round(probability * 100)}% chance over 10 years of a claim above underlying limits (${drivers} exposure driver${drivers === 1 ? "" : "s"})`,
      },
      annualPremiumUsd: {
        value: Math.round(400 + (coverage / 1_000_000 - 1) * 275),
        assumption: "about $400 for the first million and $275 for each further million a year",
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
    test: (f) => f.hasInvestmentRealEstate || (f.childrenCount ?? 0) > 0 || netWorthOf(f) >= 5_000_000,
    fits: (f) =>
      f.hasInvestmentRealEstate
        ? "The client owns rental or investment property, a common source of premises-liability suits."
        : (f.childrenCount ?? 0) > 0
          ? "The household has children, and young drivers are the most common source of large auto claims."
          : `At ${formatUsd(netWorthOf(f))} the client is a visible target for suits above standard limits.`,
    fails:
      "The notes show no exposure driver (rental property, young drivers or a high-profile net worth) that calls for more than standard limits.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: [
    "Highest protection per dollar of any strategy",
    "Defence costs often paid in addition to limits",
    "Protects future income as well as assets",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "liability", "risk", "drivers"],
  explanation: {
    overview:
      "Umbrella coverage is the first line of asset protection: a few hundred dollars a million buys limits above home and auto policies that pay the judgements and defence costs which would otherwise reach savings.",
    keyComponents: [
      "Umbrella limit sized to net worth",
      "Underlying auto and home limits required by the umbrella carrier",
      "Every residence, rental, vehicle, watercraft and driver scheduled",
    ],
    steps: [
      {
        title: "Inventory exposures",
        description: "List properties, vehicles, drivers, household staff, board seats and pools or docks.",
        timeline: "Week 1",
        requirements: ["Current declarations pages"],
      },
      {
        title: "Align underlying policies",
        description: "Raise underlying limits to the umbrella's requirements, ideally with one carrier.",
        timeline: "Weeks 1–3",
        requirements: ["Home, auto and watercraft quotes"],
      },
      {
        title: "Bind the umbrella",
        description: "Bind the chosen limit, adding uninsured-motorist and director liability coverage where offered.",
        timeline: "Weeks 2–4",
        requirements: ["Application", "Driver records"],
      },
    ],
    prerequisites: ["Underlying home and auto policies"],
    professionals: ["Property and casualty broker specialising in high-net-worth clients"],
    secondaryBenefits: ["Defence costs", "Coverage for libel, slander and volunteer board service in many forms"],
    taxAdvantages: ["None; premiums for personal coverage are not deductible"],
    risks: [
      {
        risk: "Coverage gaps",
        description: "Unscheduled properties, LLC-owned rentals or business activities may be excluded.",
        mitigation: "Schedule everything; add the LLCs as insureds or buy commercial umbrella coverage.",
      },
      {
        risk: "Professional liability excluded",
        description: "Personal umbrellas exclude professional services.",
        mitigation: "Separate malpractice coverage and practice structuring.",
      },
    ],
    marketRisks: ["Rising jury awards push adequate limits up over time"],
    regulatoryConsiderations: ["Exclusions and definitions vary by carrier and state"],
    liquidityConsiderations: "A small annual premium.",
    alternatives: [
      {
        strategy: "tenancy-by-entirety",
        whyNotChosen: "Shields assets from one spouse's creditors but pays no claims.",
      },
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "For exposures insurance cannot cover, at higher cost.",
      },
    ],
    uniqueAdvantages: ["Pays the claim and the lawyers, rather than only resisting collection"],
    successMetrics: [
      {
        metric: "Umbrella limit versus net worth",
        target: "At least 100% up to available limits",
        measurementFrequency: "Annually",
      },
      { metric: "Unscheduled exposures", target: "None", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Family members know to report incidents promptly"],
    warningSignals: ["New property or driver not added", "Underlying limit reduced at renewal"],
    reviewSchedule: "Annual renewal review and after any new property, vehicle or driver.",
    exitStrategy: "Adjust limits at renewal; coverage can be cancelled at any time.",
  },
};

/**
 * Key person life insurance owned by the client's business. Minimum net worth 2,000,000.
 * Benefit: the coverage weighted by the chance of the insured's death during the term.
 */
export const keyPersonInsurance: StrategyDefinition = {
  id: "key-person-insurance",
  name: "Key Person Life Insurance",
  category: "Risk Management",
  description:
    "The business owns and is beneficiary of a policy on the owner or a key employee, so the company receives cash to replace lost profits, reassure lenders, recruit a successor or buy out the family if that person dies. §101(j) notice and consent must be obtained before issue for the proceeds to be tax-free.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "coverageUsd × lossProbability",
    variables: ["coverageUsd", "lossProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "Term or permanent life insurance owned by and payable to the business.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["employer_owned_life_insurance", "notice_and_consent_required", "form_8925"],
  sources: [
    "IRC §101(j) (employer-owned life insurance: notice, consent and exceptions)",
    "IRC §6039I and Form 8925 (annual reporting)",
    "IRC §264(a)(1) (premiums not deductible)",
    "IRC §101(a)(1)",
    "Connelly v. United States, 602 U.S. 257 (2024) (company-owned proceeds raise the share value)",
  ],
  variables: [
    { name: "coverageUsd", unit: "USD", description: "Death benefit payable to the business." },
    { name: "lossProbability", unit: "ratio", description: "Chance of the insured's death during the term." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "years", unit: "years", description: "Term of coverage." },
  ],
  defaults(facts) {
    const age = facts.primaryAge ?? 55;
    const base =
      facts.businessValueUsd !== null ? facts.businessValueUsd * 0.5 : (facts.annualIncomeUsd ?? 300_000) * 5;
    const coverage = Math.round(clamp(base, 500_000, 20_000_000));
    const probability = clamp(0.02 + (age - 35) * 0.004, 0.02, 0.25);
    const rate = clamp(0.0004 + (age - 35) * 0.00006, 0.0004, 0.006);
    const years = clamp(70 - age, 5, 20);
    return {
      coverageUsd: {
        value: coverage,
        assumption:
          facts.businessValueUsd !== null
            ? `half the business value (${formatUsd(coverage)})`
            : `five times the owner's income (${formatUsd(coverage)})`,
      },
      lossProbability: {
        value: probability,
        assumption: `about ${(probability * 100).toFixed(1)}% chance of death during the term from age ${age} (standard mortality)`,
      },
      annualPremiumUsd: {
        value: Math.round(coverage * rate),
        assumption: `level term premium about ${(rate * 100).toFixed(3)}% of the coverage a year at age ${age}`,
      },
      years: fixed(years, `${years}-year term, to about age 70`),
    };
  },
  benefit: (v) => ({ protection: (v.coverageUsd ?? 0) * (v.lossProbability ?? 0) }),
  cost: (v) => ({ setup: 0, annual: v.annualPremiumUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "coverageUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Coverage 40% lower / base / 40% higher",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => (f.primaryAge ?? 55) < 70,
    fits: "The owner is of working age and central to the business.",
    fails: "At 70 or older the owner is usually transitioning out, and coverage is expensive.",
  }),
  timeline: "1–3 months",
  keyBenefits: [
    "Cash to the business exactly when its key person is lost",
    "Supports loans and succession",
    "Tax-free proceeds with proper notice and consent",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "succession", "partner", "protect", "employees"],
  explanation: {
    overview:
      "A closely held business often depends on one person. Key person coverage gives the company cash to survive the loss: replacing profits while a successor is found, repaying debt, or funding a buyout of the family's shares.",
    keyComponents: [
      "Business as owner and beneficiary",
      "Written notice and consent signed before issue (§101(j)(4))",
      "Coverage sized to lost profits or replacement cost",
      "Annual Form 8925 filing",
    ],
    steps: [
      {
        title: "Quantify the loss",
        description: "Estimate profits at risk, replacement cost and debt covenants tied to the person.",
        timeline: "Weeks 1–2",
        requirements: ["Financial statements", "Loan agreements"],
      },
      {
        title: "Notice and consent",
        description: "The insured signs the §101(j) notice and consent before the policy is issued.",
        timeline: "Before application",
        requirements: ["Signed consent form"],
      },
      {
        title: "Underwrite and issue",
        description: "Apply with the business as owner and beneficiary; choose term or permanent coverage.",
        timeline: "Weeks 2–10",
        requirements: ["Application", "Medical underwriting"],
      },
      {
        title: "Report and coordinate",
        description: "File Form 8925 each year and align with the buy-sell agreement.",
        timeline: "Annually",
        requirements: ["Form 8925", "Buy-sell agreement review"],
      },
    ],
    prerequisites: ["An operating business", "Insurable key person"],
    professionals: ["Insurance adviser", "CPA", "Business attorney"],
    secondaryBenefits: [
      "Improves lender and investor confidence",
      "Permanent policies build cash value on the balance sheet",
    ],
    taxAdvantages: ["Proceeds tax-free when §101(j) is met"],
    risks: [
      {
        risk: "Missing notice and consent",
        description: "Proceeds above premiums paid become taxable income.",
        mitigation: "Signed consent before issue; annual Form 8925.",
      },
      {
        risk: "Estate value increase",
        description: "After Connelly, company-owned proceeds raise the value of the deceased owner's shares.",
        mitigation: "Use cross-purchase or trusteed buy-sell structures for buyout funding.",
      },
    ],
    marketRisks: ["Level term premiums are fixed; permanent designs depend on crediting rates"],
    regulatoryConsiderations: [
      "Premiums are not deductible (§264)",
      "Corporate AMT on financial statement income for large C corporations",
    ],
    liquidityConsiderations: "Premiums are a business expense paid from cash flow.",
    alternatives: [
      {
        strategy: "buy-sell-agreement-funding",
        whyNotChosen: "Funds a share purchase rather than the company's own loss.",
      },
      {
        strategy: "disability-income-insurance",
        whyNotChosen: "Covers the owner's disability, not the business's loss.",
      },
    ],
    uniqueAdvantages: ["Protects the business itself, not just the family"],
    successMetrics: [
      {
        metric: "Coverage versus profits at risk",
        target: "At least 2 years of profits",
        measurementFrequency: "Every 2 years",
      },
      { metric: "Form 8925 filed", target: "Every year", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["A successor plan exists alongside the coverage"],
    warningSignals: ["Business growth without coverage review", "Key person leaves without policy transfer"],
    reviewSchedule: "Every 2 years or on a change in the business.",
    exitStrategy:
      "Let term lapse, transfer the policy to the insured on retirement (watch transfer-for-value), or convert to permanent.",
  },
};

/**
 * Individual disability income insurance. Minimum net worth 1,000,000.
 * Benefit: expected benefits if disabled, monthly × 12 × benefit years × probability.
 */
export const disabilityIncomeInsurance: StrategyDefinition = {
  id: "disability-income-insurance",
  name: "Own-Occupation Disability Income Insurance",
  category: "Risk Management",
  description:
    "An individual, non-cancellable own-occupation disability policy replaces about 60% of earned income if illness or injury stops the client practising their occupation. Paid with after-tax dollars, the benefits are tax-free under §104(a)(3).",
  benefitCalculation: {
    type: "asset_protection",
    formula: "monthlyBenefitUsd × 12 × benefitYears × disabilityProbability",
    variables: ["monthlyBenefitUsd", "benefitYears", "disabilityProbability"],
  },
  costCalculation: { type: "annual", formula: "annualPremiumUsd × years", variables: ["annualPremiumUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "benefit_offsets"],
  sources: [
    "IRC §104(a)(3) (benefits from personally paid policies are tax-free)",
    "IRC §105(a), §106 (employer-paid benefits are taxable)",
    "NAIC Uniform Individual Accident and Sickness Policy Provision Law",
  ],
  variables: [
    { name: "monthlyBenefitUsd", unit: "USD", description: "Monthly benefit." },
    { name: "benefitYears", unit: "years", description: "Expected years of benefits if disabled." },
    { name: "disabilityProbability", unit: "ratio", description: "Chance of a long disability before retirement." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium a year." },
    { name: "years", unit: "years", description: "Years until retirement (premium years)." },
  ],
  defaults(facts) {
    const income = facts.annualIncomeUsd ?? 300_000;
    const monthly = Math.round(clamp((income * 0.6) / 12, 2_000, 30_000));
    const age = facts.primaryAge ?? 45;
    const retire = facts.plannedRetirementAge ?? 65;
    const years = clamp(retire - age, 1, 35);
    const probability = clamp(0.25 - (age - 30) * 0.006, 0.08, 0.25);
    return {
      monthlyBenefitUsd: {
        value: monthly,
        assumption: `60% of ${formatUsd(income)} income a month, within carrier issue limits (${formatUsd(monthly)})`,
      },
      benefitYears: {
        value: years / 2,
        assumption: `half the ${years} years to retirement at age ${retire}, the average remaining term of a long claim`,
      },
      disabilityProbability: {
        value: probability,
        assumption: `${Math.round(probability * 100)}% chance of a disability lasting beyond 90 days before retirement, from age ${age}`,
      },
      annualPremiumUsd: {
        value: Math.round(monthly * 12 * 0.04),
        assumption: "premium about 4% of the annual benefit (own-occupation, non-cancellable)",
      },
      years: fixed(years, `${years} years of premiums until retirement`),
    };
  },
  benefit: (v) => ({
    protection: (v.monthlyBenefitUsd ?? 0) * 12 * (v.benefitYears ?? 0) * (v.disabilityProbability ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.annualPremiumUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "disabilityProbability",
    mode: "multiply",
    spread: 0.4,
    description: "Disability chance 40% lower / base / 40% higher",
  },
  eligibility: allOf(when.ageBelow(60, "disability coverage protects working years"), when.highIncome(150_000)),
  timeline: "1–2 months",
  keyBenefits: [
    "Protects the income that funds savings and lifestyle",
    "Tax-free benefits when paid personally",
    "Own-occupation definition protects specialists",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["income", "protect", "practice", "career", "family"],
  explanation: {
    overview:
      "For a professional still building wealth, future earnings are the largest asset. Individual disability insurance with an own-occupation definition keeps that income flowing if the client cannot practise, without drawing down savings.",
    keyComponents: [
      "Own-occupation definition of disability",
      "Non-cancellable, guaranteed-renewable contract",
      "Residual (partial) disability and cost-of-living riders",
      "Benefit to age 65 or 67",
    ],
    steps: [
      {
        title: "Inventory coverage",
        description: "Review group long-term disability, association plans and existing individual policies.",
        timeline: "Week 1",
        requirements: ["Group plan summary", "Existing policies"],
      },
      {
        title: "Design",
        description: "Choose benefit, waiting period, benefit period and riders; consider future-increase options.",
        timeline: "Weeks 1–2",
        requirements: ["Income documentation (tax returns)"],
      },
      {
        title: "Underwrite and issue",
        description: "Complete medical and financial underwriting; accept the policy.",
        timeline: "Weeks 2–8",
        requirements: ["Application", "Medical exam", "Tax returns"],
      },
    ],
    prerequisites: ["Earned income", "Good health", "Under about 60"],
    professionals: ["Disability insurance specialist", "Financial adviser"],
    secondaryBenefits: ["Retirement-protection riders keep saving during a disability"],
    taxAdvantages: ["Benefits tax-free when premiums are paid with after-tax dollars (§104(a)(3))"],
    risks: [
      {
        risk: "Group offsets",
        description: "Group policies reduce benefits by other coverage and are taxable if employer-paid.",
        mitigation: "Individual policy as the base; pay group premiums after-tax if allowed.",
      },
      {
        risk: "Exclusions at issue",
        description: "Pre-existing conditions may be excluded.",
        mitigation: "Apply while healthy; shop carriers.",
      },
    ],
    marketRisks: ["Inflation erodes a level benefit", "Carrier claims practices"],
    regulatoryConsiderations: ["Definitions of disability vary by state filing"],
    liquidityConsiderations: "A steady annual premium until retirement.",
    alternatives: [
      { strategy: "key-person-insurance", whyNotChosen: "Protects the business, not the individual's income." },
      { strategy: "umbrella-liability-optimization", whyNotChosen: "Covers liability claims, not lost earnings." },
    ],
    uniqueAdvantages: ["Insures the asset that builds every other asset: earned income"],
    successMetrics: [
      { metric: "Income replaced", target: "60% of earned income", measurementFrequency: "Every 2 years" },
      { metric: "Benefit period", target: "To age 65 or later", measurementFrequency: "At issue" },
    ],
    qualitativeIndicators: ["Client would not need to sell investments if unable to work"],
    warningSignals: ["Income growth without benefit increases", "Lapse warnings"],
    reviewSchedule: "Every 2 years and after income changes.",
    exitStrategy: "Drop coverage at retirement or once investments can replace earned income.",
  },
};

/**
 * Captive insurance company electing §831(b). Minimum net worth 10,000,000.
 * Benefit: underwriting profit converted from ordinary to capital gains rates, within the
 * §831(b)(2)(A) premium limit.
 */
export const captiveInsuranceCompany: StrategyDefinition = {
  id: "captive-insurance-831b",
  name: "Captive Insurance Company (§831(b) Micro-Captive)",
  category: "Risk Management",
  description:
    "The owner forms a licensed insurance company that insures the operating business's real but commercially uninsured risks (deductibles, cyber, regulatory, supply chain). The business deducts arm's-length premiums; the captive, electing §831(b), is taxed only on investment income, and profits from favourable claims experience later return to the owners at capital gains rates.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "min(annualPremiumUsd, §831(b) premium limit) × (1 − expectedLossRatio) × (marginalRate − capitalGainsRate) × years",
    variables: ["annualPremiumUsd", "expectedLossRatio", "marginalRate", "capitalGainsRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd × years",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "listed_transaction_risk",
    "form_8886_disclosure",
    "insurance_regulatory_licensing",
    "irs_enforcement_priority",
    "risk_distribution_required",
  ],
  sources: [
    "IRC §831(b) (alternative tax for small insurance companies; diversification under §831(b)(2)(B))",
    "IRC §162(a) (premiums deductible when they are insurance)",
    "Treas. Reg. §1.6011-10 and §1.6011-11 (T.D. 10029, 2025: micro-captive listed transactions and transactions of interest)",
    "Avrahami v. Commissioner, 149 T.C. 144 (2017)",
    "Reserve Mechanical Corp. v. Commissioner, 34 F.4th 881 (10th Cir. 2022)",
  ],
  variables: [
    { name: "annualPremiumUsd", unit: "USD", description: "Premium paid by the business to the captive a year." },
    { name: "expectedLossRatio", unit: "ratio", description: "Share of premium expected to be paid out in claims." },
    { name: "marginalRate", unit: "rate", description: "Owner's marginal rate on the deduction." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on captive profits when distributed or liquidated." },
    { name: "years", unit: "years", description: "Years the captive operates." },
    {
      name: "setupCostUsd",
      unit: "USD",
      description: "Feasibility study, actuarial work, licensing and capital costs.",
    },
    {
      name: "annualOperatingCostUsd",
      unit: "USD",
      description: "Management, actuary, audit and regulatory fees a year.",
    },
  ],
  defaults(facts, tax) {
    const base =
      facts.businessValueUsd !== null ? facts.businessValueUsd * 0.05 : (facts.annualIncomeUsd ?? 1_000_000) * 0.3;
    const premium = Math.round(clamp(base, 250_000, tax.smallInsuranceCompanyPremiumLimit));
    const marginal = marginalOrdinaryRate(facts, tax);
    const gains = capitalGainsRate(facts, tax);
    return {
      annualPremiumUsd: {
        value: premium,
        assumption: `actuarially priced premium for uninsured risks, about ${facts.businessValueUsd !== null ? "5% of business value" : "30% of income"} (${formatUsd(premium)}), within the §831(b) limit`,
      },
      expectedLossRatio: fixed(0.4, "40% of premium paid in claims (a genuine captive pays real claims)"),
      marginalRate: { value: marginal, assumption: `owner's marginal rate ${Math.round(marginal * 100)}%` },
      capitalGainsRate: { value: gains, assumption: `profits distributed at ${(gains * 100).toFixed(1)}% with NIIT` },
      years: fixed(10, "10 years of operation"),
      setupCostUsd: fixed(60_000, "feasibility study, actuarial, licensing and formation, about $60,000"),
      annualOperatingCostUsd: fixed(
        50_000,
        "captive manager, actuary, audit and regulatory fees, about $50,000 a year",
      ),
    };
  },
  benefit: (v, tax) => ({
    taxSavings:
      Math.min(v.annualPremiumUsd ?? 0, tax.smallInsuranceCompanyPremiumLimit) *
      Math.max(0, 1 - (v.expectedLossRatio ?? 0)) *
      Math.max(0, (v.marginalRate ?? 0) - (v.capitalGainsRate ?? 0)) *
      (v.years ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualOperatingCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "expectedLossRatio",
    mode: "add",
    spread: 0.2,
    description: "Claims 20% / 40% / 60% of premium",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => (f.businessValueUsd ?? 0) >= 10_000_000 || (f.annualIncomeUsd ?? 0) >= 2_000_000,
    fits: "The business is large enough to have significant uninsured risks and to carry a captive's fixed costs.",
    fails:
      "A captive needs a business worth about $10,000,000 or more (or $2,000,000 of income) to carry real risks and a captive's fixed costs; the notes do not show that.",
  }),
  timeline: "4–6 months",
  keyBenefits: [
    "Insures risks the commercial market will not cover or prices badly",
    "Underwriting profit accumulates under §831(b)",
    "Builds a risk-management reserve outside the operating company",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "risk", "insurance", "tax", "protect"],
  explanation: {
    overview:
      "A captive lets a profitable business self-insure formally: it pays arm's-length premiums for real risks to its own insurer. Done properly it improves risk management and, under §831(b), defers and re-characterises underwriting profit; done as a tax shelter it is an IRS listed transaction.",
    keyComponents: [
      "Licensed insurer in a captive domicile (e.g. Delaware, Utah, Tennessee)",
      "Actuarially priced policies for real, uninsured risks",
      "Risk distribution through a pool or many insureds",
      "§831(b) election and the diversification test",
    ],
    steps: [
      {
        title: "Feasibility study",
        description: "Independent actuary identifies uninsured risks and prices them.",
        timeline: "Months 1–2",
        requirements: ["Loss history", "Current insurance program"],
      },
      {
        title: "Form and license",
        description: "Capitalise and license the captive; elect §831(b).",
        timeline: "Months 2–4",
        requirements: ["Business plan", "Regulatory filing", "Minimum capital"],
      },
      {
        title: "Write policies",
        description: "Issue policies to the operating business and join a risk pool for distribution.",
        timeline: "Months 4–6",
        requirements: ["Policy forms", "Reinsurance or pooling agreement"],
      },
      {
        title: "Operate and disclose",
        description: "Pay real claims, invest reserves conservatively, file Form 8886 if within the regulations.",
        timeline: "Annually",
        requirements: ["Audited statements", "Form 8886 where required"],
      },
    ],
    prerequisites: ["A profitable operating business", "Genuine uninsured risks", "Tolerance for IRS scrutiny"],
    professionals: ["Independent captive manager", "Actuary", "Tax attorney", "CPA", "Auditor"],
    secondaryBenefits: ["Access to reinsurance markets", "Reserves protected from the operating company's creditors"],
    taxAdvantages: [
      "Premiums deductible to the business if the arrangement is insurance",
      "Captive taxed only on investment income under §831(b)",
    ],
    risks: [
      {
        risk: "Recharacterisation",
        description:
          "Courts have disallowed deductions where premiums were not arm's-length or risk was not distributed.",
        mitigation: "Independent actuarial pricing, real claims, genuine risk distribution.",
      },
      {
        risk: "Listed transaction",
        description: "Low loss ratios with related-party financing trigger disclosure and penalties.",
        mitigation:
          "Avoid loans or financing back to the owners, keep the loss ratio above 30% (60% avoids transaction-of-interest reporting), and file Form 8886 where required.",
      },
    ],
    marketRisks: ["Claims can exceed reserves", "Investment returns on reserves"],
    regulatoryConsiderations: [
      "Micro-captives are an IRS enforcement priority",
      "Domicile capital and solvency requirements",
    ],
    liquidityConsiderations: "Reserves must stay in the captive to pay claims; distributions come only from surplus.",
    alternatives: [
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Commercial coverage transfers insurable risks more simply.",
      },
      { strategy: "key-person-insurance", whyNotChosen: "Covers one specific risk rather than a program." },
    ],
    uniqueAdvantages: ["Coverage for risks with no commercial market, on the owner's terms"],
    successMetrics: [
      {
        metric: "Loss ratio",
        target: "Consistent with actuarial pricing (above 30%)",
        measurementFrequency: "Annually",
      },
      { metric: "Regulatory and tax filings", target: "All filed on time", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["The business files claims with the captive like any insurer"],
    warningSignals: [
      "No claims for several years",
      "Premiums set by tax savings rather than risk",
      "Loans back to owners",
    ],
    reviewSchedule: "Annual actuarial review and audit.",
    exitStrategy:
      "Stop writing policies, run off existing claims, and liquidate the captive, distributing surplus as capital gain.",
  },
};

/** Risk-management entries of this folder. */
export const RISK_STRATEGIES: readonly StrategyDefinition[] = [
  lifeSettlementValuation,
  umbrellaLiabilityOptimization,
  keyPersonInsurance,
  disabilityIncomeInsurance,
  captiveInsuranceCompany,
];
