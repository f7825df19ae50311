import { describe, expect, it } from "vitest";
import {
  additionalMedicareTax,
  charitableDeduction,
  federalIncomeTax,
  itemizedDeductionReduction,
  netInvestmentIncomeTax,
  qualifiedBusinessIncomeDeduction,
  saltDeduction,
  seniorDeduction,
  tentativeMinimumTax,
} from "./federal-income-tax.ts";
import { FEDERAL_2023, FEDERAL_2024, FEDERAL_2025, FEDERAL_2026 } from "./federal-parameters.ts";

/*
 * Independent scenarios: inputs and expected outputs published in PolicyEngine-US's test suite
 * (github.com/PolicyEngine/policyengine-us, commit 8914f89, `policyengine_us/tests/policy/baseline/`).
 * Each test names the YAML file and the case. Only their published inputs and outputs are used;
 * every scenario runs with the parameters of the case's own year (2023–2026 are sourced here).
 * PolicyEngine applies the rate schedule exactly (no Tax Table rows), so whole returns run with
 * `taxComputation: "exact"`. Tolerance: $1.
 */
const WITHIN_ONE_DOLLAR = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

const IRS = "gov/irs";

describe("whole returns", () => {
  it(`${IRS}/integration/non_sch_d_capital_gains.yaml "Case 1b" (2026): single, $60,000 wages + $10,000 gain → ordinary 5,020; gains 667.50; total 5,687.50`, () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "single",
      primaryAge: 40,
      wagesUsd: 60_000,
      longTermCapitalGainUsd: 10_000,
      taxComputation: "exact",
    });
    WITHIN_ONE_DOLLAR(r.ordinaryIncomeTaxUsd, 5_020);
    WITHIN_ONE_DOLLAR(r.capitalGainsTaxUsd, 667.5);
    WITHIN_ONE_DOLLAR(r.totalTaxUsd, 5_687.5);
  });

  it(`${IRS}/integration/non_sch_d_capital_gains.yaml "Case 1c" (2026): $30,000 of gains alone → 0`, () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "single",
      primaryAge: 40,
      longTermCapitalGainUsd: 30_000,
      taxComputation: "exact",
    });
    expect(r.adjustedGrossIncomeUsd).toBe(30_000);
    WITHIN_ONE_DOLLAR(r.capitalGainsTaxUsd, 0);
    WITHIN_ONE_DOLLAR(r.totalTaxUsd, 0);
  });

  it(`${IRS}/integration/non_sch_d_capital_gains.yaml "Case 2" (2026): age 70, $5,000 of gains → 0`, () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "single",
      primaryAge: 70,
      longTermCapitalGainUsd: 5_000,
      taxComputation: "exact",
    });
    expect(r.adjustedGrossIncomeUsd).toBe(5_000);
    WITHIN_ONE_DOLLAR(r.totalTaxUsd, 0);
  });

  it(`${IRS}/integration/non_sch_d_capital_gains.yaml "Case 3" (2026): $300,000 wages + $10,000 gain → NIIT 380`, () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "single",
      primaryAge: 45,
      wagesUsd: 300_000,
      longTermCapitalGainUsd: 10_000,
    });
    expect(r.adjustedGrossIncomeUsd).toBe(310_000);
    expect(r.netInvestmentIncomeUsd).toBe(10_000);
    WITHIN_ONE_DOLLAR(r.netInvestmentIncomeTaxUsd, 380);
  });

  it(`${IRS}/integration/non_sch_d_capital_gains.yaml "Case 1" (2026): $60,000 wages + $5,000 gain → NIIT 0`, () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "single",
      primaryAge: 40,
      wagesUsd: 60_000,
      longTermCapitalGainUsd: 5_000,
    });
    expect(r.adjustedGrossIncomeUsd).toBe(65_000);
    expect(r.netInvestmentIncomeUsd).toBe(5_000);
    expect(r.netInvestmentIncomeTaxUsd).toBe(0);
  });

  it(`${IRS}/tax/federal_income/alternative_minimum_tax/alternative_minimum_tax.yaml case 3 (2024): single, $2,000,000 wages → AMT 0`, () => {
    const r = federalIncomeTax({
      year: 2024,
      filingStatus: "single",
      primaryAge: 40,
      wagesUsd: 2_000_000,
      taxComputation: "exact",
    });
    expect(r.alternativeMinimumTaxUsd).toBe(0);
  });

  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Mixed SSTB and non-SSTB above threshold" (2025) → 10,000`, () => {
    const r = federalIncomeTax({
      year: 2025,
      filingStatus: "single",
      wagesUsd: 400_000,
      otherOrdinaryIncomeUsd: 100_000,
      qualifiedBusinesses: [
        { qualifiedBusinessIncomeUsd: 50_000, w2WagesUsd: 100_000 },
        { qualifiedBusinessIncomeUsd: 50_000, specifiedServiceTradeOrBusiness: true },
      ],
    });
    WITHIN_ONE_DOLLAR(r.qualifiedBusinessIncomeDeductionUsd, 10_000);
  });

  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Pure SSTB below threshold gets full 20 percent deduction" (2025) → 6,000`, () => {
    const r = federalIncomeTax({
      year: 2025,
      filingStatus: "single",
      wagesUsd: 50_000,
      otherOrdinaryIncomeUsd: 30_000,
      qualifiedBusinesses: [{ qualifiedBusinessIncomeUsd: 30_000, specifiedServiceTradeOrBusiness: true }],
    });
    WITHIN_ONE_DOLLAR(r.qualifiedBusinessIncomeDeductionUsd, 6_000);
  });
});

