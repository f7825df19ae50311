import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { holdingCompanyRestructuring as s } from "./holding-company-restructuring.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 9_000_000,
  primaryAge: 55,
  maritalStatus: "married",
  state: "OH",
  ownsBusiness: true,
  businessEntityType: "llc",
  businessValueUsd: 5_000_000,
};

describe("holding-company-restructuring: protection plus costs", () => {
  it("reports 20% of 5,000,000 = 1,000,000 shielded, and 25,000 + 3,000 a year for the 10 years to 65 as costs", () => {
    const fig = evaluateOnHousehold(s, ctxOf(owner));
    expect(fig.protection?.amountUsd).toBe(1_000_000);
    expect(fig.nominal.costUsd).toBe(55_000);
    expect(fig.nominal.benefitUsd).toBe(0);
  });
  it("fits an entity worth $3M or more; not a sole proprietorship or a small business", () => {
    const fits = (f: Partial<TClientFacts>) => {
      const ctx = ctxOf(f);
      return s.eligibility(ctx.facts, ctx);
    };
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, businessEntityType: "sole_proprietorship" }).fits).toBe(false);
    expect(fits({ ...owner, businessValueUsd: 2_000_000 }).fits).toBe(false);
  });
});
