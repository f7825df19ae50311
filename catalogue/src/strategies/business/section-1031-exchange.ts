import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, goalsMention, metric, risk, setup, step } from "../kit.ts";
import {
  depreciationTakenOf,
  exchangeOutcome,
  LAND_SHARE,
  plansInvestmentPropertySale,
  propertyBasisOf,
  propertyValueOf,
} from "./lib/real-estate.ts";

const REPOSITION_WORDS = ["sell", "exchange", "1031", "upgrade", "consolidat", "reposition", "trade up"];

/**
 * Section 1031 like-kind exchange of investment real estate. Minimum net worth 1,000,000 (earlier
 * entry). A deferral, not an exemption: compared with a taxable sale whose after-tax proceeds buy
 * replacement property (see `exchangeOutcome`), the tax on the gain, with its unrecaptured §1250
 * part at up to 25%, is not paid now; it is paid when the replacement is sold, or never if the
 * replacement is held until the final death and the heirs' basis steps up (IRC §1014). The base case
 * holds it until the final death; the sensitivity's low case sells halfway there. The replacement's
 * carried-over basis gives less depreciation than a purchase with the after-tax proceeds would: that
 * tax is a yearly cost. Intermediary and extra closing costs are costs.
 */
export const section1031Exchange = defineStrategy({
  id: "section-1031-exchange",
  name: "Section 1031 Like-Kind Exchange",
  category: "Real Estate",
  description:
    "Investment or business real estate is sold and replaced with other US real property of equal or greater value through a qualified intermediary, identifying replacements within 45 days and closing within 180. Gain and depreciation recapture are deferred until the replacement is sold, and never taxed if it is held until death.",
  benefitCalculation: {
    type: "flat",
    formula:
      "tax(gain = propertyValueUsd − basisUsd, of which depreciationTakenUsd is unrecaptured §1250 gain at up to 0.25) deferred now; repaid when the replacement is sold after replacementSoldYears, or never when held until the final death (§1014 step-up); less each year the tax on the depreciation lost on the carried-over basis (gain − tax deferred) × depreciableShare ÷ 27.5",
    variables: ["propertyValueUsd", "basisUsd", "depreciationTakenUsd", "depreciableShare", "replacementSoldYears"],
  },
  costCalculation: {
    type: "one_time",
    formula: "intermediaryFeeUsd + extraClosingCostUsd",
    variables: ["intermediaryFeeUsd", "extraClosingCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["strict_identification_deadlines", "qualified_intermediary_required", "boot_is_taxable"],
  sources: [
    "IRC §1031 (real property only since Pub. L. 115-97)",
    "Treas. Reg. §1.1031(k)-1 (deferred exchanges, 45/180 days, qualified intermediaries)",
    "Rev. Proc. 2000-37 (reverse exchanges)",
    "Rev. Proc. 2008-16 (vacation homes)",
    "IRC §1(h)(1)(E), (h)(6) (unrecaptured §1250 gain at up to 25%); §1411 (NIIT)",
    "IRC §1014 (basis step-up at death)",
  ],
  domain: "business",
  family: "real-estate-sale",
  transfers: () => ["investmentRealEstate"],
  variables: {
    propertyValueUsd: { unit: "USD", description: "Value (sale price) of the property relinquished." },
    basisUsd: { unit: "USD", description: "Adjusted basis of the property relinquished." },
    depreciationTakenUsd: {
      unit: "USD",
      description: "Depreciation taken: the unrecaptured §1250 part of the gain, taxed at up to 25%.",
    },
    depreciableShare: {
      unit: "ratio",
      description: "Share of the replacement that is depreciable building, not land.",
    },
    replacementSoldYears: {
      unit: "years",
      description: "Years until the replacement is sold in a taxable sale (at or after the final death: never).",
    },
    intermediaryFeeUsd: { unit: "USD", description: "Qualified intermediary fee." },
    extraClosingCostUsd: { unit: "USD", description: "Extra legal and closing costs of an exchange." },
  },
  defaults(ctx) {
    const value = propertyValueOf(ctx);
    const basis = propertyBasisOf(ctx, value.value);
    const death = ctx.household.yearsToFinalDeath;
    return {
      propertyValueUsd: value,
      basisUsd: basis,
      depreciationTakenUsd: depreciationTakenOf(value.value - basis.value),
      depreciableShare: fixed(1 - LAND_SHARE.value, `${Math.round((1 - LAND_SHARE.value) * 100)}% (${LAND_SHARE.why})`),
      replacementSoldYears: fixed(
        death,
        `${death} years: the replacement held until the final death the household model assumes, when the §1014 step-up makes the deferral permanent (the low case sells halfway there and pays the deferred tax)`,
      ),
      intermediaryFeeUsd: fixed(2_000, "qualified intermediary about $2,000"),
      extraClosingCostUsd: fixed(8_000, "extra legal and closing work about $8,000"),
    };
  },
  effects(v, ctx) {
    const exchange = exchangeOutcome(ctx, v);
    return {
      flows: [
        ...setup(v.intermediaryFeeUsd, "qualified intermediary fee"),
        ...setup(v.extraClosingCostUsd, "extra legal and closing costs of the exchange"),
        ...exchange.flows,
      ],
    };
  },
  sensitivity: {
    variable: "replacementSoldYears",
    mode: "multiply",
    spread: 0.5,
    description:
      "Replacement sold halfway to the final death (deferred tax paid) / held until death / held until death",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInvestmentRealEstate,
      "The client owns investment or business real estate, the only property §1031 exchanges.",
      "§1031 exchanges only real property held for investment or business use; the notes show none (a residence does not qualify).",
    ),
    check(
      (ctx) => propertyValueOf(ctx).value > 0,
      (ctx) => `The property is worth about ${formatUsd(propertyValueOf(ctx).value)}.`,
      "The notes give no value for the investment real estate, so the deferral cannot be measured.",
    ),
    check(
      (ctx) => plansInvestmentPropertySale(ctx.facts) || goalsMention(ctx.facts, REPOSITION_WORDS) !== null,
      (ctx) =>
        ctx.facts.plansPropertySale
          ? "A sale of the investment property is planned."
          : "The client's goals mention selling, exchanging or repositioning property.",
      "The notes show no planned sale or repositioning of the investment property.",
    ),
    check(
      (ctx) => {
        const value = propertyValueOf(ctx).value;
        return value > propertyBasisOf(ctx, value).value;
      },
      "The property's value is above its basis, so a sale would realise a gain to defer.",
      "The stated basis is at or above the property's value, so a sale realises no gain to defer.",
    ),
  ),
  answers(ctx) {
    if (plansInvestmentPropertySale(ctx.facts)) {
      const value = propertyValueOf(ctx).value;
      return {
        urgency: "time-critical",
        reason: `A sale of the client's investment real estate${value > 0 ? ` (about ${formatUsd(value)})` : ""} is planned: a 1031 exchange must be set up with a qualified intermediary before the sale closes, with replacements identified within 45 days.`,
      };
    }
    if (ctx.facts.hasInvestmentRealEstate && goalsMention(ctx.facts, REPOSITION_WORDS) !== null)
      return {
        urgency: "client-specific",
        reason: "The client wants to sell or reposition investment real estate.",
      };
    return null;
  },
  timeline: "45 days to identify, 180 days to close",
  keyBenefits: [
    "Defers capital gains and depreciation recapture tax",
    "Full equity stays invested",
    "The deferred gain is never taxed if the property is held until death",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "property", "sell", "exchange", "rental", "upgrade"],
  explanation: {
    overview:
      "A like-kind exchange lets a real estate investor move from one property to another without paying tax on the gain now. The tax is deferred, not forgiven: it falls due when the replacement is sold for cash, unless the property is held until death, when the heirs' basis steps up and the deferred gain is never taxed. The replacement keeps the old, lower basis, so it gives less depreciation.",
    keyComponents: [
      "Qualified intermediary holds the proceeds",
      "45-day identification and 180-day completion deadlines",
      "Equal or greater value and debt to avoid taxable boot",
      "Same taxpayer on both sides",
    ],
    steps: [
      step("Engage an intermediary", "Sign the exchange agreement before the sale closes.", "Before closing", [
        "Exchange agreement",
      ]),
      step("Sell", "Close the sale with proceeds paid to the intermediary.", "Day 0", [
        "Assignment of the sale contract",
      ]),
      step("Identify", "Identify up to three replacements (or more under the 200% rule) in writing.", "By day 45", [
        "Identification letter",
      ]),
      step("Buy and report", "Close on the replacement and report on Form 8824.", "By day 180 or the return due date", [
        "Form 8824",
      ]),
    ],
    prerequisites: [
      "Property held for investment or business use",
      "Replacement property available at equal or greater value",
    ],
    professionals: ["Qualified intermediary", "Real estate attorney", "CPA", "Broker"],
    secondaryBenefits: ["Consolidate or diversify holdings", "Move to properties with better income"],
    taxAdvantages: ["Gain and unrecaptured §1250 gain deferred", "Basis carries over, then steps up at death"],
    risks: [
      risk(
        "Missed deadlines",
        "Deadlines cannot be extended except for disasters.",
        "Line up replacements before selling; consider a reverse exchange.",
      ),
      risk("Boot", "Cash or debt relief received is taxable.", "Replace both equity and debt in full."),
      risk(
        "Related-party rules",
        "Exchanges with related parties need a 2-year hold.",
        "Avoid related-party sellers or meet §1031(f).",
      ),
      risk(
        "A later taxable sale",
        "Selling the replacement for cash during life brings the deferred tax due, with the gain built up since.",
        "Plan to exchange again or hold the property until death.",
      ),
    ],
    marketRisks: ["Pressure to buy within 45 days can mean overpaying"],
    regulatoryConsiderations: [
      "Only real property qualifies since 2018",
      "Some states claw back deferred gain when the client moves",
    ],
    liquidityConsiderations: "Proceeds are locked with the intermediary until the replacement closes.",
    alternatives: [
      {
        strategy: "delaware-statutory-trust",
        whyNotChosen: "A passive replacement when the client no longer wants to manage property, at a 7–10% load.",
      },
      {
        strategy: "installment-sale-section-453",
        whyNotChosen: "Spreads the tax when the client wants out of real estate.",
      },
    ],
    uniqueAdvantages: ["Indefinite deferral while staying invested in real estate"],
    successMetrics: [
      metric("Tax deferred", "100% of gain", "At each exchange"),
      metric("Deadlines met", "45 and 180 days", "Each exchange"),
    ],
    qualitativeIndicators: ["The replacement fits the client's goals, not just the tax deadline"],
    warningSignals: ["No replacement in sight at sale", "Cash taken out at closing"],
    reviewSchedule: "Before every sale of investment property; annual portfolio review.",
    exitStrategy:
      "Keep exchanging, exchange into a DST late in life, hold until death, or sell and pay the deferred tax.",
  },
});