describe("§199A limits", () => {
  // PolicyEngine's `qbid_amount` is 20% of the business's QBI before the taxable-income limit.
  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Taxable income over QBI in 2024" → 5,600`, () => {
    const d = qualifiedBusinessIncomeDeduction(
      [{ qualifiedBusinessIncomeUsd: 50_000 }],
      "single",
      { taxableIncomeBeforeQbiDeductionUsd: 30_000, netCapitalGainUsd: 2_000 },
      FEDERAL_2024,
    );
    WITHIN_ONE_DOLLAR(d, 5_600);
  });
  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Taxable income under QBI in 2024" → 3,000`, () => {
    const d = qualifiedBusinessIncomeDeduction(
      [{ qualifiedBusinessIncomeUsd: 15_000 }],
      "single",
      { taxableIncomeBeforeQbiDeductionUsd: 30_000, netCapitalGainUsd: 2_000 },
      FEDERAL_2024,
    );
    WITHIN_ONE_DOLLAR(d, 3_000);
  });
  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Taxable reduced to 0" (2024) → 0`, () => {
    const d = qualifiedBusinessIncomeDeduction(
      [{ qualifiedBusinessIncomeUsd: 50_000 }],
      "single",
      { taxableIncomeBeforeQbiDeductionUsd: 30_000, netCapitalGainUsd: 32_000 },
      FEDERAL_2024,
    );
    expect(d).toBe(0);
  });
  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Deduction floor in effect, income above threshold" (2026) → 400`, () => {
    const d = qualifiedBusinessIncomeDeduction(
      [{ qualifiedBusinessIncomeUsd: 1_000 }],
      "single",
      { taxableIncomeBeforeQbiDeductionUsd: 600, netCapitalGainUsd: 0 },
      FEDERAL_2026,
    );
    WITHIN_ONE_DOLLAR(d, 400);
  });
  it(`${IRS}/income/taxable_income/deductions/qbid/qualified_business_income_deduction.yaml "Deduction floor in effect, income below threshold" (2026) → 0`, () => {
    const d = qualifiedBusinessIncomeDeduction(
      [{ qualifiedBusinessIncomeUsd: 999 }],
      "single",
      { taxableIncomeBeforeQbiDeductionUsd: 0, netCapitalGainUsd: 0 },
      FEDERAL_2026,
    );
    expect(d).toBe(0);
  });
});

