import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { inheritedIraBracketManagement as s } from "./inherited-ira-bracket-management.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Single, 62, retired on 60,000; the inherited IRA is 500,000 of the 1,666,667 stated. */
const heir = ctxOf({
  maritalStatus: "single",
  primaryAge: 62,
  isRetired: true,
  annualIncomeUsd: 60_000,
  retirementAccountsUsd: 1_666_667,
  hasInheritedIra: true,
  netWorthUsd: 3_000_000,
});

describe("inherited-ira-bracket-management", () => {
  it("Inherited IRA: 500,000 in year 10 costs 154,114.25 on top of 60,000; ten parts of 50,000 cost 10,350 each (Rev. Proc. 2025-32 single brackets)", () => {
    const f = evaluateOnHousehold(s, heir);
    // 60,000 − 16,100 = 43,900 taxable: 1,240 + 12% × 31,500 = 5,020.
    // + 50,000 → 93,900: 1,240 + 4,560 + 22% × 43,500 = 15,370 → 10,350 a part.
    const parts = f.flows.filter((x) => /even withdrawal/.test(x.label));
    expect(parts).toHaveLength(10);
    for (const p of parts) expect(p.amountUsd).toBeCloseTo(-10_350, 0);
    // + 500,000 → 543,900: 1,240 + 4,560 + 12,166 + 23,058 + 17,424 + 35% × 287,675 = 159,134.25 → 154,114.25.
    const lump = f.flows.find((x) => /whole balance/.test(x.label));
    expect(lump?.year).toBe(9);
    expect(lump?.amountUsd).toBeCloseTo(154_114.25, 0);
  });

  it("defaults: the balance is 30% of the retirement accounts when not stated, over a full 10-year window (named)", () => {
    const d = s.defaults(heir);
    expect(d.inheritedIraUsd?.value).toBe(500_000);
    expect(d.inheritedIraUsd?.assumption).toMatch(/not stated/);
    expect(d.withdrawalYears?.assumption).toMatch(/no year of death/);
  });

  it("fits an inherited IRA with a balance to size; time-critical with an inherited IRA", () => {
    expect(s.eligibility(heir.facts, heir).fits).toBe(true);
    expect(s.answers(heir)?.urgency).toBe("time-critical");
    const none = ctxOf({ primaryAge: 50, retirementAccountsUsd: 500_000 });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});
