import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  check,
  clamp,
  fixed,
  investable,
  metric,
  ordinaryRate,
  portfolioGrowth,
  risk,
  round,
  step,
} from "../kit.ts";
import { wrapperFlows } from "./lib/shared.ts";

/**
 * Private placement life insurance. Minimum net worth 20,000,000.
 *
 * The tax benefit is tax-free growth: returns of tax-inefficient funds (hedge, private credit)
 * that would be taxed each year as ordinary income in a taxable account compound untaxed inside
 * the policy (IRC §7702, §817(h)), and the death benefit is income-tax-free (§101(a)). Flows, for
 * each year the policy is held (to the final death the household model assumes): the tax the
 * household's own return would have paid on that year's return (the real calculator, today's
 * brackets standing in for later years), less the policy's charges; the premium load now. Owned
 * by the client or a grantor trust; the estate effect of trust ownership is the trust's, not
 * counted here.
 */

/** Investments a qualified purchaser holds (Investment Company Act of 1940 §2(a)(51)(A)(i)), USD. */
const QUALIFIED_PURCHASER_USD = 5_000_000;

/** Combined federal and state rate on more ordinary income at which the wrapper pays off (an assumption). */
const HIGH_RATE = 0.35;
const highBracket = (ctx: StrategyContext) =>
  ordinaryRate(ctx, 100_000).value >= HIGH_RATE || ctx.facts.expectsLiquidityEvent;

