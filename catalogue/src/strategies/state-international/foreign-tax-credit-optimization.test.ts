import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { foreignTaxCreditOptimization as s } from "./foreign-tax-credit-optimization.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const client: Partial<TClientFacts> = {
  netWorthUsd: 10_000_000,
  primaryAge: 60,
  maritalStatus: "married",
  spouseAge: 60,
  annualIncomeUsd: 400_000,
  hasNonUsAssets: true,
};

describe("foreign tax credit: golden arithmetic", () => {
  it("FTC: income 0.30 × 10,000,000 × 0.06 = 180,000; credit recovered = min(180,000 × 0.25, US tax on 180,000) × 0.30 each year", () => {
    const ctx = ctxOf(client);
    const f = evaluateOnHousehold(s, ctx);
    const us = ctx.household.incomeTaxChange({ ordinaryUsd: 180_000 });
    const credit = f.flows.find((x) => x.kind === "incomeTax");
    expect(credit?.amountUsd).toBeCloseTo(Math.min(45_000, us) * 0.3, 6);
    expect(f.flows.filter((x) => x.kind === "incomeTax")).toHaveLength(ctx.household.yearsToFinalDeath);
  });

  it("the US limit binds when the foreign rate is above the US rate", () => {
    const ctx = ctxOf(client);
    const v = Object.fromEntries(Object.entries(s.defaults(ctx)).map(([k, d]) => [k, d.value]));
    const e = s.effects({ ...v, foreignTaxRate: 0.9 }, ctx);
    const us = ctx.household.incomeTaxChange({ ordinaryUsd: 180_000 });
    expect(e.flows[0]?.amountUsd).toBeCloseTo(us * 0.3, 6);
  });
});

describe("foreign tax credit: fit", () => {
  it("fits and answers foreign income; does not fit without foreign assets or with small figures", () => {
    const ctx = ctxOf(client);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    const none = ctxOf({ ...client, hasNonUsAssets: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    const small = ctxOf({ ...client, netWorthUsd: 2_500_000, annualIncomeUsd: 90_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/\$200,000/);
  });
});
