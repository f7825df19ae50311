import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  backdoorRothIra,
  hsaRetirementMaximization,
  megaBackdoorRoth,
  requiredMinimumDistributionPlanning,
  spousalIra,
  superCatchUp6063,
} from "./retirement-accounts.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), netWorthUsd: 3_000_000, ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("retirement account golden figures (2026)", () => {
  it("Mega backdoor: (40,000 × (1.06^10 − 1) ÷ 0.06 − 400,000) × 0.238 = 30,281", () => {
    const b = megaBackdoorRoth.benefit(
      { afterTaxContributionUsd: 40_000, growthRate: 0.06, contributionYears: 10, growthTaxRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(30_281);
  });

  it("Backdoor Roth: (15,000 × (1.06^20 − 1) ÷ 0.06 − 300,000) × 0.238 = 59,925", () => {
    const b = backdoorRothIra.benefit(
      { annualContributionUsd: 15_000, growthRate: 0.06, contributionYears: 20, growthTaxRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(59_925);
  });

  it("HSA: 8,750 × 20 × 0.37 + (8,750 × 36.7856 − 175,000) × 0.238 = 99,706", () => {
    const b = hsaRetirementMaximization.benefit(
      { hsaContributionUsd: 8_750, contributionYears: 20, marginalRate: 0.37, growthRate: 0.06, growthTaxRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(99_706);
  });

  it("RMD planning: 100,000 × 8 × (0.32 − 0.24) = 64,000", () => {
    const b = requiredMinimumDistributionPlanning.benefit(
      { plannedWithdrawalUsd: 100_000, withdrawalYears: 8, rmdRate: 0.32, currentRate: 0.24 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(64_000);
  });

  it("Spousal IRA: (8,600 × (1.06^15 − 1) ÷ 0.06 − 129,000) × 0.238 = 16,939", () => {
    const b = spousalIra.benefit(
      { spouseContributionUsd: 8_600, growthRate: 0.06, contributionYears: 15, growthTaxRate: 0.238 },
      tax,
    );
    expect(round(b.taxSavings)).toBe(16_939);
  });

  it("Super catch-up, Roth: (11,250 × 4.3746 × 1.06^15 − 45,000) × 0.238 = 17,361; pre-tax = 11,070", () => {
    const base = {
      superCatchUpUsd: 11_250,
      eligibleYears: 4,
      growthRate: 0.06,
      growthYears: 15,
      currentRate: 0.32,
      retirementRate: 0.24,
      growthTaxRate: 0.238,
    };
    expect(round(superCatchUp6063.benefit({ ...base, rothShare: 1 }, tax).taxSavings)).toBe(17_361);
    expect(round(superCatchUp6063.benefit({ ...base, rothShare: 0 }, tax).taxSavings)).toBe(11_070);
  });

  it("super catch-up default uses the 2026 $11,250 limit and Roth above the $150,000 wage threshold", () => {
    const d = superCatchUp6063.defaults(facts({ primaryAge: 61, annualIncomeUsd: 400_000 }), tax);
    expect(d.superCatchUpUsd?.value).toBe(11_250);
    expect(d.eligibleYears?.value).toBe(3);
    expect(d.rothShare?.value).toBe(1);
  });
});

describe("retirement account eligibility", () => {
  const cases = [
    {
      def: megaBackdoorRoth,
      fits: facts({ hasEmployerPlan: true, annualIncomeUsd: 400_000, primaryAge: 45 }),
      fitsReason: /employer 401\(k\)-type plan/,
      fails: facts({ annualIncomeUsd: 400_000, primaryAge: 45 }),
      failsReason: /needs an employer 401\(k\)/,
    },
    {
      def: backdoorRothIra,
      fits: facts({ maritalStatus: "married", annualIncomeUsd: 300_000, primaryAge: 45 }),
      fitsReason: /above the Roth IRA phase-out start/,
      fails: facts({ maritalStatus: "married", annualIncomeUsd: 200_000, primaryAge: 45 }),
      failsReason: /\$242,000/,
    },
    {
      def: hsaRetirementMaximization,
      fits: facts({ primaryAge: 50, annualIncomeUsd: 300_000, hasEmployerPlan: true }),
      fitsReason: /below age 65/,
      fails: facts({ primaryAge: 67, annualIncomeUsd: 300_000, hasEmployerPlan: true }),
      failsReason: /Medicare/,
    },
    {
      def: requiredMinimumDistributionPlanning,
      fits: facts({
        primaryAge: 66,
        maritalStatus: "married",
        annualIncomeUsd: 120_000,
        retirementAccountsUsd: 4_000_000,
      }),
      fitsReason: /years before RMDs start at 73/,
      fails: facts({ primaryAge: 75, retirementAccountsUsd: 4_000_000 }),
      failsReason: /ten years before RMDs start/,
    },
    {
      def: spousalIra,
      fits: facts({ maritalStatus: "married", annualIncomeUsd: 200_000, primaryAge: 50 }),
      fitsReason: /married/,
      fails: facts({ maritalStatus: "single", annualIncomeUsd: 200_000, primaryAge: 50 }),
      failsReason: /not married/,
    },
    {
      def: superCatchUp6063,
      fits: facts({ primaryAge: 62, hasEmployerPlan: true }),
      fitsReason: /60–63 super catch-up window/,
      fails: facts({ primaryAge: 64, hasEmployerPlan: true }),
      failsReason: /turns 60 to 63/,
    },
  ];
  for (const c of cases) {
    it(`${c.def.id}: fits and does not fit, with reasons`, () => {
      const yes = c.def.eligibility(c.fits, tax);
      expect(yes.fits).toBe(true);
      expect(yes.reasons.join(" ")).toMatch(c.fitsReason);
      const no = c.def.eligibility(c.fails, tax);
      expect(no.fits).toBe(false);
      expect(no.reasons[0]).toMatch(c.failsReason);
    });
  }
});
