import { formatUsd } from "@fsa/shared";
import { SURVIVOR_TURNOVER } from "../../model/assumptions.ts";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import type { VariableValue } from "../../types.ts";
import {
  allOf,
  at,
  basisOf,
  check,
  fixed,
  investable,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  taxOn,
  yearly,
} from "../kit.ts";
import { COMMUNITY_PROPERTY_STATES, COMMUNITY_PROPERTY_TRUST_STATES, stateIn } from "./lib/state-law.ts";

/** Appreciated assets the couple would place in the trust: the taxable portfolio and investment real estate. */
function appreciatedAssetsOf(ctx: StrategyContext): { valueUsd: number; words: string; basis: VariableValue } {
  const f = ctx.facts;
  const h = ctx.household;
  const portfolio = h.balance.taxableUsd > 0 ? h.balance.taxableUsd : investable(h);
  const realEstate = f.hasInvestmentRealEstate ? (f.investmentRealEstateUsd ?? h.balance.otherRealEstateUsd) : 0;
  const value = round(portfolio + realEstate);
  const portfolioBasis = basisOf(portfolio, null);
  const realEstateBasis = realEstate > 0 ? basisOf(realEstate, f.investmentRealEstateBasisUsd) : fixed(0, "");
  const basis = fixed(
    round(portfolioBasis.value + realEstateBasis.value),
    realEstate > 0
      ? `portfolio ${portfolioBasis.assumption}; real estate ${realEstateBasis.assumption}`
      : portfolioBasis.assumption,
  );
  return {
    valueUsd: value,
    words: `${formatUsd(value)}: the ${h.balance.taxableUsd > 0 ? "taxable portfolio" : "investable assets"}${realEstate > 0 ? " and the investment real estate" : ""}`,
    basis,
  };
}

/**
 * Community property trust for a legally married couple outside the community property states,
 * under the opt-in statutes of Tennessee, Alaska, South Dakota, Kentucky or Florida. Minimum net
 * worth 2,000,000.
 *
 * At the first death both halves of community property take a new basis (IRC §1014(b)(6)), not
 * only the deceased spouse's half. The benefit is the capital-gains tax on the survivor's half of
 * the gain at the first death, which the survivor would otherwise pay on what the survivor sells
 * before the second death (held until then, the survivor's half is stepped up anyway): one flow
 * at the first death on the share sold at `SURVIVOR_TURNOVER` a year, the gain projected at portfolio
 * growth from today's basis, taxed on today's return (standing in for the survivor's). Costs:
 * drafting and a qualified in-state trustee until the first death. The federal treatment of
 * elective community property is untested (Commissioner v. Harmon), an assumption.
 */
