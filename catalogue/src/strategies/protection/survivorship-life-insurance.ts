import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";
import {
  crummeyExclusionText,
  estateTaxLeft,
  faceForEstateTax,
  fundingPremium,
  giftsToTrust,
  PERMANENT_POLICY_LOAD,
} from "./lib/shared.ts";

/**
 * Survivorship (second-to-die) life insurance in an ILIT for estate liquidity. Minimum net worth
 * 10,000,000.
 *
 * Its value is liquidity: cash at the second death, when the marital deduction (IRC §2056) ends
 * and the estate tax falls due within nine months (§6075(a), §6151), so the heirs need not sell
 * the business, farm or property. The death benefit is sized to the estate tax the household
 * model projects at the final death (household.baseline.totalTaxUsd) and reported as protection.
 * Premiums are the cost, paid each year until the second death (a lifetime-pay no-lapse design),
 * priced as the level premium that funds the face at the household's assumed final death at the
 * §7520 rate, loaded 15% (a pricing assumption). Owned by an ILIT from issue, the death benefit
 * is outside both estates (no §2042 inclusion, no §2035 three-year rule); the premiums given to
 * the trust leave the estate, which the household prices as an estate change: the gifts grown to
 * the final death removed, the part above the Crummey annual exclusions a taxable gift (the
 * household's §2001(c) computation, top rate 0.40, prices it; no flat rate here).
 */

const married = (ctx: StrategyContext) => ctx.household.legallyMarried;
const illiquid = (ctx: StrategyContext) =>
  ctx.facts.isIlliquid ||
  ctx.facts.hasFarmOrRanch ||
  ctx.household.balance.businessUsd + ctx.household.balance.otherRealEstateUsd >
    0.5 * ctx.household.balance.netWorthUsd;

