import { formatUsd } from "@fsa/shared";
import { UNREALISED_GAIN_SHARE } from "../../model/assumptions.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import type { IncomeTaxInput } from "../../tax/federal-income-tax.ts";
import { allOf, at, check, fixed, metric, risk, round, step, taxOnReturn } from "../kit.ts";

/** Federal tax counted as none when searching the 0% room, USD (floating-point noise of the calculator). */
const ZERO_TAX_TOLERANCE_USD = 0.01;

const addGain =
  (gainUsd: number) =>
  (input: IncomeTaxInput): IncomeTaxInput => ({
    ...input,
    longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) + gainUsd,
  });

/**
 * Long-term gain the household can realise this year with no federal income tax, USD: the largest
 * gain whose federal tax change on the household's own return is nil (the 0% bracket of IRC
 * §1(h)(1)(B), (j)(5), after the deductions and the other income on the return, and before NIIT or
 * a phase-out starts to bite), found by bisection with the real calculator, to the nearest dollar.
 */
export function zeroRateGainRoom(ctx: StrategyContext, limitUsd = 10_000_000): number {
  const federal = (gain: number) => taxOnReturn(ctx, addGain(gain)).federalUsd;
  if (federal(1) > ZERO_TAX_TOLERANCE_USD) return 0;
  let low = 0;
  let high = limitUsd;
  if (federal(high) <= ZERO_TAX_TOLERANCE_USD) return high;
  while (high - low > 0.01) {
    const mid = (low + high) / 2;
    if (federal(mid) <= ZERO_TAX_TOLERANCE_USD) low = mid;
    else high = mid;
  }
  return Math.round(low);
}

/** Unrealised gain in the taxable investments, USD: the stated value at the model's default gain share. */
const unrealisedGainOf = (ctx: StrategyContext): number =>
  (ctx.facts.taxableInvestmentsUsd ?? 0) * UNREALISED_GAIN_SHARE.value;

/** A year's first RMD in today's dollars (balance ÷ the Uniform Lifetime divisor at the starting age), USD. */
function firstRmdOf(ctx: StrategyContext): number {
  const balance = ctx.facts.retirementAccountsUsd ?? 0;
  return balance > 0 ? balance / ctx.household.tax.uniformLifetimeDivisorAtRmdStartAge : 0;
}

/**
 * Tax-gain harvesting in a year of low income. Minimum net worth 250,000 (earlier entry). Gain that
 * fits in the 0% federal bracket this year (`zeroRateGainRoom`, the real calculator) is realised
 * and the holdings bought back at once (no wash-sale rule for gains), raising their basis. Flows:
 * year 0 − the tax the gain costs now (state tax; federal nil by construction); at saleYears + the
 * tax the higher basis saves when the holdings are sold in a year of higher income. That later
 * year's return is today's plus the first required minimum distribution (retirement balance ÷ the
 * Uniform Lifetime divisor, in today's dollars, an assumption): without retirement accounts the
 * later year looks like today and the harvest saves nothing, which the figures show. Held until
 * death the step-up would raise the basis anyway.
 */
