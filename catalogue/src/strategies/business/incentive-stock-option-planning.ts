import { formatUsd, type TClientFacts } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, setup, step, taxChange, taxOn } from "../kit.ts";

/**
 * Incentive stock option exercise and AMT planning (IRC §§421–422, §56(b)(3), §53). Minimum net
 * worth 500,000.
 *
 * Compared with exercising and selling at once later (a disqualifying disposition: the spread is
 * ordinary income, though not wages for FICA, §3121(a)(22)), exercising now and holding a year
 * (and two from grant) makes the spread long-term gain; the exercise year's AMT on the spread is
 * prepaid and comes back as the minimum tax credit (§53) when the shares are sold. Flows on the
 * household's return (the real calculator, with the spread as the §56(b)(3) AMT adjustment;
 * today's brackets and income stand in for next year, an assumption):
 *   year 0: − the AMT on the spread (a prepayment) and the planning fee;
 *   year 1: + tax(spread as ordinary income) − tax(spread as long-term gain), + the AMT recovered as
 *     a credit (assumed in full in the sale year, when the regular tax on the gain exceeds the
 *     tentative minimum tax, whose basis already includes the spread).
 * Growth after exercise is left out on both sides.
 */

const ISO_WORDS = /\bisos?\b|incentive stock options?|stock options?/i;
const optionGoal = (f: TClientFacts): string | null =>
  f.holdsIncentiveStockOptions === false ? null : (f.goals.find((g) => ISO_WORDS.test(g)) ?? null);
/** The notes state ISOs held (IRC §422). */
const holdsIsos = (f: TClientFacts): boolean => f.holdsIncentiveStockOptions === true;
// A retired employee is not presumed to hold ISOs: an option keeps ISO treatment only if exercised
// while employed or within three months after employment ends (IRC §422(a)(2)).
const preIpoEmployee = (ctx: StrategyContext) =>
  ctx.facts.holdsIncentiveStockOptions !== false &&
  ctx.facts.isEmployedByStockIssuer === true &&
  ctx.facts.isRetired !== true &&
  ctx.facts.expectsLiquidityEvent;

