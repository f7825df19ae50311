import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { annuityFactor, gratRemainder, zeroedOutAnnuityPayment } from "../../formulas/finance.ts";
import { oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition, Variables, VariableValue } from "../../types.ts";
import {
  agiOf,
  annuityTrustRemainderFactor,
  appreciatedFundingOf,
  deductionValue,
  estateTaxableShareOf,
  fixed,
  gainsRateOf,
  growthFor,
  has,
  lifeExpectancyOf,
  metric,
  n,
  ordinaryRateOf,
  retirementRateOf,
  risk,
  step,
  unitrustRemainderFactor,
  usableDeduction,
  v,
  yearsUntil,
} from "./shared.ts";

/** Usable deduction text for appreciated property to a public charity over the carryover period. */
const USABLE_APPRECIATED =
  "min(fundingUsd × remainderFactor, agiUsd × charitableAppreciatedPropertyAgiLimit × (1 + charitableContributionCarryoverYears))";

/** Deduction value text (2026: 0.5% AGI floor and 35% benefit cap). */
const valued = (deduction: string, rate: string) =>
  `max(0, ${deduction} − agiUsd × charitableDeductionFloorRate) × min(${rate}, itemizedDeductionBenefitCapRate)`;

/** Term of a charitable remainder trust: to about age 88, at most the §664 20-year maximum. */
function crtTerm(facts: TClientFacts, tax: TaxParameters): VariableValue {
  return yearsUntil(
    facts,
    88,
    5,
    tax.charitableRemainderMaximumTermYears,
    `term of years, to about age 88 (at most ${tax.charitableRemainderMaximumTermYears})`,
  );
}

/** The payout default: the §664 minimum, which gives the largest deduction. */
const minimumPayout = (tax: TaxParameters): VariableValue => ({
  value: tax.charitableRemainderMinimumPayoutRate,
  assumption: `${Math.round(tax.charitableRemainderMinimumPayoutRate * 100)}% payout, the §664 minimum, which maximises the deduction`,
});

/** True when a charitable remainder trust with these terms meets §664's payout and 10% remainder tests. */
function qualifiesAsCrt(payoutRate: number, remainderFactor: number, tax: TaxParameters): boolean {
  return (
    payoutRate >= tax.charitableRemainderMinimumPayoutRate &&
    remainderFactor >= tax.charitableRemainderMinimumRemainderRatio
  );
}

/** Gain split for a funding default: depreciation recapture and other gain shares by asset type. */
function gainSplit(facts: TClientFacts, fundingUsd: number) {
  if (facts.hasInvestmentRealEstate) {
    return {
      unrecaptured: Math.round(fundingUsd * 0.25),
      other: Math.round(fundingUsd * 0.45),
      words: "real estate: accumulated straight-line depreciation assumed 25% of value and other gain 45% (basis 30%)",
    };
  }
  return {
    unrecaptured: 0,
    other: Math.round(fundingUsd * 0.8),
    words: "securities: gain assumed 80% of value (low basis)",
  };
}

/** CRUT deduction value at the 0.37 top rate, before qualification. */
function crutDeductionValue(x: Variables, tax: TaxParameters, rate: number): number {
  const rf = unitrustRemainderFactor(n(x, "payoutRate"), tax.section7520Rate, n(x, "termYears"));
  const usable = usableDeduction(
    n(x, "fundingUsd") * rf,
    n(x, "agiUsd"),
    tax.charitableAppreciatedPropertyAgiLimit,
    tax.charitableContributionCarryoverYears,
  );
  return deductionValue(usable, rate, n(x, "agiUsd"), tax);
}

/**
 * Charitable remainder unitrust funded with appreciated property (spec §9: the CRT formula uses
 * 0.37 and 0.25). Minimum net worth 1,000,000. Benefit: the remainder deduction valued at the
 * 0.37 top ordinary rate (tax.topOrdinaryRate), capped by the 2026 35% itemized-deduction cap
 * and reduced by the 0.5%-of-AGI floor; plus the extra unitrust income from reinvesting the
 * capital gains tax a direct sale would have paid, unrecaptured §1250 gain at 0.25
 * (tax.unrecapturedSection1250Rate) plus NIIT and other gain at the client's rate.
 */
