import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, metric, risk, round, step, yearly } from "../kit.ts";

/**
 * Individual own-occupation disability income insurance. No minimum net worth (the earnings gate it:
 * the young high earner with little saved needs it most). A basic for
 * an earner whose household depends on the income.
 *
 * The value is protection: the income insured, the monthly benefit × 12 × the years to the
 * benefit end (the planned retirement, or 65), which a long disability would otherwise take from
 * savings; benefits of a personally paid policy are tax-free (IRC §104(a)(3)). The cost is the
 * premium each year until then. Monthly benefit: 60% of earned income within carrier issue
 * limits; premium: about 4% of the annual benefit for a non-cancellable own-occupation contract
 * (about 2.4% of income, within the 1–3% of income commonly quoted; an assumption).
 */

/** Earned income below which individual disability cover is rarely the priority, USD a year. */
const MINIMUM_INCOME_USD = 100_000;
/** Age after which new disability cover is rarely bought (a few working years left), years. */
const MAXIMUM_ISSUE_AGE = 60;

const earner = (ctx: StrategyContext) =>
  ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) >= MINIMUM_INCOME_USD;
const young = (ctx: StrategyContext) =>
  ctx.household.primary.ageAssumed || ctx.household.primary.age < MAXIMUM_ISSUE_AGE;

