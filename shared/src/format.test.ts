import { describe, expect, it } from "vitest";
import {
  benefitDisplay,
  findMoneyAmounts,
  formatUsd,
  netWorthDisplay,
  parseMoney,
  parseNetWorth,
  statusBadge,
  strategyCountFromText,
  totalProjectedTaxSavings,
} from "./format.ts";

describe("parseNetWorth (spec §5 patterns)", () => {
  it.each([
    ["Net worth is $12.5 million.", 12_500_000],
    ["The family is worth $1.2 billion overall.", 1_200_000_000],
    ["Total assets 3,450,000 across accounts.", 3_450_000],
    ["net worth $850k", 850_000],
    ["Net worth: $9.4M", 9_400_000],
    ["NET WORTH approximately 2,000,000", 2_000_000],
  ])("%s → %d", (text, expected) => {
    expect(parseNetWorth(text)?.amountUsd).toBe(expected);
  });

  it("an explicit net worth wins over an earlier sale price or property value", () => {
    expect(
      parseNetWorth("Sold the company for $40 million; home worth $2.5M. Net worth about $25 million.")?.amountUsd,
    ).toBe(25_000_000);
  });

  it("a total net worth wins over a liquid one", () => {
    const text =
      "Current liquid net worth about $1.5 million; total net worth including the stake estimated at $25 million.";
    expect(parseNetWorth(text)?.amountUsd).toBe(25_000_000);
  });

  it("without a mention the first million/billion or separated amount is used", () => {
    expect(parseNetWorth("Inherited $7 million of stock plus a $600,000 IRA.")?.amountUsd).toBe(7_000_000);
  });

  it("returns null when there is no amount, and ignores ages and years", () => {
    expect(parseNetWorth("Married, ages 68 and 66, retired in 2019.")).toBeNull();
  });

  it("finds amounts with their spans", () => {
    const [a] = findMoneyAmounts("brokerage $3.1M");
    expect(a).toMatchObject({ amountUsd: 3_100_000, text: "$3.1M", start: 10 });
  });
});

describe("display rules", () => {
  it("formats USD without decimals", () => {
    expect(formatUsd(1234567.89)).toBe("$1,234,568");
  });
  it("net worth 0 is Not specified", () => {
    expect(netWorthDisplay(0)).toBe("Not specified");
    expect(netWorthDisplay(9_400_000)).toBe("$9,400,000");
  });
  it("parses money by stripping all but digits, minus and dot", () => {
    expect(parseMoney("$1,250,000.50 USD")).toBe(1_250_000.5);
    expect(parseMoney("-$3,000")).toBe(-3000);
    expect(Number.isNaN(parseMoney("n/a"))).toBe(true);
  });
  it("status badges", () => {
    expect(statusBadge("completed")).toEqual({ label: "Completed", variant: "success" });
    expect(statusBadge("pending")).toEqual({ label: "Pending", variant: "primary" });
    expect(statusBadge("failed")).toEqual({ label: "Failed", variant: "destructive" });
    expect(statusBadge("processing")).toEqual({ label: "Processing", variant: "muted" });
  });
  it("strategy count: max of bullets, numbered lines and min(⌊keywords ÷ 3⌋, 15)", () => {
    expect(strategyCountFromText("- a\n- b\n1. c")).toBe(2);
    expect(strategyCountFromText("1. a\n2. b\n3) c")).toBe(3);
    expect(strategyCountFromText("trust plan strategy structure trust plan")).toBe(2);
    expect(strategyCountFromText("trust ".repeat(100))).toBe(15);
  });
  it("benefit fallback: benefitsBreakdown, savingsBreakdown, potentialSavings, Not calculated", () => {
    expect(
      benefitDisplay({ costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: 5000 }, potentialSavings: 1 } }),
    ).toBe("$5,000");
    expect(benefitDisplay({ costBenefitAnalysis: { savingsBreakdown: { totalTenYear: "$7,000" } } })).toBe("$7,000");
    expect(benefitDisplay({ costBenefitAnalysis: { potentialSavings: 42 } })).toBe("$42");
    expect(benefitDisplay({ costBenefitAnalysis: {} })).toBe("Not calculated");
    expect(benefitDisplay({}, "To be calculated")).toBe("To be calculated");
  });
  it("total projected tax savings sums ten-year totals with a + suffix, then falls back", () => {
    const recs = [
      { costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: 1000 } } },
      { costBenefitAnalysis: { savingsBreakdown: { totalTenYear: "$2,500" } } },
    ];
    expect(totalProjectedTaxSavings({ recommendations: recs })).toBe("$3,500+");
    expect(totalProjectedTaxSavings({ recommendations: [], taxPlanning: { projectedSavings: "$9,000" } })).toBe(
      "$9,000",
    );
    expect(totalProjectedTaxSavings({ recommendations: [] })).toBe("To be calculated");
  });
  it("reads a numeric present value first and sums numbers with their sign (issue #13)", () => {
    const recs = [
      { costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: -45_000, netPresentValue: 771_853 } } },
      { costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: -20_000, netPresentValue: -100_186 } } },
    ];
    // 771,853 − 100,186 = 671,667
    expect(totalProjectedTaxSavings({ recommendations: recs })).toBe("$671,667+");
    expect(benefitDisplay(recs[0])).toBe("$771,853");
  });
});
