import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, requires, risk, round, step, yearly } from "../kit.ts";
import {
  isWorking,
  retirementIncome,
  rothIraRoom,
  savingsVersusTaxable,
  spouseFundedBySpousalIra,
  wagesOf,
  yearsToRetirement,
} from "./lib/shared.ts";

/**
 * Spousal IRA (IRC §219(c)): an IRA for a spouse with little or no earned income, funded on the
 * working spouse's compensation on a joint return. A legal marriage is required; an unmarried
 * partner cannot use it. Minimum net worth 250,000.
 *
 * Each year until retirement the spouse's IRA receives the IRA limit (with the catch-up at 50):
 * a direct Roth contribution below the household's §408A(c)(3) phase-out, a non-deductible
 * contribution converted at once above it. Compared with investing the same after-tax dollars in
 * a taxable account, priced with the real calculator (today's law; the retirement return once
 * retired, an assumption):
 *   each year: + the tax a taxable account would pay on its dividends, − Form 8606 preparation when converting;
 *   retirement to the final death: + the capital-gains tax its sales would bear.
 */
export const spousalIra = defineStrategy({
  id: "spousal-ira",
  name: "Spousal IRA (Including Spousal Backdoor Roth)",
  category: "Retirement & Compensation",
  description:
    "A married couple filing jointly can fund an IRA for a spouse with little or no earned income, using the working spouse's compensation. For high earners the spouse's IRA is funded as a non-deductible contribution and converted to Roth, doubling the household's Roth savings.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [tax on a taxable account's dividends] + Σ retirement years [capital-gains tax on its sales]; spouseContributionUsd a year for contributionYears at growthRate",
    variables: ["spouseContributionUsd", "growthRate", "contributionYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "filingCostUsd × contributionYears (when converting)",
    variables: ["filingCostUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["joint_return_required", "pro_rata_rule", "form_8606_required"],
  sources: [
    "IRC §219(c) (spousal IRA on a joint return)",
    "IRC §219(b)(5) (limit and catch-up)",
    "IRC §408A(c)(2)–(3), (d)(3) (Roth IRA contributions, phase-out and conversions)",
    "IRS Notice 2025-67 (2026 limits)",
  ],
  domain: "retirement",
  family: "roth-contribution",
  complements: ["backdoor-roth-ira", "roth-ira-contributions"],
  variables: {
    spouseContributionUsd: { unit: "USD", description: "Contribution to the spouse's IRA each year." },
    growthRate: { unit: "rate", description: "Growth of the Roth and of the taxable account compared." },
    contributionYears: { unit: "years", description: "Years the working spouse keeps earning." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the working spouse retires." },
    filingCostUsd: { unit: "USD", description: "Form 8606 preparation each year when converting." },
  },
  defaults(ctx) {
    const room = rothIraRoom(ctx);
    const retire = yearsToRetirement(ctx);
    const spouseAge = ctx.household.spouse?.age ?? 0;
    const backdoor = room.directShare < 1;
    return {
      spouseContributionUsd: fixed(
        round(room.spouseLimitUsd),
        `${formatUsd(room.spouseLimitUsd)} a year: the IRA limit for the spouse${spouseAge >= 50 ? " with the catch-up at 50" : ""}, ${backdoor ? "non-deductible and converted (MAGI is in or above the Roth phase-out)" : "as a direct Roth contribution"}`,
      ),
      growthRate: portfolioGrowth(ctx),
      contributionYears: fixed(
        Math.max(1, retire.value),
        `${Math.max(1, retire.value)} years, while the working spouse earns`,
      ),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      filingCostUsd: fixed(
        backdoor ? 100 : 0,
        backdoor ? "Form 8606 preparation about $100 a year" : "none: a direct Roth contribution",
      ),
    };
  },
  effects(v, ctx) {
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "roth",
      contributionUsd: v.spouseContributionUsd,
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
    requires.legalMarriage,
    check(
      (ctx) => ctx.facts.spouseHasEarnedIncome === false,
      "The notes say the spouse has no earned income.",
      (ctx) =>
        ctx.facts.spouseHasEarnedIncome === true
          ? "The notes say both spouses earn: each funds an IRA on their own compensation, so no spousal IRA is needed."
          : "The notes do not say the spouse has no earned income; a spousal IRA is for a spouse without compensation of their own.",
    ),
    check(
      (ctx) => isWorking(ctx) && wagesOf(ctx) >= rothIraRoom(ctx).fullLimitUsd && rothIraRoom(ctx).spouseLimitUsd > 0,
      "Household earned income covers both spouses' IRA contributions (§219(c)).",
      "A spousal IRA needs household earned income at least equal to both contributions; the notes show none.",
    ),
  ),
  answers: (ctx) =>
    spouseFundedBySpousalIra(ctx)
      ? {
          urgency: "client-specific",
          reason:
            "The notes say the spouse has no earned income: on a joint return the working spouse's compensation funds an IRA for the spouse too (IRC §219(c)).",
        }
      : null,
  timeline: "1–2 weeks each year, by the filing deadline",
  keyBenefits: [
    "Doubles household IRA savings",
    "Builds Roth assets in the non-working spouse's name",
    "Each spouse gets tax-free growth",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "spouse", "ira", "roth"],
  explanation: {
    overview:
      "Without its own earnings a spouse cannot normally fund an IRA, but §219(c) lets a couple filing jointly use the working spouse's compensation. Below the Roth income limit the spouse's IRA is a Roth; above it, the couple funds it non-deductibly and converts to Roth.",
    keyComponents: [
      "IRA in the non-working spouse's own name",
      "Joint return",
      "Non-deductible contribution and Roth conversion for high earners",
    ],
    steps: [
      step(
        "Confirm facts",
        "Check the couple files jointly and the working spouse's compensation covers both contributions.",
        "Week 1",
        ["Prior-year return"],
      ),
      step("Open accounts", "Open a traditional and a Roth IRA in the spouse's name.", "Week 1", [
        "Account applications",
      ]),
      step(
        "Contribute and convert",
        "Contribute, then convert to Roth (check the spouse has no other pre-tax IRA).",
        "By the filing deadline",
        ["Form 8606"],
      ),
    ],
    prerequisites: [
      "A legal marriage and a joint return",
      "Working spouse's compensation at least the total contributions",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Retirement assets held in each spouse's name", "Roth assets have no lifetime RMDs"],
    taxAdvantages: ["Tax-free Roth growth", "Possible deduction if income is within the §219(g) limits"],
    risks: [
      risk(
        "Pro-rata rule",
        "A pre-tax IRA in the spouse's name makes the conversion taxable.",
        "Roll pre-tax IRAs into an employer plan first.",
      ),
      risk("Divorce", "The IRA belongs to the spouse.", "Treat it as part of overall marital planning."),
    ],
    marketRisks: ["Growth may be lower than assumed"],
    regulatoryConsiderations: ["Limits indexed yearly", "An unmarried partner cannot use §219(c)"],
    liquidityConsiderations: "Small annual amounts; contributions (not earnings) can be withdrawn from the Roth.",
    alternatives: [
      {
        strategy: "spouse-on-payroll-retirement-plan",
        whyNotChosen: "Needs a family business that can employ the spouse.",
      },
      { strategy: "backdoor-roth-ira", whyNotChosen: "Covers both spouses' IRAs at once for a high-earning couple." },
    ],
    uniqueAdvantages: ["The only way a non-earning spouse can have an IRA funded each year"],
    successMetrics: [
      metric("Spousal contributions", "Full limit each year", "Annually"),
      metric("Conversion tax", "Near zero", "Annually"),
    ],
    qualitativeIndicators: ["Both spouses engaged in retirement saving"],
    warningSignals: ["Separate returns filed", "Spouse's pre-tax IRA balance appears"],
    reviewSchedule: "Each year before the filing deadline.",
    exitStrategy: "Stop contributing in any year; balances stay invested.",
  },
});
