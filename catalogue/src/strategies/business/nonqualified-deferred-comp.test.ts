import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { nonqualifiedDeferredComp as s } from "./nonqualified-deferred-comp.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const executive: Partial<TClientFacts> = {
  netWorthUsd: 4_000_000,
  primaryAge: 55,
  maritalStatus: "single",
  state: "TX",
  annualIncomeUsd: 500_000,
  hasEmployerPlan: true,
};

describe("nonqualified-deferred-comp: golden arithmetic (2026 single brackets, Rev. Proc. 2025-32)", () => {
  it("defer 100,000 of 500,000 wages: 35% + 0.9% additional Medicare = 35,900 deferred; paid on a 200,000 retirement return: 24% × 17,875 + 32% × 54,450 + 35% × 27,675 = 31,400.25", () => {
    // Today: taxable 483,900 and 383,900 both in the 35% bracket (256,225–640,600); additional
    // Medicare 0.9% on wages above $200,000 (§3101(b)(2)). Retirement: Texas has no income tax, so
    // the household model takes the 16,100 standard deduction: 200,000 − 16,100 = 183,900, plus the
    // 100,000 installment = 283,900: 24% to 201,775, 32% to 256,225, 35% above.
    const v = {
      annualDeferralUsd: 100_000,
      deferralYears: 1,
      payoutYears: 1,
      retirementIncomeShare: 0.4,
      adviserReviewUsd: 0,
    };
    const flows = s.effects(v, ctxOf(executive)).flows;
    const deferred = flows.find((f) => f.label.startsWith("income tax deferred"));
    const paid = flows.find((f) => f.label.startsWith("income tax on the deferred"));
    expect(deferred?.year).toBe(0);
    expect(deferred?.amountUsd).toBeCloseTo(35_900, 2);
    expect(deferred?.deferral).toBe(true);
    expect(paid?.year).toBe(1);
    expect(paid?.amountUsd).toBeCloseTo(-31_400.25, 2);
  });

  it("installments paid after a move to a no-tax state escape the former state's tax: a California executive moving to Nevada", () => {
    const v = {
      annualDeferralUsd: 100_000,
      deferralYears: 1,
      payoutYears: 10,
      retirementIncomeShare: 0.4,
      adviserReviewUsd: 0,
    };
    const stay = s.effects(v, ctxOf({ ...executive, state: "CA" })).flows;
    const move = s.effects(v, ctxOf({ ...executive, state: "CA", plannedMoveState: "NV" })).flows;
    const paid = (fl: typeof stay) =>
      fl.filter((f) => f.label.startsWith("income tax on")).reduce((a, f) => a + f.amountUsd, 0);
    expect(paid(move)).toBeGreaterThan(paid(stay));
    expect(s.answers(ctxOf({ ...executive, state: "CA", plannedMoveState: "NV" }))?.urgency).toBe("client-specific");
  });
});

describe("nonqualified-deferred-comp: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("20% of stated income, deferred until the planned retirement (or 65, named)", () => {
    const d = s.defaults(ctxOf(executive));
    expect(d.annualDeferralUsd?.value).toBe(100_000);
    expect(d.deferralYears?.value).toBe(10);
    expect(d.deferralYears?.assumption).toMatch(/65 assumed/);
    expect(s.defaults(ctxOf({ ...executive, plannedRetirementAge: 60 })).deferralYears?.value).toBe(5);
  });
  it("needs pay above the §401(a)(17) limit, an employer plan (or own C corporation), and a working client", () => {
    expect(fits(executive).fits).toBe(true);
    expect(fits({ ...executive, annualIncomeUsd: 300_000 }).fits).toBe(false);
    expect(fits({ ...executive, hasEmployerPlan: false }).fits).toBe(false);
    expect(fits({ ...executive, hasEmployerPlan: false, ownsBusiness: true, businessEntityType: "c_corp" }).fits).toBe(
      true,
    );
    expect(fits({ ...executive, isRetired: true }).fits).toBe(false);
  });
});

describe("nonqualified-deferred-comp: not for the owner of a pass-through business", () => {
  it("an S-corporation owner's profit is taxed as earned, so there is nothing to defer", () => {
    const ctx = ctxOf({ ...executive, ownsBusiness: true, businessEntityType: "s_corp" });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/S corporation the client owns/);
  });
});
