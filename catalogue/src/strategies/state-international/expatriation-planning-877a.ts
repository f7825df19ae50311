import { formatUsd } from "@fsa/shared";
import { PORTFOLIO_YIELD, UNREALISED_GAIN_SHARE } from "../../model/assumptions.ts";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { federalIncomeTax } from "../../tax/federal-income-tax.ts";
import { allOf, at, check, fixed, investable, metric, risk, round, setup, step, taxOn, yearly } from "../kit.ts";

/**
 * Expatriation planning for a US citizen or long-term resident. Minimum net worth 2,000,000.
 *
 * Fits only a client who says they mean to leave the United States for good and has ties abroad.
 * A covered expatriate (§877(a)(2): net worth of $2,000,000 or more, or average federal income tax
 * above the year's threshold, or no certification of five years' compliance) pays the §877A
 * exit tax: worldwide assets are deemed sold the day before expatriation, the gain above the
 * year's §877A(a)(3) exclusion taxed (long-term gain on the real calculator), and IRAs and other
 * specified tax-deferred accounts are treated as distributed (§877A(e), ordinary income). After
 * the exit, each year the US tax (federal and state) on the portfolio's dividends and interest is
 * no longer due, less the new country's tax on them (earnings abroad are left out; unrealised
 * gains would escape US tax at death by the basis step-up anyway).
 * Gifts and bequests from a covered expatriate to US persons bear the §2801 tax: no estate effect
 * is modelled, and the explanation says why.
 */

/** Goals that mention leaving the United States or giving up citizenship or a green card. */
const EXPATRIATION_GOALS =
  /renounc|expatriat|give up (us |u\.s\. )?citizenship|green card|leav\w* the (us|u\.s\.|united states)|move abroad|relocat\w* abroad|live abroad/;

const wantsToLeave = (ctx: StrategyContext) => EXPATRIATION_GOALS.test(ctx.facts.goals.join(" ").toLowerCase());

/** Federal income tax alone this year, as the real calculator computes it on the household's income, USD. */
const federalTax = (ctx: StrategyContext) => federalIncomeTax(ctx.household.incomeTaxInput).totalTaxUsd;

/** Whether the client is a covered expatriate on the facts, and why in words (§877(a)(2)(A)–(B)). */
function covered(ctx: StrategyContext): { covered: boolean; why: string } {
  const t = ctx.household.tax;
  const nw = ctx.household.balance.netWorthUsd;
  if (nw >= t.coveredExpatriateNetWorthThreshold)
    return {
      covered: true,
      why: `covered expatriate: net worth of ${formatUsd(nw)} at or above ${formatUsd(t.coveredExpatriateNetWorthThreshold)} (§877(a)(2)(B))`,
    };
  const fed = federalTax(ctx);
  if (fed > t.coveredExpatriateTaxLiabilityThreshold)
    return {
      covered: true,
      why: `covered expatriate: federal income tax of about ${formatUsd(fed)} a year, above the ${formatUsd(t.coveredExpatriateTaxLiabilityThreshold)} average-tax threshold (§877(a)(2)(A); this year's as the five-year average)`,
    };
  return { covered: false, why: "not a covered expatriate on these facts (compliance must still be certified)" };
}

