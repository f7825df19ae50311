import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  businessStake,
  check,
  DEFAULT_RETIREMENT_AGE,
  fixed,
  metric,
  risk,
  setup,
  step,
  yearly,
} from "../kit.ts";

/**
 * Disability buy-out insurance funding a buy-sell agreement. Minimum net worth 1,000,000 (a
 * planner's floor for an owner of a business with co-owners; no spec table value).
 *
 * A co-owner who becomes totally disabled stops working but keeps the shares; without funding the
 * others cannot pay for them and the family is left with an illiquid interest in a business it does
 * not run. A disability buy-out (DBO) policy pays a lump sum (or installments) after a long
 * elimination period (typically 365, 540 or 730 days) so the co-owners buy the disabled owner's
 * shares at the agreed price. Its value is protection, never a saving: the price of the client's
 * shares paid to the client if disabled (up to carriers' issue limits), reported as protection;
 * the costs are the agreement's disability terms now and the client's share of the premiums each
 * year while working (premiums are not deductible; the proceeds are received tax-free and the
 * buy-out is a sale of the shares at the agreed price, taxed as capital gain over basis).
 * Premiums are shared in proportion to ownership (an insurance LLC or trusteed cross-purchase), so
 * the client pays the premium on cover equal to the client's own share.
 */

/** Most disability buy-out carriers issue up to $3,000,000 of benefit; specialty carriers more (market practice, an assumption). */
const CARRIER_LIMIT_USD = 3_000_000;

/** Oldest issue age most disability buy-out carriers accept, years (market practice, an assumption). */
const MAX_ISSUE_AGE = 60;

const share = (ctx: StrategyContext) => ctx.facts.businessOwnershipShare;

const coOwnerAtWork = (ctx: StrategyContext) => {
  const s = share(ctx);
  return (
    ctx.facts.ownsBusiness &&
    ctx.facts.isEmployedByStockIssuer !== true &&
    ctx.facts.isRetired !== true &&
    s !== null &&
    s > 0 &&
    s < 1
  );
};

const saleExpected = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent;