export const charitableRemainderUnitrust: StrategyDefinition = {
  id: "charitable-remainder-unitrust",
  name: "Charitable Remainder Unitrust (CRUT) for Appreciated Property",
  category: "Charitable Planning",
  description:
    "The client gives appreciated property, such as depreciated real estate or low-basis stock, to an irrevocable trust that pays the client a fixed percentage of its value each year for a term of up to 20 years (or life), with the remainder to charity. The trust, exempt from income tax, sells without immediate gain and reinvests the whole proceeds; the client deducts the present value of the remainder.",
  benefitCalculation: {
    type: "percentage",
    formula: `${valued(USABLE_APPRECIATED, "0.37")} + (unrecapturedGainUsd × (0.25 + netInvestmentIncomeTaxRate) + otherGainUsd × capitalGainsRate) × payoutRate × termYears, where remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears and must be at least 0.10`,
    variables: [
      "fundingUsd",
      "payoutRate",
      "termYears",
      "agiUsd",
      "unrecapturedGainUsd",
      "otherGainUsd",
      "capitalGainsRate",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent:
    "Optional: pair with an irrevocable life insurance trust to replace the remainder for heirs (see charitable-wealth-replacement-trust).",
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
  variables: [
    { name: "fundingUsd", unit: "USD", description: "Fair market value of the property given to the trust." },
    { name: "payoutRate", unit: "rate", description: "Unitrust percentage paid each year (at least 5%)." },
    { name: "termYears", unit: "years", description: "Term of the trust (at most 20 years)." },
    { name: "agiUsd", unit: "USD", description: "Donor's adjusted gross income." },
    {
      name: "unrecapturedGainUsd",
      unit: "USD",
      description: "Unrecaptured §1250 gain (past straight-line depreciation) in the property.",
    },
    { name: "otherGainUsd", unit: "USD", description: "Other long-term capital gain in the property." },
    { name: "capitalGainsRate", unit: "rate", description: "Donor's long-term gains rate including NIIT." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, qualified appraisal and transfer." },
    { name: "annualAdministrationUsd", unit: "USD", description: "Trustee, valuation and Form 5227 each year." },
  ],
  defaults(facts, tax) {
    const funding = appreciatedFundingOf(facts, 0.25, 5_000_000);
    const split = gainSplit(facts, funding.value);
    return {
      fundingUsd: funding,
      payoutRate: minimumPayout(tax),
      termYears: crtTerm(facts, tax),
      agiUsd: agiOf(facts),
      unrecapturedGainUsd: { value: split.unrecaptured, assumption: split.words },
      otherGainUsd: { value: split.other, assumption: split.words },
      capitalGainsRate: gainsRateOf(facts, tax),
      setupCostUsd: fixed(12_000, "drafting, qualified appraisal and transfer about $12,000"),
      annualAdministrationUsd: fixed(5_000, "trustee, annual valuation and Form 5227 about $5,000 a year"),
    };
  },
  benefit(x, tax) {
    const rf = unitrustRemainderFactor(n(x, "payoutRate"), tax.section7520Rate, n(x, "termYears"));
    if (!qualifiesAsCrt(n(x, "payoutRate"), rf, tax)) return {};
    const gainTax =
      n(x, "unrecapturedGainUsd") * (tax.unrecapturedSection1250Rate + tax.netInvestmentIncomeTaxRate) +
      n(x, "otherGainUsd") * n(x, "capitalGainsRate");
    return {
      taxSavings: crutDeductionValue(x, tax, tax.topOrdinaryRate),
      incomeStream: Math.max(0, gainTax) * n(x, "payoutRate") * n(x, "termYears"),
    };
  },
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: n(x, "annualAdministrationUsd"), years: n(x, "termYears") }),
  sensitivity: {
    variable: "payoutRate",
    mode: "add",
    spread: 0.01,
    description: "Payout 1 point lower / base / higher",
  },
  eligibility: allOf(when.charitable, has.appreciatedProperty, has.topBracketIncome),
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
      "A CRUT turns an appreciated, often low-yield asset into a diversified income stream. The client transfers the property before any sale is agreed; the tax-exempt trust sells it and reinvests 100% of the proceeds; the client receives a fixed percentage of the trust's value each year; charity receives what remains. The client deducts the remainder's present value (Treas. Reg. §1.664-4), which must be at least 10% of the gift. Gain is not forgiven: it is carried out to the client over the years under the four-tier rules, so the benefit is deferral plus the deduction.",
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
      "Income that can use the deduction",
    ],
    professionals: ["Estate planning attorney", "CPA", "Qualified appraiser", "Trustee or investment manager"],
    secondaryBenefits: [
      "Diversification out of a concentrated or management-heavy asset",
      "Removes the property from the taxable estate",
    ],
    taxAdvantages: [
      "No tax when the trust sells (§664(c))",
      "Remainder deduction valued at the 37% rate, capped at 35% from 2026, above the 0.5%-of-AGI floor",
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
};

/**
 * Charitable remainder annuity trust. Minimum net worth 1,000,000. Benefit: remainder deduction
 * at the donor's rate plus the extra annuity bought by the untaxed gain.
 */
export const charitableRemainderAnnuityTrust: StrategyDefinition = {
  id: "charitable-remainder-annuity-trust",
  name: "Charitable Remainder Annuity Trust (CRAT)",
  category: "Charitable Planning",
  description:
    "An irrevocable trust pays the donor a fixed dollar amount each year (at least 5% of the initial value) for a term of up to 20 years or life, with the remainder to charity. The fixed payment suits older donors who want certainty; higher §7520 rates increase the deduction.",
  benefitCalculation: {
    type: "percentage",
    formula: `${valued(USABLE_APPRECIATED, "marginalRate")} + gainUsd × capitalGainsRate × annuityRate × termYears, where remainderFactor = 1 − annuityRate × annuityFactor(section7520Rate, termYears) and must be at least 0.10`,
    variables: ["fundingUsd", "annuityRate", "termYears", "agiUsd", "marginalRate", "gainUsd", "capitalGainsRate"],
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
  variables: [
    v("fundingUsd", "USD", "Fair market value of the property given."),
    v("annuityRate", "rate", "Fixed annuity as a share of the initial value (at least 5%)."),
    v("termYears", "years", "Term of the trust (at most 20 years)."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("gainUsd", "USD", "Capital gain in the property."),
    v("capitalGainsRate", "rate", "Donor's long-term gains rate including NIIT."),
    v("setupCostUsd", "USD", "Drafting, appraisal and transfer."),
    v("annualAdministrationUsd", "USD", "Trustee and Form 5227 each year."),
  ],
  defaults(facts, tax) {
    const funding = appreciatedFundingOf(facts, 0.2, 3_000_000);
    const split = gainSplit(facts, funding.value);
    return {
      fundingUsd: funding,
      annuityRate: {
        value: tax.charitableRemainderMinimumPayoutRate,
        assumption: `${Math.round(tax.charitableRemainderMinimumPayoutRate * 100)}% of the initial value, the §664 minimum`,
      },
      termYears: crtTerm(facts, tax),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      gainUsd: { value: split.unrecaptured + split.other, assumption: split.words },
      capitalGainsRate: gainsRateOf(facts, tax),
      setupCostUsd: fixed(10_000, "drafting, appraisal and transfer about $10,000"),
      annualAdministrationUsd: fixed(4_000, "trustee and Form 5227 about $4,000 a year"),
    };
  },
  benefit(x, tax) {
    const rf = annuityTrustRemainderFactor(n(x, "annuityRate"), tax.section7520Rate, n(x, "termYears"));
    if (!qualifiesAsCrt(n(x, "annuityRate"), rf, tax)) return {};
    const usable = usableDeduction(
      n(x, "fundingUsd") * rf,
      n(x, "agiUsd"),
      tax.charitableAppreciatedPropertyAgiLimit,
      tax.charitableContributionCarryoverYears,
    );
    return {
      taxSavings: deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax),
      incomeStream: n(x, "gainUsd") * n(x, "capitalGainsRate") * n(x, "annuityRate") * n(x, "termYears"),
    };
  },
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: n(x, "annualAdministrationUsd"), years: n(x, "termYears") }),
  sensitivity: {
    variable: "fundingUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Funding 25% lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    has.appreciatedProperty,
    when.ageAtLeast(60, "a fixed payment for a shorter horizon suits donors near or in retirement"),
  ),
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
};

