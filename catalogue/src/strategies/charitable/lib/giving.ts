import { formatUsd, type TClientFacts } from "@fsa/shared";
import { PORTFOLIO_YIELD, UNREALISED_GAIN_SHARE } from "../../../model/assumptions.ts";
import type { EstateChange, IncomeTaxDelta } from "../../../model/household.ts";
import type { AssetKey, CashFlow, StrategyContext, StrategyEffects } from "../../../model/strategy.ts";
import { termCertainAnnuityFactor } from "../../../tax/actuarial.ts";
import { federalIncomeTax } from "../../../tax/federal-income-tax.ts";
import type { VariableValue } from "../../../types.ts";
import { at, check, fixed, round, setup, taxOn, yearly } from "../../kit.ts";

/**
 * Charitable arithmetic shared by the charitable strategy files (this folder only; not a strategy).
 *
 * One rule holds across the folder: what goes to charity is the client's intended gift (the
 * premise of every strategy here is charitable intent). It is reported as `payoutUsd` and is
 * neither a cost nor a benefit; a strategy's figures are what the way of giving changes for the
 * family: income tax (the deduction at the calculator's value, gain avoided or deferred), estate
 * tax on what leaves the estate, income paid back to the family, and the vehicle's costs. A
 * split-interest trust that pays the family weighs the family's share of the property placed in
 * it (the property less the charity's share at its §7520 value) against the payouts it returns.
 */

/** True when the notes show charitable intent or giving. */
export const isCharitable = (f: TClientFacts): boolean =>
  f.hasCharitableIntent || (f.annualCharitableGivingUsd ?? 0) > 0;

/** Eligibility check: the client gives to charity (stated intent or giving). */
export const charitableCheck = check(
  (ctx) => isCharitable(ctx.facts),
  (ctx) =>
    (ctx.facts.annualCharitableGivingUsd ?? 0) > 0
      ? `The client gives about ${formatUsd(ctx.facts.annualCharitableGivingUsd ?? 0)} a year to charity.`
      : "The notes state the client's charitable intent.",
  "The notes show no charitable intent or giving, which every charitable strategy presumes.",
);

/**
 * The client's annual giving, USD: as stated, else 1% of net worth (at least $5,000), an
 * assumption named in words (the notes show intent but no amount).
 */
export function annualGivingOf(ctx: StrategyContext): VariableValue {
  const stated = ctx.facts.annualCharitableGivingUsd;
  if (stated !== null && stated > 0) return fixed(stated, `${formatUsd(stated)} a year, as stated`);
  const value = round(Math.max(5_000, ctx.household.balance.netWorthUsd * 0.01));
  return fixed(
    value,
    `giving not stated; ${formatUsd(value)} a year assumed (1% of net worth, at least $5,000; correct it in Client facts)`,
  );
}

/** Cash giving already deducted on the household's modelled return (the stated giving), USD a year. */
export const givingInBase = (ctx: StrategyContext): number =>
  ctx.household.incomeTaxInput.itemizedDeductions?.charitableCashUsd ?? 0;

/** AGI of the household's modelled return (the real calculator), USD. */
export const agiOf = (ctx: StrategyContext): number =>
  Math.max(0, federalIncomeTax(ctx.household.incomeTaxInput).adjustedGrossIncomeUsd);

/** Years from now to the client's assumed death (the household model's planning age). */
export const yearsToClientDeath = (ctx: StrategyContext): number =>
  Math.max(1, ctx.household.primary.deathYear - ctx.household.year);

/**
 * Value that would otherwise be in the estate at the final death: `amountUsd` at year `fromYear`
 * grown to the final death at the household's growth net of spending (the rate at which the model
 * projects the estate), USD nominal.
 */
export function estateValueOf(ctx: StrategyContext, amountUsd: number, fromYear = 0): number {
  const h = ctx.household;
  return amountUsd * (1 + h.growth.netOfSpending) ** Math.max(0, h.yearsToFinalDeath - fromYear);
}

