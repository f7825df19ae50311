import { formatUsd, type TClientFacts } from "@fsa/shared";
import { DEFAULT_CHILD_AGE } from "../../model/assumptions.ts";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { termCertainAnnuityFactor } from "../../tax/actuarial.ts";
import { allOf, check, fixed, investable, metric, risk, step, yearly } from "../kit.ts";
import { termPremiumPer1000, termPremiumSource } from "./lib/shared.ts";

/**
 * Term life insurance to replace earned income (a basic for a working client whose family
 * depends on the income). Minimum net worth 0: a young family with few assets needs it most.
 *
 * Sizing, a capital-needs analysis: the family's share of the income (replacementShare of gross
 * household income: the insured's own consumption and taxes fall away) is replaced for the years
 * the family depends on it (to the youngest child's 22nd birthday, or to the client's retirement
 * when a spouse or partner depends on the income), valued today at the household's discount
 * rate (the expected portfolio return, at least the §7520 rate: the proceeds are invested) as a level annuity (Pub 1457 Table B annuity factor), less existing
 * coverage and the liquid assets the family could draw on, rounded up to $50,000. The premium is
 * the published 20-year level term average at the client's age (see ./shared.ts) for the standard
 * term that covers those years. Value: the face amount as protection; premiums as the cost.
 */

/** Age at which a child is assumed independent, years (end of a four-year degree). */
const CHILD_INDEPENDENCE_AGE = 22;
/** Retirement age used when the notes give none, years: 65, the usual end of a term need. */
const DEFAULT_RETIREMENT_AGE = 65;
/** Share of gross household income the family needs replaced: the insured's own consumption and income taxes fall away (a capital-needs rule of thumb, an assumption). */
const REPLACEMENT_SHARE = 0.75;
/** Standard level term periods carriers sell, years. */
const STANDARD_TERMS = [10, 15, 20, 25, 30] as const;

/** Children's ages: as stated, else the model's default child age for each child counted. */
function childAges(f: TClientFacts): number[] {
  if (f.childrenAges.length > 0) return f.childrenAges;
  return Array.from({ length: f.childrenCount ?? 0 }, () => DEFAULT_CHILD_AGE.value);
}

