import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, goalsMention, grow, metric, realEstateGrowth, risk, setup, step } from "../kit.ts";
import {
  depreciationTakenOf,
  exchangeOutcome,
  isAccreditedInvestor,
  LAND_SHARE,
  plansInvestmentPropertySale,
  propertyBasisOf,
  propertyValueOf,
} from "./lib/real-estate.ts";

const PASSIVE_WORDS = ["passive", "retire", "simplif", "manage", "landlord", "tenant"];

/**
 * Delaware statutory trust interests as §1031 replacement property (Rev. Rul. 2004-86). Minimum net
 * worth 1,000,000 (spec §3 table). The same deferral as a direct exchange (`exchangeOutcome`: tax
 * deferred now, repaid if the replacement is sold during life, never if held until the final death),
 * bought with a sponsor load of 7–10% of the equity. A DST sells its property after some years; to
 * keep the deferral the investor exchanges again, paying a new load each time: the loads are costs
 * at each re-exchange before the final death, on the equity grown at the real-estate growth rate.
 * The equity is taken as the property's value (no mortgage stated; debt must be replaced too).
 */
export const delawareStatutoryTrust = defineStrategy({
  id: "delaware-statutory-trust",
  name: "Delaware Statutory Trust as 1031 Replacement Property",
  category: "Real Estate",
  description:
    "Sale proceeds from investment property are exchanged into fractional interests in a Delaware statutory trust owning institutional real estate. Under Rev. Rul. 2004-86 the interest is treated as a direct interest in real property, so the exchange qualifies under §1031 while the investor stops managing property. The gain is deferred, not forgiven, and the sponsor's load is paid at each exchange.",
  benefitCalculation: {
    type: "flat",
    formula:
      "tax(gain = propertyValueUsd − basisUsd, of which depreciationTakenUsd is unrecaptured §1250 gain at up to 0.25) deferred now; repaid when the replacement is sold after replacementSoldYears, or never when held until the final death (§1014 step-up); less each year the tax on the depreciation lost on the carried-over basis (gain − tax deferred) × depreciableShare ÷ 27.5",
    variables: ["propertyValueUsd", "basisUsd", "depreciationTakenUsd", "depreciableShare", "replacementSoldYears"],
  },
  costCalculation: {
    type: "one_time",
    formula:
      "intermediaryFeeUsd + propertyValueUsd × sponsorLoadRate, and the load again on the grown equity (realEstateGrowthRate) at each re-exchange every reexchangeYears before the final death",
    variables: ["intermediaryFeeUsd", "propertyValueUsd", "sponsorLoadRate", "reexchangeYears", "realEstateGrowthRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "accredited_investor_only",
    "illiquid_investment",
    "securities_offering",
    "no_investor_control",
  ],
  sources: [
    "Rev. Rul. 2004-86 (DST interests as real property for §1031)",
    "Del. Code tit. 12 §3801 et seq. (Delaware Statutory Trust Act)",
    "IRC §1031; Treas. Reg. §1.1031(k)-1",
    "IRC §1(h)(1)(E), (h)(6) (unrecaptured §1250 gain at up to 25%); §1411 (NIIT); §1014 (step-up at death)",
    "SEC Regulation D Rule 506; 17 C.F.R. §230.501(a) (accredited investor)",
  ],
  domain: "business",
  complements: ["section-1031-exchange"],
  family: "real-estate-sale",
  transfers: () => ["investmentRealEstate"],
  variables: {
    propertyValueUsd: {
      unit: "USD",
      description: "Value of the property relinquished (equity exchanged into the DST).",
    },
    basisUsd: { unit: "USD", description: "Adjusted basis of the property relinquished." },
    depreciationTakenUsd: {
      unit: "USD",
      description: "Depreciation taken: the unrecaptured §1250 part of the gain, taxed at up to 25%.",
    },
    depreciableShare: { unit: "ratio", description: "Share of the DST's property that is depreciable building." },
    replacementSoldYears: {
      unit: "years",
      description: "Years until the DST interest is sold in a taxable sale (at or after the final death: never).",
    },
    intermediaryFeeUsd: { unit: "USD", description: "Qualified intermediary fee." },
    sponsorLoadRate: { unit: "ratio", description: "Sponsor load, selling commissions and offering costs." },
    reexchangeYears: {
      unit: "years",
      description: "Years a DST typically holds its property before selling (each sale needs a new exchange).",
    },
    realEstateGrowthRate: { unit: "rate", description: "Growth of the equity between exchanges." },
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
        `${death} years: DST interests exchanged again at each sale and held until the final death the household model assumes, when the §1014 step-up makes the deferral permanent (the low case sells halfway there)`,
      ),
      intermediaryFeeUsd: fixed(2_000, "qualified intermediary about $2,000"),
      sponsorLoadRate: fixed(0.08, "sponsor load and offering costs about 8% of the equity (offerings range 7–10%)"),
      reexchangeYears: fixed(7, "a DST usually sells its property after 5–10 years; 7 assumed"),
      realEstateGrowthRate: realEstateGrowth(ctx),
    };
  },
  effects(v, ctx) {
    const exchange = exchangeOutcome(ctx, v);
    // As the replacement property of a §1031 exchange already in the plan, the deferral is counted
    // there; the DST adds its own costs (and spares the owner the management).
    const withinExchange = ctx.planned?.has("section-1031-exchange") === true;
    const every = Math.max(1, Math.round(v.reexchangeYears));
    const loads: CashFlow[] = [];
    for (let year = every; year < exchange.heldYears; year += every) {
      loads.push(
        at(
          year,
          -grow(v.propertyValueUsd, v.realEstateGrowthRate, year) * v.sponsorLoadRate,
          "cost",
          "sponsor load on the next DST, when the trust sells and the equity is exchanged again",
        ),
      );
    }
    return {
      flows: [
        ...(withinExchange ? [] : setup(v.intermediaryFeeUsd, "qualified intermediary fee")),
        ...setup(v.propertyValueUsd * v.sponsorLoadRate, "sponsor load and offering costs of the DST"),
        ...(withinExchange ? [] : exchange.flows),
        ...loads,
      ],
    };
  },
  sensitivity: {
    variable: "sponsorLoadRate",
    mode: "add",
    spread: 0.02,
    description: "Sponsor load 6% / 8% / 10% of the equity",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInvestmentRealEstate,
      "The client owns investment or business real estate, which can be exchanged into a DST.",
      "A DST exchange needs investment or business real estate to relinquish; the notes show none (a residence does not qualify).",
    ),
    check(
      (ctx) => propertyValueOf(ctx).value > 0,
      (ctx) => `The property is worth about ${formatUsd(propertyValueOf(ctx).value)}.`,
      "The notes give no value for the investment real estate, so the deferral cannot be measured.",
    ),
    check(
      (ctx) => plansInvestmentPropertySale(ctx.facts) || goalsMention(ctx.facts, ["sell", "exchange", "1031"]) !== null,
      (ctx) =>
        ctx.facts.plansPropertySale
          ? "A sale of the investment property is planned."
          : "The client's goals mention selling or exchanging property.",
      "The notes show no planned sale of the investment property to exchange.",
    ),
    check(
      (ctx) => {
        const value = propertyValueOf(ctx).value;
        return value > propertyBasisOf(ctx, value).value;
      },
      "The property's value is above its basis, so a sale would realise a gain to defer.",
      "The stated basis is at or above the property's value, so a sale realises no gain to defer.",
    ),
    check(
      isAccreditedInvestor,
      "The client meets the accredited-investor test (net worth above $1,000,000 without the residence, or income above $200,000, $300,000 for a couple) that DST offerings require.",
      "DST interests are private placements sold only to accredited investors, and the notes show neither net worth above $1,000,000 without the residence nor income above $200,000 ($300,000 for a couple).",
    ),
  ),
  answers(ctx) {
    // The passive form of the exchange suits an owner stepping back (a goal, retirement or age).
    const passive =
      goalsMention(ctx.facts, PASSIVE_WORDS) !== null ||
      ctx.facts.isRetired === true ||
      (ctx.facts.primaryAge ?? 0) >= 60;
    if (plansInvestmentPropertySale(ctx.facts) && passive)
      return {
        urgency: "time-critical",
        reason:
          "A sale of investment real estate is planned: a DST can be identified as passive replacement property within the exchange's 45 days, and the exchange must be set up before the sale closes.",
      };
    if (ctx.facts.hasInvestmentRealEstate && goalsMention(ctx.facts, PASSIVE_WORDS) !== null)
      return {
        urgency: "client-specific",
        reason: "The client owns investment real estate and wants to step back from managing it.",
      };
    return null;
  },
  timeline: "Within the 45/180-day windows of the exchange; DST closings take days",
  keyBenefits: [
    "Defers capital gains and recapture like any 1031 exchange",
    "No landlord duties; institutional-quality property",
    "Fractional interests make it easy to meet the 45-day deadline or split among heirs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["passive", "retire", "real estate", "income", "simplify", "property"],
  explanation: {
    overview:
      "Investors who want to keep deferring gain but no longer want to manage property can exchange into a DST. The trust owns and leases institutional property under a master lease, passing rent and depreciation to investors, and its interests count as real property for §1031. The gain is deferred until a taxable sale, or forgiven by the step-up at death; each DST purchase costs a load of 7–10%, and when the trust sells the investor must exchange again or pay the tax.",
    keyComponents: [
      "Delaware statutory trust owning one or more properties",
      "Rev. Rul. 2004-86 limits on the trustee's powers",
      "Sponsor and master lease",
      "Non-recourse debt matching the investor's replaced debt",
    ],
    steps: [
      step(
        "Start a 1031 exchange",
        "Engage a qualified intermediary before selling the current property.",
        "Before the sale",
        ["Exchange agreement"],
      ),
      step(
        "Diligence sponsors",
        "Review sponsor track record, leverage, fees and the property's leases.",
        "Weeks 1–4",
        ["Private placement memorandum", "Broker-dealer due diligence"],
      ),
      step(
        "Identify and invest",
        "Identify DST interests within 45 days and subscribe.",
        "By day 45; close by day 180",
        ["Subscription documents", "Accredited investor verification"],
      ),
      step(
        "Hold and report",
        "Receive distributions and grantor trust tax statements; plan the next exchange.",
        "Typically 5–10 years",
        ["Annual tax statements"],
      ),
    ],
    prerequisites: ["Accredited investor status", "A pending sale of investment real estate"],
    professionals: ["Qualified intermediary", "Securities broker-dealer or RIA", "CPA", "Real estate attorney"],
    secondaryBenefits: [
      "Diversification across several DSTs",
      "Easy division among heirs at death with a basis step-up",
    ],
    taxAdvantages: ["Gain and unrecaptured §1250 gain deferred", "Depreciation continues to shelter distributions"],
    risks: [
      risk(
        "Illiquidity",
        "No secondary market; the trust decides when to sell.",
        "Invest only money not needed for 7–10 years.",
      ),
      risk(
        "No control",
        "The trustee cannot refinance or raise new capital, so a troubled property cannot be fixed easily.",
        "Choose conservative leverage and strong tenants; spread across sponsors.",
      ),
      risk(
        "Fees",
        "Loads and fees reduce the equity that earns returns, and each re-exchange pays them again.",
        "Compare total costs; prefer fee-transparent offerings.",
      ),
    ],
    marketRisks: ["Property values and rents can fall", "Interest rates affect refinancing and values"],
    regulatoryConsiderations: [
      "Securities sold by private placement under Regulation D",
      "Rev. Rul. 2004-86 limits on trust operations",
    ],
    liquidityConsiderations: "Capital is tied up until the sponsor sells, commonly 5–10 years.",
    alternatives: [
      {
        strategy: "section-1031-exchange",
        whyNotChosen: "Direct replacement property keeps control and avoids the load, but also the management work.",
      },
      {
        strategy: "opportunity-zone-fund",
        whyNotChosen: "Reinvests only the gain, with a 10-year exclusion on new growth.",
      },
    ],
    uniqueAdvantages: ["Passive, divisible real estate that still qualifies for §1031"],
    successMetrics: [
      metric("Distribution yield", "At or above the offering projection", "Quarterly"),
      metric("Tax deferred", "100% of gain at exchange", "At exchange"),
    ],
    qualitativeIndicators: ["The client no longer spends time on property management"],
    warningSignals: ["Distribution suspensions", "Single-tenant property with a lease ending soon"],
    reviewSchedule: "Quarterly sponsor reports; annual review of the whole real estate allocation.",
    exitStrategy:
      "When the DST sells, exchange again (into another DST or property) or pay tax; at death heirs receive a stepped-up basis.",
  },
});
