import { describe, expect, it } from "vitest";
import {
  federalIncomeTax,
  marginalRate,
  scheduleDTaxWorksheet,
  taxFromTable,
  taxOnAdditionalIncome,
  taxOnOrdinaryIncome,
  taxTableRow,
} from "./federal-income-tax.ts";
import { FEDERAL_2025, type FilingStatus } from "./federal-parameters.ts";

/*
 * Golden figures printed by the IRS in the 2025 Instructions for Form 1040 (i1040gi): rows of the
 * Tax Table (printed pp. 68–79) and the twenty rows of the 2025 Tax Computation Worksheet (printed
 * p. 80). The expected values below are the printed figures, not computed by this engine.
 */

type Row = { atLeast: number; single: number; joint: number; separate: number; head: number };

// Tax Table rows that print the same amount in all four columns (the 10% bracket) and rows with
// each column printed.
const TAX_TABLE_ROWS: readonly Row[] = [
  { atLeast: 0, single: 0, joint: 0, separate: 0, head: 0 },
  { atLeast: 5, single: 1, joint: 1, separate: 1, head: 1 },
  { atLeast: 15, single: 2, joint: 2, separate: 2, head: 2 },
  { atLeast: 25, single: 4, joint: 4, separate: 4, head: 4 },
  { atLeast: 975, single: 99, joint: 99, separate: 99, head: 99 },
  { atLeast: 1_000, single: 101, joint: 101, separate: 101, head: 101 },
  { atLeast: 2_975, single: 299, joint: 299, separate: 299, head: 299 },
  { atLeast: 3_000, single: 303, joint: 303, separate: 303, head: 303 },
  { atLeast: 18_000, single: 1_925, joint: 1_803, separate: 1_925, head: 1_823 },
  { atLeast: 99_950, single: 16_909, joint: 11_823, separate: 16_909, head: 15_170 },
];

// Single-column rows printed in the same table.
const SINGLE_COLUMN_ROWS: readonly { status: FilingStatus; atLeast: number; tax: number }[] = [
  { status: "married_joint", atLeast: 25_300, tax: 2_562 }, // the table's own printed example
  { status: "married_joint", atLeast: 50_000, tax: 5_526 },
  { status: "married_joint", atLeast: 80_000, tax: 9_126 },
  { status: "married_joint", atLeast: 90_000, tax: 10_326 },
  { status: "married_joint", atLeast: 96_700, tax: 11_130 },
  { status: "married_joint", atLeast: 96_900, tax: 11_154 },
  { status: "married_joint", atLeast: 96_950, tax: 11_163 },
  { status: "married_joint", atLeast: 97_000, tax: 11_174 },
  { status: "single", atLeast: 48_350, tax: 5_567 },
  { status: "single", atLeast: 48_450, tax: 5_579 },
  { status: "single", atLeast: 50_000, tax: 5_920 },
];

// 2025 Tax Computation Worksheet: tax = rate × taxable income − subtraction amount.
const TCW_ROWS: readonly {
  status: FilingStatus;
  from: number;
  to: number | null;
  rate: number;
  subtraction: number;
}[] = [
  { status: "single", from: 100_000, to: 103_350, rate: 0.22, subtraction: 5_086 },
  { status: "single", from: 103_350, to: 197_300, rate: 0.24, subtraction: 7_153 },
  { status: "single", from: 197_300, to: 250_525, rate: 0.32, subtraction: 22_937 },
  { status: "single", from: 250_525, to: 626_350, rate: 0.35, subtraction: 30_452.75 },
  { status: "single", from: 626_350, to: null, rate: 0.37, subtraction: 42_979.75 },
  { status: "married_joint", from: 100_000, to: 206_700, rate: 0.22, subtraction: 10_172 },
  { status: "married_joint", from: 206_700, to: 394_600, rate: 0.24, subtraction: 14_306 },
  { status: "married_joint", from: 394_600, to: 501_050, rate: 0.32, subtraction: 45_874 },
  { status: "married_joint", from: 501_050, to: 751_600, rate: 0.35, subtraction: 60_905.5 },
  { status: "married_joint", from: 751_600, to: null, rate: 0.37, subtraction: 75_937.5 },
  { status: "married_separate", from: 100_000, to: 103_350, rate: 0.22, subtraction: 5_086 },
  { status: "married_separate", from: 103_350, to: 197_300, rate: 0.24, subtraction: 7_153 },
  { status: "married_separate", from: 197_300, to: 250_525, rate: 0.32, subtraction: 22_937 },
  { status: "married_separate", from: 250_525, to: 375_800, rate: 0.35, subtraction: 30_452.75 },
  { status: "married_separate", from: 375_800, to: null, rate: 0.37, subtraction: 37_968.75 },
  { status: "head_of_household", from: 100_000, to: 103_350, rate: 0.22, subtraction: 6_825 },
  { status: "head_of_household", from: 103_350, to: 197_300, rate: 0.24, subtraction: 8_892 },
  { status: "head_of_household", from: 197_300, to: 250_500, rate: 0.32, subtraction: 24_676 },
  { status: "head_of_household", from: 250_500, to: 626_350, rate: 0.35, subtraction: 32_191 },
  { status: "head_of_household", from: 626_350, to: null, rate: 0.37, subtraction: 44_718 },
];

