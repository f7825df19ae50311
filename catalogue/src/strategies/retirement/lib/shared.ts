import { formatUsd } from "@fsa/shared";
import { PORTFOLIO_YIELD, UNREALISED_GAIN_SHARE } from "../../../model/assumptions.ts";
import type { IncomeTaxDelta } from "../../../model/household.ts";
import type { CashFlow, StrategyContext } from "../../../model/strategy.ts";
import { additionalMedicareTax, federalIncomeTax, type IncomeTaxInput } from "../../../tax/federal-income-tax.ts";
import { federalParametersFor, ORDINARY_RATES } from "../../../tax/federal-parameters.ts";
import { irmaaFor, uniformLifetimeDivisor } from "../../../tax/retirement.ts";
import type { VariableValue } from "../../../types.ts";
import { at, fixed, round, taxOn } from "../../kit.ts";
import { primaryInsuranceAmount, TAXABLE_SHARE } from "./social-security.ts";

/**
 * Helpers the retirement strategies share (issue #13 item 6): the household's return in a future
 * year (today's while the client works, the retirement return after), tax on income stacked on
 * that return with the real calculator, the bracket room of a return, Medicare IRMAA, a pre-tax
 * account drawn down with RMDs (Treas. Reg. §1.401(a)(9)-5, -9), the heirs' tax under the 10-year
 * rule (§401(a)(9)(H)), and an account compared with a taxable account. Amounts USD nominal in
 * the year they happen, rates decimals, years counted from now (0 = this year).
 *
 * Two assumptions live here until the model's assumptions file carries them (reported to the
 * lead): the retirement age when the notes give none, and income in retirement.
 */

/**
 * Retirement age assumed for a working client whose notes give none: 67, the age from which the
 * household model treats a client of unstated status as retired (model/household.ts), and the full
 * retirement age for Social Security of those born 1960 or later (42 U.S.C. §416(l)(1)(C)).
 */
export const ASSUMED_RETIREMENT_AGE = 67;

/**
 * Ordinary income in retirement other than the withdrawals a strategy models (Social Security,
 * pensions, part-time work), as a share of a working household's income today: one half. An
 * assumption, the common planning range of income replacement from sources other than savings.
 */
export const RETIREMENT_INCOME_SHARE = 0.5;

/** Years over which heirs empty an inherited IRA: IRC §401(a)(9)(H)(i) (SECURE Act §401). */
export const INHERITED_IRA_YEARS = 10;

/** True when the household's return today carries wages (the client works). */
export const isWorking = (ctx: StrategyContext): boolean => (ctx.household.incomeTaxInput.wagesUsd ?? 0) > 0;

/** Today's wages on the household's return, USD. */
export const wagesOf = (ctx: StrategyContext): number => ctx.household.incomeTaxInput.wagesUsd ?? 0;

/** Years until the client retires: 0 when retired; the planned age; else ASSUMED_RETIREMENT_AGE. */
export function yearsToRetirement(ctx: StrategyContext): VariableValue {
  const p = ctx.household.primary;
  const f = ctx.facts;
  if (!isWorking(ctx)) {
    return fixed(
      0,
      f.isRetired === true ? "0: the client is retired, as stated" : "0: the notes show no earned income",
    );
  }
  if (f.plannedRetirementAge !== null) {
    const years = Math.max(0, f.plannedRetirementAge - p.age);
    return fixed(years, `${years} years, to the planned retirement at ${f.plannedRetirementAge}`);
  }
  const years = Math.max(0, ASSUMED_RETIREMENT_AGE - p.age);
  return fixed(
    years,
    `${years} years, to retirement at ${ASSUMED_RETIREMENT_AGE} (retirement age not stated; an assumption)${p.ageAssumed ? "; age not stated, the model's default" : ""}`,
  );
}

/**
 * Ordinary income in retirement before the withdrawals a strategy models, USD a year.
 * Retired: today's income other than wages. Working: the sources a retiree of this household has,
 * never more than RETIREMENT_INCOME_SHARE of today's income: Social Security at the full
 * retirement age on today's earnings capped at the wage base (the PIA formula, 42 U.S.C. §415(a);
 * for a legally married couple the spouse's spousal half, 42 U.S.C. §402(b)(2), an assumption
 * when the spouse's own record is unknown), 85% of it taxable (IRC §86(a)(2)), plus the taxable
 * portfolio's yield (PORTFOLIO_YIELD). With a pension the notes do not size, the share itself.
 */
