import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, step } from "../kit.ts";
import {
  annuityTrustRemainderFactor,
  appreciatedFunding,
  charitableCheck,
  isCharitable,
  splitInterestEffects,
  yearsToClientDeath,
} from "./lib/giving.ts";

/**
 * Charitable remainder annuity trust (IRC §664(d)(1)). Minimum net worth 1,000,000.
 *
 * The same effects as the unitrust (charitable/giving.ts `splitInterestEffects`) with a fixed
 * annuity of annuityRate × the initial value: the charity's share is the remainder at its §7520
 * value, 1 − annuityRate × the Table B annuity factor (Treas. Reg. §1.664-2(c); Pub 1457), which
 * must be at least 10%; the trust is projected at the household's portfolio growth and pays the
 * annuity until the term ends or the trust is exhausted. Term of years (the 5% probability test of
 * Rev. Rul. 77-374 applies to life CRATs, which need Table 2010CM, not bundled).
 */
export const charitableRemainderAnnuityTrust = defineStrategy({
  id: "charitable-remainder-annuity-trust",
  name: "Charitable Remainder Annuity Trust (CRAT)",
  category: "Charitable Planning",
  description:
    "An irrevocable trust pays the donor a fixed dollar amount each year (at least 5% of the initial value) for a term of up to 20 years or life, with the remainder to charity. The fixed payment suits older donors who want certainty; higher §7520 rates increase the deduction.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for fundingUsd × remainderFactor (capital-gain property: 30% of AGI, 5-year carryover, 2026 floor and cap) + tax a direct sale would pay now on (fundingUsd − basisUsd), deferred and repaid as the annuity carries the gain out + Σ annuityRate × fundingUsd a year − fundingUsd × (1 − remainderFactor), where remainderFactor = 1 − annuityRate × annuityFactor(section7520Rate, termYears) must be at least 0.10",
    variables: ["fundingUsd", "basisUsd", "annuityRate", "termYears", "trustGrowthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "Optional: a wealth replacement policy in an ILIT, funded from the annuity.",
  annuityComponent: "Central: the trust pays a fixed annuity to the donor for the term.",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "no_additional_contributions",
    "form_5227_required",
  ],
  sources: [
    "IRC §664(d)(1) (annuity trust; §664(d)(1)(D) 10% remainder test)",
    "Treas. Reg. §1.664-2 (annuity trust and valuation)",
    "Treas. Reg. §20.2031-7(d) Table B (term-certain annuity factors)",
    "Rev. Rul. 77-374 (5% probability test for life CRATs); Rev. Proc. 2016-42 (sample early-termination clause)",
    "Rev. Proc. 2003-53 to 2003-60 (sample CRAT forms)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 (2026 floor and cap)",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  transfers: (ctx) => {
    const asset = appreciatedFunding(ctx).asset;
    return asset ? [asset] : [];
  },
  variables: {
    fundingUsd: { unit: "USD", description: "Fair market value of the property given." },
    basisUsd: { unit: "USD", description: "The donor's basis in the property." },
    annuityRate: { unit: "rate", description: "Fixed annuity as a share of the initial value (at least 5%)." },
    termYears: { unit: "years", description: "Term of the trust (at most 20 years)." },
    trustGrowthRate: { unit: "rate", description: "Total return of the trust's reinvested proceeds." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisal and transfer." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and Form 5227 each year." },
  },
  defaults(ctx) {
    const funding = appreciatedFunding(ctx, 0.2, 3_000_000);
    const t = ctx.household.tax;
    const term = Math.min(t.charitableRemainderMaximumTermYears, yearsToClientDeath(ctx));
    return {
      fundingUsd: funding.valueUsd,
      basisUsd: funding.basisUsd,
      annuityRate: fixed(
        t.charitableRemainderMinimumPayoutRate,
        `${Math.round(t.charitableRemainderMinimumPayoutRate * 100)}% of the initial value, the §664 minimum`,
      ),
      termYears: fixed(
        term,
        `${term} years: to the client's assumed death, at most the ${t.charitableRemainderMaximumTermYears}-year limit (a term of years)`,
      ),
      trustGrowthRate: portfolioGrowth(ctx),
      setupCostUsd: fixed(10_000, "drafting, appraisal and transfer about $10,000"),
      annualAdministrationUsd: fixed(4_000, "trustee and Form 5227 about $4,000 a year"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const n = Math.max(1, Math.round(v.termYears));
    const rf = annuityTrustRemainderFactor(v.annuityRate, t.section7520Rate, n);
    const annuity = v.annuityRate * v.fundingUsd;
    const { remainderUsd: _, ...effects } = splitInterestEffects(ctx, {
      fundingUsd: v.fundingUsd,
      basisUsd: v.basisUsd,
      termYears: n,
      growthRate: v.trustGrowthRate,
      payout: () => annuity,
      charityShare: rf,
      qualifies:
        v.annuityRate >= t.charitableRemainderMinimumPayoutRate && rf >= t.charitableRemainderMinimumRemainderRatio,
      gain: "deferred",
      deduction: "capitalGainProperty",
      setupUsd: v.setupCostUsd,
      annualUsd: v.annualAdministrationUsd,
      vehicle: "the annuity trust",
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
      (ctx) => appreciatedFunding(ctx, 0.2, 3_000_000).valueUsd.value > 0,
      (ctx) =>
        `The trust can be funded with about ${formatUsd(appreciatedFunding(ctx, 0.2, 3_000_000).valueUsd.value)}.`,
      "The notes give no value for the appreciated assets that would fund the trust.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f)) return null;
    const retired = f.isRetired === true;
    if (retired && (f.hasLowBasisStock || f.hasConcentratedStock || (f.plansPropertySale && f.hasInvestmentRealEstate)))
      return {
        urgency: "client-specific",
        reason:
          "The client is retired, charitable and holds appreciated property: a CRAT turns it into a fixed income with a deduction.",
      };
    return null;
  },
  timeline: "2–3 months",
  keyBenefits: [
    "Fixed, predictable payment regardless of markets",
    "Tax-free sale inside the trust",
    "Upfront charitable deduction",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["charit", "income", "fixed", "retire", "capital gain", "philanthrop"],
  explanation: {
    overview:
      "A CRAT pays the donor the same dollar amount every year. The remainder deduction is the gift less the present value of the annuity at the §7520 rate, so higher rates and shorter terms give larger deductions. No additions are allowed after funding, and a trust that runs out of money before the term ends fails the 10% or 5%-probability tests.",
    keyComponents: [
      "Fixed annuity of at least 5% of the initial value",
      "Term of up to 20 years or life",
      "Remainder to charity worth at least 10%",
    ],
    steps: [
      step(
        "Test the design",
        "Compute the remainder at the current §7520 rate for the chosen annuity and term.",
        "Weeks 1–2",
        ["§7520 rate", "Remainder calculation"],
      ),
      step("Draft", "Draft from the IRS sample CRAT forms; name trustee and charity.", "Weeks 2–5", [
        "Trust agreement",
      ]),
      step("Fund and sell", "Transfer the property; the trustee sells and invests for the fixed payout.", "Weeks 5–8", [
        "Transfer documents",
        "Investment policy",
      ]),
      step("Report", "Form 8283 with the donor's return; Form 5227 each year.", "Annually", ["Form 8283", "Form 5227"]),
    ],
    prerequisites: ["Appreciated property", "Charitable intent", "Preference for fixed income"],
    professionals: ["Estate planning attorney", "CPA", "Appraiser", "Trustee"],
    secondaryBenefits: ["Property leaves the taxable estate", "Simple, fixed payments to budget around"],
    taxAdvantages: ["Deduction for the remainder", "Gain taxed only as distributed under §664(b)"],
    risks: [
      risk(
        "Exhaustion",
        "Poor returns can deplete the trust, hurting charity and, for life trusts, failing the 5% probability test.",
        "Use a term of years or the Rev. Proc. 2016-42 early-termination clause.",
      ),
      risk("Inflation", "Fixed payments lose purchasing power.", "Use a CRUT for long horizons."),
    ],
    marketRisks: ["Returns below the annuity rate erode principal"],
    regulatoryConsiderations: ["10% remainder test at funding; no additional contributions (Treas. Reg. §1.664-2(b))"],
    liquidityConsiderations: "The donor gives up the principal in exchange for fixed payments.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Payments vary with markets but keep pace with growth.",
      },
      {
        strategy: "charitable-gift-annuity",
        whyNotChosen:
          "Simpler and backed by the charity, but no trust control and the charity keeps the remainder from the start.",
      },
    ],
    uniqueAdvantages: ["Certainty of payment with a tax-free sale"],
    successMetrics: [
      metric("Annuity paid on time", "Every year", "Annually"),
      metric("Trust value versus initial value", "Above 80% at mid-term", "Annually"),
    ],
    qualitativeIndicators: ["Donor values predictability"],
    warningSignals: ["Trust value falling faster than planned"],
    reviewSchedule: "Annual investment and payout review.",
    exitStrategy:
      "The annuity interest can be given to the charity early for a further deduction; the trust is irrevocable.",
  },
});