export const disabilityIncomeInsurance = defineStrategy({
  id: "disability-income-insurance",
  name: "Own-Occupation Disability Income Insurance",
  category: "Risk Management",
  description:
    "An individual, non-cancellable own-occupation disability policy replaces about 60% of earned income if illness or injury stops the client practising their occupation. Paid with after-tax dollars, the benefits are tax-free under §104(a)(3).",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = monthlyBenefitUsd × 12 × years (income insured to the benefit end), reported apart, never as a saving",
    variables: ["monthlyBenefitUsd", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualPremiumUsd each year to the benefit end",
    variables: ["annualPremiumUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "benefit_offsets"],
  sources: [
    "IRC §104(a)(3) (benefits from personally paid policies are tax-free)",
    "IRC §105(a), §106 (employer-paid benefits are taxable)",
    "NAIC Uniform Individual Accident and Sickness Policy Provision Law",
  ],
  domain: "protection",
  variables: {
    monthlyBenefitUsd: { unit: "USD", description: "Monthly benefit." },
    annualPremiumUsd: { unit: "USD", description: "Premium a year." },
    years: { unit: "years", description: "Years to the benefit end (the planned retirement, or 65)." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const income = f.annualIncomeUsd ?? 0;
    const monthly = round(clamp((income * 0.6) / 12, 2_000, 30_000));
    const retire = f.plannedRetirementAge ?? 65;
    const years = clamp(retire - ctx.household.primary.age, 1, 40);
    return {
      monthlyBenefitUsd: fixed(
        monthly,
        `60% of ${formatUsd(income)} of income a month, within carrier issue limits (${formatUsd(monthly)})`,
      ),
      annualPremiumUsd: fixed(
        round(monthly * 12 * 0.04),
        "about 4% of the annual benefit (own-occupation, non-cancellable; an assumption, quotes vary by occupation class)",
      ),
      years: fixed(
        years,
        `${years} years to age ${retire}${f.plannedRetirementAge === null ? " (retirement age not stated; 65 assumed)" : ""}${ctx.household.primary.ageAssumed ? "; age not stated, the model's default" : ""}`,
      ),
    };
  },
  effects(v) {
    const years = Math.max(1, Math.round(v.years));
    const insured = v.monthlyBenefitUsd * 12 * years;
    return {
      flows: yearly(-v.annualPremiumUsd, 0, years - 1, "premium", "disability income premium"),
      protection: {
        amountUsd: insured,
        description: `${formatUsd(v.monthlyBenefitUsd)} a month of tax-free income if the client cannot work in their occupation, for up to ${years} years (${formatUsd(insured)} of income insured)`,
      },
    };
  },
  sensitivity: {
    variable: "annualPremiumUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Premium 40% lower / base / 40% higher (occupation class and riders)",
  },
  eligibility: allOf(
    check(
      earner,
      (ctx) => `The client earns ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} a year from work.`,
      `Disability cover protects earned income of at least ${formatUsd(MINIMUM_INCOME_USD)}; the notes show the client retired or earning less.`,
    ),
    check(
      young,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; disability cover is bought before about 60."
          : `At ${ctx.household.primary.age} the client has working years left to protect.`,
      `At ${MAXIMUM_ISSUE_AGE} or over, too few working years are left for new disability cover to pay.`,
    ),
  ),
  answers: (ctx) =>
    earner(ctx) && young(ctx)
      ? {
          urgency: "basic",
          reason: `The household depends on the client's ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} of earnings, which a long disability would stop.`,
        }
      : null,
  timeline: "1–2 months",
  keyBenefits: [
    "Protects the income that funds savings and lifestyle",
    "Tax-free benefits when paid personally",
    "Own-occupation definition protects specialists",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["income", "protect", "practice", "career", "family"],
  explanation: {
    overview:
      "For a professional still building wealth, future earnings are the largest asset. Individual disability insurance with an own-occupation definition keeps that income flowing if the client cannot practise, without drawing down savings.",
    keyComponents: [
      "Own-occupation definition of disability",
      "Non-cancellable, guaranteed-renewable contract",
      "Residual (partial) disability and cost-of-living riders",
      "Benefit to age 65 or 67",
    ],
    steps: [
      step(
        "Inventory coverage",
        "Review group long-term disability, association plans and existing individual policies.",
        "Week 1",
        ["Group plan summary", "Existing policies"],
      ),
      step(
        "Design",
        "Choose benefit, waiting period, benefit period and riders; consider future-increase options.",
        "Weeks 1–2",
        ["Income documentation (tax returns)"],
      ),
      step("Underwrite and issue", "Complete medical and financial underwriting; accept the policy.", "Weeks 2–8", [
        "Application",
        "Medical exam",
        "Tax returns",
      ]),
    ],
    prerequisites: ["Earned income", "Good health", "Under about 60"],
    professionals: ["Disability insurance specialist", "Financial adviser"],
    secondaryBenefits: ["Retirement-protection riders keep saving during a disability"],
    taxAdvantages: ["Benefits tax-free when premiums are paid with after-tax dollars (§104(a)(3))"],
    risks: [
      risk(
        "Group offsets",
        "Group policies reduce benefits by other coverage and are taxable if employer-paid.",
        "Individual policy as the base; pay group premiums after-tax if allowed.",
      ),
      risk("Exclusions at issue", "Pre-existing conditions may be excluded.", "Apply while healthy; shop carriers."),
    ],
    marketRisks: ["Inflation erodes a level benefit", "Carrier claims practices"],
    regulatoryConsiderations: ["Definitions of disability vary by state filing"],
    liquidityConsiderations: "A steady annual premium until retirement.",
    alternatives: [
      { strategy: "key-person-insurance", whyNotChosen: "Protects the business, not the individual's income." },
      {
        strategy: "term-life-income-replacement",
        whyNotChosen: "Covers the earner's death, not a disability; both are usually needed.",
      },
    ],
    uniqueAdvantages: ["Insures the asset that builds every other asset: earned income"],
    successMetrics: [
      metric("Income replaced", "60% of earned income", "Every 2 years"),
      metric("Benefit period", "To age 65 or later", "At issue"),
    ],
    qualitativeIndicators: ["Client would not need to sell investments if unable to work"],
    warningSignals: ["Income growth without benefit increases", "Lapse warnings"],
    reviewSchedule: "Every 2 years and after income changes.",
    exitStrategy: "Drop coverage at retirement or once investments can replace earned income.",
  },
});
