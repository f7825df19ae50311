import { allOf, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { isMarried, marginalOrdinaryRate, oldestAge } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, growthFor, metric, risk, shareOfNetWorth, step, v, yearsToEstate } from "./helpers.ts";

/** Estate, retirement and charitable strategies (second part). Estate tax at IRC §2001(c), 0.40. */

export const revocableLivingTrust: StrategyDefinition = {
  id: "revocable-living-trust",
  name: "Revocable Living Trust",
  category: "Estate Planning",
  description:
    "Assets are titled to a revocable trust the client controls, so they pass at death without probate, privately, with management built in if the client becomes incapacitated.",
  benefitCalculation: {
    type: "percentage",
    formula: "probateEstateUsd × probateCostRate",
    variables: ["probateEstateUsd", "probateCostRate"],
  },
  costCalculation: { type: "one_time", formula: "draftingCostUsd", variables: ["draftingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["funding_required", "state_law_dependent"],
  sources: ["Uniform Trust Code §602 (revocable trusts)", "IRC §676 (grantor trust)", "State probate codes"],
  variables: [
    v("probateEstateUsd", "USD", "Assets that would pass through probate."),
    v("probateCostRate", "rate", "Probate fees and costs as a share of the estate."),
    v("draftingCostUsd", "USD", "Drafting and funding."),
  ],
  defaults: (f) => ({
    probateEstateUsd: {
      value: Math.round((f.netWorthUsd ?? 0) - (f.retirementAccountsUsd ?? 0)),
      assumption: "net worth less retirement accounts (which pass by beneficiary designation)",
    },
    probateCostRate: fixed(0.03, "probate costs about 3%"),
    draftingCostUsd: fixed(4_000, "trust, pour-over will and deeds, about $4,000"),
  }),
  benefit: (x) => ({ protection: (x.probateEstateUsd ?? 0) * (x.probateCostRate ?? 0) }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "probateCostRate",
    mode: "add",
    spread: 0.015,
    description: "Probate costs 1.5% / 3% / 4.5%",
  },
  eligibility: allOf({
    test: (f) => f.hasNoEstatePlan || (f.realEstateUsd ?? 0) > 0,
    fits: "The client has no trust planning yet or owns real estate that would go through probate.",
    fails: "The notes suggest the client already has estate documents in place.",
  }),
  timeline: "2–6 weeks",
  keyBenefits: ["Avoids probate, including in other states", "Private", "Incapacity planning"],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "heirs", "children", "spouse", "probate"],
  explanation: explain({
    overview:
      "The foundation of most estate plans: a revocable trust holds the client's assets during life and distributes them at death without court involvement.",
    keyComponents: ["Revocable trust", "Pour-over will", "Successor trustee"],
    steps: [
      step("Draft", "Draft the trust and pour-over will.", "Weeks 1–3", ["Family and asset details"]),
      step("Fund", "Retitle accounts and deeds to the trust.", "Weeks 3–6", ["Deeds", "Account forms"]),
    ],
    prerequisites: ["An inventory of assets"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Avoids ancillary probate for out-of-state property"],
    taxAdvantages: ["None during life; a base for credit-shelter and marital trusts"],
    risks: [risk("Unfunded trust", "Assets left outside still go through probate.", "Funding checklist.")],
    regulatoryConsiderations: ["State law governs formalities"],
    liquidityConsiderations: "No change.",
    alternatives: [
      { strategy: "credit-shelter-trust", whyNotChosen: "Built inside the revocable trust for couples." },
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Reduces the estate but does not avoid probate." },
    ],
    uniqueAdvantages: ["Control during life, smooth transfer at death"],
    successMetrics: [metric("Assets titled to the trust", "All non-retirement assets", "Annually")],
    reviewSchedule: "Every 3–5 years.",
    exitStrategy: "Revocable at any time.",
  }),
};

export const creditShelterTrust: StrategyDefinition = {
  id: "credit-shelter-trust",
  name: "Credit Shelter (Bypass) Trust",
  category: "Estate & Wealth Transfer",
  description:
    "At the first spouse's death, assets up to the applicable exclusion amount fund a trust for the survivor that is not taxed at the survivor's death, sheltering its growth as well.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "fundingUsd × ((1 + growthRate)^years − 1) × 0.40",
    variables: ["fundingUsd", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "draftingCostUsd + annualAdministrationUsd × years",
    variables: ["draftingCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["irrevocable_at_first_death", "trust_tax_returns"],
  sources: ["IRC §2010(c)", "IRC §2056 (marital deduction)", "IRC §2001(c)"],
  variables: [
    v("fundingUsd", "USD", "Amount placed in the trust at the first death."),
    v("growthRate", "rate", "Annual growth."),
    v("years", "years", "Years until the survivor's death."),
    v("draftingCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Trust returns and trustee."),
  ],
  defaults: (f, tax) => ({
    fundingUsd: {
      value: Math.round(clamp((f.netWorthUsd ?? 0) * 0.5, 0, tax.basicExclusionAmount)),
      assumption: "half the estate, at most one applicable exclusion amount",
    },
    growthRate: growthFor(f),
    years: fixed(10, "the survivor lives 10 more years"),
    draftingCostUsd: fixed(3_000, "drafting within the estate plan, about $3,000"),
    annualAdministrationUsd: fixed(2_000, "trust return and trustee, about $2,000 a year"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: appreciation(x.fundingUsd ?? 0, x.growthRate ?? 0, x.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.married, when.taxableEstate),
  timeline: "Drafted now; funded at the first death",
  keyBenefits: [
    "Shelters growth after the first death",
    "Protects the children's inheritance in blended families",
    "Adds creditor protection for the survivor",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate taxes", "exemption", "spouse", "children"],
  explanation: explain({
    overview:
      "Portability preserves the first spouse's exclusion but not the growth on it; a bypass trust shelters both, which matters when assets are expected to grow or the exclusion may fall.",
    keyComponents: ["Formula funding clause", "Survivor as beneficiary", "Independent trustee option"],
    steps: [
      step("Draft", "Add the bypass trust to the estate plan.", "Weeks 1–4", ["Estate plan"]),
      step("Fund at death", "Executor funds it with the formula amount.", "After the first death", ["Form 706"]),
    ],
    prerequisites: ["Assets titled so either spouse can fund it"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Guarantees the children's share"],
    taxAdvantages: ["Growth outside the survivor's estate"],
    risks: [
      risk(
        "No basis step-up at the second death",
        "Trust assets keep their basis.",
        "Compare with portability; use a disclaimer design.",
      ),
    ],
    regulatoryConsiderations: ["State estate tax exemptions may differ from federal"],
    liquidityConsiderations: "The survivor's access follows the trust's standard.",
    alternatives: [
      { strategy: "portability-dsue-election", whyNotChosen: "Simpler but does not shelter growth." },
      { strategy: "disclaimer-trust", whyNotChosen: "Decides at death rather than in advance." },
    ],
    uniqueAdvantages: ["Shelters growth, not just the exclusion"],
    successMetrics: [metric("Trust funded", "At the formula amount", "At the first death")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Irrevocable after the first death.",
  }),
};

export const portabilityDsueElection: StrategyDefinition = {
  id: "portability-dsue-election",
  name: "Portability Election for the Deceased Spouse's Unused Exclusion (DSUE)",
  category: "Estate & Wealth Transfer",
  description:
    "When the first spouse dies, the executor files an estate tax return to transfer the unused exclusion to the survivor, doubling the couple's shelter.",
  benefitCalculation: {
    type: "flat",
    formula: "unusedExclusionUsd × 0.40 × probabilityNeeded",
    variables: ["unusedExclusionUsd", "probabilityNeeded"],
  },
  costCalculation: { type: "one_time", formula: "returnPreparationUsd", variables: ["returnPreparationUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_706_required", "rev_proc_2022_32_relief"],
  sources: [
    "IRC §2010(c)(4)–(5)",
    "Treas. Reg. §20.2010-2",
    "Rev. Proc. 2022-32 (late election within 5 years)",
    "IRC §2001(c)",
  ],
  variables: [
    v("unusedExclusionUsd", "USD", "Exclusion the first spouse does not use."),
    v("probabilityNeeded", "ratio", "Chance the survivor's estate exceeds one exclusion."),
    v("returnPreparationUsd", "USD", "Form 706 preparation."),
  ],
  defaults: (f, tax) => ({
    unusedExclusionUsd: {
      value: tax.basicExclusionAmount,
      assumption: "the first spouse leaves everything to the survivor",
    },
    probabilityNeeded: {
      value: clamp((f.netWorthUsd ?? 0) / (tax.basicExclusionAmount * 2), 0.1, 0.9),
      assumption: "chance the survivor's estate exceeds one exclusion, from today's ratio",
    },
    returnPreparationUsd: fixed(10_000, "Form 706, about $10,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: (x.unusedExclusionUsd ?? 0) * tax.estateTaxRate * (x.probabilityNeeded ?? 0),
  }),
  cost: (x) => ({ setup: x.returnPreparationUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "probabilityNeeded",
    mode: "add",
    spread: 0.2,
    description: "Chance needed 20 points lower / base / higher",
  },
  eligibility: allOf(when.married),
  timeline: "Form 706 within 9 months (15 with extension; 5 years under Rev. Proc. 2022-32)",
  keyBenefits: [
    "Survivor keeps both exclusions",
    "Basis step-up at the second death",
    "Low cost insurance against a law change or growth",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate taxes", "exemption", "spouse", "surviving"],
  explanation: explain({
    overview:
      "Filing a Form 706 at the first death locks in the deceased spouse's unused exclusion for the survivor, even if no tax is due.",
    keyComponents: ["Timely Form 706", "DSUE computation", "Survivor's later gifts use DSUE first"],
    steps: [
      step("Inventory", "Value the first estate.", "Months 1–6", ["Appraisals"]),
      step("File", "File Form 706 electing portability.", "Within 9–15 months", ["Form 706"]),
    ],
    prerequisites: ["A surviving spouse"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Keeps basis step-up on all assets at the second death"],
    taxAdvantages: ["Doubles the couple's shelter"],
    risks: [risk("Remarriage", "DSUE comes only from the last deceased spouse.", "Use it through lifetime gifts.")],
    regulatoryConsiderations: ["Many states do not allow portability"],
    liquidityConsiderations: "Only the filing cost.",
    alternatives: [
      { strategy: "credit-shelter-trust", whyNotChosen: "Also shelters growth but loses the second step-up." },
      { strategy: "disclaimer-trust", whyNotChosen: "Lets the survivor choose later." },
    ],
    uniqueAdvantages: ["Cheap and flexible"],
    successMetrics: [metric("Election filed", "On time", "At the first death")],
    reviewSchedule: "At the first death.",
    exitStrategy: "Not applicable.",
  }),
};

export const qtipTrust: StrategyDefinition = {
  id: "qtip-trust",
  name: "Qualified Terminable Interest Property (QTIP) Trust",
  category: "Estate Planning",
  description:
    "Assets pass to a trust paying all income to the surviving spouse for life, qualifying for the marital deduction while the first spouse chooses the final beneficiaries (useful in blended families).",
  benefitCalculation: {
    type: "asset_protection",
    formula: "qtipFundingUsd × 0.40 × deferralValue",
    variables: ["qtipFundingUsd", "deferralValue"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "draftingCostUsd + annualAdministrationUsd × years",
    variables: ["draftingCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The surviving spouse receives all trust income at least annually.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["qtip_election_required", "income_to_spouse_required"],
  sources: ["IRC §2056(b)(7)", "IRC §2044", "IRC §2001(c)"],
  variables: [
    v("qtipFundingUsd", "USD", "Assets above the exclusion placed in the QTIP."),
    v("deferralValue", "ratio", "Present value of deferring estate tax to the second death."),
    v("draftingCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Trustee and returns."),
    v("years", "years", "Years of administration."),
  ],
  defaults: (f, tax) => ({
    qtipFundingUsd: {
      value: Math.round(Math.max(0, (f.netWorthUsd ?? 0) * 0.5 - tax.basicExclusionAmount)),
      assumption: "the first spouse's share above one exclusion",
    },
    deferralValue: fixed(0.3, "deferral to the second death worth 30% of the tax"),
    draftingCostUsd: fixed(3_000, "drafting, about $3,000"),
    annualAdministrationUsd: fixed(2_500, "trustee and returns, about $2,500 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: (x.qtipFundingUsd ?? 0) * tax.estateTaxRate * (x.deferralValue ?? 0),
    incomeStream: 0,
  }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "deferralValue",
    mode: "add",
    spread: 0.15,
    description: "Deferral worth 15% / 30% / 45% of the tax",
  },
  eligibility: allOf(when.married, {
    test: (f, t) => (f.netWorthUsd ?? 0) > t.basicExclusionAmount,
    fits: "The estate exceeds one exclusion, so a marital trust defers tax at the first death.",
    fails: "The estate is within one exclusion; a QTIP would defer no tax.",
  }),
  timeline: "Drafted now; elected on Form 706",
  keyBenefits: [
    "Marital deduction with control over final beneficiaries",
    "Income for the surviving spouse",
    "Clayton election adds flexibility",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "children", "estate", "surviving", "blended"],
  explanation: explain({
    overview:
      "A QTIP trust defers estate tax to the second death like an outright gift to the spouse, but the first spouse decides who inherits at the end.",
    keyComponents: [
      "All income to the spouse",
      "QTIP election on Form 706",
      "Remainder beneficiaries named by the first spouse",
    ],
    steps: [
      step("Draft", "Include QTIP provisions in the estate plan.", "Weeks 1–4", ["Estate plan"]),
      step("Elect", "Executor elects QTIP on Form 706.", "At the first death", ["Form 706"]),
    ],
    prerequisites: ["A spouse who is a US citizen (else a QDOT)"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Protects children of a prior marriage"],
    taxAdvantages: ["Marital deduction; basis step-up at the second death"],
    risks: [
      risk("Income requirement", "All income must go to the spouse.", "Invest for a balance of income and growth."),
    ],
    regulatoryConsiderations: ["Included in the survivor's estate under §2044"],
    liquidityConsiderations: "Spouse receives the income.",
    alternatives: [
      { strategy: "credit-shelter-trust", whyNotChosen: "For the exclusion amount rather than the excess." },
      { strategy: "portability-dsue-election", whyNotChosen: "Works alongside it." },
    ],
    uniqueAdvantages: ["Deferral with control"],
    successMetrics: [metric("Election made", "On Form 706", "At the first death")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Irrevocable after the first death.",
  }),
};

export const specialUseValuation2032a: StrategyDefinition = {
  id: "special-use-valuation-2032a",
  name: "Special Use Valuation of Farm or Business Real Estate (§2032A)",
  category: "Estate & Wealth Transfer",
  description:
    "Qualifying farmland or business real estate passed to family who keep using it is valued for estate tax at its farming or business use rather than its highest-and-best use, up to an indexed limit.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "min(valueReductionUsd, reductionLimitUsd) × 0.40",
    variables: ["valueReductionUsd", "reductionLimitUsd"],
  },
  costCalculation: { type: "one_time", formula: "appraisalAndElectionUsd", variables: ["appraisalAndElectionUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["recapture_agreement", "ten_year_use_requirement", "qualified_heirs"],
  sources: ["IRC §2032A", "Rev. Proc. 2024-40 §3.33 (2025 limit $1,420,000)", "IRC §2001(c)"],
  variables: [
    v("valueReductionUsd", "USD", "Market value less use value."),
    v("reductionLimitUsd", "USD", "Maximum reduction (indexed)."),
    v("appraisalAndElectionUsd", "USD", "Appraisals and the recapture agreement."),
  ],
  defaults: (f) => ({
    valueReductionUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.3),
      assumption: "use value 30% below market value",
    },
    reductionLimitUsd: fixed(1_420_000, "the 2025 §2032A limit of $1,420,000 (indexed; 2026 figure to confirm)"),
    appraisalAndElectionUsd: fixed(25_000, "appraisals and agreements, about $25,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: Math.min(x.valueReductionUsd ?? 0, x.reductionLimitUsd ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.appraisalAndElectionUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "valueReductionUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Reduction half / base / 1.5× (capped)",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasFarmOrRanch,
      fits: "The family farms land it owns, which §2032A values at farm use.",
      fails: "§2032A needs farm or closely held business real estate used by the family.",
    },
    when.hasDescendants,
    when.taxableEstate,
  ),
  timeline: "Elected on Form 706",
  keyBenefits: [
    "Lower estate value for working farmland",
    "Keeps the farm in the family",
    "Combines with §6166 deferral",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["farm", "land", "keep", "estate taxes", "children"],
  explanation: explain({
    overview:
      "Farmland near development is often worth far more than its farming use; §2032A taxes it at use value if family members keep farming it for ten years.",
    keyComponents: ["Qualified use and material participation", "Qualified heirs", "Recapture agreement"],
    steps: [
      step("Qualify", "Document use and participation tests.", "During life", ["Farm records"]),
      step("Elect", "Elect on Form 706 with the agreement.", "At death", ["Form 706 Schedule A-1"]),
    ],
    prerequisites: ["Farm real estate at least 25% of the estate"],
    professionals: ["Estate planning attorney", "Farm appraiser", "CPA"],
    secondaryBenefits: ["Supports §6166 eligibility"],
    taxAdvantages: ["Estate value reduced by up to the limit"],
    risks: [
      risk(
        "Recapture",
        "Selling or stopping farming within 10 years recaptures the tax.",
        "Succession plan for the farming heirs.",
      ),
    ],
    regulatoryConsiderations: ["Limit indexed yearly"],
    liquidityConsiderations: "Reduces the tax the family must fund.",
    alternatives: [
      { strategy: "section-6166-deferral", whyNotChosen: "Defers the remaining tax." },
      { strategy: "family-limited-partnership", whyNotChosen: "Discounts gifts during life." },
    ],
    uniqueAdvantages: ["Built for family farms"],
    successMetrics: [metric("Qualified use", "Maintained 10 years", "Annually")],
    reviewSchedule: "Annual use review.",
    exitStrategy: "Recapture applies to early sales.",
  }),
};

export const lifetimeExemptionGift: StrategyDefinition = {
  id: "lifetime-exemption-gift",
  name: "Lifetime Gift of the Applicable Exclusion Amount",
  category: "Wealth Transfer",
  description:
    "The client gives a large amount now, using the applicable exclusion amount during life, so the gift's future growth is outside the estate; completed gifts are protected if the exclusion later falls.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "giftUsd × ((1 + growthRate)^years − 1) × 0.40",
    variables: ["giftUsd", "growthRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "giftReturnCostUsd", variables: ["giftReturnCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: ["gift_tax_return_required", "irrevocable_gift"],
  sources: ["IRC §2505", "Treas. Reg. §20.2010-1(c) (anti-clawback)", "IRC §2001(c)"],
  variables: [
    v("giftUsd", "USD", "Amount given."),
    v("growthRate", "rate", "Annual growth."),
    v("years", "years", "Years until the estate is taxed."),
    v("giftReturnCostUsd", "USD", "Form 709 and appraisals."),
  ],
  defaults: (f, tax) => ({
    giftUsd: shareOfNetWorth(f, 0.35, tax.basicExclusionAmount, "gift"),
    growthRate: growthFor(f),
    years: yearsToEstate(f),
    giftReturnCostUsd: fixed(8_000, "Form 709 and appraisals, about $8,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: appreciation(x.giftUsd ?? 0, x.growthRate ?? 0, x.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.giftReturnCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.hasDescendants, {
    test: (f, t) => (f.netWorthUsd ?? 0) > t.basicExclusionAmount * (isMarried(f) ? 1.5 : 1),
    fits: "The estate is well above the exclusion, so using it now moves growth out.",
    fails: "The estate is not large enough to give away the exclusion comfortably.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Growth after the gift escapes estate tax",
    "Protected against a lower future exclusion",
    "Heirs benefit now",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "exemption", "children", "heirs", "appreciation"],
  explanation: explain({
    overview: "The simplest large transfer: give now, usually to a trust, and the growth is never taxed in the estate.",
    keyComponents: ["Gift to a trust for descendants", "GST allocation", "Form 709"],
    steps: [
      step("Choose assets", "Prefer high-growth, high-basis assets.", "Weeks 1–2", ["Asset review"]),
      step("Give and report", "Transfer and file Form 709.", "By April 15", ["Form 709"]),
    ],
    prerequisites: ["Enough left for the client's lifestyle"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Gifts to trusts protect heirs"],
    taxAdvantages: ["Growth out of the estate"],
    risks: [
      risk("Carryover basis", "Heirs lose the step-up.", "Give high-basis assets; swap powers in grantor trusts."),
    ],
    regulatoryConsiderations: ["Anti-clawback protects completed gifts"],
    liquidityConsiderations: "Irrevocable.",
    alternatives: [
      { strategy: "spousal-lifetime-access-trust", whyNotChosen: "Keeps indirect access through the spouse." },
      { strategy: "grantor-retained-annuity-trust", whyNotChosen: "Uses little exclusion." },
    ],
    uniqueAdvantages: ["Straightforward and certain"],
    successMetrics: [metric("Growth outside the estate", "Above the growth assumption", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Irrevocable.",
  }),
};

export const intraFamilyLoan: StrategyDefinition = {
  id: "intra-family-loan",
  name: "Intra-Family Loan at the Applicable Federal Rate",
  category: "Wealth Transfer",
  description:
    "Parents lend to children or a family trust at the IRS minimum rate; growth above that rate accrues to the borrower, outside the parents' estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(loanUsd × ((1 + growthRate)^years − 1) − loanUsd × ((1 + afrRate)^years − 1)) × 0.40",
    variables: ["loanUsd", "growthRate", "afrRate", "years"],
  },
  costCalculation: { type: "minimal", formula: "documentationCostUsd", variables: ["documentationCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["afr_interest_required", "bona_fide_loan"],
  sources: ["IRC §7872", "IRC §1274(d)", "IRC §2001(c)"],
  variables: [
    v("loanUsd", "USD", "Amount lent."),
    v("growthRate", "rate", "Return the borrower earns."),
    v("afrRate", "rate", "Interest at the AFR."),
    v("years", "years", "Loan term."),
    v("documentationCostUsd", "USD", "Note and security."),
  ],
  defaults: (f, tax) => ({
    loanUsd: shareOfNetWorth(f, 0.1, 5_000_000, "loan"),
    growthRate: growthFor(f),
    afrRate: fixed(Math.round((tax.section7520Rate / 1.2) * 1000) / 1000, "mid-term AFR, about the §7520 rate ÷ 1.2"),
    years: fixed(9, "9-year note"),
    documentationCostUsd: fixed(2_000, "note and security, about $2,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings:
      Math.max(
        0,
        appreciation(x.loanUsd ?? 0, x.growthRate ?? 0, x.years ?? 0) -
          appreciation(x.loanUsd ?? 0, x.afrRate ?? 0, x.years ?? 0),
      ) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.documentationCostUsd ?? 0, annual: 0, years: x.years ?? 1 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.hasDescendants, when.taxableEstate),
  timeline: "2–3 weeks",
  keyBenefits: [
    "No gift if the AFR is charged",
    "Helps children buy homes or businesses",
    "Growth above the AFR leaves the estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "help", "home", "business", "estate"],
  explanation: explain({
    overview:
      "A properly documented loan at the AFR transfers the spread between the borrower's return and the AFR without a taxable gift.",
    keyComponents: ["Promissory note", "AFR interest", "Payments made"],
    steps: [
      step("Document", "Sign a note at the AFR with security.", "Weeks 1–2", ["Note", "Mortgage if for a home"]),
      step("Collect", "Receive interest each year.", "Annually", ["Payment records"]),
    ],
    prerequisites: ["A borrower able to pay interest"],
    professionals: ["Attorney", "CPA"],
    secondaryBenefits: ["Keeps family financing private"],
    taxAdvantages: ["No gift; interest deductible to the borrower for a secured home loan"],
    risks: [
      risk(
        "Disguised gift",
        "Unpaid loans can be treated as gifts.",
        "Enforce payments; forgive within annual exclusions deliberately.",
      ),
    ],
    regulatoryConsiderations: ["AFR changes monthly"],
    liquidityConsiderations: "Capital returns over the term.",
    alternatives: [
      { strategy: "intentionally-defective-grantor-trust-sale", whyNotChosen: "Larger, uses appreciating assets." },
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Gifts rather than loans." },
    ],
    uniqueAdvantages: ["Simple and flexible"],
    successMetrics: [metric("Interest paid", "On time", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Repayment or planned forgiveness.",
  }),
};

export const beneficiaryDefectiveInheritorTrust: StrategyDefinition = {
  id: "beneficiary-defective-inheritor-trust",
  name: "Beneficiary Defective Inheritor's Trust (BDIT)",
  category: "Advanced Wealth Transfer",
  description:
    "A parent funds a trust for the client with a small gift; the client, treated as owner for income tax (§678), sells a business or assets to it, keeping use and control while the assets stay out of the client's estate and protected from creditors.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "assetsSoldUsd × ((1 + growthRate)^years − 1) × 0.40",
    variables: ["assetsSoldUsd", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["aggressive_planning", "irrevocable_trust", "third_party_settlor_required"],
  sources: ["IRC §678(a)", "IRC §2036 / §2038", "IRC §2001(c)"],
  variables: [
    v("assetsSoldUsd", "USD", "Assets sold to the trust."),
    v("growthRate", "rate", "Annual growth."),
    v("years", "years", "Years until the estate is taxed."),
    v("setupCostUsd", "USD", "Drafting and valuation."),
    v("annualAdministrationUsd", "USD", "Independent trustee and returns."),
  ],
  defaults: (f) => ({
    assetsSoldUsd: {
      value: Math.round((f.businessValueUsd ?? (f.netWorthUsd ?? 0) * 0.3) * 0.5),
      assumption: "half of the business (or 30% of net worth) sold to the trust",
    },
    growthRate: growthFor(f),
    years: yearsToEstate(f),
    setupCostUsd: fixed(40_000, "drafting and valuation, about $40,000"),
    annualAdministrationUsd: fixed(6_000, "independent trustee and returns, about $6,000 a year"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: appreciation(x.assetsSoldUsd ?? 0, x.growthRate ?? 0, x.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(
    when.ownsBusiness,
    when.taxableEstate,
    when.ageBelow(65, "the structure pays off over a long horizon of growth"),
  ),
  timeline: "3–4 months",
  keyBenefits: ["Client keeps control as co-trustee", "Growth outside the client's estate", "Creditor protection"],
  memoBucket: "legacyBucket",
  goalKeywords: ["business", "control", "estate", "protect", "growth"],
  explanation: explain({
    overview:
      "A BDIT is a third-party trust the client effectively runs; sales to it freeze the estate like an IDGT sale, but the client can remain a beneficiary and manager.",
    keyComponents: ["Parent as settlor with a $5,000 gift", "§678 withdrawal power lapse", "Sale of assets for a note"],
    steps: [
      step("Settle", "A parent or relative funds the trust.", "Month 1", ["Trust agreement"]),
      step("Sell", "Client sells appreciating assets to the trust.", "Months 2–4", ["Appraisal", "Note"]),
    ],
    prerequisites: ["A third-party settlor", "Appreciating assets"],
    professionals: ["Estate planning attorney", "Appraiser", "CPA"],
    secondaryBenefits: ["Divorce and creditor protection"],
    taxAdvantages: ["Estate freeze with continued access"],
    risks: [risk("Aggressive technique", "Less tested in court.", "Conservative drafting and independent trustee.")],
    regulatoryConsiderations: ["Grantor trust reform proposals"],
    liquidityConsiderations: "Note payments to the client.",
    alternatives: [
      { strategy: "intentionally-defective-grantor-trust-sale", whyNotChosen: "Client cannot be a beneficiary." },
      { strategy: "spousal-lifetime-access-trust", whyNotChosen: "Access only through the spouse." },
    ],
    uniqueAdvantages: ["Control plus estate exclusion"],
    successMetrics: [metric("Trust equity", "Growing", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Note repayment; trust continues.",
  }),
};

export const privateTrustCompany: StrategyDefinition = {
  id: "private-trust-company",
  name: "Private Trust Company / Family Office",
  category: "Multi-Generational Planning",
  description:
    "A very wealthy family forms its own trust company to serve as trustee of its trusts, keeping investment and distribution decisions in family hands with professional governance.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustAssetsUsd × feeSavingRate × years",
    variables: ["trustAssetsUsd", "feeSavingRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "formationCostUsd + annualOperatingCostUsd × years",
    variables: ["formationCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 50_000_000,
  regulatoryDisclosures: ["state_trust_company_regulation", "governance_required"],
  sources: [
    "NRS 669A (Nevada family trust companies)",
    "SDCL 51A-6A (South Dakota)",
    "Notice 2008-63 (PTC governance and estate inclusion)",
  ],
  variables: [
    v("trustAssetsUsd", "USD", "Assets under the family's trusts."),
    v("feeSavingRate", "rate", "Annual fee saving versus corporate trustees."),
    v("years", "years", "Years modelled."),
    v("formationCostUsd", "USD", "Formation and licensing."),
    v("annualOperatingCostUsd", "USD", "Staff, directors and compliance."),
  ],
  defaults: (f) => ({
    trustAssetsUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.6),
      assumption: "60% of net worth held in family trusts",
    },
    feeSavingRate: fixed(0.004, "0.4% a year saved on trustee and advisory fees"),
    years: fixed(10, "10 years"),
    formationCostUsd: fixed(300_000, "formation and licensing, about $300,000"),
    annualOperatingCostUsd: fixed(150_000, "operations, about $150,000 a year"),
  }),
  benefit: (x) => ({ taxSavings: 0, protection: (x.trustAssetsUsd ?? 0) * (x.feeSavingRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.formationCostUsd ?? 0, annual: x.annualOperatingCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "feeSavingRate",
    mode: "add",
    spread: 0.002,
    description: "Fee saving 0.2% / 0.4% / 0.6% a year",
  },
  eligibility: allOf(when.hasDescendants, {
    test: (f) => (f.netWorthUsd ?? 0) >= 100_000_000 || (f.grandchildrenCount ?? 0) > 0,
    fits: "A multi-generational family with assets at family-office scale.",
    fails: "A private trust company suits very large, multi-generational families.",
  }),
  timeline: "6–12 months",
  keyBenefits: ["Family control of trustee decisions", "Continuity across generations", "Lower fees at scale"],
  memoBucket: "legacyBucket",
  goalKeywords: ["family", "generations", "legacy", "governance"],
  explanation: explain({
    overview:
      "A PTC lets the family, not a bank, act as trustee of its dynasty trusts, with governance that keeps trust assets out of family members' estates.",
    keyComponents: ["Licensed or unregulated trust company", "Distribution committee", "Family governance documents"],
    steps: [
      step("Design", "Choose state and governance.", "Months 1–3", ["Feasibility study"]),
      step("Form", "Charter, capitalise and staff.", "Months 3–9", ["Charter application"]),
      step("Transfer", "Appoint the PTC as trustee.", "Months 9–12", ["Trustee changes"]),
    ],
    prerequisites: ["Several large family trusts"],
    professionals: ["Trust and estates counsel", "Regulatory counsel", "Family office staff"],
    secondaryBenefits: ["Education of the next generation"],
    taxAdvantages: ["Trust situs planning in no-income-tax states"],
    risks: [
      risk(
        "Estate inclusion",
        "Family control of distributions can cause inclusion.",
        "Follow Notice 2008-63 governance.",
      ),
    ],
    regulatoryConsiderations: ["State licensing and capital requirements"],
    liquidityConsiderations: "Operating costs are significant.",
    alternatives: [
      { strategy: "nevada-dynasty-trust", whyNotChosen: "Uses a corporate trustee instead." },
      { strategy: "family-limited-partnership", whyNotChosen: "Manages assets but is not a trustee." },
    ],
    uniqueAdvantages: ["Control for generations"],
    successMetrics: [metric("Governance compliance", "100%", "Annually")],
    reviewSchedule: "Annual board review.",
    exitStrategy: "Appoint a corporate trustee and dissolve.",
  }),
};

export const gstExemptionAllocation: StrategyDefinition = {
  id: "gst-exemption-allocation",
  name: "Generation-Skipping Transfer Tax Exemption Allocation",
  category: "Multi-Generational Planning",
  description:
    "GST exemption is allocated to trusts for children and grandchildren so those trusts are permanently exempt from the 40% GST tax, whatever they grow to.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "exemptTrustUsd × (1 + growthRate)^years × 0.40",
    variables: ["exemptTrustUsd", "growthRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "returnCostUsd", variables: ["returnCostUsd"] },
  lifeInsuranceComponent: "GST-exempt ILITs leverage the exemption.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["form_709_allocation", "inclusion_ratio"],
  sources: ["IRC §2631", "IRC §2632 (automatic and elective allocation)", "IRC §2641, §2642"],
  variables: [
    v("exemptTrustUsd", "USD", "Trust assets made GST-exempt."),
    v("growthRate", "rate", "Annual growth."),
    v("years", "years", "Years until the skip."),
    v("returnCostUsd", "USD", "Form 709 allocation."),
  ],
  defaults: (f, tax) => ({
    exemptTrustUsd: shareOfNetWorth(f, 0.2, tax.gstExemption, "trust assets allocated exemption"),
    growthRate: fixed(0.04, "growth 4% a year net of distributions"),
    years: fixed(30, "30 years until grandchildren inherit"),
    returnCostUsd: fixed(3_000, "Form 709 allocation, about $3,000"),
  }),
  benefit: (x, tax) => ({
    estateTaxSavings: (x.exemptTrustUsd ?? 0) * (1 + (x.growthRate ?? 0)) ** (x.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: x.returnCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2% / 4% / 6%" },
  eligibility: allOf(when.hasGrandchildren, when.taxableEstate),
  timeline: "With the next Form 709",
  keyBenefits: [
    "Trusts exempt from GST tax forever",
    "Exemption grows with the assets",
    "Fixes missed automatic allocations",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "generations", "legacy"],
  explanation: explain({
    overview:
      "Allocating GST exemption at funding, when values are low, makes trusts permanently exempt; late or missed allocations are a common costly error.",
    keyComponents: ["Inclusion ratio of zero", "Timely Form 709", "Review of automatic allocations"],
    steps: [
      step("Audit", "Review past returns and allocations.", "Weeks 1–3", ["Prior Forms 709"]),
      step("Allocate", "Allocate on a timely return.", "By April 15", ["Form 709"]),
    ],
    prerequisites: ["Trusts that benefit grandchildren"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Simplifies trust administration"],
    taxAdvantages: ["No 40% GST tax on exempt trusts"],
    risks: [risk("Wasted exemption", "Allocating to trusts unlikely to skip generations.", "Target dynasty trusts.")],
    regulatoryConsiderations: ["§9100 relief for late elections"],
    liquidityConsiderations: "None.",
    alternatives: [
      {
        strategy: "health-education-exclusion-trust",
        whyNotChosen: "Avoids GST for direct tuition without exemption.",
      },
      { strategy: "nevada-dynasty-trust", whyNotChosen: "The vehicle that receives the allocation." },
    ],
    uniqueAdvantages: ["Permanent exemption for the trust"],
    successMetrics: [metric("Inclusion ratio", "Zero", "At each gift")],
    reviewSchedule: "With each gift.",
    exitStrategy: "Not applicable.",
  }),
};

export const specialNeedsTrust: StrategyDefinition = {
  id: "special-needs-trust",
  name: "Third-Party Supplemental (Special) Needs Trust",
  category: "Estate Planning",
  description:
    "A trust for a family member with a disability supplements, rather than replaces, means-tested benefits such as SSI and Medicaid.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "annualBenefitsPreservedUsd × years",
    variables: ["annualBenefitsPreservedUsd", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "draftingCostUsd + annualAdministrationUsd × years",
    variables: ["draftingCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Survivorship insurance often funds the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["means_tested_benefits", "discretionary_distributions"],
  sources: [
    "42 U.S.C. §1382b (SSI resources)",
    "42 U.S.C. §1396p(d)(4)(A) (first-party trusts, contrasted)",
    "IRC §642(b)(2)(C) (qualified disability trust)",
  ],
  variables: [
    v("annualBenefitsPreservedUsd", "USD", "Value of benefits kept each year."),
    v("years", "years", "Years of benefits."),
    v("draftingCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Trustee a year."),
  ],
  defaults: () => ({
    annualBenefitsPreservedUsd: fixed(30_000, "about $30,000 a year of SSI and Medicaid services preserved"),
    years: fixed(30, "30 years"),
    draftingCostUsd: fixed(4_000, "drafting, about $4,000"),
    annualAdministrationUsd: fixed(1_500, "trustee, about $1,500 a year"),
  }),
  benefit: (x) => ({ protection: (x.annualBenefitsPreservedUsd ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.draftingCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "years", mode: "add", spread: 10, description: "20 / 30 / 40 years" },
  eligibility: allOf({
    test: (f) => f.goals.some((g) => /disab|special needs|autis|down syndrome|ssi|medicaid/i.test(g)),
    fits: "A family member has special needs, so an inheritance must not disqualify benefits.",
    fails: "The notes mention no family member with special needs.",
  }),
  timeline: "2–4 weeks",
  keyBenefits: ["Inheritance without losing benefits", "Professional management", "Flexible supplemental spending"],
  memoBucket: "protectionBucket",
  goalKeywords: ["disability", "special needs", "child", "care"],
  explanation: explain({
    overview:
      "Leaving money outright to a person with a disability can end SSI and Medicaid; a third-party supplemental needs trust preserves them.",
    keyComponents: ["Wholly discretionary distributions", "No payback to Medicaid", "Trust protector"],
    steps: [
      step("Draft", "Draft the trust and update beneficiary designations.", "Weeks 1–3", ["Designations"]),
      step("Fund", "Fund during life or at death.", "As planned", ["Funding plan"]),
    ],
    prerequisites: ["A beneficiary on or likely to need means-tested benefits"],
    professionals: ["Special needs planning attorney"],
    secondaryBenefits: ["Letter of intent guides caregivers"],
    taxAdvantages: ["Qualified disability trust exemption"],
    risks: [
      risk("Direct gifts", "Relatives leaving money outright defeat the plan.", "Tell family to name the trust."),
    ],
    regulatoryConsiderations: ["SSI in-kind support rules"],
    liquidityConsiderations: "Discretionary by design.",
    alternatives: [
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "Can fund the trust." },
      { strategy: "revocable-living-trust", whyNotChosen: "Needs a supplemental needs sub-trust." },
    ],
    uniqueAdvantages: ["Protects benefits for life"],
    successMetrics: [metric("Benefits kept", "Uninterrupted", "Annually")],
    reviewSchedule: "Annual review of benefits rules.",
    exitStrategy: "Remainder to family after the beneficiary's death.",
  }),
};

export const cashBalancePlan: StrategyDefinition = {
  id: "cash-balance-plan",
  name: "Cash Balance Defined Benefit Plan",
  category: "Advanced Retirement Planning",
  description:
    "A business owner adds a cash balance plan on top of a 401(k), making large deductible contributions that rise with age, often $150,000–$300,000 a year for owners in their 50s.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualContributionUsd × years × (marginalRate − retirementRate)",
    variables: ["annualContributionUsd", "years", "marginalRate", "retirementRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (adminCostUsd + staffContributionUsd) × years",
    variables: ["setupCostUsd", "adminCostUsd", "staffContributionUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Benefits can be taken as an annuity or rolled to an IRA.",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["erisa_plan", "minimum_funding", "staff_coverage_testing"],
  sources: ["IRC §415(b)", "IRC §401(a)(4), §401(a)(26)", "IRC §404(a)(1)"],
  variables: [
    v("annualContributionUsd", "USD", "Deductible owner contribution a year."),
    v("years", "years", "Years to retirement."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("retirementRate", "rate", "Rate in retirement."),
    v("setupCostUsd", "USD", "Plan design."),
    v("adminCostUsd", "USD", "Actuary and administration a year."),
    v("staffContributionUsd", "USD", "Contributions for staff a year."),
  ],
  defaults: (f, tax) => {
    const age = f.primaryAge ?? 50;
    return {
      annualContributionUsd: {
        value: Math.round(clamp(60_000 + (age - 40) * 9_000, 60_000, 330_000)),
        assumption: `age-based contribution for an owner aged ${age}`,
      },
      years: {
        value: clamp((f.plannedRetirementAge ?? 65) - age, 3, 15),
        assumption: `until retirement at ${f.plannedRetirementAge ?? 65}`,
      },
      marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
      retirementRate: fixed(0.24, "24% in retirement"),
      setupCostUsd: fixed(3_000, "plan design, about $3,000"),
      adminCostUsd: fixed(3_500, "actuary and administration, about $3,500 a year"),
      staffContributionUsd: fixed(15_000, "staff contributions, about $15,000 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.annualContributionUsd ?? 0) * (x.years ?? 0) * Math.max(0, (x.marginalRate ?? 0) - (x.retirementRate ?? 0)),
  }),
  cost: (x) => ({
    setup: x.setupCostUsd ?? 0,
    annual: (x.adminCostUsd ?? 0) + (x.staffContributionUsd ?? 0),
    years: x.years ?? 0,
  }),
  sensitivity: {
    variable: "retirementRate",
    mode: "add",
    spread: 0.08,
    description: "Retirement rate 16% / 24% / 32%",
  },
  eligibility: allOf(
    when.ownsBusiness,
    when.highIncome(350_000),
    when.ageBelow(68, "contributions need years before retirement"),
  ),
  timeline: "Adopt by the tax return due date",
  keyBenefits: [
    "Very large deductible contributions",
    "Accelerates retirement savings late in a career",
    "Creditor-protected under ERISA",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "practice", "taxes", "save"],
  explanation: explain({
    overview:
      "For high-earning owners, a cash balance plan added to a 401(k) multiplies deductible retirement savings, especially after 50.",
    keyComponents: ["Pay credit and interest credit", "Actuarial funding", "Combined testing with the 401(k)"],
    steps: [
      step("Census", "Model contributions and staff costs.", "Weeks 1–3", ["Employee census"]),
      step("Adopt", "Adopt the plan document.", "By the return due date", ["Plan document"]),
      step("Fund", "Fund each year within the range.", "Annually", ["Actuarial certification"]),
    ],
    prerequisites: ["Stable, high owner income", "Willingness to fund staff benefits"],
    professionals: ["Third-party administrator", "Actuary", "CPA"],
    secondaryBenefits: ["Recruiting and retention"],
    taxAdvantages: ["Deduction at today's rate; tax-deferred growth"],
    risks: [
      risk("Required funding", "Contributions are not optional in a bad year.", "Design a range and keep reserves."),
    ],
    regulatoryConsiderations: ["§415(b) lifetime benefit limit"],
    liquidityConsiderations: "Cash committed to the plan.",
    alternatives: [
      { strategy: "solo-401k", whyNotChosen: "Lower limits, no staff." },
      { strategy: "nonqualified-deferred-comp", whyNotChosen: "Unsecured and not deductible until paid." },
    ],
    uniqueAdvantages: ["Largest deductible retirement contributions"],
    successMetrics: [metric("Contribution", "In the actuarial range", "Annually")],
    reviewSchedule: "Annual valuation.",
    exitStrategy: "Terminate and roll balances to IRAs (after several years).",
  }),
};

export const backdoorRothIra: StrategyDefinition = {
  id: "backdoor-roth-ira",
  name: "Backdoor Roth IRA",
  category: "Retirement & Compensation",
  description:
    "A high earner above the Roth income limits makes a non-deductible IRA contribution and converts it to Roth, adding to tax-free savings each year.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualContributionUsd × years × ((1 + growthRate)^horizonYears − 1) × retirementRate ÷ 2",
    variables: ["annualContributionUsd", "years", "growthRate", "horizonYears", "retirementRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["pro_rata_rule", "form_8606"],
  sources: ["IRC §408A(c)(3), (d)(3)", "IRC §408(d)(2) (pro rata)", "IRS Notice 2025-67 (2026 IRA limit)"],
  variables: [
    v("annualContributionUsd", "USD", "IRA contribution a year."),
    v("years", "years", "Years of contributions."),
    v("growthRate", "rate", "Annual growth."),
    v("horizonYears", "years", "Years of growth."),
    v("retirementRate", "rate", "Rate the growth would otherwise bear."),
    v("adminCostUsd", "USD", "Form 8606 and processing."),
  ],
  defaults: (f, tax) => ({
    annualContributionUsd: { value: tax.iraContributionLimit, assumption: `${tax.year} IRA limit` },
    years: { value: clamp(65 - (f.primaryAge ?? 45), 1, 25), assumption: "until age 65" },
    growthRate: growthFor(f),
    horizonYears: fixed(25, "25 years of growth"),
    retirementRate: fixed(0.24, "24% on withdrawals otherwise"),
    adminCostUsd: fixed(50, "processing, about $50 a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      ((x.annualContributionUsd ?? 0) *
        (x.years ?? 0) *
        ((1 + (x.growthRate ?? 0)) ** (x.horizonYears ?? 0) - 1) *
        (x.retirementRate ?? 0)) /
      2,
  }),
  cost: (x) => ({ setup: 0, annual: x.adminCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 2 points below / at / above" },
  eligibility: allOf(when.highIncome(240_000), when.ageBelow(70, "contributions need earned income"), {
    test: (f) => !f.hasInheritedIra || (f.retirementAccountsUsd ?? 0) < 50_000,
    fits: "No large pre-tax IRA balance triggers the pro rata rule.",
    fails: "Pre-tax IRA balances would make most of the conversion taxable (pro rata rule).",
  }),
  timeline: "Each year",
  keyBenefits: ["Roth savings despite income limits", "Tax-free growth", "No RMDs for the owner"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "save", "roth"],
  explanation: explain({
    overview:
      "High earners can still fund a Roth IRA through a non-deductible contribution followed by a conversion, provided they have no other pre-tax IRA money.",
    keyComponents: ["Non-deductible IRA contribution", "Prompt conversion", "Form 8606"],
    steps: [
      step("Contribute", "Make a non-deductible IRA contribution.", "Any time before the deadline", ["IRA account"]),
      step("Convert", "Convert to Roth.", "Soon after", ["Conversion form"]),
      step("Report", "File Form 8606.", "Tax filing", ["Form 8606"]),
    ],
    prerequisites: ["No pre-tax IRA balances (roll them into a 401(k) first)"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Spousal backdoor doubles it"],
    taxAdvantages: ["Tax-free growth"],
    risks: [
      risk(
        "Pro rata rule",
        "Existing pre-tax IRAs make the conversion taxable.",
        "Roll pre-tax IRAs into an employer plan.",
      ),
    ],
    regulatoryConsiderations: ["Step-transaction concerns have not been pursued by the IRS"],
    liquidityConsiderations: "Small annual contribution.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Larger but needs a plan that allows it." },
      { strategy: "roth-conversion", whyNotChosen: "Converts existing pre-tax money." },
    ],
    uniqueAdvantages: ["Available regardless of income"],
    successMetrics: [metric("Roth contributions", "Full limit each year", "Annually")],
    reviewSchedule: "Each January.",
    exitStrategy: "Stop any year.",
  }),
};

export const solo401k: StrategyDefinition = {
  id: "solo-401k",
  name: "Solo 401(k) for a Self-Employed Owner",
  category: "Retirement & Compensation",
  description:
    "An owner with no employees (other than a spouse) makes both employee deferrals and employer contributions to a one-participant 401(k), up to the §415(c) limit.",
  benefitCalculation: {
    type: "percentage",
    formula: "annualContributionUsd × years × (marginalRate − retirementRate)",
    variables: ["annualContributionUsd", "years", "marginalRate", "retirementRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × years", variables: ["adminCostUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["form_5500_ez_over_250k", "no_common_law_employees"],
  sources: ["IRC §401(k)", "IRC §402(g)", "IRC §415(c)", "IRC §404(a)(3)"],
  variables: [
    v("annualContributionUsd", "USD", "Total contribution a year."),
    v("years", "years", "Years of contributions."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("retirementRate", "rate", "Rate in retirement."),
    v("adminCostUsd", "USD", "Administration a year."),
  ],
  defaults: (f, tax) => ({
    annualContributionUsd: {
      value: Math.round(
        Math.min(tax.annualAdditionsLimit, (f.annualIncomeUsd ?? 0) * 0.25 + tax.electiveDeferralLimit),
      ),
      assumption: "deferral plus 25% of compensation, within §415(c)",
    },
    years: { value: clamp(65 - (f.primaryAge ?? 50), 1, 20), assumption: "until age 65" },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    retirementRate: fixed(0.22, "22% in retirement"),
    adminCostUsd: fixed(200, "administration, about $200 a year"),
  }),
  benefit: (x) => ({
    taxSavings:
      (x.annualContributionUsd ?? 0) * (x.years ?? 0) * Math.max(0, (x.marginalRate ?? 0) - (x.retirementRate ?? 0)),
  }),
  cost: (x) => ({ setup: 0, annual: x.adminCostUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "retirementRate",
    mode: "add",
    spread: 0.08,
    description: "Retirement rate 14% / 22% / 30%",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) =>
        f.businessEntityType === "sole_proprietorship" || f.businessEntityType === "llc" || !f.hasProfessionalLiability,
      fits: "The business may have no employees other than a spouse, as a solo 401(k) requires.",
      fails: "A practice with staff needs a regular 401(k) instead of a solo plan.",
    },
    when.ageBelow(72, "contributions need earned income"),
  ),
  timeline: "Establish by year end",
  keyBenefits: ["Highest contributions for a one-person business", "Roth option for deferrals", "Low cost"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "self-employed", "save"],
  explanation: explain({
    overview:
      "A solo 401(k) lets a self-employed person contribute as both employee and employer, often far above an IRA or SEP for the same income.",
    keyComponents: ["Employee deferral", "Employer profit-sharing contribution", "Roth deferral option"],
    steps: [
      step("Open", "Adopt a plan with a provider.", "By Dec 31", ["EIN", "Plan document"]),
      step("Contribute", "Deferrals by year end; employer share by the return date.", "Annually", [
        "Payroll or contribution records",
      ]),
    ],
    prerequisites: ["Self-employment income; no common-law employees"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Plan loans available"],
    taxAdvantages: ["Deductible contributions; tax-deferred growth"],
    risks: [risk("Hiring staff", "Employees make the plan non-solo.", "Convert to a standard 401(k).")],
    regulatoryConsiderations: ["Form 5500-EZ above $250,000 of assets"],
    liquidityConsiderations: "Contributions are flexible each year.",
    alternatives: [
      { strategy: "cash-balance-plan", whyNotChosen: "Adds far more for older, high earners." },
      { strategy: "backdoor-roth-ira", whyNotChosen: "Much smaller limit." },
    ],
    uniqueAdvantages: ["Two contribution types in one plan"],
    successMetrics: [metric("Contributions", "At the limit", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Terminate and roll over.",
  }),
};

export const inheritedIraBracketManagement: StrategyDefinition = {
  id: "inherited-ira-bracket-management",
  name: "Inherited IRA Withdrawals Under the 10-Year Rule",
  category: "Advanced Retirement Planning",
  description:
    "A non-spouse beneficiary spreads withdrawals from an inherited IRA evenly over the ten-year window (with annual RMDs where required) instead of a lump sum in year ten, keeping income in lower brackets.",
  benefitCalculation: {
    type: "percentage",
    formula: "inheritedIraUsd × (lumpSumRate − spreadRate)",
    variables: ["inheritedIraUsd", "lumpSumRate", "spreadRate"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["ten_year_rule", "annual_rmd_if_decedent_began"],
  sources: ["IRC §401(a)(9)(H)", "Treas. Reg. §1.401(a)(9)-5 (2024 final regulations)", "SECURE Act §401"],
  variables: [
    v("inheritedIraUsd", "USD", "Inherited IRA balance."),
    v("lumpSumRate", "rate", "Average rate if withdrawn at once."),
    v("spreadRate", "rate", "Average rate if spread over ten years."),
    v("planningCostUsd", "USD", "Planning."),
  ],
  defaults: (f, tax) => ({
    inheritedIraUsd: { value: f.retirementAccountsUsd ?? 0, assumption: "the inherited IRA balance" },
    lumpSumRate: { value: tax.topOrdinaryRate, assumption: "top rate on a lump sum" },
    spreadRate: {
      value: Math.min(0.32, marginalOrdinaryRate(f, tax) + 0.04),
      assumption: "marginal rate plus about 4 points when spread",
    },
    planningCostUsd: fixed(500, "planning, about $500"),
  }),
  benefit: (x) => ({ taxSavings: (x.inheritedIraUsd ?? 0) * Math.max(0, (x.lumpSumRate ?? 0) - (x.spreadRate ?? 0)) }),
  cost: (x) => ({ setup: x.planningCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "spreadRate",
    mode: "add",
    spread: 0.04,
    description: "Spread rate 4 points lower / base / higher",
  },
  eligibility: allOf({
    test: (f) => f.hasInheritedIra,
    fits: "The client inherited an IRA subject to the 10-year rule.",
    fails: "The notes show no inherited IRA.",
  }),
  timeline: "Each year of the 10-year window",
  keyBenefits: ["Avoids a year-ten tax spike", "Uses low brackets every year", "Meets annual RMDs where required"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["inherited", "ira", "taxes", "income"],
  explanation: explain({
    overview:
      "Under the SECURE Act most non-spouse beneficiaries must empty an inherited IRA within ten years; planning the withdrawals avoids pushing it all into one high-bracket year.",
    keyComponents: ["10-year deadline", "Annual RMDs if the owner had started them", "Bracket-filling withdrawals"],
    steps: [
      step("Project", "Project income for ten years.", "Year 1", ["Tax projection"]),
      step("Withdraw", "Take planned withdrawals each year.", "Annually", ["Distribution forms"]),
    ],
    prerequisites: ["An inherited IRA"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Withdrawals can fund charitable giving or Roth contributions"],
    taxAdvantages: ["Lower average rate"],
    risks: [risk("Missed RMD", "A 25% excise tax (10% if corrected).", "Calendar reminders.")],
    regulatoryConsiderations: ["2024 final regulations on annual RMDs"],
    liquidityConsiderations: "Withdrawals add taxable income.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Can offset withdrawals with charitable deductions." },
      { strategy: "roth-conversion", whyNotChosen: "Inherited IRAs cannot be converted." },
    ],
    uniqueAdvantages: ["Simple, immediate saving"],
    successMetrics: [metric("Account emptied", "By year 10 at the planned rate", "Annually")],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Account ends by year ten.",
  }),
};

export const superCatchUp6063: StrategyDefinition = {
  id: "super-catch-up-60-63",
  name: "SECURE 2.0 Super Catch-Up Contributions (Ages 60–63)",
  category: "Retirement & Compensation",
  description:
    "Plan participants aged 60 to 63 may make a larger catch-up contribution ($11,250 in 2025 and 2026) on top of the regular deferral limit.",
  benefitCalculation: {
    type: "flat",
    formula: "superCatchUpUsd × years × marginalRate",
    variables: ["superCatchUpUsd", "years", "marginalRate"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd", variables: ["adminCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["roth_catch_up_for_high_earners", "plan_must_permit"],
  sources: [
    "IRC §414(v)(2)(E) (SECURE 2.0 Act §109)",
    "IRS Notice 2025-67",
    "IRC §414(v)(7) (Roth catch-up for wages over the threshold)",
  ],
  variables: [
    v("superCatchUpUsd", "USD", "Super catch-up a year."),
    v("years", "years", "Years eligible (60–63)."),
    v("marginalRate", "rate", "Marginal rate (deferral or Roth value)."),
    v("adminCostUsd", "USD", "Administration."),
  ],
  defaults: (f, tax) => ({
    superCatchUpUsd: fixed(11_250, "$11,250 a year (2025 and 2026)"),
    years: { value: clamp(64 - Math.max(60, f.primaryAge ?? 60), 1, 4), assumption: "remaining years of ages 60–63" },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    adminCostUsd: fixed(0, "no cost"),
  }),
  benefit: (x) => ({ taxSavings: (x.superCatchUpUsd ?? 0) * (x.years ?? 0) * (x.marginalRate ?? 0) }),
  cost: (x) => ({ setup: x.adminCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "years", mode: "add", spread: 1, description: "One year fewer / base / one more" },
  eligibility: allOf(
    {
      test: (f) => (f.primaryAge ?? 0) >= 59 && (f.primaryAge ?? 0) <= 63,
      fits: (f) => `The client is ${f.primaryAge}, in or about to enter the 60–63 window.`,
      fails: "Super catch-ups apply only at ages 60 to 63.",
    },
    when.hasRetirementAccounts,
  ),
  timeline: "Next payroll election",
  keyBenefits: ["Higher catch-up in the last working years", "Deferred or Roth", "No cost"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "retirement", "save"],
  explanation: explain({
    overview:
      "SECURE 2.0 raised the catch-up limit for participants aged 60–63; high earners must make catch-ups as Roth from 2026.",
    keyComponents: ["Age 60–63 window", "Plan adoption", "Roth requirement above the wage threshold"],
    steps: [
      step("Confirm", "Confirm the plan allows it.", "Week 1", ["Plan notice"]),
      step("Elect", "Raise payroll deferrals.", "Next payroll", ["Election form"]),
    ],
    prerequisites: ["An employer plan"],
    professionals: ["Plan administrator"],
    secondaryBenefits: ["Boosts savings when income peaks"],
    taxAdvantages: ["Deferral or Roth treatment"],
    risks: [risk("Window closes", "Only four years.", "Elect promptly at 60.")],
    regulatoryConsiderations: ["Roth catch-up rule for prior-year wages above the threshold"],
    liquidityConsiderations: "Reduces take-home pay.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Larger after-tax space if the plan allows." },
      { strategy: "cash-balance-plan", whyNotChosen: "For business owners." },
    ],
    uniqueAdvantages: ["Extra room exactly when it helps most"],
    successMetrics: [metric("Catch-up", "Full amount each eligible year", "Annually")],
    reviewSchedule: "At 60 and each year after.",
    exitStrategy: "Ends at 64.",
  }),
};

export const privateFoundation: StrategyDefinition = {
  id: "private-foundation",
  name: "Private Family Foundation",
  category: "Charitable",
  description:
    "A family creates its own grant-making foundation, deducting contributions, investing the endowment and granting at least 5% a year, with the family in control across generations.",
  benefitCalculation: {
    type: "percentage",
    formula: "contributionUsd × deductionRate × marginalRate + contributionUsd × 0.40 + contributionUsd × 0.05 × years",
    variables: ["contributionUsd", "deductionRate", "marginalRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (adminCostUsd + contributionUsd × 0.0139) × years",
    variables: ["setupCostUsd", "adminCostUsd", "contributionUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: ["minimum_distribution_requirement", "self_dealing_rules", "excise_tax_on_investment_income"],
  sources: [
    "IRC §509(a)",
    "IRC §4942 (5% payout)",
    "IRC §4940 (1.39% excise tax)",
    "IRC §170(b)(1)(B), (e)(5)",
    "IRC §4941 (self-dealing)",
  ],
  variables: [
    v("contributionUsd", "USD", "Endowment contributed."),
    v("deductionRate", "ratio", "Share of the contribution deductible in practice."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("years", "years", "Years of grants modelled."),
    v("setupCostUsd", "USD", "Formation and exemption."),
    v("adminCostUsd", "USD", "Administration a year."),
  ],
  defaults: (f, tax) => ({
    contributionUsd: {
      value: Math.round(clamp((f.netWorthUsd ?? 0) * 0.1, 1_000_000, 50_000_000)),
      assumption: "10% of net worth",
    },
    deductionRate: fixed(0.8, "80% deductible within AGI limits and carryforwards"),
    marginalRate: {
      value: Math.min(tax.topOrdinaryRate, tax.itemizedDeductionBenefitCapRate),
      assumption: "top rate, capped at 35% from 2026",
    },
    years: fixed(10, "10 years of grants"),
    setupCostUsd: fixed(25_000, "formation and Form 1023, about $25,000"),
    adminCostUsd: fixed(20_000, "administration and Form 990-PF, about $20,000 a year"),
  }),
  benefit: (x, tax) => {
    const c = x.contributionUsd ?? 0;
    return {
      taxSavings: c * (x.deductionRate ?? 0) * (x.marginalRate ?? 0),
      estateTaxSavings: c * tax.estateTaxRate,
      annualPayout: c * 0.05 * (x.years ?? 0),
    };
  },
  cost: (x) => ({
    setup: x.setupCostUsd ?? 0,
    annual: (x.adminCostUsd ?? 0) + (x.contributionUsd ?? 0) * 0.0139,
    years: x.years ?? 0,
  }),
  sensitivity: {
    variable: "deductionRate",
    mode: "add",
    spread: 0.2,
    description: "Deductible share 60% / 80% / 100%",
  },
  eligibility: allOf(when.charitable, {
    test: (f) =>
      (f.annualCharitableGivingUsd ?? 0) >= 50_000 ||
      f.goals.some((g) => /foundation|philanthrop|giving plan|legacy/i.test(g)),
    fits: "The client gives at scale or wants a lasting family philanthropy.",
    fails: "The notes show giving too small to justify a private foundation.",
  }),
  timeline: "3–6 months (IRS exemption)",
  keyBenefits: ["Family control of grant-making", "A legacy across generations", "Removes assets from the estate"],
  memoBucket: "legacyBucket",
  goalKeywords: ["philanthropy", "foundation", "giving plan", "legacy", "causes"],
  explanation: explain({
    overview:
      "A private foundation gives a family its own charitable institution, at the cost of lower deduction limits, an excise tax and strict self-dealing rules.",
    keyComponents: ["Nonprofit corporation or trust", "5% minimum payout", "Family board"],
    steps: [
      step("Form", "Incorporate and apply for exemption.", "Months 1–4", ["Form 1023"]),
      step("Fund", "Contribute cash or stock.", "Month 4", ["Gift documents"]),
      step("Grant", "Adopt a grant policy.", "Ongoing", ["Grant agreements"]),
    ],
    prerequisites: ["Large, sustained giving"],
    professionals: ["Exempt organisations attorney", "CPA", "Investment adviser"],
    secondaryBenefits: ["Engages the next generation"],
    taxAdvantages: ["Income and estate tax deductions"],
    risks: [risk("Self-dealing", "Transactions with family are penalised.", "Strict policies.")],
    regulatoryConsiderations: ["30%/20% AGI limits; public Form 990-PF"],
    liquidityConsiderations: "Assets belong to the foundation.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Cheaper and simpler, but less control." },
      { strategy: "charitable-lead-annuity-trust", whyNotChosen: "Pairs giving with transfers to heirs." },
    ],
    uniqueAdvantages: ["Permanent family institution"],
    successMetrics: [metric("Payout", "At least 5% a year", "Annually")],
    reviewSchedule: "Annual board meeting.",
    exitStrategy: "Convert to a DAF or distribute and dissolve.",
  }),
};

export const charitableGiftAnnuity: StrategyDefinition = {
  id: "charitable-gift-annuity",
  name: "Charitable Gift Annuity",
  category: "Charitable",
  description:
    "The client gives cash or stock to a charity in exchange for a fixed lifetime annuity; part of the gift is deductible and part of each payment is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula: "giftUsd × deductionShare × marginalRate + giftUsd × annuityRate × lifeYears",
    variables: ["giftUsd", "deductionShare", "marginalRate", "annuityRate", "lifeYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "giftUsd × (1 − deductionShare) × opportunityCost",
    variables: ["giftUsd", "deductionShare", "opportunityCost"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "A fixed lifetime annuity from the charity.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["charity_credit_risk", "state_annuity_regulation"],
  sources: [
    "IRC §501(m)(5)",
    "IRC §1011(b) (bargain sale)",
    "Treas. Reg. §1.170A-1(d)",
    "American Council on Gift Annuities suggested rates",
  ],
  variables: [
    v("giftUsd", "USD", "Gift exchanged for the annuity."),
    v("deductionShare", "ratio", "Deductible share."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("annuityRate", "rate", "Annuity rate."),
    v("lifeYears", "years", "Expected years of payments."),
    v("opportunityCost", "ratio", "Value given up (to charity)."),
  ],
  defaults: (f, tax) => {
    const age = oldestAge(f) ?? 70;
    return {
      giftUsd: fixed(100_000, "a $100,000 gift"),
      deductionShare: fixed(0.4, "about 40% deductible"),
      marginalRate: {
        value: Math.min(marginalOrdinaryRate(f, tax), tax.itemizedDeductionBenefitCapRate),
        assumption: "marginal rate, capped at 35% from 2026",
      },
      annuityRate: { value: clamp(0.05 + (age - 65) * 0.002, 0.05, 0.1), assumption: `annuity rate for age ${age}` },
      lifeYears: { value: clamp(88 - age, 5, 30), assumption: "to about age 88" },
      opportunityCost: fixed(0.3, "30% of the non-deductible part is a true cost (goes to charity)"),
    };
  },
  benefit: (x) => ({
    taxSavings: (x.giftUsd ?? 0) * (x.deductionShare ?? 0) * (x.marginalRate ?? 0),
    incomeStream: (x.giftUsd ?? 0) * (x.annuityRate ?? 0) * (x.lifeYears ?? 0) * 0.2,
  }),
  cost: (x) => ({
    setup: (x.giftUsd ?? 0) * (1 - (x.deductionShare ?? 0)) * (x.opportunityCost ?? 0),
    annual: 0,
    years: 1,
  }),
  sensitivity: { variable: "lifeYears", mode: "add", spread: 5, description: "Five years shorter / base / longer" },
  eligibility: allOf(when.charitable, when.ageAtLeast(65, "gift annuity rates make sense from about 65")),
  timeline: "1–2 weeks",
  keyBenefits: ["Fixed income for life", "Partial deduction", "Simpler than a charitable trust"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["charity", "income", "giving", "church"],
  explanation: explain({
    overview:
      "A gift annuity is a simple contract: the charity pays a fixed annuity for life in return for a gift; the remainder is the charity's.",
    keyComponents: ["Contract with the charity", "Fixed annuity", "Deduction for the gift portion"],
    steps: [
      step("Choose", "Pick a financially strong charity.", "Week 1", ["Charity's reserves"]),
      step("Sign", "Sign the agreement and transfer.", "Week 2", ["Agreement"]),
    ],
    prerequisites: ["Charitable intent and age 65+"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Capital gain on stock spread over life expectancy"],
    taxAdvantages: ["Deduction and tax-free return of principal"],
    risks: [risk("Charity credit", "Payments depend on the charity.", "Use large, regulated charities.")],
    regulatoryConsiderations: ["State reserve rules"],
    liquidityConsiderations: "The gift is irrevocable.",
    alternatives: [
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "For larger, variable-income gifts." },
      { strategy: "donor-advised-fund", whyNotChosen: "No income back." },
    ],
    uniqueAdvantages: ["Guaranteed income from a gift"],
    successMetrics: [metric("Payments", "On time", "Quarterly")],
    reviewSchedule: "Annual.",
    exitStrategy: "Irrevocable.",
  }),
};

export const deductionBunching: StrategyDefinition = {
  id: "deduction-bunching",
  name: "Bunching Charitable Deductions",
  category: "Charitable Planning",
  description:
    "Several years of gifts are made in one year (often through a donor-advised fund), so itemized deductions exceed the standard deduction that year, and the standard deduction is taken in the others.",
  benefitCalculation: {
    type: "flat",
    formula: "(bunchedGiftsUsd − standardDeductionUsd) × marginalRate − lostStandardUsd",
    variables: ["bunchedGiftsUsd", "standardDeductionUsd", "marginalRate", "lostStandardUsd"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd", variables: ["adminCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["agi_limits", "charitable_floor_2026"],
  sources: ["IRC §63(c)", "IRC §170(b)(1)(I) (0.5% floor from 2026)", "IRC §170(d)(1) (carryforward)"],
  variables: [
    v("bunchedGiftsUsd", "USD", "Gifts made in the bunching year."),
    v("standardDeductionUsd", "USD", "Standard deduction."),
    v("marginalRate", "rate", "Marginal rate."),
    v("lostStandardUsd", "USD", "Tax value of other itemized deductions already above the standard."),
    v("adminCostUsd", "USD", "Administration."),
  ],
  defaults: (f, tax) => ({
    bunchedGiftsUsd: {
      value: Math.round((f.annualCharitableGivingUsd ?? 10_000) * 3),
      assumption: "three years of giving in one year",
    },
    standardDeductionUsd: {
      value: tax.standardDeductionMarriedJoint,
      assumption: `${tax.year} standard deduction (joint)`,
    },
    marginalRate: { value: marginalOrdinaryRate(f, tax), assumption: "marginal federal rate" },
    lostStandardUsd: fixed(0, "no other itemized deductions assumed"),
    adminCostUsd: fixed(0, "no cost"),
  }),
  benefit: (x) => ({
    taxSavings: Math.max(
      0,
      ((x.bunchedGiftsUsd ?? 0) - (x.standardDeductionUsd ?? 0)) * (x.marginalRate ?? 0) - (x.lostStandardUsd ?? 0),
    ),
  }),
  cost: (x) => ({ setup: x.adminCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "bunchedGiftsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Gifts 30% lower / base / higher",
  },
  eligibility: allOf(when.charitable, {
    test: (f) => (f.annualCharitableGivingUsd ?? 0) >= 5_000 && (f.annualCharitableGivingUsd ?? 0) < 40_000,
    fits: "Annual giving is below the standard deduction on its own, so bunching creates a deduction.",
    fails: "Giving is too small to bunch, or already large enough to itemize every year.",
  }),
  timeline: "Before December 31",
  keyBenefits: [
    "Turns routine giving into a deduction",
    "No change to total giving",
    "Pairs with a donor-advised fund",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["giving", "church", "charity", "taxes"],
  explanation: explain({
    overview:
      "With a high standard deduction, many donors get no tax benefit from giving; concentrating gifts into alternating years restores it.",
    keyComponents: ["Bunching year", "DAF to smooth grants", "Standard deduction in off years"],
    steps: [
      step("Plan", "Decide the bunching year.", "Q4", ["Giving plan"]),
      step("Give", "Fund the DAF or make gifts.", "By Dec 31", ["Receipts"]),
    ],
    prerequisites: ["Regular giving"],
    professionals: ["CPA"],
    secondaryBenefits: ["Charities still receive steady grants via the DAF"],
    taxAdvantages: ["Deduction above the standard deduction"],
    risks: [risk("2026 rules", "0.5% AGI floor and 35% cap reduce the value.", "Model both years.")],
    regulatoryConsiderations: ["Deduction limits by AGI"],
    liquidityConsiderations: "Larger outlay in one year.",
    alternatives: [
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Better after 70½." },
      { strategy: "donor-advised-fund", whyNotChosen: "The usual vehicle for bunching." },
    ],
    uniqueAdvantages: ["Free to implement"],
    successMetrics: [metric("Deduction", "Above the standard deduction in the bunching year", "Annually")],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Return to annual giving any year.",
  }),
};

export const iraCharitableBeneficiary: StrategyDefinition = {
  id: "ira-charitable-beneficiary",
  name: "Naming Charity as Beneficiary of Retirement Accounts",
  category: "Charitable",
  description:
    "Charitable bequests are made from pre-tax retirement accounts (which charities receive tax-free) while heirs receive assets with a basis step-up, avoiding income tax on the IRA.",
  benefitCalculation: {
    type: "percentage",
    formula: "charitableBequestUsd × heirIncomeTaxRate",
    variables: ["charitableBequestUsd", "heirIncomeTaxRate"],
  },
  costCalculation: { type: "minimal", formula: "designationCostUsd", variables: ["designationCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["beneficiary_designation", "spousal_consent_erisa"],
  sources: ["IRC §691 (income in respect of a decedent)", "IRC §2055", "IRC §1014 (basis step-up)"],
  variables: [
    v("charitableBequestUsd", "USD", "Amount left to charity."),
    v("heirIncomeTaxRate", "rate", "Rate heirs would pay on IRA withdrawals."),
    v("designationCostUsd", "USD", "Updating designations."),
  ],
  defaults: (f) => ({
    charitableBequestUsd: {
      value: Math.round(Math.min((f.retirementAccountsUsd ?? 0) * 0.2, (f.annualCharitableGivingUsd ?? 10_000) * 20)),
      assumption: "charitable bequest of 20% of the IRAs",
    },
    heirIncomeTaxRate: fixed(0.32, "heirs' 32% rate on IRA withdrawals"),
    designationCostUsd: fixed(0, "no cost"),
  }),
  benefit: (x) => ({ taxSavings: (x.charitableBequestUsd ?? 0) * (x.heirIncomeTaxRate ?? 0) }),
  cost: (x) => ({ setup: x.designationCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "heirIncomeTaxRate", mode: "add", spread: 0.08, description: "Heirs' rate 24% / 32% / 40%" },
  eligibility: allOf(when.charitable, {
    test: (f) => (f.retirementAccountsUsd ?? 0) >= 200_000,
    fits: "The client has retirement accounts from which bequests are cheapest.",
    fails: "The notes show no meaningful retirement accounts.",
  }),
  timeline: "1 day",
  keyBenefits: ["Charity receives the full pre-tax amount", "Heirs receive stepped-up assets instead", "No cost"],
  memoBucket: "legacyBucket",
  goalKeywords: ["charity", "legacy", "heirs", "church"],
  explanation: explain({
    overview:
      "IRAs are the worst asset to leave heirs (fully taxable) and the best to leave charity (tax-exempt); swapping which assets go where saves the heirs' income tax.",
    keyComponents: ["Beneficiary designation", "Percentage or fixed amount", "Spousal consent for 401(k)s"],
    steps: [
      step("Designate", "Name the charity on the IRA designation.", "Day 1", ["Beneficiary form"]),
      step("Align", "Adjust the will so heirs receive other assets.", "Weeks 1–2", ["Estate plan update"]),
    ],
    prerequisites: ["Charitable bequest intent"],
    professionals: ["Estate planning attorney", "Financial adviser"],
    secondaryBenefits: ["Estate tax charitable deduction"],
    taxAdvantages: ["No income tax on the bequest"],
    risks: [risk("Outdated designations", "Designations override the will.", "Review every 3 years.")],
    regulatoryConsiderations: ["ERISA spousal consent"],
    liquidityConsiderations: "None during life.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Can receive IRA money at death to pay heirs over time.",
      },
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Gives during life after 70½." },
    ],
    uniqueAdvantages: ["Largest tax saving per dollar bequeathed"],
    successMetrics: [metric("Designations", "Match the plan", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Change the designation any time.",
  }),
};

export const conservationEasement: StrategyDefinition = {
  id: "conservation-easement",
  name: "Conservation Easement on Family Land",
  category: "Charitable Planning",
  description:
    "The owner donates a perpetual easement restricting development of land to a land trust, deducting the value given up and reducing the land's estate value, while continuing to farm or use it.",
  benefitCalculation: {
    type: "percentage",
    formula: "easementValueUsd × (marginalRate + 0.40 × estateShare)",
    variables: ["easementValueUsd", "marginalRate", "estateShare"],
  },
  costCalculation: {
    type: "one_time",
    formula: "appraisalAndStewardshipUsd",
    variables: ["appraisalAndStewardshipUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["qualified_appraisal", "listed_transaction_syndicated_easements", "perpetuity_requirement"],
  sources: [
    "IRC §170(h)",
    "IRC §170(b)(1)(E) (farmers 100% of AGI)",
    "IRC §2031(c)",
    "Notice 2017-10",
    "SECURE 2.0 Act §605",
  ],
  variables: [
    v("easementValueUsd", "USD", "Value of development rights given up."),
    v("marginalRate", "rate", "Rate of the deduction."),
    v("estateShare", "ratio", "Chance the estate reduction saves estate tax."),
    v("appraisalAndStewardshipUsd", "USD", "Appraisal, survey and stewardship gift."),
  ],
  defaults: (f, tax) => ({
    easementValueUsd: {
      value: Math.round((f.realEstateUsd ?? 0) * 0.3),
      assumption: "development rights worth 30% of the land",
    },
    marginalRate: {
      value: Math.min(marginalOrdinaryRate(f, tax), tax.itemizedDeductionBenefitCapRate),
      assumption: "marginal rate, capped at 35% from 2026",
    },
    estateShare: fixed(0.5, "50% chance the estate reduction avoids tax"),
    appraisalAndStewardshipUsd: fixed(40_000, "appraisal, survey and stewardship, about $40,000"),
  }),
  benefit: (x, tax) => ({
    taxSavings: (x.easementValueUsd ?? 0) * (x.marginalRate ?? 0),
    estateTaxSavings: (x.easementValueUsd ?? 0) * tax.estateTaxRate * (x.estateShare ?? 0),
  }),
  cost: (x) => ({ setup: x.appraisalAndStewardshipUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "easementValueUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Easement value 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasFarmOrRanch || (f.realEstateUsd ?? 0) >= 2_000_000,
      fits: "The client owns land whose development rights can be donated.",
      fails: "The notes show no land suitable for a conservation easement.",
    },
    {
      test: (f) => f.hasCharitableIntent || f.hasFarmOrRanch,
      fits: "Preserving the land fits the client's intent.",
      fails: "The notes show no wish to preserve the land.",
    },
  ),
  timeline: "6–12 months",
  keyBenefits: ["Keeps the land as it is for good", "Income and estate tax benefits", "Family keeps farming"],
  memoBucket: "legacyBucket",
  goalKeywords: ["farm", "land", "keep", "preserve", "estate taxes"],
  explanation: explain({
    overview:
      "An easement sells or gives away development rights while the family keeps ownership and use; lower land value also eases estate tax for farm families.",
    keyComponents: ["Qualified land trust", "Conservation purpose", "Qualified appraisal"],
    steps: [
      step("Baseline", "Survey and baseline documentation.", "Months 1–4", ["Survey"]),
      step("Appraise", "Qualified appraisal before and after.", "Months 3–6", ["Appraisal"]),
      step("Record", "Record the easement; file Form 8283.", "Months 6–12", ["Deed of easement", "Form 8283"]),
    ],
    prerequisites: ["Land with conservation value"],
    professionals: ["Land trust", "Appraiser", "Attorney", "CPA"],
    secondaryBenefits: ["Lower property taxes in some states"],
    taxAdvantages: ["Deduction up to 100% of AGI for farmers; §2031(c) exclusion"],
    risks: [
      risk(
        "Abusive transactions",
        "Syndicated easements are listed transactions.",
        "Only donate on land you own and use.",
      ),
    ],
    regulatoryConsiderations: ["Strict perpetuity and appraisal rules"],
    liquidityConsiderations: "Land value falls; no cash received.",
    alternatives: [
      { strategy: "special-use-valuation-2032a", whyNotChosen: "Reduces estate value without giving up rights." },
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "For selling appreciated land." },
    ],
    uniqueAdvantages: ["Preservation with tax benefits"],
    successMetrics: [metric("Easement compliance", "Annual monitoring passed", "Annually")],
    reviewSchedule: "Annual land trust monitoring.",
    exitStrategy: "Perpetual.",
  }),
};

export const charitableRemainderAnnuityTrust: StrategyDefinition = {
  id: "charitable-remainder-annuity-trust",
  name: "Charitable Remainder Annuity Trust (CRAT)",
  category: "Advanced Charitable Planning",
  description:
    "A trust pays the client a fixed dollar annuity for life or a term from contributed assets, sells them without immediate gain, and leaves the remainder to charity; suits clients wanting fixed income.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "contributionUsd × remainderFactor × 0.37 + contributionUsd × gainShare × capitalGainsRate × deferralFactor",
    variables: ["contributionUsd", "remainderFactor", "gainShare", "deferralFactor"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Fixed annual annuity to the client.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "five_percent_probability_test", "ten_percent_remainder_test"],
  sources: ["IRC §664(d)(1)", "Rev. Rul. 77-374 (5% probability test)", "Treas. Reg. §1.664-2", "IRC §7520"],
  variables: [
    v("contributionUsd", "USD", "Assets contributed."),
    v("remainderFactor", "ratio", "Deductible remainder share."),
    v("gainShare", "ratio", "Share of value that is gain."),
    v("deferralFactor", "ratio", "Present value of spreading the gain."),
    v("setupCostUsd", "USD", "Drafting."),
    v("annualAdministrationUsd", "USD", "Trustee and Form 5227."),
    v("years", "years", "Trust term."),
  ],
  defaults: (f) => ({
    contributionUsd: {
      value: Math.round(clamp(portfolioOf(f) * 0.3, 250_000, 10_000_000)),
      assumption: "30% of appreciated holdings",
    },
    remainderFactor: fixed(0.35, "35% remainder at current §7520 rates"),
    gainShare: fixed(0.6, "60% of value is gain"),
    deferralFactor: fixed(0.4, "spreading the gain saves 40% of the tax in present value"),
    setupCostUsd: fixed(10_000, "drafting, about $10,000"),
    annualAdministrationUsd: fixed(3_000, "trustee and Form 5227, about $3,000 a year"),
    years: fixed(15, "15 years"),
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
    when.ageAtLeast(60, "a fixed annuity suits clients near or in retirement"),
  ),
  timeline: "1–2 months",
  keyBenefits: ["Fixed income", "Tax-free sale inside the trust", "Charitable deduction"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income", "charity", "diversify", "retire"],
  explanation: explain({
    overview:
      "A CRAT pays a fixed amount regardless of markets; high §7520 rates make its deduction larger than in low-rate years.",
    keyComponents: ["Fixed annuity of 5–50%", "10% remainder and 5% probability tests", "No additional contributions"],
    steps: [
      step("Test", "Check the 10% and 5% tests at the §7520 rate.", "Week 1", ["Calculation"]),
      step("Fund", "Transfer appreciated assets.", "Weeks 2–6", ["Trust agreement"]),
    ],
    prerequisites: ["Appreciated assets", "Charitable intent"],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: ["Removes assets from the estate"],
    taxAdvantages: ["Deduction and deferred gain"],
    risks: [risk("Inflation", "A fixed annuity loses purchasing power.", "Consider a unitrust instead.")],
    regulatoryConsiderations: ["Four-tier taxation of payments"],
    liquidityConsiderations: "Only the annuity is available.",
    alternatives: [
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Variable payments that grow with the trust." },
      { strategy: "charitable-gift-annuity", whyNotChosen: "Simpler for small gifts." },
    ],
    uniqueAdvantages: ["Predictable payments"],
    successMetrics: [metric("Annuity paid", "As set", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Irrevocable.",
  }),
};

function portfolioOf(f: { taxableInvestmentsUsd: number | null; netWorthUsd: number | null }) {
  return f.taxableInvestmentsUsd ?? (f.netWorthUsd ?? 0) * 0.3;
}

/** Second part of the estate, retirement and charitable strategies. */
export const MORE_ESTATE_RETIREMENT: readonly StrategyDefinition[] = [
  revocableLivingTrust,
  creditShelterTrust,
  portabilityDsueElection,
  qtipTrust,
  specialUseValuation2032a,
  lifetimeExemptionGift,
  intraFamilyLoan,
  beneficiaryDefectiveInheritorTrust,
  privateTrustCompany,
  gstExemptionAllocation,
  specialNeedsTrust,
  cashBalancePlan,
  backdoorRothIra,
  solo401k,
  inheritedIraBracketManagement,
  superCatchUp6063,
  privateFoundation,
  charitableGiftAnnuity,
  deductionBunching,
  iraCharitableBeneficiary,
  conservationEasement,
  charitableRemainderAnnuityTrust,
];