export const communityPropertyTrust = defineStrategy({
  id: "community-property-trust",
  name: "Community Property Trust (Tennessee, Alaska, South Dakota, Kentucky or Florida)",
  category: "State-Specific Planning",
  description:
    "Spouses in a common-law state place appreciated assets in an opt-in community property trust under the law of Tennessee, Alaska, South Dakota, Kentucky or Florida, with a qualified trustee there. At the first death both halves of community property receive a new basis under §1014(b)(6), not only the deceased spouse's half.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax(½ × (appreciatedAssetsUsd × (1 + growthRate)^yearsToFirstDeath − basisUsd) of long-term gain) at the first death, on the household's return standing in for the survivor's",
    variables: ["appreciatedAssetsUsd", "basisUsd", "growthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeCostUsd × years to the first death",
    variables: ["setupCostUsd", "annualTrusteeCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "untested_federal_treatment", "divorce_equal_division"],
  sources: [
    "IRC §1014(b)(6) (both halves of community property get a new basis)",
    "Tenn. Code Ann. §§35-17-101 to -108 (Tennessee Community Property Trust Act of 2010)",
    "Alaska Stat. §34.77.100",
    "S.D. Codified Laws ch. 55-17",
    "Ky. Rev. Stat. §§386.620–386.644",
    "Fla. Stat. §§736.1501–736.1512",
    "Commissioner v. Harmon, 323 U.S. 44 (1944) (elective community property risk)",
  ],
  domain: "state-international",
  variables: {
    appreciatedAssetsUsd: { unit: "USD", description: "Appreciated assets placed in the trust." },
    basisUsd: { unit: "USD", description: "Their basis today." },
    growthRate: { unit: "rate", description: "Growth of the assets to the first death." },
    setupCostUsd: { unit: "USD", description: "Drafting and funding." },
    annualTrusteeCostUsd: { unit: "USD", description: "Qualified in-state trustee a year." },
  },
  defaults(ctx) {
    const a = appreciatedAssetsOf(ctx);
    return {
      appreciatedAssetsUsd: fixed(a.valueUsd, a.words),
      basisUsd: a.basis,
      growthRate: portfolioGrowth(ctx),
      setupCostUsd: fixed(10_000, "drafting and retitling, about $10,000"),
      annualTrusteeCostUsd: fixed(1_500, "qualified in-state co-trustee, about $1,500 a year"),
    };
  },
  effects(v, ctx) {
    const first = ctx.household.yearsToFirstDeath ?? ctx.household.yearsToFinalDeath;
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "drafting and retitling"),
      ...yearly(-v.annualTrusteeCostUsd, 1, first, "cost", "qualified in-state trustee"),
    ];
    const gain = Math.max(0, v.appreciatedAssetsUsd * (1 + v.growthRate) ** first - v.basisUsd);
    // Only gain the survivor realises before the second death is saved: what is still held then
    // is stepped up anyway (IRC §1014(a)). Share realised = 1 − (1 − turnover)^survivor years.
    const survivorYears = Math.max(0, ctx.household.yearsToFinalDeath - first);
    const realised = 1 - (1 - SURVIVOR_TURNOVER.value) ** survivorYears;
    if (gain > 0 && realised > 0)
      flows.push(
        at(
          first,
          taxOn(ctx, { longTermGainUsd: (gain / 2) * realised }),
          "heirsTax",
          `capital-gains tax avoided on the survivor's half, stepped up at the first death, on the ${Math.round(realised * 100)}% the survivor sells in ${survivorYears} years (${Math.round(SURVIVOR_TURNOVER.value * 100)}% a year, an assumption)`,
        ),
      );
    return { flows };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    requires.legalMarriage,
    check(
      (ctx) => !stateIn(ctx.facts.state, COMMUNITY_PROPERTY_STATES),
      (ctx) =>
        ctx.facts.state === null
          ? "The notes do not place the couple in a community property state (confirm the state)."
          : `${ctx.facts.state} is a common-law state, so only the first spouse's half of joint assets is stepped up at the first death.`,
      (ctx) =>
        `${ctx.facts.state} is already a community property state, so community assets already get a full step-up.`,
    ),
    check(
      (ctx) => ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock || ctx.facts.hasInvestmentRealEstate,
      "The couple holds appreciated stock or real estate with large unrealised gains.",
      "The notes show no appreciated stock or real estate whose basis step-up would matter.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!ctx.household.legallyMarried || stateIn(f.state, COMMUNITY_PROPERTY_STATES)) return null;
    if (!(f.hasLowBasisStock || f.hasConcentratedStock)) return null;
    const local = stateIn(f.state, COMMUNITY_PROPERTY_TRUST_STATES);
    return {
      urgency: "client-specific",
      reason: `The couple holds low-basis assets${local ? ` and lives in ${f.state}, which allows a community property trust` : ""}: a community property trust steps up both halves at the first death.`,
    };
  },
  timeline: "1–2 months",
  keyBenefits: [
    "Full basis step-up on both halves at the first death",
    "Surviving spouse can sell or diversify without capital gains tax",
    "Works for residents of any common-law state",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "basis", "capital gains", "appreciated", "survivor"],
  explanation: {
    overview:
      "In common-law states only the deceased spouse's half of jointly owned property gets a new basis. Opting into community property through a trust governed by a state that allows it can give the surviving spouse a full step-up, so appreciated assets can be sold or rebalanced tax-free.",
    keyComponents: [
      "Joint revocable trust electing community property under the chosen state's act",
      "At least one qualified trustee in that state",
      "Required statutory language and signed spousal acknowledgements",
    ],
    steps: [
      step(
        "Select assets",
        "Identify the most appreciated assets and review divorce and creditor implications.",
        "Weeks 1–2",
        ["Cost-basis report", "Marital agreement review"],
      ),
      step("Draft", "Draft the trust under the chosen state's act with the statutory warnings.", "Weeks 2–5", [
        "Trust agreement",
        "Qualified trustee acceptance",
      ]),
      step("Fund", "Retitle the assets to the trustees.", "Weeks 5–8", ["Account transfers", "Deeds"]),
      step(
        "At the first death",
        "Obtain date-of-death values and report the stepped-up basis for both halves.",
        "At first death",
        ["Appraisals", "Basis records"],
      ),
    ],
    prerequisites: ["Married couple in a common-law state", "Appreciated assets", "Stable marriage"],
    professionals: ["Estate planning attorney", "Qualified trustee in the chosen state", "CPA"],
    secondaryBenefits: ["Revocable during joint lives", "Coordinates with the existing estate plan"],
    taxAdvantages: ["Full basis step-up under §1014(b)(6)"],
    risks: [
      risk(
        "Federal recognition",
        "The IRS has not ruled on opt-in community property trusts; Harmon rejected elective community property for income splitting.",
        "Use statutory trusts with an in-state trustee; treat the step-up as probable, not certain.",
      ),
      risk(
        "Divorce",
        "Community property is generally split equally.",
        "Use only in stable marriages; consider a marital agreement.",
      ),
    ],
    marketRisks: ["The benefit shrinks if assets fall in value before the first death"],
    regulatoryConsiderations: ["Each state's act has formal requirements that must be met exactly"],
    liquidityConsiderations: "Assets remain available to the couple; the trust is revocable while both live.",
    alternatives: [
      { strategy: "exchange-fund", whyNotChosen: "Diversifies a concentrated position now but keeps the low basis." },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Avoids gain on a sale today, but the remainder goes to charity.",
      },
    ],
    uniqueAdvantages: ["Doubles the basis step-up at modest cost"],
    successMetrics: [
      metric("Appreciated assets in the trust", "All low-basis holdings", "Annually"),
      metric("Basis reported at first death", "Full step-up on both halves", "At first death"),
    ],
    qualitativeIndicators: ["Both spouses understand the equal-ownership consequences"],
    warningSignals: ["Marital strain", "Assets transferred out of the trust without review"],
    reviewSchedule: "Annual funding review; full review every 3 years.",
    exitStrategy: "Revoke during joint lives (property returns as community property or is divided by agreement).",
  },
});
