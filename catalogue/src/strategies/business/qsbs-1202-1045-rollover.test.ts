import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qsbsExclusionPercent } from "../kit.ts";
import { qsbs12021045Rollover as s } from "./qsbs-1202-1045-rollover.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** The founder of the sample notes: 2019 founder shares of a NY C corporation worth $40M, IPO next year. */
const founder: Partial<TClientFacts> = {
  netWorthUsd: 25_000_000,
  primaryAge: 38,
  maritalStatus: "married",
  childrenCount: 2,
  state: "NY",
  ownsBusiness: true,
  businessEntityType: "c_corp",
  businessValueUsd: 40_000_000,
  businessStockIssuedYear: 2019,
  businessGrossAssetsAtIssuanceUsd: 10_000_000,
  expectsLiquidityEvent: true,
};

const saleFlow = (ctx: StrategyContext) => {
  const fig = evaluateOnHousehold(s, ctx);
  const flow = fig.flows.find((f) => f.kind === "incomeTax");
  return { fig, flow };
};

describe("qsbs-1202-1045-rollover: golden arithmetic", () => {
  it("NY founder: 10,000,000 excluded of a 40,000,000 gain saves 10,000,000 × (0.20 + 0.038) federal + 10,000,000 × 0.109 NY = 3,470,000 next year", () => {
    // Independent figures: IRC §1(h)(1)(D) taxes the gain above the 15% band at 20% on both sides of
    // the comparison, §1411 adds 3.8% on all of it (NII above $250,000), and N.Y. Tax Law §601(d-1)
    // taxes all taxable income at the flat 10.9% top rate when NY AGI exceeds $25,000,000 (it does
    // at $30M and $40M). NY follows the federal exclusion (NY AGI starts from federal AGI).
    const { flow } = saleFlow(ctxOf(founder));
    expect(flow?.year).toBe(1);
    expect(Math.round(flow?.amountUsd ?? 0)).toBe(3_470_000);
  });

  it("California founder: the state adds the excluded gain back, so only the federal 10,000,000 × 0.238 = 2,380,000 is saved", () => {
    const { flow } = saleFlow(ctxOf({ ...founder, state: "CA" }));
    expect(Math.round(flow?.amountUsd ?? 0)).toBe(2_380_000);
  });

  it("a 50% exclusion taxes the other half of the eligible gain at 28%: 2,000,000 × (0.20 + 0.038) − 1,000,000 × (0.28 + 0.038) = 158,000 (TX, $1M wages)", () => {
    // §1202(a) as amended (stock acquired after 4 July 2025, held 3 years: 50%); §1(h)(4), (h)(7):
    // the non-excluded eligible gain is 28%-rate gain; ordinary income of $1M fills the brackets
    // below, so the whole gain meets the 20% (or 28%) rate and the NIIT on both sides.
    const ctx = ctxOf({
      netWorthUsd: 10_000_000,
      primaryAge: 50,
      maritalStatus: "married",
      state: "TX",
      annualIncomeUsd: 1_000_000,
      ownsBusiness: true,
      businessEntityType: "c_corp",
      businessValueUsd: 2_000_000,
      businessStockIssuedYear: 2026,
    });
    const v = {
      saleProceedsUsd: 2_000_000,
      basisUsd: 0,
      businessGrowthRate: 0,
      yearsToSale: 3,
      exclusionPercent: qsbsExclusionPercent(ctx, 2026, 3),
      exclusionCapUsd: 15_000_000,
      rolloverYears: 0,
      qualificationReviewUsd: 0,
    };
    expect(v.exclusionPercent).toBe(0.5);
    const flow = s.effects(v, ctx).flows.find((f) => f.kind === "incomeTax");
    expect(flow?.year).toBe(3);
    expect(Math.round(flow?.amountUsd ?? 0)).toBe(158_000);
  });

  it("the cap is the greater of the dollar cap and 10 × basis: basis 2,000,000 lets 20,000,000 be excluded (TX: 20,000,000 × 0.238 = 4,760,000)", () => {
    const ctx = ctxOf({ ...founder, state: "TX" });
    const v = {
      saleProceedsUsd: 40_000_000,
      basisUsd: 2_000_000,
      businessGrowthRate: 0,
      yearsToSale: 1,
      exclusionPercent: 1,
      exclusionCapUsd: 20_000_000,
      rolloverYears: 0,
      qualificationReviewUsd: 0,
    };
    const flow = s.effects(v, ctx).flows.find((f) => f.kind === "incomeTax");
    expect(Math.round(flow?.amountUsd ?? 0)).toBe(4_760_000);
  });

  it("exclusion tiers: post-July-2025 stock 0/50/75/100% at 2/3/4/5 years; older stock 100% after 5 years if issued after 2010, 75% for 2009–2010, 50% before", () => {
    const ctx = ctxOf(founder);
    expect([2, 3, 4, 5].map((y) => qsbsExclusionPercent(ctx, 2026, y))).toEqual([0, 0.5, 0.75, 1]);
    expect(qsbsExclusionPercent(ctx, 2019, 4)).toBe(0);
    expect(qsbsExclusionPercent(ctx, 2019, 6)).toBe(1);
    expect(qsbsExclusionPercent(ctx, 2009, 10)).toBe(0.75);
    expect(qsbsExclusionPercent(ctx, 2005, 10)).toBe(0.5);
  });

  it("keeps the spec §9 constant 0.21 in its formula text", () => {
    expect(s.benefitCalculation.formula).toContain("0.21");
  });
});

