import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessGrowth,
  businessStake,
  check,
  entityLabel,
  fixed,
  grow,
  metric,
  requires,
  risk,
  setup,
  step,
  taxOn,
} from "../kit.ts";

/**
 * Voting / non-voting recapitalisation and gifts of the non-voting shares (IRC §368(a)(1)(E);
 * §2036(b); Rev. Rul. 93-12). Minimum net worth 5,000,000.
 *
 * The company is recapitalised into voting and non-voting shares; the owner keeps the votes and
 * gives non-voting shares to children or trusts now, valued with a discount for lack of control and
 * marketability. On the household model: the gift uses exclusion at its discounted value (taxable
 * gifts, capped at the exclusion available so no gift tax is paid) and moves the shares' full value
 * grown at the business rate out of the estate by the final death; the household prices the estate
 * tax saved. The heirs lose the basis step-up on those shares: their capital-gains tax on the grown
 * value (nil basis; the household's long-term gain rates as an approximation of the heirs') is a
 * cost at the final death. Costs: the recapitalisation, appraisal and gift tax return now.
 */

const CAN_RECAPITALISE = ["c_corp", "s_corp", "llc", "partnership"] as const;

const exclusionAvailable = (ctx: StrategyContext) =>
  ctx.household.tax.basicExclusionAmount * (ctx.household.legallyMarried ? 2 : 1);

