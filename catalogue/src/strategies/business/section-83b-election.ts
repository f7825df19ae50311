import { formatUsd, type TClientFacts } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, businessGrowth, check, clamp, fixed, metric, risk, round, setup, step, taxOn } from "../kit.ts";

/**
 * Section 83(b) election on restricted equity (IRC §83(b); Treas. Reg. §1.83-2). Minimum net
 * worth 250,000.
 *
 * Open only within 30 days of a transfer of restricted stock or LLC units (never for RSUs or
 * options, which are not property transferred), so it fits only when the notes state such a grant.
 * Compared with no election, on the household's return (the real calculator; today's brackets
 * and income stand in for the vesting year, an assumption; payroll taxes, due on the wages either
 * way, are left out):
 *   year 0: − tax on the value at grant as wages, and the filing cost;
 *   year n (vesting; the shares assumed sold then): + (1 − forfeiture chance) × [tax on the value
 *     at vesting as wages − tax on the growth as long-term gain].
 * A forfeiture after an election loses the tax paid (no deduction, §83(b)(1)), which the weighting
 * keeps.
 */

/** Restricted stock or units granted (not RSUs or options), as the client's goals state it. */
const RESTRICTED_GRANT =
  /83\(b\)|restricted (stock|shares?|units?)(?! units?)|unvested (stock|shares|units)|founder (stock|shares)|profits interest/i;
const grantGoal = (f: TClientFacts): string | null =>
  f.goals.find((g) => RESTRICTED_GRANT.test(g) && !/\brsus?\b|restricted stock units?/i.test(g)) ?? null;

