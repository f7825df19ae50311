import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, clamp, fixed, metric, risk, round, step, taxOn } from "../kit.ts";

/**
 * Life settlement of an unneeded policy. Minimum net worth 1,000,000 (spec §3 table).
 *
 * Compared with surrendering the policy to the carrier, the owner sells it to a licensed provider
 * for more than its cash surrender value. Tax under Rev. Rul. 2020-5 (basis = premiums paid, not
 * reduced by the cost of insurance, §1016(a)(1)(B)): on a sale the gain up to the inside build-up
 * (cash value − basis) is ordinary income and the rest long-term capital gain; on a surrender the
 * build-up is ordinary income. One flow now, on the household's own return (the real
 * calculator): (offer − broker fee − cash value) − [tax on the sale − tax on the surrender].
 */

/** The offer as a share of face by the insured's age (broker market ranges, an assumption). */
const offerShare = (age: number) => (age >= 80 ? 0.2 : age >= 75 ? 0.15 : 0.1);

const oldest = (ctx: StrategyContext) => Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);

/** Ordinary income and long-term gain of a sale (Rev. Rul. 2020-5) and the ordinary income of a surrender, USD. */
export function settlementTaxBases(offerUsd: number, cashValueUsd: number, basisUsd: number) {
  const buildUp = Math.max(0, cashValueUsd - basisUsd);
  return {
    sale: {
      ordinaryUsd: Math.min(buildUp, Math.max(0, offerUsd - basisUsd)),
      longTermGainUsd: Math.max(0, offerUsd - Math.max(basisUsd, cashValueUsd)),
    },
    surrender: { ordinaryUsd: buildUp },
  };
}