export function retirementIncome(ctx: StrategyContext): VariableValue {
  if (!isWorking(ctx)) {
    const other = ctx.household.incomeTaxInput.otherOrdinaryIncomeUsd ?? 0;
    return fixed(round(other), `${formatUsd(other)} a year, today's income (the client no longer works)`);
  }
  const wages = wagesOf(ctx);
  const share = round(wages * RETIREMENT_INCOME_SHARE);
  if (ctx.facts.hasPension)
    return fixed(
      share,
      `${formatUsd(share)} a year: half of today's income from Social Security, the pension and other sources in retirement (an assumption; the notes do not size the pension)`,
    );
  const h = ctx.household;
  const covered = Math.min(wages, h.tax.socialSecurityWageBase);
  const own = 12 * primaryInsuranceAmount(covered / 12);
  const spousal = h.legallyMarried ? own / 2 : 0;
  const socialSecurity = (own + spousal) * TAXABLE_SHARE;
  const portfolio = h.balance.taxableUsd * PORTFOLIO_YIELD.value;
  const sources = round(socialSecurity + portfolio);
  if (sources >= share)
    return fixed(
      share,
      `${formatUsd(share)} a year: half of today's income (Social Security and the portfolio's income would be more; an assumption)`,
    );
  return fixed(
    sources,
    `${formatUsd(sources)} a year: Social Security of about ${formatUsd(round(own + spousal))} at full retirement age on today's ${formatUsd(covered)} of covered earnings${spousal > 0 ? " with the spouse's half" : ""} (85% taxable), plus ${formatUsd(round(portfolio))} of portfolio income (${(PORTFOLIO_YIELD.value * 100).toFixed(1)}% of the taxable account); an assumption, the SSA statement replaces it`,
  );
}

/** Sum of income-tax deltas, field by field. */
export function sumDeltas(...ds: IncomeTaxDelta[]): IncomeTaxDelta {
  const out: Required<IncomeTaxDelta> = {
    ordinaryUsd: 0,
    longTermGainUsd: 0,
    wagesUsd: 0,
    charitableCashUsd: 0,
    charitableCapitalGainPropertyUsd: 0,
    itemizedUsd: 0,
  };
  for (const d of ds) {
    out.ordinaryUsd += d.ordinaryUsd ?? 0;
    out.longTermGainUsd += d.longTermGainUsd ?? 0;
    out.wagesUsd += d.wagesUsd ?? 0;
    out.charitableCashUsd += d.charitableCashUsd ?? 0;
    out.charitableCapitalGainPropertyUsd += d.charitableCapitalGainPropertyUsd ?? 0;
    out.itemizedUsd += d.itemizedUsd ?? 0;
  }
  return out;
}

/** Tax of the same return asked again (a year's base in a drawdown), by household. */
const baseTaxCache = new WeakMap<object, Map<string, number>>();

/** `taxOn` for a return used as a base many times, remembered per household. */
function baseTax(ctx: StrategyContext, base: IncomeTaxDelta): number {
  let cache = baseTaxCache.get(ctx.household);
  if (!cache) {
    cache = new Map();
    baseTaxCache.set(ctx.household, cache);
  }
  const key = JSON.stringify(sumDeltas(base));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = taxOn(ctx, base);
  cache.set(key, value);
  return value;
}

/**
 * Federal + state income tax on `extra` stacked on the return `base` (a delta from today's
 * return), USD (positive: more tax). The real calculator: tax(base + extra) − tax(base).
 */
export const taxOnTop = (ctx: StrategyContext, base: IncomeTaxDelta, extra: IncomeTaxDelta): number =>
  taxOn(ctx, sumDeltas(base, extra)) - baseTax(ctx, base);

/**
 * The household's return in year `year` as a delta from today's: today's while the client works,
 * then the retirement return (no wages; `retirementIncomeUsd` of other ordinary income). Today's
 * brackets, deductions and portfolio income stand in for the future year (an assumption).
 */
export function yearBase(
  ctx: StrategyContext,
  year: number,
  retireInYears: number,
  retirementIncomeUsd: number,
): IncomeTaxDelta {
  if (year < retireInYears) return {};
  const input = ctx.household.incomeTaxInput;
  return {
    wagesUsd: -(input.wagesUsd ?? 0),
    ordinaryUsd: retirementIncomeUsd - (input.otherOrdinaryIncomeUsd ?? 0),
  };
}

