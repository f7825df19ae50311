import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, step, yearly } from "../kit.ts";
import { isWorking, retirementIncome, savingsVersusTaxable, yearsToRetirement } from "./lib/shared.ts";

/** Age at which Medicare enrolment ends HSA contributions (IRC §223(b)(7)): 65. */
const MEDICARE_AGE = 65;

/** Age of the HSA catch-up contribution (IRC §223(b)(3)(A)): 55. */
const HSA_CATCH_UP_AGE = 55;

/**
 * HSA maximised as a retirement account (IRC §223). Minimum net worth 250,000.
 *
 * With high-deductible health plan coverage the client contributes the §223(b) limit (family
 * coverage for a spouse or children, plus the age-55 catch-up for each spouse in their own HSA)
 * each year until Medicare or retirement, invests it, pays current bills from cash, and spends the
 * HSA on medical costs in retirement (assumed to absorb it; §223(f)(1)). Compared with taking the
 * pay and investing it after tax in a taxable account, priced with the real calculator (today's
 * law; the retirement return once retired, an assumption; payroll taxes saved through a cafeteria
 * plan are left out):
 *   each year: + the tax a taxable account would pay on its dividends, − the account fee;
 *   retirement to the final death: + the deduction grown in the HSA and withdrawn tax-free,
 *   + the capital-gains tax the taxable account's sales would bear.
 */
