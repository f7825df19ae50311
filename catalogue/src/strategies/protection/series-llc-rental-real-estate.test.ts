import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { seriesLlcRentalRealEstate as s } from "./series-llc-rental-real-estate.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const landlord: Partial<TClientFacts> = {
  netWorthUsd: 4_000_000,
  primaryAge: 58,
  maritalStatus: "single",
  hasInvestmentRealEstate: true,
  investmentRealEstateUsd: 1_500_000,
};

describe("series LLC: golden arithmetic", () => {
  it("Series LLC: 1,500,000 × (1 − 1 ÷ 3) + (4,000,000 − 1,500,000) = 3,500,000 shielded from one property's claim", () => {
    const f = evaluateOnHousehold(s, ctxOf(landlord));
    expect(f.protection?.amountUsd).toBe(3_500_000);
  });

  it("costs: 3,000 + 750 × 3 = 5,250 now and 500 + 300 × 3 = 1,400 a year for 34 years (58 → 92)", () => {
    const f = evaluateOnHousehold(s, ctxOf(landlord));
    expect(f.nominal.costUsd).toBe(5_250 + 1_400 * 34);
  });

  it("rental equity unstated: 25% of net worth, and the assumption says so", () => {
    const d = s.defaults(ctxOf({ ...landlord, investmentRealEstateUsd: null }));
    expect(d.rentalEquityUsd?.value).toBe(1_000_000);
    expect(d.rentalEquityUsd?.assumption).toMatch(/not stated/);
  });
});

describe("series LLC: fit", () => {
  it("fits and answers rental real estate; does not fit without it", () => {
    const ctx = ctxOf(landlord);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    const none = ctxOf({ ...landlord, hasInvestmentRealEstate: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });

  it("a farm family's land is the operating farm, not rentals: a generic fit", () => {
    const farm = ctxOf({ ...landlord, hasFarmOrRanch: true });
    expect(s.eligibility(farm.facts, farm).fits).toBe(true);
    expect(s.answers(farm)).toBeNull();
  });
});
