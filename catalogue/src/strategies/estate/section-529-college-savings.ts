import { formatUsd } from "@fsa/shared";
import { DEFAULT_CHILD_AGE } from "../../model/assumptions.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, round, step } from "../kit.ts";
import { affordableYearlyGifts, minorChildren, section529Flows } from "./lib/transfer-math.ts";

/**
 * Share of household income assumed saved for college each year when the notes give no savings
 * figure: 3%, spread over the children and at most the annual gift exclusion per child. An
 * assumption (a modest saving rate), corrected by the adviser.
 */
const COLLEGE_SAVING_SHARE_OF_INCOME = 0.03;

/** Who the accounts are for: the client's children under 18, or else the stated grandchildren. */
function beneficiariesOf(ctx: StrategyContext): { count: number; ages: number[]; who: "children" | "grandchildren" } {
  const minors = minorChildren(ctx);
  if (minors.length > 0) return { count: minors.length, ages: minors, who: "children" };
  const g = ctx.facts.grandchildrenCount ?? 0;
  return { count: g, ages: Array.from({ length: g }, () => DEFAULT_CHILD_AGE.value), who: "grandchildren" };
}

/**
 * Ordinary 529 college savings. Minimum net worth 0 (a basic for every family with children under
 * 18 or grandchildren).
 *
 * Yearly contributions for each beneficiary from now to age 18 (3% of stated income spread over
 * the children, or else what investable assets earn above spending; at most the annual exclusion
 * per child), growing at the portfolio growth less the plan's fee; the income tax saved is what
 * the same growth would cost as long-term gain in a taxable account, realised over four college
 * years on the household's return (the real calculator, today's brackets). A state income tax
 * deduction for contributions, which many states give for their own plan, is not counted (an
 * assumption to confirm). No estate effect: contributions replace college costs the family pays
 * anyway. Family `education-funding` (with 529 superfunding and the HEET).
 */
