import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../../model/strategy.ts";
import { federalIncomeTax, type IncomeTaxInput } from "../../../tax/federal-income-tax.ts";
import { STATE_INCOME_TAX_STATES, stateIncomeTax } from "../../../tax/state-income-tax.ts";
import type { VariableValue } from "../../../types.ts";
import { fixed } from "../../kit.ts";

/**
 * State-law data and state income tax helpers shared by the state strategy files of this folder
 * (not a strategy). State figures are planning data stated with their statute or schedule; the
 * state income tax of a state the calculator models (catalogue/src/tax/state-income-tax.ts) comes
 * from the calculator, any other state's is approximated at its top rate and said so.
 */

/**
 * Top marginal state individual income tax rate by USPS code, decimal, from the states' 2025 rate
 * schedules (e.g. Cal. Rev. & Tax. Code §§17041, 17043 incl. the 1% mental health surcharge;
 * N.Y. Tax Law §601; N.J. Stat. §54A:2-1; Mass. Gen. Laws ch. 62 §4 incl. the 4% surtax).
 * Local income taxes (New York City, Philadelphia) are excluded. States absent from the table
 * have no broad individual income tax (Washington taxes only large capital gains).
 */
export const STATE_TOP_INCOME_TAX_RATE: Readonly<Record<string, number>> = {
  AL: 0.05,
  AZ: 0.025,
  AR: 0.039,
  CA: 0.133,
  CO: 0.044,
  CT: 0.0699,
  DE: 0.066,
  DC: 0.1075,
  GA: 0.0519,
  HI: 0.11,
  ID: 0.053,
  IL: 0.0495,
  IN: 0.03,
  IA: 0.038,
  KS: 0.0558,
  KY: 0.04,
  LA: 0.03,
  ME: 0.0715,
  MD: 0.065,
  MA: 0.09,
  MI: 0.0425,
  MN: 0.0985,
  MS: 0.044,
  MO: 0.047,
  MT: 0.059,
  NE: 0.052,
  NJ: 0.1075,
  NM: 0.059,
  NY: 0.109,
  NC: 0.0425,
  ND: 0.025,
  OH: 0.035,
  OK: 0.0475,
  OR: 0.099,
  PA: 0.0307,
  RI: 0.0599,
  SC: 0.062,
  UT: 0.045,
  VT: 0.0875,
  VA: 0.0575,
  WV: 0.0482,
  WI: 0.0765,
};

/** Community property states (Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Texas, Washington, Wisconsin). */
export const COMMUNITY_PROPERTY_STATES = ["AZ", "CA", "ID", "LA", "NV", "NM", "TX", "WA", "WI"] as const;

/**
 * States whose statutes let spouses opt into community property through a trust with a qualified
 * trustee in the state, residents or not: Tenn. Code Ann. §§35-17-101 to -108 (2010), Alaska Stat.
 * §34.77.100, S.D. Codified Laws ch. 55-17, Ky. Rev. Stat. §§386.620–386.644 (2020), Fla. Stat.
 * §§736.1501–736.1512 (2021).
 */
export const COMMUNITY_PROPERTY_TRUST_STATES = ["TN", "AK", "SD", "KY", "FL"] as const;

/**
 * States whose homestead exemption has no dollar cap (only an area limit): Fla. Const. art. X §4,
 * Tex. Const. art. XVI §§50–51 and Tex. Prop. Code §41.001, Iowa Code §561.16, Kan. Const. art. 15
 * §9, Okla. Stat. tit. 31 §2, Ark. Const. art. 9 §§3–5, S.D. Codified Laws §43-31-1.
 */
export const UNLIMITED_HOMESTEAD_STATES = ["FL", "TX", "IA", "KS", "OK", "AR", "SD"] as const;

/**
 * States that tax an incomplete-gift non-grantor trust's income to the grantor anyway: California
 * from 2023 (Cal. Rev. & Tax. Code §17082, added by SB 131, 2023) and New York from 2014 (N.Y. Tax
 * Law §612(b)(41)).
 */
export const ING_BLOCKING_STATES = ["CA", "NY"] as const;

/**
 * Income-tax states without an elective pass-through entity tax as of 2025 (Delaware, Maine, North
 * Dakota, Pennsylvania, Vermont; bills were pending in some: confirm the year's regime). Every
 * other state with an individual income tax has enacted one under IRS Notice 2020-75.
 */
export const NO_PTET_STATES = ["DE", "ME", "ND", "PA", "VT"] as const;

/** True when `state` is in `list`. */
export const stateIn = (state: string | null, list: readonly string[]): state is string =>
  state !== null && list.includes(state);

