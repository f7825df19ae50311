import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  assetLocation,
  directIndexingTaxLossHarvesting,
  exchangeFund,
  installmentSaleSection453,
  municipalBondAllocation,
  prepaidVariableForward,
  protectiveCollar,
  rule10b51TradingPlan,
  taxGainHarvesting,
  workingInterestIntangibleDrillingCosts,
} from "./investments.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);
const total = (c: { setup: number; annual: number; years: number }) => Math.round(c.setup + c.annual * c.years);

describe("investment golden figures (2026 law)", () => {
  it("Exchange fund: 4,000,000 × 0.238 = 952,000; fees 5,000,000 × 0.009 × 7 = 315,000", () => {
    const v = {
      contributedValueUsd: 5_000_000,
      embeddedGainUsd: 4_000_000,
      capitalGainsRate: 0.238,
      annualFeeRate: 0.009,
      years: 7,
    };
    expect(round(exchangeFund.benefit(v, tax).taxSavings)).toBe(952_000);
    expect(total(exchangeFund.cost(v, tax))).toBe(315_000);
  });

  it("Direct indexing: 2,000,000 × 0.02 × 0.238 × 10 = 95,200", () => {
    const b = directIndexingTaxLossHarvesting.benefit(
      { portfolioUsd: 2_000_000, annualHarvestRate: 0.02, capitalGainsRate: 0.238, years: 10 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(95_200);
  });

  it("Installment sale: 4,000,000 × 0.8 × 0.238 × 1 × (1 − 7.8740 ÷ 10) = 161,919; a 10,000,000 note is half outside §453A: 202,399", () => {
    const at = (notePrincipalUsd: number) =>
      round(
        installmentSaleSection453.benefit(
          { notePrincipalUsd, grossProfitRatio: 0.8, capitalGainsRate: 0.238, discountRate: 0.046, paymentYears: 10 },
          tax,
        ).taxSavings,
      );
    expect(at(4_000_000)).toBe(161_919);
    expect(at(10_000_000)).toBe(202_399);
  });

  it("10b5-1 plan: 4,000,000 × 0.5 × 0.25 = 500,000", () => {
    const b = rule10b51TradingPlan.benefit({ positionUsd: 4_000_000, shareToSell: 0.5, drawdownRisk: 0.25 }, tax);
    expect(round(b.protection)).toBe(500_000);
  });

  it("Prepaid variable forward: 16,000,000 × 0.238 × (1.046^3 − 1) = 550,048 and 20,000,000 × 0.10 = 2,000,000; cost 20,000,000 × 0.025 × 3 = 1,500,000", () => {
    const v = {
      positionUsd: 20_000_000,
      embeddedGainUsd: 16_000_000,
      capitalGainsRate: 0.238,
      discountRate: 0.046,
      contractYears: 3,
      lossBelowFloorRate: 0.1,
      impliedCostRate: 0.025,
    };
    const b = prepaidVariableForward.benefit(v, tax);
    expect(round(b.taxSavings)).toBe(550_048);
    expect(round(b.protection)).toBe(2_000_000);
    expect(total(prepaidVariableForward.cost(v, tax))).toBe(1_500_000);
  });

  it("Collar: 5,000,000 × 0.10 = 500,000; cost 5,000,000 × 0.005 × 2 = 50,000", () => {
    const v = { positionUsd: 5_000_000, lossBelowFloorRate: 0.1, tradingCostRate: 0.005, years: 2 };
    expect(round(protectiveCollar.benefit(v, tax).protection)).toBe(500_000);
    expect(total(protectiveCollar.cost(v, tax))).toBe(50_000);
  });

  it("Tax-gain harvesting: 50,000 × 0.15 = 7,500; room for a couple earning 80,000 = 98,900 + 32,200 − 80,000 = 51,100", () => {
    expect(
      round(taxGainHarvesting.benefit({ harvestableGainUsd: 50_000, futureCapitalGainsRate: 0.15 }, tax).taxSavings),
    ).toBe(7_500);
    const d = taxGainHarvesting.defaults(
      facts({ netWorthUsd: 1e6, maritalStatus: "married", annualIncomeUsd: 80_000 }),
      tax,
    );
    expect(d.harvestableGainUsd?.value).toBe(51_100);
  });

  it("Asset location: 1,000,000 × (0.045 × 0.408 − 0.015 × 0.238) × 10 = 147,900", () => {
    const b = assetLocation.benefit(
      {
        relocatedAssetsUsd: 1_000_000,
        bondYield: 0.045,
        ordinaryRate: 0.408,
        dividendYield: 0.015,
        capitalGainsRate: 0.238,
        years: 10,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(147_900);
  });

  it("Municipal bonds: 1,000,000 × (0.035 − 0.05 × (1 − 0.408)) × 10 = 54,000", () => {
    const b = municipalBondAllocation.benefit(
      { allocationUsd: 1_000_000, municipalYield: 0.035, taxableYield: 0.05, federalRate: 0.408, years: 10 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(54_000);
  });

  it("Drilling costs: 129,500 × (1 − 7.8740 ÷ 10) + 500,000 × 0.12 × 0.15 × 0.37 × 10 = 60,832", () => {
    const b = workingInterestIntangibleDrillingCosts.benefit(
      {
        investmentUsd: 500_000,
        idcShare: 0.7,
        marginalRate: 0.37,
        discountRate: 0.046,
        recoveryYears: 10,
        annualIncomeYield: 0.12,
        years: 10,
      },
      tax,
    );
    expect(round(b.taxSavings)).toBe(60_832);
  });
});

describe("investment eligibility", () => {
  const cases = [
    {
      def: exchangeFund,
      fits: facts({ netWorthUsd: 20e6, hasConcentratedStock: true, taxableInvestmentsUsd: 8e6 }),
      fitsReason: /qualified-purchaser test/,
      fails: facts({ netWorthUsd: 6e6, hasConcentratedStock: true, taxableInvestmentsUsd: 2e6 }),
      failsReason: /at least \$5,000,000 of investments/,
    },
    {
      def: directIndexingTaxLossHarvesting,
      fits: facts({ netWorthUsd: 5e6, taxableInvestmentsUsd: 3e6, hasLowBasisStock: true }),
      fitsReason: /offset gains from diversifying/,
      fails: facts({ netWorthUsd: 2e6, taxableInvestmentsUsd: 300_000, hasLowBasisStock: true }),
      failsReason: /about \$1,000,000 or more in taxable accounts/,
    },
    {
      def: installmentSaleSection453,
      fits: facts({ netWorthUsd: 5e6, expectsLiquidityEvent: true, ownsBusiness: true }),
      fitsReason: /private business/,
      fails: facts({ netWorthUsd: 5e6, ownsBusiness: true }),
      failsReason: /no expected sale/,
    },
    {
      def: rule10b51TradingPlan,
      fits: facts({ netWorthUsd: 8e6, hasConcentratedStock: true, goals: ["diversify company stock"] }),
      fitsReason: /insider/,
      fails: facts({ netWorthUsd: 8e6, goals: ["diversify company stock"] }),
      failsReason: /no concentrated single-stock position/,
    },
    {
      def: prepaidVariableForward,
      fits: facts({ netWorthUsd: 40e6, hasConcentratedStock: true, taxableInvestmentsUsd: 20e6 }),
      fitsReason: /dealers to quote a forward/,
      fails: facts({ netWorthUsd: 40e6, hasConcentratedStock: true, taxableInvestmentsUsd: 3e6 }),
      failsReason: /several million dollars/,
    },
    {
      def: protectiveCollar,
      fits: facts({ netWorthUsd: 10e6, hasConcentratedStock: true, taxableInvestmentsUsd: 4e6 }),
      fitsReason: /large enough for listed/,
      fails: facts({ netWorthUsd: 10e6, taxableInvestmentsUsd: 4e6 }),
      failsReason: /no concentrated single-stock position/,
    },
    {
      def: taxGainHarvesting,
      fits: facts({ netWorthUsd: 1e6, maritalStatus: "married", annualIncomeUsd: 80_000, hasLowBasisStock: true }),
      fitsReason: /leaves room in the 0% capital gains bracket/,
      fails: facts({ netWorthUsd: 1e6, maritalStatus: "married", annualIncomeUsd: 300_000, hasLowBasisStock: true }),
      failsReason: /income low enough/,
    },
    {
      def: assetLocation,
      fits: facts({ netWorthUsd: 3e6, retirementAccountsUsd: 1e6, taxableInvestmentsUsd: 1e6 }),
      fitsReason: /can hold the bond allocation/,
      fails: facts({ netWorthUsd: 3e6, taxableInvestmentsUsd: 1e6 }),
      failsReason: /tax-deferred balances/,
    },
    {
      def: municipalBondAllocation,
      fits: facts({ netWorthUsd: 5e6, annualIncomeUsd: 700_000, taxableInvestmentsUsd: 2e6 }),
      fitsReason: /high federal bracket/,
      fails: facts({ netWorthUsd: 5e6, annualIncomeUsd: 150_000, taxableInvestmentsUsd: 2e6 }),
      failsReason: /top brackets/,
    },
    {
      def: workingInterestIntangibleDrillingCosts,
      fits: facts({ netWorthUsd: 10e6, annualIncomeUsd: 800_000, riskTolerance: "aggressive" }),
      fitsReason: /speculative energy investment/,
      fails: facts({ netWorthUsd: 10e6, annualIncomeUsd: 800_000, riskTolerance: "conservative" }),
      failsReason: /not a conservative one/,
    },
  ];
  it.each(cases)("$def.id fits and does not fit, with reasons", ({ def, fits, fitsReason, fails, failsReason }) => {
    const yes = def.eligibility(fits, tax);
    expect(yes.fits).toBe(true);
    expect(yes.reasons.join(" ")).toMatch(fitsReason);
    const no = def.eligibility(fails, tax);
    expect(no.fits).toBe(false);
    expect(no.reasons[0]).toMatch(failsReason);
  });
});
