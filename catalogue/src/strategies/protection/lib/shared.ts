import { formatUsd, type TClientFacts } from "@fsa/shared";
import type { EstateChange } from "../../../model/household.ts";
import type { CashFlow, StrategyContext } from "../../../model/strategy.ts";
import { termCertainAnnuityFactor } from "../../../tax/actuarial.ts";
import type { VariableValue } from "../../../types.ts";
import { fixed } from "../../kit.ts";

/**
 * Named assumptions shared by the protection strategies (insurance and asset protection): a
 * published term-premium schedule, the level premium that funds a permanent policy, and the
 * chance of a claim above insurance. Each is an assumption, not a tax figure; each default built
 * on one says so in its words. Not a strategy: the strategy files of this folder import it.
 */

/**
 * Average monthly premium of a 20-year level term policy of $500,000 for a non-smoker in good
 * health, by issue age (ValuePenguin, "Average Cost of Life Insurance: Rates by Age, Term and
 * Policy Size", 2020 survey of carrier quotes), USD a month. Cross-checked against Insure.com,
 * "Average term life insurance rates by age, gender and health" (September 2025): $571 (female)
 * and $741 (male) a year at 45, against $717 here; $4,168 and $7,447 at 65, against $5,684 here.
 */
export const TERM_20_YEAR_MONTHLY_PREMIUM_500K: readonly (readonly [age: number, monthlyUsd: number])[] = [
  [25, 25.67],
  [30, 26.2],
  [35, 29.8],
  [40, 38.14],
  [45, 59.78],
  [50, 91.53],
  [55, 146.39],
  [60, 245.81],
  [65, 473.66],
];

/**
 * Annual level term premium per $1,000 of face at an issue age, USD: the published 20-year
 * schedule above (monthly × 12 ÷ 500), interpolated linearly between its ages, the age-25 rate
 * below 25, and beyond 65 the 60→65 growth (×1.93 every five years) continued. Large face amounts
 * usually price lower per $1,000 (band discounts), so this errs on the side of cost.
 */
export function termPremiumPer1000(age: number): number {
  const table = TERM_20_YEAR_MONTHLY_PREMIUM_500K;
  const perThousand = (monthly: number) => (monthly * 12) / 500;
  const first = table[0];
  const last = table[table.length - 1];
  const beforeLast = table[table.length - 2];
  if (!first || !last || !beforeLast) throw new RangeError("The term premium schedule is empty");
  if (age <= first[0]) return perThousand(first[1]);
  if (age >= last[0]) {
    const growthPer5 = last[1] / beforeLast[1];
    return perThousand(last[1]) * growthPer5 ** ((age - last[0]) / 5);
  }
  for (let i = 1; i < table.length; i++) {
    const lo = table[i - 1];
    const hi = table[i];
    if (lo && hi && age <= hi[0]) {
      const t = (age - lo[0]) / (hi[0] - lo[0]);
      return perThousand(lo[1] + t * (hi[1] - lo[1]));
    }
  }
  return perThousand(last[1]);
}

/** Words for the term premium assumption at an age. */
export const termPremiumSource = (age: number): string =>
  `${formatRate(termPremiumPer1000(age))} per $1,000 a year at age ${age} (published 20-year level term averages for a healthy non-smoker, ValuePenguin 2020, cross-checked with Insure.com 2025)`;

const formatRate = (usdPer1000: number) => `$${usdPer1000.toFixed(2)}`;

/**
 * Load on a permanent policy's premium for the carrier's expenses, state premium tax (about 2%)
 * and profit, decimal: 15%, an assumption (illustrations differ by carrier and design).
 */
export const PERMANENT_POLICY_LOAD = 0.15;

/**
 * Level annual premium, paid at the start of each of `premiumYears` years, that funds `faceUsd`
 * payable `yearsToDeath` years from now at `rate`, loaded by `load`: face × (1 + rate)^−n ÷ ä(m)
 * × (1 + load), where ä(m) = (1 + rate) × a(m) is the annuity-due factor (Pub 1457 Table B
 * annuity factor × Table J annual adjustment). The death is the household model's assumed death
 * (a planning age, not a mortality distribution): a pricing assumption, USD a year.
 * @throws RangeError for a rate outside (0, 0.5).
 */
