import { formatUsd } from "@fsa/shared";
import { UNREALISED_GAIN_SHARE } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, risk, round, step, yearly } from "../kit.ts";
import {
  bracketRoom,
  compareDrawdowns,
  drawdown,
  reinvestedWithdrawalFlows,
  retirementIncome,
  sumDeltas,
  taxOnTop,
  yearBase,
  yearsToRetirement,
} from "./lib/shared.ts";

/** Each year's pre-tax withdrawals fill at least the 12% bracket; a planning choice. */
const LOW_BRACKET_RATE = 0.12;

/**
 * Tax-efficient withdrawal sequencing. Minimum net worth 1,000,000.
 *
 * The conventional order spends the taxable account first and leaves the IRA to its RMDs
 * (IRC §401(a)(9)); the sequenced plan instead draws the IRA every retirement year up to the top
 * of the year's bracket (RMDs count against it) and sells that much less of the taxable account.
 * Priced with the real calculator on two drawdowns of the IRA to the final death (today's brackets
 * and retirement income stand in for future years, an assumption):
 *   each year: ± the income-tax difference on IRA withdrawals; ± IRMAA two years later;
 *   + capital-gains tax avoided on the taxable sales the IRA withdrawals replace (at most the
 *     household's yearly spending draw, the model's unrealised-gain share as gain);
 *   − tax on the dividends and later sales of the taxable assets kept;
 *   10 years after the final death: + the heirs' tax avoided on the smaller inherited IRA.
 * The taxable assets kept pass with a stepped-up basis (IRC §1014).
 */
