import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import type { EligibilityResult } from "../../types.ts";
import { at, fixed, metric, noEstatePlan, risk, round, setup, step, yearsToEstate } from "../kit.ts";

/**
 * California statutory compensation for the executor's ordinary services, and the same again for
 * the attorney (Cal. Prob. Code §§10800, 10810): 4% of the first $100,000, 3% of the next
 * $100,000, 2% of the next $800,000, 1% of the next $9,000,000 and 0.5% of the next $15,000,000;
 * above $25,000,000 a reasonable amount set by the court, assumed here at 0.5%. USD, one of the two.
 */
export function californiaStatutoryFee(estateUsd: number): number {
  const tiers: [number, number][] = [
    [100_000, 0.04],
    [100_000, 0.03],
    [800_000, 0.02],
    [9_000_000, 0.01],
    [15_000_000, 0.005],
    [Number.POSITIVE_INFINITY, 0.005],
  ];
  let rest = Math.max(0, estateUsd);
  let fee = 0;
  for (const [size, rate] of tiers) {
    const slice = Math.min(rest, size);
    fee += slice * rate;
    rest -= slice;
    if (rest <= 0) break;
  }
  return fee;
}

/**
 * Probate cost as a share of the probate estate, decimal (4 places): in California twice the
 * statutory fee (executor and attorney) plus 0.5% court, appraisal and bond costs; elsewhere about
 * 2% of the first $2,000,000 and 1% of the rest (an assumption: fees vary by state and complexity).
 */
export function probateCostRate(estateUsd: number, california: boolean): number {
  if (estateUsd <= 0) return 0;
  const cost = california
    ? 2 * californiaStatutoryFee(estateUsd) + estateUsd * 0.005
    : Math.min(estateUsd, 2_000_000) * 0.02 + Math.max(0, estateUsd - 2_000_000) * 0.01;
  return Math.round((cost / estateUsd) * 10_000) / 10_000;
}

const hasRevocableTrust = (ctx: StrategyContext) => ctx.facts.estateDocuments.includes("revocable_trust");

/** Why a revocable trust fits this client, or null: no plan, California, real estate elsewhere, age. */
function fitReason(ctx: StrategyContext): string | null {
  const f = ctx.facts;
  const p = ctx.household.primary;
  if (noEstatePlan(f))
    return "The notes say the client has no estate plan yet, so a revocable trust is the natural foundation.";
  if (f.state === "CA") return "California's statutory probate fees make avoiding probate especially valuable.";
  if (f.hasInvestmentRealEstate)
    return "The client owns investment real estate, which could otherwise need a probate in each state where it sits.";
  if (f.estatePlanOutdated)
    return "The notes say the estate documents are out of date; rewriting them is the time to put a revocable trust at the centre of the plan.";
  if (f.maritalStatus === "partnered")
    return "Unmarried partners inherit nothing from each other by law; a revocable trust provides for the partner as the client intends, without probate.";
  const oldest = Math.max(p.age, ctx.household.spouse?.age ?? 0);
  if (!p.ageAssumed && oldest >= 70)
    return `At ${oldest}, planning for incapacity without a court guardianship is important.`;
  return null;
}

/**
 * Revocable living trust. Minimum net worth 500,000.
 *
 * It saves no income or estate tax (a grantor trust, IRC §676; included in the estate, §2038).
 * Its measurable effect is the probate fees and costs the family avoids at the final death on the
 * assets titled to the trust: the household's projected estate less retirement accounts (they pass
 * by beneficiary designation; today's share of net worth kept), times the probate cost rate of an
 * estate of that size — in California the statutory executor's and attorney's fees (Cal. Prob. Code
 * §§10800, 10810, fixed dollar tiers) plus about 0.5% other costs; elsewhere about 2% up to
 * $2,000,000 and 1% above (an assumption; fees vary by state). The saving is a dated flow at the
 * final death; the cost is drafting and retitling now.
 */
