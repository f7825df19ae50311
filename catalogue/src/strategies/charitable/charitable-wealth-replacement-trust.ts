import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, requires, risk, step, yearly } from "../kit.ts";
import {
  appreciatedFunding,
  charitableCheck,
  isCharitable,
  splitInterestEffects,
  unitrustRemainderFactor,
  yearsToClientDeath,
} from "./lib/giving.ts";

/** Premium assumptions (a level guaranteed premium as a share of the face amount), decimal a year. */
const PREMIUM_RATE = {
  survivorship: {
    value: 0.015,
    why: "survivorship guaranteed premium about 1.5% of the face a year (an assumption; get illustrations)",
  },
  single: {
    value: 0.025,
    why: "single-life guaranteed premium about 2.5% of the face a year (an assumption; get illustrations)",
  },
};

/**
 * Charitable wealth replacement trust: a CRUT paired with an ILIT-owned policy (the spec's
 * "charitable-replacement variant"). Minimum net worth 3,000,000 (spec §3 table).
 *
 * Effects: the unitrust's (charitable/giving.ts `splitInterestEffects`), plus the policy: level
 * premiums each year until the final death (costs; gifts to the ILIT that leave the estate, taxable
 * to the extent they exceed the annual exclusions of the donors for each descendant), and the death
 * benefit reported as protection for the heirs, never as a flow.
 */
