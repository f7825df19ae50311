import { describe, expect, it } from "vitest";
import { TAX_YEAR_2025, TAX_YEAR_2026, taxParametersFor } from "./index.ts";

describe("tax-law parameters", () => {
  it.each([TAX_YEAR_2025, TAX_YEAR_2026])("every value of $values.year has a source naming its authority", (year) => {
    for (const key of Object.keys(year.values) as (keyof typeof year.values)[]) {
      expect(year.sources[key], key).toMatch(
        key === "year" ? /./ : /IRC|Rev\. Proc\.|Rev\. Rul\.|Notice|Pub\. L\.|Tax year|No (floor|cap)/,
      );
    }
  });

  it("2026 reflects Pub. L. 119-21 and Rev. Proc. 2025-32", () => {
    const v = TAX_YEAR_2026.values;
    expect(v.basicExclusionAmount).toBe(15_000_000);
    expect(v.annualGiftExclusion).toBe(19_000);
    expect(v.estateTaxRate).toBe(0.4);
    expect(v.qcdAnnualLimit).toBe(111_000);
    expect(v.electiveDeferralLimit).toBe(24_500);
    expect(v.qsbsExclusionCapPostJuly2025).toBe(15_000_000);
    expect(v.charitableDeductionFloorRate).toBe(0.005);
  });

  it("corrections from the review: §2032A limit 2026 = $1,460,000 (Rev. Proc. 2025-32 §4.41); §6166 2-percent amount $1,900,000 / $1,940,000", () => {
    expect(TAX_YEAR_2026.values.specialUseValuationReductionLimit).toBe(1_460_000);
    expect(TAX_YEAR_2026.sources.specialUseValuationReductionLimit).toMatch(/Rev\. Proc\. 2025-32 §4\.41/);
    expect(TAX_YEAR_2025.values.section6166TwoPercentAmount).toBe(1_900_000);
    expect(TAX_YEAR_2026.values.section6166TwoPercentAmount).toBe(1_940_000);
    expect(TAX_YEAR_2025.sources.basicExclusionAmount).toMatch(/Rev\. Proc\. 2024-40 §2\.41/);
  });

  it("2025 values are Rev. Proc. 2024-40's", () => {
    expect(TAX_YEAR_2025.values.basicExclusionAmount).toBe(13_990_000);
    expect(TAX_YEAR_2025.values.qcdAnnualLimit).toBe(108_000);
  });

  it("years after 2026 use 2026 law; before 2025 is refused", () => {
    expect(taxParametersFor(2027).values.year).toBe(2026);
    expect(() => taxParametersFor(2024)).toThrow(RangeError);
  });

  it("the §7520 rate can be set to the month of the transfer, with its source", () => {
    const p = taxParametersFor(2026, { rate: 0.05, month: "2026-06", source: "Rev. Rul. 2026-11" });
    expect(p.values.section7520Rate).toBe(0.05);
    expect(p.values.section7520RateMonth).toBe("2026-06");
    expect(p.sources.section7520Rate).toBe("Rev. Rul. 2026-11");
    expect(() => taxParametersFor(2026, { rate: 5, month: "2026-06", source: "x" })).toThrow(RangeError);
  });
});
