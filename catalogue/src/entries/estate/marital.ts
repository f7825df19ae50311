import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  estateTaxExposureRatio,
  fixed,
  growthFor,
  householdExclusion,
  is,
  metric,
  n,
  netWorthOf,
  risk,
  setupAndAnnual,
  spec,
  step,
  yearsToAge,
  yearsToEstate,
} from "./shared.ts";

/**
 * Marital-deduction and first-death strategies for married couples: the credit-shelter trust,
 * QTIP and Clayton QTIP trusts, portability, disclaimer trusts and the reverse QTIP election.
 * Estate-tax benefits use 0.40 (IRC §2001(c), `tax.estateTaxRate`).
 */

/** Years the surviving spouse is assumed to outlive the first: 12. */
const survivorYearsDefault = fixed(12, "the surviving spouse outlives the first by about 12 years");

/**
 * Credit-shelter (bypass) trust. Minimum net worth 3,000,000.
 * Benefit: shelteredAmountUsd × ((1 + g)^survivorYears − 1) × 0.40.
 */
export const creditShelterTrust: StrategyDefinition = {
  id: "credit-shelter-trust",
  name: "Credit Shelter (Bypass) Trust",
  category: "Estate Planning",
  description:
    "At the first spouse's death, assets up to that spouse's exclusion go into a trust for the survivor and children instead of outright to the survivor. The survivor can receive income and principal for health, education, maintenance and support, but the trust and all its growth are outside the survivor's estate, unlike a portability election, which freezes the unused exclusion.",
  benefitCalculation: {
    type: "percentage",
    formula: "shelteredAmountUsd × ((1 + growthRate)^survivorYears − 1) × 0.40",
    variables: ["shelteredAmountUsd", "growthRate", "survivorYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × survivorYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["irrevocable_at_first_death", "no_second_basis_step_up", "state_estate_tax_dependent"],
  sources: [
    "IRC §2010(c) (basic exclusion amount)",
    "IRC §2056(b)(1) (terminable interests outside the marital deduction)",
    "IRC §2041(b)(1)(A) (ascertainable standard is not a general power)",
    "IRC §2010(c)(4) (DSUE is not indexed and excludes growth)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("shelteredAmountUsd", "USD", "Amount placed in the bypass trust at the first death."),
    spec("growthRate", "rate", "Annual growth of the trust."),
    spec("survivorYears", "years", "Years the survivor lives after the first death."),
    spec("setupCostUsd", "USD", "Drafting of the bypass provisions in the estate plan."),
    spec("annualAdministrationUsd", "USD", "Trustee and trust tax return after the first death."),
  ],
  defaults: (f, tax) => {
    const value = Math.round(clamp(netWorthOf(f) / 2, 0, tax.basicExclusionAmount));
    return {
      shelteredAmountUsd: fixed(
        value,
        `half of net worth, at most one ${formatUsd(tax.basicExclusionAmount)} basic exclusion amount (${formatUsd(value)})`,
      ),
      growthRate: growthFor(f),
      survivorYears: survivorYearsDefault,
      setupCostUsd: fixed(5_000, "bypass provisions in the wills or revocable trusts, about $5,000"),
      annualAdministrationUsd: fixed(
        2_500,
        "trustee, Form 1041 and records after the first death, about $2,500 a year",
      ),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      appreciation(n(x, "shelteredAmountUsd"), n(x, "growthRate"), n(x, "survivorYears")) * tax.estateTaxRate,
  }),
  cost: (x) => setupAndAnnual(x, "survivorYears"),
  sensitivity: {
    variable: "survivorYears",
    mode: "add",
    spread: 6,
    description: "Survivor lives 6 / 12 / 18 more years",
  },
  eligibility: allOf(when.married, is.estateTaxExposure),
  timeline: "3–6 weeks to draft; funded at the first death",
  keyBenefits: [
    "Growth after the first death is outside the survivor's estate",
    "Uses state estate tax exemptions that portability cannot carry over",
    "Protects the children's inheritance from remarriage and creditors",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "children", "remarriage", "protect", "exemption"],
  explanation: {
    overview:
      "A bypass trust captures the first spouse's exclusion in a trust that the survivor can use but does not own. Portability alone carries over only a fixed dollar amount; the bypass trust shelters that amount and everything it earns until the survivor's death, and it works for state estate taxes that have no portability.",
    keyComponents: [
      "Formula clause funding the trust with the exclusion amount",
      "Survivor as beneficiary under an ascertainable standard",
      "Independent or co-trustee",
      "Remainder to children or GST-exempt trusts",
    ],
    steps: [
      step("Draft", "Add bypass provisions to the wills or revocable trusts, with a formula clause.", "Weeks 1–4", [
        "Wills or revocable trusts",
      ]),
      step("Balance titling", "Make sure each spouse owns enough in their own name to fund the trust.", "Weeks 4–6", [
        "Account retitling",
      ]),
      step(
        "Fund at the first death",
        "Executor funds the trust and files Form 706 if needed.",
        "Within 9 months of the first death",
        ["Form 706", "Asset valuations"],
      ),
      step("Administer", "Trustee invests and distributes under the standard.", "Annually", [
        "Form 1041",
        "Distribution records",
      ]),
    ],
    prerequisites: [
      "A married couple whose combined estate could face federal or state estate tax",
      "Assets titled so each spouse can fund a trust",
    ],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: [
      "Creditor protection for the survivor",
      "Guaranteed inheritance for children of a prior marriage",
    ],
    taxAdvantages: [
      "Growth excluded from the survivor's estate",
      "State exemption used at the first death",
      "GST exemption can be allocated to the trust",
    ],
    risks: [
      risk(
        "No second step-up",
        "Trust assets keep the first-death basis at the survivor's death.",
        "Give the trustee or a protector power to grant a general power of appointment when estate tax is not a concern.",
      ),
      risk(
        "Over-funding",
        "A formula tied to a large exclusion can leave the survivor too little outright.",
        "Cap the formula or use a disclaimer or Clayton design.",
      ),
    ],
    marketRisks: ["Growth below expectations reduces the saving"],
    regulatoryConsiderations: [
      "State estate tax exemptions differ from the federal exclusion",
      "Trust income taxed at compressed trust brackets unless distributed",
    ],
    liquidityConsiderations:
      "The survivor can receive distributions for health, education, maintenance and support, but not unlimited access.",
    alternatives: [
      {
        strategy: "portability-dsue-election",
        whyNotChosen: "Simpler and keeps a second step-up, but the carried-over exclusion does not grow.",
      },
      {
        strategy: "clayton-qtip-trust",
        whyNotChosen: "Lets the executor choose after death, at the cost of a Form 706 election.",
      },
    ],
    uniqueAdvantages: ["Shelters growth, not just a fixed amount"],
    successMetrics: [
      metric("Trust funded at the first death", "Exclusion amount captured", "At the first death"),
      metric("Survivor's projected estate tax", "Reduced", "Every 3 years"),
    ],
    qualitativeIndicators: ["Survivor comfortable with trust distributions"],
    warningSignals: [
      "Assets all held jointly, leaving nothing to fund the trust",
      "Formula outdated after a law change",
    ],
    reviewSchedule: "Review the estate plan every 3 years and after any change in the exclusion or state of residence.",
    exitStrategy:
      "Until the first death the plan can be changed; afterwards the trust is irrevocable but can be decanted where state law allows.",
  },
};

/**
 * Qualified terminable interest property (QTIP) trust. Minimum net worth 3,000,000.
 * Benefit: qtipAssetsUsd × redirectionRiskRatio (the inheritance protected).
 */
export const qtipTrust: StrategyDefinition = {
  id: "qtip-trust",
  name: "QTIP Marital Trust",
  category: "Estate Planning",
  description:
    "Assets left to a trust that pays the surviving spouse all income for life qualify for the marital deduction by election (§2056(b)(7)), yet the first spouse decides who receives the remainder. It defers estate tax to the second death while guaranteeing that children, often of a prior marriage, inherit.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "qtipAssetsUsd × redirectionRiskRatio",
    variables: ["qtipAssetsUsd", "redirectionRiskRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × survivorYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "Optional: life insurance for the children can give them an inheritance at the first death.",
  annuityComponent: "The surviving spouse receives all trust income at least annually for life.",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["qtip_election_form_706", "income_to_spouse_required", "section_2044_inclusion"],
  sources: [
    "IRC §2056(b)(7) (QTIP election)",
    "IRC §2044 (inclusion in the survivor's estate)",
    "IRC §2207A (recovery of estate tax from QTIP property)",
    "Treas. Reg. §20.2056(b)-7",
    "IRC §2519 (disposition of the income interest)",
  ],
  variables: [
    spec("qtipAssetsUsd", "USD", "Assets left to the QTIP trust."),
    spec(
      "redirectionRiskRatio",
      "ratio",
      "Chance an outright bequest to the spouse would not reach the first spouse's children.",
    ),
    spec("survivorYears", "years", "Years the survivor lives after the first death."),
    spec("setupCostUsd", "USD", "Drafting of the QTIP provisions."),
    spec("annualAdministrationUsd", "USD", "Trustee and trust tax return during the survivor's life."),
  ],
  defaults(f, tax) {
    const half = netWorthOf(f) / 2;
    const value = Math.round(Math.max(half - tax.basicExclusionAmount, half / 2));
    return {
      qtipAssetsUsd: fixed(
        value,
        `the first spouse's half of the estate above the exclusion, at least a quarter of net worth (${formatUsd(value)})`,
      ),
      redirectionRiskRatio: fixed(
        0.2,
        "20% chance that remarriage, a changed will or the survivor's creditors would divert an outright bequest",
      ),
      survivorYears: survivorYearsDefault,
      setupCostUsd: fixed(5_000, "QTIP provisions in the wills or revocable trusts, about $5,000"),
      annualAdministrationUsd: fixed(3_000, "trustee, income accounting and Form 1041, about $3,000 a year"),
    };
  },
  benefit: (x) => ({ protection: n(x, "qtipAssetsUsd") * clamp(n(x, "redirectionRiskRatio"), 0, 1) }),
  cost: (x) => setupAndAnnual(x, "survivorYears"),
  sensitivity: {
    variable: "redirectionRiskRatio",
    mode: "multiply",
    spread: 0.5,
    description: "Risk of redirection half / base / 1.5×",
  },
  eligibility: allOf(when.married, is.hasChildren),
  timeline: "3–6 weeks to draft; elected on Form 706 at the first death",
  keyBenefits: [
    "Marital deduction with control of the remainder",
    "Income for life to the survivor",
    "Partial elections fine-tune use of the exclusion",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["spouse", "children", "blended", "remarriage", "control", "protect"],
  explanation: {
    overview:
      "A QTIP trust lets the first spouse provide for the survivor without giving up the say over where the assets finally go. The executor elects the marital deduction so no estate tax is due at the first death; the survivor receives all income for life, and the trust passes to the children chosen by the first spouse.",
    keyComponents: [
      "Trust paying all income to the survivor at least annually",
      "No one can appoint principal to anyone but the survivor during life",
      "QTIP election on Form 706",
      "Remainder beneficiaries fixed by the first spouse",
    ],
    steps: [
      step(
        "Draft",
        "Add QTIP provisions to the estate plan, including the spouse's right to make property productive.",
        "Weeks 1–4",
        ["Wills or revocable trusts"],
      ),
      step(
        "Elect",
        "Executor elects QTIP (fully or partly) on Schedule M of Form 706.",
        "Within 9 months of the first death (15 with extension)",
        ["Form 706"],
      ),
      step("Administer", "Trustee pays all income to the survivor; principal only per the terms.", "Annually", [
        "Form 1041",
        "Income accounting",
      ]),
      step(
        "Second death",
        "QTIP property is included in the survivor's estate (§2044) and passes to the remainder beneficiaries; tax recovered under §2207A.",
        "At the survivor's death",
        ["Form 706 for the survivor"],
      ),
    ],
    prerequisites: [
      "A married couple",
      "Children, especially from a prior marriage, whose inheritance should be secured",
    ],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Spendthrift protection for the survivor", "Basis step-up at the survivor's death"],
    taxAdvantages: [
      "Marital deduction defers tax to the second death",
      "Partial QTIP elections use the exclusion precisely",
      "Reverse QTIP election can preserve GST exemption",
    ],
    risks: [
      risk(
        "Income-only access",
        "The survivor may find income alone too little.",
        "Allow principal for health and support from an independent trustee.",
      ),
      risk(
        "Family conflict",
        "Survivor and stepchildren may disagree on investments.",
        "Independent trustee and clear investment policy.",
      ),
      risk(
        "Missed election",
        "Without a timely election the marital deduction is lost.",
        "Calendar the Form 706 deadline; Rev. Proc. 2016-49 limits protective use.",
      ),
    ],
    marketRisks: ["Trust investments must balance income for the spouse with growth for the children"],
    regulatoryConsiderations: [
      "§2519: a gift of the income interest is a gift of the whole trust",
      "State QTIP elections for state estate taxes",
    ],
    liquidityConsiderations: "The survivor receives all income; principal is available only as the trust allows.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Shelters growth from the survivor's estate but pays no marital deduction above the exclusion.",
      },
      { strategy: "clayton-qtip-trust", whyNotChosen: "Adds flexibility to choose bypass treatment after death." },
    ],
    uniqueAdvantages: ["Control of the remainder with full tax deferral"],
    successMetrics: [
      metric("QTIP election made", "On time", "At the first death"),
      metric("Income paid to survivor", "At least annually", "Annually"),
    ],
    qualitativeIndicators: ["Survivor and children trust the trustee"],
    warningSignals: ["Unproductive assets in the trust", "Trustee favouring one side"],
    reviewSchedule: "Estate plan review every 3 years; trustee review each year after the first death.",
    exitStrategy:
      "Before the first death the plan can be changed; afterwards the trust runs until the survivor's death.",
  },
};

/**
 * Clayton QTIP: the executor decides after death between QTIP and bypass treatment.
 * Minimum net worth 5,000,000.
 * Benefit: max(A × ((1 + g)^n − 1) × 0.40, A × (1 + g)^n × unrealizedGainShare × capitalGainsTaxRate).
 */
export const claytonQtipTrust: StrategyDefinition = {
  id: "clayton-qtip-trust",
  name: "Clayton QTIP Trust",
  category: "Estate & Wealth Transfer",
  description:
    "A QTIP trust whose terms change if the executor does not make the QTIP election: the unelected share passes to a bypass-style trust. The choice between a marital deduction with a second basis step-up and a bypass trust that shelters growth is made after the first death, when the survivor's estate and the tax law are known.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "max(flexibleAssetsUsd × ((1 + growthRate)^years − 1) × 0.40, flexibleAssetsUsd × (1 + growthRate)^years × unrealizedGainShare × capitalGainsTaxRate)",
    variables: ["flexibleAssetsUsd", "growthRate", "years", "unrealizedGainShare", "capitalGainsTaxRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The surviving spouse receives all income of the QTIP share for life.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["qtip_election_form_706", "executor_discretion", "income_to_spouse_required"],
  sources: [
    "Estate of Clayton v. Commissioner, 976 F.2d 1486 (5th Cir. 1992)",
    "Treas. Reg. §20.2056(b)-7(d)(3)(i) (income interest contingent on the election)",
    "IRC §2056(b)(7)",
    "IRC §1014 (basis at the survivor's death)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("flexibleAssetsUsd", "USD", "Assets left to the Clayton trust."),
    spec("growthRate", "rate", "Annual growth of the trust."),
    spec("years", "years", "Years the survivor lives after the first death."),
    spec("unrealizedGainShare", "ratio", "Share of the value at the survivor's death that is unrealised gain."),
    spec("capitalGainsTaxRate", "rate", "Federal capital gains rate plus NIIT a second step-up avoids."),
    spec("setupCostUsd", "USD", "Drafting of the Clayton provisions."),
    spec("annualAdministrationUsd", "USD", "Trustee and trust tax return after the first death."),
  ],
  defaults(f, tax) {
    const value = Math.round(clamp(netWorthOf(f) / 2, 0, tax.basicExclusionAmount));
    const cg = capitalGainsRate(f, tax);
    return {
      flexibleAssetsUsd: fixed(
        value,
        `the first spouse's half of net worth, at most one basic exclusion amount (${formatUsd(value)})`,
      ),
      growthRate: growthFor(f),
      years: survivorYearsDefault,
      unrealizedGainShare: fixed(0.5, "half of the value at the survivor's death is unrealised gain"),
      capitalGainsTaxRate: fixed(cg, `${(cg * 100).toFixed(1)}% federal capital gains rate including NIIT`),
      setupCostUsd: fixed(6_000, "Clayton provisions in the estate plan, about $6,000"),
      annualAdministrationUsd: fixed(3_000, "trustee and Form 1041 after the first death, about $3,000 a year"),
    };
  },
  benefit(x, tax) {
    const value = n(x, "flexibleAssetsUsd");
    const factor = (1 + n(x, "growthRate")) ** n(x, "years");
    const bypass = value * (factor - 1) * tax.estateTaxRate;
    const basis = value * factor * clamp(n(x, "unrealizedGainShare"), 0, 1) * n(x, "capitalGainsTaxRate");
    return bypass >= basis ? { estateTaxSavings: Math.max(0, bypass) } : { taxSavings: Math.max(0, basis) };
  },
  cost: (x) => setupAndAnnual(x),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(
    when.married,
    {
      test: (f, t) => netWorthOf(f) <= householdExclusion(f, t) * 1.5,
      fits: (f, t) =>
        `At ${formatUsd(netWorthOf(f))} it is uncertain whether the survivor's estate will exceed the ${formatUsd(t.basicExclusionAmount)} exclusion, so deciding after death has value.`,
      fails: (f) =>
        `At ${formatUsd(netWorthOf(f))} the survivor's estate will clearly be taxable, so a mandatory bypass trust is the better design.`,
    },
    {
      test: (f) => f.hasLowBasisStock || f.hasInvestmentRealEstate || f.ownsBusiness,
      fits: "The couple holds appreciated assets for which a second basis step-up could matter.",
      fails: "The notes mention no appreciated assets, so the basis side of the Clayton choice adds little.",
    },
  ),
  timeline: "3–6 weeks to draft; decided on Form 706 at the first death",
  keyBenefits: [
    "Post-mortem choice between estate-tax shelter and a second step-up",
    "Executor decides with full knowledge of the law and values",
    "Survivor receives all income either way",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "flexib", "basis", "estate", "step-up", "uncertain"],
  explanation: {
    overview:
      "With a $15,000,000 exclusion, many couples cannot know today whether estate tax or capital gains tax will matter more at the second death. A Clayton QTIP leaves the decision to the executor: elect QTIP for the assets that should get a second step-up and be taxed in the survivor's modest estate, or leave the election unmade so they flow to a bypass trust that shelters growth.",
    keyComponents: [
      "QTIP trust with a Clayton clause",
      "Unelected share passes to a bypass trust (which may also pay the spouse)",
      "Executor independent of the survivor",
      "Form 706 election at the first death",
    ],
    steps: [
      step(
        "Draft",
        "Add Clayton provisions; name an independent executor to avoid a gift by the survivor.",
        "Weeks 1–4",
        ["Wills or revocable trusts"],
      ),
      step(
        "Analyse at the first death",
        "Project the survivor's estate and the basis of the assets.",
        "Months 1–6 after the first death",
        ["Valuations", "Basis records", "Projection"],
      ),
      step(
        "Elect",
        "Elect QTIP on all, part or none of the trust on Form 706.",
        "Within 9 months (15 with extension)",
        ["Form 706"],
      ),
      step("Administer", "Run the QTIP and bypass shares as elected.", "Annually", ["Form 1041"]),
    ],
    prerequisites: ["A married couple with a moderate or uncertain estate", "Appreciated assets"],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: ["Avoids over- or under-funding a bypass trust", "Adapts to future law changes"],
    taxAdvantages: [
      "Choice of marital deduction and step-up or growth shelter",
      "Partial elections for precise results",
      "Portability can be combined",
    ],
    risks: [
      risk(
        "Survivor as executor",
        "If the survivor decides, the choice may be a gift by the survivor.",
        "Appoint an independent executor or co-executor for the election.",
      ),
      risk(
        "Form 706 cost",
        "The election requires a full estate tax return.",
        "Budget for the return; it also elects portability.",
      ),
    ],
    marketRisks: ["Values can change between death and the election"],
    regulatoryConsiderations: [
      "Treas. Reg. §20.2056(b)-7(d)(3) governs contingent income interests",
      "State QTIP elections may differ",
    ],
    liquidityConsiderations:
      "The survivor receives income from the QTIP share and discretionary distributions from the bypass share.",
    alternatives: [
      {
        strategy: "disclaimer-trust",
        whyNotChosen:
          "Cheaper, but the survivor must disclaim within 9 months and cannot keep a power over the disclaimed assets.",
      },
      { strategy: "credit-shelter-trust", whyNotChosen: "Certain shelter of growth, but no second step-up." },
    ],
    uniqueAdvantages: ["Decision made by a fiduciary after death, not by the survivor"],
    successMetrics: [
      metric("Election made on time", "Yes", "At the first death"),
      metric("Combined estate and capital gains tax", "Lower than either fixed design", "At the second death"),
    ],
    qualitativeIndicators: ["Executor and survivor aligned on the analysis"],
    warningSignals: ["No independent executor named", "Form 706 deadline missed"],
    reviewSchedule: "Estate plan review every 3 years and after changes in the law.",
    exitStrategy: "Before the first death the plan can be revised; afterwards the executor's election decides.",
  },
};

/**
 * Portability of the deceased spouse's unused exclusion (DSUE). Minimum net worth 2,000,000.
 * Benefit: min(dsueUsd, max(0, survivorEstateUsd × (1 + g)^n − survivorExclusionUsd)) × 0.40.
 */
export const portabilityDsueElection: StrategyDefinition = {
  id: "portability-dsue-election",
  name: "Portability (DSUE) Election",
  category: "Estate & Wealth Transfer",
  description:
    "When the first spouse dies, the executor files a timely estate tax return to pass that spouse's unused exclusion to the survivor (§2010(c)(4)–(5)). The survivor's own exclusion plus the DSUE shelter the estate at the second death; assets passing outright also get a second basis step-up.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(dsueUsd, max(0, survivorEstateUsd × (1 + growthRate)^years − survivorExclusionUsd)) × 0.40",
    variables: ["dsueUsd", "survivorEstateUsd", "growthRate", "years", "survivorExclusionUsd"],
  },
  costCalculation: { type: "one_time", formula: "returnPreparationUsd", variables: ["returnPreparationUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_706_required", "filing_deadline", "dsue_not_indexed", "remarriage_risk"],
  sources: [
    "IRC §2010(c)(2)(B), (c)(4), (c)(5)(A) (DSUE and election)",
    "Treas. Reg. §20.2010-2 (election and computation)",
    "Rev. Proc. 2022-32 (simplified late election within 5 years)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("dsueUsd", "USD", "Deceased spouse's unused exclusion carried to the survivor."),
    spec("survivorEstateUsd", "USD", "Survivor's estate after the first death."),
    spec("growthRate", "rate", "Annual growth of the survivor's estate."),
    spec("years", "years", "Years until the survivor's death."),
    spec("survivorExclusionUsd", "USD", "The survivor's own basic exclusion amount."),
    spec("returnPreparationUsd", "USD", "Form 706 preparation and valuations."),
  ],
  defaults: (f, tax) => ({
    dsueUsd: fixed(
      tax.basicExclusionAmount,
      `the first spouse's full ${formatUsd(tax.basicExclusionAmount)} exclusion, unused because the estate passes to the survivor`,
    ),
    survivorEstateUsd: fixed(
      netWorthOf(f),
      `the couple's ${formatUsd(netWorthOf(f))} net worth passes to the survivor`,
    ),
    growthRate: growthFor(f),
    years: yearsToAge(f, 92, 5, 45, "the survivor's planning life expectancy"),
    survivorExclusionUsd: fixed(
      tax.basicExclusionAmount,
      `the survivor's own ${formatUsd(tax.basicExclusionAmount)} exclusion (later indexing not counted)`,
    ),
    returnPreparationUsd: fixed(15_000, "Form 706 prepared for portability with estimated values, about $15,000"),
  }),
  benefit(x, tax) {
    const estate = n(x, "survivorEstateUsd") * (1 + n(x, "growthRate")) ** n(x, "years");
    const taxable = Math.max(0, estate - n(x, "survivorExclusionUsd"));
    return { estateTaxSavings: Math.min(n(x, "dsueUsd"), taxable) * tax.estateTaxRate };
  },
  cost: (x) => ({ setup: n(x, "returnPreparationUsd"), annual: 0, years: n(x, "years") }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(is.marriedOrWidowed, {
    test: (f, t) => netWorthOf(f) > t.basicExclusionAmount / 3,
    fits: (f, t) =>
      `At ${formatUsd(netWorthOf(f))}, growth over the survivor's lifetime could take the estate past one ${formatUsd(t.basicExclusionAmount)} exclusion.`,
    fails: (_f, t) =>
      `The estate is so far below the ${formatUsd(t.basicExclusionAmount)} exclusion that the survivor is unlikely ever to need the late spouse's exclusion.`,
  }),
  timeline: "Form 706 due 9 months after the first death (15 with extension; up to 5 years under Rev. Proc. 2022-32)",
  keyBenefits: [
    "Doubles the exclusion available at the second death",
    "Keeps a second basis step-up on assets left outright",
    "Low cost relative to the tax protected",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "exemption", "widow", "simple"],
  explanation: {
    overview:
      "Portability lets a surviving spouse use the late spouse's unused exclusion. It only happens if the first spouse's executor files an estate tax return electing it, even when no tax is due. For a couple whose combined estate might one day exceed one exclusion, the election is cheap insurance.",
    keyComponents: [
      "Timely Form 706 filed by the first spouse's executor",
      "DSUE computation on the return",
      "Survivor's gifts use DSUE first",
      "Records kept for the survivor's estate",
    ],
    steps: [
      step(
        "Value the first estate",
        "Gather date-of-death values (estimates allowed for marital and charitable assets).",
        "Months 1–6 after the death",
        ["Asset statements", "Appraisals as needed"],
      ),
      step("File Form 706", "Elect portability and compute the DSUE.", "Within 9 months (15 with extension)", [
        "Form 706",
      ]),
      step(
        "Use the DSUE",
        "The survivor may make lifetime gifts that use the DSUE first.",
        "Any time after the election",
        ["Form 709"],
      ),
    ],
    prerequisites: ["A married couple or a recent widow(er)", "First spouse's estate leaves exclusion unused"],
    professionals: ["Estate planning attorney", "CPA experienced with Form 706", "Appraiser"],
    secondaryBenefits: [
      "Second basis step-up on assets the survivor owns outright",
      "Simpler than trusts at the first death",
    ],
    taxAdvantages: [
      "Survivor's exclusion plus DSUE shelter the second estate",
      "DSUE gifts during the survivor's life",
    ],
    risks: [
      risk(
        "Missed deadline",
        "Without a timely return the DSUE is lost.",
        "File even when no tax is due; Rev. Proc. 2022-32 relief within 5 years.",
      ),
      risk(
        "Remarriage",
        "The DSUE is from the last deceased spouse; a new spouse dying first can replace it.",
        "Use the DSUE through gifts soon after the election.",
      ),
      risk(
        "No growth sheltered",
        "The DSUE is a fixed amount and not indexed.",
        "Combine with a credit shelter or Clayton trust for large estates.",
      ),
    ],
    marketRisks: ["Strong growth can push the survivor's estate above both exclusions"],
    regulatoryConsiderations: [
      "The IRS may examine the first return while the DSUE is used",
      "Most state estate taxes do not allow portability",
    ],
    liquidityConsiderations: "No assets are tied up; the survivor keeps full ownership.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Shelters growth and state exemptions but loses the second step-up.",
      },
      { strategy: "disclaimer-trust", whyNotChosen: "Lets the survivor choose a bypass trust for part of the estate." },
    ],
    uniqueAdvantages: ["Simplest way to use both spouses' exclusions"],
    successMetrics: [
      metric("Election filed", "Within the deadline", "At the first death"),
      metric("DSUE preserved", "Not lost through remarriage", "Every 3 years"),
    ],
    qualitativeIndicators: ["Survivor understands the DSUE amount"],
    warningSignals: ["Executor believes no return is needed", "Remarriage without planning"],
    reviewSchedule: "At the first death; then every 3 years with the survivor's estate plan.",
    exitStrategy: "The election is irrevocable once the deadline passes; the DSUE can be used by gifts or at death.",
  },
};

/**
 * Disclaimer trust. Minimum net worth 2,000,000.
 * Benefit: disclaimedAmountUsd × ((1 + g)^survivorYears − 1) × 0.40 × estateTaxExposureRatio.
 */
export const disclaimerTrust: StrategyDefinition = {
  id: "disclaimer-trust",
  name: "Disclaimer Trust Plan",
  category: "Estate & Wealth Transfer",
  description:
    "Everything passes outright to the surviving spouse, but anything the spouse disclaims within nine months (§2518) goes into a bypass trust for the spouse and children. The survivor decides after the first death how much to shelter, based on the estate's size and the law at that time.",
  benefitCalculation: {
    type: "percentage",
    formula: "disclaimedAmountUsd × ((1 + growthRate)^survivorYears − 1) × 0.40 × estateTaxExposureRatio",
    variables: ["disclaimedAmountUsd", "growthRate", "survivorYears", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × survivorYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "Life insurance proceeds payable to the spouse can also be disclaimed into the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["nine_month_disclaimer_deadline", "no_acceptance_of_benefits", "qualified_disclaimer_rules"],
  sources: [
    "IRC §2518 (qualified disclaimers)",
    "Treas. Reg. §25.2518-2(c)(3), (e)(2) (deadline; spouse may benefit from the disclaimed property)",
    "IRC §2046",
    "IRC §2001(c)",
  ],
  variables: [
    spec("disclaimedAmountUsd", "USD", "Amount the survivor is expected to disclaim into the trust."),
    spec("growthRate", "rate", "Annual growth of the trust."),
    spec("survivorYears", "years", "Years the survivor lives after the first death."),
    spec(
      "estateTaxExposureRatio",
      "ratio",
      "Share of the sheltered growth that would otherwise face federal estate tax.",
    ),
    spec("setupCostUsd", "USD", "Drafting of the disclaimer provisions."),
    spec("annualAdministrationUsd", "USD", "Trustee and tax return after a disclaimer."),
  ],
  defaults(f, tax) {
    const value = Math.round(clamp(netWorthOf(f) / 2, 0, tax.basicExclusionAmount) * 0.5);
    return {
      disclaimedAmountUsd: fixed(
        value,
        `half of what a bypass trust could hold: the survivor keeps the rest outright (${formatUsd(value)})`,
      ),
      growthRate: growthFor(f),
      survivorYears: survivorYearsDefault,
      estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
      setupCostUsd: fixed(3_000, "disclaimer provisions in the wills or revocable trusts, about $3,000"),
      annualAdministrationUsd: fixed(2_000, "trustee and Form 1041 if a disclaimer is made, about $2,000 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      appreciation(n(x, "disclaimedAmountUsd"), n(x, "growthRate"), n(x, "survivorYears")) *
      tax.estateTaxRate *
      clamp(n(x, "estateTaxExposureRatio"), 0, 1),
  }),
  cost: (x) => setupAndAnnual(x, "survivorYears"),
  sensitivity: {
    variable: "disclaimedAmountUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Amount disclaimed half / base / 1.5×",
  },
  eligibility: allOf(when.married, {
    test: (f, t) => netWorthOf(f) <= householdExclusion(f, t),
    fits: (f, t) =>
      `At ${formatUsd(netWorthOf(f))} the couple is within two ${formatUsd(t.basicExclusionAmount)} exclusions, so whether to shelter assets is best decided at the first death.`,
    fails: (f) =>
      `At ${formatUsd(netWorthOf(f))} the estate is large enough that a mandatory credit shelter or Clayton trust is safer than relying on a disclaimer.`,
  }),
  timeline: "2–4 weeks to draft; disclaimer within 9 months of the first death",
  keyBenefits: [
    "Simple outright plan with a built-in option to shelter",
    "Decision made with full knowledge at the first death",
    "Low cost",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "simple", "flexib", "estate", "exemption"],
  explanation: {
    overview:
      "A disclaimer plan keeps things simple: the survivor inherits outright. If, at the first death, sheltering assets from the survivor's estate makes sense (a large estate, a state estate tax, a change in law), the survivor disclaims part, and that part goes to a bypass trust that still benefits the survivor.",
    keyComponents: [
      "Outright bequest to the spouse",
      "Disclaimer trust receiving disclaimed assets",
      "Spouse may stay a beneficiary of the trust (no power to direct it)",
      "Nine-month deadline",
    ],
    steps: [
      step("Draft", "Add the disclaimer trust to the wills or revocable trusts.", "Weeks 1–3", [
        "Estate plan documents",
      ]),
      step(
        "Review at the first death",
        "Project the survivor's estate and state tax; decide how much to disclaim.",
        "Months 1–6 after the death",
        ["Valuations", "Projection"],
      ),
      step("Disclaim", "Deliver a written, irrevocable disclaimer before accepting any benefit.", "Within 9 months", [
        "Written disclaimer",
        "Delivery to the executor",
      ]),
      step("Fund and administer", "Executor funds the trust; trustee administers it.", "After the disclaimer", [
        "Trust accounts",
        "Form 1041",
      ]),
    ],
    prerequisites: ["A married couple with a moderate estate", "A survivor willing to make the decision"],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: [
      "Works for life insurance and retirement accounts too",
      "Can be combined with portability for the rest",
    ],
    taxAdvantages: ["Disclaimed assets and growth outside the survivor's estate", "Uses state exemptions where needed"],
    risks: [
      risk(
        "Acceptance of benefits",
        "Using the assets before disclaiming bars the disclaimer.",
        "Advise the survivor immediately after the first death.",
      ),
      risk(
        "Survivor does not disclaim",
        "Grief or a wish for control can mean no disclaimer.",
        "Use a Clayton QTIP so an executor makes the choice.",
      ),
      risk(
        "Limited powers",
        "The survivor cannot keep a power to direct the disclaimed assets.",
        "Draft the trust without such powers for the spouse.",
      ),
    ],
    marketRisks: ["Values can change during the nine-month window"],
    regulatoryConsiderations: [
      "Disclaimers must meet §2518 and state law",
      "Partial disclaimers must be of a severable share",
    ],
    liquidityConsiderations: "The survivor keeps full access to assets not disclaimed and can benefit from the trust.",
    alternatives: [
      {
        strategy: "clayton-qtip-trust",
        whyNotChosen: "An executor decides instead of the survivor, with a QTIP income interest.",
      },
      {
        strategy: "portability-dsue-election",
        whyNotChosen: "Simpler still, but shelters no growth and no state exemption.",
      },
    ],
    uniqueAdvantages: ["Flexibility at almost no drafting cost"],
    successMetrics: [
      metric("Decision made in time", "Before the 9-month deadline", "At the first death"),
      metric("Survivor's estate tax", "Minimised", "At the second death"),
    ],
    qualitativeIndicators: ["Survivor understands the option"],
    warningSignals: ["Survivor uses inherited assets before deciding"],
    reviewSchedule: "Estate plan review every 3 years; immediate advice at the first death.",
    exitStrategy:
      "If no disclaimer is made the plan works as an outright bequest; the trust is only created when needed.",
  },
};

/**
 * Reverse QTIP election to use the first spouse's GST exemption. Minimum net worth 20,000,000.
 * Benefit: min(qtipAssetsUsd, unusedGstExemptionUsd) × (1 + g)^n × 0.40.
 */
export const reverseQtipElection: StrategyDefinition = {
  id: "reverse-qtip-election",
  name: "Reverse QTIP Election for GST Exemption",
  category: "Advanced Wealth Transfer",
  description:
    "GST exemption is not portable. When the first spouse's estate goes to a QTIP trust, the executor can elect under §2652(a)(3) to treat the first spouse as the transferor of that trust for GST purposes, so the first spouse's GST exemption can be allocated to it instead of being wasted.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(qtipAssetsUsd, unusedGstExemptionUsd) × (1 + growthRate)^years × 0.40",
    variables: ["qtipAssetsUsd", "unusedGstExemptionUsd", "growthRate", "years"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The surviving spouse still receives all income of the QTIP trust for life.",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["form_706_schedule_r", "gst_exemption_allocation", "separate_trust_division"],
  sources: [
    "IRC §2652(a)(3) (reverse QTIP election)",
    "Treas. Reg. §26.2652-2 (all-or-nothing election; division into separate trusts)",
    "IRC §2631(c) (GST exemption, not portable)",
    "IRC §2641 (applicable rate: the maximum estate tax rate)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("qtipAssetsUsd", "USD", "Assets in the QTIP trust at the first death."),
    spec("unusedGstExemptionUsd", "USD", "First spouse's GST exemption not otherwise allocated."),
    spec("growthRate", "rate", "Annual growth of the exempt trust, after income paid to the survivor."),
    spec("years", "years", "Years until the trust passes to grandchildren (a generation-skipping transfer)."),
    spec("setupCostUsd", "USD", "Drafting for separate exempt and non-exempt QTIPs and Form 706 Schedule R."),
  ],
  defaults(f, tax) {
    const years = clamp(yearsToEstate(f).value + 25, 20, 60);
    const value = Math.round(netWorthOf(f) / 2);
    return {
      qtipAssetsUsd: fixed(value, `the first spouse's half of net worth, left to a QTIP trust (${formatUsd(value)})`),
      unusedGstExemptionUsd: fixed(
        tax.gstExemption,
        `the first spouse's full ${formatUsd(tax.gstExemption)} GST exemption, since everything passes to the QTIP`,
      ),
      growthRate: fixed(0.03, "3% a year after the income paid to the surviving spouse"),
      years: fixed(
        years,
        `${years} years: to the first death, then the children's generation, before the trust reaches grandchildren`,
      ),
      setupCostUsd: fixed(
        10_000,
        "drafting to split exempt and non-exempt QTIPs, and Schedule R of Form 706, about $10,000",
      ),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      Math.min(n(x, "qtipAssetsUsd"), n(x, "unusedGstExemptionUsd")) *
      (1 + n(x, "growthRate")) ** n(x, "years") *
      tax.estateTaxRate,
  }),
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: 0, years: n(x, "years") }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 1% / 3% / 5% a year" },
  eligibility: allOf(when.married, when.hasDescendants, {
    test: (f, t) => isMarried(f) && netWorthOf(f) > t.basicExclusionAmount,
    fits: (f, t) =>
      `At ${formatUsd(netWorthOf(f))} the couple is above one ${formatUsd(t.basicExclusionAmount)} exclusion, so a portability or state-tax-driven plan will leave much of the first spouse's share in a QTIP trust, where only this election can use that spouse's GST exemption.`,
    fails: (_f, t) =>
      `The estate is within one ${formatUsd(t.basicExclusionAmount)} exclusion, so there is little for the first spouse's GST exemption to shelter.`,
  }),
  timeline: "Drafted with the estate plan; elected on Form 706 at the first death",
  keyBenefits: [
    "Saves the first spouse's GST exemption",
    "Keeps the QTIP's marital deduction and income to the survivor",
    "Enables a multi-generational trust after the second death",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "dynasty", "generation", "gst", "spouse", "legacy"],
  explanation: {
    overview:
      "Portability carries over the estate exclusion but not the GST exemption. If everything goes to a QTIP trust at the first death, the first spouse's GST exemption would be wasted. The reverse QTIP election keeps the first spouse as the GST transferor of the QTIP, so that exemption can be allocated and the trust can later continue for grandchildren free of GST tax.",
    keyComponents: [
      "QTIP trust split into a GST-exempt and a non-exempt share",
      "QTIP election (Schedule M) and reverse QTIP election (Schedule R)",
      "Allocation of the first spouse's GST exemption",
      "Continuing trusts for descendants after the survivor's death",
    ],
    steps: [
      step("Draft", "Authorise the executor to divide the QTIP into exempt and non-exempt trusts.", "Weeks 1–4", [
        "Estate plan documents",
      ]),
      step(
        "Divide at the first death",
        "Split the QTIP so the exempt share equals the available GST exemption.",
        "Within 9 months of the first death",
        ["Valuations", "Division document"],
      ),
      step(
        "Elect",
        "Make the QTIP and reverse QTIP elections and allocate GST exemption on Form 706.",
        "With the Form 706",
        ["Form 706 Schedules M and R"],
      ),
      step("Administer", "Keep the exempt trust separate; distribute from the non-exempt trust first.", "Annually", [
        "Separate accounts",
        "Form 1041",
      ]),
    ],
    prerequisites: [
      "A married couple with a large estate",
      "An estate plan leaving the first spouse's assets in a QTIP",
    ],
    professionals: ["Estate planning attorney", "CPA experienced with Form 706 and GST", "Trustee"],
    secondaryBenefits: [
      "Works with a portability-based plan",
      "The survivor's own GST exemption stays available for other trusts",
    ],
    taxAdvantages: [
      "First spouse's GST exemption used",
      "Inclusion ratio of zero for the exempt QTIP",
      "Marital deduction preserved",
    ],
    risks: [
      risk(
        "All-or-nothing election",
        "The election applies to a whole trust.",
        "Divide the QTIP into separate exempt and non-exempt trusts first.",
      ),
      risk(
        "§2207A tax recovery",
        "Recovering estate tax from an exempt trust wastes exemption.",
        "Waive recovery against the exempt trust in the survivor's will.",
      ),
    ],
    marketRisks: ["Lower growth reduces the future value sheltered"],
    regulatoryConsiderations: [
      "Rev. Proc. 2004-47 relief for missed reverse QTIP elections in limited cases",
      "State law must permit the division",
    ],
    liquidityConsiderations: "The survivor still receives all income of both QTIP shares.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Uses GST exemption directly at the first death but gives up the marital deduction on its share.",
      },
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "Lifetime allocation to trusts already funded; the reverse QTIP handles the first death.",
      },
    ],
    uniqueAdvantages: ["Only way to use a first spouse's GST exemption in a QTIP"],
    successMetrics: [
      metric("GST exemption used", "First spouse's full exemption allocated", "At the first death"),
      metric("Inclusion ratio", "Zero for the exempt trust", "At the first death"),
    ],
    qualitativeIndicators: ["Family has a long-term trust plan for grandchildren"],
    warningSignals: ["QTIP not divided before the election", "Distributions taken from the exempt share first"],
    reviewSchedule: "Estate plan review every 3 years; GST review at the first death.",
    exitStrategy: "The election is made once on Form 706 and is irrevocable; the trusts then run under their terms.",
  },
};

/** The marital strategies, in catalogue order. */
export const MARITAL_STRATEGIES: readonly StrategyDefinition[] = [
  creditShelterTrust,
  qtipTrust,
  claytonQtipTrust,
  portabilityDsueElection,
  disclaimerTrust,
  reverseQtipElection,
];
