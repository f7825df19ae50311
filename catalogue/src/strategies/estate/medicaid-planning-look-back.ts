import { formatUsd } from "@fsa/shared";
import type { Answer, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";

/** Months of the look-back for transfers (42 U.S.C. §1396p(c)(1)(B)(i)). */
export const LOOK_BACK_MONTHS = 60;

/**
 * ASSUMPTION: the divisor of the penalty period: the national median monthly cost of a
 * semi-private nursing-home room in 2024, $9,277 (Genworth / CareScout Cost of Care Survey 2024);
 * each state publishes its own divisor.
 */
export const ASSUMED_MONTHLY_PRIVATE_PAY_COST = 9_277;

/** ASSUMPTION: above this net worth a household can usually pay for care or insure it privately, USD. */
export const MODEST_MEANS_CEILING = 3_000_000;

/** Countable assets: investments, cash and unlisted assets (the home and retirement accounts are treated apart by Medicaid), USD. */
const countable = (ctx: StrategyContext) => {
  const b = ctx.household.balance;
  return b.taxableUsd + b.cashUsd + b.otherUsd + b.otherRealEstateUsd;
};

const oldest = (ctx: StrategyContext) => Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);

/**
 * Medicaid planning ahead of the five-year look-back. Minimum net worth 100,000.
 *
 * Medicaid pays for nursing-home care only once countable assets are spent down. A transfer for
 * less than value within the 60-month look-back (42 U.S.C. §1396p(c)(1)(B)(i)) delays eligibility
 * by the amount transferred ÷ the state's average monthly private-pay nursing-home cost
 * (§1396p(c)(1)(E)); a transfer made more than 60 months before applying does not count. The
 * strategy moves part of the countable assets now to an irrevocable, income-only Medicaid asset
 * protection trust (drafted so the assets stay in the estate for the basis step-up, §1014, §2036 —
 * an assumption of its design). Its value is protection: the assets shielded from spend-down if
 * care starts more than five years from now, reported with the penalty months if it starts sooner.
 * Costs: elder-law drafting now and the trust's yearly administration until the final death.
 */