export const buySellDisabilityBuyout = defineStrategy({
  id: "buy-sell-disability-buyout",
  name: "Disability Buy-Out Insurance for a Buy-Sell Agreement",
  category: "Business Succession",
  description:
    "Co-owners add a disability trigger to their buy-sell agreement and fund it with disability buy-out insurance: if an owner is totally disabled for the elimination period (usually 12 to 24 months), the policy pays a lump sum or installments so the others buy the disabled owner's shares at the agreed price. The disabled owner's family gets cash instead of a stake in a business it cannot run, and the business keeps working owners.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection: min(ownerShareValueUsd, carrierLimitUsd) paid for the client's shares if the client is totally disabled (not a saving)",
    variables: ["ownerShareValueUsd", "carrierLimitUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "agreementCostUsd now + premiumRate × min(ownerShareValueUsd, carrierLimitUsd) each year for premiumYears",
    variables: ["agreementCostUsd", "premiumRate", "ownerShareValueUsd", "carrierLimitUsd", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Pairs with life insurance funding the same agreement at death (Buy-Sell Agreement Funded with Life Insurance); the disability buy-out policy is separate cover.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "valuation_formula", "disability_definition_and_elimination_period"],
  sources: [
    "Tax Facts on Insurance & Employee Benefits Q 379 (disability buy-out: premiums nondeductible, proceeds not income, the buy-out a capital transaction)",
    "IRC §1001, §302(b)(3), §736 (the buy-out as a sale, a complete redemption or a liquidation of a partner's interest)",
    "IRC §2703 and Treas. Reg. §25.2703-1 (an agreed price that binds)",
    "Uniform Partnership Act §601 and state LLC acts (dissociation of a disabled member absent an agreement)",
  ],
  domain: "business",
  variables: {
    ownerShareValueUsd: { unit: "USD", description: "Value of the client's interest: the agreed buy-out price." },
    carrierLimitUsd: { unit: "USD", description: "Most benefit a carrier will issue on one owner." },
    premiumRate: { unit: "rate", description: "Premium a year per dollar of buy-out benefit." },
    premiumYears: { unit: "years", description: "Years of premiums while the client works (cover ends by about 65)." },
    agreementCostUsd: { unit: "USD", description: "Adding disability terms and a valuation to the agreement." },
  },
  defaults(ctx) {
    const p = ctx.household.primary;
    const toAge = Math.min(
      ctx.facts.plannedRetirementAge ?? DEFAULT_RETIREMENT_AGE.value,
      DEFAULT_RETIREMENT_AGE.value,
    );
    const years = Math.max(1, toAge - p.age);
    return {
      ownerShareValueUsd: businessStake(ctx),
      carrierLimitUsd: fixed(
        CARRIER_LIMIT_USD,
        `${formatUsd(CARRIER_LIMIT_USD)}, the most most carriers issue on one owner (specialty carriers more)`,
      ),
      premiumRate: fixed(
        0.01,
        "about 1% of the benefit a year for a lump-sum policy with a 365-day elimination period, an assumption a quote replaces",
      ),
      premiumYears: fixed(
        years,
        `${years} years, until ${ctx.facts.plannedRetirementAge !== null && ctx.facts.plannedRetirementAge < DEFAULT_RETIREMENT_AGE.value ? `the planned retirement at ${toAge}` : `age ${toAge}, when buy-out cover usually ends`}${p.ageAssumed ? " (age not stated)" : ""}`,
      ),
      agreementCostUsd: fixed(5_000, "disability terms and valuation added to the agreement, about $5,000"),
    };
  },
  effects(v) {
    const benefit = Math.max(0, Math.min(v.ownerShareValueUsd, v.carrierLimitUsd));
    return {
      flows: [
        ...setup(v.agreementCostUsd, "disability terms added to the buy-sell agreement"),
        ...yearly(
          -v.premiumRate * benefit,
          0,
          Math.max(1, Math.round(v.premiumYears)) - 1,
          "premium",
          "disability buy-out premiums (the client's share)",
        ),
      ],
      protection: {
        amountUsd: benefit,
        description: "The agreed price of the client's shares, paid by the policy if the client is totally disabled",
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
      coOwnerAtWork,
      (ctx) =>
        `The client owns ${Math.round((share(ctx) ?? 0) * 100)}% of the business with co-owners and still works in it.`,
      (ctx) =>
        ctx.facts.isRetired === true
          ? "The client no longer works in the business, so there is no disability to insure."
          : ctx.facts.ownsBusiness && ctx.facts.isEmployedByStockIssuer !== true
            ? share(ctx) === 1
              ? "The client owns the whole business; a disability buy-out needs co-owners to buy the shares."
              : "The notes do not state co-owners (the client's ownership share is not given); a disability buy-out needs co-owners to buy the shares."
            : "A disability buy-out funds a buy-sell agreement among co-owners of a closely held business; the notes show no such interest.",
    ),
    check(
      (ctx) => !saleExpected(ctx),
      "No sale of the whole business is expected, so the co-owners will keep running it.",
      "A sale of the whole business is expected; a disability buy-out is for co-owners who continue the business, so it does not fit.",
    ),
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= MAX_ISSUE_AGE,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; cover is assumed available (most carriers issue to about 60)."
          : `At ${ctx.household.primary.age} the client is within the issue ages of disability buy-out cover (to about ${MAX_ISSUE_AGE}).`,
      `Disability buy-out cover is rarely issued above about ${MAX_ISSUE_AGE}.`,
    ),
    check(
      (ctx) => businessStake(ctx).value > 0,
      (ctx) =>
        `The client's interest is worth about ${formatUsd(businessStake(ctx).value)} (${businessStake(ctx).assumption}).`,
      "The notes give no value for the client's business interest.",
    ),
  ),
  answers: (ctx) =>
    coOwnerAtWork(ctx) && !saleExpected(ctx)
      ? {
          urgency: "client-specific",
          reason: `The client owns ${Math.round((share(ctx) ?? 0) * 100)}% of the business with co-owners and works in it; a disability would leave the shares unbought.`,
        }
      : null,
  timeline: "1–3 months (medical and financial underwriting)",
  keyBenefits: [
    "Cash for a disabled owner's shares at the agreed price",
    "The business keeps working owners and avoids a silent partner",
    "Completes a buy-sell agreement that covers only death",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["buy-sell", "buy sell", "disability", "partner", "co-owner"],
  explanation: {
    overview:
      "Most buy-sell agreements are funded for death but not for disability, which is more likely during a working life. A disability buy-out policy pays the agreed price for a disabled owner's shares after a long elimination period, so the family receives cash and the remaining owners keep full control of the business they run.",
    keyComponents: [
      "A disability trigger in the buy-sell agreement matching the policy's definition of total disability",
      "Elimination period of 12 to 24 months before the buy-out",
      "Lump-sum or installment benefit sized to the agreed price",
      "Policies owned by the co-owners or an insurance LLC, premiums shared by ownership",
    ],
    steps: [
      step(
        "Review the agreement",
        "Check the buy-sell agreement for a disability trigger, a definition of disability and a valuation method; add them where missing.",
        "Weeks 1–3",
        ["Buy-sell agreement", "Business valuation"],
      ),
      step(
        "Align definitions",
        "Make the agreement's definition of total disability and its waiting period match the policy's elimination period.",
        "Weeks 2–4",
        ["Draft amendment"],
      ),
      step(
        "Underwrite",
        "Apply for buy-out cover on each owner sized to the agreed price, with financial underwriting of the valuation.",
        "Weeks 4–12",
        ["Applications", "Medical and financial underwriting"],
      ),
      step("Maintain", "Update the valuation and the cover as the business grows.", "Annually", [
        "Valuation update",
        "Coverage review",
      ]),
    ],
    prerequisites: [
      "Co-owners who are not close family (carriers rarely insure family-owned agreements)",
      "An agreed valuation method",
      "Owners insurable and within issue ages",
    ],
    professionals: ["Business attorney", "Disability insurance specialist", "Valuation expert", "CPA"],
    secondaryBenefits: ["Keeps control with working owners", "Reassures lenders and key employees"],
    taxAdvantages: ["The buy-out is a sale at the agreed price, taxed as capital gain over basis"],
    risks: [
      risk(
        "Definition mismatch",
        "An agreement that triggers on a different definition or period than the policy leaves the buy-out unfunded.",
        "Draft the disability terms from the policy's wording.",
      ),
      risk(
        "Undervalued price",
        "A stale price shortchanges the disabled owner's family.",
        "Update the valuation every year and raise cover with it.",
      ),
      risk(
        "Partial disability",
        "Buy-out policies pay only on total disability.",
        "Pair with own-occupation disability income insurance for the owner's pay.",
      ),
    ],
    marketRisks: ["Business value can outgrow the cover, and carriers cap the benefit"],
    regulatoryConsiderations: [
      "Premiums are not deductible",
      "State partnership and LLC acts govern a member's dissociation",
    ],
    liquidityConsiderations:
      "Premiums are an ongoing cost to the owners; the benefit arrives only after the elimination period.",
    alternatives: [
      {
        strategy: "buy-sell-agreement-funding",
        whyNotChosen: "Funds the buy-out at death only; this adds the disability trigger.",
      },
      {
        strategy: "disability-income-insurance",
        whyNotChosen: "Replaces the owner's pay while disabled but does not buy the shares.",
      },
    ],
    uniqueAdvantages: ["The only funding that turns a disabled owner's shares into cash at the agreed price"],
    successMetrics: [
      metric("Buy-out cover versus agreed price", "100% up to the carrier limit", "Annually"),
      metric("Agreement and policy definitions aligned", "Identical", "At each amendment"),
    ],
    qualitativeIndicators: ["Every owner understands what happens if one is disabled"],
    warningSignals: ["Valuation older than 2 years", "An owner near the end of issue ages uninsured"],
    reviewSchedule: "Annual valuation and coverage review with the life insurance funding.",
    exitStrategy:
      "Cover ends at the policy's end age or when an owner leaves or the business is sold; the agreement's disability terms can be removed by amendment.",
  },
});
