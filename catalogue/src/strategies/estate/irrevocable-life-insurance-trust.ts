import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step, yearly } from "../kit.ts";

/** Years within which a transfer of an existing policy is pulled back into the estate (IRC §2035(a)). */
export const THREE_YEAR_RULE_YEARS = 3;

/** The policy's death benefit, stated or assumed, USD; 0 when no policy is stated. */
function deathBenefit(ctx: StrategyContext): { value: number; assumption: string } {
  const f = ctx.facts;
  if (f.lifeInsuranceDeathBenefitUsd !== null && f.lifeInsuranceDeathBenefitUsd > 0)
    return {
      value: f.lifeInsuranceDeathBenefitUsd,
      assumption: `${formatUsd(f.lifeInsuranceDeathBenefitUsd)} of death benefit, as stated`,
    };
  if (!f.hasLifeInsurance) return { value: 0, assumption: "no life insurance stated" };
  const income = f.annualIncomeUsd ?? 0;
  if (income > 0) {
    const v = round(income * 10);
    return {
      value: v,
      assumption: `${formatUsd(v)}: ten times the stated income, a common coverage level (the death benefit is not stated; correct it in Client facts)`,
    };
  }
  return {
    value: 1_000_000,
    assumption: "$1,000,000 assumed (the death benefit is not stated; correct it in Client facts)",
  };
}

const hasIlit = (ctx: StrategyContext) => ctx.facts.estateDocuments.includes("life_insurance_trust");

/**
 * Irrevocable life insurance trust (ILIT) owning an existing policy. Minimum net worth 3,000,000.
 *
 * A policy the insured owns is in the estate (IRC §2042); owned by an ILIT in which the insured
 * holds no incidents of ownership, its death benefit is not. Effect: the death benefit (the face
 * amount, not grown) is removed from the taxable estate at the final death (`estate.removedUsd`,
 * priced by the household) — unless the insured dies within three years of the transfer, when
 * §2035(a) brings it back (then nothing is removed). Premiums after the transfer are gifted to
 * the trust and sheltered by annual exclusions through Crummey withdrawal powers (§2503(b)); they
 * are paid either way, so they are not a cost here. The gift of the policy itself (its
 * interpolated terminal reserve) is assumed within the annual exclusions. Costs: drafting now and
 * yearly administration (notices, premium payments, records) until the final death.
 */
