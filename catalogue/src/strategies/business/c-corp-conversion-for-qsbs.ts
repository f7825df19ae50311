import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessGrowth,
  businessStake,
  check,
  entityLabel,
  fixed,
  metric,
  qsbsChecks,
  qsbsExclusionPercent,
  risk,
  round,
  section1202SaleTax,
  setup,
  step,
  taxChange,
  taxOn,
  yearsToRetirement,
} from "../kit.ts";

/**
 * C-corporation conversion to start the QSBS clock (IRC §351, §1202(i)). Minimum net worth 3,000,000.
 *
 * A pass-through business is contributed to a new C corporation for stock issued now (after
 * 4 July 2025: the $15M cap, the $75M gross-assets limit and the 3/4/5-year tiers of Pub. L.
 * 119-21 §70431). The stock's §1202 basis is the value at conversion (§1202(i)), so only growth
 * after it can be excluded; the cap is the greater of $15M and 10× that basis. Flows on the
 * household's return (the real calculator; today's brackets and income stand in for later years):
 *   year 0: − conversion cost;
 *   years 1..n: − the extra tax on the profit paid out each year: the corporation's 21% (IRC §11(b))
 *     plus the owner's tax on the rest as a qualified dividend (taxed like long-term gain), less the
 *     owner's tax on the same profit as pass-through income with the §199A deduction (W-2 wages
 *     assumed enough for the full 20%: conservative for the conversion);
 *   year n (the exit): + tax(growth since conversion as long-term gain) − tax(with §1202).
 * Gain built up before the conversion is taxed either way and left out.
 */

const PASS_THROUGH = ["llc", "partnership", "s_corp", "sole_proprietorship"] as const;

const isPassThrough = (ctx: StrategyContext) =>
  ctx.facts.ownsBusiness && (PASS_THROUGH as readonly (string | null)[]).includes(ctx.facts.businessEntityType);

