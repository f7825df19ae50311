import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { oldestAge, taxableEstate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  estateTaxExposureRatio,
  fixed,
  goalsText,
  householdExclusion,
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
 * Foundational estate-plan strategies and estate-tax reliefs at death: the revocable living
 * trust, the irrevocable life insurance trust, the special needs trust, §6166 deferral and
 * §2032A special use valuation. Estate-tax benefits use 0.40 (IRC §2001(c), `tax.estateTaxRate`).
 */

/**
 * §6166 share of the adjusted gross estate a closely held business must exceed, decimal
 * (IRC §6166(a)(1): "exceeds 35 percent"; not indexed).
 */
const SECTION_6166_MINIMUM_SHARE = 0.35;

/**
 * §2032A(b)(1)(B): qualified real property must be at least 25% of the adjusted value of the gross
 * estate (and farm or business property, real and personal, at least 50%, §2032A(b)(1)(A)).
 */
const SECTION_2032A_MINIMUM_REAL_PROPERTY_SHARE = 0.25;

/**
 * California statutory compensation for ordinary services of the executor, and the same again for
 * the attorney (Cal. Prob. Code §§10800, 10810): 4% of the first $100,000, 3% of the next
 * $100,000, 2% of the next $800,000, 1% of the next $9,000,000 and 0.5% of the next $15,000,000;
 * above $25,000,000 the court sets a reasonable amount, assumed here at 0.5%. USD.
 */
function californiaStatutoryFee(estateUsd: number): number {
  const tiers: [number, number][] = [
    [100_000, 0.04],
    [100_000, 0.03],
    [800_000, 0.02],
    [9_000_000, 0.01],
    [15_000_000, 0.005],
    [Number.POSITIVE_INFINITY, 0.005],
  ];
  let rest = estateUsd;
  let fee = 0;
  for (const [size, rate] of tiers) {
    const slice = Math.min(rest, size);
    fee += slice * rate;
    rest -= slice;
    if (rest <= 0) break;
  }
  return fee;
}

/**
 * Probate cost as a share of the probate estate, decimal: in California twice the statutory fee
 * (executor and attorney) plus 0.5% other costs; elsewhere about 2% of the first $2,000,000 and 1%
 * of the rest (a planning assumption; fees vary by state and complexity).
 */
export function probateCostRate(estateUsd: number, california: boolean): number {
  if (estateUsd <= 0) return 0;
  const cost = california
    ? 2 * californiaStatutoryFee(estateUsd) + estateUsd * 0.005
    : Math.min(estateUsd, 2_000_000) * 0.02 + Math.max(0, estateUsd - 2_000_000) * 0.01;
  return Math.round((cost / estateUsd) * 10_000) / 10_000;
}

/** Goal words that signal a beneficiary with a disability. */
const SPECIAL_NEEDS_WORDS = [
  "special needs",
  "disab",
  "autis",
  "down syndrome",
  "ssi",
  "medicaid",
  "supplemental needs",
];

/**
 * Revocable living trust. Minimum net worth 500,000.
 * Benefit: probateEstateUsd × probateCostRate (probate costs avoided).
 */
export const revocableLivingTrust: StrategyDefinition = {
  id: "revocable-living-trust",
  name: "Revocable Living Trust",
  category: "Estate Planning",
  description:
    "The client moves assets into a trust they control and can change at any time. At incapacity a successor trustee steps in without a court guardianship, and at death the assets pass privately under the trust without probate, including real estate in other states that would otherwise need ancillary probate.",
  benefitCalculation: {
    type: "percentage",
    formula: "probateEstateUsd × probateCostRate",
    variables: ["probateEstateUsd", "probateCostRate"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["no_income_or_estate_tax_saving", "funding_required", "state_law_dependent"],
  sources: [
    "Uniform Trust Code §§602–603 (revocable trusts)",
    "IRC §676 (grantor trust; no separate income tax)",
    "IRC §2038 (included in the estate)",
    "Cal. Prob. Code §§10800, 10810 (statutory probate fees)",
    "IRC §645 (election to treat the trust as part of the estate)",
  ],
  variables: [
    spec("probateEstateUsd", "USD", "Assets that would pass through probate without the trust."),
    spec("probateCostRate", "rate", "Probate fees and costs as a share of the probate estate."),
    spec("years", "years", "Years until the estate is settled."),
    spec("setupCostUsd", "USD", "Trust, pour-over will, powers of attorney and retitling."),
  ],
  defaults(f) {
    const probate = Math.max(0, netWorthOf(f) - (f.retirementAccountsUsd ?? 0));
    const california = f.state === "CA";
    const rate = probateCostRate(probate, california);
    return {
      probateEstateUsd: fixed(
        probate,
        `net worth less retirement accounts, which pass by beneficiary designation (${formatUsd(probate)})`,
      ),
      probateCostRate: fixed(
        rate,
        california
          ? `${(rate * 100).toFixed(2)}%: California statutory attorney and executor fees on this estate (Cal. Prob. Code §§10800, 10810) plus about 0.5% court, appraisal and bond costs`
          : `${(rate * 100).toFixed(2)}%: attorney, executor, court and appraisal costs of a probate of this size (about 2% up to $2,000,000 and 1% above)`,
      ),
      years: yearsToEstate(f),
      setupCostUsd: fixed(3_500, "trust, pour-over will, powers of attorney and deeds, about $3,500"),
    };
  },
  benefit: (x) => ({ protection: n(x, "probateEstateUsd") * clamp(n(x, "probateCostRate"), 0, 0.1) }),
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: 0, years: n(x, "years") }),
  sensitivity: {
    variable: "probateCostRate",
    mode: "multiply",
    spread: 0.5,
    description: "Probate costs half / base / 1.5×",
  },
  eligibility: allOf(
    anyOf(
      "The client already has an estate plan, lives where probate is inexpensive and owns no real estate in other states, so a revocable trust adds little.",
      {
        test: (f) => f.hasNoEstatePlan,
        fits: "The notes say the client has no estate plan yet, so a revocable trust is the natural foundation.",
        fails: "",
      },
      {
        test: (f) => f.state === "CA",
        fits: "California's statutory probate fees make avoiding probate especially valuable.",
        fails: "",
      },
      {
        test: (f) => f.hasInvestmentRealEstate,
        fits: "The client owns investment real estate, which could otherwise need probate in each state where it sits.",
        fails: "",
      },
      {
        test: (f) => (oldestAge(f) ?? 0) >= 70,
        fits: "At the client's age, planning for incapacity without a court guardianship is important.",
        fails: "",
      },
    ),
  ),
  timeline: "2–6 weeks, plus retitling",
  keyBenefits: [
    "Avoids probate and ancillary probate",
    "Manages assets if the client becomes incapacitated",
    "Keeps the estate private",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["probate", "incapacity", "privacy", "estate plan", "trust", "will"],
  explanation: {
    overview:
      "A revocable living trust is the backbone of most estate plans. The client is trustee and beneficiary while alive; a successor trustee takes over on incapacity or death. Assets titled to the trust skip probate, which saves fees and delay and keeps the plan out of the public record.",
    keyComponents: [
      "Revocable trust agreement",
      "Pour-over will",
      "Durable power of attorney and health care directive",
      "Retitling of accounts and real estate to the trust",
    ],
    steps: [
      step("Design", "Choose successor trustees, beneficiaries and any continuing trusts for children.", "Weeks 1–2", [
        "Family information",
        "Asset list",
      ]),
      step("Sign", "Execute the trust, pour-over will and powers of attorney.", "Weeks 2–4", [
        "Trust agreement",
        "Will",
        "Powers of attorney",
      ]),
      step("Fund", "Retitle real estate and accounts; coordinate beneficiary designations.", "Weeks 4–8", [
        "Deeds",
        "Account change forms",
      ]),
      step("Maintain", "Title new assets to the trust and review periodically.", "Ongoing", [
        "Asset titling checklist",
      ]),
    ],
    prerequisites: ["Willingness to retitle assets", "Chosen successor trustee"],
    professionals: ["Estate planning attorney", "Financial adviser for retitling"],
    secondaryBenefits: ["Privacy", "Faster distribution to heirs", "Foundation for later tax trusts"],
    taxAdvantages: [
      "No new tax return while the client lives (grantor trust)",
      "Can hold credit-shelter and marital trust provisions for the first death",
    ],
    risks: [
      risk(
        "Unfunded trust",
        "Assets left outside the trust still go through probate.",
        "Funding checklist and the pour-over will.",
      ),
      risk(
        "No tax savings",
        "A revocable trust saves no income or estate tax by itself.",
        "Add tax provisions (credit shelter, QTIP) inside it.",
      ),
    ],
    marketRisks: ["None specific to the structure"],
    regulatoryConsiderations: [
      "State law governs trust administration and creditor rights",
      "Assets remain reachable by the client's creditors",
    ],
    liquidityConsiderations: "The client keeps full access; nothing changes in daily use of the assets.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "A tax provision that usually sits inside the revocable trust rather than replacing it.",
      },
      { strategy: "disclaimer-trust", whyNotChosen: "Adds post-death flexibility within the same plan." },
    ],
    uniqueAdvantages: ["Handles incapacity and death with one document"],
    successMetrics: [
      metric("Assets titled to the trust", "All non-retirement assets", "Annually"),
      metric("Documents current", "Reviewed within 3 years", "Every 3 years"),
    ],
    qualitativeIndicators: ["Successor trustee knows the plan"],
    warningSignals: ["New accounts opened outside the trust", "Out-of-date trustee choices"],
    reviewSchedule: "Every 3 years and after marriage, divorce, births, deaths or a move to another state.",
    exitStrategy: "The client can amend or revoke the trust at any time.",
  },
};

