import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, requires, risk, round, step } from "../kit.ts";
import { compareDrawdowns, drawdown, retirementIncome, yearsToRetirement } from "./lib/shared.ts";

/** Latest age a QLAC's payments may start: Treas. Reg. §1.401(a)(9)-6, Q&A-17(a)(2). */
const QLAC_LATEST_START_AGE = 85;

/**
 * Yearly payout of a QLAC bought 20 years before its payments start, as a share of the premium:
 * about one third (an assumption from published quotes, e.g. $125,000 at 65 paying about $40,000
 * a year from 85 for a woman, Kiplinger 2016; replace with a current quote). For other deferrals
 * the share is scaled by the discount rate for each year more or less (survival is left out).
 */
const PAYOUT_SHARE_AT_20_YEARS = 1 / 3;

/**
 * Qualified longevity annuity contract (Treas. Reg. §1.401(a)(9)-6, Q&A-17). Minimum net worth
 * 500,000.
 *
 * Part of the IRA buys a deferred income annuity paying from `incomeStartAge` (at most 85) for the
 * client's life (single life, an assumption). The premium, within the dollar limit
 * (`tax.qlacPremiumLimit`, SECURE 2.0 §202, which also repealed the 25% cap), leaves the RMD
 * balance until payments begin. Priced on two drawdowns of the IRA to the final death with the
 * real calculator (today's brackets and retirement income, an assumption):
 *   each year: + QLAC payments − the IRA withdrawals the premium would have paid; ± the tax difference;
 *   ± IRMAA two years later;
 *   at the final death: − the IRA the heirs would have inherited from the premium, + their tax on it.
 * Payments stop at the client's death in the household model (planning age 92); the insurer's
 * pricing is in the payout rate.
 */
