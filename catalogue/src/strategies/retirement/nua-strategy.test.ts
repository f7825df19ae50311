import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { nuaStrategy } from "./nua-strategy.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A retired single client of 60 with no other income and no state income tax modelled. */
const retired = ctxOf({
  maritalStatus: "single",
  primaryAge: 60,
  isRetired: true,
  netWorthUsd: 2_000_000,
  retirementAccountsUsd: 1_500_000,
  hasEmployerStockInPlan: true,
  employerStockInPlanUsd: 1_100_000,
  employerStockBasisUsd: 150_000,
});

describe("nua-strategy", () => {
  it("NUA: tax on 150,000 basis now, then (1,100,000 − 150,000) at LTCG instead of ordinary over 10 years", () => {
    const f = evaluateOnHousehold(nuaStrategy, retired);
    const byLabel = (re: RegExp) => f.flows.filter((x) => re.test(x.label));
    // Rev. Proc. 2025-32 §4.01 Table 3 (single) and §4.14 (standard deduction 16,100), by hand:
    // basis 150,000 − 16,100 = 133,900 taxable: 1,240 + 4,560 + 12,166 + 6,768 = 24,734.
    expect(byLabel(/basis/)[0]?.amountUsd).toBeCloseTo(-24_734, 0);
    // Each year: 110,000 ordinary → 93,900 taxable: 1,240 + 4,560 + 9,570 = 15,370;
    // 95,000 long-term gain → 78,900 taxable: 0% to 49,450, 15% on 29,450 = 4,417.50 (§1(h), Rev. Proc. 2025-32 §4.03).
    const yearly = byLabel(/long-term gain instead/);
    expect(yearly).toHaveLength(10);
    for (const y of yearly) expect(y.amountUsd).toBeCloseTo(15_370 - 4_417.5, 0);
    expect(byLabel(/planning/)[0]?.amountUsd).toBe(-3_000);
  });

  it("defaults: stated stock and basis are used; unstated, 30% of the plan and the model's gain share", () => {
    const stated = nuaStrategy.defaults(retired);
    expect(stated.employerStockValueUsd?.value).toBe(1_100_000);
    expect(stated.costBasisUsd?.assumption).toMatch(/as stated/);
    const unstated = nuaStrategy.defaults(
      ctxOf({ primaryAge: 62, retirementAccountsUsd: 1_000_000, hasEmployerStockInPlan: true, netWorthUsd: 2e6 }),
    );
    expect(unstated.employerStockValueUsd?.value).toBe(300_000);
    expect(unstated.employerStockValueUsd?.assumption).toMatch(/not stated/);
    expect(unstated.costBasisUsd?.value).toBe(180_000);
    // "basis tiny" with no figure: LOW_BASIS_SHARE, 10% of the 310,000 of stock.
    const low = nuaStrategy.defaults(
      ctxOf({
        primaryAge: 58,
        retirementAccountsUsd: 1_450_000,
        hasEmployerStockInPlan: true,
        employerStockInPlanUsd: 310_000,
        hasLowBasisStock: true,
        netWorthUsd: 4.2e6,
      }),
    );
    expect(low.costBasisUsd?.value).toBe(31_000);
    expect(low.costBasisUsd?.assumption).toMatch(/calls? the basis low/);
  });

  it("fits employer stock in the plan with a triggering event; not without stock or without a trigger", () => {
    expect(nuaStrategy.eligibility(retired.facts, retired).fits).toBe(true);
    const noStock = ctxOf({ primaryAge: 60, isRetired: true, netWorthUsd: 2e6 });
    expect(nuaStrategy.eligibility(noStock.facts, noStock).fits).toBe(false);
    const young = ctxOf({ primaryAge: 40, hasEmployerStockInPlan: true, annualIncomeUsd: 200_000, netWorthUsd: 2e6 });
    const r = nuaStrategy.eligibility(young.facts, young);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/triggering event/);
  });

  it("is time-critical at separation and names the holding", () => {
    expect(nuaStrategy.answers(retired)).toMatchObject({ urgency: "time-critical" });
    expect(nuaStrategy.answers(retired)?.reason).toContain("$1,100,000");
  });
});
