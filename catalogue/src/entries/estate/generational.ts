import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  descendantsOf,
  donorsOf,
  fixed,
  is,
  metric,
  n,
  netWorthOf,
  risk,
  setupAndAnnual,
  spec,
  step,
  yearsToEstate,
} from "./shared.ts";

/**
 * Multi-generational strategies: the Nevada dynasty trust, GST exemption allocation, a private
 * trust company and a family bank trust. Transfer-tax benefits use 0.40 (IRC §2001(c) and the GST
 * rate of §2641, `tax.estateTaxRate`).
 */

/**
 * Longest a Nevada trust may last: 365 years (NRS 111.1031(1)(b), the state's rule against
 * perpetuities; spec §9 "a 365-year horizon (Nevada dynasty trust)").
 */
export const NEVADA_TRUST_DURATION_YEARS = 365;

/** Years from the client's estate to the grandchildren's generation: years to estate + 25, 20–60. */
function yearsToGrandchildren(f: Parameters<StrategyDefinition["defaults"]>[0]) {
  const years = clamp(yearsToEstate(f).value + 25, 20, 60);
  return fixed(years, `${years} years: to the client's death and then through the children's generation`);
}

/** GST-exempt funding default: the household's GST exemptions, at most a share of net worth. */
function gstFunding(
  f: Parameters<StrategyDefinition["defaults"]>[0],
  tax: Parameters<StrategyDefinition["defaults"]>[1],
  share: number,
  what: string,
) {
  const donors = donorsOf(f).value;
  const cap = tax.gstExemption * donors;
  const value = Math.round(clamp(netWorthOf(f) * share, 0, cap));
  return fixed(
    value,
    `${what}: ${Math.round(share * 100)}% of net worth, at most ${donors === 2 ? "both spouses'" : "the client's"} ${formatUsd(cap)} of GST exemption (${formatUsd(value)})`,
  );
}

/** Generational transfers counted within the Nevada duration: min(requested, floor(365 ÷ generationYears)). */
export function generationalTransfersWithin(requested: number, generationYears: number): number {
  if (generationYears <= 0) return 0;
  return Math.max(0, Math.min(Math.floor(requested), Math.floor(NEVADA_TRUST_DURATION_YEARS / generationYears)));
}

/**
 * Nevada dynasty trust. Minimum net worth 10,000,000.
 * Benefit: F × (1 + g)^(G × k) × (1 − (1 − 0.40)^k), k = min(generationalTransfers, floor(365 ÷ G)):
 * the estate tax that k generational transfers would have taken, on the trust's value at the
 * end of those k generations. The 365-year period is the trust's permitted duration; only the
 * first k generational transfers (2 by default) are counted, not 365 years of compounding.
 */
