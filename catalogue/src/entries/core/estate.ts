import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { appreciation, clamp, gratRemainder, zeroedOutAnnuityPayment } from "../../formulas/finance.ts";
import { isMarried, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor, shareOfNetWorth, yearsToEstate } from "./helpers.ts";

/**
 * Estate, gift and GST transfer strategies. Estate tax saved is valued at the top rate of IRC
 * §2001(c) (`tax.estateTaxRate`, 0.40).
 */

export const grantorRetainedAnnuityTrust: StrategyDefinition = {
  id: "grantor-retained-annuity-trust",
  name: "Zeroed-Out Grantor Retained Annuity Trust (GRAT)",
  category: "Advanced Wealth Transfer",
  description:
    "The grantor transfers appreciating assets to a trust that pays them back as an annuity for a term of years; the annuity is set so the taxable gift is about zero at the §7520 rate, and growth above that rate passes to the family free of gift tax.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "remainder(fundingUsd grown at growthRate, less annual payments of fundingUsd ÷ annuityFactor(section7520Rate, termYears), over termYears) × 0.40",
    variables: ["fundingUsd", "growthRate", "termYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "Term insurance on the grantor for the GRAT term covers the risk of death before it ends.",
  annuityComponent: "The grantor keeps a fixed annuity for the term, sized from the §7520 rate.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "mortality_risk",
    "section_7520_rate_dependency",
  ],
  sources: [
    "IRC §2702(b)",
    "Treas. Reg. §25.2702-3",
    "IRC §7520",
    "Walton v. Commissioner, 115 T.C. 589 (2000)",
    "IRC §2001(c)",
  ],
  variables: [
    { name: "fundingUsd", unit: "USD", description: "Assets transferred to the GRAT." },
    { name: "growthRate", unit: "rate", description: "Annual total return of the assets." },
    { name: "termYears", unit: "years", description: "Annuity term." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, valuation and Form 709." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Annual trust accounting and annuity payments." },
  ],
  defaults(facts, tax) {
    const concentrated = facts.businessValueUsd ?? facts.taxableInvestmentsUsd ?? (facts.netWorthUsd ?? 0) * 0.25;
    const funding = Math.round(clamp(concentrated * 0.5, 250_000, tax.basicExclusionAmount));
    return {
      fundingUsd: {
        value: funding,
        assumption: `half of the concentrated or business holdings (${formatUsd(funding)})`,
      },
      growthRate: facts.expectsLiquidityEvent
        ? fixed(0.12, "growth 12% a year (pre-liquidity-event appreciation)")
        : growthFor(facts),
      termYears: fixed(2, "a 2-year term, rolled into new GRATs"),
      setupCostUsd: fixed(10_000, "drafting and Form 709, about $10,000"),
      annualAdministrationUsd: fixed(2_500, "annual administration, about $2,500"),
    };
  },
  benefit: (v, tax) => {
    const funding = v.fundingUsd ?? 0;
    const years = v.termYears ?? 2;
    const payment = zeroedOutAnnuityPayment(funding, tax.section7520Rate, years);
    return { estateTaxSavings: gratRemainder(funding, v.growthRate ?? 0, years, payment) * tax.estateTaxRate };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.termYears ?? 2 }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.04,
    description: "Growth 4 points below / at / above the base case",
  },
  eligibility: allOf(when.taxableEstate, {
    test: (f) =>
      f.expectsLiquidityEvent ||
      f.hasConcentratedStock ||
      f.ownsBusiness ||
      (f.taxableInvestmentsUsd ?? 0) >= 1_000_000,
    fits: "The client holds assets expected to appreciate faster than the §7520 rate.",
    fails: "The notes show no concentrated, business or investment assets likely to outgrow the §7520 rate.",
  }),
  timeline: "1–2 months to fund; 2-year term",
  keyBenefits: [
    "Moves growth above the §7520 rate to heirs gift-tax free",
    "Uses almost none of the applicable exclusion amount",
    "Low downside: if assets underperform, they simply return",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["appreciation", "estate", "ipo", "heirs", "children"],
  explanation: explain({
    overview:
      "A GRAT freezes the value of fast-growing assets for estate purposes: the grantor keeps an annuity worth what was contributed (at the IRS §7520 rate) and only the excess growth passes to the remainder beneficiaries.",
    keyComponents: [
      "Irrevocable trust with a fixed term",
      "Annuity to the grantor sized to zero out the gift",
      "Remainder to children or a trust for them",
      "Grantor-trust status for income tax",
    ],
    steps: [
      {
        title: "Select assets",
        description: "Pick assets with the highest expected growth, such as pre-IPO shares.",
        timeline: "Weeks 1–2",
        requirements: ["Valuation of the assets"],
      },
      {
        title: "Draft and fund",
        description: "Sign the trust and transfer the assets at appraised value.",
        timeline: "Weeks 2–6",
        requirements: ["Trust agreement", "Qualified appraisal"],
      },
      {
        title: "Pay annuities",
        description: "Pay the annuity each year in cash or in kind.",
        timeline: "Each anniversary",
        requirements: ["Annuity calculations"],
      },
      {
        title: "Report and roll",
        description: "File Form 709 and roll returned assets into a new GRAT.",
        timeline: "Annually",
        requirements: ["Form 709"],
      },
    ],
    prerequisites: [
      "Assets that can be valued and are expected to grow",
      "Cash flow from outside the GRAT is not required",
    ],
    professionals: ["Estate planning attorney", "Valuation expert", "CPA"],
    secondaryBenefits: ["Repeatable in short rolling terms", "Grantor pays the trust's income tax"],
    taxAdvantages: ["Near-zero taxable gift", "Growth above the §7520 rate escapes estate tax"],
    risks: [
      {
        risk: "Death during the term",
        description: "The assets return to the estate.",
        mitigation: "Short terms and term life insurance.",
      },
      {
        risk: "Underperformance",
        description: "No wealth moves if growth is below the §7520 rate.",
        mitigation: "Rolling 2-year GRATs; little is lost.",
      },
    ],
    regulatoryConsiderations: [
      "Proposals to require 10-year minimum terms have recurred; current law allows 2-year terms",
    ],
    liquidityConsiderations:
      "Annuities can be paid in kind, so the GRAT needs no cash; the grantor keeps the annuity stream.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Needs seed gifts and a note, and carries more valuation risk.",
      },
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Uses exclusion up front rather than only shifting excess growth.",
      },
    ],
    uniqueAdvantages: ["Shifts growth with almost no exclusion used and little downside"],
    successMetrics: [
      {
        metric: "Remainder passing to heirs",
        target: "Above zero at each term's end",
        measurementFrequency: "Each term",
      },
      { metric: "Return versus §7520 rate", target: "Exceeds the rate", measurementFrequency: "Annually" },
    ],
    reviewSchedule: "At each annuity date and before each new GRAT.",
    exitStrategy:
      "At term end the remainder passes to the beneficiaries; the grantor can swap assets under a substitution power.",
  }),
};

