/**
 * §7520 actuarial factors (IRS Publication 1457, "Actuarial Valuations", and Treas. Reg.
 * §20.2031-7(d)): term-certain annuity, income and remainder factors (Table B), the payment
 * frequency and timing adjustments (Tables J and K), life-contingent factors computed from a
 * mortality table's l(x) column, and GRAT/CLAT/CRAT helpers built on them. Rates are decimals (the
 * §7520 rate of the month), terms are years, amounts USD.
 *
 * Mortality: Table 2010CM (Treas. Reg. §20.2031-7(d)(7)) applies to valuation dates from
 * 1 May 2019 (T.D. 9884). Proposed regulations (REG-106595-22, 2023) would adopt Table 2020CM;
 * they were not found final when this was written, so Table 2010CM is the table in force. The
 * l(x) column is passed in by the caller (it is not bundled here).
 */

function checkRate(rate: number): void {
  if (!(rate > 0 && rate < 0.5)) throw new RangeError("The §7520 rate must be a decimal between 0 and 0.5");
}
function checkTerm(years: number): void {
  if (!(years >= 0) || !Number.isFinite(years)) throw new RangeError("Term must be a non-negative number of years");
}

/** Table B remainder factor: value of $1 due at the end of `years`, (1 + i)^−n. */
export function termCertainRemainderFactor(rate: number, years: number): number {
  checkRate(rate);
  checkTerm(years);
  return (1 + rate) ** -years;
}

/** Table B income factor: 1 − remainder factor. */
export function termCertainIncomeFactor(rate: number, years: number): number {
  return 1 - termCertainRemainderFactor(rate, years);
}

/** Table B annuity factor: $1 a year payable at the end of each year for `years`, (1 − (1 + i)^−n) / i. */
export function termCertainAnnuityFactor(rate: number, years: number): number {
  return termCertainIncomeFactor(rate, years) / rate;
}

/** Payments per year (Pub 1457: annual, semiannual, quarterly, monthly, weekly). */
export type PaymentFrequency = 1 | 2 | 4 | 12 | 52;

/**
 * Table K adjustment factor for an annuity payable at the END of each period `frequency` times a
 * year: i / (p × ((1 + i)^(1/p) − 1)); 1 for annual. Treas. Reg. §20.2031-7(d)(6) Table K.
 */
export function endOfPeriodAdjustmentFactor(rate: number, frequency: PaymentFrequency): number {
  checkRate(rate);
  if (frequency === 1) return 1;
  return rate / (frequency * ((1 + rate) ** (1 / frequency) - 1));
}

/**
 * Table J adjustment factor for a term-certain annuity payable at the BEGINNING of each period:
 * i / (p × (1 − (1 + i)^(−1/p))); 1 + i for annual. Treas. Reg. §20.2031-7(d)(6) Table J.
 */
export function beginningOfPeriodAdjustmentFactor(rate: number, frequency: PaymentFrequency): number {
  checkRate(rate);
  return rate / (frequency * (1 - (1 + rate) ** (-1 / frequency)));
}

/**
 * Present value of $1 a year payable for a term of years, adjusted for frequency and timing as Pub
 * 1457 prescribes: Table B annuity factor × Table K (end of period) or × Table J (beginning).
 */
export function termCertainAnnuityValue(
  rate: number,
  years: number,
  options: { frequency?: PaymentFrequency; timing?: "end" | "beginning" } = {},
): number {
  const frequency = options.frequency ?? 1;
  const adjust =
    options.timing === "beginning"
      ? beginningOfPeriodAdjustmentFactor(rate, frequency)
      : endOfPeriodAdjustmentFactor(rate, frequency);
  return termCertainAnnuityFactor(rate, years) * adjust;
}

// ─── Life-contingent factors ────────────────────────────────────────────────

/** A mortality table's l(x) column: number living at each integer age from 0, the last entry 0. */
export type MortalityTable = readonly number[];

function lx(table: MortalityTable, age: number): number {
  return table[age] ?? 0;
}

function checkAge(table: MortalityTable, age: number): void {
  if (!Number.isInteger(age) || age < 0 || age >= table.length || lx(table, age) <= 0) {
    throw new RangeError("Age must be an integer age at which the table has survivors");
  }
}

/**
 * Single-life remainder factor (Pub 1457 Table S; Treas. Reg. §20.2031-7(d)(2)(ii)): value of $1
 * payable at the death of a person aged x, with deaths assumed mid-year:
 * Σ d(x+t) v^(t+1) / l(x) × (1 + i)^½.
 */
export function lifeRemainderFactor(rate: number, age: number, table: MortalityTable): number {
  checkRate(rate);
  checkAge(table, age);
  const v = 1 / (1 + rate);
  const base = lx(table, age);
  let sum = 0;
  for (let t = 0; age + t < table.length; t++) {
    const deaths = lx(table, age + t) - lx(table, age + t + 1);
    sum += deaths * v ** (t + 1);
  }
  return (sum / base) * (1 + rate) ** 0.5;
}

/** Life estate (income interest) factor: 1 − the remainder factor (Treas. Reg. §20.2031-7(d)(2)(iii)). */
export function lifeEstateFactor(rate: number, age: number, table: MortalityTable): number {
  return 1 - lifeRemainderFactor(rate, age, table);
}

/**
 * Single-life annuity factor for $1 a year payable at the end of each year while the person lives:
 * (1 − remainder factor) / i (Treas. Reg. §20.2031-7(d)(2)(iv)); multiply by Table K for other
 * frequencies (`endOfPeriodAdjustmentFactor`).
 */
export function lifeAnnuityFactor(rate: number, age: number, table: MortalityTable): number {
  return lifeEstateFactor(rate, age, table) / rate;
}

// ─── Planning helpers ────────────────────────────────────────────────────────

/**
 * Annual annuity (paid at the end of each year) that makes a GRAT's remainder gift zero: amount ÷
 * the present value of the annuity stream, where payments rise by `annualIncreaseRate` each year
 * (at most 20% a year under Treas. Reg. §25.2702-3(b)(1)(ii)). Returns the first year's payment, USD.
 * @throws RangeError for an increase above 20%.
 */
export function gratZeroedOutAnnuity(amountUsd: number, rate: number, years: number, annualIncreaseRate = 0): number {
  checkRate(rate);
  checkTerm(years);
  if (annualIncreaseRate < 0 || annualIncreaseRate > 0.2)
    throw new RangeError("A GRAT annuity may rise by at most 20% a year");
  let pv = 0;
  for (let t = 1; t <= years; t++) pv += (1 + annualIncreaseRate) ** (t - 1) * (1 + rate) ** -t;
  return amountUsd / pv;
}

/**
 * Remainder after a term-of-years annuity (CLAT remainder gift to family, or a term CRAT's charitable
 * remainder): amount less annuity × annuity value (end or beginning of period, by frequency). USD.
 */
export function termAnnuityRemainder(
  amountUsd: number,
  annualAnnuityUsd: number,
  rate: number,
  years: number,
  options: { frequency?: PaymentFrequency; timing?: "end" | "beginning" } = {},
): number {
  return amountUsd - annualAnnuityUsd * termCertainAnnuityValue(rate, years, options);
}