export const nevadaDynastyTrust: StrategyDefinition = {
  id: "nevada-dynasty-trust",
  name: "Nevada Dynasty Trust",
  category: "Multi-Generational Planning",
  description:
    "A GST-exempt trust sited in Nevada, which lets trusts last 365 years (NRS 111.1031), has no state income tax and strong spendthrift protection. Assets pass down through children, grandchildren and later generations without estate or GST tax at each death, while each generation can use them through the trustee.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "fundingUsd × (1 + growthRate)^(generationYears × transfers) × (1 − (1 − 0.40)^transfers), where transfers = min(generationalTransfers, floor(365 ÷ generationYears))",
    variables: ["fundingUsd", "growthRate", "generationYears", "generationalTransfers"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × generationYears × transfers",
    variables: ["setupCostUsd", "annualTrusteeUsd", "generationYears", "generationalTransfers"],
  },
  lifeInsuranceComponent: "Optional: the trust can own survivorship insurance to multiply the GST-exempt value.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gst_exemption_allocation",
    "nevada_trust_law",
    "nevada_trustee_required",
  ],
  sources: [
    "NRS 111.1031(1)(b) (365-year rule against perpetuities)",
    "NRS ch. 163 (trust advisers, protectors and decanting, e.g. NRS 163.556)",
    "NRS ch. 166 (spendthrift trusts)",
    "IRC §2631, §2632, §2642 (GST exemption and inclusion ratio)",
    "IRC §2641, §2001(c) (GST and estate tax rate)",
  ],
  variables: [
    spec("fundingUsd", "USD", "GST-exempt gift to the trust."),
    spec("growthRate", "rate", "Annual growth after distributions to beneficiaries."),
    spec("generationYears", "years", "Years between generational transfers."),
    spec(
      "generationalTransfers",
      "count",
      "Generational transfers counted (each would otherwise bear 40% estate tax).",
    ),
    spec("setupCostUsd", "USD", "Drafting, Nevada trustee onboarding and Form 709."),
    spec("annualTrusteeUsd", "USD", "Nevada trustee, accounting and tax return each year."),
  ],
  defaults: (f, tax) => ({
    fundingUsd: gstFunding(f, tax, 0.3, "gift"),
    growthRate: fixed(0.04, "4% a year: 6% return less about 2% distributed to beneficiaries"),
    generationYears: fixed(30, "30 years between generations"),
    generationalTransfers: fixed(
      2,
      "2 generational transfers counted (the children's and grandchildren's estates, about 60 years); the 365-year Nevada term allows more, which are not counted",
    ),
    setupCostUsd: fixed(25_000, "drafting, Nevada trustee set-up and Form 709 with GST allocation, about $25,000"),
    annualTrusteeUsd: fixed(15_000, "Nevada trust company minimum fee, accounting and Form 1041, about $15,000 a year"),
  }),
  benefit(x, tax) {
    const years = n(x, "generationYears");
    const transfers = generationalTransfersWithin(n(x, "generationalTransfers"), years);
    const value = n(x, "fundingUsd") * (1 + n(x, "growthRate")) ** (years * transfers);
    return { estateTaxSavings: value * (1 - (1 - tax.estateTaxRate) ** transfers) };
  },
  cost(x) {
    const years = n(x, "generationYears");
    return {
      setup: n(x, "setupCostUsd"),
      annual: n(x, "annualTrusteeUsd"),
      years: years * generationalTransfersWithin(n(x, "generationalTransfers"), years),
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth after distributions 2% / 4% / 6% a year",
  },
  eligibility: allOf(when.hasDescendants, is.estateTaxExposure),
  timeline: "2–3 months",
  keyBenefits: [
    "No estate or GST tax at each generation for up to 365 years",
    "No Nevada income tax on accumulated trust income",
    "Spendthrift and divorce protection for every generation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["dynasty", "legacy", "generation", "grandchildren", "perpetual", "protect"],
  explanation: {
    overview:
      "Most states force trusts to end after about 90 years or a life in being plus 21 years. Nevada allows 365. A trust funded with GST exemption can therefore hold family wealth outside every descendant's estate for many generations, with a Nevada trustee, no state income tax on accumulated income and strong creditor protection. The figure counts only the next two generational transfers.",
    keyComponents: [
      "Irrevocable trust with a Nevada trustee and Nevada governing law",
      "Gift of up to the GST exemption, allocated on Form 709",
      "Directed-trust design: family investment adviser and distribution committee",
      "Trust protector and decanting power for future changes",
    ],
    steps: [
      step("Design", "Choose beneficiaries, distribution standards, advisers and protector.", "Weeks 1–3", [
        "Family tree",
        "Investment policy",
      ]),
      step(
        "Engage a Nevada trustee",
        "Select a Nevada trust company or individual trustee to establish situs.",
        "Weeks 2–5",
        ["Trustee agreement", "Fee schedule"],
      ),
      step("Draft and fund", "Sign the trust; transfer assets, appraising non-listed ones.", "Weeks 5–9", [
        "Trust agreement",
        "EIN",
        "Appraisals",
      ]),
      step(
        "Allocate GST exemption",
        "File Form 709 allocating GST exemption so the inclusion ratio is zero.",
        "By April 15 of the next year",
        ["Form 709 Schedule D"],
      ),
    ],
    prerequisites: ["An estate well above what the family needs", "Exclusion and GST exemption available"],
    professionals: ["Estate planning attorney (Nevada counsel)", "Nevada trustee", "CPA", "Investment adviser"],
    secondaryBenefits: ["Creditor and divorce protection for descendants", "Family governance across generations"],
    taxAdvantages: [
      "No estate or GST tax at each generation on exempt assets",
      "No Nevada state income tax",
      "Grantor-trust status during the client's life shifts more wealth",
    ],
    risks: [
      risk(
        "Home-state income tax",
        "A beneficiary's or grantor's home state may tax the trust's income.",
        "Nevada trustee, Nevada administration, and review of each state's residency rules.",
      ),
      risk(
        "Changing family and law",
        "A 365-year trust will outlive today's assumptions.",
        "Trust protector, decanting and flexible distribution standards.",
      ),
      risk(
        "Federal law change",
        "Congress could limit the duration of GST exemption.",
        "Fund now; existing trusts have usually been grandfathered.",
      ),
    ],
    marketRisks: [
      "Long-horizon investment returns may fall short",
      "Distributions can erode principal over generations",
    ],
    regulatoryConsiderations: [
      "Proposals to cap GST-exempt trust duration",
      "Nevada situs requires real administration in Nevada",
    ],
    liquidityConsiderations:
      "The gift is irrevocable; beneficiaries receive distributions at the trustee's discretion.",
    alternatives: [
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "Allocation to an existing trust in the home state, limited by that state's perpetuities rule.",
      },
      {
        strategy: "lifetime-exemption-gift",
        whyNotChosen: "Same gift without the Nevada situs, duration and income tax advantages.",
      },
    ],
    uniqueAdvantages: [
      "One of the longest trust durations in the US",
      "Combines duration, no income tax and creditor protection",
    ],
    successMetrics: [
      metric("Inclusion ratio", "Zero", "At funding and each addition"),
      metric("Real growth after distributions", "Positive over rolling 5 years", "Annually"),
    ],
    qualitativeIndicators: ["Family governance meetings held", "Beneficiaries educated about the trust"],
    warningSignals: ["Distributions exceeding growth for years", "Administration drifting out of Nevada"],
    reviewSchedule: "Annual trustee and investment review; legal review every 5 years and at each generational change.",
    exitStrategy:
      "The trust runs for up to 365 years; a protector or decanting can modernise it, and it can terminate early by its terms.",
  },
};