export const intentionallyDefectiveGrantorTrustSale: StrategyDefinition = {
  id: "intentionally-defective-grantor-trust-sale",
  name: "Installment Sale to an Intentionally Defective Grantor Trust",
  category: "Advanced Wealth Transfer",
  description:
    "After a seed gift of about 10%, the client sells appreciating assets to a grantor trust for a note at the applicable federal rate. No gain is recognised on the sale, and growth above the note's interest leaves the estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(saleValueUsd × ((1 + growthRate)^years − 1) − saleValueUsd × ((1 + noteRate)^years − 1)) × 0.40",
    variables: ["saleValueUsd", "growthRate", "noteRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "valuation_risk",
    "grantor_trust_income_tax",
    "gift_tax_return_required",
  ],
  sources: ["Rev. Rul. 85-13", "IRC §§671–677", "IRC §1274(d) (applicable federal rate)", "IRC §2001(c)"],
  variables: [
    { name: "saleValueUsd", unit: "USD", description: "Value of the assets sold to the trust." },
    { name: "growthRate", unit: "rate", description: "Annual growth of the assets." },
    { name: "noteRate", unit: "rate", description: "Interest on the promissory note (mid-term AFR)." },
    { name: "years", unit: "years", description: "Years until the estate is taxed." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, appraisal and Form 709 for the seed gift." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Trust accounting and note administration." },
  ],
  defaults(facts, tax) {
    const sale = Math.round(
      clamp((facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.3) * 0.6, 0, tax.basicExclusionAmount * 3),
    );
    return {
      saleValueUsd: {
        value: sale,
        assumption: `60% of the business or 30% of net worth sold to the trust (${formatUsd(sale)})`,
      },
      growthRate: growthFor(facts),
      noteRate: fixed(
        Math.round((tax.section7520Rate / 1.2) * 1000) / 1000,
        "mid-term AFR, about the §7520 rate ÷ 1.2",
      ),
      years: yearsToEstate(facts),
      setupCostUsd: fixed(35_000, "attorney, appraisal and Form 709, about $35,000"),
      annualAdministrationUsd: fixed(4_000, "trust return and note administration, about $4,000 a year"),
    };
  },
  benefit: (v, tax) => {
    const sale = v.saleValueUsd ?? 0;
    const n = v.years ?? 0;
    const excess = appreciation(sale, v.growthRate ?? 0, n) - appreciation(sale, v.noteRate ?? 0, n);
    return { estateTaxSavings: Math.max(0, excess) * tax.estateTaxRate };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points below / at / above the base case",
  },
  eligibility: allOf(when.taxableEstate, when.hasDescendants, {
    test: (f) => f.ownsBusiness || f.hasConcentratedStock || f.hasInvestmentRealEstate,
    fits: "The client owns a business, concentrated stock or real estate that can be sold to the trust at a discount.",
    fails: "The notes show no business, concentrated stock or real estate to sell to a trust.",
  }),
  timeline: "3–4 months",
  keyBenefits: [
    "Freezes the estate value of the assets sold at today's value",
    "No capital gain on the sale to a grantor trust",
    "Leverages far more than the exclusion used for the seed gift",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "business", "succession", "appreciation", "heirs"],
  explanation: explain({
    overview:
      "The sale freezes the value of a growing asset in the estate at the note's face amount; everything the asset earns above the AFR accrues to the trust for the family, and the grantor's payment of the trust's income tax moves still more wealth.",
    keyComponents: [
      "Grantor trust seeded with about 10% of the sale price",
      "Installment note at the AFR",
      "Often discounted non-voting interests",
    ],
    steps: [
      {
        title: "Seed gift",
        description: "Gift about 10% of the sale value to the new trust.",
        timeline: "Month 1",
        requirements: ["Trust agreement", "Form 709"],
      },
      {
        title: "Appraise and sell",
        description: "Appraise the interests and sell them for a note at the AFR.",
        timeline: "Months 1–3",
        requirements: ["Qualified appraisal", "Promissory note"],
      },
      {
        title: "Service the note",
        description: "The trust pays interest (and principal) from the asset's cash flow.",
        timeline: "Annually",
        requirements: ["Payment records"],
      },
    ],
    prerequisites: ["An asset with cash flow to service the note", "Exclusion available for the seed gift"],
    professionals: ["Estate planning attorney", "Business appraiser", "CPA"],
    secondaryBenefits: ["Trust assets protected from beneficiaries' creditors"],
    taxAdvantages: ["No gain on the sale (Rev. Rul. 85-13)", "Grantor's income tax payments are tax-free transfers"],
    risks: [
      {
        risk: "Valuation challenge",
        description: "The IRS may argue the assets were worth more.",
        mitigation: "Qualified appraisal and a defined-value clause.",
      },
      {
        risk: "Note inclusion",
        description: "An unpaid note stays in the estate.",
        mitigation: "Pay the note down during life.",
      },
    ],
    regulatoryConsiderations: ["Grantor trust rules are a recurring target of reform proposals"],
    liquidityConsiderations:
      "The asset's cash flow must cover the note payments; otherwise payments in kind erode the benefit.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Safer but cannot use generation-skipping exemption efficiently.",
      },
      { strategy: "family-limited-partnership", whyNotChosen: "Provides the discount but not the freeze on its own." },
    ],
    uniqueAdvantages: ["GST exemption can be allocated to the seed gift, making the trust dynastic"],
    successMetrics: [
      { metric: "Trust equity above the note", target: "Growing each year", measurementFrequency: "Annually" },
      { metric: "Note payments", target: "Made on schedule", measurementFrequency: "Annually" },
    ],
    reviewSchedule: "Annual note and valuation review.",
    exitStrategy: "Repay the note; the grantor can reacquire assets under a substitution power for a basis step-up.",
  }),
};

export const irrevocableLifeInsuranceTrust: StrategyDefinition = {
  id: "irrevocable-life-insurance-trust",
  name: "Irrevocable Life Insurance Trust (ILIT)",
  category: "Estate Planning",
  description:
    "A trust owns the life insurance policy so the death benefit is outside the taxable estate; annual exclusion gifts fund the premiums and the proceeds give heirs liquidity to pay estate tax.",
  benefitCalculation: { type: "asset_protection", formula: "deathBenefitUsd × 0.40", variables: ["deathBenefitUsd"] },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd × premiumYears + trustSetupUsd",
    variables: ["annualPremiumUsd", "premiumYears", "trustSetupUsd"],
  },
  lifeInsuranceComponent: "Survivorship or single-life permanent policy owned by the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "crummey_notices", "three_year_rule_section_2035", "insurance_product"],
  sources: ["IRC §2042", "IRC §2035(a)", "Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)", "IRC §2001(c)"],
  variables: [
    { name: "deathBenefitUsd", unit: "USD", description: "Death benefit owned by the ILIT." },
    { name: "annualPremiumUsd", unit: "USD", description: "Premium each year." },
    { name: "premiumYears", unit: "years", description: "Years of premiums." },
    { name: "trustSetupUsd", unit: "USD", description: "Drafting the trust." },
  ],
  defaults(facts, tax) {
    const married = isMarried(facts);
    const exposure =
      Math.max(0, (facts.netWorthUsd ?? 0) - tax.basicExclusionAmount * (married ? 2 : 1)) * tax.estateTaxRate;
    const benefit = Math.round(clamp(exposure > 0 ? exposure : (facts.netWorthUsd ?? 0) * 0.2, 1_000_000, 50_000_000));
    const age = oldestAge(facts) ?? 60;
    const rate = clamp(0.008 + (age - 40) * 0.0009, 0.008, 0.06);
    return {
      deathBenefitUsd: {
        value: benefit,
        assumption: `death benefit sized to the estimated estate tax or 20% of net worth (${formatUsd(benefit)})`,
      },
      annualPremiumUsd: {
        value: Math.round(benefit * rate),
        assumption: `premium about ${(rate * 100).toFixed(1)}% of the death benefit a year at age ${age}`,
      },
      premiumYears: fixed(10, "10 years of premiums (limited-pay design)"),
      trustSetupUsd: fixed(5_000, "trust drafting, about $5,000"),
    };
  },
  benefit: (v, tax) => ({ estateTaxSavings: (v.deathBenefitUsd ?? 0) * tax.estateTaxRate }),
  cost: (v) => ({ setup: v.trustSetupUsd ?? 0, annual: v.annualPremiumUsd ?? 0, years: v.premiumYears ?? 0 }),
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premiums 25% lower / base / 25% higher",
  },
  eligibility: allOf(when.taxableEstate, {
    test: (f) => (oldestAge(f) ?? 60) <= 80,
    fits: "The client is young enough for permanent insurance to be priced reasonably.",
    fails: "At the client's age permanent insurance is usually too costly to justify.",
  }),
  timeline: "2–3 months (underwriting)",
  keyBenefits: [
    "Death benefit is outside the estate",
    "Liquidity for estate tax without selling assets",
    "Premiums use annual exclusions",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["estate", "liquidity", "insurance", "heirs", "spouse"],
  explanation: explain({
    overview:
      "An ILIT removes life insurance proceeds from the taxable estate and puts them where heirs need them: to pay estate tax or equalise inheritances without a forced sale.",
    keyComponents: [
      "Irrevocable trust as owner and beneficiary",
      "Crummey withdrawal rights for annual exclusion gifts",
      "Permanent policy",
    ],
    steps: [
      {
        title: "Draft the trust",
        description: "Name an independent trustee and the beneficiaries.",
        timeline: "Weeks 1–3",
        requirements: ["Trust agreement", "EIN"],
      },
      {
        title: "Underwrite",
        description: "The trust applies for and owns the policy.",
        timeline: "Weeks 2–10",
        requirements: ["Medical exam", "Policy illustration"],
      },
      {
        title: "Fund premiums",
        description: "Gift premiums to the trust and send Crummey notices.",
        timeline: "Annually",
        requirements: ["Crummey notices"],
      },
    ],
    prerequisites: ["Insurability", "Cash flow for premiums"],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Proceeds protected from beneficiaries' creditors"],
    taxAdvantages: ["Death benefit free of income and estate tax"],
    risks: [
      {
        risk: "Transfer of an existing policy",
        description: "Proceeds are included if the insured dies within 3 years (§2035).",
        mitigation: "Have the trust buy a new policy.",
      },
      {
        risk: "Policy lapse",
        description: "Under-funded policies can lapse.",
        mitigation: "Annual in-force illustrations.",
      },
    ],
    regulatoryConsiderations: ["Crummey notices must be documented each year"],
    liquidityConsiderations: "Premiums are a fixed cash commitment; design for the years the client can fund.",
    alternatives: [
      { strategy: "premium-financing", whyNotChosen: "Only efficient for very large policies and higher net worth." },
      { strategy: "section-6166-deferral", whyNotChosen: "Defers rather than funds the estate tax." },
    ],
    uniqueAdvantages: ["Creates estate liquidity at a known cost"],
    successMetrics: [
      {
        metric: "Policy performance",
        target: "In force to age 100 on current assumptions",
        measurementFrequency: "Annually",
      },
      {
        metric: "Coverage versus estate tax",
        target: "At least 80% of the estimate",
        measurementFrequency: "Every 3 years",
      },
    ],
    reviewSchedule: "Annual policy review; estate tax estimate every 3 years.",
    exitStrategy:
      "If insurance is no longer needed, the trust can sell the policy (life settlement) or exchange it under §1035.",
  }),
};