export const taxEfficientWithdrawalSequencing = defineStrategy({
  id: "tax-efficient-withdrawal-sequencing",
  name: "Tax-Efficient Retirement Withdrawal Sequencing",
  category: "Retirement Planning",
  description:
    "Retirement spending is drawn from taxable, tax-deferred and Roth accounts in a planned order each year: the IRA fills the low brackets every year, and the taxable account covers the rest, instead of draining the taxable account first and leaving the IRA to large RMDs later.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [tax on IRA withdrawals, conventional − sequenced] ± IRMAA + capital-gains tax on the taxable sales avoided − tax on the taxable assets kept + heirs' tax on the IRA left; IRA preTaxBalanceUsd at growthRate, annualIraWithdrawalUsd a year from retirement, taxable sales avoided up to annualSpendingDrawUsd, retirement income retirementIncomeUsd",
    variables: [
      "preTaxBalanceUsd",
      "annualIraWithdrawalUsd",
      "annualSpendingDrawUsd",
      "growthRate",
      "retirementIncomeUsd",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd a year in retirement",
    variables: ["planningCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["rmd_requirements", "irmaa_thresholds"],
  sources: [
    "IRC §1(j); Rev. Proc. 2025-32 (2026 brackets)",
    "IRC §401(a)(9) (RMDs); Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table)",
    "IRC §1(h) (long-term capital gains rates); IRC §1014 (stepped-up basis at death)",
    "IRC §86 (Social Security taxation)",
    "42 CFR §418.1135 (IRMAA two-year look-back)",
  ],
  domain: "retirement",
  family: "pre-tax-drawdown",
  variables: {
    preTaxBalanceUsd: { unit: "USD", description: "Pre-tax IRA and 401(k) balance today." },
    annualIraWithdrawalUsd: {
      unit: "USD",
      description: "IRA withdrawal each retirement year, RMD included (the bracket-filling amount).",
    },
    annualSpendingDrawUsd: {
      unit: "USD",
      description: "Spending drawn from the portfolio each year: the taxable sales an IRA withdrawal can replace.",
    },
    taxableBalanceUsd: { unit: "USD", description: "Taxable account today (caps the sales avoided)." },
    growthRate: { unit: "rate", description: "Growth of the IRA and the taxable account." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Annual withdrawal plan and tax projection." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const f = ctx.facts;
    const retire = yearsToRetirement(ctx);
    const income = retirementIncome(ctx);
    const room = bracketRoom(ctx, yearBase(ctx, retire.value, retire.value, income.value), LOW_BRACKET_RATE);
    const spendingDraw = round(h.growth.spendingRate * h.balance.netWorthUsd);
    return {
      preTaxBalanceUsd:
        f.retirementAccountsUsd !== null
          ? fixed(f.retirementAccountsUsd, `${formatUsd(f.retirementAccountsUsd)}, as stated (all assumed pre-tax)`)
          : fixed(0, "retirement accounts not stated"),
      annualIraWithdrawalUsd: fixed(
        round(room.roomUsd),
        `${formatUsd(room.roomUsd)}: fills the ${Math.round(room.rate * 100)}% bracket to its top each retirement year`,
      ),
      annualSpendingDrawUsd: fixed(
        spendingDraw,
        `${formatUsd(spendingDraw)} a year: the household's draw on its balance sheet (${(h.growth.spendingRate * 100).toFixed(1)}% of net worth)`,
      ),
      taxableBalanceUsd: fixed(h.balance.taxableUsd, `${formatUsd(h.balance.taxableUsd)} of taxable investments`),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: income,
      retireInYears: retire,
      planningCostUsd: fixed(500, "withdrawal plan and projection about $500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const start = Math.max(0, Math.round(v.retireInYears));
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
      extra: (t, rmd) => (t >= start ? Math.max(0, v.annualIraWithdrawalUsd - rmd) : 0),
    });
    const flows = [
      ...compareDrawdowns(ctx, without, withIt, {
        taxPaid: "income tax on the bracket-filling IRA withdrawal",
        taxSaved: "income tax saved on smaller RMDs",
      }),
      ...reinvestedWithdrawalFlows(ctx, without, withIt, v),
      ...yearly(-v.planningCostUsd, start, h.yearsToFinalDeath - 1, "cost", "withdrawal plan and tax projection"),
    ];
    let taxableLeft = v.taxableBalanceUsd;
    for (const [i, a] of without.years.entries()) {
      const b = withIt.years[i];
      if (!b || taxableLeft <= 0) continue;
      const avoided = Math.min(Math.max(0, b.rmdUsd + b.extraUsd - a.rmdUsd), v.annualSpendingDrawUsd, taxableLeft);
      if (avoided <= 0) continue;
      taxableLeft -= avoided;
      const base = sumDeltas(yearBase(ctx, i, v.retireInYears, v.retirementIncomeUsd), {
        ordinaryUsd: a.rmdUsd + a.extraUsd,
      });
      const saved = taxOnTop(ctx, base, { longTermGainUsd: avoided * UNREALISED_GAIN_SHARE.value });
      if (saved >= 1) flows.push(at(i, saved, "incomeTax", "capital-gains tax avoided on taxable sales replaced"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "annualIraWithdrawalUsd",
    mode: "multiply",
    spread: 0.25,
    description: "IRA withdrawals 25% smaller / base / larger",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0 && ctx.household.balance.taxableUsd > 0,
      (ctx) =>
        `The client holds ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} in retirement accounts and ${formatUsd(ctx.household.balance.taxableUsd)} in taxable investments to draw in a planned order.`,
      "Sequencing needs both a pre-tax retirement balance and a taxable account; the notes do not show both.",
    ),
    check(
      (ctx) =>
        ctx.facts.isRetired === true ||
        (!ctx.household.primary.ageAssumed && ctx.household.primary.age >= 58) ||
        (ctx.facts.plannedRetirementAge !== null && ctx.facts.plannedRetirementAge - ctx.household.primary.age <= 5),
      "The client is retired or within a few years of retirement, when withdrawals begin.",
      "Withdrawal sequencing applies near or in retirement; the notes show neither retirement nor an age of 58 or more.",
    ),
  ),
  answers(ctx) {
    if (ctx.facts.isRetired !== true) return null;
    if ((ctx.facts.retirementAccountsUsd ?? 0) <= 0 || ctx.household.balance.taxableUsd <= 0) return null;
    return {
      urgency: "client-specific",
      reason: `The retired client draws on ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} of IRAs and ${formatUsd(ctx.household.balance.taxableUsd)} of taxable investments; the order of withdrawals sets the lifetime tax.`,
    };
  },
  timeline: "Annually, before the first withdrawal of each year",
  keyBenefits: ["Lower lifetime tax", "Smaller RMDs later", "Controls IRMAA and Social Security taxation"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "taxes", "comfortable", "withdraw"],
  explanation: {
    overview:
      "Which account pays for each year of retirement changes lifetime tax. Spending the taxable account first leaves the low brackets of the early retirement years empty and lets the IRA grow into large RMDs; drawing the IRA up to the top of a low bracket every year, and the taxable account for the rest, smooths taxable income over the whole retirement and leaves heirs more stepped-up taxable assets and a smaller IRA.",
    keyComponents: [
      "Bracket target for IRA withdrawals each year",
      "Taxable account for the rest of spending",
      "Roth accounts kept for last and for large one-off costs",
      "RMD, IRMAA and Social Security coordination",
    ],
    steps: [
      step("Project", "Build a multi-year tax projection of income, RMDs and brackets.", "Before retirement", [
        "Account balances",
        "Social Security estimates",
      ]),
      step(
        "Set the bracket target",
        "Choose the bracket the IRA fills each year (at least the 12% bracket), allowing for IRMAA tiers.",
        "Each January",
        ["Tax projection"],
      ),
      step(
        "Withdraw by plan",
        "Take the IRA withdrawal (RMD included) with withholding; sell taxable assets for the rest, highest basis first.",
        "Through the year",
        ["Withdrawal schedule", "Lot-level basis"],
      ),
      step("Review", "Re-run the projection after markets and law change.", "Each autumn", ["Updated projection"]),
    ],
    prerequisites: ["Pre-tax and taxable accounts", "A retirement spending plan"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: [
      "Heirs receive more stepped-up taxable assets and a smaller pre-tax IRA",
      "Steadier taxable income from year to year",
    ],
    taxAdvantages: ["Lower average rate on IRA money", "Fewer capital gains realised on taxable sales"],
    risks: [
      risk("Law changes", "Brackets and RMD ages may change.", "Re-plan each year."),
      risk(
        "Higher taxable income early",
        "Early IRA withdrawals can raise IRMAA or reduce ACA premium credits before 65.",
        "Set the bracket target below the tier that costs more than it saves.",
      ),
    ],
    marketRisks: ["Returns differ between accounts and from the assumptions"],
    regulatoryConsiderations: ["RMD age 73, or 75 for those born in 1960 or later (SECURE 2.0 §107)"],
    liquidityConsiderations: "No change to spending; only the source of each dollar changes.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Converts the bracket room to Roth instead of spending it; needs cash for the tax.",
      },
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Satisfies RMDs through giving, from 70½." },
    ],
    uniqueAdvantages: ["Costs nothing but planning and is repeated every year"],
    successMetrics: [metric("Average tax rate on withdrawals", "Below the conventional order's", "Annually")],
    qualitativeIndicators: ["The client follows the annual withdrawal plan"],
    warningSignals: ["The taxable account drained in the first years", "RMDs pushing into a higher bracket"],
    reviewSchedule: "Annually, each autumn.",
    exitStrategy: "Return to any order in any year; nothing is locked in.",
  },
});
