import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { umbrellaLiabilityOptimization as s } from "./umbrella-liability-optimization.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const landlord: Partial<TClientFacts> = {
  netWorthUsd: 9_500_000,
  primaryAge: 60,
  maritalStatus: "married",
  spouseAge: 60,
  hasInvestmentRealEstate: true,
};

describe("umbrella: golden arithmetic", () => {
  it("Umbrella: $10M limit × 8% (two drivers: rental property, a $9.5M net worth) = 800,000 expected loss, reported as protection, never a saving", () => {
    const f = evaluateOnHousehold(s, ctxOf(landlord));
    expect(f.protection?.amountUsd).toBe(800_000);
    expect(f.presentValue.benefitUsd).toBe(0);
  });

  it("Umbrella: $10M limit × 6% (one driver: rental property) = 600,000", () => {
    const f = evaluateOnHousehold(s, ctxOf({ ...landlord, netWorthUsd: 4_500_000 }));
    expect(f.variables.find((v) => v.name === "coverageUsd")?.value).toBe(5_000_000);
    expect(evaluateOnHousehold(s, ctxOf({ ...landlord, netWorthUsd: 4_500_000 })).protection?.amountUsd).toBe(300_000);
  });

  it("premium: 400 + 275 × 9 = 2,875 a year for a $10M limit, each year to the final death (32 years)", () => {
    const f = evaluateOnHousehold(s, ctxOf(landlord));
    const premiums = f.flows.filter((x) => x.kind === "premium");
    expect(premiums[0]?.amountUsd).toBe(-2_875);
    expect(premiums).toHaveLength(32);
  });
});

describe("umbrella: fit", () => {
  it("answers a stated exposure as client-specific, not a basic", () => {
    const ctx = ctxOf(landlord);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(s.answers(ctx)?.reason).toMatch(/rental or investment property/);
  });

  it("teenage drivers count; a $2M household with none of the drivers does not fit", () => {
    const teen = ctxOf({ netWorthUsd: 2_000_000, primaryAge: 48, childrenAges: [16, 12], childrenCount: 2 });
    expect(s.answers(teen)?.reason).toMatch(/young drivers/);
    const none = ctxOf({ netWorthUsd: 2_000_000, primaryAge: 48 });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});