/**
 * Net-income makeup CRUT (NIMCRUT) used to accumulate during working years and pay in retirement.
 * Minimum net worth 2,000,000.
 */
export const netIncomeMakeupCrut: StrategyDefinition = {
  id: "net-income-makeup-crut",
  name: "Net-Income Makeup Charitable Remainder Unitrust (NIMCRUT) for Retirement Income",
  category: "Advanced Charitable Planning",
  description:
    "A unitrust that pays the lesser of its net accounting income or the fixed percentage, with a makeup account for shortfalls. Invested for growth (or in a deferred annuity) while the donor works, it pays little; at retirement the trustee shifts to income-producing assets and the makeup account is paid out, moving income into lower-bracket years.",
  benefitCalculation: {
    type: "percentage",
    formula: `${valued(USABLE_APPRECIATED, "marginalRate")} + fundingUsd × payoutRate × accumulationYears × (marginalRate − retirementRate), where remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears and must be at least 0.10`,
    variables: [
      "fundingUsd",
      "payoutRate",
      "termYears",
      "agiUsd",
      "marginalRate",
      "accumulationYears",
      "retirementRate",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Optional: the trust can hold a deferred annuity whose build-up is not accounting income until withdrawn, letting the trustee control when income arises.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "trustee_independence_for_annuity_control",
    "form_5227_required",
  ],
  sources: [
    "IRC §664(d)(3) (income exception; makeup)",
    "Treas. Reg. §1.664-3(a)(1)(i)(b) (net income with makeup), (c) (flip provisions)",
    "Treas. Reg. §1.664-4(a) (remainder valued at the fixed percentage)",
    "Treas. Reg. §1.643(b)-1 (trust accounting income)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 (2026 floor and cap)",
  ],
  variables: [
    v("fundingUsd", "USD", "Value of the appreciated property given."),
    v("payoutRate", "rate", "Fixed unitrust percentage (paid only to the extent of income)."),
    v("termYears", "years", "Term of the trust (at most 20 years)."),
    v("accumulationYears", "years", "Working years in which income is deferred into the makeup account."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate while working."),
    v("retirementRate", "rate", "Donor's marginal rate in retirement."),
    v("setupCostUsd", "USD", "Drafting, appraisal and transfer."),
    v("annualAdministrationUsd", "USD", "Trustee, accounting-income tracking and Form 5227."),
  ],
  defaults(facts, tax) {
    const term = fixed(
      tax.charitableRemainderMaximumTermYears,
      `${tax.charitableRemainderMaximumTermYears}-year term, the longest term of years`,
    );
    const accumulation = yearsUntil(
      facts,
      facts.plannedRetirementAge ?? 65,
      1,
      term.value - 1,
      "of accumulation to retirement",
    );
    return {
      fundingUsd: appreciatedFundingOf(facts, 0.2, 5_000_000),
      payoutRate: minimumPayout(tax),
      termYears: term,
      accumulationYears: accumulation,
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      retirementRate: retirementRateOf(facts, tax),
      setupCostUsd: fixed(15_000, "drafting, appraisal and transfer about $15,000"),
      annualAdministrationUsd: fixed(6_000, "trustee, income accounting and Form 5227 about $6,000 a year"),
    };
  },
  benefit(x, tax) {
    const rf = unitrustRemainderFactor(n(x, "payoutRate"), tax.section7520Rate, n(x, "termYears"));
    if (!qualifiesAsCrt(n(x, "payoutRate"), rf, tax)) return {};
    const shifted =
      n(x, "fundingUsd") *
      n(x, "payoutRate") *
      n(x, "accumulationYears") *
      Math.max(0, n(x, "marginalRate") - n(x, "retirementRate"));
    return { taxSavings: crutDeductionValue(x, tax, n(x, "marginalRate")) + shifted };
  },
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: n(x, "annualAdministrationUsd"), years: n(x, "termYears") }),
  sensitivity: {
    variable: "retirementRate",
    mode: "add",
    spread: 0.04,
    description: "Retirement rate 4 points lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    has.appreciatedProperty,
    when.ageBelow(60, "the strategy needs working years to accumulate before retirement"),
    when.highIncome(300_000),
  ),
  timeline: "3–4 months",
  keyBenefits: [
    "Defers income from high-bracket working years to retirement",
    "Tax-free sale of appreciated property",
    "Upfront deduction and a charitable legacy",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "charit", "income", "defer", "capital gain"],
  explanation: {
    overview:
      "A NIMCRUT is a CRUT that pays only its net accounting income if that is less than the unitrust amount, recording the shortfall in a makeup account. Invested for growth while the donor earns, it pays little and builds a large makeup account; at retirement it shifts to income and pays out the makeup, so the income is taxed in lower-bracket years.",
    keyComponents: [
      "Net-income limit with makeup account",
      "Growth or deferred-annuity investments during accumulation",
      "Independent trustee controlling realisation of income",
    ],
    steps: [
      step(
        "Design",
        "Choose payout, term, definition of income (capital gains allocated to income if state law permits) and an independent trustee.",
        "Weeks 1–4",
        ["Trust design memo"],
      ),
      step("Draft and fund", "Draft, appraise and transfer the property before any sale agreement.", "Weeks 4–10", [
        "Trust agreement",
        "Appraisal",
      ]),
      step(
        "Accumulate",
        "Trustee invests for growth with little accounting income while the donor works.",
        "Working years",
        ["Investment policy"],
      ),
      step("Distribute", "At retirement, shift to income and pay the unitrust amount plus makeup.", "At retirement", [
        "Trustee resolution",
      ]),
    ],
    prerequisites: ["Appreciated property", "Working years remaining", "Charitable intent for the remainder"],
    professionals: ["Estate planning attorney", "CPA", "Independent trustee", "Investment manager"],
    secondaryBenefits: [
      "Removes the property from the estate",
      "Acts as a supplemental retirement plan without contribution limits",
    ],
    taxAdvantages: [
      "Deduction for the remainder",
      "Income taxed in retirement rather than working years",
      "Tax-free sale inside the trust",
    ],
    risks: [
      risk(
        "Self-dealing or control",
        "A donor-controlled trustee timing income can raise grantor-control issues.",
        "Use an independent trustee for annuity and investment decisions.",
      ),
      risk(
        "Makeup never paid",
        "If the trust never generates enough income, the makeup is lost to charity.",
        "Plan the shift to income-producing assets early.",
      ),
    ],
    marketRisks: ["Growth assets may underperform during accumulation"],
    regulatoryConsiderations: [
      "State principal-and-income law defines accounting income",
      "10% remainder test at funding",
    ],
    liquidityConsiderations:
      "Little or no income during accumulation; the donor must not need the trust's cash while working.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Pays a fixed percentage from day one, taxed at working-year rates.",
      },
      { strategy: "cash-balance-plan", whyNotChosen: "Deductible, but needs a business and has contribution limits." },
    ],
    uniqueAdvantages: ["A charitable trust that doubles as a deferral vehicle with no contribution limit"],
    successMetrics: [
      metric("Makeup account", "Growing each accumulation year", "Annually"),
      metric("Retirement distributions", "Taxed below working-year rate", "Annually from retirement"),
    ],
    qualitativeIndicators: ["Donor comfortable with no income until retirement"],
    warningSignals: ["Trustee acting at the donor's direction", "Accounting income arising unplanned"],
    reviewSchedule: "Annual trust and investment review; retirement-date review 2 years ahead.",
    exitStrategy: "Release the income interest to charity for a further deduction; the trust is irrevocable.",
  },
};

