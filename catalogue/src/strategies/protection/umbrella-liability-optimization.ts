import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, metric, risk, step, yearly } from "../kit.ts";

/**
 * Personal umbrella liability coverage sized to net worth. Minimum net worth 1,000,000 (spec §3
 * table). Client-specific, not a basic: it answers a stated exposure (rental property, young
 * drivers in the household, a visible net worth).
 *
 * The value is protection: the expected loss insured, the umbrella limit × the chance over ten
 * years of a claim above the underlying home and auto limits; it is reported apart and never
 * added to savings. The cost is the premium each year for as long as the exposure lasts (to the
 * final death the household model assumes).
 */

/** Ages at which a child is a household driver (licence at 16, on the parents' policy to about 25). */
const isDriverAge = (age: number) => age >= 15 && age <= 25;

/** The exposure drivers the notes show, in words. */
function drivers(ctx: StrategyContext): string[] {
  const f = ctx.facts;
  const out: string[] = [];
  if (f.hasInvestmentRealEstate) out.push("rental or investment property");
  if (f.childrenAges.some(isDriverAge)) out.push("young drivers in the household");
  else if (f.childrenAges.length === 0 && (f.childrenCount ?? 0) > 0)
    out.push("children whose ages are not stated (young drivers are the most common source of large auto claims)");
  if (ctx.household.balance.netWorthUsd >= 5_000_000)
    out.push(`a visible ${formatUsd(ctx.household.balance.netWorthUsd)} net worth`);
  return out;
}

