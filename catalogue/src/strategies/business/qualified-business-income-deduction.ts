import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { federalParametersFor } from "../../tax/federal-parameters.ts";
import type { StateIncomeTaxInput } from "../../tax/state-income-tax.ts";
import {
  allOf,
  at,
  check,
  entityLabel,
  fixed,
  metric,
  risk,
  round,
  step,
  taxChange,
  yearly,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Qualified business income deduction (IRC §199A, permanent after Pub. L. 119-21 §70105). Minimum
 * net worth 500,000.
 *
 * Only pass-through business income qualifies (S corporation, partnership, LLC, sole
 * proprietorship; C-corporation income never does). The deduction is computed by the real
 * calculator's §199A rules (catalogue/src/tax/federal-income-tax.ts): 20% of QBI, above the
 * threshold limited to the greater of 50% of W-2 wages or 25% of wages plus 2.5% of property,
 * phased out for a specified service trade or business, and capped at 20% of taxable income less
 * net capital gain. Each working year until retirement: + tax on the household's return with the
 * business income and no deduction − tax with it (federal only in effect: the state modules start
 * from AGI, which the deduction does not change), less the yearly planning cost. Today's brackets
 * and income stand in for later years (an assumption).
 */

const PASS_THROUGH = ["s_corp", "llc", "partnership", "sole_proprietorship", "professional_corporation"] as const;

const isSpecifiedService = (ctx: StrategyContext) =>
  ctx.facts.hasProfessionalLiability || ctx.facts.businessEntityType === "professional_corporation";

/** The household's return with `qbiUsd` of its income relabelled as active business profit (not wages). */
const asBusinessIncome =
  (qbiUsd: number) =>
  (i: StateIncomeTaxInput): StateIncomeTaxInput => {
    const fromWages = Math.min(i.wagesUsd ?? 0, qbiUsd);
    return {
      ...i,
      wagesUsd: (i.wagesUsd ?? 0) - fromWages,
      otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) + fromWages,
    };
  };

/** Tax saved this year by the §199A deduction on the household's return, USD. */
function deductionValue(ctx: StrategyContext, qbiUsd: number, w2WagesUsd: number, sstb: boolean): number {
  return -taxChange(
    ctx,
    (i) => ({
      ...i,
      qualifiedBusinesses: [
        ...(i.qualifiedBusinesses ?? []),
        { qualifiedBusinessIncomeUsd: qbiUsd, w2WagesUsd, specifiedServiceTradeOrBusiness: sstb },
      ],
    }),
    { base: asBusinessIncome(qbiUsd) },
  );
}

/** The defaults' QBI and wages, from the stated income. */
const qbiOf = (ctx: StrategyContext) => round((ctx.facts.annualIncomeUsd ?? 0) * 0.7);
const wagesOf = (qbiUsd: number) => round(qbiUsd * 0.3);

