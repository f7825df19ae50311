import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  businessStake,
  check,
  fixed,
  metric,
  risk,
  round,
  setup,
  step,
  yearly,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Buy-sell agreement funded with life insurance (cross-purchase or insurance LLC, after Connelly
 * v. United States, 602 U.S. 257 (2024)). Minimum net worth 2,000,000 (spec §3 table).
 *
 * For co-owners who keep the business going after one of them dies: each owner insures the others
 * and buys the deceased owner's shares at the agreed price with the death benefit. Its value is
 * protection, never a saving: the family of the client receives the client's share in cash (from
 * the co-owners' policies), reported as protection; the costs are the agreement now and the
 * client's premiums each year on cover for the co-owners' shares until retirement. It does not fit
 * when a sale of the whole business is expected (nobody continues it) or without co-owners.
 */

/**
 * Level term premium per dollar of cover by issue age, decimal a year: about $1 per $1,000 at 40,
 * doubling every 7 years of age (approximate preferred non-smoker 20-year level term rates; an
 * assumption a quote replaces).
 */
const termPremiumRate = (age: number): number => 0.001 * 2 ** ((age - 40) / 7);

const share = (ctx: StrategyContext) => ctx.facts.businessOwnershipShare;

/**
 * The client owns part of an operating business with others: a share between 0 and 1, or, with
 * no share stated, a buy-sell agreement in the notes (an agreement among owners implies there are
 * co-owners; the half share assumed below is then named as an assumption).
 */
const coOwners = (ctx: StrategyContext) => {
  const s = share(ctx);
  return (
    ctx.facts.ownsBusiness &&
    ctx.facts.isEmployedByStockIssuer !== true &&
    (s !== null ? s > 0 && s < 1 : ctx.facts.estateDocuments.includes("buy_sell_agreement"))
  );
};

/** "owns 40% of the business" or, the share unknown, "owns part of the business". */
const ownedPart = (ctx: StrategyContext): string => {
  const s = share(ctx);
  return s === null ? "part" : `${Math.round(s * 100)}%`;
};

const saleExpected = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent;

