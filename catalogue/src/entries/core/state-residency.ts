import { allOf } from "../../eligibility.ts";
import { capitalGainsRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { explain, fixed, metric, risk, step, v } from "./helpers.ts";

/** State estate tax, Puerto Rico Act 60 and trust situs strategies (see docs/catalogue.md). */

/** States with no broad personal income tax on wages and investment income. */
const NO_INCOME_TAX = ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"];
/** States (and DC) with an estate or inheritance tax. */
const STATE_DEATH_TAX = [
  "CT",
  "DC",
  "HI",
  "IL",
  "ME",
  "MD",
  "MA",
  "MN",
  "NY",
  "OR",
  "RI",
  "VT",
  "WA",
  "KY",
  "NE",
  "NJ",
  "PA",
];

const _liquid = (f: { taxableInvestmentsUsd: number | null; cashUsd: number | null; netWorthUsd: number | null }) =>
  (f.taxableInvestmentsUsd ?? 0) + (f.cashUsd ?? 0) || (f.netWorthUsd ?? 0) * 0.3;

/**
 * State estate tax exemptions the default uses, USD: MA Mass. Gen. Laws ch. 65C §2A(a) (as amended by
 * St. 2023, c. 50); OR Or. Rev. Stat. §118.010(2)(b); IL 35 ILCS 405/2(b); NY N.Y. Tax Law §952(c)
 * (2026 basic exclusion amount, indexed). Other states fall back to a stated $5,000,000 assumption.
 */
const STATE_ESTATE_TAX_EXEMPTION: Readonly<Record<string, number>> = {
  MA: 2_000_000,
  OR: 1_000_000,
  IL: 4_000_000,
  NY: 7_350_000,
};

export const stateEstateTaxPlanning: StrategyDefinition = {
  id: "state-estate-tax-planning",
  name: "State Estate and Inheritance Tax Planning",
  category: "State-Specific Planning",
  description:
    "Residents of states with their own estate or inheritance tax (often with exemptions far below the federal one) use state-exemption credit shelter trusts, lifetime gifts (most states have no gift tax) and domicile planning.",
  benefitCalculation: {
    type: "percentage",
    formula: "estateAboveStateExemptionUsd × stateEstateRate × reductionShare",
    variables: ["estateAboveStateExemptionUsd", "stateEstateRate", "reductionShare"],
  },
  costCalculation: { type: "one_time", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "cliff_rules"],
  sources: [
    "N.Y. Tax Law §952 (cliff)",
    "Mass. Gen. Laws ch. 65C",
    "35 ILCS 405 (Illinois)",
    "Or. Rev. Stat. §118.010",
  ],
  variables: [
    v("estateAboveStateExemptionUsd", "USD", "Estate above the state exemption."),
    v("stateEstateRate", "rate", "Effective state estate tax rate."),
    v("reductionShare", "ratio", "Share of the state tax planning removes."),
    v("planningCostUsd", "USD", "Planning and documents."),
  ],
  defaults: (f) => {
    const known = f.state ? STATE_ESTATE_TAX_EXEMPTION[f.state] : undefined;
    const exemption = known ?? 5_000_000;
    return {
      estateAboveStateExemptionUsd: {
        value: Math.max(0, (f.netWorthUsd ?? 0) - exemption),
        assumption: known
          ? `estate above the ${f.state} exemption of $${exemption.toLocaleString("en-US")}`
          : `estate above a state exemption of about $${exemption.toLocaleString("en-US")} (varies by state; confirm)`,
      },
      stateEstateRate: fixed(0.12, "effective state rate about 12%"),
      reductionShare: fixed(0.5, "planning removes half"),
      planningCostUsd: fixed(10_000, "planning, about $10,000"),
    };
  },
  benefit: (x) => ({
    estateTaxSavings: (x.estateAboveStateExemptionUsd ?? 0) * (x.stateEstateRate ?? 0) * (x.reductionShare ?? 0),
  }),
  cost: (x) => ({ setup: x.planningCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "reductionShare",
    mode: "add",
    spread: 0.25,
    description: "Planning removes 25% / 50% / 75%",
  },
  eligibility: allOf({
    test: (f) => f.state !== null && STATE_DEATH_TAX.includes(f.state),
    fits: (f) => `${f.state} levies its own estate or inheritance tax.`,
    fails: "The client's state has no estate or inheritance tax (or the state is unknown).",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Avoids state tax far below the federal exemption",
    "Uses states' lack of gift tax",
    "Avoids New York's cliff",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate taxes", "heirs", "children", "state"],
  explanation: explain({
    overview:
      "Twelve states and DC tax estates, several at $1–5 million; couples well under the federal exemption can still owe state tax.",
    keyComponents: ["State-exemption bypass trust", "Lifetime gifts", "Domicile planning"],
    steps: [
      step("Compute", "Project state tax at each death.", "Week 1", ["Estate inventory"]),
      step("Restructure", "Update trusts and gifting.", "Weeks 2–6", ["Updated documents"]),
    ],
    prerequisites: ["Residence or property in a taxing state"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Coordinates with federal planning"],
    taxAdvantages: ["State estate tax reduced"],
    risks: [risk("Gift add-backs", "Some states add back gifts within 3 years.", "Plan gifts early.")],
    regulatoryConsiderations: ["Exemptions change yearly"],
    liquidityConsiderations: "Gifts reduce the client's assets.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Moves away from the tax." },
      { strategy: "credit-shelter-trust", whyNotChosen: "The federal version of the same trust." },
    ],
    uniqueAdvantages: ["Relevant well below federal levels"],
    successMetrics: [metric("Projected state tax", "Reduced", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Adjust documents.",
  }),
};

export const puertoRicoAct60: StrategyDefinition = {
  id: "puerto-rico-act-60",
  name: "Puerto Rico Act 60 Resident Investor Decree",
  category: "Global Advanced Planning",
  description:
    "A US citizen who becomes a bona fide resident of Puerto Rico can obtain a decree exempting Puerto Rico-source capital gains accrued after the move and interest and dividends from Puerto Rico tax, while §933 excludes Puerto Rico-source income from federal tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "postMoveGainUsd × capitalGainsRate",
    variables: ["postMoveGainUsd", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualDonationUsd + annualComplianceUsd) × years",
    variables: ["setupCostUsd", "annualDonationUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["bona_fide_residence_tests", "irs_compliance_campaign", "pre_move_gains_us_taxed"],
  sources: [
    "IRC §933",
    "IRC §937 (bona fide residence)",
    "Puerto Rico Act 60-2019, as amended",
    "Treas. Reg. §1.937-2(f)",
  ],
  variables: [
    v("postMoveGainUsd", "USD", "Gain accruing after the move."),
    v("capitalGainsRate", "rate", "Federal and state rate avoided."),
    v("setupCostUsd", "USD", "Move and decree application."),
    v("annualDonationUsd", "USD", "Required annual donation."),
    v("annualComplianceUsd", "USD", "Annual report and advice."),
    v("years", "years", "Years of residence."),
  ],
  defaults: (f, tax) => ({
    postMoveGainUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.4),
      assumption: "40% of net worth in gains accruing after the move",
    },
    capitalGainsRate: { value: capitalGainsRate(f, tax) + 0.05, assumption: "federal rate plus about 5% state" },
    setupCostUsd: fixed(100_000, "move and application, about $100,000"),
    annualDonationUsd: fixed(10_000, "$10,000 annual donation"),
    annualComplianceUsd: fixed(15_000, "compliance, about $15,000 a year"),
    years: fixed(10, "10 years"),
  }),
  benefit: (x) => ({ taxSavings: (x.postMoveGainUsd ?? 0) * (x.capitalGainsRate ?? 0) }),
  cost: (x) => ({
    setup: x.setupCostUsd ?? 0,
    annual: (x.annualDonationUsd ?? 0) + (x.annualComplianceUsd ?? 0),
    years: x.years ?? 0,
  }),
  sensitivity: { variable: "postMoveGainUsd", mode: "multiply", spread: 0.5, description: "Gains half / base / 1.5×" },
  eligibility: allOf({
    test: (f) => f.goals.some((g) => /puerto rico|relocat|move/i.test(g)) && f.riskTolerance !== "conservative",
    fits: "The client is open to relocating and to an aggressive structure.",
    fails: "Act 60 requires a genuine move to Puerto Rico, which the notes do not contemplate.",
  }),
  timeline: "6–12 months",
  keyBenefits: [
    "No Puerto Rico tax on post-move gains (decree)",
    "No federal tax on Puerto Rico-source income",
    "Stays within the US",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["move", "relocate", "taxes on a sale", "puerto rico"],
  explanation: explain({
    overview:
      "A real move to Puerto Rico can remove federal and state tax on Puerto Rico-source income and post-move gains; the IRS actively audits bona fide residence.",
    keyComponents: ["Bona fide residence", "Decree", "Sourcing of gains"],
    steps: [
      step("Move", "Establish residence and closer connection.", "Months 1–6", ["Home", "Form 8898"]),
      step("Apply", "Apply for the decree.", "Months 3–9", ["Application"]),
    ],
    prerequisites: ["Genuine relocation"],
    professionals: ["Puerto Rico tax counsel", "US tax counsel"],
    secondaryBenefits: ["US jurisdiction and passport"],
    taxAdvantages: ["Exemptions under the decree and §933"],
    risks: [risk("Residence challenge", "IRS campaign targets Act 60.", "Spend the time and sever mainland ties.")],
    regulatoryConsiderations: ["Pre-move gains remain US-taxable on sale within 10 years"],
    liquidityConsiderations: "Relocation costs.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes state tax only." },
      { strategy: "opportunity-zone-fund", whyNotChosen: "Federal gain deferral without moving." },
    ],
    uniqueAdvantages: ["Federal tax benefit without renouncing"],
    successMetrics: [metric("Days in Puerto Rico", "183 or more", "Annually")],
    reviewSchedule: "Annual compliance review.",
    exitStrategy: "Move back (post-exit gains taxed again).",
  }),
};

export const trustSitusRelocation: StrategyDefinition = {
  id: "trust-situs-relocation",
  name: "Moving an Existing Non-Grantor Trust to a No-Tax State",
  category: "State Tax Strategy",
  description:
    "An existing non-grantor trust changes trustee and administration to a state that does not tax trust income (e.g. Nevada, South Dakota), ending state tax on accumulated income and gains where the old state's nexus rules allow.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustIncomeUsd × stateRate × years",
    variables: ["trustIncomeUsd", "stateRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "migrationCostUsd + annualTrusteeUsd × years",
    variables: ["migrationCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["state_nexus_rules", "decanting_statutes"],
  sources: [
    "North Carolina Dept. of Revenue v. Kimberley Rice Kaestner 1992 Family Trust, 588 U.S. 262 (2019)",
    "NRS 163.556 (decanting)",
    "SDCL 55-2-15",
  ],
  variables: [
    v("trustIncomeUsd", "USD", "Accumulated trust income a year."),
    v("stateRate", "rate", "State rate avoided."),
    v("years", "years", "Years modelled."),
    v("migrationCostUsd", "USD", "Decanting or trustee change."),
    v("annualTrusteeUsd", "USD", "New trustee a year."),
  ],
  defaults: (f) => ({
    trustIncomeUsd: {
      value: Math.round((f.netWorthUsd ?? 0) * 0.2 * 0.06),
      assumption: "6% income on trusts holding 20% of net worth",
    },
    stateRate: fixed(0.06, "state rate about 6%"),
    years: fixed(10, "10 years"),
    migrationCostUsd: fixed(15_000, "decanting or trustee change, about $15,000"),
    annualTrusteeUsd: fixed(5_000, "new trustee, about $5,000 a year"),
  }),
  benefit: (x) => ({ taxSavings: (x.trustIncomeUsd ?? 0) * (x.stateRate ?? 0) * (x.years ?? 0) }),
  cost: (x) => ({ setup: x.migrationCostUsd ?? 0, annual: x.annualTrusteeUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: {
    variable: "stateRate",
    mode: "multiply",
    spread: 0.3,
    description: "State rate 30% lower / base / higher",
  },
  eligibility: allOf(
    {
      test: (f) => f.goals.some((g) => /trust/i.test(g)) || (f.netWorthUsd ?? 0) >= 20_000_000,
      fits: "The family likely holds non-grantor trusts whose situs can be reviewed.",
      fails: "The notes mention no existing trusts.",
    },
    {
      test: (f) => f.state !== null && !NO_INCOME_TAX.includes(f.state),
      fits: (f) => `${f.state} may tax trust income, so moving situs can help.`,
      fails: "The state has no income tax.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: ["Ends state tax on accumulated trust income", "Modernises old trust terms", "Stronger trust law"],
  memoBucket: "legacyBucket",
  goalKeywords: ["trust", "state tax", "heirs"],
  explanation: explain({
    overview:
      "Many states tax trusts based on the settlor's or trustee's residence; moving administration can end that tax for accumulated income.",
    keyComponents: ["New trustee", "Decanting or court order", "Nexus analysis"],
    steps: [
      step("Analyse", "Review the state's trust nexus rules.", "Weeks 1–3", ["Trust instrument"]),
      step("Move", "Appoint a new trustee or decant.", "Weeks 3–10", ["Decanting instrument"]),
    ],
    prerequisites: ["A non-grantor trust with accumulated income"],
    professionals: ["Trust attorney", "State tax adviser"],
    secondaryBenefits: ["Directed trust flexibility"],
    taxAdvantages: ["State tax savings"],
    risks: [risk("Residual nexus", "In-state beneficiaries or assets can keep nexus.", "Full analysis first.")],
    regulatoryConsiderations: ["Kaestner limits taxation based only on beneficiary residence"],
    liquidityConsiderations: "None.",
    alternatives: [
      { strategy: "incomplete-gift-non-grantor-trust", whyNotChosen: "For new assets." },
      { strategy: "state-residency-change", whyNotChosen: "For the individual's own income." },
    ],
    uniqueAdvantages: ["Improves trusts already in place"],
    successMetrics: [metric("State tax on trust", "Zero", "Annually")],
    reviewSchedule: "Annual.",
    exitStrategy: "Trustee can change again.",
  }),
};

/** State estate tax, Puerto Rico Act 60 and trust situs strategies. */
export const STATE_RESIDENCY_STRATEGIES: readonly StrategyDefinition[] = [
  stateEstateTaxPlanning,
  puertoRicoAct60,
  trustSitusRelocation,
];
