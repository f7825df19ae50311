import { formatUsd, type TClientFacts } from "@fsa/shared";
import type { Assumption } from "../../../model/assumptions.ts";
import type { CashFlow, StrategyContext } from "../../../model/strategy.ts";
import type { IncomeTaxInput } from "../../../tax/federal-income-tax.ts";
import type { VariableValue } from "../../../types.ts";
import { at, basisOf, fixed, type ReturnTaxChange, round, taxOnReturn, yearly } from "../../kit.ts";

/**
 * What the real-estate strategies of this folder share (section-1031-exchange,
 * delaware-statutory-trust, installment-sale-section-453, opportunity-zone-fund, cost-segregation,
 * real-estate-professional-status): the property's value and basis read from the facts, the tax on
 * a sale with its unrecaptured §1250 gain, the tax a rental causes year by year under the passive
 * activity rules, and the accredited-investor test of the private offerings. Not a strategy.
 *
 * The named assumptions below are economic assumptions of these strategies only; each figure that
 * rests on one says so in its variable's assumption text.
 */

/** Share of a rental property's value that is land (not depreciable, IRC §167; Treas. Reg. §1.167(a)-2). */
export const LAND_SHARE: Assumption = {
  value: 0.2,
  why: "land assumed 20% of the property (not depreciable)",
};

/** Net operating income of a rental before depreciation, decimal of its value a year (a capitalisation rate). */
export const RENTAL_INCOME_YIELD: Assumption = {
  value: 0.05,
  why: "net rental income before depreciation assumed 5% of the property's value a year (a typical capitalisation rate)",
};

/**
 * Interest on the debt a rental carries, decimal a year: 6.5%, an assumption (an investment-property
 * mortgage rate). The interest is a rental expense (IRC §163, §212; allocated by use of the
 * proceeds, Treas. Reg. §1.163-8T).
 */
export const RENTAL_DEBT_RATE: Assumption = {
  value: 0.065,
  why: "interest on the property's share of the debts assumed 6.5% a year (an investment-property mortgage rate)",
};

/**
 * Net rental income before depreciation, USD: RENTAL_INCOME_YIELD of the value, less the interest
 * (RENTAL_DEBT_RATE) on the property's share of the household's debts. The notes rarely tie a debt
 * to a property, so the debts are spread over the real estate by value (an assumption named in the
 * result); with no debts stated the income is the yield alone. Never below 0.
 */
export function rentalIncomeOf(ctx: StrategyContext, valueUsd: number): VariableValue {
  const f = ctx.facts;
  const gross = round(valueUsd * RENTAL_INCOME_YIELD.value);
  const debts = Math.max(0, f.liabilitiesUsd ?? 0);
  const realEstate = Math.max(valueUsd, f.realEstateUsd ?? valueUsd + (f.primaryResidenceUsd ?? 0));
  if (debts === 0 || valueUsd <= 0 || realEstate <= 0)
    return fixed(gross, `${formatUsd(gross)} (${RENTAL_INCOME_YIELD.why})`);
  const carried = debts * (valueUsd / realEstate);
  const interest = round(carried * RENTAL_DEBT_RATE.value);
  const income = Math.max(0, gross - interest);
  return fixed(
    income,
    `${formatUsd(income)}: ${formatUsd(gross)} (${RENTAL_INCOME_YIELD.why}) less ${formatUsd(interest)} of interest on ${formatUsd(round(carried))} of the debts (spread over the real estate by value; ${RENTAL_DEBT_RATE.why})`,
  );
}

/**
 * Depreciation taken on a property, as a share of its gain, when the notes do not say: 40% (a
 * building held about 10–15 years, land about 20% of the value). That part of the gain is
 * unrecaptured §1250 gain, taxed at up to 25% (IRC §1(h)(1)(E), (h)(6)).
 */
export const DEPRECIATION_SHARE_OF_GAIN: Assumption = {
  value: 0.4,
  why: "depreciation taken not stated; assumed 40% of the gain (unrecaptured §1250 gain, taxed at up to 25%)",
};

/** §168(c) recovery period of residential rental property, years (the shorter one: 39 for nonresidential). */
export const residentialRecoveryYears = (ctx: StrategyContext): number =>
  ctx.household.tax.residentialRentalPropertyRecoveryYears;

