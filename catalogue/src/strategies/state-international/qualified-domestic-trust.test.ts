import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qualifiedDomesticTrust as s } from "./qualified-domestic-trust.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

// A $60M Texas couple of 70 and 68; the wife is not a US citizen.
const couple: Partial<TClientFacts> = {
  netWorthUsd: 60_000_000,
  primaryAge: 70,
  spouseAge: 68,
  maritalStatus: "married",
  state: "TX",
  spouseIsUsCitizen: false,
};

describe("QDOT: golden arithmetic", () => {
  it("QDOT: 0.40 × (half the estate projected at the first death − that year's exclusion) avoided at the first death, paid at the survivor's (deferral)", () => {
    const ctx = ctxOf(couple);
    const h = ctx.household;
    const n1 = h.yearsToFirstDeath ?? 0;
    const expected = 0.4 * (h.netWorthAt(n1) / 2 - basicExclusionAmountFor(h.year + n1));
    const f = evaluateOnHousehold(s, ctx);
    const deferred = f.flows.filter((x) => x.kind === "estateTax");
    expect(deferred).toHaveLength(2);
    expect(deferred[0]).toMatchObject({ year: n1, deferral: true });
    expect(deferred[0]?.amountUsd).toBeCloseTo(expected, 0);
    expect(deferred[1]).toMatchObject({ year: h.yearsToFinalDeath, deferral: true });
    expect(deferred[1]?.amountUsd).toBeCloseTo(-expected, 0);
    // The deferral is worth the discounting between the two deaths.
    expect(f.presentValue.estateTaxSavingsUsd).toBeGreaterThan(0);
  });

  it("QDOT protection: 0.40 × (60,000,000 − 15,000,000 exclusion of 2026) = 18,000,000 if the client died this year owning the whole estate", () => {
    const f = evaluateOnHousehold(s, ctxOf(couple));
    expect(f.protection?.amountUsd).toBe(18_000_000);
    expect(f.protection?.description).toContain("$194,000");
  });

  it("the trustee is paid only while the QDOT exists, from the first death to the survivor's", () => {
    const ctx = ctxOf(couple);
    const f = evaluateOnHousehold(s, ctx);
    const fees = f.flows.filter((x) => x.kind === "cost" && x.year > 0);
    expect(fees).toHaveLength(ctx.household.yearsToFinalDeath - (ctx.household.yearsToFirstDeath ?? 0));
  });

  it("no figures for a citizen spouse: the baseline charges no first-death tax then", () => {
    const f = evaluateOnHousehold(s, ctxOf({ ...couple, spouseIsUsCitizen: true }));
    expect(f.flows.some((x) => x.kind === "estateTax")).toBe(false);
  });
});

describe("QDOT: fit", () => {
  it("time-critical for a married client whose spouse is not a US citizen", () => {
    const ctx = ctxOf(couple);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("time-critical");
  });

  it("does not fit a citizen spouse, an unstated citizenship, an unmarried partner, or an estate within the exclusion", () => {
    const citizen = ctxOf({ ...couple, spouseIsUsCitizen: true });
    expect(s.eligibility(citizen.facts, citizen).reasons[0]).toMatch(/is a US citizen/);
    const unknown = ctxOf({ ...couple, spouseIsUsCitizen: null });
    expect(s.eligibility(unknown.facts, unknown).reasons[0]).toMatch(/confirm citizenship/);
    expect(s.answers(unknown)).toBeNull();
    const partner = ctxOf({ ...couple, maritalStatus: "partnered" });
    expect(s.eligibility(partner.facts, partner).fits).toBe(false);
    const small = ctxOf({ ...couple, netWorthUsd: 6_000_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/within the exclusion/);
  });
});
