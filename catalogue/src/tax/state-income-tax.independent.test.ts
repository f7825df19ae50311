import { describe, expect, it } from "vitest";
import { newYorkSupplementalTax, stateIncomeTax, washingtonCapitalGainsTax } from "./state-income-tax.ts";

/*
 * Independent state scenarios: published inputs and outputs of PolicyEngine-US's test suite
 * (github.com/PolicyEngine/policyengine-us, commit 8914f89, `policyengine_us/tests/policy/baseline/gov/states/`).
 * Each test names the YAML file and case. Tolerance: $1.
 */
const WITHIN_ONE_DOLLAR = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

describe("New York (2025)", () => {
  const file = "states/ny/tax/income/integration.yaml";
  it(`${file} "Case 2, single filer standard case." → TI 42,000; tax 2,145`, () => {
    const r = stateIncomeTax("NY", { year: 2025, filingStatus: "single", primaryAge: 40, wagesUsd: 50_000 });
    expect(r.taxableIncomeUsd).toBe(42_000);
    WITHIN_ONE_DOLLAR(r.taxUsd, 2_145);
  });
  it(`${file} "Case 3, joint filer with two dependents." → TI 61,950; tax 3,074.75`, () => {
    const r = stateIncomeTax("NY", { year: 2025, filingStatus: "married_joint", wagesUsd: 80_000, dependents: 2 });
    expect(r.taxableIncomeUsd).toBe(61_950);
    WITHIN_ONE_DOLLAR(r.taxUsd, 3_074.75);
  });
  it(`${file} "Case 4, high income triggers supplemental tax." → main 10,951.75 + supplemental 568 = 11,519.75`, () => {
    const r = stateIncomeTax("NY", { year: 2025, filingStatus: "single", wagesUsd: 200_000 });
    expect(r.taxableIncomeUsd).toBe(192_000);
    WITHIN_ONE_DOLLAR(newYorkSupplementalTax(200_000, 192_000, "single", 2025), 568);
    WITHIN_ONE_DOLLAR(r.taxUsd, 11_519.75);
  });
  it(`${file} "Case 5, head of household with dependent." → TI 47,800; tax 2,380.375`, () => {
    const r = stateIncomeTax("NY", { year: 2025, filingStatus: "head_of_household", wagesUsd: 60_000, dependents: 1 });
    expect(r.taxableIncomeUsd).toBe(47_800);
    WITHIN_ONE_DOLLAR(r.taxUsd, 2_380.375);
  });
});

describe("New York supplemental tax, 2023 recapture amounts (unchanged 2023–2025 rates)", () => {
  const file = "states/ny/tax/income/ny_supplemental_tax.yaml";
  it(`${file} "Unit test for 2023 ny_supplemental_tax separate filers" → 568`, () => {
    WITHIN_ONE_DOLLAR(newYorkSupplementalTax(220_000, 200_000, "married_separate", 2025), 568);
  });
  it(`${file} "Unit test for 2023 ny_supplemental_tax joint filer" (AGI 120,000, TI 40,000) → 82.251`, () => {
    WITHIN_ONE_DOLLAR(newYorkSupplementalTax(120_000, 40_000, "married_joint", 2025), 82.251);
  });
  it(`${file} "Unit test for 2023 ny_supplemental_tax head of household filers" (AGI 130,000, TI 120,000) → 351.789`, () => {
    WITHIN_ONE_DOLLAR(newYorkSupplementalTax(130_000, 120_000, "head_of_household", 2025), 351.789);
  });
});

describe("Massachusetts (2025)", () => {
  it(`states/ma/tax/income/ma_income_tax_before_credits.yaml "2025 surtax threshold at $1,083,150." → 64,674`, () => {
    const r = stateIncomeTax("MA", { year: 2025, filingStatus: "single", wagesUsd: 1_204_400 });
    expect(r.taxableIncomeUsd).toBe(1_200_000);
    WITHIN_ONE_DOLLAR(r.taxUsd, 64_674);
  });
});

describe("Washington capital gains excise tax (2025)", () => {
  const file = "states/wa/tax/income/wa_capital_gains_tax.yaml";
  const cases: [string, number, number][] = [
    ["Case 2, 2025 tiered rate applies above $1M of taxable gains.", 1_778_000, 119_500],
    ["2025 taxable gains exactly at $1M boundary, no second bracket applies.", 1_278_000, 70_000],
    ["2025 gains below standard deduction result in zero tax.", 200_000, 0],
    [
      "2025 gains over one million pay the additional 2.9 percent on the excess (ESSB 5813 Sec. 101)",
      2_278_000,
      169_000,
    ],
  ];
  for (const [name, gain, expected] of cases) {
    it(`${file} "${name}" → ${expected}`, () => {
      WITHIN_ONE_DOLLAR(washingtonCapitalGainsTax(gain, 2025), expected);
      WITHIN_ONE_DOLLAR(
        stateIncomeTax("WA", { year: 2025, filingStatus: "single", longTermCapitalGainUsd: gain }).taxUsd,
        expected,
      );
    });
  }
});

describe("California (2025)", () => {
  it(`states/ca/tax/income/integration.yaml "High income joint filer, state_income_tax includes behavioral health tax." → 216,156`, () => {
    const r = stateIncomeTax("CA", {
      year: 2025,
      filingStatus: "married_joint",
      primaryAge: 40,
      spouseAge: 40,
      taxableInterestUsd: 2_000_000,
    });
    WITHIN_ONE_DOLLAR(r.taxUsd, 216_156);
  });
});
