import type { TaxParameters, TaxYearParameters } from "./types.ts";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "./years.ts";

export type { TaxParameters, TaxYearParameters } from "./types.ts";
export { TAX_YEAR_2025, TAX_YEAR_2026 } from "./years.ts";

/** Tax years the catalogue has sourced parameters for. */
export const SUPPORTED_TAX_YEARS = [2025, 2026] as const;

const BY_YEAR: Record<number, TaxYearParameters> = { 2025: TAX_YEAR_2025, 2026: TAX_YEAR_2026 };

/** Overrides of the §7520 rate: the rate of the month of the transfer (IRC §7520(a)). */
export interface Section7520Override {
  /** Decimal, e.g. 0.05 for 5.0%. */
  rate: number;
  /** YYYY-MM. */
  month: string;
  /** The revenue ruling or notice giving the rate. */
  source: string;
}

/**
 * The sourced parameters of `year`, optionally with the §7520 rate of another month.
 * A year after the newest supported one uses the newest year's values (amounts indexed for
 * inflation are then understated, which the analysis states as an assumption).
 * @throws RangeError when `year` is before the oldest supported year.
 */
export function taxParametersFor(year: number, section7520?: Section7520Override): TaxYearParameters {
  const newest = SUPPORTED_TAX_YEARS[SUPPORTED_TAX_YEARS.length - 1] ?? 2026;
  const oldest = SUPPORTED_TAX_YEARS[0] ?? 2025;
  if (year < oldest) throw new RangeError(`No tax parameters before ${oldest}`);
  const base = BY_YEAR[Math.min(year, newest)] ?? TAX_YEAR_2026;
  if (!section7520) return base;
  if (!(section7520.rate > 0 && section7520.rate < 0.2))
    throw new RangeError("§7520 rate must be a decimal between 0 and 0.2");
  return {
    values: { ...base.values, section7520Rate: section7520.rate, section7520RateMonth: section7520.month },
    sources: { ...base.sources, section7520Rate: section7520.source, section7520RateMonth: section7520.source },
  };
}

/** Shorthand for the values only. */
export function taxValues(year: number): TaxParameters {
  return taxParametersFor(year).values;
}

export * from "./actuarial.ts";
export * from "./estate-tax.ts";
export * from "./federal-income-tax.ts";
export * from "./federal-parameters.ts";
export * from "./retirement.ts";
export * from "./section7520.ts";
export * from "./state-income-tax.ts";
