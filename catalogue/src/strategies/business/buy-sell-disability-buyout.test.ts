import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { buySellDisabilityBuyout as s } from "./buy-sell-disability-buyout.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A 25% owner of a cardiology practice, 49, still working. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 7_500_000,
  primaryAge: 49,
  maritalStatus: "married",
  state: "MA",
  annualIncomeUsd: 1_100_000,
  ownsBusiness: true,
  businessEntityType: "professional_corporation",
  businessValueUsd: 2_000_000,
  businessOwnershipShare: 0.25,
};

describe("buy-sell-disability-buyout: protection and premiums", () => {
  it("protects the 2,000,000 price; premiums 1% × 2,000,000 = 20,000 a year for the 16 years to 65", () => {
    const fig = evaluateOnHousehold(s, ctxOf(owner));
    expect(fig.protection?.amountUsd).toBe(2_000_000);
    const premiums = fig.flows.filter((f) => f.kind === "premium");
    expect(premiums.length).toBe(16);
    expect(premiums[0]?.amountUsd).toBe(-20_000);
    expect(fig.nominal.benefitUsd).toBe(0);
  });

  it("caps the benefit at the carriers' usual $3,000,000 issue limit", () => {
    const fig = evaluateOnHousehold(s, ctxOf({ ...owner, netWorthUsd: 20_000_000, businessValueUsd: 8_000_000 }));
    expect(fig.protection?.amountUsd).toBe(3_000_000);
  });

  it("stops premiums at a planned retirement before 65", () => {
    expect(s.defaults(ctxOf({ ...owner, plannedRetirementAge: 60 })).premiumYears?.value).toBe(11);
  });
});

describe("buy-sell-disability-buyout: an owner with co-owners who still works", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits and is client-specific", () => {
    expect(fits(owner).fits).toBe(true);
    expect(s.answers(ctxOf(owner))?.urgency).toBe("client-specific");
  });
  it("does not fit a retired owner, a sole owner, a sale, an owner over 60 or an unstated share", () => {
    expect(fits({ ...owner, isRetired: true }).reasons[0]).toMatch(/no longer works/);
    expect(fits({ ...owner, businessOwnershipShare: 1 }).fits).toBe(false);
    expect(fits({ ...owner, expectsBusinessSale: true }).fits).toBe(false);
    expect(fits({ ...owner, primaryAge: 63 }).fits).toBe(false);
    expect(fits({ ...owner, businessOwnershipShare: null }).fits).toBe(false);
    expect(s.answers(ctxOf({ ...owner, isRetired: true }))).toBeNull();
  });
});
