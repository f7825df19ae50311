import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, childYearsAfterEstate, fixed, metric, risk, setup, step, yearly } from "../kit.ts";

/** SSI federal benefit rate for an individual, 2026, USD a month (SSA, "SSI Federal Payment Amounts for 2026"; 42 U.S.C. §1382(b), §1382f). */
export const SSI_FEDERAL_BENEFIT_RATE_2026_MONTHLY = 994;

/** ASSUMPTION: Medicaid services worth about $20,000 a year to a beneficiary with a disability (varies widely by state and need). */
export const ASSUMED_MEDICAID_VALUE_A_YEAR = 20_000;

/**
 * Third-party special (supplemental) needs trust. No minimum net worth beyond a stated disability:
 * even a modest inheritance or a life insurance payout left outright ends means-tested benefits.
 *
 * Its value is protection, not a tax saving: the beneficiary's SSI and Medicaid continue after
 * the parents' deaths because the trust's assets are not the beneficiary's resources (SSA POMS SI
 * 01120.200; 20 C.F.R. §416.1201), reported as `protection` = a year's benefits × the years they
 * are preserved, in today's dollars. Benefits: the 2026 SSI federal benefit rate ($994 a month,
 * SSA) plus Medicaid services valued at an assumed $20,000 a year. Costs: drafting now and the
 * trustee's yearly administration once the trust is funded at the final death.
 */
export const specialNeedsTrust = defineStrategy({
  id: "special-needs-trust",
  name: "Third-Party Special Needs Trust",
  category: "Estate Planning",
  description:
    "An inheritance for a child or grandchild with a disability is left to a discretionary supplemental needs trust instead of outright. The trust pays for things public benefits do not, while the beneficiary stays eligible for means-tested SSI and Medicaid, and there is no Medicaid payback because the money is the family's, not the beneficiary's.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection: annualPublicBenefitsUsd × beneficiaryYears of SSI and Medicaid preserved (today's dollars)",
    variables: ["annualPublicBenefitsUsd", "beneficiaryYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualAdministrationUsd each year from the final death for beneficiaryYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "beneficiaryYears", "yearsToFunding"],
  },
  lifeInsuranceComponent: "Often funded with life insurance payable to the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["public_benefits_rules", "discretionary_distributions_only", "state_medicaid_rules"],
  sources: [
    "42 U.S.C. §1382b(a) and 20 C.F.R. §416.1201 (SSI resources)",
    "SSA POMS SI 01120.200 (trusts not established with the beneficiary's assets)",
    "SSA, SSI Federal Payment Amounts for 2026 ($994 a month for an individual)",
    "42 U.S.C. §1396p(d)(4)(A) (first-party trusts need Medicaid payback; third-party trusts do not)",
    "IRC §642(b)(2)(C), §1(e) (qualified disability trust exemption)",
  ],
  domain: "estate",
  variables: {
    annualPublicBenefitsUsd: { unit: "USD", description: "SSI and Medicaid benefits preserved each year." },
    beneficiaryYears: {
      unit: "years",
      description: "Years the beneficiary relies on the benefits after the inheritance.",
    },
    yearsToFunding: { unit: "years", description: "Years until the trust is funded (the final death)." },
    setupCostUsd: { unit: "USD", description: "Trust drafting and beneficiary-designation updates." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, benefits compliance and tax return each year." },
  },
  defaults(ctx) {
    const ssi = SSI_FEDERAL_BENEFIT_RATE_2026_MONTHLY * 12;
    const h = ctx.household;
    return {
      annualPublicBenefitsUsd: fixed(
        ssi + ASSUMED_MEDICAID_VALUE_A_YEAR,
        `${formatUsd(ssi + ASSUMED_MEDICAID_VALUE_A_YEAR)} a year: SSI at the 2026 federal rate of $${SSI_FEDERAL_BENEFIT_RATE_2026_MONTHLY} a month (SSA) plus Medicaid services assumed worth ${formatUsd(ASSUMED_MEDICAID_VALUE_A_YEAR)} a year (varies widely by state and need)`,
      ),
      beneficiaryYears: childYearsAfterEstate(ctx, "youngest"),
      yearsToFunding: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years: funded at the final death, when the inheritance arrives`,
      ),
      setupCostUsd: fixed(4_000, "trust drafting and beneficiary designations, about $4,000"),
      annualAdministrationUsd: fixed(1_500, "trustee and benefits-compliant distributions, about $1,500 a year"),
    };
  },
  effects(v) {
    const from = Math.round(v.yearsToFunding) + 1;
    const preserved = Math.max(0, v.annualPublicBenefitsUsd) * Math.max(0, v.beneficiaryYears);
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust drafting and beneficiary designations"),
        ...yearly(
          -v.annualAdministrationUsd,
          from,
          from + Math.round(v.beneficiaryYears) - 1,
          "cost",
          "trustee and benefits compliance",
        ),
      ],
      protection: {
        amountUsd: preserved,
        description: `SSI and Medicaid of about ${formatUsd(v.annualPublicBenefitsUsd)} a year kept for about ${Math.round(v.beneficiaryYears)} years after the parents' deaths (today's dollars), which an outright inheritance above the $2,000 SSI resource limit would end.`,
      },
    };
  },
  sensitivity: {
    variable: "annualPublicBenefitsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Benefits preserved half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasDisabledDependent,
      "The notes state a child or dependant with a disability, who would lose SSI and Medicaid with an outright inheritance.",
      "The notes mention no family member with a disability or special needs.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasDisabledDependent
      ? {
          urgency: "basic",
          reason: "A family member has a disability: an inheritance left outright can end means-tested benefits.",
        }
      : null,
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
      "An outright inheritance can disqualify a person with a disability from SSI and Medicaid, which count assets above $2,000. A third-party special needs trust holds the inheritance in a trustee's discretion, paying for therapies, equipment, travel and education on top of, not instead of, public benefits.",
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
        "Paying the beneficiary's shelter costs (rent, mortgage, utilities) counts as in-kind support and can reduce SSI.",
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
        strategy: "able-account",
        whyNotChosen:
          "Holds the beneficiary's own savings up to the annual gift exclusion a year; complements the trust.",
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
});