export const umbrellaLiabilityOptimization = defineStrategy({
  id: "umbrella-liability-optimization",
  name: "Umbrella Liability Coverage Optimisation",
  category: "Risk Management",
  description:
    "Personal excess liability coverage above the home, auto and watercraft policies, sized to net worth and future earnings, with every property, vehicle and driver scheduled and the underlying limits aligned so there are no gaps.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection (expected loss insured) = coverageUsd × claimProbability, reported apart, never as a saving",
    variables: ["coverageUsd", "claimProbability"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd each year to the final death",
    variables: ["annualPremiumUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underlying_limits_required", "policy_exclusions"],
  sources: [
    "State insurance codes governing liability policies (e.g. N.Y. Ins. Law §3420)",
    "ISO Personal Umbrella Liability Policy form DL 98 01",
  ],
  domain: "protection",
  variables: {
    coverageUsd: { unit: "USD", description: "Umbrella limit." },
    claimProbability: {
      unit: "ratio",
      description: "Chance over ten years of a claim above the underlying limits.",
    },
    annualPremiumUsd: { unit: "USD", description: "Premium a year." },
    years: { unit: "years", description: "Years of coverage: to the final death the household model assumes." },
  },
  defaults(ctx) {
    const nw = ctx.household.balance.netWorthUsd;
    const coverage = clamp(Math.ceil(Math.min(nw, 20_000_000) / 1_000_000) * 1_000_000, 1_000_000, 20_000_000);
    const d = drivers(ctx);
    const probability = Math.min(0.1, 0.04 + 0.02 * d.length);
    return {
      coverageUsd: fixed(
        coverage,
        `limit equal to net worth, rounded up, at most $20 million (${formatUsd(coverage)})`,
      ),
      claimProbability: fixed(
        probability,
        `${Math.round(probability * 100)}% chance over ten years of a claim above the underlying limits (${d.length === 0 ? "no particular exposure driver" : d.join(", ")}; a planning assumption)`,
      ),
      annualPremiumUsd: fixed(
        400 + (coverage / 1_000_000 - 1) * 275,
        "about $400 for the first million and $275 for each further million a year (an assumption; carriers quote by exposure)",
      ),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, renewed to the final death the household model assumes`,
      ),
    };
  },
  effects(v) {
    const expected = v.coverageUsd * v.claimProbability;
    return {
      flows: yearly(-v.annualPremiumUsd, 0, Math.max(1, Math.round(v.years)) - 1, "premium", "umbrella premium"),
      protection: {
        amountUsd: expected,
        description: `Expected loss insured: a ${formatUsd(v.coverageUsd)} umbrella limit × a ${Math.round(v.claimProbability * 100)}% chance over ten years of a claim above the underlying limits`,
      },
    };
  },
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Premium 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => drivers(ctx).length > 0,
      (ctx) => `The household has an exposure that calls for more than standard limits: ${drivers(ctx).join(", ")}.`,
      "The notes show no exposure driver (rental property, young drivers or a high-profile net worth) that calls for more than standard limits.",
    ),
  ),
  answers: (ctx) => {
    const d = drivers(ctx);
    return d.length > 0
      ? {
          urgency: "client-specific",
          reason: `A liability claim above the home and auto limits could reach the balance sheet: ${d.join(", ")}.`,
        }
      : null;
  },
  timeline: "2–4 weeks",
  keyBenefits: [
    "Highest protection per dollar of any strategy",
    "Defence costs often paid in addition to limits",
    "Protects future income as well as assets",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "liability", "risk", "drivers"],
  explanation: {
    overview:
      "Umbrella coverage is the first line of asset protection: a few hundred dollars a million buys limits above home and auto policies that pay the judgements and defence costs which would otherwise reach savings.",
    keyComponents: [
      "Umbrella limit sized to net worth",
      "Underlying auto and home limits required by the umbrella carrier",
      "Every residence, rental, vehicle, watercraft and driver scheduled",
    ],
    steps: [
      step(
        "Inventory exposures",
        "List properties, vehicles, drivers, household staff, board seats and pools or docks.",
        "Week 1",
        ["Current declarations pages"],
      ),
      step(
        "Align underlying policies",
        "Raise underlying limits to the umbrella's requirements, ideally with one carrier.",
        "Weeks 1–3",
        ["Home, auto and watercraft quotes"],
      ),
      step(
        "Bind the umbrella",
        "Bind the chosen limit, adding uninsured-motorist and director liability coverage where offered.",
        "Weeks 2–4",
        ["Application", "Driver records"],
      ),
    ],
    prerequisites: ["Underlying home and auto policies"],
    professionals: ["Property and casualty broker specialising in high-net-worth clients"],
    secondaryBenefits: ["Defence costs", "Coverage for libel, slander and volunteer board service in many forms"],
    taxAdvantages: ["None; premiums for personal coverage are not deductible"],
    risks: [
      risk(
        "Coverage gaps",
        "Unscheduled properties, LLC-owned rentals or business activities may be excluded.",
        "Schedule everything; add the LLCs as insureds or buy commercial umbrella coverage.",
      ),
      risk(
        "Professional liability excluded",
        "Personal umbrellas exclude professional services.",
        "Separate malpractice coverage and practice structuring.",
      ),
    ],
    marketRisks: ["Rising jury awards push adequate limits up over time"],
    regulatoryConsiderations: ["Exclusions and definitions vary by carrier and state"],
    liquidityConsiderations: "A small annual premium.",
    alternatives: [
      {
        strategy: "tenancy-by-entirety",
        whyNotChosen: "Shields assets from one spouse's creditors but pays no claims.",
      },
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "For exposures insurance cannot cover, at higher cost.",
      },
    ],
    uniqueAdvantages: ["Pays the claim and the lawyers, rather than only resisting collection"],
    successMetrics: [
      metric("Umbrella limit versus net worth", "At least 100% up to available limits", "Annually"),
      metric("Unscheduled exposures", "None", "Annually"),
    ],
    qualitativeIndicators: ["Family members know to report incidents promptly"],
    warningSignals: ["New property or driver not added", "Underlying limit reduced at renewal"],
    reviewSchedule: "Annual renewal review and after any new property, vehicle or driver.",
    exitStrategy: "Adjust limits at renewal; coverage can be cancelled at any time.",
  },
});