/** Deduction classes with their AGI limits (IRC §170(b)) and carryover periods (§170(d)(1), (b)(1)(E)(ii)). */
export type DeductionClass = "cash" | "capitalGainProperty" | "privateFoundationProperty" | "conservation";

function limitOf(ctx: StrategyContext, cls: DeductionClass): { rate: number; carryYears: number } {
  const t = ctx.household.tax;
  switch (cls) {
    case "cash":
      return { rate: t.charitableCashAgiLimit, carryYears: t.charitableContributionCarryoverYears };
    case "capitalGainProperty":
      return { rate: t.charitableAppreciatedPropertyAgiLimit, carryYears: t.charitableContributionCarryoverYears };
    case "privateFoundationProperty":
      return {
        rate: t.privateFoundationAppreciatedPropertyAgiLimit,
        carryYears: t.charitableContributionCarryoverYears,
      };
    case "conservation":
      return { rate: t.conservationContributionAgiLimit, carryYears: t.conservationContributionCarryoverYears };
  }
}

/** The income-tax delta for `usd` deducted in one year in a class (conservation and foundation gifts pre-capped). */
function deltaOf(cls: DeductionClass, usd: number): IncomeTaxDelta {
  return cls === "cash" || cls === "conservation"
    ? { charitableCashUsd: usd }
    : { charitableCapitalGainPropertyUsd: usd };
}

/**
 * How a deduction of `amountUsd` is used: the year of the gift and the carryover years, each at
 * most the class's AGI limit × the household's AGI (IRC §170(b)(1)(A)–(E), §170(d)(1)); what is
 * left after the carryover period is lost. Today's AGI stands in for later years (an assumption).
 * Returns the amount deducted in each year from year 0.
 */
export function deductionSchedule(ctx: StrategyContext, amountUsd: number, cls: DeductionClass): number[] {
  const { rate, carryYears } = limitOf(ctx, cls);
  const cap = rate * agiOf(ctx);
  const out: number[] = [];
  let left = Math.max(0, amountUsd);
  for (let y = 0; y <= carryYears && left > 0; y++) {
    const used = cap > 0 ? Math.min(left, cap) : 0;
    out.push(used);
    left -= used;
  }
  return out;
}

/**
 * Income from which a household is assumed to itemize often enough to use a bunched deduction,
 * USD a year: an assumption of practice (the 2026 standard deduction is $32,200 for a joint return,
 * Rev. Proc. 2025-32), not a rule of law.
 */
export const DAF_INCOME_THRESHOLD_USD = 150_000;

/** True when a donor-advised fund pays off for the household: appreciated shares to give, or income to itemize. */
export const canUseDonorAdvisedFund = (ctx: StrategyContext): boolean =>
  ctx.facts.hasLowBasisStock ||
  ctx.facts.hasConcentratedStock ||
  (ctx.facts.annualIncomeUsd ?? 0) >= DAF_INCOME_THRESHOLD_USD;

/**
 * Income tax saved by deducting `amountUsd` in a class, as dated flows: each year's deduction
 * priced by the real calculator on the household's own return (the 0.5%-of-AGI floor of
 * §170(b)(1)(I) and the 2/37 reduction of §68 from 2026 included; a non-itemizer saves nothing
 * beyond the §170(p) cash allowance). `extra(year)` adds other changes of the same year to the
 * same computation (e.g. direct gifts no longer made), so the standard-deduction threshold is
 * met once.
 */
export function deductionFlows(
  ctx: StrategyContext,
  amountUsd: number,
  cls: DeductionClass,
  label: string,
  extra: (year: number) => IncomeTaxDelta = () => ({}),
  extraYears = 0,
): CashFlow[] {
  const schedule = deductionSchedule(ctx, amountUsd, cls);
  const years = Math.max(schedule.length, extraYears);
  const flows: CashFlow[] = [];
  for (let y = 0; y < years; y++) {
    const d = deltaOf(cls, schedule[y] ?? 0);
    const e = extra(y);
    const delta: IncomeTaxDelta = {
      ...e,
      charitableCashUsd: (d.charitableCashUsd ?? 0) + (e.charitableCashUsd ?? 0),
      charitableCapitalGainPropertyUsd:
        (d.charitableCapitalGainPropertyUsd ?? 0) + (e.charitableCapitalGainPropertyUsd ?? 0),
    };
    const saved = -taxOn(ctx, delta);
    if (saved !== 0) flows.push(at(y, saved, "incomeTax", y === 0 ? label : `${label} (carryover year ${y})`));
  }
  return flows;
}

