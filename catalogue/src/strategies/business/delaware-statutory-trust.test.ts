import { describe, expect, it } from "vitest";
import { delawareStatutoryTrust as s } from "./delaware-statutory-trust.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";

const SALE = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  plansPropertySale: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 800_000,
};

describe("delaware-statutory-trust on the household model", () => {
  // Statutory rates (IRC §1(h)(1)(D)–(E), §1411) at the top bracket of Rev. Proc. 2025-32.
  it("DST: the same deferral as a direct exchange, (1,200,000 − 480,000) × 0.238 + 480,000 × 0.288 = 309,600", () => {
    const deferred = flowsLabelled(figuresOf(s, SALE), "tax deferred on the sale");
    expect(deferred.map((x) => [x.year, Math.round(x.amountUsd), x.deferral])).toEqual([[0, 309_600, true]]);
  });

  it("DST: sponsor load 2,000,000 × 0.08 = 160,000 now, and again on the grown equity at each re-exchange before the final death", () => {
    const f = figuresOf(s, SALE);
    expect(flowsLabelled(f, "sponsor load and offering costs")[0]?.amountUsd).toBe(-160_000);
    const again = flowsLabelled(f, "sponsor load on the next DST");
    const years = f.variables.find((v) => v.name === "replacementSoldYears")?.value ?? 0;
    expect(again.map((x) => x.year)).toEqual([7, 14, 21, 28].filter((y) => y < years));
    expect(Math.round(-(again[0]?.amountUsd ?? 0))).toBe(Math.round(2_000_000 * 1.04 ** 7 * 0.08));
  });

  it("as the replacement property of a 1031 exchange in the plan, it counts only its own costs: the deferral is the exchange's", async () => {
    const { evaluateOnHousehold } = await import("../../model/evaluate.ts");
    const ctx = { ...ctxOf(SALE), planned: new Set(["section-1031-exchange"]) };
    const f = evaluateOnHousehold(s, ctx);
    expect(flowsLabelled(f, "tax deferred on the sale")).toEqual([]);
    expect(flowsLabelled(f, "qualified intermediary fee")).toEqual([]);
    expect(flowsLabelled(f, "sponsor load and offering costs")[0]?.amountUsd).toBe(-160_000);
  });

  it("joins the 1031 exchange in a plan for an owner stepping back, its deferral counted once", async () => {
    const { selectPlan } = await import("../../model/select.ts");
    const { TAX_YEAR_2026 } = await import("../../tax/index.ts");
    const { emptyClientFacts } = await import("@fsa/shared");
    const { plan } = selectPlan({ ...emptyClientFacts(), ...SALE, isRetired: true }, TAX_YEAR_2026.values);
    const ids = plan.recommended.map((p) => p.strategy.id);
    expect(ids).toContain("section-1031-exchange");
    expect(ids).toContain("delaware-statutory-trust");
    const dst = plan.recommended.find((p) => p.strategy.id === "delaware-statutory-trust");
    expect(dst?.planFigures.flows.some((x) => x.label.includes("tax deferred on the sale"))).toBe(false);
  });

  it("costs more than a direct exchange of the same property (the loads)", async () => {
    const { section1031Exchange } = await import("./section-1031-exchange.ts");
    expect(figuresOf(s, SALE).presentValue.netUsd).toBeLessThan(
      figuresOf(section1031Exchange, SALE).presentValue.netUsd,
    );
  });

  it("is time-critical when a sale of investment real estate is planned", () => {
    expect(s.answers(ctxOf(SALE))?.urgency).toBe("time-critical");
    expect(s.answers(ctxOf({ ...SALE, plansPropertySale: false, goals: ["stop being a landlord"] }))?.urgency).toBe(
      "client-specific",
    );
  });

  it("fits an accredited investor with a planned sale", () => {
    const ctx = ctxOf(SALE);
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/accredited/);
  });

  it("does not fit an investor who is not accredited (net worth without the residence ≤ 1,000,000, income ≤ 300,000)", () => {
    const ctx = ctxOf({
      ...SALE,
      netWorthUsd: 1_500_000,
      primaryResidenceUsd: 700_000,
      realEstateUsd: 1_400_000,
      investmentRealEstateUsd: 700_000,
      investmentRealEstateBasisUsd: 300_000,
      annualIncomeUsd: 150_000,
    });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/accredited/);
  });

  it("does not fit a residence", () => {
    const ctx = ctxOf({ ...SALE, hasInvestmentRealEstate: false });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });

  it("is in the real-estate-sale family and moves the investment real estate", () => {
    expect(s.family).toBe("real-estate-sale");
    expect(s.transfers?.(ctxOf(SALE))).toEqual(["investmentRealEstate"]);
  });
});