export const buySellAgreementFunding = defineStrategy({
  id: "buy-sell-agreement-funding",
  name: "Buy-Sell Agreement Funded with Life Insurance",
  category: "Business Succession",
  description:
    "A buy-sell agreement fixes who buys an owner's interest at death, disability or retirement and at what price, funded with life insurance. After Connelly v. United States (2024), insurance owned by the company to redeem shares raises the company's estate-tax value, so a cross-purchase or an insurance LLC owning the policies is usually preferred.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection: ownerShareValueUsd paid to the family at the client's death by the co-owners' policies (not a saving; the price is agreed, not a discount avoided)",
    variables: ["ownerShareValueUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "agreementCostUsd now + premiumRate × coOwnersShareValueUsd each year for premiumYears (the client insures the co-owners' shares)",
    variables: ["agreementCostUsd", "premiumRate", "coOwnersShareValueUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Term or permanent policies on each owner, sized to the buy-out price and owned by the co-owners (cross-purchase) or by a separate insurance LLC, not by the company.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "insurance_product",
    "valuation_formula",
    "connelly_entity_redemption_risk",
    "transfer_for_value_rules",
  ],
  sources: [
    "Connelly v. United States, 602 U.S. 257 (2024) (entity-owned insurance proceeds raise share value; redemption obligation is not an offsetting liability)",
    "IRC §2703 and Treas. Reg. §25.2703-1 (when an agreed price binds for estate tax)",
    "IRC §101(a)(1), (a)(2) (death benefit exclusion; transfer-for-value exceptions for partners)",
    "IRC §101(j) (employer-owned life insurance notice and consent)",
    "IRC §264(a)(1) (premiums not deductible)",
  ],
  domain: "business",
  variables: {
    ownerShareValueUsd: {
      unit: "USD",
      description: "Value of the client's interest: the buy-out price the family receives.",
    },
    coOwnersShareValueUsd: {
      unit: "USD",
      description: "Value of the co-owners' interests the client insures to buy at their death.",
    },
    premiumRate: { unit: "rate", description: "Level term premium a year per dollar of cover." },
    premiumYears: { unit: "years", description: "Years the agreement is funded (to the client's retirement)." },
    agreementCostUsd: { unit: "USD", description: "Drafting and valuation." },
  },
  defaults(ctx) {
    const stake = businessStake(ctx);
    const s = share(ctx) ?? 0.5;
    const others = s > 0 ? round((stake.value * (1 - s)) / s) : 0;
    const age = ctx.household.primary.age;
    const rate = termPremiumRate(age);
    const years = yearsToRetirement(ctx);
    return {
      ownerShareValueUsd: stake,
      coOwnersShareValueUsd: fixed(
        others,
        `${formatUsd(others)}: the co-owners' ${Math.round((1 - s) * 100)}% at the same value per share as the client's ${Math.round(s * 100)}%${share(ctx) === null ? " (the client's share is not stated; half assumed)" : ""}`,
      ),
      premiumRate: fixed(
        Math.round(rate * 100_000) / 100_000,
        `level term about $${(rate * 1000).toFixed(2)} a year per $1,000 of cover at age ${age}${ctx.household.primary.ageAssumed ? " (age not stated)" : ""}, the co-owners assumed the client's age; a quote replaces it`,
      ),
      premiumYears: fixed(years.value, `premiums until retirement: ${years.assumption}`),
      agreementCostUsd: fixed(10_000, "agreement and valuation, about $10,000"),
    };
  },
  effects(v) {
    const years = Math.max(1, Math.round(v.premiumYears));
    return {
      flows: [
        ...setup(v.agreementCostUsd, "buy-sell agreement and valuation"),
        ...yearly(
          -v.premiumRate * v.coOwnersShareValueUsd,
          0,
          years - 1,
          "premium",
          "premiums on the co-owners' lives (cross-purchase)",
        ),
      ],
      protection: {
        amountUsd: v.ownerShareValueUsd,
        description:
          "The agreed price of the client's shares, paid in cash to the family at death from the co-owners' policies",
      },
    };
  },
  sensitivity: {
    variable: "premiumRate",
    mode: "multiply",
    spread: 0.5,
    description: "Premiums 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      coOwners,
      (ctx) =>
        `The client owns ${ownedPart(ctx)} of the business${share(ctx) === null ? " (the notes name a buy-sell agreement among its owners)" : ""}; the co-owners would continue it and can buy the client's shares.`,
      (ctx) =>
        ctx.facts.ownsBusiness && ctx.facts.isEmployedByStockIssuer !== true
          ? share(ctx) === 1
            ? "The client owns the whole business; a buy-sell agreement needs co-owners to buy the shares."
            : "The notes do not state co-owners (the client's ownership share is not given); a buy-sell agreement needs co-owners to buy the shares."
          : "A buy-sell agreement is among co-owners of a closely held business; the notes show no such business interest.",
    ),
    check(
      (ctx) => !saleExpected(ctx),
      "No sale of the whole business is expected, so the co-owners will keep running it.",
      "A sale of the whole business is expected; a buy-sell agreement is for co-owners who continue the business after a death, so it does not fit.",
    ),
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= 75,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; insurance funding is assumed available."
          : `At ${ctx.household.primary.age} the owners can still be insured at a reasonable cost.`,
      "At the owner's age insurance funding is usually too costly; a funded buy-sell is rarely practical above about 75.",
    ),
    check(
      (ctx) => businessStake(ctx).value > 0,
      (ctx) =>
        `The client's interest is worth about ${formatUsd(businessStake(ctx).value)} (${businessStake(ctx).assumption}).`,
      "The notes give no value for the client's business interest.",
    ),
  ),
  answers: (ctx) =>
    coOwners(ctx) && !saleExpected(ctx)
      ? {
          urgency: "client-specific",
          reason: ctx.facts.estateDocuments.includes("buy_sell_agreement")
            ? `The client owns ${ownedPart(ctx)} of the business with co-owners; the buy-sell agreement needs funding so the price is paid in cash.`
            : `The client owns ${ownedPart(ctx)} of the business with co-owners and the notes show no buy-sell agreement.`,
        }
      : null,
  timeline: "1–3 months",
  keyBenefits: [
    "A guaranteed buyer and price at death, disability or retirement",
    "Cash for the family instead of an illiquid stake",
    "Structured to avoid the Connelly estate-tax trap",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["buy-sell", "buy sell", "partner", "co-owner", "succession"],
  explanation: {
    overview:
      "A funded buy-sell agreement turns an illiquid business interest into cash for the family and continuity for the surviving owners, at a price agreed in advance. Since Connelly, who owns the policies matters: company-owned proceeds are added to the company's value for estate tax.",
    keyComponents: [
      "Triggering events: death, disability, retirement, divorce, departure",
      "Valuation formula or periodic appraisal",
      "Insurance owned by co-owners or a separate insurance LLC",
      "Terms meeting §2703 so the price can bind for estate tax",
    ],
    steps: [
      step("Value the business", "Agree a valuation method and obtain a current appraisal.", "Weeks 1–3", [
        "Business valuation",
      ]),
      step(
        "Choose the structure",
        "Pick cross-purchase, insurance LLC or a redemption with a Connelly-aware price clause.",
        "Weeks 2–4",
        ["Ownership and entity review"],
      ),
      step("Draft the agreement", "Set triggers, price, payment terms and disability definitions.", "Weeks 3–6", [
        "Buy-sell agreement",
      ]),
      step(
        "Buy the insurance",
        "Underwrite policies sized to each owner's buy-out price; obtain §101(j) consents where needed.",
        "Weeks 4–12",
        ["Applications", "Medical underwriting"],
      ),
    ],
    prerequisites: ["A co-owner, key employee or successor able to buy", "Insurable owners"],
    professionals: ["Business attorney", "Estate planning attorney", "Valuation expert", "Insurance adviser", "CPA"],
    secondaryBenefits: [
      "Prevents unwanted owners (ex-spouses, heirs) from joining",
      "Supports lender and key-employee confidence",
    ],
    taxAdvantages: [
      "Death benefits received income-tax free",
      "Cross-purchase gives surviving owners a cost basis in the bought shares",
    ],
    risks: [
      risk(
        "Entity-owned insurance after Connelly",
        "Proceeds paid to the company raise the value of the deceased owner's shares for estate tax.",
        "Use a cross-purchase or an insurance LLC, or price the redemption to exclude proceeds where possible.",
      ),
      risk(
        "Stale price",
        "An old formula price can shortchange the family or fail §2703.",
        "Update the valuation every year.",
      ),
      risk(
        "Transfer-for-value",
        "Moving existing policies between owners can make proceeds taxable.",
        "Use the partner and insured exceptions of §101(a)(2).",
      ),
    ],
    marketRisks: ["Business value can change faster than the insurance cover"],
    regulatoryConsiderations: [
      "§2703 requirements for the agreed price to bind",
      "Employer-owned policy notice and consent (§101(j))",
    ],
    liquidityConsiderations: "Premiums are an ongoing cash cost to the owners or the LLC.",
    alternatives: [
      {
        strategy: "key-person-insurance",
        whyNotChosen: "Protects the company against the loss of a key person but does not buy out the family.",
      },
      { strategy: "management-buyout", whyNotChosen: "A lifetime sale to managers when no co-owner will buy." },
    ],
    uniqueAdvantages: ["Certainty of buyer, price and funding at once"],
    successMetrics: [
      metric("Insurance cover versus buy-out price", "100%", "Annually"),
      metric("Valuation age", "Under 12 months", "Annually"),
    ],
    qualitativeIndicators: ["All owners understand and accept the price mechanism"],
    warningSignals: ["Valuation older than 2 years", "Policies owned by the company"],
    reviewSchedule: "Annual valuation and coverage review; legal review after any change in owners or law.",
    exitStrategy:
      "The agreement ends on a sale of the business or by agreement; policies can be transferred to the insureds under a transfer-for-value exception.",
  },
});
