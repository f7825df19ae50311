import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, grow, metric, portfolioGrowth, risk, round, step, yearly } from "../kit.ts";
import {
  bracketRoom,
  compareDrawdowns,
  drawdown,
  reinvestedWithdrawalFlows,
  retirementIncome,
  yearBase,
  yearsToRetirement,
} from "./lib/shared.ts";

/** Planned withdrawals fill at least the 12% bracket (the 10% bracket alone is too small); a planning choice. */
const LOW_BRACKET_RATE = 0.12;

/**
 * RMD planning before the required beginning date. Minimum net worth 1,000,000.
 *
 * In the years from retirement until RMDs begin (`rmdStartYear`: 73 for those born 1951–1959, 75
 * for 1960 or later, IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 §107) the client withdraws from
 * the IRA up to the top of the year's bracket and reinvests what is left after tax in a taxable
 * account, so that later RMDs (Uniform Lifetime Table, Treas. Reg. §1.401(a)(9)-9(c)) are smaller.
 * Priced with the real calculator on two drawdowns of the same IRA to the final death (today's
 * brackets and the household's retirement income stand in for future years, an assumption):
 *   withdrawal years: − tax on the withdrawals; RMD years: + tax saved on smaller RMDs;
 *   ± IRMAA two years later; − tax on the reinvested account's dividends and sales;
 *   10 years after the final death: + heirs' tax avoided on the smaller inherited IRA.
 * The estate is smaller by the net extra income tax paid during life (grown to the final death).
 * Inside a plan that holds Roth conversions in low-bracket years (its complement) the conversions
 * fill the same bracket room in the same years, so the withdrawals, their figures and their cost
 * are counted there: this step adds the RMD projection and compliance, at no further figure.
 */
