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
  yearly,
  yearsToEstate,
} from "../kit.ts";
import {
  affordableLumpSum,
  capToEstate,
  exclusionFor,
  giftGain,
  lostStepUp,
  STEP_UP_ASSUMPTION,
  valueAtFinalDeath,
  yearlyToFinalDeath,
} from "./lib/transfer-math.ts";

/**
 * Funding assumed per grandchild when sizing the trust: $500,000, about $25,000 a year of tuition
 * and medical costs for 20 years. An assumption, corrected by the adviser.
 */
const FUNDING_PER_GRANDCHILD_USD = 500_000;

/**
 * Health and education exclusion trust (HEET). Minimum net worth 2,000,000 (spec §3 table).
 *
 * On this household the funding is a taxable gift using exclusion (an adjusted taxable gift); what
 * leaves the estate is the funding grown to the final death at the portfolio growth;
 * the charity's share (a significant current interest, so the trust is not a skip person, IRC
 * §2651(f)(3)) is paid away every year and counted as a cost and as a payout, never a benefit; the
 * lost step-up, drafting and trustee fees are costs. Its distinctive value, tuition and medical
 * payments for later generations free of GST tax without using GST exemption (IRC §2611(b)(1)), is
 * tax of later generations and is described, not priced. Family `education-funding`.
 */