export const hsaRetirementMaximization = defineStrategy({
  id: "hsa-retirement-maximization",
  name: "Health Savings Account Maximised as a Retirement Account",
  category: "Retirement Planning",
  description:
    "A client covered by a high-deductible health plan contributes the maximum to an HSA each year, pays current medical bills from cash, invests the HSA for growth and keeps receipts, so the account becomes a triple-tax-advantaged fund for medical costs in retirement.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ retirement years [withdrawals of hsaContributionUsd a year for contributionYears at growthRate, tax-free, less those of the after-tax equivalent in a taxable account] + Σ years [tax on the taxable account's dividends] + capital-gains tax on its sales",
    variables: ["hsaContributionUsd", "contributionYears", "growthRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "accountFeeUsd × contributionYears",
    variables: ["accountFeeUsd", "contributionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["hdhp_coverage_required", "medicare_ends_contributions", "non_medical_withdrawal_penalty"],
  sources: [
    "IRC §223(a), (b) (deduction and limits; catch-up at 55)",
    "IRC §223(f)(1), (f)(4) (tax-free medical withdrawals; 20% additional tax before 65)",
    "IRC §223(b)(7) (Medicare enrolment ends eligibility)",
    "Rev. Proc. 2025-19 (2026 limits)",
    "Pub. L. 119-21 §71307–§71308 (bronze and catastrophic plans, direct primary care from 2026)",
  ],
  domain: "retirement",
  variables: {
    hsaContributionUsd: { unit: "USD", description: "HSA contributions each year, including catch-ups." },
    contributionYears: { unit: "years", description: "Years of contributions until Medicare or retirement." },
    growthRate: { unit: "rate", description: "Growth of the invested HSA and of the taxable account compared." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    accountFeeUsd: { unit: "USD", description: "HSA investment account fee each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const family = h.legallyMarried || ctx.facts.childrenAges.some((a) => a < 26) || (ctx.facts.childrenCount ?? 0) > 0;
    const base = family ? t.hsaFamilyLimit : t.hsaSelfOnlyLimit;
    const catchUps =
      (h.primary.age >= HSA_CATCH_UP_AGE ? 1 : 0) +
      (h.legallyMarried && h.spouse && h.spouse.age >= HSA_CATCH_UP_AGE ? 1 : 0);
    const amount = base + catchUps * t.hsaCatchUpContribution;
    const retire = yearsToRetirement(ctx);
    const years = Math.max(1, Math.min(retire.value, MEDICARE_AGE - h.primary.age));
    return {
      hsaContributionUsd: fixed(
        amount,
        `${family ? "family" : "self-only"} limit ${formatUsd(base)}${catchUps > 0 ? ` plus ${catchUps} age-55 catch-up${catchUps === 1 ? "" : "s"} of ${formatUsd(t.hsaCatchUpContribution)}` : ""} (family coverage assumed for a spouse or children)`,
      ),
      contributionYears: fixed(years, `${years} years, until Medicare at 65 or retirement, whichever comes first`),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: retire,
      accountFeeUsd: fixed(50, "investment account fee about $50 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.contributionYears));
    const { flows } = savingsVersusTaxable(ctx, {
      treatment: "hsa",
      contributionUsd: v.hsaContributionUsd,
      contributionYears: n,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      endYear: ctx.household.yearsToFinalDeath,
    });
    flows.push(...yearly(-v.accountFeeUsd, 0, n - 1, "cost", "HSA investment account fee"));
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
      (ctx) => ctx.household.primary.age < MEDICARE_AGE,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; the model's default is under 65, when Medicare would end HSA contributions."
          : `At ${ctx.household.primary.age} the client is under 65, so Medicare has not ended HSA contributions.`,
      "HSA contributions stop once Medicare coverage begins, and the client is 65 or older.",
    ),
    check(
      (ctx) => isWorking(ctx) && (ctx.facts.hasEmployerPlan || ctx.facts.ownsBusiness),
      "The client has employer or business health coverage through which a high-deductible plan can be chosen; confirm HDHP coverage.",
      "The notes mention no employer or business health coverage; HSA contributions need high-deductible plan coverage.",
    ),
  ),
  answers: () => null,
  timeline: "At open enrolment; contributions until the tax-filing deadline",
  keyBenefits: [
    "Deductible contributions (pre-FICA through a cafeteria plan)",
    "Tax-free investment growth",
    "Tax-free withdrawals for medical costs, including Medicare premiums in retirement",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "health", "medical", "hsa", "tax"],
  explanation: {
    overview:
      "The HSA is the only account that is deductible going in, grows tax-free and comes out tax-free for qualified medical costs. Treated as a retirement account, invested and left to grow while current bills are paid from cash, it becomes a dedicated fund for retirement health costs.",
    keyComponents: [
      "High-deductible health plan coverage",
      "Maximum annual contribution",
      "Invested HSA balance",
      "Saved receipts for later reimbursement",
    ],
    steps: [
      step(
        "Confirm HDHP coverage",
        "Check the plan meets §223(c)(2) deductible and out-of-pocket limits; from 2026 bronze and catastrophic marketplace plans also qualify.",
        "Open enrolment",
        ["Plan summary"],
      ),
      step(
        "Fund the maximum",
        "Contribute through payroll (saves FICA too) or directly, with catch-ups at 55 for each spouse in their own HSA.",
        "Each year",
        ["HSA account", "Payroll election"],
      ),
      step(
        "Invest",
        "Move the balance above a small cash buffer into a diversified investment option.",
        "Within 30 days",
        ["HSA investment account"],
      ),
      step(
        "Keep receipts",
        "Pay current bills from cash and keep receipts; reimbursement can be taken tax-free years later.",
        "Ongoing",
        ["Receipt archive"],
      ),
    ],
    prerequisites: ["HDHP coverage and no disqualifying coverage", "Not enrolled in Medicare"],
    professionals: ["Financial adviser", "Benefits administrator", "CPA"],
    secondaryBenefits: [
      "Pays Medicare Part B/D premiums tax-free after 65",
      "After 65, non-medical withdrawals are taxed like a traditional IRA without penalty",
    ],
    taxAdvantages: ["Deduction under §223(a)", "Tax-free growth", "Tax-free qualified withdrawals"],
    risks: [
      risk(
        "Non-medical withdrawals before 65",
        "Taxed and subject to a 20% additional tax.",
        "Keep a cash emergency fund; use the HSA only for medical costs.",
      ),
      risk(
        "Beneficiary taxation",
        "A non-spouse beneficiary is taxed on the whole balance in the year of death.",
        "Name the spouse, or spend the HSA first on medical costs late in life.",
      ),
      risk(
        "Medicare six-month look-back",
        "Enrolling in Medicare Part A late back-dates coverage up to six months, making recent contributions excess.",
        "Stop contributions six months before applying for Social Security or Medicare.",
      ),
    ],
    marketRisks: ["Invested HSA balances can fall in value"],
    regulatoryConsiderations: ["State income tax: California and New Jersey tax HSA contributions and earnings"],
    liquidityConsiderations: "Funds are available any time for qualified medical costs, including old receipts.",
    alternatives: [
      { strategy: "backdoor-roth-ira", whyNotChosen: "Gives tax-free growth but no deduction going in." },
      { strategy: "mega-backdoor-roth", whyNotChosen: "Larger, but no deduction and needs a plan feature." },
    ],
    uniqueAdvantages: ["The only account with a deduction in, tax-free growth and tax-free withdrawals"],
    successMetrics: [
      metric("HSA contribution", "Full limit each year", "Annually"),
      metric("Invested share of the HSA", "At least 90% above the cash buffer", "Annually"),
    ],
    qualitativeIndicators: ["Client pays routine medical bills from cash"],
    warningSignals: ["HSA spent on current bills", "Balance left in cash"],
    reviewSchedule: "Each open enrolment, and six months before Medicare enrolment.",
    exitStrategy: "Stop contributions at Medicare; the balance remains usable tax-free for medical costs for life.",
  },
});