export function fundingPremium(
  faceUsd: number,
  yearsToDeath: number,
  premiumYears: number,
  rate: number,
  load = PERMANENT_POLICY_LOAD,
): number {
  const m = Math.max(1, Math.min(Math.round(premiumYears), Math.round(yearsToDeath)));
  const annuityDue = (1 + rate) * termCertainAnnuityFactor(rate, m);
  return ((faceUsd * (1 + rate) ** -Math.max(0, yearsToDeath)) / annuityDue) * (1 + load);
}

/**
 * Chance over ten years of a judgement above the client's insurance, decimal: 10% for a
 * profession with malpractice exposure, 8% for a business owner (guarantees, employees), 5%
 * otherwise. A planning assumption to show the exposure, not an actuarial rate.
 */
export function claimChance(facts: TClientFacts): VariableValue {
  if (facts.hasProfessionalLiability)
    return fixed(0.1, "10% chance over 10 years of a judgement above insurance (profession with malpractice exposure)");
  if (facts.ownsBusiness)
    return fixed(
      0.08,
      "8% chance over 10 years of a judgement above insurance (business owner: guarantees, employees)",
    );
  return fixed(0.05, "5% chance over 10 years of a judgement above insurance (a planning assumption)");
}

/** True when a fact shows liability exposure beyond ordinary personal risk. */
export const hasLiabilityExposure = (f: TClientFacts): boolean =>
  f.hasProfessionalLiability || f.ownsBusiness || f.hasInvestmentRealEstate;

/** The sentence naming the client's liability exposure. */
export function liabilityExposureReason(f: TClientFacts): string {
  if (f.hasProfessionalLiability)
    return "The client's profession carries malpractice exposure, so a judgement above insurance limits is a real risk.";
  if (f.ownsBusiness) return "The client owns a business, which creates liability exposure beyond personal insurance.";
  return "The client owns investment real estate, which creates tenant and premises liability.";
}

/**
 * Annual exclusion gifts available each year to fund an irrevocable life insurance trust with
 * Crummey withdrawal powers, USD: the year's annual exclusion (IRC §2503(b)) × the trust's
 * beneficiaries (children and grandchildren stated, at least one) × the donors (two with gift
 * splitting, §2513, which needs a legal marriage).
 */
export function crummeyExclusionUsd(ctx: StrategyContext): number {
  const f = ctx.facts;
  const donees = Math.max(1, (f.childrenCount ?? 0) + (f.grandchildrenCount ?? 0));
  return ctx.household.tax.annualGiftExclusion * donees * (ctx.household.legallyMarried ? 2 : 1);
}

/** The Crummey exclusion in words. */
export function crummeyExclusionText(ctx: StrategyContext): string {
  const f = ctx.facts;
  const donees = Math.max(1, (f.childrenCount ?? 0) + (f.grandchildrenCount ?? 0));
  return `${formatUsd(crummeyExclusionUsd(ctx))} a year of annual exclusions (${formatUsd(ctx.household.tax.annualGiftExclusion)} × ${donees} beneficiar${donees === 1 ? "y" : "ies"}${ctx.household.legallyMarried ? " × 2 spouses splitting gifts" : ""})`;
}

/**
 * The estate change of gifts to an irrevocable trust: each gift leaves the estate and would have
 * grown at the household's net growth to the final death (removedUsd); the part of each year's
 * gifts above the annual exclusions is a taxable gift at its value then (adjustedTaxableGiftsUsd,
 * it uses exclusion). `gifts` are [year, USD] pairs.
 */
export function giftsToTrust(ctx: StrategyContext, gifts: readonly (readonly [number, number])[]): EstateChange {
  const h = ctx.household;
  const exclusion = crummeyExclusionUsd(ctx);
  let removed = 0;
  let taxable = 0;
  for (const [year, amount] of gifts) {
    if (amount <= 0 || year > h.yearsToFinalDeath) continue;
    removed += amount * (1 + h.growth.netOfSpending) ** (h.yearsToFinalDeath - year);
    taxable += Math.max(0, amount - exclusion);
  }
  return { removedUsd: removed, adjustedTaxableGiftsUsd: taxable };
}

