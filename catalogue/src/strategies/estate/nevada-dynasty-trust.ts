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
 * Longest a Nevada trust may last: 365 years (NRS 111.1031(1)(b), the state's rule against
 * perpetuities; spec §9 "a 365-year horizon (Nevada dynasty trust)"). Described, never compounded.
 */
export const NEVADA_TRUST_DURATION_YEARS = 365;

/**
 * Nevada dynasty trust. Minimum net worth 10,000,000.
 *
 * On this household the trust is a GST-exempt exclusion gift: the gift is an adjusted taxable gift,
 * what leaves the estate is the gift grown to the final death (the household's portfolio
 * growth), and the lost basis step-up and the Nevada trustee's fees are costs. Its
 * larger value, no estate or GST tax at each later generation for up to 365 years, is tax of the
 * children's and grandchildren's estates, not this household's: it is described, not priced, and
 * the trust's value is never compounded over 365 years. Family `exclusion-gift`.
 */
export const nevadaDynastyTrust = defineStrategy({
  id: "nevada-dynasty-trust",
  name: "Nevada Dynasty Trust",
  category: "Multi-Generational Planning",
  description:
    "A GST-exempt trust sited in Nevada, which lets trusts last 365 years (NRS 111.1031), has no state income tax and strong spendthrift protection. Assets pass down through children, grandchildren and later generations without estate or GST tax at each death, while each generation can use them through the trustee.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = fundingUsd × (1 + growthRate)^years, adjusted taxable gift = fundingUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − basisUsd); the trust may last 365 years, and the tax it saves at later generations is described, not added",
    variables: ["fundingUsd", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeUsd × years",
    variables: ["setupCostUsd", "annualTrusteeUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: the trust can own survivorship insurance to multiply the GST-exempt value.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gst_exemption_allocation",
    "nevada_trust_law",
    "nevada_trustee_required",
  ],
  sources: [
    "NRS 111.1031(1)(b) (365-year rule against perpetuities)",
    "NRS ch. 163 (trust advisers, protectors and decanting, e.g. NRS 163.556)",
    "NRS ch. 166 (spendthrift trusts)",
    "IRC §2631, §2632, §2642 (GST exemption and inclusion ratio)",
    "IRC §2513 (gift splitting)",
    "IRC §2001(b), (c); IRC §2641",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "exclusion-gift",
  variables: {
    fundingUsd: { unit: "USD", description: "GST-exempt gift to the trust." },
    growthRate: { unit: "rate", description: "Annual growth of the gifted assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the gifted assets (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, Nevada trustee onboarding and Form 709." },
    annualTrusteeUsd: { unit: "USD", description: "Nevada trustee, accounting and tax return each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const cap = exclusionFor(ctx, true);
    const gstCap = h.tax.gstExemption * (h.legallyMarried ? 2 : 1);
    const limit = Math.min(cap.value, gstCap);
    const gift = sizedLumpSumGift(ctx, limit, {
      limit: `the ${formatUsd(limit)} of exclusion and GST exemption`,
      keepsRest: "",
      atLimit: `: the ${cap.assumption}, with the same GST exemption allocated (IRC §2631(c))`,
    });
    return {
      fundingUsd: gift,
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gift.value, null),
      setupCostUsd: fixed(25_000, "drafting, Nevada trustee set-up and Form 709 with GST allocation, about $25,000"),
      annualTrusteeUsd: fixed(
        15_000,
        "Nevada trust company minimum fee, accounting and Form 1041, about $15,000 a year",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.fundingUsd, v.growthRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting, Nevada trustee set-up and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualTrusteeUsd, "Nevada trustee and trust tax return"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.fundingUsd },
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
    check(
      (ctx) => ctx.household.baseline.federalTaxUsd > 0,
      (ctx) =>
        `The household model projects ${formatUsd(ctx.household.baseline.federalTaxUsd)} of federal estate tax at the final death, so GST-exempt trusts for later generations matter.`,
      "The household model projects no federal estate tax, so a GST-exempt dynasty trust adds cost without a federal transfer-tax saving.",
    ),
    check(
      (ctx) => affordableLumpSum(ctx.household) >= 1_000_000,
      (ctx) =>
        `About ${formatUsd(transferableAssets(ctx.household))} of investment and business assets can fund the trust.`,
      "There are not enough investment or business assets outside the home to fund a dynasty trust.",
    ),
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: [
    "No estate or GST tax at each later generation for up to 365 years",
    "No Nevada income tax on accumulated trust income",
    "Spendthrift and divorce protection for every generation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["dynasty", "legacy", "generation", "grandchildren", "perpetual", "protect"],
  explanation: {
    overview:
      "Most states force trusts to end after about 90 years or a life in being plus 21 years; Nevada allows 365. A trust funded with GST exemption can hold family wealth outside every descendant's estate for many generations, with a Nevada trustee, no state income tax on accumulated income and strong creditor protection. The figures show this household's estate-tax effect only; the savings at later generations are real but are the children's and grandchildren's, so they are described rather than added.",
    keyComponents: [
      "Irrevocable trust with a Nevada trustee and Nevada governing law",
      "Gift of up to the exclusion, with GST exemption allocated on Form 709",
      "Directed-trust design: family investment adviser and distribution committee",
      "Trust protector and decanting power for future changes",
    ],
    steps: [
      step("Design", "Choose beneficiaries, distribution standards, advisers and protector.", "Weeks 1–3", [
        "Family tree",
        "Investment policy",
      ]),
      step(
        "Engage a Nevada trustee",
        "Select a Nevada trust company or individual trustee to establish situs.",
        "Weeks 2–5",
        ["Trustee agreement", "Fee schedule"],
      ),
      step("Draft and fund", "Sign the trust; transfer assets, appraising non-listed ones.", "Weeks 5–9", [
        "Trust agreement",
        "EIN",
        "Appraisals",
      ]),
      step(
        "Allocate GST exemption",
        "File Form 709 allocating GST exemption so the inclusion ratio is zero.",
        "By April 15 of the next year",
        ["Form 709 Schedule D"],
      ),
    ],
    prerequisites: ["An estate well above what the family needs", "Exclusion and GST exemption available"],
    professionals: ["Estate planning attorney (Nevada counsel)", "Nevada trustee", "CPA", "Investment adviser"],
    secondaryBenefits: ["Creditor and divorce protection for descendants", "Family governance across generations"],
    taxAdvantages: [
      "Growth after the gift outside this household's estate",
      "No estate or GST tax at each later generation on exempt assets",
      "No Nevada state income tax; grantor-trust status during the client's life shifts more wealth",
    ],
    risks: [
      risk(
        "Home-state income tax",
        "A beneficiary's or grantor's home state may tax the trust's income.",
        "Nevada trustee, Nevada administration, and review of each state's residency rules.",
      ),
      risk(
        "Changing family and law",
        "A 365-year trust will outlive today's assumptions.",
        "Trust protector, decanting and flexible distribution standards.",
      ),
      risk(
        "Loss of basis step-up",
        "The trust keeps the donor's basis; the heirs owe capital-gains tax when they sell.",
        "Give high-basis assets; a swap power lets the grantor bring low-basis assets back.",
      ),
    ],
    marketRisks: [
      "Long-horizon investment returns may fall short",
      "Distributions can erode principal over generations",
    ],
    regulatoryConsiderations: [
      "Proposals to cap GST-exempt trust duration",
      "Nevada situs requires real administration in Nevada",
    ],
    liquidityConsiderations:
      "The gift is irrevocable; beneficiaries receive distributions at the trustee's discretion.",
    alternatives: [
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "Allocation to a trust in the home state, limited by that state's perpetuities rule.",
      },
      {
        strategy: "lifetime-exemption-gift",
        whyNotChosen: "Same gift without the Nevada situs, duration and income tax advantages.",
      },
    ],
    uniqueAdvantages: [
      "One of the longest trust durations in the US",
      "Combines duration, no income tax and creditor protection",
    ],
    successMetrics: [
      metric("Inclusion ratio", "Zero", "At funding and each addition"),
      metric("Real growth after distributions", "Positive over rolling 5 years", "Annually"),
    ],
    qualitativeIndicators: ["Family governance meetings held", "Beneficiaries educated about the trust"],
    warningSignals: ["Distributions exceeding growth for years", "Administration drifting out of Nevada"],
    reviewSchedule: "Annual trustee and investment review; legal review every 5 years and at each generational change.",
    exitStrategy:
      "The trust runs for up to 365 years; a protector or decanting can modernise it, and it can terminate early by its terms.",
  },
});