export const charitableWealthReplacementTrust = defineStrategy({
  id: "charitable-wealth-replacement-trust",
  name: "Charitable Wealth Replacement Trust (CRT Paired with an ILIT)",
  category: "Advanced Charitable Planning",
  description:
    "Appreciated property goes to a charitable remainder unitrust; part of the unitrust income and the tax saved funds premiums on a life insurance policy owned by an irrevocable life insurance trust. At death the charity receives the CRT remainder and the heirs receive the insurance proceeds free of income and estate tax, replacing the asset they did not inherit.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "the unitrust's figures (calculator value of the deduction for fundingUsd × remainderFactor, the sale's gain tax deferred and repaid as the payouts carry it out, Σ payouts − fundingUsd × (1 − remainderFactor), estate tax(without) − tax(with) priced by the household on the property out and the payouts and premiums out of the estate) − deathBenefitUsd × premiumRate a year until the final death; the death benefit is protection for the heirs, not a benefit; remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears ≥ 0.10",
    variables: [
      "fundingUsd",
      "basisUsd",
      "payoutRate",
      "termYears",
      "trustGrowthRate",
      "deathBenefitUsd",
      "premiumRate",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + annualAdministrationUsd × termYears + deathBenefitUsd × premiumRate × years to the final death",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears", "deathBenefitUsd", "premiumRate"],
  },
  lifeInsuranceComponent:
    "Central: an ILIT owns a (usually survivorship) policy whose death benefit equals the value given to the CRT; premiums are funded by annual-exclusion gifts from the unitrust income.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "insurability_required",
    "crummey_notices",
    "form_5227_required",
  ],
  sources: [
    "IRC §664(d)(2) (unitrust; 10% remainder test)",
    "Treas. Reg. §1.664-4 (remainder valuation)",
    "IRC §2042, §2035(a) (ILIT keeps proceeds out of the estate; buy the policy inside the trust)",
    "IRC §101(a) (income-tax-free death benefit)",
    "IRC §2503(b); Crummey v. Commissioner, 397 F.2d 82 (9th Cir. 1968)",
    "IRC §2055 (estate deduction for the remainder), §2001(c)",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  transfers: (ctx) => {
    const asset = appreciatedFunding(ctx).asset;
    return asset ? [asset] : [];
  },
  variables: {
    fundingUsd: { unit: "USD", description: "Value of the appreciated property given to the CRT." },
    basisUsd: { unit: "USD", description: "The donor's basis in the property." },
    payoutRate: { unit: "rate", description: "Unitrust payout rate." },
    termYears: { unit: "years", description: "Term of the CRT (at most 20 years)." },
    trustGrowthRate: { unit: "rate", description: "Total return of the trust's reinvested proceeds." },
    deathBenefitUsd: { unit: "USD", description: "Face amount of the replacement policy." },
    premiumRate: { unit: "rate", description: "Annual premium as a share of the death benefit." },
    setupCostUsd: { unit: "USD", description: "CRT and ILIT drafting, appraisal, underwriting." },
    annualAdministrationUsd: { unit: "USD", description: "CRT and ILIT administration each year." },
  },
  defaults(ctx) {
    const funding = appreciatedFunding(ctx);
    const t = ctx.household.tax;
    const term = Math.min(t.charitableRemainderMaximumTermYears, yearsToClientDeath(ctx));
    const premium = ctx.household.legallyMarried ? PREMIUM_RATE.survivorship : PREMIUM_RATE.single;
    return {
      fundingUsd: funding.valueUsd,
      basisUsd: funding.basisUsd,
      payoutRate: fixed(t.charitableRemainderMinimumPayoutRate, "the §664 minimum payout"),
      termYears: fixed(term, `${term} years: to the client's assumed death, at most the 20-year limit`),
      trustGrowthRate: portfolioGrowth(ctx),
      deathBenefitUsd: fixed(funding.valueUsd.value, "death benefit equal to the value given to the CRT"),
      premiumRate: fixed(premium.value, premium.why),
      setupCostUsd: fixed(20_000, "CRT and ILIT drafting, appraisal and underwriting about $20,000"),
      annualAdministrationUsd: fixed(6_000, "CRT and ILIT administration about $6,000 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const t = h.tax;
    const n = Math.max(1, Math.round(v.termYears));
    const rf = unitrustRemainderFactor(v.payoutRate, t.section7520Rate, n);
    const { remainderUsd: _, ...crt } = splitInterestEffects(ctx, {
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
    const T = h.yearsToFinalDeath;
    const premium = v.deathBenefitUsd * v.premiumRate;
    const premiums: CashFlow[] = yearly(-premium, 0, T - 1, "premium", "premium on the ILIT's replacement policy");
    const donees = Math.max(1, (ctx.facts.childrenCount ?? 0) + (ctx.facts.grandchildrenCount ?? 0));
    const exclusions = t.annualGiftExclusion * donees * (h.legallyMarried ? 2 : 1);
    const taxableGifts = Math.max(0, premium - exclusions) * T;
    const premiumsOut = premiums.reduce(
      (sum, f) => sum - f.amountUsd * (1 + h.growth.netOfSpending) ** (T - f.year),
      0,
    );
    return {
      ...crt,
      flows: [...crt.flows, ...premiums],
      estate: {
        removedUsd: (crt.estate?.removedUsd ?? 0) + premiumsOut,
        adjustedTaxableGiftsUsd: taxableGifts,
      },
      protection: {
        amountUsd: v.deathBenefitUsd,
        description: "death benefit to the heirs through the ILIT, outside the estate (replaces the property given)",
      },
    };
  },
  sensitivity: {
    variable: "premiumRate",
    mode: "multiply",
    spread: 0.3,
    description: "Premium 30% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) =>
        ctx.facts.hasLowBasisStock ||
        ctx.facts.hasConcentratedStock ||
        (ctx.facts.plansPropertySale && ctx.facts.hasInvestmentRealEstate),
      "The client holds appreciated property the trust can sell without immediate gain.",
      "The notes mention no low-basis or concentrated stock and no planned sale of investment real estate to fund the trust with.",
    ),
    check(
      (ctx) => appreciatedFunding(ctx).valueUsd.value > 0,
      (ctx) => `The trust can be funded with about ${formatUsd(appreciatedFunding(ctx).valueUsd.value)}.`,
      "The notes give no value for the appreciated assets that would fund the trust.",
    ),
    requires.descendants,
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= 80,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; underwriting will set the premium."
          : `At ${ctx.household.primary.age} the client can usually still be insured at a workable premium.`,
      (ctx) =>
        `At ${ctx.household.primary.age} new life insurance is usually unavailable or too costly (limit about 80).`,
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f) || !(f.hasLowBasisStock || f.hasConcentratedStock || f.plansPropertySale)) return null;
    if ((f.childrenCount ?? 0) <= 0 && (f.grandchildrenCount ?? 0) <= 0) return null;
    if (!f.goals.some((g) => /heir|child|inherit|legacy|famil/i.test(g))) return null;
    return {
      urgency: "client-specific",
      reason:
        "The client wants to give appreciated property to charity and still leave the children an inheritance: the policy replaces what the charity receives.",
    };
  },
  timeline: "3–4 months (underwriting runs alongside drafting)",
  keyBenefits: [
    "Heirs receive the insurance instead of the asset, free of income and estate tax",
    "Tax-free sale and income from the CRT",
    "Charitable legacy without disinheriting the family",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "heirs", "legacy", "insurance", "capital gain", "estate"],
  explanation: {
    overview:
      "Many clients want to give appreciated property to charity but worry about disinheriting children. The wealth replacement design gives the property to a CRUT (income and a deduction for the client, remainder to charity) and uses part of the income to fund an ILIT-owned policy equal to the gift, so the children receive the same value, tax-free, from the insurance.",
    keyComponents: [
      "Charitable remainder unitrust",
      "Irrevocable life insurance trust owning the policy",
      "Annual-exclusion gifts with Crummey notices to pay premiums",
    ],
    steps: [
      step(
        "Underwrite first",
        "Apply for the policy before funding the CRT, so the plan proceeds only if insurance is available.",
        "Weeks 1–8",
        ["Medical underwriting", "Illustrations"],
      ),
      step(
        "Draft both trusts",
        "Draft the CRUT and the ILIT; the ILIT applies for and owns the policy (avoiding the three-year rule).",
        "Weeks 2–8",
        ["CRUT and ILIT agreements"],
      ),
      step("Fund the CRT", "Transfer the property before any sale; the trustee sells and invests.", "Weeks 8–10", [
        "Appraisal",
        "Transfer documents",
      ]),
      step("Pay premiums", "Gift cash to the ILIT each year, send Crummey notices, pay premiums.", "Annually", [
        "Crummey letters",
        "Form 709 if needed",
      ]),
    ],
    prerequisites: ["Insurability", "Appreciated property", "Heirs to replace the gift for"],
    professionals: ["Estate planning attorney", "Insurance professional", "CPA", "Appraiser", "Trustee"],
    secondaryBenefits: ["Property and policy both outside the estate", "Liquidity for heirs at death"],
    taxAdvantages: [
      "CRT deduction and tax-free sale",
      "Death benefit income-tax-free (§101) and estate-tax-free (§2042 avoided)",
    ],
    risks: [
      risk(
        "Policy lapse",
        "Under-funded premiums can lapse the policy.",
        "Guaranteed no-lapse design; annual in-force review.",
      ),
      risk("Insurability", "Poor health can make the policy unaffordable.", "Underwrite before transferring property."),
      risk(
        "Gift tax",
        "Premium gifts above the annual exclusions use exclusion.",
        "Size premiums to annual exclusions and file Form 709 where needed.",
      ),
    ],
    marketRisks: ["CRT income falls with markets, pressuring premium funding"],
    regulatoryConsiderations: ["10% remainder test", "2026 floor and cap on the deduction"],
    liquidityConsiderations: "Premiums are a fixed annual commitment from the unitrust income or other cash.",
    alternatives: [
      { strategy: "charitable-remainder-unitrust", whyNotChosen: "Leaves heirs nothing from the property given." },
      {
        strategy: "charitable-lead-annuity-trust",
        whyNotChosen: "Gives heirs the remainder but provides no income to the client.",
      },
    ],
    uniqueAdvantages: ["Satisfies charitable intent and heirs' inheritance at once"],
    successMetrics: [
      metric("Policy in force with guarantees", "To age 100+", "Annually"),
      metric("Premiums covered by CRT income and tax savings", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Heirs understand and support the charitable gift"],
    warningSignals: ["Premium notices unpaid", "CRT income below premiums for several years"],
    reviewSchedule: "Annual CRT and policy review; estate plan review every 3 years.",
    exitStrategy:
      "Both trusts are irrevocable; the ILIT can reduce the face amount or exchange the policy under §1035 if premiums become a burden.",
  },
});