/** The federal input the calculator sees for the household's return plus a delta (wages, ordinary, gains). */
export function inputWith(ctx: StrategyContext, d: IncomeTaxDelta): IncomeTaxInput {
  const input = ctx.household.incomeTaxInput;
  return {
    ...input,
    wagesUsd: Math.max(0, (input.wagesUsd ?? 0) + (d.wagesUsd ?? 0)),
    otherOrdinaryIncomeUsd: Math.max(0, (input.otherOrdinaryIncomeUsd ?? 0) + (d.ordinaryUsd ?? 0)),
    longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) + (d.longTermGainUsd ?? 0),
  };
}

/** Federal AGI (= MAGI for IRMAA, the Roth IRA limit and NIIT here) of the return plus a delta, USD. */
export const agiWith = (ctx: StrategyContext, d: IncomeTaxDelta): number =>
  federalIncomeTax(inputWith(ctx, d)).adjustedGrossIncomeUsd;

/** The §1(j) bracket a return is in and the ordinary income that fills it to its top. */
export interface BracketRoom {
  /** Rate of the bracket filled (the current one, or the `minRate` bracket), decimal. */
  rate: number;
  /** Rate of the bracket the top dollar of taxable income is in, decimal. */
  currentRate: number;
  /** Ordinary income that would bring taxable income to the top of that bracket, USD (0 in the top bracket). */
  roomUsd: number;
  /** Taxable income at the top of that bracket, USD (Infinity for 37%). */
  bracketTopUsd: number;
  taxableIncomeUsd: number;
}

/**
 * Room left in the bracket of the return `base`: the next §1(j)(2) bracket start (Rev. Proc.
 * 2025-32 §4.01 for 2026) less taxable income. With `minRate` (e.g. 0.12), a return in a lower
 * bracket is filled to the top of the first bracket at that rate instead. In the 37% bracket there
 * is no top: room 0.
 */
export function bracketRoom(ctx: StrategyContext, base: IncomeTaxDelta, minRate = 0): BracketRoom {
  const input = inputWith(ctx, base);
  const result = federalIncomeTax(input);
  const starts = federalParametersFor(input.year).bracketStarts[input.filingStatus];
  const taxable = result.taxableIncomeUsd;
  const current = starts.findIndex((s) => s > taxable);
  if (current < 0) {
    const top = ORDINARY_RATES[6];
    return {
      rate: top,
      currentRate: top,
      roomUsd: 0,
      bracketTopUsd: Number.POSITIVE_INFINITY,
      taxableIncomeUsd: taxable,
    };
  }
  const floor = ORDINARY_RATES.findIndex((r) => r >= minRate);
  const index = Math.max(current, Math.min(floor, starts.length - 1));
  const top = starts[index] ?? taxable;
  return {
    rate: ORDINARY_RATES[index] ?? ORDINARY_RATES[0],
    currentRate: ORDINARY_RATES[current] ?? ORDINARY_RATES[0],
    roomUsd: Math.max(0, top - taxable),
    bracketTopUsd: top,
    taxableIncomeUsd: taxable,
  };
}

/**
 * Medicare IRMAA surcharge of the household in premium year `premiumYear` (years from now) for a
 * MAGI of the tax year two years earlier (42 CFR §418.1135), USD a year: Part B above the standard
 * premium plus the Part D adjustment, per person on Medicare (65 or older; a spouse only on a
 * joint return). Today's (2026) tiers stand in for later years (an assumption: they are indexed).
 */
export function irmaaSurcharge(ctx: StrategyContext, magiUsd: number, premiumYear: number): number {
  const people = peopleOnMedicare(ctx, premiumYear);
  if (people === 0) return 0;
  const h = ctx.household;
  return irmaaFor(Math.min(h.year, 2026), magiUsd, h.filingStatus).annualSurchargePerPersonUsd * people;
}

/** People on Medicare (65 or older) in a year from now: the client, and a spouse on a joint return. */
export function peopleOnMedicare(ctx: StrategyContext, year: number): number {
  const h = ctx.household;
  return (
    (h.primary.age + year >= 65 ? 1 : 0) +
    (h.filingStatus === "married_joint" && h.spouse && h.spouse.age + year >= 65 ? 1 : 0)
  );
}

/** One year of a pre-tax account's drawdown. */
export interface DrawdownYear {
  year: number;
  rmdUsd: number;
  extraUsd: number;
  otherIncomeUsd: number;
  /** Income tax on the withdrawals and other income, stacked on the year's return, USD. */
  incomeTaxUsd: number;
  /** MAGI of the year with the withdrawals, USD (0 when nobody is on Medicare two years later: IRMAA is its only use). */
  magiUsd: number;
}

