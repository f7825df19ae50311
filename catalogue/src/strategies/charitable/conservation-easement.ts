import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step } from "../kit.ts";
import { charitableCheck, deductionFlows, estateValueOf } from "./lib/giving.ts";

/**
 * Conservation easement donation (IRC §170(h)). Minimum net worth 2,000,000.
 *
 * The development value given up is the client's gift (reported as the payout). Figures: the
 * deduction for the easement's appraised value at the calculator's value, pre-capped at 50% of
 * AGI a year with the 15-year carryforward (§170(b)(1)(E); qualified farmers' 100% limit not
 * assumed, since the notes cannot show that farming is most of the income); the land is worth
 * less in the estate by the easement's value grown to the final death at the household's net
 * growth, which the household prices (the §2031(c) exclusion left out: conservative); appraisal,
 * legal and stewardship costs.
 */
export const conservationEasement = defineStrategy({
  id: "conservation-easement",
  name: "Conservation Easement Donation",
  category: "Charitable Planning",
  description:
    "The owner of land with conservation value gives a perpetual easement restricting development to a land trust or government. The deduction is the fall in the land's value (before-and-after appraisal), up to 50% of AGI a year (100% for qualified farmers and ranchers) with a 15-year carryforward; the restricted land is also worth less in the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for easementValueUsd (50% of AGI a year, 15-year carryforward, 0.5%-of-AGI floor, §68 cap) + estate tax(without) − tax(with) on the household's projection with easementValueUsd grown to the final death out of the estate",
    variables: ["easementValueUsd"],
  },
  costCalculation: {
    type: "one_time",
    formula: "appraisalAndLegalUsd + stewardshipContributionUsd",
    variables: ["appraisalAndLegalUsd", "stewardshipContributionUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "perpetual_restriction",
    "qualified_appraisal_required",
    "irs_scrutiny_syndicated_easements",
    "baseline_documentation_required",
  ],
  sources: [
    "IRC §170(h) (qualified conservation contribution)",
    "IRC §170(b)(1)(E) (50% / 100% AGI limits, 15-year carryforward)",
    "IRC §170(h)(7) (SECURE 2.0 Act §605: partnership deductions above 2.5× basis disallowed)",
    "Treas. Reg. §1.170A-14 (requirements and valuation)",
    "IRS Notice 2017-10 (syndicated easements listed transaction)",
    "IRC §2031(c) (estate exclusion for land under easement)",
  ],
  domain: "charitable",
  variables: {
    easementValueUsd: { unit: "USD", description: "Fall in the land's value from the easement (the deduction)." },
    appraisalAndLegalUsd: { unit: "USD", description: "Qualified appraisal, baseline report, survey and legal." },
    stewardshipContributionUsd: { unit: "USD", description: "Endowment gift to the land trust for monitoring." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const land = f.investmentRealEstateUsd ?? ctx.household.balance.otherRealEstateUsd;
    const value = round(land * 0.3);
    return {
      easementValueUsd: fixed(
        value,
        `${formatUsd(value)}: 30% of the ${f.investmentRealEstateUsd !== null ? "stated" : "assumed (real estate other than the residence)"} land value of ${formatUsd(land)} (an assumption; the appraisal decides)`,
      ),
      appraisalAndLegalUsd: fixed(40_000, "appraisal, baseline report, survey and legal about $40,000"),
      stewardshipContributionUsd: fixed(25_000, "stewardship endowment to the land trust about $25,000"),
    };
  },
  effects(v, ctx) {
    return {
      flows: [
        ...setup(v.appraisalAndLegalUsd + v.stewardshipContributionUsd, "appraisal, legal and stewardship endowment"),
        ...deductionFlows(ctx, v.easementValueUsd, "conservation", "income tax saved by the easement deduction"),
      ],
      estate: { removedUsd: estateValueOf(ctx, v.easementValueUsd) },
      payoutUsd: v.easementValueUsd,
    };
  },
  sensitivity: {
    variable: "easementValueUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Easement value 30% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) =>
        ctx.facts.hasFarmOrRanch ||
        (ctx.facts.hasInvestmentRealEstate && ctx.household.balance.otherRealEstateUsd >= 1_000_000),
      (ctx) =>
        ctx.facts.hasFarmOrRanch
          ? "The client owns farmland or a ranch, which may have conservation value."
          : "The client owns substantial land holdings that may have conservation value.",
      "A conservation easement needs land with conservation value (farm, ranch, open space); the notes mention none.",
    ),
    check(
      (ctx) => ctx.household.balance.otherRealEstateUsd > 0 || (ctx.facts.investmentRealEstateUsd ?? 0) > 0,
      "The notes give the land's value.",
      "The notes give no value for the land.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!f.goals.some((g) => /land|conserv|preserv|ranch|farm/i.test(g))) return null;
    if (!(f.hasFarmOrRanch || f.hasInvestmentRealEstate)) return null;
    return {
      urgency: "client-specific",
      reason:
        "The client wants the family land preserved: an easement keeps it undeveloped while the family keeps ownership.",
    };
  },
  timeline: "6–12 months (land trust approval, baseline report, appraisal)",
  keyBenefits: [
    "Large income tax deduction with a 15-year carryforward",
    "Land kept in the family, protected from development",
    "Lower estate value for the land",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["land", "farm", "ranch", "conserv", "preserve", "legacy", "charit"],
  explanation: {
    overview:
      "An owner who wants land to stay undeveloped can give a perpetual conservation easement to a qualified land trust, keeping ownership and use. The deduction equals the appraised fall in value. The IRS scrutinises inflated appraisals and syndicated deals (a listed transaction; SECURE 2.0 disallows partnership deductions above 2.5× basis), so a direct donation with a conservative, qualified appraisal is essential.",
    keyComponents: [
      "Perpetual easement deed to a qualified organisation",
      "Conservation purpose under §170(h)(4)",
      "Qualified before-and-after appraisal",
      "Baseline documentation report",
    ],
    steps: [
      step(
        "Find a land trust",
        "Approach an accredited land trust; confirm the land's conservation purpose.",
        "Months 1–2",
        ["Site visit", "Land trust approval"],
      ),
      step(
        "Negotiate the deed",
        "Agree reserved rights (homesites, farming) and restrictions; subordinate any mortgage.",
        "Months 2–6",
        ["Draft easement deed", "Lender subordination"],
      ),
      step("Appraise and document", "Qualified appraisal and baseline report before the gift.", "Months 4–8", [
        "Qualified appraisal",
        "Baseline report",
      ]),
      step(
        "Record and report",
        "Record the deed; file Form 8283 Section B with the appraisal summary.",
        "By year end and with the return",
        ["Recorded deed", "Form 8283"],
      ),
    ],
    prerequisites: [
      "Land with conservation value",
      "Willingness to restrict development forever",
      "Mortgage lender willing to subordinate",
    ],
    professionals: ["Land trust", "Qualified appraiser", "Real estate / tax attorney", "CPA", "Surveyor"],
    secondaryBenefits: [
      "Possible state tax credits (e.g. Colorado, Virginia)",
      "Lower property tax in some states",
      "§2031(c) estate exclusion of up to $500,000",
    ],
    taxAdvantages: [
      "Deduction up to 50% of AGI (100% for qualified farmers) with 15-year carryforward",
      "Estate value reduced by the easement",
    ],
    risks: [
      risk(
        "Appraisal challenge",
        "Overvalued easements draw penalties of up to 40%.",
        "Conservative qualified appraisal; avoid promoters and syndications.",
      ),
      risk(
        "Deed defects",
        "Technical deed errors (extinguishment proceeds, amendment clauses) have denied whole deductions.",
        "Use experienced counsel and current model language.",
      ),
      risk("Perpetuity", "The restriction binds all future owners.", "Reserve needed rights before signing."),
    ],
    marketRisks: ["Land values can rise, making the restriction costlier in hindsight"],
    regulatoryConsiderations: [
      "Listed transaction rules for syndicated easements (Notice 2017-10)",
      "2026 floor and cap on itemized deductions",
    ],
    liquidityConsiderations: "No cash received; the land's sale value falls permanently.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Sells the property for income; this keeps the land in the family.",
      },
      { strategy: "private-foundation", whyNotChosen: "Does not protect the land itself from development." },
    ],
    uniqueAdvantages: ["Keeps ownership and use while producing a deduction and estate value reduction"],
    successMetrics: [
      metric("Deduction allowed on audit", "100% of claimed", "Until the statute of limitations closes"),
      metric("Carryforward used", "Fully within 16 years", "Annually"),
    ],
    qualitativeIndicators: ["Family committed to the land's future"],
    warningSignals: ["Promoter offering a multiple of investment", "Appraisal far above comparable sales"],
    reviewSchedule: "Annual land trust monitoring visit; tax review each year of carryforward.",
    exitStrategy: "None: the easement is perpetual; the land can still be sold or inherited subject to it.",
  },
});
