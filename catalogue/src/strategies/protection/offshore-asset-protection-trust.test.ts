import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { offshoreAssetProtectionTrust as s } from "./offshore-asset-protection-trust.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 15_000_000,
  primaryAge: 55,
  maritalStatus: "married",
  spouseAge: 55,
  taxableInvestmentsUsd: 10_000_000,
  primaryResidenceUsd: 5_000_000,
  ownsBusiness: true,
};

describe("offshore trust: golden arithmetic", () => {
  it("Cook Islands trust: 30% × 10,000,000 = 3,000,000 × 0.90 = 2,700,000 protected; expected loss 2,700,000 × 0.08 = 216,000", () => {
    const f = evaluateOnHousehold(s, ctxOf(owner));
    expect(f.protection?.amountUsd).toBe(2_700_000);
    expect(f.protection?.description).toContain("$216,000");
  });

  it("costs: 60,000 now and 20,000 a year to the final death (37 years at 55 → 92)", () => {
    const f = evaluateOnHousehold(s, ctxOf(owner));
    expect(f.nominal.costUsd).toBe(60_000 + 20_000 * 37);
  });
});

describe("offshore trust: fit", () => {
  it("fits a business owner with liquid assets; shares a family with the DAPT", () => {
    const ctx = ctxOf(owner);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.family).toBe("asset-protection-trust");
    expect(s.answers(ctx)).toBeNull();
  });

  it("answers a professional's malpractice exposure", () => {
    const ctx = ctxOf({ ...owner, ownsBusiness: false, hasProfessionalLiability: true });
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit without exposure, nor under $3,000,000 liquid", () => {
    const none = ctxOf({ ...owner, ownsBusiness: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    const small = ctxOf({ ...owner, taxableInvestmentsUsd: 2_000_000, primaryResidenceUsd: 13_000_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/\$3,000,000/);
  });
});