/** A pre-tax account drawn down to the final death. */
export interface Drawdown {
  years: DrawdownYear[];
  /** Balance at the final death, USD nominal. */
  endBalanceUsd: number;
}

/** What to draw down and how. */
export interface DrawdownOptions {
  balanceUsd: number;
  growthRate: number;
  retireInYears: number;
  retirementIncomeUsd: number;
  /** Years to run: withdrawals in years 0..years − 1, the balance left at `years` (the final death). */
  years: number;
  /** Withdrawal beyond the RMD in a year (a conversion or planned withdrawal), given that year's RMD. */
  extra?: (year: number, rmdUsd: number) => number;
  /** Other ordinary income the strategy adds in a year (a QLAC's payments), USD. */
  otherIncome?: (year: number) => number;
}

/**
 * Draws a pre-tax IRA down: at the start of each year the RMD (prior balance ÷ the Uniform
 * Lifetime Table divisor, Treas. Reg. §1.401(a)(9)-9(c), from the year of the household's
 * `rmdStartYear`, IRC §401(a)(9)(C)(v)) and any extra withdrawal come out; the rest grows. The
 * owner's age sets the divisor until the final death (a surviving spouse's rollover is treated as
 * continuing it, an assumption). Tax comes from the calculator on the year's return.
 */
export function drawdown(ctx: StrategyContext, o: DrawdownOptions): Drawdown {
  const h = ctx.household;
  const out: DrawdownYear[] = [];
  let balance = Math.max(0, o.balanceUsd);
  for (let t = 0; t < o.years; t++) {
    const age = h.primary.age + t;
    const rmd = h.year + t >= h.rmdStartYear && age >= 72 ? balance / uniformLifetimeDivisor(age) : 0;
    const extra = Math.min(Math.max(0, o.extra?.(t, rmd) ?? 0), balance - rmd);
    const other = Math.max(0, o.otherIncome?.(t) ?? 0);
    const base = yearBase(ctx, t, o.retireInYears, o.retirementIncomeUsd);
    const income = rmd + extra + other;
    out.push({
      year: t,
      rmdUsd: rmd,
      extraUsd: extra,
      otherIncomeUsd: other,
      incomeTaxUsd: income > 0 ? taxOnTop(ctx, base, { ordinaryUsd: income }) : 0,
      magiUsd: peopleOnMedicare(ctx, t + 2) > 0 ? agiWith(ctx, sumDeltas(base, { ordinaryUsd: income })) : 0,
    });
    balance = (balance - rmd - extra) * (1 + o.growthRate);
  }
  return { years: out, endBalanceUsd: balance };
}

/**
 * Heirs' income tax a year on an inherited pre-tax IRA emptied in equal parts over the 10 years
 * after the final death (§401(a)(9)(H)(i)), USD. The household's own return today stands in for
 * the heirs' (an assumption: the heirs' incomes are not known); growth after death is left out.
 */
export const heirsIraTaxPerYear = (ctx: StrategyContext, balanceUsd: number): number =>
  balanceUsd > 0 ? taxOn(ctx, { ordinaryUsd: balanceUsd / INHERITED_IRA_YEARS }) : 0;

/** Labels of the flows `compareDrawdowns` builds. */
export interface DrawdownLabels {
  /** When the strategy's year costs more tax (a conversion year). */
  taxPaid: string;
  /** When it costs less (smaller RMDs). */
  taxSaved: string;
}

/**
 * Flows of a strategy that changes a pre-tax account's drawdown: each year's income-tax
 * difference (without − with), the IRMAA difference two years later while the household is on
 * Medicare, and the heirs' tax difference on the IRA left at the final death (10 years).
 */