/**
 * Charitable lead annuity trust. Minimum net worth 5,000,000 (spec §3 table). Benefit: the
 * remainder passing to heirs free of transfer tax, remainder × 0.40 (tax.estateTaxRate), with
 * the annuity zeroed out at the §7520 rate.
 */
export const charitableLeadAnnuityTrust: StrategyDefinition = {
  id: "charitable-lead-annuity-trust",
  name: "Charitable Lead Annuity Trust (CLAT)",
  category: "Advanced Charitable Planning",
  description:
    "A trust pays a fixed annuity to charity for a term of years, then passes the remainder to the donor's heirs. The taxable gift is the funding less the present value of the charity's annuity at the §7520 rate; a zeroed-out CLAT makes it nearly nil, so any growth above the §7520 rate passes to the family free of gift and estate tax.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "(fundingUsd × (1 + growthRate)^termYears − annuityUsd × ((1 + growthRate)^termYears − 1) ÷ growthRate) × 0.40, where annuityUsd = fundingUsd ÷ annuityFactor(section7520Rate, termYears)",
    variables: ["fundingUsd", "growthRate", "termYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The charity receives a fixed annuity for the term; the trust itself is the annuity payer.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "section_7520_rate_risk",
    "private_foundation_self_dealing_rules",
  ],
  sources: [
    "IRC §2522(c)(2)(B), §2055(e)(2)(B) (guaranteed annuity interest)",
    "IRC §170(f)(2)(B) (income tax deduction only for a grantor CLAT)",
    "IRC §642(c) (non-grantor CLAT's charitable deduction)",
    "Treas. Reg. §25.2522(c)-3(c)(2)(vi), §1.170A-6(c)",
    "IRC §7520; Treas. Reg. §20.2031-7(d) Table B",
    "Rev. Proc. 2007-45, 2007-46 (sample CLAT forms)",
    "IRC §2001(c) (40% rate)",
  ],
  variables: [
    v("fundingUsd", "USD", "Assets transferred to the CLAT."),
    v("growthRate", "rate", "Annual total return of the trust assets."),
    v("termYears", "years", "Years the charity receives the annuity."),
    v("setupCostUsd", "USD", "Drafting, appraisal and Form 709."),
    v("annualAdministrationUsd", "USD", "Trustee, Form 1041 and Form 5227 each year."),
  ],
  defaults(facts) {
    const nw = facts.netWorthUsd ?? 0;
    const funding = Math.round(Math.min(nw * 0.15, 20_000_000));
    return {
      fundingUsd: { value: funding, assumption: `15% of net worth, at most $20,000,000 (${formatUsd(funding)})` },
      growthRate: growthFor(facts),
      termYears: fixed(15, "15-year term"),
      setupCostUsd: fixed(20_000, "drafting, appraisal and Form 709 about $20,000"),
      annualAdministrationUsd: fixed(6_000, "trustee, Form 1041 and Form 5227 about $6,000 a year"),
    };
  },
  benefit(x, tax) {
    const funding = n(x, "fundingUsd");
    const years = n(x, "termYears");
    if (years <= 0 || funding <= 0) return {};
    const annuity = zeroedOutAnnuityPayment(funding, tax.section7520Rate, years);
    return { estateTaxSavings: gratRemainder(funding, n(x, "growthRate"), years, annuity) * tax.estateTaxRate };
  },
  cost: (x) => ({ setup: n(x, "setupCostUsd"), annual: n(x, "annualAdministrationUsd"), years: n(x, "termYears") }),
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(when.charitable, when.taxableEstate, when.hasDescendants),
  timeline: "2–3 months",
  keyBenefits: [
    "Growth above the §7520 rate passes to heirs free of gift and estate tax",
    "Funds the client's philanthropy for a fixed term",
    "A zeroed-out design uses little or no exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "philanthrop", "heirs", "estate", "legacy", "foundation"],
  explanation: {
    overview:
      "A CLAT suits a family that already gives to charity each year and has a taxable estate. The charity receives a fixed annuity for the term; whatever remains passes to children or a dynasty trust. Because the gift is valued at the §7520 rate, returns above that rate move wealth to heirs free of transfer tax.",
    keyComponents: [
      "Fixed annuity to charity (public charity, DAF or family foundation)",
      "Remainder to heirs or a trust for them",
      "Non-grantor (trust deducts payments) or grantor (donor deducts upfront) design",
    ],
    steps: [
      step(
        "Model",
        "Model the annuity, term and expected remainder at the current §7520 rate; choose grantor or non-grantor.",
        "Weeks 1–3",
        ["§7520 rate", "Asset projections"],
      ),
      step("Draft", "Draft from the IRS sample forms; name the charity and remainder beneficiaries.", "Weeks 3–6", [
        "Trust agreement",
        "EIN",
      ]),
      step("Fund", "Transfer high-growth or discounted assets; appraise any hard-to-value ones.", "Weeks 6–8", [
        "Transfer documents",
        "Appraisal",
      ]),
      step(
        "File and administer",
        "File Form 709 reporting the gift; pay the annuity each year; file Form 1041 and 5227.",
        "By April 15 and annually",
        ["Form 709", "Form 1041", "Form 5227"],
      ),
    ],
    prerequisites: [
      "Taxable estate",
      "Regular charitable giving the annuity can replace",
      "Assets expected to grow faster than the §7520 rate",
    ],
    professionals: ["Estate planning attorney", "CPA", "Trustee", "Appraiser"],
    secondaryBenefits: ["A predictable funding source for a family foundation", "Family involvement in philanthropy"],
    taxAdvantages: [
      "Near-zero taxable gift when zeroed out",
      "Remainder and its growth outside the estate",
      "Grantor CLAT: upfront income tax deduction",
    ],
    risks: [
      risk(
        "Under-performance",
        "If returns fall below the §7520 rate, heirs receive little.",
        "Fund with growth assets; a shorter term or a 'shark-fin' back-loaded annuity.",
      ),
      risk(
        "GST inefficiency",
        "GST exemption cannot be leveraged precisely on a CLAT (§2642(e)).",
        "Name children, not skip persons, as remainder beneficiaries or use a CLUT for GST.",
      ),
      risk(
        "Self-dealing",
        "A family foundation as annuitant brings private foundation rules into play.",
        "Use a public charity or DAF, or get foundation counsel.",
      ),
    ],
    marketRisks: ["Trust assets may fall in value"],
    regulatoryConsiderations: [
      "§7520 rate of the month of transfer (or either of the two prior months)",
      "Annuity must be fixed and paid at least annually",
    ],
    liquidityConsiderations:
      "The trust must pay the annuity in cash or in kind each year; illiquid assets need a liquidity plan.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Pays the client, not the heirs; charity receives the remainder.",
      },
      {
        strategy: "private-foundation",
        whyNotChosen: "Keeps family control of grants but does not move growth to heirs.",
      },
    ],
    uniqueAdvantages: ["Combines annual giving with a transfer-tax-free remainder to heirs"],
    successMetrics: [
      metric("Trust return versus §7520 rate", "Above the rate over the term", "Annually"),
      metric("Projected remainder to heirs", "Growing relative to plan", "Annually"),
    ],
    qualitativeIndicators: ["Family engaged in the charity receiving the annuity"],
    warningSignals: ["Annuity payments late or missed", "Returns below the §7520 rate for several years"],
    reviewSchedule: "Annual trust review; term-end planning two years before the remainder passes.",
    exitStrategy: "The trust is irrevocable; at term end the remainder passes to heirs or their trusts.",
  },
};