export const survivorshipLifeInsurance = defineStrategy({
  id: "survivorship-life-insurance",
  name: "Survivorship (Second-to-Die) Life Insurance for Estate Liquidity",
  category: "Insurance",
  description:
    "A policy on both spouses that pays at the second death, when the unlimited marital deduction ends and the estate tax falls due. Owned by an ILIT, the proceeds are outside the estate and pay the tax within nine months without a forced sale of the business, farm or real estate.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = deathBenefitUsd, sized to the estate tax projected at the final death (the household's §2001(c) computation at up to 0.40 plus state tax); estate change of the premium gifts: removed = Σ annualPremiumUsd grown to the final death, taxable gifts = Σ max(0, annualPremiumUsd − Crummey exclusions)",
    variables: ["deathBenefitUsd", "annualPremiumUsd", "premiumYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "trustSetupUsd now + annualPremiumUsd each year of premiumYears",
    variables: ["trustSetupUsd", "annualPremiumUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Survivorship universal or whole life owned by an ILIT from issue; premiums are lower than single-life coverage because two lives are insured.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "crummey_notices", "insurance_product", "three_year_rule_section_2035"],
  sources: [
    "IRC §2056(a) (unlimited marital deduction defers tax to the second death)",
    "IRC §2042 (insurance in the gross estate)",
    "IRC §2035(a) (three-year rule)",
    "IRC §6075(a), §6151 (return and tax due nine months after death)",
    "IRC §2503(b), §2513 (annual exclusion and gift splitting for premium gifts)",
    "IRC §2001(c)",
  ],
  domain: "protection",
  family: "estate-liquidity-insurance",
  variables: {
    deathBenefitUsd: { unit: "USD", description: "Survivorship death benefit." },
    annualPremiumUsd: { unit: "USD", description: "Premium a year, given to the ILIT." },
    premiumYears: { unit: "years", description: "Years of premiums (to the second death)." },
    trustSetupUsd: { unit: "USD", description: "ILIT drafting." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const face = faceForEstateTax(ctx);
    const years = h.yearsToFinalDeath;
    const premium = round(fundingPremium(face, years, years, h.tax.section7520Rate));
    return {
      deathBenefitUsd: fixed(
        face,
        `${formatUsd(face)}, the ${formatUsd(estateTaxLeft(ctx))} of federal and state estate tax the household model projects at the final death in ${h.baseline.year}, rounded up`,
      ),
      annualPremiumUsd: fixed(
        premium,
        `${formatUsd(premium)} a year: the level premium that funds the face at the second death the household model assumes (${years} years), at the ${(h.tax.section7520Rate * 100).toFixed(1)}% §7520 rate, plus a ${Math.round(PERMANENT_POLICY_LOAD * 100)}% load (a pricing assumption; illustrations decide); gifts above ${crummeyExclusionText(ctx)} use exclusion`,
      ),
      premiumYears: fixed(years, `${years} years, premiums until the second death (a lifetime-pay no-lapse design)`),
      trustSetupUsd: fixed(7_500, "ILIT drafting, about $7,500"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.premiumYears));
    const gifts = Array.from({ length: years }, (_, y) => [y, v.annualPremiumUsd] as const);
    return {
      flows: [
        ...setup(v.trustSetupUsd, "ILIT drafting"),
        ...yearly(-v.annualPremiumUsd, 0, years - 1, "premium", "survivorship premium given to the ILIT"),
      ],
      estate: giftsToTrust(ctx, gifts),
      protection:
        v.deathBenefitUsd > 0
          ? {
              amountUsd: v.deathBenefitUsd,
              description: `${formatUsd(v.deathBenefitUsd)} paid to the ILIT at the second death, outside both estates: liquidity for the ${formatUsd(estateTaxLeft(ctx))} of estate tax projected then`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Premium 25% lower / base / 25% higher (carrier pricing and design)",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.estateTax,
    check(
      (ctx) =>
        !ctx.household.primary.ageAssumed && Math.min(ctx.household.primary.age, ctx.household.spouse?.age ?? 0) <= 85,
      (ctx) =>
        `At ${ctx.household.primary.age}${ctx.household.spouse ? ` and ${ctx.household.spouse.age}` : ""} the couple can still be underwritten for survivorship cover.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age, and survivorship cover is priced and underwritten by age."
          : "At over 85 for both spouses, new survivorship cover is usually unavailable or uneconomic.",
    ),
  ),
  answers: (ctx) => {
    if (!married(ctx) || ctx.household.baseline.totalTaxUsd <= 0) return null;
    const tax = formatUsd(ctx.household.baseline.totalTaxUsd);
    return {
      urgency: "client-specific",
      reason: illiquid(ctx)
        ? `The household model projects ${tax} of estate tax at the second death, and the estate is mostly illiquid (business, farm or real estate): the heirs would have nine months to pay it.`
        : `The household model projects ${tax} of estate tax at the second death, due within nine months.`,
    };
  },
  timeline: "2–4 months",
  keyBenefits: [
    "Cash for estate tax exactly when it is due",
    "Lower premium than single-life coverage",
    "Proceeds outside the estate through the ILIT",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "liquidity", "heirs", "farm", "business", "keep"],
  explanation: {
    overview:
      "Married couples usually owe no estate tax at the first death thanks to the marital deduction; the bill comes at the second. A survivorship policy inside an ILIT pays exactly then, so heirs keep the business, farm or property instead of selling it in nine months.",
    keyComponents: [
      "Survivorship policy insuring both spouses",
      "ILIT as applicant, owner and beneficiary",
      "Annual exclusion gifts with Crummey notices",
      "Sizing to the projected second-death estate tax",
    ],
    steps: [
      step("Project the tax", "Project the estate at the second death and the tax and liquidity gap.", "Weeks 1–2", [
        "Balance sheet",
        "Current wills and trusts",
      ]),
      step(
        "Create the ILIT",
        "Draft and sign the ILIT so it applies for the policy (avoiding the three-year rule).",
        "Weeks 2–5",
        ["ILIT agreement", "EIN"],
      ),
      step(
        "Underwrite both spouses",
        "Apply with several carriers; one uninsurable spouse can still be covered in a survivorship design.",
        "Weeks 4–14",
        ["Medical records for both spouses"],
      ),
      step(
        "Fund premiums",
        "Give premiums to the trust each year with Crummey notices.",
        "Annually for the premium period",
        ["Crummey letters", "Form 709 where gifts exceed exclusions"],
      ),
    ],
    prerequisites: [
      "A legal marriage",
      "Estate tax projected at the second death",
      "Insurability of at least one spouse",
    ],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA", "Trustee"],
    secondaryBenefits: ["Equalises inheritances when one child takes the business", "Funds charitable wishes"],
    taxAdvantages: [
      "Death benefit free of income tax",
      "Outside both estates when the ILIT owns it from issue",
      "Premium gifts use annual exclusions",
    ],
    risks: [
      risk(
        "Law change",
        "A higher exclusion could make the coverage larger than needed.",
        "Flexible premium design and trust provisions allowing reduction.",
      ),
      risk(
        "Lapse",
        "Under-funded universal life can lapse in later years.",
        "Guaranteed no-lapse design or conservative funding.",
      ),
    ],
    marketRisks: ["Crediting rates on non-guaranteed designs"],
    regulatoryConsiderations: ["Existing policies moved into a trust are in the estate for three years"],
    liquidityConsiderations: "Premium gifts are an annual cash commitment during the premium period.",
    alternatives: [
      {
        strategy: "section-6166-deferral",
        whyNotChosen: "Defers tax on a closely held business but still must be paid, with interest.",
      },
      { strategy: "premium-financing", whyNotChosen: "Avoids using cash for premiums but adds loan cost and risk." },
      {
        strategy: "split-dollar-life-insurance",
        whyNotChosen:
          "Keeps taxable gifts small when premiums exceed the annual exclusions, at the cost of a receivable in the estate.",
      },
    ],
    uniqueAdvantages: ["Matches the timing of the tax exactly at low cost"],
    successMetrics: [
      metric("Coverage versus projected estate tax", "At least 90%", "Every 3 years"),
      metric("Policy guarantee age", "Age 100+ for the younger spouse", "Annually"),
    ],
    qualitativeIndicators: ["Children understand the plan to keep the family assets"],
    warningSignals: ["Missed Crummey notices", "Lapse warnings", "Divorce"],
    reviewSchedule: "Annual trust administration; coverage review every 3 years or on a law change.",
    exitStrategy:
      "Reduce the face amount, exchange under §1035 into a paid-up policy, or sell the policy in a life settlement if no longer needed.",
  },
});
