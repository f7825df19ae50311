import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, basisOf, check, fixed, metric, risk, round, setup, step, taxOn, yearsToAge } from "../kit.ts";

/**
 * Net unrealized appreciation (IRC §402(e)(4)). Minimum net worth 500,000 (spec §3 table).
 *
 * Compared with rolling the plan to an IRA, a lump-sum distribution moves the employer shares in
 * kind to a taxable account: the plan's cost basis is ordinary income now; the appreciation (the
 * NUA) is long-term gain when sold (without the 3.8% NIIT, Treas. Reg. §1.1411-8(b)(2)), where an
 * IRA would have taxed the whole value as ordinary income on withdrawal. Flows, on the household's
 * own return (the real calculator, today's brackets and income, an assumption):
 *   year 0: − tax on the basis as ordinary income;
 *   years 1..n: + [tax on (value ÷ n) as ordinary income − tax on (NUA ÷ n) as long-term gain],
 * with the shares sold (or the IRA withdrawn) evenly over n years; post-distribution growth is
 * left out on both sides (conservative: it favours NUA further).
 */
export const nuaStrategy = defineStrategy({
  id: "nua-strategy",
  name: "Net Unrealized Appreciation (NUA) Distribution of Employer Stock",
  category: "Advanced Retirement Planning",
  description:
    "In a lump-sum distribution after a triggering event, employer shares in a qualified plan are distributed in kind to a taxable account. Only the plan's cost basis is ordinary income now; the net unrealized appreciation is taxed as long-term capital gain when sold, instead of as ordinary income on withdrawal from an IRA.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over n years [tax(employerStockValueUsd ÷ n as ordinary income) − tax((employerStockValueUsd − costBasisUsd) ÷ n as long-term gain)] − tax(costBasisUsd as ordinary income now)",
    variables: ["employerStockValueUsd", "costBasisUsd", "saleYears"],
  },
  costCalculation: { type: "one_time", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "lump_sum_distribution_required",
    "triggering_event_required",
    "early_distribution_penalty_on_basis",
  ],
  sources: [
    "IRC §402(e)(4)(B), (D) (NUA on a lump-sum distribution)",
    "Treas. Reg. §1.402(a)-1(b)(1)(i)",
    "Treas. Reg. §1.1411-8(b)(2) (NUA is not net investment income)",
    "IRC §72(t) (10% additional tax on the basis before 59½, separation at 55 excepted)",
    "IRC §1(h) (capital gains rates)",
  ],
  domain: "retirement",
  transfers: () => ["employerStockInPlan"],
  variables: {
    employerStockValueUsd: { unit: "USD", description: "Market value of the employer shares in the plan." },
    costBasisUsd: {
      unit: "USD",
      description: "The plan's cost basis in the shares (ordinary income at distribution).",
    },
    saleYears: { unit: "years", description: "Years over which the shares are sold (or the IRA would be withdrawn)." },
    adviceCostUsd: { unit: "USD", description: "Planning and execution." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const value = f.employerStockInPlanUsd ?? round((f.retirementAccountsUsd ?? 0) * 0.3);
    return {
      employerStockValueUsd:
        f.employerStockInPlanUsd !== null
          ? fixed(value, `${formatUsd(value)} of employer stock in the plan, as stated`)
          : fixed(
              value,
              `employer stock assumed 30% of the ${formatUsd(f.retirementAccountsUsd ?? 0)} plan balance (value not stated)`,
            ),
      costBasisUsd: basisOf(value, f.employerStockBasisUsd, f.hasLowBasisStock),
      saleYears: fixed(
        Math.min(10, yearsToAge(ctx, 85).value),
        "shares sold, or an IRA withdrawn, evenly over up to 10 years",
      ),
      adviceCostUsd: fixed(3_000, "planning and execution about $3,000"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.saleYears));
    const nua = Math.max(0, v.employerStockValueUsd - v.costBasisUsd);
    const perYearOrdinary = taxOn(ctx, { ordinaryUsd: v.employerStockValueUsd / years });
    const perYearGain = taxOn(ctx, { longTermGainUsd: nua / years });
    const flows = [
      ...setup(v.adviceCostUsd, "planning and execution"),
      at(
        0,
        -taxOn(ctx, { ordinaryUsd: v.costBasisUsd }),
        "incomeTax",
        "tax on the plan's basis, ordinary income in the distribution year",
      ),
    ];
    for (let y = 1; y <= years; y++) {
      flows.push(
        at(
          y,
          perYearOrdinary - perYearGain,
          "incomeTax",
          "tax saved: appreciation taxed as long-term gain instead of IRA withdrawals",
        ),
      );
    }
    return { flows };
  },
  sensitivity: {
    variable: "costBasisUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Cost basis 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasEmployerStockInPlan,
      (ctx) =>
        ctx.facts.employerStockInPlanUsd !== null
          ? `The client holds ${formatUsd(ctx.facts.employerStockInPlanUsd)} of employer stock inside a qualified plan.`
          : "The client holds employer stock inside a qualified plan.",
      "NUA needs employer stock inside a qualified plan; the notes show none.",
    ),
    check(
      (ctx) =>
        ctx.facts.isRetired === true ||
        ctx.facts.plannedRetirementAge !== null ||
        (!ctx.household.primary.ageAssumed && ctx.household.primary.age >= 55),
      "A triggering event (separation from service at 55 or later, or age 59½) is at hand or planned.",
      "A lump-sum distribution needs a triggering event (separation from service, age 59½, disability or death); the notes show neither retirement nor an age of 55+.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    const p = ctx.household.primary;
    if (!f.hasEmployerStockInPlan) return null;
    const amount = f.employerStockInPlanUsd ? `${formatUsd(f.employerStockInPlanUsd)} of ` : "";
    const separating =
      f.isRetired === true ||
      (f.plannedRetirementAge !== null && f.plannedRetirementAge - p.age <= 3) ||
      (!p.ageAssumed && p.age >= 59);
    return separating
      ? {
          urgency: "time-critical",
          reason: `The client holds ${amount}employer stock in the employer plan and is at or near separation from service; NUA needs a lump-sum distribution in one tax year.`,
        }
      : { urgency: "client-specific", reason: `The client holds ${amount}employer stock in the employer plan.` };
  },
  timeline: "At separation from service or after 59½; the whole balance within one tax year",
  keyBenefits: [
    "Appreciation taxed at long-term gains rates instead of ordinary rates",
    "NUA is exempt from the 3.8% NIIT",
    "Shares moved out are not subject to RMDs",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "employer stock", "company stock", "401k", "diversif"],
  explanation: {
    overview:
      "When a 401(k) holds highly appreciated employer stock, rolling everything to an IRA turns all that appreciation into ordinary income on withdrawal. A lump-sum distribution that moves the shares in kind to a brokerage account taxes only the plan's basis now; the appreciation is long-term gain whenever sold. The trade-off is paying ordinary tax on the basis immediately.",
    keyComponents: [
      "Triggering event: separation from service, age 59½, disability or death",
      "Lump-sum distribution of the whole plan balance within one tax year",
      "In-kind transfer of employer shares; the rest rolled to an IRA",
    ],
    steps: [
      step(
        "Get the basis",
        "Ask the plan for the cost basis of the shares, lot by lot if it tracks lots.",
        "Weeks 1–2",
        ["Plan basis statement"],
      ),
      step(
        "Choose the shares",
        "Distribute in kind only low-basis lots; roll high-basis lots to the IRA.",
        "Weeks 2–3",
        ["Lot-level analysis"],
      ),
      step(
        "Distribute within one year",
        "Empty every plan of the same type in one calendar year: shares to brokerage, the rest to an IRA.",
        "One tax year",
        ["Distribution forms", "Brokerage account"],
      ),
      step(
        "Pay and diversify",
        "Pay tax on the basis with the return; sell shares over time at long-term rates.",
        "Following April and ongoing",
        ["Estimated tax payment"],
      ),
    ],
    prerequisites: [
      "Employer shares in the plan with a low cost basis",
      "A triggering event",
      "Cash outside the plan to pay tax on the basis",
    ],
    professionals: ["CPA", "Financial adviser", "Plan administrator"],
    secondaryBenefits: ["Diversify out of employer stock at capital gains rates", "No RMDs on the distributed shares"],
    taxAdvantages: ["NUA taxed at long-term rates regardless of holding period", "No NIIT on the NUA"],
    risks: [
      risk(
        "Tax on the basis now",
        "Ordinary income on the basis is due in the distribution year, plus 10% before 59½ unless separated at 55 or later.",
        "Use NUA only when basis is a small share of value; roll high-basis lots instead.",
      ),
      risk(
        "Lump-sum failure",
        "A partial distribution or earlier-year distribution after the trigger can disqualify NUA.",
        "Plan all distributions with the administrator and complete them in one year.",
      ),
      risk(
        "Concentration",
        "Holding the shares keeps single-stock risk.",
        "Sell promptly or pair with an exchange fund or charitable gift.",
      ),
    ],
    marketRisks: ["A fall in the share price before the distribution cuts the NUA"],
    regulatoryConsiderations: ["No step-up in basis for NUA at death (it is income in respect of a decedent)"],
    liquidityConsiderations:
      "The distributed shares are fully liquid; the tax on the basis must be paid from other funds.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Pays ordinary rates on the whole value instead of only on the basis.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Can follow NUA: NUA shares given to a CRUT avoid the gain entirely.",
      },
    ],
    uniqueAdvantages: ["The only way to turn qualified-plan growth into capital gain"],
    successMetrics: [
      metric("Tax saved versus IRA rollover", "Positive after the cost of taxing the basis now", "At distribution"),
      metric("Employer stock share of net worth", "Below 10% within three years", "Annually"),
    ],
    qualitativeIndicators: ["Client ready to diversify out of employer stock"],
    warningSignals: ["Distributions spread across two tax years", "Share price falling toward the basis"],
    reviewSchedule: "Before any plan distribution and at the triggering event.",
    exitStrategy:
      "If basis is high or the stock falls, roll everything to an IRA instead; the decision is made at distribution.",
  },
});
