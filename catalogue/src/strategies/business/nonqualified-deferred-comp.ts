import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { NO_INCOME_TAX_STATES, type StateIncomeTaxInput } from "../../tax/state-income-tax.ts";
import {
  allOf,
  at,
  check,
  entityLabel,
  fixed,
  metric,
  risk,
  round,
  step,
  taxChange,
  taxOn,
  yearly,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Nonqualified deferred compensation under an employer's §409A plan. Minimum net worth 2,000,000
 * (spec §3 table).
 *
 * Pay elected before the year it is earned is deferred each year until retirement, then paid in
 * installments. A deferral, not an exclusion: the income tax saved on the pay now, and the tax on
 * the payments in retirement, are separate flows (both `deferral`). On the household's return (the
 * real calculator; today's brackets stand in for later years, an assumption):
 *   years 0..n−1: + tax(today's return) − tax(today's return less the deferral);
 *   years n..n+m−1: − tax on each installment on a retirement return (retirement income as a share
 *     of today's, an assumption), in the state the client plans to move to when the notes give one
 *     (4 U.S.C. §114 bars the former state from taxing installments over 10 years or more).
 * Earnings on the deferred pay are left out on both sides (they would be taxed in the plan at
 * ordinary rates on payment, outside it as they arise). The employer's credit risk is not priced.
 */

/** Retirement income as a share of today's income, an assumption. */
const RETIREMENT_INCOME_SHARE = 0.4;

const PASS_THROUGH = ["s_corp", "llc", "partnership", "sole_proprietorship"] as const;
const isIn = (list: readonly string[], v: string | null) => v !== null && list.includes(v);

const payoutState = (ctx: StrategyContext): string | null => ctx.facts.plannedMoveState ?? ctx.household.state;

export const nonqualifiedDeferredComp = defineStrategy({
  id: "nonqualified-deferred-comp",
  name: "Nonqualified Deferred Compensation (§409A)",
  category: "Executive Benefits",
  description:
    "A high-earning executive elects, before the year the pay is earned, to defer salary or bonus under an employer's §409A plan until retirement or another fixed date. The deferral is taxed when paid, ideally at a lower rate (and, if paid over 10+ years, free of the old work state's income tax under 4 U.S.C. §114).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over deferralYears [tax(today's return) − tax(today's return − annualDeferralUsd of wages)] − Σ over payoutYears tax(annualDeferralUsd × deferralYears ÷ payoutYears on a retirement return of retirementIncomeShare × today's income)",
    variables: ["annualDeferralUsd", "deferralYears", "payoutYears", "retirementIncomeShare"],
  },
  costCalculation: {
    type: "minimal",
    formula: "adviserReviewUsd each deferral year",
    variables: ["adviserReviewUsd", "deferralYears"],
  },
  lifeInsuranceComponent:
    "Employers often fund the liability informally with corporate-owned life insurance on participants; the policy remains a general asset of the employer.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["unsecured_general_creditor", "section_409a_compliance", "irrevocable_deferral_election"],
  sources: [
    "IRC §409A; Treas. Reg. §1.409A-1 to -6",
    "IRC §3121(v)(2) (FICA at vesting, not payment)",
    "4 U.S.C. §114 (no state tax on retirement income of nonresidents paid over 10+ years)",
    "Rev. Proc. 92-64 (model rabbi trust)",
    "ERISA §201(2), §301(a)(3) (top-hat plan exemptions)",
  ],
  domain: "business",
  variables: {
    annualDeferralUsd: { unit: "USD", description: "Pay deferred each year." },
    deferralYears: { unit: "years", description: "Years of deferrals before retirement." },
    payoutYears: { unit: "years", description: "Annual installments after retirement." },
    retirementIncomeShare: { unit: "ratio", description: "Other retirement income as a share of today's income." },
    adviserReviewUsd: { unit: "USD", description: "Yearly review of elections and the employer's credit." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const income = f.annualIncomeUsd ?? 0;
    const deferral = round(Math.min(income * 0.2, 500_000));
    const years = yearsToRetirement(ctx);
    const state = payoutState(ctx);
    return {
      annualDeferralUsd: fixed(
        deferral,
        f.annualIncomeUsd === null
          ? "income not stated, so no deferral assumed"
          : `20% of income deferred, at most $500,000 (${formatUsd(deferral)}), an assumption`,
      ),
      deferralYears: fixed(years.value, `deferrals each year until retirement: ${years.assumption}`),
      payoutYears: fixed(
        10,
        f.plannedMoveState
          ? `10 annual installments, so ${f.plannedMoveState} (the planned new state) taxes them and the former state cannot (4 U.S.C. §114)`
          : `10 annual installments${state ? ` taxed by ${state}` : ""}`,
      ),
      retirementIncomeShare: fixed(
        RETIREMENT_INCOME_SHARE,
        "other retirement income about 40% of today's income, an assumption",
      ),
      adviserReviewUsd: fixed(1_500, "annual review of elections and employer credit, about $1,500"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.deferralYears));
    const m = Math.max(1, Math.round(v.payoutYears));
    const income = ctx.facts.annualIncomeUsd ?? 0;
    const saved = -taxOn(ctx, { wagesUsd: -v.annualDeferralUsd });
    const installment = (v.annualDeferralUsd * n) / m;
    const retired = (i: StateIncomeTaxInput): StateIncomeTaxInput => ({
      ...i,
      wagesUsd: 0,
      otherOrdinaryIncomeUsd: income * v.retirementIncomeShare,
    });
    const paid = taxChange(
      ctx,
      (i) => ({ ...i, otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) + installment }),
      { base: retired, state: payoutState(ctx) },
    );
    const flows = [...yearly(-v.adviserReviewUsd, 0, n - 1, "cost", "annual review of elections and employer credit")];
    for (let y = 0; y < n; y++)
      flows.push(at(y, saved, "incomeTax", "income tax deferred on the pay put in the plan", true));
    for (let y = n; y < n + m; y++)
      flows.push(at(y, -paid, "incomeTax", "income tax on the deferred pay as it is paid in retirement", true));
    return { flows };
  },
  sensitivity: {
    variable: "retirementIncomeShare",
    mode: "add",
    spread: 0.2,
    description: "Retirement income 20 points of today's lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) >= ctx.household.tax.compensationLimit,
      (ctx) =>
        `Income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} exceeds the ${formatUsd(ctx.household.tax.compensationLimit)} qualified-plan compensation limit (§401(a)(17)), so qualified plans cannot shelter it all.`,
      (ctx) =>
        ctx.facts.isRetired === true
          ? "The client is retired; deferred compensation needs pay still being earned."
          : `Deferred compensation suits pay above the ${formatUsd(ctx.household.tax.compensationLimit)} §401(a)(17) limit, and the notes show lower or unstated income.`,
    ),
    check(
      (ctx) => !(ctx.facts.ownsBusiness && isIn(PASS_THROUGH, ctx.facts.businessEntityType)),
      "The client's pay does not come from a pass-through business the client owns, where a deferral would not defer the profit.",
      (ctx) =>
        `The client's pay comes from a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)} the client owns; its profit is taxed to the owner as earned, so a §409A deferral cannot defer it.`,
    ),
    check(
      (ctx) => ctx.facts.hasEmployerPlan || ctx.facts.businessEntityType === "c_corp",
      (ctx) =>
        ctx.facts.hasEmployerPlan
          ? "The client works for an employer with benefit plans, where a §409A plan is typically offered to executives."
          : "The client's C corporation can sponsor a plan for its executives and deduct the pay when it is paid.",
      "The notes show no employer plan; a §409A plan needs an employer (or the client's own C corporation) to sponsor it.",
    ),
  ),
  answers: (ctx) => {
    const move = ctx.facts.plannedMoveState;
    return move && (NO_INCOME_TAX_STATES as readonly string[]).includes(move) && ctx.facts.hasEmployerPlan
      ? {
          urgency: "client-specific",
          reason: `A move to ${move} is planned: deferred pay paid there in installments over 10 years escapes the former state's income tax (4 U.S.C. §114).`,
        }
      : null;
  },
  timeline: "Election before 31 December for the next year's pay",
  keyBenefits: [
    "Shifts income from peak-earning years to lower-rate retirement years",
    "Pre-tax growth on the deferred amounts",
    "Can escape the working state's income tax when paid over 10+ years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["defer", "bonus", "deferred comp", "executive"],
  explanation: {
    overview:
      "Executives who already max out qualified plans can defer part of their salary or bonus under the employer's nonqualified plan. Income tax is postponed until payment in retirement, when the rate is often lower, in exchange for being an unsecured creditor of the employer.",
    keyComponents: [
      "Deferral election before the service year (§409A(a)(4))",
      "Fixed payment schedule or permitted events (separation, death, disability, change in control)",
      "Employer credit risk; optional rabbi trust",
      "FICA due at vesting under the special timing rule",
    ],
    steps: [
      step(
        "Assess the employer",
        "Review plan terms, investment options and the employer's financial strength.",
        "Weeks 1–2",
        ["Plan document", "Employer financials"],
      ),
      step(
        "Size the deferral",
        "Project cash needs and choose an amount and a payout schedule (lump sum or 5–15 instalments).",
        "Before the enrolment deadline",
        ["Cash-flow plan"],
      ),
      step(
        "Elect",
        "File the irrevocable election before 31 December for next year's salary (or 6 months before period end for performance bonuses).",
        "By the plan deadline",
        ["Deferral election form"],
      ),
      step("Monitor", "Track balances, the employer's credit and any change in control.", "Annually", [
        "Plan statements",
      ]),
    ],
    prerequisites: [
      "Income above qualified-plan limits",
      "An employer offering a §409A plan",
      "Enough other liquidity",
    ],
    professionals: ["CPA", "Financial adviser", "Employment attorney for executive agreements"],
    secondaryBenefits: ["Disciplined saving", "Potential state-tax saving after a move"],
    taxAdvantages: ["Tax deferred on pay and growth", "Payout years chosen for low brackets"],
    risks: [
      risk(
        "Employer insolvency",
        "Deferred amounts are unsecured; in bankruptcy the executive is a general creditor.",
        "Limit deferrals to a share of net worth and monitor the employer's credit.",
      ),
      risk(
        "§409A failure",
        "A non-compliant plan makes all vested deferrals taxable with a 20% additional tax and interest.",
        "Use the employer's compliant plan; never change payment timing outside the rules.",
      ),
      risk(
        "Higher future rates",
        "Tax rates in retirement may be higher than expected.",
        "Diversify with Roth and taxable savings.",
      ),
    ],
    marketRisks: ["Deferred balances track the notional investments chosen"],
    regulatoryConsiderations: [
      "§409A timing rules for elections and distributions",
      "Top-hat plans limited to a select group of management",
    ],
    liquidityConsiderations: "Deferred pay cannot be accelerated; keep an emergency reserve outside the plan.",
    alternatives: [
      {
        strategy: "mega-backdoor-roth",
        whyNotChosen: "Uses qualified-plan room first, which is safer but limited in size.",
      },
      {
        strategy: "cash-balance-plan",
        whyNotChosen: "For business owners, a qualified plan with larger secured contributions.",
      },
    ],
    uniqueAdvantages: ["Unlimited deferral amounts compared with qualified plans"],
    successMetrics: [
      metric("Rate arbitrage", "Paid out at least 8 points below the deferral-year rate", "At payout"),
      metric("Deferred balance as share of net worth", "Under 20%", "Annually"),
    ],
    qualitativeIndicators: ["The client understands the credit risk and the fixed payout"],
    warningSignals: ["Employer credit downgrade", "Merger or change-in-control news"],
    reviewSchedule: "Every autumn before the election deadline, and on any change at the employer.",
    exitStrategy:
      "Payments follow the elected schedule; subsequent elections can delay payment by at least 5 years if made 12 months ahead.",
  },
});