export function compareDrawdowns(
  ctx: StrategyContext,
  without: Drawdown,
  withIt: Drawdown,
  labels: DrawdownLabels,
): CashFlow[] {
  const flows: CashFlow[] = [];
  const horizon = without.years.length;
  for (let i = 0; i < horizon; i++) {
    const a = without.years[i];
    const b = withIt.years[i];
    if (!a || !b) continue;
    const tax = a.incomeTaxUsd - b.incomeTaxUsd;
    if (Math.abs(tax) >= 1) flows.push(at(i, tax, "incomeTax", tax < 0 ? labels.taxPaid : labels.taxSaved));
    if (i + 2 < horizon) {
      const irmaa = irmaaSurcharge(ctx, a.magiUsd, i + 2) - irmaaSurcharge(ctx, b.magiUsd, i + 2);
      if (Math.abs(irmaa) >= 1) {
        flows.push(
          at(
            i + 2,
            irmaa,
            "premium",
            irmaa < 0
              ? "Medicare IRMAA surcharge: higher income two years earlier"
              : "Medicare IRMAA surcharge avoided: lower income two years earlier",
          ),
        );
      }
    }
  }
  const heirs = heirsIraTaxPerYear(ctx, without.endBalanceUsd) - heirsIraTaxPerYear(ctx, withIt.endBalanceUsd);
  if (Math.abs(heirs) >= 1) {
    for (let k = 1; k <= INHERITED_IRA_YEARS; k++) {
      flows.push(
        at(
          horizon + k,
          heirs,
          "heirsTax",
          heirs > 0
            ? "heirs' income tax avoided on a smaller inherited IRA (10-year rule)"
            : "heirs' income tax on a larger inherited IRA (10-year rule)",
        ),
      );
    }
  }
  return flows;
}

/**
 * Tax a year on the dividends of a taxable account holding `balanceUsd`, stacked on the return
 * `base`: the portfolio yield (PORTFOLIO_YIELD) taxed at long-term gain rates as qualified
 * dividends, with NIIT where it applies. USD.
 */
export const yieldTax = (ctx: StrategyContext, base: IncomeTaxDelta, balanceUsd: number): number =>
  balanceUsd > 0 ? taxOnTop(ctx, base, { longTermGainUsd: balanceUsd * PORTFOLIO_YIELD.value }) : 0;

/**
 * Income tax saved this year by excluding `amountUsd` from the household's wages (a plan deferral
 * or contribution), USD. A 401(k) deferral or plan contribution stays in Medicare wages
 * (§3121(v)(1)(A)), so the additional Medicare tax (§3101(b)(2)) is not reduced; an HSA
 * contribution through a cafeteria plan leaves them (§3121(a)(2)(B)), so it is.
 */
export function deductionSaving(ctx: StrategyContext, amountUsd: number, reducesMedicareWages: boolean): number {
  const saved = -taxOn(ctx, { wagesUsd: -amountUsd });
  if (reducesMedicareWages) return saved;
  const wages = wagesOf(ctx);
  const status = ctx.household.filingStatus;
  return (
    saved - (additionalMedicareTax(wages, 0, status) - additionalMedicareTax(Math.max(0, wages - amountUsd), 0, status))
  );
}

/** How an account's contributions and withdrawals are taxed. */
export type AccountTreatment =
  /** Deductible (or excluded) going in, taxed as ordinary income coming out: 401(k), IRA, defined benefit plan. */
  | "pretax"
  /** After-tax going in, tax-free coming out: Roth IRA, Roth 401(k). */
  | "roth"
  /** Deductible going in, tax-free for qualified medical expenses coming out: HSA (§223). */
  | "hsa";

/** An account funded each year, compared with investing the same after-tax pay in a taxable account. */
export interface SavingsOptions {
  treatment: AccountTreatment;
  /** Contribution each year, USD. */
  contributionUsd: number;
  /** Years of contributions, from this year. */
  contributionYears: number;
  /** Growth inside the account, decimal. */
  growthRate: number;
  /** Growth of the taxable account before tax, decimal (default: the same as the account's). */
  alternativeGrowthRate?: number;
  /**
   * Growth of the account from retirement on, decimal (default: `growthRate`). A plan whose
   * balance is paid out as a lump sum and rolled to an IRA (IRC §402(c)) grows from then on at the
   * portfolio's rate, not the plan's crediting rate.
   */
  payoutGrowthRate?: number;
  retireInYears: number;
  retirementIncomeUsd: number;
  /** The final death, years from now: both accounts are drawn evenly from retirement to it. */
  endYear: number;
}

/**
 * Flows of saving in a tax-favoured account instead of a taxable account with the same take-home
 * cost. Each year the taxable account's dividends would be taxed (PORTFOLIO_YIELD at qualified
 * rates, paid from outside so both grow alike): that tax is saved. From retirement (or the last
 * contribution) to the final death both are drawn as level payments. For a pre-tax account the
 * tax deferred on contributions stays invested, so its withdrawals exceed the taxable account's
 * by that tax grown; withdrawals are then taxed as ordinary income (the deferral's repayment).
 * The taxable account's sales are taxed as long-term gain on their unrealised share. The
 * comparison is exact under the model's growth; today's brackets and the retirement income are
 * assumptions. Returns the flows and the deduction's value this year.
 */
