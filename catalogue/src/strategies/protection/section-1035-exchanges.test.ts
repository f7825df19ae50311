import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { section1035Exchanges as s } from "./section-1035-exchanges.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 4_000_000,
  primaryAge: 62,
  maritalStatus: "married",
  spouseAge: 62,
  hasLifeInsurance: true,
  riskTolerance: "moderate",
};

describe("§1035 exchange: golden arithmetic", () => {
  it("§1035: 5% × 4,000,000 = 200,000 contract; charges saved year 1 = 200,000 × 0.0075 = 1,500, year 2 = 200,000 × 1.055 × 0.0075 = 1,582.50", () => {
    const f = evaluateOnHousehold(s, ctxOf(owner));
    const saved = f.flows.filter((x) => x.kind === "income");
    expect(saved[0]?.amountUsd).toBeCloseTo(1_500, 6);
    expect(saved[1]?.amountUsd).toBeCloseTo(1_582.5, 6);
    expect(saved).toHaveLength(30);
  });

  it("the tax a surrender would cost is named, not added (keeping the contract defers it too)", () => {
    const ctx = ctxOf(owner);
    const d = s.defaults(ctx);
    expect(d.contractGainUsd?.value).toBe(70_000);
    expect(d.contractGainUsd?.assumption).toMatch(/surrendering to switch would cost \$[\d,]+ of income tax now/);
    expect(evaluateOnHousehold(s, ctx).flows.some((x) => x.kind === "incomeTax")).toBe(false);
  });
});

describe("§1035 exchange: fit", () => {
  it("fits an existing policy and answers it; moves the policy (one use of it per plan)", () => {
    const ctx = ctxOf(owner);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(s.transfers?.(ctx)).toEqual(["lifeInsurance"]);
  });

  it("does not fit without an existing contract", () => {
    const ctx = ctxOf({ ...owner, hasLifeInsurance: false });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
});
