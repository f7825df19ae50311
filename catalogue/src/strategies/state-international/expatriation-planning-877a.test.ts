import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { expatriationPlanning877a as s } from "./expatriation-planning-877a.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const leaving: Partial<TClientFacts> = {
  netWorthUsd: 5_000_000,
  retirementAccountsUsd: 1_000_000,
  taxableInvestmentsUsd: 4_000_000,
  primaryAge: 55,
  maritalStatus: "single",
  annualIncomeUsd: 300_000,
  hasNonUsAssets: true,
  goals: ["renounce US citizenship and retire in Portugal"],
};

describe("expatriation: golden arithmetic", () => {
  it("§877A: gain 0.40 × (5,000,000 − 1,000,000) = 1,600,000 − the 2026 exclusion 910,000 = 690,000 as long-term gain, plus the 1,000,000 IRA as ordinary income (§877A(e))", () => {
    const ctx = ctxOf(leaving);
    const f = evaluateOnHousehold(s, ctx);
    const exit = f.flows.find((x) => x.year === 0 && x.kind === "incomeTax");
    expect(exit?.amountUsd).toBeCloseTo(
      -ctx.household.incomeTaxChange({ longTermGainUsd: 690_000, ordinaryUsd: 1_000_000 }),
      6,
    );
  });

  it("covered by net worth at or above $2,000,000 (§877(a)(2)(B)); not covered below both tests, so no exit tax", () => {
    expect(s.defaults(ctxOf(leaving)).unrealizedGainUsd?.assumption).toMatch(/net worth/);
    const modest = ctxOf({
      ...leaving,
      netWorthUsd: 1_500_000,
      taxableInvestmentsUsd: 500_000,
      annualIncomeUsd: 100_000,
    });
    expect(s.defaults(modest).unrealizedGainUsd?.value).toBe(0);
    expect(evaluateOnHousehold(s, modest).flows.some((x) => x.year === 0 && x.kind === "incomeTax")).toBe(false);
  });

  it("covered by tax: federal income tax above the 2026 threshold of 211,000 (§877(a)(2)(A))", () => {
    const ctx = ctxOf({ ...leaving, netWorthUsd: 1_800_000, taxableInvestmentsUsd: 800_000, annualIncomeUsd: 900_000 });
    expect(s.defaults(ctx).unrealizedGainUsd?.assumption).toMatch(/average-tax threshold/);
  });
});

describe("expatriation: fit", () => {
  it("fits and answers a stated plan to leave", () => {
    const ctx = ctxOf(leaving);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit without a stated plan to leave", () => {
    const ctx = ctxOf({ ...leaving, goals: ["retire comfortably"] });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
    expect(s.answers(ctx)).toBeNull();
  });
});
