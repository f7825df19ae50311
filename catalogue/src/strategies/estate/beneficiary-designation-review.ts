import { formatUsd } from "@fsa/shared";
import type { Answer, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, setup, step } from "../kit.ts";

/** Assets that pass by designation: retirement accounts and the stated life insurance death benefit, USD. */
function designated(ctx: StrategyContext): number {
  return ctx.household.balance.retirementUsd + (ctx.facts.lifeInsuranceDeathBenefitUsd ?? 0);
}

const hasDesignatedAssets = (ctx: StrategyContext) =>
  designated(ctx) > 0 || ctx.facts.hasLifeInsurance || ctx.facts.hasEmployerPlan || ctx.facts.hasInheritedIra;

/**
 * Review of beneficiary designations on retirement accounts and life insurance. No minimum net
 * worth.
 *
 * These assets pass by the designation on file, not by the will: an ex-spouse still named on an
 * ERISA plan inherits despite a state revocation-on-divorce statute (Egelhoff v. Egelhoff, 532 U.S.
 * 141 (2001); Kennedy v. Plan Administrator for DuPont, 555 U.S. 285 (2009)); a beneficiary on SSI
 * or Medicaid named directly loses benefits (42 U.S.C. §1382b(a)); an unmarried partner inherits
 * nothing unless named. Its value is protection: the amount whose destination the designations
 * decide (retirement accounts plus any stated death benefit). Cost near zero: an hour of adviser
 * time (an assumption; the forms are free).
 */