export const qualifiedLongevityAnnuityContract = defineStrategy({
  id: "qualified-longevity-annuity-contract",
  name: "Qualified Longevity Annuity Contract (QLAC)",
  category: "Advanced Retirement Planning",
  description:
    "Part of an IRA buys a deferred income annuity starting as late as 85; that amount is excluded from RMDs until payments begin, and the payments are income the client cannot outlive.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years [qlacPremiumUsd × payoutRate from incomeStartAge − RMDs on the premium forgone] ± income-tax and IRMAA differences − IRA the heirs would have inherited + their tax on it; IRA preTaxBalanceUsd at growthRate, retirement income retirementIncomeUsd",
    variables: [
      "qlacPremiumUsd",
      "payoutRate",
      "incomeStartAge",
      "preTaxBalanceUsd",
      "growthRate",
      "retirementIncomeUsd",
    ],
  },
  costCalculation: {
    type: "minimal",
    formula:
      "the premium's IRA withdrawals forgone until incomeStartAge (no separate fee; the insurer's cost is in payoutRate)",
    variables: ["qlacPremiumUsd", "incomeStartAge"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Deferred lifetime income annuity inside the IRA.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["irrevocable_purchase", "insurer_credit_risk", "qlac_limit"],
  sources: [
    "Treas. Reg. §1.401(a)(9)-6, Q&A-17 (QLAC requirements; payments by 85)",
    "SECURE 2.0 Act §202 (dollar limit $200,000 indexed; 25% limit repealed)",
    "IRS Notice 2025-67 (2026 QLAC limit)",
    "Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table)",
  ],
  domain: "retirement",
  variables: {
    qlacPremiumUsd: { unit: "USD", description: "Premium paid from the IRA." },
    payoutRate: { unit: "rate", description: "Yearly payment as a share of the premium once payments start." },
    incomeStartAge: { unit: "years", description: "Age payments start (at most 85)." },
    preTaxBalanceUsd: { unit: "USD", description: "Pre-tax IRA balance today, premium included." },
    growthRate: { unit: "rate", description: "Growth of the IRA." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const balance = ctx.facts.retirementAccountsUsd ?? 0;
    const premium = round(Math.min(t.qlacPremiumLimit, balance * 0.25));
    const start = Math.max(h.primary.age + 1, QLAC_LATEST_START_AGE);
    const deferral = start - h.primary.age;
    const payout = PAYOUT_SHARE_AT_20_YEARS * (1 + h.tax.section7520Rate) ** (deferral - 20);
    return {
      qlacPremiumUsd: fixed(
        premium,
        `${formatUsd(premium)}: a quarter of the IRA, within the ${t.year} QLAC limit of ${formatUsd(t.qlacPremiumLimit)} (a sizing assumption; the 25% cap itself was repealed)`,
      ),
      payoutRate: fixed(
        Math.round(payout * 1000) / 1000,
        `${(payout * 100).toFixed(1)}% of the premium a year: about a third for a 20-year deferral (published quotes), scaled by the discount rate for a ${deferral}-year deferral (an assumption; use a current quote)`,
      ),
      incomeStartAge: fixed(start, `${start}: the latest start a QLAC allows`),
      preTaxBalanceUsd:
        ctx.facts.retirementAccountsUsd !== null
          ? fixed(balance, `${formatUsd(balance)}, as stated (all assumed pre-tax)`)
          : fixed(0, "retirement accounts not stated"),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: yearsToRetirement(ctx),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const premium = Math.min(v.qlacPremiumUsd, v.preTaxBalanceUsd);
    const startYear = Math.max(1, Math.round(v.incomeStartAge - h.primary.age));
    const clientDeath = h.primary.deathYear - h.year;
    const payment = premium * v.payoutRate;
    const common = {
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      years: h.yearsToFinalDeath,
    };
    const without = drawdown(ctx, { ...common, balanceUsd: v.preTaxBalanceUsd });
    const withIt = drawdown(ctx, {
      ...common,
      balanceUsd: v.preTaxBalanceUsd - premium,
      otherIncome: (t) => (t >= startYear && t < clientDeath ? payment : 0),
    });
    const flows = compareDrawdowns(ctx, without, withIt, {
      taxPaid: "income tax on the QLAC payments",
      taxSaved: "income tax saved: the premium is out of the RMD balance",
    });
    for (const [i, a] of without.years.entries()) {
      const b = withIt.years[i];
      if (!b) continue;
      const forgone = a.rmdUsd - b.rmdUsd;
      if (forgone >= 1) flows.push(at(i, -forgone, "income", "IRA withdrawals the premium would have paid"));
      if (b.otherIncomeUsd >= 1) flows.push(at(i, b.otherIncomeUsd, "income", "QLAC payments"));
    }
    const lost = without.endBalanceUsd - withIt.endBalanceUsd;
    if (lost >= 1)
      flows.push(at(h.yearsToFinalDeath, -lost, "other", "IRA the heirs would have inherited from the premium"));
    return { flows };
  },
  sensitivity: {
    variable: "payoutRate",
    mode: "multiply",
    spread: 0.2,
    description: "Payout 20% lower / base / 20% higher (insurer quotes)",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0,
      (ctx) =>
        `The client holds ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} in IRAs or plans to buy a QLAC with.`,
      "A QLAC is bought with IRA or plan money; the notes state none.",
    ),
    requires.ageAtLeast(60, "longevity annuities suit clients approaching RMD age"),
    check(
      (ctx) => ctx.household.primary.age < QLAC_LATEST_START_AGE,
      "The client is under 85, so payments can still be deferred.",
      "Payments must start by 85, and the client has reached it.",
    ),
    check(
      (ctx) => ctx.facts.riskTolerance !== "aggressive",
      "The client's risk tolerance suits guaranteed late-life income.",
      "An aggressive investor may prefer to keep the IRA invested.",
    ),
  ),
  answers: () => null,
  timeline: "Any time before 85; 2–4 weeks to buy",
  keyBenefits: ["Lower RMDs until payments start", "Income that cannot be outlived", "Simple longevity insurance"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "longevity", "comfortable", "rmd", "outlive"],
  explanation: {
    overview:
      "A QLAC trades part of an IRA for guaranteed income late in life. The premium, up to the indexed dollar limit, is excluded from the RMD balance until payments begin (by 85 at the latest), so RMDs are smaller meanwhile; from the start date the insurer pays for life. It pays off for a client who lives well past average life expectancy and insures against outliving savings.",
    keyComponents: [
      "Deferred income annuity held in the IRA",
      "Start date up to 85",
      "Optional return-of-premium death benefit and joint life",
    ],
    steps: [
      step(
        "Quote",
        "Compare carriers' payouts for the start age, single or joint life, with and without return of premium.",
        "Weeks 1–2",
        ["Quotes", "Insurer ratings"],
      ),
      step("Purchase", "Buy inside the IRA by direct transfer; the contract must be designated a QLAC.", "Weeks 2–4", [
        "Application",
        "IRA transfer form",
      ]),
      step("Exclude from RMDs", "Make sure the custodian leaves the contract out of the RMD balance.", "Each January", [
        "Custodian statement",
      ]),
    ],
    prerequisites: ["An IRA or plan balance", "Other assets to cover spending until the payments start"],
    professionals: ["Financial adviser", "Insurance adviser", "CPA"],
    secondaryBenefits: ["Lets the rest of the portfolio take more risk or be spent more freely"],
    taxAdvantages: ["RMD deferral on the premium until payments start"],
    risks: [
      risk("Early death", "Payments may never start.", "Return-of-premium death benefit, at a lower payout."),
      risk("Inflation", "Level payments lose purchasing power over 20 years.", "Choose a cost-of-living rider."),
      risk(
        "Insurer failure",
        "Payments depend on the insurer.",
        "Use highly rated carriers within state guaranty limits.",
      ),
    ],
    marketRisks: ["Payout rates depend on interest rates at purchase"],
    regulatoryConsiderations: ["Indexed dollar limit per person across all IRAs and plans"],
    liquidityConsiderations: "Irrevocable; no cash value until payments start.",
    alternatives: [
      {
        strategy: "social-security-claiming-strategy",
        whyNotChosen: "Delaying Social Security is cheaper longevity cover if not yet claimed.",
      },
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Reduces RMDs by paying tax now instead of deferring it.",
      },
    ],
    uniqueAdvantages: ["Pension-like income from an IRA, with RMD relief meanwhile"],
    successMetrics: [metric("Income floor", "Covers essential spending from 85", "Every 3 years")],
    qualitativeIndicators: ["The client worries about outliving savings"],
    warningSignals: [
      "Premium counted in the RMD balance",
      "Health changes that shorten life expectancy before purchase",
    ],
    reviewSchedule: "Every 3 years until payments begin.",
    exitStrategy: "Irrevocable once bought; decide before purchase.",
  },
});
