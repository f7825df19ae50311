import { describe, expect, it } from "vitest";
import {
  ASSUMED_CHAINED_CPI_INFLATION_RATE,
  basicExclusionAmountFor,
  federalEstateTax,
  INHERITANCE_TAX_STATES,
  STATE_ESTATE_TAX_STATES,
  section2001Tax,
  section2011Credit,
  stateEstateTax,
} from "./estate-tax.ts";

describe("§2001(c) tentative tax on round figures (the statute's own column figures)", () => {
  const golden: [number, number][] = [
    [10_000, 1_800],
    [20_000, 3_800],
    [40_000, 8_200],
    [60_000, 13_000],
    [80_000, 18_200],
    [100_000, 23_800],
    [150_000, 38_800],
    [250_000, 70_800],
    [500_000, 155_800],
    [750_000, 248_300],
    [1_000_000, 345_800],
  ];
  it.each(golden)("tentative tax on $%i = $%i", (amount, tax) => {
    expect(section2001Tax(amount)).toBeCloseTo(tax, 6);
  });
  it("applicable credit on $13,990,000 (2025) = 345,800 + 40% × 12,990,000 = 5,541,800", () => {
    expect(section2001Tax(13_990_000)).toBeCloseTo(5_541_800, 6);
  });
  it("applicable credit on $15,000,000 (2026) = 5,945,800", () => {
    expect(section2001Tax(15_000_000)).toBeCloseTo(5_945_800, 6);
  });
});

describe("federal estate tax", () => {
  it("$20,000,000 estate, 2025, no DSUE: 40% × (20,000,000 − 13,990,000) = 2,404,000", () => {
    const r = federalEstateTax({ taxableEstateUsd: 20_000_000, year: 2025 });
    expect(r.estateTaxUsd).toBeCloseTo(2_404_000, 6);
    expect(r.applicableCreditUsd).toBeCloseTo(5_541_800, 6);
    expect(r.marginalRate).toBe(0.4);
  });
  it("same estate with a full DSUE of $13,990,000: applicable exclusion 27,980,000 → 0", () => {
    const r = federalEstateTax({ taxableEstateUsd: 20_000_000, year: 2025, applicableExclusionUsd: 27_980_000 });
    expect(r.estateTaxUsd).toBe(0);
    expect(r.marginalRate).toBe(0);
  });
  it("2026: $15,000,000 estate + $5,000,000 adjusted taxable gifts → 40% × 5,000,000 = 2,000,000", () => {
    expect(
      federalEstateTax({ taxableEstateUsd: 15_000_000, adjustedTaxableGiftsUsd: 5_000_000, year: 2026 }).estateTaxUsd,
    ).toBeCloseTo(2_000_000, 6);
  });
  it("2026 with DSUE of $7,000,000: 40% × (30,000,000 − 22,000,000) = 3,200,000", () => {
    expect(
      federalEstateTax({ taxableEstateUsd: 30_000_000, year: 2026, applicableExclusionUsd: 15_000_000 + 7_000_000 })
        .estateTaxUsd,
    ).toBeCloseTo(3_200_000, 6);
  });
  it("gift tax payable is subtracted", () => {
    expect(
      federalEstateTax({
        taxableEstateUsd: 10_000_000,
        adjustedTaxableGiftsUsd: 20_000_000,
        giftTaxPayableUsd: 2_000_000,
        year: 2026,
      }).estateTaxUsd,
    ).toBeCloseTo(0.4 * 15_000_000 - 2_000_000, 6);
  });
  it("negative amounts are refused", () => {
    expect(() => federalEstateTax({ taxableEstateUsd: -1, year: 2025 })).toThrow(RangeError);
  });
});

describe("basic exclusion amount", () => {
  it("published amounts: 2025 $13,990,000; 2026 $15,000,000", () => {
    expect(basicExclusionAmountFor(2025)).toBe(13_990_000);
    expect(basicExclusionAmountFor(2026)).toBe(15_000_000);
  });
  it("2027 projection: 15,000,000 × 1.0228 = 15,342,000 → rounded down to 15,340,000", () => {
    expect(ASSUMED_CHAINED_CPI_INFLATION_RATE).toBe(0.0228);
    expect(basicExclusionAmountFor(2027)).toBe(15_340_000);
  });
  it("2030 at 3%: 15,000,000 × 1.03^4 = 16,882,631 → 16,880,000", () => {
    expect(basicExclusionAmountFor(2030, 0.03)).toBe(16_880_000);
  });
  it("refuses years before 2024 and absurd rates", () => {
    expect(() => basicExclusionAmountFor(2020)).toThrow(RangeError);
    expect(() => basicExclusionAmountFor(2030, 3)).toThrow(RangeError);
  });
});

