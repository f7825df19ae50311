import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold, presentValueOf } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { section2001Tax } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { section6166Deferral as s, section6166Schedule, twoPercentPortion } from "./section-6166-deferral.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const owner = {
  netWorthUsd: 60_000_000,
  primaryAge: 62,
  ownsBusiness: true,
  businessValueUsd: 30_000_000,
  state: "TX",
};

describe("§6166: golden figures against section6166.com Example 1 (a 2016 death)", () => {
  it("2-percent portion: tentative tax on 1,480,000 + 5,450,000 less the credit on 5,450,000 = 592,000 (2016 amounts, Rev. Proc. 2015-53)", () => {
    expect(section2001Tax(5_450_000)).toBe(2_125_800);
    expect(twoPercentPortion(4_537_541.57, 5_450_000, 1_480_000)).toBe(592_000);
    // The rest, charged 45% of the underpayment rate: 4,537,541.57 − 592,000 = 3,945,541.57.
    expect(4_537_541.57 - twoPercentPortion(4_537_541.57, 5_450_000, 1_480_000)).toBeCloseTo(3_945_541.57, 2);
  });

  it("tax attributable to the business: 6,182,400 net estate tax × (20,000,000 ÷ 27,250,000 = 0.733945, 6 places as in the example) = 4,537,541.57", () => {
    expect(section2001Tax(20_906_000) - section2001Tax(5_450_000)).toBe(6_182_400);
    const ratio = Math.round((20_000_000 / 27_250_000) * 1e6) / 1e6;
    expect(ratio).toBe(0.733945);
    expect(6_182_400 * ratio).toBeCloseTo(4_537_541.57, 1);
  });

  it("schedule: 4 years of interest only, then 10 equal installments; interest at 2% on 592,000/4,537,541.57 of the balance and 45% × 7% on the rest", () => {
    const sched = section6166Schedule(4_537_541.57, 592_000, 0.07);
    expect(sched).toHaveLength(14);
    expect(sched.slice(0, 4).every((y) => y.principalUsd === 0)).toBe(true);
    expect(sched.slice(4).every((y) => Math.abs(y.principalUsd - 453_754.157) < 0.01)).toBe(true);
    const rate = (592_000 / 4_537_541.57) * 0.02 + (1 - 592_000 / 4_537_541.57) * 0.45 * 0.07;
    expect(sched[0]?.interestUsd).toBeCloseTo(4_537_541.57 * rate, 2);
    expect(sched[13]?.interestUsd).toBeCloseTo(453_754.157 * rate, 2);
  });

  it("simple annual interest is within 1.1% of the IRS's daily-compounded figure: 2% on 473,600 for a year is 9,567.09 in section6166.com Example 2", () => {
    const simple = 473_600 * 0.02;
    expect(Math.abs(simple - 9_567.09) / 9_567.09).toBeLessThan(0.011);
  });
});

describe("§6166: effects on the household", () => {
  it("defers federal tax × the business's 50% share; the deferral and installments net to zero nominally, marked deferral", () => {
    const ctx = ctxOf(owner);
    const h = ctx.household;
    const d = s.defaults(ctx);
    expect(d.deferredEstateTaxUsd?.value).toBe(Math.round(h.baseline.federalTaxUsd * 0.5));
    const fig = evaluateOnHousehold(s, ctx);
    const deferral = fig.flows.filter((f) => f.deferral);
    expect(deferral.every((f) => f.kind === "estateTax")).toBe(true);
    expect(deferral.reduce((t, f) => t + f.amountUsd, 0)).toBeCloseTo(0, 0);
    expect(deferral[0]?.year).toBe(h.yearsToFinalDeath);
    expect(Math.max(...deferral.map((f) => f.year))).toBe(h.yearsToFinalDeath + 14);
  });

  it("the present value of deferral is positive when the discount rate (4.6%) exceeds the blended interest rate, and it saves no estate tax", () => {
    const ctx = ctxOf(owner);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.estate).toBeNull();
    const timing = fig.flows.filter((f) => f.deferral).reduce((t, f) => t + presentValueOf(f, 0.046), 0);
    expect(timing).toBeGreaterThan(0);
    expect(fig.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("the 2-percent portion uses the 2026 amount of 1,940,000 (Rev. Proc. 2025-32) above the exclusion of the death year", () => {
    const ctx = ctxOf(owner);
    expect(s.defaults(ctx).twoPercentPortionUsd?.value).toBe(Math.round(1_940_000 * 0.4));
  });
});

describe("§6166: eligibility and relevance", () => {
  it("business above 35% and federal tax projected: fits, time-critical", () => {
    const ctx = ctxOf(owner);
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("time-critical");
  });
  it("business at 20%: not more than 35%", () => {
    const ctx = ctxOf({ ...owner, businessValueUsd: 12_000_000 });
    expect(checkStrategy(s, ctx).reasons[0]).toMatch(/not more than 35%/);
    expect(s.answers(ctx)).toBeNull();
  });
  it("business value not stated: cannot confirm the test", () => {
    expect(checkStrategy(s, ctxOf({ ...owner, businessValueUsd: null })).reasons[0]).toMatch(/do not give/);
  });
  it("no federal estate tax projected: nothing to defer", () => {
    const r = checkStrategy(s, ctxOf({ ...owner, netWorthUsd: 6_000_000, businessValueUsd: 4_000_000 }));
    expect(r.reasons[0]).toMatch(/no federal estate tax/);
  });
});
