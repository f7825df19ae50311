import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { ctxOf, figuresOf, flowsLabelled, TOP_BRACKET_TEXAS } from "./lib/test-support.ts";
import { section1031Exchange as s } from "./section-1031-exchange.ts";

const SALE = {
  ...TOP_BRACKET_TEXAS,
  hasInvestmentRealEstate: true,
  plansPropertySale: true,
  investmentRealEstateUsd: 2_000_000,
  investmentRealEstateBasisUsd: 800_000,
};

describe("section-1031-exchange on the household model", () => {
  // Rates from the statute, not from our calculator: 20% + 3.8% NIIT on long-term gain, 25% + 3.8%
  // on unrecaptured §1250 gain (IRC §1(h)(1)(D)–(E), §1411), at the top bracket (Rev. Proc. 2025-32).
  it("1031: (1,200,000 − 480,000) × 0.238 + 480,000 × 0.288 = 309,600 of tax deferred now", () => {
    const f = figuresOf(s, SALE);
    const deferred = flowsLabelled(f, "tax deferred on the sale");
    expect(deferred).toHaveLength(1);
    expect(deferred[0]?.year).toBe(0);
    expect(deferred[0]?.deferral).toBe(true);
    expect(Math.round(deferred[0]?.amountUsd ?? 0)).toBe(309_600);
  });

  // IRS Publication 946 Table A-6: 27.5-year residential rental property recovers 3.636% of basis a
  // year after the first; the carried-over basis is lower by (gain − tax deferred) × 80% building.
  it("1031: depreciation lost (1,200,000 − 309,600) × 0.8 × 3.636% = 25,901 a year, taxed at 0.408 = 10,568", () => {
    const f = figuresOf(s, SALE);
    const lost = flowsLabelled(f, "depreciation lost");
    expect(lost.length).toBe(27);
    expect(Math.round(-(lost[0]?.amountUsd ?? 0))).toBe(Math.round((1_200_000 - 309_600) * 0.8 * (1 / 27.5) * 0.408));
    expect((1 / 27.5).toFixed(5)).toBe("0.03636");
  });

  it("is a deferral: held until the final death nothing is repaid; sold halfway, the 309,600 is paid then", () => {
    const f = figuresOf(s, SALE);
    expect(flowsLabelled(f, "deferred tax paid")).toHaveLength(0);
    const low = f.sensitivity.low;
    expect(low.netBenefit).toBeLessThan(f.sensitivity.base.netBenefit);
    const ctx = ctxOf(SALE);
    const sold = s.effects(
      {
        propertyValueUsd: 2_000_000,
        basisUsd: 800_000,
        depreciationTakenUsd: 480_000,
        depreciableShare: 0.8,
        replacementSoldYears: 10,
        intermediaryFeeUsd: 2_000,
        extraClosingCostUsd: 8_000,
      },
      ctx,
    );
    const repaid = sold.flows.filter((x) => x.label.includes("deferred tax paid"));
    expect(repaid).toEqual([expect.objectContaining({ year: 10, amountUsd: -309_600, deferral: true })]);
  });

  it("counts the intermediary and closing costs, 2,000 + 8,000", () => {
    const f = figuresOf(s, SALE);
    expect(f.flows.filter((x) => x.kind === "cost").reduce((t, x) => t + x.amountUsd, 0)).toBe(-10_000);
  });

  it("reads the stated value and basis; an unstated basis is the model's 40% gain share, named", () => {
    const stated = figuresOf(s, SALE).variables;
    expect(stated.find((v) => v.name === "basisUsd")?.assumption).toContain("as stated");
    const unstated = figuresOf(s, { ...SALE, investmentRealEstateBasisUsd: null }).variables;
    const basis = unstated.find((v) => v.name === "basisUsd");
    expect(basis?.value).toBe(1_200_000);
    expect(basis?.assumption).toContain("40%");
    expect(unstated.find((v) => v.name === "depreciationTakenUsd")?.assumption).toContain("not stated");
  });

  it("uses the expected sale price of a planned property sale", () => {
    const v = figuresOf(s, { ...SALE, expectedSalePriceUsd: 2_500_000 }).variables;
    expect(v.find((x) => x.name === "propertyValueUsd")?.value).toBe(2_500_000);
  });

  it("is time-critical when a sale of investment real estate is planned, and names it", () => {
    const a = s.answers(ctxOf(SALE));
    expect(a?.urgency).toBe("time-critical");
    expect(a?.reason).toContain("$2,000,000");
    expect(s.answers(ctxOf({ ...SALE, plansPropertySale: false }))).toBeNull();
  });

  it("fits a planned sale of investment property with a gain", () => {
    const ctx = ctxOf(SALE);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
  });

  it.each([
    ["a residence only", { hasInvestmentRealEstate: false }, /residence does not qualify/],
    ["no planned sale", { plansPropertySale: false }, /no planned sale/],
    ["basis above value", { investmentRealEstateBasisUsd: 2_400_000 }, /no gain/],
    ["no value", { investmentRealEstateUsd: null, realEstateUsd: null }, /no value/],
  ])("does not fit with %s", (_name, change, reason) => {
    const ctx = ctxOf({ ...SALE, ...change });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(reason);
  });

  it("declares its family and the asset it moves", () => {
    expect(s.family).toBe("real-estate-sale");
    expect(s.transfers?.(ctxOf(SALE))).toEqual(["investmentRealEstate"]);
    expect(evaluateOnHousehold(s, ctxOf(SALE)).estate).toBeNull();
  });
});

describe("section-1031-exchange answers a stated wish to sell, not a refusal", () => {
  const HOLDER = { ...TOP_BRACKET_TEXAS, hasInvestmentRealEstate: true, investmentRealEstateUsd: 2_000_000 };
  it("'reposition the rentals' is a wish to sell or exchange", () => {
    expect(s.answers(ctxOf({ ...HOLDER, goals: ["Reposition the rentals into something simpler"] }))).not.toBeNull();
  });
  it("'make sure the kids don't have to sell land' and 'never sell the farm' are not", () => {
    expect(
      s.answers(ctxOf({ ...HOLDER, goals: ["Make sure the kids don't have to sell land to pay estate tax"] })),
    ).toBeNull();
    expect(s.answers(ctxOf({ ...HOLDER, goals: ["Never sell the farm"] }))).toBeNull();
  });
  it("a refusal in another clause does not turn the wish down: 'no debt, sell the duplex'", () => {
    expect(s.answers(ctxOf({ ...HOLDER, goals: ["No debt, sell the duplex next year"] }))).not.toBeNull();
  });
});