describe("2025 Tax Table (Form 1040 instructions): tax on the row midpoint, whole dollars", () => {
  const columns: [FilingStatus, keyof Row][] = [
    ["single", "single"],
    ["married_joint", "joint"],
    ["married_separate", "separate"],
    ["head_of_household", "head"],
  ];
  for (const row of TAX_TABLE_ROWS) {
    for (const [status, key] of columns) {
      it(`${status} row from $${row.atLeast}: printed $${row[key]}`, () => {
        // Any income inside the row gives the row's figure.
        const [lo, hi] = taxTableRow(row.atLeast);
        expect(lo).toBe(row.atLeast);
        expect(taxFromTable(row.atLeast, status, 2025)).toBe(row[key]);
        expect(taxFromTable(hi - 0.01, status, 2025)).toBe(row[key]);
      });
    }
  }
  for (const row of SINGLE_COLUMN_ROWS) {
    it(`${row.status} row from $${row.atLeast}: printed $${row.tax}`, () => {
      expect(taxFromTable(row.atLeast + 1, row.status, 2025)).toBe(row.tax);
    });
  }

  it("row widths: $5, $10, $10, then $25 to $3,000 and $50 to $100,000", () => {
    expect(taxTableRow(4.99)).toEqual([0, 5]);
    expect(taxTableRow(14)).toEqual([5, 15]);
    expect(taxTableRow(24)).toEqual([15, 25]);
    expect(taxTableRow(2_999)).toEqual([2_975, 3_000]);
    expect(taxTableRow(3_049)).toEqual([3_000, 3_050]);
    expect(() => taxTableRow(100_000)).toThrow(RangeError);
  });

  it("the seam at $100,000: $16,909 from the table one cent below, $16,914 from the worksheet at it", () => {
    expect(taxOnOrdinaryIncome(99_999.99, "single", 2025)).toBe(16_909);
    expect(taxOnOrdinaryIncome(100_000, "single", 2025)).toBeCloseTo(16_914, 2);
  });
});

describe("2025 Tax Computation Worksheet: the twenty printed rows", () => {
  for (const row of TCW_ROWS) {
    const probes = row.to === null ? [row.from, row.from + 100_000, row.from + 5_000_000] : [row.from, row.to - 1];
    for (const income of probes) {
      const expected = row.rate * income - row.subtraction;
      it(`${row.status} $${income}: ${row.rate * 100}% × income − ${row.subtraction} = ${expected.toFixed(2)}`, () => {
        expect(Math.abs(taxOnOrdinaryIncome(income, row.status, 2025) - expected)).toBeLessThan(0.01);
      });
    }
  }
});

describe("Qualified Dividends and Capital Gain Tax Worksheet (2025, table method)", () => {
  const ws = (ti: number, qd: number, gain: number, status: FilingStatus) =>
    scheduleDTaxWorksheet(
      ti,
      {
        qualifiedDividendsUsd: qd,
        netCapitalGainUsd: gain,
        twentyEightPercentRateGainUsd: 0,
        unrecapturedSection1250GainUsd: 0,
      },
      status,
      FEDERAL_2025,
      "irs_table",
    ).taxUsd;
  it("MFJ $97,000 with $300 qualified dividends: line 25 = $11,174 (table on line 24 wins)", () => {
    expect(ws(97_000, 300, 0, "married_joint")).toBe(11_174);
  });
  it("MFJ $96,999 with $299 qualified dividends: $11,163", () => {
    expect(ws(96_999, 299, 0, "married_joint")).toBe(11_163);
  });
  it("MFJ $90,000 with $10,000 qualified dividends: $9,126 (all at 0%)", () => {
    expect(ws(90_000, 10_000, 0, "married_joint")).toBe(9_126);
  });
  it("MFJ $120,000 with $30,000 qualified dividends: 10,326 + 15% × 23,300 = $13,821", () => {
    expect(ws(120_000, 30_000, 0, "married_joint")).toBeCloseTo(13_821, 2);
  });
  it("MFJ $700,000 with $650,000 gain: 5,526 + 75,502.50 + 19,990 = $101,018.50", () => {
    expect(ws(700_000, 0, 650_000, "married_joint")).toBeCloseTo(101_018.5, 2);
  });
});

