import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  entityLabel,
  fixed,
  metric,
  minorChildrenAges,
  payrollTaxOnWages,
  risk,
  selfEmploymentTax,
  step,
  taxOn,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Employing the client's children in a pass-through family business (IRC §162(a)(1),
 * §3121(b)(3)(A)). Minimum net worth 500,000.
 *
 * Each child works from `workStartAge` to `workEndAge` (real, age-appropriate work at market pay)
 * for wages up to the single standard deduction, so the child owes no income tax (§63(c)(5)). Each
 * year, on the household's return (the real calculator; today's brackets and income stand in for
 * later years, an assumption):
 *   + the parents' income tax on the wages paid (the business income moves to the children);
 *   + the self-employment tax on them, for a business the parents own directly (sole proprietorship,
 *     LLC or partnership of the parents);
 *   − Social Security and Medicare on the child's wages, both halves, except for a child under 18
 *     employed by the parents' unincorporated business (§3121(b)(3)(A)); an S corporation owes them
 *     at every age;
 *   − payroll processing.
 * Only while the client still runs the business (to retirement). The wages belong to the children.
 */

const UNINCORPORATED = ["sole_proprietorship", "llc", "partnership"] as const;
const EMPLOYING = [...UNINCORPORATED, "s_corp"] as const;

const isIn = (list: readonly string[], v: string | null) => v !== null && list.includes(v);

/** Children's ages now: stated, or the model's default child age for those the notes only count. */
const childrenAges = (ctx: StrategyContext): number[] => {
  const f = ctx.facts;
  const stated = f.childrenAges;
  const unstated = Math.max(0, (f.childrenCount ?? 0) - stated.length);
  return [...stated, ...minorChildrenAges({ ...f, childrenAges: [], childrenCount: unstated })];
};

