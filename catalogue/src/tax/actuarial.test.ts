import { describe, expect, it } from "vitest";
import {
  beginningOfPeriodAdjustmentFactor,
  endOfPeriodAdjustmentFactor,
  gratZeroedOutAnnuity,
  lifeAnnuityFactor,
  lifeEstateFactor,
  lifeRemainderFactor,
  termAnnuityRemainder,
  termCertainAnnuityFactor,
  termCertainAnnuityValue,
  termCertainIncomeFactor,
  termCertainRemainderFactor,
} from "./actuarial.ts";

describe("Pub 1457 Table B (term certain), published precision", () => {
  it("5.0%, 10 years: annuity 7.7217, income .386087, remainder .613913", () => {
    expect(termCertainAnnuityFactor(0.05, 10).toFixed(4)).toBe("7.7217");
    expect(termCertainIncomeFactor(0.05, 10).toFixed(6)).toBe("0.386087");
    expect(termCertainRemainderFactor(0.05, 10).toFixed(6)).toBe("0.613913");
  });
  it("6.0%, 20 years: annuity 11.4699, remainder .311805", () => {
    expect(termCertainAnnuityFactor(0.06, 20).toFixed(4)).toBe("11.4699");
    expect(termCertainRemainderFactor(0.06, 20).toFixed(6)).toBe("0.311805");
  });
});

describe("Pub 1457 Table K (end of period) and Table J (beginning of period)", () => {
  it("Table K formula at 5.0%: annual 1.0000, semiannual 1.0123, quarterly 1.0186, monthly 1.0227", () => {
    expect(endOfPeriodAdjustmentFactor(0.05, 1).toFixed(4)).toBe("1.0000");
    expect(endOfPeriodAdjustmentFactor(0.05, 2).toFixed(4)).toBe("1.0123");
    expect(endOfPeriodAdjustmentFactor(0.05, 4).toFixed(4)).toBe("1.0186");
    expect(endOfPeriodAdjustmentFactor(0.05, 12).toFixed(4)).toBe("1.0227");
  });
  it("Table J annual factor is 1 + i (an annuity due is the end-of-year annuity × (1 + i))", () => {
    expect(beginningOfPeriodAdjustmentFactor(0.05, 1)).toBeCloseTo(1.05, 12);
    expect(termCertainAnnuityValue(0.05, 10, { timing: "beginning" })).toBeCloseTo(
      1 + termCertainAnnuityFactor(0.05, 9),
      10,
    );
  });
});

describe("life-contingent factors on a two-age table (hand-computed)", () => {
  // l(0) = 100, l(1) = 50, l(2) = 0 at 10%: A = (50/1.1 + 50/1.21)/100 × 1.1^0.5 = 0.8677686 × 1.0488088 = 0.9101234.
  const table = [100, 50, 0];
  it("remainder, life estate and annuity factors", () => {
    expect(lifeRemainderFactor(0.1, 0, table)).toBeCloseTo(0.9101234, 6);
    expect(lifeEstateFactor(0.1, 0, table)).toBeCloseTo(1 - 0.9101234, 6);
    expect(lifeAnnuityFactor(0.1, 0, table)).toBeCloseTo((1 - 0.9101234) / 0.1, 5);
  });
  it("refuses an age with no survivors", () => {
    expect(() => lifeRemainderFactor(0.1, 2, table)).toThrow(RangeError);
  });
});

describe("planning helpers", () => {
  it("a zeroed-out 2-year level GRAT of $1,000,000 at 5.0% pays 1,000,000 / 1.859410 = 537,804.88 a year", () => {
    expect(gratZeroedOutAnnuity(1_000_000, 0.05, 2)).toBeCloseTo(1_000_000 / termCertainAnnuityFactor(0.05, 2), 6);
    expect(gratZeroedOutAnnuity(1_000_000, 0.05, 2)).toBeCloseTo(537_804.88, 2);
  });
  it("a 20%-increasing GRAT's first payment is lower; more than 20% is refused", () => {
    expect(gratZeroedOutAnnuity(1_000_000, 0.05, 5, 0.2)).toBeLessThan(gratZeroedOutAnnuity(1_000_000, 0.05, 5));
    expect(() => gratZeroedOutAnnuity(1_000_000, 0.05, 5, 0.25)).toThrow(RangeError);
  });
  it("CLAT remainder after a $60,000 10-year annuity on $1,000,000 at 5%: 1,000,000 − 60,000 × 7.7217", () => {
    expect(termAnnuityRemainder(1_000_000, 60_000, 0.05, 10)).toBeCloseTo(
      1_000_000 - 60_000 * termCertainAnnuityFactor(0.05, 10),
      6,
    );
  });
  it("rates outside (0, 0.5) are refused", () => {
    expect(() => termCertainAnnuityFactor(0, 10)).toThrow(RangeError);
  });
});
