import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  longTermCarePremiumLimit,
  longTermCarePremiumPer1000,
  longTermCareInsurance as s,
} from "./long-term-care-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const couple: Partial<TClientFacts> = {
  netWorthUsd: 3_000_000,
  primaryAge: 55,
  spouseAge: 55,
  maritalStatus: "married",
  annualIncomeUsd: 250_000,
};

describe("long-term care: golden arithmetic", () => {
  it("LTC premium at 55 for a couple: AALTCI $3,050 for two $165,000 pools, scaled to two $312,000 pools = 3,050 × 312 ÷ 165 = 5,767.27 a year", () => {
    const per1000 = longTermCarePremiumPer1000(55, true);
    expect(per1000 * 312 * 2).toBeCloseTo((3_050 * 312) / 165, 6);
    const f = evaluateOnHousehold(s, ctxOf(couple));
    expect(f.flows.find((x) => x.kind === "premium")?.amountUsd).toBeCloseTo(-5_767.27, 2);
  });

  it("LTC protection: 2 insureds × $104,000 (Genworth 2023 semi-private median) × 3 years = 624,000 of care costs insured, never a saving", () => {
    const f = evaluateOnHousehold(s, ctxOf(couple));
    expect(f.protection?.amountUsd).toBe(624_000);
    expect(f.presentValue.benefitUsd).toBe(0);
  });

  it("§213(d)(10) limits for 2026 (Rev. Proc. 2025-32): 500, 930, 1,860, 4,960, 6,200 by age band", () => {
    const tax = TAX_YEAR_2026.values;
    expect([40, 50, 60, 70, 75].map((a) => longTermCarePremiumLimit(a, tax))).toEqual([500, 930, 1_860, 4_960, 6_200]);
  });

  it("a business owner of 60 and 60 deducts 2 × 1,860 = 3,720 each year: the tax saved is the calculator's on −3,720 of income", () => {
    const ctx = ctxOf({ ...couple, primaryAge: 60, spouseAge: 60, ownsBusiness: true });
    const f = evaluateOnHousehold(s, ctx);
    const saved = f.flows.filter((x) => x.kind === "incomeTax");
    expect(saved.length).toBe(ctx.household.yearsToFinalDeath);
    // A working household's income is wages: the deduction comes off wages on the calculator.
    expect(saved[0]?.amountUsd).toBeCloseTo(-ctx.household.incomeTaxChange({ wagesUsd: -3_720 }), 6);
    expect(saved[0]?.amountUsd).toBeGreaterThan(3_720 * 0.2);
  });

  it("no deduction is counted for a client who is not a business owner", () => {
    const f = evaluateOnHousehold(s, ctxOf(couple));
    expect(f.flows.some((x) => x.kind === "incomeTax")).toBe(false);
  });

  it("the sensitivity moves the premium with the years of care insured", () => {
    const f = evaluateOnHousehold(s, ctxOf(couple));
    expect(f.sensitivity.low.netBenefit).toBeGreaterThan(f.sensitivity.base.netBenefit);
    expect(f.sensitivity.high.netBenefit).toBeLessThan(f.sensitivity.base.netBenefit);
  });
});

describe("long-term care: fit", () => {
  it("fits and answers a couple of 55 with a $3M estate", () => {
    const ctx = ctxOf(couple);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit at 88 (too late to insure), with no stated age, or at $25M (self-insure)", () => {
    const old = ctxOf({ ...couple, primaryAge: 88, spouseAge: 86 });
    expect(s.eligibility(old.facts, old).reasons[0]).toMatch(/outside the usual window/);
    const unknown = ctxOf({ ...couple, primaryAge: null, spouseAge: null });
    expect(s.eligibility(unknown.facts, unknown).reasons[0]).toMatch(/no age/);
    const rich = ctxOf({ ...couple, netWorthUsd: 30_000_000 });
    expect(s.eligibility(rich.facts, rich).reasons[0]).toMatch(/self-insure/);
  });
});
