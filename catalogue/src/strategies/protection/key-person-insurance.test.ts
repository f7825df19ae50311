import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { keyPersonInsurance as s } from "./key-person-insurance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const founder: Partial<TClientFacts> = {
  netWorthUsd: 8_000_000,
  primaryAge: 50,
  maritalStatus: "married",
  spouseAge: 50,
  ownsBusiness: true,
  businessValueUsd: 6_000_000,
  businessOwnershipShare: 0.6,
};

describe("key person: golden arithmetic", () => {
  it("Key person: coverage 0.5 × 6,000,000 = 3,000,000; premium 3,000 × ($91.53 × 12 ÷ 500 = 2.19672) × 0.6 share = 3,954.10 a year for 20 years", () => {
    const f = evaluateOnHousehold(s, ctxOf(founder));
    expect(f.protection?.amountUsd).toBe(3_000_000);
    const premiums = f.flows.filter((x) => x.kind === "premium");
    expect(premiums[0]?.amountUsd).toBeCloseTo(-3_000 * ((91.53 * 12) / 500) * 0.6, 6);
    expect(premiums).toHaveLength(20);
  });

  it("an unstated share bears the whole premium, and says so", () => {
    const d = s.defaults(ctxOf({ ...founder, businessOwnershipShare: null }));
    expect(d.ownershipShare?.value).toBe(1);
    expect(d.ownershipShare?.assumption).toMatch(/not stated/);
  });
});

describe("key person: fit", () => {
  it("fits and answers a working owner", () => {
    const ctx = ctxOf(founder);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("answers a business with a value of its own or co-owners, not a one-person practice of unstated value", () => {
    const solo = ctxOf({ ...founder, businessValueUsd: null, businessOwnershipShare: null });
    expect(s.eligibility(solo.facts, solo).fits).toBe(true);
    expect(s.answers(solo)).toBeNull();
    const partner = ctxOf({ ...founder, businessValueUsd: null, businessOwnershipShare: 0.5 });
    expect(s.answers(partner)?.urgency).toBe("client-specific");
  });

  it("does not fit an employee who owns no business, nor an owner of 72", () => {
    const employee = ctxOf({ ...founder, ownsBusiness: false, businessValueUsd: null, isEmployedByStockIssuer: true });
    expect(s.eligibility(employee.facts, employee).fits).toBe(false);
    expect(s.answers(employee)).toBeNull();
    const old = ctxOf({ ...founder, primaryAge: 72, spouseAge: 70 });
    expect(s.eligibility(old.facts, old).fits).toBe(false);
  });
});
