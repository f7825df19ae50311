import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, metric, requires, risk, setup, step, yearsToEstate } from "../kit.ts";
import {
  capToEstate,
  type FreezeKind,
  freezeAssetOf,
  frozenBasis,
  frozenPart,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/** A partnership freeze holds an operating business or real estate (a coupon needs their cash flow). */
const KINDS: readonly FreezeKind[] = ["business", "investmentRealEstate"];

/**
 * §2701 preferred partnership freeze. Minimum net worth 10,000,000 (spec §3 table).
 *
 * Half of the business interest (or the investment real estate) goes into a partnership: the parent
 * keeps a cumulative preferred interest of 90% of the value with a fixed market coupon (a qualified
 * payment, IRC §2701(c)(3)); the common interest, at least 10% of the value (§2701(a)(4)), is given
 * to the children (a taxable gift using exclusion). What leaves the estate is the partnership's
 * growth above the preferred's value and its coupons (which come back to the parent, assumed to
 * compound at the coupon rate): V × (1 + g)^n − preferred × (1 + c)^n, never below 0. A coupon
 * above the asset's growth moves nothing and the common gift is then lost exclusion. The heirs lose
 * the step-up on the common interest. Family `estate-freeze`; it moves the frozen asset.
 */
export const preferredPartnershipFreeze = defineStrategy({
  id: "preferred-partnership-freeze",
  name: "Preferred Partnership Estate Freeze (§2701)",
  category: "Advanced Wealth Transfer",
  description:
    "Appreciating assets go into a partnership with two classes: a cumulative preferred interest the parent keeps, with a fixed market coupon, and a common (growth) interest given to the children or a trust. Designed to meet §2701's qualified payment rules, all growth above the coupon accrues to the common holders.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = max(0, partnershipValueUsd × (1 + growthRate)^years − partnershipValueUsd × preferredShare × (1 + couponRate)^years), adjusted taxable gift = partnershipValueUsd × (1 − preferredShare)] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on the common interest's unrealised gain",
    variables: ["partnershipValueUsd", "growthRate", "years", "preferredShare", "couponRate", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The preferred coupon gives the parent a fixed, cumulative income stream for life.",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "section_2701_valuation",
    "gift_tax_return_required",
    "valuation_challenge_risk",
    "partnership_formalities",
  ],
  sources: [
    "IRC §2701 (special valuation of retained interests)",
    "IRC §2701(a)(4) (junior equity at least 10% of total value)",
    "IRC §2701(c)(3) (qualified payment: cumulative, fixed rate)",
    "Treas. Reg. §25.2701-1 through -6 (subtraction method, §25.2701-3)",
    "Rev. Rul. 83-120 (valuing preferred interests by yield and coverage)",
    "IRC §1015 (carryover basis)",
    "IRC §2001(b), (c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: (ctx) => [freezeAssetOf(ctx, KINDS)?.key ?? "business"],
  variables: {
    partnershipValueUsd: { unit: "USD", description: "Value contributed to the partnership." },
    growthRate: { unit: "rate", description: "Annual growth of the partnership's assets." },
    years: { unit: "years", description: "Years until the final death." },
    preferredShare: {
      unit: "ratio",
      description: "Share of the value held as the preferred interest (at most 90% under §2701(a)(4)).",
    },
    couponRate: { unit: "rate", description: "Cumulative preferred coupon, a market rate." },
    basisUsd: { unit: "USD", description: "Basis of the contributed assets." },
    setupCostUsd: { unit: "USD", description: "Partnership drafting, preferred valuation and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Partnership return, coupon payments and records each year." },
  },
  defaults(ctx) {
    const a = freezeAssetOf(ctx, KINDS);
    const part = a ? frozenPart(a) : fixed(0, "no business or investment real estate in the notes");
    return {
      partnershipValueUsd: part,
      growthRate: a?.growth ?? fixed(ctx.household.growth.business, "the household model's business growth"),
      years: yearsToEstate(ctx),
      preferredShare: fixed(0.9, "90% preferred, leaving the 10% minimum common interest of §2701(a)(4)"),
      couponRate: fixed(
        0.07,
        "7% cumulative coupon, an assumed market preferred yield (the appraiser sets it under Rev. Rul. 83-120)",
      ),
      basisUsd: a ? frozenBasis(a, part.value) : fixed(0, "no asset"),
      setupCostUsd: fixed(
        60_000,
        "partnership agreement, appraisal of the preferred and common interests, and a Form 709, about $60,000",
      ),
      annualAdministrationUsd: fixed(10_000, "Form 1065, K-1s, coupon payments and minutes, about $10,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const n = h.yearsToFinalDeath;
    const preferred = clamp(v.preferredShare, 0, 0.9);
    const removed = capToEstate(
      h,
      Math.max(
        0,
        v.partnershipValueUsd * (1 + v.growthRate) ** n - v.partnershipValueUsd * preferred * (1 + v.couponRate) ** n,
      ),
    );
    const gain = removed * unrealisedShareAt(v.basisUsd, v.partnershipValueUsd, v.growthRate, n);
    return {
      flows: [
        ...setup(v.setupCostUsd, "partnership agreement, appraisal and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "partnership return and coupon administration"),
        ...lostStepUp(ctx, gain, `lost step-up on the common interest: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.partnershipValueUsd * (1 - preferred) },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Partnership growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => freezeAssetOf(ctx, KINDS) !== null,
      (ctx) => {
        const a = freezeAssetOf(ctx, KINDS);
        return `The client owns a ${a?.what} (${formatUsd(a?.value.value ?? 0)}) that can fund a freeze partnership and pay its coupon.`;
      },
      "The notes mention no business or investment real estate to contribute to a freeze partnership.",
    ),
    requires.descendants,
    requires.estateTax,
  ),
  answers: () => null,
  timeline: "3–5 months",
  keyBenefits: [
    "Caps the parent's estate at the preferred interest",
    "Keeps a fixed income stream for the parent",
    "All growth above the coupon goes to the next generation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["freeze", "estate", "business", "income", "real estate", "succession", "growth"],
  explanation: {
    overview:
      "A preferred partnership freeze splits the family's growth assets into a bond-like preferred interest for the parent and a stock-like common interest for the children. The parent keeps a cumulative coupon for life; the children own everything the assets earn above it. It works only if the assets grow faster than the coupon, which must be a market rate.",
    keyComponents: [
      "Family partnership or LLC taxed as a partnership",
      "Cumulative preferred interest with a fixed market coupon (a qualified payment)",
      "Common interest of at least 10% of value given to children or a GST-exempt trust",
      "Independent appraisal of both classes",
    ],
    steps: [
      step("Design", "Choose the assets, coupon, liquidation preference and the common holders.", "Weeks 1–4", [
        "Asset valuations",
        "Cash-flow projection to cover the coupon",
      ]),
      step("Form and capitalise", "Draft the partnership agreement and contribute the assets.", "Weeks 4–8", [
        "Partnership agreement",
        "Deeds and assignments",
      ]),
      step(
        "Value and gift",
        "Appraise the preferred and common interests; gift the common and file Form 709.",
        "Weeks 8–14",
        ["Qualified appraisal", "Form 709"],
      ),
      step("Operate", "Pay the coupon on time every year and keep partnership formalities.", "Annually", [
        "Form 1065",
        "Coupon payment records",
      ]),
    ],
    prerequisites: ["Assets that produce enough cash to pay the coupon", "Growth expected above the coupon rate"],
    professionals: ["Estate planning attorney", "Qualified appraiser", "CPA", "Business valuation expert"],
    secondaryBenefits: ["Centralised management of family assets", "Creditor protection of partnership interests"],
    taxAdvantages: [
      "Gift limited to the common interest's value",
      "Growth above the coupon escapes estate tax",
      "Preferred interest receives a basis step-up at death",
    ],
    risks: [
      risk(
        "§2701 zero valuation",
        "A preferred interest that fails the qualified-payment rules is valued at zero, making the whole value a gift.",
        "Draft cumulative, fixed-rate payments and pay them within four years of the due date.",
      ),
      risk(
        "Coupon above growth",
        "If the assets grow slower than the coupon, value flows back to the parent and nothing is frozen.",
        "Use the freeze only for assets expected to grow well above a market coupon.",
      ),
      risk(
        "§2036 inclusion",
        "Personal use of partnership assets or lack of business purpose can bring assets back.",
        "Keep formalities and personal assets outside.",
      ),
    ],
    marketRisks: ["If growth falls below the coupon the parent's preferred absorbs the value and nothing shifts"],
    regulatoryConsiderations: [
      "Unpaid cumulative coupons compound into the parent's estate (§2701(d))",
      "Appraisals must meet the adequate-disclosure rules to start the statute of limitations",
    ],
    liquidityConsiderations:
      "The coupon gives the parent cash flow; the partnership must hold or generate cash to pay it.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Lower hurdle rate (the AFR) but no lifetime preferred income to the parent.",
      },
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "Moves value through discounted gifts rather than freezing growth above a coupon.",
      },
    ],
    uniqueAdvantages: ["Combines a freeze with a lifetime income stream", "Statutory roadmap in §2701"],
    successMetrics: [
      metric("Coupon paid", "In full each year", "Annually"),
      metric("Common interest value", "Growing faster than the preferred", "Every 2 years (appraisal)"),
    ],
    qualitativeIndicators: ["Family treats the partnership as a business", "Clear governance for the common holders"],
    warningSignals: ["Coupons skipped or accrued", "Commingled personal and partnership funds"],
    reviewSchedule: "Annual partnership meeting and tax return review; appraisal update every 2–3 years.",
    exitStrategy:
      "The partnership can redeem the preferred, or the preferred passes at death with a basis step-up; the partnership may be liquidated by agreement of the partners.",
  },
});