/**
 * Federal and state estate tax the household model projects at the final death, USD: without
 * planning when the strategy is priced alone, and after the strategies a plan already holds when
 * priced inside one (`ctx.prior`), so insurance is never bought for a tax the plan removes.
 */
export const estateTaxLeft = (ctx: StrategyContext): number =>
  ctx.prior ? ctx.household.estateWith(ctx.prior).totalTaxUsd : ctx.household.baseline.totalTaxUsd;

/**
 * A death benefit sized to the estate tax left at the final death ({@link estateTaxLeft}),
 * rounded up to $250,000, USD; 0 when none is projected.
 */
export const faceForEstateTax = (ctx: StrategyContext): number => {
  const tax = estateTaxLeft(ctx);
  return tax > 0 ? Math.ceil(tax / 250_000) * 250_000 : 0;
};

/**
 * Yearly flows of an insurance wrapper (PPLI, PPVA) against holding the same funds in a taxable
 * account whose returns are taxed each year as ordinary income (hedge-fund and private-credit
 * returns are mostly ordinary income and short-term gain): for each year t = 1..years, the tax
 * the household would have paid on that year's return on the wrapped value (the real calculator,
 * today's brackets and income standing in for each future year, an assumption), less the
 * wrapper's charges on that value; the family is taken to pay the taxable account's tax from
 * other funds, so both grow on the same principal. The premium load is a cost now. Returns the
 * flows, the wrapped value at the end, and its gain over the premium paid (the basis). `deferral` marks the tax avoided as deferred (an annuity).
 */
export function wrapperFlows(
  ctx: StrategyContext,
  o: {
    premiumUsd: number;
    premiumLoadRate: number;
    grossReturn: number;
    annualChargeRate: number;
    years: number;
    deferral: boolean;
  },
): { flows: CashFlow[]; endValueUsd: number; gainUsd: number } {
  const flows: CashFlow[] = [];
  if (o.premiumUsd * o.premiumLoadRate > 0)
    flows.push({
      year: 0,
      amountUsd: -o.premiumUsd * o.premiumLoadRate,
      kind: "cost",
      label: "premium tax and DAC load",
    });
  let value = o.premiumUsd * (1 - o.premiumLoadRate);
  for (let t = 1; t <= Math.max(1, Math.round(o.years)); t++) {
    const income = value * o.grossReturn;
    const charge = value * o.annualChargeRate;
    flows.push({
      year: t,
      amountUsd: ctx.household.incomeTaxChange({ ordinaryUsd: income }),
      kind: "incomeTax",
      label: o.deferral
        ? "tax deferred on the year's fund return inside the contract"
        : "tax avoided on the year's fund return inside the policy",
      ...(o.deferral ? { deferral: true } : {}),
    });
    flows.push({ year: t, amountUsd: -charge, kind: "cost", label: "insurance, administration and M&E charges" });
    value += income - charge;
  }
  // The contract's basis is the premium paid (IRC §72(c)(1), investment in the contract).
  return { flows, endValueUsd: value, gainUsd: Math.max(0, value - o.premiumUsd) };
}

/**
 * Federal and state tax saved this year by a deduction from income (an above-the-line deduction
 * such as §162(l) or a business expense flowing to the owner's return), USD. The household's
 * `incomeTaxChange` floors other ordinary income at zero, so a deduction larger than it is taken
 * from wages (payroll taxes are not modelled either way).
 */
export function deductionSaving(ctx: StrategyContext, amountUsd: number): number {
  if (!(amountUsd > 0)) return 0;
  const other = ctx.household.incomeTaxInput.otherOrdinaryIncomeUsd ?? 0;
  const fromOther = Math.min(amountUsd, other);
  return -ctx.household.incomeTaxChange({ ordinaryUsd: -fromOther, wagesUsd: -(amountUsd - fromOther) });
}