export const medicaidPlanningLookBack = defineStrategy({
  id: "medicaid-planning-look-back",
  name: "Medicaid Planning and the Five-Year Look-Back",
  category: "Asset Protection",
  description:
    "For an older client of modest means, long-term care can consume the savings meant for a spouse or children. Assets moved to an irrevocable Medicaid asset protection trust more than five years before applying for Medicaid are not counted; a transfer inside the five years delays eligibility by the amount moved divided by the state's average monthly nursing-home cost.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection: protectedAssetsUsd shielded from spend-down if care starts after the 60-month look-back; otherwise a penalty of protectedAssetsUsd ÷ monthlyPrivatePayCostUsd months",
    variables: ["protectedAssetsUsd", "monthlyPrivatePayCostUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualAdministrationUsd each year until the final death",
    variables: ["setupCostUsd", "annualAdministrationUsd", "yearsToFinalDeath"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "A Medicaid-compliant annuity is an alternative for a community spouse once care is needed.",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["five_year_look_back", "state_medicaid_rules", "irrevocable_trust", "estate_recovery"],
  sources: [
    "42 U.S.C. §1396p(c)(1)(A), (B)(i) (transfers for less than value; 60-month look-back)",
    "42 U.S.C. §1396p(c)(1)(E) (penalty period: value ÷ average monthly private-pay cost)",
    "42 U.S.C. §1396p(d)(3)(B) (irrevocable trusts: corpus that cannot be paid to the individual)",
    "42 U.S.C. §1396r-5 (spousal impoverishment protections)",
    "Genworth / CareScout Cost of Care Survey 2024 (national median nursing-home cost)",
  ],
  domain: "estate",
  transfers: () => ["taxablePortfolio"],
  variables: {
    protectedAssetsUsd: { unit: "USD", description: "Countable assets moved to the trust now." },
    monthlyPrivatePayCostUsd: {
      unit: "USD",
      description: "The state's penalty divisor: average monthly private-pay nursing-home cost.",
    },
    yearsToFinalDeath: { unit: "years", description: "Years until the final death (administration horizon)." },
    setupCostUsd: { unit: "USD", description: "Elder-law planning and the trust." },
    annualAdministrationUsd: { unit: "USD", description: "Trust records and tax return each year." },
  },
  defaults(ctx) {
    const c = countable(ctx);
    const moved = round(c / 2);
    return {
      protectedAssetsUsd: fixed(
        moved,
        `${formatUsd(moved)}: half of the ${formatUsd(c)} of countable assets, keeping the rest to pay for care during any penalty period (an assumption)`,
      ),
      monthlyPrivatePayCostUsd: fixed(
        ASSUMED_MONTHLY_PRIVATE_PAY_COST,
        `${formatUsd(ASSUMED_MONTHLY_PRIVATE_PAY_COST)} a month: the 2024 national median semi-private nursing-home room (Genworth / CareScout); the state's own divisor applies`,
      ),
      yearsToFinalDeath: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, to the final death`,
      ),
      setupCostUsd: fixed(6_000, "elder-law planning and a Medicaid asset protection trust, about $6,000"),
      annualAdministrationUsd: fixed(500, "trust records and tax return, about $500 a year"),
    };
  },
  effects(v) {
    const moved = Math.max(0, v.protectedAssetsUsd);
    const months = v.monthlyPrivatePayCostUsd > 0 ? moved / v.monthlyPrivatePayCostUsd : 0;
    return {
      flows: [
        ...setup(v.setupCostUsd, "elder-law planning and trust"),
        ...yearly(-v.annualAdministrationUsd, 1, v.yearsToFinalDeath, "cost", "trust records and tax return"),
      ],
      protection: {
        amountUsd: moved,
        description: `${formatUsd(moved)} moved to the trust now is not counted for Medicaid if care begins more than ${LOOK_BACK_MONTHS / 12} years from now; if it begins sooner, eligibility is delayed about ${Math.round(months)} months (${formatUsd(moved)} ÷ ${formatUsd(v.monthlyPrivatePayCostUsd)} a month).`,
      },
    };
  },
  sensitivity: {
    variable: "protectedAssetsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Assets moved half / base / 1.5×",
  },
  eligibility: allOf(
    requires.ageAtLeast(65, "planning for long-term care under Medicaid"),
    check(
      (ctx) => ctx.household.balance.netWorthUsd < MODEST_MEANS_CEILING,
      (ctx) =>
        `Net worth of ${formatUsd(ctx.household.balance.netWorthUsd)} could be consumed by years of nursing-home care.`,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the household can usually pay for care or insure it privately; Medicaid planning is aimed at modest estates.`,
    ),
    check(
      (ctx) => countable(ctx) > 0,
      (ctx) => `The client holds ${formatUsd(countable(ctx))} of countable assets that a spend-down would consume.`,
      "The notes show no countable assets (investments, cash or other real estate) to protect.",
    ),
  ),
  answers(ctx): Answer | null {
    const h = ctx.household;
    if (h.primary.ageAssumed || oldest(ctx) < 75 || h.balance.netWorthUsd >= MODEST_MEANS_CEILING) return null;
    return {
      urgency: "basic",
      reason: `At ${oldest(ctx)}, long-term care may be needed within years; Medicaid looks back five years at gifts (42 U.S.C. §1396p(c)), so planning must start well before care does.`,
    };
  },
  timeline: "4–8 weeks to plan and fund; protection complete after 60 months",
  keyBenefits: [
    "Savings protected from a nursing-home spend-down",
    "A spouse at home keeps more",
    "Heirs keep the basis step-up when drafted for estate inclusion",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["nursing home", "long-term care", "medicaid", "care", "protect", "elder"],
  explanation: {
    overview:
      "Nursing-home care costs about $110,000 a year at the national median, and Medicaid pays only after savings are spent. Moving part of the savings to an irrevocable income-only trust starts the five-year look-back clock now; if care is needed after five years, those assets are not counted. Planning early, with enough kept back to pay for care in the meantime, is what makes it work.",
    keyComponents: [
      "Irrevocable income-only Medicaid asset protection trust",
      "Assets kept outside to pay for care during the look-back",
      "Home and spousal protections under Medicaid rules",
      "Long-term care insurance as a bridge where available",
    ],
    steps: [
      step("Assess", "Inventory countable and exempt assets; project care costs.", "Weeks 1–2", [
        "Asset list",
        "Health assessment",
      ]),
      step("Draft and fund", "Sign the trust and retitle the chosen assets.", "Weeks 2–8", [
        "Trust agreement",
        "Retitling forms",
      ]),
      step("Wait out the look-back", "Keep records; do not return assets to the client.", "60 months", [
        "Trust records",
      ]),
      step("Apply when needed", "Apply for Medicaid with the transfer history.", "When care is needed", [
        "Medicaid application",
      ]),
    ],
    prerequisites: ["An older client of modest means", "Assets beyond what care in the next five years would need"],
    professionals: ["Elder law attorney", "Financial adviser", "CPA"],
    secondaryBenefits: ["Avoids probate of the trust assets", "Can protect the home for a spouse or children"],
    taxAdvantages: ["Drafted as a grantor trust included in the estate, the assets keep the basis step-up"],
    risks: [
      risk(
        "Care needed within five years",
        "A transfer inside the look-back delays eligibility.",
        "Keep enough outside the trust to pay privately for the penalty period.",
      ),
      risk(
        "Loss of control",
        "The client cannot take the trust's principal back.",
        "Move only what the client will not need; keep income rights.",
      ),
      risk(
        "State rules differ",
        "Divisors, exempt assets and estate recovery differ by state.",
        "Plan with an elder law attorney in the client's state.",
      ),
    ],
    marketRisks: ["Investment losses in the assets kept for care"],
    regulatoryConsiderations: [
      "Estate recovery can reach assets in the probate estate after death",
      "Federal and state Medicaid rules change",
    ],
    liquidityConsiderations: "Principal moved to the trust is no longer available to the client; income can be.",
    alternatives: [
      {
        strategy: "long-term-care-insurance",
        whyNotChosen: "Pays for care privately; affordable only while the client is insurable.",
      },
    ],
    uniqueAdvantages: ["The only plan that makes savings count as spent for Medicaid without spending them"],
    successMetrics: [
      metric("Look-back cleared", "60 months since funding", "Once"),
      metric("Care reserve", "Enough for the penalty period", "Annually"),
    ],
    qualitativeIndicators: ["Family understands the trust is irrevocable"],
    warningSignals: ["Assets returned to the client", "Health declining before the five years end"],
    reviewSchedule: "Annually, and at any change in health.",
    exitStrategy: "The trust is irrevocable; it ends at the client's death under its terms.",
  },
});
