import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  clamp,
  fixed,
  metric,
  netWorth,
  risk,
  round,
  setup,
  step,
  taxOnReturn,
  yearly,
} from "../kit.ts";
import { isAccreditedInvestor } from "./lib/real-estate.ts";

/** Tax saved this year by a deduction of `usd` against the household's other income (non-passive), USD. */
function deductionSaves(ctx: StrategyContext, usd: number): number {
  if (usd <= 0) return 0;
  return -taxOnReturn(ctx, (input) => ({ ...input, adjustmentsUsd: (input.adjustmentsUsd ?? 0) + usd })).totalUsd;
}

/** Federal marginal rate on the next $10,000 of ordinary income on the household's return, decimal. */
function federalOrdinaryRate(ctx: StrategyContext): number {
  return (
    taxOnReturn(ctx, (input) => ({ ...input, otherOrdinaryIncomeUsd: (input.otherOrdinaryIncomeUsd ?? 0) + 10_000 }))
      .federalUsd / 10_000
  );
}

/**
 * Oil and gas working interest with intangible drilling costs expensed (IRC §263(c)). Minimum net
 * worth 5,000,000 (earlier entry). Compared with the same investment whose drilling costs were
 * capitalised: the IDC is deducted in the year paid against wages and business income (a working
 * interest is not passive, §469(c)(3)), instead of over the wells' productive life. That is timing:
 * year 0 + the tax the deduction saves, years 1..recoveryYears − the tax the later cost recovery would
 * have saved. Percentage depletion (15% of gross production income, §613A(c)) then shelters part of
 * the income: a yearly saving while the wells produce. The sponsor's load is a cost. The wells'
 * economics (dry holes, prices) are not a tax benefit and are not counted: the investment can lose
 * money. Recapture on a sale (§1254) and the §461(l) excess business loss limit are named, not
 * modelled (the default investment keeps the deduction well under the limit for most filers).
 */
