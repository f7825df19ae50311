import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  basisOf,
  check,
  fixed,
  metric,
  portfolioGrowth,
  requires,
  risk,
  setup,
  step,
  yearsToEstate,
} from "../kit.ts";
import {
  affordableLumpSum,
  capToEstate,
  exclusionFor,
  giftGain,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  sizedLumpSumGift,
  transferableAssets,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Spousal lifetime access trust. Minimum net worth 5,000,000 (spec §3 table).
 *
 * One spouse gives assets to an irrevocable grantor trust for the other spouse and descendants,
 * using the grantor's own basic exclusion amount: gift splitting is not available when the
 * consenting spouse is a beneficiary (IRC §2513(a); Treas. Reg. §25.2513-1(b)(4)), so the gift is
 * capped at one exclusion. Only a legal marriage qualifies. The household prices the estate:
 * removed = gift grown to the final death at the portfolio growth, adjusted
 * taxable gift = the gift; the lost step-up is a cost at the final death. Family `exclusion-gift`.
 */
export const spousalLifetimeAccessTrust = defineStrategy({
  id: "spousal-lifetime-access-trust",
  name: "Spousal Lifetime Access Trust (SLAT)",
  category: "Estate Planning",
  description:
    "An irrevocable grantor trust for the spouse and descendants, funded by a gift that uses the grantor spouse's basic exclusion amount. Growth after the gift is outside both spouses' estates while the beneficiary spouse can still receive distributions.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = giftAmountUsd × (1 + growthRate)^years, adjusted taxable gift = giftAmountUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − basisUsd) for the lost step-up",
    variables: ["giftAmountUsd", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent:
    "Optional: the trust can own a policy on the grantor to replace distributions if the beneficiary spouse dies first.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gift_tax_return_required", "grantor_trust_income_tax", "divorce_risk"],
  sources: [
    "IRC §2010(c) as amended by Pub. L. 119-21 §70106",
    "IRC §2001(b), (c)",
    "IRC §2513; Treas. Reg. §25.2513-1(b)(4) (no gift splitting when the spouse's interest is not severable)",
    "IRC §§671–677 (grantor trust)",
    "IRC §2036 / §2038 (inclusion risks); reciprocal trust doctrine, United States v. Estate of Grace, 395 U.S. 316 (1969)",
    "Treas. Reg. §20.2010-1(c) (anti-clawback)",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "exclusion-gift",
  variables: {
    giftAmountUsd: { unit: "USD", description: "Amount the grantor spouse gives to the SLAT." },
    growthRate: { unit: "rate", description: "Annual growth of the trust assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the gifted assets (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisal and gift tax return." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, accounting and trust tax return each year." },
  },
  defaults(ctx) {
    const cap = exclusionFor(ctx, false);
    const gift = sizedLumpSumGift(ctx, cap.value, {
      limit: `the grantor's ${cap.assumption}`,
      keepsRest: ", so the couple keeps the rest",
      atLimit: `: the grantor spouse's ${cap.assumption}; no gift splitting for a SLAT`,
    });
    return {
      giftAmountUsd: gift,
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gift.value, null),
      setupCostUsd: fixed(15_000, "attorney drafting and a Form 709, about $15,000"),
      annualAdministrationUsd: fixed(3_000, "trust return and trustee costs, about $3,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.giftAmountUsd, v.growthRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust drafting and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "trustee and trust tax return"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.giftAmountUsd },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.estateTax,
    check(
      (ctx) => affordableLumpSum(ctx.household) >= 1_000_000,
      (ctx) =>
        `About ${formatUsd(transferableAssets(ctx.household))} of investment and business assets outside the home can fund the gift.`,
      "There are not enough investment or business assets outside the home to fund a meaningful gift (about $3,000,000 or more).",
    ),
  ),
  answers: (ctx) => {
    const h = ctx.household;
    if (!h.legallyMarried || h.baseline.federalTaxUsd <= 0 || h.balance.netWorthSource !== "stated") return null;
    if (h.balance.netWorthUsd < h.tax.basicExclusionAmount * 2) return null;
    return {
      urgency: "client-specific",
      reason: `A married couple with ${formatUsd(h.balance.netWorthUsd)}, above both spouses' exclusions: one spouse can use an exclusion now while the other keeps access to the trust.`,
    };
  },
  timeline: "2–3 months",
  keyBenefits: [
    "Removes future growth of the gift from both spouses' estates",
    "The spouse keeps indirect access through distributions",
    "Locks in today's applicable exclusion amount",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "exemption", "heirs", "children", "legacy", "appreciation", "access"],
  explanation: {
    overview:
      "A SLAT lets one spouse give assets to an irrevocable trust for the other spouse and the family, using the giver's basic exclusion amount now. Growth after the gift is outside the estate, while the beneficiary spouse can receive distributions if the couple needs them. Only a legal spouse can be the beneficiary spouse.",
    keyComponents: [
      "Irrevocable trust for the spouse and descendants",
      "Gift funded from the grantor spouse's separate assets",
      "Independent or ascertainable-standard distributions",
      "Grantor-trust status so the grantor pays the income tax; a swap power for basis planning",
    ],
    steps: [
      step("Design", "Choose the grantor spouse, trustee, distribution standard and assets.", "Weeks 1–3", [
        "Balance sheet",
        "Estate plan review",
      ]),
      step("Draft and sign", "Attorney drafts the trust; it is signed and an EIN obtained.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step("Fund", "Retitle the gifted assets to the trust; appraise hard-to-value assets.", "Weeks 6–10", [
        "Qualified appraisal where needed",
        "Account transfers",
      ]),
      step(
        "Report",
        "File Form 709 for the gift, allocating GST exemption if wanted.",
        "By April 15 of the next year",
        ["Form 709"],
      ),
    ],
    prerequisites: [
      "A legal marriage",
      "Assets that are the grantor's separate property",
      "Enough remaining assets for the couple's lifestyle",
    ],
    professionals: ["Estate planning attorney", "CPA", "Appraiser for non-cash assets", "Financial adviser"],
    secondaryBenefits: ["Creditor protection for trust assets", "Can hold life insurance"],
    taxAdvantages: [
      "Gift uses exclusion, not tax",
      "Grantor pays income tax, a further tax-free transfer",
      "GST exemption can make the trust dynastic",
    ],
    risks: [
      risk(
        "Divorce",
        "The ex-spouse may remain a beneficiary.",
        "Define spouse as the person married to the grantor from time to time; a postnuptial agreement.",
      ),
      risk(
        "Death of the beneficiary spouse",
        "Indirect access ends.",
        "Life insurance inside the trust or a second, different SLAT.",
      ),
      risk(
        "Reciprocal trust doctrine",
        "Two mirror-image SLATs can be undone.",
        "Vary the terms, timing and assets of each trust.",
      ),
      risk(
        "Loss of basis step-up",
        "The trust keeps the grantor's basis; the heirs owe capital-gains tax on the gain when they sell.",
        "Give high-basis assets; use the swap power to bring low-basis assets back before death.",
      ),
    ],
    marketRisks: ["Assets that fall in value waste exclusion used"],
    regulatoryConsiderations: [
      "A future law change could lower the exclusion; anti-clawback regulations protect completed gifts",
      "Gift splitting is not available for a gift in which the spouse has an interest",
    ],
    liquidityConsiderations:
      "The gifted assets leave the couple's direct control; keep enough outside the trust for lifestyle and taxes.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Uses little exclusion and only moves growth above the §7520 rate.",
      },
      {
        strategy: "lifetime-exemption-gift",
        whyNotChosen: "Uses both spouses' exclusions by gift splitting, but with no access for the spouse.",
      },
    ],
    uniqueAdvantages: ["Uses the exclusion while keeping indirect access for the couple"],
    successMetrics: [
      metric("Trust value versus gift", "Growing faster than the couple's remaining estate", "Annually"),
      metric("Projected estate tax", "Lower than before the gift", "Every 3 years"),
    ],
    qualitativeIndicators: ["Couple comfortable with lifestyle assets left outside"],
    warningSignals: ["Frequent distributions back to the spouse", "Commingling of trust and personal assets"],
    reviewSchedule: "Annual trust review; full estate plan review every 3 years or on a law change.",
    exitStrategy:
      "The trust is irrevocable; a trust protector or decanting can adapt terms, and a swap power can bring appreciated assets back for a basis step-up.",
  },
});
