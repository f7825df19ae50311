import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { isMarried } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition, Variables, VariableValue } from "../../types.ts";
import {
  alt,
  capitalGainsRateOf,
  deferralValue,
  discountRateOf,
  entityIn,
  fixed,
  goalsMention,
  investmentRealEstateOf,
  metric,
  ordinaryRateOf,
  risk,
  step,
  v,
} from "./shared.ts";

/** Real estate strategies: depreciation, exchanges, DSTs, professional status, home rental and opportunity zones. */

/**
 * Federal tax deferred by an exchange of property with `realizedGainUsd` of gain, of which
 * `depreciationTakenUsd` is unrecaptured §1250 gain: the rest at the capital-gains rate, the
 * depreciation at the §1250 rate (both with NIIT).
 */
function exchangeTaxDeferred(x: Variables): number {
  const gain = Math.max(0, x.realizedGainUsd ?? 0);
  const depreciation = clamp(x.depreciationTakenUsd ?? 0, 0, gain);
  return (gain - depreciation) * (x.capitalGainsRate ?? 0) + depreciation * (x.section1250Rate ?? 0);
}

/** Defaults shared by the exchange strategies: value, gain, depreciation and rates. */
function exchangeDefaults(f: TClientFacts, tax: TaxParameters): Record<string, VariableValue> {
  const property = investmentRealEstateOf(f);
  const gain = Math.round(property.value * 0.6);
  const depreciation = Math.round(property.value * 0.25);
  const niit = tax.netInvestmentIncomeTaxRate;
  return {
    propertyValueUsd: property,
    realizedGainUsd: fixed(gain, `gain about 60% of the property's value (${formatUsd(gain)})`),
    depreciationTakenUsd: fixed(depreciation, `depreciation taken about 25% of value (${formatUsd(depreciation)})`),
    capitalGainsRate: capitalGainsRateOf(f, tax),
    section1250Rate: fixed(
      tax.unrecapturedSection1250Rate + niit,
      `unrecaptured §1250 rate ${Math.round(tax.unrecapturedSection1250Rate * 100)}% plus ${(niit * 100).toFixed(1)}% NIIT`,
    ),
  };
}

const exchangeVariables = [
  v("realizedGainUsd", "USD", "Gain that a taxable sale of the relinquished property would realise."),
  v("depreciationTakenUsd", "USD", "Depreciation taken, taxed as unrecaptured §1250 gain on a sale."),
  v("capitalGainsRate", "rate", "Federal long-term capital gains rate with NIIT."),
  v("section1250Rate", "rate", "Federal rate on unrecaptured §1250 gain with NIIT."),
];

const exchangeFormula =
  "(realizedGainUsd − depreciationTakenUsd) × capitalGainsRate + depreciationTakenUsd × section1250Rate (0.25 + 0.038), deferred until a taxable sale and eliminated by the §1014 basis step-up at death";

