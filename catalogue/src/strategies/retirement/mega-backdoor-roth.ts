import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, step, yearly } from "../kit.ts";
import { isWorking, retirementIncome, savingsVersusTaxable, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/** Employer match assumed on the client's pay when the notes give none: 4% (a common match; an assumption). */
const ASSUMED_MATCH_RATE = 0.04;

/** Savings assumed affordable from pay: a third of it (a market assumption of who can fund this). */
const AFFORDABLE_SHARE = 1 / 3;

/** After-tax room under §415(c) after the deferral and the assumed match, USD a year. */
function afterTaxRoom(
  wagesUsd: number,
  t: { annualAdditionsLimit: number; electiveDeferralLimit: number; compensationLimit: number },
) {
  const match = Math.round(Math.min(wagesUsd, t.compensationLimit) * ASSUMED_MATCH_RATE);
  return { match, room: Math.max(0, t.annualAdditionsLimit - t.electiveDeferralLimit - match) };
}

/**
 * Mega backdoor Roth: after-tax 401(k) contributions up to the §415(c) limit, converted in-plan to
 * Roth at once (§402A(c)(4)). Minimum net worth 1,000,000 (spec §3 table).
 *
 * Each year until retirement the employee fills the room between the elective deferral plus the
 * employer's contributions and the §415(c) annual additions limit with after-tax money and
 * converts it. Compared with investing the same after-tax dollars in a taxable account, priced
 * with the real calculator (today's law; the retirement return once retired, an assumption):
 *   each year: + the tax a taxable account would pay on its dividends, − conversion processing;
 *   retirement to the final death: + the capital-gains tax its sales would bear.
 */
export const megaBackdoorRoth = defineStrategy({
  id: "mega-backdoor-roth",
  name: "Mega Backdoor Roth (After-Tax 401(k) Contributions Converted to Roth)",
  category: "Retirement Planning",
  description:
    "Where the employer's 401(k) accepts after-tax (non-Roth) contributions and allows in-plan Roth conversions or in-service withdrawals, the employee fills the gap between the elective deferral plus employer contributions and the §415(c) annual additions limit with after-tax money and converts it to Roth promptly, so all later growth is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [tax on a taxable account's dividends] + Σ retirement years [capital-gains tax on its sales]; afterTaxContributionUsd a year for contributionYears at growthRate",
    variables: ["afterTaxContributionUsd", "growthRate", "contributionYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "recordkeepingCostUsd × contributionYears",
    variables: ["recordkeepingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "plan_must_permit_after_tax_contributions",
    "acp_nondiscrimination_testing",
    "section_415c_limit",
  ],
  sources: [
    "IRC §415(c)(1)(A) (annual additions limit)",
    "IRC §402A(c)(4) (in-plan Roth rollover)",
    "IRC §401(m) (ACP test on after-tax contributions)",
    "IRS Notice 2014-54 (allocation of after-tax amounts on distribution)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  variables: {
    afterTaxContributionUsd: { unit: "USD", description: "After-tax contribution each year: room left under §415(c)." },
    growthRate: { unit: "rate", description: "Growth of the Roth and of the taxable account compared." },
    contributionYears: { unit: "years", description: "Years of contributions before retirement." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    recordkeepingCostUsd: { unit: "USD", description: "Plan processing of the conversions each year." },
  },
  defaults(ctx) {
    const t = ctx.household.tax;
    const { match, room } = afterTaxRoom(wagesOf(ctx), t);
    const retire = yearsToRetirement(ctx);
    return {
      afterTaxContributionUsd: fixed(
        round(room),
        `${formatUsd(room)}: the ${formatUsd(t.annualAdditionsLimit)} §415(c) limit less the ${formatUsd(t.electiveDeferralLimit)} deferral and an assumed 4% employer match of ${formatUsd(match)}`,
      ),
      growthRate: portfolioGrowth(ctx),
      contributionYears: fixed(Math.max(1, retire.value), `${Math.max(1, retire.value)} years, to retirement`),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      recordkeepingCostUsd: fixed(150, "conversion processing about $150 a year"),
    };
  },
  effects(v, ctx) {
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "roth",
      contributionUsd: v.afterTaxContributionUsd,
      contributionYears: v.contributionYears,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    flows.push(
      ...yearly(
        -v.recordkeepingCostUsd,
        0,
        Math.max(1, Math.round(v.contributionYears)) - 1,
        "cost",
        "conversion processing",
      ),
    );
    return { flows };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasEmployerPlan,
      "The client participates in an employer 401(k)-type plan, the only place after-tax contributions can be made; confirm the plan accepts them and allows in-plan conversions.",
      "A mega backdoor Roth needs an employer 401(k) that accepts after-tax contributions; the notes show no employer plan.",
    ),
    check(
      (ctx) => isWorking(ctx),
      "The notes show earned income, so contributions can be made from pay.",
      "After-tax contributions need current pay, and the notes show the client retired or without earned income.",
    ),
    check(
      (ctx) => {
        const t = ctx.household.tax;
        return t.electiveDeferralLimit + afterTaxRoom(wagesOf(ctx), t).room <= AFFORDABLE_SHARE * wagesOf(ctx);
      },
      (ctx) =>
        `Pay of ${formatUsd(wagesOf(ctx))} can carry the full deferral plus the after-tax contributions (at most a third of pay).`,
      (ctx) =>
        `The full deferral plus after-tax contributions would take more than a third of pay of ${formatUsd(wagesOf(ctx))}; the strategy suits higher earners.`,
    ),
  ),
  answers: () => null,
  timeline: "1–2 payroll cycles once the plan feature is confirmed",
  keyBenefits: [
    "Moves up to the §415(c) limit into Roth each year with no income limit",
    "Growth and qualified withdrawals are tax-free",
    "Roth accounts have no lifetime RMDs for the owner and pass income-tax-free to heirs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "tax-free", "save", "401k"],
  explanation: {
    overview:
      "A high earner who already makes the maximum elective deferral can add after-tax contributions up to the §415(c) limit, then convert them to Roth straight away (in-plan Roth rollover under §402A(c)(4) or an in-service rollover to a Roth IRA). Converting promptly means only a few days' earnings are taxed; everything after is Roth growth.",
    keyComponents: [
      "After-tax contribution source in the 401(k) plan",
      "Automatic in-plan Roth conversion or in-service distribution to a Roth IRA",
      "§415(c) limit shared with the deferral and employer contributions",
    ],
    steps: [
      step(
        "Confirm plan features",
        "Read the summary plan description for after-tax contributions and in-plan conversions; ask HR about any per-year cap from ACP testing.",
        "Week 1",
        ["Summary plan description", "HR confirmation"],
      ),
      step(
        "Size the contribution",
        "Compute room: §415(c) limit less the deferral and expected employer match; spread it across payroll.",
        "Week 2",
        ["Pay schedule", "Employer match formula"],
      ),
      step(
        "Elect and automate",
        "Set the after-tax payroll percentage and elect automatic conversion so earnings do not accumulate pre-conversion.",
        "Next payroll cycle",
        ["Payroll election", "Conversion election"],
      ),
      step("Report", "Check Form 1099-R coding; only pre-conversion earnings are taxable.", "Each January–April", [
        "Form 1099-R",
        "CPA review",
      ]),
    ],
    prerequisites: ["A plan that accepts after-tax contributions", "Cash flow to fund the contributions from pay"],
    professionals: ["Financial adviser", "Plan administrator / HR", "CPA"],
    secondaryBenefits: [
      "Roth balances diversify future tax exposure",
      "No RMDs during the owner's life (SECURE 2.0 §325 for Roth 401(k))",
    ],
    taxAdvantages: [
      "Tax-free growth and qualified withdrawals (§402A(d))",
      "Roth assets pass to heirs without income tax, though the 10-year rule still applies",
    ],
    risks: [
      risk(
        "ACP testing refunds",
        "Highly compensated employees' after-tax contributions can be refunded if the plan fails the §401(m) test.",
        "Ask for prior testing results; front-load early in the year only if the plan's testing allows.",
      ),
      risk(
        "Plan change",
        "The employer can remove the after-tax feature.",
        "Review the plan each year and redirect savings to a backdoor Roth IRA if it goes.",
      ),
      risk(
        "Pre-conversion earnings",
        "Earnings between contribution and conversion are taxable.",
        "Use automatic, same-day conversion.",
      ),
    ],
    marketRisks: ["Roth growth depends on market returns; a loss in a Roth cannot be deducted"],
    regulatoryConsiderations: [
      "Limits are indexed each year (Notice 2025-67 for 2026)",
      "Congress has proposed ending after-tax conversions more than once",
    ],
    liquidityConsiderations:
      "Contributions reduce take-home pay; converted contributions can be withdrawn, but earnings are locked until age 59½ and five years.",
    alternatives: [
      {
        strategy: "backdoor-roth-ira",
        whyNotChosen: "Capped at the IRA contribution limit, a fraction of the §415(c) room.",
      },
      {
        strategy: "cash-balance-plan",
        whyNotChosen: "Needs a business the client owns; this works through an employer's plan.",
      },
    ],
    uniqueAdvantages: ["The largest Roth funding route open to an employee, with no income limit"],
    successMetrics: [
      metric("After-tax contributions converted", "Full §415(c) room each year", "Annually"),
      metric("Taxable pre-conversion earnings", "Under $100 a year", "Annually at 1099-R time"),
    ],
    qualitativeIndicators: ["Client sees Roth balances as long-term, last-spent money"],
    warningSignals: ["Conversions not processed each pay period", "ACP refund notices"],
    reviewSchedule: "Each plan year when limits change, and whenever the employer amends the plan.",
    exitStrategy: "Stop the after-tax election at any payroll; balances already converted stay Roth.",
  },
});
