import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, step } from "../kit.ts";
import {
  appreciatedFunding,
  charitableCheck,
  isCharitable,
  splitInterestEffects,
  unitrustRemainderFactor,
  yearsToClientDeath,
} from "./lib/giving.ts";

/**
 * Charitable remainder unitrust funded with appreciated property (IRC §664(d)(2)). Minimum net
 * worth 1,000,000. Fits any charitable donor with appreciated property, whatever the bracket:
 * retired donors with low-basis stock are its core market.
 *
 * Effects (charitable/giving.ts `splitInterestEffects`): the charity's share, the remainder at its
 * §7520 value (remainder factor (1 − payout × F)^n, Treas. Reg. §1.664-4(e)), is the gift; the
 * family gives up the rest of the property and receives the unitrust payouts (income); the exempt
 * sale defers the capital-gains tax, which the payouts carry back out under §664(b); the deduction
 * for the remainder is priced by the calculator (30% of AGI, five-year carryover, 2026 floor and
 * cap); the property leaves the estate and the payouts come back into it. Term of years, not life:
 * Table 2010CM is not bundled. Payout: the remainder reaching charity at the end of the term.
 */
export const charitableRemainderUnitrust = defineStrategy({
  id: "charitable-remainder-unitrust",
  name: "Charitable Remainder Unitrust (CRUT) for Appreciated Property",
  category: "Charitable Planning",
  description:
    "The client gives appreciated property, such as depreciated real estate or low-basis stock, to an irrevocable trust that pays the client a fixed percentage of its value each year for a term of up to 20 years (or life), with the remainder to charity. The trust, exempt from income tax, sells without immediate gain and reinvests the whole proceeds; the client deducts the present value of the remainder.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for fundingUsd × remainderFactor (capital-gain property: 30% of AGI, 5-year carryover, 0.5%-of-AGI floor, and in the 37% bracket a benefit cut from 0.37 to 0.35 by §68) + tax a direct sale would pay now on (fundingUsd − basisUsd), deferred and repaid as the payouts carry the gain out (depreciation recapture, taxed at up to 0.25, not separated) + Σ payouts (payoutRate × trust value, trust growing at trustGrowthRate) − fundingUsd × (1 − remainderFactor), where remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears must be at least 0.10",
    variables: ["fundingUsd", "basisUsd", "payoutRate", "termYears", "trustGrowthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent:
    "Optional: pair with an irrevocable life insurance trust to replace the remainder for heirs (see the Charitable Wealth Replacement Trust).",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "four_tier_distribution_taxation",
    "form_5227_required",
    "qualified_appraisal_required",
  ],
  sources: [
    "IRC §664(d)(2) (unitrust requirements; §664(d)(2)(D) 10% remainder test)",
    "IRC §664(b), (c) (four-tier taxation; trust exempt from income tax)",
    "Treas. Reg. §1.664-3 (unitrust), §1.664-4 (valuation of the remainder, Tables D and F)",
    "IRC §170(b)(1)(C), (d)(1) (30% AGI limit, 5-year carryover)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111 (0.5% floor, 35% cap from 2026)",
    "IRC §1(h)(1)(E) (25% rate on unrecaptured §1250 gain)",
    "Rev. Proc. 2005-52 to 2005-59 (sample CRUT forms)",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  transfers: (ctx) => {
    const asset = appreciatedFunding(ctx).asset;
    return asset ? [asset] : [];
  },
  variables: {
    fundingUsd: { unit: "USD", description: "Fair market value of the property given to the trust." },
    basisUsd: { unit: "USD", description: "The donor's basis in the property." },
    payoutRate: { unit: "rate", description: "Unitrust percentage paid each year (at least 5%)." },
    termYears: { unit: "years", description: "Term of the trust (at most 20 years)." },
    trustGrowthRate: { unit: "rate", description: "Total return of the trust's reinvested proceeds." },
    setupCostUsd: { unit: "USD", description: "Drafting, qualified appraisal and transfer." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, valuation and Form 5227 each year." },
  },
  defaults(ctx) {
    const funding = appreciatedFunding(ctx);
    const t = ctx.household.tax;
    const term = Math.min(t.charitableRemainderMaximumTermYears, yearsToClientDeath(ctx));
    return {
      fundingUsd: funding.valueUsd,
      basisUsd: funding.basisUsd,
      payoutRate: fixed(
        t.charitableRemainderMinimumPayoutRate,
        `${Math.round(t.charitableRemainderMinimumPayoutRate * 100)}%, the §664 minimum, which gives the largest deduction`,
      ),
      termYears: fixed(
        term,
        `${term} years: to the client's assumed death, at most the ${t.charitableRemainderMaximumTermYears}-year limit (a term of years; life factors of Table 2010CM are not bundled)`,
      ),
      trustGrowthRate: portfolioGrowth(ctx),
      setupCostUsd: fixed(12_000, "drafting, qualified appraisal and transfer about $12,000"),
      annualAdministrationUsd: fixed(5_000, "trustee, annual valuation and Form 5227 about $5,000 a year"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const n = Math.max(1, Math.round(v.termYears));
    const rf = unitrustRemainderFactor(v.payoutRate, t.section7520Rate, n);
    const { remainderUsd: _, ...effects } = splitInterestEffects(ctx, {
      fundingUsd: v.fundingUsd,
      basisUsd: v.basisUsd,
      termYears: n,
      growthRate: v.trustGrowthRate,
      payout: (_year, start) => v.payoutRate * start,
      charityShare: rf,
      qualifies:
        v.payoutRate >= t.charitableRemainderMinimumPayoutRate && rf >= t.charitableRemainderMinimumRemainderRatio,
      gain: "deferred",
      deduction: "capitalGainProperty",
      setupUsd: v.setupCostUsd,
      annualUsd: v.annualAdministrationUsd,
      vehicle: "the unitrust",
    });
    return effects;
  },
  sensitivity: {
    variable: "trustGrowthRate",
    mode: "add",
    spread: 0.02,
    description: "Trust return 2 points lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) =>
        ctx.facts.hasLowBasisStock ||
        ctx.facts.hasConcentratedStock ||
        (ctx.facts.plansPropertySale && ctx.facts.hasInvestmentRealEstate),
      (ctx) =>
        ctx.facts.plansPropertySale && ctx.facts.hasInvestmentRealEstate
          ? "A sale of appreciated investment real estate is planned, which the trust can make without immediate gain."
          : "The client holds appreciated stock the trust can sell without immediate gain.",
      "The notes mention no low-basis or concentrated stock and no planned sale of investment real estate to fund the trust with.",
    ),
    check(
      (ctx) => appreciatedFunding(ctx).valueUsd.value > 0,
      (ctx) => `The trust can be funded with about ${formatUsd(appreciatedFunding(ctx).valueUsd.value)}.`,
      "The notes give no value for the appreciated assets that would fund the trust.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f)) return null;
    if (f.plansPropertySale && f.hasInvestmentRealEstate)
      return {
        urgency: "time-critical",
        reason:
          "A sale of appreciated investment real estate is planned and the client is charitable: a CRUT must own the property before a sale agreement is binding.",
      };
    if (f.hasLowBasisStock || f.hasConcentratedStock)
      return {
        urgency: "client-specific",
        reason: `The client is charitable and holds ${f.hasConcentratedStock ? "a concentrated" : "a low-basis"} stock position that a CRUT can sell without immediate gain.`,
      };
    return null;
  },
  timeline: "2–3 months (appraisal, drafting, transfer before any binding sale agreement)",
  keyBenefits: [
    "Sale of appreciated property inside the trust without immediate capital gains tax",
    "Income tax deduction for the present value of the charitable remainder",
    "Income for a term of years or life from the full, untaxed proceeds",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "philanthrop", "income", "capital gain", "real estate", "diversif", "sell"],
  explanation: {
    overview:
      "A CRUT turns an appreciated, often low-yield asset into a diversified income stream. The client transfers the property before any sale is agreed; the tax-exempt trust sells it and reinvests 100% of the proceeds; the client receives a fixed percentage of the trust's value each year; charity receives what remains. The client deducts the remainder's present value (Treas. Reg. §1.664-4), which must be at least 10% of the gift. Gain is not forgiven: it is carried out to the client over the years under the four-tier rules, so the benefit is deferral plus the deduction, paid for by the remainder the family gives up.",
    keyComponents: [
      "Irrevocable unitrust paying at least 5% and at most 50% of annual value",
      "Term of up to 20 years or the lives of the beneficiaries",
      "Charitable remainder worth at least 10% at funding",
      "Four-tier taxation of distributions (ordinary, capital gain, tax-exempt, corpus)",
    ],
    steps: [
      step(
        "Appraise and design",
        "Get a qualified appraisal; choose payout, term and trustee; check the 10% remainder test at the current §7520 rate.",
        "Weeks 1–4",
        ["Qualified appraisal", "Remainder calculation"],
      ),
      step("Draft and sign", "Draft from the IRS sample forms (Rev. Proc. 2005-52 ff.); obtain an EIN.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step(
        "Transfer before sale",
        "Deed or transfer the property before any binding sale agreement, or the gain is taxed to the donor.",
        "Weeks 6–8",
        ["Deed or stock power", "No signed purchase agreement"],
      ),
      step(
        "Sell, invest, report",
        "Trustee sells and invests; the donor files Form 8283; the trust files Form 5227 each year.",
        "After transfer and annually",
        ["Form 8283", "Form 5227"],
      ),
    ],
    prerequisites: [
      "Appreciated property with no debt (mortgaged property causes problems)",
      "Charitable intent for the remainder",
      "Income that can use the deduction (it is carried over for five years)",
    ],
    professionals: ["Estate planning attorney", "CPA", "Qualified appraiser", "Trustee or investment manager"],
    secondaryBenefits: [
      "Diversification out of a concentrated or management-heavy asset",
      "Removes the property from the taxable estate",
    ],
    taxAdvantages: [
      "No tax when the trust sells (§664(c))",
      "Remainder deduction at the donor's own rate (at most 35% in the top bracket from 2026), above the 0.5%-of-AGI floor",
      "Gain recognised only as it is distributed",
    ],
    risks: [
      risk(
        "Pre-arranged sale",
        "A binding sale agreement before transfer attributes the gain to the donor.",
        "Transfer before negotiations are binding; the trustee negotiates the sale.",
      ),
      risk(
        "Debt-encumbered property",
        "Mortgaged property can disqualify the trust or create unrelated business taxable income (taxed at 100% under §664(c)(2)).",
        "Pay off debt before transfer or use other property.",
      ),
      risk(
        "Irrevocability",
        "The remainder is committed to charity; heirs receive nothing from the trust.",
        "Pair with a wealth replacement ILIT.",
      ),
    ],
    marketRisks: ["Payments fall when the trust's value falls"],
    regulatoryConsiderations: [
      "10% remainder test at the §7520 rate of the month of transfer",
      "2026 rules: 0.5% AGI floor and 35% benefit cap on itemized charitable deductions",
    ],
    liquidityConsiderations:
      "The property becomes an income stream; the principal itself is no longer available to the donor.",
    alternatives: [
      {
        strategy: "charitable-remainder-annuity-trust",
        whyNotChosen:
          "A fixed payment suits older donors; a unitrust grows with the assets and allows later additions.",
      },
      { strategy: "donor-advised-fund", whyNotChosen: "Gives a larger deduction but no income back to the client." },
    ],
    uniqueAdvantages: ["Tax-free sale and diversification with an income stream and a deduction"],
    successMetrics: [
      metric("Remainder factor at funding", "At least 10% (target 25%+)", "At funding"),
      metric("Trust total return", "At or above the payout rate", "Annually"),
    ],
    qualitativeIndicators: ["Client relieved of managing the property"],
    warningSignals: ["Purchase agreement signed before transfer", "Trust value falling steadily"],
    reviewSchedule: "Annual trust valuation and investment review; estate plan review every 3 years.",
    exitStrategy:
      "The income interest can be given to charity early for an additional deduction; the trust cannot be revoked.",
  },
});
