import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { beneficiaryDefectiveInheritorTrust as s } from "./beneficiary-defective-inheritor-trust.ts";
import { ctxOf, FOUNDER } from "./lib/test-households.ts";

describe("beneficiary-defective-inheritor-trust", () => {
  const ctx = ctxOf(FOUNDER);
  const n = ctx.household.yearsToFinalDeath;

  it("sale 10,000,000 at 3.83%: removed 10,000,000 × (1.05^44 − 1.0383^44); no exclusion of the client used (a relative seeds the trust)", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(10_000_000 * (1.05 ** n - 1.0383 ** n), -1);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBeUndefined();
  });

  it("needs a third-party settlor: does not fit a client past 70; says the adviser must confirm one", () => {
    expect(s.eligibility(ctx.facts, ctx).reasons.join(" ")).toMatch(/must confirm/);
    const old = ctxOf({ ...FOUNDER, primaryAge: 75, spouseAge: 72 });
    expect(s.eligibility(old.facts, old).fits).toBe(false);
  });
});
