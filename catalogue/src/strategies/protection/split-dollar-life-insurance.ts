import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, investable, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";
import {
  crummeyExclusionText,
  crummeyExclusionUsd,
  estateTaxLeft,
  faceForEstateTax,
  fundingPremium,
  PERMANENT_POLICY_LOAD,
} from "./lib/shared.ts";

/**
 * Private split-dollar life insurance under the economic benefit regime. Minimum net worth 5,000,000.
 *
 * The client pays the premiums on a policy on the client's life owned by an ILIT, under a
 * non-equity collateral assignment: the client (or the estate) is repaid the premiums, and the
 * trust keeps the rest of the death benefit. Under the economic benefit regime (Treas. Reg.
 * §1.61-22, the client treated as owner) the yearly gift to the trust is only the cost of the
 * current life insurance protection on the trust's share: the Table 2001 rate at the client's
 * attained age (Notice 2002-8) × (face − the premiums repaid to the client) ÷ 1,000. The loan
 * regime (Treas. Reg. §1.7872-15, the trust as owner borrowing the premiums at the AFR) is the
 * alternative; it is not modelled here.
 *
 * Flows: premiums each premium year (cost); at the rollout the trust repays the premiums to the
 * client from the policy (a flow back to the client, principal). Estate change: the premiums
 * would have grown in the estate to the final death, while the receivable comes back at cost at
 * the rollout (removed = premiums grown − receivable grown from the rollout), and the economic
 * benefit above the Crummey exclusions each year is a taxable gift. The household prices it
 * (§2001(c), top rate 0.40). Protection: the death benefit the trust keeps (face − receivable).
 */

/**
 * Table 2001: one-year term premium per $1,000 of current life insurance protection, by
 * attained age 25 to 99, USD (Notice 2002-8, 2002-1 C.B. 398, Table 2001; applies to split-dollar
 * arrangements entered into after January 28, 2002, Treas. Reg. §1.61-22(d)(3)(ii)).
 */
export const TABLE_2001_FROM_25: readonly number[] = [
  0.71, 0.73, 0.76, 0.8, 0.83, 0.87, 0.9, 0.93, 0.96, 0.98, 0.99, 1.01, 1.04, 1.06, 1.07, 1.1, 1.13, 1.2, 1.29, 1.4,
  1.53, 1.67, 1.83, 1.98, 2.13, 2.3, 2.52, 2.81, 3.2, 3.65, 4.15, 4.68, 5.2, 5.66, 6.06, 6.51, 7.11, 7.96, 9.08, 10.41,
  11.9, 13.51, 15.2, 16.92, 18.7, 20.62, 22.72, 25.07, 27.57, 30.18, 33.05, 36.33, 40.17, 44.33, 49.23, 54.56, 60.51,
  66.74, 73.07, 80.35, 88.76, 99.16, 110.4, 121.85, 133.4, 144.3, 155.8, 168.75, 186.44, 206.7, 228.35, 250.01, 265.09,
  270.11, 281.05,
];

/** Table 2001 rate per $1,000 at an attained age (the age-25 rate below 25, the age-99 rate above 99), USD. */
export function table2001Rate(age: number): number {
  const i = Math.min(Math.max(Math.round(age) - 25, 0), TABLE_2001_FROM_25.length - 1);
  return TABLE_2001_FROM_25[i] ?? 0;
}

/** Years to the client's own death, as the household model assumes it. */
const yearsToClientDeath = (ctx: StrategyContext) => ctx.household.primary.deathYear - ctx.household.year;