describe("federalIncomeTax: whole returns", () => {
  it("single, $120,000 wages, 2025: TI 104,250; tax 0.24 × 104,250 − 7,153 = 17,867", () => {
    const r = federalIncomeTax({ year: 2025, filingStatus: "single", wagesUsd: 120_000 });
    expect(r.taxableIncomeUsd).toBe(104_250);
    expect(r.regularTaxUsd).toBeCloseTo(17_867, 2);
    expect(r.marginalOrdinaryRate).toBe(0.24);
  });

  it("35% bracket exists: single TI $400,000 in 2025 is taxed 0.35 × 400,000 − 30,452.75", () => {
    const r = federalIncomeTax({ year: 2025, filingStatus: "single", wagesUsd: 415_750 });
    expect(r.regularTaxUsd).toBeCloseTo(109_547.25, 2);
    expect(r.marginalOrdinaryRate).toBe(0.35);
  });

  it("single filers use single thresholds (not married): $300,000 TI single pays more than MFJ", () => {
    const single = federalIncomeTax({ year: 2026, filingStatus: "single", otherOrdinaryIncomeUsd: 316_100 });
    const joint = federalIncomeTax({ year: 2026, filingStatus: "married_joint", otherOrdinaryIncomeUsd: 332_200 });
    expect(single.taxableIncomeUsd).toBe(300_000);
    expect(joint.taxableIncomeUsd).toBe(300_000);
    expect(single.regularTaxUsd).toBeGreaterThan(joint.regularTaxUsd);
  });

  it("65+ single 2025: standard deduction 15,750 + 2,000 and the $6,000 senior deduction", () => {
    const r = federalIncomeTax({ year: 2025, filingStatus: "single", primaryAge: 70, otherOrdinaryIncomeUsd: 60_000 });
    expect(r.standardDeductionUsd).toBe(17_750);
    expect(r.seniorDeductionUsd).toBe(6_000);
    expect(r.taxableIncomeUsd).toBe(36_250);
  });

  it("unrecaptured §1250 gain is taxed at 25% where it would otherwise be taxed higher", () => {
    const base = { year: 2025, filingStatus: "single" as const, wagesUsd: 400_000, taxComputation: "exact" as const };
    const plain = federalIncomeTax({ ...base, longTermCapitalGainUsd: 100_000 });
    const with1250 = federalIncomeTax({
      ...base,
      longTermCapitalGainUsd: 100_000,
      unrecapturedSection1250GainUsd: 100_000,
    });
    // 100,000 of gain at 15% → at 25%: +10,000 exactly (all within the 35% bracket region).
    expect(with1250.regularTaxUsd - plain.regularTaxUsd).toBeCloseTo(10_000, 2);
  });

  it("28% rate gain (collectibles) is taxed at 28% when income is in the 35% bracket", () => {
    const base = { year: 2025, filingStatus: "single" as const, wagesUsd: 400_000, taxComputation: "exact" as const };
    const plain = federalIncomeTax({ ...base, longTermCapitalGainUsd: 100_000 });
    const collectibles = federalIncomeTax({
      ...base,
      longTermCapitalGainUsd: 100_000,
      twentyEightPercentRateGainUsd: 100_000,
    });
    expect(collectibles.regularTaxUsd - plain.regularTaxUsd).toBeCloseTo(13_000, 2);
  });

  it("an ISO bargain element triggers AMT: MFJ $300,000 wages + $500,000 ISO spread, 2025", () => {
    const r = federalIncomeTax({
      year: 2025,
      filingStatus: "married_joint",
      wagesUsd: 300_000,
      isoBargainElementUsd: 500_000,
    });
    // AMTI = 268,500 + 31,500 + 500,000 = 800,000; exemption 137,000; excess 663,000;
    // TMT = 0.28 × 663,000 − 0.02 × 239,100 = 180,858; regular tax = 0.24 × 268,500 − 14,306 = 50,134.
    expect(r.alternativeMinimumTaxableIncomeUsd).toBe(800_000);
    expect(r.tentativeMinimumTaxUsd).toBeCloseTo(180_858, 2);
    expect(r.alternativeMinimumTaxUsd).toBeCloseTo(180_858 - 50_134, 2);
  });

  it("2026 AMT exemption phases out at 50% above $1,000,000 (MFJ)", () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "married_joint",
      wagesUsd: 1_000_000,
      isoBargainElementUsd: 200_000,
    });
    // AMTI = 967,800 + 32,200 + 200,000 = 1,200,000 → exemption 140,200 − 0.5 × 200,000 = 40,200.
    expect(r.alternativeMinimumTaxableIncomeUsd).toBe(1_200_000);
    expect(r.tentativeMinimumTaxUsd).toBeCloseTo(0.28 * (1_200_000 - 40_200) - 0.02 * 244_500, 2);
  });

  it("NIIT and additional Medicare tax on a high earner: 3.8% × 100,000; 0.9% × (400,000 − 250,000)", () => {
    const r = federalIncomeTax({
      year: 2025,
      filingStatus: "married_joint",
      wagesUsd: 400_000,
      taxableInterestUsd: 100_000,
    });
    expect(r.netInvestmentIncomeTaxUsd).toBeCloseTo(3_800, 6);
    expect(r.additionalMedicareTaxUsd).toBeCloseTo(1_350, 6);
  });

  it("2026 itemized: SALT phase-down, charitable 0.5% floor and the 2/37 reduction", () => {
    const r = federalIncomeTax({
      year: 2026,
      filingStatus: "married_joint",
      wagesUsd: 1_000_000,
      itemizedDeductions: { stateAndLocalTaxesUsd: 80_000, mortgageInterestUsd: 30_000, charitableCashUsd: 105_000 },
    });
    // SALT cap: max(10,000, 40,400 − 0.3 × 495,000) = 10,000. Charity: 105,000 − 5,000 = 100,000.
    // Gross itemized 140,000; TI before §68 = 860,000; excess over 768,700 + 140,000 = 231,300 → min 140,000 × 2/37.
    expect(r.itemizes).toBe(true);
    expect(r.itemizedDeductionsUsd).toBeCloseTo(140_000 - (140_000 * 2) / 37, 6);
  });

  it("capital losses offset ordinary income up to $3,000", () => {
    const r = federalIncomeTax({
      year: 2025,
      filingStatus: "single",
      wagesUsd: 100_000,
      shortTermCapitalGainUsd: -10_000,
    });
    expect(r.adjustedGrossIncomeUsd).toBe(97_000);
  });
});