export const beneficiaryDesignationReview = defineStrategy({
  id: "beneficiary-designation-review",
  name: "Beneficiary Designation Review",
  category: "Estate Planning",
  description:
    "Retirement accounts and life insurance go to whoever is named on the provider's form, whatever the will says. A review after a divorce, a death, a birth or a disability diagnosis makes sure the right people, or the right trusts, are named as primary and contingent beneficiaries.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection: designatedAssetsUsd directed to the intended beneficiaries (retirement accounts + life insurance death benefit)",
    variables: ["designatedAssetsUsd"],
  },
  costCalculation: { type: "one_time", formula: "reviewCostUsd", variables: ["reviewCostUsd"] },
  lifeInsuranceComponent: "Covers the policies' beneficiary designations.",
  annuityComponent: "Covers annuity contracts' beneficiary designations.",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["erisa_spousal_consent", "designation_overrides_will", "state_law_dependent"],
  sources: [
    "Egelhoff v. Egelhoff, 532 U.S. 141 (2001) (ERISA preempts revocation-on-divorce statutes)",
    "Kennedy v. Plan Administrator for DuPont Savings and Investment Plan, 555 U.S. 285 (2009)",
    "IRC §401(a)(11), §417 (spousal consent for qualified plans)",
    "IRC §401(a)(9)(H) (10-year rule; eligible designated beneficiaries)",
    "42 U.S.C. §1382b(a) (SSI resources)",
  ],
  domain: "estate",
  variables: {
    designatedAssetsUsd: { unit: "USD", description: "Retirement accounts and life insurance passing by designation." },
    reviewCostUsd: { unit: "USD", description: "Adviser time to gather and update the forms." },
  },
  defaults(ctx) {
    const r = ctx.household.balance.retirementUsd;
    const life = ctx.facts.lifeInsuranceDeathBenefitUsd ?? 0;
    return {
      designatedAssetsUsd: fixed(
        r + life,
        `${formatUsd(r + life)}: ${formatUsd(r)} of retirement accounts${life > 0 ? ` and a ${formatUsd(life)} death benefit` : ctx.facts.hasLifeInsurance ? " (the life insurance's death benefit is not stated)" : ""}`,
      ),
      reviewCostUsd: fixed(250, "about $250: an hour of adviser time (the providers' forms are free)"),
    };
  },
  effects(v, ctx) {
    const f = ctx.facts;
    const why = f.hasDisabledDependent
      ? "; a beneficiary with a disability is named through a special needs trust, not directly"
      : f.maritalStatus === "partnered"
        ? "; the unmarried partner is named, since nothing passes to a partner otherwise"
        : f.maritalStatus === "divorced"
          ? "; a former spouse still named on an ERISA plan would inherit"
          : "";
    return {
      flows: setup(v.reviewCostUsd, "adviser time to review and update designations"),
      protection: {
        amountUsd: Math.max(0, v.designatedAssetsUsd),
        description: `${v.designatedAssetsUsd > 0 ? formatUsd(v.designatedAssetsUsd) : "The accounts and policies"} passing by beneficiary designation go to the intended primary and contingent beneficiaries${why}.`,
      },
    };
  },
  sensitivity: {
    variable: "reviewCostUsd",
    mode: "multiply",
    spread: 1,
    description: "Review cost none / base / double",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasBeneficiaryDesignationIssue || hasDesignatedAssets(ctx),
      (ctx) =>
        ctx.facts.hasBeneficiaryDesignationIssue
          ? "The notes flag a beneficiary designation problem."
          : `The client holds assets that pass by beneficiary designation (${formatUsd(designated(ctx))} of retirement accounts and stated life insurance).`,
      "The notes show no retirement accounts or life insurance, which are the assets that pass by beneficiary designation.",
    ),
  ),
  answers(ctx): Answer | null {
    const f = ctx.facts;
    if (f.hasBeneficiaryDesignationIssue)
      return { urgency: "basic", reason: "The notes flag a beneficiary designation problem." };
    if (!hasDesignatedAssets(ctx)) return null;
    if (f.maritalStatus === "divorced" || f.maritalStatus === "widowed" || f.maritalStatus === "separated")
      return {
        urgency: "basic",
        reason: `After a ${f.maritalStatus === "widowed" ? "spouse's death" : f.maritalStatus === "divorced" ? "divorce" : "separation"}, beneficiary designations on retirement accounts and policies are often out of date.`,
      };
    if (f.hasDisabledDependent)
      return { urgency: "basic", reason: "A beneficiary on SSI or Medicaid must not be named directly." };
    if (f.maritalStatus === "partnered")
      return { urgency: "basic", reason: "An unmarried partner inherits nothing unless named as a beneficiary." };
    return null;
  },
  timeline: "1–2 weeks",
  keyBenefits: [
    "Accounts reach the intended people",
    "Contingent beneficiaries named",
    "Trusts named where a beneficiary needs one",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["beneficiar", "ira", "401k", "insurance", "divorce", "ex-spouse"],
  explanation: {
    overview:
      "More wealth passes by beneficiary form than by will for many clients. Forms filed years ago may still name a former spouse, a deceased parent or a child with a disability directly, or name no contingent beneficiary. A review aligns every account and policy with the estate plan.",
    keyComponents: [
      "Inventory of accounts and policies with their current designations",
      "Primary and contingent beneficiaries",
      "Trusts as beneficiaries where needed (special needs, minors)",
      "Spousal consent for qualified plans",
    ],
    steps: [
      step("Gather", "Request the designation on file for every account and policy.", "Week 1", [
        "Provider confirmations",
      ]),
      step("Compare", "Compare each with the estate plan and the family's situation.", "Week 1", ["Estate plan"]),
      step("Update", "File new forms; obtain spousal consent where a plan requires it.", "Week 2", [
        "Designation forms",
        "Spousal consent",
      ]),
      step("Confirm", "Keep the providers' confirmations with the estate plan.", "Week 2", ["Confirmations"]),
    ],
    prerequisites: ["Retirement accounts, annuities or life insurance"],
    professionals: ["Financial adviser", "Estate planning attorney for trust designations"],
    secondaryBenefits: ["Stretch or 10-year payout choices kept for the beneficiaries", "Avoids probate of accounts"],
    taxAdvantages: ["Designated beneficiaries keep the §401(a)(9) payout periods; an estate as beneficiary may not"],
    risks: [
      risk("Forms not processed", "A provider may not record a change.", "Keep written confirmation of every change."),
      risk(
        "Naming the estate",
        "The estate as beneficiary adds probate and shortens payout periods.",
        "Name people or trusts, with contingents.",
      ),
    ],
    marketRisks: ["None"],
    regulatoryConsiderations: [
      "ERISA plans require spousal consent to name anyone else",
      "ERISA preempts state revocation-on-divorce statutes",
    ],
    liquidityConsiderations: "No assets are moved.",
    alternatives: [
      {
        strategy: "special-needs-trust",
        whyNotChosen: "The trust to name for a beneficiary with a disability; the review puts it on the forms.",
      },
    ],
    uniqueAdvantages: ["Near-zero cost for the assets that most often go astray"],
    successMetrics: [
      metric("Designations match the plan", "All accounts and policies", "After each life event"),
      metric("Contingent beneficiaries named", "All accounts", "Every 3 years"),
    ],
    qualitativeIndicators: ["Family knows where the accounts are"],
    warningSignals: ["A divorce or death without updated forms", "A new account opened without a designation"],
    reviewSchedule: "Every 3 years and after any marriage, divorce, birth, death or disability in the family.",
    exitStrategy: "Designations can be changed at any time (with spousal consent for qualified plans).",
  },
});
