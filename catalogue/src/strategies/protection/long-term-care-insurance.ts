import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import type { TaxParameters } from "../../tax/types.ts";
import { allOf, at, check, fixed, metric, risk, step, yearly } from "../kit.ts";
import { deductionSaving } from "./lib/shared.ts";

/**
 * Long-term care insurance, traditional or hybrid. Minimum net worth 1,000,000 (spec §3 table).
 *
 * The value is protection: the care costs insured (a benefit pool of careYears of care at the
 * national median cost, for each insured). The cost is the premium each year until the insured's
 * death at the household's planning age (premiums stop on a claim in practice, so this errs on the
 * side of cost). A business owner deducts the §213(d)(10) eligible premium (IRC §162(l), or as
 * employer-paid health coverage): that tax saving is a flow on the household's return; other
 * clients rarely clear the 7.5%-of-AGI medical floor, so none is counted for them.
 *
 * Premium: the American Association for Long-Term Care Insurance 2019 Price Index, a $165,000
 * pool growing 3% a year bought at 55 (single male $2,050, single female $2,700 a year; a couple
 * $3,050 combined), per $1,000 of pool, rising about 6% a year of issue age (the Association's
 * 2008 index: $1,095 at 55 against $1,999 at 65, single).
 */

/** National median annual cost of a semi-private nursing-home room, USD (Genworth/CareScout Cost of Care Survey 2023). */
const ANNUAL_CARE_COST_USD = 104_000;
/** AALTCI 2019 Price Index at 55 for a $165,000 pool with 3% growth: single (average of male and female) and per person for a couple, USD a year. */
const PREMIUM_AT_55 = { single: (2_050 + 2_700) / 2, couplePerPerson: 3_050 / 2, poolUsd: 165_000 } as const;
/** Growth of the premium with each year of issue age, decimal: (1,999 ÷ 1,095)^(1/10) − 1 ≈ 6.2% (AALTCI 2008 index). */
const PREMIUM_AGE_GROWTH = (1_999 / 1_095) ** (1 / 10) - 1;

/** Annual premium per $1,000 of benefit pool at an issue age, USD. */
export function longTermCarePremiumPer1000(age: number, couple: boolean): number {
  const base = (couple ? PREMIUM_AT_55.couplePerPerson : PREMIUM_AT_55.single) / (PREMIUM_AT_55.poolUsd / 1_000);
  return base * (1 + PREMIUM_AGE_GROWTH) ** (age - 55);
}

/** §213(d)(10) eligible premium for one insured of `age`, USD (the year's published limits). */
export function longTermCarePremiumLimit(age: number, tax: TaxParameters): number {
  if (age <= 40) return tax.longTermCarePremiumLimitAge40OrLess;
  if (age <= 50) return tax.longTermCarePremiumLimitAge41To50;
  if (age <= 60) return tax.longTermCarePremiumLimitAge51To60;
  if (age <= 70) return tax.longTermCarePremiumLimitAge61To70;
  return tax.longTermCarePremiumLimitOver70;
}

const oldest = (ctx: StrategyContext) => Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);
const people = (ctx: StrategyContext) => (ctx.household.spouse ? 2 : 1);
const inWindow = (ctx: StrategyContext) => !ctx.household.primary.ageAssumed && oldest(ctx) >= 45 && oldest(ctx) <= 79;

