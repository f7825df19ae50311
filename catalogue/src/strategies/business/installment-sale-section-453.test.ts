import { describe, expect, it } from "vitest";
import { installmentSaleSection453 as s } from "./installment-sale-section-453.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const PROPERTY = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  plansPropertySale: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 800_000,
};
const BUSINESS = {
  ...TOP_BRACKET_TEXAS,
  netWorthUsd: 30_000_000,
  ownsBusiness: true,
  businessEntityType: "s_corp" as const,
  businessValueUsd: 20_000_000,
  expectsBusinessSale: true,
};

describe("installment-sale-section-453 on the household model", () => {
  // Form 6252 line 19: gross profit percentage = gross profit ÷ contract price; here
  // 1,200,000 ÷ 2,000,000 = 60% of each payment is gain. Statutory rates of the top bracket
  // (IRC §1(h)(1)(D)–(E), §1411): 23.8% on gain, 28.8% on unrecaptured §1250 gain, reported first
  // (Treas. Reg. §1.453-12(a)).
  it("453: down payment 800,000 × 60% = 480,000 of §1250 gain taxed at 0.288 = 138,240 now, instead of 309,600", () => {
    const f = figuresOf(s, PROPERTY);
    const first = flowsLabelled(f, "tax not due in the sale year")[0];
    expect(Math.round(first?.amountUsd ?? 0)).toBe(309_600 - 138_240);
    expect(first?.deferral).toBe(true);
  });

  it("453: each of 10 payments of 120,000 carries 72,000 of gain at 0.238 = 17,136", () => {
    const payments = flowsLabelled(figuresOf(s, PROPERTY), "tax on the gain in the year's note payment");
    expect(payments.map((x) => x.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const p of payments) expect(Math.round(p.amountUsd)).toBe(-17_136);
    // The whole gain is taxed once, at the same rates: 138,240 + 10 × 17,136 = 309,600.
    expect(138_240 + 10 * 17_136).toBe(309_600);
  });

  it("453A: interest on the deferred tax when the note exceeds 5,000,000: (12,000,000 − 5,000,000) ÷ 12,000,000 of it", () => {
    const f = figuresOf(s, { ...BUSINESS, expectedSalePriceUsd: 20_000_000 });
    const charges = flowsLabelled(f, "§453A interest");
    expect(charges).toHaveLength(10);
    const payments = flowsLabelled(f, "tax on the gain in the year's note payment");
    const deferredAfterSale = -payments.reduce((t, p) => t + p.amountUsd, 0);
    expect(charges[0]?.amountUsd).toBeCloseTo(-deferredAfterSale * (7 / 12) * 0.07, 0);
    expect(charges[0]?.kind).toBe("interest");
  });

  it("no §453A charge on a note of 5,000,000 or less", () => {
    expect(flowsLabelled(figuresOf(s, PROPERTY), "§453A")).toHaveLength(0);
  });

  it("a business sold as shares has no recapture; the basis is the model's default gain share, named", () => {
    const v = figuresOf(s, BUSINESS).variables;
    expect(v.find((x) => x.name === "unrecapturedGainUsd")?.value).toBe(0);
    expect(v.find((x) => x.name === "basisUsd")?.assumption).toContain("40%");
    expect(s.transfers?.(ctxOf(BUSINESS))).toEqual(["business"]);
  });

  it("is client-specific for a planned sale and names it", () => {
    expect(s.answers(ctxOf(PROPERTY))?.reason).toContain("investment real estate");
    expect(s.answers(ctxOf(BUSINESS))?.reason).toContain("business");
  });

  it("does not fit an employee's public shares: no business the client owns, no property sale", () => {
    const ctx = ctxOf({
      ...TOP_BRACKET_TEXAS,
      hasConcentratedStock: true,
      isEmployedByStockIssuer: true,
      expectsLiquidityEvent: true,
    });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/§453\(k\)\(2\)/);
  });

  it("fits a planned property sale with a gain", () => {
    const ctx = ctxOf(PROPERTY);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
  });
});
