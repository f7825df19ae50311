import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, setup, step } from "../kit.ts";
import { isWorking, retirementIncome, savingsVersusTaxable, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/** First and last ages of the larger catch-up: 60 through 63 (IRC §414(v)(2)(E)(i), SECURE 2.0 §109). */
const FIRST_AGE = 60;
const LAST_AGE = 63;

/**
 * SECURE 2.0 super catch-up for ages 60–63 (§414(v)(2)(E)). Minimum net worth 500,000.
 *
 * In each calendar year the participant turns 60, 61, 62 or 63 the catch-up limit is
 * `tax.catchUpContribution60To63` instead of the age-50 amount. From 2026 catch-ups must be Roth
 * when the prior year's FICA wages from the employer exceeded `tax.rothCatchUpWageThreshold`
 * (§414(v)(7)); today's wages stand in for them. Compared with investing the same after-tax pay
 * in a taxable account, priced with the real calculator (today's law; the retirement return once
 * retired, an assumption):
 *   Roth: each year + the tax a taxable account would pay on its dividends; in retirement + the
 *   capital-gains tax on its sales;
 *   pre-tax: the same, plus in retirement + the deduction grown in the plan and − income tax on
 *   the withdrawals (a deferral and its repayment).
 * The window itself is the urgency: the years not used are gone.
 */
export const superCatchUp6063 = defineStrategy({
  id: "super-catch-up-60-63",
  name: "SECURE 2.0 Super Catch-Up Contributions, Ages 60–63",
  category: "Retirement & Compensation",
  description:
    "In the calendar years a participant turns 60, 61, 62 or 63, the 401(k)/403(b)/457(b) catch-up limit rises to the greater of $10,000 or 150% of the regular catch-up. From 2026 a participant whose prior-year FICA wages exceeded the threshold must make catch-ups as Roth, so the benefit is tax-free growth rather than a deduction.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "superCatchUpUsd a year for eligibleYears at growthRate: Roth (rothShare = 1) or pre-tax (rothShare = 0), compared with a taxable account: Σ years [tax on its dividends] + Σ retirement years [capital-gains tax on its sales] (+ deduction grown − tax on withdrawals when pre-tax)",
    variables: ["superCatchUpUsd", "eligibleYears", "growthRate", "rothShare"],
  },
  costCalculation: { type: "minimal", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["plan_must_offer_catch_up", "mandatory_roth_catch_up_high_earners", "age_window_60_63"],
  sources: [
    "IRC §414(v)(2)(E) (SECURE 2.0 Act §109)",
    "IRC §414(v)(7) (mandatory Roth catch-up, SECURE 2.0 Act §603)",
    "Treas. Reg. §1.414(v)-1, -2 (final catch-up regulations, September 2025)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  variables: {
    superCatchUpUsd: { unit: "USD", description: "Catch-up contribution each eligible year." },
    eligibleYears: { unit: "years", description: "Remaining calendar years at ages 60–63 while working." },
    growthRate: { unit: "rate", description: "Growth of the plan and of the taxable account compared." },
    rothShare: { unit: "ratio", description: "1 when catch-ups must be Roth (wages above the threshold), else 0." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    adviceCostUsd: { unit: "USD", description: "Payroll and advice cost to set up." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const retire = yearsToRetirement(ctx);
    const inWindow = Math.max(0, LAST_AGE - Math.max(FIRST_AGE, h.primary.age) + 1);
    const years = Math.max(0, Math.min(inWindow, Math.max(1, retire.value)));
    const roth = wagesOf(ctx) > t.rothCatchUpWageThreshold ? 1 : 0;
    return {
      superCatchUpUsd: fixed(
        t.catchUpContribution60To63,
        `the full ${formatUsd(t.catchUpContribution60To63)} age 60–63 catch-up (it replaces the ${formatUsd(t.catchUpContribution50)} age-50 catch-up; if the client already makes that, only the difference is new)`,
      ),
      eligibleYears: fixed(
        years,
        `${years} calendar year${years === 1 ? "" : "s"} left at ages 60–63 while working${h.primary.ageAssumed ? " (age not stated; the model's default)" : ""}`,
      ),
      growthRate: portfolioGrowth(ctx),
      rothShare: fixed(
        roth,
        roth
          ? `wages above the ${formatUsd(t.rothCatchUpWageThreshold)} threshold, so catch-ups must be Roth`
          : `wages at or below the ${formatUsd(t.rothCatchUpWageThreshold)} threshold, so catch-ups may be pre-tax`,
      ),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      adviceCostUsd: fixed(250, "payroll change and advice about $250"),
    };
  },
  effects(v, ctx) {
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: v.rothShare >= 0.5 ? "roth" : "pretax",
      contributionUsd: v.superCatchUpUsd,
      contributionYears: v.eligibleYears,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    return { flows: [...setup(v.adviceCostUsd, "payroll change and advice"), ...flows] };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) =>
        !ctx.household.primary.ageAssumed &&
        ctx.household.primary.age >= FIRST_AGE &&
        ctx.household.primary.age <= LAST_AGE,
      (ctx) => `At ${ctx.household.primary.age} the client is inside the age 60–63 super catch-up window.`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The super catch-up applies only in the years a participant turns 60 to 63, and the notes give no age."
          : `The super catch-up applies only in the years a participant turns 60 to 63; the client is ${ctx.household.primary.age}.`,
    ),
    check(
      (ctx) => isWorking(ctx) && (ctx.facts.hasEmployerPlan || ctx.facts.ownsBusiness),
      "The client works with an employer or business 401(k)-type plan to make catch-ups in.",
      "Catch-up contributions need current pay in a 401(k), 403(b) or governmental 457(b) plan; the notes show none.",
    ),
  ),
  answers(ctx) {
    const h = ctx.household;
    if (h.primary.ageAssumed || h.primary.age < FIRST_AGE || h.primary.age > LAST_AGE) return null;
    if (!isWorking(ctx) || !(ctx.facts.hasEmployerPlan || ctx.facts.ownsBusiness)) return null;
    const left = LAST_AGE - h.primary.age + 1;
    return {
      urgency: "time-critical",
      reason: `The client is ${h.primary.age}: the larger catch-up is open only through the year they turn 63, ${left} calendar year${left === 1 ? "" : "s"} from now.`,
    };
  },
  timeline: "Next payroll cycle; up to four years",
  keyBenefits: [
    "Catch-up limit 40% higher than the age-50 amount for four years",
    "Roth catch-ups grow tax-free for high earners",
    "Boosts savings in the last working years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "catch-up", "401k", "save"],
  explanation: {
    overview:
      "SECURE 2.0 raised the catch-up for participants aged 60 through 63 to $11,250 (2025 and 2026). From 2026 a participant whose prior-year FICA wages from the employer exceeded the indexed threshold must make catch-ups as Roth, so for most wealthy clients this is a Roth savings boost in the final working years.",
    keyComponents: [
      "Age 60–63 window (by age at year end)",
      "Roth-only catch-ups above the wage threshold",
      "Plan must offer catch-ups",
    ],
    steps: [
      step(
        "Confirm the plan",
        "Check the plan offers catch-ups, the higher 60–63 limit and a Roth option (a plan without Roth cannot take catch-ups from high earners).",
        "Week 1",
        ["Plan document or HR confirmation"],
      ),
      step(
        "Set payroll",
        "Raise the deferral so the regular limit plus the super catch-up is reached by December.",
        "Next payroll",
        ["Payroll election"],
      ),
      step(
        "Track the window",
        "The higher limit ends in the year the participant turns 64; the age-50 limit then applies.",
        "Annually",
        ["Birth date on file"],
      ),
    ],
    prerequisites: ["Age 60–63 at year end", "A 401(k), 403(b) or governmental 457(b) with a catch-up feature"],
    professionals: ["Financial adviser", "Plan administrator / HR"],
    secondaryBenefits: ["Roth balances have no lifetime RMDs", "Diversifies tax exposure in retirement"],
    taxAdvantages: ["Roth catch-ups: tax-free growth", "Pre-tax catch-ups (below the wage threshold): deduction now"],
    risks: [
      risk(
        "Plan lacks Roth",
        "High earners cannot make catch-ups in a plan without a Roth feature.",
        "Ask the employer to add Roth or use other Roth routes.",
      ),
      risk("Cash flow", "Larger deferrals reduce take-home pay.", "Fund from bonus or reduce taxable saving instead."),
    ],
    marketRisks: ["Short window; returns over a few years are volatile"],
    regulatoryConsiderations: [
      "Catch-up limits and the wage threshold are indexed",
      "Final §414(v) regulations apply fully from 2027 with good-faith compliance before",
    ],
    liquidityConsiderations: "Contributions stay in the plan until separation or 59½ (already reached).",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Needs an after-tax feature; can be combined with this." },
      { strategy: "cash-balance-plan", whyNotChosen: "Far larger but needs a business the client owns." },
    ],
    uniqueAdvantages: ["A four-year window of extra deferral room at the peak of earnings"],
    successMetrics: [
      metric("Catch-up contributed", "Full super catch-up each eligible year", "Annually"),
      metric("Roth share of catch-ups (high earners)", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Client uses the last working years to close savings gaps"],
    warningSignals: ["Deferrals stop at the regular limit", "Payroll treats catch-ups as pre-tax for a high earner"],
    reviewSchedule: "Each January through the year the client turns 63.",
    exitStrategy: "Reduce the deferral at any payroll; the window closes on its own at 64.",
  },
});
