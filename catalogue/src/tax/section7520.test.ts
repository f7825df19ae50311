import { describe, expect, it } from "vitest";
import {
  LATEST_SECTION_7520_MONTH,
  SECTION_7520_RATES,
  section7520RateAsOf,
  section7520RateFor,
} from "./section7520.ts";

describe("§7520 rates by month", () => {
  it("every month of 2024 and 2025 and January–October 2026 is recorded with its revenue ruling", () => {
    for (const year of [2024, 2025]) {
      for (let m = 1; m <= 12; m++) expect(SECTION_7520_RATES[`${year}-${String(m).padStart(2, "0")}`]).toBeDefined();
    }
    for (let m = 1; m <= 10; m++) expect(SECTION_7520_RATES[`2026-${String(m).padStart(2, "0")}`]).toBeDefined();
    for (const entry of Object.values(SECTION_7520_RATES)) {
      expect(entry.revenueRuling).toMatch(/^Rev\. Rul\. 20\d\d-\d+$/);
      // §7520(a)(2): rounded to the nearest 0.2%.
      expect(Math.abs(entry.rate * 500 - Math.round(entry.rate * 500))).toBeLessThan(1e-9);
    }
    expect(LATEST_SECTION_7520_MONTH).toBe("2026-10");
  });
  it("December 2025 is 4.6% (Rev. Rul. 2025-24); April 2026 is 4.6% (Rev. Rul. 2026-7); June 2024 is 5.6% (Rev. Rul. 2024-12)", () => {
    expect(section7520RateFor("2025-12")).toMatchObject({ rate: 0.046, revenueRuling: "Rev. Rul. 2025-24" });
    expect(section7520RateFor("2026-04")).toMatchObject({ rate: 0.046, revenueRuling: "Rev. Rul. 2026-7" });
    expect(section7520RateFor("2024-06")).toMatchObject({ rate: 0.056, revenueRuling: "Rev. Rul. 2024-12" });
  });
  it("refuses malformed and unrecorded months", () => {
    expect(() => section7520RateFor("2025-13")).toThrow(RangeError);
    expect(() => section7520RateFor("2027-01")).toThrow(RangeError);
  });
});

describe("section7520RateAsOf", () => {
  it("takes the month's own rate, else the newest recorded month before it, else the table's first", () => {
    expect(section7520RateAsOf("2026-04")).toMatchObject({ month: "2026-04", rate: 0.046 });
    expect(section7520RateAsOf("2030-01").month).toBe(LATEST_SECTION_7520_MONTH);
    expect(() => section7520RateAsOf("2026-13")).toThrow(RangeError);
  });
});