export const healthEducationExclusionTrust = defineStrategy({
  id: "health-education-exclusion-trust",
  name: "Health and Education Exclusion Trust (HEET)",
  category: "Multi-Generational Planning",
  description:
    "A long-term trust that pays tuition and medical care directly to schools and providers for grandchildren and later generations. Direct payments are not GST transfers (§2611(b)(1), §2503(e)), and a meaningful charitable interest keeps the trust itself from being a skip person, so it needs no GST exemption.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = fundingUsd × (1 + growthRate)^years, adjusted taxable gift = fundingUsd] on the household's projection (§2001(c) schedule, 0.40 at the top) − heirs' capital-gains tax on (removed − basisUsd); the GST benefit to later generations is described, not added",
    variables: ["fundingUsd", "growthRate", "years", "basisUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualAdministrationUsd + fundingUsd × charityPayoutRate) × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "fundingUsd", "charityPayoutRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "charitable_beneficiary_required",
    "direct_payment_only",
  ],
  sources: [
    "IRC §2503(e) (direct tuition and medical payments)",
    "IRC §2611(b)(1) (such payments are not generation-skipping transfers)",
    "IRC §2651(f)(3), §2652(c) (charity as a non-skip interest holder; interests used primarily to avoid GST disregarded)",
    "Treas. Reg. §25.2503-6",
    "IRC §2001(b), (c); IRC §2513",
    "IRC §1015 (carryover basis)",
  ],
  domain: "estate",
  family: "education-funding",
  variables: {
    fundingUsd: { unit: "USD", description: "Gift to the HEET." },
    growthRate: { unit: "rate", description: "Annual growth of the gifted assets." },
    years: { unit: "years", description: "Years until the final death." },
    basisUsd: { unit: "USD", description: "Income-tax basis of the gifted assets (carried over to the trust)." },
    setupCostUsd: { unit: "USD", description: "Drafting and Form 709." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and tax return each year." },
    charityPayoutRate: { unit: "rate", description: "Share of the funding paid to the charity each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const grandchildren = ctx.facts.grandchildrenCount ?? 0;
    const cap = exclusionFor(ctx, true);
    const need = grandchildren * FUNDING_PER_GRANDCHILD_USD;
    const gift = round(Math.min(cap.value, affordableLumpSum(h), need));
    return {
      fundingUsd: fixed(
        gift,
        `${formatUsd(gift)}: ${formatUsd(FUNDING_PER_GRANDCHILD_USD)} for each of ${grandchildren} grandchild(ren) (about $25,000 a year of tuition and medical costs for 20 years, an assumption), at most a third of the investment and business assets and the ${cap.assumption}`,
      ),
      growthRate: portfolioGrowth(ctx),
      years: yearsToEstate(ctx),
      basisUsd: basisOf(gift, null),
      setupCostUsd: fixed(15_000, "drafting with the charitable interest, and a Form 709, about $15,000"),
      annualAdministrationUsd: fixed(4_000, "trustee, Form 1041 and payment records, about $4,000 a year"),
      charityPayoutRate: fixed(
        0.01,
        "1% of the funding a year to the charity, a significant current interest (not a token one)",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const removed = capToEstate(h, valueAtFinalDeath(h, v.fundingUsd, v.growthRate));
    const charityYearly = v.fundingUsd * v.charityPayoutRate;
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting with the charitable interest, and Form 709"),
        ...yearlyToFinalDeath(ctx, v.annualAdministrationUsd, "trustee and trust tax return"),
        ...yearly(-charityYearly, 1, h.yearsToFinalDeath, "charity", "the charity's share of the trust"),
        ...lostStepUp(ctx, giftGain(removed, v.basisUsd), `lost step-up: ${STEP_UP_ASSUMPTION}`),
      ],
      estate: { removedUsd: removed, adjustedTaxableGiftsUsd: v.fundingUsd },
      payoutUsd: charityYearly * h.yearsToFinalDeath,
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
      (ctx) => (ctx.facts.grandchildrenCount ?? 0) > 0,
      (ctx) =>
        `The client has ${ctx.facts.grandchildrenCount} grandchild${ctx.facts.grandchildrenCount === 1 ? "" : "ren"} whose tuition and medical costs the trust can pay.`,
      "A HEET serves grandchildren and later generations; the notes state no grandchildren.",
    ),
    requires.estateTax,
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: [
    "Pays grandchildren's tuition and medical costs for generations without GST tax",
    "Preserves GST exemption for other trusts",
    "Removes the funding and its growth from the estate",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["education", "tuition", "grandchild", "medical", "health", "school", "legacy"],
  explanation: {
    overview:
      "The HEET uses two exclusions together: payments made directly to a school or a medical provider are not gifts (§2503(e)) and are not generation-skipping transfers (§2611(b)(1)). A trust with a real charitable interest is not a skip person, so it can last for generations paying descendants' tuition and health care without using GST exemption. For this household the funding works as an exclusion gift; the charity's share is a real cost.",
    keyComponents: [
      "Irrevocable trust for descendants limited to direct tuition and medical payments",
      "Charity with a significant, current interest (e.g. a share of income or a unitrust amount)",
      "Trustee making payments directly to institutions, never to the beneficiaries",
      "Long duration where state law allows",
    ],
    steps: [
      step("Design", "Choose the charity, its share, the trustee and the trust's duration.", "Weeks 1–3", [
        "Charity selected",
        "Family education plans",
      ]),
      step(
        "Draft and fund",
        "Attorney drafts the HEET; the client funds it with a taxable gift using exclusion.",
        "Weeks 3–8",
        ["Trust agreement", "EIN", "Funding transfer"],
      ),
      step("Report", "File Form 709 for the gift; no GST allocation is needed.", "By April 15 of the next year", [
        "Form 709",
      ]),
      step(
        "Pay directly",
        "Trustee pays tuition and medical providers directly and makes the charity's distributions.",
        "Each term and year",
        ["Invoices", "Payment records", "Form 1041"],
      ),
    ],
    prerequisites: ["Grandchildren or expected later generations", "A charity the family wants to support"],
    professionals: ["Estate planning attorney experienced with GST", "Trustee", "CPA"],
    secondaryBenefits: [
      "Steady support for a chosen charity",
      "Funds private school, university and health care costs",
    ],
    taxAdvantages: [
      "Direct tuition and medical payments free of GST tax",
      "No GST exemption used",
      "Funding and growth out of the estate",
    ],
    risks: [
      risk(
        "Charity's interest disregarded",
        "A token charitable interest used mainly to avoid GST is ignored (§2652(c)(2)), making the trust a skip person.",
        "Give the charity a significant, current interest.",
      ),
      risk(
        "Indirect payments",
        "Reimbursing a beneficiary is not a direct payment and is a taxable distribution.",
        "Trustee pays institutions only.",
      ),
      risk(
        "Unused funds",
        "If grandchildren need less, the fund grows with limited use.",
        "Permit other distributions at a later generation with GST exemption, or to the charity.",
      ),
    ],
    marketRisks: ["Investment returns may not keep pace with tuition inflation"],
    regulatoryConsiderations: [
      "Few rulings address HEETs; design conservatively",
      "State rule against perpetuities limits duration",
    ],
    liquidityConsiderations: "The gift is irrevocable and used only for education, health care and the charity.",
    alternatives: [
      {
        strategy: "section-529-superfunding",
        whyNotChosen:
          "Simpler for a few beneficiaries, but capped at five annual exclusions each and not GST-efficient for many generations.",
      },
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "A GST-exempt trust can pay anything, but consumes GST exemption.",
      },
    ],
    uniqueAdvantages: ["GST-free support of later generations without using exemption"],
    successMetrics: [
      metric("Direct payments", "All tuition and medical bills paid to institutions", "Each year"),
      metric("Charity's distributions", "Paid as required", "Annually"),
    ],
    qualitativeIndicators: ["Grandchildren's education funded as planned"],
    warningSignals: ["Payments to beneficiaries instead of institutions", "Charity's share skipped"],
    reviewSchedule: "Annual trustee review of payments and the charity's share; legal review every 5 years.",
    exitStrategy:
      "The trust runs for its term; remaining assets pass to the charity or to descendants under the trust's terms.",
  },
});
