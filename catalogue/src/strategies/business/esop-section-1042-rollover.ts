import { formatUsd, type TClientFacts } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessBasis,
  businessStake,
  check,
  clamp,
  fixed,
  metric,
  qsbsChecks,
  qsbsExclusionPercent,
  qsbsTerms,
  risk,
  round,
  saleProceeds,
  section1202SaleTax,
  step,
  taxOn,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Sale to an ESOP with the §1042 rollover. Minimum net worth 10,000,000.
 *
 * The owner of a C corporation sells stock to an employee stock ownership plan (the ESOP owning at
 * least 30% after the sale) and buys qualified replacement property within 3 months before to 12
 * months after it. Compared with a cash sale at the same price, the gain is deferred until the
 * replacement property is sold; held until the owner's death, its basis steps up (§1014) and the
 * deferral becomes permanent. Flows on the household's return (the real calculator; today's
 * brackets and income stand in for the sale year, an assumption):
 *   sale year: + tax on the gain a cash sale would owe (a deferral), − the seller's ESOP costs;
 *   the year the replacement property is sold, when before the owner's death: − the same tax (the
 *   repayment of the deferral); none when held until death (the step-up ends the deferral).
 * A sale the client means to make is the premise: against holding the shares until death (a
 * step-up anyway) an ESOP saves no tax, so it fits only a planned sale. Shares that appear to be
 * QSBS held past the holding period defer only the tax left after the §1202 exclusion. An ESOP is
 * one buyer among others: it answers the client's own interest in employee ownership.
 */

/** An ESOP or employee ownership in the goals. */
const esopGoal = (f: TClientFacts): string | null =>
  f.goals.find((g) => /\besop\b|employee[- ]own|sell to (the )?employees/i.test(g)) ?? null;

const saleMeant = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale || esopGoal(ctx.facts) !== null;

/**
 * Tax a cash sale of the shares would owe in `yearsToSale`, USD: on the whole gain, or, for shares
 * that appear to be QSBS held past the holding period, after the §1202 exclusion (only the rest
 * is left to defer).
 */
function cashSaleTax(ctx: StrategyContext, gainUsd: number, yearsToSale: number): number {
  const qsbs = [qsbsChecks.cCorporation, qsbsChecks.grossAssets, qsbsChecks.qualifiedBusiness].every((c) =>
    c.test(ctx),
  );
  const issued = ctx.facts.businessStockIssuedYear;
  if (!qsbs || issued === null || issued < 1993) return taxOn(ctx, { longTermGainUsd: gainUsd });
  const percent = qsbsExclusionPercent(ctx, issued, ctx.household.year + yearsToSale - issued);
  const cap = qsbsTerms(ctx).dollarCapUsd;
  return section1202SaleTax(ctx, {
    gainUsd,
    eligibleGainUsd: Math.min(gainUsd, cap),
    exclusionPercent: percent,
    issuedYear: issued,
  }).withUsd;
}

