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
 * Lifetime gift of the basic exclusion amount to a descendants' trust. Minimum net worth
 * 15,000,000.
 *
 * The gift uses exclusion (an adjusted taxable gift at its value when made, IRC §2001(b)); what
 * leaves the estate is the gift grown to the final death at the household's portfolio growth
 * (capped at the projected estate), so only the growth after the gift saves estate tax, priced by
 * the household as tax(without) − tax(with). Costs: drafting and Form 709, yearly trust
 * administration, and the lost basis step-up on what left (IRC §1015 carryover basis).
 * Family `exclusion-gift`: at most one way of using the lifetime exclusion in a plan.
 */
export const lifetimeExemptionGift = defineStrategy({
  id: "lifetime-exemption-gift",
  name: "Lifetime Applicable Exclusion Gift to a Descendants' Trust",
  category: "Estate & Wealth Transfer",
  description:
    "The client (and a spouse, by gift splitting) give up to their basic exclusion amounts now to a GST-exempt trust for descendants. The exclusion protects the same value during life or at death, but a gift made now also takes its future growth out of the estate; the anti-clawback rule protects the gift if the exclusion later falls.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = giftAmountUsd × (1 + growthRate)^years, adjusted taxable gift = giftAmountUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on the unrealised gain in what left (lost step-up, from basisUsd)",
    variables: ["giftAmountUsd", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: the trust can buy survivorship insurance to leverage the exclusion.",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "gst_exemption_allocation",
    "carryover_basis",
  ],
  sources: [
    "IRC §2010(c) as amended by Pub. L. 119-21 §70106",
    "IRC §2001(b) (adjusted taxable gifts added back at death)",
    "IRC §2513 (gift splitting between spouses)",
    "Treas. Reg. §20.2010-1(c) (anti-clawback)",
    "IRC §2631, §2632 (GST exemption allocation)",
    "IRC §1015 (carryover basis); IRC §1014(a) (step-up lost)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "exclusion-gift",
  variables: {
    giftAmountUsd: { unit: "USD", description: "Amount given, up to the donors' basic exclusion amounts." },
    growthRate: { unit: "rate", description: "Annual growth of the gifted assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the gifted assets (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisals and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, accounting and tax return each year." },
  },
  defaults(ctx) {
    const cap = exclusionFor(ctx, true);
    const gift = sizedLumpSumGift(ctx, cap.value, {
      limit: `the ${cap.assumption}`,
      keepsRest: ", so the donors keep the rest",
      atLimit: `, the ${cap.assumption}`,
    });
    return {
      giftAmountUsd: gift,
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gift.value, null),
      setupCostUsd: fixed(20_000, "trust drafting, appraisals and Form 709 with GST allocation, about $20,000"),
      annualAdministrationUsd: fixed(5_000, "trustee, Form 1041 and records, about $5,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.giftAmountUsd, v.growthRate));
    const gain = giftGain(removed, v.basisUsd);
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust drafting, appraisals and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "trustee and trust tax return"),
        ...lostStepUp(ctx, gain, `lost step-up: ${STEP_UP_ASSUMPTION}`),
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
    requires.descendants,
    requires.estateTax,
    check(
      (ctx) => transferableAssets(ctx.household) >= ctx.household.tax.basicExclusionAmount * 0.5,
      (ctx) =>
        `About ${formatUsd(transferableAssets(ctx.household))} of investment and business assets can fund the gift while the home and reserves stay.`,
      (ctx) =>
        `A large exclusion gift needs at least ${formatUsd(ctx.household.tax.basicExclusionAmount * 0.5)} of investment or business assets outside the home, which the notes do not show.`,
    ),
  ),
  answers: (ctx) => {
    const h = ctx.household;
    const exclusion = h.tax.basicExclusionAmount * (h.legallyMarried ? 2 : 1);
    if (h.balance.netWorthSource !== "stated" || h.balance.netWorthUsd < exclusion || h.baseline.federalTaxUsd <= 0)
      return null;
    return {
      urgency: "client-specific",
      reason: `Net worth of ${formatUsd(h.balance.netWorthUsd)} is above the household's ${formatUsd(exclusion)} of basic exclusion, so growth kept in the estate would be taxed at the final death.`,
    };
  },
  timeline: "2–4 months",
  keyBenefits: [
    "Removes the future growth on up to the full exclusion",
    "GST-exempt for generations when GST exemption is allocated",
    "Protected by the anti-clawback regulation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "exemption", "legacy", "heirs", "grandchildren", "dynasty"],
  explanation: {
    overview:
      "The exclusion protects the same amount of value whether it is used during life or at death, but a gift made now takes its future growth out of the estate as well. A large gift to a GST-exempt trust for descendants is the simplest way to use it; a spouse can split the gift. The price is the basis step-up the gifted assets would have had at death.",
    keyComponents: [
      "Irrevocable, GST-exempt trust for descendants",
      "Gift of assets with good expected growth and high basis",
      "Form 709 with gift splitting and GST allocation",
      "Independent trustee, a trust protector and a swap power",
    ],
    steps: [
      step("Size the gift", "Model lifestyle needs and choose the amount and assets.", "Weeks 1–3", [
        "Cash-flow projection",
        "Asset basis schedule",
      ]),
      step("Draft the trust", "Dynasty-style trust with GST-exempt design, swap power and protector.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step("Fund and appraise", "Transfer the assets; appraise non-listed assets.", "Weeks 6–10", [
        "Qualified appraisals",
        "Transfer documents",
      ]),
      step(
        "Report",
        "File Form 709, electing gift splitting and allocating GST exemption.",
        "By April 15 of the next year",
        ["Form 709"],
      ),
    ],
    prerequisites: ["Assets beyond lifetime needs", "Descendants to benefit"],
    professionals: ["Estate planning attorney", "CPA", "Appraiser", "Trustee"],
    secondaryBenefits: ["Creditor and divorce protection for descendants", "Centralised family investment"],
    taxAdvantages: [
      "Growth after the gift outside the estate",
      "GST exemption shelters later generations",
      "Grantor-trust design lets the donor pay the trust's income tax, a further tax-free transfer",
    ],
    risks: [
      risk(
        "Loss of basis step-up",
        "Gifted assets keep the donor's basis, so the heirs owe capital-gains tax on the gain when they sell.",
        "Give high-basis assets; keep a swap power to bring low-basis assets back before death.",
      ),
      risk(
        "Donor later needs the money",
        "The gift is irrevocable.",
        "Size conservatively; consider a SLAT for one spouse's gift.",
      ),
      risk(
        "Poor asset performance",
        "If assets fall, exclusion is spent on less value.",
        "Diversify, or use a GRAT for volatile assets.",
      ),
    ],
    marketRisks: ["A market fall after the gift wastes exclusion"],
    regulatoryConsiderations: [
      "The basic exclusion is indexed for inflation from 2027",
      "Adequate disclosure on Form 709 starts the statute of limitations",
    ],
    liquidityConsiderations:
      "The gifted assets leave the donors' reach; keep liquid reserves and the residence outside.",
    alternatives: [
      {
        strategy: "spousal-lifetime-access-trust",
        whyNotChosen: "Keeps indirect access through the spouse, at the cost of divorce and death-of-spouse risk.",
      },
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "The same gift sitused in Nevada for a 365-year term and no state income tax.",
      },
    ],
    uniqueAdvantages: ["Largest single transfer the law allows without tax"],
    successMetrics: [
      metric("Trust value versus gift", "Growing faster than the donors' remaining estate", "Annually"),
      metric("Projected estate tax", "Reduced by the growth moved", "Every 3 years"),
    ],
    qualitativeIndicators: ["Donors comfortable with remaining assets"],
    warningSignals: ["Donors relying on trust distributions", "Missing Form 709 or GST allocation"],
    reviewSchedule: "Annual trust review; estate plan review every 3 years.",
    exitStrategy:
      "The trust is irrevocable; decanting or a protector can adapt it, and the swap power allows basis planning.",
  },
});