export const section529CollegeSavings = defineStrategy({
  id: "section-529-college-savings",
  name: "529 College Savings Accounts",
  category: "Tax Planning",
  description:
    "Parents (or grandparents) save for each child's education in a 529 plan: contributions grow free of federal income tax and come out tax-free for tuition, fees, room and board and, within limits, K-12 tuition. Many states also deduct contributions to their own plan from state income.",
  benefitCalculation: {
    type: "flat",
    formula:
      "Σ over 4 college years [tax(growth ÷ 4 as long-term gain)], growth = balance at yearsToCollege − contributions, contributions = yearlyContributionUsd × beneficiaries each year until yearsToCollege, growing at growthRate − planFeeRate",
    variables: ["yearlyContributionUsd", "beneficiaries", "yearsToCollege", "growthRate", "planFeeRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "Σ balance × planFeeRate each year until college",
    variables: ["planFeeRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["qualified_expenses_only", "state_plan_rules", "financial_aid_treatment"],
  sources: [
    "IRC §529(c)(1), (c)(3)(B) (tax-free growth and qualified withdrawals)",
    "IRC §529(e)(3) (qualified higher education expenses); §529(c)(7) as amended by Pub. L. 119-21 (K-12 tuition)",
    "IRC §529(c)(6), §530(d)(4) (10% additional tax on earnings of non-qualified withdrawals)",
    "IRC §529(c)(3)(E) (rollover to the beneficiary's Roth IRA, SECURE 2.0 §126)",
    "IRC §2503(b), §529(c)(2)(A) (contributions are present-interest gifts)",
    "IRC §1(h), §1411 (the taxable-account alternative)",
  ],
  domain: "estate",
  family: "education-funding",
  variables: {
    yearlyContributionUsd: { unit: "USD", description: "Contribution for each beneficiary each year." },
    beneficiaries: { unit: "count", description: "Children under 18 (or grandchildren) with an account." },
    yearsToCollege: { unit: "years", description: "Years until the beneficiaries reach 18 (average)." },
    growthRate: { unit: "rate", description: "Annual growth of the 529 investments." },
    planFeeRate: { unit: "rate", description: "Annual plan and fund expenses." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const f = ctx.facts;
    const b = beneficiariesOf(ctx);
    const ae = h.tax.annualGiftExclusion;
    const budget =
      f.annualIncomeUsd !== null && f.annualIncomeUsd > 0
        ? f.annualIncomeUsd * COLLEGE_SAVING_SHARE_OF_INCOME
        : affordableYearlyGifts(h);
    const per = b.count > 0 ? round(Math.min(ae, budget / b.count)) : 0;
    const avgAge = b.ages.length > 0 ? b.ages.reduce((s, a) => s + a, 0) / b.ages.length : DEFAULT_CHILD_AGE.value;
    const toCollege = Math.max(1, Math.round(18 - avgAge));
    const stated = b.who === "children" && f.childrenAges.length > 0;
    return {
      yearlyContributionUsd: fixed(
        per,
        f.annualIncomeUsd !== null && f.annualIncomeUsd > 0
          ? `${formatUsd(per)} a year each: ${Math.round(COLLEGE_SAVING_SHARE_OF_INCOME * 100)}% of the ${formatUsd(f.annualIncomeUsd)} income spread over ${b.count} account(s) (an assumption), at most the ${formatUsd(ae)} annual exclusion`
          : `${formatUsd(per)} a year each: what the investable assets earn above spending, spread over ${b.count} account(s) (no income stated), at most the ${formatUsd(ae)} annual exclusion`,
      ),
      beneficiaries: fixed(
        b.count,
        b.count === 0
          ? "0: the notes state no children under 18 and no grandchildren"
          : b.who === "children"
            ? `${b.count} child${b.count === 1 ? "" : "ren"} under 18${f.childrenAges.length > 0 ? " (ages stated)" : " (count stated; ages not given, so minors assumed for a client of this age)"}`
            : `${b.count} grandchild${b.count === 1 ? "" : "ren"}, as stated`,
      ),
      yearsToCollege: fixed(
        toCollege,
        stated
          ? `${toCollege} years, to age 18 from the children's average age of ${avgAge.toFixed(0)}`
          : `${toCollege} years, to age 18 (${DEFAULT_CHILD_AGE.why})`,
      ),
      growthRate: portfolioGrowth(ctx),
      planFeeRate: fixed(0.002, "0.2% a year in plan and index-fund expenses"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.yearsToCollege));
    const contributions = new Map<number, number>();
    for (let y = 0; y < years; y++) contributions.set(y, v.yearlyContributionUsd * v.beneficiaries);
    return { flows: section529Flows(ctx, contributions, years, v.growthRate, v.planFeeRate) };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => beneficiariesOf(ctx).count > 0,
      (ctx) => {
        const b = beneficiariesOf(ctx);
        return b.who === "children"
          ? ctx.facts.childrenAges.length > 0
            ? `The client has ${b.count} child${b.count === 1 ? "" : "ren"} under 18 (ages ${b.ages.join(", ")}) who will face college costs.`
            : `The client has ${b.count} child${b.count === 1 ? "" : "ren"}; their ages are not given, and at the client's age they are taken to be minors.`
          : `The client has ${b.count} grandchild${b.count === 1 ? "" : "ren"} who will face college costs.`;
      },
      "The notes state no children under 18 and no grandchildren.",
    ),
    check(
      (ctx) => {
        const f = ctx.facts;
        return (f.annualIncomeUsd ?? 0) > 0 || affordableYearlyGifts(ctx.household) > 0;
      },
      (ctx) =>
        (ctx.facts.annualIncomeUsd ?? 0) > 0
          ? `Household income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} can fund yearly contributions.`
          : "The investable assets earn enough above spending to fund yearly contributions.",
      "The notes give neither income nor investable assets to save from.",
    ),
  ),
  answers: (ctx) => {
    const b = beneficiariesOf(ctx);
    if (b.count === 0) return null;
    if (b.who === "children")
      return {
        urgency: "basic",
        reason:
          ctx.facts.childrenAges.length > 0
            ? `The client has ${b.count} child${b.count === 1 ? "" : "ren"} under 18 (ages ${b.ages.join(", ")}) who will face college costs.`
            : `The client has ${b.count} young child${b.count === 1 ? "" : "ren"} who will face college costs.`,
      };
    return {
      urgency: "client-specific",
      reason: `The client has ${b.count} grandchild${b.count === 1 ? "" : "ren"} who will face college costs.`,
    };
  },
  timeline: "1–2 weeks to open; contributions monthly or yearly",
  keyBenefits: [
    "Tax-free growth and withdrawals for qualified education",
    "State income tax deduction in many states for the home-state plan",
    "Owner keeps control and can change the beneficiary within the family",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["college", "education", "school", "tuition", "university", "529"],
  explanation: {
    overview:
      "A 529 plan is the standard way to save for a child's education: money invested in the plan grows without federal income tax and comes out tax-free for qualified education costs. Starting early matters most, because the tax-free growth compounds. Grandparents can contribute too, and each contribution is a gift within the annual exclusion.",
    keyComponents: [
      "One 529 account per child, owned by a parent (or grandparent)",
      "Automatic monthly or yearly contributions",
      "Age-based investment option that becomes conservative near college",
      "Successor owner named in the account",
    ],
    steps: [
      step(
        "Choose the plan",
        "Compare the home-state plan (state deduction, if any) with low-cost plans elsewhere.",
        "Week 1",
        ["State tax rules", "Plan disclosures"],
      ),
      step("Open accounts", "Open one account per child and name a successor owner.", "Weeks 1–2", [
        "Children's Social Security numbers",
        "Bank details",
      ]),
      step("Automate", "Set up monthly contributions; invite grandparents to contribute.", "Ongoing", [
        "Contribution schedule",
      ]),
      step("Withdraw for qualified costs", "Pay tuition, fees, room and board from the account.", "College years", [
        "Receipts for qualified expenses",
      ]),
    ],
    prerequisites: ["Children under 18 or grandchildren", "Room in the budget for regular contributions"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: [
      "Up to $35,000 lifetime rollover to the beneficiary's Roth IRA after 15 years",
      "Parent-owned accounts count lightly in federal financial aid formulas",
    ],
    taxAdvantages: [
      "Tax-free growth and withdrawals for qualified education",
      "State deduction or credit for contributions in many states (not counted here)",
      "Contributions are annual-exclusion gifts, outside the contributor's estate",
    ],
    risks: [
      risk(
        "Non-qualified withdrawals",
        "Earnings withdrawn for other purposes pay income tax plus a 10% additional tax.",
        "Change the beneficiary to a sibling or use the Roth rollover.",
      ),
      risk(
        "Market fall before college",
        "A fall just before tuition is due cannot be waited out.",
        "Use an age-based portfolio that de-risks near college.",
      ),
    ],
    marketRisks: ["Investment returns may fall short of tuition inflation"],
    regulatoryConsiderations: [
      "State plans differ in deductions, recapture rules and fees",
      "K-12 tuition withdrawals are capped each year",
    ],
    liquidityConsiderations:
      "Money in the plan is meant for education; other withdrawals are possible but taxed and penalised on earnings.",
    alternatives: [
      {
        strategy: "section-529-superfunding",
        whyNotChosen: "Front-loads five years of exclusions at once, for families with a lump sum to give.",
      },
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen:
          "Outright or custodial gifts can pay for anything, but their growth is taxed and they belong to the child at majority.",
      },
    ],
    uniqueAdvantages: ["The only account with tax-free growth dedicated to education"],
    successMetrics: [
      metric("Accounts funded", "One per child, contributions automated", "At set-up"),
      metric("Balance versus projected college cost", "On track by age 18", "Annually"),
    ],
    qualitativeIndicators: ["Grandparents and relatives contribute on birthdays"],
    warningSignals: ["Contributions paused for a year or more", "No successor owner named"],
    reviewSchedule: "Annual review of contributions and the investment option.",
    exitStrategy:
      "Change the beneficiary within the family, roll to a Roth IRA within limits, or withdraw with tax and penalty on earnings.",
  },
});
