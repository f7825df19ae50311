import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { foreignGrantorTrust as s } from "./foreign-grantor-trust.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const child: Partial<TClientFacts> = {
  netWorthUsd: 12_000_000,
  primaryAge: 40,
  maritalStatus: "married",
  spouseAge: 40,
  annualIncomeUsd: 600_000,
  hasNonUsAssets: true,
  riskTolerance: "moderate",
};

describe("foreign grantor trust: golden arithmetic", () => {
  it("grantor's life: a parent 30 years older (70) planned to live to 92 = 22 years of US tax avoided", () => {
    const f = evaluateOnHousehold(s, ctxOf(child));
    expect(f.variables.find((v) => v.name === "grantorYears")?.value).toBe(22);
    expect(f.flows.filter((x) => x.kind === "incomeTax")).toHaveLength(22);
  });

  it("FGT year 1: 0.30 × 12,000,000 = 3,600,000 × 0.02 = 72,000 of dividends and interest, taxed at the client's capital-gain rates", () => {
    const ctx = ctxOf(child);
    const f = evaluateOnHousehold(s, ctx);
    const y1 = f.flows.find((x) => x.year === 1 && x.kind === "incomeTax");
    expect(y1?.amountUsd).toBeCloseTo(ctx.household.incomeTaxChange({ longTermGainUsd: 72_000 }), 6);
    expect(f.nominal.costUsd).toBe(75_000 + 25_000 * 22);
  });
});

describe("foreign grantor trust: fit", () => {
  it("fits cross-border ties, names the non-US settlor to confirm, and is not answered as urgent", () => {
    const ctx = ctxOf(child);
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons[0]).toMatch(/confirm a non-US family member/);
    expect(s.answers(ctx)).toBeNull();
  });

  it("does not fit without ties abroad", () => {
    const ctx = ctxOf({ ...child, hasNonUsAssets: false });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
});