export const votingNonvotingRecapitalization = defineStrategy({
  id: "voting-nonvoting-recapitalization",
  name: "Voting / Non-Voting Recapitalisation for Business Succession",
  category: "Advanced Business Planning",
  description:
    "The company is recapitalised tax-free into a small block of voting shares and a large block of non-voting shares. The owner keeps the votes and gives or sells non-voting shares to children or trusts at a discount for lack of control and marketability, moving future growth out of the estate without giving up control.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate: transferredValueUsd × (1 + businessGrowthRate)^yearsToEstate removed at the final death, with taxable gifts of transferredValueUsd × (1 − valuationDiscount); the household prices the estate tax saved; heirs' tax on the grown value lost with the step-up at the final death",
    variables: ["transferredValueUsd", "businessGrowthRate", "valuationDiscount", "yearsToEstate"],
  },
  costCalculation: {
    type: "one_time",
    formula: "setupCostUsd now",
    variables: ["setupCostUsd"],
  },
  lifeInsuranceComponent: "Optional: an ILIT can hold insurance to pay estate tax on the retained voting shares.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["gift_tax_return_required", "valuation_discount_challenge", "retained_voting_rights_rules"],
  sources: [
    "IRC §368(a)(1)(E), §1036 (tax-free recapitalisation)",
    "Treas. Reg. §1.1361-1(l)(1) (voting differences do not create a second class of S stock)",
    "IRC §2036(b) (retained vote over transferred stock of a controlled corporation)",
    "IRC §2701(a)(2)(C) (same-class interests differing only in voting are outside §2701)",
    "Rev. Rul. 93-12 (minority discounts on intra-family gifts)",
    "IRC §1015 (donee takes the donor's basis), §1014 (step-up lost on gifted shares)",
    "IRC §2001(b), §2010(c) (adjusted taxable gifts use the exclusion)",
  ],
  domain: "business",
  family: "exclusion-gift",
  transfers: () => ["business"],
  variables: {
    transferredValueUsd: { unit: "USD", description: "Pro-rata value of the non-voting shares given." },
    businessGrowthRate: { unit: "rate", description: "Annual growth of the business." },
    valuationDiscount: { unit: "ratio", description: "Discount for lack of control and marketability." },
    yearsToEstate: { unit: "years", description: "Years to the final death." },
    setupCostUsd: { unit: "USD", description: "Recapitalisation, appraisal and gift tax return." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const stake = businessStake(ctx);
    const discount = 0.3;
    const exclusion = exclusionAvailable(ctx);
    const wanted = stake.value * 0.4;
    const transferred = Math.round(Math.min(wanted, exclusion / (1 - discount)));
    return {
      transferredValueUsd: fixed(
        transferred,
        `${formatUsd(transferred)}: 40% of the interest given as non-voting shares${transferred < Math.round(wanted) ? `, limited so the discounted gift fits the ${formatUsd(exclusion)} exclusion` : ""} (${stake.assumption})`,
      ),
      businessGrowthRate: businessGrowth(ctx),
      valuationDiscount: fixed(
        discount,
        "30% combined discount for lack of control and marketability, an assumption the appraisal replaces",
      ),
      yearsToEstate: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
      setupCostUsd: fixed(35_000, "recapitalisation, appraisal and Form 709, about $35,000"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(0, Math.round(v.yearsToEstate));
    const gift = Math.min(v.transferredValueUsd * (1 - v.valuationDiscount), exclusionAvailable(ctx));
    const atDeath = grow(v.transferredValueUsd, v.businessGrowthRate, years);
    return {
      flows: [
        ...setup(v.setupCostUsd, "recapitalisation, appraisal and gift tax return"),
        at(
          years,
          -taxOn(ctx, { longTermGainUsd: atDeath }),
          "heirsTax",
          "heirs' capital-gains tax on the gifted shares, which get no basis step-up (approximated at the household's rates)",
        ),
      ],
      estate: { removedUsd: atDeath, adjustedTaxableGiftsUsd: gift },
    };
  },
  sensitivity: {
    variable: "valuationDiscount",
    mode: "add",
    spread: 0.1,
    description: "Discount 10 points lower / base / 10 points higher",
  },
  eligibility: allOf(
    check(
      (ctx) =>
        ctx.facts.ownsBusiness &&
        (CAN_RECAPITALISE as readonly (string | null)[]).includes(ctx.facts.businessEntityType),
      (ctx) =>
        `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}; it can issue voting and non-voting shares or units.`,
      "A recapitalisation needs a corporation or LLC that can issue voting and non-voting interests; the notes show none (professional corporations restrict who may own shares).",
    ),
    check(
      (ctx) => businessStake(ctx).value > 0,
      (ctx) =>
        `The client's interest is worth about ${formatUsd(businessStake(ctx).value)} (${businessStake(ctx).assumption}).`,
      "The notes give no value for the client's business interest.",
    ),
    requires.descendants,
    requires.estateTax,
  ),
  // "Tony wants to keep voting control for ~5 more years, but start moving value to Nick now": the
  // owner's own words ask for exactly what the recapitalisation does.
  answers(ctx) {
    const goal = ctx.facts.goals.find((g) =>
      /\b(?:voting control|keep (?:the )?control|keep control|stay in control|retain control|non-?voting|succession|take over|move (?:value|shares|stock|the business) to|pass (?:the business|the company|it) (?:on )?to)\b/i.test(
        g,
      ),
    );
    if (!goal) return null;
    return {
      urgency: "client-specific",
      reason: `The owner wants control and the business's future growth handled apart ("${goal.replace(/\.$/, "")}"): non-voting shares move value while the voting shares stay with the owner.`,
    };
  },
  timeline: "2–4 months",
  keyBenefits: [
    "Owner keeps full voting control",
    "Future growth of the non-voting shares leaves the estate",
    "Discounted transfer values stretch the exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["succession", "control", "non-voting", "pass the business"],
  explanation: {
    overview:
      "Owners often want to pass the value of the business to the next generation while keeping control. Splitting the stock into voting and non-voting shares allows exactly that: the economic value moves to heirs or trusts through discounted gifts or sales, while decisions stay with the owner.",
    keyComponents: [
      "Tax-free recapitalisation into voting and non-voting shares",
      "Gifts or sales of non-voting shares to heirs or trusts",
      "Qualified appraisal with minority and marketability discounts",
      "Shareholder agreement restricting transfers",
    ],
    steps: [
      step(
        "Recapitalise",
        "Amend the charter or operating agreement to create non-voting shares, exchanged pro rata.",
        "Weeks 1–4",
        ["Amended articles", "Board and shareholder consents"],
      ),
      step("Appraise", "Value the non-voting shares with appropriate discounts.", "Weeks 3–8", ["Qualified appraisal"]),
      step("Transfer", "Give or sell non-voting shares to children or trusts (often grantor trusts).", "Weeks 8–12", [
        "Stock powers",
        "Trust agreements",
      ]),
      step("Report", "File Form 709 with adequate disclosure to start the limitation period.", "By 15 April", [
        "Form 709",
      ]),
    ],
    prerequisites: ["A closely held business with descendants to benefit", "An estate above the exclusion"],
    professionals: ["Estate planning attorney", "Corporate counsel", "Qualified appraiser", "CPA"],
    secondaryBenefits: ["Prepares heirs for ownership", "Keeps S-corporation status intact"],
    taxAdvantages: ["Discounts reduce gift values", "Growth excluded from the estate"],
    risks: [
      risk(
        "Retained voting rights",
        "Keeping votes over transferred stock of a controlled corporation includes it under §2036(b).",
        "Transfer only non-voting shares.",
      ),
      risk(
        "Discount challenge",
        "The IRS may contest the discounts.",
        "Use a qualified appraiser and adequate disclosure.",
      ),
      risk(
        "Family disputes",
        "Heirs with value but no vote may clash with those in control.",
        "Clear shareholder agreement and governance plan.",
      ),
    ],
    marketRisks: ["Transferred value is wasted if the business declines"],
    regulatoryConsiderations: [
      "S corporations may have voting and non-voting shares without a second class of stock",
      "§2704 lapse rules",
    ],
    liquidityConsiderations: "Non-voting holders may want dividends; set a distribution policy.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Sells the non-voting shares to a grantor trust for a note, moving more value.",
      },
      {
        strategy: "grantor-retained-annuity-trust",
        whyNotChosen: "Moves growth above the §7520 rate with little exclusion used.",
      },
    ],
    uniqueAdvantages: ["Separates control from value"],
    successMetrics: [
      metric("Share of value outside the estate", "40% or more", "Annually"),
      metric("Owner's voting control", "Retained", "Annually"),
    ],
    qualitativeIndicators: ["Heirs understand their role as non-voting owners"],
    warningSignals: ["Owner directing dividends to himself only", "Appraisal not updated before further gifts"],
    reviewSchedule: "Annual appraisal and gifting review; estate plan review every 3 years.",
    exitStrategy: "Voting shares pass at death or by later transfer; on a sale all shares share the proceeds pro rata.",
  },
});
