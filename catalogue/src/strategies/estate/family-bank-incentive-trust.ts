import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  basisOf,
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
  affordableLumpSum,
  capToEstate,
  exclusionFor,
  giftGain,
  LUMP_SUM_GIFT_SHARE,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  statedDescendants,
  transferableAssets,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Family bank and incentive trust. Minimum net worth 20,000,000.
 *
 * On this household it is a GST-exempt exclusion gift (family `exclusion-gift`): the funding is an
 * adjusted taxable gift; what leaves the estate is the funding grown to the final death at the
 * portfolio growth; the lost step-up, the drafting and the loan administration are
 * costs. Its own feature, support delivered as loans and use of trust assets so that value stays
 * outside the descendants' estates, saves tax of later generations and is described, not priced.
 */
export const familyBankIncentiveTrust = defineStrategy({
  id: "family-bank-incentive-trust",
  name: "Family Bank and Incentive Trust",
  category: "Multi-Generational Planning",
  description:
    "A GST-exempt long-term trust that supports descendants mainly through loans, co-investments and use of trust-owned assets (a home, a business stake) rather than outright distributions, with incentive provisions that reward education, work and enterprise. Value delivered as loans and use stays in the trust, outside each generation's estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = fundingUsd × (1 + growthRate)^years, adjusted taxable gift = fundingUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − basisUsd); later generations' savings described, not added",
    variables: ["fundingUsd", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: survivorship insurance can add capital to the family bank at the second death.",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gst_exemption_allocation", "trust_loans_at_afr", "trustee_discretion"],
  sources: [
    "IRC §2631, §2642 (GST exemption and inclusion ratio)",
    "IRC §2041(b)(1)(A) (ascertainable standard; no general power for beneficiaries)",
    "IRC §7872, §1274(d) (loans at the applicable federal rate)",
    "Uniform Trust Code §814 (discretionary powers)",
    "IRC §2001(b), (c); IRC §2513",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "exclusion-gift",
  variables: {
    fundingUsd: { unit: "USD", description: "GST-exempt funding of the family bank trust." },
    growthRate: { unit: "rate", description: "Annual growth of the gifted assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the gifted assets (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting, lending policy and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, loan administration and tax return each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const cap = exclusionFor(ctx, true);
    const gift = round(Math.min(cap.value, affordableLumpSum(h)));
    return {
      fundingUsd: fixed(
        gift,
        gift < cap.value
          ? `${formatUsd(gift)}: ${Math.round(LUMP_SUM_GIFT_SHARE * 100)}% of the ${formatUsd(transferableAssets(h))} of investment and business assets (an assumption), below the ${cap.assumption}`
          : `${formatUsd(gift)}: the ${cap.assumption}, with GST exemption allocated`,
      ),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gift, null),
      setupCostUsd: fixed(30_000, "trust, lending and incentive policies, and Form 709, about $30,000"),
      annualAdministrationUsd: fixed(10_000, "trustee, loan servicing and Form 1041, about $10,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.fundingUsd, v.growthRate));
    return {
      flows: [
        ...setup(v.setupCostUsd, "trust, lending policy and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "trustee and loan administration"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.fundingUsd },
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
      (ctx) => statedDescendants(ctx.facts) >= 2,
      (ctx) =>
        `With ${statedDescendants(ctx.facts)} children and grandchildren, a shared family bank can serve several branches.`,
      "A family bank suits families with several descendants; the notes state fewer than two.",
    ),
    requires.estateTax,
    check(
      (ctx) => affordableLumpSum(ctx.household) >= 1_000_000,
      (ctx) =>
        `About ${formatUsd(transferableAssets(ctx.household))} of investment and business assets can fund the trust.`,
      "There are not enough investment or business assets outside the home to fund a family bank.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 months",
  keyBenefits: [
    "Keeps capital in the family for generations while helping members launch",
    "Loans and use-rights keep value outside each generation's estate",
    "Incentives encourage education, work and enterprise",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["values", "incentive", "entrepreneur", "legacy", "generation", "family bank", "responsib"],
  explanation: {
    overview:
      "A family bank trust acts like the family's own lender and investor. Instead of handing out money, it lends at fair rates, co-invests in descendants' businesses and buys homes they can live in. Capital comes back or stays in the trust, so it is not taxed in the descendants' estates and remains for the next generation. For this household it works as an exclusion gift; the savings at later generations are described, not added.",
    keyComponents: [
      "GST-exempt long-duration trust",
      "Lending and investment policy for family members",
      "Incentive provisions (matching earned income, milestones)",
      "Trustee or family committee to review requests",
    ],
    steps: [
      step(
        "Values and policy",
        "Agree the family's goals, eligible purposes, loan terms and incentives.",
        "Weeks 1–4",
        ["Family meeting", "Draft policy"],
      ),
      step("Draft and fund", "Draft the trust with the policy; fund with GST-exempt assets.", "Weeks 4–10", [
        "Trust agreement",
        "Funding transfers",
      ]),
      step("Allocate GST exemption", "File Form 709 allocating GST exemption.", "By April 15 of the next year", [
        "Form 709",
      ]),
      step("Operate", "Review applications, make loans at the AFR, track repayments and milestones.", "Ongoing", [
        "Loan documents",
        "Annual report to family",
      ]),
    ],
    prerequisites: ["Several descendants", "Exemption available for funding", "Family willingness to govern"],
    professionals: ["Estate planning attorney", "Trustee", "CPA", "Family governance consultant"],
    secondaryBenefits: ["Financial education for heirs", "Creditor and divorce protection (assets stay in trust)"],
    taxAdvantages: [
      "Growth after the gift outside this household's estate",
      "GST-exempt growth; loans and use-rights are not inclusions in beneficiaries' estates",
      "Interest paid to the trust stays in the exempt trust",
    ],
    risks: [
      risk(
        "Family conflict",
        "Loan decisions can feel unfair between branches.",
        "Clear written policy and an independent trustee or committee.",
      ),
      risk(
        "Defaults",
        "Family borrowers may not repay.",
        "Underwriting, security and offsets against future distributions.",
      ),
      risk(
        "Incentives that age badly",
        "Rigid conditions may not fit future circumstances.",
        "Trust protector power to update incentives.",
      ),
      risk(
        "Loss of basis step-up",
        "The trust keeps the donor's basis; the heirs owe capital-gains tax when they sell.",
        "Fund with high-basis assets; a swap power lets the grantor bring low-basis assets back.",
      ),
    ],
    marketRisks: ["Concentrated family-business loans carry credit risk"],
    regulatoryConsiderations: [
      "Loans at less than the AFR may be treated as distributions",
      "State perpetuities limits on duration",
    ],
    liquidityConsiderations: "The trust should keep enough liquid assets to fund loans and support needs.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "Long-term shelter with discretionary distributions but no lending framework.",
      },
      {
        strategy: "intra-family-loan",
        whyNotChosen: "Direct loans from the client rather than a permanent family lender.",
      },
    ],
    uniqueAdvantages: ["Turns the trust into a revolving source of capital"],
    successMetrics: [
      metric("Loans repaid", "Above 90%", "Annually"),
      metric("Trust value after inflation", "Preserved or growing", "Annually"),
    ],
    qualitativeIndicators: ["Descendants using the bank for ventures and homes", "Regular family meetings"],
    warningSignals: ["Loans forgiven routinely", "Trust used as an allowance"],
    reviewSchedule: "Annual family meeting and trustee report; policy review every 5 years.",
    exitStrategy:
      "The trust runs for its term; a protector can convert lending provisions to ordinary discretionary distributions.",
  },
});
