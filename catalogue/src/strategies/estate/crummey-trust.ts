import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  check,
  fixed,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearsToEstate,
} from "../kit.ts";
import {
  affordableYearlyGifts,
  giftGain,
  lostStepUp,
  minorChildren,
  STEP_UP_ASSUMPTION,
  statedDescendants,
  yearlyGiftProgramme,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Crummey trust for annual exclusion gifts. Minimum net worth 1,000,000.
 *
 * The annual-exclusion programme made into a trust whose beneficiaries hold temporary withdrawal
 * powers (Crummey v. Commissioner), so the gifts are present interests (IRC §2503(b)) while a
 * trustee keeps control. Same estate arithmetic as outright gifts (no exclusion used; the gifts
 * and their growth leave the estate; the heirs lose the step-up
 * on the growth), plus drafting and yearly notices and trust returns. It suits young beneficiaries:
 * grandchildren, or children under 18. Family `annual-exclusion`.
 */
export const crummeyTrust = defineStrategy({
  id: "crummey-trust",
  name: "Crummey Trust for Annual Exclusion Gifts",
  category: "Estate & Wealth Transfer",
  description:
    "An irrevocable trust whose beneficiaries each get a temporary right to withdraw new gifts, which makes the gifts present interests that qualify for the annual exclusion. The family gets the tax result of outright gifts while a trustee keeps control of the money for young or inexperienced beneficiaries.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = Σ over giftYears of yearlyGiftsUsd × (1 + growthRate)^(years − t)] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − gifts), yearlyGiftsUsd = min(annualGiftPerDoneeUsd × donees × donors, what investable assets earn above spending)",
    variables: ["annualGiftPerDoneeUsd", "donees", "donors", "yearlyGiftsUsd", "giftYears", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Often used to pay premiums on life insurance owned by the trust (see the ILIT).",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "crummey_notices_required", "gst_allocation_for_grandchildren"],
  sources: [
    "Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "Estate of Cristofani v. Commissioner, 97 T.C. 74 (1991) (contingent beneficiaries)",
    "IRC §2503(b); Rev. Proc. 2025-32 §4.42",
    "IRC §2514(e); §2041(b)(2) (five-and-five lapse)",
    "IRC §2642(c)(2) (GST annual exclusion for trusts)",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "annual-exclusion",
  variables: {
    annualGiftPerDoneeUsd: { unit: "USD", description: "Annual exclusion per beneficiary per donor." },
    donees: { unit: "count", description: "Beneficiaries holding withdrawal powers (as stated)." },
    donors: { unit: "count", description: "Donors: two for a married couple." },
    yearlyGiftsUsd: {
      unit: "USD",
      description: "Gifts to the trust each year, within the exclusions and what the donors can afford.",
    },
    giftYears: { unit: "years", description: "Years of gifting." },
    growthRate: { unit: "rate", description: "Annual growth of the trust's assets." },
    years: { unit: "years", description: "Years until the final death." },
    setupCostUsd: { unit: "USD", description: "Trust drafting and EIN." },
    annualAdministrationUsd: { unit: "USD", description: "Crummey notices, trust return and records each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const ae = h.tax.annualGiftExclusion;
    const donees = statedDescendants(ctx.facts);
    const donors = h.legallyMarried ? 2 : 1;
    const full = ae * donees * donors;
    const yearly = Math.min(full, round(affordableYearlyGifts(h)));
    return {
      annualGiftPerDoneeUsd: fixed(
        ae,
        `the ${h.tax.year} annual gift exclusion of ${formatUsd(ae)} per donee (IRC §2503(b))`,
      ),
      donees: fixed(
        donees,
        donees > 0
          ? `${donees}: the stated children and grandchildren`
          : "0: the notes state no children or grandchildren",
      ),
      donors: fixed(donors, donors === 2 ? "two donors: a married couple" : "one donor"),
      yearlyGiftsUsd: fixed(
        yearly,
        yearly < full
          ? `${formatUsd(yearly)} a year: what the investable assets earn above the household's spending (an assumption), below the ${formatUsd(full)} the exclusions allow`
          : `${formatUsd(yearly)} a year: every beneficiary's exclusion from every donor`,
      ),
      giftYears: fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years: every year to the final death`),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      setupCostUsd: fixed(4_000, "trust drafting and EIN, about $4,000"),
      annualAdministrationUsd: fixed(1_500, "withdrawal notices, Form 1041 and records, about $1,500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const p = yearlyGiftProgramme(h, v.yearlyGiftsUsd, v.giftYears, v.growthRate);
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust drafting"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "Crummey notices and trust return"),
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
      (ctx) => (ctx.facts.grandchildrenCount ?? 0) > 0 || minorChildren(ctx).length > 0,
      (ctx) =>
        (ctx.facts.grandchildrenCount ?? 0) > 0
          ? `The client has ${ctx.facts.grandchildrenCount} grandchild${ctx.facts.grandchildrenCount === 1 ? "" : "ren"}, whose gifts benefit from a trustee's control.`
          : "The client's children are minors, whose gifts benefit from a trustee's control.",
      "The notes show no grandchildren or minor children; adult beneficiaries can receive outright gifts without a trust's cost.",
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
  timeline: "3–6 weeks",
  keyBenefits: [
    "Annual exclusion gifts with a trustee in control",
    "Protects gifts from beneficiaries' creditors and divorces",
    "Can own life insurance",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["gift", "control", "grandchildren", "trust", "protect"],
  explanation: {
    overview:
      "Gifts to a trust are normally future interests that cannot use the annual exclusion. A Crummey trust gives each beneficiary a short window (usually 30 days) to withdraw each new gift; when the window lapses the money stays in trust. The gifts qualify for the exclusion and the trustee keeps control.",
    keyComponents: [
      "Irrevocable trust with withdrawal powers for each beneficiary",
      "Written notice of each gift",
      "Lapse limited to the five-and-five amount or hanging powers",
      "Trustee independent of the donor",
    ],
    steps: [
      step(
        "Draft",
        "Attorney drafts the trust with withdrawal powers, hanging powers if needed, and distribution standards.",
        "Weeks 1–3",
        ["Trust agreement", "EIN"],
      ),
      step("Gift", "Donors transfer cash or securities to the trust account.", "Each year", ["Bank transfer"]),
      step(
        "Notify",
        "Trustee sends each beneficiary (or guardian) written notice of the withdrawal right.",
        "Within days of each gift",
        ["Crummey notices", "Signed acknowledgements"],
      ),
      step(
        "Administer",
        "Invest, file Form 1041, and allocate GST exemption for grandchildren on Form 709.",
        "Annually",
        ["Form 1041", "Form 709 when required"],
      ),
    ],
    prerequisites: ["Beneficiaries for whom outright gifts are not appropriate", "Surplus assets for yearly gifts"],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Spendthrift protection", "Can hold a family policy"],
    taxAdvantages: [
      "Annual exclusion gifts into trust",
      "Growth outside the estate",
      "GST exemption can make the trust multi-generational",
    ],
    risks: [
      risk(
        "Missing notices",
        "Without real notice the gifts may not be present interests.",
        "Calendar notices and keep signed acknowledgements.",
      ),
      risk(
        "Lapse above five-and-five",
        "A lapse above the greater of $5,000 or 5% is a gift by the beneficiary.",
        "Use hanging powers or limit the gifts.",
      ),
      risk(
        "GST exposure",
        "Crummey gifts to grandchildren's trusts need GST exemption unless they meet §2642(c)(2).",
        "Allocate GST exemption on Form 709.",
      ),
    ],
    marketRisks: ["Trust investments can lose value"],
    regulatoryConsiderations: [
      "The IRS challenges withdrawal powers given to people with no other interest",
      "State trust law governs trustee duties",
    ],
    liquidityConsiderations:
      "Assets in trust are not available to the donor; beneficiaries receive them only under the trust's terms.",
    alternatives: [
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Cheaper, but the donees receive the money outright." },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "The same mechanism used specifically to own life insurance.",
      },
    ],
    uniqueAdvantages: ["Control plus the annual exclusion"],
    successMetrics: [
      metric("Notices sent", "For every gift", "Each gift"),
      metric("Trust value", "Growing with gifts and returns", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiaries understand the trust's purpose"],
    warningSignals: ["A beneficiary actually withdraws gifts", "Gifts made without notices"],
    reviewSchedule:
      "Annual trust review with the trustee; review the distribution terms when beneficiaries reach adulthood.",
    exitStrategy:
      "Gifts can stop at any time; the trust continues under its terms or can be decanted where state law allows.",
  },
});
