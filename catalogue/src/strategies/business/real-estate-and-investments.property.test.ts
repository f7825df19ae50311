import type { TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { assetLocation } from "./asset-location.ts";
import { costSegregation } from "./cost-segregation.ts";
import { delawareStatutoryTrust } from "./delaware-statutory-trust.ts";
import { directIndexingTaxLossHarvesting } from "./direct-indexing-tax-loss-harvesting.ts";
import { exchangeFund } from "./exchange-fund.ts";
import { installmentSaleSection453 } from "./installment-sale-section-453.ts";
import { ctxOf } from "./lib/test-support.ts";
import { municipalBondAllocation } from "./municipal-bond-allocation.ts";
import { opportunityZoneFund } from "./opportunity-zone-fund.ts";
import { prepaidVariableForward } from "./prepaid-variable-forward.ts";
import { protectiveCollar } from "./protective-collar.ts";
import { realEstateProfessionalStatus } from "./real-estate-professional-status.ts";
import { rule10b51TradingPlan } from "./rule-10b5-1-trading-plan.ts";
import { section280AAugustaRule } from "./section-280a-augusta-rule.ts";
import { section1031Exchange } from "./section-1031-exchange.ts";
import { taxGainHarvesting } from "./tax-gain-harvesting.ts";
import { workingInterestIntangibleDrillingCosts } from "./working-interest-intangible-drilling-costs.ts";

const STRATEGIES = [
  costSegregation,
  section1031Exchange,
  delawareStatutoryTrust,
  realEstateProfessionalStatus,
  section280AAugustaRule,
  opportunityZoneFund,
  exchangeFund,
  directIndexingTaxLossHarvesting,
  installmentSaleSection453,
  rule10b51TradingPlan,
  prepaidVariableForward,
  protectiveCollar,
  taxGainHarvesting,
  assetLocation,
  municipalBondAllocation,
  workingInterestIntangibleDrillingCosts,
];

/* Seeded pseudo-random households (mulberry32, fixed seed, so a failure reproduces). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function household(r: () => number): Partial<TClientFacts> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const maybe = (x: number) => (r() < 0.25 ? null : Math.round(x));
  const netWorth = Math.round(300_000 + r() ** 2 * 60_000_000);
  const realEstate = maybe(netWorth * r() * 0.6);
  const investmentRealEstate = maybe((realEstate ?? netWorth * 0.3) * r());
  return {
    netWorthUsd: r() < 0.1 ? null : netWorth,
    primaryAge: pick([null, 35, 50, 62, 75, 88]),
    spouseAge: pick([null, 40, 66]),
    maritalStatus: pick(["married", "single", "partnered", "widowed", null] as const),
    state: pick(["TX", "CA", "NY", "FL", "MA", "WA", "OH", null]),
    annualIncomeUsd: pick([null, 0, 40_000, 200_000, 700_000, 3_000_000]),
    retirementAccountsUsd: maybe(netWorth * r() * 0.4),
    taxableInvestmentsUsd: maybe(netWorth * r() * 0.6),
    realEstateUsd: realEstate,
    primaryResidenceUsd: maybe((realEstate ?? 0) * r()),
    hasInvestmentRealEstate: r() < 0.6,
    investmentRealEstateUsd: investmentRealEstate,
    investmentRealEstateBasisUsd: investmentRealEstate === null ? null : maybe(investmentRealEstate * r() * 1.3),
    plansPropertySale: r() < 0.4,
    expectedSalePriceUsd: maybe(netWorth * r() * 0.3),
    ownsBusiness: r() < 0.4,
    businessEntityType: pick(["c_corp", "s_corp", "llc", "sole_proprietorship", null] as const),
    businessValueUsd: maybe(netWorth * r() * 0.5),
    expectsBusinessSale: r() < 0.3,
    hasConcentratedStock: r() < 0.5,
    hasLowBasisStock: r() < 0.4,
    isEmployedByStockIssuer: pick([true, false, null]),
    expectsLiquidityEvent: r() < 0.3,
    riskTolerance: pick(["conservative", "moderate", "aggressive", null] as const),
    isRetired: pick([true, false, null]),
    hasEmployerPlan: r() < 0.5,
    plannedRetirementAge: pick([null, 60, 67]),
    isIlliquid: r() < 0.2,
  };
}

describe("business strategies on the household model (investments and real estate)", () => {
  it("give finite figures, an estate saving within the baseline and a net benefit within net worth", () => {
    const r = rng(2026);
    for (let i = 0; i < 60; i++) {
      const ctx = ctxOf(household(r));
      const h = ctx.household;
      for (const s of STRATEGIES) {
        const figures = evaluateOnHousehold(s, ctx);
        const label = `${s.id} on household ${i}`;
        for (const flow of figures.flows) expect(Number.isFinite(flow.amountUsd), `${label}: ${flow.label}`).toBe(true);
        for (const x of Object.values(figures.presentValue)) expect(Number.isFinite(x), label).toBe(true);
        expect(figures.presentValue.estateTaxSavingsUsd, label).toBeLessThanOrEqual(h.baseline.totalTaxUsd + 1);
        if (checkStrategy(s, ctx).fits)
          expect(figures.presentValue.netUsd, label).toBeLessThanOrEqual(Math.max(0, h.balance.netWorthUsd));
      }
    }
  });

  it("declare deferrals: every strategy that defers tax now repays it or names the step-up (flows marked deferral)", () => {
    const ctx = ctxOf({
      netWorthUsd: 20_000_000,
      primaryAge: 60,
      maritalStatus: "married",
      state: "CA",
      annualIncomeUsd: 900_000,
      taxableInvestmentsUsd: 8_000_000,
      hasConcentratedStock: true,
      hasInvestmentRealEstate: true,
      investmentRealEstateUsd: 3_000_000,
      plansPropertySale: true,
    });
    for (const s of [
      section1031Exchange,
      delawareStatutoryTrust,
      exchangeFund,
      prepaidVariableForward,
      installmentSaleSection453,
      opportunityZoneFund,
    ]) {
      const deferred = evaluateOnHousehold(s, ctx).flows.filter((f) => f.deferral);
      expect(deferred.length, s.id).toBeGreaterThan(0);
    }
  });
});