export const qualifiedPersonalResidenceTrust: StrategyDefinition = {
  id: "qualified-personal-residence-trust",
  name: "Qualified Personal Residence Trust (QPRT)",
  category: "Estate Planning",
  description:
    "The client gives a residence to a trust but keeps the right to live in it for a term; the gift is discounted by the retained term at the §7520 rate, and future appreciation passes to the children.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "(residenceValueUsd × (1 + growthRate)^termYears − residenceValueUsd × (1 − retainedInterestFactor)) × 0.40",
    variables: ["residenceValueUsd", "growthRate", "termYears", "retainedInterestFactor"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "Term insurance for the QPRT term covers death before it ends.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "mortality_risk", "fair_rent_after_term"],
  sources: ["IRC §2702(a)(3)(A)(ii)", "Treas. Reg. §25.2702-5(c)", "IRC §7520", "IRC §2001(c)"],
  variables: [
    { name: "residenceValueUsd", unit: "USD", description: "Value of the residence given." },
    { name: "growthRate", unit: "rate", description: "Annual appreciation of the home." },
    { name: "termYears", unit: "years", description: "Years the client keeps the right to live there." },
    {
      name: "retainedInterestFactor",
      unit: "ratio",
      description: "Share of the value retained by the term (from the §7520 rate).",
    },
    { name: "setupCostUsd", unit: "USD", description: "Deed, trust and appraisal." },
  ],
  defaults(facts, tax) {
    const home = Math.round(clamp((facts.realEstateUsd ?? (facts.netWorthUsd ?? 0) * 0.15) * 0.5, 0, 10_000_000));
    const term = 10;
    return {
      residenceValueUsd: {
        value: home,
        assumption: `a residence worth about half the real estate (${formatUsd(home)})`,
      },
      growthRate: fixed(0.04, "home appreciation 4% a year"),
      termYears: fixed(term, "a 10-year retained term"),
      retainedInterestFactor: fixed(
        Math.round((1 - (1 + tax.section7520Rate) ** -term) * 1000) / 1000,
        "retained term value at the §7520 rate (term-certain factor)",
      ),
      setupCostUsd: fixed(12_000, "trust, deed and appraisal, about $12,000"),
    };
  },
  benefit: (v, tax) => {
    const value = v.residenceValueUsd ?? 0;
    const future = value * (1 + (v.growthRate ?? 0)) ** (v.termYears ?? 0);
    const gift = value * (1 - (v.retainedInterestFactor ?? 0));
    return { estateTaxSavings: Math.max(0, future - gift) * tax.estateTaxRate };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: 0, years: v.termYears ?? 10 }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Home appreciation 2% / 4% / 6% a year",
  },
  eligibility: allOf(
    when.taxableEstate,
    {
      test: (f) => (f.realEstateUsd ?? 0) >= 500_000,
      fits: (f) =>
        `The client owns residential real estate (${formatUsd(f.realEstateUsd ?? 0)}) that can be given at a discount.`,
      fails: "The notes show no residence of meaningful value.",
    },
    {
      test: (f) => (oldestAge(f) ?? 60) <= 80,
      fits: "The client's age makes outliving a 10-year term likely.",
      fails: "At the client's age, outliving the retained term is too uncertain.",
    },
  ),
  timeline: "2 months",
  keyBenefits: [
    "Gives the home at a discounted gift value",
    "Future appreciation leaves the estate",
    "The client keeps living there",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["home", "vacation", "estate", "children"],
  explanation: explain({
    overview:
      "A QPRT removes a home (often a vacation home) from the estate at a discounted value while the client keeps using it for the term; after the term the client may rent it from the children at fair rent.",
    keyComponents: [
      "Irrevocable trust holding the residence",
      "Retained term of use",
      "Remainder to children or a trust",
    ],
    steps: [
      {
        title: "Appraise and draft",
        description: "Appraise the home and draft the QPRT.",
        timeline: "Weeks 1–4",
        requirements: ["Appraisal", "Trust agreement"],
      },
      {
        title: "Deed the home",
        description: "Record a deed to the trust and update insurance.",
        timeline: "Weeks 4–8",
        requirements: ["Deed", "Homeowner's insurance endorsement"],
      },
      {
        title: "Report the gift",
        description: "File Form 709 for the remainder value.",
        timeline: "By April 15",
        requirements: ["Form 709"],
      },
    ],
    prerequisites: ["A residence without a large mortgage", "Willingness to pay rent after the term"],
    professionals: ["Estate planning attorney", "Appraiser", "CPA"],
    secondaryBenefits: ["Removes the home's appreciation from a probate in another state"],
    taxAdvantages: ["Gift discounted by the retained term", "Higher §7520 rates make QPRTs more effective"],
    risks: [
      {
        risk: "Death during the term",
        description: "The home returns to the estate.",
        mitigation: "Choose a term the client is likely to outlive; term insurance.",
      },
      {
        risk: "Loss of basis step-up",
        description: "Heirs take the carryover basis.",
        mitigation: "Compare the estate tax saved with the capital gains cost.",
      },
    ],
    regulatoryConsiderations: ["Only one personal residence and one other residence may be held in QPRTs"],
    liquidityConsiderations: "No cash needed beyond costs; after the term, rent is paid to the children.",
    alternatives: [
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Keeps access through the spouse but uses full gift value.",
      },
      { strategy: "family-limited-partnership", whyNotChosen: "Residences are poor FLP assets." },
    ],
    uniqueAdvantages: ["The client keeps living in the home while it leaves the estate"],
    successMetrics: [{ metric: "Survival of the term", target: "Term completed", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual review of insurance, taxes and the term.",
    exitStrategy: "After the term the home belongs to the remainder beneficiaries; a lease lets the client stay.",
  }),
};

export const familyLimitedPartnership: StrategyDefinition = {
  id: "family-limited-partnership",
  name: "Family Limited Partnership (FLP) with Valuation Discounts",
  category: "Wealth Transfer",
  description:
    "Family assets are held in a limited partnership managed by the parents; gifts of limited-partner interests are valued with discounts for lack of control and marketability.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftedInterestUsd × discountRate × 0.40",
    variables: ["giftedInterestUsd", "discountRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["valuation_discount", "section_2036_inclusion_risk", "partnership_formalities"],
  sources: ["IRC §2036(a)", "IRC §2704", "Estate of Powell v. Commissioner, 148 T.C. 392 (2017)", "IRC §2001(c)"],
  variables: [
    { name: "giftedInterestUsd", unit: "USD", description: "Undiscounted value of the LP interests given." },
    { name: "discountRate", unit: "rate", description: "Combined discount for lack of control and marketability." },
    { name: "setupCostUsd", unit: "USD", description: "Formation and appraisal." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Partnership return and compliance." },
    { name: "years", unit: "years", description: "Years the partnership is run." },
  ],
  defaults(facts, tax) {
    return {
      giftedInterestUsd: shareOfNetWorth(facts, 0.3, tax.basicExclusionAmount * 2, "LP interests given"),
      discountRate: fixed(0.25, "25% combined discount (typical appraisal range 20–35%)"),
      setupCostUsd: fixed(25_000, "formation and appraisal, about $25,000"),
      annualAdministrationUsd: fixed(5_000, "partnership return and meetings, about $5,000 a year"),
      years: fixed(10, "run for 10 years"),
    };
  },
  benefit: (v, tax) => ({ estateTaxSavings: (v.giftedInterestUsd ?? 0) * (v.discountRate ?? 0) * tax.estateTaxRate }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "discountRate", mode: "add", spread: 0.1, description: "Discount 15% / 25% / 35%" },
  eligibility: allOf(when.taxableEstate, when.hasDescendants, {
    test: (f) =>
      (f.taxableInvestmentsUsd ?? 0) +
        (f.businessValueUsd ?? 0) +
        (f.hasInvestmentRealEstate ? (f.realEstateUsd ?? 0) : 0) >=
      2_000_000,
    fits: "The client has investment, business or real estate assets suitable for a partnership.",
    fails: "The notes show too few investment, business or real estate assets for a partnership.",
  }),
  timeline: "2–4 months",
  keyBenefits: [
    "Discounted gifts of family assets",
    "Parents keep management control",
    "Centralised management and creditor protection",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "children", "control", "family", "farm", "business"],
  explanation: explain({
    overview:
      "An FLP lets parents give large values to children at a discount while keeping control as general partner; it must have a real non-tax purpose and be run with formality to survive §2036.",
    keyComponents: [
      "Partnership agreement with transfer restrictions",
      "Parents (or their entity) as general partner",
      "Gifts or sales of LP interests",
    ],
    steps: [
      {
        title: "Form and fund",
        description: "Form the partnership and contribute investment assets, not personal-use assets.",
        timeline: "Months 1–2",
        requirements: ["Partnership agreement", "Asset transfers"],
      },
      {
        title: "Appraise",
        description: "Independent appraisal of the LP interests.",
        timeline: "Month 3",
        requirements: ["Qualified appraisal"],
      },
      {
        title: "Give interests",
        description: "Gift or sell LP interests to children or trusts; file Form 709.",
        timeline: "Month 4",
        requirements: ["Assignments", "Form 709"],
      },
    ],
    prerequisites: [
      "A non-tax reason (centralised management, protection)",
      "Enough assets left outside for living expenses",
    ],
    professionals: ["Estate planning attorney", "Appraiser", "CPA"],
    secondaryBenefits: ["Creditor protection through charging-order limits", "Keeps family assets together"],
    taxAdvantages: ["Valuation discounts on gifts", "Removes post-gift appreciation"],
    risks: [
      {
        risk: "§2036 inclusion",
        description: "If the parents keep using the assets, the IRS can pull them back into the estate.",
        mitigation: "No personal-use assets, pro-rata distributions, formalities.",
      },
      {
        risk: "Discount challenge",
        description: "Aggressive discounts invite audit.",
        mitigation: "Independent appraisal within norms.",
      },
    ],
    regulatoryConsiderations: ["Withdrawn §2704 regulations could return in another form"],
    liquidityConsiderations: "Assets in the partnership are not freely available to the parents; keep enough outside.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Often combined with an FLP rather than replacing it.",
      },
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Too small to move large values." },
    ],
    uniqueAdvantages: ["Combines discounts with continued control"],
    successMetrics: [
      {
        metric: "Value transferred at a discount",
        target: "Discount sustained on audit",
        measurementFrequency: "At each gift",
      },
    ],
    reviewSchedule: "Annual partnership meeting and return review.",
    exitStrategy: "The partnership can be dissolved and assets distributed pro rata.",
  }),
};

export const healthEducationExclusionTrust: StrategyDefinition = {
  id: "health-education-exclusion-trust",
  name: "Health and Education Exclusion Trust (HEET)",
  category: "Multi-Generational Planning",
  description:
    "A dynasty-style trust that pays tuition and medical costs directly for grandchildren and later generations; direct payments are excluded from gift tax (§2503(e)) and from GST tax (§2611(b)(1)).",
  benefitCalculation: {
    type: "flat",
    formula: "annualEducationMedicalUsd × years × 0.40",
    variables: ["annualEducationMedicalUsd", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "charitable_beneficiary_required", "gst_planning"],
  sources: ["IRC §2503(e)", "IRC §2611(b)(1)", "IRC §2642(c)", "IRC §2641 (GST rate)"],
  variables: [
    { name: "annualEducationMedicalUsd", unit: "USD", description: "Tuition and medical costs paid each year." },
    { name: "years", unit: "years", description: "Years of payments." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Trustee and returns." },
  ],
  defaults(facts) {
    const kids = Math.max(1, facts.grandchildrenCount ?? facts.childrenCount ?? 1);
    const annual = Math.min(kids, 6) * 40_000;
    return {
      annualEducationMedicalUsd: {
        value: annual,
        assumption: `$40,000 a year of tuition for ${Math.min(kids, 6)} (grand)children`,
      },
      years: fixed(15, "15 years of payments"),
      setupCostUsd: fixed(15_000, "drafting, about $15,000"),
      annualAdministrationUsd: fixed(4_000, "trustee and returns, about $4,000 a year"),
    };
  },
  benefit: (v, tax) => ({ estateTaxSavings: (v.annualEducationMedicalUsd ?? 0) * (v.years ?? 0) * tax.estateTaxRate }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "annualEducationMedicalUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Education costs 30% lower / base / 30% higher",
  },
  eligibility: allOf(when.hasDescendants, {
    test: (f) =>
      f.goals.some((g) => /college|education|tuition|school|grandchild/i.test(g)) || (f.grandchildrenCount ?? 0) > 0,
    fits: "The client wants to fund education for grandchildren or later generations.",
    fails: "The notes show no grandchildren or education goal for a HEET to serve.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Tuition and medical payments free of gift and GST tax",
    "Serves many generations",
    "Keeps GST exemption for other trusts",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["college", "education", "grandchildren", "tuition", "medical"],
  explanation: explain({
    overview:
      "A HEET pays schools and medical providers directly for descendants; those payments are not taxable gifts or generation-skipping transfers, so the trust can serve grandchildren without using GST exemption. A charity with a meaningful interest keeps the trust from being a skip person.",
    keyComponents: [
      "Trust for descendants' tuition and medical costs",
      "A charitable co-beneficiary with a real interest",
      "Direct payments to providers",
    ],
    steps: [
      {
        title: "Draft",
        description: "Draft the trust with a charity as co-beneficiary.",
        timeline: "Weeks 1–4",
        requirements: ["Trust agreement"],
      },
      {
        title: "Fund",
        description: "Fund the trust by gift or at death.",
        timeline: "Weeks 4–8",
        requirements: ["Form 709 if funded during life"],
      },
      {
        title: "Pay providers",
        description: "Trustee pays tuition and medical bills directly.",
        timeline: "Each term",
        requirements: ["Invoices from providers"],
      },
    ],
    prerequisites: ["Descendants with education or medical needs", "A charity to name"],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Supports family values around education", "Charity benefits too"],
    taxAdvantages: ["§2503(e) exclusion", "§2611(b)(1) GST exclusion for direct payments"],
    risks: [
      {
        risk: "Charitable interest too small",
        description: "The IRS may disregard a token charity.",
        mitigation: "Give the charity a meaningful share of income.",
      },
      {
        risk: "Indirect payments",
        description: "Reimbursing families loses the exclusion.",
        mitigation: "Pay institutions directly.",
      },
    ],
    regulatoryConsiderations: [
      "Contributions to the trust itself are taxable gifts; only its direct payments are excluded",
    ],
    liquidityConsiderations: "Assets are committed to education, medical and charitable uses.",
    alternatives: [
      {
        strategy: "section-529-superfunding",
        whyNotChosen: "Capped at five years of annual exclusions per beneficiary.",
      },
      { strategy: "nevada-dynasty-trust", whyNotChosen: "Uses GST exemption for the same purpose." },
    ],
    uniqueAdvantages: ["Serves grandchildren without using GST exemption"],
    successMetrics: [
      { metric: "Direct payments made", target: "All tuition paid to institutions", measurementFrequency: "Each term" },
    ],
    reviewSchedule: "Annual trustee review.",
    exitStrategy: "The trust continues for descendants; remaining assets pass to the charity or family as drafted.",
  }),
};

export const scinPrivateAnnuity: StrategyDefinition = {
  id: "scin-private-annuity",
  name: "Self-Cancelling Installment Note (SCIN) or Private Annuity Sale",
  category: "Advanced Wealth Transfer",
  description:
    "The client sells assets to children or a trust for a note that cancels at the client's death (with a risk premium) or for a lifetime annuity; any balance unpaid at death is not in the estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "max(0, saleValueUsd − paymentsBeforeDeathUsd) × 0.40",
    variables: ["saleValueUsd", "paymentsBeforeDeathUsd"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "In the private-annuity version the client receives a lifetime annuity from the buyer.",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["mortality_risk", "irs_scrutiny", "valuation_risk"],
  sources: [
    "Estate of Moss v. Commissioner, 74 T.C. 1239 (1980)",
    "IRC §453",
    "Treas. Reg. §1.7520-3(b)(3)",
    "IRC §2001(c)",
  ],
  variables: [
    { name: "saleValueUsd", unit: "USD", description: "Value of the assets sold." },
    { name: "paymentsBeforeDeathUsd", unit: "USD", description: "Principal expected to be paid before death." },
    { name: "setupCostUsd", unit: "USD", description: "Appraisal and drafting." },
  ],
  defaults(facts) {
    const sale = Math.round(clamp((facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.2) * 0.5, 0, 20_000_000));
    const age = oldestAge(facts) ?? 70;
    const paidShare = clamp((90 - age) / 20, 0.3, 1);
    return {
      saleValueUsd: { value: sale, assumption: `half of the business or 20% of net worth (${formatUsd(sale)})` },
      paymentsBeforeDeathUsd: {
        value: Math.round(sale * paidShare),
        assumption: `${Math.round(paidShare * 100)}% of principal paid before death at age ${age}`,
      },
      setupCostUsd: fixed(20_000, "appraisal, actuarial note pricing and drafting, about $20,000"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings: Math.max(0, (v.saleValueUsd ?? 0) - (v.paymentsBeforeDeathUsd ?? 0)) * tax.estateTaxRate,
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "paymentsBeforeDeathUsd",
    mode: "multiply",
    spread: 0.3,
    description: "30% fewer / base / 30% more payments before death",
  },
  eligibility: allOf(
    when.hasDescendants,
    when.ageAtLeast(65, "a SCIN pays off only when the seller's life expectancy is shortened"),
    {
      test: (f) => f.ownsBusiness || f.hasInvestmentRealEstate || f.hasConcentratedStock,
      fits: "The client owns a business, real estate or stock that a family buyer can pay for from its income.",
      fails: "The notes show no asset with income to support a family note.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: [
    "Unpaid balance at death escapes estate tax",
    "Client receives income for life or the note term",
    "Installment reporting of gain",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["business", "succession", "estate", "income"],
  explanation: explain({
    overview:
      "A SCIN suits an older client with a below-average life expectancy (but not terminally ill): the note's cancellation at death removes the unpaid balance from the estate, paid for by a higher interest rate or principal premium.",
    keyComponents: ["Sale at appraised value", "Note with a mortality risk premium", "Cancellation at death"],
    steps: [
      {
        title: "Appraise",
        description: "Appraise the assets and price the premium actuarially.",
        timeline: "Weeks 1–4",
        requirements: ["Appraisal", "Actuarial calculation"],
      },
      {
        title: "Sell",
        description: "Sign the purchase agreement and note.",
        timeline: "Weeks 4–8",
        requirements: ["Purchase agreement", "SCIN"],
      },
      {
        title: "Collect payments",
        description: "Buyer pays on schedule from the asset's income.",
        timeline: "Ongoing",
        requirements: ["Payment records"],
      },
    ],
    prerequisites: [
      "A physician's view that death is not more likely than not within a year",
      "A buyer with cash flow",
    ],
    professionals: ["Estate planning attorney", "Actuary", "Appraiser", "CPA"],
    secondaryBenefits: ["Keeps an income stream for the seller"],
    taxAdvantages: ["Cancelled balance not in the estate", "Gain reported as payments are received"],
    risks: [
      {
        risk: "Client lives long",
        description: "The family pays more than the asset's value.",
        mitigation: "Use only where life expectancy is shortened.",
      },
      {
        risk: "IRS challenge",
        description: "A note unlikely to be repaid may be treated as a gift.",
        mitigation: "Actuarially sound premium and real payments.",
      },
    ],
    regulatoryConsiderations: ["Estate of Davidson litigation shows the valuation scrutiny of SCINs"],
    liquidityConsiderations: "The buyer must fund payments; the seller receives cash over time.",
    alternatives: [
      { strategy: "intentionally-defective-grantor-trust-sale", whyNotChosen: "The note balance stays in the estate." },
      { strategy: "grantor-retained-annuity-trust", whyNotChosen: "Death during the term defeats a GRAT." },
    ],
    uniqueAdvantages: ["Turns a shortened life expectancy into an estate tax saving"],
    successMetrics: [{ metric: "Payments made", target: "On schedule", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual review of payments and health.",
    exitStrategy: "The note ends at death or maturity; the buyer owns the asset.",
  }),
};

export const preferredPartnershipFreeze: StrategyDefinition = {
  id: "preferred-partnership-freeze",
  name: "Preferred Partnership Estate Freeze (§2701)",
  category: "Advanced Wealth Transfer",
  description:
    "The parents keep a preferred partnership interest with a fixed qualified coupon, and give the common (growth) interest to the next generation, freezing their estate at the preferred value.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(assetsUsd × (1 + growthRate)^years − assetsUsd × (1 + preferredCoupon)^years) × 0.40",
    variables: ["assetsUsd", "growthRate", "preferredCoupon", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The preferred interest pays the parents a fixed cumulative coupon.",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["section_2701_valuation", "partnership_formalities", "valuation_risk"],
  sources: ["IRC §2701", "Treas. Reg. §25.2701-2", "IRC §2001(c)"],
  variables: [
    { name: "assetsUsd", unit: "USD", description: "Assets contributed to the partnership." },
    { name: "growthRate", unit: "rate", description: "Annual growth of the assets." },
    { name: "preferredCoupon", unit: "rate", description: "Qualified payment rate on the preferred interest." },
    { name: "years", unit: "years", description: "Years until the estate is taxed." },
    { name: "setupCostUsd", unit: "USD", description: "Formation and §2701 valuation." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Partnership administration." },
  ],
  defaults(facts) {
    return {
      assetsUsd: shareOfNetWorth(facts, 0.4, 50_000_000, "assets contributed"),
      growthRate:
        facts.riskTolerance === "conservative"
          ? fixed(0.06, "growth 6% a year")
          : fixed(0.08, "growth 8% a year (growth assets)"),
      preferredCoupon: fixed(0.065, "a 6.5% qualified preferred coupon"),
      years: yearsToEstate(facts),
      setupCostUsd: fixed(50_000, "formation and §2701 valuation, about $50,000"),
      annualAdministrationUsd: fixed(10_000, "partnership administration, about $10,000 a year"),
    };
  },
  benefit: (v, tax) => {
    const a = v.assetsUsd ?? 0;
    const n = v.years ?? 0;
    return {
      estateTaxSavings:
        Math.max(0, a * (1 + (v.growthRate ?? 0)) ** n - a * (1 + (v.preferredCoupon ?? 0)) ** n) * tax.estateTaxRate,
    };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points below / at / above the base case",
  },
  eligibility: allOf(when.taxableEstate, when.hasDescendants, {
    test: (f) => f.ownsBusiness || (f.taxableInvestmentsUsd ?? 0) >= 5_000_000 || f.hasInvestmentRealEstate,
    fits: "The client has business, real estate or investment assets large enough for a freeze partnership.",
    fails: "The notes show no business or large investment portfolio to freeze.",
  }),
  timeline: "3–6 months",
  keyBenefits: [
    "Freezes the parents' estate at the preferred value",
    "Parents keep a fixed income stream",
    "Growth shifts to the next generation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "business", "growth", "freeze", "children"],
  explanation: explain({
    overview:
      "A preferred partnership freeze splits assets into a fixed-return preferred interest kept by the parents and a growth interest given to heirs; §2701 sets strict rules for valuing the retained interest.",
    keyComponents: [
      "Partnership with preferred and common classes",
      "Qualified cumulative coupon",
      "Gift or sale of the common interest",
    ],
    steps: [
      {
        title: "Design",
        description: "Set the coupon and liquidation preference.",
        timeline: "Month 1",
        requirements: ["Cash-flow model"],
      },
      {
        title: "Form and value",
        description: "Form the partnership and obtain a §2701 valuation.",
        timeline: "Months 2–4",
        requirements: ["Partnership agreement", "Valuation"],
      },
      {
        title: "Transfer common",
        description: "Give or sell the common interest; file Form 709.",
        timeline: "Months 4–6",
        requirements: ["Form 709"],
      },
    ],
    prerequisites: ["Assets with growth above the coupon", "Cash flow to pay the coupon"],
    professionals: ["Estate planning attorney", "Valuation expert", "CPA"],
    secondaryBenefits: ["Parents keep control and income"],
    taxAdvantages: ["Growth above the coupon leaves the estate"],
    risks: [
      {
        risk: "Unpaid coupons",
        description: "Accrued coupons compound back into the estate.",
        mitigation: "Pay coupons on time.",
      },
      {
        risk: "§2701 minimum value",
        description: "Common interest valued at least 10% of the total.",
        mitigation: "Size the gift for the 10% floor.",
      },
    ],
    regulatoryConsiderations: ["§2701's subtraction method and 10% junior equity rule"],
    liquidityConsiderations: "The partnership must generate cash for the preferred coupon.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Simpler, but cannot allocate GST exemption efficiently.",
      },
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Freezes through a note rather than an equity class.",
      },
    ],
    uniqueAdvantages: ["Suits illiquid or family-business assets held long term"],
    successMetrics: [
      { metric: "Common interest value", target: "Growing faster than the coupon", measurementFrequency: "Annually" },
    ],
    reviewSchedule: "Annual coupon and valuation review.",
    exitStrategy: "The preferred interest can be redeemed or given later; the partnership can be restructured.",
  }),
};

export const section6166Deferral: StrategyDefinition = {
  id: "section-6166-deferral",
  name: "Estate Tax Deferral for Closely Held Businesses (§6166)",
  category: "Business Succession",
  description:
    "When a closely held business exceeds 35% of the adjusted gross estate, the estate can pay the estate tax on it in up to ten annual instalments after five years of interest only, at a low interest rate on part of the tax.",
  benefitCalculation: {
    type: "flat",
    formula: "deferredTaxUsd × (opportunityRate − deferralInterestRate) × deferralYears",
    variables: ["deferredTaxUsd", "opportunityRate", "deferralInterestRate", "deferralYears"],
  },
  costCalculation: { type: "one_time", formula: "electionCostUsd", variables: ["electionCostUsd"] },
  lifeInsuranceComponent: "Insurance can pay the deferred instalments.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["estate_tax_election", "acceleration_risk", "lien_requirement"],
  sources: ["IRC §6166", "IRC §6601(j) (2% portion)", "IRC §6324A (special lien)", "IRC §2001(c)"],
  variables: [
    { name: "deferredTaxUsd", unit: "USD", description: "Estate tax attributable to the business." },
    { name: "opportunityRate", unit: "rate", description: "Return the family earns on money not yet paid." },
    { name: "deferralInterestRate", unit: "rate", description: "Blended interest charged on the deferred tax." },
    { name: "deferralYears", unit: "years", description: "Average years the tax is deferred." },
    { name: "electionCostUsd", unit: "USD", description: "Election, lien or bond and compliance." },
  ],
  defaults(facts, tax) {
    const business = facts.businessValueUsd ?? (facts.hasFarmOrRanch ? (facts.realEstateUsd ?? 0) : 0);
    const exposure = Math.max(0, (facts.netWorthUsd ?? 0) - tax.basicExclusionAmount * (isMarried(facts) ? 2 : 1));
    const share = (facts.netWorthUsd ?? 0) > 0 ? business / (facts.netWorthUsd ?? 1) : 0;
    const deferred = Math.round(exposure * tax.estateTaxRate * clamp(share, 0, 1));
    return {
      deferredTaxUsd: {
        value: deferred,
        assumption: `estate tax on the business share of the taxable estate (${formatUsd(deferred)}) if death occurred today`,
      },
      opportunityRate: fixed(0.06, "the business earns 6% a year on capital kept"),
      deferralInterestRate: fixed(0.03, "blended interest about 3% (2% portion and 45% of the underpayment rate)"),
      deferralYears: fixed(9, "average deferral about 9 years (5 interest-only + 10 instalments)"),
      electionCostUsd: fixed(15_000, "election, lien and compliance, about $15,000"),
    };
  },
  benefit: (v) => ({
    taxSavings: Math.max(
      0,
      (v.deferredTaxUsd ?? 0) * ((v.opportunityRate ?? 0) - (v.deferralInterestRate ?? 0)) * (v.deferralYears ?? 0),
    ),
  }),
  cost: (v) => ({ setup: v.electionCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "opportunityRate",
    mode: "add",
    spread: 0.02,
    description: "Opportunity return 4% / 6% / 8%",
  },
  eligibility: allOf(
    {
      test: (f) => f.ownsBusiness || f.hasFarmOrRanch,
      fits: "The client owns a closely held business or farm.",
      fails: "The notes show no closely held business or farm.",
    },
    {
      test: (f, t) =>
        (f.businessValueUsd ?? (f.hasFarmOrRanch ? (f.realEstateUsd ?? 0) : 0)) > (f.netWorthUsd ?? 0) * 0.35 &&
        (f.netWorthUsd ?? 0) > t.basicExclusionAmount * (isMarried(f) ? 2 : 1),
      fits: "The business is more than 35% of the estate and the estate is above the exclusion, as §6166 requires.",
      fails: "The business is not over 35% of a taxable estate, so §6166 would not apply.",
    },
  ),
  timeline: "Elected on the estate tax return",
  keyBenefits: [
    "The family keeps the business instead of selling to pay tax",
    "Low interest on part of the tax",
    "Up to 14 years to pay",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["farm", "business", "keep", "sale", "estate taxes", "liquidity"],
  explanation: explain({
    overview:
      "§6166 lets an estate dominated by a family business or farm pay the tax over time from the business's income, instead of selling the business or land to raise cash.",
    keyComponents: [
      "35% of adjusted gross estate test",
      "5 years interest-only, then up to 10 instalments",
      "Special lien or bond",
    ],
    steps: [
      {
        title: "Plan the 35% test",
        description: "Keep the business share of the estate above 35%.",
        timeline: "During life",
        requirements: ["Estate balance sheet"],
      },
      {
        title: "Elect",
        description: "The executor elects on a timely Form 706.",
        timeline: "Within 9 months of death",
        requirements: ["Form 706"],
      },
      {
        title: "Pay instalments",
        description: "Pay interest and instalments on schedule.",
        timeline: "Up to 14 years",
        requirements: ["Payment plan"],
      },
    ],
    prerequisites: ["Active trade or business (not passive investments)", "Closely held interest"],
    professionals: ["Estate planning attorney", "CPA", "Executor"],
    secondaryBenefits: ["Keeps the business intact for successors"],
    taxAdvantages: ["2% interest on the tax attributable to the first ~$1.9M of value"],
    risks: [
      {
        risk: "Acceleration",
        description: "Selling 50% or more of the business or missing payments accelerates the tax.",
        mitigation: "Plan successions around the rules.",
      },
      {
        risk: "Failing the 35% test",
        description: "Lifetime gifts or growth of other assets can break eligibility.",
        mitigation: "Monitor the ratio.",
      },
    ],
    regulatoryConsiderations: ["The IRS may require a bond or a §6324A lien"],
    liquidityConsiderations: "The business must generate enough cash for interest and instalments.",
    alternatives: [
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "Funds the tax outright but at a premium cost." },
      {
        strategy: "buy-sell-agreement-funding",
        whyNotChosen: "Sells the business rather than keeping it in the family.",
      },
    ],
    uniqueAdvantages: ["Government financing of estate tax at low rates"],
    successMetrics: [{ metric: "Business share of estate", target: "Above 35%", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual ratio check; update at any sale or gift of business interests.",
    exitStrategy: "Pay the balance early at any time without penalty.",
  }),
};

export const nevadaDynastyTrust: StrategyDefinition = {
  id: "nevada-dynasty-trust",
  name: "Nevada Dynasty Trust",
  category: "Multi-Generational Planning",
  description:
    "A GST-exempt trust sitled in Nevada, which allows trusts to last 365 years, so assets can pass through several generations without estate or GST tax at each death.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "fundingUsd × (1 + growthRate)^generationYears × 0.40 × transfersAvoided (within a 365-year permitted duration)",
    variables: ["fundingUsd", "growthRate", "generationYears", "transfersAvoided"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × generationYears",
    variables: ["setupCostUsd", "annualTrusteeUsd", "generationYears"],
  },
  lifeInsuranceComponent: "The trust can own second-to-die insurance to leverage the GST exemption.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gst_exemption_allocation", "nevada_trust_law"],
  sources: ["NRS 111.1031 (365-year perpetuities period)", "IRC §2631 (GST exemption)", "IRC §2641", "IRC §2001(c)"],
  variables: [
    { name: "fundingUsd", unit: "USD", description: "GST-exempt funding." },
    { name: "growthRate", unit: "rate", description: "Annual growth net of distributions." },
    { name: "generationYears", unit: "years", description: "Years until the next generation's estate would be taxed." },
    {
      name: "transfersAvoided",
      unit: "count",
      description: "Generational estate taxes avoided, counted over the first horizon.",
    },
    { name: "setupCostUsd", unit: "USD", description: "Drafting and Nevada trustee set-up." },
    { name: "annualTrusteeUsd", unit: "USD", description: "Nevada trustee fees." },
  ],
  defaults(facts, tax) {
    return {
      fundingUsd: shareOfNetWorth(facts, 0.4, tax.gstExemption, "funding up to the GST exemption"),
      growthRate: fixed(0.04, "growth 4% a year net of distributions"),
      generationYears: fixed(30, "one generation, 30 years"),
      transfersAvoided: fixed(
        1,
        "only the first generation's estate tax is counted (more follow over the 365-year term)",
      ),
      setupCostUsd: fixed(25_000, "drafting and trust company onboarding, about $25,000"),
      annualTrusteeUsd: fixed(8_000, "Nevada trustee, about $8,000 a year"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings:
      (v.fundingUsd ?? 0) *
      (1 + (v.growthRate ?? 0)) ** (v.generationYears ?? 0) *
      tax.estateTaxRate *
      (v.transfersAvoided ?? 1),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualTrusteeUsd ?? 0, years: v.generationYears ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Net growth 2% / 4% / 6% a year" },
  eligibility: allOf(when.taxableEstate, when.hasDescendants),
  timeline: "2–3 months",
  keyBenefits: [
    "Skips estate and GST tax for generations",
    "Nevada's 365-year term and strong asset protection",
    "No Nevada state income tax on trust income",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "generations", "legacy", "family", "estate"],
  explanation: explain({
    overview:
      "A dynasty trust uses the GST exemption once to shelter assets from transfer tax at every later generation; Nevada lets such trusts run 365 years and offers strong creditor protection and no state income tax.",
    keyComponents: [
      "GST exemption allocated on Form 709",
      "Nevada trustee and administration",
      "Discretionary distributions to descendants",
    ],
    steps: [
      {
        title: "Draft",
        description: "Draft under Nevada law with a Nevada trustee.",
        timeline: "Weeks 1–6",
        requirements: ["Trust agreement", "Nevada trustee"],
      },
      {
        title: "Fund",
        description: "Gift assets and allocate GST exemption.",
        timeline: "Weeks 6–10",
        requirements: ["Form 709 with GST allocation"],
      },
      {
        title: "Administer",
        description: "Invest and distribute under the trust's standards.",
        timeline: "Ongoing",
        requirements: ["Annual accounting"],
      },
    ],
    prerequisites: ["Unused GST exemption", "Assets the family need not spend"],
    professionals: ["Estate planning attorney", "Nevada trust company", "CPA"],
    secondaryBenefits: ["Creditor and divorce protection for descendants"],
    taxAdvantages: ["No estate or GST tax at each generation", "No Nevada income tax on accumulated income"],
    risks: [
      {
        risk: "Law change",
        description: "Congress could limit GST-exempt trusts.",
        mitigation: "Fund under current law; completed gifts are protected.",
      },
      {
        risk: "Nexus with another state",
        description: "A resident trustee or beneficiary elsewhere can expose income to state tax.",
        mitigation: "Keep administration in Nevada.",
      },
    ],
    regulatoryConsiderations: ["Late or missed GST allocations can waste exemption"],
    liquidityConsiderations: "Assets given are no longer the grantor's to spend.",
    alternatives: [
      { strategy: "health-education-exclusion-trust", whyNotChosen: "Limited to tuition and medical costs." },
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Keeps access but is not designed to last generations unless made dynastic.",
      },
    ],
    uniqueAdvantages: ["Transfer tax is paid at most once for many generations"],
    successMetrics: [{ metric: "Trust value", target: "Preserved in real terms", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual trust review; distribution policy every 5 years.",
    exitStrategy: "Decanting or a trust protector can modernise terms; distributions can wind the trust down.",
  }),
};

export const annualExclusionGifting: StrategyDefinition = {
  id: "annual-exclusion-gifting",
  name: "Annual Exclusion Gifting Program",
  category: "Wealth Transfer",
  description:
    "Each year the client gives each child and grandchild (and spouses) up to the annual gift exclusion, moving value and its growth out of the estate without using any applicable exclusion amount.",
  benefitCalculation: {
    type: "flat",
    formula: "annualExclusionUsd × donees × donors × years × 0.40",
    variables: ["annualExclusionUsd", "donees", "donors", "years"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "Gifts can pay premiums of an ILIT.",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["gift_tax_rules", "present_interest_requirement"],
  sources: ["IRC §2503(b)", "IRC §2513 (gift splitting)", "IRC §2001(c)"],
  variables: [
    { name: "annualExclusionUsd", unit: "USD", description: "Annual exclusion per donee." },
    { name: "donees", unit: "count", description: "Children and grandchildren receiving gifts." },
    { name: "donors", unit: "count", description: "Donor spouses." },
    { name: "years", unit: "years", description: "Years of the program." },
    { name: "adminCostUsd", unit: "USD", description: "Annual record keeping." },
  ],
  defaults(facts, tax) {
    const donees = (facts.childrenCount ?? 0) + (facts.grandchildrenCount ?? 0);
    return {
      annualExclusionUsd: { value: tax.annualGiftExclusion, assumption: `the ${tax.year} annual exclusion` },
      donees: { value: donees, assumption: `${donees} children and grandchildren` },
      donors: { value: isMarried(facts) ? 2 : 1, assumption: isMarried(facts) ? "both spouses give" : "one donor" },
      years: fixed(10, "10 years of gifts"),
      adminCostUsd: fixed(500, "record keeping, about $500 a year"),
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings:
      (v.annualExclusionUsd ?? 0) * (v.donees ?? 0) * (v.donors ?? 1) * (v.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (v) => ({ setup: 0, annual: v.adminCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "years", mode: "add", spread: 5, description: "5 / 10 / 15 years of gifts" },
  eligibility: allOf(when.hasDescendants, {
    test: (f, t) => (f.netWorthUsd ?? 0) > t.basicExclusionAmount * 0.3,
    fits: "The estate is large enough that shrinking it year by year matters.",
    fails: "The estate is small relative to the exclusion; gifts would not save estate tax.",
  }),
  timeline: "Immediate; repeats each year",
  keyBenefits: ["No exclusion used", "Simple and flexible", "Growth on gifts is outside the estate"],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "grandchildren", "gift", "estate", "help"],
  explanation: explain({
    overview:
      "Annual exclusion gifts are the simplest transfer tool: every year each donor can give each person up to the annual exclusion with no gift tax and no return (unless gifts are split).",
    keyComponents: [
      "Present-interest gifts",
      "Gift splitting for couples",
      "Custodial accounts or Crummey trusts for minors",
    ],
    steps: [
      {
        title: "Set the list",
        description: "Choose donees and vehicles (outright, UTMA, trust).",
        timeline: "Month 1",
        requirements: ["Donee list"],
      },
      {
        title: "Give",
        description: "Make gifts early each year.",
        timeline: "Each January",
        requirements: ["Transfer records"],
      },
    ],
    prerequisites: ["Surplus beyond the client's needs"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Family sees the benefit during the client's life"],
    taxAdvantages: ["Removes the gifts and their growth from the estate"],
    risks: [
      {
        risk: "Gifting too much",
        description: "The client may need the money later.",
        mitigation: "Cash-flow plan first.",
      },
    ],
    regulatoryConsiderations: ["Gifts to trusts need Crummey powers to qualify"],
    liquidityConsiderations: "Gifts are irrevocable; keep a reserve.",
    alternatives: [
      { strategy: "section-529-superfunding", whyNotChosen: "Limited to education." },
      { strategy: "spousal-lifetime-access-trust", whyNotChosen: "Larger but uses exclusion." },
    ],
    uniqueAdvantages: ["No paperwork for most gifts"],
    successMetrics: [{ metric: "Gifts made", target: "Full exclusion each year", measurementFrequency: "Annually" }],
    reviewSchedule: "Each January.",
    exitStrategy: "Stop at any time.",
  }),
};

export const section529Superfunding: StrategyDefinition = {
  id: "section-529-superfunding",
  name: "529 Plan Superfunding (Five-Year Election)",
  category: "Estate & Wealth Transfer",
  description:
    "A donor puts five years of annual exclusions into each grandchild's 529 plan at once and elects to spread the gift over five years; growth is tax-free for education and outside the estate.",
  benefitCalculation: {
    type: "flat",
    formula:
      "annualExclusionUsd × 5 × beneficiaries × donors × ((1 + growthRate)^years − 1) × 0.15 + annualExclusionUsd × 5 × beneficiaries × donors × 0.40",
    variables: ["annualExclusionUsd", "beneficiaries", "donors", "growthRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "planFeesUsd × years", variables: ["planFeesUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["qualified_education_expenses", "five_year_election", "plan_fees"],
  sources: ["IRC §529(c)(2)(B)", "IRC §529(c)(3)", "IRC §2503(b)", "IRC §1(h) (15% rate used for growth)"],
  variables: [
    { name: "annualExclusionUsd", unit: "USD", description: "Annual exclusion per donee." },
    { name: "beneficiaries", unit: "count", description: "529 beneficiaries." },
    { name: "donors", unit: "count", description: "Donor spouses." },
    { name: "growthRate", unit: "rate", description: "Annual growth in the plan." },
    { name: "years", unit: "years", description: "Years until the funds are used." },
    { name: "planFeesUsd", unit: "USD", description: "Annual plan fees." },
  ],
  defaults(facts, tax) {
    const beneficiaries = Math.max(1, Math.min(8, facts.grandchildrenCount ?? facts.childrenCount ?? 1));
    return {
      annualExclusionUsd: { value: tax.annualGiftExclusion, assumption: `the ${tax.year} annual exclusion` },
      beneficiaries: { value: beneficiaries, assumption: `${beneficiaries} (grand)children` },
      donors: { value: isMarried(facts) ? 2 : 1, assumption: isMarried(facts) ? "both spouses" : "one donor" },
      growthRate: fixed(0.06, "growth 6% a year"),
      years: fixed(12, "used in about 12 years"),
      planFeesUsd: fixed(200, "plan fees about $200 a year"),
    };
  },
  benefit: (v, tax) => {
    const base = (v.annualExclusionUsd ?? 0) * 5 * (v.beneficiaries ?? 0) * (v.donors ?? 1);
    return {
      taxSavings: appreciation(base, v.growthRate ?? 0, v.years ?? 0) * 0.15,
      estateTaxSavings: base * tax.estateTaxRate,
    };
  },
  cost: (v) => ({ setup: 0, annual: v.planFeesUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.hasDescendants, {
    test: (f) =>
      f.goals.some((g) => /college|education|tuition|school/i.test(g)) ||
      (f.grandchildrenCount ?? 0) > 0 ||
      (f.childrenCount ?? 0) > 0,
    fits: "The client has children or grandchildren whose education can be funded.",
    fails: "The notes show no one whose education the client wants to fund.",
  }),
  timeline: "1–2 weeks",
  keyBenefits: [
    "Five years of exclusions at once",
    "Tax-free growth for education",
    "Donor keeps control as account owner",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["college", "education", "grandchildren", "tuition", "school"],
  explanation: explain({
    overview:
      "Superfunding front-loads five years of annual exclusions into a 529 plan; the money compounds tax-free for education and is out of the donor's estate (pro rata if the donor dies within five years).",
    keyComponents: [
      "529 account per beneficiary",
      "Five-year election on Form 709",
      "Owner control and successor owner",
    ],
    steps: [
      {
        title: "Open accounts",
        description: "Choose a plan and open one account per beneficiary.",
        timeline: "Week 1",
        requirements: ["Beneficiary details"],
      },
      {
        title: "Fund",
        description: "Contribute up to five times the annual exclusion.",
        timeline: "Week 2",
        requirements: ["Transfer"],
      },
      {
        title: "Elect",
        description: "File Form 709 electing five-year spreading.",
        timeline: "By April 15",
        requirements: ["Form 709"],
      },
    ],
    prerequisites: ["No other annual exclusion gifts to those beneficiaries for five years"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Unused funds can roll to a Roth IRA within limits (§529(c)(3)(E))"],
    taxAdvantages: ["Tax-free growth for qualified expenses", "Out of the estate"],
    risks: [
      {
        risk: "Non-qualified use",
        description: "Earnings withdrawn for other uses are taxed plus 10%.",
        mitigation: "Change beneficiary within the family instead.",
      },
    ],
    regulatoryConsiderations: ["State tax deductions vary by plan and state"],
    liquidityConsiderations: "Funds are earmarked for education but remain under the owner's control.",
    alternatives: [
      {
        strategy: "health-education-exclusion-trust",
        whyNotChosen: "Better for very large, multi-generation education funding.",
      },
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen: "Spreads the same gifts over five years instead of at once.",
      },
    ],
    uniqueAdvantages: ["Five years of compounding starts today"],
    successMetrics: [{ metric: "Account value", target: "On track for tuition", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual review of allocations and beneficiaries.",
    exitStrategy: "Change beneficiary, roll to a Roth IRA within limits, or withdraw with tax on earnings.",
  }),
};

/** Core estate strategies (with the SLAT in estate-slat.ts). */
export const CORE_ESTATE: readonly StrategyDefinition[] = [
  grantorRetainedAnnuityTrust,
  intentionallyDefectiveGrantorTrustSale,
  irrevocableLifeInsuranceTrust,
  qualifiedPersonalResidenceTrust,
  familyLimitedPartnership,
  healthEducationExclusionTrust,
  scinPrivateAnnuity,
  preferredPartnershipFreeze,
  section6166Deferral,
  nevadaDynastyTrust,
  annualExclusionGifting,
  section529Superfunding,
];
