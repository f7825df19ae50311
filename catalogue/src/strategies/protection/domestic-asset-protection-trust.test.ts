import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { domesticAssetProtectionTrust as s } from "./domestic-asset-protection-trust.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const surgeon: Partial<TClientFacts> = {
  netWorthUsd: 8_000_000,
  primaryAge: 52,
  maritalStatus: "single",
  state: "NV",
  taxableInvestmentsUsd: 5_000_000,
  primaryResidenceUsd: 3_000_000,
  hasProfessionalLiability: true,
};

describe("DAPT: golden arithmetic", () => {
  it("DAPT in Nevada: 40% × 5,000,000 = 2,000,000 in trust × 0.85 upheld = 1,700,000 protected; expected loss 1,700,000 × 0.10 = 170,000", () => {
    const f = evaluateOnHousehold(s, ctxOf(surgeon));
    expect(f.protection?.amountUsd).toBe(1_700_000);
    expect(f.protection?.description).toContain("$170,000");
  });

  it("DAPT for a resident of a state without a statute (California): 2,000,000 × 0.60 = 1,200,000", () => {
    expect(evaluateOnHousehold(s, ctxOf({ ...surgeon, state: "CA" })).protection?.amountUsd).toBe(1_200_000);
  });

  it("costs: 25,000 now and 7,500 a year for each year to the final death (40 years at 52 → 92)", () => {
    const f = evaluateOnHousehold(s, ctxOf(surgeon));
    expect(f.variables.find((v) => v.name === "years")?.value).toBe(40);
    expect(f.nominal.costUsd).toBe(25_000 + 7_500 * 40);
    expect(f.effects.estate).toBeUndefined();
  });
});

describe("DAPT: fit", () => {
  it("fits a professional with investable assets and answers the exposure", () => {
    const ctx = ctxOf(surgeon);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(s.family).toBe("asset-protection-trust");
  });

  it("does not fit without liability exposure", () => {
    const ctx = ctxOf({ ...surgeon, hasProfessionalLiability: false });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/liability exposure/);
  });

  it("does not fit with under $1,000,000 investable", () => {
    const ctx = ctxOf({ ...surgeon, taxableInvestmentsUsd: 500_000, netWorthUsd: 3_500_000 });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/at least \$1,000,000/);
  });
});
