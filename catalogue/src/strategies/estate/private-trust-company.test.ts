import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, FOUNDER } from "./lib/test-households.ts";
import { privateTrustCompany as s } from "./private-trust-company.ts";

describe("private-trust-company", () => {
  const ctx = ctxOf({ ...FOUNDER, netWorthUsd: 80_000_000, businessValueUsd: 60_000_000 });
  const n = ctx.household.yearsToFinalDeath;

  it("fees kept: 30,000,000 × 0.75% = 225,000 a year against 120,000 of operating cost and 150,000 to form", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "trustAssetsUsd")?.value).toBe(30_000_000);
    expect(f.nominal.netUsd).toBe(Math.round(225_000 * n - 120_000 * n - 150_000));
    expect(f.effects.estate).toBeUndefined();
  });

  it("needs descendants and closely held or concentrated assets", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const plain = ctxOf({ ...FOUNDER, ownsBusiness: false });
    expect(s.eligibility(plain.facts, plain).fits).toBe(false);
  });
});