export const incentiveStockOptionPlanning = defineStrategy({
  id: "incentive-stock-option-planning",
  name: "Incentive Stock Option Exercise and AMT Planning",
  category: "Business & Equity",
  description:
    "Exercising incentive stock options early enough to meet the §422 holding periods (2 years from grant, 1 year from exercise) turns the spread into long-term capital gain instead of wages, with exercises sized each year to the AMT the client can absorb and later recover as a credit.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "in year 1: tax(bargainElementUsd as ordinary income) − tax(bargainElementUsd as long-term gain) + AMT recovered; in year 0: − AMT(bargainElementUsd as the §56(b)(3) adjustment)",
    variables: ["bargainElementUsd"],
  },
  costCalculation: { type: "one_time", formula: "planningFeeUsd", variables: ["planningFeeUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  // Options are often most of a young employee's wealth and are left out of a stated net worth
  // ("not counting the options"): the AMT question arises from the first exercise, so the floor is low.
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["alternative_minimum_tax", "concentration_risk", "holding_period_requirement"],
  sources: [
    "IRC §421, §422 (holding periods; $100,000 first-exercisable limit)",
    "IRC §56(b)(3) (ISO spread is an AMT adjustment)",
    "IRC §53 (minimum tax credit)",
    "IRC §55(b), (d) as amended by Pub. L. 119-21 (exemption phase-out from 2026)",
    "IRC §3121(a)(22) (no FICA on ISO exercise or disposition)",
  ],
  domain: "business",
  variables: {
    bargainElementUsd: {
      unit: "USD",
      description: "Spread between value and exercise price on the options exercised.",
    },
    planningFeeUsd: { unit: "USD", description: "AMT projection and exercise plan." },
  },
  defaults(ctx) {
    const stated = ctx.facts.isoSpreadUsd;
    const spread =
      stated !== null && stated > 0
        ? stated
        : round(Math.max(50_000, Math.min(5_000_000, ctx.household.balance.netWorthUsd * 0.1)));
    return {
      bargainElementUsd: fixed(
        spread,
        stated !== null && stated > 0
          ? `${formatUsd(spread)}: the spread of the options the notes describe (options × (share value − strike)); exercised in one year here, though the plan spreads it over years`
          : `spread not stated; ${formatUsd(spread)} assumed (10% of net worth)`,
      ),
      planningFeeUsd: fixed(5_000, "multi-year AMT projection and exercise plan, about $5,000"),
    };
  },
  effects(v, ctx) {
    const b = Math.max(0, v.bargainElementUsd);
    const amt = Math.max(
      0,
      taxChange(ctx, (i) => ({ ...i, isoBargainElementUsd: (i.isoBargainElementUsd ?? 0) + b })),
    );
    return {
      flows: [
        ...setup(v.planningFeeUsd, "AMT projection and exercise plan"),
        at(0, -amt, "incomeTax", "AMT on the spread in the exercise year (prepaid)", true),
        at(
          1,
          taxOn(ctx, { ordinaryUsd: b }) - taxOn(ctx, { longTermGainUsd: b }),
          "incomeTax",
          "tax saved: the spread taxed as long-term gain instead of ordinary income",
        ),
        at(1, amt, "incomeTax", "AMT recovered as the minimum tax credit in the sale year", true),
      ],
    };
  },
  sensitivity: {
    variable: "bargainElementUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Spread 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => holdsIsos(ctx.facts) || optionGoal(ctx.facts) !== null || preIpoEmployee(ctx),
      (ctx) => {
        const g = optionGoal(ctx.facts);
        if (holdsIsos(ctx.facts)) return "The notes say the client holds incentive stock options.";
        return g !== null
          ? `The notes mention stock options ("${g}").`
          : "The client works for the company whose stock is held and a liquidity event is expected, the usual setting for incentive stock options.";
      },
      "The notes mention no incentive stock options to exercise.",
    ),
    check(
      (ctx) => (ctx.facts.annualIncomeUsd ?? 0) > 0,
      "Income is stated, so each year's AMT headroom can be projected.",
      "The notes give no income, which is needed to size exercises against the AMT.",
    ),
  ),
  answers: (ctx) =>
    holdsIsos(ctx.facts) || optionGoal(ctx.facts) !== null || preIpoEmployee(ctx)
      ? {
          urgency: "client-specific",
          reason: holdsIsos(ctx.facts)
            ? "The client holds incentive stock options whose exercise can be timed for the AMT and the §422 holding periods."
            : preIpoEmployee(ctx)
              ? "The client holds equity of the employer and a liquidity event is expected: exercising options early starts the holding periods."
              : "The client holds stock options whose exercise can be timed for the AMT and the holding periods.",
        }
      : null,
  timeline: "Plan before year end; holding periods run 1–2 years",
  keyBenefits: [
    "Spread taxed as long-term capital gain instead of ordinary income",
    "No payroll tax on the spread",
    "AMT paid is largely recovered through the minimum tax credit",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["stock option", "incentive stock", "isos", "exercis"],
  explanation: {
    overview:
      "ISOs are taxed only when the shares are sold. If the shares are held 2 years from grant and 1 year from exercise, the whole gain is long-term capital gain; otherwise the spread is ordinary income. The catch is the AMT on the spread in the exercise year, so exercises are staged each year up to the AMT the client can absorb.",
    keyComponents: [
      "Annual AMT crossover projection",
      "Early exercises while the spread is small",
      "Tracking of grant and exercise dates per lot",
      "Minimum tax credit recovery in later years",
    ],
    steps: [
      step(
        "Inventory grants",
        "List every grant, strike, vesting and expiry date and the $100,000 ISO limit.",
        "Weeks 1–2",
        ["Option statements", "Plan documents"],
      ),
      step(
        "Project AMT",
        "Model regular tax and AMT to find the spread that can be exercised without AMT, and the cost beyond it.",
        "Weeks 2–4",
        ["Prior returns", "Income projection"],
      ),
      step(
        "Exercise",
        "Exercise the planned tranche, ideally early in the year to start the 1-year clock.",
        "Each year",
        ["Cash for the strike and any AMT"],
      ),
      step(
        "Hold and sell",
        "Hold past both holding periods and sell in planned lots; claim the AMT credit.",
        "12–24 months after exercise",
        ["Form 6251", "Form 8801"],
      ),
    ],
    prerequisites: ["Vested or early-exercisable ISOs", "Cash for the exercise price and AMT"],
    professionals: ["CPA with equity-compensation experience", "Financial adviser", "Company stock plan administrator"],
    secondaryBenefits: ["Staged exercises reduce concentration over time", "Early exercise may start a QSBS clock"],
    taxAdvantages: ["No regular tax at exercise", "No FICA on the spread", "AMT credit carries forward indefinitely"],
    risks: [
      risk(
        "Share price falls after exercise",
        "AMT is due on the spread even if the shares later fall.",
        "Exercise in tranches; consider a same-year disqualifying sale if the price falls sharply.",
      ),
      risk(
        "AMT thresholds tightened",
        "From 2026 the AMT exemption phases out from a lower income and faster.",
        "Re-run the projection each year with the year's parameters.",
      ),
      risk(
        "Liquidity",
        "Private-company shares may not be saleable to pay the tax.",
        "Size exercises to cash on hand; consider tender offers.",
      ),
    ],
    marketRisks: ["Single-company concentration while holding for the long-term period"],
    regulatoryConsiderations: [
      "Disqualifying dispositions are reported as wages on Form W-2",
      "Company Form 3921 reports each exercise",
    ],
    liquidityConsiderations: "Exercise cost and AMT are paid in cash before any shares can be sold.",
    alternatives: [
      {
        strategy: "section-83b-election",
        whyNotChosen: "For early-exercised or restricted shares, starts the clock at grant.",
      },
      {
        strategy: "rule-10b5-1-trading-plan",
        whyNotChosen: "Systematic sales once the shares are public and the holding periods have run.",
      },
    ],
    uniqueAdvantages: ["The only employee option whose spread can become capital gain"],
    successMetrics: [
      metric("Spread converted to long-term gain", "100% of exercised lots", "At each sale"),
      metric("AMT credit recovered", "Fully within 3–5 years", "Annually"),
    ],
    qualitativeIndicators: ["The client knows each lot's qualifying date"],
    warningSignals: ["Options nearing expiry unexercised", "Exercises without an AMT projection"],
    reviewSchedule: "Each autumn before year end, and at every new grant, vesting or liquidity event.",
    exitStrategy: "Sell qualifying lots over time; unexercised options can simply be left to expire if under water.",
  },
});