export const taxGainHarvesting = defineStrategy({
  id: "tax-gain-harvesting",
  name: "Tax-Gain Harvesting in Low-Income Years",
  category: "Tax Planning",
  description:
    "In a year of unusually low taxable income (early retirement, a sabbatical, a business loss year), appreciated securities are sold to realise gains that fall within the 0% long-term capital gains bracket and are immediately repurchased, raising basis at no federal tax. There is no wash-sale rule for gains. It pays only if the holdings are later sold in a year of higher income.",
  benefitCalculation: {
    type: "flat",
    formula:
      "tax(harvestableGainUsd as long-term gain) on the return of a later year with laterOrdinaryIncomeUsd more income, after saleYears − tax(harvestableGainUsd) this year (nil federally within the 0% bracket; state tax may apply)",
    variables: ["harvestableGainUsd", "laterOrdinaryIncomeUsd", "saleYears"],
  },
  costCalculation: { type: "minimal", formula: "reviewCostUsd", variables: ["reviewCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["state_tax_may_apply", "affects_income_based_benefits"],
  sources: [
    "IRC §1(h)(1)(B), (j)(5) (0% rate on long-term gains within the bracket)",
    "IRC §1091 (wash sales apply only to losses)",
    "Rev. Proc. 2025-32 (2026 thresholds)",
    "Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table)",
  ],
  domain: "business",
  variables: {
    harvestableGainUsd: { unit: "USD", description: "Gain realised at 0% federal this year." },
    laterOrdinaryIncomeUsd: {
      unit: "USD",
      description: "Ordinary income added in the year the holdings are sold (the first RMD).",
    },
    saleYears: { unit: "years", description: "Years until the harvested holdings are sold." },
    reviewCostUsd: { unit: "USD", description: "CPA projection of the year's taxable income." },
  },
  defaults(ctx) {
    const room = zeroRateGainRoom(ctx);
    const available = unrealisedGainOf(ctx);
    const gain = round(Math.min(room, available));
    const rmd = round(firstRmdOf(ctx));
    const h = ctx.household;
    const toRmd = Math.max(1, h.rmdStartYear - h.year);
    const saleYears = Math.min(toRmd, h.yearsToFinalDeath);
    return {
      harvestableGainUsd: fixed(
        gain,
        `${formatUsd(gain)}: the lesser of ${formatUsd(room)} of gain the household's return taxes at 0% federally and ${formatUsd(available)} of unrealised gain (${UNREALISED_GAIN_SHARE.why})`,
      ),
      laterOrdinaryIncomeUsd: fixed(
        rmd,
        rmd > 0
          ? `${formatUsd(rmd)}: the first required minimum distribution in today's dollars (retirement accounts ÷ ${h.tax.uniformLifetimeDivisorAtRmdStartAge})`
          : "no retirement accounts stated: the later year's income assumed as today's",
      ),
      saleYears: fixed(
        saleYears,
        `${saleYears} years: the holdings assumed sold once RMDs start in ${h.rmdStartYear} (held until death the step-up would raise the basis anyway)`,
      ),
      reviewCostUsd: fixed(500, "CPA income projection, about $500"),
    };
  },
  effects(v, ctx) {
    const gain = Math.max(0, v.harvestableGainUsd);
    if (gain === 0) return { flows: [at(0, -v.reviewCostUsd, "cost", "CPA income projection")] };
    const now = taxOnReturn(ctx, addGain(gain)).totalUsd;
    const laterIncome = (input: IncomeTaxInput): IncomeTaxInput => ({
      ...input,
      otherOrdinaryIncomeUsd: (input.otherOrdinaryIncomeUsd ?? 0) + Math.max(0, v.laterOrdinaryIncomeUsd),
    });
    const later =
      taxOnReturn(ctx, (input) => addGain(gain)(laterIncome(input))).totalUsd - taxOnReturn(ctx, laterIncome).totalUsd;
    return {
      flows: [
        at(0, -v.reviewCostUsd, "cost", "CPA income projection"),
        ...(now !== 0 ? [at(0, -now, "incomeTax", "tax on the harvested gain now (state; nil federally)")] : []),
        at(
          Math.max(1, Math.round(v.saleYears)),
          later,
          "incomeTax",
          "tax saved when the holdings are sold: their basis is higher by the harvested gain",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "laterOrdinaryIncomeUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Later-year income added half / as assumed / one and a half times",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.annualIncomeUsd !== null,
      "The notes state the household's income, so the 0% room can be measured.",
      "The notes give no income, so the room in the 0% capital-gains bracket cannot be measured.",
    ),
    check(
      (ctx) => unrealisedGainOf(ctx) > 0,
      (ctx) =>
        `The client holds ${formatUsd(ctx.facts.taxableInvestmentsUsd ?? 0)} of taxable investments with gains to harvest.`,
      "The notes show no taxable investments with unrealised gains.",
    ),
    check(
      (ctx) => zeroRateGainRoom(ctx) >= 1_000,
      (ctx) =>
        `The household's return leaves about ${formatUsd(zeroRateGainRoom(ctx))} of long-term gain taxed at 0% federally this year.`,
      "The household's income already fills the 0% capital-gains bracket, so a harvested gain would be taxed.",
    ),
  ),
  answers(ctx) {
    if (ctx.facts.annualIncomeUsd === null || unrealisedGainOf(ctx) <= 0) return null;
    const room = zeroRateGainRoom(ctx);
    return room >= 1_000
      ? {
          urgency: "client-specific",
          reason: `Income of ${formatUsd(ctx.facts.annualIncomeUsd)} leaves about ${formatUsd(room)} of gain taxed at 0% federally this year; the room is lost at 31 December.`,
        }
      : null;
  },
  timeline: "Before 31 December of the low-income year",
  keyBenefits: [
    "Raises basis at a 0% federal rate",
    "No wash-sale wait: repurchase immediately",
    "Reduces future tax on diversification",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "gain", "basis", "tax", "low income", "sabbatical"],
  explanation: {
    overview:
      "Long-term gains are taxed at 0% up to a taxable-income ceiling. In a low-income year the client can sell appreciated holdings up to that ceiling, pay no federal tax and buy them straight back with a higher basis, cutting tax on a later sale in a year of higher income. State tax may still apply now.",
    keyComponents: [
      "Year-end projection of taxable income",
      "Gains sized to the 0% ceiling",
      "Immediate repurchase",
      "Check of state tax and income-tested benefits",
    ],
    steps: [
      step(
        "Project income",
        "Estimate the year's taxable income including dividends and other gains.",
        "October–November",
        ["Year-to-date income", "Prior return"],
      ),
      step("Pick lots", "Select long-term lots with the most gain per dollar to fill the room.", "November", [
        "Tax-lot report",
      ]),
      step(
        "Sell and repurchase",
        "Sell and buy back the same or similar holdings the same day.",
        "Before 31 December",
        ["Trade confirmations"],
      ),
      step("Report", "Report the gains on Form 8949; keep new basis records.", "Tax return", ["Form 8949"]),
    ],
    prerequisites: ["A low-income year", "Taxable holdings with long-term gains"],
    professionals: ["CPA", "Investment adviser"],
    secondaryBenefits: [
      "Makes later rebalancing cheaper",
      "Can pair with Roth conversions in the same low-income years",
    ],
    taxAdvantages: ["0% federal rate on harvested gains", "Higher basis for the rest of life"],
    risks: [
      risk(
        "Overshooting the bracket",
        "Gains above the ceiling are taxed at 15% and can reduce credits.",
        "Leave a margin; do it in December with final numbers.",
      ),
      risk("State tax", "Most states tax the gain.", "Include state tax in the decision."),
      risk(
        "Income-tested benefits",
        "Higher AGI can raise Medicare premiums two years later or reduce ACA credits.",
        "Check IRMAA and ACA thresholds first.",
      ),
    ],
    marketRisks: ["None from the trade itself; holdings are repurchased"],
    regulatoryConsiderations: ["Thresholds are indexed each year"],
    liquidityConsiderations: "No cash needed; proceeds are reinvested at once.",
    alternatives: [
      {
        strategy: "direct-indexing-tax-loss-harvesting",
        whyNotChosen: "Harvests losses in high-income years instead.",
      },
      {
        strategy: "roth-conversion-low-bracket-years",
        whyNotChosen: "Uses the same low-income room for ordinary income instead of gains.",
      },
    ],
    uniqueAdvantages: ["A permanent basis increase at no federal tax"],
    successMetrics: [
      metric("Gain harvested at 0%", "All available room used", "Each low-income year"),
      metric("Federal tax on harvested gains", "Zero", "At filing"),
    ],
    qualitativeIndicators: ["The client plans low-income years ahead"],
    warningSignals: ["Unexpected income late in the year"],
    reviewSchedule: "Every year-end while income is low.",
    exitStrategy: "Stop when income rises; nothing to unwind.",
  },
});
