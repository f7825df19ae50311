import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { excessDistributionTax, preImmigrationPficCleansing as s } from "./pre-immigration-pfic-cleansing.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const movers: Partial<TClientFacts> = {
  netWorthUsd: 12_000_000,
  primaryAge: 47,
  spouseAge: 45,
  maritalStatus: "married",
  childrenCount: 2,
  isImmigrating: true,
  hasNonUsAssets: true,
};

describe("PFIC: golden arithmetic", () => {
  it("§1291: 100,000 over 2 years at 37% with 7% interest = 50,000 × 0.37 × 1.07 + 50,000 × 0.37 = 38,295", () => {
    expect(excessDistributionTax(100_000, 2, 0.37, 0.07)).toBeCloseTo(38_295, 6);
  });

  it("PFIC cleansing: gain 0.40 × 3,000,000 = 1,200,000 after 10 years; §1291 tax − tax as long-term gain, plus the basis reset on 0.30 × 3,600,000", () => {
    const ctx = ctxOf(movers);
    const f = evaluateOnHousehold(s, ctx);
    const at10 = f.flows.filter((x) => x.year === 10);
    expect(at10[0]?.amountUsd).toBeCloseTo(
      excessDistributionTax(1_200_000, 10, 0.37, 0.07) - ctx.household.incomeTaxChange({ longTermGainUsd: 1_200_000 }),
      6,
    );
    expect(at10[1]?.amountUsd).toBeCloseTo(ctx.household.incomeTaxChange({ longTermGainUsd: 1_080_000 }), 6);
  });

  it("already resident: no pre-residency step-up", () => {
    const d = s.defaults(ctxOf({ ...movers, isImmigrating: false }));
    expect(d.appreciatedForeignAssetsUsd?.value).toBe(0);
  });
});

describe("PFIC: fit", () => {
  it("time-critical before a move to the United States; client-specific for foreign holdings", () => {
    expect(s.answers(ctxOf(movers))?.urgency).toBe("time-critical");
    expect(s.answers(ctxOf({ ...movers, isImmigrating: false }))?.urgency).toBe("client-specific");
  });

  it("does not fit without foreign assets or a move", () => {
    const ctx = ctxOf({ ...movers, isImmigrating: false, hasNonUsAssets: false });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
    expect(s.answers(ctx)).toBeNull();
  });
});
