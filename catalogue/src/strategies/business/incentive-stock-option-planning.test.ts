import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { incentiveStockOptionPlanning as s } from "./incentive-stock-option-planning.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const employee: Partial<TClientFacts> = {
  netWorthUsd: 1_500_000,
  primaryAge: 36,
  maritalStatus: "single",
  state: "TX",
  annualIncomeUsd: 245_000,
  isEmployedByStockIssuer: true,
  goals: ["Decide when to exercise her ISOs before the company's tender offer"],
};

describe("incentive-stock-option-planning: golden arithmetic (2026, Form 6251 and Rev. Proc. 2025-32)", () => {
  it("spread 100,000 on an empty single return: AMT 26% × (100,000 − 90,100) = 2,574 now; then 13,170 − 5,167.50 = 8,002.50 saved and 2,574 recovered", () => {
    // AMT: AMTI = the 100,000 spread (§56(b)(3)); exemption 90,100 (single, under the $500,000
    // phase-out start); 26% on the 9,900 excess = 2,574; regular tax 0.
    // Sale a year later: ordinary 100,000 − 16,100 = 83,900 → 1,240 + 4,560 + 7,370 = 13,170;
    // long-term gain: 15% × (83,900 − 49,450) = 5,167.50.
    const ctx = ctxOf({ netWorthUsd: 1_000_000, primaryAge: 40, maritalStatus: "single", state: "TX" });
    const flows = s.effects({ bargainElementUsd: 100_000, planningFeeUsd: 0 }, ctx).flows;
    const amt = flows.find((f) => f.label.startsWith("AMT on"));
    expect(amt?.year).toBe(0);
    expect(amt?.amountUsd).toBeCloseTo(-2_574, 2);
    expect(amt?.deferral).toBe(true);
    expect(flows.find((f) => f.label.startsWith("tax saved"))?.amountUsd).toBeCloseTo(8_002.5, 2);
    expect(flows.find((f) => f.label.startsWith("AMT recovered"))?.amountUsd).toBeCloseTo(2_574, 2);
  });
});

describe("incentive-stock-option-planning: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("the spread is an assumption of 10% of net worth when not stated", () => {
    const d = s.defaults(ctxOf(employee));
    expect(d.bargainElementUsd?.value).toBe(150_000);
    expect(d.bargainElementUsd?.assumption).toMatch(/not stated/);
  });
  it("the spread the notes give (isoSpreadUsd) is the one priced", () => {
    const d = s.defaults(ctxOf({ ...employee, isoSpreadUsd: 609_600 }));
    expect(d.bargainElementUsd?.value).toBe(609_600);
    expect(d.bargainElementUsd?.assumption).toMatch(/spread of the options the notes describe/);
  });
  it("fits stated options or a pre-IPO employee with income; not an advisor's 'decision' or no income", () => {
    expect(fits(employee).fits).toBe(true);
    expect(fits({ ...employee, goals: [], expectsLiquidityEvent: true }).fits).toBe(true);
    expect(fits({ ...employee, goals: ["A decision with the advisor about the house"] }).fits).toBe(false);
    expect(fits({ ...employee, annualIncomeUsd: null }).fits).toBe(false);
    expect(s.answers(ctxOf(employee))?.urgency).toBe("client-specific");
  });
  it("ISOs the notes state are enough without a goal; 'no ISOs' rules the strategy out", () => {
    const held = { ...employee, goals: [], holdsIncentiveStockOptions: true };
    expect(fits(held).fits).toBe(true);
    expect(s.answers(ctxOf(held))?.reason).toMatch(/holds incentive stock options/);
    expect(fits({ ...employee, holdsIncentiveStockOptions: false }).fits).toBe(false);
    expect(fits({ ...employee, goals: [], expectsLiquidityEvent: true, holdsIncentiveStockOptions: false }).fits).toBe(
      false,
    );
  });
});

describe("incentive-stock-option-planning: a retired employee (IRC §422(a)(2))", () => {
  it("employer stock and a liquidity event do not presume ISOs once the client has retired (ISO status ends three months after employment)", () => {
    const base = { ...employee, goals: [], expectsLiquidityEvent: true };
    expect(s.answers(ctxOf(base))?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ ...base, isRetired: true }))).toBeNull();
    expect(s.answers(ctxOf({ ...base, isRetired: true, holdsIncentiveStockOptions: true }))?.urgency).toBe(
      "client-specific",
    );
  });
});
