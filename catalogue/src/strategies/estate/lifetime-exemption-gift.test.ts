import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { ctxOf, partnered, TAX, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";
import { lifetimeExemptionGift as s } from "./lifetime-exemption-gift.ts";

const value = (ctx: ReturnType<typeof ctxOf>, name: string) =>
  evaluateOnHousehold(s, ctx).variables.find((v) => v.name === name);

describe("lifetime-exemption-gift", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);
  const n = ctx.household.yearsToFinalDeath;

  it("gift 10,000,000 (a third of 30,000,000 of investments): removed 10,000,000 × 1.055^34, adjusted taxable gift 10,000,000, saving 0.40 × (removed − gift) at the §2001(c) top rate", () => {
    const f = evaluateOnHousehold(s, ctx);
    const removed = 10_000_000 * 1.055 ** n;
    expect(n).toBe(34);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(f.effects.estate?.adjustedTaxableGiftsUsd).toBe(10_000_000);
    // Both estates stay far above the exclusion, so every dollar removed beyond the gift saves 40%.
    expect(f.estate?.savingUsd).toBeCloseTo(0.4 * (removed - 10_000_000), -1);
  });

  it("the lost step-up is the heirs' capital-gains tax on (removed − 6,000,000 basis) at the final death", () => {
    const f = evaluateOnHousehold(s, ctx);
    const heirs = f.flows.find((x) => x.kind === "heirsTax");
    expect(heirs?.year).toBe(n);
    expect(heirs?.amountUsd).toBeCloseTo(-taxOn(ctx, { longTermGainUsd: 10_000_000 * 1.055 ** n - 6_000_000 }), 0);
  });

  it("defaults: the gift is capped by the donors' exclusion (2 × $15,000,000 for a married couple) and a third of the assets", () => {
    const big = ctxOf({ ...WEALTHY_COUPLE, netWorthUsd: 200_000_000, taxableInvestmentsUsd: 190_000_000 });
    expect(value(big, "giftAmountUsd")?.value).toBe(2 * TAX.basicExclusionAmount);
    expect(
      value(
        ctxOf(partnered({ ...WEALTHY_COUPLE, netWorthUsd: 200_000_000, taxableInvestmentsUsd: 190_000_000 })),
        "giftAmountUsd",
      )?.value,
    ).toBe(TAX.basicExclusionAmount);
    expect(value(ctx, "giftAmountUsd")?.assumption).toMatch(/33% of the \$30,000,000/);
    expect(value(ctx, "basisUsd")?.assumption).toMatch(/no basis stated/);
  });

  it("fits a taxable estate with descendants; not without descendants or without projected estate tax", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...WEALTHY_COUPLE, childrenCount: 0, grandchildrenCount: 0 });
    expect(s.eligibility(none.facts, none).reasons[0]).toMatch(/no children or grandchildren/);
    const small = ctxOf(YOUNG_FAMILY);
    expect(s.eligibility(small.facts, small).fits).toBe(false);
  });

  it("answers a stated net worth above the household's exclusion", () => {
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf(YOUNG_FAMILY))).toBeNull();
  });
});