export const privatePlacementLifeInsurance = defineStrategy({
  id: "private-placement-life-insurance",
  name: "Private Placement Life Insurance (PPLI)",
  category: "Insurance",
  description:
    "An institutionally priced variable universal life policy, sold only to qualified purchasers, whose separate account holds insurance-dedicated funds (hedge, private credit). Growth inside the policy is not taxed, withdrawals to basis and policy loans are tax-free, and the death benefit is income-tax-free; held in a trust it is also outside the estate.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over years [tax(value × grossReturn as ordinary income) − value × annualChargeRate], value growing at grossReturn − annualChargeRate from premiumsUsd × (1 − premiumLoadRate)",
    variables: ["premiumsUsd", "grossReturn", "years", "annualChargeRate", "premiumLoadRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "premiumsUsd × premiumLoadRate now + value × annualChargeRate each year",
    variables: ["premiumsUsd", "premiumLoadRate", "annualChargeRate", "years"],
  },
  lifeInsuranceComponent:
    "Variable universal life with the minimum death benefit that meets §7702, funded over 4–5 years to avoid modified endowment status.",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "investor_control_doctrine",
    "diversification_requirements",
    "insurance_product",
    "illiquid_underlying_funds",
  ],
  sources: [
    "IRC §7702 (life insurance contract definition)",
    "IRC §817(h) and Treas. Reg. §1.817-5 (separate account diversification)",
    "Rev. Rul. 2003-91 and Rev. Rul. 2003-92 (investor control)",
    "Webber v. Commissioner, 144 T.C. 324 (2015)",
    "IRC §101(a), §72(e), §7702A (death benefit, withdrawals, MEC rules)",
    "Investment Company Act of 1940 §2(a)(51) (qualified purchaser)",
  ],
  domain: "protection",
  family: "insurance-tax-wrapper",
  variables: {
    premiumsUsd: { unit: "USD", description: "Total premiums placed in the policy." },
    grossReturn: { unit: "rate", description: "Annual return of the underlying funds before tax." },
    years: { unit: "years", description: "Years the policy is held." },
    premiumLoadRate: { unit: "rate", description: "Premium tax and DAC load on premiums." },
    annualChargeRate: { unit: "rate", description: "Insurance, administration and M&E charges a year." },
  },
  defaults(ctx) {
    const liquid = Math.min(investable(ctx.household), ctx.household.balance.netWorthUsd);
    const premiums = round(clamp(liquid * 0.25, 0, 25_000_000));
    return {
      premiumsUsd: fixed(
        premiums,
        `a quarter of the ${formatUsd(liquid)} of investable assets, at most $25,000,000 (${formatUsd(premiums)})`,
      ),
      grossReturn: portfolioGrowth(ctx),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, held to the death the household model assumes`,
      ),
      premiumLoadRate: fixed(0.035, "state premium tax about 2% plus a DAC load about 1.5%"),
      annualChargeRate: fixed(0.01, "cost of insurance, administration and M&E about 1% a year"),
    };
  },
  effects(v, ctx) {
    const w = wrapperFlows(ctx, {
      premiumUsd: v.premiumsUsd,
      premiumLoadRate: v.premiumLoadRate,
      grossReturn: v.grossReturn,
      annualChargeRate: v.annualChargeRate,
      years: v.years,
      deferral: false,
    });
    return { flows: w.flows };
  },
  sensitivity: {
    variable: "grossReturn",
    mode: "add",
    spread: 0.02,
    description: "Fund returns 2 points lower / base / 2 points higher",
  },
  eligibility: allOf(
    check(
      (ctx) => investable(ctx.household) >= QUALIFIED_PURCHASER_USD,
      (ctx) =>
        `The client has ${formatUsd(investable(ctx.household))} of investments, above the $5,000,000 qualified-purchaser threshold PPLI requires.`,
      "PPLI is sold only to qualified purchasers with at least $5,000,000 of investments, which the notes do not show.",
    ),
    check(
      highBracket,
      (ctx) =>
        ctx.facts.expectsLiquidityEvent
          ? "A coming liquidity event will leave large proceeds facing top-bracket tax on their returns."
          : `The client's next $100,000 of ordinary income is taxed at ${(ordinaryRate(ctx, 100_000).value * 100).toFixed(1)}% federal and state, so returns taxed as ordinary income lose heavily to tax each year.`,
      "PPLI pays off when returns would be taxed at 35% or more, or after a liquidity event; the notes show neither.",
    ),
    check(
      (ctx) => ctx.household.primary.ageAssumed || ctx.household.primary.age <= 80,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; the design assumes an insurable client."
          : `At ${ctx.household.primary.age} the client can still be underwritten.`,
      (ctx) => `At ${ctx.household.primary.age} new coverage is usually too costly or unavailable.`,
    ),
  ),
  answers: () => null,
  timeline: "3–6 months",
  keyBenefits: [
    "Tax-free compounding of tax-inefficient strategies",
    "Institutional pricing far below retail variable life",
    "Income- and estate-tax-free death benefit when trust-owned",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["tax", "hedge", "alternative", "legacy", "growth", "insurance"],
  explanation: {
    overview:
      "PPLI wraps tax-inefficient investments in a low-cost life insurance policy. Returns that would be taxed each year at ordinary rates compound tax-free, can be reached through loans, and pass at death free of income tax; owned by a dynasty or irrevocable trust the policy is outside the estate too.",
    keyComponents: [
      "Variable universal life issued privately to a qualified purchaser",
      "Insurance-dedicated funds in a segregated account",
      "Independent investment manager (no policyholder control)",
      "Trust ownership for estate exclusion",
    ],
    steps: [
      step(
        "Suitability and design",
        "Confirm qualified-purchaser status, choose the funds and size premiums to stay a non-MEC if access is wanted.",
        "Weeks 1–4",
        ["Investor questionnaire", "Policy design with the carrier"],
      ),
      step("Create the owning trust", "Draft an irrevocable or dynasty trust to own the policy.", "Weeks 3–8", [
        "Trust agreement",
        "EIN",
      ]),
      step(
        "Underwrite and issue",
        "Medical underwriting, policy issue and allocation to insurance-dedicated funds.",
        "Weeks 6–16",
        ["Medical exam", "Subscription documents"],
      ),
      step(
        "Fund and monitor",
        "Pay premiums over 4–5 years; monitor diversification and investor-control compliance.",
        "Years 1–5, then annually",
        ["Premium schedule", "Quarterly separate-account reports"],
      ),
    ],
    prerequisites: ["Qualified purchaser status", "Insurability", "Long horizon"],
    professionals: ["PPLI specialist broker", "Estate planning attorney", "CPA", "Investment manager"],
    secondaryBenefits: ["Creditor protection of cash value in many states", "Simplified reporting (no K-1s)"],
    taxAdvantages: [
      "No current tax on separate-account income",
      "Withdrawals to basis and loans tax-free for non-MECs",
      "Death benefit free of income tax under §101(a)",
    ],
    risks: [
      risk(
        "Investor control",
        "If the policyholder directs investments, the IRS treats the assets as owned directly.",
        "Independent manager; no side communication about fund choices (Webber).",
      ),
      risk(
        "Diversification failure",
        "A separate account breaching §817(h) limits loses insurance treatment.",
        "Carrier-level compliance testing each quarter.",
      ),
      risk(
        "Illiquid funds",
        "Underlying funds may gate redemptions.",
        "Keep loan needs modest and hold liquid sleeves.",
      ),
    ],
    marketRisks: ["Hedge and private-credit fund performance", "Carrier credit (mitigated by segregated accounts)"],
    regulatoryConsiderations: [
      "Securities-law private placement rules",
      "Possible legislative limits on PPLI have been proposed",
    ],
    liquidityConsiderations: "Premiums are locked in; access is through loans and withdrawals after funding.",
    alternatives: [
      {
        strategy: "private-placement-variable-annuity",
        whyNotChosen: "Defers rather than eliminates tax and gets no step-up, but needs no underwriting.",
      },
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Retail permanent insurance adds estate liquidity but no investment tax shelter.",
      },
    ],
    uniqueAdvantages: ["Turns ordinary-income investment returns into tax-free death benefit"],
    successMetrics: [
      metric("Net return after policy charges", "Above the after-tax taxable return", "Annually"),
      metric("Diversification test", "Passed every quarter", "Quarterly"),
    ],
    qualitativeIndicators: ["Trustee and manager follow the investor-control protocol"],
    warningSignals: ["Client requests specific fund investments", "Policy nearing MEC limits unintentionally"],
    reviewSchedule: "Annual policy and fund review; quarterly compliance reports.",
    exitStrategy:
      "Keep to death; or reduce the death benefit, take loans, or exchange under §1035. A surrender taxes the gain as ordinary income.",
  },
});