/** Years the family depends on the income, with the reason in words. */
function dependencyYears(ctx: StrategyContext): { years: number; why: string } {
  const f = ctx.facts;
  const h = ctx.household;
  const youngest = Math.min(...childAges(f).filter((a) => a < CHILD_INDEPENDENCE_AGE), Number.POSITIVE_INFINITY);
  const toChild = Number.isFinite(youngest) ? CHILD_INDEPENDENCE_AGE - youngest : 0;
  const retire = f.plannedRetirementAge ?? DEFAULT_RETIREMENT_AGE;
  const toRetirement = h.spouse ? Math.max(0, retire - h.primary.age) : 0;
  const years = Math.max(toChild, toRetirement);
  const childWhy =
    toChild > 0
      ? `${toChild} years to the youngest child's 22nd birthday${f.childrenAges.length === 0 ? ` (child's age not stated; ${DEFAULT_CHILD_AGE.value} assumed)` : ""}`
      : "";
  const spouseWhy =
    toRetirement > 0
      ? `${toRetirement} years to the client's retirement at ${retire}${f.plannedRetirementAge === null ? " (not stated; 65 assumed)" : ""}, while the ${f.maritalStatus === "partnered" ? "partner" : "spouse"} depends on the income`
      : "";
  const why = years === toChild ? childWhy : spouseWhy;
  return { years, why: why || "no dependant's horizon in the notes" };
}

/** The need before rounding: replaced income valued today, less coverage and liquid assets, USD. */
function need(
  v: {
    annualIncomeUsd: number;
    replacementShare: number;
    yearsOfSupport: number;
    existingCoverageUsd: number;
    liquidAssetsUsd: number;
  },
  rate: number,
): number {
  const years = Math.max(0, Math.round(v.yearsOfSupport));
  const pv = years > 0 ? v.annualIncomeUsd * v.replacementShare * termCertainAnnuityFactor(rate, years) : 0;
  return pv - v.existingCoverageUsd - v.liquidAssetsUsd;
}

/** The face amount: the need rounded up to $50,000, never negative, USD. */
const faceOf = (needUsd: number) => (needUsd > 0 ? Math.ceil(needUsd / 50_000) * 50_000 : 0);

/** The shortest standard level term that covers `years`. */
const termFor = (years: number) => STANDARD_TERMS.find((t) => t >= years) ?? 30;

const isDependent = (ctx: StrategyContext) =>
  childAges(ctx.facts).some((a) => a < CHILD_INDEPENDENCE_AGE) || ctx.household.spouse !== null;
const isWorking = (ctx: StrategyContext) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 0;
const underAge = (ctx: StrategyContext) => ctx.household.primary.age < DEFAULT_RETIREMENT_AGE;

/** The sizing inputs read from the facts and the household (the defaults of the sizing variables). */
function sizing(ctx: StrategyContext) {
  const f = ctx.facts;
  return {
    annualIncomeUsd: f.annualIncomeUsd ?? 0,
    replacementShare: REPLACEMENT_SHARE,
    yearsOfSupport: dependencyYears(ctx).years,
    existingCoverageUsd: f.lifeInsuranceDeathBenefitUsd ?? 0,
    liquidAssetsUsd: Math.round(investable(ctx.household)),
  };
}

/** The need on the defaults, USD (positive: a gap to insure). */
const needOn = (ctx: StrategyContext): number => need(sizing(ctx), ctx.household.discountRate);

function dependantsText(ctx: StrategyContext): string {
  const kids = childAges(ctx.facts).filter((a) => a < CHILD_INDEPENDENCE_AGE);
  const parts: string[] = [];
  if (ctx.household.spouse) parts.push(ctx.facts.maritalStatus === "partnered" ? "a partner" : "a spouse");
  if (kids.length > 0) parts.push(`${kids.length === 1 ? "a child" : `${kids.length} children`} under 22`);
  return parts.join(" and ");
}

export const termLifeIncomeReplacement = defineStrategy({
  id: "term-life-income-replacement",
  name: "Term Life Insurance to Replace Earned Income",
  category: "Insurance",
  description:
    "A level term life policy on the earner, sized by a capital-needs analysis to replace the income the family would lose until the youngest child is independent or the spouse or partner reaches retirement, less existing coverage and liquid savings. The death benefit is free of income tax (IRC §101(a)); level premiums are fixed for the term.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "faceAmount = roundUp₅₀ₖ(annualIncomeUsd × replacementShare × a(yearsOfSupport, household discount rate) − existingCoverageUsd − liquidAssetsUsd), reported as protection",
    variables: ["annualIncomeUsd", "replacementShare", "yearsOfSupport", "existingCoverageUsd", "liquidAssetsUsd"],
  },
  costCalculation: {
    type: "annual",
    formula: "faceAmount ÷ 1,000 × premiumPer1000Usd each year of termYears",
    variables: ["premiumPer1000Usd", "termYears"],
  },
  lifeInsuranceComponent:
    "Level term life on the earner (each earner in proportion to income), convertible to permanent coverage; the family or a trust is the beneficiary.",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["insurance_product", "underwriting_required", "premiums_not_guaranteed_after_level_term"],
  sources: [
    "IRC §101(a)(1) (death benefit excluded from income)",
    "IRC §2042 (policy owned by the insured is in the gross estate)",
    "IRS Publication 1457, Table B (term-certain annuity factor used to value the income replaced)",
    "ValuePenguin, Average Cost of Life Insurance (2020): 20-year $500,000 non-smoker averages by age; Insure.com, Average term life insurance rates by age, gender and health (2025)",
  ],
  domain: "protection",
  variables: {
    annualIncomeUsd: { unit: "USD", description: "Household earned income the family lives on, a year." },
    replacementShare: { unit: "ratio", description: "Share of gross income the family needs replaced." },
    yearsOfSupport: { unit: "years", description: "Years the family depends on the income." },
    existingCoverageUsd: { unit: "USD", description: "Life insurance already in force on the earner." },
    liquidAssetsUsd: { unit: "USD", description: "Taxable investments and cash the family could draw on." },
    premiumPer1000Usd: { unit: "USD", description: "Annual level premium per $1,000 of face at the client's age." },
    termYears: { unit: "years", description: "Level term period bought (a standard 10, 15, 20, 25 or 30 years)." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const h = ctx.household;
    const s = sizing(ctx);
    const income = s.annualIncomeUsd;
    const dep = dependencyYears(ctx);
    const age = h.primary.age;
    const term = termFor(dep.years);
    return {
      annualIncomeUsd: fixed(
        income,
        f.annualIncomeUsd !== null ? `${formatUsd(income)} a year, as stated` : "income not stated; none assumed",
      ),
      replacementShare: fixed(
        s.replacementShare,
        "75% of gross income replaced: the insured's own consumption and income taxes fall away (a capital-needs rule of thumb)",
      ),
      yearsOfSupport: fixed(dep.years, `${dep.years} years: ${dep.why}`),
      existingCoverageUsd: fixed(
        s.existingCoverageUsd,
        f.lifeInsuranceDeathBenefitUsd !== null
          ? `${formatUsd(f.lifeInsuranceDeathBenefitUsd)} of life insurance in force, as stated`
          : "no existing death benefit stated (group cover through work ends with the job)",
      ),
      liquidAssetsUsd: fixed(
        s.liquidAssetsUsd,
        `${formatUsd(s.liquidAssetsUsd)} of taxable investments, cash and unlisted assets the family could draw on`,
      ),
      premiumPer1000Usd: fixed(
        termPremiumPer1000(age),
        `${termPremiumSource(age)}${h.primary.ageAssumed ? "; age not stated, the model's default" : ""}`,
      ),
      termYears: fixed(term, `${term}-year level term, the shortest standard term covering ${dep.years} years`),
    };
  },
  effects(v, ctx) {
    const face = faceOf(need(v, ctx.household.discountRate));
    const premium = (face / 1_000) * v.premiumPer1000Usd;
    return {
      flows: yearly(-premium, 0, Math.max(1, Math.round(v.termYears)) - 1, "premium", "level term premium"),
      protection:
        face > 0
          ? {
              amountUsd: face,
              description: `${formatUsd(face)} of level term life for ${Math.round(v.termYears)} years: replaces ${Math.round(v.replacementShare * 100)}% of ${formatUsd(v.annualIncomeUsd)} a year for ${Math.round(v.yearsOfSupport)} years, after existing cover and liquid savings`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "premiumPer1000Usd",
    mode: "multiply",
    spread: 0.25,
    description:
      "Premium rate 25% lower / base / 25% higher (the underwriting class decides it; the face is rounded to $50,000, so the share of income replaced moves it only in steps)",
  },
  eligibility: allOf(
    check(
      isWorking,
      (ctx) => `The client earns ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} a year.`,
      "Term life replaces earned income, and the notes show the client retired or without earnings.",
    ),
    check(
      isDependent,
      (ctx) => `The family depends on that income: ${dependantsText(ctx)}.`,
      "The notes show no spouse, partner or child under 22 who depends on the client's income.",
    ),
    check(
      underAge,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? `The notes give no age; the model's default of ${ctx.household.primary.age} is under 65 (correct it in Client facts).`
          : `At ${ctx.household.primary.age} the client is insurable at level term rates.`,
      (ctx) => `At ${ctx.household.primary.age} the client is past the usual working years a term policy covers.`,
    ),
    check(
      (ctx) => needOn(ctx) > 0,
      (ctx) =>
        `The income to replace, valued today, exceeds existing cover and liquid savings by ${formatUsd(faceOf(needOn(ctx)))}.`,
      "Existing cover and liquid savings already replace the income the family would lose.",
    ),
  ),
  answers: (ctx) => {
    if (!isWorking(ctx) || !isDependent(ctx) || !underAge(ctx) || needOn(ctx) <= 0) return null;
    return {
      urgency: "basic",
      reason: `The family (${dependantsText(ctx)}) depends on the client's ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} of earnings, which savings and existing cover do not replace.`,
    };
  },
  timeline: "2–8 weeks (underwriting)",
  keyBenefits: [
    "Replaces the income the family would lose, tax-free",
    "The cheapest form of life insurance for a fixed need",
    "Level premiums fixed for the term",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["family", "children", "kids", "baby", "protect", "income", "life insurance", "spouse"],
  explanation: {
    overview:
      "While children are young and a spouse or partner relies on a paycheck, the earner's future income is the family's largest asset. A level term policy sized to that income, less what savings and existing cover already provide, keeps the family's plan intact if the earner dies.",
    keyComponents: [
      "Capital-needs analysis: income to replace, for how long, less existing cover and savings",
      "Level term matched to the years of dependency (to the youngest child's independence or the spouse's retirement)",
      "Convertibility to permanent coverage without new underwriting",
      "Beneficiary designations (a trust for minor children)",
    ],
    steps: [
      step(
        "Size the need",
        "Confirm income, years of dependency, debts, college goals and existing cover (group life ends with the job).",
        "Week 1",
        ["Pay stubs", "Existing policies", "Debt and mortgage balances"],
      ),
      step(
        "Quote and apply",
        "Compare level term quotes from several carriers for each earner; apply with the best-priced carrier.",
        "Weeks 1–3",
        ["Application", "Health history"],
      ),
      step("Underwrite", "Complete the exam or accelerated underwriting and accept the offer.", "Weeks 2–8", [
        "Paramedical exam where required",
      ]),
      step(
        "Name beneficiaries",
        "Name the spouse, or a trust for minor children; never a minor directly.",
        "At issue",
        ["Beneficiary designation", "Trust for minors in the will or a revocable trust"],
      ),
    ],
    prerequisites: ["Earned income the family depends on", "Insurability"],
    professionals: [
      "Independent life insurance agent",
      "Financial adviser",
      "Estate planning attorney (trust for minors)",
    ],
    secondaryBenefits: [
      "Pays off the mortgage or funds college if the earner dies",
      "Convertible to permanent cover later",
    ],
    taxAdvantages: ["Death benefit free of income tax (§101(a))"],
    risks: [
      risk(
        "Under-insurance",
        "Income rises and children arrive while the face amount stays fixed.",
        "Review at each life event; add a second policy rather than replacing the first.",
      ),
      risk(
        "Coverage ends too early",
        "The need can outlast a term that is too short.",
        "Buy the term that covers the youngest child's independence; ladder two terms if needed.",
      ),
      risk(
        "Minor beneficiaries",
        "A death benefit paid to a minor goes to a court-supervised guardianship.",
        "Name a trust for minor children as beneficiary.",
      ),
    ],
    marketRisks: ["None: level premiums are guaranteed for the term"],
    regulatoryConsiderations: [
      "Owned by the insured, the death benefit is in the gross estate (§2042); an ILIT can own it when the estate is taxable",
    ],
    liquidityConsiderations: "A small, fixed annual premium; no cash value.",
    alternatives: [
      {
        strategy: "survivorship-life-insurance",
        whyNotChosen: "Pays estate tax at the second death; it does not replace income at the first.",
      },
      {
        strategy: "disability-income-insurance",
        whyNotChosen: "Covers the other half of the same risk, the earner's disability; both are usually needed.",
      },
      {
        strategy: "emergency-reserve",
        whyNotChosen: "Covers months of expenses, not decades of income.",
      },
    ],
    uniqueAdvantages: ["The most coverage per premium dollar for a need that ends"],
    successMetrics: [
      metric("Coverage versus the capital need", "At least 100%", "At each life event and every 3 years"),
      metric("Beneficiary designations", "Current, with a trust for minors", "Annually"),
    ],
    qualitativeIndicators: ["Both earners insured in proportion to their income"],
    warningSignals: [
      "A new child or a large raise without a coverage review",
      "Group life relied on after a job change",
    ],
    reviewSchedule: "At each birth, job change or move, and every 3 years.",
    exitStrategy:
      "Let the term expire once the children are independent and savings replace the income; convert if a permanent need arises.",
  },
});