describe("state estate taxes", () => {
  it("lists the 12 states and DC with an estate tax, and the inheritance-tax states apart (NJ repealed its estate tax in 2018)", () => {
    expect([...STATE_ESTATE_TAX_STATES].sort()).toEqual([
      "CT",
      "DC",
      "HI",
      "IL",
      "MA",
      "MD",
      "ME",
      "MN",
      "NY",
      "OR",
      "RI",
      "VT",
      "WA",
    ]);
    expect(STATE_ESTATE_TAX_STATES).not.toContain("NJ");
    expect(INHERITANCE_TAX_STATES).toEqual(["KY", "MD", "NE", "NJ", "PA"]);
  });
  it("an unlisted state has no estate tax", () => {
    expect(stateEstateTax("FL", 50_000_000, 2025).estateTaxUsd).toBe(0);
    expect(stateEstateTax("NJ", 50_000_000, 2025).estateTaxUsd).toBe(0);
  });
  it("New York cliff: at the $7,160,000 basic exclusion 0; above 105% ($7,518,000) the whole estate is taxed", () => {
    expect(stateEstateTax("NY", 7_160_000, 2025).estateTaxUsd).toBe(0);
    expect(stateEstateTax("NY", 7_600_000, 2025).estateTaxUsd).toBeCloseTo(650_800 + 0.136 * 500_000, 6);
    const inside = stateEstateTax("NY", 7_400_000, 2025).estateTaxUsd;
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(650_800 + 0.136 * 300_000);
  });
  it("Massachusetts: $2,000,000 owes 0 (table 99,600 less the 99,600 credit); $3,000,000 owes 182,000 − 99,600", () => {
    expect(section2011Credit(2_000_000)).toBeCloseTo(99_600, 6);
    expect(stateEstateTax("MA", 2_000_000, 2025).estateTaxUsd).toBe(0);
    expect(stateEstateTax("MA", 3_000_000, 2025).estateTaxUsd).toBeCloseTo(82_400, 6);
  });
  it("Connecticut: exemption equals the federal basic exclusion; 12% above; capped at $15,000,000", () => {
    expect(stateEstateTax("CT", 20_000_000, 2026).estateTaxUsd).toBeCloseTo(600_000, 6);
    expect(stateEstateTax("CT", 13_990_000, 2025).estateTaxUsd).toBe(0);
    expect(stateEstateTax("CT", 200_000_000, 2025).estateTaxUsd).toBe(15_000_000);
  });
  it("Washington 2025: deaths from 1 July at ESSB 5813 rates ($3,000,000 exclusion, 10% then 15%); earlier deaths at the old table", () => {
    expect(stateEstateTax("WA", 5_000_000, 2025).estateTaxUsd).toBeCloseTo(250_000, 6);
    expect(stateEstateTax("WA", 5_000_000, 2025, { dateOfDeath: "2025-03-01" }).estateTaxUsd).toBeCloseTo(
      100_000 + 140_000 + 0.15 * 807_000,
      6,
    );
    expect(stateEstateTax("WA", 20_000_000, 2026).estateTaxUsd).toBeGreaterThan(0.3 * 17_000_000 * 0.9);
  });
  it("Oregon: $2,000,000 → 50,000 + 10.25% × 500,000", () => {
    expect(stateEstateTax("OR", 2_000_000, 2025).estateTaxUsd).toBeCloseTo(101_250, 6);
  });
  it("Maryland and Vermont: 16% above $5,000,000", () => {
    expect(stateEstateTax("MD", 6_000_000, 2026).estateTaxUsd).toBeCloseTo(160_000, 6);
    expect(stateEstateTax("VT", 6_000_000, 2025).estateTaxUsd).toBeCloseTo(160_000, 6);
  });
  it("DC 2025: 11.2% from the $4,873,200 exemption to $5,000,000, 12% above", () => {
    expect(stateEstateTax("DC", 5_500_000, 2025).estateTaxUsd).toBeCloseTo(0.112 * 126_800 + 0.12 * 500_000, 6);
  });
  it("Minnesota: 13% above $3,000,000 up to $7,100,000", () => {
    expect(stateEstateTax("MN", 5_000_000, 2025).estateTaxUsd).toBeCloseTo(260_000, 6);
  });
  it("a 2026 exemption not published falls back to 2025 with the assumption stated", () => {
    const r = stateEstateTax("ME", 10_000_000, 2026);
    expect(r.exemptionUsd).toBe(7_000_000);
    expect(r.assumptions.join(" ")).toMatch(/2025 exemption/);
  });
});
