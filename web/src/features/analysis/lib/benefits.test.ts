import { describe, expect, it } from "vitest";
import { makeRecommendation } from "../../../testing/analysis-fixture.ts";
import { benefitAmount, orderBenefits, taxSavingsAmount } from "./benefits.ts";

describe("benefit ordering (spec §2: tax savings, income stream, annual payout, protection, then Additional Benefits)", () => {
  it("orders a keyed map's primary categories and puts the rest under Additional Benefits, skipping zeros", () => {
    const cb = {
      benefitsBreakdown: {
        protection: 4,
        totalTenYear: 10,
        annualPayout: 3,
        estateTaxSavings: 7,
        incomeStream: 0,
        taxSavings: 1,
        netPresentValue: 8,
      },
    };
    const { primary, additional } = orderBenefits(cb);
    expect(primary.map((b) => b.label)).toEqual(["Tax Savings", "Annual Payout", "Protection"]);
    expect(additional.map((b) => b.label)).toEqual(["Total (10-Year)", "Estate Tax Savings", "Net Present Value"]);
    expect(primary[0]?.amount).toBe("$1");
  });

  it("orders a list of {item, category, amount} by category, with unknown categories as additional", () => {
    const cb = {
      savingsBreakdown: [
        { item: "Creditor shield", category: "protection", amount: 500, description: "d" },
        { item: "Legacy gift", category: "charitable", amount: "$2,000" },
        { item: "Income tax saved", category: "Tax Savings", amount: 1200, benefitsRealization: "yearly" },
        { item: "Annuity income", category: "income_stream", amount: 300 },
      ],
    };
    const { primary, additional } = orderBenefits(cb);
    expect(primary.map((b) => b.label)).toEqual(["Income tax saved", "Annuity income", "Creditor shield"]);
    expect(primary[0]).toMatchObject({ amount: "$1,200", realization: "yearly" });
    expect(additional).toEqual([
      { key: "1", label: "Legacy gift", amount: "$2,000", description: undefined, realization: undefined },
    ]);
  });
});

describe("benefit amount fallback (spec §5)", () => {
  it("uses benefitsBreakdown.netPresentValue (issue #13), then totalTenYear, then savingsBreakdown.totalTenYear, then potentialSavings", () => {
    expect(benefitAmount(makeRecommendation())).toBe(1_800_000);
    expect(benefitAmount({ costBenefitAnalysis: { benefitsBreakdown: { totalTenYear: -5_000 } } })).toBe(-5_000);
    expect(
      benefitAmount({ costBenefitAnalysis: { savingsBreakdown: { totalTenYear: "$1,500" }, potentialSavings: 9 } }),
    ).toBe(1500);
    expect(benefitAmount({ costBenefitAnalysis: { potentialSavings: "$9,000 over ten years" } })).toBe(9000);
    expect(benefitAmount({ costBenefitAnalysis: {} })).toBeNull();
  });

  it("sums income and estate tax saved for the Tax Planning tab", () => {
    expect(taxSavingsAmount(makeRecommendation())).toBe(2_050_000);
    expect(
      taxSavingsAmount({ costBenefitAnalysis: { benefitsBreakdown: [{ category: "tax savings", amount: 10 }] } }),
    ).toBe(10);
    expect(taxSavingsAmount({ costBenefitAnalysis: { benefitsBreakdown: { protection: 5 } } })).toBeNull();
  });
});
