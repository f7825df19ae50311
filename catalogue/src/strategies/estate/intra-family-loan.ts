import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  fixed,
  investable,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearly,
  yearsToEstate,
} from "../kit.ts";
import {
  capToEstate,
  extraTaxOnInterest,
  INTEREST_TAX_ASSUMPTION,
  lostStepUp,
  midTermAfr,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
  valueAtFinalDeath,
} from "./lib/transfer-math.ts";

/** Share of investable assets lent by default: a fifth, so the loan does not strain the lender. An assumption. */
const LOAN_SHARE = 0.2;

/**
 * Intra-family loan at the applicable federal rate. Minimum net worth 2,000,000.
 *
 * The client lends cash to a child at the mid-term AFR for nine years (no gift, IRC §7872). The
 * child invests it at the household's portfolio growth; what the money earns above the AFR is the
 * child's at the loan's end and, grown at the same rate to the final death, has left the estate.
 * The interest paid to the client is a transfer within the family, not a benefit, but the client's
 * income tax on it, less the tax on the portfolio yield the money would otherwise have paid, is a
 * real cost (the real calculator, today's brackets). The child's unrealised
 * gain on that growth gets no step-up at the client's death. Family `estate-freeze`; it lends cash,
 * so it moves no named asset.
 */
export const intraFamilyLoan = defineStrategy({
  id: "intra-family-loan",
  name: "Intra-Family Loan at the Applicable Federal Rate",
  category: "Wealth Transfer",
  description:
    "The client lends cash to a child (or a trust for the child) at the minimum AFR. Because the rate is adequate there is no gift (§7872); whatever the child earns above the AFR, on an investment, a home or a business, is wealth moved outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = loanAmountUsd × ((1 + growthRate)^loanYears − (1 + noteRate)^loanYears) × (1 + growthRate)^(years − loanYears)] on the household's projection − Σ [tax(loanAmountUsd × noteRate as ordinary income) − tax(the portfolio yield forgone)] − heirs' capital-gains tax on that growth",
    variables: ["loanAmountUsd", "growthRate", "noteRate", "loanYears", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × loanYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "loanYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["bona_fide_loan_required", "interest_income_taxable", "afr_compliance"],
  sources: [
    "IRC §7872 (below-market loans)",
    "IRC §1274(d) (applicable federal rates); IRC §7520(a)(2)",
    "Treas. Reg. §25.7872-1",
    "Estate of Miller v. Commissioner, T.C. Memo. 1996-3 (bona fide debt factors)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: () => [],
  variables: {
    loanAmountUsd: { unit: "USD", description: "Amount lent." },
    growthRate: { unit: "rate", description: "Annual return the borrower earns on the money." },
    noteRate: { unit: "rate", description: "Interest rate on the loan (the AFR for its term)." },
    loanYears: { unit: "years", description: "Term of the loan." },
    years: { unit: "years", description: "Years until the final death." },
    setupCostUsd: { unit: "USD", description: "Promissory note and security documents." },
    annualAdministrationUsd: { unit: "USD", description: "Interest collection and records each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const amount = round(investable(h) * LOAN_SHARE);
    return {
      loanAmountUsd: fixed(
        amount,
        `${formatUsd(amount)}: ${Math.round(LOAN_SHARE * 100)}% of the ${formatUsd(investable(h))} of investable assets (an assumption)`,
      ),
      growthRate: portfolioGrowth(ctx),
      noteRate: midTermAfr(ctx, "loan rate"),
      loanYears: fixed(
        Math.max(1, Math.min(9, h.yearsToFinalDeath)),
        "nine-year note, the longest term that uses the mid-term AFR",
      ),
      years: yearsToEstate(ctx),
      setupCostUsd: fixed(3_000, "promissory note, mortgage or pledge, about $3,000"),
      annualAdministrationUsd: fixed(500, "interest collection and a ledger, about $500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const term = Math.max(1, Math.min(Math.round(v.loanYears), h.yearsToFinalDeath));
    const excess = Math.max(0, v.loanAmountUsd * ((1 + v.growthRate) ** term - (1 + v.noteRate) ** term));
    const removed = capToEstate(h, valueAtFinalDeath(h, excess, v.growthRate, term));
    const interestTax = extraTaxOnInterest(ctx, v.loanAmountUsd, v.loanAmountUsd * v.noteRate);
    const flows = [
      ...setup(v.setupCostUsd, "promissory note and security documents"),
      ...yearly(-v.annualAdministrationUsd, 1, term, "cost", "interest collection and records"),
      ...Array.from({ length: term }, (_, i) =>
        at(i + 1, -interestTax, "incomeTax", `lender's extra income tax: ${INTEREST_TAX_ASSUMPTION}`),
      ),
      ...lostStepUp(
        ctx,
        removed * unrealisedShareAt(v.loanAmountUsd, v.loanAmountUsd, v.growthRate, h.yearsToFinalDeath),
        `borrower's growth: ${STEP_UP_ASSUMPTION}`,
      ),
    ];
    return { flows, estate: { removedUsd: removed } };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Borrower's return 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.childrenCount ?? 0) > 0,
      (ctx) =>
        `The client has ${ctx.facts.childrenCount} child${ctx.facts.childrenCount === 1 ? "" : "ren"} to lend to.`,
      "The notes mention no children to lend to.",
    ),
    requires.estateTax,
    check(
      (ctx) => investable(ctx.household) >= 250_000,
      (ctx) => `About ${formatUsd(investable(ctx.household))} of investable assets is available to lend.`,
      "There are not enough liquid investable assets (about $250,000 or more) to make a meaningful loan.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 weeks",
  keyBenefits: [
    "No gift when interest is at the AFR",
    "Child keeps every dollar earned above the AFR",
    "Flexible: can help with a home or business",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["children", "home", "help", "loan", "business"],
  explanation: {
    overview:
      "A properly documented loan at the AFR lets the client help a child today without using exclusion. The child invests or buys a home or business; the excess of what the money earns over the AFR is a transfer free of gift and estate tax. The interest comes back to the client as taxable income, and it is a transfer within the family rather than a gain.",
    keyComponents: [
      "Written promissory note at the AFR for its term",
      "Security (a mortgage on a home or a pledge)",
      "Regular interest payments and a payment ledger",
      "Optional annual-exclusion forgiveness of some interest or principal",
    ],
    steps: [
      step("Decide the purpose and term", "Choose amount, borrower and term (short, mid or long-term AFR).", "Week 1", [
        "Borrower's plan for the money",
        "Month's AFR table",
      ]),
      step(
        "Document",
        "Sign the note and any mortgage; record the mortgage to let the child deduct interest.",
        "Weeks 1–3",
        ["Promissory note", "Recorded mortgage"],
      ),
      step("Fund", "Transfer the cash and keep evidence of the loan.", "Week 3", ["Bank transfer records"]),
      step(
        "Collect and report",
        "Collect interest, report it as income, and consider annual-exclusion forgiveness.",
        "Annually",
        ["Interest records", "Form 1040 reporting"],
      ),
    ],
    prerequisites: ["Liquid assets to lend", "A borrower who can pay interest"],
    professionals: ["Estate planning attorney", "CPA"],
    secondaryBenefits: ["Helps children buy a home or start a business", "Can be refinanced when rates fall"],
    taxAdvantages: [
      "No gift if the rate is at least the AFR",
      "Growth above the AFR escapes estate tax",
      "Mortgage interest may be deductible to the child",
    ],
    risks: [
      risk(
        "Recast as a gift",
        "Loans never repaid or undocumented are treated as gifts.",
        "Written note, fixed schedule, real collection, and documented forgiveness only within annual exclusions.",
      ),
      risk(
        "Borrower's investment fails",
        "Principal is still owed and may be lost.",
        "Lend for sound purposes and take security.",
      ),
      risk(
        "Interest income",
        "The lender pays income tax on interest.",
        "Lend through a grantor trust or accept the modest tax.",
      ),
    ],
    marketRisks: ["If the borrower earns less than the AFR, no wealth moves"],
    regulatoryConsiderations: [
      "Use the AFR of the month the loan is made (§1274(d))",
      "Demand loans need the blended or short-term rate each year",
    ],
    liquidityConsiderations: "The principal is tied up for the term; demand or shorter terms keep flexibility.",
    alternatives: [
      {
        strategy: "annual-exclusion-gifting",
        whyNotChosen: "Outright gifts are permanent but limited to the annual exclusion per child.",
      },
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Better for large, appreciating assets, but far more complex.",
      },
    ],
    uniqueAdvantages: ["Simplest freeze technique with the lowest hurdle rate"],
    successMetrics: [
      metric("Interest paid on time", "100%", "Annually"),
      metric("Borrower's return versus AFR", "Above the AFR", "Annually"),
    ],
    qualitativeIndicators: ["Children treat the loan as real debt"],
    warningSignals: ["No payments for more than a year", "No written note"],
    reviewSchedule: "Annual interest and ledger review; refinance review when AFRs fall.",
    exitStrategy:
      "The loan is repaid at maturity, refinanced at a lower AFR, or forgiven gradually using annual exclusions or by will.",
  },
});