describe("marginal analysis", () => {
  it("marginalRate on non-wage ordinary income in the 37% bracket is 37% (no NIIT, no Medicare)", () => {
    expect(
      marginalRate({ year: 2025, filingStatus: "single", wagesUsd: 2_000_000 }, { ordinaryDeltaUsd: 10_000 }),
    ).toBeCloseTo(0.37, 6);
  });
  it("marginalRate on long-term gain at the top is 20% + 3.8%", () => {
    expect(
      marginalRate(
        { year: 2025, filingStatus: "married_joint", wagesUsd: 2_000_000, longTermCapitalGainUsd: 500_000 },
        { capitalGainDeltaUsd: 100_000 },
      ),
    ).toBeCloseTo(0.238, 6);
  });
  it("taxOnAdditionalIncome of a $1,000,000 gain for an MFJ $300,000 earner (2026, exact) includes the AMT the gain causes", () => {
    const extra = taxOnAdditionalIncome(
      { year: 2026, filingStatus: "married_joint", wagesUsd: 300_000, taxComputation: "exact" },
      { capitalGainDeltaUsd: 1_000_000 },
    );
    // TI 267,800 ordinary; gain: 15% up to 613,700 (345,900) and 20% on 654,100; NIIT 3.8% × 1,000,000.
    // AMTI 1,300,000 phases the 2026 exemption out entirely (140,200 − 0.5 × 300,000 < 0), so the
    // 300,000 of ordinary AMTI is taxed at 28% − 0.02 × 244,500 = 79,110 against regular tax of
    // 0.24 × 267,800 − (0.24 × 211,400 − 35,932) = 49,468: AMT 29,642.
    expect(extra).toBeCloseTo(0.15 * 345_900 + 0.2 * 654_100 + 38_000 + (79_110 - 49_468), 2);
  });
  it("marginalRate refuses a zero delta", () => {
    expect(() => marginalRate({ year: 2025, filingStatus: "single" }, {})).toThrow(RangeError);
  });
});