export const requiredMinimumDistributionPlanning = defineStrategy({
  id: "required-minimum-distribution-planning",
  name: "Required Minimum Distribution Planning Before the Required Beginning Date",
  category: "Retirement Planning",
  description:
    "RMDs start at 73 (75 for those born in 1960 or later) and are the prior year-end balance divided by the Uniform Lifetime Table factor. A large pre-tax balance can make them push the household into a higher bracket for life. Planned withdrawals in the years before the required beginning date, filling the current bracket, shrink the balance and the later RMDs.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ RMD years [tax(RMD without planning) − tax(RMD with)] − Σ withdrawal years tax(plannedWithdrawalUsd on the year's return) ± IRMAA two years later − tax on the reinvested withdrawals' dividends and sales + heirs' tax on the IRA left; IRA preTaxBalanceUsd at growthRate, withdrawals from withdrawalStartYears for withdrawalYears, retirement income retirementIncomeUsd",
    variables: [
      "preTaxBalanceUsd",
      "plannedWithdrawalUsd",
      "withdrawalStartYears",
      "withdrawalYears",
      "growthRate",
      "retirementIncomeUsd",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × withdrawalYears",
    variables: ["planningCostUsd", "withdrawalYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Optional: a qualified longevity annuity contract bought inside the IRA is excluded from the RMD balance until payments start (Treas. Reg. §1.401(a)(9)-6, Q&A-17).",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["rmd_excise_tax", "irmaa_surcharge", "bracket_projection_assumptions"],
  sources: [
    "IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 Act §107 (applicable age 73, or 75 for those born in 1960 or later)",
    "Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table; IRS Publication 590-B, Appendix B, Table III)",
    "IRC §4974(a), (e) (25% excise tax, 10% if corrected)",
    "IRC §408(a)(6) (IRAs follow §401(a)(9))",
    "IRC §1014 (basis of the reinvested account at death)",
    "42 CFR §418.1135 (IRMAA two-year look-back)",
  ],
  domain: "retirement",
  family: "pre-tax-drawdown",
  // With Roth conversions in the plan the conversions are the withdrawals of the window; this step
  // is the RMD projection and compliance around them and adds no figures of its own.
  complements: ["roth-conversion-low-bracket-years"],
  variables: {
    preTaxBalanceUsd: { unit: "USD", description: "Pre-tax IRA and 401(k) balance today." },
    plannedWithdrawalUsd: { unit: "USD", description: "Withdrawal each year before RMDs begin." },
    withdrawalStartYears: { unit: "years", description: "Years from now to the first planned withdrawal." },
    withdrawalYears: { unit: "years", description: "Years of planned withdrawals before RMDs begin." },
    growthRate: { unit: "rate", description: "Growth of the IRA and of the reinvested withdrawals." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Annual tax projection." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const stated = ctx.facts.retirementAccountsUsd;
    const retire = yearsToRetirement(ctx);
    const income = retirementIncome(ctx);
    const toRmd = Math.max(0, Math.ceil(h.rmdStartYear - h.year));
    const start = retire.value;
    const years = Math.max(0, toRmd - start);
    const room = bracketRoom(ctx, yearBase(ctx, start, retire.value, income.value), LOW_BRACKET_RATE);
    const withConversions = ctx.planned?.has("roth-conversion-low-bracket-years") === true;
    return {
      preTaxBalanceUsd:
        stated !== null
          ? fixed(stated, `${formatUsd(stated)} of retirement accounts, as stated (all assumed pre-tax)`)
          : fixed(0, "retirement accounts not stated"),
      plannedWithdrawalUsd: fixed(
        withConversions ? 0 : round(room.roomUsd),
        withConversions
          ? "0: the Roth conversions in this plan fill the bracket in these years"
          : room.roomUsd > 0
            ? `${formatUsd(room.roomUsd)}: fills the ${Math.round(room.rate * 100)}% bracket to its top (taxable income ${formatUsd(room.bracketTopUsd)}) on the year's return`
            : "0: the return is already in the 37% bracket",
      ),
      withdrawalStartYears: fixed(start, start === 0 ? "0: from this year" : `${start} years, from retirement`),
      withdrawalYears: fixed(
        years,
        years > 0
          ? `${years} years, until RMDs begin in ${Math.ceil(h.rmdStartYear)} (IRC §401(a)(9)(C)(v), by birth year)`
          : "0: RMDs begin before retirement or have begun",
      ),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: income,
      retireInYears: retire,
      planningCostUsd: withConversions
        ? fixed(0, "0: the Roth conversions' annual tax projection covers it")
        : fixed(1_000, "annual tax projection about $1,000"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const start = Math.max(0, Math.round(v.withdrawalStartYears));
    const n = Math.max(0, Math.round(v.withdrawalYears));
    const common = {
      balanceUsd: v.preTaxBalanceUsd,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      years: h.yearsToFinalDeath,
    };
    const without = drawdown(ctx, common);
    const withIt = drawdown(ctx, {
      ...common,
      extra: (t) => (t >= start && t < start + n ? v.plannedWithdrawalUsd : 0),
    });
    const flows = [
      ...compareDrawdowns(ctx, without, withIt, {
        taxPaid: "income tax on the planned IRA withdrawal",
        taxSaved: "income tax saved on smaller RMDs",
      }),
      ...reinvestedWithdrawalFlows(ctx, without, withIt, v),
      ...(n > 0 ? yearly(-v.planningCostUsd, start, start + n - 1, "cost", "annual tax projection") : []),
    ];
    let extraTax = 0;
    for (const [i, a] of without.years.entries()) {
      const b = withIt.years[i];
      if (b) extraTax += grow(b.incomeTaxUsd - a.incomeTaxUsd, v.growthRate, h.yearsToFinalDeath - i);
    }
    return { flows, estate: extraTax >= 0 ? { removedUsd: extraTax } : { addedUsd: -extraTax } };
  },
  sensitivity: {
    variable: "plannedWithdrawalUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Planned withdrawals 25% smaller / base / larger",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0,
      (ctx) => `The client holds ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} in retirement accounts.`,
      "RMD planning needs a pre-tax IRA or 401(k) balance; the notes state none.",
    ),
    check(
      (ctx) => {
        const h = ctx.household;
        return Math.ceil(h.rmdStartYear - h.year) > yearsToRetirement(ctx).value;
      },
      (ctx) =>
        `RMDs begin in ${Math.ceil(ctx.household.rmdStartYear)} (by birth year${ctx.household.primary.ageAssumed ? "; age not stated, the model's default" : ""}), leaving years after retirement to withdraw first.`,
      "RMDs have begun, or begin before the client retires, so there is no window of planned withdrawals before them.",
    ),
    check(
      (ctx) => {
        const retire = yearsToRetirement(ctx).value;
        return bracketRoom(ctx, yearBase(ctx, retire, retire, retirementIncome(ctx).value)).roomUsd > 0;
      },
      "The household's return in those years has room below the 37% bracket.",
      "The household's return in those years is already in the 37% bracket, so withdrawing early saves nothing.",
    ),
  ),
  answers(ctx) {
    const h = ctx.household;
    const balance = ctx.facts.retirementAccountsUsd ?? 0;
    const toRmd = Math.ceil(h.rmdStartYear - h.year);
    if (balance <= 0 || h.primary.ageAssumed || toRmd <= 0 || toRmd > 10) return null;
    return {
      urgency: "client-specific",
      reason: `RMDs on the client's ${formatUsd(balance)} of retirement accounts begin in ${Math.ceil(h.rmdStartYear)}; withdrawals planned before then can keep them from lifting the household's bracket.`,
    };
  },
  timeline: "Each year from retirement until RMDs begin",
  keyBenefits: [
    "Lower lifetime tax on the IRA",
    "Smaller RMDs and lower Medicare IRMAA exposure",
    "Avoids the 25% excise tax for missed RMDs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "rmd", "ira", "income", "tax"],
  explanation: {
    overview:
      "The years between retirement and the start of RMDs (73, or 75 for those born in 1960 or later) are often the lowest-income years of a client's life. Withdrawing from the IRA in those years at today's rate, up to the top of the current bracket, shrinks the balance that later RMDs are calculated on, so less of the IRA is taxed at the higher rate RMDs would otherwise force.",
    keyComponents: [
      "Projection of RMDs from the required beginning age with the Uniform Lifetime Table",
      "Annual bracket-filling withdrawals",
      "RMD compliance once they begin (the first by 1 April of the following year)",
    ],
    steps: [
      step(
        "Project",
        "Project the balance to the required beginning age, the first RMD (balance ÷ the Uniform Lifetime divisor: 26.5 at 73, 24.6 at 75) and the resulting bracket and IRMAA tier.",
        "Month 1",
        ["IRA statements", "Income projection"],
      ),
      step(
        "Set the annual withdrawal",
        "Withdraw each year up to the top of the current bracket, with withholding for the tax.",
        "Each November–December",
        ["Tax projection", "Withholding election"],
      ),
      step(
        "Coordinate",
        "Combine with Roth conversions, Social Security timing and charitable gifts (QCDs from 70½).",
        "Annually",
        ["Social Security estimate"],
      ),
      step(
        "Comply once RMDs begin",
        "Take each RMD by 31 December (the first by 1 April of the following year, which doubles up income in that year).",
        "From the required beginning age",
        ["RMD calculation from the custodian"],
      ),
    ],
    prerequisites: ["A large pre-tax IRA or 401(k) balance", "Current income below the bracket RMDs would reach"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower taxable Social Security and IRMAA later",
      "Smaller pre-tax balance for heirs under the 10-year rule",
    ],
    taxAdvantages: ["Income taxed at today's lower rate instead of the later higher rate"],
    risks: [
      risk(
        "Future rates lower than projected",
        "If the household's income or tax law falls, early withdrawals pay tax too soon.",
        "Re-project each year and withdraw only up to the bracket boundary.",
      ),
      risk(
        "Missed RMDs",
        "A missed RMD costs a 25% excise tax (10% if corrected within two years).",
        "Automate RMDs with the custodian once they begin.",
      ),
    ],
    marketRisks: ["Market falls reduce the balance and the later RMDs, lowering the benefit"],
    regulatoryConsiderations: [
      "The applicable age is 75 for those born in 1960 or later (§401(a)(9)(C)(v)(II))",
      "Withdrawals reinvested in a taxable account lose tax-deferred growth; a Roth conversion keeps it",
    ],
    liquidityConsiderations:
      "Withdrawals add after-tax cash to the taxable account; they can fund spending and delay Social Security.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen:
          "Converting instead of withdrawing also removes later growth from tax but needs cash to pay the tax.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Only from 70½ and only for money going to charity.",
      },
    ],
    uniqueAdvantages: ["Uses the low-income window that closes when RMDs begin"],
    successMetrics: [
      metric("Projected first RMD", "Below the amount that reaches the next bracket", "Annually"),
      metric("Marginal rate on withdrawals", "At or below today's bracket", "Annually"),
    ],
    qualitativeIndicators: ["Client comfortable taking IRA income before it is required"],
    warningSignals: ["Withdrawals crossing into the next bracket or IRMAA tier", "RMD deadlines missed"],
    reviewSchedule: "Each autumn with a tax projection, until and after RMDs begin.",
    exitStrategy: "Stop the extra withdrawals in any year; RMDs continue as required once they begin.",
  },
});