/** True when a sale of investment real estate is planned (the facts the time-critical rules rest on). */
export const plansInvestmentPropertySale = (f: TClientFacts): boolean =>
  f.plansPropertySale && f.hasInvestmentRealEstate;

/**
 * The investment property's value, USD: the expected price of a planned property sale, else the
 * stated investment real estate, else the real estate the household holds beyond the residence.
 * 0 when the notes give none of these.
 */
export function propertyValueOf(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  if (plansInvestmentPropertySale(f) && !f.expectsBusinessSale && f.expectedSalePriceUsd !== null)
    return fixed(round(f.expectedSalePriceUsd), `${formatUsd(f.expectedSalePriceUsd)}, the stated expected sale price`);
  if (f.investmentRealEstateUsd !== null)
    return fixed(
      round(f.investmentRealEstateUsd),
      `${formatUsd(f.investmentRealEstateUsd)} of investment real estate, as stated`,
    );
  const other = ctx.household.balance.otherRealEstateUsd;
  if (f.hasInvestmentRealEstate && other > 0)
    return fixed(
      round(other),
      `${formatUsd(other)}: the real estate beyond the residence, taken as the investment property (its value is not stated separately)`,
    );
  return fixed(0, "the notes give no value for investment real estate");
}

/**
 * The property's adjusted basis, USD: the stated basis (prorated when only part of the stated
 * investment real estate is sold), else the model's default unrealised-gain share (`basisOf`).
 */
export function propertyBasisOf(ctx: StrategyContext, valueUsd: number): VariableValue {
  const f = ctx.facts;
  const statedValue = f.investmentRealEstateUsd;
  const statedBasis = f.investmentRealEstateBasisUsd;
  if (statedBasis !== null && statedValue !== null && statedValue > valueUsd && statedValue > 0) {
    const basis = round((statedBasis * valueUsd) / statedValue);
    return fixed(
      basis,
      `${formatUsd(basis)}: the stated basis of ${formatUsd(statedBasis)} prorated to the ${formatUsd(valueUsd)} sold`,
    );
  }
  return basisOf(valueUsd, statedBasis);
}

/** Depreciation taken (the unrecaptured §1250 part of the gain), USD, from DEPRECIATION_SHARE_OF_GAIN. */
export function depreciationTakenOf(gainUsd: number): VariableValue {
  const d = round(Math.max(0, gainUsd) * DEPRECIATION_SHARE_OF_GAIN.value);
  return fixed(d, `${formatUsd(d)} (${DEPRECIATION_SHARE_OF_GAIN.why})`);
}

/**
 * Income tax this year on a long-term gain of `gainUsd`, of which `unrecapturedUsd` is unrecaptured
 * §1250 gain, on the household's return (federal with the 3.8% NIIT, and state), USD. The calculator
 * taxes the §1250 part at up to 25% and the rest at 0/15/20% (IRC §1(h)(1)).
 */
export function saleTax(ctx: StrategyContext, gainUsd: number, unrecapturedUsd = 0): ReturnTaxChange {
  const gain = Math.max(0, gainUsd);
  if (gain === 0) return { federalUsd: 0, stateUsd: 0, totalUsd: 0 };
  const section1250 = Math.min(gain, Math.max(0, unrecapturedUsd));
  return taxOnReturn(ctx, (input) => ({
    ...input,
    longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) + gain,
    unrecapturedSection1250GainUsd: (input.unrecapturedSection1250GainUsd ?? 0) + section1250,
  }));
}

/** The income on the household's return a non-passive loss can offset in a year, USD (a floor for the approximation of a net operating loss). */
function otherIncomeOf(input: IncomeTaxInput): number {
  return Math.max(
    0,
    (input.wagesUsd ?? 0) +
      (input.otherOrdinaryIncomeUsd ?? 0) +
      (input.taxableInterestUsd ?? 0) +
      (input.qualifiedDividendsUsd ?? 0) +
      (input.nonQualifiedDividendsUsd ?? 0),
  );
}

