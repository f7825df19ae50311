import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { managementIncentiveEquity as s } from "./management-incentive-equity.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 12_000_000,
  primaryAge: 50,
  maritalStatus: "married",
  state: "OH",
  ownsBusiness: true,
  businessEntityType: "llc",
  businessValueUsd: 10_000_000,
};

describe("management-incentive-equity: golden arithmetic", () => {
  it("a 10% pool of 10,000,000 × (1.05^7 − 1) of growth paid as gain, not wages: 407,100.42 × (2 × 1.45% + 0.9%) = 15,469.82 of Medicare taxes avoided", () => {
    // IRC §3101(b)(1), §3111(b) 1.45% each side and §3101(b)(2) 0.9% additional Medicare tax.
    const v = {
      businessValueUsd: 10_000_000,
      poolShare: 0.1,
      growthRate: 0.05,
      yearsToExit: 7,
      setupCostUsd: 25_000,
      annualAdministrationUsd: 5_000,
    };
    const flows = s.effects(v, ctxOf(owner)).flows;
    const saved = flows.find((f) => f.kind === "incomeTax");
    expect(saved?.year).toBe(7);
    expect(saved?.amountUsd).toBeCloseTo(15_469.82, 1);
    expect(flows.filter((f) => f.kind === "cost").reduce((a, f) => a + f.amountUsd, 0)).toBe(-60_000);
  });
});

describe("management-incentive-equity: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("uses the stated value and the owner's exit at retirement", () => {
    const d = s.defaults(ctxOf(owner));
    expect(d.businessValueUsd?.value).toBe(10_000_000);
    expect(d.yearsToExit?.value).toBe(15);
  });
  it("fits an LLC or corporation worth $1M or more; not a sole proprietorship or a small business", () => {
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, businessEntityType: "sole_proprietorship" }).fits).toBe(false);
    expect(fits({ ...owner, businessValueUsd: 600_000 }).fits).toBe(false);
    expect(s.family).toBe("key-employee-incentive");
  });
});
