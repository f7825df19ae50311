import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  basisOf,
  check,
  fixed,
  metric,
  realEstateGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearsToEstate,
} from "../kit.ts";
import {
  capToEstate,
  giftGain,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/** The vacation home's value from the facts, with its assumption; null when the notes give none. */
function vacationHomeOf(ctx: StrategyContext): { valueUsd: number; assumption: string } | null {
  const f = ctx.facts;
  if (!f.hasVacationHome || f.realEstateUsd === null || f.realEstateUsd <= 0) return null;
  const investment = f.hasInvestmentRealEstate ? (f.investmentRealEstateUsd ?? 0) : 0;
  if (f.primaryResidenceUsd !== null) {
    const v = Math.max(0, f.realEstateUsd - f.primaryResidenceUsd - investment);
    return v > 0
      ? {
          valueUsd: v,
          assumption: `${formatUsd(v)}: the real estate stated less the home${investment > 0 ? " and the investment property" : ""}`,
        }
      : null;
  }
  if (f.hasInvestmentRealEstate && investment === 0) return null;
  const v = round((f.realEstateUsd - investment) / 2);
  return {
    valueUsd: v,
    assumption: `${formatUsd(v)}: the home's value is not stated; half of the ${formatUsd(f.realEstateUsd - investment)} of residential real estate assumed to be the vacation home`,
  };
}

/**
 * Family LLC for a vacation home. Minimum net worth 1,000,000.
 *
 * The parents deed the vacation home to an LLC with an operating agreement that governs use,
 * costs, buy-outs and succession among the children's families. Its main value is protection and
 * governance: a claim arising at the property reaches the LLC's assets, not the parents' other
 * wealth, and the children's units are shielded from their creditors by charging-order limits;
 * reported as protection (the home's value), never as a saving. When the household model projects
 * federal estate tax, the parents also give half of the units as non-managing interests at a discount for
 * lack of control and marketability (25%, an assumption a qualified appraisal must support): the
 * gift uses exclusion at its discounted value; the units' pro-rata value and growth leave the
 * estate; the children lose the step-up on them. Units are given in life only when federal estate
 * tax is projected (against a state estate tax alone the lost step-up costs more than the gift
 * saves); otherwise they pass at death with the step-up. It moves the vacation home.
 */
export const vacationHomeLlc = defineStrategy({
  id: "vacation-home-llc",
  name: "Family LLC for a Vacation Home",
  category: "Estate Planning",
  description:
    "The family's vacation home is deeded to an LLC whose operating agreement sets how the children's families use it, share its costs, buy each other out and pass it on. The LLC shields the parents' other assets from claims arising at the property, keeps the home out of a child's divorce or creditors, and lets the parents give units over time at a discount.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection reported apart = vacationHomeValueUsd; estate tax at the final death without − with [removed = vacationHomeValueUsd × giftedShare × (1 + appreciationRate)^years, adjusted taxable gift = vacationHomeValueUsd × giftedShare × (1 − discountRate)] on the household's projection − heirs' capital-gains tax on the gifted units' gain",
    variables: ["vacationHomeValueUsd", "giftedShare", "discountRate", "appreciationRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "operating_agreement_required",
    "section_2036_risk",
    "valuation_discount_challenge",
    "deed_transfer",
  ],
  sources: [
    "State LLC acts: limited liability of members and charging-order remedy (e.g. Del. Code tit. 6, §18-303, §18-703)",
    "Treas. Reg. §25.2512-1 (valuation of gifts; discounts for lack of control and marketability)",
    "IRC §2036(a)(1) (retained use of a transferred residence; pay a fair share of costs or rent)",
    "IRC §2503(b) (annual exclusion for gifts of units); IRC §2001(b), (c)",
    "IRC §1015 (carryover basis); IRC §1014(a)",
  ],
  domain: "estate",
  transfers: () => ["vacationHome"],
  variables: {
    vacationHomeValueUsd: { unit: "USD", description: "Value of the vacation home put into the LLC." },
    giftedShare: { unit: "ratio", description: "Share of the units given to the children in life." },
    discountRate: { unit: "ratio", description: "Discount for lack of control and marketability on the units given." },
    appreciationRate: { unit: "rate", description: "Annual appreciation of the home." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "The parents' basis in the units given (carried over)." },
    setupCostUsd: { unit: "USD", description: "LLC formation, operating agreement, deed and appraisal." },
    annualAdministrationUsd: { unit: "USD", description: "State fees, partnership return and records each year." },
  },
  defaults(ctx) {
    const home = vacationHomeOf(ctx);
    const value = home?.valueUsd ?? 0;
    const taxed = ctx.household.baseline.federalTaxUsd > 0;
    const share = taxed ? 0.5 : 0;
    return {
      vacationHomeValueUsd: fixed(value, home?.assumption ?? "the vacation home's value is not in the notes"),
      giftedShare: fixed(
        share,
        taxed
          ? "half of the units given now as non-managing interests (an assumption); the parents keep the managing units"
          : "none: the household model projects no federal estate tax, and against state estate tax alone the heirs' lost step-up would cost more than the gifts save, so the units pass at death with a basis step-up",
      ),
      discountRate: fixed(
        0.25,
        "25% for lack of control and marketability, an assumption a qualified appraisal must support",
      ),
      appreciationRate: realEstateGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(round(value * share), null),
      setupCostUsd: fixed(7_500, "LLC formation, operating agreement, deed and appraisal, about $7,500"),
      annualAdministrationUsd: fixed(1_500, "state fees, Form 1065 and records, about $1,500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const gifted = v.vacationHomeValueUsd * Math.min(1, Math.max(0, v.giftedShare));
    const removed = capToEstate(h, valueAtFinalDeath(h, gifted, v.appreciationRate));
    const discount = Math.min(0.6, Math.max(0, v.discountRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "LLC formation, operating agreement, deed and appraisal"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "LLC fees and partnership return"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `units given in life: ${STEP_UP_ASSUMPTION}`),
      ],
      ...(gifted > 0 ? { estate: { removedUsd: removed, adjustedTaxableGiftsUsd: gifted * (1 - discount) } } : {}),
      protection: {
        amountUsd: v.vacationHomeValueUsd,
        description:
          "vacation home held in an LLC: claims arising at the property stop at the LLC, and the children's units are shielded from their creditors and divorces",
      },
    };
  },
  sensitivity: {
    variable: "discountRate",
    mode: "add",
    spread: 0.1,
    description: "Valuation discount 10 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasVacationHome,
      (ctx) => {
        const home = vacationHomeOf(ctx);
        return home
          ? `The family owns a vacation home (${home.assumption}).`
          : "The family owns a vacation home; its value is not in the notes.";
      },
      "The notes mention no vacation or second home.",
    ),
    requires.descendants,
  ),
  answers: (ctx) =>
    ctx.facts.hasVacationHome
      ? { urgency: "client-specific", reason: "The family owns a vacation home it wants to keep in the family." }
      : null,
  timeline: "1–2 months",
  keyBenefits: [
    "Clear rules for use, costs and succession among the children's families",
    "Liability and creditor protection for the home and the family",
    "Units can be given over time at a discount",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["vacation", "cottage", "cabin", "lake house", "beach house", "second home", "family home"],
  explanation: {
    overview:
      "Shared vacation homes cause more family disputes than almost any other asset. Putting the home in an LLC with a written operating agreement settles in advance who uses it when, who pays what, how a child who wants out is bought out, and who inherits. The LLC also limits liability to the property and protects the children's shares from their creditors and divorces. Where estate tax is projected, the parents can give units over time at a discount; they must keep paying their share of costs for their own use so the home is not pulled back into the estate.",
    keyComponents: [
      "LLC owning the vacation home, managed by the parents",
      "Operating agreement: use calendar, cost sharing, reserve fund, buy-out and transfer restrictions",
      "Managing and non-managing units; gifts of non-managing units to the children",
      "Insurance and a maintenance reserve held by the LLC",
    ],
    steps: [
      step(
        "Family meeting",
        "Agree use, costs, buy-outs and succession with the children before drafting.",
        "Weeks 1–3",
        ["Family agreement on principles"],
      ),
      step("Form and deed", "Form the LLC, sign the operating agreement and deed the home to it.", "Weeks 3–6", [
        "Articles of organization",
        "Operating agreement",
        "Recorded deed",
        "Insurance update",
      ]),
      step(
        "Appraise and give units",
        "Appraise the units and give non-managing units within annual exclusions or the lifetime exclusion.",
        "Weeks 6–10",
        ["Qualified appraisal", "Unit assignments", "Form 709"],
      ),
      step("Operate", "Hold an annual meeting, fund the reserve and file the partnership return.", "Annually", [
        "Form 1065",
        "Minutes",
      ]),
    ],
    prerequisites: ["A vacation home the family wants to keep", "Children willing to share it under written rules"],
    professionals: [
      "Estate planning attorney",
      "Real estate attorney (deed, title, local transfer tax)",
      "Appraiser",
      "CPA",
    ],
    secondaryBenefits: [
      "Avoids probate in the home's state when the owners live elsewhere",
      "A reserve fund keeps maintenance from falling on one child",
    ],
    taxAdvantages: [
      "Discounted gifts of units move more value per dollar of exclusion",
      "Growth of the gifted units outside the estate",
      "Units kept until death step up in basis",
    ],
    risks: [
      risk(
        "§2036 inclusion",
        "Parents who keep using the home without paying their share can have the gifted units pulled back into the estate.",
        "Pay rent or a fair share of costs for the parents' use; keep formalities.",
      ),
      risk(
        "Discount challenge",
        "A discount not supported by an appraisal is reduced on audit.",
        "Qualified appraisal with each gift.",
      ),
      risk(
        "Reassessment and transfer taxes",
        "Some states reassess property tax or charge transfer tax when the deed changes.",
        "Check local rules before deeding; use exemptions for transfers to family entities.",
      ),
      risk(
        "Lost step-up on units given",
        "Units given in life keep the parents' basis.",
        "Give units only when estate tax is expected; keep the rest until death.",
      ),
    ],
    marketRisks: ["Local property values can fall", "Insurance costs for coastal homes can rise sharply"],
    regulatoryConsiderations: [
      "Mortgage due-on-sale clauses when the deed changes",
      "Homeowner exemptions may be lost when an LLC owns the home",
    ],
    liquidityConsiderations:
      "The home is illiquid; the operating agreement's buy-out terms and a reserve fund provide the exits.",
    alternatives: [
      {
        strategy: "qualified-personal-residence-trust",
        whyNotChosen: "Moves a home out of the estate at a discount, but gives no governance among the children.",
      },
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "The same structure for investment assets rather than a family home.",
      },
    ],
    uniqueAdvantages: ["Settles use and succession of a shared home before it causes a dispute"],
    successMetrics: [
      metric("Operating agreement signed", "By every owner", "At set-up"),
      metric("Reserve fund", "At least one year of costs", "Annually"),
    ],
    qualitativeIndicators: ["Use calendar followed without conflict", "Children contribute to costs as agreed"],
    warningSignals: ["Parents using the home without paying their share", "A child wanting out with no buy-out terms"],
    reviewSchedule: "Annual family meeting; review the operating agreement every 5 years or on a marriage or divorce.",
    exitStrategy:
      "The operating agreement lets members sell units to each other or sell the home and dissolve the LLC.",
  },
});