export const irrevocableLifeInsuranceTrust = defineStrategy({
  id: "irrevocable-life-insurance-trust",
  name: "Irrevocable Life Insurance Trust (ILIT)",
  category: "Estate Planning",
  description:
    "An irrevocable trust owns the life insurance policy on the client (or a survivorship policy on a couple), funded by annual exclusion gifts for the premiums. Because the client holds no incidents of ownership, the death benefit is outside the estate and gives the heirs tax-free cash to pay estate tax or equalise inheritances. An existing policy moved to the trust is pulled back into the estate if the insured dies within three years.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with deathBenefitUsd removed from the taxable estate, priced on the household's projection (§2001(c) rates, top 0.40); nothing removed if the insured dies within 3 years of the transfer (yearsToInsuredDeath ≤ 3)",
    variables: ["deathBenefitUsd", "yearsToInsuredDeath"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualAdministrationUsd each year until the final death",
    variables: ["setupCostUsd", "annualAdministrationUsd", "yearsToFinalDeath"],
  },
  lifeInsuranceComponent:
    "Core of the strategy: the trust owns the policy (an existing one assigned to it, or a new permanent or survivorship policy it buys) and pays premiums from the client's gifts.",
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
    "IRC §2503(b) (annual exclusion); Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  transfers: () => ["lifeInsurance"],
  variables: {
    deathBenefitUsd: { unit: "USD", description: "Death benefit of the policy moved to the trust." },
    yearsToInsuredDeath: { unit: "years", description: "Years from the transfer to the insured's assumed death." },
    yearsToFinalDeath: { unit: "years", description: "Years until the final death (administration horizon)." },
    setupCostUsd: { unit: "USD", description: "Trust drafting, EIN and assignment of the policy." },
    annualAdministrationUsd: {
      unit: "USD",
      description: "Crummey notices, premium payments and records each year (premiums themselves not counted).",
    },
  },
  defaults(ctx) {
    const h = ctx.household;
    const db = deathBenefit(ctx);
    const insured = h.primary.deathYear - h.year;
    return {
      deathBenefitUsd: fixed(db.value, db.assumption),
      yearsToInsuredDeath: fixed(
        insured,
        `${insured} years: the client is the insured, at the death the household model assumes${h.primary.ageAssumed ? " (age not stated)" : ""}`,
      ),
      yearsToFinalDeath: fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years, to the final death`),
      setupCostUsd: fixed(5_000, "trust drafting, EIN and the policy's assignment, about $5,000"),
      annualAdministrationUsd: fixed(1_500, "Crummey notices, premium payments and records, about $1,500 a year"),
    };
  },
  effects(v) {
    const removed = v.yearsToInsuredDeath > THREE_YEAR_RULE_YEARS ? Math.max(0, v.deathBenefitUsd) : 0;
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust drafting and assignment of the policy"),
        ...yearly(-v.annualAdministrationUsd, 1, v.yearsToFinalDeath, "cost", "Crummey notices and trust records"),
      ],
      estate: { removedUsd: removed },
    };
  },
  sensitivity: {
    variable: "deathBenefitUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Death benefit half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasLifeInsurance || (ctx.facts.lifeInsuranceDeathBenefitUsd ?? 0) > 0,
      (ctx) =>
        ctx.facts.lifeInsuranceDeathBenefitUsd
          ? `The client holds life insurance with a ${formatUsd(ctx.facts.lifeInsuranceDeathBenefitUsd)} death benefit that the trust can own.`
          : "The client holds life insurance that the trust can own.",
      "The notes mention no life insurance; buying new coverage for estate liquidity is a separate decision (survivorship life insurance).",
    ),
    check(
      (ctx) => !hasIlit(ctx),
      "The notes mention no life insurance trust yet.",
      "The notes say the client already has a life insurance trust.",
    ),
    check(
      (ctx) => ctx.household.estateWith({ addedUsd: deathBenefit(ctx).value }).totalTaxUsd > 0,
      (ctx) =>
        `With the ${formatUsd(deathBenefit(ctx).value)} death benefit counted in the estate, the household model projects estate tax at the final death.`,
      (ctx) =>
        `Even with the ${formatUsd(deathBenefit(ctx).value)} death benefit counted, the household model projects no estate tax at the final death, so keeping it out of the estate saves none.`,
    ),
  ),
  answers(ctx) {
    const db = deathBenefit(ctx).value;
    if (db <= 0 || hasIlit(ctx)) return null;
    const tax = ctx.household.estateWith({ addedUsd: db }).totalTaxUsd;
    return tax > 0
      ? {
          urgency: "client-specific",
          reason: `The client's life insurance (${formatUsd(db)}) would be taxed in an estate projected to owe ${formatUsd(tax)} of estate tax; owned by an ILIT it would not.`,
        }
      : null;
  },
  timeline: "2–4 weeks to draft and assign; 6–12 weeks with underwriting for a new policy",
  keyBenefits: [
    "Death benefit free of estate and income tax",
    "Liquidity to pay estate tax without selling assets",
    "Premiums funded with annual exclusion gifts",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["insurance", "liquidity", "estate tax", "heirs", "equalize", "protect"],
  explanation: {
    overview:
      "Life insurance the client owns is taxed in the estate. Held by an ILIT, the same policy pays out free of estate and income tax, giving the family cash to pay estate tax or to equalise inheritances when a business or property goes to one child. An existing policy moved to the trust counts again if the insured dies within three years; a policy the trust buys new does not.",
    keyComponents: [
      "Irrevocable trust as owner and beneficiary of the policy",
      "Independent trustee",
      "Crummey withdrawal powers for premium gifts",
      "Permanent or survivorship policy",
    ],
    steps: [
      step("Size the need", "Project the estate tax and liquidity needs.", "Weeks 1–2", ["Estate projection"]),
      step("Create the trust", "Sign the ILIT and obtain an EIN.", "Weeks 2–4", ["ILIT agreement", "EIN"]),
      step(
        "Move or buy the policy",
        "Assign the existing policy to the trustee, or have the trustee apply for new coverage as owner.",
        "Weeks 3–12",
        ["Assignment form", "Application and medical exams for new coverage"],
      ),
      step(
        "Fund premiums",
        "Client gifts premiums to the trust; trustee sends Crummey notices and pays.",
        "Each premium date",
        ["Gift records", "Crummey notices"],
      ),
    ],
    prerequisites: ["An estate likely to owe estate tax or need liquidity", "An existing policy, or insurability"],
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
        "An existing policy transferred to the trust is taxed if the insured dies within 3 years (§2035(a)).",
        "Transfer early, or have the trust buy new coverage or buy the existing policy for value.",
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
      risk(
        "Premium gifts above the exclusions",
        "Premiums larger than the annual exclusions available use lifetime exclusion.",
        "Count the Crummey beneficiaries; file Form 709 when needed.",
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
});
