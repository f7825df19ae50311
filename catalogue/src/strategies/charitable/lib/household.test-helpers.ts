import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { expect } from "vitest";
import { evaluateOnHousehold, type ModelFigures } from "../../../model/evaluate.ts";
import { buildHousehold } from "../../../model/household.ts";
import type { Strategy, StrategyContext } from "../../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../../tax/index.ts";

/** Test support for the charitable and state strategy files (not a test itself). */

/** Facts from a partial, on top of `emptyClientFacts()`. */
export const factsOf = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

/** A strategy context on the 2026 parameters. */
export function ctxOf(f: Partial<TClientFacts>): StrategyContext {
  const facts = factsOf(f);
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
}

/** Evaluates a strategy on a context. */
export const figuresOf = (s: Strategy, ctx: StrategyContext): ModelFigures => evaluateOnHousehold(s, ctx);

/** Households of different shapes for the property checks. */
export const HOUSEHOLDS: Record<string, Partial<TClientFacts>> = {
  "retired charitable couple in Florida with low-basis stock": {
    netWorthUsd: 4_000_000,
    primaryAge: 72,
    spouseAge: 70,
    maritalStatus: "married",
    state: "FL",
    annualIncomeUsd: 120_000,
    taxableInvestmentsUsd: 2_500_000,
    retirementAccountsUsd: 1_000_000,
    hasLowBasisStock: true,
    hasCharitableIntent: true,
    annualCharitableGivingUsd: 20_000,
    isRetired: true,
    childrenCount: 2,
  },
  "76-year-old widow who tithes": {
    netWorthUsd: 900_000,
    primaryAge: 76,
    maritalStatus: "widowed",
    state: "FL",
    annualIncomeUsd: 40_000,
    retirementAccountsUsd: 500_000,
    annualCharitableGivingUsd: 6_000,
    hasCharitableIntent: true,
    isRetired: true,
    childrenCount: 2,
  },
  "New York founder couple with a concentrated position": {
    netWorthUsd: 40_000_000,
    primaryAge: 58,
    spouseAge: 56,
    maritalStatus: "married",
    state: "NY",
    annualIncomeUsd: 2_000_000,
    taxableInvestmentsUsd: 20_000_000,
    retirementAccountsUsd: 3_000_000,
    hasConcentratedStock: true,
    hasCharitableIntent: true,
    annualCharitableGivingUsd: 200_000,
    childrenCount: 3,
    ownsBusiness: true,
    businessEntityType: "s_corp",
    businessValueUsd: 8_000_000,
  },
  "single Massachusetts landlord selling a building": {
    netWorthUsd: 9_000_000,
    primaryAge: 66,
    maritalStatus: "single",
    state: "MA",
    annualIncomeUsd: 400_000,
    realEstateUsd: 5_000_000,
    primaryResidenceUsd: 1_500_000,
    investmentRealEstateUsd: 3_500_000,
    investmentRealEstateBasisUsd: 800_000,
    hasInvestmentRealEstate: true,
    plansPropertySale: true,
    hasCharitableIntent: true,
    taxableInvestmentsUsd: 2_000_000,
    childrenCount: 1,
    plannedMoveState: "FL",
  },
  "no facts but net worth": { netWorthUsd: 60_000_000 },
};

/**
 * The model's sanity properties on every household: finite figures, an estate saving never above
 * the baseline estate tax, and a present-value net benefit no larger than net worth.
 */
export function expectSaneOnEveryHousehold(s: Strategy): void {
  for (const [name, f] of Object.entries(HOUSEHOLDS)) {
    const ctx = ctxOf(f);
    const fig = figuresOf(s, ctx);
    const numbers = [
      fig.presentValue.netUsd,
      fig.presentValue.benefitUsd,
      fig.presentValue.costUsd,
      fig.nominal.netUsd,
      fig.tenYearNetUsd,
      fig.payoutUsd,
      fig.sensitivity.low.netBenefit,
      fig.sensitivity.high.netBenefit,
      ...fig.flows.map((x) => x.amountUsd),
    ];
    for (const n of numbers) expect(Number.isFinite(n), `${s.id} on ${name}`).toBe(true);
    expect(fig.estate?.savingUsd ?? 0, `${s.id} on ${name}`).toBeLessThanOrEqual(
      Math.round(ctx.household.baseline.totalTaxUsd) + 1,
    );
    expect(fig.presentValue.netUsd, `${s.id} on ${name}`).toBeLessThanOrEqual(ctx.household.balance.netWorthUsd);
    expect(fig.payoutUsd, `${s.id} on ${name}`).toBeGreaterThanOrEqual(0);
    const reasons = s.eligibility(ctx.facts, ctx).reasons;
    expect(reasons.length, `${s.id} on ${name}`).toBeGreaterThan(0);
    for (const r of reasons) expect(r, `${s.id} on ${name}`).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
    const answer = s.answers(ctx);
    if (answer) expect(answer.reason, `${s.id} on ${name}`).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
  }
}