export const section83bElection = defineStrategy({
  id: "section-83b-election",
  name: "Section 83(b) Election on Restricted Equity",
  category: "Business & Equity",
  description:
    "When stock or LLC units are granted subject to vesting, an election filed with the IRS within 30 days includes the value at grant (often small) in income now, so all later growth is capital gain and the holding period starts at grant instead of at vesting.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "(1 − forfeitureProbability) × [tax(valueAtGrantUsd × (1 + growthRate)^vestingYears as wages) − tax(valueAtGrantUsd × ((1 + growthRate)^vestingYears − 1) as long-term gain)] in year vestingYears",
    variables: ["valueAtGrantUsd", "growthRate", "vestingYears", "forfeitureProbability"],
  },
  costCalculation: {
    type: "one_time",
    formula: "filingCostUsd + tax(valueAtGrantUsd as wages) now",
    variables: ["filingCostUsd", "valueAtGrantUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["thirty_day_deadline", "no_refund_on_forfeiture", "valuation_risk"],
  sources: [
    "IRC §83(a), (b)",
    "Treas. Reg. §1.83-2 (manner and time of the election)",
    "Rev. Proc. 2012-29 (sample election)",
    "IRC §1223 (holding period from the transfer when the election is made)",
  ],
  domain: "business",
  variables: {
    valueAtGrantUsd: { unit: "USD", description: "Value of the restricted shares at grant, less anything paid." },
    growthRate: { unit: "rate", description: "Annual growth of the shares until vesting." },
    vestingYears: { unit: "years", description: "Years until the shares vest." },
    forfeitureProbability: { unit: "ratio", description: "Chance the shares are forfeited before vesting." },
    filingCostUsd: { unit: "USD", description: "Preparing and filing the election with a valuation." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const base =
      f.ownsBusiness && f.businessValueUsd !== null
        ? f.businessValueUsd * 0.05
        : ctx.household.balance.netWorthUsd * 0.01;
    const grant = round(clamp(base, 10_000, 1_000_000));
    const g = businessGrowth(ctx);
    return {
      valueAtGrantUsd: fixed(
        grant,
        `grant value not stated; ${formatUsd(grant)} assumed (${f.ownsBusiness && f.businessValueUsd !== null ? "5% of the business value" : "1% of net worth"})`,
      ),
      growthRate: fixed(g.value, `${g.assumption} until vesting`),
      vestingYears: fixed(4, "standard 4-year vesting (an assumption; the grant agreement gives it)"),
      forfeitureProbability: fixed(0.2, "20% chance of leaving before vesting, an assumption"),
      filingCostUsd: fixed(2_500, "valuation and filing, about $2,500"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.vestingYears));
    const atVesting = v.valueAtGrantUsd * (1 + v.growthRate) ** years;
    const keep = 1 - clamp(v.forfeitureProbability, 0, 1);
    return {
      flows: [
        ...setup(v.filingCostUsd, "valuation and filing of the election"),
        at(
          0,
          -taxOn(ctx, { wagesUsd: v.valueAtGrantUsd }),
          "incomeTax",
          "tax on the value at grant, included in income now",
        ),
        at(
          years,
          keep *
            (taxOn(ctx, { wagesUsd: atVesting }) -
              taxOn(ctx, { longTermGainUsd: Math.max(0, atVesting - v.valueAtGrantUsd) })),
          "incomeTax",
          "tax saved at vesting: the growth is long-term gain, not wages (weighted by the chance of vesting)",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.15,
    description: "Growth 15 points lower / base / 15 points higher a year",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasRestrictedStockGrant === true || grantGoal(ctx.facts) !== null,
      (ctx) =>
        grantGoal(ctx.facts) !== null
          ? `The notes state a grant of restricted equity ("${grantGoal(ctx.facts)}"); the election must reach the IRS within 30 days of the grant.`
          : "The notes state a grant of restricted stock; the election must reach the IRS within 30 days of the grant.",
      "An 83(b) election is open only within 30 days of a grant of restricted stock or units, and the notes state no such grant.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasRestrictedStockGrant === true || grantGoal(ctx.facts) !== null
      ? {
          urgency: "time-critical",
          reason:
            "The notes state a grant of restricted equity: the §83(b) election is due within 30 days of the grant (Treas. Reg. §1.83-2(b)) and cannot be extended.",
        }
      : null,
  timeline: "Must be filed within 30 days of the grant",
  keyBenefits: [
    "All growth after grant taxed as long-term capital gain",
    "Holding period starts at grant (also for QSBS)",
    "No tax event at vesting",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["83(b)", "restricted stock", "restricted shares", "unvested", "vesting", "founder shares"],
  explanation: {
    overview:
      "Without an election, restricted shares are taxed as wages on their full value when they vest. Electing under §83(b) taxes only the value at grant, so the growth during vesting becomes capital gain and the clock for long-term and QSBS holding periods starts immediately.",
    keyComponents: [
      "Restricted stock or units subject to a substantial risk of forfeiture",
      "Written election to the IRS within 30 days of transfer",
      "Supportable value at grant",
      "Copy to the employer",
    ],
    steps: [
      step(
        "Value the grant",
        "Obtain the fair market value of the shares at grant (a 409A or board valuation).",
        "Days 1–10",
        ["Grant agreement", "Valuation"],
      ),
      step("Prepare the election", "Complete the election naming the property, value and amount paid.", "Days 5–15", [
        "Rev. Proc. 2012-29 sample form",
      ]),
      step(
        "File",
        "Send the election (Form 15620 or a statement meeting Treas. Reg. §1.83-2(e)) to the IRS by certified mail and give the employer a copy.",
        "By day 30",
        ["Certified-mail receipt"],
      ),
      step(
        "Report",
        "Include the value at grant less any price paid in income for the year.",
        "Tax return for the grant year",
        ["W-2 or Form 1040 entry"],
      ),
    ],
    prerequisites: ["Unvested equity granted in connection with services", "Cash to pay tax on the value at grant"],
    professionals: ["CPA", "Employment or corporate attorney", "Valuation firm for the company"],
    secondaryBenefits: ["Simplifies tax at vesting", "Starts the QSBS holding period for founder stock"],
    taxAdvantages: [
      "Growth taxed at capital-gains rates instead of up to 37% plus Medicare",
      "No payroll tax on growth",
    ],
    risks: [
      risk(
        "Forfeiture",
        "Tax paid on shares later forfeited is not refunded; only the amount paid is a capital loss.",
        "Elect when the value at grant, and so the tax, is small.",
      ),
      risk(
        "Missed deadline",
        "The 30-day deadline cannot be extended.",
        "Calendar the date at signing; file the same week.",
      ),
      risk(
        "Value falls",
        "Tax paid on a value that later falls is not recovered.",
        "Elect at a low early-stage valuation.",
      ),
    ],
    marketRisks: ["The benefit depends on the equity growing during vesting"],
    regulatoryConsiderations: ["Treas. Reg. §1.83-2 governs the content and filing of the election"],
    liquidityConsiderations: "Tax on the value at grant is due with the year's return, before the shares can be sold.",
    alternatives: [
      {
        strategy: "incentive-stock-option-planning",
        whyNotChosen: "Options defer all tax until exercise; suited when equity comes as options.",
      },
      {
        strategy: "management-incentive-equity",
        whyNotChosen: "Profits interests avoid tax at grant altogether in an LLC.",
      },
    ],
    uniqueAdvantages: ["Converts future wage income into capital gain at almost no cost"],
    successMetrics: [
      metric("Election filed", "Within 30 days", "At grant"),
      metric("Growth taxed as capital gain", "All appreciation after grant", "At sale"),
    ],
    qualitativeIndicators: ["The client keeps the filing proof with the grant papers"],
    warningSignals: ["Grant papers received without a filing date noted", "High valuation at grant"],
    reviewSchedule: "At every new grant of restricted equity.",
    exitStrategy: "Nothing to unwind; the shares are sold under normal capital-gains rules.",
  },
});
