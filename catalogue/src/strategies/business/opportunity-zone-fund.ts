import { formatUsd } from "@fsa/shared";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import type { VariableValue } from "../../types.ts";
import { allOf, at, basisOf, check, fixed, grow, metric, portfolioGrowth, risk, round, step } from "../kit.ts";
import { positionBasisOf, positionValueOf } from "./lib/concentrated-position.ts";
import {
  isAccreditedInvestor,
  plansInvestmentPropertySale,
  propertyBasisOf,
  propertyValueOf,
  saleTax,
} from "./lib/real-estate.ts";

/** Where the capital gain to invest comes from, with its amount in words. */
function gainOf(ctx: StrategyContext): { source: "property" | "business" | "stock" | null; value: VariableValue } {
  const f = ctx.facts;
  if (plansInvestmentPropertySale(f)) {
    const value = propertyValueOf(ctx).value;
    const gain = Math.max(0, value - propertyBasisOf(ctx, value).value);
    return {
      source: "property",
      value: fixed(round(gain), `${formatUsd(gain)}: the gain on the planned sale of investment real estate`),
    };
  }
  if (f.ownsBusiness && f.expectsBusinessSale) {
    const price = f.expectedSalePriceUsd ?? ctx.household.balance.businessUsd;
    const basis = basisOf(price, null);
    const gain = Math.max(0, price - basis.value);
    return {
      source: "business",
      value: fixed(
        round(gain),
        `${formatUsd(gain)}: the gain on the expected sale of the business (basis ${basis.assumption})`,
      ),
    };
  }
  if (f.hasConcentratedStock) {
    const position = positionValueOf(ctx);
    const gain = Math.max(0, position.value - positionBasisOf(position.value).value);
    return {
      source: "stock",
      value: fixed(
        round(gain),
        `${formatUsd(gain)}: the gain on selling the concentrated stock to diversify (${position.assumption}; basis at the model's default gain share)`,
      ),
    };
  }
  return { source: null, value: fixed(0, "the notes show no realised or expected capital gain") };
}

/** Federal income tax on `gainUsd` of long-term gain this year on the household's return, USD. */
const federalGainTax = (ctx: StrategyContext, gainUsd: number): number => saleTax(ctx, gainUsd).federalUsd;

/**
 * Qualified opportunity fund investment (IRC §1400Z-2 as amended by Pub. L. 119-21 §70421).
 * Minimum net worth 2,000,000 (earlier entry). For gain invested after 31 December 2026: the gain's
 * tax is deferred to the earlier of a sale or the fifth anniversary, when the gain less a 10% basis
 * increase (30% in a rural fund) is taxed; after 10 years the fund's own growth is excluded (basis
 * elected at fair market value). Flows, federal only (states differ: California does not conform):
 *   year 0: + federal tax on the gain (deferral);
 *   year 5: − federal tax on gain × (1 − basisIncreaseRate) (deferral repaid, less the increase);
 *   year holdingYears: + federal tax on the growth of the invested gain, excluded;
 *   years 1..holdingYears: − extra fund costs on the grown investment.
 * The comparison is a taxable investment of the same growth sold at the same time. Today's return
 * stands in for later years (an assumption). Gain invested in 2026 falls under the old rules, whose
 * deferral ends on 31 December 2026.
 */
