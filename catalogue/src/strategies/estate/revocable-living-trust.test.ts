import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { californiaStatutoryFee, probateCostRate, revocableLivingTrust as s } from "./revocable-living-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

describe("revocable living trust: golden figures", () => {
  it("California statutory fee on 3,000,000 (Cal. Prob. Code §10800 tiers): 4,000 + 3,000 + 16,000 + 20,000 = 43,000", () => {
    expect(californiaStatutoryFee(3_000_000)).toBe(43_000);
    // Cal. Prob. Code §10800(a): 4% of the first $100,000 — $4,000 on a $100,000 estate.
    expect(californiaStatutoryFee(100_000)).toBe(4_000);
  });

  it("probate cost rate on 3,000,000: California 2 × 43,000 + 15,000 = 101,000 → 3.37%; elsewhere 40,000 + 10,000 → 1.67%", () => {
    expect(probateCostRate(3_000_000, true)).toBe(0.0337);
    expect(probateCostRate(3_000_000, false)).toBe(0.0167);
  });

  it("the probate costs avoided are a flow at the final death: probate estate × rate", () => {
    const ctx = ctxOf({ netWorthUsd: 2_000_000, primaryAge: 70, hasEstatePlan: false, state: "CA" });
    const d = s.defaults(ctx);
    const fig = evaluateOnHousehold(s, ctx);
    const avoided = fig.flows.find((f) => f.label.startsWith("probate"));
    expect(avoided?.year).toBe(22);
    expect(avoided?.amountUsd).toBeCloseTo((d.probateEstateUsd?.value ?? 0) * (d.probateCostRate?.value ?? 0), 0);
    expect(fig.estate).toBeNull();
  });

  it("retirement accounts pass by designation and are left out of the probate estate", () => {
    const ctx = ctxOf({ netWorthUsd: 2_000_000, retirementAccountsUsd: 500_000, primaryAge: 70, hasEstatePlan: false });
    const h = ctx.household;
    expect(s.defaults(ctx).probateEstateUsd?.value).toBe(Math.round(h.netWorthAt(22) * 0.75));
  });
});

describe("revocable living trust: eligibility and relevance", () => {
  it("no estate plan: fits, basic", () => {
    const ctx = ctxOf({ netWorthUsd: 1_000_000, hasEstatePlan: false });
    expect(checkStrategy(s, ctx).reasons[0]).toMatch(/no estate plan yet/);
    expect(s.answers(ctx)?.urgency).toBe("basic");
  });
  it("the earlier fact hasNoEstatePlan counts too", () => {
    expect(checkStrategy(s, ctxOf({ netWorthUsd: 1_000_000, hasNoEstatePlan: true })).fits).toBe(true);
  });
  it("already has a revocable trust: does not fit", () => {
    const r = checkStrategy(
      s,
      ctxOf({ netWorthUsd: 1_000_000, hasEstatePlan: false, estateDocuments: ["revocable_trust"] }),
    );
    expect(r.reasons[0]).toMatch(/already has a revocable trust/);
  });
  it("no reason in the notes: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ netWorthUsd: 1_000_000, state: "TX", primaryAge: 50 })).fits).toBe(false);
  });
  it("documents out of date, or an unmarried partner: fits", () => {
    const outdated = checkStrategy(
      s,
      ctxOf({ netWorthUsd: 1_000_000, state: "TX", primaryAge: 50, hasEstatePlan: true, estatePlanOutdated: true }),
    );
    expect(outdated.fits).toBe(true);
    expect(outdated.reasons[0]).toMatch(/out of date/);
    const partnered = checkStrategy(
      s,
      ctxOf({ netWorthUsd: 1_000_000, state: "TX", primaryAge: 50, maritalStatus: "partnered" }),
    );
    expect(partnered.fits).toBe(true);
    expect(partnered.reasons[0]).toMatch(/Unmarried partners/);
  });
  it("California: client-specific", () => {
    expect(s.answers(ctxOf({ netWorthUsd: 1_000_000, state: "CA" }))?.urgency).toBe("client-specific");
  });
});
