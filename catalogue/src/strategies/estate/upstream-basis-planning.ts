import { formatUsd } from "@fsa/shared";
import { PLANNING_AGE_AT_DEATH } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  fixed,
  metric,
  owesEstateTax,
  portfolioGrowth,
  risk,
  round,
  setup,
  step,
  taxOn,
  yearsToEstate,
} from "../kit.ts";
import {
  affordableLumpSum,
  builtInGainAt,
  capToEstate,
  giftGain,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Years between a parent's age and a child's, used only to place a parent's death on the
 * household's timeline when the notes give no parent's age: 30. US mothers' mean age at a first
 * birth was 27.5 in 2023 and lower in earlier decades (CDC, National Vital Statistics Reports
 * vol. 74 no. 9, "Trends in Mean Age of Mothers in the United States, 2016 to 2023"); a 30-year
 * gap places the parent's death earlier, which leaves more growth after the step-up and so
 * understates the benefit. An assumption, not a fact of the client.
 */
const GENERATION_GAP_YEARS = 30;

/**
 * Share of a low-basis position's value that is gain when the notes give no basis: 0.8 (basis a
 * fifth of the value). An assumption: "low basis" in practice means shares bought or granted at a
 * small fraction of today's price; the sensitivity and the stated basis, when read, replace it.
 */
const LOW_BASIS_GAIN_SHARE = 0.8;

/**
 * Upstream basis planning. Minimum net worth 5,000,000.
 *
 * The client gives low-basis assets (outright, or in trust with a general power of appointment) to
 * a parent or other older relative whose estate is well below the exclusion; at the relative's
 * death the assets take a new basis at market value (IRC §1014(a), §2041) and pass to a trust for
 * the client's descendants. On this household it is an exclusion gift (the gift is the client's
 * adjusted taxable gift; what leaves is the gift grown to the final death at the portfolio growth,
 * capped at the projected estate), whose heirs keep the basis stepped up at the relative's death
 * instead of the client's carried-over basis. The relative's own estate is assumed to stay within the relative's
 * exclusion. Family `exclusion-gift`.
 *
 * A household whose projection owes no estate tax has no estate tax to save: the power (or the
 * relative's will) then leaves the assets back to the client, more than a year after the gift
 * (§1014(e)), and what the client gains is the basis stepped up at the relative's death. The
 * benefit is then the capital-gains tax on the built-in gain at that death (the assets' value then
 * less the client's basis, `builtInGainShare` of today's value), which the client no longer owes
 * when diversifying; the assumption that the client sells after the step-up is stated, since a
 * position held to the client's own death would be stepped up then anyway.
 */
export const upstreamBasisPlanning = defineStrategy({
  id: "upstream-basis-planning",
  name: "Upstream Basis Planning",
  category: "Estate & Wealth Transfer",
  description:
    "The client gives low-basis assets to (or grants a general power of appointment over them to) a parent or other older relative whose estate is well below the exclusion. At the relative's death the assets get a new basis at market value (§1014) and pass on to the client's descendants or a trust for them, erasing the built-in capital gain at no estate tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = giftedAssetsUsd × (1 + growthRate)^years, adjusted taxable gift = giftedAssetsUsd] on the household's projection − heirs' capital-gains tax on (removed − giftedAssetsUsd × (1 + growthRate)^yearsToRelativeDeath), the basis stepped up at the relative's death; with no estate tax projected, the assets return to the client: tax on the gain at the relative's death, giftedAssetsUsd × (1 + growthRate)^yearsToRelativeDeath − (1 − builtInGainShare) × giftedAssetsUsd, no longer owed",
    variables: ["giftedAssetsUsd", "growthRate", "years", "yearsToRelativeDeath", "builtInGainShare"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["gift_tax_return_required", "one_year_rule_1014e", "relative_estate_exposure"],
  sources: [
    "IRC §1014(a) (basis at date of death)",
    "IRC §1014(e) (no step-up if the property returns to the donor or spouse within one year)",
    "IRC §2041 (general power of appointment included in the holder's estate)",
    "IRC §2010(c); IRC §2001(b)",
    "IRC §1(h), §1411",
  ],
  domain: "estate",
  family: "exclusion-gift",
  variables: {
    giftedAssetsUsd: {
      unit: "USD",
      description: "Value of low-basis assets given or made subject to the relative's power.",
    },
    growthRate: { unit: "rate", description: "Annual growth of the assets." },
    years: { unit: "years", description: "Years until the client's household's final death." },
    yearsToRelativeDeath: { unit: "years", description: "Years until the relative's death, when the basis steps up." },
    builtInGainShare: {
      unit: "ratio",
      description: "Share of the gifted assets' value today that is built-in gain (value less the client's basis).",
    },
    setupCostUsd: { unit: "USD", description: "Drafting (trust or will for the relative) and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trust or account administration each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const cap = h.tax.basicExclusionAmount / 5;
    const gift = round(Math.min(cap, affordableLumpSum(h)));
    const relativeAge = h.primary.age + GENERATION_GAP_YEARS;
    const toDeath = Math.min(h.yearsToFinalDeath, Math.max(2, PLANNING_AGE_AT_DEATH.value - relativeAge));
    return {
      giftedAssetsUsd: fixed(
        gift,
        `${formatUsd(gift)}: at most a fifth of the ${formatUsd(h.tax.basicExclusionAmount)} basic exclusion, so that a relative with a modest estate stays within their own exclusion, and at most a third of the investment and business assets`,
      ),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      yearsToRelativeDeath: fixed(
        toDeath,
        `${toDeath} years: the relative's age is not in the notes; a parent ${GENERATION_GAP_YEARS} years older than the client (${relativeAge}${h.primary.ageAssumed ? ", from the assumed age" : ""}) planned to live to ${PLANNING_AGE_AT_DEATH.value}, and at least 2 years so that the one-year rule of §1014(e) is met`,
      ),
      builtInGainShare: fixed(
        LOW_BASIS_GAIN_SHARE,
        `basis not stated; low-basis assets taken as ${LOW_BASIS_GAIN_SHARE * 100}% gain (basis a fifth of today's value)`,
      ),
      setupCostUsd: fixed(10_000, "trust or power-of-appointment drafting and Form 709, about $10,000"),
      annualAdministrationUsd: fixed(1_000, "account and trust records, about $1,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    if (!owesEstateTax(ctx)) {
      // Back to the client: the gain built in at the relative's death is no longer taxed.
      const gain = builtInGainAt(v.giftedAssetsUsd, v.growthRate, v.yearsToRelativeDeath, v.builtInGainShare);
      return {
        flows: [
          ...setup(v.setupCostUsd, "trust or power-of-appointment drafting and Form 709"),
          at(
            Math.max(0, Math.round(v.yearsToRelativeDeath)),
            taxOn(ctx, { longTermGainUsd: gain }),
            "incomeTax",
            `capital-gains tax on ${formatUsd(gain)} of built-in gain no longer owed: the basis steps up at the relative's death and the assets return to the client (assumed to diversify then; held to the client's own death, they would be stepped up anyway)`,
          ),
        ],
      };
    }
    const removed = capToEstate(h, valueAtFinalDeath(h, v.giftedAssetsUsd, v.growthRate));
    const steppedUpBasis = v.giftedAssetsUsd * (1 + v.growthRate) ** Math.max(0, v.yearsToRelativeDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust or power-of-appointment drafting and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "trust administration"),
        ...lostStepUp(
          ctx,
          giftGain(removed, steppedUpBasis),
          `growth after the relative's death: ${STEP_UP_ASSUMPTION}`,
        ),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.giftedAssetsUsd },
    };
  },
  sensitivity: {
    variable: "yearsToRelativeDeath",
    mode: "multiply",
    spread: 0.5,
    description: "Relative's death half as soon / base / 1.5× later",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock || ctx.facts.hasInvestmentRealEstate,
      "The client holds low-basis stock or appreciated real estate with a large built-in gain.",
      "The notes mention no low-basis stock or appreciated real estate whose gain a step-up would erase.",
    ),
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= 70,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; the strategy needs a living parent or older relative with a modest estate, which the adviser must confirm."
          : `At ${ctx.household.primary.age} the client may have a living parent or older relative with a modest estate; the adviser must confirm one.`,
      (ctx) =>
        `At ${ctx.household.primary.age} a parent with a modest estate is unlikely to be living, and the strategy needs one.`,
    ),
  ),
  // "Jim read about upstream gifting", "his mother's estate is tiny": a goal naming the technique,
  // or a parent's estate in the notes, with low-basis assets.
  answers(ctx) {
    const named = ctx.facts.goals.find((g) => /\bupstream\b|\bstep[-\s]?up\b|\bbasis\b/i.test(g));
    if (!named) return null;
    return {
      urgency: "client-specific",
      reason: `The client asked about it ("${named.replace(/\.$/, "")}") and holds low-basis assets whose gain a step-up at an older relative's death would erase.`,
    };
  },
  timeline: "1–2 months",
  keyBenefits: [
    "Erases built-in capital gains",
    "Uses a relative's unused exclusion",
    "Assets go on to the client's descendants",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["basis", "capital gain", "parents", "mother", "father", "step-up"],
  explanation: {
    overview:
      "Basis steps up at death. If the client's parent has an estate far below the exclusion, routing low-basis assets through the parent's estate, by gift or by giving the parent a general power of appointment over a trust, wipes out the gain. The parent's will or the power sends the assets on to a trust for the client's descendants, so they also leave the client's estate. The gift uses the client's exclusion; the parent's estate must stay below the parent's own exclusion.",
    keyComponents: [
      "Gift of low-basis assets or a general power of appointment granted to the relative",
      "Relative's will or power directing the assets to a trust for the client's descendants",
      "Cap on the power so the relative's estate stays under the exclusion",
      "Form 709 for the gift",
    ],
    steps: [
      step(
        "Confirm the relative's estate",
        "Check the relative's assets and unused exclusion, health and state estate tax.",
        "Weeks 1–2",
        ["Relative's balance sheet", "State estate tax check"],
      ),
      step("Choose the mechanism", "Outright gift or a general power over a trust, capped by formula.", "Weeks 2–4", [
        "Trust amendment or new trust",
        "Formula cap",
      ]),
      step(
        "Coordinate the relative's plan",
        "The relative's will or exercise sends the assets to a trust for the client's descendants, not back to the client within a year.",
        "Weeks 3–6",
        ["Relative's will", "Independent counsel for the relative"],
      ),
      step("Report", "File Form 709 for any gift; record the new basis at the relative's death.", "As events occur", [
        "Form 709",
        "Date-of-death valuation",
      ]),
    ],
    prerequisites: ["A living parent or older relative with a modest estate", "Low-basis assets"],
    professionals: ["Estate planning attorney", "Independent counsel for the relative", "CPA"],
    secondaryBenefits: ["May give the relative added security if needed"],
    taxAdvantages: [
      "Basis step-up at the relative's death",
      "No estate tax if within the relative's exclusion",
      "Growth after the gift outside the client's estate",
    ],
    risks: [
      risk(
        "One-year rule",
        "Assets returning to the donor or spouse within a year of the gift keep their old basis (§1014(e)).",
        "Direct the assets to a trust for descendants; the relative should live more than a year.",
      ),
      risk(
        "Relative's creditors or spouse",
        "Assets in the relative's name are exposed to the relative's creditors and elective-share claims.",
        "Use a general power over a trust rather than an outright gift.",
      ),
      risk(
        "Relative's estate tax",
        "If the relative's own estate plus the gift exceeds the relative's exclusion (or a state exemption), the relative's estate pays tax.",
        "Cap the power by formula at the relative's unused exclusion.",
      ),
    ],
    marketRisks: ["Value changes change the basis benefit"],
    regulatoryConsiderations: [
      "Proposals to limit step-up at death would end the benefit",
      "State estate tax in the relative's state",
    ],
    liquidityConsiderations:
      "Gifted assets leave the client's control; the general-power approach keeps them in the client's trust.",
    alternatives: [
      { strategy: "lifetime-exemption-gift", whyNotChosen: "Moves growth out of the estate but keeps the low basis." },
      {
        strategy: "grantor-trust-swap-power",
        whyNotChosen:
          "Brings low-basis assets back from a grantor trust for a step-up at the client's own death, later in life.",
      },
    ],
    uniqueAdvantages: ["Uses an exclusion that would otherwise be wasted"],
    successMetrics: [
      metric("Gain eliminated", "Built-in gain on the assets", "At the relative's death"),
      metric("Relative's estate tax", "None", "At the relative's death"),
    ],
    qualitativeIndicators: ["Relative understands and supports the plan"],
    warningSignals: ["Relative's estate growing near the exclusion", "Assets left back to the client within a year"],
    reviewSchedule:
      "Annual check of the relative's health and estate; update the formula cap when the exclusion changes.",
    exitStrategy: "The general power can be removed by the trust protector; an outright gift is final.",
  },
});