export const lifeSettlementValuation = defineStrategy({
  id: "life-settlement-valuation",
  name: "Life Settlement of an Unneeded Policy",
  category: "Risk Management",
  description:
    "Instead of lapsing or surrendering a policy the family no longer needs, the owner sells it to an institutional buyer for more than its cash surrender value. After Rev. Rul. 2020-5 the seller's basis is the premiums paid, the gain up to the cash value is ordinary income and the rest is capital gain.",
  benefitCalculation: {
    type: "flat",
    formula:
      "settlementOfferUsd − brokerFeeUsd − cashSurrenderValueUsd − [tax(sale: ordinary min(CSV − basis, offer − basis), capital gain offer − max(basis, CSV)) − tax(surrender: ordinary CSV − basis)]",
    variables: ["settlementOfferUsd", "cashSurrenderValueUsd", "premiumsPaidUsd", "brokerFeeUsd"],
  },
  costCalculation: { type: "one_time", formula: "brokerFeeUsd", variables: ["brokerFeeUsd"] },
  lifeInsuranceComponent:
    "An existing universal, whole or convertible term policy on an insured generally 65 or older is sold to a licensed provider.",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "state_life_settlement_licensing",
    "privacy_of_medical_information",
    "reportable_policy_sale",
  ],
  sources: [
    "Rev. Rul. 2020-5 (modifying Rev. Rul. 2009-13: basis not reduced by cost of insurance)",
    "IRC §1016(a)(1)(B) as amended by Pub. L. 115-97 §13521",
    "IRC §101(a)(3) (reportable policy sale; transfer-for-value rule for the buyer)",
    "IRC §6050Y and Treas. Reg. §1.6050Y-1 (reporting)",
    "NAIC Viatical Settlements Model Act and state life settlement acts",
  ],
  domain: "protection",
  transfers: () => ["lifeInsurance"],
  variables: {
    faceAmountUsd: { unit: "USD", description: "Death benefit of the policy." },
    settlementOfferUsd: { unit: "USD", description: "Gross offer from the settlement provider." },
    cashSurrenderValueUsd: { unit: "USD", description: "What the carrier would pay on surrender." },
    premiumsPaidUsd: { unit: "USD", description: "Premiums paid to date: the basis (Rev. Rul. 2020-5)." },
    brokerFeeUsd: { unit: "USD", description: "Settlement broker commission, paid from the offer." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const stated = f.lifeInsuranceDeathBenefitUsd;
    const face = round(stated ?? clamp(ctx.household.balance.netWorthUsd * 0.2, 500_000, 20_000_000));
    const age = oldest(ctx);
    const share = offerShare(age);
    return {
      faceAmountUsd: fixed(
        face,
        stated !== null
          ? `${formatUsd(face)} of death benefit, as stated`
          : `face not stated; 20% of net worth assumed (${formatUsd(face)})`,
      ),
      settlementOfferUsd: fixed(
        round(face * share),
        `${Math.round(share * 100)}% of the face at age ${age} (a typical offer for a healthy insured; bids decide)`,
      ),
      cashSurrenderValueUsd: fixed(
        round(face * 0.05),
        "cash surrender value 5% of the face (an assumption; the in-force statement gives it)",
      ),
      premiumsPaidUsd: fixed(
        round(face * 0.25),
        "premiums paid to date 25% of the face (an assumption; the carrier's basis statement gives it)",
      ),
      brokerFeeUsd: fixed(round(face * 0.02), "broker commission about 2% of the face, paid from the offer"),
    };
  },
  effects(v, ctx) {
    const b = settlementTaxBases(v.settlementOfferUsd, v.cashSurrenderValueUsd, v.premiumsPaidUsd);
    const saleTax = taxOn(ctx, b.sale);
    const surrenderTax = taxOn(ctx, b.surrender);
    return {
      flows: [
        at(
          0,
          v.settlementOfferUsd - v.cashSurrenderValueUsd,
          "income",
          "settlement offer above the cash surrender value",
        ),
        at(0, -v.brokerFeeUsd, "cost", "broker commission"),
        at(0, surrenderTax - saleTax, "incomeTax", "tax on the sale against tax on a surrender (Rev. Rul. 2020-5)"),
      ],
    };
  },
  sensitivity: {
    variable: "settlementOfferUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Offer 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasLifeInsurance,
      "The client owns an existing life insurance policy.",
      "The notes mention no existing life insurance policy to sell.",
    ),
    check(
      (ctx) => !ctx.household.primary.ageAssumed && oldest(ctx) >= 65,
      (ctx) => `At ${oldest(ctx)} the insured is in the range where buyers make offers above cash value.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age, and settlement buyers need an insured aged 65 or older."
          : "Settlement buyers generally need an insured aged 65 or older.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasLifeInsurance && !ctx.household.primary.ageAssumed && oldest(ctx) >= 70
      ? {
          urgency: "client-specific",
          reason: `The client owns a life policy and is ${oldest(ctx)}: if the family no longer needs it, a sale may pay well above its surrender value.`,
        }
      : null,
  timeline: "2–4 months",
  keyBenefits: [
    "Several times the cash surrender value in many cases",
    "Ends premiums on coverage the family no longer needs",
    "Frees capital for retirement or other planning",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["insurance", "premium", "income", "policy", "liquidity"],
  explanation: {
    overview:
      "Policies bought for a need that has passed (a paid-off loan, a sold business, an estate now under the exclusion) are often surrendered for cash value. A life settlement auctions the policy to institutional buyers who may pay much more.",
    keyComponents: [
      "Licensed settlement broker running a competitive auction",
      "Life-expectancy reports from independent underwriters",
      "Tax basis and gain computed under Rev. Rul. 2020-5",
    ],
    steps: [
      step(
        "Confirm the need has passed",
        "Check that no estate, business or family need still requires the coverage.",
        "Week 1",
        ["Estate projection", "Family discussion"],
      ),
      step("Gather documents", "Collect the in-force illustration, premium history and medical records.", "Weeks 1–3", [
        "In-force illustration",
        "Medical records release",
      ]),
      step("Auction", "The broker obtains life-expectancy reports and bids from several providers.", "Weeks 3–10", [
        "Life-expectancy reports",
        "Broker agreement",
      ]),
      step("Close and report", "Sign the purchase agreement, transfer ownership and report the gain.", "Weeks 10–16", [
        "Change-of-ownership forms",
        "Form 1099-LS",
      ]),
    ],
    prerequisites: ["An in-force policy", "Insured usually 65 or older", "Consent of the insured"],
    professionals: ["Licensed life settlement broker", "CPA", "Estate planning attorney"],
    secondaryBenefits: ["Simplifies the balance sheet", "Proceeds can fund long-term care or gifts"],
    taxAdvantages: ["Basis is the premiums paid (Rev. Rul. 2020-5)", "Gain above cash value is capital gain"],
    risks: [
      risk(
        "Coverage still needed later",
        "A new need could arise after the sale.",
        "Retained death benefit option or a partial sale.",
      ),
      risk(
        "Broker conflicts",
        "Commissions can consume much of the offer.",
        "Require commission disclosure and several competing bids.",
      ),
    ],
    marketRisks: ["Offers depend on interest rates and investor demand"],
    regulatoryConsiderations: ["Most states license brokers and providers", "Insured's medical privacy protections"],
    liquidityConsiderations: "Converts an illiquid policy into cash within a few months.",
    alternatives: [
      {
        strategy: "section-1035-exchanges",
        whyNotChosen: "Keeps coverage by exchanging into a better contract when the need remains.",
      },
      {
        strategy: "charitable-wealth-replacement-trust",
        whyNotChosen: "Giving the policy to charity trades cash for a deduction.",
      },
    ],
    uniqueAdvantages: ["Recovers value the carrier's surrender value ignores"],
    successMetrics: [
      metric("Net offer versus cash value", "At least 2×", "At sale"),
      metric("Number of competing bids", "At least 3", "At sale"),
    ],
    qualitativeIndicators: ["The family agrees the coverage is no longer needed"],
    warningSignals: ["Single bidder", "Undisclosed commissions"],
    reviewSchedule: "One-time transaction; revisit any remaining coverage every 3 years.",
    exitStrategy: "Once sold the policy belongs to the buyer; keep or retain a partial death benefit if negotiated.",
  },
});
