import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { splitDollarLifeInsurance as s, table2001Rate } from "./split-dollar-life-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const client: Partial<TClientFacts> = {
  netWorthUsd: 30_000_000,
  primaryAge: 55,
  spouseAge: 55,
  maritalStatus: "married",
  state: "TX",
  taxableInvestmentsUsd: 10_000_000,
  childrenCount: 2,
};

describe("split dollar: golden arithmetic", () => {
  it("Table 2001 at 45: $400,000 × $1.53 ÷ 1,000 = $612 (Northwestern Mutual's published example)", () => {
    expect((400_000 * table2001Rate(45)) / 1_000).toBeCloseTo(612, 6);
  });

  it("Table 2001 rates (Notice 2002-8): 40 → 1.10, 55 → 4.15, 65 → 11.90, 75 → 33.05, 99 and over → 281.05", () => {
    expect([40, 55, 65, 75, 99, 105].map(table2001Rate)).toEqual([1.1, 4.15, 11.9, 33.05, 281.05, 281.05]);
  });

  it("premiums for 10 years, the premiums repaid at the 15-year rollout, protection = face − premiums", () => {
    const f = evaluateOnHousehold(s, ctxOf(client));
    const p = f.variables.find((v) => v.name === "annualPremiumUsd")?.value ?? 0;
    const face = f.variables.find((v) => v.name === "deathBenefitUsd")?.value ?? 0;
    expect(f.flows.filter((x) => x.kind === "premium")).toHaveLength(10);
    const repaid = f.flows.find((x) => x.kind === "principal");
    expect(repaid?.year).toBe(15);
    expect(repaid?.amountUsd).toBeCloseTo(10 * p, 6);
    expect(f.protection?.amountUsd).toBeCloseTo(face - 10 * p, 0);
  });

  it("taxable gifts: the Table 2001 economic benefit above the Crummey exclusions (19,000 × 2 × 2 = 76,000) each year to the rollout", () => {
    const ctx = ctxOf(client);
    const f = evaluateOnHousehold(s, ctx);
    const p = f.variables.find((v) => v.name === "annualPremiumUsd")?.value ?? 0;
    const face = f.variables.find((v) => v.name === "deathBenefitUsd")?.value ?? 0;
    let expected = 0;
    for (let t = 0; t < 15; t++) {
      const paid = p * Math.min(t + 1, 10);
      expected += Math.max(0, (table2001Rate(55 + t) * (face - paid)) / 1_000 - 76_000);
    }
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(expected, 4);
  });
});

describe("split dollar: fit", () => {
  it("fits with projected estate tax and liquid assets; one of the estate-liquidity family", () => {
    const ctx = ctxOf(client);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.family).toBe("estate-liquidity-insurance");
  });

  it("does not fit over 75, when Table 2001 costs are too high", () => {
    const ctx = ctxOf({ ...client, primaryAge: 78, spouseAge: 76 });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/Over 75/);
  });
});
