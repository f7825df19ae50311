import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";
import { qualifiedCharitableDistribution as qcd } from "./qualified-charitable-distribution.ts";

const widow = HOUSEHOLDS["76-year-old widow who tithes"] ?? {};

describe("QCD golden arithmetic (2026 brackets and deductions, Rev. Proc. 2025-32)", () => {
  // Her return: AGI 40,000; standard deduction 16,100 + 2,050 (65+, unmarried) + the §170(p) 1,000
  // non-itemizer deduction for her 6,000 of cash gifts; §151(f) senior deduction 6,000 (AGI < 75,000).
  // Taxable 40,000 − 19,150 − 6,000 = 14,850: tax 12,400 × 10% + 2,450 × 12% = 1,534.
  it("the widow's own return: 1,240 + 294 = 1,534 of federal tax (Florida has none)", () => {
    expect(Math.round(ctxOf(widow).household.incomeTaxUsd)).toBe(1_534);
  });

  it("76-year-old widow who tithes 6,000: 6,000 of IRA income at 12% = 720, less the 1,000 non-itemizer deduction lost × 12% = 120, saves 600 a year", () => {
    const fig = figuresOf(qcd, ctxOf(widow));
    const saved = fig.flows.filter((f) => f.kind === "incomeTax");
    expect(saved[0]?.amountUsd).toBeCloseTo(600, 6);
    expect(saved.length).toBe(16);
    expect(fig.payoutUsd).toBe(6_000);
  });

  it("16 years of 600, to her assumed death at 92, discounted at her expected portfolio return, at least the 4.6% §7520 rate (custodians charge nothing)", () => {
    const ctx = ctxOf(widow);
    const fig = figuresOf(qcd, ctx);
    const r = ctx.household.discountRate;
    expect(r).toBe(Math.max(0.046, ctx.household.growth.portfolio));
    let pv = 0;
    for (let y = 0; y < 16; y++) pv += 600 / (1 + r) ** y;
    expect(fig.presentValue.netUsd).toBe(Math.round(pv));
  });

  it("income not stated: this year's RMD, 500,000 ÷ 23.7 (Pub 590-B Table III at 76) = 21,097, is the IRA income on her return", () => {
    const fig = figuresOf(qcd, ctxOf({ ...widow, annualIncomeUsd: null }));
    const rmd = fig.variables.find((v) => v.name === "rmdIncomeUsd");
    expect(rmd?.value).toBe(Math.round(500_000 / 23.7));
    expect(rmd?.assumption).toMatch(/income not stated/);
    // 21,097 of income stays under her 18,150 + 1,000 + 6,000 of deductions: the QCD saves no tax, and costs nothing.
    expect(Math.abs(fig.presentValue.netUsd)).toBe(0);
    expect(Math.abs(fig.presentValue.costUsd)).toBe(0);
  });

  it("gifts above the limit are capped at the 2026 limit of 111,000 per IRA owner (Notice 2025-67)", () => {
    const fig = figuresOf(
      qcd,
      ctxOf({ ...widow, netWorthUsd: 5_000_000, retirementAccountsUsd: 3_000_000, annualCharitableGivingUsd: 150_000 }),
    );
    expect(fig.variables.find((v) => v.name === "qcdAmountUsd")?.value).toBe(111_000);
  });
});

describe("QCD defaults", () => {
  it("stated giving is used; unstated giving falls back to 1% of net worth and says so", () => {
    const stated = figuresOf(qcd, ctxOf(widow)).variables.find((v) => v.name === "qcdAmountUsd");
    expect(stated?.assumption).toMatch(/as stated/);
    const assumed = figuresOf(qcd, ctxOf({ ...widow, annualCharitableGivingUsd: null })).variables.find(
      (v) => v.name === "qcdAmountUsd",
    );
    expect(assumed?.value).toBe(9_000);
    expect(assumed?.assumption).toMatch(/not stated/);
  });
});

describe("QCD eligibility and relevance", () => {
  it("the widow fits and it is time-critical: 76, gives, holds IRAs", () => {
    const ctx = ctxOf(widow);
    expect(qcd.eligibility(ctx.facts, ctx).fits).toBe(true);
    const a = qcd.answers(ctx);
    expect(a?.urgency).toBe("time-critical");
    expect(a?.reason).toMatch(/76/);
  });
  it("not before 70½ (a 70-year-old may still be under it), not without an age, not without an IRA or giving", () => {
    for (const f of [
      { ...widow, primaryAge: 70 },
      { ...widow, primaryAge: null },
      { ...widow, retirementAccountsUsd: null },
      { ...widow, hasCharitableIntent: false, annualCharitableGivingUsd: null },
    ]) {
      const ctx = ctxOf(f);
      expect(qcd.eligibility(ctx.facts, ctx).fits).toBe(false);
      expect(qcd.answers(ctx)).toBeNull();
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(qcd));
});