export const employingFamilyMembers = defineStrategy({
  id: "employing-family-members",
  name: "Employing the Client's Children in the Family Business",
  category: "Tax Planning",
  description:
    "The family business pays the client's children reasonable wages for real work. Wages up to the standard deduction are free of income tax to the child and deductible to the business, and children under 18 employed by a parent's sole proprietorship (or a partnership of the parents) are exempt from Social Security and Medicare tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year, for the k children aged workStartAge to workEndAge: tax(household) − tax(household − k × wagesPerChildUsd) + [unincorporated: SE tax(profit) − SE tax(profit − k × wagesPerChildUsd)] − FICA on the wages of children 18 or older (all ages for an S corporation)",
    variables: ["wagesPerChildUsd", "workStartAge", "workEndAge", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "payrollAdministrationUsd each year a child is employed",
    variables: ["payrollAdministrationUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["reasonable_wages_for_actual_work", "child_labor_laws", "payroll_compliance"],
  sources: [
    "IRC §162(a)(1) (reasonable compensation for services actually rendered)",
    "IRC §3121(b)(3)(A) (no FICA for a child under 18 employed by a parent)",
    "IRC §3306(c)(5) (no FUTA for a child under 21 employed by a parent)",
    "IRC §63(c)(5) (dependant's standard deduction covers earned income)",
    "IRC §1401, §1402 (self-employment tax on the parent's business profit)",
    "IRS Publication 15 (family employees)",
    "Fair Labor Standards Act, 29 U.S.C. §203(l) (children employed by their parents)",
  ],
  domain: "business",
  variables: {
    wagesPerChildUsd: { unit: "USD", description: "Wages paid to each child a year." },
    workStartAge: { unit: "years", description: "Age from which a child does real work in the business." },
    workEndAge: { unit: "years", description: "Last age at which a child works in the business." },
    years: { unit: "years", description: "Years the client still runs the business." },
    payrollAdministrationUsd: { unit: "USD", description: "Payroll processing a year." },
  },
  defaults(ctx) {
    const t = ctx.household.tax;
    const years = yearsToRetirement(ctx);
    return {
      wagesPerChildUsd: fixed(
        t.standardDeductionSingle,
        `wages up to the ${formatUsd(t.standardDeductionSingle)} standard deduction, so the child owes no income tax`,
      ),
      workStartAge: fixed(14, "from age 14, old enough for real work in the business (an assumption)"),
      workEndAge: fixed(21, "through age 21, the end of college years (an assumption)"),
      years: fixed(years.value, `while the client runs the business: ${years.assumption}`),
      payrollAdministrationUsd: fixed(600, "payroll processing, about $600 a year"),
    };
  },
  effects(v, ctx) {
    const f = ctx.facts;
    const unincorporated = isIn(UNINCORPORATED, f.businessEntityType);
    const ages = childrenAges(ctx);
    const profit = f.annualIncomeUsd ?? 0;
    const w = Math.max(0, v.wagesPerChildUsd);
    const flows = [];
    for (let y = 0; y < Math.max(1, Math.round(v.years)); y++) {
      const working = ages.map((a) => a + y).filter((a) => a >= v.workStartAge && a <= v.workEndAge);
      if (working.length === 0) continue;
      const paid = working.length * w;
      const incomeTax = -taxOn(ctx, { wagesUsd: -paid });
      const seTax = unincorporated ? selfEmploymentTax(ctx, profit) - selfEmploymentTax(ctx, profit - paid) : 0;
      const fica = working
        .filter((a) => !unincorporated || a >= 18)
        .reduce((sum) => sum + payrollTaxOnWages(ctx, w), 0);
      flows.push(
        at(
          y,
          incomeTax + seTax,
          "incomeTax",
          `tax saved on ${formatUsd(paid)} of wages paid to ${working.length} child${working.length === 1 ? "" : "ren"}`,
        ),
      );
      if (fica > 0) flows.push(at(y, -fica, "cost", "Social Security and Medicare on the children's wages"));
      flows.push(at(y, -v.payrollAdministrationUsd, "cost", "payroll processing"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "wagesPerChildUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Wages 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && isIn(EMPLOYING, ctx.facts.businessEntityType),
      (ctx) =>
        `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}, whose deductions pass through to the parents.`,
      "The strategy needs a pass-through business the parents own (sole proprietorship, LLC, partnership or S corporation); in a C corporation the wages would save corporate tax, not the parents'.",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 0,
      "The client still runs the business and earns income from it.",
      "The notes show no business income from which to pay the children.",
    ),
    check(
      (ctx) => childrenAges(ctx).some((a) => a <= 21),
      (ctx) => {
        const ages = childrenAges(ctx).filter((a) => a <= 21);
        return ctx.facts.childrenAges.length > 0
          ? `The client has ${ages.length} child${ages.length === 1 ? "" : "ren"} aged ${ages.join(", ")} who can work in the business from 14.`
          : `The client has ${ages.length} child${ages.length === 1 ? "" : "ren"} (ages not stated; the model's default child age is used) who can work in the business from 14.`;
      },
      (ctx) =>
        (ctx.facts.childrenCount ?? 0) > 0
          ? "The client's children are past college age; the payroll-tax exemption applies only under 18 and the strategy to children still at school or college."
          : "The notes mention no children to employ.",
    ),
  ),
  answers: () => null,
  timeline: "1 month to set up payroll; wages paid through the year",
  keyBenefits: [
    "Shifts business income to children tax-free up to the standard deduction",
    "No FICA for children under 18 in a parent's unincorporated business",
    "Earned income lets each child fund a Roth IRA",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["hire the kids", "hire our", "employ our", "children work", "kids work", "family business"],
  explanation: {
    overview:
      "Children who genuinely work in the family business can be paid like any employee. The business deducts the wages at the parent's rate; the child pays no income tax up to the standard deduction and, in a parent-owned unincorporated business, no payroll tax while under 18.",
    keyComponents: [
      "Real, age-appropriate work with job descriptions",
      "Pay at market rates with timesheets",
      "Payroll with W-2s",
      "Optional Roth IRA funded from the child's earnings",
    ],
    steps: [
      step("Define the job", "Write a job description and set a market hourly rate.", "Week 1", [
        "Job description",
        "Rate comparison",
      ]),
      step(
        "Set up payroll",
        "Add the child to payroll with Form W-4 and I-9; apply the family-employee exemptions.",
        "Weeks 1–3",
        ["Form W-4", "Form I-9", "Payroll set-up"],
      ),
      step("Track work", "Keep timesheets and pay by direct deposit to the child's account.", "Each pay period", [
        "Timesheets",
        "Child's bank account",
      ]),
      step("Save", "Open a custodial Roth IRA funded up to the child's earnings.", "By the tax-filing deadline", [
        "Custodial Roth IRA",
      ]),
    ],
    prerequisites: [
      "An operating business with tasks children can do",
      "Children old enough to work under state labour law",
    ],
    professionals: ["CPA", "Payroll provider"],
    secondaryBenefits: ["Teaches work and money skills", "Starts decades of Roth compounding"],
    taxAdvantages: [
      "Deduction at the parent's rate, no tax to the child",
      "FICA and FUTA exemptions in qualifying businesses",
    ],
    risks: [
      risk(
        "Unreasonable wages",
        "Pay for no real work, or above market, is disallowed.",
        "Timesheets, job descriptions and market rates.",
      ),
      risk(
        "Corporate employer",
        "S or C corporations owe FICA on the child's wages.",
        "Include FICA in the cost, or pay through a parent-owned management company.",
      ),
      risk(
        "Kiddie tax confusion",
        "Earned income is not subject to the kiddie tax, but investment income is.",
        "Keep the child's investment income separate.",
      ),
    ],
    marketRisks: ["None"],
    regulatoryConsiderations: ["State child labour laws on hours and tasks", "Wages belong to the child"],
    liquidityConsiderations: "Wages leave the parents' control and belong to the child.",
    alternatives: [
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen: "Moves money to children without work but without the income-tax deduction.",
      },
      {
        strategy: "section-529-superfunding",
        whyNotChosen: "Funds education directly from the parents' after-tax money.",
      },
    ],
    uniqueAdvantages: ["Turns family support into deductible wages"],
    successMetrics: [
      metric("Wages per child", "Up to the standard deduction", "Annually"),
      metric("Roth IRA funded", "Up to the child's earnings or the IRA limit", "Annually"),
    ],
    qualitativeIndicators: ["The children do meaningful work"],
    warningSignals: ["No timesheets", "Wages paid to the parents' account"],
    reviewSchedule: "Annual payroll and wage-rate review.",
    exitStrategy: "End employment at any time; nothing to unwind.",
  },
});
