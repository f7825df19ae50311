import { describe, expect, it } from "vitest";
import { irmaaFor, requiredMinimumDistribution, rmdStartAge, uniformLifetimeDivisor } from "./retirement.ts";

describe("RMDs", () => {
  it("starting age by birth year: 72 (1950), 73 (1951–1959), 75 (1960+)", () => {
    expect(rmdStartAge(1950)).toBe(72);
    expect(rmdStartAge(1951)).toBe(73);
    expect(rmdStartAge(1959)).toBe(73);
    expect(rmdStartAge(1960)).toBe(75);
    expect(rmdStartAge(1949, 3)).toBe(70.5);
  });
  it("Uniform Lifetime Table divisors (Pub 590-B Table III): 72 → 27.4, 73 → 26.5, 80 → 20.2, 90 → 12.2, 100 → 6.4, 120+ → 2.0", () => {
    expect(uniformLifetimeDivisor(72)).toBe(27.4);
    expect(uniformLifetimeDivisor(73)).toBe(26.5);
    expect(uniformLifetimeDivisor(80)).toBe(20.2);
    expect(uniformLifetimeDivisor(90)).toBe(12.2);
    expect(uniformLifetimeDivisor(100)).toBe(6.4);
    expect(uniformLifetimeDivisor(125)).toBe(2.0);
    expect(() => uniformLifetimeDivisor(70)).toThrow(RangeError);
  });
  it("RMD of $1,000,000 at 73 (born 1952, 2025) = 1,000,000 / 26.5; nothing before the starting age", () => {
    expect(requiredMinimumDistribution(1_000_000, 1952, 2025)).toBeCloseTo(37_735.85, 2);
    expect(requiredMinimumDistribution(1_000_000, 1960, 2033)).toBe(0);
    expect(requiredMinimumDistribution(1_000_000, 1960, 2035)).toBeCloseTo(1_000_000 / 24.6, 6);
  });
});

describe("IRMAA", () => {
  it("2026 single at $109,000 pays the standard $202.90; above it $284.10 and $14.50 Part D", () => {
    expect(irmaaFor(2026, 109_000, "single")).toMatchObject({ tier: 0, partBMonthlyUsd: 202.9, lookBackTaxYear: 2024 });
    expect(irmaaFor(2026, 109_001, "single")).toMatchObject({
      tier: 1,
      partBMonthlyUsd: 284.1,
      partDMonthlyAdjustmentUsd: 14.5,
    });
  });
  it("2025 joint at $800,000: top tier $628.90 + $85.80; surcharge 12 × (443.90 + 85.80) a person", () => {
    const r = irmaaFor(2025, 800_000, "married_joint");
    expect(r.partBMonthlyUsd).toBe(628.9);
    expect(r.annualSurchargePerPersonUsd).toBeCloseTo(12 * (443.9 + 85.8), 6);
  });
  it("married filing separately jumps from the standard premium to the fifth tier", () => {
    expect(irmaaFor(2025, 106_001, "married_separate").partBMonthlyUsd).toBe(591.9);
  });
  it("refuses a year without a schedule", () => {
    expect(() => irmaaFor(2027, 1, "single")).toThrow(RangeError);
  });
});
