import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, step } from "../kit.ts";
import {
  isWorking,
  retirementIncome,
  rothIraRoom,
  savingsVersusTaxable,
  spouseFundedBySpousalIra,
  yearsToRetirement,
} from "./lib/shared.ts";

/**
 * Direct Roth IRA contributions (IRC §408A). No minimum net worth: a basic for any household with
 * earned income.
 *
 * Each year until retirement the client (and, on a joint return, the spouse, §219(c)) contributes
 * the IRA limit with the catch-up at 50 (§219(b)(5)), reduced over the §408A(c)(3) phase-out of
 * the household's filing status; above it, the backdoor Roth does the job (family
 * "roth-contribution"). Compared with investing the same after-tax dollars in a taxable account,
 * priced with the real calculator on the year's return (today's law; the retirement return once
 * retired, an assumption):
 *   each year: + the tax the taxable account would pay on its dividends;
 *   retirement to the final death: + the capital-gains tax its sales would bear (Roth withdrawals
 *   are tax-free, §408A(d)(1)).
 */
export const rothIraContributions = defineStrategy({
  id: "roth-ira-contributions",
  name: "Direct Roth IRA Contributions",
  category: "Retirement Planning",
  description:
    "A household with earned income below the Roth IRA income limit contributes to Roth IRAs each year, for each spouse on a joint return. Contributions are after tax; growth and qualified withdrawals are tax-free, there are no lifetime RMDs, and contributions can be taken back at any time.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [tax on a taxable account's dividends] + Σ retirement years [capital-gains tax on its sales]; annualContributionUsd a year for contributionYears at growthRate, drawn from retirement to the final death",
    variables: ["annualContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: { type: "minimal", formula: "none beyond the contribution itself", variables: [] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["income_limit_phase_out", "compensation_required", "five_year_rule"],
  sources: [
    "IRC §408A(c)(2)–(3) (Roth IRA contributions and the income phase-out)",
    "IRC §219(b)(5) (IRA limit and catch-up), §219(c) (spousal IRA)",
    "IRC §408A(d)(1)–(2) (tax-free qualified distributions), §408A(c)(5) (no lifetime RMDs)",
    "IRS Notice 2025-67 (2026 limits and phase-out ranges)",
  ],
  domain: "retirement",
  family: "roth-contribution",
  // The working spouse's own Roth IRA and the spousal IRA of a spouse without earnings add up.
  complements: ["spousal-ira"],
  variables: {
    annualContributionUsd: { unit: "USD", description: "Roth IRA contributions a year for the household." },
    contributionYears: { unit: "years", description: "Years of contributions, while earning." },
    growthRate: { unit: "rate", description: "Growth of the Roth and of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
  },
  defaults(ctx) {
    const room = rothIraRoom(ctx);
    // A spouse without earned income is funded by the spousal IRA (its own recommendation).
    const spousal = spouseFundedBySpousalIra(ctx);
    const amount = round((room.fullLimitUsd - (spousal ? room.spouseLimitUsd : 0)) * room.directShare);
    const retire = yearsToRetirement(ctx);
    return {
      annualContributionUsd: fixed(
        amount,
        `${formatUsd(amount)} a year: the ${formatUsd(ctx.household.tax.iraContributionLimit)} IRA limit${spousal ? " for the working spouse (the other spouse's IRA is the spousal IRA)" : room.spouseLimitUsd > 0 ? " for each spouse" : ""}${room.catchUps > 0 ? `, with ${room.catchUps} catch-up${room.catchUps > 1 ? "s" : ""} at 50` : ""}${room.directShare < 1 ? `, reduced to ${Math.round(room.directShare * 100)}% over the phase-out (MAGI ${formatUsd(room.magiUsd)})` : ""}`,
      ),
      contributionYears: fixed(Math.max(1, retire.value), `${Math.max(1, retire.value)} years, while earning`),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
    };
  },
  effects(v, ctx) {
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "roth",
      contributionUsd: v.annualContributionUsd,
      contributionYears: v.contributionYears,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
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
      (ctx) => isWorking(ctx),
      "The household has earned income, which Roth IRA contributions need (§219(b)(1)(B)).",
      "Roth IRA contributions need earned income, and the notes show none.",
    ),
    check(
      (ctx) => rothIraRoom(ctx).directShare > 0,
      (ctx) => {
        const r = rothIraRoom(ctx);
        return r.directShare < 1
          ? `MAGI of ${formatUsd(r.magiUsd)} is inside the phase-out that starts at ${formatUsd(r.phaseOutStartUsd)}, so a reduced direct contribution is allowed.`
          : `MAGI of ${formatUsd(r.magiUsd)} is below the Roth IRA phase-out start of ${formatUsd(r.phaseOutStartUsd)} for the household's filing status.`;
      },
      (ctx) =>
        `MAGI of ${formatUsd(rothIraRoom(ctx).magiUsd)} is above the Roth IRA phase-out for the household's filing status; the backdoor Roth is the route.`,
    ),
  ),
  answers: (ctx) => {
    const h = ctx.household;
    if (!isWorking(ctx) || rothIraRoom(ctx).directShare <= 0) return null;
    if (!h.primary.ageAssumed && h.primary.age >= 60) return null;
    return {
      urgency: "basic",
      reason: `The household earns ${formatUsd(ctx.household.incomeTaxInput.wagesUsd ?? 0)} and is under the Roth IRA income limit: each year's contribution not made is room lost for good.`,
    };
  },
  timeline: "Each year, by the tax-filing deadline",
  keyBenefits: [
    "Tax-free growth and qualified withdrawals",
    "No lifetime RMDs",
    "Contributions can be withdrawn at any time without tax or penalty",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "tax-free", "ira", "save"],
  explanation: {
    overview:
      "A Roth IRA takes after-tax contributions and pays them and their growth out tax-free after 59½ and five years. Each year's limit that is not used is lost, so for a household with earned income below the income limit, funding Roth IRAs every year is a basic step; a non-working spouse can contribute on the working spouse's pay on a joint return.",
    keyComponents: ["Roth IRA for each spouse", "Annual contribution by the filing deadline", "Five-year clock"],
    steps: [
      step("Check the limit", "Estimate MAGI against the phase-out for the filing status.", "Each January", [
        "Prior-year return",
      ]),
      step(
        "Open and fund",
        "Open a Roth IRA for each spouse and contribute, ideally early in the year.",
        "January–April",
        ["Account applications"],
      ),
      step("Invest", "Hold the highest-growth assets in the Roth.", "At funding", ["Asset location plan"]),
    ],
    prerequisites: ["Earned income at least equal to the contributions", "MAGI below the phase-out end"],
    professionals: ["Financial adviser"],
    secondaryBenefits: ["Roth IRAs pass to heirs income-tax-free (10-year rule)", "Diversifies future tax exposure"],
    taxAdvantages: ["Tax-free growth (§408A(d)(1))", "No RMDs for the owner (§408A(c)(5))"],
    risks: [
      risk(
        "Excess contribution",
        "Income above the limit makes a contribution excess, taxed 6% a year until removed.",
        "Contribute after the year's income is known, or recharacterise before the deadline.",
      ),
      risk(
        "Early withdrawal of earnings",
        "Earnings taken before 59½ and five years are taxed and penalised.",
        "Withdraw contributions first; they come out tax-free.",
      ),
    ],
    marketRisks: ["Growth may be lower than assumed; losses in a Roth cannot be deducted"],
    regulatoryConsiderations: ["Limits and phase-out ranges are indexed each year"],
    liquidityConsiderations: "Contributions can be withdrawn any time; earnings are locked until 59½ and five years.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "Needed only above the income limit." },
      {
        strategy: "mega-backdoor-roth",
        whyNotChosen: "Larger, but needs an employer plan with after-tax contributions.",
      },
    ],
    uniqueAdvantages: ["The simplest tax-free account open to any earner under the limit"],
    successMetrics: [metric("Roth IRA contributions", "Full limit for each spouse each year", "Annually")],
    qualitativeIndicators: ["The client treats the Roth as long-term money"],
    warningSignals: ["Income approaching the phase-out", "Contributions skipped"],
    reviewSchedule: "Each January.",
    exitStrategy: "Stop contributing in any year; balances stay Roth.",
  },
});