export const esopSection1042Rollover = defineStrategy({
  id: "esop-section-1042-rollover",
  name: "Sale to an ESOP with §1042 Rollover",
  category: "Business Succession",
  description:
    "The owner of a C corporation sells at least 30% of its stock to an employee stock ownership plan and reinvests the proceeds in qualified replacement property (stocks and bonds of US operating companies) within the window from 3 months before to 12 months after the sale. Under §1042 the gain is deferred until the replacement property is sold, and never taxed if held until death.",
  benefitCalculation: {
    type: "flat",
    formula:
      "+ tax(saleProceedsUsd − basisUsd as long-term gain) in year yearsToSale, deferred under §1042; − the same tax in year yearsToSale + qrpHeldYears when the replacement property is sold before death (none when held until death: §1014 step-up)",
    variables: ["saleProceedsUsd", "basisUsd", "yearsToSale", "qrpHeldYears"],
  },
  costCalculation: {
    type: "one_time",
    formula: "setupCostUsd in the sale year (feasibility, appraisal, trustee and financing, borne through the price)",
    variables: ["setupCostUsd"],
  },
  lifeInsuranceComponent: "Optional: key-person cover while the ESOP's acquisition debt is repaid.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "erisa_fiduciary_requirements",
    "independent_appraisal_required",
    "repurchase_obligation",
    "qualified_replacement_property_rules",
  ],
  sources: [
    "IRC §1042 (30% ownership, 3-year holding, qualified replacement property)",
    "IRC §1014 (basis of replacement property stepped up at death)",
    "IRC §409(n) (no allocations to the seller, family or 25% holders)",
    "IRC §4978 (excise tax on ESOP dispositions within 3 years)",
    "IRC §404(a)(9), §404(k) (deductible contributions and dividends)",
    "ERISA §3(18) and DOL regulations (adequate consideration)",
    "SECURE 2.0 Act §114 (10% deferral for S-corporation sellers from 2028)",
  ],
  domain: "business",
  family: "business-exit",
  transfers: () => ["business"],
  variables: {
    saleProceedsUsd: { unit: "USD", description: "Price of the stock the client sells to the ESOP." },
    basisUsd: { unit: "USD", description: "Basis of the shares sold." },
    yearsToSale: { unit: "years", description: "Years from now to the sale." },
    qrpHeldYears: {
      unit: "years",
      description: "Years the replacement property is held after the sale (to the owner's death: never taxed).",
    },
    setupCostUsd: { unit: "USD", description: "Feasibility, appraisal, trustee and financing costs." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const price = saleProceeds(ctx);
    const years = ctx.facts.expectsBusinessSale ? 1 : yearsToRetirement(ctx).value;
    const held = Math.max(0, h.primary.deathYear - h.year - years);
    const cost = round(clamp(price.value * 0.02, 150_000, 600_000));
    return {
      saleProceedsUsd: fixed(price.value, `the whole interest sold to the ESOP: ${price.assumption}`),
      basisUsd: businessBasis(),
      yearsToSale: ctx.facts.expectsBusinessSale
        ? fixed(1, "the expected sale taken as next year (an ESOP takes 6–9 months to close)")
        : fixed(years, `a sale at retirement: ${yearsToRetirement(ctx).assumption}`),
      qrpHeldYears: fixed(
        held,
        `${held} years: the replacement property held until the client's death (planning age), so the step-up makes the deferral permanent`,
      ),
      setupCostUsd: fixed(
        cost,
        `feasibility, appraisal, trustee and financing, about 2% of the price (${formatUsd(cost)})`,
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const sale = Math.max(0, Math.round(v.yearsToSale));
    const gain = Math.max(0, v.saleProceedsUsd - v.basisUsd);
    const tax = cashSaleTax(ctx, gain, sale);
    const soldAt = sale + Math.max(0, Math.round(v.qrpHeldYears));
    const death = h.primary.deathYear - h.year;
    const flows = [
      at(sale, -v.setupCostUsd, "cost", "ESOP feasibility, appraisal, trustee and financing"),
      at(sale, tax, "incomeTax", "tax on the gain deferred by buying qualified replacement property (§1042)", true),
    ];
    if (soldAt < death)
      flows.push(at(soldAt, -tax, "incomeTax", "deferred gain taxed when the replacement property is sold", true));
    return { flows };
  },
  sensitivity: {
    variable: "qrpHeldYears",
    mode: "multiply",
    spread: 0.5,
    description: "Replacement property sold after half the years to death (deferral repaid) / held to death / longer",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && ctx.facts.businessEntityType === "c_corp",
      "The business is a C corporation, whose stock qualifies for §1042.",
      "§1042 applies only to stock of a C corporation (S-corporation sellers get only a 10% deferral, from 2028); the notes show no C corporation.",
    ),
    check(
      saleMeant,
      (ctx) =>
        ctx.facts.expectsBusinessSale
          ? "A sale of the business is expected; an ESOP is a buyer whose purchase lets the gain be deferred."
          : `The client's goals mention employee ownership ("${esopGoal(ctx.facts)}").`,
      "The notes plan no sale of the business; without one, holding the shares until death (with the step-up) leaves no gain to defer.",
    ),
    check(
      (ctx) => businessStake(ctx).value >= 5_000_000,
      (ctx) =>
        `A business worth about ${formatUsd(businessStake(ctx).value)} can carry an ESOP's set-up and running costs.`,
      "ESOPs usually need a business worth at least $5,000,000 with steady payroll and profits; the notes do not show one.",
    ),
    check(
      (ctx) =>
        ctx.facts.businessStockIssuedYear === null || ctx.household.year - ctx.facts.businessStockIssuedYear >= 3,
      (ctx) =>
        ctx.facts.businessStockIssuedYear === null
          ? "The notes do not say when the stock was acquired; §1042(b)(4) needs 3 years, to be confirmed."
          : `The stock was acquired in ${ctx.facts.businessStockIssuedYear}, more than the 3 years §1042(b)(4) requires.`,
      "§1042 requires the seller to have held the stock for at least 3 years before the sale.",
    ),
  ),
  answers: (ctx) =>
    ctx.facts.businessEntityType === "c_corp" && esopGoal(ctx.facts) !== null
      ? {
          urgency: "client-specific",
          reason:
            "The client is considering employee ownership of the C corporation: selling to an ESOP lets the gain be deferred under §1042, and never taxed if the replacement property is held until death.",
        }
      : null,
  timeline: "6–9 months to close; reinvest within 12 months",
  keyBenefits: [
    "Gain deferred, and eliminated at death, on a sale to employees",
    "Owner can sell gradually and stay involved",
    "Company repays the purchase with pre-tax dollars",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["esop", "employee own", "sell the business", "succession"],
  explanation: {
    overview:
      "An ESOP is a retirement plan that buys company stock for employees. Selling to it gives the owner a ready buyer at an appraised price, keeps the company independent, and—if the company is a C corporation and the ESOP ends up with at least 30%—lets the owner defer the gain by buying US operating-company securities.",
    keyComponents: [
      "Feasibility study and independent appraisal",
      "ESOP trust with an independent trustee",
      "Bank and seller financing repaid from deductible contributions",
      "Qualified replacement property bought within the 15-month window",
    ],
    steps: [
      step("Feasibility", "Test cash flow, payroll and valuation to size the sale.", "Months 1–2", [
        "Financial statements",
        "Feasibility study",
      ]),
      step(
        "Appraise and negotiate",
        "Independent appraiser values the stock; the ESOP trustee negotiates.",
        "Months 2–5",
        ["Appraisal", "Term sheet"],
      ),
      step(
        "Close",
        "Adopt the plan and trust, close the sale and the financing, and file the §1042 election and consent statement.",
        "Months 5–8",
        ["Plan and trust documents", "§1042 statement", "Form 5500 set-up"],
      ),
      step(
        "Reinvest",
        "Buy qualified replacement property and file the notarised statement of purchase.",
        "Within 12 months after the sale",
        ["Statement of purchase", "Brokerage account"],
      ),
    ],
    prerequisites: ["A profitable C corporation", "At least 30% sold to the ESOP", "Stock held 3 years"],
    professionals: [
      "ESOP attorney",
      "Independent appraiser",
      "ESOP trustee",
      "CPA",
      "Lender",
      "Wealth adviser for replacement property",
    ],
    secondaryBenefits: [
      "Rewards employees and keeps the company local",
      "Company contributions deductible; an S corporation ESOP later can eliminate entity tax",
    ],
    taxAdvantages: ["Seller's gain deferred or eliminated", "Company deducts principal and interest on ESOP debt"],
    risks: [
      risk(
        "Valuation and fiduciary litigation",
        "DOL scrutiny if the ESOP overpays.",
        "Independent trustee and a well-supported appraisal.",
      ),
      risk(
        "Repurchase obligation",
        "The company must buy back shares from departing employees.",
        "Model and fund the obligation.",
      ),
      risk(
        "Replacement-property rules",
        "Selling replacement property triggers the deferred gain.",
        "Hold a long-term floating-rate note portfolio or borrow against it.",
      ),
    ],
    marketRisks: ["Company performance affects repayment of any seller note"],
    regulatoryConsiderations: [
      "ERISA fiduciary rules",
      "§409(n) limits allocations to the seller's family",
      "§4978 excise tax on early ESOP sales",
    ],
    liquidityConsiderations: "Seller notes may be repaid over years; the §1042 portfolio should not be sold.",
    alternatives: [
      { strategy: "management-buyout", whyNotChosen: "Sells to managers rather than all employees, without §1042." },
      { strategy: "installment-sale-section-453", whyNotChosen: "Spreads the tax on a sale to any buyer." },
    ],
    uniqueAdvantages: ["The only sale of a private company whose gain can be permanently deferred"],
    successMetrics: [
      metric("Replacement property bought", "All proceeds within 12 months", "At the deadline"),
      metric("ESOP debt coverage", "Above 1.5×", "Annually"),
    ],
    qualitativeIndicators: ["Employees engaged in ownership", "Leadership succession in place"],
    warningSignals: ["Falling profits with ESOP debt outstanding", "Repurchase obligation unfunded"],
    reviewSchedule: "Annual appraisal and repurchase study; annual review of the replacement portfolio.",
    exitStrategy:
      "Hold replacement property until death for a step-up; later stages can sell the rest of the company to the ESOP.",
  },
});