/**
 * Irrevocable life insurance trust. Minimum net worth 3,000,000.
 * Benefit: deathBenefitUsd × 0.40 × estateTaxExposureRatio.
 */
export const irrevocableLifeInsuranceTrust: StrategyDefinition = {
  id: "irrevocable-life-insurance-trust",
  name: "Irrevocable Life Insurance Trust (ILIT)",
  category: "Estate Planning",
  description:
    "An irrevocable trust owns a life insurance policy on the client (or a survivorship policy on a couple), funded by annual exclusion gifts for the premiums. Because the client holds no incidents of ownership, the death benefit is outside the estate and gives the heirs tax-free cash to pay estate tax or equalise inheritances.",
  benefitCalculation: {
    type: "percentage",
    formula: "deathBenefitUsd × 0.40 × estateTaxExposureRatio",
    variables: ["deathBenefitUsd", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent:
    "Core of the strategy: the trust buys and owns a permanent (often survivorship) policy sized to the expected estate tax; premiums are paid by the trustee from the client's gifts.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "three_year_rule_existing_policies",
    "crummey_notices_required",
    "insurance_underwriting",
  ],
  sources: [
    "IRC §2042 (incidents of ownership)",
    "IRC §2035(a) (transfers of existing policies within 3 years of death)",
    "IRC §101(a) (death benefit free of income tax)",
    "Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("deathBenefitUsd", "USD", "Death benefit owned by the trust."),
    spec("estateTaxExposureRatio", "ratio", "Share of the proceeds that would otherwise face federal estate tax."),
    spec("years", "years", "Years until the insured's death."),
    spec("setupCostUsd", "USD", "Trust drafting and EIN."),
    spec(
      "annualAdministrationUsd",
      "USD",
      "Crummey notices, premium payments and records each year (premiums themselves not counted).",
    ),
  ],
  defaults(f, tax) {
    const need = taxableEstate(netWorthOf(f), f, tax) * tax.estateTaxRate;
    const benefit = Math.round(clamp(need, 1_000_000, 25_000_000));
    return {
      deathBenefitUsd: fixed(
        benefit,
        `sized to the estimated estate tax on the estate above the household's exclusions, between $1,000,000 and $25,000,000 (${formatUsd(benefit)})`,
      ),
      estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
      years: yearsToEstate(f),
      setupCostUsd: fixed(5_000, "trust drafting and EIN, about $5,000"),
      annualAdministrationUsd: fixed(1_500, "Crummey notices, premium payments and records, about $1,500 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings: n(x, "deathBenefitUsd") * tax.estateTaxRate * clamp(n(x, "estateTaxExposureRatio"), 0, 1),
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "deathBenefitUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Death benefit half / base / 1.5×",
  },
  eligibility: allOf(
    is.estateTaxExposure,
    anyOf(
      "The client has no life insurance to transfer and, at the stated age, new coverage is likely too costly.",
      {
        test: (f) => f.hasLifeInsurance,
        fits: "The client already holds permanent life insurance that the trust can own.",
        fails: "",
      },
      {
        test: (f) => (oldestAge(f) ?? 60) <= 80,
        fits: (f) =>
          oldestAge(f) === null
            ? "The notes give no age; the design assumes an insurable client."
            : `At age ${oldestAge(f)} new coverage can still be underwritten.`,
        fails: "",
      },
    ),
  ),
  timeline: "6–12 weeks including underwriting",
  keyBenefits: [
    "Death benefit free of estate and income tax",
    "Liquidity to pay estate tax without selling assets",
    "Premiums funded with annual exclusion gifts",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["insurance", "liquidity", "estate tax", "heirs", "equalize", "protect"],
  explanation: {
    overview:
      "Life insurance the client owns is taxed in the estate at 40%. Held by an ILIT, the same policy pays out free of estate and income tax, giving the family cash to pay estate tax or to equalise inheritances when a business or property goes to one child.",
    keyComponents: [
      "Irrevocable trust as owner and beneficiary of the policy",
      "Independent trustee",
      "Crummey withdrawal powers for premium gifts",
      "Permanent or survivorship policy",
    ],
    steps: [
      step("Size the need", "Project the estate tax and liquidity needs.", "Weeks 1–2", ["Estate projection"]),
      step("Create the trust", "Sign the ILIT and obtain an EIN before the policy is issued.", "Weeks 2–4", [
        "ILIT agreement",
        "EIN",
      ]),
      step(
        "Apply for coverage",
        "Trustee applies for the policy as owner; the client undergoes underwriting.",
        "Weeks 3–12",
        ["Application", "Medical exams"],
      ),
      step(
        "Fund premiums",
        "Client gifts premiums to the trust; trustee sends Crummey notices and pays.",
        "Each premium date",
        ["Gift records", "Crummey notices"],
      ),
    ],
    prerequisites: ["An estate likely to owe estate tax or need liquidity", "Insurability"],
    professionals: ["Estate planning attorney", "Life insurance specialist", "Trustee", "CPA"],
    secondaryBenefits: [
      "Creditor protection for the policy and proceeds",
      "Can provide for a surviving spouse through the trust",
    ],
    taxAdvantages: [
      "Proceeds outside the estate (no incidents of ownership)",
      "Proceeds free of income tax (§101)",
      "Premium gifts use annual exclusions",
    ],
    risks: [
      risk(
        "Three-year rule",
        "An existing policy transferred to the trust is taxed if the insured dies within 3 years.",
        "Have the trust buy new coverage, or buy the existing policy for value.",
      ),
      risk(
        "Policy lapse",
        "Underfunded universal life policies can lapse.",
        "Annual in-force illustrations; guaranteed designs.",
      ),
      risk(
        "Incidents of ownership",
        "Any retained power over the policy brings it back into the estate.",
        "Independent trustee; the insured holds no powers.",
      ),
    ],
    marketRisks: ["Crediting rates on universal life policies can fall", "Insurer credit risk"],
    regulatoryConsiderations: [
      "Crummey notices must be given for premium gifts to qualify",
      "GST allocation needed if grandchildren benefit",
    ],
    liquidityConsiderations: "Premiums are paid from the client's cash flow; the trust provides liquidity at death.",
    alternatives: [
      {
        strategy: "section-6166-deferral",
        whyNotChosen: "Spreads estate tax on a business over 14 years instead of prefunding it.",
      },
      {
        strategy: "crummey-trust",
        whyNotChosen: "The same gifting mechanism invested in securities instead of insurance.",
      },
    ],
    uniqueAdvantages: ["Turns annual gifts into a multiple of tax-free liquidity at death"],
    successMetrics: [
      metric("Policy in force", "Funded to guarantee", "Annually"),
      metric("Coverage versus projected estate tax", "At least 100%", "Every 3 years"),
    ],
    qualitativeIndicators: ["Trustee manages notices and premiums reliably"],
    warningSignals: ["Premiums paid directly by the insured", "In-force illustration shows lapse"],
    reviewSchedule: "Annual policy and notice review; coverage review every 3 years.",
    exitStrategy:
      "The trust can stop paying premiums (reduced paid-up policy), sell the policy, or let it lapse; the trust itself is irrevocable.",
  },
};

/**
 * Third-party special (supplemental) needs trust. Minimum net worth 1,000,000.
 * Benefit: annualPublicBenefitsUsd × beneficiaryYears (means-tested benefits preserved).
 */
export const specialNeedsTrust: StrategyDefinition = {
  id: "special-needs-trust",
  name: "Third-Party Special Needs Trust",
  category: "Estate Planning",
  description:
    "An inheritance for a child or grandchild with a disability is left to a discretionary supplemental needs trust instead of outright. The trust pays for things public benefits do not, while the beneficiary stays eligible for means-tested SSI and Medicaid, and there is no Medicaid payback because the money is the family's, not the beneficiary's.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "annualPublicBenefitsUsd × beneficiaryYears",
    variables: ["annualPublicBenefitsUsd", "beneficiaryYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × beneficiaryYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "beneficiaryYears"],
  },
  lifeInsuranceComponent: "Often funded with survivorship life insurance payable to the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["public_benefits_rules", "discretionary_distributions_only", "state_medicaid_rules"],
  sources: [
    "42 U.S.C. §1382b(a) and 20 C.F.R. §416.1201 (SSI resources)",
    "SSA POMS SI 01120.200 (trusts not established with the beneficiary's assets)",
    "42 U.S.C. §1396p(d)(4)(A) (first-party trusts need Medicaid payback; third-party trusts do not)",
    "IRC §642(b)(2)(C), §1(e) (qualified disability trust exemption)",
  ],
  variables: [
    spec("annualPublicBenefitsUsd", "USD", "SSI and Medicaid benefits preserved each year."),
    spec("beneficiaryYears", "years", "Years the beneficiary relies on the benefits."),
    spec("setupCostUsd", "USD", "Trust drafting and beneficiary-designation updates."),
    spec("annualAdministrationUsd", "USD", "Trustee, benefits compliance and tax return each year."),
  ],
  defaults: () => ({
    annualPublicBenefitsUsd: fixed(
      30_000,
      "about $30,000 a year of SSI and Medicaid services (varies widely by state and need)",
    ),
    beneficiaryYears: fixed(40, "40 years of the beneficiary's adult life"),
    setupCostUsd: fixed(4_000, "trust drafting and beneficiary designations, about $4,000"),
    annualAdministrationUsd: fixed(1_500, "trustee and benefits-compliant distributions, about $1,500 a year"),
  }),
  benefit: (x) => ({ protection: n(x, "annualPublicBenefitsUsd") * n(x, "beneficiaryYears") }),
  cost: (x) => setupAndAnnual(x, "beneficiaryYears"),
  sensitivity: {
    variable: "annualPublicBenefitsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Benefits preserved half / base / 1.5×",
  },
  eligibility: allOf({
    test: (f) => SPECIAL_NEEDS_WORDS.some((w) => goalsText(f).includes(w)),
    fits: "The client's goals mention a family member with a disability or special needs.",
    fails: "The notes mention no family member with a disability or special needs.",
  }),
  timeline: "3–6 weeks",
  keyBenefits: [
    "Preserves SSI and Medicaid eligibility",
    "Pays for quality-of-life needs benefits do not cover",
    "No Medicaid payback for a third-party trust",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["special needs", "disab", "autis", "care", "medicaid", "ssi", "dependent"],
  explanation: {
    overview:
      "An outright inheritance can disqualify a person with a disability from SSI and Medicaid, which count assets above about $2,000. A third-party special needs trust holds the inheritance in a trustee's discretion, paying for therapies, equipment, travel and education on top of, not instead of, public benefits.",
    keyComponents: [
      "Discretionary trust funded by parents or grandparents",
      "Trustee experienced with benefits rules",
      "Letter of intent describing the beneficiary's needs",
      "Beneficiary designations naming the trust",
    ],
    steps: [
      step("Plan", "Assess the beneficiary's benefits and needs; choose trustees.", "Weeks 1–2", [
        "Benefits summary",
        "Care plan",
      ]),
      step("Draft", "Attorney drafts the trust (stand-alone or inside the revocable trust).", "Weeks 2–4", [
        "Trust agreement",
      ]),
      step(
        "Redirect inheritances",
        "Name the trust as beneficiary of wills, accounts and insurance; tell relatives.",
        "Weeks 4–6",
        ["Beneficiary designation forms"],
      ),
      step("Administer", "Trustee makes distributions that do not reduce benefits.", "Ongoing", [
        "Distribution log",
        "Form 1041",
      ]),
    ],
    prerequisites: ["A family member with a disability receiving or likely to need means-tested benefits"],
    professionals: ["Special needs planning attorney", "Trustee or pooled-trust organisation", "CPA"],
    secondaryBenefits: ["Professional management for a vulnerable beneficiary", "Protection from exploitation"],
    taxAdvantages: ["Qualified disability trust exemption", "Can be combined with an ABLE account (§529A)"],
    risks: [
      risk(
        "Support distributions",
        "Paying food or shelter reduces SSI (in-kind support and maintenance).",
        "Trustee trained on SSI rules; pay vendors directly.",
      ),
      risk(
        "Relatives leave money outright",
        "A grandparent's direct bequest can disqualify the beneficiary.",
        "Tell the family to name the trust.",
      ),
    ],
    marketRisks: ["Investment returns affect how long the trust lasts"],
    regulatoryConsiderations: [
      "SSI and Medicaid rules change; state Medicaid rules vary",
      "First-party funds need a separate payback trust",
    ],
    liquidityConsiderations:
      "Distributions are discretionary and must be made for the beneficiary's supplemental needs.",
    alternatives: [
      {
        strategy: "revocable-living-trust",
        whyNotChosen: "Can contain the special needs provisions, but an outright share would harm eligibility.",
      },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Often used to fund the special needs trust at the parents' deaths.",
      },
    ],
    uniqueAdvantages: ["Only structure that keeps benefits while leaving an inheritance"],
    successMetrics: [
      metric("Benefits eligibility", "Maintained", "Annually"),
      metric("Quality-of-life spending", "Per the letter of intent", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiary's care team and trustee coordinate"],
    warningSignals: ["Cash paid directly to the beneficiary", "Relatives naming the beneficiary directly"],
    reviewSchedule: "Annual trustee review; legal review every 3 years or when benefits rules change.",
    exitStrategy:
      "The trust ends at the beneficiary's death; remaining assets pass to other family members with no Medicaid payback.",
  },
};

/**
 * §6166 deferral of estate tax on a closely held business. Minimum net worth 5,000,000 (spec §3
 * table). Benefit: deferredEstateTaxUsd × (borrowingRate − deferralInterestRate) × weightedYearsOutstanding,
 * where deferredEstateTaxUsd = estate tax (at 0.40) on the business share of the taxable estate.
 */
export const section6166Deferral: StrategyDefinition = {
  id: "section-6166-deferral",
  name: "Section 6166 Estate Tax Deferral for a Closely Held Business",
  category: "Estate Planning",
  description:
    "When a closely held business is more than 35% of the adjusted gross estate, the executor can elect to pay the estate tax on it over up to 14 years: interest only for 5 years, then 10 annual instalments, at 2% on the first slice and 45% of the underpayment rate on the rest. Planning keeps the estate qualified so heirs are not forced to sell the business.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "deferredEstateTaxUsd × (borrowingRate − deferralInterestRate) × weightedYearsOutstanding, where deferredEstateTaxUsd = min(businessValue, taxable estate) × 0.40",
    variables: ["deferredEstateTaxUsd", "borrowingRate", "deferralInterestRate", "weightedYearsOutstanding"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: life insurance can pay the deferred instalments or replace the deferral entirely.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "form_706_election",
    "acceleration_on_disposition",
    "special_lien_or_bond",
    "interest_not_deductible",
  ],
  sources: [
    "IRC §6166(a)(1), (a)(3), (b) (election, 35% test, closely held business)",
    "IRC §6166(g) (acceleration on disposition of 50% or more)",
    "IRC §6601(j) (2% portion and 45% of the underpayment rate)",
    "IRC §6324A (special lien in place of a bond)",
    "IRC §2053(c)(1)(D) (deferral interest not deductible)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("deferredEstateTaxUsd", "USD", "Estate tax attributable to the business that is deferred."),
    spec("borrowingRate", "rate", "Rate the estate would pay to borrow the tax instead."),
    spec("deferralInterestRate", "rate", "Blended §6601(j) interest rate on the deferred tax."),
    spec(
      "weightedYearsOutstanding",
      "years",
      "Average years the deferred tax is outstanding (5 interest-only years, then 10 instalments).",
    ),
    spec("years", "years", "Length of the deferral."),
    spec("setupCostUsd", "USD", "Election, lien or bond, and planning to keep the estate qualified."),
    spec("annualAdministrationUsd", "USD", "Instalment compliance each year."),
  ],
  defaults(f, tax) {
    const business = f.businessValueUsd ?? netWorthOf(f) * SECTION_6166_MINIMUM_SHARE;
    const taxable = taxableEstate(netWorthOf(f), f, tax);
    const deferred = Math.round(Math.min(business, taxable) * tax.estateTaxRate);
    return {
      deferredEstateTaxUsd: fixed(
        deferred,
        `estate tax at ${(tax.estateTaxRate * 100).toFixed(0)}% on the business share of the estate above the household's ${formatUsd(householdExclusion(f, tax))} of exclusions (${formatUsd(deferred)})`,
      ),
      borrowingRate: fixed(0.08, "8% a year: a commercial loan to the estate secured by the business"),
      deferralInterestRate: fixed(
        0.03,
        "about 3% blended: 2% on the first slice (§6601(j)) and 45% of the IRS underpayment rate on the rest",
      ),
      weightedYearsOutstanding: fixed(
        10.5,
        "10.5 years: the full tax for 5 years, then 10 equal instalments (5.5 years on average)",
      ),
      years: fixed(14, "14 years: interest only for 4–5 years, then up to 10 instalments"),
      setupCostUsd: fixed(15_000, "qualification planning, the election and a §6324A lien, about $15,000"),
      annualAdministrationUsd: fixed(2_000, "annual instalment computation and compliance, about $2,000 a year"),
    };
  },
  benefit: (x) => ({
    estateTaxSavings:
      n(x, "deferredEstateTaxUsd") *
      Math.max(0, n(x, "borrowingRate") - n(x, "deferralInterestRate")) *
      n(x, "weightedYearsOutstanding"),
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "borrowingRate",
    mode: "add",
    spread: 0.02,
    description: "Alternative borrowing rate 6% / 8% / 10%",
  },
  eligibility: allOf(
    when.ownsBusiness,
    {
      test: (f) =>
        f.businessValueUsd !== null &&
        f.netWorthUsd !== null &&
        f.businessValueUsd > f.netWorthUsd * SECTION_6166_MINIMUM_SHARE,
      fits: (f) =>
        `The business (${formatUsd(f.businessValueUsd ?? 0)}) is more than 35% of the ${formatUsd(netWorthOf(f))} estate, meeting the §6166(a)(1) test.`,
      fails: (f) =>
        f.businessValueUsd === null
          ? "The notes do not give the business's value, so the 35%-of-the-estate test for §6166 cannot be confirmed."
          : `The business (${formatUsd(f.businessValueUsd)}) is not more than 35% of the estate, so §6166 would not apply.`,
    },
    {
      test: (f, t) => taxableEstate(netWorthOf(f), f, t) > 0,
      fits: (f, t) =>
        `The estate exceeds the household's ${formatUsd(householdExclusion(f, t))} of exclusions, so estate tax would be due.`,
      fails: (_f, t) =>
        `The estate is within the household's exclusions (${formatUsd(t.basicExclusionAmount)} each), so there is no estate tax to defer.`,
    },
  ),
  timeline: "Planned now; elected on Form 706 at death",
  keyBenefits: [
    "Keeps the business in the family instead of selling to pay tax",
    "Low statutory interest on the deferred tax",
    "Up to 14 years to pay",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "liquidity", "succession", "estate tax", "family business", "keep"],
  explanation: {
    overview:
      "Estate tax is due nine months after death, but a family business is rarely liquid. §6166 lets the estate pay the tax attributable to the business over as long as 14 years at low interest. Planning during life makes sure the business stays above 35% of the estate and that the heirs understand what would accelerate the tax.",
    keyComponents: [
      "35% test on the adjusted gross estate",
      "Election on a timely Form 706",
      "Special lien (§6324A) or bond",
      "Annual instalments with 2%/45% interest",
    ],
    steps: [
      step(
        "Test qualification",
        "Project whether the business will exceed 35% of the adjusted gross estate; aggregate entities where 20%+ owned.",
        "Weeks 1–4",
        ["Valuation", "Entity ownership chart"],
      ),
      step(
        "Preserve qualification",
        "Avoid moving passive assets into the business; consider gifts of other assets to raise the business's share.",
        "Ongoing",
        ["Estate plan review"],
      ),
      step(
        "Elect at death",
        "Executor elects on a timely Form 706 and arranges a lien or bond.",
        "Within 9 months of death",
        ["Form 706", "Form 706 Schedule for the election", "§6324A agreement"],
      ),
      step(
        "Pay instalments",
        "Pay interest for 4–5 years, then up to 10 instalments; monitor dispositions.",
        "Annually for up to 14 years",
        ["Payment schedule"],
      ),
    ],
    prerequisites: ["A closely held business above 35% of the estate", "A taxable estate"],
    professionals: ["Estate planning attorney", "Business valuation expert", "CPA"],
    secondaryBenefits: ["Time for the business to fund the tax from earnings", "Avoids fire-sale discounts"],
    taxAdvantages: [
      "2% interest on the first slice, 45% of the underpayment rate on the rest",
      "Can combine with §2032A and §303 redemptions",
    ],
    risks: [
      risk(
        "Acceleration",
        "Selling or withdrawing 50% or more of the business accelerates the unpaid tax.",
        "Plan any sale around §6166(g) and pay the tax from proceeds.",
      ),
      risk(
        "Failing the 35% test",
        "Growth in other assets can disqualify the estate.",
        "Monitor the ratio; shift non-business assets by gift if needed.",
      ),
      risk(
        "Non-deductible interest",
        "Interest on deferred tax is not deductible for estate tax.",
        "Compare with a Graegin loan whose interest can be deducted.",
      ),
    ],
    marketRisks: ["A business downturn makes instalments harder to pay"],
    regulatoryConsiderations: [
      "Passive assets of the business are excluded from the 35% test (§6166(b)(9))",
      "The IRS may require a bond or lien",
    ],
    liquidityConsiderations: "The estate pays the tax over time from business cash flow rather than in one payment.",
    alternatives: [
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Prefunds the tax with tax-free insurance, at the cost of premiums.",
      },
      {
        strategy: "special-use-valuation-2032a",
        whyNotChosen: "Reduces the tax on farm or business real estate rather than deferring it; often combined.",
      },
    ],
    uniqueAdvantages: ["Statutory, low-rate financing of estate tax"],
    successMetrics: [
      metric("Business share of estate", "Above 35%", "Annually"),
      metric("Instalments paid", "On time", "Annually after death"),
    ],
    qualitativeIndicators: ["Heirs understand the deferral and its limits"],
    warningSignals: ["Large passive assets inside the business", "Plans to sell soon after death"],
    reviewSchedule: "Annual check of the 35% test; full review with each estate plan update.",
    exitStrategy: "The estate can prepay the deferred tax at any time, for example after a sale.",
  },
};

/**
 * §2032A special use valuation of farm or ranch real property. Minimum net worth 2,000,000.
 * Benefit: min(qualifiedRealPropertyUsd × (1 − useValueRatio), reductionLimitUsd) × 0.40 × estateTaxExposureRatio.
 */
export const specialUseValuation2032a: StrategyDefinition = {
  id: "special-use-valuation-2032a",
  name: "Special Use Valuation of Farm and Ranch Land (§2032A)",
  category: "Estate & Wealth Transfer",
  description:
    "The executor can value farm or ranch land (or real estate used in a closely held business) at its value in current use rather than its development value, cutting the taxable estate by up to the indexed §2032A limit. The heirs must keep farming it for 10 years or the tax saved is recaptured.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(qualifiedRealPropertyUsd × (1 − useValueRatio), reductionLimitUsd) × 0.40 × estateTaxExposureRatio",
    variables: ["qualifiedRealPropertyUsd", "useValueRatio", "reductionLimitUsd", "estateTaxExposureRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["ten_year_recapture", "qualified_heir_agreement", "material_participation_required"],
  sources: [
    "IRC §2032A(a)(2)–(3) (limit on the reduction, indexed)",
    "IRC §2032A(b)(1) (50% and 25% tests; 5 of 8 years of qualified use and material participation)",
    "IRC §2032A(c) (10-year recapture)",
    "IRC §2032A(e)(7) (cash-rent capitalisation method)",
    "Treas. Reg. §20.2032A-8 (election and agreement)",
    "IRC §2001(c)",
  ],
  variables: [
    spec("qualifiedRealPropertyUsd", "USD", "Fair market value of the farm or ranch land."),
    spec("useValueRatio", "ratio", "Farm-use value as a share of fair market value."),
    spec("reductionLimitUsd", "USD", "§2032A limit on the total reduction for the year."),
    spec("estateTaxExposureRatio", "ratio", "Share of the reduction that saves federal estate tax."),
    spec("years", "years", "Recapture period the heirs must keep farming."),
    spec("setupCostUsd", "USD", "Use-value appraisal, election and recapture agreement."),
    spec("annualAdministrationUsd", "USD", "Monitoring qualified use during the recapture period."),
  ],
  defaults(f, tax) {
    const land =
      f.realEstateUsd !== null
        ? fixed(
            Math.round(f.realEstateUsd * 0.8),
            `80% of the ${formatUsd(f.realEstateUsd)} of real estate is farm or ranch land`,
          )
        : fixed(
            Math.round(netWorthOf(f) * 0.4),
            "farm or ranch land assumed at 40% of net worth (real estate not stated)",
          );
    return {
      qualifiedRealPropertyUsd: land,
      useValueRatio: fixed(0.5, "farm-use value about half of market value (development pressure near the land)"),
      reductionLimitUsd: fixed(
        tax.specialUseValuationReductionLimit,
        `the ${tax.year} §2032A limit of ${formatUsd(tax.specialUseValuationReductionLimit)}`,
      ),
      estateTaxExposureRatio: estateTaxExposureRatio(f, tax),
      years: fixed(10, "10-year recapture period (§2032A(c))"),
      setupCostUsd: fixed(
        15_000,
        "use-value appraisal, the election and the heirs' recapture agreement, about $15,000",
      ),
      annualAdministrationUsd: fixed(500, "records of qualified use and participation, about $500 a year"),
    };
  },
  benefit: (x, tax) => ({
    estateTaxSavings:
      Math.min(n(x, "qualifiedRealPropertyUsd") * (1 - clamp(n(x, "useValueRatio"), 0, 1)), n(x, "reductionLimitUsd")) *
      tax.estateTaxRate *
      clamp(n(x, "estateTaxExposureRatio"), 0, 1),
  }),
  cost: (x) => setupAndAnnual(x),
  sensitivity: {
    variable: "useValueRatio",
    mode: "add",
    spread: 0.2,
    description: "Use value 30% / 50% / 70% of market value",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasFarmOrRanch,
      fits: "The client owns farm or ranch land used in a farming business.",
      fails: "The notes mention no farm or ranch land in active use.",
    },
    {
      test: (f) =>
        f.realEstateUsd === null ||
        f.netWorthUsd === null ||
        f.realEstateUsd >= f.netWorthUsd * SECTION_2032A_MINIMUM_REAL_PROPERTY_SHARE,
      fits: (f) =>
        f.realEstateUsd === null
          ? "The notes do not give the land's value; the plan assumes it is at least 25% of the estate, as §2032A requires."
          : `Real estate of ${formatUsd(f.realEstateUsd)} is at least 25% of the estate, meeting the §2032A(b)(1)(B) test.`,
      fails: (f) =>
        `Real estate of ${formatUsd(f.realEstateUsd ?? 0)} is less than 25% of the ${formatUsd(netWorthOf(f))} estate, below the §2032A(b)(1)(B) threshold.`,
    },
    is.estateTaxExposure,
  ),
  timeline: "Planned now; elected on Form 706 at death",
  keyBenefits: [
    "Values farmland at its farming value, not its development value",
    "Keeps the farm in the family",
    "Combines with §6166 deferral",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["farm", "ranch", "land", "family", "agricultur", "keep"],
  explanation: {
    overview:
      "Farmland near growing towns is often worth far more to developers than to farmers. §2032A lets the estate be taxed on the land's farming value instead, up to the indexed limit, provided the family has farmed it and will keep farming it for 10 years.",
    keyComponents: [
      "Qualified real property passing to qualified heirs (family members)",
      "50% and 25% tests on the adjusted gross estate",
      "Material participation 5 of the 8 years before death",
      "Recapture agreement signed by all heirs",
    ],
    steps: [
      step("Test qualification", "Confirm the 50% and 25% tests and the participation history.", "Weeks 1–4", [
        "Farm records",
        "Estate projection",
      ]),
      step(
        "Position the estate",
        "Keep farm assets above the thresholds; make sure the land passes to qualified heirs.",
        "Ongoing",
        ["Will or trust review"],
      ),
      step(
        "Elect at death",
        "Executor elects on Form 706 Schedule A-1 with the heirs' agreement.",
        "Within 9 months of death",
        ["Form 706", "Schedule A-1", "Recapture agreement", "Use-value appraisal"],
      ),
      step(
        "Keep qualified use",
        "Heirs farm the land (or cash-rent only to family in limited cases) for 10 years.",
        "10 years after death",
        ["Operating records"],
      ),
    ],
    prerequisites: ["Farm or ranch land actively farmed by the family", "Heirs who will continue farming"],
    professionals: ["Agricultural estate planning attorney", "Farm appraiser", "CPA"],
    secondaryBenefits: ["Combines with §6166 deferral and conservation easements", "Encourages succession planning"],
    taxAdvantages: [
      "Reduction in taxable estate up to the §2032A limit",
      "Can reduce state estate tax where states conform",
    ],
    risks: [
      risk(
        "Recapture",
        "Selling or ceasing to farm within 10 years recaptures the saved tax.",
        "Succession plan and heirs' commitment before electing.",
      ),
      risk(
        "Lower basis",
        "The heirs' basis is the special-use value, not market value.",
        "Weigh the estate tax saving against future capital gains.",
      ),
      risk(
        "Failing thresholds",
        "Non-farm assets growing faster can fail the 50% test.",
        "Monitor the ratios annually.",
      ),
    ],
    marketRisks: ["Land values and cash rents change the use value"],
    regulatoryConsiderations: [
      "The §2032A limit is indexed each year",
      "Strict election requirements; defective elections can be perfected only within limits (§2032A(d)(3))",
    ],
    liquidityConsiderations: "No cash is freed; the estate owes less tax but the land must stay in farming.",
    alternatives: [
      { strategy: "section-6166-deferral", whyNotChosen: "Defers rather than reduces the tax; often used together." },
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "Moves land by discounted gifts during life instead of reducing the value at death.",
      },
    ],
    uniqueAdvantages: ["The only estate valuation rule written for family farms"],
    successMetrics: [
      metric("Thresholds met", "50% and 25% tests", "Annually"),
      metric("Qualified use continues", "10 years after death", "Annually"),
    ],
    qualitativeIndicators: ["Next generation engaged in the farm"],
    warningSignals: ["Heirs planning to sell", "Land leased to unrelated farmers"],
    reviewSchedule: "Annual review of farm assets and participation; full estate plan review every 3 years.",
    exitStrategy:
      "If the heirs sell within 10 years, they pay the recapture tax; after 10 years they are free to sell.",
  },
};

/** The foundation and estate-relief strategies, in catalogue order. */
export const FOUNDATION_STRATEGIES: readonly StrategyDefinition[] = [
  revocableLivingTrust,
  irrevocableLifeInsuranceTrust,
  specialNeedsTrust,
  section6166Deferral,
  specialUseValuation2032a,
];