export const opportunityZoneFund = defineStrategy({
  id: "opportunity-zone-fund",
  name: "Qualified Opportunity Zone Fund Investment",
  category: "Capital Gains Management",
  description:
    "Capital gain is reinvested within 180 days in a qualified opportunity fund. Under §1400Z-2 as made permanent by Pub. L. 119-21 §70421, gain invested after 2026 is deferred for up to 5 years, its basis rises 10% after 5 years (30% in a rural fund), and growth on the investment is excluded after 10 years. Gain invested under the original rules is still recognised on 31 December 2026.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "federal tax(deferredGainUsd) now − federal tax(deferredGainUsd × (1 − basisIncreaseRate)) after deferralYears + federal tax(deferredGainUsd × ((1 + growthRate)^holdingYears − 1)) excluded after holdingYears; basisIncreaseRate is 0.10 after 5 years for gain invested from 2027 (0.30 in a rural fund) — the original program's 0.15 (10% after 5 years plus 5% after 7) needed investment by 2019 and is no longer available",
    variables: ["deferredGainUsd", "basisIncreaseRate", "deferralYears", "growthRate", "holdingYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "deferredGainUsd × (1 + growthRate)^(year − 1) × extraFundFeeRate, years 1..holdingYears",
    variables: ["deferredGainUsd", "growthRate", "extraFundFeeRate", "holdingYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "illiquid_investment",
    "ten_year_hold_required",
    "fund_compliance_risk",
    "accredited_investor_only",
  ],
  sources: [
    "IRC §1400Z-2 as amended by Pub. L. 119-21 §70421 (permanent program; rolling 5-year deferral; 10%/30% basis increase; 10-year exclusion capped at 30 years)",
    "IRC §1400Z-1 (designation of zones)",
    "Treas. Reg. §§1.1400Z2(a)-1 to (f)-1",
    "Form 8996 and Form 8997",
  ],
  domain: "business",
  family: "real-estate-sale",
  variables: {
    deferredGainUsd: { unit: "USD", description: "Capital gain reinvested in the fund." },
    basisIncreaseRate: { unit: "ratio", description: "Basis increase on the deferred gain after 5 years." },
    deferralYears: { unit: "years", description: "Years until the deferred gain is recognised (fifth anniversary)." },
    growthRate: { unit: "rate", description: "Annual growth of the fund investment." },
    holdingYears: { unit: "years", description: "Years held (at least 10 for the exclusion)." },
    extraFundFeeRate: { unit: "rate", description: "Fund costs above a comparable ordinary investment, a year." },
  },
  defaults(ctx) {
    const tax = ctx.household.tax;
    return {
      deferredGainUsd: gainOf(ctx).value,
      basisIncreaseRate: fixed(
        tax.opportunityZoneBasisIncreaseRate,
        `${Math.round(tax.opportunityZoneBasisIncreaseRate * 100)}% basis increase after 5 years for gain invested after 2026 (30% in a rural fund)`,
      ),
      deferralYears: fixed(
        5,
        "5 years: gain invested after 31 December 2026 is recognised on the fifth anniversary (a 2026 investment's deferral ends on 31 December 2026)",
      ),
      growthRate: portfolioGrowth(ctx),
      holdingYears: fixed(10, "held 10 years, the least for the exclusion of the fund's growth"),
      extraFundFeeRate: fixed(0.01, "fund costs about 1% a year above a comparable investment"),
    };
  },
  effects(v, ctx) {
    const gain = Math.max(0, v.deferredGainUsd);
    const deferralYears = Math.max(1, Math.round(v.deferralYears));
    const holding = Math.max(1, Math.round(v.holdingYears));
    const growth = grow(gain, v.growthRate, holding) - gain;
    const flows: CashFlow[] = [
      at(0, federalGainTax(ctx, gain), "incomeTax", "federal tax on the gain deferred into the fund", true),
      at(
        Math.min(deferralYears, holding),
        -federalGainTax(ctx, gain * (1 - v.basisIncreaseRate)),
        "incomeTax",
        "deferred gain taxed on the fifth anniversary, less the basis increase",
        true,
      ),
    ];
    if (holding >= 10)
      flows.push(
        at(
          holding,
          federalGainTax(ctx, growth),
          "incomeTax",
          "federal tax on the fund's growth excluded after 10 years",
        ),
      );
    for (let year = 1; year <= holding; year++) {
      flows.push(
        at(
          year,
          -grow(gain, v.growthRate, year - 1) * v.extraFundFeeRate,
          "cost",
          "fund costs above an ordinary investment",
        ),
      );
    }
    return { flows };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.03,
    description: "Fund growth 3 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => gainOf(ctx).source !== null && gainOf(ctx).value.value > 0,
      (ctx) => {
        const g = gainOf(ctx);
        return g.source === "stock"
          ? "The client holds a concentrated stock position whose sale to diversify would produce capital gain to reinvest within 180 days."
          : `A sale is planned that would realise about ${formatUsd(g.value.value)} of capital gain to reinvest within 180 days.`;
      },
      "The notes show no realised or expected capital gain to reinvest within 180 days.",
    ),
    check(
      (ctx) => ctx.facts.riskTolerance !== "conservative",
      "The client's risk tolerance allows an illiquid 10-year real estate or business investment.",
      "A conservative investor is poorly suited to an illiquid 10-year opportunity zone investment.",
    ),
    check(
      isAccreditedInvestor,
      "The client meets the accredited-investor test most opportunity funds require.",
      "Most opportunity funds are private placements for accredited investors, and the notes show neither net worth above $1,000,000 without the residence nor income above $200,000 ($300,000 for a couple).",
    ),
  ),
  answers(ctx) {
    const g = gainOf(ctx);
    if (g.source === "property" || g.source === "business")
      return {
        urgency: "client-specific",
        reason: `A sale of the client's ${g.source === "property" ? "investment real estate" : "business"} is planned; its capital gain can be reinvested in an opportunity fund within 180 days of the sale.`,
      };
    return null;
  },
  timeline: "Invest within 180 days of the gain; hold 10 years",
  keyBenefits: [
    "Defers federal tax on the reinvested gain for up to 5 years",
    "10% basis increase after 5 years (30% in rural funds)",
    "Growth on the fund investment free of federal tax after 10 years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["gain", "sale", "real estate", "impact", "community", "defer"],
  explanation: {
    overview:
      "Opportunity zone funds invest in designated low-income areas. Reinvesting a capital gain in one defers that gain for five years, reduces it by 10%, and, most valuably, makes the fund investment's own growth free of federal tax after 10 years. The program was made permanent by Pub. L. 119-21 with new zones from 2027; states do not all follow it.",
    keyComponents: [
      "Eligible capital gain reinvested within 180 days",
      "Qualified opportunity fund holding 90% in zone property",
      "Rolling 5-year deferral and basis increase for investments after 2026",
      "10-year hold for the exclusion of appreciation (capped at 30 years)",
    ],
    steps: [
      step("Identify the gain", "Confirm the gain and the start of the 180-day window.", "At the sale", [
        "Closing statement",
        "Form 8949",
      ]),
      step(
        "Diligence funds",
        "Review sponsor, projects, leverage, fees and compliance with the 90% test.",
        "Weeks 1–8",
        ["Fund offering documents"],
      ),
      step(
        "Invest and elect",
        "Invest the gain and elect deferral on Form 8949; file Form 8997 each year.",
        "Within 180 days",
        ["Subscription documents", "Form 8997"],
      ),
      step(
        "Hold and exit",
        "Hold at least 10 years and elect basis equal to fair market value on sale.",
        "Year 10 onward",
        ["Election at disposition"],
      ),
    ],
    prerequisites: [
      "Capital gain realised or expected",
      "Tolerance for a 10-year illiquid investment",
      "Accredited investor status for most funds",
    ],
    professionals: ["CPA", "Investment adviser experienced with opportunity funds", "Tax attorney for fund review"],
    secondaryBenefits: ["Community impact in designated zones", "Diversifies out of a concentrated gain"],
    taxAdvantages: ["Deferral of the original gain", "Basis increase after 5 years", "Tax-free growth after 10 years"],
    risks: [
      risk(
        "Fund non-compliance",
        "A fund failing the 90% asset test owes penalties and can lose benefits.",
        "Choose experienced sponsors with audited compliance.",
      ),
      risk(
        "Investment loss",
        "Zone projects can underperform; the deferred gain is still taxed.",
        "Size the investment to gains the client could afford to pay tax on.",
      ),
      risk(
        "Timing of law changes",
        "Old-program gains are recognised on 31 December 2026 regardless of sale, and gain invested in 2026 follows the old rules.",
        "Reserve cash for that tax; time a new investment for 2027 when the 180-day window allows.",
      ),
      risk(
        "State conformity",
        "Some states, California among them, tax the gain now regardless of the federal deferral.",
        "Check the state's rules before investing.",
      ),
    ],
    marketRisks: ["Real estate and operating-business risk in developing areas"],
    regulatoryConsiderations: [
      "Zones redesignated every 10 years from 2027",
      "New reporting duties for funds under Pub. L. 119-21",
    ],
    liquidityConsiderations:
      "Capital is locked up for at least 10 years, and tax on the deferred gain falls due after 5 years without any sale.",
    alternatives: [
      {
        strategy: "section-1031-exchange",
        whyNotChosen: "Defers all proceeds for real estate only, without the 10-year exclusion.",
      },
      {
        strategy: "installment-sale-section-453",
        whyNotChosen: "Spreads the tax on a sale without an illiquid reinvestment.",
      },
    ],
    uniqueAdvantages: ["The only program that excludes growth on a reinvested gain"],
    successMetrics: [
      metric("Fund compliance", "90% test met every period", "Semi-annually"),
      metric("Hold period", "10 years or more", "Annually"),
    ],
    qualitativeIndicators: ["Sponsor reporting is timely and transparent"],
    warningSignals: ["Fund penalties or missed reports", "Capital calls beyond plan"],
    reviewSchedule: "Annual fund review; tax planning for the year the deferred gain is recognised.",
    exitStrategy: "After 10 years sell the fund interest and elect a fair-market-value basis, so growth is untaxed.",
  },
});
