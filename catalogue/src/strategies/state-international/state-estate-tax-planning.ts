import { formatUsd } from "@fsa/shared";
import { SURVIVOR_TURNOVER } from "../../model/assumptions.ts";
import type { EstateChange } from "../../model/household.ts";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { STATE_GIFT_TAX_STATES, stateEstateTax } from "../../tax/estate-tax.ts";
import { capToEstate, giftToClearEstateTax, portfolioGainAt, valueAtFinalDeath } from "../estate/lib/transfer-math.ts";
import { at, fixed, investable, metric, portfolioGrowth, risk, round, setup, step, taxOn, yearly } from "../kit.ts";

/** The state's estate tax exemption for a death in the final-death year (held at the latest published amount). */
function stateExemptionOf(ctx: StrategyContext): number {
  const h = ctx.household;
  return h.state ? stateEstateTax(h.state, 0, Math.min(h.baseline.year, 2026)).exemptionUsd : 0;
}

/** Married couples use a state-exemption bypass trust at the first death; others make lifetime gifts. */
const usesBypassTrust = (ctx: StrategyContext): boolean =>
  ctx.household.legallyMarried && ctx.household.yearsToFirstDeath !== null;

/**
 * State estate tax planning. Minimum net worth 2,000,000.
 *
 * Fits only where the household's own projection owes state estate tax at the final death (the
 * states of catalogue/src/tax/estate-tax.ts; any other state, New Jersey included since 2018, has
 * none). The technique depends on the household:
 *   a legally married couple: a bypass trust funded at the first death with the state's exemption
 *   (most states have no portability), removed from the survivor's estate (the trust's value at the
 *   final death: it keeps its whole growth, the survivor spending her own assets first; an
 *   assumption of practice), the household pricing federal and state tax; the trust's
 *   price growth after the first death has no second step-up (heirs' capital-gains tax, a cost;
 *   reinvested dividends and interest carry their own basis, transfer-math.ts portfolioGainAt);
 *   anyone else: lifetime gifts sized to take the projected estate (after the plan's earlier
 *   strategies) down to the state's exemption (giftToClearEstateTax), at most half the
 *   investable assets (most states have no gift tax; New York and Minnesota add back gifts made
 *   within three years of death, assumed made earlier; Connecticut's gift tax rules this out),
 *   which use federal exclusion and carry the donor's basis to the heirs (lost step-up, a cost).
 */
