import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor } from "./helpers.ts";

/** Business, equity and real estate strategies. */

export const qsbs12021045Rollover: StrategyDefinition = {
  id: "qsbs-1202-1045-rollover",
  name: "Qualified Small Business Stock Exclusion and Rollover (§1202 / §1045)",
  category: "Business & Equity",
  description:
    "Gain on original-issue stock of a domestic C corporation (taxed at 0.21 at the corporate level) with gross assets under the statutory limit is excluded up to the greater of the per-issuer cap or 10× basis when held long enough; a §1045 rollover defers gain on a sale before then.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "min(expectedGainUsd, exclusionCapUsd) × exclusionPercent × capitalGainsRate (stock of a C corporation taxed at 0.21)",
    variables: ["expectedGainUsd", "exclusionCapUsd", "exclusionPercent", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "qualificationReviewUsd", variables: ["qualificationReviewUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["qsbs_qualification", "holding_period", "gross_assets_test", "state_conformity_varies"],
  sources: [
    "IRC §1202(a), (b), (c), (d)",
    "IRC §1045",
    "Pub. L. 119-21 §70431 (tiered exclusion, $15M cap, $75M assets for stock issued after 4 July 2025)",
    "IRC §11(b)",
  ],
  variables: [
    { name: "expectedGainUsd", unit: "USD", description: "Expected gain on the shares." },
    {
      name: "exclusionCapUsd",
      unit: "USD",
      description: "Per-issuer cap (greater of the dollar cap or 10× basis; basis assumed small).",
    },
    { name: "exclusionPercent", unit: "ratio", description: "Share of gain excluded for the holding period." },
    { name: "capitalGainsRate", unit: "rate", description: "Federal rate on the gain otherwise (LTCG + NIIT)." },
    { name: "qualificationReviewUsd", unit: "USD", description: "Legal and accounting review of QSBS status." },
  ],
  defaults(facts, tax) {
    const issued = facts.businessStockIssuedYear ?? tax.year - 5;
    // Year granularity: stock issued in 2026 or later is under the Pub. L. 119-21 rules; 2025
    // issuances are treated as before 5 July 2025 (the lower cap), which understates, never overstates.
    const postJuly2025 = issued >= 2026;
    const cap = postJuly2025 ? tax.qsbsExclusionCapPostJuly2025 : tax.qsbsExclusionCapPreJuly2025;
    const held = tax.year - issued;
    const percent = postJuly2025
      ? held >= 5
        ? 1
        : held >= 4
          ? 0.75
          : held >= 3
            ? 0.5
            : 0
      : held >= tax.qsbsFullExclusionHoldingYears
        ? 1
        : 0;
    const gain = facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.5;
    return {
      expectedGainUsd: {
        value: Math.round(gain),
        assumption: `gain about the stake's value (${formatUsd(gain)}); basis assumed near zero`,
      },
      exclusionCapUsd: { value: cap, assumption: `per-issuer cap for stock issued in ${issued}` },
      exclusionPercent: {
        value: percent === 0 ? 1 : percent,
        assumption:
          percent === 0
            ? "100% once the holding period is met (a §1045 rollover preserves it if sold earlier)"
            : `${Math.round(percent * 100)}% for a ${held}-year holding`,
      },
      capitalGainsRate: {
        value: tax.longTermCapitalGainsTopRate + tax.netInvestmentIncomeTaxRate,
        assumption: "20% capital gains plus 3.8% NIIT",
      },
      qualificationReviewUsd: fixed(15_000, "QSBS qualification review, about $15,000"),
    };
  },
  benefit: (v) => ({
    taxSavings:
      Math.min(v.expectedGainUsd ?? 0, v.exclusionCapUsd ?? 0) * (v.exclusionPercent ?? 0) * (v.capitalGainsRate ?? 0),
  }),
  cost: (v) => ({ setup: v.qualificationReviewUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "expectedGainUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Gain 50% lower / base / 50% higher (capped)",
  },
  eligibility: allOf(
    {
      test: (f) => f.businessEntityType === "c_corp",
      fits: "The client holds stock of a C corporation, as §1202 requires.",
      fails: "§1202 needs stock of a domestic C corporation; the notes show none.",
    },
    {
      test: (f, t) => {
        const issued = f.businessStockIssuedYear;
        const limit =
          issued !== null && issued >= 2026 ? t.qsbsGrossAssetsLimitPostJuly2025 : t.qsbsGrossAssetsLimitPreJuly2025;
        return f.businessGrossAssetsAtIssuanceUsd === null || f.businessGrossAssetsAtIssuanceUsd <= limit;
      },
      fits: (f) =>
        f.businessGrossAssetsAtIssuanceUsd !== null
          ? `The company's gross assets at issuance (${formatUsd(f.businessGrossAssetsAtIssuanceUsd)}) were under the §1202(d) limit.`
          : "The gross-assets test at issuance must still be confirmed.",
      fails: "The company's gross assets at issuance exceeded the §1202(d) limit.",
    },
    {
      test: (f, t) => f.businessStockIssuedYear === null || f.businessStockIssuedYear >= 2010 || t.year < 2010,
      fits: (f, t) =>
        f.businessStockIssuedYear !== null
          ? `The shares were issued in ${f.businessStockIssuedYear}, so ${t.year - f.businessStockIssuedYear} years of the holding period have run.`
          : "The issue date and holding period must be confirmed.",
      fails: "Stock issued before 28 September 2010 gets only a partial exclusion.",
    },
  ),
  timeline: "Review now; exclusion applies at sale",
  keyBenefits: [
    "Up to 100% of gain excluded from federal tax",
    "Cap can be multiplied by gifting shares to trusts",
    "§1045 rollover preserves it on an early sale",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sale", "ipo", "taxes on a sale", "exit", "gain"],
  explanation: explain({
    overview:
      "Founders and early investors in qualifying C corporations can exclude most or all of their gain when they sell, subject to a per-issuer cap; confirming qualification before a liquidity event is one of the highest-value reviews an adviser can order.",
    keyComponents: [
      "Original issuance",
      "Active business and gross-assets tests",
      "Holding period",
      "Per-issuer cap of the greater of the dollar cap or 10× basis",
    ],
    steps: [
      {
        title: "Confirm qualification",
        description: "Obtain the company's QSBS representations and records of gross assets at issuance.",
        timeline: "Weeks 1–4",
        requirements: ["Cap table", "Balance sheets at issuance"],
      },
      {
        title: "Multiply the cap",
        description: "Consider gifts of shares to non-grantor trusts so each has its own cap.",
        timeline: "Before the liquidity event",
        requirements: ["Trust agreements"],
      },
      {
        title: "Report the sale",
        description: "Report the exclusion on Form 8949 / Schedule D, or elect a §1045 rollover within 60 days.",
        timeline: "At sale",
        requirements: ["Form 8949"],
      },
    ],
    prerequisites: ["Stock acquired at original issue for money, property or services"],
    professionals: ["Tax attorney", "CPA", "Company counsel"],
    secondaryBenefits: ["Frees capital for diversification after an exit"],
    taxAdvantages: ["Excluded gain is also outside NIIT", "Non-excluded gain on post-July-2025 stock is taxed at 28%"],
    risks: [
      {
        risk: "Failing a test",
        description: "Redemptions, asset tests or a non-qualified business can disqualify the stock.",
        mitigation: "Diligence before relying on it.",
      },
      {
        risk: "State tax",
        description: "Some states (e.g. California) do not follow §1202.",
        mitigation: "Model state tax separately.",
      },
    ],
    regulatoryConsiderations: ["Pub. L. 119-21 changed caps and holding periods for stock issued after 4 July 2025"],
    liquidityConsiderations: "The benefit arrives only on a sale of the shares.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Moves growth out of the estate but does not remove income tax on the sale.",
      },
      {
        strategy: "exchange-fund",
        whyNotChosen: "Diversifies without selling, but the gain stays deferred, not excluded.",
      },
    ],
    uniqueAdvantages: ["Permanent exclusion of gain, not just deferral"],
    successMetrics: [
      { metric: "Gain excluded", target: "Up to the cap at sale", measurementFrequency: "At the liquidity event" },
    ],
    reviewSchedule: "Before any redemption, financing round or sale.",
    exitStrategy: "Sell after the holding period; roll proceeds under §1045 if selling earlier.",
  }),
};

export const buySellAgreementFunding: StrategyDefinition = {
  id: "buy-sell-agreement-funding",
  name: "Buy-Sell Agreement Funded with Life Insurance",
  category: "Business Succession",
  description:
    "A cross-purchase (or carefully drafted redemption) agreement fixes who buys an owner's share at death or disability and at what price, with life insurance to fund the purchase.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "ownerShareValueUsd × forcedSaleDiscount",
    variables: ["ownerShareValueUsd", "forcedSaleDiscount"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "agreementCostUsd + annualPremiumUsd × years",
    variables: ["agreementCostUsd", "annualPremiumUsd", "years"],
  },
  lifeInsuranceComponent: "Term or permanent policies on each owner, owned by the co-owners (cross-purchase).",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["insurance_product", "valuation_formula", "connelly_entity_redemption_risk"],
  sources: [
    "Connelly v. United States, 602 U.S. 2024 (entity-owned insurance raises company value)",
    "IRC §101(a)",
    "IRC §2703",
  ],
  variables: [
    { name: "ownerShareValueUsd", unit: "USD", description: "Value of the client's business interest." },
    { name: "forcedSaleDiscount", unit: "rate", description: "Value lost in an unplanned sale by heirs." },
    { name: "agreementCostUsd", unit: "USD", description: "Drafting and valuation." },
    { name: "annualPremiumUsd", unit: "USD", description: "Insurance premium a year." },
    { name: "years", unit: "years", description: "Years the agreement is funded." },
  ],
  defaults(facts) {
    const share = facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.3;
    const age = facts.primaryAge ?? 55;
    return {
      ownerShareValueUsd: {
        value: Math.round(share),
        assumption: `the client's business interest (${formatUsd(share)})`,
      },
      forcedSaleDiscount: fixed(0.3, "30% lost in a distressed sale without an agreement"),
      agreementCostUsd: fixed(10_000, "agreement and valuation, about $10,000"),
      annualPremiumUsd: {
        value: Math.round(share * clamp(0.002 + (age - 40) * 0.0003, 0.002, 0.02)),
        assumption: `term premium for age ${age}`,
      },
      years: fixed(10, "funded for 10 years"),
    };
  },
  benefit: (v) => ({ protection: (v.ownerShareValueUsd ?? 0) * (v.forcedSaleDiscount ?? 0) }),
  cost: (v) => ({ setup: v.agreementCostUsd ?? 0, annual: v.annualPremiumUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "forcedSaleDiscount",
    mode: "add",
    spread: 0.15,
    description: "Forced-sale loss 15% / 30% / 45%",
  },
  eligibility: allOf(when.ownsBusiness),
  timeline: "1–3 months",
  keyBenefits: [
    "A guaranteed buyer and price at death or disability",
    "Cash for the family instead of an illiquid stake",
    "Continuity for employees and clients",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["succession", "business", "partner", "practice", "retire"],
  explanation: explain({
    overview:
      "A funded buy-sell agreement turns an illiquid business interest into cash for the family and control for the surviving owners or successor, at a price agreed in advance.",
    keyComponents: [
      "Triggering events",
      "Valuation formula or appraisal",
      "Insurance funding",
      "Cross-purchase or redemption structure",
    ],
    steps: [
      {
        title: "Value",
        description: "Agree a valuation method.",
        timeline: "Weeks 1–3",
        requirements: ["Business valuation"],
      },
      {
        title: "Draft",
        description: "Draft the agreement and choose cross-purchase or LLC structure.",
        timeline: "Weeks 3–6",
        requirements: ["Agreement"],
      },
      {
        title: "Insure",
        description: "Buy policies sized to the purchase price.",
        timeline: "Weeks 4–12",
        requirements: ["Underwriting"],
      },
    ],
    prerequisites: ["A co-owner, key employee or successor able to buy"],
    professionals: ["Business attorney", "Valuation expert", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Sets an estate-tax value when §2703 is met"],
    taxAdvantages: ["Insurance proceeds received income-tax free", "Cross-purchase gives buyers a basis step-up"],
    risks: [
      {
        risk: "Entity-owned insurance",
        description: "After Connelly, company-owned proceeds can raise the estate value.",
        mitigation: "Use cross-purchase or an insurance LLC.",
      },
      {
        risk: "Stale valuation",
        description: "An old price can shortchange the family.",
        mitigation: "Update the price every year.",
      },
    ],
    regulatoryConsiderations: ["§2703 requirements for the price to bind for estate tax"],
    liquidityConsiderations: "Premiums are a business cash-flow cost.",
    alternatives: [
      {
        strategy: "section-6166-deferral",
        whyNotChosen: "Keeps the business in the family but does not provide a buyer.",
      },
      { strategy: "intentionally-defective-grantor-trust-sale", whyNotChosen: "Transfers to family, not co-owners." },
    ],
    uniqueAdvantages: ["Certainty of buyer, price and funding"],
    successMetrics: [{ metric: "Coverage versus price", target: "100%", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual valuation update.",
    exitStrategy: "The agreement ends on a sale or by mutual consent; policies can be transferred to the insureds.",
  }),
};

export const managementIncentiveEquity: StrategyDefinition = {
  id: "management-incentive-equity",
  name: "Management Incentive Equity (Profits Interests)",
  category: "Executive Benefits",
  description:
    "Key people receive profits interests in an LLC or partnership (or restricted stock with an 83(b) election) so future growth is taxed as long-term capital gain instead of ordinary income.",
  benefitCalculation: {
    type: "percentage",
    formula: "futureAppreciationUsd × (ordinaryRate − capitalGainsRate)",
    variables: ["futureAppreciationUsd", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "planDesignUsd", variables: ["planDesignUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["section_83b_election", "vesting_conditions", "securities_exemption"],
  sources: ["Rev. Proc. 93-27", "Rev. Proc. 2001-43", "IRC §83(b)", "IRC §1(h)"],
  variables: [
    { name: "futureAppreciationUsd", unit: "USD", description: "Growth in value of the equity granted." },
    { name: "ordinaryRate", unit: "rate", description: "Marginal ordinary rate otherwise paid." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on long-term capital gain." },
    { name: "planDesignUsd", unit: "USD", description: "Plan design and valuation." },
  ],
  defaults(facts, tax) {
    const value = facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.2;
    return {
      futureAppreciationUsd: {
        value: Math.round(value * 0.1 * 1.5),
        assumption: "10% of the company granted, growing 50% over the plan",
      },
      ordinaryRate: { value: marginalOrdinaryRate(facts, tax), assumption: "marginal federal ordinary rate" },
      capitalGainsRate: {
        value: capitalGainsRate(facts, tax),
        assumption: "long-term capital gains rate including NIIT",
      },
      planDesignUsd: fixed(15_000, "plan documents and valuation, about $15,000"),
    };
  },
  benefit: (v) => ({
    taxSavings: Math.max(0, (v.futureAppreciationUsd ?? 0) * ((v.ordinaryRate ?? 0) - (v.capitalGainsRate ?? 0))),
  }),
  cost: (v) => ({ setup: v.planDesignUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "futureAppreciationUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Appreciation 50% lower / base / 50% higher",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => f.businessEntityType !== "sole_proprietorship",
    fits: "The business is an entity that can issue equity to key people.",
    fails: "A sole proprietorship cannot issue equity.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Aligns key people with growth",
    "Capital-gain treatment of future value",
    "No cash cost to the company",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "key employees", "retain", "business", "growth"],
  explanation: explain({
    overview:
      "Profits interests give managers a share of future growth only; properly structured they are not taxed on grant and their gain is capital gain, which retains successors and prepares a management buy-out.",
    keyComponents: ["Profits interests under Rev. Proc. 93-27/2001-43", "Vesting schedule", "Valuation at grant"],
    steps: [
      {
        title: "Design",
        description: "Set the pool, hurdle and vesting.",
        timeline: "Weeks 1–3",
        requirements: ["Valuation"],
      },
      {
        title: "Grant",
        description: "Amend the operating agreement and grant interests; file 83(b) elections.",
        timeline: "Weeks 3–6",
        requirements: ["Grant agreements", "83(b) within 30 days"],
      },
    ],
    prerequisites: ["An LLC or partnership (or corporation for restricted stock)"],
    professionals: ["Business attorney", "CPA", "Valuation expert"],
    secondaryBenefits: ["A path to succession"],
    taxAdvantages: ["Capital gains rather than ordinary income on growth"],
    risks: [{ risk: "Dilution", description: "Owners share future growth.", mitigation: "Hurdles and vesting." }],
    regulatoryConsiderations: ["Securities exemptions for grants"],
    liquidityConsiderations: "No cash outlay; value realised on a sale.",
    alternatives: [
      { strategy: "nonqualified-deferred-comp", whyNotChosen: "Pays cash taxed as ordinary income." },
      { strategy: "buy-sell-agreement-funding", whyNotChosen: "Addresses death or disability, not incentives." },
    ],
    uniqueAdvantages: ["Tax-efficient growth sharing"],
    successMetrics: [{ metric: "Key-person retention", target: "100% over vesting", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual grant and valuation review.",
    exitStrategy: "Interests are bought back or paid out on a sale under the agreement.",
  }),
};

export const nonqualifiedDeferredComp: StrategyDefinition = {
  id: "nonqualified-deferred-comp",
  name: "Nonqualified Deferred Compensation (§409A)",
  category: "Executive Benefits",
  description:
    "A high earner defers salary or bonus to a later year, usually retirement, when the marginal rate is lower; deferrals grow tax-deferred but remain an unsecured promise of the employer.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualDeferralUsd × years × (currentRate − retirementRate) + deferral growth × currentRate",
    variables: ["annualDeferralUsd", "years", "currentRate", "retirementRate", "growthRate"],
  },
  costCalculation: { type: "minimal", formula: "planAdminUsd × years", variables: ["planAdminUsd", "years"] },
  lifeInsuranceComponent: "Corporate-owned life insurance can informally fund the promise.",
  annuityComponent: "Payouts can be taken in instalments over 5–15 years.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["section_409a", "unsecured_creditor_risk", "distribution_elections"],
  sources: ["IRC §409A", "Treas. Reg. §1.409A-2 (deferral elections)", "IRC §3121(v)(2)"],
  variables: [
    { name: "annualDeferralUsd", unit: "USD", description: "Compensation deferred each year." },
    { name: "years", unit: "years", description: "Years of deferral." },
    { name: "currentRate", unit: "rate", description: "Marginal rate while working." },
    { name: "retirementRate", unit: "rate", description: "Marginal rate when paid." },
    { name: "growthRate", unit: "rate", description: "Growth of deferred amounts." },
    { name: "planAdminUsd", unit: "USD", description: "Plan administration a year." },
  ],
  defaults(facts, tax) {
    const income = facts.annualIncomeUsd ?? 0;
    return {
      annualDeferralUsd: {
        value: Math.round(clamp(income * 0.15, 0, 250_000)),
        assumption: "15% of income deferred each year",
      },
      years: fixed(10, "10 years of deferrals"),
      currentRate: { value: marginalOrdinaryRate(facts, tax), assumption: "current marginal federal rate" },
      retirementRate: fixed(0.24, "24% marginal rate in retirement"),
      growthRate: growthFor(facts),
      planAdminUsd: fixed(1_500, "plan administration, about $1,500 a year"),
    };
  },
  benefit: (v) => {
    const deferred = (v.annualDeferralUsd ?? 0) * (v.years ?? 0);
    const rateGap = Math.max(0, (v.currentRate ?? 0) - (v.retirementRate ?? 0));
    const growth = deferred * ((1 + (v.growthRate ?? 0)) ** ((v.years ?? 0) / 2) - 1);
    return { taxSavings: deferred * rateGap + growth * (v.currentRate ?? 0) * 0.3 };
  },
  cost: (v) => ({ setup: 0, annual: v.planAdminUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "retirementRate",
    mode: "add",
    spread: 0.08,
    description: "Retirement rate 16% / 24% / 32%",
  },
  eligibility: allOf(when.highIncome(400_000), {
    test: (f) => f.ownsBusiness || f.hasEmployerPlan,
    fits: "The client has an employer (or own company) that can sponsor a plan.",
    fails: "The notes show no employer able to sponsor a deferral plan.",
  }),
  timeline: "Elect before the year the pay is earned",
  keyBenefits: ["Shifts income to lower-rate years", "Tax-deferred growth", "Flexible payout schedules"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "income", "taxes"],
  explanation: explain({
    overview:
      "An NQDC plan lets executives and owners defer pay beyond qualified-plan limits; §409A sets strict timing for elections and payouts.",
    keyComponents: ["Written plan", "Deferral elections before the service year", "Fixed payment events"],
    steps: [
      {
        title: "Adopt plan",
        description: "Employer adopts a §409A-compliant plan.",
        timeline: "Before year end",
        requirements: ["Plan document"],
      },
      {
        title: "Elect",
        description: "Participant elects deferral amount and payout timing.",
        timeline: "Before the service year",
        requirements: ["Election form"],
      },
    ],
    prerequisites: ["Confidence in the employer's long-term solvency"],
    professionals: ["Benefits attorney", "CPA"],
    secondaryBenefits: ["Retention tool for key employees"],
    taxAdvantages: ["Income tax deferred until paid"],
    risks: [
      {
        risk: "Employer insolvency",
        description: "Deferrals are unsecured.",
        mitigation: "Limit deferrals to what the employer can safely owe; rabbi trust.",
      },
      { risk: "§409A failure", description: "Immediate tax plus 20%.", mitigation: "Strict compliance." },
    ],
    regulatoryConsiderations: ["FICA is due when vested (§3121(v))"],
    liquidityConsiderations: "Deferred pay cannot be accelerated.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Qualified plan with lower limits." },
      { strategy: "cash-balance-plan", whyNotChosen: "For owners rather than employees." },
    ],
    uniqueAdvantages: ["No contribution limit"],
    successMetrics: [
      { metric: "Rate arbitrage", target: "Payout rate below deferral rate", measurementFrequency: "At payout" },
    ],
    reviewSchedule: "Annual deferral election.",
    exitStrategy: "Payouts at the elected events; plan terminations follow §409A rules.",
  }),
};

export const costSegregation: StrategyDefinition = {
  id: "cost-segregation",
  name: "Cost Segregation Study with Bonus Depreciation",
  category: "Real Estate",
  description:
    "An engineering study reclassifies parts of a building into 5-, 7- and 15-year property, which can be expensed with bonus depreciation, accelerating deductions against rental or business income.",
  benefitCalculation: {
    type: "percentage",
    formula: "buildingBasisUsd × reclassifiedShare × (marginalRate − 0.25 recapture share) + time value of deferral",
    variables: ["buildingBasisUsd", "reclassifiedShare", "marginalRate", "discountRate"],
  },
  costCalculation: { type: "one_time", formula: "studyCostUsd", variables: ["studyCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["depreciation_recapture", "passive_activity_limits", "engineering_study_required"],
  sources: [
    "IRC §168(k) as amended by Pub. L. 119-21 §70301 (100% bonus for property acquired after 19 January 2025)",
    "IRC §1245",
    "IRC §1(h)(1)(E)",
    "IRS Cost Segregation Audit Techniques Guide",
  ],
  variables: [
    { name: "buildingBasisUsd", unit: "USD", description: "Depreciable basis of the buildings." },
    { name: "reclassifiedShare", unit: "ratio", description: "Share of basis reclassified to short lives." },
    { name: "marginalRate", unit: "rate", description: "Marginal rate of the deductions." },
    { name: "discountRate", unit: "rate", description: "Value of deferring tax, a year." },
    { name: "studyCostUsd", unit: "USD", description: "Engineering study fee." },
  ],
  defaults(facts, tax) {
    const basis = (facts.realEstateUsd ?? 0) * 0.6;
    return {
      buildingBasisUsd: {
        value: Math.round(basis),
        assumption: "60% of the real estate value is depreciable building basis",
      },
      reclassifiedShare: fixed(0.25, "25% reclassified to 5-, 7- and 15-year property"),
      marginalRate: { value: marginalOrdinaryRate(facts, tax), assumption: "marginal federal ordinary rate" },
      discountRate: fixed(0.06, "deferral worth 6% a year"),
      studyCostUsd: {
        value: Math.round(clamp(basis * 0.003, 8_000, 40_000)),
        assumption: "engineering study, 0.3% of basis ($8,000–$40,000)",
      },
    };
  },
  benefit: (v, tax) => {
    const accelerated = (v.buildingBasisUsd ?? 0) * (v.reclassifiedShare ?? 0);
    const rateGap = Math.max(0, (v.marginalRate ?? 0) - tax.unrecapturedSection1250Rate * 0.5);
    const deferralValue = accelerated * (v.marginalRate ?? 0) * ((1 + (v.discountRate ?? 0)) ** 10 - 1) * 0.3;
    return { taxSavings: accelerated * rateGap * 0.5 + deferralValue };
  },
  cost: (v) => ({ setup: v.studyCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "reclassifiedShare", mode: "add", spread: 0.1, description: "15% / 25% / 35% reclassified" },
  eligibility: allOf(when.hasRealEstate, {
    test: (f) => (f.realEstateUsd ?? 0) >= 750_000,
    fits: (f) =>
      `The client's real estate (${formatUsd(f.realEstateUsd ?? 0)}) is large enough for a study to pay off.`,
    fails: "The investment real estate is too small for a cost segregation study to pay off.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Large first-year deductions",
    "Can be done on buildings already owned (Form 3115)",
    "Improves cash flow for reinvestment",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "building", "taxes", "cash flow"],
  explanation: explain({
    overview:
      "Cost segregation front-loads depreciation on income property; with 100% bonus depreciation restored for property acquired after 19 January 2025, reclassified components can be deducted at once.",
    keyComponents: [
      "Engineering-based study",
      "Reclassification to §1245 and land-improvement property",
      "Catch-up via Form 3115 for older buildings",
    ],
    steps: [
      {
        title: "Feasibility",
        description: "Estimate savings per property.",
        timeline: "Week 1",
        requirements: ["Closing statements", "Depreciation schedules"],
      },
      {
        title: "Study",
        description: "Engineer inspects and produces the report.",
        timeline: "Weeks 2–8",
        requirements: ["Site visit", "Plans"],
      },
      {
        title: "File",
        description: "Apply on the return; Form 3115 for a change in method.",
        timeline: "Next return",
        requirements: ["Form 3115"],
      },
    ],
    prerequisites: ["Income to absorb deductions (passive rules apply)"],
    professionals: ["Cost segregation engineer", "CPA"],
    secondaryBenefits: ["Partial dispositions on later renovations"],
    taxAdvantages: ["Deductions now, recapture later at capped rates"],
    risks: [
      {
        risk: "Passive loss limits",
        description: "Losses may be suspended.",
        mitigation: "Real estate professional status or passive income.",
      },
      {
        risk: "Recapture on sale",
        description: "§1245 recapture at ordinary rates.",
        mitigation: "Hold long term or exchange under §1031.",
      },
    ],
    regulatoryConsiderations: ["Bonus depreciation rules changed by Pub. L. 119-21"],
    liquidityConsiderations: "Improves cash flow immediately.",
    alternatives: [
      {
        strategy: "delaware-statutory-trust",
        whyNotChosen: "Defers gain on a sale rather than accelerating deductions.",
      },
      { strategy: "section-1031-exchange", whyNotChosen: "Applies at sale, not during ownership." },
    ],
    uniqueAdvantages: ["Applies to buildings already owned"],
    successMetrics: [{ metric: "First-year deductions", target: "As in the study", measurementFrequency: "Annually" }],
    reviewSchedule: "With each acquisition or renovation.",
    exitStrategy: "Recapture on sale, or defer with a 1031 exchange.",
  }),
};

export const delawareStatutoryTrust: StrategyDefinition = {
  id: "delaware-statutory-trust",
  name: "Delaware Statutory Trust (DST) for a 1031 Exchange",
  category: "Real Estate",
  description:
    "Proceeds of investment real estate are exchanged into fractional interests in institutional property held by a Delaware statutory trust, deferring the gain and ending hands-on management.",
  benefitCalculation: {
    type: "percentage",
    formula: "deferredGainUsd × (capitalGainsRate + 0.25 × depreciationShare) ",
    variables: ["deferredGainUsd", "capitalGainsRate", "depreciationShare"],
  },
  costCalculation: {
    type: "one_time",
    formula: "deferredGainUsd × loadRate",
    variables: ["deferredGainUsd", "loadRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["accredited_investor", "illiquid_investment", "section_1031_timelines", "sponsor_risk"],
  sources: ["IRC §1031", "Rev. Rul. 2004-86", "IRC §1(h)(1)(E)", "Treas. Reg. §1.1031(k)-1 (45/180-day rules)"],
  variables: [
    { name: "deferredGainUsd", unit: "USD", description: "Gain deferred by the exchange." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain (LTCG + NIIT)." },
    { name: "depreciationShare", unit: "ratio", description: "Share of gain that is unrecaptured §1250 gain." },
    { name: "loadRate", unit: "rate", description: "Sponsor load and fees as a share of the amount." },
  ],
  defaults(facts, tax) {
    const gain = (facts.realEstateUsd ?? 0) * 0.4;
    return {
      deferredGainUsd: { value: Math.round(gain), assumption: "gain of 40% of the property value" },
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "long-term capital gains rate with NIIT" },
      depreciationShare: fixed(0.3, "30% of the gain is depreciation (taxed at up to 25%)"),
      loadRate: fixed(0.03, "sponsor load about 3%"),
    };
  },
  benefit: (v, tax) => ({
    taxSavings:
      (v.deferredGainUsd ?? 0) *
      ((v.capitalGainsRate ?? 0) * (1 - (v.depreciationShare ?? 0)) +
        tax.unrecapturedSection1250Rate * (v.depreciationShare ?? 0)),
  }),
  cost: (v) => ({ setup: (v.deferredGainUsd ?? 0) * (v.loadRate ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "deferredGainUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Gain 30% lower / base / 30% higher",
  },
  eligibility: allOf(when.hasRealEstate, {
    test: (f) => (f.realEstateUsd ?? 0) >= 500_000,
    fits: "The client owns investment real estate whose sale could be exchanged.",
    fails: "The notes show no investment real estate large enough to exchange.",
  }),
  timeline: "45 days to identify, 180 days to close",
  keyBenefits: [
    "Defers capital gains and depreciation recapture",
    "Ends landlord duties",
    "Diversifies across institutional properties",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "sell", "gains", "retire", "income"],
  explanation: explain({
    overview:
      "A DST interest qualifies as like-kind replacement property, so an investor can sell a managed property, defer the tax and hold passive, professionally managed real estate.",
    keyComponents: ["Qualified intermediary", "DST replacement interests", "45/180-day deadlines"],
    steps: [
      {
        title: "Engage intermediary",
        description: "Set up the exchange before closing the sale.",
        timeline: "Before sale",
        requirements: ["Exchange agreement"],
      },
      {
        title: "Identify",
        description: "Identify DST offerings within 45 days.",
        timeline: "Day 45",
        requirements: ["Identification letter"],
      },
      {
        title: "Close",
        description: "Acquire DST interests within 180 days.",
        timeline: "Day 180",
        requirements: ["Subscription documents"],
      },
    ],
    prerequisites: ["Accredited investor status", "Investment or business real estate"],
    professionals: ["Qualified intermediary", "CPA", "Securities-licensed adviser"],
    secondaryBenefits: ["Basis step-up at death can eliminate the deferred gain"],
    taxAdvantages: ["Gain and recapture deferred"],
    risks: [
      {
        risk: "Illiquidity",
        description: "DST interests are hard to sell.",
        mitigation: "Invest only long-term money.",
      },
      {
        risk: "Sponsor risk",
        description: "Performance depends on the sponsor.",
        mitigation: "Diligence and diversification across DSTs.",
      },
    ],
    regulatoryConsiderations: ["DSTs are securities; Reg D offerings"],
    liquidityConsiderations: "Typically 5–10 year holds.",
    alternatives: [
      { strategy: "section-1031-exchange", whyNotChosen: "Direct exchanges keep management duties." },
      { strategy: "opportunity-zone-fund", whyNotChosen: "Different deferral rules and riskier projects." },
    ],
    uniqueAdvantages: ["Passive ownership with full deferral"],
    successMetrics: [{ metric: "Distribution yield", target: "As projected", measurementFrequency: "Quarterly" }],
    reviewSchedule: "Annual sponsor reports.",
    exitStrategy: "Sponsor sells the property; exchange again or recognise the gain.",
  }),
};

export const section1031Exchange: StrategyDefinition = {
  id: "section-1031-exchange",
  name: "Like-Kind Exchange of Real Property (§1031)",
  category: "Capital Gains Management",
  description:
    "Investment or business real estate is sold and replaced with like-kind real estate through a qualified intermediary, deferring the gain and depreciation recapture.",
  benefitCalculation: {
    type: "percentage",
    formula: "deferredGainUsd × capitalGainsRate × presentValueFactor",
    variables: ["deferredGainUsd", "capitalGainsRate", "presentValueFactor"],
  },
  costCalculation: { type: "one_time", formula: "intermediaryFeeUsd", variables: ["intermediaryFeeUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["section_1031_timelines", "like_kind_real_property_only"],
  sources: ["IRC §1031", "Treas. Reg. §1.1031(k)-1"],
  variables: [
    { name: "deferredGainUsd", unit: "USD", description: "Gain deferred." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain." },
    {
      name: "presentValueFactor",
      unit: "ratio",
      description: "Share of the tax saved in present value (deferral, not exclusion).",
    },
    { name: "intermediaryFeeUsd", unit: "USD", description: "Qualified intermediary and legal fees." },
  ],
  defaults(facts, tax) {
    return {
      deferredGainUsd: {
        value: Math.round((facts.realEstateUsd ?? 0) * 0.3),
        assumption: "gain of 30% of the property value",
      },
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "long-term capital gains rate with NIIT" },
      presentValueFactor: fixed(0.6, "deferral worth 60% of the tax (held about 10 years); 100% if held until death"),
      intermediaryFeeUsd: fixed(5_000, "intermediary and legal, about $5,000"),
    };
  },
  benefit: (v) => ({ taxSavings: (v.deferredGainUsd ?? 0) * (v.capitalGainsRate ?? 0) * (v.presentValueFactor ?? 0) }),
  cost: (v) => ({ setup: v.intermediaryFeeUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "presentValueFactor",
    mode: "add",
    spread: 0.3,
    description: "Deferral worth 30% / 60% / 90% of the tax",
  },
  eligibility: allOf(when.hasRealEstate, {
    test: (f) => f.goals.some((g) => /sell|sale|gain|exchange/i.test(g)) || (f.realEstateUsd ?? 0) >= 1_000_000,
    fits: "The client holds real estate that may be sold or repositioned.",
    fails: "The notes mention no real estate sale or enough investment property to reposition.",
  }),
  timeline: "45 / 180 days around the sale",
  keyBenefits: [
    "Defers gain and recapture",
    "Keeps full equity working",
    "Basis step-up at death can make the deferral permanent",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sell", "real estate", "gains", "property"],
  explanation: explain({
    overview:
      "A §1031 exchange lets a real estate investor trade up or reposition without paying tax, as long as the replacement property is like-kind real property and deadlines are met.",
    keyComponents: ["Qualified intermediary", "Like-kind replacement", "Equal or greater value and debt"],
    steps: [
      {
        title: "Engage intermediary",
        description: "Before closing the sale.",
        timeline: "Before sale",
        requirements: ["Exchange agreement"],
      },
      {
        title: "Identify and close",
        description: "Identify within 45 days; close within 180.",
        timeline: "Days 1–180",
        requirements: ["Identification", "Closing"],
      },
    ],
    prerequisites: ["Property held for investment or business use"],
    professionals: ["Qualified intermediary", "Real estate attorney", "CPA"],
    secondaryBenefits: ["Consolidate or diversify holdings"],
    taxAdvantages: ["Full deferral if all proceeds are reinvested"],
    risks: [
      {
        risk: "Missed deadlines",
        description: "The exchange fails and gain is taxed.",
        mitigation: "Identify backups early.",
      },
    ],
    regulatoryConsiderations: ["Only real property qualifies since 2018"],
    liquidityConsiderations: "Cash taken out (boot) is taxed.",
    alternatives: [
      { strategy: "delaware-statutory-trust", whyNotChosen: "Passive, for investors leaving management." },
      { strategy: "opportunity-zone-fund", whyNotChosen: "Deferral plus exclusion but higher risk." },
    ],
    uniqueAdvantages: ["Unlimited deferral through successive exchanges"],
    successMetrics: [{ metric: "Gain deferred", target: "100%", measurementFrequency: "At exchange" }],
    reviewSchedule: "Before any sale of investment property.",
    exitStrategy: "Hold until death for a basis step-up, or sell and recognise the gain.",
  }),
};

export const opportunityZoneFund: StrategyDefinition = {
  id: "opportunity-zone-fund",
  name: "Qualified Opportunity Zone Fund Investment",
  category: "Capital Gains Management",
  description:
    "Capital gain reinvested in a qualified opportunity fund within 180 days is deferred, partly excluded through a basis step-up after five years, and appreciation on the fund investment is tax-free after ten years.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "deferredGainUsd × 0.15 × capitalGainsRate (basis step-up on deferred gains) + deferredGainUsd × ((1 + growthRate)^10 − 1) × capitalGainsRate",
    variables: ["deferredGainUsd", "capitalGainsRate", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "deferredGainUsd × feeRate × 10",
    variables: ["deferredGainUsd", "feeRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["illiquid_investment", "opportunity_zone_rules", "ten_year_hold"],
  sources: ["IRC §1400Z-2 as amended by Pub. L. 119-21 §70421", "Treas. Reg. §1.1400Z2(a)-1"],
  variables: [
    { name: "deferredGainUsd", unit: "USD", description: "Capital gain invested in the fund." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain." },
    { name: "growthRate", unit: "rate", description: "Annual growth of the fund investment." },
    { name: "feeRate", unit: "rate", description: "Fund fees a year." },
  ],
  defaults(facts, tax) {
    const gain = facts.expectsLiquidityEvent ? (facts.businessValueUsd ?? 0) * 0.2 : (facts.netWorthUsd ?? 0) * 0.05;
    return {
      deferredGainUsd: {
        value: Math.round(gain),
        assumption: "a fifth of an expected sale gain, or 5% of net worth, reinvested",
      },
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "long-term capital gains rate with NIIT" },
      growthRate: fixed(0.05, "fund growth 5% a year"),
      feeRate: fixed(0.015, "fund fees 1.5% a year"),
    };
  },
  benefit: (v) => {
    const gain = v.deferredGainUsd ?? 0;
    const rate = v.capitalGainsRate ?? 0;
    return { taxSavings: gain * 0.15 * rate + gain * ((1 + (v.growthRate ?? 0)) ** 10 - 1) * rate };
  },
  cost: (v) => ({ setup: 0, annual: (v.deferredGainUsd ?? 0) * (v.feeRate ?? 0), years: 10 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.04, description: "Fund growth 1% / 5% / 9% a year" },
  eligibility: allOf(
    {
      test: (f) => f.expectsLiquidityEvent || f.hasLowBasisStock || f.hasConcentratedStock || f.hasInvestmentRealEstate,
      fits: "The client has or expects capital gains that can be reinvested.",
      fails: "The notes show no capital gains to reinvest.",
    },
    {
      test: (f) => f.riskTolerance !== "conservative",
      fits: "The client's risk tolerance allows an illiquid, ten-year investment.",
      fails: "A conservative investor is poorly suited to an illiquid opportunity fund.",
    },
  ),
  timeline: "Invest within 180 days of the gain; hold 10 years",
  keyBenefits: [
    "Defers the original gain",
    "Basis step-up on the deferred gain",
    "Tax-free appreciation after 10 years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["gains", "sale", "taxes on a sale", "invest", "impact"],
  explanation: explain({
    overview:
      "Opportunity zone funds trade liquidity for tax benefits: deferral of the original gain, a partial step-up after five years under the rules for the investment date, and exclusion of the fund's own growth after ten years.",
    keyComponents: ["Qualified opportunity fund", "180-day reinvestment window", "Ten-year holding period"],
    steps: [
      {
        title: "Realise and invest",
        description: "Invest the gain in a QOF within 180 days.",
        timeline: "Within 180 days",
        requirements: ["Form 8949 deferral election"],
      },
      {
        title: "Report annually",
        description: "File Form 8997 each year.",
        timeline: "Annually",
        requirements: ["Form 8997"],
      },
      {
        title: "Hold",
        description: "Hold ten years for the exclusion.",
        timeline: "10 years",
        requirements: ["Fund statements"],
      },
    ],
    prerequisites: ["A recent capital gain", "Money not needed for ten years"],
    professionals: ["CPA", "Investment adviser", "Fund counsel"],
    secondaryBenefits: ["Community development impact"],
    taxAdvantages: ["Deferral, step-up and exclusion"],
    risks: [
      {
        risk: "Project risk",
        description: "Real estate and business projects can fail.",
        mitigation: "Diversified funds and diligence.",
      },
      {
        risk: "Rule changes",
        description: "Pub. L. 119-21 reshaped the program for gains invested after 2026.",
        mitigation: "Confirm which regime applies to the investment date.",
      },
    ],
    regulatoryConsiderations: [
      "Original TCJA deferrals end on 31 December 2026; the permanent program uses rolling five-year deferral",
    ],
    liquidityConsiderations: "Illiquid for about ten years.",
    alternatives: [
      { strategy: "section-1031-exchange", whyNotChosen: "Only for real estate gains." },
      { strategy: "qsbs-1202-1045-rollover", whyNotChosen: "Only for qualifying small business stock." },
    ],
    uniqueAdvantages: ["Excludes the new investment's growth entirely"],
    successMetrics: [{ metric: "Fund value", target: "Positive growth by year 10", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual fund review and Form 8997.",
    exitStrategy: "Sell after ten years with the basis elected at fair market value.",
  }),
};

export const qualifiedBusinessIncomeDeduction: StrategyDefinition = {
  id: "qualified-business-income-deduction",
  name: "Qualified Business Income Deduction Planning (§199A)",
  category: "Business Tax Planning",
  description:
    "Owners of pass-through businesses deduct 0.20 of qualified business income; planning wages, property and entity choice keeps the deduction when income is above the threshold.",
  benefitCalculation: {
    type: "percentage",
    formula: "qualifiedBusinessIncomeUsd × 0.20 × marginalRate × years",
    variables: ["qualifiedBusinessIncomeUsd", "marginalRate", "years"],
  },
  costCalculation: { type: "annual", formula: "planningFeeUsd × years", variables: ["planningFeeUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["sstb_limits", "w2_wage_limits"],
  sources: ["IRC §199A(a), (b)(2), (d)", "Pub. L. 119-21 §70105 (made permanent)", "Treas. Reg. §1.199A-1"],
  variables: [
    { name: "qualifiedBusinessIncomeUsd", unit: "USD", description: "Qualified business income a year." },
    { name: "marginalRate", unit: "rate", description: "Marginal rate of the deduction." },
    { name: "years", unit: "years", description: "Years modelled." },
    { name: "planningFeeUsd", unit: "USD", description: "Annual planning and compliance." },
  ],
  defaults(facts, tax) {
    const qbi = (facts.annualIncomeUsd ?? 0) * 0.5;
    return {
      qualifiedBusinessIncomeUsd: {
        value: Math.round(qbi),
        assumption: "half of household income is qualified business income",
      },
      marginalRate: { value: marginalOrdinaryRate(facts, tax), assumption: "marginal federal ordinary rate" },
      years: fixed(5, "5 years"),
      planningFeeUsd: fixed(2_500, "planning and compliance, about $2,500 a year"),
    };
  },
  benefit: (v, tax) => ({
    taxSavings:
      (v.qualifiedBusinessIncomeUsd ?? 0) *
      tax.qualifiedBusinessIncomeDeductionRate *
      (v.marginalRate ?? 0) *
      (v.years ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.planningFeeUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "qualifiedBusinessIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "QBI 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) => f.businessEntityType !== "c_corp",
      fits: "The business is a pass-through entity, so its income can qualify.",
      fails: "C-corporation income does not qualify for the §199A deduction.",
    },
    {
      test: (f, t) =>
        !f.hasProfessionalLiability ||
        (f.annualIncomeUsd ?? 0) < t.qualifiedBusinessIncomeThresholdMarriedJoint + 150_000,
      fits: "Income or the type of business leaves room for the deduction.",
      fails: "A specified service business above the phase-in range gets no §199A deduction.",
    },
  ),
  timeline: "Annual planning before year end",
  keyBenefits: [
    "Deduct 20% of qualified business income",
    "Permanent after Pub. L. 119-21",
    "Wage and property planning protects it at high incomes",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "taxes", "income"],
  explanation: explain({
    overview:
      "§199A gives pass-through owners a 20% deduction; above the threshold it depends on W-2 wages, property and whether the business is a specified service trade.",
    keyComponents: ["QBI", "W-2 wage and UBIA limits", "SSTB rules", "Aggregation elections"],
    steps: [
      {
        title: "Measure",
        description: "Compute QBI, wages and property per business.",
        timeline: "Q3",
        requirements: ["Financial statements"],
      },
      {
        title: "Plan",
        description: "Adjust wages, aggregation and retirement contributions.",
        timeline: "Q4",
        requirements: ["Projection"],
      },
    ],
    prerequisites: ["A pass-through business"],
    professionals: ["CPA"],
    secondaryBenefits: ["Works with retirement plan design"],
    taxAdvantages: ["Up to 20% of QBI deducted"],
    risks: [
      {
        risk: "Phase-outs",
        description: "High income specified service businesses lose it.",
        mitigation: "Retirement contributions lower taxable income.",
      },
    ],
    regulatoryConsiderations: ["Threshold and phase-in amounts indexed yearly"],
    liquidityConsiderations: "No cash outlay.",
    alternatives: [
      { strategy: "cash-balance-plan", whyNotChosen: "Complements it by lowering taxable income." },
      { strategy: "nonqualified-deferred-comp", whyNotChosen: "Defers rather than deducts." },
    ],
    uniqueAdvantages: ["A deduction without spending money"],
    successMetrics: [{ metric: "Deduction claimed", target: "Maximum allowed", measurementFrequency: "Annually" }],
    reviewSchedule: "Each fourth quarter.",
    exitStrategy: "Not applicable; reviewed each year.",
  }),
};

export const exchangeFund: StrategyDefinition = {
  id: "exchange-fund",
  name: "Exchange Fund for a Concentrated Stock Position",
  category: "Investment Tax Planning",
  description:
    "Concentrated low-basis stock is contributed to a partnership with other investors' stock (§721), exchanging one position for a diversified basket without a taxable sale.",
  benefitCalculation: {
    type: "percentage",
    formula: "positionValueUsd × gainShare × capitalGainsRate × presentValueFactor + positionValueUsd × riskReduction",
    variables: ["positionValueUsd", "gainShare", "capitalGainsRate", "presentValueFactor", "riskReduction"],
  },
  costCalculation: {
    type: "annual",
    formula: "positionValueUsd × feeRate × 7",
    variables: ["positionValueUsd", "feeRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["qualified_purchaser", "seven_year_lockup", "illiquid_investment"],
  sources: ["IRC §721(a), (b)", "IRC §351(e)", "Treas. Reg. §1.351-1(c)"],
  variables: [
    { name: "positionValueUsd", unit: "USD", description: "Value of the stock contributed." },
    { name: "gainShare", unit: "ratio", description: "Share of the value that is unrealised gain." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain." },
    { name: "presentValueFactor", unit: "ratio", description: "Value of deferral as a share of the tax." },
    {
      name: "riskReduction",
      unit: "ratio",
      description: "Expected loss avoided by diversifying, as a share of value.",
    },
    { name: "feeRate", unit: "rate", description: "Annual fund fee." },
  ],
  defaults(facts, tax) {
    const position = facts.taxableInvestmentsUsd ?? facts.businessValueUsd ?? (facts.netWorthUsd ?? 0) * 0.3;
    return {
      positionValueUsd: {
        value: Math.round(clamp(position * 0.5, 0, 50_000_000)),
        assumption: "half of the concentrated position contributed",
      },
      gainShare: fixed(0.7, "70% of the value is unrealised gain"),
      capitalGainsRate: { value: capitalGainsRate(facts, tax), assumption: "long-term capital gains rate with NIIT" },
      presentValueFactor: fixed(0.5, "deferral worth half the tax (sold after about 10 years)"),
      riskReduction: fixed(0.03, "3% of value in expected single-stock loss avoided"),
      feeRate: fixed(0.009, "fees 0.9% a year for 7 years"),
    };
  },
  benefit: (v) => {
    const p = v.positionValueUsd ?? 0;
    return {
      taxSavings: p * (v.gainShare ?? 0) * (v.capitalGainsRate ?? 0) * (v.presentValueFactor ?? 0),
      protection: p * (v.riskReduction ?? 0),
    };
  },
  cost: (v) => ({ setup: 0, annual: (v.positionValueUsd ?? 0) * (v.feeRate ?? 0), years: 7 }),
  sensitivity: {
    variable: "presentValueFactor",
    mode: "add",
    spread: 0.3,
    description: "Deferral worth 20% / 50% / 80% of the tax",
  },
  eligibility: allOf(when.hasAppreciatedStock, {
    test: (f) => f.businessEntityType !== "s_corp" || f.hasLowBasisStock,
    fits: "The client holds publicly traded appreciated stock suitable for contribution.",
    fails: "Private company shares cannot be contributed to an exchange fund.",
  }),
  timeline: "1–2 months; 7-year hold",
  keyBenefits: ["Diversifies without a taxable sale", "Reduces single-stock risk", "Basis carries over"],
  memoBucket: "protectionBucket",
  goalKeywords: ["diversify", "concentrated", "stock", "taxes on a sale", "risk"],
  explanation: explain({
    overview:
      "Exchange funds pool many investors' concentrated positions; after seven years each investor can leave with a diversified basket, with the original basis carried over.",
    keyComponents: ["Partnership under §721", "20% illiquid real estate to avoid §721(b)", "Seven-year lock-up"],
    steps: [
      {
        title: "Qualify",
        description: "Confirm qualified purchaser status and eligible shares.",
        timeline: "Weeks 1–2",
        requirements: ["Investor questionnaire"],
      },
      {
        title: "Contribute",
        description: "Contribute shares at the fund's closing.",
        timeline: "Quarterly closings",
        requirements: ["Subscription"],
      },
    ],
    prerequisites: ["Publicly traded stock accepted by the fund", "Qualified purchaser ($5M of investments)"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: ["Can be combined with gifting fund interests"],
    taxAdvantages: ["No gain on contribution"],
    risks: [
      {
        risk: "Lock-up",
        description: "Early exit returns the original shares.",
        mitigation: "Only contribute what can stay seven years.",
      },
    ],
    regulatoryConsiderations: ["Private placement rules"],
    liquidityConsiderations: "Seven-year lock-up.",
    alternatives: [
      {
        strategy: "direct-indexing-tax-loss-harvesting",
        whyNotChosen: "Harvests losses but cannot absorb a very large gain.",
      },
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Needs charitable intent." },
    ],
    uniqueAdvantages: ["Tax-free diversification"],
    successMetrics: [{ metric: "Tracking versus index", target: "Within 2%", measurementFrequency: "Annually" }],
    reviewSchedule: "Annual fund review.",
    exitStrategy: "After seven years, redeem for a diversified basket.",
  }),
};

/** Core business, equity and real estate strategies. */
export const CORE_BUSINESS: readonly StrategyDefinition[] = [
  qsbs12021045Rollover,
  buySellAgreementFunding,
  managementIncentiveEquity,
  nonqualifiedDeferredComp,
  costSegregation,
  delawareStatutoryTrust,
  section1031Exchange,
  opportunityZoneFund,
  qualifiedBusinessIncomeDeduction,
  exchangeFund,
];
