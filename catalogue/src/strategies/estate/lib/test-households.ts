import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { buildHousehold } from "../../../model/household.ts";
import type { StrategyContext } from "../../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../../tax/index.ts";
import type { TaxParameters } from "../../../tax/types.ts";

/**
 * Households the estate strategies' tests share (imported by `*.test.ts` only). Each is built
 * from `emptyClientFacts()` and the 2026 parameters (Rev. Proc. 2025-32: $15,000,000 basic
 * exclusion, $19,000 annual exclusion; §7520 rate of April 2026, 4.6%).
 */

/** 2026 parameters. */
export const TAX: TaxParameters = TAX_YEAR_2026.values;

/** 2026 parameters with another §7520 rate (to check against a Pub 1457 table value). */
export const taxWith7520 = (rate: number): TaxParameters => ({ ...TAX, section7520Rate: rate });

/** A context from partial facts. */
export function ctxOf(partial: Partial<TClientFacts>, tax: TaxParameters = TAX): StrategyContext {
  const facts: TClientFacts = { ...emptyClientFacts(), ...partial };
  return { facts, household: buildHousehold(facts, tax) };
}

/** A married couple, 60 and 58, $40M: $30M taxable portfolio, a $6M home, 2 children and 3 grandchildren, Texas. */
export const WEALTHY_COUPLE: Partial<TClientFacts> = {
  netWorthUsd: 40_000_000,
  primaryAge: 60,
  spouseAge: 58,
  maritalStatus: "married",
  state: "TX",
  childrenCount: 2,
  grandchildrenCount: 3,
  taxableInvestmentsUsd: 30_000_000,
  realEstateUsd: 6_000_000,
  primaryResidenceUsd: 6_000_000,
  retirementAccountsUsd: 4_000_000,
  annualIncomeUsd: 800_000,
};

/** A founder, 50, married, with a stated $20M business and $10M taxable portfolio, $32M net worth, 2 children, Florida. */
export const FOUNDER: Partial<TClientFacts> = {
  netWorthUsd: 32_000_000,
  primaryAge: 50,
  spouseAge: 48,
  maritalStatus: "married",
  state: "FL",
  childrenCount: 2,
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 20_000_000,
  taxableInvestmentsUsd: 10_000_000,
  cashUsd: 500_000,
  annualIncomeUsd: 1_200_000,
};

/** The same households with an unmarried partner instead of a spouse. */
export const partnered = (p: Partial<TClientFacts>): Partial<TClientFacts> => ({ ...p, maritalStatus: "partnered" });

/** A modest family: married, 38 and 36, $600,000, two children aged 4 and 7, Ohio, $150,000 income. */
export const YOUNG_FAMILY: Partial<TClientFacts> = {
  netWorthUsd: 600_000,
  primaryAge: 38,
  spouseAge: 36,
  maritalStatus: "married",
  state: "OH",
  childrenCount: 2,
  childrenAges: [4, 7],
  annualIncomeUsd: 150_000,
  retirementAccountsUsd: 250_000,
  taxableInvestmentsUsd: 100_000,
  cashUsd: 50_000,
  realEstateUsd: 400_000,
  primaryResidenceUsd: 400_000,
  liabilitiesUsd: 200_000,
};