export const revocableLivingTrust = defineStrategy({
  id: "revocable-living-trust",
  name: "Revocable Living Trust",
  category: "Estate Planning",
  description:
    "The client moves assets into a trust they control and can change at any time. At incapacity a successor trustee steps in without a court guardianship, and at death the assets pass privately under the trust without probate, including real estate in other states that would otherwise need ancillary probate.",
  benefitCalculation: {
    type: "percentage",
    formula: "probateEstateUsd × probateCostRate, avoided at the final death (yearsToSettlement from now)",
    variables: ["probateEstateUsd", "probateCostRate", "yearsToSettlement"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["no_income_or_estate_tax_saving", "funding_required", "state_law_dependent"],
  sources: [
    "Uniform Trust Code §§602–603 (revocable trusts)",
    "IRC §676 (grantor trust; no separate income tax)",
    "IRC §2038 (included in the estate)",
    "Cal. Prob. Code §§10800, 10810 (statutory probate fees)",
    "IRC §645 (election to treat the trust as part of the estate)",
  ],
  domain: "estate",
  variables: {
    probateEstateUsd: {
      unit: "USD",
      description: "Assets that would pass through probate at the final death without the trust (nominal).",
    },
    probateCostRate: { unit: "rate", description: "Probate fees and costs as a share of the probate estate." },
    yearsToSettlement: { unit: "years", description: "Years until the estate is settled (the final death)." },
    setupCostUsd: { unit: "USD", description: "Trust, pour-over will, powers of attorney and retitling." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const b = h.balance;
    const retirementShare = b.netWorthUsd > 0 ? Math.min(1, b.retirementUsd / b.netWorthUsd) : 0;
    const probate = round(Math.max(0, h.netWorthAt(h.yearsToFinalDeath) * (1 - retirementShare)));
    const california = ctx.facts.state === "CA";
    const rate = probateCostRate(probate, california);
    return {
      probateEstateUsd: fixed(
        probate,
        `${formatUsd(probate)}: the estate projected at the final death less retirement accounts (${Math.round(retirementShare * 100)}% of net worth today), which pass by beneficiary designation`,
      ),
      probateCostRate: fixed(
        rate,
        california
          ? `${(rate * 100).toFixed(2)}%: California statutory attorney and executor fees on this estate (Cal. Prob. Code §§10800, 10810) plus about 0.5% court, appraisal and bond costs`
          : `${(rate * 100).toFixed(2)}%: attorney, executor, court and appraisal costs of a probate of this size (about 2% up to $2,000,000 and 1% above; an assumption, fees vary by state)`,
      ),
      yearsToSettlement: yearsToEstate(ctx),
      setupCostUsd: fixed(3_500, "trust, pour-over will, powers of attorney and deeds, about $3,500"),
    };
  },
  effects(v) {
    const avoided = Math.max(0, v.probateEstateUsd) * Math.min(0.1, Math.max(0, v.probateCostRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust, pour-over will and retitling"),
        at(v.yearsToSettlement, avoided, "other", "probate fees and costs avoided at the final death"),
      ],
    };
  },
  sensitivity: {
    variable: "probateCostRate",
    mode: "multiply",
    spread: 0.5,
    description: "Probate costs half / base / 1.5×",
  },
  eligibility(_facts, ctx): EligibilityResult {
    if (hasRevocableTrust(ctx))
      return {
        fits: false,
        reasons: ["The notes say the client already has a revocable trust; review it rather than start a new one."],
      };
    const reason = fitReason(ctx);
    return reason
      ? { fits: true, reasons: [reason] }
      : {
          fits: false,
          reasons: [
            "The notes show no reason beyond the general one: no statement that the client lacks an estate plan or that the documents are out of date, no unmarried partner, no California residence, no real estate in other states and no stated age of 70 or more.",
          ],
        };
  },
  answers(ctx) {
    if (hasRevocableTrust(ctx)) return null;
    if (noEstatePlan(ctx.facts))
      return {
        urgency: "basic",
        reason:
          "The notes say the client has no estate plan; a revocable trust avoids probate and plans for incapacity.",
      };
    if (ctx.facts.state === "CA")
      return {
        urgency: "client-specific",
        reason: "The client lives in California, whose statutory probate fees are among the highest.",
      };
    if (ctx.facts.hasBlendedFamily && (ctx.facts.estatePlanOutdated || ctx.facts.hasEstatePlan !== true))
      return {
        urgency: "client-specific",
        reason:
          "A blended family with documents that predate it (or none): a revocable trust sets out what the spouse and each side's children receive, and avoids probate.",
      };
    if (ctx.facts.hasInvestmentRealEstate)
      return {
        urgency: "client-specific",
        reason:
          "The client owns investment real estate, which a trust keeps out of probate in each state where it sits.",
      };
    return null;
  },
  timeline: "2–6 weeks, plus retitling",
  keyBenefits: [
    "Avoids probate and ancillary probate",
    "Manages assets if the client becomes incapacitated",
    "Keeps the estate private",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["probate", "incapacity", "privacy", "estate plan", "trust", "will"],
  explanation: {
    overview:
      "A revocable living trust is the backbone of most estate plans. The client is trustee and beneficiary while alive; a successor trustee takes over on incapacity or death. Assets titled to the trust skip probate, which saves fees and delay and keeps the plan out of the public record. It saves no income or estate tax by itself.",
    keyComponents: [
      "Revocable trust agreement",
      "Pour-over will",
      "Durable power of attorney and health care directive",
      "Retitling of accounts and real estate to the trust",
    ],
    steps: [
      step("Design", "Choose successor trustees, beneficiaries and any continuing trusts for children.", "Weeks 1–2", [
        "Family information",
        "Asset list",
      ]),
      step("Sign", "Execute the trust, pour-over will and powers of attorney.", "Weeks 2–4", [
        "Trust agreement",
        "Will",
        "Powers of attorney",
      ]),
      step("Fund", "Retitle real estate and accounts; coordinate beneficiary designations.", "Weeks 4–8", [
        "Deeds",
        "Account change forms",
      ]),
      step("Maintain", "Title new assets to the trust and review periodically.", "Ongoing", [
        "Asset titling checklist",
      ]),
    ],
    prerequisites: ["Willingness to retitle assets", "Chosen successor trustee"],
    professionals: ["Estate planning attorney", "Financial adviser for retitling"],
    secondaryBenefits: ["Privacy", "Faster distribution to heirs", "Foundation for later tax trusts"],
    taxAdvantages: [
      "No new tax return while the client lives (grantor trust)",
      "Can hold credit-shelter and marital trust provisions for the first death",
    ],
    risks: [
      risk(
        "Unfunded trust",
        "Assets left outside the trust still go through probate.",
        "Funding checklist and the pour-over will.",
      ),
      risk(
        "No tax savings",
        "A revocable trust saves no income or estate tax by itself.",
        "Add tax provisions (credit shelter, QTIP) inside it.",
      ),
    ],
    marketRisks: ["None specific to the structure"],
    regulatoryConsiderations: [
      "State law governs trust administration and creditor rights",
      "Assets remain reachable by the client's creditors",
    ],
    liquidityConsiderations: "The client keeps full access; nothing changes in daily use of the assets.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "A tax provision that usually sits inside the revocable trust rather than replacing it.",
      },
      { strategy: "disclaimer-trust", whyNotChosen: "Adds post-death flexibility within the same plan." },
    ],
    uniqueAdvantages: ["Handles incapacity and death with one document"],
    successMetrics: [
      metric("Assets titled to the trust", "All non-retirement assets", "Annually"),
      metric("Documents current", "Reviewed within 3 years", "Every 3 years"),
    ],
    qualitativeIndicators: ["Successor trustee knows the plan"],
    warningSignals: ["New accounts opened outside the trust", "Out-of-date trustee choices"],
    reviewSchedule: "Every 3 years and after marriage, divorce, births, deaths or a move to another state.",
    exitStrategy: "The client can amend or revoke the trust at any time.",
  },
});
