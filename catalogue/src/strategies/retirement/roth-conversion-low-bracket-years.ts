import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, grow, metric, portfolioGrowth, risk, round, step, yearly } from "../kit.ts";
import {
  bracketRoom,
  compareDrawdowns,
  drawdown,
  retirementIncome,
  yearBase,
  yearsToRetirement,
} from "./lib/shared.ts";

/**
 * The lowest bracket a conversion fills to the top of: the 10% bracket alone is too small to be
 * worth a conversion year, so a return in it is filled through the 12% bracket (§1(j)(2)); a
 * planning choice, not a rule of law.
 */
const LOW_BRACKET_RATE = 0.12;

/**
 * Roth conversions in low-bracket years (IRC §408A(d)(3)). Minimum net worth 500,000.
 *
 * Each year from retirement (now, for a retired client) until RMDs begin (`rmdStartYear`: 73 for
 * those born 1951–1959, 75 for 1960 or later, IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 §107)
 * the client converts pre-tax IRA money up to the top of the bracket that year's return is in.
 * Priced with the real calculator on two drawdowns of the same IRA to the final death (today's
 * brackets and the household's retirement income stand in for future years, an assumption):
 *   conversion years: − tax on the conversion stacked on the year's return;
 *   RMD years: + tax saved on the smaller RMDs (Uniform Lifetime Table, Treas. Reg. §1.401(a)(9)-9(c));
 *   two years after each year on Medicare: ± the IRMAA surcharge difference (42 CFR §418.1135);
 *   10 years after the final death: + the heirs' tax avoided on the smaller inherited IRA (§401(a)(9)(H)).
 * The converted money is assumed to come out of the Roth on the schedule the IRA would have
 * followed, so the family's gross cash is the same and only the taxes differ. The estate is
 * smaller by the net extra tax paid during life (grown to the final death), which the household
 * prices as estate tax saved.
 */