/** Tax a sale of `gainUsd` of long-term gain would cost now on the household's return (federal + state, NIIT), USD. */
export const gainTaxOf = (ctx: StrategyContext, gainUsd: number): number =>
  gainUsd > 0 ? taxOn(ctx, { longTermGainUsd: gainUsd }) : 0;

// ─── Split-interest valuation (Treas. Reg. §1.664-2, §1.664-4; IRS Publications 1457, 1458) ────────

/**
 * Unitrust adjustment factor for payments at the end of each of `frequency` equal periods a year,
 * the first period beginning at the valuation date: (1/p) Σ_{k=1..p} (1 + i)^(−k/p). It is the
 * Table F factor of Treas. Reg. §1.664-4(e)(6) for those payout sequences (annual: 1/(1 + i);
 * quarterly at 9.6%: .944628, the regulation's own example).
 */
export function unitrustAdjustmentFactor(section7520Rate: number, frequency: 1 | 2 | 4 | 12 = 1): number {
  let sum = 0;
  for (let k = 1; k <= frequency; k++) sum += (1 + section7520Rate) ** (-k / frequency);
  return sum / frequency;
}

/**
 * Remainder factor of a term-of-years charitable remainder unitrust: (1 − payout × F)^n, the
 * adjusted payout rate applied as Table D does (Treas. Reg. §1.664-4(e)(5), (e)(6)), decimal.
 */
export function unitrustRemainderFactor(
  payoutRate: number,
  section7520Rate: number,
  termYears: number,
  frequency: 1 | 2 | 4 | 12 = 1,
): number {
  const adjusted = payoutRate * unitrustAdjustmentFactor(section7520Rate, frequency);
  return Math.min(1, Math.max(0, (1 - adjusted) ** Math.max(0, termYears)));
}

/**
 * Remainder factor of a term-of-years charitable remainder annuity trust paying `annuityRate` of
 * the initial value at the end of each year: 1 − rate × the Table B annuity factor (Treas. Reg.
 * §1.664-2(c), §20.2031-7(d); Pub 1457), floored at 0, decimal.
 */
export function annuityTrustRemainderFactor(annuityRate: number, section7520Rate: number, termYears: number): number {
  if (termYears <= 0) return 1;
  return Math.max(0, 1 - annuityRate * termCertainAnnuityFactor(section7520Rate, termYears));
}

/** The asset that funds a split-interest trust, its value and basis, with the assumption in words. */
export interface Funding {
  /** The asset moved whole (a plan moves it once); null for part of a diversified portfolio. */
  asset: AssetKey | null;
  valueUsd: VariableValue;
  basisUsd: VariableValue;
  /** Real estate (depreciation recapture applies to part of the gain). */
  realEstate: boolean;
}

/**
 * The appreciated asset a charitable remainder trust or gift is funded with: the investment real
 * estate whose sale is planned (its stated value or expected price and basis), else a quarter of
 * the taxable portfolio holding the concentrated or low-basis stock (at most $5,000,000), the basis
 * stated or from the model's unrealised-gain default.
 */
