import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qualifiedBusinessIncomeDeduction as s } from "./qualified-business-income-deduction.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A married Texas couple earning $300,000, most of it from the husband's LLC. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 2_000_000,
  primaryAge: 50,
  maritalStatus: "married",
  state: "TX",
  annualIncomeUsd: 300_000,
  ownsBusiness: true,
  businessEntityType: "llc",
};

describe("qualified-business-income-deduction: golden arithmetic (2026 joint brackets, Rev. Proc. 2025-32)", () => {
  it("below the threshold: 0.20 × 210,000 = 42,000 deducted at the 24% bracket saves 10,080 a year", () => {
    // AGI 300,000 − 32,200 = 267,800 of taxable income before the deduction, under the $403,500
    // threshold, so no wage limit; 20% × 267,800 = 53,560 does not bind; 267,800 and 225,800 both lie
    // in the 24% bracket (211,400–403,550). §199A(a), (b)(3).
    const v = {
      qualifiedBusinessIncomeUsd: 210_000,
      w2WagesUsd: 0,
      specifiedService: 0,
      years: 1,
      annualPlanningUsd: 0,
    };
    const saved = s.effects(v, ctxOf(owner)).flows.find((f) => f.kind === "incomeTax");
    expect(saved?.amountUsd).toBeCloseTo(10_080, 2);
  });

  it("above the phase-in range a business with no W-2 wages keeps only the §199A(i) $400 minimum: 400 × 37% = 148", () => {
    const v = {
      qualifiedBusinessIncomeUsd: 700_000,
      w2WagesUsd: 0,
      specifiedService: 0,
      years: 1,
      annualPlanningUsd: 0,
    };
    const saved = s
      .effects(v, ctxOf({ ...owner, annualIncomeUsd: 1_000_000 }))
      .flows.find((f) => f.kind === "incomeTax");
    expect(saved?.amountUsd).toBeCloseTo(148, 6);
  });

  it("keeps the spec §9 constant 0.20 in its formula text", () => {
    expect(s.benefitCalculation.formula).toContain("0.20");
  });
});

describe("qualified-business-income-deduction: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("QBI 70% and wages 30% of it, named; years to retirement", () => {
    const d = s.defaults(ctxOf(owner));
    expect(d.qualifiedBusinessIncomeUsd?.value).toBe(210_000);
    expect(d.w2WagesUsd?.value).toBe(63_000);
    expect(d.years?.value).toBe(15);
  });
  it("only pass-through income; a specified service business above the phase-out gets none", () => {
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, businessEntityType: "c_corp" }).fits).toBe(false);
    expect(fits({ ...owner, hasProfessionalLiability: true }).fits).toBe(true);
    expect(fits({ ...owner, hasProfessionalLiability: true, annualIncomeUsd: 1_100_000 }).reasons[0]).toMatch(
      /specified service business/,
    );
    expect(fits({ ...owner, annualIncomeUsd: null }).fits).toBe(false);
  });
});