/** Top income tax rate of a state (0 for a state without an income tax), decimal. */
export const topRateOf = (state: string | null): number => (state ? (STATE_TOP_INCOME_TAX_RATE[state] ?? 0) : 0);

const MODELLED = new Set<string>(STATE_INCOME_TAX_STATES);

/** True when the calculator models the state's income tax. */
export const isModelled = (state: string): boolean => MODELLED.has(state);

/** A state's income tax on an income-tax input, USD, and how it was found. */
export interface StateTax {
  taxUsd: number;
  /** The calculator's schedule (true) or the top-rate approximation (false). */
  modelled: boolean;
}

/**
 * State income tax of a resident of `state` on `input`, USD: the calculator's schedule where the
 * state is modelled, else the state's top rate on the federal taxable income (an approximation
 * that overstates the tax below the top bracket).
 */
export function stateTaxOn(state: string, input: IncomeTaxInput): StateTax {
  if (isModelled(state)) return { taxUsd: stateIncomeTax(state, input).taxUsd, modelled: true };
  const taxable = federalIncomeTax(input).taxableIncomeUsd;
  return { taxUsd: topRateOf(state) * Math.max(0, taxable), modelled: false };
}

/** Changes to the household's income-tax input a state strategy looks at. */
export interface InputChange {
  /** Multiplies wages and other ordinary income (today's income scaled). */
  incomeFactor?: number;
  /** Long-term capital gain added. */
  longTermGainUsd?: number;
  /** Investment income (dividends and interest) removed, USD; taken from the input's pro rata. */
  investmentIncomeRemovedUsd?: number;
  /** Wages (pass-through income) removed. */
  wagesRemovedUsd?: number;
  /** State and local taxes removed from the itemized deductions. */
  saltRemovedUsd?: number;
}

/** The household's income-tax input with a change applied. */
export function inputWith(ctx: StrategyContext, c: InputChange = {}): IncomeTaxInput {
  const i = ctx.household.incomeTaxInput;
  const k = c.incomeFactor ?? 1;
  const qd = i.qualifiedDividendsUsd ?? 0;
  const interest = i.taxableInterestUsd ?? 0;
  const investment = qd + interest;
  const keep = investment > 0 ? Math.max(0, 1 - (c.investmentIncomeRemovedUsd ?? 0) / investment) : 1;
  const item = i.itemizedDeductions ?? {};
  return {
    ...i,
    wagesUsd: Math.max(0, (i.wagesUsd ?? 0) * k - (c.wagesRemovedUsd ?? 0)),
    otherOrdinaryIncomeUsd: (i.otherOrdinaryIncomeUsd ?? 0) * k,
    qualifiedDividendsUsd: qd * keep,
    taxableInterestUsd: interest * keep,
    longTermCapitalGainUsd: (i.longTermCapitalGainUsd ?? 0) + (c.longTermGainUsd ?? 0),
    itemizedDeductions: {
      ...item,
      stateAndLocalTaxesUsd: Math.max(0, (item.stateAndLocalTaxesUsd ?? 0) - (c.saltRemovedUsd ?? 0)),
    },
  };
}

/** State tax difference a change makes for a resident of `state`: tax(before) − tax(after), USD (positive: saved). */
export function stateTaxSaved(ctx: StrategyContext, state: string, before: InputChange, after: InputChange): StateTax {
  const a = stateTaxOn(state, inputWith(ctx, before));
  const b = stateTaxOn(state, inputWith(ctx, after));
  return { taxUsd: a.taxUsd - b.taxUsd, modelled: a.modelled };
}

/** Words saying how a state's income tax was found. */
export function stateTaxWords(state: string): string {
  return isModelled(state)
    ? `${state} income tax from the calculator's ${state} schedule`
    : `${state} income tax not modelled: its ${(topRateOf(state) * 100).toFixed(2)}% top rate on federal taxable income stands in (overstates it below the top bracket)`;
}

/** A one-time amount expected from a planned sale of a business or shares, with the assumption in words. */
export function plannedSaleGainOf(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  if (!(f.expectsBusinessSale || f.expectsLiquidityEvent))
    return fixed(0, "no business sale or liquidity event expected");
  const price = f.expectedSalePriceUsd ?? f.businessValueUsd;
  if (price === null) return fixed(0, "a sale is expected but the notes give no price or business value");
  const gain = Math.round(price * 0.9);
  return fixed(
    gain,
    `${formatUsd(gain)}: 90% of the ${f.expectedSalePriceUsd !== null ? "expected sale price" : "business value"} of ${formatUsd(price)} assumed to be gain (basis not stated)`,
  );
}