export const rothConversionLowBracketYears = defineStrategy({
  id: "roth-conversion-low-bracket-years",
  name: "Roth Conversions in Low-Bracket Years",
  category: "Advanced Retirement Planning",
  description:
    "In years when income is unusually low (after retirement and before RMDs, or in a year with a business loss), the client converts pre-tax IRA money to Roth up to the top of the current bracket, paying tax at today's lower rate instead of the higher rate RMDs would face later, and leaving heirs a Roth instead of a taxable IRA.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ RMD years [tax(RMD without conversions) − tax(RMD with)] − Σ conversion years tax(annualConversionUsd on the year's return) ± IRMAA two years later + heirs' tax on the IRA left, over 10 years; IRA preTaxBalanceUsd growing at growthRate, conversions from conversionStartYears for conversionYears, retirement income retirementIncomeUsd",
    variables: [
      "preTaxBalanceUsd",
      "annualConversionUsd",
      "conversionStartYears",
      "conversionYears",
      "growthRate",
      "retirementIncomeUsd",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd × conversionYears",
    variables: ["planningCostUsd", "conversionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["conversion_irrevocable", "irmaa_two_year_lookback", "five_year_rule"],
  sources: [
    "IRC §408A(d)(3) (conversion taxed as ordinary income)",
    "IRC §408A(d)(6)(B)(iii) (recharacterisation of conversions repealed by Pub. L. 115-97 §13611)",
    "IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 Act §107 (RMD age 73 or 75 by birth year)",
    "Treas. Reg. §1.401(a)(9)-9(c) (Uniform Lifetime Table)",
    "IRC §401(a)(9)(H) (10-year rule for heirs)",
    "IRC §1(j) as made permanent by Pub. L. 119-21 §70101; Rev. Proc. 2025-32 (2026 brackets)",
    "42 CFR §418.1115, §418.1135 (IRMAA and its two-year look-back)",
  ],
  domain: "retirement",
  family: "pre-tax-drawdown",
  variables: {
    preTaxBalanceUsd: { unit: "USD", description: "Pre-tax IRA and 401(k) balance today." },
    annualConversionUsd: {
      unit: "USD",
      description: "Converted each year (with any RMD of the year, which comes first and counts against it).",
    },
    conversionStartYears: { unit: "years", description: "Years from now to the first conversion year." },
    conversionYears: { unit: "years", description: "Number of conversion years." },
    growthRate: { unit: "rate", description: "Growth of the IRA and the Roth." },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Tax projection each conversion year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const stated = ctx.facts.retirementAccountsUsd;
    const retire = yearsToRetirement(ctx);
    const income = retirementIncome(ctx);
    const toRmd = Math.max(0, Math.ceil(h.rmdStartYear - h.year));
    const start = retire.value;
    const years = Math.max(1, toRmd - start);
    const room = bracketRoom(ctx, yearBase(ctx, start, retire.value, income.value), LOW_BRACKET_RATE);
    return {
      preTaxBalanceUsd:
        stated !== null
          ? fixed(stated, `${formatUsd(stated)} of retirement accounts, as stated (all assumed pre-tax)`)
          : fixed(0, "retirement accounts not stated"),
      annualConversionUsd: fixed(
        round(room.roomUsd),
        room.roomUsd > 0
          ? `${formatUsd(room.roomUsd)}: fills the ${Math.round(room.rate * 100)}% bracket to its top (taxable income ${formatUsd(room.bracketTopUsd)}) on the conversion-year return${room.currentRate < room.rate ? " (a return in the 10% bracket is filled through the 12% bracket)" : ""}; less once the IRA runs low`
          : "0: the conversion-year return is already in the 37% bracket, which has no top to fill",
      ),
      conversionStartYears: fixed(
        start,
        start === 0 ? "0: converting from this year" : `${start} years, from retirement`,
      ),
      conversionYears: fixed(
        years,
        toRmd > start
          ? `${years} years, until RMDs begin in ${Math.ceil(h.rmdStartYear)} (IRC §401(a)(9)(C)(v), by birth year)`
          : "1 year: RMDs have begun or begin before the first conversion year",
      ),
      growthRate: portfolioGrowth(ctx),
      retirementIncomeUsd: income,
      retireInYears: retire,
      planningCostUsd: fixed(1_000, "tax projection about $1,000 a conversion year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const start = Math.max(0, Math.round(v.conversionStartYears));
    const n = Math.max(1, Math.round(v.conversionYears));
    const common = {
      balanceUsd: v.preTaxBalanceUsd,
      growthRate: v.growthRate,
      retireInYears: v.retireInYears,
      retirementIncomeUsd: v.retirementIncomeUsd,
      years: h.yearsToFinalDeath,
    };
    const without = drawdown(ctx, common);
    const withIt = drawdown(ctx, {
      ...common,
      extra: (t, rmd) => (t >= start && t < start + n ? Math.max(0, v.annualConversionUsd - rmd) : 0),
    });
    const flows = [
      ...compareDrawdowns(ctx, without, withIt, {
        taxPaid: "income tax on the Roth conversion",
        taxSaved: "income tax saved on smaller RMDs",
      }),
      ...yearly(-v.planningCostUsd, start, start + n - 1, "cost", "tax projection for the conversion"),
    ];
    // Net extra income tax paid during life leaves the estate (grown to the final death).
    let extraTax = 0;
    for (const [i, a] of without.years.entries()) {
      const b = withIt.years[i];
      if (b) extraTax += grow(b.incomeTaxUsd - a.incomeTaxUsd, v.growthRate, h.yearsToFinalDeath - i);
    }
    const estate = extraTax >= 0 ? { removedUsd: extraTax } : { addedUsd: -extraTax };
    return { flows, estate };
  },
  sensitivity: {
    variable: "retirementIncomeUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Retirement income half / base / 1.5× (the bracket RMDs would fall in)",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0,
      (ctx) => `The client holds ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} in retirement accounts to convert.`,
      "A Roth conversion needs a pre-tax IRA or 401(k) balance; the notes state none.",
    ),
    check(
      (ctx) => {
        const retire = yearsToRetirement(ctx).value;
        return (
          bracketRoom(ctx, yearBase(ctx, retire, retire, retirementIncome(ctx).value), LOW_BRACKET_RATE).roomUsd > 0
        );
      },
      (ctx) => {
        const retire = yearsToRetirement(ctx).value;
        const r = bracketRoom(ctx, yearBase(ctx, retire, retire, retirementIncome(ctx).value), LOW_BRACKET_RATE);
        return `In the conversion years the household's return is in the ${Math.round(r.rate * 100)}% bracket, with ${formatUsd(r.roomUsd)} of room to its top.`;
      },
      "In the conversion years the household's return is already in the 37% bracket, so no lower bracket is left to fill.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    const h = ctx.household;
    if ((f.retirementAccountsUsd ?? 0) <= 0) return null;
    const toRmd = Math.ceil(h.rmdStartYear - h.year);
    if (toRmd <= 0)
      return {
        urgency: "client-specific",
        reason: `RMDs began in ${Math.ceil(h.rmdStartYear)}; conversions can still shrink later RMDs and the heirs' tax.`,
      };
    const near =
      f.isRetired === true ||
      (f.plannedRetirementAge !== null && f.plannedRetirementAge - h.primary.age <= 5) ||
      h.primary.age >= 58;
    if (!h.primary.ageAssumed && near && toRmd <= 15)
      return {
        urgency: "time-critical",
        reason: `The client is ${h.primary.age}${f.isRetired === true ? " and retired" : ""} with ${formatUsd(f.retirementAccountsUsd ?? 0)} pre-tax; RMDs begin in ${Math.ceil(h.rmdStartYear)}, and the years before then are the window to convert at lower brackets.`,
      };
    return {
      urgency: "client-specific",
      reason: `The client holds ${formatUsd(f.retirementAccountsUsd ?? 0)} in pre-tax retirement accounts that low-income years can convert to Roth.`,
    };
  },
  timeline: "Each year of the low-income window, usually in the fourth quarter",
  keyBenefits: [
    "Pays tax at today's lower bracket",
    "Shrinks future RMDs and Medicare IRMAA exposure",
    "Leaves heirs a Roth instead of a taxable IRA",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "roth", "conversion", "rmd", "heirs", "tax"],
  explanation: {
    overview:
      "A Roth conversion is taxed as ordinary income in the year of conversion, so the best years to convert are those with unusually low income. Filling the current bracket each year before RMDs start (at 73 or 75, by birth year) moves money into a Roth at the lower rate; the converted amount and its growth are never taxed again, later RMDs are smaller, and heirs inherit a Roth instead of a taxable IRA they must empty within ten years.",
    keyComponents: [
      "Bracket-filling conversion amount each year",
      "Tax paid from taxable cash, not the IRA",
      "Coordination with IRMAA, ACA credits and Social Security",
    ],
    steps: [
      step(
        "Project",
        "Project income, the RMDs from the required beginning age and the brackets both ways.",
        "Month 1",
        ["IRA statements", "Tax return"],
      ),
      step(
        "Convert",
        "Convert the bracket-filling amount late in the year once income is known.",
        "Each November–December",
        ["Conversion request"],
      ),
      step(
        "Pay the tax",
        "Pay from taxable funds through estimated payments or withholding from other income.",
        "By the next quarterly deadline",
        ["Estimated tax voucher"],
      ),
      step("Repeat", "Re-run the projection each year; stop when income rises.", "Annually", ["Updated projection"]),
    ],
    prerequisites: ["Pre-tax IRA balance", "A year of low income", "Cash outside the IRA to pay the tax"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: [
      "Lower RMDs and IRMAA later",
      "Roth passes to heirs income-tax-free (the 10-year rule still applies)",
      "Income tax paid before death leaves the taxable estate",
    ],
    taxAdvantages: ["Tax-free growth after conversion", "No lifetime RMDs on Roth IRAs (§408A(c)(5))"],
    risks: [
      risk(
        "Future rate lower than today's",
        "A lower future rate makes conversion a loss.",
        "Convert only to the top of the current bracket and re-project each year.",
      ),
      risk(
        "No recharacterisation",
        "A conversion cannot be undone since 2018.",
        "Convert late in the year when income is known.",
      ),
      risk(
        "Medicare IRMAA",
        "Conversions from 63 can raise Medicare premiums two years later.",
        "Size conversions against the IRMAA tiers; the figures count the surcharge.",
      ),
    ],
    marketRisks: ["A market fall after conversion means tax was paid on a higher value"],
    regulatoryConsiderations: [
      "Brackets were made permanent by Pub. L. 119-21, reducing the risk of a scheduled rise",
      "Each conversion starts its own five-year clock for penalty-free access before 59½",
    ],
    liquidityConsiderations:
      "The tax is paid from taxable accounts; converted amounts are locked for five years for those under 59½.",
    alternatives: [
      {
        strategy: "required-minimum-distribution-planning",
        whyNotChosen: "Withdrawing instead of converting leaves later growth taxable.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Removes IRA money tax-free only for gifts to charity, from 70½.",
      },
    ],
    uniqueAdvantages: ["Permanently removes the converted amount and its growth from income tax"],
    successMetrics: [
      metric("Marginal rate on conversions", "Below the projected RMD rate", "Annually"),
      metric("Projected first RMD", "Falling each year", "Annually"),
    ],
    qualitativeIndicators: ["Client willing to pay tax now for lower taxes later"],
    warningSignals: ["Conversion pushed into a higher bracket or IRMAA tier", "Tax paid from the IRA itself"],
    reviewSchedule: "Each autumn with a tax projection.",
    exitStrategy: "Stop converting in any year; earlier conversions stay Roth.",
  },
});
