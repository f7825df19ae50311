import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { phantomStockSarPlan as s } from "./phantom-stock-sar-plan.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 8_000_000,
  primaryAge: 57,
  maritalStatus: "married",
  state: "OH",
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 5_000_000,
  plannedRetirementAge: 62,
};

describe("phantom-stock-sar-plan", () => {
  it("shows its costs only: 15,000 now and 5,000 a year for the 5 years to the planned exit at 62 (no tax saving against a cash bonus)", () => {
    const fig = evaluateOnHousehold(s, ctxOf(owner));
    expect(fig.flows.every((f) => f.kind === "cost")).toBe(true);
    expect(fig.nominal.costUsd).toBe(40_000);
    expect(fig.nominal.benefitUsd).toBe(0);
  });
  it("fits an entity worth $2M or more; not a sole proprietorship or a smaller business", () => {
    const fits = (f: Partial<TClientFacts>) => {
      const ctx = ctxOf(f);
      return s.eligibility(ctx.facts, ctx);
    };
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, businessEntityType: "sole_proprietorship" }).fits).toBe(false);
    expect(fits({ ...owner, businessValueUsd: 1_500_000 }).fits).toBe(false);
    expect(s.family).toBe("key-employee-incentive");
  });
});
