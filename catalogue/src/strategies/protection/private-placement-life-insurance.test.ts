import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { privatePlacementLifeInsurance as s } from "./private-placement-life-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const investor: Partial<TClientFacts> = {
  netWorthUsd: 40_000_000,
  primaryAge: 55,
  maritalStatus: "married",
  spouseAge: 55,
  state: "FL",
  annualIncomeUsd: 2_000_000,
  taxableInvestmentsUsd: 40_000_000,
  riskTolerance: "moderate",
};

describe("PPLI: golden arithmetic", () => {
  it("PPLI: 25% × 40,000,000 = 10,000,000 premiums; load 10,000,000 × 0.035 = 350,000 now; year 1: tax on 9,650,000 × 0.055 avoided, 9,650,000 × 0.01 charged", () => {
    const ctx = ctxOf(investor);
    const f = evaluateOnHousehold(s, ctx);
    expect(f.flows[0]).toMatchObject({ year: 0, kind: "cost" });
    expect(f.flows[0]?.amountUsd).toBeCloseTo(-350_000, 6);
    const y1 = f.flows.filter((x) => x.year === 1);
    expect(y1.find((x) => x.kind === "incomeTax")?.amountUsd).toBeCloseTo(
      ctx.household.incomeTaxChange({ ordinaryUsd: 9_650_000 * 0.055 }),
      6,
    );
    expect(y1.find((x) => x.kind === "cost")?.amountUsd).toBeCloseTo(-96_500, 6);
  });

  it("growth comes from the household's portfolio assumption, not a literal", () => {
    const d = s.defaults(ctxOf({ ...investor, riskTolerance: "aggressive" }));
    expect(d.grossReturn?.value).toBe(0.065);
  });

  it("the tax is avoided, not deferred: no repayment flow", () => {
    const f = evaluateOnHousehold(s, ctxOf(investor));
    expect(f.flows.some((x) => x.deferral)).toBe(false);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });
});

describe("PPLI: fit", () => {
  it("fits a qualified purchaser in a high bracket", () => {
    const ctx = ctxOf(investor);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.family).toBe("insurance-tax-wrapper");
  });

  it("does not fit under $5,000,000 of investments, nor a low bracket", () => {
    const small = ctxOf({ ...investor, taxableInvestmentsUsd: 3_000_000, primaryResidenceUsd: 37_000_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/qualified purchasers/);
    const low = ctxOf({
      ...investor,
      annualIncomeUsd: 60_000,
      taxableInvestmentsUsd: 6_000_000,
      primaryResidenceUsd: 34_000_000,
    });
    expect(s.eligibility(low.facts, low).reasons[0]).toMatch(/35% or more/);
  });
});