export function savingsVersusTaxable(
  ctx: StrategyContext,
  o: SavingsOptions,
): { flows: CashFlow[]; taxDeferredPerYearUsd: number } {
  const g = o.growthRate;
  const gAlt = o.alternativeGrowthRate ?? g;
  const n = Math.max(0, Math.round(o.contributionYears));
  const deducted =
    o.treatment === "roth" ? 0 : Math.max(0, deductionSaving(ctx, o.contributionUsd, o.treatment === "hsa"));
  const afterTax = o.contributionUsd - deducted;
  const start = Math.max(n, Math.round(o.retireInYears));
  const end = Math.max(start + 1, Math.round(o.endYear));
  const flows: CashFlow[] = [];
  let account = 0;
  let taxable = 0;
  let basis = 0;
  for (let t = 0; t < start; t++) {
    if (t < n) {
      account += o.contributionUsd;
      taxable += afterTax;
      basis += afterTax;
    }
    const base = yearBase(ctx, t, o.retireInYears, o.retirementIncomeUsd);
    const drag = yieldTax(ctx, base, taxable);
    if (drag >= 1) flows.push(at(t, drag, "incomeTax", "tax a taxable account would pay on its dividends"));
    basis += taxable * PORTFOLIO_YIELD.value;
    account *= 1 + g;
    taxable *= 1 + gAlt;
  }
  const payments = end - start;
  // Level withdrawals at the start of each year that empty the balance: B × g ÷ ((1 + g)(1 − (1 + g)^−n)).
  const level = (balance: number, rate: number) =>
    rate === 0 ? balance / payments : (balance * rate) / (1 - (1 + rate) ** -payments) / (1 + rate);
  const gOut = o.payoutGrowthRate ?? g;
  const payment = level(account, gOut);
  const altPayment = level(taxable, gAlt);
  const gainShare = taxable > 0 ? Math.max(0, 1 - basis / taxable) : 0;
  for (let t = start; t < end; t++) {
    const base = yearBase(ctx, t, o.retireInYears, o.retirementIncomeUsd);
    const drag = yieldTax(ctx, base, taxable);
    if (drag >= 1) flows.push(at(t, drag, "incomeTax", "tax a taxable account would pay on its dividends"));
    if (o.treatment === "pretax") {
      const more = payment - altPayment;
      if (Math.abs(more) >= 1)
        flows.push(
          at(
            t,
            more,
            "incomeTax",
            more > 0
              ? "tax deferred on contributions, grown in the account and withdrawn"
              : "withdrawals below a taxable account's (slower growth inside the account)",
            true,
          ),
        );
      const owed = taxOnTop(ctx, base, { ordinaryUsd: payment });
      if (owed >= 1) flows.push(at(t, -owed, "incomeTax", "income tax on the account's withdrawals", true));
    } else if (o.treatment === "hsa") {
      const more = payment - altPayment;
      if (Math.abs(more) >= 1)
        flows.push(
          at(
            t,
            more,
            "incomeTax",
            "deduction on contributions, grown in the HSA and withdrawn tax-free for medical costs",
          ),
        );
    } else {
      const more = payment - altPayment;
      if (Math.abs(more) >= 1)
        flows.push(
          at(
            t,
            more,
            "income",
            more > 0 ? "larger withdrawals from the account's faster growth" : "smaller withdrawals (slower growth)",
          ),
        );
    }
    const gains = taxOnTop(ctx, base, { longTermGainUsd: altPayment * gainShare });
    if (gains >= 1) flows.push(at(t, gains, "incomeTax", "capital-gains tax a taxable account would pay on its sales"));
    account = (account - payment) * (1 + gOut);
    taxable = (taxable - altPayment) * (1 + gAlt);
  }
  return { flows, taxDeferredPerYearUsd: deducted };
}

/**
 * Long-term gain realised when a taxable account is sold to spend, as a share of the sale: the
 * model's default unrealised-gain share (UNREALISED_GAIN_SHARE).
 */
export const SALE_GAIN_SHARE = UNREALISED_GAIN_SHARE;

