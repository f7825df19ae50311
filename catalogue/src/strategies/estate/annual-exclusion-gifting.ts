import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, requires, risk, round, step, yearsToEstate } from "../kit.ts";
import {
  affordableYearlyGifts,
  giftGain,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  statedDescendants,
  yearlyGiftProgramme,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Annual exclusion gifting programme. Minimum net worth 1,000,000.
 *
 * Each year the donors give each stated child and grandchild up to the annual exclusion (IRC
 * §2503(b), `tax.annualGiftExclusion`): no exclusion used, no adjusted taxable gift. The yearly
 * total is limited to what the household's investable assets earn above its spending, so the
 * donors keep their principal. What leaves the estate is each year's gift grown to the final death
 * at the portfolio growth; the heirs' capital-gains tax on that growth (no step-up) is a cost. Family `annual-exclusion` (with the Crummey trust, which uses the same exclusions).
 */
export const annualExclusionGifting = defineStrategy({
  id: "annual-exclusion-gifting",
  name: "Annual Exclusion Gifting Programme",
  category: "Wealth Transfer",
  description:
    "Each year the client (and a spouse) give each child and grandchild up to the annual gift exclusion. The gifts use none of the lifetime exclusion and take the gifts and all their future growth out of the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = Σ over giftYears of yearlyGiftsUsd × (1 + growthRate)^(years − t)] on the household's projection − heirs' capital-gains tax on (removed − gifts), where yearlyGiftsUsd = min(annualGiftPerDoneeUsd × donees × donors, what investable assets earn above spending)",
    variables: ["annualGiftPerDoneeUsd", "donees", "donors", "yearlyGiftsUsd", "giftYears", "growthRate", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualAdministrationUsd × years",
    variables: ["annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: gifts can pay premiums on a policy held by the donees or an ILIT.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["gift_splitting_requires_form_709", "present_interest_required"],
  sources: [
    "IRC §2503(b) (annual exclusion); Rev. Proc. 2025-32 §4.42 ($19,000 for 2026)",
    "IRC §2513 (gift splitting)",
    "Treas. Reg. §25.2503-3 (present interest)",
    "IRC §1015 (carryover basis)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "annual-exclusion",
  variables: {
    annualGiftPerDoneeUsd: { unit: "USD", description: "Annual exclusion per donee per donor." },
    donees: { unit: "count", description: "Children and grandchildren receiving gifts (as stated)." },
    donors: { unit: "count", description: "Donors: two for a married couple." },
    yearlyGiftsUsd: {
      unit: "USD",
      description: "Gifts made each year, within the exclusions and what the donors can afford.",
    },
    giftYears: { unit: "years", description: "Years of gifting." },
    growthRate: { unit: "rate", description: "Annual growth of the gifted assets." },
    years: { unit: "years", description: "Years until the final death." },
    annualAdministrationUsd: { unit: "USD", description: "Gift records and, when splitting, Form 709 each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const ae = h.tax.annualGiftExclusion;
    const donees = statedDescendants(ctx.facts);
    const donors = h.legallyMarried ? 2 : 1;
    const full = ae * donees * donors;
    const afford = round(affordableYearlyGifts(h));
    const yearly = Math.min(full, afford);
    return {
      annualGiftPerDoneeUsd: fixed(
        ae,
        `the ${h.tax.year} annual gift exclusion of ${formatUsd(ae)} per donee (IRC §2503(b))`,
      ),
      donees: fixed(
        donees,
        donees > 0
          ? `${donees}: the stated children and grandchildren`
          : "0: the notes state no children or grandchildren, so there is no one to give to",
      ),
      donors: fixed(donors, donors === 2 ? "two donors: a married couple" : "one donor"),
      yearlyGiftsUsd: fixed(
        yearly,
        yearly < full
          ? `${formatUsd(yearly)} a year: what the investable assets earn above the household's spending (an assumption, so principal is kept), below the ${formatUsd(full)} the exclusions allow`
          : `${formatUsd(yearly)} a year: every donee's exclusion from every donor`,
      ),
      giftYears: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years: every year to the final death, donors held constant`,
      ),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      annualAdministrationUsd: fixed(
        donors === 2 ? 500 : 200,
        donors === 2 ? "gift records and a split-gift Form 709, about $500 a year" : "gift records, about $200 a year",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const p = yearlyGiftProgramme(h, v.yearlyGiftsUsd, v.giftYears, v.growthRate);
    return {
      flows: [
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "gift records and Form 709"),
        ...lostStepUp(ctx, giftGain(p.removedUsd, p.giftedUsd), `growth of the gifts: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: p.removedUsd },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => statedDescendants(ctx.facts) > 0,
      (ctx) => `The notes state ${statedDescendants(ctx.facts)} children and grandchildren to receive yearly gifts.`,
      "The notes state no children or grandchildren, so the number of donees is unknown.",
    ),
    requires.estateTax,
    check(
      (ctx) => affordableYearlyGifts(ctx.household) >= ctx.household.tax.annualGiftExclusion,
      (ctx) =>
        `The investable assets earn about ${formatUsd(affordableYearlyGifts(ctx.household))} a year above spending, enough for yearly gifts.`,
      "The investable assets earn too little above the household's spending to fund yearly gifts without using principal.",
    ),
  ),
  answers: () => null,
  timeline: "Immediate; repeated every year",
  keyBenefits: [
    "Uses no lifetime exclusion",
    "Removes the gifts and their growth from the estate",
    "Simple and repeatable",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["gift", "children", "grandchildren", "family", "help"],
  explanation: {
    overview:
      "Every person can give each recipient the annual exclusion amount each year free of gift tax and without touching the lifetime exclusion. A married couple with several children and grandchildren can move a meaningful sum each year, and every dollar's later growth is out of the estate. The gifts carry the donor's basis, so the heirs give up the step-up on that growth.",
    keyComponents: [
      "Gifts of cash or securities up to the annual exclusion per donee",
      "Gifts from each spouse (or split on Form 709)",
      "Optional UTMA/UGMA or 529 accounts for minors",
      "Records of each gift",
    ],
    steps: [
      step("Set the list", "Decide the donees, amount and asset for each year's gifts.", "January each year", [
        "List of donees",
        "Account details",
      ]),
      step(
        "Make the gifts",
        "Transfer cash or high-basis securities (low-basis shares carry their gain to the donee).",
        "Any time in the year",
        ["Transfer instructions"],
      ),
      step(
        "Document",
        "Keep a gift ledger; file a split-gift Form 709 when spouses split.",
        "By April 15 of the next year",
        ["Gift ledger", "Form 709 if splitting"],
      ),
    ],
    prerequisites: ["Children or grandchildren to receive gifts", "Surplus income or assets not needed for lifestyle"],
    professionals: ["CPA", "Financial adviser", "Estate planning attorney for trusts for minors"],
    secondaryBenefits: ["Teaches the next generation to manage money", "Can fund education or home purchases"],
    taxAdvantages: [
      "No gift tax and no exclusion used",
      "Growth after the gift outside the estate",
      "Income on gifted assets taxed to the donee (subject to the kiddie tax)",
    ],
    risks: [
      risk(
        "Loss of control",
        "Outright gifts belong to the donee.",
        "Use a Crummey trust or custodial account for young or spendthrift donees.",
      ),
      risk(
        "Future-interest gifts",
        "Gifts that are not present interests do not qualify.",
        "Give outright or through a trust with Crummey withdrawal powers.",
      ),
      risk(
        "Same exclusions used twice",
        "A 529 superfunding election uses five years of a grandchild's exclusion from that donor.",
        "Leave superfunded grandchildren out of the yearly gifts for those five years.",
      ),
    ],
    marketRisks: ["Gifted assets can fall in value"],
    regulatoryConsiderations: [
      "The exclusion is indexed; confirm each year's amount",
      "Gifts to non-citizen spouses follow a separate limit (§2523(i))",
    ],
    liquidityConsiderations: "Gifts are permanent; keep a reserve for lifestyle and emergencies before gifting.",
    alternatives: [
      {
        strategy: "crummey-trust",
        whyNotChosen: "Keeps the gifts in trust for control, at the cost of notices and trust administration.",
      },
      {
        strategy: "section-529-superfunding",
        whyNotChosen: "Front-loads five years of exclusions for education only.",
      },
    ],
    uniqueAdvantages: [
      "No paperwork beyond records when not splitting gifts",
      "Uses an exclusion that expires each year if unused",
    ],
    successMetrics: [
      metric("Exclusions used", "Every donee, every year", "Annually"),
      metric("Value moved out of the estate", "Cumulative gifts plus growth", "Every 3 years"),
    ],
    qualitativeIndicators: ["Donees use the gifts responsibly"],
    warningSignals: ["Gifts above the exclusion without a Form 709", "Gifts the client later needs back"],
    reviewSchedule: "Each January: confirm the exclusion amount, the donee list and the assets to give.",
    exitStrategy: "The programme can stop in any year; past gifts stay completed.",
  },
});