describe("qsbs-1202-1045-rollover: defaults from the facts", () => {
  it("uses the stated value, a sale next year with no growth, the $10M cap for 2019 stock and 100%", () => {
    const d = s.defaults(ctxOf(founder));
    expect(d.saleProceedsUsd?.value).toBe(40_000_000);
    expect(d.yearsToSale?.value).toBe(1);
    expect(d.businessGrowthRate?.value).toBe(0);
    expect(d.exclusionCapUsd?.value).toBe(10_000_000);
    expect(d.exclusionPercent?.value).toBe(1);
    expect(d.basisUsd?.assumption).toMatch(/no basis stated/);
  });

  it("takes the stated price × the stated share as the proceeds when no value is stated", () => {
    const d = s.defaults(
      ctxOf({ ...founder, businessValueUsd: null, expectedSalePriceUsd: 120_000_000, businessOwnershipShare: 0.35 }),
    );
    expect(d.saleProceedsUsd?.value).toBe(42_000_000);
    expect(d.saleProceedsUsd?.assumption).toMatch(/35% share/);
  });

  it("with no value stated, names the unlisted part of net worth as the assumption", () => {
    const d = s.defaults(ctxOf({ ...founder, businessValueUsd: null }));
    expect(d.saleProceedsUsd?.value).toBe(25_000_000);
    expect(d.saleProceedsUsd?.assumption).toMatch(/not stated/);
  });

  it("stock issued in 2026 gets the $15M cap; without a sale it waits for the full exclusion, growing at the business rate", () => {
    const d = s.defaults(ctxOf({ ...founder, businessStockIssuedYear: 2026, expectsLiquidityEvent: false }));
    expect(d.exclusionCapUsd?.value).toBe(15_000_000);
    expect(d.yearsToSale?.value).toBeGreaterThanOrEqual(5);
    expect(d.exclusionPercent?.value).toBe(1);
    expect(d.businessGrowthRate?.value).toBeGreaterThan(0);
  });

  it("a sale before the holding period ends rolls over under §1045 and takes the exclusion when it is met", () => {
    const d = s.defaults(ctxOf({ ...founder, businessStockIssuedYear: 2024 }));
    expect(d.rolloverYears?.value).toBe(2);
    expect(d.exclusionPercent?.value).toBe(1);
    expect(d.exclusionPercent?.assumption).toMatch(/§1045/);
  });

  it("an unknown issue date is assumed to qualify, and says it must be confirmed", () => {
    const d = s.defaults(ctxOf({ ...founder, businessStockIssuedYear: null }));
    expect(d.exclusionPercent?.value).toBe(1);
    expect(d.exclusionPercent?.assumption).toMatch(/must confirm/);
  });
});

describe("qsbs-1202-1045-rollover: eligibility and relevance", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };

  it("fits the founder and names the gross assets", () => {
    const r = fits(founder);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/\$10,000,000\) were within the \$50,000,000 limit/);
  });

  it("an unknown gross-assets figure fits but must be confirmed", () => {
    const r = fits({ ...founder, businessGrossAssetsAtIssuanceUsd: null });
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/must be confirmed/);
  });

  it("does not fit an S corporation, gross assets above the limit, an excluded profession or pre-1993 stock", () => {
    expect(fits({ ...founder, businessEntityType: "s_corp" }).reasons[0]).toMatch(/S corporation/);
    expect(fits({ ...founder, businessGrossAssetsAtIssuanceUsd: 60_000_000 }).fits).toBe(false);
    expect(fits({ ...founder, businessStockIssuedYear: 2026, businessGrossAssetsAtIssuanceUsd: 60_000_000 }).fits).toBe(
      true,
    );
    // A licensed profession in the notes excludes the shares unless the issuer is a C corporation
    // (the profession may be the spouse's); a professional corporation is always excluded (§1202(e)(3)).
    expect(fits({ ...founder, hasProfessionalLiability: true, businessEntityType: null }).fits).toBe(false);
    expect(fits({ ...founder, businessEntityType: "professional_corporation" }).fits).toBe(false);
    expect(fits({ ...founder, hasProfessionalLiability: true }).fits).toBe(true);
    expect(fits({ ...founder, businessStockIssuedYear: 1990 }).fits).toBe(false);
    expect(fits({ netWorthUsd: 5_000_000 }).fits).toBe(false);
  });

  it("is time-critical before an expected sale, client-specific otherwise, and silent without C-corporation shares", () => {
    expect(s.answers(ctxOf(founder))?.urgency).toBe("time-critical");
    expect(s.answers(ctxOf({ ...founder, expectsLiquidityEvent: false }))?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ ...founder, businessEntityType: "llc" }))).toBeNull();
  });
});

describe("qsbs-1202-1045-rollover: shares held until death", () => {
  it("an owner of 88 with no sale planned holds to death, when §1014 steps the basis up: no exclusion to price", () => {
    const ctx = ctxOf({ ...founder, primaryAge: 88, expectsBusinessSale: false, expectsLiquidityEvent: false });
    const verdict = s.eligibility(ctx.facts, ctx);
    expect(verdict.fits).toBe(false);
    expect(verdict.reasons.join(" ")).toMatch(/steps up \(§1014\)/);
  });
});