/**
 * GST exemption allocation to trusts for grandchildren. Minimum net worth 5,000,000.
 * Benefit: allocatedExemptionUsd × (1 + g)^years × 0.40 (GST tax avoided at the skip).
 */
export const gstExemptionAllocation: StrategyDefinition = {
  id: "gst-exemption-allocation",
  name: "GST Exemption Allocation Planning",
  category: "Multi-Generational Planning",
  description:
    "The client allocates GST exemption, deliberately and on time, to gifts and trusts that will benefit grandchildren, and elects out of automatic allocation where it would be wasted. A timely allocation on Form 709 fixes the exemption at the gift's value, so the trust and all its growth stay free of the 40% generation-skipping tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "allocatedExemptionUsd × (1 + growthRate)^years × 0.40",
    variables: ["allocatedExemptionUsd", "growthRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "Optional: allocating exemption to premiums of a trust-owned policy leverages it most.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["form_709_allocation", "automatic_allocation_rules", "etip_limits"],
  sources: [
    "IRC §2631(a), (c) (GST exemption)",
    "IRC §2632(b)–(c) (automatic allocation to direct skips and GST trusts; elections out)",
    "IRC §2642(a), (b)(1) (inclusion ratio; value at a timely allocation)",
    "IRC §2642(f) (estate tax inclusion period)",
    "IRC §2642(g); Treas. Reg. §301.9100-3 (relief for late elections)",
    "IRC §2641, §2001(c)",
  ],
  variables: [
    spec("allocatedExemptionUsd", "USD", "GST exemption allocated to trusts for grandchildren."),
    spec("growthRate", "rate", "Annual growth of the exempt trusts after distributions."),
    spec("years", "years", "Years until the trusts pass to grandchildren."),
    spec("setupCostUsd", "USD", "GST audit of past returns and Form 709 allocations."),
  ],
  defaults: (f, tax) => ({
    allocatedExemptionUsd: gstFunding(f, tax, 0.25, "exemption allocated"),
    growthRate: fixed(0.04, "4% a year: 6% return less about 2% distributed"),
    years: yearsToGrandchildren(f),
    setupCostUsd: fixed(5_000, "review of past Forms 709 and new allocations, about $5,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: n(x, "allocatedExemptionUsd") * (1 + n(x, "growthRate")) ** n(x, "years") * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: 0, years: n(x, "years") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth after distributions 2% / 4% / 6% a year",
  },
  eligibility: allOf(when.hasGrandchildren, is.estateTaxExposure),
  timeline: "2–6 weeks, with each year's Form 709",
  keyBenefits: [
    "Shields trusts for grandchildren from the 40% GST tax",
    "Fixes the exemption at today's value",
    "Avoids wasting exemption on trusts for children only",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "generation", "gst", "legacy", "trust", "dynasty"],
  explanation: {
    overview:
      "Transfers that skip a generation bear a 40% GST tax on top of estate or gift tax unless GST exemption covers them. Allocating exemption on a timely gift tax return locks in the gift's value, so a trust worth $5,000,000 today can be worth many times that when grandchildren receive it, with no GST tax. Poor allocation, by default rules or missed returns, wastes exemption.",
    keyComponents: [
      "Inventory of trusts and their GST status",
      "Timely allocations on Form 709",
      "Elections in or out of automatic allocation",
      "Division of trusts into exempt and non-exempt shares",
    ],
    steps: [
      step("GST audit", "Review prior Forms 709 and trusts to find each trust's inclusion ratio.", "Weeks 1–3", [
        "Prior Forms 709",
        "Trust agreements",
      ]),
      step(
        "Plan allocations",
        "Decide which trusts get exemption; elect out where trusts are for children only.",
        "Weeks 3–4",
        ["Allocation plan"],
      ),
      step(
        "File",
        "Allocate on a timely Form 709 (or a late allocation at current values).",
        "By April 15 of the next year",
        ["Form 709 Schedule D"],
      ),
      step(
        "Administer",
        "Keep exempt and non-exempt trusts separate; distribute from non-exempt first to children.",
        "Annually",
        ["Trust accounts"],
      ),
    ],
    prerequisites: [
      "Grandchildren or later generations as beneficiaries",
      "Gifts or trusts that can last beyond the children",
    ],
    professionals: ["Estate planning attorney", "CPA experienced with GST", "Trustee"],
    secondaryBenefits: ["Clean records for executors", "Efficient use of both spouses' exemptions"],
    taxAdvantages: [
      "Zero inclusion ratio trusts",
      "Exemption valued at the gift date",
      "Growth sheltered for generations",
    ],
    risks: [
      risk(
        "Missed allocation",
        "Automatic rules may not cover a trust, or may waste exemption.",
        "Affirmative allocations and elections on every Form 709.",
      ),
      risk(
        "ETIP",
        "Exemption cannot be allocated to a GRAT or QPRT until its term ends.",
        "Allocate at the end of the term or use a sale to a GST trust.",
      ),
    ],
    marketRisks: ["Allocating to assets that later fall in value wastes exemption"],
    regulatoryConsiderations: [
      "GST exemption is not portable between spouses",
      "§2642(g) relief requires a private letter ruling",
    ],
    liquidityConsiderations: "No assets change hands; the allocation applies to gifts and trusts already planned.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A new long-duration trust to receive the allocation, with Nevada advantages.",
      },
      {
        strategy: "health-education-exclusion-trust",
        whyNotChosen: "Covers tuition and medical payments without using exemption.",
      },
    ],
    uniqueAdvantages: ["Low-cost, high-leverage housekeeping that compounds for decades"],
    successMetrics: [
      metric("Trusts with a known inclusion ratio", "100%", "Annually"),
      metric("Exempt trusts at zero inclusion ratio", "All intended", "Each Form 709"),
    ],
    qualitativeIndicators: ["A single GST ledger kept with the estate plan"],
    warningSignals: ["Trusts with mixed inclusion ratios", "Gifts to trusts without a Form 709"],
    reviewSchedule: "With every Form 709; full GST audit every 3 years.",
    exitStrategy:
      "Allocations are irrevocable once the return is due; unused exemption remains for later gifts or at death.",
  },
};

/**
 * Private (family) trust company. Minimum net worth 50,000,000.
 * Benefit: trustAssetsUsd × corporateTrusteeFeeRate × years (corporate trustee fees retained in the trusts).
 */
export const privateTrustCompany: StrategyDefinition = {
  id: "private-trust-company",
  name: "Private Family Trust Company",
  category: "Multi-Generational Planning",
  description:
    "The family forms its own trust company in a state with a private-trust-company statute (Nevada, South Dakota, Wyoming) to serve as trustee of its trusts. The family keeps control over investments and concentrated holdings, replaces corporate trustee fees with its own operating cost, and builds governance that lasts for generations.",
  benefitCalculation: {
    type: "flat",
    formula: "trustAssetsUsd × corporateTrusteeFeeRate × years",
    variables: ["trustAssetsUsd", "corporateTrusteeFeeRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd × years",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 50_000_000,
  regulatoryDisclosures: ["state_trust_company_regulation", "fiduciary_liability", "estate_inclusion_safeguards"],
  sources: [
    "Nev. Rev. Stat. ch. 669A (family trust companies)",
    "S.D. Codified Laws ch. 51A-6A (trust companies)",
    "Wyo. Stat. §13-5-201 et seq. (private trust companies)",
    "IRS Notice 2008-63 (proposed ruling on family trust companies and §§2036, 2038, 2041, 2042)",
  ],
  variables: [
    spec("trustAssetsUsd", "USD", "Family trust assets the company serves as trustee for."),
    spec("corporateTrusteeFeeRate", "rate", "Annual fee a corporate trustee would charge."),
    spec("years", "years", "Years the company operates in the projection."),
    spec("setupCostUsd", "USD", "Formation, charter or licence, capital and policies."),
    spec("annualOperatingCostUsd", "USD", "Staff, directors, insurance, audit and compliance each year."),
  ],
  defaults: (f) => ({
    trustAssetsUsd: fixed(
      Math.round(netWorthOf(f) * 0.6),
      `60% of net worth held in family trusts (${formatUsd(Math.round(netWorthOf(f) * 0.6))})`,
    ),
    corporateTrusteeFeeRate: fixed(
      0.0075,
      "0.75% a year, a full-service corporate trustee fee on a large relationship",
    ),
    years: fixed(20, "20-year projection"),
    setupCostUsd: fixed(
      150_000,
      "formation, state charter or registration, policies and required capital costs, about $150,000",
    ),
    annualOperatingCostUsd: fixed(
      120_000,
      "officers, directors, fiduciary insurance, audit and compliance, about $120,000 a year",
    ),
  }),
  benefit: (x) => ({ annualPayout: n(x, "trustAssetsUsd") * n(x, "corporateTrusteeFeeRate") * n(x, "years") }),
  cost(x) {
    return { setup: n(x, "setupCostUsd"), annual: n(x, "annualOperatingCostUsd"), years: n(x, "years") };
  },
  sensitivity: {
    variable: "trustAssetsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Trust assets half / base / 1.5×",
  },
  eligibility: allOf(when.hasDescendants, {
    test: (f) => f.ownsBusiness || f.hasConcentratedStock || f.hasInvestmentRealEstate,
    fits: (f) =>
      f.ownsBusiness
        ? "The family's trusts will hold a closely held business, which corporate trustees are reluctant to hold or manage."
        : f.hasConcentratedStock
          ? "The trusts will hold a concentrated stock position that corporate trustees would usually diversify."
          : "The trusts will hold real estate the family wants to manage itself.",
    fails:
      "Without concentrated or closely held assets, a corporate or directed trustee is usually cheaper than a family trust company.",
  }),
  timeline: "6–12 months",
  keyBenefits: [
    "Family control of trusteeship and investments",
    "Fee savings at scale",
    "Continuity of governance across generations",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["family office", "control", "governance", "legacy", "generation", "trustee"],
  explanation: {
    overview:
      "A private trust company lets a wealthy family be its own trustee without any single family member holding powers that would pull trust assets into their estate. Decisions on sensitive matters (distributions, insurance) are made by committees drawn from independent members, following the safeguards in IRS Notice 2008-63.",
    keyComponents: [
      "State-chartered or registered trust company owned by a family entity",
      "Board with independent directors",
      "Distribution and investment committees",
      "Policies separating family members from tax-sensitive decisions",
    ],
    steps: [
      step("Feasibility", "Compare cost and control with directed trusts; choose the state.", "Months 1–2", [
        "Trust inventory",
        "Fee analysis",
      ]),
      step(
        "Form and charter",
        "Form the company, capitalise it and obtain the charter or registration.",
        "Months 2–6",
        ["Articles", "Capital", "Regulatory filings"],
      ),
      step("Governance", "Adopt committee charters and policies per Notice 2008-63.", "Months 4–7", [
        "Bylaws",
        "Committee charters",
        "Policies",
      ]),
      step("Migrate trusts", "Appoint the company as successor trustee of the family trusts.", "Months 6–12", [
        "Trustee resignations and appointments",
        "Court or protector approvals",
      ]),
    ],
    prerequisites: ["Large and numerous family trusts", "Family members willing to serve in governance"],
    professionals: ["Trust company counsel", "Estate planning attorney", "Regulatory consultant", "Auditor"],
    secondaryBenefits: ["Family education and engagement", "Consolidated reporting for the family office"],
    taxAdvantages: [
      "Situs in a state without income tax on trust accumulations",
      "Preserves estate exclusion when governance follows Notice 2008-63",
    ],
    risks: [
      risk(
        "Estate inclusion",
        "Family members controlling distributions can cause inclusion under §§2036, 2038, 2041.",
        "Committees of independent members for tax-sensitive decisions.",
      ),
      risk(
        "Fiduciary liability",
        "The company and its directors are liable as trustee.",
        "Fiduciary insurance and professional staff.",
      ),
      risk(
        "Cost at small scale",
        "Fixed costs can exceed fee savings.",
        "Review assets under trusteeship against operating cost each year.",
      ),
    ],
    marketRisks: ["Fee savings fall if trust assets fall"],
    regulatoryConsiderations: [
      "Notice 2008-63 was a proposed revenue ruling, not final",
      "State examinations and capital requirements",
    ],
    liquidityConsiderations:
      "Capital must be held by the company; operating costs are paid from fees or family contributions.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A directed trust with a Nevada corporate trustee gives much of the control at lower cost.",
      },
      {
        strategy: "family-bank-incentive-trust",
        whyNotChosen: "Governs how trusts support the family, not who the trustee is.",
      },
    ],
    uniqueAdvantages: ["Permanent, family-controlled fiduciary"],
    successMetrics: [
      metric("Operating cost versus corporate fees", "Below", "Annually"),
      metric("Regulatory examinations", "No material findings", "Each examination"),
    ],
    qualitativeIndicators: ["Next generation serving on committees"],
    warningSignals: ["Family members making distribution decisions for themselves", "Thin capital"],
    reviewSchedule: "Annual board review of costs, governance and regulation; strategic review every 5 years.",
    exitStrategy: "The company can resign as trustee in favour of a corporate trustee and dissolve under state law.",
  },
};

/**
 * Family bank and incentive trust. Minimum net worth 20,000,000.
 * Benefit: fundingUsd × (1 + g)^years × loanInsteadOfDistributionShare × 0.40.
 */
export const familyBankIncentiveTrust: StrategyDefinition = {
  id: "family-bank-incentive-trust",
  name: "Family Bank and Incentive Trust",
  category: "Multi-Generational Planning",
  description:
    "A GST-exempt long-term trust that supports descendants mainly through loans, co-investments and use of trust-owned assets (a home, a business stake) rather than outright distributions, with incentive provisions that reward education, work and entrepreneurship. Value delivered as loans and use stays in the trust, outside each generation's estate.",
  benefitCalculation: {
    type: "percentage",
    formula: "fundingUsd × (1 + growthRate)^years × loanInsteadOfDistributionShare × 0.40",
    variables: ["fundingUsd", "growthRate", "years", "loanInsteadOfDistributionShare"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: survivorship insurance can add capital to the family bank at the second death.",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gst_exemption_allocation", "trust_loans_at_afr", "trustee_discretion"],
  sources: [
    "IRC §2631, §2642 (GST exemption and inclusion ratio)",
    "IRC §2041(b)(1)(A) (ascertainable standard; no general power for beneficiaries)",
    "IRC §7872, §1274(d) (loans at the applicable federal rate)",
    "Uniform Trust Code §814 (discretionary powers)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("fundingUsd", "USD", "GST-exempt funding of the family bank trust."),
    spec("growthRate", "rate", "Annual growth after distributions."),
    spec("years", "years", "Years until the next generation's estates would be taxed."),
    spec(
      "loanInsteadOfDistributionShare",
      "ratio",
      "Share of the family's support given as loans or use rather than distributions.",
    ),
    spec("setupCostUsd", "USD", "Drafting, lending policy and Form 709."),
    spec("annualAdministrationUsd", "USD", "Trustee, loan administration and tax return each year."),
  ],
  defaults: (f, tax) => ({
    fundingUsd: gstFunding(f, tax, 0.2, "funding"),
    growthRate: fixed(0.05, "5% a year: 6% return less about 1% distributed (loans are repaid)"),
    years: yearsToGrandchildren(f),
    loanInsteadOfDistributionShare: fixed(
      0.5,
      "half of the support delivered as loans, co-investments or use of trust assets",
    ),
    setupCostUsd: fixed(30_000, "trust, lending and incentive policies, and Form 709, about $30,000"),
    annualAdministrationUsd: fixed(10_000, "trustee, loan servicing and Form 1041, about $10,000 a year"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings:
      n(x, "fundingUsd") *
      (1 + n(x, "growthRate")) ** n(x, "years") *
      clamp(n(x, "loanInsteadOfDistributionShare"), 0, 1) *
      tax.estateTaxRate,
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "loanInsteadOfDistributionShare",
    mode: "add",
    spread: 0.25,
    description: "Share delivered as loans or use 25% / 50% / 75%",
  },
  eligibility: allOf(
    {
      test: (f) => descendantsOf(f) >= 2,
      fits: (f) =>
        `With ${descendantsOf(f)} children and grandchildren, a shared family bank can serve several branches.`,
      fails: "A family bank suits families with several descendants; the notes show fewer than two.",
    },
    is.estateTaxExposure,
  ),
  timeline: "2–4 months",
  keyBenefits: [
    "Keeps capital in the family for generations while helping members launch",
    "Loans and use-rights keep value outside each generation's estate",
    "Incentives encourage education, work and enterprise",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["values", "incentive", "entrepreneur", "legacy", "generation", "family bank", "responsib"],
  explanation: {
    overview:
      "A family bank trust acts like the family's own lender and investor. Instead of handing out money, it lends at fair rates, co-invests in descendants' businesses and buys homes they can live in. Capital comes back or stays in the trust, so it is not taxed in the descendants' estates and remains available to the next generation, while incentive clauses reflect the family's values.",
    keyComponents: [
      "GST-exempt long-duration trust",
      "Lending and investment policy for family members",
      "Incentive provisions (matching earned income, milestones)",
      "Trustee or family committee to review requests",
    ],
    steps: [
      step(
        "Values and policy",
        "Agree the family's goals, eligible purposes, loan terms and incentives.",
        "Weeks 1–4",
        ["Family meeting", "Draft policy"],
      ),
      step("Draft and fund", "Draft the trust with the policy; fund with GST-exempt assets.", "Weeks 4–10", [
        "Trust agreement",
        "Funding transfers",
      ]),
      step("Allocate GST exemption", "File Form 709 allocating GST exemption.", "By April 15 of the next year", [
        "Form 709",
      ]),
      step("Operate", "Review applications, make loans at the AFR, track repayments and milestones.", "Ongoing", [
        "Loan documents",
        "Annual report to family",
      ]),
    ],
    prerequisites: ["Several descendants", "Exemption available for funding", "Family willingness to govern"],
    professionals: ["Estate planning attorney", "Trustee", "CPA", "Family governance consultant"],
    secondaryBenefits: ["Financial education for heirs", "Creditor and divorce protection (assets stay in trust)"],
    taxAdvantages: [
      "GST-exempt growth",
      "Loans and use-rights are not inclusions in beneficiaries' estates",
      "Interest paid to the trust stays in the exempt trust",
    ],
    risks: [
      risk(
        "Family conflict",
        "Loan decisions can feel unfair between branches.",
        "Clear written policy and an independent trustee or committee.",
      ),
      risk(
        "Defaults",
        "Family borrowers may not repay.",
        "Underwriting, security and offsets against future distributions.",
      ),
      risk(
        "Incentives that age badly",
        "Rigid conditions may not fit future circumstances.",
        "Trust protector power to update incentives.",
      ),
    ],
    marketRisks: ["Concentrated family-business loans carry credit risk"],
    regulatoryConsiderations: [
      "Loans at less than the AFR may be treated as distributions",
      "State perpetuities limits on duration",
    ],
    liquidityConsiderations: "The trust should keep enough liquid assets to fund loans and support needs.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "Long-term shelter with discretionary distributions but no lending framework.",
      },
      {
        strategy: "intra-family-loan",
        whyNotChosen: "Direct loans from the client rather than a permanent family lender.",
      },
    ],
    uniqueAdvantages: ["Turns the trust into a revolving source of capital"],
    successMetrics: [
      metric("Loans repaid", "Above 90%", "Annually"),
      metric("Trust value after inflation", "Preserved or growing", "Annually"),
    ],
    qualitativeIndicators: ["Descendants using the bank for ventures and homes", "Regular family meetings"],
    warningSignals: ["Loans forgiven routinely", "Trust used as an allowance"],
    reviewSchedule: "Annual family meeting and trustee report; policy review every 5 years.",
    exitStrategy:
      "The trust runs for its term; a protector can convert lending provisions to ordinary discretionary distributions.",
  },
};

/** The multi-generational strategies, in catalogue order. */
export const GENERATIONAL_STRATEGIES: readonly StrategyDefinition[] = [
  nevadaDynastyTrust,
  gstExemptionAllocation,
  privateTrustCompany,
  familyBankIncentiveTrust,
];
