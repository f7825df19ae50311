import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  COMMUNITY_PROPERTY_STATES,
  effectiveSaltCap,
  entityLabel,
  fixed,
  investableAssets,
  netWorthOf,
  STATE_TOP_INCOME_TAX_RATE,
  stateIn,
  stateIncomeTaxRate,
  taxingState,
  UNLIMITED_HOMESTEAD_STATES,
  yearsUntil,
} from "./shared.ts";

/** State tax and state-law strategies: domicile, ING trusts, PTET, homestead and community property trusts. */

/** States that tax an incomplete-gift non-grantor trust's income to the grantor anyway. */
const ING_BLOCKING_STATES = ["CA", "NY"] as const;

/**
 * Change of state residency and domicile. Minimum net worth 5,000,000.
 * Benefit: state income tax avoided, net of the federal SALT deduction lost, plus state tax on a
 * planned gain realised after the move.
 */
export const changeOfStateDomicile: StrategyDefinition = {
  id: "state-residency-change",
  name: "Change of State Residency and Domicile",
  category: "State Tax Strategy",
  description:
    "A client in a high-tax state establishes domicile in a state without income tax (Florida, Texas, Nevada, Tennessee, Washington for wages, and others) and stops being a statutory resident of the old state, ideally before a business sale or other large gain. Pensions and IRA distributions cannot be taxed by the former state (4 U.S.C. §114).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(annualIncomeUsd × stateIncomeTaxRate − min(annualIncomeUsd × stateIncomeTaxRate, SALT cap) × federalMarginalRate) × years + plannedGainUsd × stateIncomeTaxRate",
    variables: ["annualIncomeUsd", "stateIncomeTaxRate", "federalMarginalRate", "years", "plannedGainUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "movingCostUsd + annualDocumentationUsd × years",
    variables: ["movingCostUsd", "annualDocumentationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["residency_audit_risk", "source_income_still_taxed", "day_count_records_required"],
  sources: [
    "N.Y. Tax Law §605(b)(1) (domicile and 183-day statutory residency)",
    "Cal. Rev. & Tax. Code §§17014, 17016 (residency presumptions)",
    "Fla. Stat. §222.17 (declaration of domicile)",
    "4 U.S.C. §114 (no state tax on nonresidents' retirement income)",
    "IRC §164(b)(6), (7) as amended by Pub. L. 119-21 §70120 (SALT cap)",
    "Matter of Gaied v. N.Y. State Tax Appeals Tribunal, 22 N.Y.3d 592 (2014)",
  ],
  variables: [
    { name: "annualIncomeUsd", unit: "USD", description: "Household income taxed by the current state a year." },
    { name: "stateIncomeTaxRate", unit: "rate", description: "Current state's top income tax rate." },
    { name: "federalMarginalRate", unit: "rate", description: "Federal rate on the state tax deduction lost." },
    { name: "years", unit: "years", description: "Years of residence in the new state." },
    { name: "plannedGainUsd", unit: "USD", description: "Large gain expected after the move (business sale)." },
    { name: "movingCostUsd", unit: "USD", description: "Legal work and establishing the new domicile." },
    { name: "annualDocumentationUsd", unit: "USD", description: "Day tracking and residency records a year." },
  ],
  defaults(facts, tax) {
    const income = facts.annualIncomeUsd ?? 500_000;
    const gain = facts.expectsLiquidityEvent
      ? Math.round((facts.businessValueUsd ?? netWorthOf(facts) * 0.5) * 0.9)
      : 0;
    const marginal = marginalOrdinaryRate(facts, tax);
    return {
      annualIncomeUsd: {
        value: income,
        assumption:
          facts.annualIncomeUsd !== null
            ? `stated income of ${formatUsd(income)}`
            : "income not stated; $500,000 assumed",
      },
      stateIncomeTaxRate: stateIncomeTaxRate(facts),
      federalMarginalRate: { value: marginal, assumption: `federal marginal rate ${Math.round(marginal * 100)}%` },
      years: fixed(10, "10 years in the new state"),
      plannedGainUsd: {
        value: gain,
        assumption: facts.expectsLiquidityEvent
          ? `a liquidity event with gain about 90% of the business value (${formatUsd(gain)}), realised after the move`
          : "no large sale expected",
      },
      movingCostUsd: fixed(
        25_000,
        "legal advice, filings and establishing the new home base, about $25,000 (excluding the home itself)",
      ),
      annualDocumentationUsd: fixed(5_000, "day-count tracking and records, about $5,000 a year"),
    };
  },
  benefit: (v, tax) => {
    const stateTax = (v.annualIncomeUsd ?? 0) * (v.stateIncomeTaxRate ?? 0);
    const deductionLost =
      Math.min(stateTax, effectiveSaltCap(v.annualIncomeUsd ?? 0, tax)) * (v.federalMarginalRate ?? 0);
    return {
      taxSavings:
        Math.max(0, stateTax - deductionLost) * (v.years ?? 0) + (v.plannedGainUsd ?? 0) * (v.stateIncomeTaxRate ?? 0),
    };
  },
  cost: (v) => ({ setup: v.movingCostUsd ?? 0, annual: v.annualDocumentationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "annualIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Income 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => taxingState(f, 0.05),
      fits: (f) =>
        `${f.state} taxes income at up to ${((STATE_TOP_INCOME_TAX_RATE[f.state ?? ""] ?? 0) * 100).toFixed(2)}%, so a move to a no-income-tax state saves materially.`,
      fails: (f) =>
        f.state === null
          ? "The notes do not state the client's state, so the saving from moving cannot be confirmed."
          : `${f.state} taxes income lightly or not at all, so moving would save little.`,
    },
    {
      test: (f) => (f.annualIncomeUsd ?? 0) >= 300_000 || f.expectsLiquidityEvent,
      fits: (f) =>
        f.expectsLiquidityEvent
          ? "A liquidity event is expected, and moving before it can avoid state tax on the gain."
          : "Income is high enough for the state tax saving to justify a move.",
      fails: "The move pays off with income of $300,000 or more or a coming sale, neither of which the notes show.",
    },
  ),
  timeline: "6–18 months (a full tax year of changed ties is best)",
  keyBenefits: [
    "Eliminates state income tax on wages, investments and future gains",
    "Retirement income protected from the former state",
    "Often also avoids a state estate tax",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["move", "relocate", "retire", "florida", "texas", "state tax", "sale"],
  explanation: {
    overview:
      "State income tax at 9–13% is often the largest tax a high earner can legally eliminate. Changing domicile requires moving the centre of life, not just an address: high-tax states audit departures and apply both a domicile test and a 183-day statutory-residency test.",
    keyComponents: [
      "New permanent home and declaration of domicile",
      "Fewer than 183 days and no permanent place of abode in the old state (or a clean break)",
      "Moving 'near and dear' items, doctors, memberships, voting and licences",
      "Timing the move before a planned sale",
    ],
    steps: [
      {
        title: "Residency plan",
        description: "Map the old state's domicile and statutory-residency tests and the client's ties.",
        timeline: "Months 1–2",
        requirements: ["Calendar of days", "List of homes and ties"],
      },
      {
        title: "Establish the new domicile",
        description:
          "Buy or lease the new home, file the declaration of domicile, move licences, voting and key advisers.",
        timeline: "Months 2–6",
        requirements: ["Deed or lease", "Declaration of domicile", "Driver's licence and voter registration"],
      },
      {
        title: "Cut old ties",
        description: "Sell or rent out the old home or limit its use; track every day.",
        timeline: "Months 3–12",
        requirements: ["Day-count app or log", "Credit-card and phone records"],
      },
      {
        title: "File part-year returns",
        description: "File a part-year resident return in the old state and keep evidence for an audit.",
        timeline: "Following April",
        requirements: ["Part-year returns", "Residency file"],
      },
    ],
    prerequisites: ["Willingness to relocate the centre of family and business life"],
    professionals: ["State tax attorney", "CPA", "Real estate agent"],
    secondaryBenefits: ["May avoid a state estate tax", "Homestead protection in Florida or Texas"],
    taxAdvantages: [
      "No state tax on investment income or gains after the move",
      "4 U.S.C. §114 bars the old state from taxing pensions and IRA distributions",
    ],
    risks: [
      {
        risk: "Residency audit",
        description: "The old state may argue the client never left (domicile) or spent 183 days there.",
        mitigation: "Contemporaneous day records and a genuine shift of ties.",
      },
      {
        risk: "Source income",
        description: "Income from work, real estate or businesses in the old state stays taxable there.",
        mitigation: "Plan deferred compensation, options and pass-through income sourcing before moving.",
      },
    ],
    marketRisks: ["Housing costs in the new state"],
    regulatoryConsiderations: ["California and New York pursue former residents on sales shortly after a move"],
    liquidityConsiderations: "A second home may be needed before the old one is sold.",
    alternatives: [
      {
        strategy: "incomplete-gift-non-grantor-trust",
        whyNotChosen: "Avoids state tax on trust assets without moving, but not on wages.",
      },
      {
        strategy: "pass-through-entity-tax-election",
        whyNotChosen: "Recovers the federal deduction for state tax but does not remove it.",
      },
    ],
    uniqueAdvantages: ["Removes state tax on all income, not just one asset"],
    successMetrics: [
      { metric: "Days in the old state", target: "Under 183 with margin", measurementFrequency: "Monthly" },
      {
        metric: "State tax paid",
        target: "None to the old state on non-source income",
        measurementFrequency: "Annually",
      },
    ],
    qualitativeIndicators: ["Family life, doctors and community are in the new state"],
    warningSignals: ["Keeping the old home available all year", "Children still in school in the old state"],
    reviewSchedule: "Monthly day-count check in the first 3 years; annual residency review.",
    exitStrategy: "Moving back restores residency prospectively; no unwinding of taxes already saved.",
  },
};

/**
 * Incomplete-gift non-grantor (ING) trust. Minimum net worth 10,000,000.
 * Benefit: state tax on trust income and a planned gain avoided.
 */
export const incompleteGiftNonGrantorTrust: StrategyDefinition = {
  id: "incomplete-gift-non-grantor-trust",
  name: "Incomplete-Gift Non-Grantor Trust (ING) for State Income Tax",
  category: "State Tax Strategy",
  description:
    "The client transfers appreciated or income-producing assets to a Nevada, Delaware or South Dakota trust that is a separate, non-grantor taxpayer (distributions need the consent of adverse family members) while the gift is incomplete (the client keeps a testamentary power). The trust's accumulated income and gains escape the home state's income tax; California and New York treat INGs as grantor trusts.",
  benefitCalculation: {
    type: "percentage",
    formula: "(annualTrustIncomeUsd × years + plannedCapitalGainUsd) × stateIncomeTaxRate",
    variables: ["annualTrustIncomeUsd", "years", "plannedCapitalGainUsd", "stateIncomeTaxRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeCostUsd × years",
    variables: ["setupCostUsd", "annualTrusteeCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "state_law_dependent",
    "irs_no_rule_area",
    "compressed_trust_brackets",
    "gift_tax_return_required",
  ],
  sources: [
    "IRC §§671–677 and §672(a) (adverse parties; non-grantor status)",
    "Treas. Reg. §25.2511-2(b), (c) (incomplete gifts through retained powers)",
    "PLRs 201310002–201310006 and later ING rulings",
    "Cal. Rev. & Tax. Code §17082 (ING income taxed to California grantors from 2023)",
    "N.Y. Tax Law §612(b)(41) (New York ING add-back)",
    "North Carolina Dept. of Revenue v. Kaestner 1992 Family Trust, 588 U.S. 262 (2019)",
  ],
  variables: [
    { name: "annualTrustIncomeUsd", unit: "USD", description: "Income accumulated in the trust a year." },
    { name: "years", unit: "years", description: "Years the trust operates." },
    { name: "plannedCapitalGainUsd", unit: "USD", description: "Gain the trust realises on a planned sale." },
    { name: "stateIncomeTaxRate", unit: "rate", description: "Home state's top income tax rate." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, distribution committee and funding." },
    { name: "annualTrusteeCostUsd", unit: "USD", description: "Out-of-state trustee and returns a year." },
  ],
  defaults(facts) {
    const funded = Math.round(clamp(investableAssets(facts) * 0.4, 1_000_000, 50_000_000));
    const appreciated = facts.expectsLiquidityEvent || facts.hasConcentratedStock || facts.hasLowBasisStock;
    const gain = appreciated
      ? Math.round((facts.expectsLiquidityEvent ? (facts.businessValueUsd ?? netWorthOf(facts) * 0.3) : funded) * 0.7)
      : 0;
    return {
      annualTrustIncomeUsd: {
        value: Math.round(funded * 0.04),
        assumption: `4% a year on ${formatUsd(funded)} moved to the trust (40% of investable assets)`,
      },
      years: fixed(10, "10 years"),
      plannedCapitalGainUsd: {
        value: gain,
        assumption: appreciated
          ? `gain on appreciated stock or a business sale realised inside the trust, about 70% of its value (${formatUsd(gain)})`
          : "no large planned sale",
      },
      stateIncomeTaxRate: stateIncomeTaxRate(facts),
      setupCostUsd: fixed(40_000, "drafting, distribution committee and ruling-quality opinion, about $40,000"),
      annualTrusteeCostUsd: fixed(10_000, "out-of-state trustee and trust returns, about $10,000 a year"),
    };
  },
  benefit: (v) => ({
    taxSavings:
      ((v.annualTrustIncomeUsd ?? 0) * (v.years ?? 0) + (v.plannedCapitalGainUsd ?? 0)) * (v.stateIncomeTaxRate ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualTrusteeCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "plannedCapitalGainUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Planned gain half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => taxingState(f, 0.04) && !stateIn(f.state, ING_BLOCKING_STATES),
      fits: (f) => `${f.state} taxes trust income by residence rules an out-of-state ING can avoid.`,
      fails: (f) =>
        f.state === null
          ? "The notes do not state the client's state, which decides whether an ING saves state tax."
          : stateIn(f.state, ING_BLOCKING_STATES)
            ? `${f.state} taxes ING trust income to the grantor, so the trust saves nothing there.`
            : `${f.state} has little or no income tax to avoid.`,
    },
    {
      test: (f) =>
        f.expectsLiquidityEvent || f.hasConcentratedStock || f.hasLowBasisStock || investableAssets(f) >= 5_000_000,
      fits: (f) =>
        f.expectsLiquidityEvent || f.hasConcentratedStock || f.hasLowBasisStock
          ? "The client has appreciated assets or a coming sale whose gain the trust could realise."
          : "The client has large investment assets whose income the trust could accumulate.",
      fails: "An ING pays off with a large gain or at least $5,000,000 of investments, which the notes do not show.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: [
    "Avoids home-state income tax on accumulated income and gains",
    "No taxable gift: the assets stay in the estate and get a basis step-up",
    "Asset protection under the trust state's statute",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["state tax", "sale", "trust", "gain", "capital gains"],
  explanation: {
    overview:
      "An ING trust is a separate taxpayer sited in a state without income tax on trusts. Income and gains it accumulates are not taxed by the client's home state, while the gift is incomplete so no gift tax or exclusion is used.",
    keyComponents: [
      "Trust in Nevada, Delaware or South Dakota with an in-state trustee",
      "Distribution committee of adverse beneficiaries (non-grantor status)",
      "Retained testamentary power of appointment (incomplete gift)",
      "Distributions planned to avoid pulling income back into the home state",
    ],
    steps: [
      {
        title: "State analysis",
        description: "Confirm how the home state taxes trusts (resident-settlor, trustee and beneficiary tests).",
        timeline: "Weeks 1–2",
        requirements: ["State trust residency rules", "Planned sale timeline"],
      },
      {
        title: "Draft",
        description: "Draft the trust with a distribution committee and retained powers.",
        timeline: "Weeks 2–6",
        requirements: ["Trust agreement", "Committee acceptance"],
      },
      {
        title: "Fund before the sale",
        description: "Transfer the assets well before any binding sale agreement.",
        timeline: "Weeks 6–8",
        requirements: ["Assignments", "Valuation"],
      },
      {
        title: "Report",
        description: "File Form 1041 and a Form 709 disclosing the incomplete gift.",
        timeline: "Annually",
        requirements: ["Form 1041", "Form 709"],
      },
    ],
    prerequisites: ["Home state with income tax that respects the trust", "Assets with large expected income or gain"],
    professionals: ["Trust and estate attorney", "State tax adviser", "Out-of-state trustee", "CPA"],
    secondaryBenefits: [
      "Creditor protection as a self-settled trust",
      "Assets remain in the estate for a basis step-up",
    ],
    taxAdvantages: ["Home-state tax avoided on accumulated income and gains", "No gift tax (incomplete gift)"],
    risks: [
      {
        risk: "State law change",
        description: "More states may follow California and New York in taxing INGs to the grantor.",
        mitigation: "Monitor legislation; realise the gain early.",
      },
      {
        risk: "Federal compressed brackets",
        description: "Retained income is taxed federally at 37% above a low threshold.",
        mitigation: "Use INGs mainly for capital gains, taxed at the same federal rate either way.",
      },
      {
        risk: "IRS position",
        description: "The IRS has paused ING rulings and may challenge the structure.",
        mitigation: "Conservative drafting following earlier private letter rulings.",
      },
    ],
    marketRisks: ["Assets remain invested"],
    regulatoryConsiderations: [
      "Step-transaction risk if funded after a sale is agreed",
      "§643(f) multiple-trust rules",
    ],
    liquidityConsiderations: "Distributions need the committee's consent and can pull income back to the home state.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Saves tax on all income but requires moving." },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Defers federal and state tax on a sale but gives the remainder to charity.",
      },
    ],
    uniqueAdvantages: ["State tax saving without moving and without using exclusion"],
    successMetrics: [
      { metric: "Home-state tax on trust income", target: "None", measurementFrequency: "Annually" },
      { metric: "Gain realised inside the trust", target: "All of the planned sale", measurementFrequency: "At sale" },
    ],
    qualitativeIndicators: ["Committee members act independently"],
    warningSignals: ["Funding after a letter of intent", "Routine distributions to the grantor"],
    reviewSchedule: "Annual review of state law and distributions.",
    exitStrategy: "Distribute assets with committee consent, or let the retained power pass them at death.",
  },
};

/**
 * Pass-through entity tax (PTET) election. Minimum net worth 1,000,000.
 * Benefit: state tax on pass-through income moved above the SALT cap × federal marginal rate.
 */
export const passThroughEntityTaxElection: StrategyDefinition = {
  id: "pass-through-entity-tax-election",
  name: "Pass-Through Entity Tax (PTET) Election",
  category: "State Tax Strategy",
  description:
    "The client's S corporation, partnership or LLC elects to pay the state income tax on its owners' share of income at the entity level. Notice 2020-75 lets the entity deduct that tax federally, so it escapes the individual SALT deduction cap, which is already used up by property taxes or phased down for high incomes.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "max(0, passThroughIncomeUsd × stateIncomeTaxRate − max(0, SALT cap for householdIncomeUsd − propertyTaxUsd)) × federalMarginalRate × years",
    variables: [
      "passThroughIncomeUsd",
      "stateIncomeTaxRate",
      "householdIncomeUsd",
      "propertyTaxUsd",
      "federalMarginalRate",
      "years",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "annualComplianceUsd × years",
    variables: ["annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_election_deadlines", "owner_consent_required", "estimated_payments_required"],
  sources: [
    "IRS Notice 2020-75 (entity-level state taxes deductible by the partnership or S corporation)",
    "IRC §164(b)(6), (7) as amended by Pub. L. 119-21 §70120 (SALT cap and phase-down)",
    "N.Y. Tax Law art. 24-A (New York PTET)",
    "Cal. Rev. & Tax. Code §19900 et seq. (California elective pass-through entity tax)",
    "IRC §199A (QBI reduced by the deductible entity tax)",
  ],
  variables: [
    { name: "passThroughIncomeUsd", unit: "USD", description: "Owners' share of entity income a year." },
    { name: "stateIncomeTaxRate", unit: "rate", description: "State tax rate on that income." },
    {
      name: "householdIncomeUsd",
      unit: "USD",
      description: "Household modified AGI, which sets the SALT cap phase-down.",
    },
    { name: "propertyTaxUsd", unit: "USD", description: "State and local property taxes using the individual cap." },
    { name: "federalMarginalRate", unit: "rate", description: "Federal marginal rate on the deduction." },
    { name: "years", unit: "years", description: "Years the election is made." },
    { name: "annualComplianceUsd", unit: "USD", description: "Election, estimates and returns a year." },
  ],
  defaults(facts, tax) {
    const income = facts.annualIncomeUsd ?? 500_000;
    const passThrough = Math.round(income * 0.7);
    const propertyTax = Math.round(facts.realEstateUsd !== null ? facts.realEstateUsd * 0.012 : 10_000);
    const marginal = marginalOrdinaryRate(facts, tax);
    return {
      passThroughIncomeUsd: {
        value: passThrough,
        assumption: `70% of ${formatUsd(income)} income comes from the entity`,
      },
      stateIncomeTaxRate: stateIncomeTaxRate(facts),
      householdIncomeUsd: {
        value: income,
        assumption:
          facts.annualIncomeUsd !== null
            ? `stated income of ${formatUsd(income)}`
            : "income not stated; $500,000 assumed",
      },
      propertyTaxUsd: {
        value: propertyTax,
        assumption:
          facts.realEstateUsd !== null
            ? `1.2% of the stated real estate value (${formatUsd(propertyTax)})`
            : "property taxes of about $10,000",
      },
      federalMarginalRate: { value: marginal, assumption: `federal marginal rate ${Math.round(marginal * 100)}%` },
      years: fixed(10, "election made for 10 years"),
      annualComplianceUsd: fixed(2_500, "election, estimated payments and returns, about $2,500 a year"),
    };
  },
  benefit: (v, tax) => {
    const stateTax = (v.passThroughIncomeUsd ?? 0) * (v.stateIncomeTaxRate ?? 0);
    const roomUnderCap = Math.max(0, effectiveSaltCap(v.householdIncomeUsd ?? 0, tax) - (v.propertyTaxUsd ?? 0));
    return { taxSavings: Math.max(0, stateTax - roomUnderCap) * (v.federalMarginalRate ?? 0) * (v.years ?? 0) };
  },
  cost: (v) => ({ setup: 0, annual: v.annualComplianceUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "passThroughIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Entity income 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => ["s_corp", "partnership", "llc"].includes(f.businessEntityType ?? ""),
      fits: (f) => `The client's business is a pass-through entity (${entityLabel(f.businessEntityType)}).`,
      fails: "A PTET election needs an S corporation, partnership or multi-member LLC, which the notes do not show.",
    },
    {
      test: (f) => taxingState(f),
      fits: (f) =>
        `${f.state} levies income tax; most such states offer an elective entity-level tax (confirm the regime).`,
      fails: (f) =>
        f.state === null
          ? "The notes do not state the client's state, which decides whether a PTET election exists and saves tax."
          : `${f.state} has no individual income tax, so there is no state tax to move to the entity.`,
    },
    when.highIncome(250_000),
  ),
  timeline: "Before the state's election deadline (often March 15 or with the first estimate)",
  keyBenefits: [
    "Federal deduction for state tax despite the SALT cap",
    "Owners get a state credit, so state tax is unchanged",
    "Annual election: can be turned on or off each year",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "business", "state tax", "salt", "deduction"],
  explanation: {
    overview:
      "Individuals can deduct only a capped amount of state and local taxes (and the cap shrinks toward the floor as income rises). When the business pays the state tax on its owners' income instead, the entity deducts it in full and the owners take a state credit, cutting federal tax at no state cost.",
    keyComponents: [
      "State PTET election by the entity",
      "Entity-level estimated payments",
      "Owner credits (or exclusions) on the state return",
      "Coordination with §199A and basis",
    ],
    steps: [
      {
        title: "Model the saving",
        description: "Compare federal tax with and without the election, including the effect on the QBI deduction.",
        timeline: "Q4 of the prior year",
        requirements: ["Projected K-1 income", "State rules"],
      },
      {
        title: "Elect",
        description: "Make the state election by its deadline, with owner consent where required.",
        timeline: "By the state deadline",
        requirements: ["Election form", "Owner consents"],
      },
      {
        title: "Pay estimates",
        description: "The entity pays state estimates in the tax year so they are deductible that year.",
        timeline: "Quarterly",
        requirements: ["Estimated payments"],
      },
      {
        title: "Claim credits",
        description: "Owners claim the state credit; the entity deducts the tax on its federal return.",
        timeline: "At filing",
        requirements: ["Form 1065 or 1120-S", "State returns"],
      },
    ],
    prerequisites: ["Pass-through business", "State with a PTET regime"],
    professionals: ["CPA"],
    secondaryBenefits: ["Lower federal AGI can reduce other phase-outs and the SALT cap phase-down itself"],
    taxAdvantages: ["Entity-level state tax deductible under Notice 2020-75", "Not limited by the individual SALT cap"],
    risks: [
      {
        risk: "Lower QBI deduction",
        description: "The deductible entity tax reduces qualified business income.",
        mitigation: "Model both; the net saving is usually positive above the SALT cap.",
      },
      {
        risk: "Non-resident owners and credits",
        description: "Some states give non-residents or other states' residents imperfect credits.",
        mitigation: "Check resident-state credit rules for each owner.",
      },
    ],
    marketRisks: ["Entity income and state rates vary, changing the deduction each year"],
    regulatoryConsiderations: [
      "Each state sets its own election rules and deadlines",
      "Payments must be made in the tax year to be deducted",
    ],
    liquidityConsiderations: "State tax is paid by the entity earlier, through estimates.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes the state tax itself but requires moving." },
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "A separate deduction, coordinated with rather than replaced by PTET.",
      },
    ],
    uniqueAdvantages: ["Recovers the federal deduction for state tax that the SALT cap takes away"],
    successMetrics: [
      {
        metric: "Federal tax saved",
        target: "State tax above the cap × marginal rate",
        measurementFrequency: "Annually",
      },
      { metric: "Election made by the deadline", target: "Every year", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["All owners understand the credit mechanics"],
    warningSignals: ["Missed election deadline", "Estimates paid after year end"],
    reviewSchedule: "Each autumn for the coming year's election.",
    exitStrategy: "Simply stop electing in a future year.",
  },
};

/**
 * Homestead exemption planning in an unlimited-homestead state. Minimum net worth 1,000,000.
 * Benefit: homestead equity × chance of a judgement above insurance.
 */
export const homesteadExemptionPlanning: StrategyDefinition = {
  id: "homestead-exemption-planning",
  name: "Homestead Exemption Planning (Florida / Texas)",
  category: "State-Specific Planning",
  description:
    "In Florida, Texas and a few other states the primary residence is exempt from most creditors with no dollar cap (only an acreage limit). Planning keeps the homestead qualified, titled correctly and, where sensible, holds more wealth in home equity by paying down the mortgage or buying the residence outright.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "homesteadEquityUsd × claimProbability",
    variables: ["homesteadEquityUsd", "claimProbability"],
  },
  costCalculation: { type: "minimal", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_law_dependent", "bankruptcy_1215_day_rule", "fraudulent_transfer_risk"],
  sources: [
    "Fla. Const. art. X §4 (homestead exemption)",
    "Tex. Const. art. XVI §§50–51; Tex. Prop. Code §§41.001–41.002",
    "Havoco of America, Ltd. v. Hill, 790 So. 2d 1018 (Fla. 2001)",
    "11 U.S.C. §522(o), (p) (bankruptcy limits on recently acquired homesteads)",
    "Fla. Const. art. VII §4(d) (Save Our Homes assessment cap)",
  ],
  variables: [
    { name: "homesteadEquityUsd", unit: "USD", description: "Equity in the primary residence." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a judgement above insurance over the horizon." },
    { name: "setupCostUsd", unit: "USD", description: "Homestead filing, deed and title review." },
    { name: "years", unit: "years", description: "Horizon." },
  ],
  defaults(facts) {
    const equity = Math.round(
      facts.realEstateUsd !== null
        ? facts.realEstateUsd * (facts.hasInvestmentRealEstate ? 0.5 : 1)
        : netWorthOf(facts) * 0.25,
    );
    return {
      homesteadEquityUsd: {
        value: equity,
        assumption:
          facts.realEstateUsd !== null
            ? `${facts.hasInvestmentRealEstate ? "half of " : ""}the stated real estate is the residence (${formatUsd(equity)})`
            : `residence equity assumed 25% of net worth (${formatUsd(equity)})`,
      },
      claimProbability: fixed(
        facts.hasProfessionalLiability ? 0.1 : 0.05,
        facts.hasProfessionalLiability
          ? "10% chance over 10 years of a judgement above insurance (professional exposure)"
          : "5% chance over 10 years of a judgement above insurance",
      ),
      setupCostUsd: fixed(3_000, "homestead application, deed and title review, about $3,000"),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => ({ protection: (v.homesteadEquityUsd ?? 0) * (v.claimProbability ?? 0) }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "homesteadEquityUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Home equity 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f) => stateIn(f.state, UNLIMITED_HOMESTEAD_STATES),
      fits: (f) => `${f.state} exempts the homestead from creditors without a dollar cap.`,
      fails: (f) =>
        f.state === null
          ? "The notes do not state the client's state, and an unlimited homestead exemption exists only in a few states (Florida, Texas and others)."
          : `${f.state} caps its homestead exemption; only a move to a state such as Florida or Texas would unlock this.`,
    },
    {
      test: (f) => f.realEstateUsd === null || f.realEstateUsd > 0,
      fits: "The client owns a residence to protect.",
      fails: "The notes show no residence owned.",
    },
  ),
  timeline: "2–6 weeks",
  keyBenefits: [
    "Unlimited-value protection of the home from most creditors",
    "Property-tax assessment caps in Florida",
    "Protection survives death for the surviving spouse and heirs",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["home", "protect", "florida", "texas", "lawsuit", "creditor"],
  explanation: {
    overview:
      "Florida's and Texas's constitutions put the homestead beyond the reach of most judgement creditors regardless of value. Keeping the home qualified, and deliberately holding more wealth as home equity, is one of the strongest protections available to residents of those states.",
    keyComponents: [
      "Primary residence within the acreage limit",
      "Homestead declaration or property-tax exemption filing",
      "Title in a form that keeps the exemption (individual, entireties or qualifying trust)",
      "Optional mortgage paydown to raise protected equity",
    ],
    steps: [
      {
        title: "Confirm qualification",
        description: "Check domicile, acreage limits and title; file the homestead exemption.",
        timeline: "Weeks 1–2",
        requirements: ["Deed", "Homestead application"],
      },
      {
        title: "Fix title",
        description: "Retitle out of LLCs or non-qualifying trusts that lose the exemption.",
        timeline: "Weeks 2–4",
        requirements: ["New deed or trust amendment"],
      },
      {
        title: "Decide on equity",
        description: "Weigh paying down the mortgage against liquidity and investment returns.",
        timeline: "Weeks 3–6",
        requirements: ["Cash-flow plan"],
      },
    ],
    prerequisites: ["Domicile in the homestead state", "Owned primary residence"],
    professionals: ["Real estate attorney", "Asset protection attorney"],
    secondaryBenefits: ["Florida Save Our Homes caps assessed value increases at 3% a year"],
    taxAdvantages: ["Property-tax homestead exemptions and assessment caps"],
    risks: [
      {
        risk: "Bankruptcy limits",
        description: "A homestead acquired within 1,215 days of bankruptcy is capped under §522(p).",
        mitigation: "Establish the homestead early, well before any claim.",
      },
      {
        risk: "Exceptions",
        description:
          "Mortgages, property taxes, mechanics' liens and (in Florida) fraud-traceable funds can reach the home.",
        mitigation: "Fund equity from clean assets before any claim.",
      },
    ],
    marketRisks: ["Home value concentration"],
    regulatoryConsiderations: ["Florida restricts devise of homestead when survived by a spouse or minor child"],
    liquidityConsiderations: "Home equity is illiquid; do not pay down so much that liquidity suffers.",
    alternatives: [
      { strategy: "tenancy-by-entirety", whyNotChosen: "Protects against one spouse's creditors only." },
      {
        strategy: "state-residency-change",
        whyNotChosen: "Needed first if the client lives in a capped-homestead state.",
      },
    ],
    uniqueAdvantages: ["Constitutional protection without trusts or entities"],
    successMetrics: [
      { metric: "Homestead filing current", target: "Yes", measurementFrequency: "Annually" },
      { metric: "Residence title qualifies", target: "Yes", measurementFrequency: "After any change" },
    ],
    qualitativeIndicators: ["The residence is clearly the family's permanent home"],
    warningSignals: ["Residence rented out", "Title moved into an LLC"],
    reviewSchedule: "Annual review and before any refinance or title change.",
    exitStrategy:
      "Selling the home ends the protection except for proceeds reinvested promptly in a new homestead (state rules vary).",
  },
};

/**
 * Community property trust for a couple in a common-law state. Minimum net worth 2,000,000.
 * Benefit: capital gains tax avoided on the surviving spouse's half, which also steps up (§1014(b)(6)).
 */
export const communityPropertyTrust: StrategyDefinition = {
  id: "community-property-trust",
  name: "Community Property Trust (Tennessee, Alaska, South Dakota, Kentucky or Florida)",
  category: "State-Specific Planning",
  description:
    "Spouses in a common-law state place appreciated assets in an opt-in community property trust under the law of Tennessee, Alaska, South Dakota, Kentucky or Florida, with a qualified trustee there. At the first death both halves of community property receive a new basis under §1014(b)(6), not only the deceased spouse's half.",
  benefitCalculation: {
    type: "percentage",
    formula: "appreciatedAssetsUsd × builtInGainShare × 0.5 × capitalGainsRate",
    variables: ["appreciatedAssetsUsd", "builtInGainShare", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeCostUsd × years",
    variables: ["setupCostUsd", "annualTrusteeCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "untested_federal_treatment", "divorce_equal_division"],
  sources: [
    "IRC §1014(b)(6) (both halves of community property get a new basis)",
    "Tenn. Code Ann. §§35-17-101 to -108 (Tennessee Community Property Trust Act of 2010)",
    "Alaska Stat. §34.77.100",
    "S.D. Codified Laws ch. 55-17",
    "Fla. Stat. §§736.1501–736.1512",
    "Commissioner v. Harmon, 323 U.S. 44 (1944) (elective community property risk)",
  ],
  variables: [
    { name: "appreciatedAssetsUsd", unit: "USD", description: "Appreciated assets placed in the trust." },
    {
      name: "builtInGainShare",
      unit: "ratio",
      description: "Share of value that is unrealised gain at the first death.",
    },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the gain avoided." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting and funding." },
    { name: "annualTrusteeCostUsd", unit: "USD", description: "Qualified in-state trustee a year." },
    { name: "years", unit: "years", description: "Years until the first death." },
  ],
  defaults(facts, tax) {
    const assets = Math.round(
      investableAssets(facts) * 0.6 + (facts.hasInvestmentRealEstate ? (facts.realEstateUsd ?? 0) * 0.5 : 0),
    );
    const lowBasis = facts.hasLowBasisStock || facts.hasConcentratedStock;
    const rate = capitalGainsRate(facts, tax);
    return {
      appreciatedAssetsUsd: {
        value: assets,
        assumption: `60% of investable assets${facts.hasInvestmentRealEstate ? " plus half the real estate" : ""} (${formatUsd(assets)})`,
      },
      builtInGainShare: fixed(
        lowBasis ? 0.7 : 0.5,
        lowBasis ? "70% of value is gain (low-basis holdings)" : "50% of value is gain by the first death",
      ),
      capitalGainsRate: { value: rate, assumption: `capital gains with NIIT at ${(rate * 100).toFixed(1)}%` },
      setupCostUsd: fixed(10_000, "drafting and retitling, about $10,000"),
      annualTrusteeCostUsd: fixed(1_500, "qualified in-state co-trustee, about $1,500 a year"),
      years: yearsUntil(facts, 85, 5, 40, "first death"),
    };
  },
  benefit: (v) => ({
    taxSavings: (v.appreciatedAssetsUsd ?? 0) * (v.builtInGainShare ?? 0) * 0.5 * (v.capitalGainsRate ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualTrusteeCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "builtInGainShare",
    mode: "add",
    spread: 0.2,
    description: "Gain 30% / 50% / 70% of value",
  },
  eligibility: allOf(
    when.married,
    {
      test: (f) => !stateIn(f.state, COMMUNITY_PROPERTY_STATES),
      fits: (f) =>
        f.state === null
          ? "The couple does not appear to live in a community property state (confirm the state)."
          : `${f.state} is a common-law state, so the couple's assets do not already get a full step-up.`,
      fails: (f) => `${f.state} is already a community property state, so community assets already get a full step-up.`,
    },
    {
      test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || f.hasInvestmentRealEstate,
      fits: "The couple holds appreciated stock or real estate with large unrealised gains.",
      fails: "The notes show no appreciated stock or real estate whose basis step-up would matter.",
    },
  ),
  timeline: "1–2 months",
  keyBenefits: [
    "Full basis step-up on both halves at the first death",
    "Surviving spouse can sell or diversify without capital gains tax",
    "Works for residents of any common-law state",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "basis", "capital gains", "appreciated", "survivor"],
  explanation: {
    overview:
      "In common-law states only the deceased spouse's half of jointly owned property gets a new basis. Opting into community property through a trust governed by a state that allows it can give the surviving spouse a full step-up, so appreciated assets can be sold or rebalanced tax-free.",
    keyComponents: [
      "Joint revocable trust electing community property under the chosen state's act",
      "At least one qualified trustee in that state",
      "Required statutory language and signed spousal acknowledgements",
    ],
    steps: [
      {
        title: "Select assets",
        description: "Identify the most appreciated assets and review divorce and creditor implications.",
        timeline: "Weeks 1–2",
        requirements: ["Cost-basis report", "Marital agreement review"],
      },
      {
        title: "Draft",
        description: "Draft the trust under the chosen state's act with the statutory warnings.",
        timeline: "Weeks 2–5",
        requirements: ["Trust agreement", "Qualified trustee acceptance"],
      },
      {
        title: "Fund",
        description: "Retitle the assets to the trustees.",
        timeline: "Weeks 5–8",
        requirements: ["Account transfers", "Deeds"],
      },
      {
        title: "At the first death",
        description: "Obtain date-of-death values and report the stepped-up basis for both halves.",
        timeline: "At first death",
        requirements: ["Appraisals", "Basis records"],
      },
    ],
    prerequisites: ["Married couple in a common-law state", "Appreciated assets", "Stable marriage"],
    professionals: ["Estate planning attorney", "Qualified trustee in the chosen state", "CPA"],
    secondaryBenefits: ["Revocable during joint lives", "Coordinates with the existing estate plan"],
    taxAdvantages: ["Full basis step-up under §1014(b)(6)"],
    risks: [
      {
        risk: "Federal recognition",
        description:
          "The IRS has not ruled on opt-in community property trusts; Harmon rejected elective community property for income splitting.",
        mitigation: "Use statutory trusts with an in-state trustee; treat the step-up as probable, not certain.",
      },
      {
        risk: "Divorce",
        description: "Community property is generally split equally.",
        mitigation: "Use only in stable marriages; consider a marital agreement.",
      },
    ],
    marketRisks: ["The benefit shrinks if assets fall in value before the first death"],
    regulatoryConsiderations: ["Each state's act has formal requirements that must be met exactly"],
    liquidityConsiderations: "Assets remain available to the couple; the trust is revocable while both live.",
    alternatives: [
      { strategy: "exchange-fund", whyNotChosen: "Diversifies a concentrated position now but keeps the low basis." },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Avoids gain on a sale today, but the remainder goes to charity.",
      },
    ],
    uniqueAdvantages: ["Doubles the basis step-up at modest cost"],
    successMetrics: [
      { metric: "Appreciated assets in the trust", target: "All low-basis holdings", measurementFrequency: "Annually" },
      {
        metric: "Basis reported at first death",
        target: "Full step-up on both halves",
        measurementFrequency: "At first death",
      },
    ],
    qualitativeIndicators: ["Both spouses understand the equal-ownership consequences"],
    warningSignals: ["Marital strain", "Assets transferred out of the trust without review"],
    reviewSchedule: "Annual funding review; full review every 3 years.",
    exitStrategy: "Revoke during joint lives (property returns as community property or is divided by agreement).",
  },
};

/** State tax and state-law entries of this folder. */
export const STATE_STRATEGIES: readonly StrategyDefinition[] = [
  changeOfStateDomicile,
  incompleteGiftNonGrantorTrust,
  passThroughEntityTaxElection,
  homesteadExemptionPlanning,
  communityPropertyTrust,
];