/**
 * Flows of the taxable account that holds a strategy's extra pre-tax withdrawals (after-tax
 * withdrawals reinvested instead of left in the IRA): its dividends are taxed each year and, when
 * smaller RMDs later leave the family short of the cash the IRA would have paid, it is sold, its
 * unrealised share taxed as long-term gain. What is left at death passes with a stepped-up basis
 * (IRC §1014). The account holds the gross difference in IRA withdrawals; the tax on them is in
 * `compareDrawdowns`.
 */
export function reinvestedWithdrawalFlows(
  ctx: StrategyContext,
  without: Drawdown,
  withIt: Drawdown,
  o: { growthRate: number; retireInYears: number; retirementIncomeUsd: number },
): CashFlow[] {
  const flows: CashFlow[] = [];
  let balance = 0;
  let basis = 0;
  for (const [i, a] of without.years.entries()) {
    const b = withIt.years[i];
    if (!b) continue;
    const base = sumDeltas(yearBase(ctx, i, o.retireInYears, o.retirementIncomeUsd), {
      ordinaryUsd: b.rmdUsd + b.extraUsd + b.otherIncomeUsd,
    });
    const deposit = b.rmdUsd + b.extraUsd - a.rmdUsd;
    if (deposit >= 0) {
      balance += deposit;
      basis += deposit;
    } else if (balance > 0) {
      const sold = Math.min(balance, -deposit);
      const gain = sold * Math.max(0, 1 - basis / balance);
      basis *= 1 - sold / balance;
      balance -= sold;
      const tax = gain > 0 ? taxOnTop(ctx, base, { longTermGainUsd: gain }) : 0;
      if (tax >= 1) flows.push(at(i, -tax, "incomeTax", "capital-gains tax on selling the reinvested withdrawals"));
    }
    const drag = yieldTax(ctx, base, balance);
    if (drag >= 1)
      flows.push(at(i, -drag, "incomeTax", "tax on the dividends of the reinvested withdrawals (taxable account)"));
    basis += balance * PORTFOLIO_YIELD.value;
    balance *= 1 + o.growthRate;
  }
  return flows;
}

/**
 * Width of the §408A(c)(3)(A)(ii) phase-out of Roth IRA contributions: $10,000 on a joint return
 * (or married filing separately), $15,000 otherwise (not indexed), USD.
 */
export const rothPhaseOutWidth = (ctx: StrategyContext): number =>
  ctx.household.filingStatus === "married_joint" || ctx.household.filingStatus === "married_separate" ? 10_000 : 15_000;

/** The Roth IRA contribution limits of the household for this year. */
export interface RothIraRoom {
  /** IRA limit for the client and, on a joint return, the spouse (§219(b)(5), catch-up at 50; §219(c)), USD. */
  fullLimitUsd: number;
  /** The spouse's own limit on a joint return, USD (0 otherwise). */
  spouseLimitUsd: number;
  /** Catch-up contributions included (people aged 50 or more). */
  catchUps: number;
  /** MAGI of today's return, USD. */
  magiUsd: number;
  /** Where the phase-out starts for the filing status, USD (0 when married filing separately). */
  phaseOutStartUsd: number;
  /** Share of the limit a direct Roth contribution may use after the phase-out, 0–1. */
  directShare: number;
}

/**
 * Whether the spouse's IRA is the spousal IRA's to fund (IRC §219(c)): the notes say the spouse or
 * partner has no earned income, the couple files jointly and the working spouse's wages cover both
 * contributions. The backdoor Roth then counts the working spouse only, so the two strategies add
 * up without counting the spouse's contribution twice.
 */
export function spouseFundedBySpousalIra(ctx: StrategyContext): boolean {
  const room = rothIraRoom(ctx);
  return (
    ctx.facts.spouseHasEarnedIncome === false &&
    room.spouseLimitUsd > 0 &&
    isWorking(ctx) &&
    wagesOf(ctx) >= room.fullLimitUsd
  );
}

/**
 * Roth IRA room of the household (IRC §408A(c)(2)–(3), §219(b)(5), §219(c)): the IRA limit plus
 * the catch-up at 50 for the client and, on a joint return, the spouse, limited to the wages on the
 * return (§219(b)(1)(B)); the share a direct contribution may use falls linearly over the phase-out
 * from the start for the filing status (`tax.rothIraPhaseOutStartMarriedJoint` / `Single`).
 */
