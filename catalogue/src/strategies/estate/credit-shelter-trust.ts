import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  bypassShare,
  check,
  firstDeathOf,
  fixed,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearly,
} from "../kit.ts";

/**
 * Credit-shelter (bypass) trust. Minimum net worth 3,000,000.
 *
 * At the first death a formula clause funds a trust for the survivor with the first spouse's
 * exclusion: the basic exclusion of that year (IRC §2010(c)(3), indexed), at most the first
 * spouse's share (half the projected estate, an assumption). The survivor benefits under an
 * ascertainable standard, so the trust and its growth stay out of the survivor's estate
 * (§2041(b)(1)(A), §2056(b)(1)). Effect: that amount grown at the trust's growth from the first
 * to the final death is removed from the survivor's estate (`estate.removedUsd`, priced by the
 * household against the baseline, which makes no portability election); cost: drafting now,
 * trust administration from the first death, and the heirs' capital-gains tax on the growth,
 * which gets no second basis step-up (§1014). The remaining estate passes to the spouse with the
 * marital deduction, which for a non-citizen spouse needs a QDOT (§2056(d)).
 */
export const creditShelterTrust = defineStrategy({
  id: "credit-shelter-trust",
  name: "Credit Shelter (Bypass) Trust",
  category: "Estate Planning",
  description:
    "At the first spouse's death, assets up to that spouse's exclusion go into a trust for the survivor and children instead of outright to the survivor. The survivor can receive income and principal for health, education, maintenance and support, but the trust and all its growth are outside the survivor's estate, unlike a portability election, which carries over a fixed amount.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with shelteredAmountUsd × (1 + growthRate)^survivorYears removed from the survivor's estate, priced on the household's projection (§2001(c) rates, top 0.40), − heirs' capital-gains tax on the trust's growth (no second step-up)",
    variables: ["shelteredAmountUsd", "growthRate", "survivorYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualAdministrationUsd each year from the first death to the final death",
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
    "IRC §1014 (basis step-up only for property in the decedent's estate)",
    "IRC §2056(d) (marital deduction for a non-citizen spouse only through a QDOT)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "first-death-exclusion",
  variables: {
    shelteredAmountUsd: { unit: "USD", description: "Amount placed in the bypass trust at the first death (nominal)." },
    growthRate: { unit: "rate", description: "Annual growth of the trust." },
    survivorYears: { unit: "years", description: "Years the survivor lives after the first death." },
    yearsToFirstDeath: { unit: "years", description: "Years from now until the first death." },
    setupCostUsd: { unit: "USD", description: "Drafting of the bypass provisions in the estate plan." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and trust tax return after the first death." },
  },
  defaults(ctx) {
    const fd = firstDeathOf(ctx);
    const sheltered = fd ? round(Math.min(fd.exclusionUsd, fd.shareUsd)) : 0;
    return {
      shelteredAmountUsd: fd
        ? fixed(
            sheltered,
            sheltered < fd.exclusionUsd
              ? `${formatUsd(sheltered)}: the first spouse's share (half the estate projected for ${fd.year}), below that year's ${formatUsd(fd.exclusionUsd)} exclusion`
              : `${formatUsd(sheltered)}: the basic exclusion amount of ${fd.year}, the first death the household model assumes`,
          )
        : fixed(0, "no legal spouse: nothing to shelter at a first death"),
      growthRate: portfolioGrowth(ctx),
      survivorYears: fd
        ? fixed(fd.survivorYears, `${fd.survivorYears} years from the first death (${fd.year}) to the final death`)
        : fixed(0, "no first death"),
      yearsToFirstDeath: fd
        ? fixed(fd.yearsFromNow, `${fd.yearsFromNow} years, to ${fd.year}`)
        : fixed(0, "no first death"),
      setupCostUsd: fixed(5_000, "bypass provisions in the wills or revocable trusts, about $5,000"),
      annualAdministrationUsd: fixed(
        2_500,
        "trustee, Form 1041 and records after the first death, about $2,500 a year",
      ),
    };
  },
  effects(v, ctx) {
    const bypass = bypassShare(ctx, v.shelteredAmountUsd, v.growthRate, v.survivorYears);
    const first = Math.round(v.yearsToFirstDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting the bypass provisions"),
        ...yearly(
          -v.annualAdministrationUsd,
          first + 1,
          first + Math.round(v.survivorYears),
          "cost",
          "trustee and trust tax return",
        ),
        ...bypass.flows,
      ],
      estate: { removedUsd: bypass.removedUsd },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Trust growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.estateTax,
    check(
      () => true,
      (ctx) =>
        ctx.facts.spouseIsUsCitizen === false
          ? "The spouse is not a US citizen: the bypass trust uses the exclusion and needs no marital deduction, but the rest of the estate passing to the spouse needs a QDOT (IRC §2056(d))."
          : "The rest of the estate passes to the spouse with the marital deduction.",
      "",
    ),
  ),
  answers(ctx) {
    const h = ctx.household;
    if (!h.legallyMarried || h.baseline.totalTaxUsd <= 0) return null;
    const state =
      h.baseline.stateTaxUsd > 0
        ? `, ${formatUsd(h.baseline.stateTaxUsd)} of it to ${h.state}, whose exemption is not portable`
        : "";
    return {
      urgency: "client-specific",
      reason: `The couple's estate is projected to owe ${formatUsd(h.baseline.totalTaxUsd)} of estate tax in ${h.baseline.year}${state}; a bypass trust shelters the first spouse's exclusion and its growth.`,
    };
  },
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
      "A bypass trust captures the first spouse's exclusion in a trust that the survivor can use but does not own. Portability alone carries over only a fixed dollar amount; the bypass trust shelters that amount and everything it earns until the survivor's death, and it works for state estate taxes that have no portability. The price is that the trust's assets get no second basis step-up at the survivor's death.",
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
      risk(
        "Non-citizen spouse",
        "The share passing to a non-citizen spouse gets no marital deduction without a QDOT.",
        "Pair the bypass trust with a QDOT for the rest.",
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
});
