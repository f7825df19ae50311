import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../eligibility.ts";
import { appreciation, clamp } from "../formulas/finance.ts";
import { isMarried } from "../formulas/tax.ts";
import type { StrategyDefinition } from "../types.ts";

/**
 * Spousal lifetime access trust. Minimum net worth 5,000,000 (spec §3 table).
 * Benefit: estate tax avoided on the growth of the gift, gift × ((1 + g)^n − 1) × 0.40
 * (IRC §2001(c) rate; the gift itself uses exclusion, so only growth is the saving).
 */
export const spousalLifetimeAccessTrust: StrategyDefinition = {
  id: "spousal-lifetime-access-trust",
  name: "Spousal Lifetime Access Trust (SLAT)",
  category: "Estate Planning",
  description:
    "An irrevocable grantor trust for the spouse and descendants, funded by a gift that uses the grantor's applicable exclusion amount. Appreciation after the gift is outside both spouses' estates while the spouse can still receive distributions.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "giftAmountUsd × ((1 + growthRate)^years − 1) × 0.40",
    variables: ["giftAmountUsd", "growthRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent:
    "Optional: the trust can own a policy on the grantor to replace distributions if the beneficiary spouse dies first.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["irrevocable_trust", "gift_tax_return_required", "grantor_trust_income_tax", "divorce_risk"],
  sources: [
    "IRC §2001(c)",
    "IRC §2010(c)",
    "IRC §§671–677 (grantor trust)",
    "IRC §2036 / §2038 (inclusion risks)",
    "Treas. Reg. §20.2010-1(c) (anti-clawback)",
  ],
  variables: [
    { name: "giftAmountUsd", unit: "USD", description: "Amount given to the SLAT." },
    { name: "growthRate", unit: "rate", description: "Annual growth of the trust assets." },
    { name: "years", unit: "years", description: "Years until the estate is taxed." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, appraisal and gift tax return." },
    {
      name: "annualAdministrationUsd",
      unit: "USD",
      description: "Trustee, accounting and trust tax return each year.",
    },
  ],
  defaults(facts, tax) {
    const netWorth = facts.netWorthUsd ?? 0;
    const gift = Math.round(clamp(netWorth * 0.3, 0, tax.basicExclusionAmount));
    const age = facts.primaryAge ?? 60;
    const years = clamp(Math.round(88 - age), 5, 40);
    return {
      giftAmountUsd: {
        value: gift,
        assumption: `30% of net worth, capped at one ${formatUsd(tax.basicExclusionAmount)} basic exclusion amount (${formatUsd(gift)})`,
      },
      growthRate: { value: 0.06, assumption: "growth 6% a year (balanced portfolio)" },
      years: { value: years, assumption: `${years} years, to about age 88` },
      setupCostUsd: { value: 15_000, assumption: "attorney drafting and a Form 709, about $15,000" },
      annualAdministrationUsd: { value: 3_000, assumption: "trust return and trustee costs, about $3,000 a year" },
    };
  },
  benefit: (v, tax) => ({
    estateTaxSavings: appreciation(v.giftAmountUsd ?? 0, v.growthRate ?? 0, v.years ?? 0) * tax.estateTaxRate,
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualAdministrationUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.02, description: "Growth 4% / 6% / 8% a year" },
  eligibility: allOf(when.married, when.taxableEstate, {
    test: (f) => isMarried(f) && (f.netWorthUsd ?? 0) - (f.realEstateUsd ?? 0) * 0.5 > 0,
    fits: "There are enough assets outside the residences to fund the gift.",
    fails: "There are not enough liquid or investment assets to fund a gift.",
  }),
  timeline: "2–3 months",
  keyBenefits: [
    "Removes future growth of the gift from both spouses' estates",
    "The spouse keeps indirect access through distributions",
    "Locks in today's applicable exclusion amount",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["estate", "exemption", "heirs", "children", "legacy", "appreciation"],
  explanation: {
    overview:
      "A SLAT lets one spouse give assets to an irrevocable trust for the other spouse and the family, using the giver's applicable exclusion amount now. Growth after the gift is outside the estate, while the beneficiary spouse can receive distributions if the couple needs them.",
    keyComponents: [
      "Irrevocable trust for the spouse and descendants",
      "Gift funded from the grantor spouse's separate assets",
      "Independent or ascertainable-standard distributions",
      "Grantor-trust status so the grantor pays the income tax",
    ],
    steps: [
      {
        title: "Design",
        description: "Choose the grantor spouse, trustee, distribution standard and assets.",
        timeline: "Weeks 1–3",
        requirements: ["Balance sheet", "Estate plan review"],
      },
      {
        title: "Draft and sign",
        description: "Attorney drafts the trust; it is signed and an EIN obtained.",
        timeline: "Weeks 3–6",
        requirements: ["Trust agreement", "EIN"],
      },
      {
        title: "Fund",
        description: "Retitle the gifted assets to the trust; appraise hard-to-value assets.",
        timeline: "Weeks 6–10",
        requirements: ["Qualified appraisal where needed", "Account transfers"],
      },
      {
        title: "Report",
        description: "File Form 709 for the gift, allocating GST exemption if wanted.",
        timeline: "By April 15 of the next year",
        requirements: ["Form 709"],
      },
    ],
    prerequisites: [
      "Assets that are the grantor's separate property",
      "Enough remaining assets for the couple's lifestyle",
    ],
    professionals: ["Estate planning attorney", "CPA", "Appraiser for non-cash assets", "Financial adviser"],
    secondaryBenefits: ["Creditor protection for trust assets", "Can hold life insurance"],
    taxAdvantages: [
      "Gift uses exclusion, not tax",
      "Grantor pays income tax, a further tax-free transfer",
      "GST exemption can make the trust dynastic",
    ],
    risks: [
      {
        risk: "Divorce",
        description: "The ex-spouse may remain a beneficiary.",
        mitigation: "Define spouse as the person married to the grantor from time to time; a postnuptial agreement.",
      },
      {
        risk: "Death of the beneficiary spouse",
        description: "Indirect access ends.",
        mitigation: "Life insurance inside the trust or a second, different SLAT.",
      },
      {
        risk: "Reciprocal trust doctrine",
        description: "Two mirror-image SLATs can be undone.",
        mitigation: "Vary the terms, timing and assets of each trust.",
      },
    ],
    marketRisks: ["Assets that fall in value waste exclusion used"],
    regulatoryConsiderations: [
      "A future law change could lower the exclusion; anti-clawback regulations protect completed gifts",
    ],
    liquidityConsiderations:
      "The gifted assets leave the couple's direct control; keep enough outside the trust for lifestyle and taxes.",
    alternatives: [
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Uses little exclusion and only moves growth above the §7520 rate.",
      },
      { strategy: "annual-exclusion-gifting", whyNotChosen: "Too small to move meaningful value out of the estate." },
    ],
    uniqueAdvantages: ["Uses the exclusion while keeping indirect access for the couple"],
    successMetrics: [
      { metric: "Trust value versus gift", target: "Growth above 6% a year", measurementFrequency: "Annually" },
      { metric: "Projected estate tax", target: "Lower than before the gift", measurementFrequency: "Every 3 years" },
    ],
    qualitativeIndicators: ["Couple comfortable with lifestyle assets left outside"],
    warningSignals: ["Frequent distributions back to the spouse", "Commingling of trust and personal assets"],
    reviewSchedule: "Annual trust review; full estate plan review every 3 years or on a law change.",
    exitStrategy:
      "The trust is irrevocable; a trust protector or decanting can adapt terms, and a swap power can bring appreciated assets back for a basis step-up.",
  },
};
