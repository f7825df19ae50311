import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  farmRealProperty,
  fixed,
  grow,
  metric,
  realEstateGrowth,
  requires,
  risk,
  step,
  taxOn,
  yearly,
} from "../kit.ts";

/** §2032A(b)(1)(A): farm or business property (real and personal) must be at least 50% of the adjusted gross estate. */
export const SECTION_2032A_MINIMUM_FARM_SHARE = 0.5;

/** §2032A(b)(1)(B): qualified real property must be at least 25% of the adjusted gross estate. */
export const SECTION_2032A_MINIMUM_REAL_PROPERTY_SHARE = 0.25;

/** §2032A(c)(1): recapture period after the death, years. */
export const RECAPTURE_YEARS = 10;

/** The farm's shares of the estate today (adjusted gross estate approximated by net worth). */
function shares(ctx: StrategyContext): { real: number; all: number; land: number } {
  const nw = ctx.household.balance.netWorthUsd;
  const land = farmRealProperty(ctx).value;
  const personal = ctx.household.balance.businessUsd;
  return nw > 0 ? { real: land / nw, all: (land + personal) / nw, land } : { real: 0, all: 0, land };
}

const qualifies = (ctx: StrategyContext) => {
  const s = shares(ctx);
  return (
    ctx.facts.hasFarmOrRanch &&
    s.real >= SECTION_2032A_MINIMUM_REAL_PROPERTY_SHARE &&
    s.all >= SECTION_2032A_MINIMUM_FARM_SHARE
  );
};

/**
 * §2032A special use valuation of farm or ranch land. Minimum net worth 2,000,000.
 *
 * The executor values qualified real property at its value in farm use rather than its market
 * value, reducing the gross estate by at most the indexed limit (§2032A(a)(2)–(3),
 * `tax.specialUseValuationReductionLimit`, $1,460,000 for 2026, held at that amount: an
 * assumption, since it is indexed). Effect: `estate.deductionUsd` = min(the land's value at the
 * final death × (1 − use-value ratio), the limit), priced by the household. Costs: the use-value
 * appraisal, election and heirs' recapture agreement at death, records during the 10-year
 * recapture period (§2032A(c)), and the heirs' lower basis (§1014(a)(3): basis is the special-use
 * value) — the heirs' capital-gains tax on the reduction, assumed realised when the land is sold
 * at the end of the recapture period (on the household's own return, an approximation of the
 * heirs' rate). Qualification (§2032A(b)(1)): farm real and personal property at least 50% of the
 * adjusted gross estate, the real property at least 25%, here tested on today's balance sheet.
 */