/**
 * Charitable wealth replacement trust (the spec's "charitable-replacement variant"): a CRT paired
 * with an ILIT whose death benefit replaces the gift for heirs. Minimum net worth 3,000,000.
 */
export const charitableWealthReplacementTrust: StrategyDefinition = {
  id: "charitable-wealth-replacement-trust",
  name: "Charitable Wealth Replacement Trust (CRT Paired with an ILIT)",
  category: "Advanced Charitable Planning",
  description:
    "Appreciated property goes to a charitable remainder unitrust; part of the unitrust income and the tax saved funds premiums on a life insurance policy owned by an irrevocable life insurance trust. At death the charity receives the CRT remainder and the heirs receive the insurance proceeds free of income and estate tax, replacing the asset they did not inherit.",
  benefitCalculation: {
    type: "percentage",
    formula: `${valued(USABLE_APPRECIATED, "marginalRate")} + gainUsd × capitalGainsRate × payoutRate × termYears + fundingUsd × estateTaxableShare × 0.40, where remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears`,
    variables: [
      "fundingUsd",
      "payoutRate",
      "termYears",
      "agiUsd",
      "marginalRate",
      "gainUsd",
      "capitalGainsRate",
      "estateTaxableShare",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (deathBenefitUsd × premiumRate + annualAdministrationUsd) × premiumYears",
    variables: ["setupCostUsd", "deathBenefitUsd", "premiumRate", "annualAdministrationUsd", "premiumYears"],
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
  variables: [
    v("fundingUsd", "USD", "Value of the appreciated property given to the CRT."),
    v("payoutRate", "rate", "Unitrust payout rate."),
    v("termYears", "years", "Term of the CRT (at most 20 years)."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("gainUsd", "USD", "Capital gain in the property."),
    v("capitalGainsRate", "rate", "Donor's long-term gains rate including NIIT."),
    v("estateTaxableShare", "ratio", "Share of the property that would otherwise bear estate tax."),
    v("deathBenefitUsd", "USD", "Face amount of the replacement policy."),
    v("premiumRate", "rate", "Annual premium as a share of the death benefit."),
    v("premiumYears", "years", "Years of premiums (and CRT administration)."),
    v("setupCostUsd", "USD", "CRT and ILIT drafting, appraisal, underwriting."),
    v("annualAdministrationUsd", "USD", "CRT and ILIT administration each year."),
  ],
  defaults(facts, tax) {
    const funding = appreciatedFundingOf(facts, 0.25, 5_000_000);
    const split = gainSplit(facts, funding.value);
    const married = facts.maritalStatus === "married" || facts.maritalStatus === "separated";
    const premiumRate = married ? 0.015 : 0.025;
    return {
      fundingUsd: funding,
      payoutRate: minimumPayout(tax),
      termYears: crtTerm(facts, tax),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      gainUsd: { value: split.unrecaptured + split.other, assumption: split.words },
      capitalGainsRate: gainsRateOf(facts, tax),
      estateTaxableShare: estateTaxableShareOf(
        facts,
        tax,
        funding.value,
        growthFor(facts).value,
        yearsUntil(facts, 88, 5, 40, "").value,
      ),
      deathBenefitUsd: { value: funding.value, assumption: "death benefit equal to the value given to the CRT" },
      premiumRate: fixed(
        premiumRate,
        married ? "survivorship premium about 1.5% of face a year" : "single-life premium about 2.5% of face a year",
      ),
      premiumYears: yearsUntil(facts, 88, 5, 20, "of premiums, to about age 88 (at most 20)"),
      setupCostUsd: fixed(20_000, "CRT and ILIT drafting, appraisal and underwriting about $20,000"),
      annualAdministrationUsd: fixed(6_000, "CRT and ILIT administration about $6,000 a year"),
    };
  },
  benefit(x, tax) {
    const rf = unitrustRemainderFactor(n(x, "payoutRate"), tax.section7520Rate, n(x, "termYears"));
    if (!qualifiesAsCrt(n(x, "payoutRate"), rf, tax)) return {};
    return {
      taxSavings: crutDeductionValue(x, tax, n(x, "marginalRate")),
      incomeStream: n(x, "gainUsd") * n(x, "capitalGainsRate") * n(x, "payoutRate") * n(x, "termYears"),
      estateTaxSavings: n(x, "fundingUsd") * Math.min(1, Math.max(0, n(x, "estateTaxableShare"))) * tax.estateTaxRate,
    };
  },
  cost: (x) => ({
    setup: n(x, "setupCostUsd"),
    annual: n(x, "deathBenefitUsd") * n(x, "premiumRate") + n(x, "annualAdministrationUsd"),
    years: n(x, "premiumYears"),
  }),
  sensitivity: {
    variable: "premiumRate",
    mode: "multiply",
    spread: 0.3,
    description: "Premium 30% lower / base / higher",
  },
  eligibility: allOf(when.charitable, has.appreciatedProperty, when.hasDescendants, {
    test: (f) => (oldestAge(f) ?? 0) > 0 && (oldestAge(f) ?? 0) <= 80,
    fits: "The client's age allows life insurance underwriting at a workable premium.",
    fails:
      "Replacement insurance needs an insurable client aged 80 or younger; the notes show an older or unstated age.",
  }),
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
};

/**
 * Pooled income fund (§642(c)(5)). Minimum net worth 500,000. Benefit: remainder deduction at
 * the fund's yield plus the capital gains tax permanently avoided (the fund's gains are set aside
 * for charity and never distributed).
 */
export const pooledIncomeFund: StrategyDefinition = {
  id: "pooled-income-fund",
  name: "Pooled Income Fund Gift",
  category: "Charitable",
  description:
    "The donor transfers appreciated securities to a public charity's pooled income fund and receives, for life, a pro-rata share of the fund's net income. The donor deducts the remainder's present value; the fund's capital gains are permanently set aside for charity, so the donor never pays tax on the gain.",
  benefitCalculation: {
    type: "percentage",
    formula: `${valued("min(fundingUsd ÷ (1 + fundYieldRate)^lifeExpectancyYears, agiUsd × charitableAppreciatedPropertyAgiLimit × (1 + charitableContributionCarryoverYears))", "marginalRate")} + gainUsd × capitalGainsRate`,
    variables: [
      "fundingUsd",
      "fundYieldRate",
      "lifeExpectancyYears",
      "agiUsd",
      "marginalRate",
      "gainUsd",
      "capitalGainsRate",
    ],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The donor receives a variable lifetime income from the fund, not a fixed annuity.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["irrevocable_gift", "variable_income", "charity_sponsored_fund"],
  sources: [
    "IRC §642(c)(5) (pooled income fund requirements)",
    "IRC §642(c)(3) (long-term gains set aside for charity)",
    "Treas. Reg. §1.642(c)-5, §1.642(c)-6 (valuation at the fund's highest yield of the 3 prior years; deemed rate for new funds)",
    "IRC §170(b)(1)(C), §170(b)(1)(I), §68 as amended by Pub. L. 119-21",
  ],
  variables: [
    v("fundingUsd", "USD", "Value of securities given to the fund."),
    v("fundYieldRate", "rate", "Fund yield used to value the remainder."),
    v("lifeExpectancyYears", "years", "Donor's life expectancy."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("gainUsd", "USD", "Capital gain in the securities."),
    v("capitalGainsRate", "rate", "Donor's long-term gains rate including NIIT."),
    v("planningCostUsd", "USD", "Advice on the gift."),
  ],
  defaults(facts, tax) {
    const funding = appreciatedFundingOf(facts, 0.1, 1_000_000);
    const fundYield = Math.max(0.01, tax.section7520Rate - 0.01);
    return {
      fundingUsd: funding,
      fundYieldRate: {
        value: fundYield,
        assumption: `${(fundYield * 100).toFixed(1)}%: a new fund's deemed rate (average §7520 rate of the prior 3 years less 1 point), approximated from the current §7520 rate`,
      },
      lifeExpectancyYears: lifeExpectancyOf(facts),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      gainUsd: { value: Math.round(funding.value * 0.7), assumption: "gain assumed 70% of value" },
      capitalGainsRate: gainsRateOf(facts, tax),
      planningCostUsd: fixed(1_000, "advice on the gift about $1,000"),
    };
  },
  benefit(x, tax) {
    const rf = (1 + n(x, "fundYieldRate")) ** -Math.max(0, n(x, "lifeExpectancyYears"));
    const usable = usableDeduction(
      n(x, "fundingUsd") * rf,
      n(x, "agiUsd"),
      tax.charitableAppreciatedPropertyAgiLimit,
      tax.charitableContributionCarryoverYears,
    );
    return {
      taxSavings:
        deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax) + n(x, "gainUsd") * n(x, "capitalGainsRate"),
    };
  },
  cost: (x) => ({ setup: n(x, "planningCostUsd"), annual: 0, years: 1 }),
  sensitivity: {
    variable: "fundYieldRate",
    mode: "add",
    spread: 0.01,
    description: "Fund yield 1 point lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    when.hasAppreciatedStock,
    when.ageAtLeast(55, "lifetime income and a meaningful remainder deduction suit older donors"),
  ),
  timeline: "2–4 weeks (the charity's fund already exists)",
  keyBenefits: [
    "Capital gain never taxed to the donor",
    "Lifetime income from a professionally managed fund",
    "Deduction with no trust to set up",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "income", "capital gain", "university", "hospital"],
  explanation: {
    overview:
      "A pooled income fund is a charity-run commingled trust. Donors receive units and a share of the fund's net income for life; at death their units pass to the charity. Because the fund's long-term gains are set aside for charity, appreciated stock given to it is sold with no tax to anyone.",
    keyComponents: [
      "Units in the charity's fund",
      "Lifetime share of net income",
      "Remainder to the sponsoring charity",
    ],
    steps: [
      step(
        "Find a fund",
        "Confirm the charity (often a university or hospital) maintains a pooled income fund and its yield history.",
        "Week 1",
        ["Fund disclosure"],
      ),
      step("Transfer", "Transfer long-held appreciated shares to the fund.", "Weeks 2–3", [
        "Stock transfer instructions",
      ]),
      step("Deduct", "Receive the charity's remainder calculation; file Form 8283.", "With the return", [
        "Charity acknowledgement",
        "Form 8283",
      ]),
    ],
    prerequisites: ["Appreciated securities held more than a year", "A charity that sponsors a fund"],
    professionals: ["Financial adviser", "CPA", "Charity's planned-giving office"],
    secondaryBenefits: ["No trustee or administration for the donor", "Removes the shares from the estate"],
    taxAdvantages: ["Gain permanently excluded (§642(c)(3))", "Remainder deduction"],
    risks: [
      risk(
        "Variable income",
        "Income depends on the fund's net income, often low in growth markets.",
        "Compare the fund's yield history with a CRUT or gift annuity.",
      ),
      risk("Few funds", "Many charities have closed their funds.", "Check availability before planning around it."),
    ],
    marketRisks: ["Interest rates drive the fund's income"],
    regulatoryConsiderations: ["Income is ordinary income to the donor", "2026 floor and cap on the deduction"],
    liquidityConsiderations: "The principal is irrevocably given; only income is received.",
    alternatives: [
      {
        strategy: "charitable-gift-annuity",
        whyNotChosen: "Fixed payments, but part of the gain is taxed over life expectancy.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "More control and flexibility but trust set-up and gain carried out to the donor.",
      },
    ],
    uniqueAdvantages: ["The only split-interest gift in which the donor's gain is never taxed"],
    successMetrics: [
      metric("Income received", "At or above the fund's historic yield", "Annually"),
      metric("Deduction used", "Fully within the carryover period", "Annually"),
    ],
    qualitativeIndicators: ["Donor connected to the sponsoring charity"],
    warningSignals: ["Fund yield falling sharply", "Charity closing the fund to new gifts"],
    reviewSchedule: "Annual review of income received.",
    exitStrategy:
      "The donor can give the income interest to the charity for a further deduction; the gift itself is irrevocable.",
  },
};

/** ACGA suggested single-life rate for an age (schedule effective January 2024), decimal. */
function acgaRate(age: number): number {
  if (age >= 90) return 0.101;
  if (age >= 85) return 0.091;
  if (age >= 80) return 0.081;
  if (age >= 75) return 0.07;
  if (age >= 70) return 0.063;
  if (age >= 65) return 0.057;
  return 0.052;
}

/**
 * Charitable gift annuity. Minimum net worth 500,000. Benefit: the deduction for the gift less
 * the annuity's present value (term-certain approximation at the §7520 rate).
 */
export const charitableGiftAnnuity: StrategyDefinition = {
  id: "charitable-gift-annuity",
  name: "Charitable Gift Annuity",
  category: "Charitable",
  description:
    "The donor gives cash or securities to a charity in exchange for the charity's promise of a fixed lifetime annuity. The donor deducts the gift less the annuity's present value; part of each payment is a tax-free return of the investment, and for appreciated property the gain is reported ratably over life expectancy.",
  benefitCalculation: {
    type: "percentage",
    formula: valued(
      "min(giftUsd − giftUsd × annuityRate × annuityFactor(section7520Rate, lifeExpectancyYears), agiUsd × charitableCashAgiLimit × (1 + charitableContributionCarryoverYears))",
      "marginalRate",
    ),
    variables: ["giftUsd", "annuityRate", "lifeExpectancyYears", "agiUsd", "marginalRate"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Central: the charity pays a fixed annuity for the donor's life (or two lives), backed by its general assets.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["unsecured_charity_obligation", "state_insurance_regulation", "irrevocable_gift"],
  sources: [
    "IRC §170(a), §1011(b) (bargain sale)",
    "Treas. Reg. §1.1011-2(a)(4)(ii) (ratable gain reporting when the donor is the annuitant)",
    "IRC §72 (exclusion ratio); Treas. Reg. §1.170A-1(d)",
    "IRC §501(m)(5), §514(c)(5) (qualified gift annuities)",
    "IRC §7520; IRS Table 2010CM",
    "IRC §408(d)(8)(F) (one-time QCD of up to the indexed limit to a gift annuity)",
  ],
  variables: [
    v("giftUsd", "USD", "Amount given for the annuity."),
    v("annuityRate", "rate", "Annuity as a share of the gift."),
    v("lifeExpectancyYears", "years", "Annuitant's life expectancy."),
    v("agiUsd", "USD", "Donor's adjusted gross income."),
    v("marginalRate", "rate", "Donor's marginal rate for the deduction."),
    v("planningCostUsd", "USD", "Advice on the gift."),
  ],
  defaults(facts, tax) {
    const age = oldestAge(facts) ?? 70;
    const rate = acgaRate(age);
    const gift = Math.round(Math.min((facts.netWorthUsd ?? 0) * 0.05, 500_000));
    return {
      giftUsd: { value: gift, assumption: `a cash gift of 5% of net worth, at most $500,000 (${formatUsd(gift)})` },
      annuityRate: fixed(rate, `${(rate * 100).toFixed(1)}% ACGA suggested rate at age ${age}`),
      lifeExpectancyYears: lifeExpectancyOf(facts),
      agiUsd: agiOf(facts),
      marginalRate: ordinaryRateOf(facts, tax),
      planningCostUsd: fixed(500, "advice on the gift about $500"),
    };
  },
  benefit(x, tax) {
    const gift = n(x, "giftUsd");
    const deduction = Math.max(
      0,
      gift - gift * n(x, "annuityRate") * annuityFactor(tax.section7520Rate, Math.max(0, n(x, "lifeExpectancyYears"))),
    );
    const usable = usableDeduction(
      deduction,
      n(x, "agiUsd"),
      tax.charitableCashAgiLimit,
      tax.charitableContributionCarryoverYears,
    );
    return { taxSavings: deductionValue(usable, n(x, "marginalRate"), n(x, "agiUsd"), tax) };
  },
  cost: (x) => ({ setup: n(x, "planningCostUsd"), annual: 0, years: 1 }),
  sensitivity: {
    variable: "annuityRate",
    mode: "add",
    spread: 0.01,
    description: "Annuity rate 1 point lower / base / higher",
  },
  eligibility: allOf(
    when.charitable,
    when.ageAtLeast(65, "gift annuity rates and deductions are meaningful from about 65"),
  ),
  timeline: "2–4 weeks",
  keyBenefits: ["Fixed lifetime income", "Partial deduction now", "Part of each payment tax-free"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["charit", "income", "annuity", "retire", "fixed"],
  explanation: {
    overview:
      "A gift annuity is a contract with a charity: the donor makes a gift and the charity pays a fixed annuity for life. The charitable deduction is the gift less the annuity's present value at the §7520 rate; the annuity is backed by the charity's assets and reserves regulated by state insurance law.",
    keyComponents: [
      "Contract with the charity",
      "Fixed lifetime annuity at the charity's rate (usually ACGA)",
      "Deduction for the gift element",
    ],
    steps: [
      step("Choose the charity", "Check the charity's financial strength and state registration.", "Week 1", [
        "Charity's audited financials",
      ]),
      step(
        "Get the illustration",
        "Ask for the rate, deduction and tax-free portion for the donor's age.",
        "Week 1–2",
        ["Gift annuity illustration"],
      ),
      step("Sign and fund", "Sign the agreement and transfer cash or securities.", "Weeks 2–4", [
        "Gift annuity agreement",
        "Transfer instructions",
      ]),
      step("Report", "Claim the deduction; report payments from Form 1099-R each year.", "Annually", [
        "Form 8283 for securities",
        "Form 1099-R",
      ]),
    ],
    prerequisites: [
      "Age 65 or older (or a deferred annuity for younger donors)",
      "Charitable intent toward the issuing charity",
    ],
    professionals: ["Financial adviser", "CPA", "Charity's planned-giving office"],
    secondaryBenefits: ["Removes the gift from the estate", "Simple, no trust to administer"],
    taxAdvantages: [
      "Deduction for the gift element",
      "Exclusion ratio makes part of each payment tax-free",
      "Gain on appreciated property spread over life expectancy",
    ],
    risks: [
      risk(
        "Charity credit risk",
        "The annuity is an unsecured obligation of the charity.",
        "Use large, well-funded charities in states that require reserves.",
      ),
      risk("Inflation", "Fixed payments lose purchasing power.", "Ladder several gift annuities over time."),
    ],
    marketRisks: ["None to the donor's payments; the charity bears investment risk"],
    regulatoryConsiderations: ["State insurance regulation of gift annuities", "2026 floor and cap on the deduction"],
    liquidityConsiderations: "The gift is irrevocable; only the annuity is received.",
    alternatives: [
      {
        strategy: "charitable-remainder-annuity-trust",
        whyNotChosen: "Donor-controlled trust with more flexibility, but costs more to set up.",
      },
      { strategy: "pooled-income-fund", whyNotChosen: "Avoids all gain but pays variable income." },
    ],
    uniqueAdvantages: ["Fixed lifetime income from a charity with no trust to administer"],
    successMetrics: [
      metric("Annuity payments", "On time, in full", "Quarterly"),
      metric("Deduction used", "Fully within the carryover period", "Annually"),
    ],
    qualitativeIndicators: ["Donor connected to the charity's mission"],
    warningSignals: ["Charity financial distress", "Donor needing principal back"],
    reviewSchedule: "Annual review of payments and the charity's health.",
    exitStrategy:
      "The donor can relinquish the annuity to the charity for a further deduction; the gift cannot be reversed.",
  },
};

/** Charitable trust strategies of this folder. */
export const CHARITABLE_TRUST_STRATEGIES: readonly StrategyDefinition[] = [
  charitableRemainderUnitrust,
  charitableRemainderAnnuityTrust,
  netIncomeMakeupCrut,
  charitableLeadAnnuityTrust,
  charitableWealthReplacementTrust,
  pooledIncomeFund,
  charitableGiftAnnuity,
];