export const splitDollarLifeInsurance = defineStrategy({
  id: "split-dollar-life-insurance",
  name: "Split-Dollar Life Insurance",
  category: "Insurance",
  description:
    "The client (private split-dollar) or the client's company pays the premiums on a policy owned by an ILIT and is repaid from the policy at a rollout or at death. Under the economic benefit regime of Treas. Reg. §1.61-22 the annual gift is only the small cost of the current life insurance protection (Table 2001), not the whole premium; under the loan regime of §1.7872-15 the trust borrows the premiums at the AFR instead.",
  benefitCalculation: {
    type: "flat",
    formula:
      "protection = deathBenefitUsd − premiums repaid; taxable gifts = Σ max(0, Table 2001 rate(age + t) × (deathBenefitUsd − premiums paid) ÷ 1,000 − Crummey exclusions) for t < rolloutYears; removed from the estate = Σ annualPremiumUsd grown − receivable grown from the rollout, priced by the household (§2001(c), top rate 0.40)",
    variables: ["deathBenefitUsd", "annualPremiumUsd", "premiumYears", "rolloutYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + annualPremiumUsd × premiumYears − premiums repaid at the rollout + annualAdministrationUsd each year to the rollout",
    variables: ["setupCostUsd", "annualPremiumUsd", "premiumYears", "annualAdministrationUsd", "rolloutYears"],
  },
  lifeInsuranceComponent:
    "Permanent policy owned by an ILIT, with a collateral assignment to the premium payer for the premiums paid (non-equity).",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "split_dollar_regulations",
    "gift_tax_return_required",
    "insurance_product",
    "rollout_planning",
  ],
  sources: [
    "Treas. Reg. §1.61-22 (economic benefit regime)",
    "Treas. Reg. §1.7872-15 (loan regime)",
    "Notice 2002-8 (Table 2001 cost of current life insurance protection)",
    "Estate of Morrissette v. Commissioner, 146 T.C. 171 (2016)",
    "Estate of Levine v. Commissioner, 158 T.C. No. 2 (2022)",
    "IRC §2042, §2503(b)",
  ],
  domain: "protection",
  family: "estate-liquidity-insurance",
  variables: {
    deathBenefitUsd: { unit: "USD", description: "Death benefit on the client's life." },
    annualPremiumUsd: { unit: "USD", description: "Premium the client pays each premium year." },
    premiumYears: { unit: "years", description: "Years of premiums." },
    rolloutYears: { unit: "years", description: "Years until the trust repays the premiums and the arrangement ends." },
    setupCostUsd: { unit: "USD", description: "Split-dollar agreement, ILIT and assignment." },
    annualAdministrationUsd: { unit: "USD", description: "Economic benefit calculations and gift returns, a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const face = faceForEstateTax(ctx);
    const toDeath = yearsToClientDeath(ctx);
    const premiumYears = Math.min(10, toDeath);
    const premium = round(fundingPremium(face, toDeath, premiumYears, h.tax.section7520Rate));
    const rollout = Math.min(15, toDeath);
    return {
      deathBenefitUsd: fixed(
        face,
        `${formatUsd(face)}, the ${formatUsd(estateTaxLeft(ctx))} of estate tax the household model projects at the final death, rounded up`,
      ),
      annualPremiumUsd: fixed(
        premium,
        `${formatUsd(premium)} a year for ${premiumYears} years: the premium that funds the face at the client's death the household model assumes (${toDeath} years), at the §7520 rate plus a ${Math.round(PERMANENT_POLICY_LOAD * 100)}% load (a pricing assumption)`,
      ),
      premiumYears: fixed(premiumYears, `${premiumYears} years of premiums`),
      rolloutYears: fixed(
        rollout,
        `rollout after ${rollout} years, before Table 2001 costs rise steeply; the economic benefit is a gift each year until then, above ${crummeyExclusionText(ctx)}`,
      ),
      setupCostUsd: fixed(15_000, "agreement, trust and collateral assignment, about $15,000"),
      annualAdministrationUsd: fixed(3_000, "economic benefit calculation and gift return, about $3,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const n = h.yearsToFinalDeath;
    const premiumYears = Math.max(1, Math.round(v.premiumYears));
    const rollout = Math.max(1, Math.min(Math.round(v.rolloutYears), yearsToClientDeath(ctx), n));
    const growth = (from: number) => (1 + h.growth.netOfSpending) ** Math.max(0, n - from);
    const exclusion = crummeyExclusionUsd(ctx);
    let paid = 0;
    let removed = 0;
    let taxableGifts = 0;
    for (let t = 0; t < rollout; t++) {
      if (t < premiumYears) {
        paid += v.annualPremiumUsd;
        removed += v.annualPremiumUsd * growth(t);
      }
      const economicBenefit = (table2001Rate(h.primary.age + t) * Math.max(0, v.deathBenefitUsd - paid)) / 1_000;
      taxableGifts += Math.max(0, economicBenefit - exclusion);
    }
    const receivable = v.annualPremiumUsd * Math.min(premiumYears, rollout);
    removed -= receivable * growth(rollout);
    return {
      flows: [
        ...setup(v.setupCostUsd, "split-dollar agreement, ILIT and collateral assignment"),
        ...yearly(
          -v.annualPremiumUsd,
          0,
          Math.min(premiumYears, rollout) - 1,
          "premium",
          "premium advanced to the policy",
        ),
        ...yearly(-v.annualAdministrationUsd, 1, rollout, "cost", "economic benefit calculation and gift return"),
        at(rollout, receivable, "principal", "premiums repaid to the client at the rollout"),
      ],
      estate: { removedUsd: Math.max(0, removed), adjustedTaxableGiftsUsd: taxableGifts },
      protection:
        v.deathBenefitUsd - receivable > 0
          ? {
              amountUsd: v.deathBenefitUsd - receivable,
              description: `${formatUsd(v.deathBenefitUsd - receivable)} of death benefit kept by the ILIT after repaying the ${formatUsd(receivable)} of premiums: liquidity for the ${formatUsd(estateTaxLeft(ctx))} of estate tax projected`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "rolloutYears",
    mode: "add",
    spread: 5,
    description: "Rollout 5 years earlier / base / 5 years later",
  },
  eligibility: allOf(
    requires.estateTax,
    check(
      (ctx) => !ctx.household.primary.ageAssumed && ctx.household.primary.age <= 75,
      (ctx) =>
        `At ${ctx.household.primary.age} the client can be underwritten and the rollout can come before Table 2001 costs climb.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age, and split-dollar economics turn on the insured's age."
          : "Over 75, Table 2001 costs make the yearly gifts too large for split-dollar to help.",
    ),
    check(
      (ctx) => ctx.facts.ownsBusiness || investable(ctx.household) >= 2_000_000,
      (ctx) =>
        ctx.facts.ownsBusiness
          ? "The client's company can advance premiums under an employer split-dollar arrangement."
          : `The client has ${formatUsd(investable(ctx.household))} of liquid assets to advance premiums privately.`,
      "Split-dollar needs a business or at least $2,000,000 of liquid assets to advance the premiums.",
    ),
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: [
    "Large premiums with small taxable gifts",
    "Premiums come back to the payer at the rollout",
    "Death benefit above the repayment passes to the ILIT estate-tax-free",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["insurance", "estate", "gift", "liquidity", "business"],
  explanation: {
    overview:
      "When premiums are too large for annual exclusion gifts, split-dollar lets the client or the company pay them while the ILIT owns the policy. Only the economic benefit is a gift each year; the premium payer keeps a receivable repaid from the policy at a rollout or at death.",
    keyComponents: [
      "Split-dollar agreement and collateral assignment",
      "ILIT as policy owner",
      "Economic benefit measured with Table 2001 or the carrier's term rates",
      "Rollout plan before economic benefit costs rise",
    ],
    steps: [
      step(
        "Design",
        "Choose private or employer split-dollar, the economic benefit or loan regime, and the rollout strategy.",
        "Weeks 1–3",
        ["Illustration", "Business financials if employer-paid"],
      ),
      step("Draft", "Draft the ILIT, the split-dollar agreement and the collateral assignment.", "Weeks 3–6", [
        "ILIT",
        "Split-dollar agreement",
        "Collateral assignment",
      ]),
      step(
        "Issue and pay",
        "ILIT applies for the policy; the client or company pays premiums under the agreement.",
        "Weeks 6–12",
        ["Policy application", "Premium payments"],
      ),
      step("Report annually", "Compute the economic benefit and report it as a gift (or compensation).", "Annually", [
        "Economic benefit calculation",
        "Form 709 or W-2",
      ]),
    ],
    prerequisites: ["Taxable estate", "Insurability", "Liquidity or a business to advance premiums"],
    professionals: ["Estate planning attorney", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Keeps control of premium dollars through the receivable", "Can reward a key executive"],
    taxAdvantages: [
      "Gifts limited to the economic benefit",
      "Death benefit excluded from the estate when the ILIT owns the policy",
      "Receivable may be valued below face at death (contested)",
    ],
    risks: [
      risk(
        "Rising economic benefit",
        "Table 2001 costs rise steeply with age.",
        "Plan a rollout (repayment) within 10–15 years.",
      ),
      risk(
        "Receivable valuation challenge",
        "The IRS contests discounts on the receivable (Cahill).",
        "Do not rely on a discount; treat it as upside.",
      ),
    ],
    marketRisks: ["Policy crediting affects cash value available for repayment"],
    regulatoryConsiderations: [
      "Employer split-dollar for public-company executives is restricted by Sarbanes-Oxley §402",
      "Regime choice is fixed by who owns the policy",
    ],
    liquidityConsiderations: "Premium advances are tied up until the rollout or death.",
    alternatives: [
      { strategy: "premium-financing", whyNotChosen: "Uses bank leverage instead of the client's capital." },
      {
        strategy: "survivorship-life-insurance",
        whyNotChosen: "Simpler when premiums fit within annual exclusions.",
      },
    ],
    uniqueAdvantages: ["Funds large policies with minimal use of exclusion"],
    successMetrics: [
      metric("Annual gift reported", "Under the annual exclusions", "Annually"),
      metric("Rollout funding", "Identified by year 8", "Every 2 years"),
    ],
    qualitativeIndicators: ["Trustee administers the agreement formally"],
    warningSignals: ["Economic benefit approaching the premium", "Missing annual calculations"],
    reviewSchedule: "Annual economic benefit calculation and policy review.",
    exitStrategy:
      "Roll out by repaying the premium payer from cash value or a gift or loan to the ILIT, ending the arrangement.",
  },
});