export const specialUseValuation2032a = defineStrategy({
  id: "special-use-valuation-2032a",
  name: "Special Use Valuation of Farm and Ranch Land (§2032A)",
  category: "Estate & Wealth Transfer",
  description:
    "The executor can value farm or ranch land (or real estate used in a closely held business) at its value in current use rather than its development value, cutting the taxable estate by up to the indexed §2032A limit. The heirs must keep farming it for 10 years or the tax saved is recaptured, and they inherit the lower value as their basis.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with a deduction of min(qualifiedRealPropertyUsd × (1 + landGrowthRate)^yearsToDeath × (1 − useValueRatio), reductionLimitUsd), priced on the household's projection (§2001(c) rates, top 0.40), − heirs' capital-gains tax on that reduction (lower basis) at the end of the recapture period",
    variables: ["qualifiedRealPropertyUsd", "landGrowthRate", "yearsToDeath", "useValueRatio", "reductionLimitUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd at death + annualAdministrationUsd for the 10-year recapture period",
    variables: ["setupCostUsd", "annualAdministrationUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["ten_year_recapture", "qualified_heir_agreement", "material_participation_required"],
  sources: [
    "IRC §2032A(a)(2)–(3) (limit on the reduction, indexed); Rev. Proc. 2025-32 ($1,460,000 for 2026)",
    "IRC §2032A(b)(1) (50% and 25% tests; 5 of 8 years of qualified use and material participation)",
    "IRC §2032A(c) (10-year recapture)",
    "IRC §2032A(e)(7) (cash-rent capitalisation method)",
    "IRC §1014(a)(3) (heirs' basis is the special-use value)",
    "Treas. Reg. §20.2032A-8 (election and agreement)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  variables: {
    qualifiedRealPropertyUsd: { unit: "USD", description: "Market value of the farm or ranch land today." },
    landGrowthRate: { unit: "rate", description: "Appreciation of the land until the death." },
    yearsToDeath: { unit: "years", description: "Years until the final death, when the election is made." },
    useValueRatio: { unit: "ratio", description: "Farm-use value as a share of market value." },
    reductionLimitUsd: { unit: "USD", description: "§2032A limit on the total reduction." },
    setupCostUsd: { unit: "USD", description: "Use-value appraisal, election and recapture agreement at death." },
    annualAdministrationUsd: { unit: "USD", description: "Records of qualified use during the recapture period." },
  },
  defaults(ctx) {
    const h = ctx.household;
    return {
      qualifiedRealPropertyUsd: farmRealProperty(ctx),
      landGrowthRate: realEstateGrowth(ctx),
      yearsToDeath: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
      useValueRatio: fixed(
        0.5,
        "farm-use value assumed half of market value (development pressure near the land; the §2032A(e)(7) cash-rent value decides)",
      ),
      reductionLimitUsd: fixed(
        h.tax.specialUseValuationReductionLimit,
        `the ${h.tax.year} §2032A limit of ${formatUsd(h.tax.specialUseValuationReductionLimit)} (Rev. Proc. 2025-32), held at that amount although it is indexed`,
      ),
      setupCostUsd: fixed(
        15_000,
        "use-value appraisal, the election and the heirs' recapture agreement, about $15,000",
      ),
      annualAdministrationUsd: fixed(500, "records of qualified use and participation, about $500 a year"),
    };
  },
  effects(v, ctx) {
    const t = Math.round(v.yearsToDeath);
    const atDeath = grow(Math.max(0, v.qualifiedRealPropertyUsd), v.landGrowthRate, t);
    const ratio = Math.min(1, Math.max(0, v.useValueRatio));
    const reduction = Math.max(0, Math.min(atDeath * (1 - ratio), v.reductionLimitUsd));
    const heirs = reduction > 0 ? taxOn(ctx, { longTermGainUsd: reduction }) : 0;
    return {
      flows: [
        at(t, -v.setupCostUsd, "cost", "use-value appraisal, election and recapture agreement"),
        ...yearly(-v.annualAdministrationUsd, t + 1, t + RECAPTURE_YEARS, "cost", "records of qualified use"),
        ...(heirs > 0
          ? [
              at(
                t + RECAPTURE_YEARS,
                -heirs,
                "heirsTax" as const,
                "heirs' capital-gains tax on the lower basis when the land is sold",
              ),
            ]
          : []),
      ],
      estate: { deductionUsd: reduction },
    };
  },
  sensitivity: {
    variable: "useValueRatio",
    mode: "add",
    spread: 0.2,
    description: "Use value 30% / 50% / 70% of market value",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasFarmOrRanch,
      (ctx) => `The client owns farm or ranch land (${farmRealProperty(ctx).assumption}).`,
      "The notes mention no farm or ranch land in active use.",
    ),
    check(
      (ctx) => shares(ctx).real >= SECTION_2032A_MINIMUM_REAL_PROPERTY_SHARE,
      (ctx) =>
        `The farmland is ${(shares(ctx).real * 100).toFixed(0)}% of the estate, at least the 25% of §2032A(b)(1)(B).`,
      (ctx) =>
        `The farmland (${formatUsd(shares(ctx).land)}) is ${(shares(ctx).real * 100).toFixed(0)}% of the ${formatUsd(ctx.household.balance.netWorthUsd)} estate, below the 25% §2032A(b)(1)(B) requires.`,
    ),
    check(
      (ctx) => shares(ctx).all >= SECTION_2032A_MINIMUM_FARM_SHARE,
      (ctx) =>
        `Farm property is ${(shares(ctx).all * 100).toFixed(0)}% of the estate, at least the 50% of §2032A(b)(1)(A).`,
      (ctx) =>
        `Farm property is ${(shares(ctx).all * 100).toFixed(0)}% of the estate; §2032A(b)(1)(A) needs farm real and personal property of at least 50%, and the notes value no more (equipment and livestock count if stated).`,
    ),
    requires.estateTax,
  ),
  answers(ctx) {
    if (!qualifies(ctx) || ctx.household.baseline.totalTaxUsd <= 0) return null;
    const s = shares(ctx);
    return {
      urgency: "time-critical",
      reason: `The farmland is ${(s.real * 100).toFixed(0)}% of an estate projected to owe ${formatUsd(ctx.household.baseline.totalTaxUsd)} of estate tax: §2032A values it at its farm use, if the family keeps farming it and the executor elects on a timely return.`,
    };
  },
  timeline: "Planned now; elected on Form 706 at death",
  keyBenefits: [
    "Values farmland at its farming value, not its development value",
    "Keeps the farm in the family",
    "Combines with §6166 deferral",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["farm", "ranch", "land", "family", "agricultur", "keep"],
  explanation: {
    overview:
      "Farmland near growing towns is often worth far more to developers than to farmers. §2032A lets the estate be taxed on the land's farming value instead, up to the indexed limit, provided the family has farmed it and will keep farming it for 10 years. The heirs inherit the lower value as their basis.",
    keyComponents: [
      "Qualified real property passing to qualified heirs (family members)",
      "50% and 25% tests on the adjusted gross estate",
      "Material participation 5 of the 8 years before death",
      "Recapture agreement signed by all heirs",
    ],
    steps: [
      step("Test qualification", "Confirm the 50% and 25% tests and the participation history.", "Weeks 1–4", [
        "Farm records",
        "Estate projection",
      ]),
      step(
        "Position the estate",
        "Keep farm assets above the thresholds; make sure the land passes to qualified heirs.",
        "Ongoing",
        ["Will or trust review"],
      ),
      step(
        "Elect at death",
        "Executor elects on Form 706 Schedule A-1 with the heirs' agreement.",
        "Within 9 months of death",
        ["Form 706", "Schedule A-1", "Recapture agreement", "Use-value appraisal"],
      ),
      step(
        "Keep qualified use",
        "Heirs farm the land (or cash-rent only to family in limited cases) for 10 years.",
        "10 years after death",
        ["Operating records"],
      ),
    ],
    prerequisites: ["Farm or ranch land actively farmed by the family", "Heirs who will continue farming"],
    professionals: ["Agricultural estate planning attorney", "Farm appraiser", "CPA"],
    secondaryBenefits: ["Combines with §6166 deferral and conservation easements", "Encourages succession planning"],
    taxAdvantages: [
      "Reduction in taxable estate up to the §2032A limit",
      "Can reduce state estate tax where states conform",
    ],
    risks: [
      risk(
        "Recapture",
        "Selling or ceasing to farm within 10 years recaptures the saved tax.",
        "Succession plan and heirs' commitment before electing.",
      ),
      risk(
        "Lower basis",
        "The heirs' basis is the special-use value, not market value.",
        "Weigh the estate tax saving against future capital gains.",
      ),
      risk(
        "Failing thresholds",
        "Non-farm assets growing faster can fail the 50% test.",
        "Monitor the ratios annually.",
      ),
    ],
    marketRisks: ["Land values and cash rents change the use value"],
    regulatoryConsiderations: [
      "The §2032A limit is indexed each year",
      "Strict election requirements; defective elections can be perfected only within limits (§2032A(d)(3))",
    ],
    liquidityConsiderations: "No cash is freed; the estate owes less tax but the land must stay in farming.",
    alternatives: [
      { strategy: "section-6166-deferral", whyNotChosen: "Defers rather than reduces the tax; often used together." },
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "Moves land by discounted gifts during life instead of reducing the value at death.",
      },
    ],
    uniqueAdvantages: ["The only estate valuation rule written for family farms"],
    successMetrics: [
      metric("Thresholds met", "50% and 25% tests", "Annually"),
      metric("Qualified use continues", "10 years after death", "Annually"),
    ],
    qualitativeIndicators: ["Next generation engaged in the farm"],
    warningSignals: ["Heirs planning to sell", "Land leased to unrelated farmers"],
    reviewSchedule: "Annual review of farm assets and participation; full estate plan review every 3 years.",
    exitStrategy:
      "If the heirs sell within 10 years, they pay the recapture tax; after 10 years they are free to sell.",
  },
});