/** A rental's income and depreciation over the years modelled. */
export interface RentalSchedule {
  /** Net operating income before depreciation, USD a year (level, today's dollars). */
  netOperatingIncomeUsd: number;
  /** Depreciation deducted in each year 0..n−1, USD. */
  depreciationUsd: readonly number[];
  /**
   * Whether the rental is passive in year t (IRC §469(c)(2)): its loss then offsets only passive
   * income and is carried forward (§469(b)); otherwise (a real estate professional who materially
   * participates, §469(c)(7)) the loss offsets other income and the income is not net investment
   * income (Treas. Reg. §1.1411-4(g)(7)).
   */
  passive: (year: number) => boolean;
}

/**
 * Income tax (federal + state) the rental adds to the household's return in each year 0..n−1, USD
 * (negative when its loss lowers other tax). Passive: a net loss is suspended and carried forward;
 * net income is net investment income. Non-passive: a loss offsets other income up to that income
 * (the rest is carried forward, approximating a net operating loss; the §461(l) excess business loss
 * limit is not modelled). The return is today's (an assumption for later years).
 */
export function rentalTaxByYear(ctx: StrategyContext, s: RentalSchedule): number[] {
  const other = otherIncomeOf(ctx.household.incomeTaxInput);
  const out: number[] = [];
  let carried = 0;
  // Level income and depreciation repeat the same return year after year: price each once.
  const memo = new Map<string, number>();
  const priced = (key: string, price: () => number): number => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = price();
    memo.set(key, value);
    return value;
  };
  s.depreciationUsd.forEach((depreciation, year) => {
    const net = s.netOperatingIncomeUsd - depreciation - carried;
    if (s.passive(year)) {
      carried = net < 0 ? -net : 0;
      const income = Math.max(0, net);
      out.push(income > 0 ? priced(`p${income}`, () => rentalIncomeTax(ctx, income)) : 0);
      return;
    }
    const used = net >= 0 ? net : Math.max(net, -other);
    carried = net < used ? used - net : 0;
    out.push(
      used === 0
        ? 0
        : priced(
            `n${used}`,
            () =>
              taxOnReturn(ctx, (input) =>
                used > 0
                  ? { ...input, otherOrdinaryIncomeUsd: (input.otherOrdinaryIncomeUsd ?? 0) + used }
                  : { ...input, adjustmentsUsd: (input.adjustmentsUsd ?? 0) - used },
              ).totalUsd,
          ),
    );
  });
  return out;
}

/**
 * Straight-line depreciation of `basisUsd` over `recoveryYears`, years 0..n−1, USD a year (mid-month
 * convention ignored: IRS Publication 946 Table A-6 gives 3.636% a year for 27.5-year property after
 * the first year). Stops after the recovery period.
 */
export function straightLine(basisUsd: number, recoveryYears: number, years: number): number[] {
  const perYear = recoveryYears > 0 ? basisUsd / recoveryYears : 0;
  const whole = Math.floor(recoveryYears);
  return Array.from({ length: Math.max(0, years) }, (_, t) =>
    t < whole ? perYear : t === whole ? perYear * (recoveryYears - whole) : 0,
  );
}

/**
 * Accredited investor (17 C.F.R. §230.501(a)(5), (a)(6)): net worth above $1,000,000 without the
 * primary residence (alone or with a spouse or spousal equivalent), or income above $200,000
 * ($300,000 with a spouse or spousal equivalent). Private placements (DSTs, most opportunity funds,
 * drilling programs) are sold under Regulation D Rule 506 to accredited investors.
 */
export function isAccreditedInvestor(ctx: StrategyContext): boolean {
  const b = ctx.household.balance;
  const couple = ctx.household.spouse !== null;
  const income = ctx.facts.annualIncomeUsd ?? 0;
  return b.netWorthUsd - b.residenceUsd > 1_000_000 || income > (couple ? 300_000 : 200_000);
}

/** Income tax (federal + state) on `usd` more net rental income this year, USD: net investment income on a passive rental. */
export function rentalIncomeTax(ctx: StrategyContext, usd: number): number {
  if (usd === 0) return 0;
  return taxOnReturn(ctx, (input) => ({
    ...input,
    otherInvestmentIncomeUsd: (input.otherInvestmentIncomeUsd ?? 0) + usd,
  })).totalUsd;
}

/** The variables of a like-kind exchange (section-1031-exchange, delaware-statutory-trust). */
export interface ExchangeVariables {
  propertyValueUsd: number;
  basisUsd: number;
  depreciationTakenUsd: number;
  depreciableShare: number;
  replacementSoldYears: number;
}

