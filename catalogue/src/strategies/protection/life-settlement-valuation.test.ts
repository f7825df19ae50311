import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { lifeSettlementValuation as s, settlementTaxBases } from "./life-settlement-valuation.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const retiree: Partial<TClientFacts> = {
  netWorthUsd: 5_000_000,
  primaryAge: 78,
  maritalStatus: "widowed",
  hasLifeInsurance: true,
  lifeInsuranceDeathBenefitUsd: 2_000_000,
};

describe("life settlement: golden arithmetic", () => {
  it("Rev. Rul. 2009-13 Situation 2 as modified by Rev. Rul. 2020-5: premiums 64,000, cash value 78,000, sold for 80,000 → 14,000 ordinary + 2,000 capital gain; a surrender → 14,000 ordinary", () => {
    const b = settlementTaxBases(80_000, 78_000, 64_000);
    expect(b.sale).toEqual({ ordinaryUsd: 14_000, longTermGainUsd: 2_000 });
    expect(b.surrender).toEqual({ ordinaryUsd: 14_000 });
  });

  it("basis above the offer: no gain either way", () => {
    expect(settlementTaxBases(300_000, 100_000, 500_000)).toEqual({
      sale: { ordinaryUsd: 0, longTermGainUsd: 0 },
      surrender: { ordinaryUsd: 0 },
    });
  });

  it("Settlement at 78 on a 2,000,000 face: offer 15% = 300,000 − cash value 100,000 − broker 40,000; premiums 500,000 exceed both, so no tax: net 160,000 now", () => {
    const f = evaluateOnHousehold(s, ctxOf(retiree));
    expect(f.presentValue.netUsd).toBe(160_000);
    expect(f.horizonYears).toBe(1);
  });
});

describe("life settlement: fit", () => {
  it("fits and answers a 78-year-old policy owner", () => {
    const ctx = ctxOf(retiree);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit under 65 or without a policy", () => {
    const young = ctxOf({ ...retiree, primaryAge: 55 });
    expect(s.eligibility(young.facts, young).reasons[0]).toMatch(/65 or older/);
    const none = ctxOf({ ...retiree, hasLifeInsurance: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
