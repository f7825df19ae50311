import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { isMarried, taxableEstate } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  alt,
  businessValueOf,
  capitalGainsRateOf,
  deferralValue,
  discountRateOf,
  entityIn,
  fixed,
  goalsMention,
  investableAssets,
  is,
  metric,
  netWorthOf,
  ordinaryRateOf,
  risk,
  step,
  v,
} from "./shared.ts";

/** Business planning, business tax and succession strategies. */

/** The §199A threshold and phase-in range for the household (single filers use half the joint figures). */
function qbiThresholds(f: TClientFacts, tax: TaxParameters) {
  const factor = isMarried(f) ? 1 : 0.5;
  return {
    threshold: tax.qualifiedBusinessIncomeThresholdMarriedJoint * factor,
    range: tax.qualifiedBusinessIncomePhaseInRangeMarriedJoint * factor,
  };
}

/** True for a specified service trade or business as the facts suggest (licensed professions). */
const isSpecifiedService = (f: TClientFacts) =>
  f.hasProfessionalLiability || f.businessEntityType === "professional_corporation";

export const buySellAgreementFunding: StrategyDefinition = {
  id: "buy-sell-agreement-funding",
  name: "Buy-Sell Agreement Funded with Life Insurance",
  category: "Business Succession",
  description:
    "A buy-sell agreement fixes who buys an owner's interest at death, disability or retirement and at what price, funded with life insurance. After Connelly v. United States (2024), insurance owned by the company to redeem shares raises the company's estate-tax value, so a cross-purchase or an insurance LLC owning the policies is usually preferred.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "ownerShareValueUsd × forcedSaleDiscount + ownerShareValueUsd × ownershipShare × 0.40 × estateTaxExposure (estate tax avoided by keeping the proceeds out of the company, per Connelly)",
    variables: ["ownerShareValueUsd", "forcedSaleDiscount", "ownershipShare", "estateTaxExposure"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "agreementCostUsd + annualPremiumUsd × years",
    variables: ["agreementCostUsd", "annualPremiumUsd", "years"],
  },
  lifeInsuranceComponent:
    "Term or permanent policies on each owner, sized to the buy-out price and owned by the co-owners (cross-purchase) or by a separate insurance LLC, not by the company.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "insurance_product",
    "valuation_formula",
    "connelly_entity_redemption_risk",
    "transfer_for_value_rules",
  ],
  sources: [
    "Connelly v. United States, 602 U.S. ___, 144 S. Ct. 1406 (2024) (entity-owned insurance proceeds raise share value; redemption obligation is not an offsetting liability)",
    "IRC §2703 and Treas. Reg. §25.2703-1 (when an agreed price binds for estate tax)",
    "IRC §101(a)(1), (a)(2) (death benefit exclusion; transfer-for-value exceptions for partners)",
    "IRC §101(j) (employer-owned life insurance notice and consent)",
  ],
  variables: [
    v("ownerShareValueUsd", "USD", "Value of the client's business interest (the buy-out price)."),
    v("forcedSaleDiscount", "ratio", "Value lost if heirs must sell without an agreement."),
    v("ownershipShare", "ratio", "Client's share of the company."),
    v("estateTaxExposure", "ratio", "1 when the estate is above the exclusion, else 0."),
    v("agreementCostUsd", "USD", "Drafting and valuation."),
    v("annualPremiumUsd", "USD", "Insurance premium a year."),
    v("years", "years", "Years the agreement is funded."),
  ],
  defaults(f, tax) {
    const share = businessValueOf(f, 0.3);
    const age = f.primaryAge ?? 55;
    const premiumRate = clamp(0.002 + (age - 40) * 0.0003, 0.002, 0.02);
    const exposed = taxableEstate(netWorthOf(f), f, tax) > 0 ? 1 : 0;
    return {
      ownerShareValueUsd: share,
      forcedSaleDiscount: fixed(0.3, "30% lost in a distressed sale by heirs without an agreement"),
      ownershipShare: fixed(0.5, "two equal owners assumed (the notes do not give the ownership split)"),
      estateTaxExposure: fixed(
        exposed,
        exposed
          ? "the estate exceeds the available exclusion, so added value is taxed"
          : "the estate is below the available exclusion, so no estate tax on added value",
      ),
      agreementCostUsd: fixed(10_000, "agreement and valuation, about $10,000"),
      annualPremiumUsd: fixed(
        Math.round(share.value * premiumRate),
        `term premium about ${(premiumRate * 100).toFixed(2)}% of cover at age ${age}${f.primaryAge === null ? " (age not stated)" : ""}`,
      ),
      years: fixed(10, "funded for 10 years"),
    };
  },
  benefit: (x, tax) => {
    const share = x.ownerShareValueUsd ?? 0;
    return {
      protection: share * (x.forcedSaleDiscount ?? 0),
      estateTaxSavings: share * (x.ownershipShare ?? 0) * tax.estateTaxRate * clamp(x.estateTaxExposure ?? 0, 0, 1),
    };
  },
  cost: (x) => ({ setup: x.agreementCostUsd ?? 0, annual: x.annualPremiumUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "forcedSaleDiscount",
    mode: "add",
    spread: 0.15,
    description: "Forced-sale loss 15% / 30% / 45%",
  },
  eligibility: allOf(when.ownsBusiness, {
    test: (f) => f.primaryAge === null || f.primaryAge <= 75,
    fits: "The owner is of an age where the agreement can still be funded with insurance at a reasonable cost.",
    fails:
      "At the owner's age insurance funding is usually too costly; a funded buy-sell is rarely practical above about 75.",
  }),
  timeline: "1–3 months",
  keyBenefits: [
    "A guaranteed buyer and price at death, disability or retirement",
    "Cash for the family instead of an illiquid stake",
    "Structured to avoid the Connelly estate-tax trap",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["succession", "business", "partner", "co-owner", "retire", "protect"],
  explanation: {
    overview:
      "A funded buy-sell agreement turns an illiquid business interest into cash for the family and continuity for the surviving owners, at a price agreed in advance. Since Connelly, who owns the policies matters: company-owned proceeds are added to the company's value for estate tax.",
    keyComponents: [
      "Triggering events: death, disability, retirement, divorce, departure",
      "Valuation formula or periodic appraisal",
      "Insurance owned by co-owners or a separate insurance LLC",
      "Terms meeting §2703 so the price can bind for estate tax",
    ],
    steps: [
      step("Value the business", "Agree a valuation method and obtain a current appraisal.", "Weeks 1–3", [
        "Business valuation",
      ]),
      step(
        "Choose the structure",
        "Pick cross-purchase, insurance LLC or a redemption with a Connelly-aware price clause.",
        "Weeks 2–4",
        ["Ownership and entity review"],
      ),
      step("Draft the agreement", "Set triggers, price, payment terms and disability definitions.", "Weeks 3–6", [
        "Buy-sell agreement",
      ]),
      step(
        "Buy the insurance",
        "Underwrite policies sized to each owner's buy-out price; obtain §101(j) consents where needed.",
        "Weeks 4–12",
        ["Applications", "Medical underwriting"],
      ),
    ],
    prerequisites: ["A co-owner, key employee or successor able to buy", "Insurable owners"],
    professionals: ["Business attorney", "Estate planning attorney", "Valuation expert", "Insurance adviser", "CPA"],
    secondaryBenefits: [
      "Prevents unwanted owners (ex-spouses, heirs) from joining",
      "Supports lender and key-employee confidence",
    ],
    taxAdvantages: [
      "Death benefits received income-tax free",
      "Cross-purchase gives surviving owners a cost basis in the bought shares",
    ],
    risks: [
      risk(
        "Entity-owned insurance after Connelly",
        "Proceeds paid to the company raise the value of the deceased owner's shares for estate tax.",
        "Use a cross-purchase or an insurance LLC, or price the redemption to exclude proceeds where possible.",
      ),
      risk(
        "Stale price",
        "An old formula price can shortchange the family or fail §2703.",
        "Update the valuation every year.",
      ),
      risk(
        "Transfer-for-value",
        "Moving existing policies between owners can make proceeds taxable.",
        "Use the partner and insured exceptions of §101(a)(2).",
      ),
    ],
    marketRisks: ["Business value can change faster than the insurance cover"],
    regulatoryConsiderations: [
      "§2703 requirements for the agreed price to bind",
      "Employer-owned policy notice and consent (§101(j))",
    ],
    liquidityConsiderations: "Premiums are an ongoing cash cost to the owners or the LLC.",
    alternatives: [
      alt(
        "key-person-insurance",
        "Protects the company against the loss of a key person but does not buy out the family.",
      ),
      alt("management-buyout", "A lifetime sale to managers when no co-owner will buy."),
    ],
    uniqueAdvantages: ["Certainty of buyer, price and funding at once"],
    successMetrics: [
      metric("Insurance cover versus buy-out price", "100%", "Annually"),
      metric("Valuation age", "Under 12 months", "Annually"),
    ],
    qualitativeIndicators: ["All owners understand and accept the price mechanism"],
    warningSignals: ["Valuation older than 2 years", "Policies owned by the company"],
    reviewSchedule: "Annual valuation and coverage review; legal review after any change in owners or law.",
    exitStrategy:
      "The agreement ends on a sale of the business or by agreement; policies can be transferred to the insureds under a transfer-for-value exception.",
  },
};

export const esopSection1042Rollover: StrategyDefinition = {
  id: "esop-section-1042-rollover",
  name: "Sale to an ESOP with §1042 Rollover",
  category: "Business Succession",
  description:
    "The owner of a C corporation sells at least 30% of its stock to an employee stock ownership plan and reinvests the proceeds in qualified replacement property (stocks and bonds of US operating companies) within the window from 3 months before to 12 months after the sale. Under §1042 the gain is deferred until the replacement property is sold, and never taxed if held until death.",
  benefitCalculation: {
    type: "flat",
    formula:
      "saleProceedsUsd × gainShare × capitalGainsRate (deferred under §1042; eliminated by the §1014 step-up if the replacement property is held until death)",
    variables: ["saleProceedsUsd", "gainShare", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: key-person cover while the ESOP's acquisition debt is repaid.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "erisa_fiduciary_requirements",
    "independent_appraisal_required",
    "repurchase_obligation",
    "qualified_replacement_property_rules",
  ],
  sources: [
    "IRC §1042 (30% ownership, 3-year holding, qualified replacement property)",
    "IRC §409(n) (no allocations to the seller, family or 25% holders)",
    "IRC §4978 (excise tax on ESOP dispositions within 3 years)",
    "IRC §404(a)(9), §404(k) (deductible contributions and dividends)",
    "ERISA §3(18) and DOL regulations (adequate consideration)",
    "SECURE 2.0 Act §114 (10% deferral for S-corporation sellers from 2028)",
  ],
  variables: [
    v("saleProceedsUsd", "USD", "Price of the stock sold to the ESOP."),
    v("gainShare", "ratio", "Gain as a share of the price."),
    v("capitalGainsRate", "rate", "Federal rate the gain would otherwise bear."),
    v("setupCostUsd", "USD", "Plan design, trustee, appraisal and financing costs."),
    v("annualAdministrationUsd", "USD", "Annual appraisal, administration and trustee fees."),
    v("years", "years", "Years of administration counted."),
  ],
  defaults(f, tax) {
    const value = businessValueOf(f, 0.5);
    const sale = Math.round(value.value * 0.5);
    return {
      saleProceedsUsd: fixed(
        sale,
        `half the stake sold to the ESOP (${formatUsd(sale)}), above the 30% minimum; ${value.assumption}`,
      ),
      gainShare: fixed(0.85, "basis about 15% of the price"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      setupCostUsd: fixed(
        Math.round(clamp(sale * 0.02, 150_000, 600_000)),
        "plan, trustee, appraisal and financing, about 2% of the price ($150,000–$600,000)",
      ),
      annualAdministrationUsd: fixed(40_000, "appraisal, administration and trustee, about $40,000 a year"),
      years: fixed(5, "5 years counted"),
    };
  },
  benefit: (x) => ({ taxSavings: (x.saleProceedsUsd ?? 0) * (x.gainShare ?? 0) * (x.capitalGainsRate ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "saleProceedsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Price 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.businessEntityType === "c_corp",
      fits: "The business is a C corporation, whose stock qualifies for §1042.",
      fails:
        "§1042 applies only to stock of a C corporation (S-corporation sellers get only a 10% deferral, from 2028); the notes show no C corporation.",
    },
    {
      test: (f) => (f.businessValueUsd ?? 0) >= 5_000_000,
      fits: (f) =>
        `A business worth ${formatUsd(f.businessValueUsd ?? 0)} can carry an ESOP's set-up and running costs.`,
      fails:
        "ESOPs usually need a business worth at least $5,000,000 with steady payroll and profits; the notes do not show one.",
    },
    {
      test: (f, t) => f.businessStockIssuedYear === null || t.year - f.businessStockIssuedYear >= 3,
      fits: "The seller appears to have held the stock at least 3 years, as §1042(b)(4) requires.",
      fails: "§1042 requires the seller to have held the stock for at least 3 years before the sale.",
    },
  ),
  timeline: "6–9 months to close; reinvest within 12 months",
  keyBenefits: [
    "Gain deferred, and eliminated at death, on a sale to employees",
    "Owner can sell gradually and stay involved",
    "Company repays the purchase with pre-tax dollars",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "employees", "sell", "exit", "retire", "legacy"],
  explanation: {
    overview:
      "An ESOP is a retirement plan that buys company stock for employees. Selling to it gives the owner a ready buyer at an appraised price, keeps the company independent, and—if the company is a C corporation and the ESOP ends up with at least 30%—lets the owner defer the gain by buying US operating-company securities.",
    keyComponents: [
      "Feasibility study and independent appraisal",
      "ESOP trust with an independent trustee",
      "Bank and seller financing repaid from deductible contributions",
      "Qualified replacement property bought within the 15-month window",
    ],
    steps: [
      step("Feasibility", "Test cash flow, payroll and valuation to size the sale.", "Months 1–2", [
        "Financial statements",
        "Feasibility study",
      ]),
      step(
        "Appraise and negotiate",
        "Independent appraiser values the stock; the ESOP trustee negotiates.",
        "Months 2–5",
        ["Appraisal", "Term sheet"],
      ),
      step(
        "Close",
        "Adopt the plan and trust, close the sale and the financing, and file the §1042 election and consent statement.",
        "Months 5–8",
        ["Plan and trust documents", "§1042 statement", "Form 5500 set-up"],
      ),
      step(
        "Reinvest",
        "Buy qualified replacement property and file the notarised statement of purchase.",
        "Within 12 months after the sale",
        ["Statement of purchase", "Brokerage account"],
      ),
    ],
    prerequisites: ["A profitable C corporation", "At least 30% sold to the ESOP", "Stock held 3 years"],
    professionals: [
      "ESOP attorney",
      "Independent appraiser",
      "ESOP trustee",
      "CPA",
      "Lender",
      "Wealth adviser for replacement property",
    ],
    secondaryBenefits: [
      "Rewards employees and keeps the company local",
      "Company contributions deductible; an S corporation ESOP later can eliminate entity tax",
    ],
    taxAdvantages: ["Seller's gain deferred or eliminated", "Company deducts principal and interest on ESOP debt"],
    risks: [
      risk(
        "Valuation and fiduciary litigation",
        "DOL scrutiny if the ESOP overpays.",
        "Independent trustee and a well-supported appraisal.",
      ),
      risk(
        "Repurchase obligation",
        "The company must buy back shares from departing employees.",
        "Model and fund the obligation.",
      ),
      risk(
        "Replacement-property rules",
        "Selling replacement property triggers the deferred gain.",
        "Hold a long-term floating-rate note portfolio or borrow against it.",
      ),
    ],
    marketRisks: ["Company performance affects repayment of any seller note"],
    regulatoryConsiderations: [
      "ERISA fiduciary rules",
      "§409(n) limits allocations to the seller's family",
      "§4978 excise tax on early ESOP sales",
    ],
    liquidityConsiderations: "Seller notes may be repaid over years; the §1042 portfolio should not be sold.",
    alternatives: [
      alt("management-buyout", "Sells to managers rather than all employees, without §1042."),
      alt("installment-sale-section-453", "Spreads the tax on a sale to any buyer."),
    ],
    uniqueAdvantages: ["The only sale of a private company whose gain can be permanently deferred"],
    successMetrics: [
      metric("Replacement property bought", "All proceeds within 12 months", "At the deadline"),
      metric("ESOP debt coverage", "Above 1.5×", "Annually"),
    ],
    qualitativeIndicators: ["Employees engaged in ownership", "Leadership succession in place"],
    warningSignals: ["Falling profits with ESOP debt outstanding", "Repurchase obligation unfunded"],
    reviewSchedule: "Annual appraisal and repurchase study; annual review of the replacement portfolio.",
    exitStrategy:
      "Hold replacement property until death for a step-up; later stages can sell the rest of the company to the ESOP.",
  },
};

export const qualifiedBusinessIncomeDeduction: StrategyDefinition = {
  id: "qualified-business-income-deduction",
  name: "Qualified Business Income Deduction (§199A) Planning",
  category: "Business Tax Planning",
  description:
    "Owners of pass-through businesses deduct up to 20% of qualified business income, made permanent by Pub. L. 119-21 §70105. Above the income threshold the deduction is limited by W-2 wages and property and phased out for specified service businesses, so planning targets wages, aggregation and the split of service and non-service activities.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(qualifiedBusinessIncomeUsd × 0.20, wageLimitUsd) × marginalRate × years",
    variables: ["qualifiedBusinessIncomeUsd", "wageLimitUsd", "marginalRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "annualPlanningUsd × years", variables: ["annualPlanningUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["specified_service_limits", "wage_and_property_limits", "aggregation_election_binding"],
  sources: [
    "IRC §199A as amended by Pub. L. 119-21 §70105 (permanent; $150,000 joint phase-in range from 2026)",
    "Treas. Reg. §1.199A-1 to -6 (aggregation, specified service businesses)",
    "Rev. Proc. 2019-38 (rental real estate safe harbour)",
    "Rev. Proc. 2025-32 (2026 thresholds)",
  ],
  variables: [
    v("qualifiedBusinessIncomeUsd", "USD", "Qualified business income a year."),
    v("wageLimitUsd", "USD", "Most deduction allowed by the W-2 wage limit after any phase-in."),
    v("marginalRate", "rate", "Rate the deduction saves."),
    v("years", "years", "Years counted."),
    v("annualPlanningUsd", "USD", "Wage, aggregation and entity planning a year."),
  ],
  defaults(f, tax) {
    const income = f.annualIncomeUsd;
    const qbi = Math.round(income !== null ? income * 0.7 : businessValueOf(f, 0.3).value * 0.15);
    const full = qbi * tax.qualifiedBusinessIncomeDeductionRate;
    const { threshold, range } = qbiThresholds(f, tax);
    const phase = clamp(((income ?? 0) - threshold) / range, 0, 1);
    const wageCap = qbi * 0.3 * tax.qualifiedBusinessIncomeWageLimitRate;
    const sstb = isSpecifiedService(f);
    const limit = Math.round(sstb ? full * (1 - phase) : full - Math.max(0, full - wageCap) * phase);
    return {
      qualifiedBusinessIncomeUsd: fixed(
        qbi,
        income !== null
          ? `business income about 70% of household income (${formatUsd(qbi)})`
          : "income not stated; about 15% of the business's value",
      ),
      wageLimitUsd: fixed(
        limit,
        phase === 0
          ? "income below the §199A threshold, so no wage limit"
          : sstb
            ? `specified service business ${Math.round(phase * 100)}% through the phase-out`
            : `W-2 wages about 30% of income; ${Math.round(tax.qualifiedBusinessIncomeWageLimitRate * 100)}% wage limit applied ${Math.round(phase * 100)}%`,
      ),
      marginalRate: ordinaryRateOf(f, tax),
      years: fixed(10, "10 years"),
      annualPlanningUsd: fixed(2_000, "wage and aggregation planning, about $2,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    taxSavings:
      Math.max(
        0,
        Math.min((x.qualifiedBusinessIncomeUsd ?? 0) * tax.qualifiedBusinessIncomeDeductionRate, x.wageLimitUsd ?? 0),
      ) *
      (x.marginalRate ?? 0) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.annualPlanningUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "qualifiedBusinessIncomeUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Business income 25% lower / base / 25% higher",
  },
  eligibility: allOf(
    entityIn(
      ["s_corp", "llc", "partnership", "sole_proprietorship", "professional_corporation"],
      "its income passes through to the owner, where §199A applies (a professional corporation only if taxed as an S corporation).",
      "§199A applies to pass-through business income; the notes show no pass-through business (C-corporation income does not qualify).",
    ),
    {
      test: (f, t) => {
        const { threshold, range } = qbiThresholds(f, t);
        return !isSpecifiedService(f) || (f.annualIncomeUsd ?? 0) < threshold + range;
      },
      fits: (f) =>
        isSpecifiedService(f)
          ? "Although a specified service business, income is below the end of the phase-out, so some deduction remains."
          : "The business is not a specified service business, so the deduction is limited only by wages and property above the threshold.",
      fails: (f, t) =>
        `As a specified service business (health, law, accounting, consulting and similar) with income above ${formatUsd(qbiThresholds(f, t).threshold + qbiThresholds(f, t).range)}, the business income gets no §199A deduction.`,
    },
  ),
  timeline: "Reviewed each year before year end",
  keyBenefits: [
    "Deduction of up to 20% of business income",
    "Wage and aggregation planning preserve it above the threshold",
    "Permanent after Pub. L. 119-21",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "income tax", "deduction", "owner", "pass-through"],
  explanation: {
    overview:
      "Pass-through owners can deduct up to 20% of their qualified business income. Above the threshold the deduction is capped by 50% of W-2 wages (or 25% of wages plus 2.5% of property) and disappears for specified service businesses, so the right wage level, entity choice and aggregation decide how much survives.",
    keyComponents: [
      "Qualified business income per trade or business",
      "W-2 wage and unadjusted-basis limits above the threshold",
      "Specified service business phase-out",
      "Aggregation election under Treas. Reg. §1.199A-4",
    ],
    steps: [
      step("Measure", "Compute QBI, W-2 wages and property basis for each business.", "Weeks 1–2", [
        "Business returns",
        "Payroll reports",
      ]),
      step(
        "Model limits",
        "Model the deduction with and without extra wages, aggregation or separating service activities.",
        "Weeks 2–4",
        ["Projection"],
      ),
      step(
        "Adjust",
        "Set owner wages, elect aggregation, or restructure activities before year end.",
        "Before 31 December",
        ["Payroll changes", "Aggregation statement"],
      ),
      step("Claim", "Claim on Form 8995 or 8995-A.", "Tax return", ["Form 8995-A"]),
    ],
    prerequisites: ["Pass-through business income", "Records of wages and property"],
    professionals: ["CPA", "Business attorney for restructuring"],
    secondaryBenefits: [
      "Informs entity choice and wage levels",
      "Rental real estate can qualify under the safe harbour",
    ],
    taxAdvantages: [
      "Up to 20% of business income deducted",
      "From 2026 a $400 minimum deduction with at least $1,000 of active QBI",
    ],
    risks: [
      risk(
        "Specified service status",
        "Health, law, accounting, consulting and similar businesses lose the deduction at high income.",
        "Separate non-service activities into their own businesses where real.",
      ),
      risk(
        "Wage limit",
        "Too little W-2 wage caps the deduction above the threshold.",
        "Model the best owner wage; S-corporation wages count.",
      ),
      risk(
        "Taxable-income cap",
        "The deduction cannot exceed 20% of taxable income less net capital gain.",
        "Include it in projections.",
      ),
    ],
    marketRisks: ["Lower profits reduce the deduction"],
    regulatoryConsiderations: ["Aggregation elections bind future years", "Thresholds indexed annually"],
    liquidityConsiderations: "No capital required.",
    alternatives: [
      alt("s-corp-reasonable-compensation", "Sets the wage level that also drives the W-2 limit."),
      alt("c-corp-conversion-for-qsbs", "Gives up §199A for a 21% corporate rate and a possible QSBS exclusion."),
    ],
    uniqueAdvantages: ["A direct 20% reduction in taxable business income"],
    successMetrics: [
      metric("Deduction as share of QBI", "As close to 20% as the limits allow", "Annually"),
      metric("W-2 wages versus optimum", "Within 10%", "Annually"),
    ],
    qualitativeIndicators: ["Owner wages set by analysis, not habit"],
    warningSignals: [
      "Income rising into the phase-out range unplanned",
      "Service work mixed into a non-service business",
    ],
    reviewSchedule: "Each autumn with year-end projections.",
    exitStrategy: "Nothing to unwind; the deduction is recalculated each year.",
  },
};

export const sCorpReasonableCompensation: StrategyDefinition = {
  id: "s-corp-reasonable-compensation",
  name: "S-Corporation Election with Reasonable Compensation",
  category: "Business Tax Planning",
  description:
    "An owner-operated LLC or sole proprietorship elects S-corporation status (or an S corporation resets its owner's pay), paying the owner a documented reasonable salary and taking the remaining profit as distributions, which bear no Social Security or Medicare tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "((min(businessProfitUsd, wageBase) − min(reasonableSalaryUsd, wageBase)) × 2 × 0.062 + (businessProfitUsd − reasonableSalaryUsd) × (2 × 0.0145 + 0.009)) × years, where wageBase is the year's Social Security wage base",
    variables: ["businessProfitUsd", "reasonableSalaryUsd", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualComplianceUsd × years",
    variables: ["setupCostUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_compensation_required", "payroll_tax_compliance", "state_entity_taxes"],
  sources: [
    "IRC §1361, §1362 (S-corporation election; Form 2553)",
    "IRC §1402(a) (self-employment income), §3101, §3111 (FICA)",
    "Rev. Rul. 74-44 (distributions recharacterised as wages)",
    "David E. Watson, P.C. v. United States, 668 F.3d 1008 (8th Cir. 2012)",
    "IRC §1411(c)(4) (distributions to active shareholders are not net investment income)",
  ],
  variables: [
    v("businessProfitUsd", "USD", "Business profit before owner pay, a year."),
    v("reasonableSalaryUsd", "USD", "Owner salary supported by market data, a year."),
    v("years", "years", "Years counted."),
    v("setupCostUsd", "USD", "Election, payroll set-up and compensation study."),
    v("annualComplianceUsd", "USD", "Payroll service and the extra corporate return a year."),
  ],
  defaults(f) {
    const profit = Math.round(
      f.annualIncomeUsd !== null ? f.annualIncomeUsd * 0.8 : businessValueOf(f, 0.3).value * 0.2,
    );
    const salary = Math.round(profit * 0.4);
    return {
      businessProfitUsd: fixed(
        profit,
        f.annualIncomeUsd !== null
          ? `profit about 80% of household income (${formatUsd(profit)})`
          : "income not stated; profit about 20% of the business's value",
      ),
      reasonableSalaryUsd: fixed(
        salary,
        `reasonable salary about 40% of profit (${formatUsd(salary)}), to be supported by market pay data`,
      ),
      years: fixed(10, "10 years"),
      setupCostUsd: fixed(3_000, "election, payroll set-up and compensation study, about $3,000"),
      annualComplianceUsd: fixed(3_500, "payroll service and Form 1120-S, about $3,500 a year"),
    };
  },
  benefit: (x, tax) => {
    const profit = Math.max(0, x.businessProfitUsd ?? 0);
    const salary = clamp(x.reasonableSalaryUsd ?? 0, 0, profit);
    const base = tax.socialSecurityWageBase;
    const socialSecurity = (Math.min(profit, base) - Math.min(salary, base)) * 2 * tax.socialSecurityTaxRate;
    const medicare = (profit - salary) * (2 * tax.medicareTaxRate + tax.additionalMedicareTaxRate);
    return { taxSavings: (socialSecurity + medicare) * (x.years ?? 0) };
  },
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualComplianceUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "reasonableSalaryUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Salary 25% lower / base / 25% higher",
  },
  eligibility: allOf(
    entityIn(
      ["llc", "sole_proprietorship", "s_corp"],
      "an owner-operated business like this can elect or already has S status.",
      "The strategy suits an owner-operated LLC, sole proprietorship or S corporation; the notes show none.",
    ),
    when.highIncome(150_000),
  ),
  timeline: "Election by 15 March for the current year (late-election relief under Rev. Proc. 2013-30)",
  keyBenefits: [
    "Profit above a reasonable salary escapes payroll tax",
    "Distributions are not subject to NIIT for active owners",
    "Salary level can be set to optimise §199A",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "self-employ", "payroll", "income tax", "owner"],
  explanation: {
    overview:
      "A sole proprietor pays self-employment tax on all profit. As an S corporation the owner pays payroll tax only on a reasonable salary; the remaining profit flows out as distributions without Social Security or Medicare tax.",
    keyComponents: [
      "S-corporation election on Form 2553",
      "Owner payroll at a documented reasonable salary",
      "Distributions in proportion to shares",
      "One class of stock",
    ],
    steps: [
      step("Study pay", "Benchmark the owner's role against market salary data.", "Weeks 1–2", ["Compensation study"]),
      step(
        "Elect",
        "File Form 2553 (the LLC may also need Form 8832 first).",
        "By 15 March or within 75 days of formation",
        ["Form 2553"],
      ),
      step(
        "Run payroll",
        "Put the owner on payroll with withholding and quarterly filings.",
        "From the election date",
        ["Payroll provider", "Form 941"],
      ),
      step("Distribute and file", "Pay distributions pro rata and file Form 1120-S with K-1s.", "Annually", [
        "Form 1120-S",
        "Schedule K-1",
      ]),
    ],
    prerequisites: [
      "Steady profit well above a reasonable salary",
      "Eligible shareholders (US individuals, certain trusts)",
    ],
    professionals: ["CPA", "Payroll provider", "Business attorney"],
    secondaryBenefits: [
      "Owner wages enable retirement-plan contributions",
      "Corporate formality can aid liability protection",
    ],
    taxAdvantages: ["Payroll tax saved on distributions", "Pass-through income keeps §199A where eligible"],
    risks: [
      risk(
        "Salary too low",
        "The IRS recharacterises distributions as wages with penalties.",
        "Document market pay; revisit yearly.",
      ),
      risk(
        "State taxes",
        "Some states tax S corporations (e.g. California's 1.5% franchise tax).",
        "Include state entity costs in the analysis.",
      ),
      risk(
        "Eligibility",
        "A second class of stock or an ineligible shareholder ends S status.",
        "Shareholder agreements restricting transfers.",
      ),
    ],
    marketRisks: ["Savings shrink if profits fall toward the salary level"],
    regulatoryConsiderations: ["Reasonable compensation is a facts-and-circumstances test"],
    liquidityConsiderations: "None; payroll adds routine compliance.",
    alternatives: [
      alt("qualified-business-income-deduction", "Works with or without S status; wage levels interact."),
      alt("solo-401k", "Uses the owner's salary for large retirement contributions."),
    ],
    uniqueAdvantages: ["Simple structural change with recurring savings"],
    successMetrics: [
      metric("Payroll tax saved", "Matches the projection", "Annually"),
      metric("Salary supported by data", "Within the market range", "Annually"),
    ],
    qualitativeIndicators: ["Payroll filings on time"],
    warningSignals: ["Zero or token salary", "Disproportionate distributions"],
    reviewSchedule: "Annual compensation and profit review.",
    exitStrategy:
      "Revoke the election (5-year wait to re-elect) or convert; liquidating an S corporation can be taxable.",
  },
};

export const employingFamilyMembers: StrategyDefinition = {
  id: "employing-family-members",
  name: "Employing the Client's Children in the Family Business",
  category: "Tax Planning",
  description:
    "The family business pays the client's children reasonable wages for real work. Wages up to the standard deduction are free of income tax to the child and deductible to the business, and children under 18 employed by a parent's sole proprietorship (or a partnership of the parents) are exempt from Social Security and Medicare tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "wagesPerChildUsd × childCount × (parentMarginalRate + parentPayrollRate) × years",
    variables: ["wagesPerChildUsd", "childCount", "parentMarginalRate", "parentPayrollRate", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "(payrollAdministrationUsd + wagesPerChildUsd × childCount × childFicaRate) × years",
    variables: ["payrollAdministrationUsd", "wagesPerChildUsd", "childCount", "childFicaRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_wages_for_actual_work", "child_labor_laws", "payroll_compliance"],
  sources: [
    "IRC §162(a)(1) (reasonable compensation for services actually rendered)",
    "IRC §3121(b)(3)(A) (no FICA for a child under 18 employed by a parent)",
    "IRC §3306(c)(5) (no FUTA for a child under 21 employed by a parent)",
    "IRC §63(c)(5) (dependant's standard deduction covers earned income)",
    "IRS Publication 15 (family employees)",
    "Fair Labor Standards Act, 29 U.S.C. §203(l) (children employed by their parents)",
  ],
  variables: [
    v("wagesPerChildUsd", "USD", "Wages paid to each child a year."),
    v("childCount", "count", "Children employed."),
    v("parentMarginalRate", "rate", "Parent's income tax rate on the business income shifted."),
    v("parentPayrollRate", "rate", "Self-employment tax rate the parent saves on the income shifted."),
    v("years", "years", "Years the children work in the business."),
    v("payrollAdministrationUsd", "USD", "Payroll processing a year."),
    v("childFicaRate", "rate", "FICA due on the children's wages (0 when exempt)."),
  ],
  defaults(f, tax) {
    const unincorporated =
      f.businessEntityType === "sole_proprietorship" ||
      f.businessEntityType === "llc" ||
      f.businessEntityType === "partnership";
    const income = f.annualIncomeUsd ?? 0;
    const selfEmploymentRate =
      income < tax.socialSecurityWageBase
        ? 2 * (tax.socialSecurityTaxRate + tax.medicareTaxRate)
        : 2 * tax.medicareTaxRate +
          (income > tax.netInvestmentIncomeTaxThresholdMarriedJoint ? tax.additionalMedicareTaxRate : 0);
    const fullFica = 2 * (tax.socialSecurityTaxRate + tax.medicareTaxRate);
    const children = clamp(f.childrenCount ?? 1, 1, 3);
    return {
      wagesPerChildUsd: fixed(
        tax.standardDeductionSingle,
        `wages up to the ${formatUsd(tax.standardDeductionSingle)} standard deduction, so the child owes no income tax`,
      ),
      childCount: fixed(
        children,
        f.childrenCount ? `${children} child${children === 1 ? "" : "ren"} employed (at most 3)` : "one child assumed",
      ),
      parentMarginalRate: ordinaryRateOf(f, tax),
      parentPayrollRate: fixed(
        unincorporated ? selfEmploymentRate : 0,
        unincorporated
          ? `self-employment tax saved at ${(selfEmploymentRate * 100).toFixed(1)}% (owned by the parents; a single-member LLC assumed disregarded)`
          : "a corporation's owner saves no self-employment tax",
      ),
      years: fixed(5, "5 years of employment"),
      payrollAdministrationUsd: fixed(600, "payroll processing, about $600 a year"),
      childFicaRate: fixed(
        unincorporated ? 0 : fullFica,
        unincorporated
          ? "children under 18 exempt from FICA in a parent's unincorporated business"
          : `FICA of ${(fullFica * 100).toFixed(1)}% due on wages paid by a corporation`,
      ),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.wagesPerChildUsd ?? 0) *
      (x.childCount ?? 0) *
      ((x.parentMarginalRate ?? 0) + (x.parentPayrollRate ?? 0)) *
      (x.years ?? 0),
  }),
  cost: (x) => ({
    setup: 0,
    annual:
      (x.payrollAdministrationUsd ?? 0) + (x.wagesPerChildUsd ?? 0) * (x.childCount ?? 0) * (x.childFicaRate ?? 0),
    years: x.years ?? 0,
  }),
  sensitivity: {
    variable: "wagesPerChildUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Wages 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) => (f.childrenCount ?? 0) > 0,
      fits: (f) =>
        `The client has ${f.childrenCount} child${f.childrenCount === 1 ? "" : "ren"} who could work in the business.`,
      fails: "The notes mention no children to employ.",
    },
    {
      test: (f) => f.primaryAge === null || f.primaryAge < 60,
      fits: "The client's age suggests children of working school or college age.",
      fails:
        "At the client's age the children are likely adults with their own careers; the payroll-tax exemption applies only under 18.",
    },
  ),
  timeline: "1 month to set up payroll; wages paid through the year",
  keyBenefits: [
    "Shifts business income to children tax-free up to the standard deduction",
    "No FICA for children under 18 in a parent's unincorporated business",
    "Earned income lets each child fund a Roth IRA",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "family", "business", "roth", "education", "income tax"],
  explanation: {
    overview:
      "Children who genuinely work in the family business can be paid like any employee. The business deducts the wages at the parent's rate; the child pays no income tax up to the standard deduction and, in a parent-owned unincorporated business, no payroll tax while under 18.",
    keyComponents: [
      "Real, age-appropriate work with job descriptions",
      "Pay at market rates with timesheets",
      "Payroll with W-2s",
      "Optional Roth IRA funded from the child's earnings",
    ],
    steps: [
      step("Define the job", "Write a job description and set a market hourly rate.", "Week 1", [
        "Job description",
        "Rate comparison",
      ]),
      step(
        "Set up payroll",
        "Add the child to payroll with Form W-4 and I-9; apply the family-employee exemptions.",
        "Weeks 1–3",
        ["Form W-4", "Form I-9", "Payroll set-up"],
      ),
      step("Track work", "Keep timesheets and pay by direct deposit to the child's account.", "Each pay period", [
        "Timesheets",
        "Child's bank account",
      ]),
      step("Save", "Open a custodial Roth IRA funded up to the child's earnings.", "By the tax-filing deadline", [
        "Custodial Roth IRA",
      ]),
    ],
    prerequisites: [
      "An operating business with tasks children can do",
      "Children old enough to work under state labour law",
    ],
    professionals: ["CPA", "Payroll provider"],
    secondaryBenefits: ["Teaches work and money skills", "Starts decades of Roth compounding"],
    taxAdvantages: [
      "Deduction at the parent's rate, no tax to the child",
      "FICA and FUTA exemptions in qualifying businesses",
    ],
    risks: [
      risk(
        "Unreasonable wages",
        "Pay for no real work, or above market, is disallowed.",
        "Timesheets, job descriptions and market rates.",
      ),
      risk(
        "Corporate employer",
        "S or C corporations owe FICA on the child's wages.",
        "Include FICA in the cost, or pay through a parent-owned management company.",
      ),
      risk(
        "Kiddie tax confusion",
        "Earned income is not subject to the kiddie tax, but investment income is.",
        "Keep the child's investment income separate.",
      ),
    ],
    marketRisks: ["None"],
    regulatoryConsiderations: ["State child labour laws on hours and tasks", "Wages belong to the child"],
    liquidityConsiderations: "Wages leave the parents' control and belong to the child.",
    alternatives: [
      alt("annual-exclusion-gifting", "Moves money to children without work but without the income-tax deduction."),
      alt("section-529-superfunding", "Funds education directly from the parents' after-tax money."),
    ],
    uniqueAdvantages: ["Turns family support into deductible wages"],
    successMetrics: [
      metric("Wages per child", "Up to the standard deduction", "Annually"),
      metric("Roth IRA funded", "Up to the child's earnings or the IRA limit", "Annually"),
    ],
    qualitativeIndicators: ["The children do meaningful work"],
    warningSignals: ["No timesheets", "Wages paid to the parents' account"],
    reviewSchedule: "Annual payroll and wage-rate review.",
    exitStrategy: "End employment at any time; nothing to unwind.",
  },
};

export const researchAndDevelopmentCredit: StrategyDefinition = {
  id: "research-and-development-credit",
  name: "Research and Development Tax Credit (§41)",
  category: "Business Tax Planning",
  description:
    "A business that develops or improves products, processes or software claims the §41 credit on qualified wages, supplies and contract research, usually by the alternative simplified method: 14% of qualified research expenses above half the prior three-year average. Since Pub. L. 119-21 §70302 domestic research costs are again deductible at once under §174A, with the deduction reduced by the credit or a reduced credit elected.",
  benefitCalculation: {
    type: "percentage",
    formula: "qualifiedResearchUsd × (1 − 0.5 × priorAverageRatio) × 0.14 × (1 − 0.21) × years",
    variables: ["qualifiedResearchUsd", "priorAverageRatio", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "studyCostUsd + annualDocumentationUsd × years",
    variables: ["studyCostUsd", "annualDocumentationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["four_part_test_documentation", "refund_claim_requirements", "audit_risk"],
  sources: [
    "IRC §41(a), (b), (c)(4), (d) (credit, qualified research, alternative simplified credit, four-part test)",
    "IRC §41(h) (payroll tax offset for qualified small businesses)",
    "IRC §280C(c) as amended by Pub. L. 119-21 §70302 (reduced credit election)",
    "IRC §174A as added by Pub. L. 119-21 §70302 (domestic research expensing)",
    "Treas. Reg. §1.41-4",
  ],
  variables: [
    v("qualifiedResearchUsd", "USD", "Qualified research expenses a year."),
    v("priorAverageRatio", "ratio", "Prior three-year average of research expenses as a share of this year's."),
    v("years", "years", "Years claimed."),
    v("studyCostUsd", "USD", "Initial research credit study."),
    v("annualDocumentationUsd", "USD", "Yearly documentation and calculation."),
  ],
  defaults(f) {
    const qre = Math.round(businessValueOf(f, 0.3).value * 0.04);
    return {
      qualifiedResearchUsd: fixed(
        qre,
        `qualifying wages, supplies and contract research about 4% of the business's value a year (${formatUsd(qre)})`,
      ),
      priorAverageRatio: fixed(1, "research spending steady, so the prior average equals this year's"),
      years: fixed(5, "5 years"),
      studyCostUsd: fixed(15_000, "initial credit study, about $15,000"),
      annualDocumentationUsd: fixed(7_500, "annual documentation and calculation, about $7,500"),
    };
  },
  benefit: (x, tax) => ({
    taxSavings:
      (x.qualifiedResearchUsd ?? 0) *
      Math.max(0, 1 - tax.researchCreditSimplifiedBaseRatio * (x.priorAverageRatio ?? 0)) *
      tax.researchCreditSimplifiedRate *
      (1 - tax.corporateTaxRate) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: x.studyCostUsd ?? 0, annual: x.annualDocumentationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "qualifiedResearchUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Research spending 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) => !isSpecifiedService(f),
      fits: "The business is not a professional practice, where research activity is rare.",
      fails: "Professional-service practices rarely perform qualified research (§41(d) excludes routine services).",
    },
    anyOf(
      "The notes do not suggest product, software or process development that could be qualified research.",
      {
        test: (f) =>
          goalsMention(f, [
            "software",
            "technology",
            "tech",
            "product",
            "engineering",
            "manufactur",
            "research",
            "develop",
            "patent",
          ]),
        fits: "The client's goals mention development or technology work that may be qualified research.",
        fails: "",
      },
      {
        test: (f) => f.businessEntityType === "c_corp",
        fits: "The business is a C corporation, the usual form of technology and manufacturing companies.",
        fails: "",
      },
    ),
  ),
  timeline: "4–8 weeks for a study; claimed on the return or an amended return",
  keyBenefits: [
    "Dollar-for-dollar credit against income tax",
    "Start-ups can apply up to $500,000 a year against payroll tax",
    "Domestic research expensing restored from 2025",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["software", "technology", "product", "research", "manufactur", "engineering", "business"],
  explanation: {
    overview:
      "Many businesses do qualifying research without claiming the credit: developing software, improving manufacturing processes, designing products. The credit returns a share of the wages and supplies spent on that work, and small start-ups can use it against payroll tax even without income tax.",
    keyComponents: [
      "Four-part test: permitted purpose, technological in nature, elimination of uncertainty, process of experimentation",
      "Qualified wages, supplies and 65% of contract research",
      "Alternative simplified credit calculation",
      "Contemporaneous project documentation",
    ],
    steps: [
      step(
        "Identify projects",
        "Interview engineering and operations staff to find qualifying projects.",
        "Weeks 1–3",
        ["Project list", "Staff interviews"],
      ),
      step("Quantify", "Allocate wages, supplies and contractor costs to qualified activities.", "Weeks 3–6", [
        "Payroll records",
        "General ledger",
      ]),
      step("Document", "Write up each project's uncertainty and experimentation.", "Weeks 4–8", [
        "Technical narratives",
      ]),
      step(
        "Claim",
        "File Form 6765 with the return (or an amended return within the limitation period).",
        "Tax return",
        ["Form 6765", "Required project details"],
      ),
    ],
    prerequisites: ["Development or process-improvement work", "Payroll and cost records by project"],
    professionals: ["R&D credit specialist", "CPA", "Engineering leads"],
    secondaryBenefits: ["Better project cost tracking", "Credits carry forward 20 years"],
    taxAdvantages: ["Credit reduces tax directly", "Payroll tax offset for qualified small businesses"],
    risks: [
      risk(
        "Documentation",
        "Claims without project-level support are disallowed.",
        "Contemporaneous records and detailed Form 6765 disclosures.",
      ),
      risk(
        "Pass-through limits",
        "Owners of S corporations and partnerships may be limited by AMT or passive rules.",
        "Model the owner-level use.",
      ),
      risk(
        "Aggressive providers",
        "Contingency-fee studies can overstate claims.",
        "Use reputable specialists and review the work.",
      ),
    ],
    marketRisks: ["Credit falls with research spending"],
    regulatoryConsiderations: [
      "Refund claims must identify each business component",
      "§174A and §280C(c) interaction after Pub. L. 119-21",
    ],
    liquidityConsiderations: "Credits reduce tax payments; refunds on amended returns take months.",
    alternatives: [
      alt("qualified-business-income-deduction", "Reduces tax on pass-through income generally, not tied to research."),
      alt("cost-segregation", "Accelerates deductions on property rather than research."),
    ],
    uniqueAdvantages: ["A credit, not a deduction, worth several percent of research spending"],
    successMetrics: [
      metric("Credit as share of research spending", "About 5–7%", "Annually"),
      metric("Claims sustained on review", "100%", "On examination"),
    ],
    qualitativeIndicators: ["Engineers keep project notes as a habit"],
    warningSignals: ["Claims based only on estimates", "Funded research for customers included"],
    reviewSchedule: "Annual credit study with the return.",
    exitStrategy: "Stop claiming; carryforwards remain usable for 20 years.",
  },
};

export const familyManagementCompany: StrategyDefinition = {
  id: "family-management-company",
  name: "Family Management Company (Family Office as a Trade or Business)",
  category: "Business Planning",
  description:
    "A family office entity, owned mainly by the senior generation, manages investments for family members and trusts for a profits interest or fee, with employees and office like an independent adviser. Following Lender Management v. Commissioner (2017), its costs are §162 business expenses rather than investment expenses, which individuals can no longer deduct under §67(g).",
  benefitCalculation: {
    type: "percentage",
    formula: "managementCostsUsd × marginalRate × years",
    variables: ["managementCostsUsd", "marginalRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd × years",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: [
    "trade_or_business_substance_required",
    "investment_adviser_registration_exemption",
    "related_party_arrangements",
  ],
  sources: [
    "Lender Management, LLC v. Commissioner, T.C. Memo. 2017-246",
    "Higgins v. Commissioner, 312 U.S. 212 (1941) (managing one's own investments is not a business)",
    "IRC §162, §212",
    "IRC §67(g) (miscellaneous itemised deductions disallowed; made permanent by Pub. L. 119-21)",
    "17 C.F.R. §275.202(a)(11)(G)-1 (family office exclusion from the Advisers Act)",
  ],
  variables: [
    v("managementCostsUsd", "USD", "Investment management and family office costs a year."),
    v("marginalRate", "rate", "Rate at which the business deduction saves tax."),
    v("years", "years", "Years counted."),
    v("setupCostUsd", "USD", "Entity design, agreements and profits-interest documents."),
    v("annualOperatingCostUsd", "USD", "Extra entity, accounting and compliance cost a year."),
  ],
  defaults(f, tax) {
    const assets = investableAssets(f);
    const costs = Math.round(assets * 0.0075);
    return {
      managementCostsUsd: fixed(
        costs,
        `management and office costs about 0.75% of investable assets (${formatUsd(costs)})`,
      ),
      marginalRate: ordinaryRateOf(f, tax),
      years: fixed(10, "10 years"),
      setupCostUsd: fixed(50_000, "entity, management agreements and profits-interest documents, about $50,000"),
      annualOperatingCostUsd: fixed(20_000, "extra accounting and compliance, about $20,000 a year"),
    };
  },
  benefit: (x) => ({ taxSavings: (x.managementCostsUsd ?? 0) * (x.marginalRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualOperatingCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "managementCostsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Costs 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => investableAssets(f) >= 10_000_000,
      fits: (f) =>
        `Investable assets of about ${formatUsd(investableAssets(f))} carry management costs large enough to justify a management company.`,
      fails:
        "A family management company needs investable assets of about $10,000,000 or more, which the notes do not show.",
    },
    {
      test: (f) => (f.childrenCount ?? 0) > 0 || (f.grandchildrenCount ?? 0) > 0,
      fits: "There are younger generations whose accounts and trusts the company can serve as clients, as in Lender Management.",
      fails:
        "The business case rests on serving other family members' accounts; the notes mention no children or grandchildren.",
    },
  ),
  timeline: "3–6 months",
  keyBenefits: [
    "Investment management costs become deductible business expenses",
    "Professional governance of family wealth",
    "Profits interest can shift growth to younger generations",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["family office", "governance", "invest", "next generation", "family", "legacy"],
  explanation: {
    overview:
      "Since 2018 individuals cannot deduct investment management fees. A properly run family office that serves several family members and trusts as a business—with staff, a profit motive and clients who are not simply its owners—can deduct those costs, as the Tax Court allowed in Lender Management.",
    keyComponents: [
      "Management LLC owned mostly by family members who are not the main clients",
      "Agreements with family investment partnerships for a profits interest or fee",
      "Employees, office and services like an independent adviser",
      "Advisers Act family-office exclusion",
    ],
    steps: [
      step("Design ownership", "Structure ownership so the company serves clients beyond its owners.", "Months 1–2", [
        "Family balance sheet",
        "Entity plan",
      ]),
      step("Form and document", "Form the LLC, management agreements and profits-interest terms.", "Months 2–4", [
        "Operating agreement",
        "Management agreements",
      ]),
      step(
        "Staff and operate",
        "Hire professionals; run the office as a business with reporting and meetings.",
        "Months 3–6",
        ["Employment agreements", "Office lease"],
      ),
      step("Report", "File the company's return and deduct its expenses.", "Annually", [
        "Form 1065",
        "Expense records",
      ]),
    ],
    prerequisites: [
      "Substantial investable wealth across several family members or trusts",
      "Willingness to run a real business",
    ],
    professionals: ["Tax attorney", "CPA", "Family office consultant", "Investment professionals"],
    secondaryBenefits: ["Education and governance for heirs", "Centralised reporting"],
    taxAdvantages: ["§162 deductions for costs otherwise lost", "Retirement plans and benefits for employees"],
    risks: [
      risk(
        "Hobby-like operation",
        "Without a profit motive and real services the deductions fail.",
        "Run it like an independent firm with fees tied to performance.",
      ),
      risk(
        "Related-party attack",
        "Serving only its owners makes it look like §212 activity.",
        "Owners differ from clients; arm's-length terms.",
      ),
      risk(
        "Regulatory status",
        "Non-family clients end the Advisers Act exclusion.",
        "Serve only family clients as defined.",
      ),
    ],
    marketRisks: ["Profits interests pay less in weak markets"],
    regulatoryConsiderations: ["The Tax Court decision is fact-specific", "State adviser registration rules"],
    liquidityConsiderations: "Running costs are ongoing; assets stay in family partnerships.",
    alternatives: [
      alt(
        "family-limited-partnership",
        "Consolidates family assets for transfer planning without the business deduction.",
      ),
      alt("private-trust-company", "Adds a family-controlled trustee for dynasty trusts."),
    ],
    uniqueAdvantages: ["Restores deductions for investment costs in a business form"],
    successMetrics: [
      metric("Deductible costs", "All management costs in the company", "Annually"),
      metric("Client accounts served", "Several family units", "Annually"),
    ],
    qualitativeIndicators: ["Next generation engaged in governance"],
    warningSignals: ["Owners are the only clients", "No employees or formal services"],
    reviewSchedule: "Annual governance and tax review.",
    exitStrategy: "Wind down and return to direct management; profits interests are settled under the agreements.",
  },
};

export const votingNonvotingRecapitalization: StrategyDefinition = {
  id: "voting-nonvoting-recapitalization",
  name: "Voting / Non-Voting Recapitalisation for Business Succession",
  category: "Advanced Business Planning",
  description:
    "The company is recapitalised tax-free into a small block of voting shares and a large block of non-voting shares. The owner keeps the votes and gives or sells non-voting shares to children or trusts at a discount for lack of control and marketability, moving future growth out of the estate without giving up control.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "transferredValueUsd × (((1 + growthRate)^years − 1) + valuationDiscount) × 0.40",
    variables: ["transferredValueUsd", "growthRate", "years", "valuationDiscount"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAppraisalUsd × years",
    variables: ["setupCostUsd", "annualAppraisalUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: an ILIT can hold insurance to pay estate tax on the retained voting shares.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["gift_tax_return_required", "valuation_discount_challenge", "retained_voting_rights_rules"],
  sources: [
    "IRC §368(a)(1)(E), §1036 (tax-free recapitalisation)",
    "Treas. Reg. §1.1361-1(l)(1) (voting differences do not create a second class of S stock)",
    "IRC §2036(b) (retained vote over transferred stock of a controlled corporation)",
    "IRC §2701(a)(2)(C) (same-class interests differing only in voting are outside §2701)",
    "Rev. Rul. 93-12 (minority discounts on intra-family gifts)",
    "IRC §2001(c), §2010(c)",
  ],
  variables: [
    v("transferredValueUsd", "USD", "Pro-rata value of the non-voting shares transferred."),
    v("growthRate", "rate", "Annual growth of the business."),
    v("years", "years", "Years until the estate is taxed."),
    v("valuationDiscount", "ratio", "Discount for lack of control and marketability."),
    v("setupCostUsd", "USD", "Recapitalisation, appraisal and gift tax return."),
    v("annualAppraisalUsd", "USD", "Annual appraisal for further gifts."),
  ],
  defaults(f, tax) {
    const value = businessValueOf(f, 0.4);
    const transferred = Math.round(Math.min(value.value * 0.4, tax.basicExclusionAmount));
    const age = f.primaryAge ?? 60;
    const years = clamp(Math.round(88 - age), 5, 40);
    return {
      transferredValueUsd: fixed(
        transferred,
        `40% of the business moved as non-voting shares (${formatUsd(transferred)}), at most one exclusion; ${value.assumption}`,
      ),
      growthRate: fixed(0.06, "business growth 6% a year"),
      years: fixed(
        years,
        `${years} years, to about age 88${f.primaryAge === null ? " (age not stated; 60 assumed)" : ""}`,
      ),
      valuationDiscount: fixed(0.3, "30% combined discount for lack of control and marketability"),
      setupCostUsd: fixed(35_000, "recapitalisation, appraisal and Form 709, about $35,000"),
      annualAppraisalUsd: fixed(5_000, "annual appraisal, about $5,000"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      (x.transferredValueUsd ?? 0) *
      ((1 + (x.growthRate ?? 0)) ** (x.years ?? 0) - 1 + clamp(x.valuationDiscount ?? 0, 0, 1)) *
      tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAppraisalUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "valuationDiscount", mode: "add", spread: 0.1, description: "Discount 20% / 30% / 40%" },
  eligibility: allOf(
    entityIn(
      ["c_corp", "s_corp", "llc", "partnership"],
      "it can issue voting and non-voting shares or units.",
      "A recapitalisation needs a corporation or LLC that can issue voting and non-voting interests; the notes show none (professional corporations restrict who may own shares).",
    ),
    when.hasDescendants,
    when.taxableEstate,
  ),
  timeline: "2–4 months",
  keyBenefits: [
    "Owner keeps full voting control",
    "Future growth of the non-voting shares leaves the estate",
    "Discounted transfer values stretch the exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["succession", "children", "business", "control", "estate", "legacy"],
  explanation: {
    overview:
      "Owners often want to pass the value of the business to the next generation while keeping control. Splitting the stock into voting and non-voting shares allows exactly that: the economic value moves to heirs or trusts through discounted gifts or sales, while decisions stay with the owner.",
    keyComponents: [
      "Tax-free recapitalisation into voting and non-voting shares",
      "Gifts or sales of non-voting shares to heirs or trusts",
      "Qualified appraisal with minority and marketability discounts",
      "Shareholder agreement restricting transfers",
    ],
    steps: [
      step(
        "Recapitalise",
        "Amend the charter or operating agreement to create non-voting shares, exchanged pro rata.",
        "Weeks 1–4",
        ["Amended articles", "Board and shareholder consents"],
      ),
      step("Appraise", "Value the non-voting shares with appropriate discounts.", "Weeks 3–8", ["Qualified appraisal"]),
      step("Transfer", "Give or sell non-voting shares to children or trusts (often grantor trusts).", "Weeks 8–12", [
        "Stock powers",
        "Trust agreements",
      ]),
      step("Report", "File Form 709 with adequate disclosure to start the limitation period.", "By 15 April", [
        "Form 709",
      ]),
    ],
    prerequisites: ["A closely held business with descendants to benefit", "An estate above the exclusion"],
    professionals: ["Estate planning attorney", "Corporate counsel", "Qualified appraiser", "CPA"],
    secondaryBenefits: ["Prepares heirs for ownership", "Keeps S-corporation status intact"],
    taxAdvantages: ["Discounts reduce gift values", "Growth excluded from the estate"],
    risks: [
      risk(
        "Retained voting rights",
        "Keeping votes over transferred stock of a controlled corporation includes it under §2036(b).",
        "Transfer only non-voting shares.",
      ),
      risk(
        "Discount challenge",
        "The IRS may contest the discounts.",
        "Use a qualified appraiser and adequate disclosure.",
      ),
      risk(
        "Family disputes",
        "Heirs with value but no vote may clash with those in control.",
        "Clear shareholder agreement and governance plan.",
      ),
    ],
    marketRisks: ["Transferred value is wasted if the business declines"],
    regulatoryConsiderations: [
      "S corporations may have voting and non-voting shares without a second class of stock",
      "§2704 lapse rules",
    ],
    liquidityConsiderations: "Non-voting holders may want dividends; set a distribution policy.",
    alternatives: [
      alt(
        "intentionally-defective-grantor-trust-sale",
        "Sells the non-voting shares to a grantor trust for a note, moving more value.",
      ),
      alt("grantor-retained-annuity-trust", "Moves growth above the §7520 rate with little exclusion used."),
    ],
    uniqueAdvantages: ["Separates control from value"],
    successMetrics: [
      metric("Share of value outside the estate", "40% or more", "Annually"),
      metric("Owner's voting control", "Retained", "Annually"),
    ],
    qualitativeIndicators: ["Heirs understand their role as non-voting owners"],
    warningSignals: ["Owner directing dividends to himself only", "Appraisal not updated before further gifts"],
    reviewSchedule: "Annual appraisal and gifting review; estate plan review every 3 years.",
    exitStrategy: "Voting shares pass at death or by later transfer; on a sale all shares share the proceeds pro rata.",
  },
};

export const managementBuyout: StrategyDefinition = {
  id: "management-buyout",
  name: "Sale to Management (Management Buyout)",
  category: "Business Succession",
  description:
    "The owner sells the business to its management team, typically funded by senior bank debt, the managers' equity and a seller note. The seller earns interest on the note and reports the financed part of the gain as it is paid (§453), while the business stays with the people who run it.",
  benefitCalculation: {
    type: "flat",
    formula:
      "salePriceUsd × sellerNoteShare × noteRate × (noteYears + 1) ÷ 2 + deferral value of salePriceUsd × sellerNoteShare × grossProfitRatio × capitalGainsRate over noteYears at discountRate",
    variables: [
      "salePriceUsd",
      "sellerNoteShare",
      "noteRate",
      "noteYears",
      "grossProfitRatio",
      "capitalGainsRate",
      "discountRate",
    ],
  },
  costCalculation: { type: "one_time", formula: "transactionCostUsd", variables: ["transactionCostUsd"] },
  lifeInsuranceComponent:
    "Recommended: the seller holds life and disability cover on the key managers while the note is outstanding.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["seller_note_credit_risk", "subordination_to_senior_lender", "interest_at_or_above_afr"],
  sources: [
    "IRC §453 (installment method for the seller note)",
    "IRC §1274, §483 (minimum interest at the applicable federal rate)",
    "IRC §1060 (allocation of price in an asset sale)",
    "IRC §197 (buyer's amortisation of goodwill)",
  ],
  variables: [
    v("salePriceUsd", "USD", "Price of the business."),
    v("sellerNoteShare", "ratio", "Share of the price paid by the seller note."),
    v("noteRate", "rate", "Interest rate on the seller note."),
    v("noteYears", "years", "Years to repay the note (level principal)."),
    v("grossProfitRatio", "ratio", "Gain as a share of the price."),
    v("capitalGainsRate", "rate", "Federal rate on the gain with NIIT."),
    v("discountRate", "rate", "Rate used to value tax paid later."),
    v("transactionCostUsd", "USD", "Legal, quality-of-earnings and valuation costs."),
  ],
  defaults(f, tax) {
    const price = businessValueOf(f, 0.4);
    return {
      salePriceUsd: price,
      sellerNoteShare: fixed(0.3, "30% of the price as a subordinated seller note"),
      noteRate: fixed(0.07, "note interest 7% (above the AFR, reflecting subordination)"),
      noteYears: fixed(7, "note repaid over 7 years"),
      grossProfitRatio: fixed(0.8, "basis about 20% of the price"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      discountRate: discountRateOf(tax),
      transactionCostUsd: fixed(
        Math.round(clamp(price.value * 0.02, 50_000, 500_000)),
        "legal, quality of earnings and valuation, about 2% of the price ($50,000–$500,000)",
      ),
    };
  },
  benefit: (x) => {
    const note = (x.salePriceUsd ?? 0) * (x.sellerNoteShare ?? 0);
    const years = x.noteYears ?? 0;
    return {
      incomeStream: note * (x.noteRate ?? 0) * (years + 1) * 0.5,
      taxSavings: deferralValue(
        note * (x.grossProfitRatio ?? 0) * (x.capitalGainsRate ?? 0),
        x.discountRate ?? 0,
        years,
      ),
    };
  },
  cost: (x) => ({ setup: x.transactionCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "sellerNoteShare",
    mode: "add",
    spread: 0.15,
    description: "Seller note 15% / 30% / 45% of the price",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) => (f.businessValueUsd ?? 0) >= 1_000_000,
      fits: "The business is large enough to support acquisition financing.",
      fails: "The notes do not show a business worth at least $1,000,000, the usual floor for financing a buyout.",
    },
    anyOf(
      "The notes show no plan to exit or retire from the business.",
      {
        test: (f) => (f.primaryAge ?? 0) >= 55,
        fits: (f) => `At ${f.primaryAge} the owner is at a typical age to plan an exit.`,
        fails: "",
      },
      {
        test: (f) => goalsMention(f, ["retire", "succession", "exit", "sell", "transition"]),
        fits: "The client's goals mention exit or succession.",
        fails: "",
      },
      { test: (f) => f.expectsLiquidityEvent, fits: "A sale is expected; managers are a natural buyer.", fails: "" },
    ),
  ),
  timeline: "4–9 months",
  keyBenefits: [
    "A buyer who already knows the business",
    "Interest income on the seller note",
    "Tax on the financed part paid as the note is repaid",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "retire", "exit", "sell", "management", "legacy", "employees"],
  explanation: {
    overview:
      "When the family will not take over and a strategic buyer would disrupt the business, its managers can buy it. Lenders fund most of the price, managers invest their own money, and the seller finances the rest, earning interest and spreading the tax on that part.",
    keyComponents: [
      "Independent valuation and quality-of-earnings review",
      "Senior bank or SBA financing",
      "Subordinated seller note with security and covenants",
      "Transition agreement for the seller",
    ],
    steps: [
      step("Assess the team", "Confirm the managers can run and finance the business.", "Months 1–2", [
        "Management assessment",
      ]),
      step(
        "Value and structure",
        "Set price, financing mix and note terms; decide stock or asset sale.",
        "Months 2–4",
        ["Valuation", "Term sheet"],
      ),
      step(
        "Finance and document",
        "Lender approval, purchase agreement, note, security and intercreditor agreement.",
        "Months 4–8",
        ["Purchase agreement", "Promissory note", "Intercreditor agreement"],
      ),
      step("Close and transition", "Close, report the sale on Form 6252 and hand over gradually.", "Months 8–9", [
        "Form 6252",
        "Consulting agreement",
      ]),
    ],
    prerequisites: ["A capable management team", "Steady cash flow to service debt"],
    professionals: ["M&A attorney", "CPA", "Valuation firm", "Lender", "Wealth adviser"],
    secondaryBenefits: ["Continuity for employees and customers", "Confidential process"],
    taxAdvantages: ["Installment reporting on the seller note", "Stock sale gives capital gain treatment"],
    risks: [
      risk(
        "Note default",
        "The seller note is subordinate to the bank.",
        "Security, personal guarantees, covenants and a shorter note.",
      ),
      risk(
        "Lower price",
        "Managers can rarely pay a strategic buyer's price.",
        "Compare with a market process; consider an earn-out.",
      ),
      risk(
        "Management readiness",
        "Operators may not succeed as owners.",
        "Transition period and board oversight while the note is outstanding.",
      ),
    ],
    marketRisks: ["Business downturn while debt is high"],
    regulatoryConsiderations: [
      "Interest at or above the applicable federal rate",
      "Lender restrictions on payments to the seller",
    ],
    liquidityConsiderations: "Most of the price is paid at closing; the seller note is paid over years.",
    alternatives: [
      alt("esop-section-1042-rollover", "Sells to all employees with a possible gain deferral."),
      alt("buy-sell-agreement-funding", "Fixes a buyer at death or disability instead of a planned lifetime sale."),
    ],
    uniqueAdvantages: ["Keeps the business with those who built it with the owner"],
    successMetrics: [
      metric("Note payments on time", "100%", "Quarterly"),
      metric("Business debt coverage", "Above 1.25×", "Quarterly"),
    ],
    qualitativeIndicators: ["Customers and staff stay through the transition"],
    warningSignals: ["Covenant breaches", "Key-manager departures"],
    reviewSchedule: "Quarterly financial review while the note is outstanding.",
    exitStrategy: "The note is repaid; the seller may also keep a minority stake sold later.",
  },
};

export const holdingCompanyRestructuring: StrategyDefinition = {
  id: "holding-company-restructuring",
  name: "Holding Company and Operating Company Restructuring",
  category: "Business Planning",
  description:
    "The business is reorganised so that a holding company owns the valuable assets (real estate, intellectual property, surplus cash) and leases or licenses them to an operating subsidiary that carries the trading risk. Creditors of the operating company cannot reach the holding company's assets, and each part can later be sold or passed on separately.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "separatedAssetsUsd × claimProbability",
    variables: ["separatedAssetsUsd", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["entity_formalities", "related_party_leases", "lender_and_licence_consents"],
  sources: [
    "IRC §351 (tax-free transfers to a controlled corporation)",
    "IRC §368(a)(1)(F); Rev. Rul. 2008-18 (F reorganisation with a QSub)",
    "IRC §1361(b)(3) (qualified subchapter S subsidiary)",
    "Treas. Reg. §301.7701-3 (disregarded entity classification)",
    "IRC §482 (arm's-length intercompany pricing)",
  ],
  variables: [
    v("separatedAssetsUsd", "USD", "Assets held by the holding company away from operating risk."),
    v("claimProbability", "ratio", "Chance that an operating claim would otherwise reach them over the horizon."),
    v("setupCostUsd", "USD", "Reorganisation, transfers and intercompany agreements."),
    v("annualCostUsd", "USD", "Extra entity returns and formalities a year."),
    v("years", "years", "Years counted."),
  ],
  defaults(f) {
    const business = businessValueOf(f, 0.4);
    const separated = Math.round((f.hasInvestmentRealEstate ? (f.realEstateUsd ?? 0) * 0.5 : 0) + business.value * 0.2);
    return {
      separatedAssetsUsd: fixed(
        separated,
        `business real estate (half the stated real estate, if any) plus 20% of the business's value in other assets (${formatUsd(separated)})`,
      ),
      claimProbability: fixed(0.05, "5% chance over 10 years of a claim above insurance"),
      setupCostUsd: fixed(25_000, "reorganisation and agreements, about $25,000"),
      annualCostUsd: fixed(3_000, "extra returns and formalities, about $3,000 a year"),
      years: fixed(10, "10 years"),
    };
  },
  benefit: (x) => ({ protection: (x.separatedAssetsUsd ?? 0) * (x.claimProbability ?? 0) }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance 2.5% / 5% / 7.5%",
  },
  eligibility: allOf(
    when.ownsBusiness,
    is.notSoleProprietor,
    anyOf(
      "The notes show no valuable assets inside the business worth separating (no business real estate and a business under $3,000,000).",
      {
        test: (f) => f.hasInvestmentRealEstate,
        fits: "The client owns real estate that can sit in a holding company away from operating risk.",
        fails: "",
      },
      {
        test: (f) => (f.businessValueUsd ?? 0) >= 3_000_000,
        fits: "The business is valuable enough to hold IP and surplus cash apart from operations.",
        fails: "",
      },
    ),
  ),
  timeline: "2–4 months",
  keyBenefits: [
    "Separates valuable assets from operating liabilities",
    "Cleaner sale of the operating company or the real estate",
    "Flexible ownership of the holding company for family members",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "liability", "business", "succession", "sell", "real estate"],
  explanation: {
    overview:
      "Keeping everything in one company exposes every asset to every claim. A holding structure puts real estate, intellectual property and surplus cash in a parent or sister company that leases or licenses them to the operating company at arm's length, so a lawsuit or insolvency at the operating level does not reach them.",
    keyComponents: [
      "Holding company owning operating subsidiaries and key assets",
      "Tax-free reorganisation (§351 or F reorganisation)",
      "Arm's-length leases and licences",
      "Separate books, bank accounts and formalities",
    ],
    steps: [
      step("Map assets", "Identify assets worth separating and their contracts, titles and liens.", "Weeks 1–3", [
        "Asset register",
        "Loan agreements",
      ]),
      step(
        "Plan the reorganisation",
        "Choose the tax-free route and obtain lender, landlord and licence consents.",
        "Weeks 2–6",
        ["Tax memo", "Consents"],
      ),
      step("Reorganise", "Form entities, transfer assets and sign intercompany agreements.", "Weeks 6–12", [
        "Formation documents",
        "Deeds and assignments",
        "Leases and licences",
      ]),
      step("Maintain", "Keep separate books, pay rent and royalties on time and hold meetings.", "Ongoing", [
        "Intercompany ledgers",
      ]),
    ],
    prerequisites: ["An operating business with separable valuable assets"],
    professionals: ["Business attorney", "CPA", "Real estate counsel"],
    secondaryBenefits: [
      "Real estate can be financed or sold separately",
      "Holding company shares suit gifts to family",
    ],
    taxAdvantages: [
      "Tax-free if structured under §351 or §368",
      "Rent and royalties move income to the holding company",
    ],
    risks: [
      risk(
        "Veil piercing",
        "Commingling lets creditors ignore the separation.",
        "Strict formalities and arm's-length dealings.",
      ),
      risk(
        "Taxable transfers",
        "A badly structured move can trigger gain or transfer taxes.",
        "Use a reorganisation provision; check state transfer taxes.",
      ),
      risk(
        "Fraudulent transfer",
        "Moving assets when a claim is pending can be undone.",
        "Restructure while no claims are pending.",
      ),
    ],
    marketRisks: ["None specific"],
    regulatoryConsiderations: ["Lender and licence consents", "§482 arm's-length pricing"],
    liquidityConsiderations: "Costs only; cash moves between companies under the agreements.",
    alternatives: [
      alt("series-llc-rental-real-estate", "Separates rental properties from each other rather than from a business."),
      alt("professional-liability-structuring", "The same idea for professional practices."),
    ],
    uniqueAdvantages: ["Protection and succession flexibility in one structure"],
    successMetrics: [
      metric("Assets held outside the operating company", "All non-operating assets", "Annually"),
      metric("Intercompany agreements current", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Formalities observed without reminders"],
    warningSignals: ["Shared bank accounts", "Unpaid intercompany rent"],
    reviewSchedule: "Annual formalities and agreement review.",
    exitStrategy: "Merge the entities back together or sell either part separately.",
  },
};

/** Business planning, business tax and succession strategies (10). */
export const OPERATIONS_STRATEGIES: readonly StrategyDefinition[] = [
  buySellAgreementFunding,
  esopSection1042Rollover,
  qualifiedBusinessIncomeDeduction,
  sCorpReasonableCompensation,
  employingFamilyMembers,
  researchAndDevelopmentCredit,
  familyManagementCompany,
  votingNonvotingRecapitalization,
  managementBuyout,
  holdingCompanyRestructuring,
];