export function appreciatedFunding(ctx: StrategyContext, share = 0.25, capUsd = 5_000_000): Funding {
  const f = ctx.facts;
  const h = ctx.household;
  if (f.plansPropertySale && f.hasInvestmentRealEstate) {
    const stated = f.expectedSalePriceUsd ?? f.investmentRealEstateUsd;
    const value = stated ?? h.balance.otherRealEstateUsd;
    const words =
      stated !== null
        ? `${formatUsd(value)}: the investment property whose sale is planned, as stated`
        : `${formatUsd(value)}: the real estate other than the residence (the property's own value not stated)`;
    return {
      asset: "investmentRealEstate",
      valueUsd: fixed(value, words),
      basisUsd: basisOrDefault(value, f.investmentRealEstateBasisUsd),
      realEstate: true,
    };
  }
  const pool = h.balance.taxableUsd > 0 ? h.balance.taxableUsd : h.balance.otherUsd;
  const value = round(Math.min(pool * share, capUsd));
  return {
    asset: f.hasConcentratedStock ? "concentratedStock" : null,
    valueUsd: fixed(
      value,
      `${formatUsd(value)}: ${Math.round(share * 100)}% of the ${h.balance.taxableUsd > 0 ? "taxable portfolio" : "unlisted assets"} holding the ${f.hasConcentratedStock ? "concentrated" : "appreciated"} stock, at most ${formatUsd(capUsd)}`,
    ),
    basisUsd: basisOrDefault(value, null),
    realEstate: false,
  };
}

function basisOrDefault(valueUsd: number, statedBasisUsd: number | null): VariableValue {
  if (statedBasisUsd !== null) return fixed(statedBasisUsd, `${formatUsd(statedBasisUsd)}, as stated`);
  const basis = round(valueUsd * (1 - UNREALISED_GAIN_SHARE.value));
  return fixed(basis, `${formatUsd(basis)} (${UNREALISED_GAIN_SHARE.why})`);
}

/** How the property's built-in gain is treated when the trust or fund sells it. */
export type GainTreatment = "deferred" | "avoided" | "none";

/** A split-interest gift: funding, the payout rule, the charity's share and the vehicle's costs. */
export interface SplitInterest {
  fundingUsd: number;
  basisUsd: number;
  termYears: number;
  /** Growth of the trust's (or fund's) assets, decimal a year. */
  growthRate: number;
  /** Payout to the family at the end of year t (1-based) given the value at the start of that year. */
  payout: (year: number, startValueUsd: number) => number;
  /** The charity's share at funding (the remainder factor, or the gift portion of a gift annuity), decimal. */
  charityShare: number;
  /** The arrangement meets its legal tests (§664 payout and 10% remainder); otherwise no deduction and no exempt sale. */
  qualifies: boolean;
  gain: GainTreatment;
  deduction: DeductionClass;
  setupUsd: number;
  annualUsd: number;
  /** Words for the flows ("the trust", "the fund", "the charity"). */
  vehicle: string;
}

/** Year-by-year projection of a split-interest arrangement: values at each year end and payouts. */
export function projectSplitInterest(s: SplitInterest): { values: number[]; payouts: number[] } {
  const values = [s.fundingUsd];
  const payouts: number[] = [];
  for (let t = 1; t <= s.termYears; t++) {
    const start = values[t - 1] ?? 0;
    const paid = Math.min(Math.max(0, s.payout(t, start)), start * (1 + s.growthRate));
    payouts.push(paid);
    values.push(Math.max(0, start * (1 + s.growthRate) - paid));
  }
  return { values, payouts };
}

/**
 * Effects of a split-interest gift that pays the family (CRUT, CRAT, NIMCRUT, pooled income fund,
 * gift annuity). Flows: year 0, − the family's share placed in the vehicle, funding × (1 − charity
 * share); + each payout (income); the capital-gains tax a direct sale would pay now (+, a deferral
 * when the payouts carry the gain out under §664(b)'s tiers, avoided when the vehicle's gains are
 * set aside for charity, §642(c)(3)); − the tax on the gain each payout carries out (the part of
 * the payout above the trust's ordinary income at the model's portfolio yield, until the built-in
 * gain is used up; today's return stands in); the deduction for the charity's share with its
 * carryover; set-up and yearly costs. The estate loses the property and regains the payouts, both
 * at the household's net growth: removed = funding grown − payouts grown (the remaining income
 * interest stays in the estate when the term outlives the final death). Payout: the remainder
 * reaching charity at the end of the term, nominal.
 */
