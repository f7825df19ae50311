import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { hsaRetirementMaximization as s } from "./hsa-retirement-maximization.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("hsa-retirement-maximization", () => {
  it("HSA: a couple of 56 and 55 contributes 8,750 + 2 × 1,000 catch-ups = 10,750 until 65 (Rev. Proc. 2025-19, §223(b)(3))", () => {
    const couple = ctxOf({
      maritalStatus: "married",
      primaryAge: 56,
      spouseAge: 55,
      annualIncomeUsd: 250_000,
      hasEmployerPlan: true,
    });
    const d = s.defaults(couple);
    expect(d.hsaContributionUsd?.value).toBe(10_750);
    expect(d.contributionYears?.value).toBe(9);
    const f = evaluateOnHousehold(s, couple);
    expect(f.flows.some((x) => /withdrawn tax-free/.test(x.label) && x.amountUsd > 0)).toBe(true);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("defaults: a single client of 40 gets the self-only limit of 4,400", () => {
    const single = ctxOf({ maritalStatus: "single", primaryAge: 40, annualIncomeUsd: 120_000, hasEmployerPlan: true });
    expect(s.defaults(single).hsaContributionUsd?.value).toBe(4_400);
  });

  it("fits a worker under 65 with employer coverage; not at 65, not without coverage", () => {
    const ok = ctxOf({ primaryAge: 50, annualIncomeUsd: 150_000, hasEmployerPlan: true });
    expect(s.eligibility(ok.facts, ok).fits).toBe(true);
    const old = ctxOf({ primaryAge: 66, annualIncomeUsd: 150_000, hasEmployerPlan: true });
    expect(s.eligibility(old.facts, old).reasons[0]).toMatch(/Medicare/);
    const none = ctxOf({ primaryAge: 50, annualIncomeUsd: 150_000 });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
