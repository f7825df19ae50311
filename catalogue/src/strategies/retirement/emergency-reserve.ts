import { formatUsd } from "@fsa/shared";
import { CASH_GROWTH } from "../../model/assumptions.ts";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import { isWorking, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/** Months of spending a working household keeps in cash: six, the upper end of the common three-to-six-month guide (an assumption). */
const RESERVE_MONTHS = 6;

/** Spending assumed when the notes give none: 60% of income (taxes and saving take the rest; an assumption). */
const SPENDING_SHARE_OF_INCOME = 0.6;

/** Monthly spending: stated, else 60% of income, USD. */
function monthlySpending(ctx: StrategyContext): { value: number; stated: boolean } {
  const f = ctx.facts;
  if (f.annualSpendingUsd !== null) return { value: f.annualSpendingUsd / 12, stated: true };
  return { value: (wagesOf(ctx) * SPENDING_SHARE_OF_INCOME) / 12, stated: false };
}

/** Shortfall of cash against the reserve, USD (cash not stated counts as none). */
function shortfall(ctx: StrategyContext): number {
  return Math.max(0, RESERVE_MONTHS * monthlySpending(ctx).value - (ctx.facts.cashUsd ?? 0));
}

/**
 * Emergency reserve. No minimum net worth: a basic for a working household.
 *
 * Cash equal to six months of spending (stated, else 60% of income) lets the household meet a job
 * loss, illness or repair without selling investments at a bad time or borrowing. Its value is
 * protection, reported apart: the cash added. Its cost is the return the added cash forgoes
 * against the portfolio (portfolio growth less the 3% cash rate), each year until retirement:
 *   years 1..n: − (reserve − cash) × (portfolio growth − cash return).
 */
export const emergencyReserve = defineStrategy({
  id: "emergency-reserve",
  name: "Emergency Cash Reserve",
  category: "Risk Management",
  description:
    "A working household keeps six months of spending in insured cash (savings, money-market or Treasury bills), so a job loss, illness or large repair is met without selling investments at a loss, drawing on retirement accounts or borrowing at high rates.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection: monthlySpendingUsd × reserveMonths − currentCashUsd, held in cash",
    variables: ["monthlySpendingUsd", "reserveMonths", "currentCashUsd"],
  },
  costCalculation: {
    type: "annual",
    formula: "(monthlySpendingUsd × reserveMonths − currentCashUsd) × returnGapRate × yearsHeld",
    variables: ["monthlySpendingUsd", "reserveMonths", "currentCashUsd", "returnGapRate", "yearsHeld"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["deposit_insurance_limits"],
  sources: [
    "Consumer Financial Protection Bureau, An essential guide to building an emergency fund",
    "12 U.S.C. §1821(a)(1)(E) (FDIC standard maximum deposit insurance amount, $250,000)",
    "IRC §72(t) (10% additional tax on early retirement withdrawals a reserve avoids)",
  ],
  domain: "retirement",
  variables: {
    monthlySpendingUsd: { unit: "USD", description: "Household spending a month." },
    reserveMonths: { unit: "count", description: "Months of spending held in cash." },
    currentCashUsd: { unit: "USD", description: "Cash already held." },
    returnGapRate: {
      unit: "rate",
      description: "Portfolio growth less the cash return: the return the added cash forgoes.",
    },
    yearsHeld: { unit: "years", description: "Years the reserve is held (while working)." },
  },
  defaults(ctx) {
    const spending = monthlySpending(ctx);
    const gap = Math.max(0, ctx.household.growth.portfolio - CASH_GROWTH.value);
    const years = Math.max(1, yearsToRetirement(ctx).value);
    return {
      monthlySpendingUsd: fixed(
        round(spending.value),
        spending.stated
          ? `${formatUsd(spending.value)} a month: the stated spending`
          : `${formatUsd(spending.value)} a month: 60% of income (spending not stated; an assumption)`,
      ),
      reserveMonths: fixed(RESERVE_MONTHS, "six months of spending (the upper end of the common guide)"),
      currentCashUsd:
        ctx.facts.cashUsd !== null
          ? fixed(ctx.facts.cashUsd, `${formatUsd(ctx.facts.cashUsd)} of cash, as stated`)
          : fixed(0, "cash not stated; none assumed"),
      returnGapRate: fixed(
        Math.round(gap * 10_000) / 10_000,
        `${(gap * 100).toFixed(1)}% a year: portfolio growth less the ${(CASH_GROWTH.value * 100).toFixed(0)}% cash return`,
      ),
      yearsHeld: fixed(years, `${years} years, while working`),
    };
  },
  effects(v) {
    const added = Math.max(0, v.monthlySpendingUsd * v.reserveMonths - v.currentCashUsd);
    return {
      flows: yearly(
        -added * v.returnGapRate,
        1,
        Math.max(1, Math.round(v.yearsHeld)),
        "cost",
        "return forgone on the cash reserve",
      ),
      protection: {
        amountUsd: added,
        description: `cash reserve raised to ${v.reserveMonths} months of spending (${formatUsd(v.monthlySpendingUsd * v.reserveMonths)})`,
      },
    };
  },
  sensitivity: {
    variable: "returnGapRate",
    mode: "add",
    spread: 0.01,
    description: "Return forgone 1 point lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => isWorking(ctx),
      "The household lives on earnings that a job loss or illness could stop.",
      "The household no longer depends on earnings; its portfolio plan covers cash needs.",
    ),
    check(
      (ctx) => shortfall(ctx) > 0,
      (ctx) =>
        ctx.facts.cashUsd === null
          ? `The notes state no cash; six months of spending is about ${formatUsd(RESERVE_MONTHS * monthlySpending(ctx).value)}.`
          : `Cash of ${formatUsd(ctx.facts.cashUsd)} covers less than six months of spending (${formatUsd(RESERVE_MONTHS * monthlySpending(ctx).value)}).`,
      "Cash already covers six months of spending.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isWorking(ctx) || shortfall(ctx) <= 0) return null;
    if (f.cashUsd !== null)
      return {
        urgency: "basic",
        reason: `Cash of ${formatUsd(f.cashUsd)} covers less than six months of the household's spending.`,
      };
    if (ctx.household.balance.netWorthUsd > 0 && ctx.household.balance.netWorthUsd < 1_000_000)
      return {
        urgency: "basic",
        reason: "The notes state no cash reserve for a household that lives on its earnings.",
      };
    return null;
  },
  timeline: "Build over 3–12 months from savings or by moving part of the taxable account",
  keyBenefits: [
    "Meets a job loss, illness or repair without selling investments or borrowing",
    "Avoids early-withdrawal tax and penalty on retirement accounts",
    "Lets the rest of the portfolio stay invested for the long term",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["emergency", "cash", "safety", "reserve", "job"],
  explanation: {
    overview:
      "An emergency reserve is six months of spending held in insured, liquid cash. It is the first layer of a financial plan: without it, a lost job or a large bill forces the sale of investments at the wrong time, a retirement-account withdrawal with tax and penalty, or high-rate debt. Its cost is only the return the cash forgoes against the portfolio.",
    keyComponents: ["Six months of spending", "Insured, liquid accounts", "A rule for using and refilling it"],
    steps: [
      step("Size", "Add up essential monthly spending, including insurance premiums and debt payments.", "Week 1", [
        "Bank and card statements",
      ]),
      step(
        "Fund",
        "Move savings or part of the taxable account into high-yield savings, money-market funds or Treasury bills.",
        "Months 1–12",
        ["Savings account"],
      ),
      step("Refill", "After any use, rebuild the reserve before resuming other saving.", "Ongoing", ["Savings plan"]),
    ],
    prerequisites: ["Earnings to save from, or a taxable account to move"],
    professionals: ["Financial adviser"],
    secondaryBenefits: ["Allows higher insurance deductibles", "Reduces stress in a downturn"],
    taxAdvantages: ["Avoids the 10% additional tax on early retirement withdrawals (§72(t))"],
    risks: [
      risk(
        "Inflation",
        "Cash loses purchasing power.",
        "Use high-yield accounts or Treasury bills; size the reserve, no more.",
      ),
      risk("Over-insurance", "Too much cash forgoes growth.", "Review the size each year."),
    ],
    marketRisks: ["Cash yields fall with interest rates"],
    regulatoryConsiderations: ["Keep deposits within FDIC limits per bank and ownership category"],
    liquidityConsiderations: "The reserve is fully liquid by design.",
    alternatives: [
      {
        strategy: "disability-income-insurance",
        whyNotChosen: "Insures a long loss of earnings; the reserve covers the short ones.",
      },
      { strategy: "term-life-income-replacement", whyNotChosen: "Covers death, not a job loss or repair." },
    ],
    uniqueAdvantages: ["The cheapest protection against a short loss of income"],
    successMetrics: [metric("Months of spending in cash", "Six", "Annually")],
    qualitativeIndicators: ["The household can name where the reserve is held"],
    warningSignals: ["The reserve used and not refilled", "Card balances carried while cash is low"],
    reviewSchedule: "Annually, and after any large change in spending.",
    exitStrategy: "At retirement the reserve joins the retirement spending plan.",
  },
});
