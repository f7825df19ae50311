import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { premiumFinancing as s } from "./premium-financing.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const founder: Partial<TClientFacts> = {
  netWorthUsd: 50_000_000,
  primaryAge: 60,
  spouseAge: 58,
  maritalStatus: "married",
  state: "TX",
  taxableInvestmentsUsd: 20_000_000,
  childrenCount: 2,
};

describe("premium financing: golden arithmetic", () => {
  it("interest on the loan balance: year 1 = P × 0.065, year 5 = 5P × 0.065, from year 10 = 10P × 0.065; principal 10P repaid at the final death", () => {
    const ctx = ctxOf(founder);
    const f = evaluateOnHousehold(s, ctx);
    const p = f.variables.find((v) => v.name === "annualPremiumUsd")?.value ?? 0;
    const interest = f.flows.filter((x) => x.kind === "interest");
    expect(interest[0]?.amountUsd).toBeCloseTo(-p * 0.065, 6);
    expect(interest[4]?.amountUsd).toBeCloseTo(-5 * p * 0.065, 6);
    expect(interest.at(-1)?.amountUsd).toBeCloseTo(-10 * p * 0.065, 6);
    const principal = f.flows.find((x) => x.kind === "principal");
    expect(principal?.amountUsd).toBeCloseTo(-10 * p, 6);
    expect(principal?.year).toBe(ctx.household.yearsToFinalDeath);
  });

  it("protection is the death benefit net of the loan repaid from it", () => {
    const f = evaluateOnHousehold(s, ctxOf(founder));
    const face = f.variables.find((v) => v.name === "deathBenefitUsd")?.value ?? 0;
    const p = f.variables.find((v) => v.name === "annualPremiumUsd")?.value ?? 0;
    expect(f.protection?.amountUsd).toBeCloseTo(face - 10 * p, 0);
  });

  it("a higher loan rate costs more (sensitivity 4.5% / 6.5% / 8.5%)", () => {
    const f = evaluateOnHousehold(s, ctxOf(founder));
    expect(f.sensitivity.low.netBenefit).toBeGreaterThan(f.sensitivity.base.netBenefit);
    expect(f.sensitivity.high.netBenefit).toBeLessThan(f.sensitivity.base.netBenefit);
  });
});

describe("premium financing: fit", () => {
  it("fits a $50M estate with collateral and tolerance for leverage", () => {
    const ctx = ctxOf(founder);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.family).toBe("estate-liquidity-insurance");
  });

  it("does not fit a conservative client, or an unstated age", () => {
    const cons = ctxOf({ ...founder, riskTolerance: "conservative" });
    expect(s.eligibility(cons.facts, cons).reasons[0]).toMatch(/conservative/);
    const noAge = ctxOf({ ...founder, primaryAge: null, spouseAge: null });
    expect(s.eligibility(noAge.facts, noAge).reasons[0]).toMatch(/no age/);
  });
});
