import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { medicaidPlanningLookBack as s } from "./medicaid-planning-look-back.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const elder = {
  netWorthUsd: 900_000,
  primaryAge: 80,
  maritalStatus: "widowed" as const,
  taxableInvestmentsUsd: 400_000,
  cashUsd: 100_000,
  realEstateUsd: 400_000,
  primaryResidenceUsd: 400_000,
};

describe("Medicaid planning and the look-back", () => {
  it("moves half the 500,000 of countable assets; penalty if care starts within 60 months: 250,000 ÷ 9,277 ≈ 27 months (42 U.S.C. §1396p(c)(1)(E))", () => {
    const ctx = ctxOf(elder);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.protection?.amountUsd).toBe(250_000);
    expect(Math.round(250_000 / 9_277)).toBe(27);
    expect(fig.protection?.description).toMatch(/about 27 months/);
    expect(fig.protection?.description).toMatch(/more than 5 years/);
  });

  it("the divisor is a named assumption, the state's own applies", () => {
    expect(s.defaults(ctxOf(elder)).monthlyPrivatePayCostUsd?.assumption).toMatch(/state's own divisor/);
  });

  it("80 and modest means: basic; 70: fits without urgency", () => {
    expect(s.answers(ctxOf(elder))?.urgency).toBe("basic");
    const seventy = ctxOf({ ...elder, primaryAge: 70 });
    expect(checkStrategy(s, seventy).fits).toBe(true);
    expect(s.answers(seventy)).toBeNull();
  });

  it("under 65, age unknown, or net worth of 3,000,000 or more: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...elder, primaryAge: 60 })).reasons[0]).toMatch(/under 65/);
    expect(checkStrategy(s, ctxOf({ ...elder, primaryAge: null })).reasons[0]).toMatch(/no age/);
    expect(checkStrategy(s, ctxOf({ ...elder, netWorthUsd: 5_000_000 })).reasons[0]).toMatch(/modest estates/);
  });
});
