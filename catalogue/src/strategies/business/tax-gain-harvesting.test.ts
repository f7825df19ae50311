import { describe, expect, it } from "vitest";
import { ctxOf, figuresOf, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { taxGainHarvesting as s, zeroRateGainRoom } from "./tax-gain-harvesting.ts";

/*
 * A retired married couple of 62 in Texas: $40,000 of pension income, $500,000 of taxable
 * investments yielding the model's 2% ($7,000 qualified dividends, $3,000 interest), $1,000,000 in
 * IRAs. Rev. Proc. 2025-32 (2026): standard deduction $32,200 married filing jointly; 0% long-term
 * rate up to $98,900 of taxable income.
 */
const RETIRED = {
  netWorthUsd: 2_000_000,
  primaryAge: 62,
  spouseAge: 62,
  maritalStatus: "married" as const,
  state: "TX",
  isRetired: true,
  annualIncomeUsd: 40_000,
  taxableInvestmentsUsd: 500_000,
  retirementAccountsUsd: 1_000_000,
};

describe("tax-gain-harvesting on the household model", () => {
  it("0% room: 98,900 − (40,000 + 3,000 + 7,000 − 32,200) = 81,100 of gain at no federal tax", () => {
    expect(zeroRateGainRoom(ctxOf(RETIRED))).toBe(81_100);
  });

  it("harvest the lesser of the room and the unrealised gain (500,000 × 40% = 200,000): 81,100", () => {
    const v = figuresOf(s, RETIRED).variables.find((x) => x.name === "harvestableGainUsd");
    expect(v?.value).toBe(81_100);
    expect(v?.assumption).toContain("40%");
  });

  // The first RMD, 1,000,000 ÷ 26.5 (Uniform Lifetime Table at the starting age) = 37,736, fills
  // that much of the 0% bracket in the later year: 37,736 of the harvested gain would then be
  // taxed at 15%, 5,660 saved when the holdings are sold once RMDs start (2039, age 75 for a
  // 1964 birth year under SECURE 2.0 §107).
  it("later: 37,736 of the 81,100 would be taxed at 15% once RMDs start: 5,660 saved in 2039 (year 13)", () => {
    const f = figuresOf(s, RETIRED);
    const later = f.flows.find((x) => x.label.includes("basis is higher"));
    expect(later?.year).toBe(13);
    expect(later?.amountUsd).toBeCloseTo((1_000_000 / 26.5) * 0.15, 0);
    expect(f.flows.filter((x) => x.label.includes("harvested gain now"))).toHaveLength(0);
  });

  it("in California the state taxes the harvest now (the federal part stays nil)", () => {
    const now = figuresOf(s, { ...RETIRED, state: "CA" }).flows.find((x) => x.label.includes("harvested gain now"));
    expect(now?.amountUsd).toBeLessThan(0);
  });

  it("without retirement accounts the later year looks like today: nothing saved", () => {
    const f = figuresOf(s, { ...RETIRED, retirementAccountsUsd: null });
    expect(f.flows.find((x) => x.label.includes("basis is higher"))?.amountUsd).toBeCloseTo(0, 6);
  });

  it("does not fit a top-bracket household (no 0% room), nor unstated income", () => {
    const rich = ctxOf({ ...TOP_BRACKET_TEXAS, taxableInvestmentsUsd: 500_000 });
    expect(s.eligibility(rich.facts, rich).reasons[0]).toMatch(/already fills the 0%/);
    const unknown = ctxOf({ ...RETIRED, annualIncomeUsd: null });
    expect(s.eligibility(unknown.facts, unknown).reasons[0]).toMatch(/no income/);
  });

  it("fits and answers the low-income year with the room measured", () => {
    const ctx = ctxOf(RETIRED);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.reason).toContain("$81,100");
  });
});
