import { formatUsd } from "@fsa/shared";
import type { AssetKey, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, basisOf, check, fixed, metric, requires, risk, round, setup, step, yearsToEstate } from "../kit.ts";
import {
  affordableLumpSum,
  capToEstate,
  exclusionFor,
  giftGain,
  LUMP_SUM_GIFT_SHARE,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/** The assets a family partnership can pool: the taxable portfolio and investment real estate, USD. */
function pool(ctx: StrategyContext): { portfolioUsd: number; realEstateUsd: number; totalUsd: number; key: AssetKey } {
  const h = ctx.household;
  const portfolioUsd = h.balance.taxableUsd;
  const realEstateUsd = ctx.facts.hasInvestmentRealEstate
    ? (ctx.facts.investmentRealEstateUsd ?? h.balance.otherRealEstateUsd)
    : 0;
  return {
    portfolioUsd,
    realEstateUsd,
    totalUsd: portfolioUsd + realEstateUsd,
    key: realEstateUsd > portfolioUsd ? "investmentRealEstate" : "taxablePortfolio",
  };
}

/**
 * Family limited partnership with discounted gifts of limited partner interests. Minimum net worth
 * 5,000,000.
 *
 * The taxable portfolio and any investment real estate go into a partnership the parents manage;
 * they give limited partner interests worth `giftedValueUsd` pro rata, valued for gift tax with a
 * combined discount for lack of control and marketability (30%, an assumption inside the usual
 * 25–35% that a qualified appraisal must support). The gift uses exclusion at its discounted value
 * (an adjusted taxable gift of value × (1 − discount)); the pro-rata value and its growth leave the
 * estate, so the discount itself is a removal of discount × value, capped at the projected estate.
 * The IRS attacks these under §2036 (retained enjoyment, no non-tax purpose) and §2704 (disregarded
 * restrictions); a successful attack brings the assets back at full value. The heirs lose the
 * step-up on the gifted interests. Family `exclusion-gift` (a discounted way to use the exclusion);
 * it moves the pooled assets.
 */
export const familyLimitedPartnership = defineStrategy({
  id: "family-limited-partnership",
  name: "Family Limited Partnership with Discounted Gifts",
  category: "Wealth Transfer",
  description:
    "Family investment assets or real estate go into a limited partnership (or LLC) that the parents manage. Gifts of limited partner interests are valued with discounts for lack of control and marketability, so more value moves per dollar of exclusion, and the growth on the gifted interests is out of the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = giftedValueUsd × (1 + growthRate)^years, adjusted taxable gift = giftedValueUsd × (1 − discountRate)] on the household's projection − heirs' capital-gains tax on (removed − basisUsd)",
    variables: ["giftedValueUsd", "discountRate", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "valuation_discount_challenge",
    "section_2036_risk",
    "gift_tax_return_required",
    "partnership_formalities",
  ],
  sources: [
    "Treas. Reg. §25.2512-1, §20.2031-1(b) (willing buyer, willing seller)",
    "IRC §2036(a); Estate of Bongard, 124 T.C. 95 (2005) (bona fide sale exception)",
    "Estate of Strangi, T.C. Memo. 2003-145; Estate of Powell, 148 T.C. 392 (2017)",
    "IRC §2704 (lapse and liquidation restrictions)",
    "IRC §2001(b), (c); IRC §2513",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "exclusion-gift",
  transfers: (ctx) => [pool(ctx).key],
  variables: {
    pooledAssetsUsd: { unit: "USD", description: "Investment assets and real estate contributed to the partnership." },
    giftedValueUsd: { unit: "USD", description: "Pro-rata value of the limited partner interests given." },
    discountRate: { unit: "ratio", description: "Combined discount for lack of control and marketability." },
    growthRate: { unit: "rate", description: "Annual growth of the partnership's assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Basis of the gifted interests' share of the assets (carried over)." },
    setupCostUsd: { unit: "USD", description: "Partnership drafting, transfers, appraisal." },
    annualAdministrationUsd: { unit: "USD", description: "Partnership return, K-1s, periodic appraisals." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const p = pool(ctx);
    const discount = 0.3;
    const exclusion = exclusionFor(ctx, true);
    // The interests given are interests in what the partnership holds: a third of the investment
    // and business assets counts the pooled investment real estate too (a farm or rental family
    // gives interests in the land, not cash).
    const affordable = affordableLumpSum(h) + p.realEstateUsd * LUMP_SUM_GIFT_SHARE;
    const gifted = round(Math.min(affordable, exclusion.value / (1 - discount), p.totalUsd * 0.99));
    const growth = p.realEstateUsd > p.portfolioUsd ? h.growth.realEstate : h.growth.portfolio;
    return {
      pooledAssetsUsd: fixed(
        p.totalUsd,
        `${formatUsd(p.totalUsd)}: the taxable portfolio${p.realEstateUsd > 0 ? " and the investment real estate" : ""}`,
      ),
      giftedValueUsd: fixed(
        gifted,
        `${formatUsd(gifted)} of limited partner interests at their pro-rata value: at most a third of the investment and business assets and the pooled real estate (an assumption), with the discounted gift within the ${exclusion.assumption}`,
      ),
      discountRate: fixed(
        discount,
        "30% combined discount for lack of control and marketability, an assumption inside the usual 25–35% that a qualified appraisal must support",
      ),
      growthRate: fixed(
        growth,
        `${(growth * 100).toFixed(1)}% a year, the household model's ${p.realEstateUsd > p.portfolioUsd ? "real-estate" : "portfolio"} growth`,
      ),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gifted, null),
      setupCostUsd: fixed(25_000, "partnership agreement, retitling and an appraisal, about $25,000"),
      annualAdministrationUsd: fixed(7_500, "Form 1065, K-1s, meetings and periodic valuation, about $7,500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.giftedValueUsd, v.growthRate));
    const discount = Math.min(0.6, Math.max(0, v.discountRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "partnership agreement, retitling and appraisal"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "partnership return, K-1s and valuation"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.giftedValueUsd * (1 - discount) },
    };
  },
  sensitivity: {
    variable: "discountRate",
    mode: "add",
    spread: 0.1,
    description: "Valuation discount 10 points lower / base / higher",
  },
  eligibility: allOf(
    requires.descendants,
    requires.estateTax,
    check(
      (ctx) => pool(ctx).totalUsd >= 2_000_000,
      (ctx) =>
        `About ${formatUsd(pool(ctx).totalUsd)} of taxable investments${pool(ctx).realEstateUsd > 0 ? " and investment real estate" : ""} can be pooled in a partnership.`,
      "A partnership needs substantial investment assets or investment real estate (about $2,000,000 or more) to manage, which the notes do not show.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 months",
  keyBenefits: [
    "Discounts move more value per dollar of exclusion",
    "Parents keep management as general partners",
    "Protects assets from donees' creditors",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["control", "estate", "real estate", "family", "discount", "protect"],
  explanation: {
    overview:
      "An FLP centralises family investments under the parents' management. Limited partner interests cannot control distributions or be sold freely, so an appraiser values them below their share of the assets. Giving those interests moves value at a discount while the parents keep running the portfolio. The discount is an assumption until appraised, and the IRS challenges it when the partnership lacks a real non-tax purpose.",
    keyComponents: [
      "Limited partnership or LLC with a real non-tax purpose",
      "Parents as general partners or managers",
      "Gifts of limited partner interests to children or trusts",
      "Qualified appraisal of the discounts",
    ],
    steps: [
      step(
        "Purpose and design",
        "Document the business reasons (centralised management, protection, succession).",
        "Weeks 1–3",
        ["Asset inventory", "Statement of purposes"],
      ),
      step(
        "Form and fund",
        "Draft the agreement and transfer the assets; keep personal-use assets and enough outside.",
        "Weeks 3–8",
        ["Partnership agreement", "Deeds and account transfers"],
      ),
      step(
        "Appraise and gift",
        "Appraise the limited interests and make gifts; file Form 709 with adequate disclosure.",
        "Weeks 8–14",
        ["Qualified appraisal", "Assignments", "Form 709"],
      ),
      step("Operate", "Hold meetings, keep books, make pro-rata distributions only.", "Annually", [
        "Form 1065",
        "Minutes",
      ]),
    ],
    prerequisites: ["Investment assets or real estate to pool", "Willingness to follow partnership formalities"],
    professionals: ["Estate planning attorney", "Qualified appraiser", "CPA"],
    secondaryBenefits: ["Creditor protection through charging-order limits", "Keeps the family portfolio together"],
    taxAdvantages: [
      "Valuation discounts on gifted interests",
      "Growth on gifted interests outside the estate",
      "Discounts may apply to retained interests at death (not counted here)",
    ],
    risks: [
      risk(
        "§2036 inclusion",
        "Without a non-tax purpose, or with personal use of assets, the IRS includes the assets at full value.",
        "Real purpose, formalities, and assets kept outside for living costs.",
      ),
      risk(
        "Discount challenge (§2704 and valuation)",
        "Aggressive discounts invite audit; restrictions that lapse or that state law would not impose are disregarded.",
        "Qualified appraisal and a defined-value assignment clause.",
      ),
      risk(
        "Deathbed formation",
        "Partnerships formed shortly before death are routinely disregarded.",
        "Form and fund while the client is healthy.",
      ),
      risk(
        "Loss of basis step-up",
        "Gifted interests keep the parents' basis.",
        "Give interests in high-basis assets; a §754 election can help the heirs later.",
      ),
    ],
    marketRisks: ["Pooled assets carry concentration risk if not diversified"],
    regulatoryConsiderations: [
      "The 2016 proposed §2704 regulations were withdrawn, but could return",
      "Audits focus on formation, purpose and distributions",
    ],
    liquidityConsiderations:
      "Partnership assets are not personal funds; distributions must be pro rata and documented.",
    alternatives: [
      {
        strategy: "voting-nonvoting-recapitalization",
        whyNotChosen: "The same discount idea applied to an operating business.",
      },
      { strategy: "lifetime-exemption-gift", whyNotChosen: "Simpler but no discount and no retained management." },
    ],
    uniqueAdvantages: ["Combines discounted transfers with retained management"],
    successMetrics: [
      metric("Discount sustained", "No adjustment on audit", "At each gift"),
      metric("Formalities", "Meetings and books kept", "Annually"),
    ],
    qualitativeIndicators: ["Family treats the partnership as a real business"],
    warningSignals: ["Non-pro-rata distributions", "Paying personal expenses from the partnership"],
    reviewSchedule: "Annual partnership meeting and tax review; appraisal with each gift.",
    exitStrategy:
      "The partnership can be dissolved by the partners under its agreement, or interests redeemed; retained interests pass at death.",
  },
});