export function splitInterestEffects(
  ctx: StrategyContext,
  s: SplitInterest,
): StrategyEffects & { remainderUsd: number } {
  const h = ctx.household;
  const flows: CashFlow[] = [...setup(s.setupUsd, `${s.vehicle}: drafting, appraisal and transfer`)];
  flows.push(...yearly(-s.annualUsd, 1, s.termYears, "cost", `${s.vehicle}: trustee, valuation and returns`));
  const { values, payouts } = projectSplitInterest(s);
  const remainder = values[s.termYears] ?? 0;
  if (!s.qualifies) return { flows, payoutUsd: 0, remainderUsd: remainder };

  flows.push(
    at(
      0,
      -s.fundingUsd * (1 - s.charityShare),
      "other",
      `family's share of the property placed in ${s.vehicle} (the charity's share is the gift)`,
    ),
  );
  payouts.forEach((p, i) => {
    if (p > 0) flows.push(at(i + 1, p, "income", `payout from ${s.vehicle}`));
  });

  const builtIn = Math.max(0, s.fundingUsd - s.basisUsd);
  if (s.gain !== "none" && builtIn > 0) {
    const deferred = s.gain === "deferred";
    flows.push(
      at(
        0,
        gainTaxOf(ctx, builtIn),
        "incomeTax",
        deferred
          ? `capital-gains tax a direct sale would pay now, deferred by ${s.vehicle}'s exempt sale`
          : "capital-gains tax a direct sale would pay now, avoided (the gain is set aside for charity)",
        deferred,
      ),
    );
    if (deferred) {
      let left = builtIn;
      payouts.forEach((p, i) => {
        const ordinary = (values[i] ?? 0) * PORTFOLIO_YIELD.value;
        const carried = Math.min(left, Math.max(0, p - ordinary));
        left -= carried;
        if (carried > 0)
          flows.push(
            at(
              i + 1,
              -gainTaxOf(ctx, carried),
              "incomeTax",
              "tax on the gain carried out with the payout (§664(b))",
              true,
            ),
          );
      });
    }
  }
  flows.push(
    ...deductionFlows(ctx, s.fundingUsd * s.charityShare, s.deduction, "income tax saved by the charitable deduction"),
  );

  const T = h.yearsToFinalDeath;
  const g = h.growth.netOfSpending;
  let regained = 0;
  payouts.forEach((p, i) => {
    if (i + 1 <= T) regained += p * (1 + g) ** (T - (i + 1));
  });
  let stillHeld = 0;
  if (s.termYears > T) {
    const valueAtDeath = values[T] ?? 0;
    const futurePayouts = payouts.slice(T);
    const r = h.tax.section7520Rate;
    stillHeld = Math.min(
      valueAtDeath,
      futurePayouts.reduce((sum, p, k) => sum + p / (1 + r) ** (k + 1), 0),
    );
  }
  const removed = Math.max(0, s.fundingUsd * (1 + g) ** T - regained - stillHeld);
  const estate: EstateChange | undefined = removed > 0 ? { removedUsd: removed } : undefined;
  return { flows, estate, payoutUsd: remainder, remainderUsd: remainder };
}

/**
 * Social Security full retirement age for people born in 1960 or later, 67 (42 U.S.C.
 * §416(l)(1)(E)): the retirement age assumed when the notes give none.
 */
export const FULL_RETIREMENT_AGE = 67;

/** Years from now to the client's retirement: the stated planned age, else the full retirement age. */
export function yearsToRetirementOf(ctx: StrategyContext): VariableValue {
  const p = ctx.household.primary;
  const planned = ctx.facts.plannedRetirementAge;
  const toAge = planned ?? FULL_RETIREMENT_AGE;
  const years = Math.max(0, toAge - p.age);
  const why =
    planned !== null
      ? `retirement at ${planned}, as stated`
      : `retirement at ${FULL_RETIREMENT_AGE} assumed (Social Security full retirement age; not stated)`;
  return fixed(years, `${years} years: ${why}${p.ageAssumed ? "; age not stated, the model's default" : ""}`);
}
