import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { votingNonvotingRecapitalization as s } from "./voting-nonvoting-recapitalization.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A married owner, 60, of a $30M S corporation in a $50M estate, with two children. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 50_000_000,
  primaryAge: 60,
  spouseAge: 60,
  maritalStatus: "married",
  state: "FL",
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 30_000_000,
  childrenCount: 2,
};

describe("voting-nonvoting-recapitalization: estate effect, priced by the household", () => {
  it("gives 12,000,000 of non-voting shares as 8,400,000 of taxable gifts (30% discount); 12,000,000 × 1.05^32 leaves the estate", () => {
    const ctx = ctxOf(owner);
    const d = s.defaults(ctx);
    const v = Object.fromEntries(Object.entries(d).map(([k, x]) => [k, x.value]));
    const fx = s.effects(v, ctx);
    expect(v.transferredValueUsd).toBe(12_000_000);
    expect(fx.estate?.adjustedTaxableGiftsUsd).toBeCloseTo(8_400_000, 6);
    expect(fx.estate?.removedUsd).toBeCloseTo(12_000_000 * 1.05 ** ctx.household.yearsToFinalDeath, 0);
  });

  it("counts the lost step-up as heirs' tax at the final death and never saves more estate tax than the baseline", () => {
    const ctx = ctxOf(owner);
    const fig = evaluateOnHousehold(s, ctx);
    const heirs = fig.flows.find((f) => f.kind === "heirsTax");
    expect(heirs?.year).toBe(ctx.household.yearsToFinalDeath);
    expect(heirs?.amountUsd ?? 0).toBeLessThan(0);
    expect(fig.estate?.savingUsd ?? 0).toBeGreaterThan(0);
    expect(fig.estate?.savingUsd ?? 0).toBeLessThanOrEqual(ctx.household.baseline.totalTaxUsd);
  });

  it("limits the gift to the exclusion available: a single owner's $15M exclusion ÷ 0.7 of pro-rata value", () => {
    const d = s.defaults(
      ctxOf({
        ...owner,
        maritalStatus: "single",
        spouseAge: null,
        businessValueUsd: 60_000_000,
        netWorthUsd: 80_000_000,
      }),
    );
    expect(d.transferredValueUsd?.value).toBe(Math.round(15_000_000 / 0.7));
  });
});

describe("voting-nonvoting-recapitalization: eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits an entity with descendants and a taxable estate", () => {
    expect(fits(owner).fits).toBe(true);
    expect(s.family).toBe("exclusion-gift");
  });
  it("does not fit a sole proprietorship, no descendants, or an estate the model projects no tax on", () => {
    expect(fits({ ...owner, businessEntityType: "sole_proprietorship" }).fits).toBe(false);
    expect(fits({ ...owner, childrenCount: null }).fits).toBe(false);
    expect(fits({ ...owner, netWorthUsd: 6_000_000, businessValueUsd: 4_000_000 }).reasons[0]).toMatch(/no estate tax/);
  });
});

describe("voting-nonvoting-recapitalization: what it answers", () => {
  it("answers an owner's goal of keeping control while moving value to a child; a plain owner is not answered", () => {
    const wants = ctxOf({
      ...owner,
      goals: ["Keep voting control for ~5 more years", "Start moving value to Nick now"],
    });
    expect(s.answers(wants)?.urgency).toBe("client-specific");
    expect(s.answers(wants)?.reason).toMatch(/Keep voting control/);
    expect(s.answers(ctxOf(owner))).toBeNull();
  });
});