export const stateEstateTaxPlanning = defineStrategy({
  id: "state-estate-tax-planning",
  name: "State Estate and Inheritance Tax Planning",
  category: "State-Specific Planning",
  description:
    "Residents of states with their own estate or inheritance tax (often with exemptions far below the federal one) use state-exemption credit shelter trusts, lifetime gifts (most states have no gift tax) and domicile planning.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax(without) − tax(with) on the household's projection (federal and the state's own schedule): married, a bypass trust of the state exemption at the first death removed from the survivor's estate; otherwise lifetime gifts of giftUsd removed (and added back as adjusted taxable gifts); less the heirs' capital-gains tax on the price growth with the basis carried over (reinvested dividends and interest have their own basis)",
    variables: ["giftUsd", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "planningCostUsd + trustAdministrationUsd a year from the first death (bypass trust)",
    variables: ["planningCostUsd", "trustAdministrationUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "cliff_rules"],
  sources: [
    "N.Y. Tax Law §952 (cliff), §954(a)(3) (three-year gift add-back)",
    "Mass. Gen. Laws ch. 65C",
    "35 ILCS 405 (Illinois)",
    "Or. Rev. Stat. §118.010",
    "Minn. Stat. §291.016 (three-year gift add-back)",
    "Conn. Gen. Stat. §12-642 (Connecticut gift tax)",
    "N.J.S.A. 54:38-1 (New Jersey estate tax repealed for deaths from 2018)",
    "State estate taxes as computed in catalogue/src/tax/estate-tax.ts",
  ],
  domain: "state-international",
  // Leaving the state and planning inside it save the same state estate tax: one or the other.
  family: "residency",
  // For a married couple the state-exemption bypass is a clause of the credit shelter trust's
  // formula: with that trust in the plan it joins its step and adds only what the trust leaves.
  complements: ["credit-shelter-trust"],
  variables: {
    giftUsd: {
      unit: "USD",
      description: "Amount moved out of the estate: the bypass trust's funding, or lifetime gifts.",
    },
    basisUsd: { unit: "USD", description: "Basis of lifetime gifts (carried over to the heirs)." },
    growthRate: { unit: "rate", description: "Growth of what was moved out, in the heirs' or the trust's hands." },
    planningCostUsd: { unit: "USD", description: "Planning and documents." },
    trustAdministrationUsd: {
      unit: "USD",
      description: "Bypass trust returns and trustee a year after the first death.",
    },
  },
  defaults(ctx) {
    const h = ctx.household;
    const exemption = stateExemptionOf(ctx);
    if (usesBypassTrust(ctx) && ctx.planned?.has("credit-shelter-trust")) {
      // The credit shelter trust funds the first spouse's share up to the federal exclusion, never
      // below the state's exemption: the same trust already holds what a state-exemption bypass
      // would, so this step moves nothing more and is a drafting change to that trust.
      return {
        giftUsd: fixed(
          0,
          `nothing more: the credit shelter trust in the plan already holds the first spouse's share, at least the ${h.state} exemption`,
        ),
        basisUsd: fixed(0, "nothing moved"),
        growthRate: portfolioGrowth(ctx),
        planningCostUsd: fixed(
          2_500,
          `sizing the credit shelter trust's formula to the ${h.state} exemption (with a state-only QTIP election where ${h.state} allows one), about $2,500`,
        ),
        trustAdministrationUsd: fixed(0, "no trust of its own: the credit shelter trust"),
      };
    }
    if (usesBypassTrust(ctx)) {
      const first = h.yearsToFirstDeath ?? 0;
      const amount = round(Math.min(exemption, h.netWorthAt(first) / 2));
      return {
        giftUsd: fixed(
          amount,
          `${formatUsd(amount)}: the ${h.state} exemption (held at its latest amount), at most half the estate at the first death, funds a bypass trust`,
        ),
        basisUsd: fixed(amount, "stepped up at the first death"),
        growthRate: portfolioGrowth(ctx),
        planningCostUsd: fixed(10_000, "updating wills or revocable trusts, about $10,000"),
        trustAdministrationUsd: fixed(
          2_000,
          "bypass trust returns and trustee, about $2,000 a year after the first death",
        ),
      };
    }
    // The gift whose growth to the final death takes the projected estate (after the plan's earlier
    // strategies, `ctx.prior`) down to the state's exemption; a larger one only loses step-up.
    const growth = portfolioGrowth(ctx);
    const clear = giftToClearEstateTax(ctx, growth.value);
    const gift = round(Math.max(0, Math.min(clear, investable(h) * 0.5)));
    return {
      giftUsd: fixed(
        gift,
        gift < round(investable(h) * 0.5)
          ? `${formatUsd(gift)}: lifetime gifts whose growth to the final death takes the projected estate down to the ${formatUsd(exemption)} ${h.state} exemption`
          : `${formatUsd(gift)}: lifetime gifts toward the ${formatUsd(exemption)} ${h.state} exemption, at most half the investable assets`,
      ),
      // Assumption of practice: gifts are made from cash and high-basis holdings, so no built-in
      // gain loses its step-up; only the growth after the gift carries the donor's basis.
      basisUsd: fixed(gift, "gifts chosen from cash and high-basis holdings (basis about equal to value)"),
      growthRate: portfolioGrowth(ctx),
      planningCostUsd: fixed(10_000, "gift documents and returns, about $10,000"),
      trustAdministrationUsd: fixed(0, "no trust"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const T = h.yearsToFinalDeath;
    const flows: CashFlow[] = [...setup(v.planningCostUsd, "planning and documents")];
    let estate: EstateChange;
    let gain: number;
    if (usesBypassTrust(ctx)) {
      const first = h.yearsToFirstDeath ?? 0;
      // What the trust holds at the final death is out of the survivor's estate: the survivor's
      // spending is drawn from her own assets first (the trust is kept for the heirs), so the
      // trust keeps its whole growth, as a lifetime gift does (estate/lib/transfer-math.ts).
      estate = { removedUsd: capToEstate(h, valueAtFinalDeath(h, v.giftUsd, v.growthRate, first)) };
      // Funded at the first death with a stepped-up portfolio; its price return to the final
      // death has no second step-up (reinvested dividends carry their own basis).
      gain = portfolioGainAt(v.giftUsd, v.giftUsd, v.growthRate, T - first, SURVIVOR_TURNOVER.value);
      flows.push(...yearly(-v.trustAdministrationUsd, first + 1, T, "cost", "bypass trust returns and trustee"));
    } else {
      // The gifted assets leave the estate with their own growth (the donor's spending is not
      // cut by the gift), as the other lifetime gifts of the catalogue price it
      // (estate/lib/transfer-math.ts), never more than the projected estate.
      const held = valueAtFinalDeath(h, v.giftUsd, v.growthRate);
      estate = { removedUsd: capToEstate(h, held), adjustedTaxableGiftsUsd: v.giftUsd };
      gain = portfolioGainAt(v.giftUsd, v.basisUsd, v.growthRate, T, SURVIVOR_TURNOVER.value);
    }
    if (gain > 0)
      flows.push(
        at(
          T,
          -taxOn(ctx, { longTermGainUsd: gain }),
          "heirsTax",
          `heirs' capital-gains tax on the price growth still unrealised at the final death (no step-up then; reinvested dividends and interest carry their own basis; the trust or the heirs, like a surviving spouse, assumed to sell ${Math.round(SURVIVOR_TURNOVER.value * 100)}% of the portfolio a year, realising that share of the gain as they go; today's return stands in)`,
        ),
      );
    return { flows, estate };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility(_facts, ctx) {
    const h = ctx.household;
    if (h.baseline.stateTaxUsd <= 0)
      return {
        fits: false,
        reasons: [
          h.state
            ? `The household model projects no ${h.state} estate tax at the final death (${h.state} has no estate tax, or the estate stays below its exemption).`
            : "The notes do not state the client's state, so no state estate tax can be projected.",
        ],
      };
    const reasons = [
      `The household model projects ${formatUsd(h.baseline.stateTaxUsd)} of ${h.state} estate tax at the final death.`,
    ];
    if (usesBypassTrust(ctx))
      return {
        fits: true,
        reasons: [
          ...reasons,
          "The couple is legally married, so a state-exemption bypass trust can use the first spouse's state exemption.",
        ],
      };
    if (h.state && STATE_GIFT_TAX_STATES.includes(h.state))
      return {
        fits: false,
        reasons: [
          `${h.state} taxes lifetime gifts against the same exemption, so gifts do not reduce its estate tax, and there is no spouse for a bypass trust.`,
        ],
      };
    if (investable(h) <= 0) return { fits: false, reasons: ["The notes show no investable assets to give."] };
    return {
      fits: true,
      reasons: [...reasons, `${h.state} has no gift tax, so lifetime gifts reduce the estate it taxes.`],
    };
  },
  answers({ household: h }) {
    return h.baseline.stateTaxUsd > 0
      ? {
          urgency: "client-specific",
          reason: `${h.state} would tax the estate at death: the household model projects ${formatUsd(h.baseline.stateTaxUsd)} of state estate tax.`,
        }
      : null;
  },
  timeline: "1–2 months",
  keyBenefits: [
    "Avoids state tax far below the federal exemption",
    "Uses states' lack of gift tax",
    "Avoids New York's cliff",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate taxes", "heirs", "children", "state"],
  explanation: {
    overview:
      "Twelve states and DC tax estates, several from $1–5 million; couples well under the federal exemption can still owe state tax. Most have no portability, so a married couple loses the first spouse's state exemption unless a bypass trust uses it, and most have no gift tax, so lifetime gifts reduce the estate they tax.",
    keyComponents: ["State-exemption bypass trust", "Lifetime gifts", "Domicile planning"],
    steps: [
      step("Compute", "Project state tax at each death.", "Week 1", ["Estate inventory"]),
      step(
        "Restructure",
        "Add a state-exemption bypass trust to the wills or revocable trusts; plan gifts.",
        "Weeks 2–6",
        ["Updated documents"],
      ),
    ],
    prerequisites: ["Residence or property in a taxing state"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Coordinates with federal planning"],
    taxAdvantages: ["State estate tax reduced"],
    risks: [
      risk(
        "Gift add-backs",
        "New York and Minnesota add back gifts made within 3 years of death.",
        "Plan gifts early.",
      ),
      risk(
        "Lost step-up",
        "Assets given or left in a bypass trust keep their basis at the survivor's death.",
        "Give high-basis assets; weigh the income tax against the estate tax.",
      ),
    ],
    marketRisks: ["Asset values can differ from the assumptions behind the figures"],
    qualitativeIndicators: ["The client understands the structure and is comfortable with its trade-offs"],
    warningSignals: [
      "Required filings or formalities missed",
      "The client's facts change (marriage, sale, move) without a review",
    ],
    regulatoryConsiderations: [
      "Exemptions change yearly",
      "New Jersey's estate tax was repealed for deaths from 2018 (its inheritance tax remains)",
    ],
    liquidityConsiderations: "Gifts reduce the client's assets.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Moves away from the tax." },
      { strategy: "credit-shelter-trust", whyNotChosen: "The federal version of the same trust." },
    ],
    uniqueAdvantages: ["Relevant well below federal levels"],
    successMetrics: [metric("Projected state tax", "Reduced", "Every 3 years")],
    reviewSchedule: "Every 3 years.",
    exitStrategy: "Adjust documents.",
  },
});