export const cCorpConversionForQsbs = defineStrategy({
  id: "c-corp-conversion-for-qsbs",
  name: "C-Corporation Conversion to Start the QSBS Clock",
  category: "Advanced Business Planning",
  description:
    "A growing LLC, partnership, S corporation or sole proprietorship converts or contributes its business to a new C corporation (§351). The stock received is original-issue QSBS whose basis for §1202 is the business's value at conversion (§1202(i)), so future growth can be excluded after the holding period, at the price of corporate-level tax on profits.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "at the exit in year yearsToExit: tax(growth as long-term gain) − tax(growth − exclusionPercent × min(growth, exclusionCapUsd)), federal and state; growth = businessValueUsd × ((1 + businessGrowthRate)^yearsToExit − 1); exclusionCapUsd = max(15,000,000, 10 × businessValueUsd)",
    variables: ["businessValueUsd", "businessGrowthRate", "yearsToExit", "exclusionPercent", "exclusionCapUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "conversionCostUsd now + each year to the exit: [0.21 × annualDistributedProfitUsd + tax(0.79 × annualDistributedProfitUsd as a qualified dividend)] − tax(annualDistributedProfitUsd as pass-through income less the 20% §199A deduction)",
    variables: ["conversionCostUsd", "annualDistributedProfitUsd", "yearsToExit"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["entity_conversion", "double_taxation_of_distributions", "qsbs_qualification_not_guaranteed"],
  sources: [
    "IRC §1202(c), (d)(2), (e), (i) (basis at contribution; only post-conversion gain qualifies)",
    "Pub. L. 119-21 §70431 ($15M cap, $75M gross assets, tiered exclusion for stock issued after 4 July 2025)",
    "IRC §351 (tax-free incorporation)",
    "Rev. Rul. 2004-59 (state-law conversion of a partnership to a corporation)",
    "IRC §11(b) (21% corporate rate), §1(h)(11) (qualified dividends)",
    "IRC §199A (pass-through deduction given up)",
  ],
  domain: "business",
  variables: {
    businessValueUsd: { unit: "USD", description: "Value of the business at conversion (the §1202(i) basis)." },
    businessGrowthRate: { unit: "rate", description: "Growth of the business's value after conversion." },
    yearsToExit: { unit: "years", description: "Years from conversion to the sale of the stock." },
    exclusionPercent: { unit: "ratio", description: "Share of the eligible gain §1202(a) excludes at the exit." },
    exclusionCapUsd: { unit: "USD", description: "Per-issuer cap: the greater of $15M and 10× the basis." },
    conversionCostUsd: { unit: "USD", description: "Legal, valuation and accounting cost of the conversion." },
    annualDistributedProfitUsd: {
      unit: "USD",
      description: "Profit paid out each year, taxed twice in a C corporation.",
    },
  },
  defaults(ctx) {
    const t = ctx.household.tax;
    const value = businessStake(ctx);
    const full = t.qsbsFullExclusionHoldingYears;
    const retire = yearsToRetirement(ctx);
    const years = Math.max(full, retire.value);
    const issued = ctx.household.year;
    const distributed = round(value.value * 0.05);
    return {
      businessValueUsd: value,
      businessGrowthRate: businessGrowth(ctx),
      yearsToExit: fixed(
        years,
        years === full
          ? `${full} years, the full-exclusion holding period`
          : `${years} years, an exit at retirement (${retire.assumption})`,
      ),
      exclusionPercent: fixed(
        qsbsExclusionPercent(ctx, issued, years),
        `${Math.round(qsbsExclusionPercent(ctx, issued, years) * 100)}% for new stock held ${years} years`,
      ),
      exclusionCapUsd: fixed(
        Math.max(t.qsbsExclusionCapPostJuly2025, t.qsbsBasisMultiple * value.value),
        `the greater of ${formatUsd(t.qsbsExclusionCapPostJuly2025)} and ${t.qsbsBasisMultiple}× the value at conversion`,
      ),
      conversionCostUsd: fixed(40_000, "conversion, valuation and new agreements, about $40,000"),
      annualDistributedProfitUsd: fixed(
        distributed,
        `profit paid out each year about 5% of the value (${formatUsd(distributed)}), an assumption`,
      ),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const years = Math.max(1, Math.round(v.yearsToExit));
    const p = Math.max(0, v.annualDistributedProfitUsd);
    const asCorporation = t.corporateTaxRate * p + taxOn(ctx, { longTermGainUsd: (1 - t.corporateTaxRate) * p });
    const asPassThrough = taxChange(ctx, (i) => ({
      ...i,
      otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) + p,
      qualifiedBusinesses: [...(i.qualifiedBusinesses ?? []), { qualifiedBusinessIncomeUsd: p, w2WagesUsd: p }],
    }));
    const growth = Math.max(0, v.businessValueUsd * ((1 + v.businessGrowthRate) ** years - 1));
    const exit = section1202SaleTax(ctx, {
      gainUsd: growth,
      eligibleGainUsd: Math.min(growth, v.exclusionCapUsd),
      exclusionPercent: v.exclusionPercent,
      issuedYear: ctx.household.year,
    });
    const flows = [...setup(v.conversionCostUsd, "conversion, valuation and agreements")];
    for (let y = 1; y <= years; y++)
      flows.push(
        at(y, -(asCorporation - asPassThrough), "incomeTax", "extra tax on profit paid out by a C corporation"),
      );
    flows.push(
      at(
        years,
        exit.withoutUsd - exit.withUsd,
        "incomeTax",
        `tax saved at the exit: §1202 excludes ${formatUsd(exit.excludedUsd)} of growth since conversion`,
      ),
    );
    return { flows };
  },
  sensitivity: {
    variable: "businessGrowthRate",
    mode: "add",
    spread: 0.05,
    description: "Growth 5 points lower / base / 5 points higher",
  },
  eligibility: allOf(
    check(
      isPassThrough,
      (ctx) =>
        `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}; its interests cannot be QSBS, but stock of a new C corporation can.`,
      "The strategy converts a pass-through business into a C corporation; the notes show no such business (or it is already a C corporation).",
    ),
    qsbsChecks.qualifiedBusiness,
    check(
      (ctx) => businessStake(ctx).value <= ctx.household.tax.qsbsGrossAssetsLimitPostJuly2025,
      (ctx) =>
        `The business (${formatUsd(businessStake(ctx).value)}) appears within the ${formatUsd(ctx.household.tax.qsbsGrossAssetsLimitPostJuly2025)} gross-assets limit, measured at value on contribution (§1202(d)(2)(B)).`,
      (ctx) =>
        `The business is worth more than the ${formatUsd(ctx.household.tax.qsbsGrossAssetsLimitPostJuly2025)} gross-assets limit, so stock issued on conversion could not qualify (§1202(d)).`,
    ),
    check(
      (ctx) => !(ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent),
      "No sale is expected before the new stock could meet the holding period.",
      "A sale is already expected; stock issued now would be held less than the 3 years even a partial exclusion needs.",
    ),
    check(
      (ctx) =>
        ctx.facts.plannedRetirementAge === null ||
        ctx.facts.plannedRetirementAge - ctx.household.primary.age >= ctx.household.tax.qsbsFullExclusionHoldingYears,
      "There is time to hold the new stock for the full holding period before the planned exit.",
      (ctx) =>
        `The client plans to retire at ${ctx.facts.plannedRetirementAge}, before stock issued now would meet the ${ctx.household.tax.qsbsFullExclusionHoldingYears}-year holding period.`,
    ),
  ),
  answers: () => null,
  timeline: "2–4 months to convert; 5 years to the full exclusion",
  keyBenefits: [
    "Future growth can be excluded up to $15M (or 10× basis)",
    "Tiered 50%/75% exclusion after 3 and 4 years for stock issued after 4 July 2025",
    "Retained profits taxed at 21% while reinvested",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["venture", "investor", "raise capital", "qsbs", "exit"],
  explanation: {
    overview:
      "Pass-through businesses cannot issue qualified small business stock. Converting to a C corporation restarts the QSBS clock: value built up to the conversion stays taxable, but growth afterwards can be excluded once the holding period is met. The trade-off is corporate tax on profits and a second tax on dividends.",
    keyComponents: [
      "Tax-free conversion or contribution of the business to a new C corporation under §351 (an S corporation usually drops its business into a new C-corporation subsidiary, whose QSBS it holds for its shareholders under §1202(g))",
      "§1202(i) basis equal to value at conversion, documented by an appraisal",
      "Active qualified business outside the excluded fields",
      "Dividend policy that limits double tax",
    ],
    steps: [
      step(
        "Model the trade-off",
        "Compare projected exclusion with the extra tax on distributed profits and the loss of §199A.",
        "Weeks 1–3",
        ["Five-year projections", "Distribution plan"],
      ),
      step(
        "Appraise",
        "Obtain a valuation at conversion; it sets the §1202(i) basis and the gross-assets test.",
        "Weeks 2–6",
        ["Qualified business valuation"],
      ),
      step(
        "Convert",
        "Convert under state law or contribute the business to a new corporation for stock; update agreements.",
        "Weeks 6–12",
        ["Conversion documents", "New stockholder agreement", "Form 8832 or 2553 revocation as needed"],
      ),
      step(
        "Maintain qualification",
        "Keep records of assets, activities and redemptions each year until the exit.",
        "Annually",
        ["QSBS compliance checklist"],
      ),
    ],
    prerequisites: [
      "A growing pass-through business expecting an exit after 5 years",
      "Owners comfortable with C-corporation governance",
    ],
    professionals: ["Tax attorney", "CPA", "Business appraiser", "Corporate counsel"],
    secondaryBenefits: [
      "Easier to raise venture capital as a C corporation",
      "Stock options and ISOs become available",
    ],
    taxAdvantages: ["Exclusion of post-conversion gain", "21% rate on retained earnings"],
    risks: [
      risk(
        "Double tax on distributions",
        "Dividends bear corporate tax and then capital-gains-rate tax on the owner.",
        "Retain earnings for growth; pay reasonable salaries, which are deductible.",
      ),
      risk(
        "Asset sale at exit",
        "A buyer wanting an asset purchase triggers corporate tax and no QSBS.",
        "Plan for a stock sale; price the buyer's lost step-up.",
      ),
      risk(
        "Excluded business",
        "Professional-service or financial businesses do not qualify.",
        "Confirm the activity is outside §1202(e)(3) before converting.",
      ),
    ],
    marketRisks: ["The benefit depends entirely on growth after conversion"],
    regulatoryConsiderations: [
      "S-corporation stock issued before the conversion never becomes QSBS",
      "State conformity to §1202 varies",
    ],
    liquidityConsiderations: "Profits retained in the corporation are less accessible without a dividend.",
    alternatives: [
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "Keeps pass-through status and the 20% deduction but no exclusion on exit.",
      },
      {
        strategy: "installment-sale-section-453",
        whyNotChosen: "Spreads, but does not exclude, the gain on a pass-through sale.",
      },
    ],
    uniqueAdvantages: ["Turns future growth into potentially tax-free gain"],
    successMetrics: [
      metric("Value growth since conversion", "Above the modelled 10% a year", "Annually"),
      metric("Extra entity tax versus projection", "Within budget", "Annually"),
    ],
    qualitativeIndicators: ["Owners follow corporate formalities", "Exit horizon stays beyond 5 years"],
    warningSignals: ["Large cash balances building up", "Talk of an early exit before 3 years"],
    reviewSchedule: "Annual review of projections and qualification; full review before any sale.",
    exitStrategy: "Sell stock after the holding period; if sold earlier, use §1045 or accept the tiered exclusion.",
  },
});
