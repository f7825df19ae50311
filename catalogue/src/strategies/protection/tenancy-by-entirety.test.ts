import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { tenancyByEntirety as s } from "./tenancy-by-entirety.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

// A married physician in Florida with a $1,200,000 home and $800,000 of brokerage and cash.
const florida: Partial<TClientFacts> = {
  netWorthUsd: 3_000_000,
  primaryAge: 50,
  spouseAge: 48,
  maritalStatus: "married",
  state: "FL",
  primaryResidenceUsd: 1_200_000,
  taxableInvestmentsUsd: 600_000,
  cashUsd: 200_000,
  hasProfessionalLiability: true,
};

describe("tenancy by the entirety: golden arithmetic", () => {
  it("TBE in Florida: protection = home 1,200,000 + accounts (600,000 + 200,000) = 2,000,000; expected loss 2,000,000 × 0.10 = 200,000; cost 2,500 now", () => {
    const f = evaluateOnHousehold(s, ctxOf(florida));
    expect(f.protection?.amountUsd).toBe(2_000_000);
    expect(f.protection?.description).toContain("$200,000");
    expect(f.presentValue.costUsd).toBe(2_500);
    expect(f.presentValue.benefitUsd).toBe(0);
  });

  it("TBE in New York: real property only, so protection = the 1,200,000 home", () => {
    const f = evaluateOnHousehold(s, ctxOf({ ...florida, state: "NY" }));
    expect(f.protection?.amountUsd).toBe(1_200_000);
  });
});

describe("tenancy by the entirety: fit", () => {
  it("fits a married couple in an entireties state and answers the stated malpractice exposure", () => {
    const ctx = ctxOf(florida);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit an unmarried partnered couple (a legal marriage is required)", () => {
    const ctx = ctxOf({ ...florida, maritalStatus: "partnered" });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not a legal spouse/);
    expect(s.answers(ctx)).toBeNull();
  });

  it("does not fit in a state without the tenancy (Texas)", () => {
    const ctx = ctxOf({ ...florida, state: "TX" });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/TX does not recognise/);
  });

  it("says the state is unknown when the notes give none", () => {
    const ctx = ctxOf({ ...florida, state: null });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/do not state the client's state/);
  });
});