export const costSegregation: StrategyDefinition = {
  id: "cost-segregation",
  name: "Cost Segregation Study with Bonus Depreciation",
  category: "Real Estate",
  description:
    "An engineering study splits a building's cost into 5-, 7- and 15-year property (fixtures, wiring for equipment, site improvements) that can be written off at once with bonus depreciation, instead of over 27.5 or 39 years. Pub. L. 119-21 §70301 restored 100% bonus depreciation for property acquired after 19 January 2025.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "buildingBasisUsd × reclassifiedShare × bonusDepreciationRate × marginalRate × (1 − annuityFactor(discountRate, recoveryYears) ÷ recoveryYears)",
    variables: [
      "buildingBasisUsd",
      "reclassifiedShare",
      "bonusDepreciationRate",
      "marginalRate",
      "discountRate",
      "recoveryYears",
    ],
  },
  costCalculation: { type: "one_time", formula: "studyCostUsd", variables: ["studyCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["depreciation_recapture", "passive_activity_limits", "engineering_study_required"],
  sources: [
    "IRC §168(k) as amended by Pub. L. 119-21 §70301 (100% bonus depreciation after 19 January 2025)",
    "IRC §168(c), (e) (recovery periods)",
    "Hospital Corp. of America v. Commissioner, 109 T.C. 21 (1997)",
    "IRS Cost Segregation Audit Techniques Guide",
    "Rev. Proc. 2015-13 and Form 3115 (look-back study for property already in service)",
    "IRC §1245, §1250 (recapture on sale)",
  ],
  variables: [
    v("buildingBasisUsd", "USD", "Depreciable basis of the buildings (excluding land)."),
    v("reclassifiedShare", "ratio", "Share of the basis the study moves to 5-, 7- and 15-year property."),
    v("bonusDepreciationRate", "ratio", "Bonus depreciation rate for the reclassified property."),
    v("marginalRate", "rate", "Rate at which the extra deductions save tax."),
    v("discountRate", "rate", "Rate used to value deductions taken earlier."),
    v("recoveryYears", "years", "Recovery period the reclassified basis would otherwise follow."),
    v("studyCostUsd", "USD", "Engineering-based cost segregation study."),
  ],
  defaults(f, tax) {
    const property = investmentRealEstateOf(f);
    const basis = Math.round(property.value * 0.8);
    return {
      buildingBasisUsd: fixed(
        basis,
        `80% of the investment property value (${formatUsd(basis)}), the rest land; ${property.assumption}`,
      ),
      reclassifiedShare: fixed(
        0.25,
        "25% of the building basis reclassified (typical for residential and office property)",
      ),
      bonusDepreciationRate: fixed(
        tax.bonusDepreciationRate,
        `${Math.round(tax.bonusDepreciationRate * 100)}% bonus depreciation for property acquired after 19 January 2025`,
      ),
      marginalRate: ordinaryRateOf(f, tax),
      discountRate: discountRateOf(tax),
      recoveryYears: fixed(
        tax.residentialRentalPropertyRecoveryYears,
        `${tax.residentialRentalPropertyRecoveryYears}-year residential rental recovery (39-year commercial property gains more)`,
      ),
      studyCostUsd: fixed(
        Math.round(clamp(basis * 0.005, 8_000, 40_000)),
        "engineering study about 0.5% of basis, $8,000–$40,000",
      ),
    };
  },
  benefit: (x) => ({
    taxSavings: deferralValue(
      (x.buildingBasisUsd ?? 0) * (x.reclassifiedShare ?? 0) * (x.bonusDepreciationRate ?? 0) * (x.marginalRate ?? 0),
      x.discountRate ?? 0,
      x.recoveryYears ?? 0,
    ),
  }),
  cost: (x) => ({ setup: x.studyCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "reclassifiedShare",
    mode: "add",
    spread: 0.1,
    description: "Reclassified share 15% / 25% / 35%",
  },
  eligibility: allOf(when.hasRealEstate, {
    test: (f) => f.realEstateUsd === null || f.realEstateUsd >= 1_000_000,
    fits: "The real estate is large enough (about $1,000,000 or more) for a study's cost to pay off.",
    fails: "A study rarely pays for itself on buildings under about $1,000,000, and the notes show less real estate.",
  }),
  timeline: "4–8 weeks for the study; claimed on the next return",
  keyBenefits: [
    "Large first-year deductions with 100% bonus depreciation",
    "Catch-up deductions for buildings already owned via Form 3115",
    "Cash flow for reinvestment or debt reduction",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "property", "depreciation", "income tax", "cash flow"],
  explanation: {
    overview:
      "Buildings are depreciated over 27.5 or 39 years, but much of their cost is really shorter-lived property. A cost segregation study identifies those components so they can be deducted immediately with bonus depreciation, moving tax savings decades earlier.",
    keyComponents: [
      "Engineering-based study meeting the IRS audit guide's standards",
      "Reclassification into 5-, 7- and 15-year property",
      "100% bonus depreciation for property acquired after 19 January 2025",
      "Form 3115 change of accounting method for property already in service",
    ],
    steps: [
      step("Screen properties", "Select buildings with basis over about $1M and a long expected hold.", "Week 1", [
        "Closing statements",
        "Depreciation schedules",
      ]),
      step(
        "Commission the study",
        "An engineering firm inspects, prices components and issues the report.",
        "Weeks 2–8",
        ["Plans", "Site visit"],
      ),
      step(
        "Claim",
        "Apply the new lives and bonus depreciation on the return, or file Form 3115 for a catch-up.",
        "Next tax return",
        ["Form 4562", "Form 3115 if needed"],
      ),
      step(
        "Track recapture",
        "Record reclassified assets for §1245 recapture on a later sale or exchange.",
        "Ongoing",
        ["Fixed-asset register"],
      ),
    ],
    prerequisites: ["Investment or business buildings owned or recently acquired", "Income the deductions can offset"],
    professionals: ["Cost segregation engineer", "CPA", "Real estate attorney for exchanges"],
    secondaryBenefits: ["Write-offs of removed components on renovations", "Better data for property-tax appeals"],
    taxAdvantages: [
      "Deductions accelerated by decades",
      "Losses can offset other income for real estate professionals",
    ],
    risks: [
      risk(
        "Passive activity limits",
        "Losses from rentals are passive and offset only passive income unless the client is a real estate professional.",
        "Pair with real-estate-professional-status or use against other passive income.",
      ),
      risk(
        "Recapture on sale",
        "Reclassified property is §1245 property, recaptured at ordinary rates on a taxable sale.",
        "Plan to hold, exchange under §1031 or hold until death for a basis step-up.",
      ),
      risk(
        "Aggressive studies",
        "Unsupported allocations are adjusted on audit.",
        "Use an engineering firm following the IRS audit techniques guide.",
      ),
    ],
    marketRisks: ["Deductions matter less if rates fall or income drops"],
    regulatoryConsiderations: [
      "Bonus depreciation depends on acquisition date; pre-20 January 2025 acquisitions get the phased-down rate",
    ],
    liquidityConsiderations: "The study is paid up front; savings arrive with the next return.",
    alternatives: [
      alt("section-1031-exchange", "Defers gain on a sale rather than accelerating deductions while holding."),
      alt(
        "delaware-statutory-trust",
        "Passive ownership with depreciation passed through but no control over studies.",
      ),
    ],
    uniqueAdvantages: ["Creates deductions from property already owned"],
    successMetrics: [
      metric("First-year deduction", "At least 20% of building basis", "At filing"),
      metric("Study cost versus tax saved", "At least 5× return", "At filing"),
    ],
    qualitativeIndicators: ["The client plans to hold the property for years"],
    warningSignals: ["A sale planned within 2 years", "No passive income to absorb the losses"],
    reviewSchedule: "At every acquisition or major renovation; annual review of passive-loss carryforwards.",
    exitStrategy: "Hold, exchange or hold until death; recapture applies only on a taxable sale.",
  },
};

export const section1031Exchange: StrategyDefinition = {
  id: "section-1031-exchange",
  name: "Section 1031 Like-Kind Exchange",
  category: "Real Estate",
  description:
    "Investment or business real estate is sold and replaced with other US real property of equal or greater value through a qualified intermediary, identifying replacements within 45 days and closing within 180. Gain and depreciation recapture are deferred, and eliminated if the property is held until death.",
  benefitCalculation: { type: "flat", formula: exchangeFormula, variables: exchangeVariables.map((x) => x.name) },
  costCalculation: {
    type: "one_time",
    formula: "intermediaryFeeUsd + extraClosingCostUsd",
    variables: ["intermediaryFeeUsd", "extraClosingCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["strict_identification_deadlines", "qualified_intermediary_required", "boot_is_taxable"],
  sources: [
    "IRC §1031 (real property only since Pub. L. 115-97)",
    "Treas. Reg. §1.1031(k)-1 (deferred exchanges, 45/180 days, qualified intermediaries)",
    "Rev. Proc. 2000-37 (reverse exchanges)",
    "Rev. Proc. 2008-16 (vacation homes)",
    "IRC §1014 (basis step-up at death)",
  ],
  variables: [
    v("propertyValueUsd", "USD", "Value of the property to be exchanged."),
    ...exchangeVariables,
    v("intermediaryFeeUsd", "USD", "Qualified intermediary fee."),
    v("extraClosingCostUsd", "USD", "Extra legal and closing costs of an exchange."),
  ],
  defaults(f, tax) {
    return {
      ...exchangeDefaults(f, tax),
      intermediaryFeeUsd: fixed(2_000, "qualified intermediary about $2,000"),
      extraClosingCostUsd: fixed(8_000, "extra legal and closing work about $8,000"),
    };
  },
  benefit: (x) => ({ taxSavings: exchangeTaxDeferred(x) }),
  cost: (x) => ({ setup: (x.intermediaryFeeUsd ?? 0) + (x.extraClosingCostUsd ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "realizedGainUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Gain 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    when.hasRealEstate,
    anyOf(
      "The notes show no planned sale or repositioning of the investment property.",
      {
        test: (f) => f.expectsLiquidityEvent,
        fits: "A sale is expected, so the gain can be deferred into replacement property.",
        fails: "",
      },
      {
        test: (f) => goalsMention(f, ["sell", "exchange", "1031", "upgrade", "consolidat", "reposition", "diversif"]),
        fits: "The client's goals mention selling or repositioning property.",
        fails: "",
      },
    ),
  ),
  timeline: "45 days to identify, 180 days to close",
  keyBenefits: [
    "Defers capital gains and depreciation recapture tax",
    "Full equity stays invested",
    "Gain disappears if the property is held until death",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "property", "sell", "exchange", "rental", "upgrade"],
  explanation: {
    overview:
      "A like-kind exchange lets a real estate investor move from one property to another without paying tax on the gain. Repeated exchanges and a basis step-up at death can make the deferral permanent.",
    keyComponents: [
      "Qualified intermediary holds the proceeds",
      "45-day identification and 180-day completion deadlines",
      "Equal or greater value and debt to avoid taxable boot",
      "Same taxpayer on both sides",
    ],
    steps: [
      step("Engage an intermediary", "Sign the exchange agreement before the sale closes.", "Before closing", [
        "Exchange agreement",
      ]),
      step("Sell", "Close the sale with proceeds paid to the intermediary.", "Day 0", [
        "Assignment of the sale contract",
      ]),
      step("Identify", "Identify up to three replacements (or more under the 200% rule) in writing.", "By day 45", [
        "Identification letter",
      ]),
      step("Buy and report", "Close on the replacement and report on Form 8824.", "By day 180 or the return due date", [
        "Form 8824",
      ]),
    ],
    prerequisites: [
      "Property held for investment or business use",
      "Replacement property available at equal or greater value",
    ],
    professionals: ["Qualified intermediary", "Real estate attorney", "CPA", "Broker"],
    secondaryBenefits: ["Consolidate or diversify holdings", "Move to properties with better depreciation"],
    taxAdvantages: ["Gain and recapture deferred", "Basis carries over, then steps up at death"],
    risks: [
      risk(
        "Missed deadlines",
        "Deadlines cannot be extended except for disasters.",
        "Line up replacements before selling; consider a reverse exchange.",
      ),
      risk("Boot", "Cash or debt relief received is taxable.", "Replace both equity and debt in full."),
      risk(
        "Related-party rules",
        "Exchanges with related parties need a 2-year hold.",
        "Avoid related-party sellers or meet §1031(f).",
      ),
    ],
    marketRisks: ["Pressure to buy within 45 days can mean overpaying"],
    regulatoryConsiderations: [
      "Only real property qualifies since 2018",
      "Some states claw back deferred gain when the client moves",
    ],
    liquidityConsiderations: "Proceeds are locked with the intermediary until the replacement closes.",
    alternatives: [
      alt("delaware-statutory-trust", "A passive replacement when the client no longer wants to manage property."),
      alt("installment-sale-section-453", "Spreads the tax when the client wants out of real estate."),
    ],
    uniqueAdvantages: ["Indefinite deferral while staying invested in real estate"],
    successMetrics: [
      metric("Tax deferred", "100% of gain", "At each exchange"),
      metric("Deadlines met", "45 and 180 days", "Each exchange"),
    ],
    qualitativeIndicators: ["The replacement fits the client's goals, not just the tax deadline"],
    warningSignals: ["No replacement in sight at sale", "Cash taken out at closing"],
    reviewSchedule: "Before every sale of investment property; annual portfolio review.",
    exitStrategy: "Keep exchanging, exchange into a DST late in life, or sell and pay the deferred tax.",
  },
};

export const delawareStatutoryTrust: StrategyDefinition = {
  id: "delaware-statutory-trust",
  name: "Delaware Statutory Trust as 1031 Replacement Property",
  category: "Real Estate",
  description:
    "Sale proceeds from investment property are exchanged into fractional interests in a Delaware statutory trust owning institutional real estate. Under Rev. Rul. 2004-86 the interest is treated as a direct interest in real property, so the exchange qualifies under §1031 while the investor stops managing property.",
  benefitCalculation: { type: "flat", formula: exchangeFormula, variables: exchangeVariables.map((x) => x.name) },
  costCalculation: {
    type: "one_time",
    formula: "propertyValueUsd × sponsorLoadRate",
    variables: ["propertyValueUsd", "sponsorLoadRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "accredited_investor_only",
    "illiquid_investment",
    "securities_offering",
    "no_investor_control",
  ],
  sources: [
    "Rev. Rul. 2004-86 (DST interests as real property for §1031)",
    "Del. Code tit. 12 §3801 et seq. (Delaware Statutory Trust Act)",
    "IRC §1031; Treas. Reg. §1.1031(k)-1",
    "SEC Regulation D Rule 506 (private placement to accredited investors)",
  ],
  variables: [
    v("propertyValueUsd", "USD", "Equity exchanged into the DST."),
    ...exchangeVariables,
    v("sponsorLoadRate", "ratio", "Sponsor and selling costs taken from the equity."),
  ],
  defaults(f, tax) {
    return {
      ...exchangeDefaults(f, tax),
      sponsorLoadRate: fixed(0.07, "sponsor load and selling costs about 7% of equity"),
    };
  },
  benefit: (x) => ({ taxSavings: exchangeTaxDeferred(x) }),
  cost: (x) => ({ setup: (x.propertyValueUsd ?? 0) * (x.sponsorLoadRate ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "realizedGainUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Gain 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    when.hasRealEstate,
    anyOf(
      "The notes show no sign the client wants to stop managing property (age under 60 and no such goal).",
      {
        test: (f) => (f.primaryAge ?? 0) >= 60,
        fits: (f) => `At ${f.primaryAge} the client is likely to value passive income over managing tenants.`,
        fails: "",
      },
      {
        test: (f) => goalsMention(f, ["passive", "retire", "simplif", "manage", "landlord"]),
        fits: "The client's goals mention simplifying or stepping back from property management.",
        fails: "",
      },
    ),
  ),
  timeline: "Within the 45/180-day windows of the exchange; DST closings take days",
  keyBenefits: [
    "Defers capital gains and recapture like any 1031 exchange",
    "No landlord duties; institutional-quality property",
    "Fractional interests make it easy to meet the 45-day deadline or split among heirs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["passive", "retire", "real estate", "income", "simplify", "property"],
  explanation: {
    overview:
      "Investors who want to keep deferring gain but no longer want to manage property can exchange into a DST. The trust owns and leases institutional property under a master lease, passing rent and depreciation to investors, and its interests count as real property for §1031.",
    keyComponents: [
      "Delaware statutory trust owning one or more properties",
      "Rev. Rul. 2004-86 'seven deadly sins' limits on the trustee's powers",
      "Sponsor and master lease",
      "Non-recourse debt matching the investor's replaced debt",
    ],
    steps: [
      step(
        "Start a 1031 exchange",
        "Engage a qualified intermediary before selling the current property.",
        "Before the sale",
        ["Exchange agreement"],
      ),
      step(
        "Diligence sponsors",
        "Review sponsor track record, leverage, fees and the property's leases.",
        "Weeks 1–4",
        ["Private placement memorandum", "Broker-dealer due diligence"],
      ),
      step(
        "Identify and invest",
        "Identify DST interests within 45 days and subscribe.",
        "By day 45; close by day 180",
        ["Subscription documents", "Accredited investor verification"],
      ),
      step(
        "Hold and report",
        "Receive distributions and K-1-style grantor trust statements; plan the next exchange.",
        "Typically 5–10 years",
        ["Annual tax statements"],
      ),
    ],
    prerequisites: ["Accredited investor status", "A pending sale of investment real estate"],
    professionals: ["Qualified intermediary", "Securities broker-dealer or RIA", "CPA", "Real estate attorney"],
    secondaryBenefits: [
      "Diversification across several DSTs",
      "Easy division among heirs at death with a basis step-up",
    ],
    taxAdvantages: ["Gain and recapture deferred", "Depreciation continues to shelter distributions"],
    risks: [
      risk(
        "Illiquidity",
        "No secondary market; the trust decides when to sell.",
        "Invest only money not needed for 7–10 years.",
      ),
      risk(
        "No control",
        "The trustee cannot refinance or raise new capital, so a troubled property cannot be fixed easily.",
        "Choose conservative leverage and strong tenants; spread across sponsors.",
      ),
      risk(
        "Fees",
        "Loads and fees reduce the equity that earns returns.",
        "Compare total costs; prefer fee-transparent offerings.",
      ),
    ],
    marketRisks: ["Property values and rents can fall", "Interest rates affect refinancing and values"],
    regulatoryConsiderations: [
      "Securities sold by private placement under Regulation D",
      "Rev. Rul. 2004-86 limits on trust operations",
    ],
    liquidityConsiderations: "Capital is tied up until the sponsor sells, commonly 5–10 years.",
    alternatives: [
      alt("section-1031-exchange", "Direct replacement property keeps control but also the management work."),
      alt("opportunity-zone-fund", "Reinvests only the gain, with a 10-year exclusion on new growth."),
    ],
    uniqueAdvantages: ["Passive, divisible real estate that still qualifies for §1031"],
    successMetrics: [
      metric("Distribution yield", "At or above the offering projection", "Quarterly"),
      metric("Tax deferred", "100% of gain at exchange", "At exchange"),
    ],
    qualitativeIndicators: ["The client no longer spends time on property management"],
    warningSignals: ["Distribution suspensions", "Single-tenant property with a lease ending soon"],
    reviewSchedule: "Quarterly sponsor reports; annual review of the whole real estate allocation.",
    exitStrategy:
      "When the DST sells, exchange again (into another DST or property) or pay tax; at death heirs receive a stepped-up basis.",
  },
};

export const realEstateProfessionalStatus: StrategyDefinition = {
  id: "real-estate-professional-status",
  name: "Real Estate Professional Status (§469(c)(7))",
  category: "Real Estate",
  description:
    "A client (or spouse) who spends more than 750 hours and more than half of working time in real property trades, and materially participates in the rentals, is not subject to the passive-loss rules for them. Rental losses, often created by cost segregation, then offset wages and business income, and rental income can escape NIIT.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualRentalLossUsd × marginalRate × years",
    variables: ["annualRentalLossUsd", "marginalRate", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualRecordkeepingUsd × years",
    variables: ["annualRecordkeepingUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["hours_documentation_required", "high_audit_risk", "excess_business_loss_limit"],
  sources: [
    "IRC §469(c)(7) (750 hours and more than half of personal services)",
    "Treas. Reg. §1.469-9(g) (election to aggregate rental interests)",
    "Treas. Reg. §1.469-5T (material participation tests)",
    "Treas. Reg. §1.1411-4(g)(7) (NIIT safe harbour for real estate professionals)",
    "IRC §461(l) (excess business loss limit)",
  ],
  variables: [
    v("annualRentalLossUsd", "USD", "Tax loss from rentals each year (mostly depreciation)."),
    v("marginalRate", "rate", "Rate on the income the losses offset."),
    v("years", "years", "Years the status is maintained."),
    v("annualRecordkeepingUsd", "USD", "Time logs and CPA support each year."),
  ],
  defaults(f, tax) {
    const property = investmentRealEstateOf(f);
    const loss = Math.round(property.value * 0.04);
    return {
      annualRentalLossUsd: fixed(
        loss,
        `paper losses about 4% of the investment property a year (${formatUsd(loss)}); ${property.assumption}`,
      ),
      marginalRate: ordinaryRateOf(f, tax),
      years: fixed(5, "5 years"),
      annualRecordkeepingUsd: fixed(2_500, "contemporaneous hour logs and CPA review, about $2,500 a year"),
    };
  },
  benefit: (x) => ({ taxSavings: (x.annualRentalLossUsd ?? 0) * (x.marginalRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: 0, annual: x.annualRecordkeepingUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "annualRentalLossUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Rental losses 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    when.hasRealEstate,
    anyOf(
      "The client appears to work full time as an employee and has no spouse who could qualify; the hours test is then rarely met.",
      {
        test: (f) => isMarried(f),
        fits: "The client is married, and either spouse may qualify (for example a spouse not employed elsewhere).",
        fails: "",
      },
      {
        test: (f) => !f.hasEmployerPlan,
        fits: "The client does not appear to be a full-time employee elsewhere, so most working hours can be in real estate.",
        fails: "",
      },
    ),
    when.highIncome(250_000),
  ),
  timeline: "Status tested each tax year; logs kept from 1 January",
  keyBenefits: [
    "Rental losses offset wages and business income",
    "Unlocks the value of cost segregation deductions",
    "Rental income may escape the 3.8% NIIT",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "income tax", "property", "depreciation"],
  explanation: {
    overview:
      "Rental losses are normally passive and cannot shelter wages or business income. A real estate professional who materially participates escapes that limit, so depreciation from the properties, especially after a cost segregation study, reduces tax on the family's other income.",
    keyComponents: [
      "More than 750 hours a year in real property trades or businesses",
      "More than half of all personal-service hours in those trades",
      "Material participation in the rentals, usually with the aggregation election",
      "Contemporaneous time records",
    ],
    steps: [
      step("Test feasibility", "Estimate hours of each spouse in real estate against other work.", "Weeks 1–2", [
        "Calendar review",
      ]),
      step(
        "Elect to aggregate",
        "Attach the §1.469-9(g) election to treat all rentals as one activity.",
        "With the first year's return",
        ["Election statement"],
      ),
      step("Log hours", "Keep a daily log of real estate work with dates, tasks and time.", "Every day of the year", [
        "Time-tracking app or calendar",
      ]),
      step("Claim losses", "Report rentals as non-passive; check the excess business loss limit.", "Each return", [
        "Schedule E",
        "Form 461",
      ]),
    ],
    prerequisites: ["Rental properties", "A spouse or client able to devote most working time to real estate"],
    professionals: [
      "CPA experienced in §469",
      "Cost segregation engineer",
      "Property manager (whose hours do not count)",
    ],
    secondaryBenefits: ["Professional management of the family's property portfolio", "NIIT relief on rental income"],
    taxAdvantages: ["Losses offset ordinary income", "Suspended passive losses released"],
    risks: [
      risk(
        "Audit",
        "The IRS frequently challenges hours claimed.",
        "Contemporaneous, detailed logs; avoid estimates made after the fact.",
      ),
      risk(
        "Full-time employment",
        "A full-time job usually makes the half-of-time test impossible.",
        "Let the non-employed spouse qualify.",
      ),
      risk(
        "Excess business loss limit",
        "Large losses above the §461(l) limit become carryforwards.",
        "Project losses against the limit each year.",
      ),
    ],
    marketRisks: ["Property values and rents can fall"],
    regulatoryConsiderations: ["Status must be met every year", "Hours of employees and managers do not count"],
    liquidityConsiderations: "No capital needed; the cost is time and records.",
    alternatives: [
      alt("cost-segregation", "Creates the losses; without this status they only shelter passive income."),
      alt("section-1031-exchange", "Defers gain on sale rather than sheltering current income."),
    ],
    uniqueAdvantages: ["Turns real estate depreciation into a shelter for any income"],
    successMetrics: [
      metric("Hours logged", "Over 750 and over half of working time", "Monthly"),
      metric("Losses used against non-passive income", "All, within §461(l)", "Annually"),
    ],
    qualitativeIndicators: ["The qualifying spouse is genuinely running the portfolio"],
    warningSignals: ["Gaps in the hour log", "New full-time employment"],
    reviewSchedule: "Quarterly hour review; annual return review.",
    exitStrategy: "Status simply lapses in a year the tests are not met; losses then become passive again.",
  },
};

export const section280AAugustaRule: StrategyDefinition = {
  id: "section-280a-augusta-rule",
  name: "Section 280A(g) 14-Day Home Rental to the Client's Business",
  category: "Tax Planning",
  description:
    "The client's business rents the client's home at a documented market rate for genuine business use, such as board meetings or company events, for no more than 14 days a year. The rent is excluded from the client's income under §280A(g) and deducted by the business.",
  benefitCalculation: {
    type: "flat",
    formula: "dailyRentUsd × min(rentalDays, 14) × marginalRate × years",
    variables: ["dailyRentUsd", "rentalDays", "marginalRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualDocumentationUsd × years",
    variables: ["setupCostUsd", "annualDocumentationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["fair_market_rent_required", "business_purpose_documentation"],
  sources: [
    "IRC §280A(g) (dwelling rented fewer than 15 days)",
    "IRC §162(a)(3) (rent as a business expense)",
    "Sinopoli v. Commissioner, T.C. Memo. 2023-105 (deduction denied for unsupported rent)",
  ],
  variables: [
    v("dailyRentUsd", "USD", "Market rent for a comparable venue per day."),
    v("rentalDays", "count", "Days the business uses the home."),
    v("marginalRate", "rate", "Rate at which the business deduction saves tax."),
    v("years", "years", "Years the arrangement continues."),
    v("setupCostUsd", "USD", "Comparable-rent evidence and rental agreement."),
    v("annualDocumentationUsd", "USD", "Minutes, invoices and bookkeeping each year."),
  ],
  defaults(f, tax) {
    const days = Math.min(12, tax.section280AgMaxRentalDays);
    return {
      dailyRentUsd: fixed(1_500, "$1,500 a day, a typical quote for a comparable meeting venue"),
      rentalDays: fixed(days, `${days} days (monthly meetings), within the ${tax.section280AgMaxRentalDays}-day limit`),
      marginalRate: ordinaryRateOf(f, tax),
      years: fixed(10, "10 years"),
      setupCostUsd: fixed(1_000, "venue quotes and a rental agreement, about $1,000"),
      annualDocumentationUsd: fixed(300, "minutes and invoices, about $300 a year"),
    };
  },
  benefit: (x, tax) => ({
    taxSavings:
      (x.dailyRentUsd ?? 0) *
      clamp(x.rentalDays ?? 0, 0, tax.section280AgMaxRentalDays) *
      (x.marginalRate ?? 0) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualDocumentationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "dailyRentUsd",
    mode: "multiply",
    spread: 0.33,
    description: "Daily rent $1,000 / $1,500 / $2,000",
  },
  eligibility: allOf(
    entityIn(
      ["s_corp", "c_corp", "partnership", "llc", "professional_corporation"],
      "an entity separate from the client can pay the rent and deduct it.",
      "The rent must be paid by a business entity separate from the client; a sole proprietor cannot rent to himself, and the notes show no such entity.",
    ),
    {
      test: (f) => (f.realEstateUsd ?? 0) > 0,
      fits: "The client owns a home suitable for business meetings.",
      fails: "The notes show no home the client owns.",
    },
  ),
  timeline: "2–4 weeks to document; used throughout the year",
  keyBenefits: [
    "Rent deductible to the business",
    "Rent received tax-free by the client",
    "Simple to run with good records",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "income tax", "deduction", "home"],
  explanation: {
    overview:
      "§280A(g) ignores a home rented for fewer than 15 days a year: the owner reports no rent. When the owner's company rents the home for real meetings at a market rate, the company deducts the rent and the owner receives it tax-free.",
    keyComponents: [
      "Genuine business use (board meetings, planning retreats, client events)",
      "Market rent supported by comparable venue quotes",
      "Written rental agreement and invoices",
      "No more than 14 days in the year",
    ],
    steps: [
      step("Document the rate", "Collect quotes from local venues for comparable space and services.", "Week 1", [
        "Two or three written quotes",
      ]),
      step("Sign an agreement", "The business and the owner sign a rental agreement for the planned dates.", "Week 2", [
        "Rental agreement",
      ]),
      step(
        "Hold and record meetings",
        "Hold each meeting at the home with an agenda, attendees and minutes.",
        "Each use",
        ["Agenda", "Minutes", "Attendee list"],
      ),
      step(
        "Pay and deduct",
        "The business pays by invoice; it deducts the rent and the owner excludes it.",
        "Each use; year end",
        ["Invoice", "Payment record"],
      ),
    ],
    prerequisites: ["A business entity separate from the owner", "A home suitable for the business use"],
    professionals: ["CPA", "Business attorney for the agreement"],
    secondaryBenefits: ["Meetings in a private setting", "Moves cash from the business to the owner tax-free"],
    taxAdvantages: ["Deduction to the business with no income to the owner"],
    risks: [
      risk(
        "Unsupported rent",
        "The Tax Court has denied deductions where the rate or use was not documented.",
        "Keep venue quotes, agreements and minutes.",
      ),
      risk("More than 14 days", "Exceeding the limit makes all rent taxable.", "Track days; stay at 12 or fewer."),
      risk(
        "Personal use disguised as business",
        "Family events are not business meetings.",
        "Use only for genuine business purposes.",
      ),
    ],
    marketRisks: ["None significant"],
    regulatoryConsiderations: [
      "Sole proprietors cannot pay rent to themselves",
      "Rent for a partnership or S corporation reduces the owners' pass-through income",
    ],
    liquidityConsiderations: "Uses business cash; no lock-up.",
    alternatives: [
      alt("employing-family-members", "Another way to move business income to the family at lower tax."),
      alt("qualified-business-income-deduction", "Reduces tax on the business's income rather than shifting it."),
    ],
    uniqueAdvantages: ["One of the few fully tax-free transfers from a business to its owner"],
    successMetrics: [
      metric("Days used", "12–14 documented days", "Annually"),
      metric("Rent supported by quotes", "Within the comparable range", "Annually"),
    ],
    qualitativeIndicators: ["Meetings have real agendas and attendees"],
    warningSignals: ["Rent far above local venues", "No minutes"],
    reviewSchedule: "Annual review of rates and documentation.",
    exitStrategy: "Stop renting; nothing to unwind.",
  },
};

export const opportunityZoneFund: StrategyDefinition = {
  id: "opportunity-zone-fund",
  name: "Qualified Opportunity Zone Fund Investment",
  category: "Capital Gains Management",
  description:
    "Capital gain is reinvested within 180 days in a qualified opportunity fund. Under §1400Z-2 as made permanent by Pub. L. 119-21 §70421, gain invested after 2026 is deferred for up to 5 years, its basis rises 10% after 5 years (30% in a rural fund), and growth on the investment is excluded after 10 years. Gain invested under the original rules is still recognised on 31 December 2026.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "deferredGainUsd × basisStepUpRate × capitalGainsRate + deferredGainUsd × ((1 + growthRate)^holdingYears − 1) × capitalGainsRate; basisStepUpRate is 0.10 after 5 years for gain invested from 2027 (0.30 in a rural fund) — the original program's 0.15 (10% after 5 years plus 5% after 7) needed investment by 2019 and is no longer available",
    variables: ["deferredGainUsd", "basisStepUpRate", "growthRate", "holdingYears", "capitalGainsRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "deferredGainUsd × extraFundFeeRate × holdingYears",
    variables: ["deferredGainUsd", "extraFundFeeRate", "holdingYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "illiquid_investment",
    "ten_year_hold_required",
    "fund_compliance_risk",
    "accredited_investor_only",
  ],
  sources: [
    "IRC §1400Z-2 as amended by Pub. L. 119-21 §70421 (permanent program; rolling 5-year deferral; 10%/30% basis step-up; 10-year exclusion capped at 30 years)",
    "IRC §1400Z-1 (designation of zones)",
    "Treas. Reg. §§1.1400Z2(a)-1 to (f)-1",
    "Form 8996 and Form 8997",
  ],
  variables: [
    v("deferredGainUsd", "USD", "Capital gain reinvested in the fund."),
    v("basisStepUpRate", "ratio", "Basis increase on the deferred gain after 5 years."),
    v("growthRate", "rate", "Annual growth of the fund investment."),
    v("holdingYears", "years", "Years held (at least 10 for the exclusion)."),
    v("capitalGainsRate", "rate", "Federal rate on the gain with NIIT."),
    v("extraFundFeeRate", "rate", "Fund costs above a comparable ordinary investment, a year."),
  ],
  defaults(f, tax) {
    const gain = Math.round(
      clamp(
        f.businessValueUsd !== null && f.expectsLiquidityEvent ? f.businessValueUsd * 0.2 : (f.netWorthUsd ?? 0) * 0.1,
        0,
        10_000_000,
      ),
    );
    return {
      deferredGainUsd: fixed(
        gain,
        `${formatUsd(gain)} of gain reinvested (about 10% of net worth, or 20% of a business being sold)`,
      ),
      basisStepUpRate: fixed(
        tax.opportunityZoneBasisIncreaseRate,
        `${Math.round(tax.opportunityZoneBasisIncreaseRate * 100)}% basis increase after 5 years for gain invested after 2026 (30% in a rural fund)`,
      ),
      growthRate: fixed(0.06, "fund growth 6% a year"),
      holdingYears: fixed(10, "held 10 years to earn the exclusion"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      extraFundFeeRate: fixed(0.01, "fund costs about 1% a year above a comparable investment"),
    };
  },
  benefit: (x) => {
    const gain = x.deferredGainUsd ?? 0;
    const rate = x.capitalGainsRate ?? 0;
    return {
      taxSavings:
        gain * (x.basisStepUpRate ?? 0) * rate + appreciation(gain, x.growthRate ?? 0, x.holdingYears ?? 0) * rate,
    };
  },
  cost: (x) => ({ setup: 0, annual: (x.deferredGainUsd ?? 0) * (x.extraFundFeeRate ?? 0), years: x.holdingYears ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.03, description: "Growth 3% / 6% / 9% a year" },
  eligibility: allOf(
    anyOf(
      "The notes show no realised or expected capital gain to reinvest within 180 days.",
      {
        test: (f) => f.expectsLiquidityEvent,
        fits: "A sale is expected, creating capital gain that can be reinvested within 180 days.",
        fails: "",
      },
      {
        test: (f) => f.hasLowBasisStock || f.hasConcentratedStock,
        fits: "The client holds appreciated securities whose sale would produce capital gain to reinvest.",
        fails: "",
      },
    ),
    {
      test: (f) => f.riskTolerance !== "conservative",
      fits: "The client can accept an illiquid, 10-year real estate or business investment.",
      fails: "A conservative investor is poorly suited to an illiquid 10-year opportunity zone investment.",
    },
  ),
  timeline: "Invest within 180 days of the gain; hold 10 years",
  keyBenefits: [
    "Defers tax on the reinvested gain for up to 5 years",
    "10% basis increase after 5 years (30% in rural funds)",
    "Growth on the fund investment tax-free after 10 years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["gain", "sale", "real estate", "impact", "community", "defer"],
  explanation: {
    overview:
      "Opportunity zone funds invest in designated low-income areas. Reinvesting a capital gain in one defers that gain, reduces it after 5 years and, most valuably, makes the fund investment's own growth tax-free after 10 years. The program was made permanent by Pub. L. 119-21 with new zones from 2027.",
    keyComponents: [
      "Eligible capital gain reinvested within 180 days",
      "Qualified opportunity fund holding 90% in zone property",
      "Rolling 5-year deferral and basis increase for investments after 2026",
      "10-year hold for the exclusion of appreciation (capped at 30 years)",
    ],
    steps: [
      step("Identify the gain", "Confirm the gain and the start of the 180-day window.", "At the sale", [
        "Closing statement",
        "Form 8949",
      ]),
      step(
        "Diligence funds",
        "Review sponsor, projects, leverage, fees and compliance with the 90% test.",
        "Weeks 1–8",
        ["Fund offering documents"],
      ),
      step(
        "Invest and elect",
        "Invest the gain and elect deferral on Form 8949; file Form 8997 each year.",
        "Within 180 days",
        ["Subscription documents", "Form 8997"],
      ),
      step(
        "Hold and exit",
        "Hold at least 10 years and elect basis equal to fair market value on sale.",
        "Year 10 onward",
        ["Election at disposition"],
      ),
    ],
    prerequisites: [
      "Capital gain realised or expected",
      "Tolerance for a 10-year illiquid investment",
      "Accredited investor status for most funds",
    ],
    professionals: ["CPA", "Investment adviser experienced with opportunity funds", "Tax attorney for fund review"],
    secondaryBenefits: ["Community impact in designated zones", "Diversifies out of a concentrated gain"],
    taxAdvantages: ["Deferral of the original gain", "Basis increase after 5 years", "Tax-free growth after 10 years"],
    risks: [
      risk(
        "Fund non-compliance",
        "A fund failing the 90% asset test owes penalties and can lose benefits.",
        "Choose experienced sponsors with audited compliance.",
      ),
      risk(
        "Investment loss",
        "Zone projects can underperform; the deferred gain is still taxed.",
        "Size the investment to gains the client could afford to pay tax on.",
      ),
      risk(
        "Timing of law changes",
        "Old-program gains are recognised on 31 December 2026 regardless of sale.",
        "Reserve cash for that tax.",
      ),
    ],
    marketRisks: ["Real estate and operating-business risk in developing areas"],
    regulatoryConsiderations: [
      "Zones redesignated every 10 years from 2027",
      "New reporting duties for funds under Pub. L. 119-21",
    ],
    liquidityConsiderations:
      "Capital is locked up for at least 10 years, and tax on the deferred gain falls due after 5 years without any sale.",
    alternatives: [
      alt("section-1031-exchange", "Defers all proceeds for real estate only, without the 10-year exclusion."),
      alt("installment-sale-section-453", "Spreads the tax on a sale without an illiquid reinvestment."),
    ],
    uniqueAdvantages: ["The only program that excludes growth on a reinvested gain"],
    successMetrics: [
      metric("Fund compliance", "90% test met every period", "Semi-annually"),
      metric("Hold period", "10 years or more", "Annually"),
    ],
    qualitativeIndicators: ["Sponsor reporting is timely and transparent"],
    warningSignals: ["Fund penalties or missed reports", "Capital calls beyond plan"],
    reviewSchedule: "Annual fund review; tax planning for the year the deferred gain is recognised.",
    exitStrategy: "After 10 years sell the fund interest and elect a fair-market-value basis, so growth is untaxed.",
  },
};

/** Real estate and opportunity zone strategies (6). */
export const REAL_ESTATE_STRATEGIES: readonly StrategyDefinition[] = [
  costSegregation,
  section1031Exchange,
  delawareStatutoryTrust,
  realEstateProfessionalStatus,
  section280AAugustaRule,
  opportunityZoneFund,
];
