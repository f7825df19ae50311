import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, step, yearly } from "../kit.ts";
import {
  isWorking,
  retirementIncome,
  rothIraRoom,
  savingsVersusTaxable,
  spouseFundedBySpousalIra,
  yearsToRetirement,
} from "./lib/shared.ts";

/**
 * Backdoor Roth IRA: a non-deductible traditional IRA contribution (Form 8606) converted to Roth,
 * for households whose MAGI is in or above the §408A(c)(3) phase-out of their filing status
 * (the single and head-of-household start for everyone but a joint return). Minimum net worth
 * 250,000.
 *
 * Each year until retirement the household contributes the part of the IRA limit (with the
 * catch-up at 50, for each spouse on a joint return) a direct Roth contribution may not use, and
 * converts it at once; with no pre-tax IRA balances (the pro-rata rule, §408(d)(2)) the conversion
 * is tax-free. Compared with investing the same after-tax dollars in a taxable account, priced with
 * the real calculator (today's law; the retirement return once retired, an assumption):
 *   each year: + the tax a taxable account would pay on its dividends, − Form 8606 preparation;
 *   retirement to the final death: + the capital-gains tax its sales would bear.
 */
export const backdoorRothIra = defineStrategy({
  id: "backdoor-roth-ira",
  name: "Backdoor Roth IRA",
  category: "Retirement Planning",
  description:
    "A household whose income is above the Roth IRA limit makes a non-deductible traditional IRA contribution (Form 8606) and converts it to Roth. Conversions have no income limit since 2010, so the money ends up in a Roth IRA whose growth is tax-free.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [tax on a taxable account's dividends] + Σ retirement years [capital-gains tax on its sales]; annualContributionUsd a year for contributionYears at growthRate",
    variables: ["annualContributionUsd", "growthRate", "contributionYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "filingCostUsd × contributionYears",
    variables: ["filingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["pro_rata_rule", "form_8606_required", "step_transaction_risk"],
  sources: [
    "IRC §408A(c)(3) (Roth contribution income limit and phase-out)",
    "IRC §408A(d)(3) (conversions; no income limit since 2010, Pub. L. 109-222 §512)",
    "IRC §408(d)(2) (pro-rata aggregation of IRAs)",
    "IRC §408(o) (non-deductible contributions), §219(b)(5) (IRA limit and catch-up), §219(c) (spousal IRA)",
    "IRS Notice 2025-67 (2026 limits and phase-out ranges)",
  ],
  domain: "retirement",
  family: "roth-contribution",
  complements: ["spousal-ira"],
  variables: {
    annualContributionUsd: { unit: "USD", description: "Non-deductible contributions converted each year." },
    growthRate: { unit: "rate", description: "Growth of the Roth and of the taxable account compared." },
    contributionYears: { unit: "years", description: "Years of contributions, while earning." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    filingCostUsd: { unit: "USD", description: "Form 8606 preparation each year." },
  },
  defaults(ctx) {
    const room = rothIraRoom(ctx);
    // A spouse without earned income is funded by the spousal IRA (its own recommendation).
    const spousal = spouseFundedBySpousalIra(ctx);
    const amount = round((room.fullLimitUsd - (spousal ? room.spouseLimitUsd : 0)) * (1 - room.directShare));
    const retire = yearsToRetirement(ctx);
    return {
      annualContributionUsd: fixed(
        amount,
        `${formatUsd(amount)} a year: the ${formatUsd(ctx.household.tax.iraContributionLimit)} IRA limit${spousal ? " for the working spouse (the other spouse's IRA is the spousal IRA)" : room.spouseLimitUsd > 0 ? " for each spouse" : ""}${room.catchUps > 0 ? ` with ${room.catchUps} catch-up${room.catchUps > 1 ? "s" : ""} at 50` : ""}${room.directShare > 0 ? `, less the ${Math.round(room.directShare * 100)}% a direct contribution may still use` : ""}`,
      ),
      growthRate: portfolioGrowth(ctx),
      contributionYears: fixed(Math.max(1, retire.value), `${Math.max(1, retire.value)} years, while earning`),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      filingCostUsd: fixed(100, "Form 8606 preparation about $100 a year"),
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
    flows.push(
      ...yearly(-v.filingCostUsd, 0, Math.max(1, Math.round(v.contributionYears)) - 1, "cost", "Form 8606 preparation"),
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
      (ctx) => isWorking(ctx),
      "The household has earned income to support an IRA contribution.",
      "IRA contributions need earned income, and the notes show none.",
    ),
    check(
      (ctx) => rothIraRoom(ctx).directShare < 1,
      (ctx) => {
        const r = rothIraRoom(ctx);
        return `MAGI of ${formatUsd(r.magiUsd)} is at or above the Roth IRA phase-out start of ${formatUsd(r.phaseOutStartUsd)} for the household's filing status, so direct contributions are limited or barred. Confirm there are no pre-tax IRA balances at year end (the pro-rata rule).`;
      },
      (ctx) =>
        `MAGI of ${formatUsd(rothIraRoom(ctx).magiUsd)} is below the Roth IRA phase-out for the household's filing status, so a direct Roth contribution works without the backdoor.`,
    ),
  ),
  answers(ctx) {
    const r = rothIraRoom(ctx);
    if (!isWorking(ctx) || r.directShare >= 1) return null;
    return {
      urgency: "client-specific",
      reason: `MAGI of about ${formatUsd(r.magiUsd)} is above the Roth IRA limit for the household's filing status; the backdoor Roth still funds a Roth IRA each year.`,
    };
  },
  timeline: "2–4 weeks each year",
  keyBenefits: ["Roth access despite the income limit", "Tax-free growth and withdrawals", "No lifetime RMDs"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "tax-free", "ira"],
  explanation: {
    overview:
      "High earners cannot contribute to a Roth IRA directly, but anyone with earned income can make a non-deductible traditional IRA contribution and convert it. If the client has no other pre-tax IRA balances, the conversion is almost tax-free.",
    keyComponents: ["Non-deductible traditional IRA contribution", "Roth conversion", "Form 8606 basis tracking"],
    steps: [
      step(
        "Check for pre-tax IRAs",
        "List all traditional, SEP and SIMPLE IRA balances at 31 December; any balance makes the conversion partly taxable under the pro-rata rule.",
        "Week 1",
        ["IRA statements"],
      ),
      step(
        "Clear the pro-rata problem",
        "Roll pre-tax IRA money into an employer plan or solo 401(k) that accepts roll-ins.",
        "Weeks 1–4",
        ["Plan roll-in acceptance"],
      ),
      step(
        "Contribute and convert",
        "Make the non-deductible contribution, then convert to the Roth IRA.",
        "Any time before the filing deadline",
        ["IRA and Roth IRA accounts"],
      ),
      step("File Form 8606", "Report the basis and the conversion each year.", "With the tax return", ["Form 8606"]),
    ],
    prerequisites: [
      "Earned income at least equal to the contributions",
      "No pre-tax IRA balances at year end (or a plan to roll them in)",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Roth IRAs pass to heirs income-tax-free", "Five-year clock starts on the first Roth IRA"],
    taxAdvantages: ["Tax-free growth (§408A(d)(1))", "No RMDs for the owner (§408A(c)(5))"],
    risks: [
      risk(
        "Pro-rata rule",
        "Pre-tax IRA balances make most of the conversion taxable.",
        "Roll pre-tax IRAs into an employer plan before 31 December.",
      ),
      risk(
        "Step-transaction challenge",
        "The IRS could treat the two steps as a direct Roth contribution.",
        "Congress's 2017 conference report accepts the technique; keep the steps separate and documented.",
      ),
    ],
    marketRisks: ["Growth assumptions may not be met"],
    regulatoryConsiderations: ["Proposals to end conversions of after-tax money recur", "Limits indexed yearly"],
    liquidityConsiderations: "Contributions can be withdrawn; earnings are locked until 59½ and five years.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Needs an employer plan that accepts after-tax contributions." },
      { strategy: "roth-ira-contributions", whyNotChosen: "Direct contributions work only below the income limit." },
    ],
    uniqueAdvantages: ["Works for anyone with earned income, whatever the income level"],
    successMetrics: [
      metric("Roth IRA contributions", "Full limit each year", "Annually"),
      metric("Tax on conversion", "Near zero (no pro-rata exposure)", "Annually"),
    ],
    qualitativeIndicators: ["Client keeps pre-tax money out of IRAs"],
    warningSignals: ["A rollover IRA opened after a job change", "Form 8606 not filed"],
    reviewSchedule: "Each January, before contributing, check the 31 December IRA balances.",
    exitStrategy: "Stop contributing in any year; existing Roth balances are unaffected.",
  },
});
