import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { disabilityIncomeInsurance as s } from "./disability-income-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const physician: Partial<TClientFacts> = {
  netWorthUsd: 1_900_000,
  primaryAge: 38,
  maritalStatus: "married",
  spouseAge: 36,
  annualIncomeUsd: 360_000,
  hasProfessionalLiability: true,
};

describe("disability: golden arithmetic", () => {
  it("Disability: 0.60 × 360,000 ÷ 12 = 18,000 a month × 12 × 27 years (38 → 65) = 5,832,000 of income insured", () => {
    const f = evaluateOnHousehold(s, ctxOf(physician));
    expect(f.protection?.amountUsd).toBe(5_832_000);
  });

  it("premium: 0.04 × 18,000 × 12 = 8,640 a year for 27 years, the only flows", () => {
    const f = evaluateOnHousehold(s, ctxOf(physician));
    expect(f.flows).toHaveLength(27);
    expect(f.flows[0]?.amountUsd).toBe(-8_640);
    expect(f.nominal.costUsd).toBe(8_640 * 27);
  });

  it("the benefit is capped at $30,000 a month within carrier issue limits", () => {
    const d = s.defaults(ctxOf({ ...physician, annualIncomeUsd: 2_000_000 }));
    expect(d.monthlyBenefitUsd?.value).toBe(30_000);
  });
});

describe("disability: fit", () => {
  it("answers an earner as a basic", () => {
    const ctx = ctxOf(physician);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("basic");
  });

  it("does not fit a retiree, an earner under $100,000, or a client of 60", () => {
    for (const f of [{ isRetired: true }, { annualIncomeUsd: 80_000 }, { primaryAge: 60, spouseAge: 60 }]) {
      const ctx = ctxOf({ ...physician, ...f });
      expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
      expect(s.answers(ctx)).toBeNull();
    }
  });
});