describe("senior deduction (§151(f), 2025)", () => {
  const cases: [string, "single" | "married_joint" | "married_separate", number, number, number][] = [
    ["Two eligible seniors, income above the phase-out", "married_joint", 200_000, 2, 6_000],
    ["Single senior, income above the phase-out, 2025", "single", 90_000, 1, 5_100],
    ["Married filing separately does not qualify for senior deduction", "married_separate", 90_000, 1, 0],
    ["Issue 8110 - per-senior phase-out at AGI $246,188", "married_joint", 246_188, 2, 457.44],
    ["Joint filers, only one senior eligible (spouse age 60)", "married_joint", 200_000, 1, 3_000],
    ["Two seniors, AGI fully phases out deduction", "married_joint", 260_000, 2, 0],
    ["Two seniors, AGI exactly at threshold (no phase-out)", "married_joint", 150_000, 2, 12_000],
    ["Single senior one dollar above the phase-out threshold", "single", 75_001, 1, 5_999.94],
    ["Single senior fully phased out at $175,000", "single", 175_000, 1, 0],
    ["Joint filers fully phased out at $250,000", "married_joint", 250_000, 2, 0],
  ];
  for (const [name, status, agi, seniors, expected] of cases) {
    it(`${IRS}/income/taxable_income/deductions/senior_deduction/integration.yaml "${name}" → ${expected}`, () => {
      WITHIN_ONE_DOLLAR(seniorDeduction(status, agi, seniors, FEDERAL_2025), expected);
    });
  }
});

describe("SALT cap and phase-down (§164(b)(7))", () => {
  const file = `${IRS}/deductions/itemized/salt_and_real_estate/salt_deduction.yaml`;
  it(`${file} "Single filer with income below reduction amount" (2025) → 11,000`, () => {
    expect(saltDeduction(11_000, "single", 100_000, FEDERAL_2025)).toBe(11_000);
  });
  it(`${file} "Separate filer with income above reduction amount" (2025) → 8,000`, () => {
    WITHIN_ONE_DOLLAR(saltDeduction(11_000, "married_separate", 290_000, FEDERAL_2025), 8_000);
  });
  it(`${file} "Fully phased out, floor applies" (2026) → 5,000`, () => {
    expect(saltDeduction(10_000, "married_separate", 500_000, FEDERAL_2026)).toBe(5_000);
  });
  it(`${file} "Floor applies" (2026) → 10,000`, () => {
    expect(saltDeduction(10_000, "married_joint", 1_000_000, FEDERAL_2026)).toBe(10_000);
  });
  it(`${file} "The SALT itself is not subject to phase-out" (2026) → 11,000`, () => {
    WITHIN_ONE_DOLLAR(saltDeduction(11_000, "married_joint", 600_000, FEDERAL_2026), 11_000);
  });
  it(`${file} "Capped SALT deduction" (2023) → 10,000`, () => {
    expect(saltDeduction(100_000, "single", 200_000, FEDERAL_2023)).toBe(10_000);
  });
});

describe("§68 2/37 reduction (2026)", () => {
  const file = `${IRS}/income/taxable_income/deductions/itemizing/itemized_taxable_income_deductions_reduction.yaml`;
  it(`${file} "Reduction in 2026, due to AGI" → 10,811`, () => {
    WITHIN_ONE_DOLLAR(itemizedDeductionReduction(200_000, 700_000, "single", FEDERAL_2026), 10_811);
  });
  it(`${file} "Reduction in 2026, due to total deductions reduction" → 54`, () => {
    WITHIN_ONE_DOLLAR(itemizedDeductionReduction(1_000, 649_000, "single", FEDERAL_2026), 54);
  });
  it(`${file} "No reduction in 2024" → 0`, () => {
    expect(itemizedDeductionReduction(200_000, 300_000, "single", FEDERAL_2024)).toBe(0);
  });
  it(`${IRS}/deductions/itemized/limitation/itemized_deduction_limitation.yaml "OBBB limitation in 2026 - income below top bracket" → 0`, () => {
    expect(itemizedDeductionReduction(50_000, 350_000, "single", FEDERAL_2026)).toBe(0);
  });
});

describe("charitable deduction (2026 floor)", () => {
  const file = `${IRS}/income/taxable_income/deductions/itemizing/charitable_deduction.yaml`;
  it(`${file} "No AGI" → 0`, () => {
    expect(charitableDeduction(10_000, 30_000, 0, FEDERAL_2026)).toBe(0);
  });
  it(`${file} "Charitable deduction with a 0.5% floor" → 39,000`, () => {
    WITHIN_ONE_DOLLAR(charitableDeduction(10_000, 30_000, 200_000, FEDERAL_2026), 39_000);
  });
  it(`${file} "Contributions below floor" → 0`, () => {
    expect(charitableDeduction(500, 300, 200_000, FEDERAL_2026)).toBe(0);
  });
});

