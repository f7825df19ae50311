/**
 * Financial arithmetic shared by the catalogue's formulas. Rates are decimals, periods years,
 * amounts USD. All functions are pure and throw nothing; non-finite inputs give NaN, which the
 * catalogue tests reject.
 */

/** Future value of `presentUsd` growing at `rate` for `years`: P × (1 + r)^n. */
export function futureValue(presentUsd: number, rate: number, years: number): number {
  return presentUsd * (1 + rate) ** years;
}

/** Growth above the starting value: P × ((1 + r)^n − 1). */
export function appreciation(presentUsd: number, rate: number, years: number): number {
  return presentUsd * ((1 + rate) ** years - 1);
}

/** Present value of `futureUsd` received in `years` at `rate`: F ÷ (1 + r)^n. */
export function presentValue(futureUsd: number, rate: number, years: number): number {
  return futureUsd / (1 + rate) ** years;
}

/**
 * Present value of an ordinary annuity of 1 a year for `years` at `rate`:
 * (1 − (1 + r)^−n) ÷ r, or n when r = 0.
 */
export function annuityFactor(rate: number, years: number): number {
  if (rate === 0) return years;
  return (1 - (1 + rate) ** -years) / rate;
}

/**
 * Annual payment of a zeroed-out GRAT funded with `fundingUsd` for `years` at the §7520 rate:
 * the payment whose present value equals the funding, so the taxable gift is ~0
 * (Treas. Reg. §25.2702-3; Walton v. Commissioner, 115 T.C. 589 (2000)).
 */
export function zeroedOutAnnuityPayment(fundingUsd: number, section7520Rate: number, years: number): number {
  return fundingUsd / annuityFactor(section7520Rate, years);
}

/**
 * What a GRAT leaves to the remainder beneficiaries when assets grow at `growthRate` and the
 * trust pays `annualPayment` at the end of each year for `years`: max(0, FV of assets − FV of
 * payments).
 */
export function gratRemainder(fundingUsd: number, growthRate: number, years: number, annualPayment: number): number {
  let value = fundingUsd;
  for (let i = 0; i < years; i++) value = value * (1 + growthRate) - annualPayment;
  return Math.max(0, value);
}

/** Sum of a level amount over `years`: amount × n. */
export function overYears(annualUsd: number, years: number): number {
  return annualUsd * years;
}

/** Clamp to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Round to whole dollars. */
export function roundUsd(value: number): number {
  return Math.round(value);
}