export const expatriationPlanning877a = defineStrategy({
  id: "expatriation-planning-877a",
  name: "Expatriation Planning (§877A Covered Expatriate)",
  category: "Global Advanced Planning",
  description:
    "For a client leaving the United States for good, planning before renouncing citizenship or surrendering a long-term green card: testing covered-expatriate status, certifying five years of compliance, timing gains and gifts, and computing the mark-to-market exit tax above the §877A(a)(3) exclusion, so future income is taxed only by the new country.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year abroad: US tax on the portfolio's dividends and interest − foreignTaxRate × that income; now: − tax(max(0, unrealizedGainUsd − §877A(a)(3) exclusion) as long-term gain + retirementAccountsUsd as ordinary income) if covered",
    variables: [
      "usIncomeTaxUsd",
      "incomeAbroadUsd",
      "foreignTaxRate",
      "years",
      "unrealizedGainUsd",
      "retirementAccountsUsd",
    ],
  },
  costCalculation: {
    type: "one_time",
    formula: "adviceCostUsd + exit tax (covered expatriates only)",
    variables: ["adviceCostUsd", "unrealizedGainUsd", "retirementAccountsUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["exit_tax", "form_8854", "section_2801_transfer_tax", "irrevocable_decision"],
  sources: [
    "IRC §877A (mark-to-market exit tax; §877A(a)(3) exclusion; §877A(e) specified tax-deferred accounts)",
    "IRC §877(a)(2) (covered expatriate tests)",
    "IRC §2801 and Treas. Reg. §28.2801 (tax on US recipients of gifts and bequests from covered expatriates)",
    "Notice 2009-85 (guidance under §877A)",
    "IRC §7701(a)(50), §877(e)(2) (expatriation date; long-term resident)",
  ],
  domain: "state-international",
  variables: {
    usIncomeTaxUsd: {
      unit: "USD",
      description: "US income tax a year (federal and state) on the portfolio income, which ends with the exit.",
    },
    incomeAbroadUsd: { unit: "USD", description: "Portfolio income the new country taxes, a year." },
    foreignTaxRate: { unit: "rate", description: "Effective tax rate in the new country of residence." },
    years: { unit: "years", description: "Years of life abroad (to the final death the household model assumes)." },
    unrealizedGainUsd: {
      unit: "USD",
      description: "Built-in gain on worldwide assets at expatriation (covered only).",
    },
    retirementAccountsUsd: { unit: "USD", description: "IRAs treated as distributed at expatriation (covered only)." },
    adviceCostUsd: { unit: "USD", description: "Legal, tax and filing costs." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const c = covered(ctx);
    const gainBase = h.balance.netWorthUsd - h.balance.retirementUsd;
    const gain = c.covered ? round(Math.max(0, gainBase) * UNREALISED_GAIN_SHARE.value) : 0;
    const portfolio = Math.min(investable(h), h.balance.netWorthUsd);
    const income = portfolio * PORTFOLIO_YIELD.value;
    const usTax = taxOn(ctx, { longTermGainUsd: income });
    return {
      usIncomeTaxUsd: fixed(
        round(usTax),
        `${formatUsd(usTax)} a year of federal and state tax on the portfolio's dividends and interest, taxed as qualified dividends (earnings abroad are left out: where and what the client will earn is not known; US-source income stays taxable after the exit)`,
      ),
      incomeAbroadUsd: fixed(
        round(income),
        `${formatUsd(income)} a year: ${PORTFOLIO_YIELD.why}, on ${formatUsd(portfolio)} of investable assets`,
      ),
      foreignTaxRate: fixed(
        0.1,
        "10% effective rate in the new country (a low-tax or remittance regime; an assumption)",
      ),
      years: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years abroad, to the final death the household model assumes`,
      ),
      unrealizedGainUsd: fixed(
        gain,
        c.covered
          ? `${c.why}; built-in gain ${Math.round(UNREALISED_GAIN_SHARE.value * 100)}% of the non-retirement assets (${formatUsd(gain)}; ${UNREALISED_GAIN_SHARE.why})`
          : c.why,
      ),
      retirementAccountsUsd: fixed(
        c.covered ? round(h.balance.retirementUsd) : 0,
        c.covered
          ? `${formatUsd(h.balance.retirementUsd)} of retirement accounts treated as distributed (§877A(e))`
          : c.why,
      ),
      adviceCostUsd: fixed(75_000, "legal, tax and filing work, about $75,000"),
    };
  },
  effects(v, ctx) {
    const exclusion = ctx.household.tax.expatriationExclusionAmount;
    const taxable = Math.max(0, v.unrealizedGainUsd - exclusion);
    const exitTax =
      taxable > 0 || v.retirementAccountsUsd > 0
        ? taxOn(ctx, { longTermGainUsd: taxable, ordinaryUsd: v.retirementAccountsUsd })
        : 0;
    const netEachYear = v.usIncomeTaxUsd - v.foreignTaxRate * v.incomeAbroadUsd;
    return {
      flows: [
        ...setup(v.adviceCostUsd, "legal, tax and filing work"),
        ...(exitTax > 0
          ? [at(0, -exitTax, "incomeTax", "§877A exit tax on the deemed sale and deemed IRA distribution")]
          : []),
        ...yearly(netEachYear, 1, v.years, "incomeTax", "US income tax no longer due, less the new country's tax"),
      ],
    };
  },
  sensitivity: {
    variable: "foreignTaxRate",
    mode: "add",
    spread: 0.1,
    description: "New country's rate 0% / 10% / 20%",
  },
  eligibility: allOf(
    check(
      wantsToLeave,
      "The client's goals mention leaving the United States or giving up citizenship or a green card.",
      "The notes do not mention a plan to leave the United States or give up citizenship or a green card.",
    ),
    check(
      (ctx) => ctx.facts.hasNonUsAssets,
      "The client has assets and ties outside the United States.",
      "Expatriation needs another residence or citizenship; the notes show no ties outside the United States.",
    ),
  ),
  answers: (ctx) =>
    wantsToLeave(ctx)
      ? {
          urgency: "client-specific",
          reason:
            "The client means to leave the United States: covered-expatriate status and the exit tax must be settled before the expatriation date.",
        }
      : null,
  timeline: "6–12 months before the expatriation date",
  keyBenefits: [
    "Ends US worldwide taxation after the exit",
    "Exit tax computed and minimised before the irrevocable step",
    "Avoids becoming covered through a compliance failure",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["renounce", "expatriate", "abroad", "citizenship", "green card", "leave"],
  explanation: {
    overview:
      "US citizens are taxed on worldwide income wherever they live. Giving up citizenship (or a long-held green card) ends that, but a covered expatriate (net worth of $2 million or more, high average tax, or failure to certify compliance) pays an exit tax on unrealised gains above the exclusion, and later gifts and bequests to US family are taxed under §2801, which usually cancels any estate-tax advantage for US heirs.",
    keyComponents: [
      "Covered-expatriate tests: net worth, average tax liability, five-year compliance certification",
      "Mark-to-market deemed sale with the §877A(a)(3) exclusion",
      "Special rules for deferred compensation, IRAs and trust interests",
      "Form 8854 with the final return",
    ],
    steps: [
      step(
        "Status test",
        "Test net worth, five-year average tax and compliance; fix any missed filings.",
        "Months 1–3",
        ["Five years of returns", "Balance sheet", "FBAR history"],
      ),
      step(
        "Pre-exit planning",
        "Harvest losses, time gains, make gifts to US family before becoming covered, and plan retirement accounts.",
        "Months 2–9",
        ["Exit tax projection", "Gift plan"],
      ),
      step(
        "Establish the new residence",
        "Secure the new citizenship or residence and its tax treatment.",
        "Months 3–12",
        ["Foreign residence or passport", "Foreign tax advice"],
      ),
      step(
        "Expatriate and file",
        "Renounce at a consulate or file Form I-407; file the dual-status return and Form 8854.",
        "Expatriation date and following year",
        ["Certificate of Loss of Nationality or I-407", "Form 8854"],
      ),
    ],
    prerequisites: ["Another citizenship or secure residence", "Five years of US tax compliance"],
    professionals: ["International tax attorney", "Immigration attorney", "CPA", "Foreign tax adviser"],
    secondaryBenefits: ["Ends FBAR and Form 8938 reporting", "Simplifies banking abroad"],
    taxAdvantages: ["No US tax on foreign income after expatriation", "No US estate tax on non-US assets"],
    risks: [
      risk(
        "Covered status by mistake",
        "Failing to certify five years of compliance makes anyone covered.",
        "Catch up filings (streamlined procedures) before the expatriation date.",
      ),
      risk(
        "§2801 tax on heirs",
        "US children receiving gifts or bequests from a covered expatriate pay 40%.",
        "Make gifts before expatriating or keep heirs' inheritances outside the US.",
      ),
      risk(
        "Irreversibility",
        "Renunciation cannot be undone and limits future US visits and work.",
        "Decide with full family and immigration advice.",
      ),
    ],
    marketRisks: ["Asset values on the expatriation date set the exit tax"],
    regulatoryConsiderations: ["US-source income (US dividends, real estate) stays taxable as a non-resident"],
    liquidityConsiderations: "The exit tax is due with the final return unless deferral with security is elected.",
    alternatives: [
      { strategy: "foreign-tax-credit-optimization", whyNotChosen: "Reduces double tax while keeping citizenship." },
      { strategy: "state-residency-change", whyNotChosen: "Cuts state tax only; federal worldwide tax remains." },
    ],
    uniqueAdvantages: ["The only way to end US worldwide taxation"],
    successMetrics: [
      metric("Exit tax versus projection", "Within 10%", "At expatriation"),
      metric("Form 8854 and final returns", "Filed on time", "Year after exit"),
    ],
    qualitativeIndicators: ["The family accepts the consequences for US heirs"],
    warningSignals: ["Missing prior-year filings", "US heirs expected to inherit large sums"],
    reviewSchedule: "Monthly during the planning year.",
    exitStrategy: "Renunciation is permanent; before it, the plan can be abandoned at any point.",
  },
});