describe("NIIT and additional Medicare tax (statutory thresholds, not indexed)", () => {
  const niit = `${IRS}/tax/federal_income/net_investment_income_tax.yaml`;
  it(`${niit} "Passive pass-through and other investment income above threshold" → 1,140`, () => {
    WITHIN_ONE_DOLLAR(netInvestmentIncomeTax(35_000, 230_000, "single"), 1_140);
  });
  it(`${niit} "Passive pass-through income below the AGI threshold" → 0`, () => {
    expect(netInvestmentIncomeTax(50_000, 199_000, "single")).toBe(0);
  });
  it(`${niit} "Rental income well above threshold" → 26,600`, () => {
    WITHIN_ONE_DOLLAR(netInvestmentIncomeTax(900_000, 900_000, "single"), 26_600);
  });
  it(`${niit} "Rental income calculation unchanged when passive income defaults to zero" → 190`, () => {
    WITHIN_ONE_DOLLAR(netInvestmentIncomeTax(205_000, 205_000, "single"), 190);
  });
  const medicare = `${IRS}/tax/federal_income/additional_medicare_tax.yaml`;
  it(`${medicare} "Traditional retirement deferrals do not reduce Additional Medicare wages" (2025) → 450`, () => {
    const r = federalIncomeTax({ year: 2025, filingStatus: "single", wagesUsd: 250_000 });
    WITHIN_ONE_DOLLAR(r.additionalMedicareTaxUsd, 450);
  });
  it(`${medicare} "Earnings high enough to pay the Additional Medicare Tax" → 8,100`, () => {
    WITHIN_ONE_DOLLAR(additionalMedicareTax(1_000_000, 100_000, "single"), 8_100);
  });
  it(`${medicare} "Earnings too low" → 0`, () => {
    expect(additionalMedicareTax(10_000, 1_000, "single")).toBe(0);
  });
});

describe("AMT with capital gains (Form 6251 Part III), 2023 parameters", () => {
  // Their inputs: amt_income_less_exemptions = Form 6251 line 6; dwks10 / dwks13 / dwks14 =
  // Schedule D Tax Worksheet lines 10, 13, 14; unrecaptured §1250 gain.
  const file = `${IRS}/tax/federal_income/alternative_minimum_tax/amt_tax_including_cg.yaml`;
  const cases: [string, "single" | "married_joint", number, number, number, number, number, number][] = [
    ["First bracket, no capital gains", "single", 50_000, 0, 0, 0, 0, 13_000],
    ["First bracket, no capital gains, higher income", "single", 100_000, 0, 0, 0, 0, 26_000],
    ["Income with capital gains in first bracket", "single", 100_000, 50_000, 30_000, 0, 0, 18_200],
    ["AMT with capital gains in second bracket", "single", 600_000, 200_000, 150_000, 0, 0, 137_392.25],
    ["AMT with unrecaptured section 1250 gains", "single", 1_000_000, 500_000, 300_000, 0, 200_000, 223_892.25],
    ["All CG, preferential base exactly at the 0% bracket threshold", "single", 44_625, 44_625, 44_625, 0, 0, 0],
    [
      "All CG, preferential base exactly at the 20% bracket threshold",
      "single",
      492_300,
      492_300,
      492_300,
      0,
      0,
      67_151.25,
    ],
    ["All CG, preferential base above the 20% bracket threshold", "single", 600_000, 600_000, 600_000, 0, 0, 88_691.25],
    [
      "Mixed preferential + regular ordinary income, AMTI below 20% threshold",
      "single",
      300_000,
      100_000,
      100_000,
      50_000,
      0,
      67_000,
    ],
    [
      "Joint filer with substantial cap gains below the joint 20% threshold",
      "married_joint",
      400_000,
      400_000,
      400_000,
      0,
      0,
      46_612.5,
    ],
  ];
  for (const [name, status, excess, l10, l13, l14, s1250, expected] of cases) {
    it(`${file} "${name}" → ${expected}`, () => {
      const tmt = tentativeMinimumTax(
        excess,
        { adjustedNetCapitalGainUsd: l13, line10Usd: l10, line14Usd: l14 },
        s1250,
        status,
        FEDERAL_2023,
      );
      WITHIN_ONE_DOLLAR(tmt, expected);
    });
  }
});
