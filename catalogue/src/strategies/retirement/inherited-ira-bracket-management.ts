import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import { INHERITED_IRA_YEARS, retirementIncome, taxOnTop, yearBase, yearsToRetirement } from "./lib/shared.ts";

/**
 * Inherited IRA bracket management under the 10-year rule (IRC §401(a)(9)(H)). Minimum net worth
 * 500,000.
 *
 * A designated beneficiary who is not an eligible designated beneficiary must empty the inherited
 * IRA by the end of the tenth year after the owner's death. Compared with taking the whole balance
 * in the last year, the client withdraws it in equal parts over the years left, each part taxed on
 * that year's return with the real calculator (today's brackets; the retirement return from
 * retirement on, an assumption):
 *   years 0..n−1: − tax on balance ÷ n;   year n−1: + tax avoided on the whole balance in one year.
 * Growth is left out on both sides (the same dollars are compared); paying earlier is priced by
 * the discounting. Annual RMDs required when the owner had begun them (Treas. Reg.
 * §1.401(a)(9)-5(d)) are part of the even schedule.
 */
export const inheritedIraBracketManagement = defineStrategy({
  id: "inherited-ira-bracket-management",
  name: "Inherited IRA 10-Year Rule Bracket Management",
  category: "Advanced Retirement Planning",
  description:
    "A non-spouse beneficiary of an IRA inherited after 2019 must empty it by the end of the tenth year after death, taking annual RMDs in years 1–9 if the owner had already started RMDs. Spreading withdrawals evenly across the years left, timed to low-income years, keeps them out of the top brackets instead of taking a large lump in the last year.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax(inheritedIraUsd in the last year on the year's return) − Σ withdrawalYears tax(inheritedIraUsd ÷ withdrawalYears on each year's return)",
    variables: ["inheritedIraUsd", "withdrawalYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × withdrawalYears",
    variables: ["planningCostUsd", "withdrawalYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["ten_year_rule", "annual_rmds_if_owner_had_started", "rmd_excise_tax"],
  sources: [
    "IRC §401(a)(9)(H) (SECURE Act §401, 10-year rule; eligible designated beneficiaries)",
    "Treas. Reg. §1.401(a)(9)-3(c)(5), §1.401(a)(9)-5(d) (final regulations, T.D. 10001, 2024)",
    "IRS Notice 2024-35 (excise tax relief through 2024)",
    "IRC §4974 (excise tax on missed RMDs)",
    "IRC §691(c) (deduction for estate tax on income in respect of a decedent)",
  ],
  domain: "retirement",
  variables: {
    inheritedIraUsd: { unit: "USD", description: "Balance of the inherited IRA." },
    withdrawalYears: { unit: "years", description: "Years left in the 10-year window." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year once the client retires." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Annual withdrawal projection." },
  },
  defaults(ctx) {
    const balance = round((ctx.facts.retirementAccountsUsd ?? 0) * 0.3);
    return {
      inheritedIraUsd: fixed(
        balance,
        ctx.facts.retirementAccountsUsd !== null
          ? `${formatUsd(balance)}: inherited IRA assumed 30% of the ${formatUsd(ctx.facts.retirementAccountsUsd)} of retirement accounts (balance not stated)`
          : "retirement accounts not stated",
      ),
      withdrawalYears: fixed(
        INHERITED_IRA_YEARS,
        "10 years: the notes give no year of death, so the whole window is assumed open (§401(a)(9)(H)(i))",
      ),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: yearsToRetirement(ctx),
      planningCostUsd: fixed(750, "annual projection about $750"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.min(INHERITED_IRA_YEARS, Math.round(v.withdrawalYears)));
    const part = v.inheritedIraUsd / n;
    const flows = [];
    for (let t = 0; t < n; t++) {
      const tax = taxOnTop(ctx, yearBase(ctx, t, v.retireInYears, v.retirementIncomeUsd), { ordinaryUsd: part });
      flows.push(at(t, -tax, "incomeTax", "income tax on the year's even withdrawal"));
    }
    const lump = taxOnTop(ctx, yearBase(ctx, n - 1, v.retireInYears, v.retirementIncomeUsd), {
      ordinaryUsd: v.inheritedIraUsd,
    });
    flows.push(at(n - 1, lump, "incomeTax", "income tax avoided on the whole balance in the last year"));
    flows.push(...yearly(-v.planningCostUsd, 0, n - 1, "cost", "annual withdrawal projection"));
    return { flows };
  },
  sensitivity: {
    variable: "inheritedIraUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Balance 30% lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInheritedIra,
      "The client has inherited an IRA subject to the 10-year rule.",
      "The notes mention no inherited IRA.",
    ),
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0,
      "The retirement accounts stated include the inherited IRA.",
      "The notes give no retirement balance to size the inherited IRA from; ask for its balance.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasInheritedIra
      ? {
          urgency: "time-critical",
          reason:
            "The client holds an inherited IRA that must be emptied by the end of the tenth year after the owner's death (IRC §401(a)(9)(H)); every year not used is bracket room lost.",
        }
      : null,
  timeline: "Plan in the year after death; withdrawals over the years left",
  keyBenefits: [
    "Keeps inherited IRA income out of the top brackets",
    "Avoids the 25% excise tax on missed annual RMDs",
    "Lets withdrawals be timed to low-income years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["inherit", "ira", "tax", "bracket"],
  explanation: {
    overview:
      "Since 2020 most non-spouse beneficiaries must empty an inherited IRA within ten years. Waiting until year ten stacks the whole balance on one year's income; withdrawing a planned amount each year, more in low-income years such as after retirement, keeps the income in lower brackets.",
    keyComponents: [
      "Beneficiary classification (eligible designated beneficiary or not)",
      "Annual RMDs if the owner had reached the required beginning date",
      "Bracket-filling withdrawal schedule",
    ],
    steps: [
      step(
        "Classify",
        "Confirm whether the client is an eligible designated beneficiary (spouse, minor child, disabled, chronically ill, not more than 10 years younger) who can stretch.",
        "Month 1",
        ["Death certificate", "Beneficiary form"],
      ),
      step(
        "Retitle",
        "Move the account to a properly titled inherited IRA by trustee-to-trustee transfer.",
        "Months 1–2",
        ["Custodian forms"],
      ),
      step(
        "Schedule",
        "Take at least the annual RMD if the owner had started RMDs; add bracket-filling withdrawals.",
        "Each year",
        ["RMD calculation", "Tax projection"],
      ),
      step("Empty by year ten", "Withdraw the remainder by 31 December of the tenth year.", "Year 10", [
        "Custodian confirmation",
      ]),
    ],
    prerequisites: [
      "An inherited IRA from a death after 2019",
      "A projection of the beneficiary's income for the years left",
    ],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower IRMAA and NIIT exposure",
      "Can fund the beneficiary's own Roth contributions or conversions",
    ],
    taxAdvantages: ["Income taxed at lower brackets", "Estate tax paid on the IRA gives a §691(c) deduction"],
    risks: [
      risk(
        "Missed annual RMDs",
        "Missing a required annual RMD costs a 25% excise tax.",
        "Automate the minimum with the custodian.",
      ),
      risk(
        "Income spikes",
        "A bonus or sale year coinciding with a large withdrawal raises the rate.",
        "Re-project each autumn and shift withdrawals.",
      ),
    ],
    marketRisks: ["The balance can grow or shrink, changing the yearly amounts"],
    regulatoryConsiderations: [
      "Final regulations (2024) require annual RMDs from 2025 where the owner had started RMDs",
    ],
    liquidityConsiderations: "Withdrawals add after-tax cash the beneficiary can invest or spend.",
    alternatives: [
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Inherited IRAs cannot be converted to Roth by non-spouse beneficiaries.",
      },
      {
        strategy: "ira-charitable-beneficiary",
        whyNotChosen: "A planning step for the client's own IRA, not for one already inherited.",
      },
    ],
    uniqueAdvantages: ["Uses the full ten-year window rather than one taxable year"],
    successMetrics: [
      metric("Marginal rate on withdrawals", "Below the top bracket", "Annually"),
      metric("Annual RMD taken", "On time each year", "Annually"),
    ],
    qualitativeIndicators: ["Beneficiary coordinates withdrawals with other income"],
    warningSignals: ["No withdrawals in early years of a large account", "Account not retitled as inherited"],
    reviewSchedule: "Each autumn for ten years.",
    exitStrategy: "The account ends when emptied by year ten; withdrawals can be accelerated any year.",
  },
});
