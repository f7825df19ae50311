import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { taxOn } from "../kit.ts";
import { specialUseValuation2032a as s } from "./special-use-valuation-2032a.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const farm = {
  netWorthUsd: 60_000_000,
  primaryAge: 66,
  hasFarmOrRanch: true,
  investmentRealEstateUsd: 30_000_000,
  realEstateUsd: 31_000_000,
  primaryResidenceUsd: 1_000_000,
  state: "IA",
};

describe("§2032A: golden figures", () => {
  it("the reduction is capped at the 2026 limit of 1,460,000 (Rev. Proc. 2025-32): 0.40 × 1,460,000 = 584,000 of estate tax saved", () => {
    expect(tax.specialUseValuationReductionLimit).toBe(1_460_000);
    const fig = evaluateOnHousehold(s, ctxOf(farm));
    expect(fig.effects.estate?.deductionUsd).toBe(1_460_000);
    expect(fig.estate?.savingUsd).toBe(584_000);
  });

  it("below the cap: land 1,000,000 grown 26 years at 4% × (1 − 0.5)", () => {
    const ctx = ctxOf({
      ...farm,
      netWorthUsd: 3_000_000,
      investmentRealEstateUsd: 1_000_000,
      realEstateUsd: 1_000_000,
      primaryResidenceUsd: null,
    });
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.effects.estate?.deductionUsd).toBeCloseTo(Math.min(1_000_000 * 1.04 ** 26 * 0.5, 1_460_000), 0);
  });

  it("costs the heirs' capital-gains tax on the lower basis (§1014(a)(3)) at the end of the 10-year recapture period", () => {
    const ctx = ctxOf(farm);
    const heirs = evaluateOnHousehold(s, ctx).flows.find((f) => f.kind === "heirsTax");
    expect(heirs?.year).toBe(26 + 10);
    expect(heirs?.amountUsd).toBeCloseTo(-taxOn(ctx, { longTermGainUsd: 1_460_000 }), 0);
  });
});

describe("§2032A: eligibility (§2032A(b)(1) tests)", () => {
  it("land 50% of the estate: fits both tests, time-critical", () => {
    const ctx = ctxOf(farm);
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("time-critical");
  });
  it("land 10% of the estate: below the 25% real-property test", () => {
    const r = checkStrategy(s, ctxOf({ ...farm, investmentRealEstateUsd: 6_000_000 }));
    expect(r.reasons[0]).toMatch(/below the 25%/);
  });
  it("land 30% and no farm equipment valued: below the 50% test", () => {
    const r = checkStrategy(s, ctxOf({ ...farm, investmentRealEstateUsd: 18_000_000 }));
    expect(r.reasons[0]).toMatch(/needs farm real and personal property of at least 50%/);
  });
  it("land 30% plus a 12,000,000 farm business: passes the 50% test", () => {
    const ctx = ctxOf({
      ...farm,
      investmentRealEstateUsd: 18_000_000,
      ownsBusiness: true,
      businessValueUsd: 12_000_000,
    });
    expect(checkStrategy(s, ctx).fits).toBe(true);
  });
  it("no farm: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...farm, hasFarmOrRanch: false })).reasons[0]).toMatch(/no farm or ranch/);
  });
});