export const qualifiedBusinessIncomeDeduction = defineStrategy({
  id: "qualified-business-income-deduction",
  name: "Qualified Business Income Deduction (§199A) Planning",
  category: "Business Tax Planning",
  description:
    "Owners of pass-through businesses deduct up to 20% of qualified business income, made permanent by Pub. L. 119-21 §70105. Above the income threshold the deduction is limited by W-2 wages and property and phased out for specified service businesses, so planning targets wages, aggregation and the split of service and non-service activities.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year to retirement: tax(return with qualifiedBusinessIncomeUsd as business income) − tax(same with the §199A deduction: min(0.20 × qualifiedBusinessIncomeUsd, above the threshold the greater of 50% of w2WagesUsd, phased in; for a specified service business the QBI and wages phased out; 0.20 × (taxable income − net capital gain)))",
    variables: ["qualifiedBusinessIncomeUsd", "w2WagesUsd", "specifiedService", "years"],
  },
  costCalculation: {
    type: "minimal",
    formula: "annualPlanningUsd each year",
    variables: ["annualPlanningUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["specified_service_limits", "wage_and_property_limits", "aggregation_election_binding"],
  sources: [
    "IRC §199A as amended by Pub. L. 119-21 §70105 (permanent; $150,000 joint phase-in range from 2026)",
    "Treas. Reg. §1.199A-1 to -6 (aggregation, specified service businesses)",
    "Rev. Proc. 2019-38 (rental real estate safe harbour)",
    "Rev. Proc. 2025-32 (2026 thresholds)",
  ],
  domain: "business",
  variables: {
    qualifiedBusinessIncomeUsd: { unit: "USD", description: "Qualified business income a year." },
    w2WagesUsd: { unit: "USD", description: "W-2 wages the business pays a year (the wage limit's base)." },
    specifiedService: { unit: "ratio", description: "1 for a specified service trade or business, else 0." },
    years: { unit: "years", description: "Years of business income until retirement." },
    annualPlanningUsd: { unit: "USD", description: "Wage, aggregation and entity planning a year." },
  },
  defaults(ctx) {
    const qbi = qbiOf(ctx);
    const wages = wagesOf(qbi);
    const years = yearsToRetirement(ctx);
    const sstb = isSpecifiedService(ctx);
    return {
      qualifiedBusinessIncomeUsd: fixed(
        qbi,
        `business income about 70% of the stated household income (${formatUsd(qbi)}), an assumption`,
      ),
      w2WagesUsd: fixed(
        wages,
        `W-2 wages the business pays about 30% of its income (${formatUsd(wages)}), an assumption`,
      ),
      specifiedService: fixed(
        sstb ? 1 : 0,
        sstb
          ? "a specified service business (a licensed profession in the notes)"
          : "not a specified service business, as far as the notes show",
      ),
      years: fixed(years.value, years.assumption),
      annualPlanningUsd: fixed(2_000, "wage and aggregation planning, about $2,000 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.years));
    const saved = deductionValue(ctx, v.qualifiedBusinessIncomeUsd, v.w2WagesUsd, v.specifiedService >= 0.5);
    const flows = [...yearly(-v.annualPlanningUsd, 0, n - 1, "cost", "wage and aggregation planning")];
    for (let y = 0; y < n; y++) flows.push(at(y, saved, "incomeTax", "tax saved by the §199A deduction"));
    return { flows };
  },
  sensitivity: {
    variable: "qualifiedBusinessIncomeUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Business income 25% lower / base / 25% higher",
  },
  eligibility: allOf(
    check(
      (ctx) =>
        ctx.facts.ownsBusiness && (PASS_THROUGH as readonly (string | null)[]).includes(ctx.facts.businessEntityType),
      (ctx) =>
        `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}; its income passes through to the owner, where §199A applies${ctx.facts.businessEntityType === "professional_corporation" ? " (a professional corporation only if taxed as an S corporation)" : ""}.`,
      "§199A applies to pass-through business income; the notes show no pass-through business (C-corporation income does not qualify).",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 0,
      (ctx) => `The household earns ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} a year, part of it from the business.`,
      "The notes give no business income for the deduction to apply to.",
    ),
    check(
      (ctx) => {
        const qbi = qbiOf(ctx);
        const minimum = federalParametersFor(ctx.household.incomeTaxInput.year).qbiMinimumDeduction?.deduction ?? 0;
        return deductionValue(ctx, qbi, wagesOf(qbi), isSpecifiedService(ctx)) > minimum;
      },
      (ctx) =>
        isSpecifiedService(ctx)
          ? "Although a specified service business, the household's taxable income leaves some deduction before the phase-out ends."
          : "The business is not a specified service business, so above the threshold only the wage limit applies.",
      (ctx) =>
        isSpecifiedService(ctx)
          ? "As a specified service business (health, law, accounting, consulting and similar) with taxable income above the end of the phase-out, the business income gets no §199A deduction beyond the $400 minimum."
          : "Above the threshold the business's W-2 wages limit the §199A deduction to almost nothing.",
    ),
  ),
  answers: () => null,
  timeline: "Reviewed each year before year end",
  keyBenefits: [
    "Deduction of up to 20% of business income",
    "Wage and aggregation planning preserve it above the threshold",
    "Permanent after Pub. L. 119-21",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["199a", "qbi", "pass-through", "deduction"],
  explanation: {
    overview:
      "Pass-through owners can deduct up to 20% of their qualified business income. Above the threshold the deduction is capped by 50% of W-2 wages (or 25% of wages plus 2.5% of property) and disappears for specified service businesses, so the right wage level, entity choice and aggregation decide how much survives.",
    keyComponents: [
      "Qualified business income per trade or business",
      "W-2 wage and unadjusted-basis limits above the threshold",
      "Specified service business phase-out",
      "Aggregation election under Treas. Reg. §1.199A-4",
    ],
    steps: [
      step("Measure", "Compute QBI, W-2 wages and property basis for each business.", "Weeks 1–2", [
        "Business returns",
        "Payroll reports",
      ]),
      step(
        "Model limits",
        "Model the deduction with and without extra wages, aggregation or separating service activities.",
        "Weeks 2–4",
        ["Projection"],
      ),
      step(
        "Adjust",
        "Set owner wages, elect aggregation, or restructure activities before year end.",
        "Before 31 December",
        ["Payroll changes", "Aggregation statement"],
      ),
      step("Claim", "Claim on Form 8995 or 8995-A.", "Tax return", ["Form 8995-A"]),
    ],
    prerequisites: ["Pass-through business income", "Records of wages and property"],
    professionals: ["CPA", "Business attorney for restructuring"],
    secondaryBenefits: [
      "Informs entity choice and wage levels",
      "Rental real estate can qualify under the safe harbour",
    ],
    taxAdvantages: [
      "Up to 20% of business income deducted",
      "From 2026 a $400 minimum deduction with at least $1,000 of active QBI",
    ],
    risks: [
      risk(
        "Specified service status",
        "Health, law, accounting, consulting and similar businesses lose the deduction at high income.",
        "Separate non-service activities into their own businesses where real.",
      ),
      risk(
        "Wage limit",
        "Too little W-2 wage caps the deduction above the threshold.",
        "Model the best owner wage; S-corporation wages count.",
      ),
      risk(
        "Taxable-income cap",
        "The deduction cannot exceed 20% of taxable income less net capital gain.",
        "Include it in projections.",
      ),
    ],
    marketRisks: ["Lower profits reduce the deduction"],
    regulatoryConsiderations: ["Aggregation elections bind future years", "Thresholds indexed annually"],
    liquidityConsiderations: "No capital required.",
    alternatives: [
      {
        strategy: "s-corp-reasonable-compensation",
        whyNotChosen: "Sets the wage level that also drives the W-2 limit.",
      },
      {
        strategy: "c-corp-conversion-for-qsbs",
        whyNotChosen: "Gives up §199A for a 21% corporate rate and a possible QSBS exclusion.",
      },
    ],
    uniqueAdvantages: ["A direct 20% reduction in taxable business income"],
    successMetrics: [
      metric("Deduction as share of QBI", "As close to 20% as the limits allow", "Annually"),
      metric("W-2 wages versus optimum", "Within 10%", "Annually"),
    ],
    qualitativeIndicators: ["Owner wages set by analysis, not habit"],
    warningSignals: [
      "Income rising into the phase-out range unplanned",
      "Service work mixed into a non-service business",
    ],
    reviewSchedule: "Each autumn with year-end projections.",
    exitStrategy: "Nothing to unwind; the deduction is recalculated each year.",
  },
});
