import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { taxOn } from "../kit.ts";
import { ableAccount as s } from "./able-account.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const family = { netWorthUsd: 2_000_000, primaryAge: 45, annualIncomeUsd: 200_000, hasDisabledDependent: true };

describe("ABLE account", () => {
  it("contributions at the 2026 annual exclusion, 19,000 (IRC §529A(b)(2)(B), Rev. Proc. 2025-32); 10 years at 5.5% gives 19,000 × (1.055^10 − 1) ÷ 0.055 = 244,632, of which 100,000 is disregarded for SSI", () => {
    const ctx = ctxOf(family);
    expect(s.defaults(ctx).annualContributionUsd?.value).toBe(19_000);
    const balance = (19_000 * (1.055 ** 10 - 1)) / 0.055;
    expect(Math.round(balance)).toBe(244_632);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.protection?.amountUsd).toBe(100_000);
    expect(fig.protection?.description).toMatch(/\$244,632/);
  });

  it("tax saved each year = the family's tax on the account's growth as long-term gain: year 2 on 19,000 × 0.055", () => {
    const ctx = ctxOf(family);
    const fig = evaluateOnHousehold(s, ctx);
    const year2 = fig.flows.find((f) => f.kind === "incomeTax" && f.year === 2);
    expect(year2?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: 19_000 * 0.055 }), 6);
    expect(fig.flows.filter((f) => f.label === "ABLE account fee")).toHaveLength(10);
  });

  it("a smaller household contributes 2% of net worth, said to be an assumption", () => {
    const d = s.defaults(ctxOf({ ...family, netWorthUsd: 300_000 }));
    expect(d.annualContributionUsd?.value).toBe(6_000);
    expect(d.annualContributionUsd?.assumption).toMatch(/assumption/);
  });

  it("a stated disability: fits with no net worth floor, basic, and names the age-46 onset rule; none: does not fit", () => {
    const ctx = ctxOf({ hasDisabledDependent: true });
    const r = checkStrategy(s, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons[0]).toMatch(/before age 46/);
    expect(s.answers(ctx)?.urgency).toBe("basic");
    expect(checkStrategy(s, ctxOf({ netWorthUsd: 1_000_000 })).fits).toBe(false);
  });
});
