import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { intentionallyDefectiveGrantorTrustSale as s } from "./intentionally-defective-grantor-trust-sale.ts";
import { ctxOf, FOUNDER, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("intentionally-defective-grantor-trust-sale", () => {
  const ctx = ctxOf(FOUNDER);
  const n = ctx.household.yearsToFinalDeath;

  it("sale 10,000,000 at the AFR 3.83% (§7520 4.6% ÷ 1.2), seed 1,111,111: removed 10,000,000 × (1.05^44 − 1.0383^44) + 1,111,111 × 1.05^44; the seed is the only taxable gift", () => {
    const f = evaluateOnHousehold(s, ctx);
    const seed = Math.round(10_000_000 / 9);
    const removed = 10_000_000 * (1.05 ** n - 1.0383 ** n) + seed * 1.05 ** n;
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, -1);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(seed);
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (removed - seed), -2);
  });

  it("never larger than the asset: the sale is half of the business, and a business worth $25M sells 12,500,000, not more", () => {
    const c = ctxOf({
      ...FOUNDER,
      businessValueUsd: null,
      taxableInvestmentsUsd: null,
      cashUsd: null,
      netWorthUsd: 25_000_000,
    });
    const f = evaluateOnHousehold(s, c);
    expect(f.variables.find((v) => v.name === "saleValueUsd")?.value).toBe(12_500_000);
    expect(f.effects.estate?.removedUsd).toBeLessThanOrEqual(c.household.netWorthAt(c.household.yearsToFinalDeath));
  });

  it("interest paid to the client is not a benefit: no income flow at all", () => {
    expect(evaluateOnHousehold(s, ctx).flows.some((x) => x.kind === "income" || x.kind === "interest")).toBe(false);
  });

  it("fits a business owner with descendants and estate tax; not without an asset to sell", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf(WEALTHY_COUPLE);
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