export function rothIraRoom(ctx: StrategyContext): RothIraRoom {
  const h = ctx.household;
  const t = h.tax;
  const perPerson = (age: number) => t.iraContributionLimit + (age >= 50 ? t.iraCatchUpContribution : 0);
  const joint = h.filingStatus === "married_joint";
  const spouse = joint && h.spouse ? perPerson(h.spouse.age) : 0;
  const full = Math.min(perPerson(h.primary.age) + spouse, wagesOf(ctx));
  const catchUps = (h.primary.age >= 50 ? 1 : 0) + (joint && h.spouse && h.spouse.age >= 50 ? 1 : 0);
  const start =
    h.filingStatus === "married_joint"
      ? t.rothIraPhaseOutStartMarriedJoint
      : h.filingStatus === "married_separate"
        ? 0
        : t.rothIraPhaseOutStartSingle;
  const magi = agiWith(ctx, {});
  const share = Math.min(1, Math.max(0, 1 - (magi - start) / rothPhaseOutWidth(ctx)));
  return {
    fullLimitUsd: Math.max(0, full),
    spouseLimitUsd: spouse,
    catchUps,
    magiUsd: magi,
    phaseOutStartUsd: start,
    directShare: share,
  };
}

/**
 * Interest rate for the most a defined benefit plan may pay as a lump sum for the §415(b) limit:
 * at least 5.5% (IRC §415(b)(2)(E)(ii)), decimal.
 */
export const SECTION_415B_LUMP_SUM_RATE = 0.055;

/**
 * Age to which the §415(b) life annuity is assumed paid when valuing its lump sum: 85, an
 * assumption standing in for the plan's mortality table (§417(e)(3)(B) applicable table), which
 * gives a 62–65-year-old roughly 20 more years.
 */
export const DEFINED_BENEFIT_PAYMENT_END_AGE = 85;

/** Age from which the §415(b) dollar limit is not actuarially reduced: 62 (§415(b)(2)(C)). */
const SECTION_415B_EARLIEST_FULL_AGE = 62;

/** The lump sum a defined benefit plan may fund for the owner at retirement, and how it was found. */
export interface DefinedBenefitTarget {
  /** Annual life annuity at retirement, USD. */
  benefitUsd: number;
  /** Annuity-due factor at 5.5% to age 85. */
  factor: number;
  /** Lump sum at retirement, USD. */
  lumpSumUsd: number;
  assumption: string;
}

/**
 * The §415(b) target of an owner's defined benefit plan: the dollar limit (`tax.definedBenefitLimit`),
 * at most the owner's average compensation (§415(b)(1)(B), capped at §401(a)(17)), times the share
 * of 10 years of participation reached (§415(b)(5)(A)), reduced at 5.5% a year for retirement before
 * 62 (§415(b)(2)(C)); valued as an annuity-due at 5.5% paid to 85 (the age-based factor, an
 * assumption). USD.
 */
export function definedBenefitTarget(
  ctx: StrategyContext,
  retireAtAge: number,
  participationYears: number,
  compensationUsd: number,
): DefinedBenefitTarget {
  const t = ctx.household.tax;
  const r = SECTION_415B_LUMP_SUM_RATE;
  const reduction =
    retireAtAge < SECTION_415B_EARLIEST_FULL_AGE ? (1 + r) ** -(SECTION_415B_EARLIEST_FULL_AGE - retireAtAge) : 1;
  const benefit =
    Math.min(t.definedBenefitLimit, Math.min(compensationUsd, t.compensationLimit)) *
    Math.min(1, Math.max(0, participationYears) / 10) *
    reduction;
  const n = Math.max(1, DEFINED_BENEFIT_PAYMENT_END_AGE - retireAtAge);
  const v = 1 / (1 + r);
  const factor = (1 - v ** n) / (1 - v);
  return {
    benefitUsd: benefit,
    factor,
    lumpSumUsd: benefit * factor,
    assumption: `§415(b) benefit of ${formatUsd(benefit)} a year at ${Math.round(retireAtAge)} (the ${formatUsd(t.definedBenefitLimit)} limit${participationYears < 10 ? `, × ${Math.max(0, Math.round(participationYears))}/10 years of participation` : ""}${reduction < 1 ? ", reduced for retirement before 62" : ""}) × an annuity factor of ${factor.toFixed(2)} (5.5%, paid to 85: an age-based assumption)`,
  };
}

/** Level contribution at the start of each of `years` years that grows to `targetUsd` at `rate`, USD. */
export function levelFunding(targetUsd: number, rate: number, years: number): number {
  const n = Math.max(1, Math.round(years));
  if (rate === 0) return targetUsd / n;
  return (targetUsd * rate) / (((1 + rate) ** n - 1) * (1 + rate));
}