/** The flows of a like-kind exchange and what they rest on. */
export interface ExchangeOutcome {
  flows: CashFlow[];
  /** Gain not recognised, USD. */
  gainUsd: number;
  /** Federal + state tax deferred (gain and unrecaptured §1250 gain), USD. */
  deferredTaxUsd: number;
  /** Years the replacement is held: to its sale, or to the final death. */
  heldYears: number;
  /** True when the replacement is sold before the final death (the deferred tax is then paid). */
  soldBeforeDeath: boolean;
}

/**
 * A like-kind exchange compared with a taxable sale whose after-tax proceeds buy replacement
 * property (IRC §1031(a); basis carried over, §1031(d)):
 *   year 0: + tax deferred on the gain, its unrecaptured §1250 part at up to 25% (deferral);
 *   years 1..: − tax on the depreciation lost each year, because the replacement's depreciable
 *     basis is lower by (gain − tax deferred) × depreciableShare, over a fresh recovery period;
 *   at the replacement's sale, if before the final death: − the deferred tax (deferral);
 *   held until the final death, the heirs' basis steps up to value (§1014) and nothing is repaid.
 * Today's return and brackets stand in for later years (an assumption).
 */
export function exchangeOutcome(ctx: StrategyContext, v: ExchangeVariables): ExchangeOutcome {
  const gain = Math.max(0, v.propertyValueUsd - v.basisUsd);
  const deferred = saleTax(ctx, gain, v.depreciationTakenUsd).totalUsd;
  const death = ctx.household.yearsToFinalDeath;
  const soldAt = Math.max(1, Math.round(v.replacementSoldYears));
  const soldBeforeDeath = soldAt < death;
  const heldYears = soldBeforeDeath ? soldAt : death;
  const recovery = residentialRecoveryYears(ctx);
  const lostDepreciation = (Math.max(0, v.depreciableShare) * Math.max(0, gain - deferred)) / recovery;
  const lostTax = rentalIncomeTax(ctx, lostDepreciation);
  const flows: CashFlow[] = [];
  if (deferred > 0)
    flows.push(
      at(
        0,
        deferred,
        "incomeTax",
        "tax deferred on the sale: capital gain and unrecaptured §1250 gain not recognised",
        true,
      ),
    );
  flows.push(
    ...yearly(
      -lostTax,
      1,
      Math.min(heldYears, Math.floor(recovery)),
      "incomeTax",
      "tax on rent no longer sheltered: depreciation lost on the carried-over basis",
    ),
  );
  if (soldBeforeDeath && deferred > 0)
    flows.push(at(soldAt, -deferred, "incomeTax", "deferred tax paid when the replacement property is sold", true));
  return { flows, gainUsd: gain, deferredTaxUsd: deferred, heldYears, soldBeforeDeath };
}

/**
 * Depreciation by year 0..n−1 after a cost segregation study: `reclassifiedUsd` of the building
 * basis moved to 5-, 7- and 15-year property, `bonusRate` of it deducted in year 0 (IRC §168(k)),
 * the rest of it straight-line over 7 years (an approximation of the 5/7/15-year MACRS classes), and
 * the remaining building basis straight-line over `recoveryYears`.
 */
export function costSegregatedDepreciation(
  buildingBasisUsd: number,
  reclassifiedUsd: number,
  bonusRate: number,
  recoveryYears: number,
  years: number,
): number[] {
  const reclassified = Math.min(Math.max(0, reclassifiedUsd), Math.max(0, buildingBasisUsd));
  const bonus = reclassified * Math.min(1, Math.max(0, bonusRate));
  const shortLived = straightLine(reclassified - bonus, 7, years);
  const building = straightLine(buildingBasisUsd - reclassified, recoveryYears, years);
  return building.map((d, t) => d + (shortLived[t] ?? 0) + (t === 0 ? bonus : 0));
}

/** Years of rental depreciation the real-estate strategies model: the recovery period, or to the final death (the heirs' basis then steps up, §1014). */
export const depreciationHorizon = (ctx: StrategyContext): number =>
  Math.max(1, Math.min(Math.ceil(residentialRecoveryYears(ctx)) + 1, ctx.household.yearsToFinalDeath));