export const workingInterestIntangibleDrillingCosts = defineStrategy({
  id: "working-interest-intangible-drilling-costs",
  name: "Oil and Gas Working Interest (Intangible Drilling Costs)",
  category: "Investment Tax Planning",
  description:
    "An investment in a direct working interest in US oil and gas wells lets the investor deduct intangible drilling costs (typically 60–80% of the investment) in the year paid under §263(c). Because a working interest held without limited liability is not passive (§469(c)(3)), the deduction offsets wages and business income; production is then partly sheltered by percentage depletion. The deduction comes earlier, not in addition.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax saved by deducting investmentUsd × idcShare now − Σ tax the same amount ÷ recoveryYears would have saved in years 1..recoveryYears + Σ tax saved by percentage depletion of investmentUsd × annualIncomeYield × 0.15 for productionYears",
    variables: ["investmentUsd", "idcShare", "recoveryYears", "annualIncomeYield", "productionYears"],
  },
  costCalculation: {
    type: "one_time",
    formula: "investmentUsd × sponsorLoadRate",
    variables: ["investmentUsd", "sponsorLoadRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "speculative_investment",
    "unlimited_liability_of_working_interest",
    "recapture_on_sale",
    "accredited_investor_only",
  ],
  sources: [
    "IRC §263(c); Treas. Reg. §1.612-4 (election to expense intangible drilling costs)",
    "IRC §469(c)(3) (working interests not passive)",
    "IRC §613A(c) (15% percentage depletion for independent producers)",
    "IRC §1254 (recapture on disposition)",
    "IRC §461(l) (excess business loss limit)",
  ],
  domain: "business",
  variables: {
    investmentUsd: { unit: "USD", description: "Amount invested in the drilling program." },
    idcShare: { unit: "ratio", description: "Share of the investment that is intangible drilling cost." },
    recoveryYears: { unit: "years", description: "Years over which capitalised costs would otherwise be recovered." },
    annualIncomeYield: { unit: "rate", description: "Gross production income a year as a share of the investment." },
    productionYears: { unit: "years", description: "Years of production counted." },
    sponsorLoadRate: { unit: "ratio", description: "Sponsor fees and load as a share of the investment." },
  },
  defaults(ctx) {
    const investment = round(clamp(netWorth(ctx.household) * 0.03, 100_000, 1_000_000));
    return {
      investmentUsd: fixed(investment, `${formatUsd(investment)}: about 3% of net worth, $100,000–$1,000,000`),
      idcShare: fixed(0.7, "70% of the investment is intangible drilling cost"),
      recoveryYears: fixed(10, "costs otherwise recovered over about 10 years of production"),
      annualIncomeYield: fixed(0.12, "gross production income about 12% of the investment a year"),
      productionYears: fixed(10, "10 years of production counted"),
      sponsorLoadRate: fixed(0.1, "sponsor fees and load about 10%"),
    };
  },
  effects(v, ctx) {
    const idc = v.investmentUsd * v.idcShare;
    const recovery = Math.max(1, Math.round(v.recoveryYears));
    const depletion = v.investmentUsd * v.annualIncomeYield * ctx.household.tax.percentageDepletionRateOilGas;
    return {
      flows: [
        ...setup(v.investmentUsd * v.sponsorLoadRate, "sponsor fees and load"),
        at(
          0,
          deductionSaves(ctx, idc),
          "incomeTax",
          "tax deferred: intangible drilling costs deducted in the year paid",
          true,
        ),
        ...yearly(
          -deductionSaves(ctx, idc / recovery),
          1,
          recovery,
          "incomeTax",
          "tax the capitalised costs' recovery would have saved, already taken",
        ).map((f) => ({ ...f, deferral: true })),
        ...yearly(
          deductionSaves(ctx, depletion),
          1,
          Math.max(1, Math.round(v.productionYears)),
          "incomeTax",
          "tax saved: percentage depletion on production income",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "annualIncomeYield",
    mode: "add",
    spread: 0.06,
    description: "Production income 6 points lower / base / higher a year",
  },
  eligibility: allOf(
    check(
      (ctx) => federalOrdinaryRate(ctx) >= 0.32,
      (ctx) =>
        `The household's return taxes more ordinary income at ${Math.round(federalOrdinaryRate(ctx) * 100)}% federally, where an early deduction is worth most.`,
      "The household's ordinary income is taxed below the 32% federal bracket, where drilling deductions are worth too little for the risk.",
    ),
    check(
      (ctx) => ctx.facts.riskTolerance !== "conservative",
      "The client's risk tolerance allows a speculative energy investment.",
      "Drilling programs are speculative and suit aggressive or moderate investors, not a conservative one.",
    ),
    check(
      isAccreditedInvestor,
      "The client meets the accredited-investor test drilling programs require.",
      "Drilling programs are private placements for accredited investors, and the notes show neither net worth above $1,000,000 without the residence nor income above $200,000 ($300,000 for a couple).",
    ),
  ),
  answers: () => null,
  timeline: "Commit by year end; deduction in the year paid (with wells spudded by 31 March under the prepayment rule)",
  keyBenefits: [
    "60–80% of the investment deductible in year one against active income",
    "15% percentage depletion shelters production income",
    "Diversifies into real assets",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income tax", "deduction", "energy", "oil", "invest"],
  explanation: {
    overview:
      "Congress has long let oil and gas investors deduct the intangible costs of drilling immediately. Held as a working interest rather than a limited partnership unit, the deduction is not passive, so a high earner can offset salary or business income in the year of investment while owning a share of the wells' production. The deduction is earlier, not larger, and the wells can disappoint.",
    keyComponents: [
      "Direct working interest (general partner units converting to limited after drilling)",
      "Election to expense intangible drilling costs",
      "Percentage depletion on production income",
      "Recapture of IDC as ordinary income on a sale",
    ],
    steps: [
      step("Screen sponsors", "Review sponsor track record, well economics, fees and conversion terms.", "Weeks 1–4", [
        "Private placement memorandum",
      ]),
      step("Confirm tax fit", "Project the deduction against the §461(l) limit and AMT.", "Weeks 2–4", [
        "Tax projection",
      ]),
      step("Invest", "Subscribe as a general partner (working interest) before year end.", "By 31 December", [
        "Subscription documents",
        "Accredited investor verification",
      ]),
      step("Report", "Deduct IDC on the return; report production income and depletion yearly.", "Annually", [
        "Schedule K-1",
        "Schedule E",
      ]),
    ],
    prerequisites: ["High ordinary income", "Accredited investor status", "Tolerance for loss of the investment"],
    professionals: ["CPA with energy experience", "Investment adviser", "Attorney to review the offering"],
    secondaryBenefits: ["Inflation-linked income", "Diversification from financial assets"],
    taxAdvantages: ["Immediate deduction against active income", "Percentage depletion can exceed basis"],
    risks: [
      risk(
        "Dry holes and price swings",
        "Wells may produce little and energy prices are volatile.",
        "Invest only risk capital; diversify across many wells.",
      ),
      risk(
        "Liability as a general partner",
        "Working-interest owners bear liability until conversion.",
        "Sponsor insurance and conversion to limited partner after drilling.",
      ),
      risk(
        "Recapture and loss limits",
        "IDC is recaptured on sale; large deductions can exceed the excess business loss limit.",
        "Hold for production; size the investment to the limit.",
      ),
    ],
    marketRisks: ["Oil and gas prices", "Sponsor execution"],
    regulatoryConsiderations: ["Private placement under Regulation D", "Environmental liabilities of operators"],
    liquidityConsiderations: "Illiquid; sponsor buy-back offers, if any, are at a discount.",
    alternatives: [
      {
        strategy: "cost-segregation",
        whyNotChosen: "Accelerates depreciation on real estate the client already owns.",
      },
      {
        strategy: "real-estate-professional-status",
        whyNotChosen: "Makes rental losses non-passive instead.",
      },
    ],
    uniqueAdvantages: ["One of the few investments whose deduction offsets wages directly"],
    successMetrics: [
      metric("First-year deduction", "At least 60% of the investment", "At filing"),
      metric("Cumulative distributions", "Return of capital within 5–7 years", "Annually"),
    ],
    qualitativeIndicators: ["Sponsor reports are timely"],
    warningSignals: ["Production well below projections", "Capital calls"],
    reviewSchedule: "Annual review of production, distributions and tax reporting.",
    exitStrategy:
      "Hold for production income; sales trigger IDC recapture, while death gives heirs a stepped-up basis.",
  },
});