export const longTermCareInsurance = defineStrategy({
  id: "long-term-care-insurance",
  name: "Long-Term Care Insurance (Traditional or Hybrid)",
  category: "Insurance",
  description:
    "A tax-qualified long-term care contract under §7702B, either a traditional policy or a hybrid life or annuity policy with a care rider, pays for extended home or facility care so the cost does not fall on the portfolio or the healthy spouse. Benefits are received tax-free and part of the premium counts as a medical expense under the age-based limits of §213(d)(10).",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = insuredPeople × annualCareCostUsd × careYears (care costs insured); tax saved each premium year = tax(−min(premium, eligiblePremiumLimitUsd) as a deduction) for a business owner",
    variables: ["insuredPeople", "annualCareCostUsd", "careYears", "premiumPer1000Usd", "eligiblePremiumLimitUsd"],
  },
  costCalculation: {
    type: "annual",
    formula:
      "premium = premiumPer1000Usd × insuredPeople × annualCareCostUsd × careYears ÷ 1,000, each year of premiumYears",
    variables: ["premiumPer1000Usd", "insuredPeople", "annualCareCostUsd", "careYears", "premiumYears"],
  },
  lifeInsuranceComponent:
    "Hybrid designs are permanent life policies with a long-term care rider: the death benefit is paid if care is never needed.",
  annuityComponent:
    "Annuity-based hybrids pay care benefits from an annuity value; an old annuity can fund one tax-free under §1035(a)(4).",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "premium_increase_risk", "tax_qualified_ltc"],
  sources: [
    "IRC §7702B (qualified long-term care insurance contracts)",
    "IRC §213(d)(1)(D), (d)(10) (eligible premium limits by age)",
    "IRC §162(l) (self-employed health insurance deduction)",
    "IRC §1035(a)(4) as amended by the Pension Protection Act of 2006 §844",
    "Deficit Reduction Act of 2005 §6021 (state long-term care partnership programs)",
    "Genworth/CareScout Cost of Care Survey 2023 (semi-private nursing-home room, $104,000 national median)",
    "American Association for Long-Term Care Insurance, 2019 and 2008 Long-Term Care Insurance Price Index",
  ],
  domain: "protection",
  variables: {
    annualCareCostUsd: { unit: "USD", description: "Cost of a year of care." },
    careYears: { unit: "years", description: "Years of care in the benefit pool of each insured." },
    insuredPeople: { unit: "count", description: "People insured (the client, and the spouse or partner)." },
    premiumPer1000Usd: { unit: "USD", description: "Annual premium per $1,000 of benefit pool at the insureds' age." },
    eligiblePremiumLimitUsd: {
      unit: "USD",
      description: "§213(d)(10) eligible premium for the insureds' ages, a year (deductible for a business owner).",
    },
    premiumYears: { unit: "years", description: "Years of premiums." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const n = people(ctx);
    const age = oldest(ctx);
    const rate = longTermCarePremiumPer1000(age, n === 2);
    const limit = longTermCarePremiumLimit(age, h.tax) * n;
    const owner = ctx.facts.ownsBusiness;
    return {
      annualCareCostUsd: fixed(
        ANNUAL_CARE_COST_USD,
        `${formatUsd(ANNUAL_CARE_COST_USD)} a year, the national median for a semi-private nursing-home room (Genworth/CareScout 2023)`,
      ),
      careYears: fixed(3, "a 3-year benefit pool, a common design"),
      insuredPeople: fixed(n, n === 2 ? "the client and the spouse or partner" : "the client"),
      premiumPer1000Usd: fixed(
        rate,
        `$${rate.toFixed(2)} a year per $1,000 of benefit pool at age ${age}${h.primary.ageAssumed ? " (age not stated; the model's default)" : ""} (AALTCI Price Index, 3% benefit growth${n === 2 ? ", couple's discount" : ""})`,
      ),
      eligiblePremiumLimitUsd: fixed(
        owner ? limit : 0,
        owner
          ? `§213(d)(10) limit of ${formatUsd(limit / n)} a person at age ${age}, for ${n}, deducted by the business owner (§162(l))`
          : "0: not a business owner, and individuals rarely clear the 7.5%-of-AGI medical expense floor",
      ),
      premiumYears: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years, premiums until the final death the household model assumes (they stop on a claim in practice)`,
      ),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.premiumYears));
    const pool = v.insuredPeople * v.annualCareCostUsd * v.careYears;
    const premium = (v.premiumPer1000Usd * pool) / 1_000;
    const deductible = Math.min(premium, v.eligiblePremiumLimitUsd);
    const saved = deductionSaving(ctx, deductible);
    const flows = yearly(-premium, 0, years - 1, "premium", "long-term care premium");
    if (saved > 0)
      for (let y = 0; y < years; y++)
        flows.push(at(y, saved, "incomeTax", "tax saved: eligible premium deducted by the business owner (§162(l))"));
    return {
      flows,
      protection: {
        amountUsd: pool,
        description: `${formatUsd(pool)} of care costs insured: ${Math.round(v.careYears)} years at ${formatUsd(v.annualCareCostUsd)} a year for ${Math.round(v.insuredPeople) === 2 ? "each of two insureds" : "the client"}, for ${formatUsd(premium)} a year of premium; benefits are tax-free under §7702B`,
      },
    };
  },
  sensitivity: { variable: "careYears", mode: "add", spread: 1, description: "2 / 3 / 4 years of care insured" },
  eligibility: allOf(
    check(
      inWindow,
      (ctx) => `At ${oldest(ctx)} the client is in the usual window (about 45 to 79) to buy care coverage.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age, and care coverage is priced and sold by age (about 45 to 79)."
          : `At ${oldest(ctx)} the client is outside the usual window (about 45 to 79) to buy care coverage.`,
    ),
    check(
      (ctx) => ctx.household.balance.netWorthUsd < 25_000_000,
      "The estate is not so large that simply self-insuring care costs is the obvious answer.",
      "At a net worth of $25,000,000 or more the client can self-insure care costs.",
    ),
  ),
  answers: (ctx) =>
    inWindow(ctx) && oldest(ctx) >= 50 && oldest(ctx) <= 72 && ctx.household.balance.netWorthUsd < 25_000_000
      ? {
          urgency: "client-specific",
          reason: `At ${oldest(ctx)} the client can still be underwritten for care coverage, and a long care episode would otherwise fall on the portfolio${ctx.household.spouse ? " and the healthy spouse" : ""}.`,
        }
      : null,
  timeline: "1–3 months (underwriting)",
  keyBenefits: [
    "Protects the portfolio and the healthy spouse from care costs",
    "Benefits are tax-free under §7702B",
    "Hybrid designs return a death benefit if care is never needed",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["care", "health", "spouse", "comfortable", "protect", "nursing"],
  explanation: {
    overview:
      "Extended care is the largest uninsured risk of retirement: three years in a facility costs over $300,000 at today's median rates. A tax-qualified policy transfers that risk so the surviving spouse's plan is not derailed and the legacy is not spent on care.",
    keyComponents: [
      "Benefit pool, monthly maximum and elimination period",
      "Inflation protection (3% compound is common)",
      "Traditional policy or hybrid life/annuity chassis",
      "Tax-qualified status under §7702B",
    ],
    steps: [
      step(
        "Needs analysis",
        "Price care where the client expects to live and decide how much to self-insure.",
        "Weeks 1–2",
        ["Retirement cash-flow plan", "Local care cost survey"],
      ),
      step(
        "Design and quote",
        "Compare traditional and hybrid designs, shared-care riders for couples and limited-pay options.",
        "Weeks 2–4",
        ["Health history", "Quotes from two or three carriers"],
      ),
      step("Underwrite", "Apply, complete the health interview or exam, and accept the offer.", "Weeks 4–12", [
        "Medical records",
        "Application",
      ]),
      step(
        "Fund and record",
        "Pay premiums (or 1035-exchange an old annuity into a hybrid) and record the deductible portion.",
        "At issue, then annually",
        ["Premium funding source", "Form 1099-LTC when benefits are paid"],
      ),
    ],
    prerequisites: ["Insurability", "Premium affordable without strain for the full premium period"],
    professionals: ["Long-term care insurance specialist", "Financial adviser", "CPA", "Elder-law attorney"],
    secondaryBenefits: [
      "Care coordination services",
      "Less pressure on family caregivers",
      "State partnership policies protect assets from Medicaid spend-down",
    ],
    taxAdvantages: [
      "Benefits up to the per-diem limit or actual costs are tax-free",
      "Age-based premium counts as a medical expense; business owners can deduct it",
      "Annuity gains can pay hybrid premiums tax-free via §1035",
    ],
    risks: [
      risk(
        "Premium increases",
        "Traditional policies can be re-priced by class with state approval.",
        "Hybrid or limited-pay designs with guaranteed premiums.",
      ),
      risk(
        "Inflation erodes benefits",
        "Care costs rise faster than general inflation.",
        "Compound inflation rider and periodic benefit review.",
      ),
    ],
    marketRisks: ["Care-cost inflation above the rider's rate", "Carrier financial strength"],
    regulatoryConsiderations: [
      "Only §7702B-qualified contracts get the tax treatment",
      "State partnership rules set asset-disregard benefits",
    ],
    liquidityConsiderations:
      "Premiums are a fixed commitment; hybrids need a lump sum or a few large premiums but return value at death.",
    alternatives: [
      {
        strategy: "section-1035-exchanges",
        whyNotChosen: "Useful to fund a hybrid from an old annuity, but not a substitute for the coverage itself.",
      },
      {
        strategy: "medicaid-planning-look-back",
        whyNotChosen: "Plans around Medicaid once care is near; insurance must be bought while still insurable.",
      },
    ],
    uniqueAdvantages: ["Covers the one retirement risk that portfolio planning cannot diversify away"],
    successMetrics: [
      metric("Projected care cost covered", "At least 70%", "Every 3 years"),
      metric("Premium as share of income", "Under 3%", "Annually"),
    ],
    qualitativeIndicators: ["Spouses agree on where and how they want care delivered"],
    warningSignals: ["Rate-increase notice from the carrier", "Missed premium or lapse warning"],
    reviewSchedule: "Every 3 years, and at any rate-increase notice.",
    exitStrategy:
      "Reduce benefits to keep premiums level, take the contingent non-forfeiture benefit, or surrender a hybrid for its cash value.",
  },
});
