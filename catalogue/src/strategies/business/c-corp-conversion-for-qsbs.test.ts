import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { cCorpConversionForQsbs as s } from "./c-corp-conversion-for-qsbs.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A single Texas owner of a $5M LLC, no other income stated (so each tax below is on an otherwise empty return). */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 8_000_000,
  primaryAge: 45,
  maritalStatus: "single",
  state: "TX",
  ownsBusiness: true,
  businessEntityType: "llc",
  businessValueUsd: 5_000_000,
};

const v = {
  businessValueUsd: 5_000_000,
  businessGrowthRate: 0.05,
  yearsToExit: 5,
  exclusionPercent: 1,
  exclusionCapUsd: 50_000_000,
  conversionCostUsd: 40_000,
  annualDistributedProfitUsd: 250_000,
};

describe("c-corp-conversion-for-qsbs: golden arithmetic (2026 single brackets, Rev. Proc. 2025-32)", () => {
  it("double tax on 250,000 paid out: [0.21 × 250,000 + 15% × (197,500 − 16,100 − 49,450)] − tax(250,000 less the §199A 20% of taxable income) = 72,292.50 − 37,506.80 = 34,785.70 a year", () => {
    // C corporation: §11(b) 52,500; the 197,500 dividend taxed like long-term gain: 0% to 49,450 of
    // taxable income, 15% on 131,950 = 19,792.50 (MAGI under the $200,000 NIIT threshold).
    // Pass-through: 250,000 − 16,100 = 233,900; §199A deduction min(20% × 250,000, 20% × 233,900) =
    // 46,780; 187,120 taxed 1,240 + 4,560 + 12,166 + 24% × 81,420 = 37,506.80.
    const flows = s.effects(v, ctxOf(owner)).flows;
    const yearly = flows.filter((f) => f.label.startsWith("extra tax"));
    expect(yearly.length).toBe(5);
    expect(yearly[0]?.amountUsd).toBeCloseTo(-34_785.7, 1);
  });

  it("exit: 5,000,000 × (1.05^5 − 1) = 1,381,407.81 of growth excluded saves 74,407.50 + 20% × 819,807.81 + 3.8% × 1,181,407.81 + AMT 20% × 16,100 = 286,482.56", () => {
    // Regular tax on the gain alone: 0% to 49,450 of taxable income, 15% to 545,500, 20% above
    // (§1(h), Rev. Proc. 2025-32); NIIT on MAGI above $200,000 (§1411). With no other income the AMT
    // taxes the gain without the $16,100 standard deduction (§56(b)(1)(E), §55(b)(3) rates), so
    // 16,100 more meets the 20% rate: 3,220 of AMT.
    const exit = s.effects(v, ctxOf(owner)).flows.find((f) => f.label.startsWith("tax saved at the exit"));
    expect(exit?.year).toBe(5);
    expect(exit?.amountUsd).toBeCloseTo(286_482.56, 0);
  });
});

describe("c-corp-conversion-for-qsbs: defaults", () => {
  it("exit at the later of 5 years and retirement; cap the greater of $15M and 10× value; stated value used", () => {
    const d = s.defaults(ctxOf(owner));
    expect(d.businessValueUsd?.value).toBe(5_000_000);
    expect(d.yearsToExit?.value).toBe(20);
    expect(d.exclusionCapUsd?.value).toBe(50_000_000);
    expect(d.exclusionPercent?.value).toBe(1);
    const near = s.defaults(ctxOf({ ...owner, primaryAge: 62 }));
    expect(near.yearsToExit?.value).toBe(5);
  });
});

describe("c-corp-conversion-for-qsbs: eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits a pass-through owner with no sale in view", () => {
    expect(fits(owner).fits).toBe(true);
  });
  it("does not fit a C corporation, a professional practice, an expected sale, a near retirement or a business above $75M", () => {
    expect(fits({ ...owner, businessEntityType: "c_corp" }).fits).toBe(false);
    expect(fits({ ...owner, hasProfessionalLiability: true }).fits).toBe(false);
    expect(fits({ ...owner, expectsBusinessSale: true }).fits).toBe(false);
    expect(fits({ ...owner, plannedRetirementAge: 48 }).fits).toBe(false);
    expect(fits({ ...owner, netWorthUsd: 100e6, businessValueUsd: 80e6 }).fits).toBe(false);
  });
});
