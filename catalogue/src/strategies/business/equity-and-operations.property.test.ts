import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2025, TAX_YEAR_2026 } from "../../tax/index.ts";
import { BUSINESS } from "./index.ts";

/** The strategies of this conversion (the earlier equity and operations entries, and the disability buy-out). */
const MINE = new Set([
  "qsbs-1202-1045-rollover",
  "qsbs-stacking-non-grantor-trusts",
  "c-corp-conversion-for-qsbs",
  "section-83b-election",
  "incentive-stock-option-planning",
  "management-incentive-equity",
  "nonqualified-deferred-comp",
  "phantom-stock-sar-plan",
  "buy-sell-agreement-funding",
  "buy-sell-disability-buyout",
  "esop-section-1042-rollover",
  "qualified-business-income-deduction",
  "s-corp-reasonable-compensation",
  "employing-family-members",
  "research-and-development-credit",
  "family-management-company",
  "voting-nonvoting-recapitalization",
  "management-buyout",
  "holding-company-restructuring",
]);
const strategies = BUSINESS.filter((s) => MINE.has(s.id));

const entities: TClientFacts["businessEntityType"][] = [
  "c_corp",
  "s_corp",
  "llc",
  "partnership",
  "sole_proprietorship",
  "professional_corporation",
  null,
];
const states = ["NY", "CA", "TX", "FL", "MA", "WA", null];

/** A small deterministic generator (so failures reproduce). */
function* households(): Generator<[string, TClientFacts]> {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  for (let n = 0; n < 60; n++) {
    const netWorth = Math.round(10 ** (5 + rnd() * 3.3));
    const business = rnd() < 0.8 ? Math.round(netWorth * rnd() * 1.6) : null;
    const f: TClientFacts = {
      ...emptyClientFacts(),
      netWorthUsd: rnd() < 0.9 ? netWorth : null,
      primaryAge: rnd() < 0.85 ? 25 + Math.floor(rnd() * 60) : null,
      maritalStatus: pick(["married", "single", "partnered", "widowed", null] as const),
      childrenCount: pick([0, 1, 2, 3, null]),
      childrenAges: rnd() < 0.5 ? [Math.floor(rnd() * 30)] : [],
      state: pick(states),
      // Income up to 30% of net worth: a recurring yearly saving to retirement can exceed the net
      // worth of a high earner with little saved (a young surgeon), which is arithmetic, not absurd.
      annualIncomeUsd: rnd() < 0.8 ? Math.round(Math.min(10 ** (4.5 + rnd() * 2), netWorth * 0.3)) : null,
      ownsBusiness: business !== null,
      businessEntityType: business !== null ? pick(entities) : null,
      businessValueUsd: business,
      businessOwnershipShare: rnd() < 0.5 ? pick([0.25, 0.5, 0.8, 1]) : null,
      businessStockIssuedYear: rnd() < 0.6 ? 1990 + Math.floor(rnd() * 37) : null,
      businessGrossAssetsAtIssuanceUsd: rnd() < 0.5 ? Math.round(10 ** (5 + rnd() * 3)) : null,
      expectsLiquidityEvent: rnd() < 0.25,
      expectsBusinessSale: rnd() < 0.25,
      expectedSalePriceUsd: rnd() < 0.2 ? Math.round(netWorth * 2) : null,
      hasEmployerPlan: rnd() < 0.4,
      hasProfessionalLiability: rnd() < 0.15,
      isRetired: pick([true, false, null]),
      plannedRetirementAge: rnd() < 0.3 ? 55 + Math.floor(rnd() * 15) : null,
      plannedMoveState: rnd() < 0.1 ? "FL" : null,
      taxableInvestmentsUsd: rnd() < 0.5 ? Math.round(netWorth * rnd() * 0.6) : null,
      goals: rnd() < 0.3 ? ["Exercise ISOs, file an 83(b) on restricted stock, succession to a key manager"] : [],
      isEmployedByStockIssuer: pick([true, false, null]),
    };
    yield [`household ${n}`, f];
  }
}

describe("the business strategies on generated households", () => {
  it("covers all 19 strategies of this conversion", () => {
    expect(strategies.map((s) => s.id).sort()).toEqual([...MINE].sort());
  });

  for (const tax of [TAX_YEAR_2025.values, TAX_YEAR_2026.values]) {
    it(`${tax.year}: finite figures, estate saving within the baseline, PV net benefit within net worth`, () => {
      for (const [name, facts] of households()) {
        const household = buildHousehold(facts, tax);
        const ctx: StrategyContext = { facts, household };
        for (const s of strategies) {
          const fig = evaluateOnHousehold(s, ctx);
          const where = `${s.id} on ${name}`;
          for (const f of fig.flows) expect(Number.isFinite(f.amountUsd), where).toBe(true);
          for (const x of [
            fig.presentValue.netUsd,
            fig.presentValue.benefitUsd,
            fig.presentValue.costUsd,
            fig.tenYearNetUsd,
          ])
            expect(Number.isFinite(x), where).toBe(true);
          expect(fig.estate?.savingUsd ?? 0, where).toBeLessThanOrEqual(Math.round(household.baseline.totalTaxUsd) + 1);
          // Where the strategy would be shown (minimum net worth and eligibility met), its net benefit
          // today is never more than the client's net worth.
          if (checkStrategy(s, ctx).fits)
            expect(fig.presentValue.netUsd, where).toBeLessThanOrEqual(household.balance.netWorthUsd);
          const r = s.eligibility(facts, ctx);
          expect(r.reasons.length, where).toBeGreaterThan(0);
          for (const reason of r.reasons) expect(reason, where).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
          const a = s.answers(ctx);
          if (a) expect(a.reason.length, where).toBeGreaterThan(10);
        }
      }
    });
  }
});
