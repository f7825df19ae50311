import { describe, expect, it } from "vitest";
import { NO_INCOME_TAX_STATES, stateIncomeTax } from "./state-income-tax.ts";

describe("state income tax rules", () => {
  it.each(NO_INCOME_TAX_STATES)("%s has no income tax: 0", (state) => {
    expect(stateIncomeTax(state, { year: 2025, filingStatus: "single", wagesUsd: 5_000_000 }).taxUsd).toBe(0);
  });

  it("an unlisted state is refused, never given a made-up rate", () => {
    expect(() => stateIncomeTax("ZZ", { year: 2025, filingStatus: "single" })).toThrow(RangeError);
  });

  it("California taxes QSBS gain excluded federally (no §1202 conformity): +$1,000,000 at 12.3% + 1%", () => {
    const base = { year: 2025, filingStatus: "single" as const, wagesUsd: 2_000_000 };
    const without = stateIncomeTax("CA", base).taxUsd;
    const withQsbs = stateIncomeTax("CA", { ...base, section1202ExcludedGainUsd: 1_000_000 }).taxUsd;
    expect(withQsbs - without).toBeCloseTo(133_000, 0);
  });

  it("California taxes long-term gains as ordinary income (same tax as wages)", () => {
    const gain = stateIncomeTax("CA", { year: 2025, filingStatus: "single", longTermCapitalGainUsd: 500_000 }).taxUsd;
    const wages = stateIncomeTax("CA", { year: 2025, filingStatus: "single", wagesUsd: 500_000 }).taxUsd;
    expect(gain).toBeCloseTo(wages, 6);
  });

  it("Massachusetts taxes short-term gains at 8.5% and long-term at 5%", () => {
    const st = stateIncomeTax("MA", { year: 2025, filingStatus: "single", shortTermCapitalGainUsd: 100_000 }).taxUsd;
    const lt = stateIncomeTax("MA", { year: 2025, filingStatus: "single", longTermCapitalGainUsd: 100_000 }).taxUsd;
    expect(st).toBeCloseTo(8_500, 6);
    expect(lt).toBeCloseTo(5_000, 6);
  });

  it("New York City resident tax is added on NY taxable income: 3.876% at the top", () => {
    const base = { year: 2025, filingStatus: "single" as const, wagesUsd: 1_000_000 };
    const nys = stateIncomeTax("NY", base);
    const nyc = stateIncomeTax("NY", { ...base, newYorkCityResident: true });
    expect(nyc.localTaxUsd).toBeCloseTo(
      12_000 * 0.03078 + 13_000 * 0.03762 + 25_000 * 0.03819 + (992_000 - 50_000) * 0.03876,
      6,
    );
    expect(nyc.taxUsd - nys.taxUsd).toBeCloseTo(nyc.localTaxUsd, 6);
  });

  it("New York above $25,000,000 of AGI: all taxable income at 10.9%", () => {
    const r = stateIncomeTax("NY", { year: 2025, filingStatus: "single", wagesUsd: 30_008_000 });
    expect(r.taxUsd).toBeCloseTo(30_000_000 * 0.109, 4);
  });

  it("New York 2026 uses the reduced rates of the first five brackets", () => {
    const y25 = stateIncomeTax("NY", { year: 2025, filingStatus: "single", wagesUsd: 58_000 }).taxUsd;
    const y26 = stateIncomeTax("NY", { year: 2026, filingStatus: "single", wagesUsd: 58_000 }).taxUsd;
    expect(y25 - y26).toBeCloseTo(0.001 * 50_000, 6);
  });

  it("Illinois 4.95% flat with the retirement subtraction; Pennsylvania 3.07% without a standard deduction", () => {
    const il = stateIncomeTax("IL", {
      year: 2025,
      filingStatus: "single",
      wagesUsd: 300_000,
      otherOrdinaryIncomeUsd: 50_000,
      retirementDistributionsUsd: 50_000,
    });
    expect(il.taxUsd).toBeCloseTo(0.0495 * 300_000, 6);
    const pa = stateIncomeTax("PA", {
      year: 2025,
      filingStatus: "single",
      wagesUsd: 100_000,
      longTermCapitalGainUsd: 50_000,
    });
    expect(pa.taxUsd).toBeCloseTo(0.0307 * 150_000, 6);
  });

  it("New Jersey top rate 10.75% above $1,000,000", () => {
    const a = stateIncomeTax("NJ", { year: 2025, filingStatus: "married_joint", wagesUsd: 2_002_000 }).taxUsd;
    const b = stateIncomeTax("NJ", { year: 2025, filingStatus: "married_joint", wagesUsd: 2_102_000 }).taxUsd;
    expect(b - a).toBeCloseTo(10_750, 6);
  });

  it("2026 figures that reuse 2025 schedules say so", () => {
    expect(
      stateIncomeTax("CA", { year: 2026, filingStatus: "single", wagesUsd: 100_000 }).assumptions.join(" "),
    ).toMatch(/2025/);
    expect(
      stateIncomeTax("MA", { year: 2026, filingStatus: "single", wagesUsd: 100_000 }).assumptions.join(" "),
    ).toMatch(/2025/);
  });
});
