import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { specialNeedsTrust as s } from "./special-needs-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const family = { netWorthUsd: 400_000, primaryAge: 40, childrenAges: [8, 12], hasDisabledDependent: true };

describe("special needs trust: protection and cost", () => {
  it("benefits preserved: (994 × 12 SSI, the 2026 federal rate published by SSA, + 20,000 Medicaid) × years after the final death", () => {
    const ctx = ctxOf(family);
    const d = s.defaults(ctx);
    expect(d.annualPublicBenefitsUsd?.value).toBe(11_928 + 20_000);
    // Youngest child 8 now, final death in 52 years: 92 − (8 + 52) = 32 years.
    expect(d.beneficiaryYears?.value).toBe(32);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.protection?.amountUsd).toBe(31_928 * 32);
    expect(fig.presentValue.benefitUsd).toBe(0);
  });

  it("costs: drafting now and the trustee from the year after the final death", () => {
    const fig = evaluateOnHousehold(s, ctxOf(family));
    const admin = fig.flows.filter((f) => f.amountUsd === -1_500).map((f) => f.year);
    expect(admin[0]).toBe(53);
    expect(admin).toHaveLength(32);
    expect(fig.flows.find((f) => f.year === 0)?.amountUsd).toBe(-4_000);
  });
});

describe("special needs trust: eligibility", () => {
  it("a stated disability is enough: no net worth floor, no goal wording needed", () => {
    const ctx = ctxOf({ netWorthUsd: 50_000, hasDisabledDependent: true });
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("basic");
  });
  it("no disability stated: does not fit, even with goal words", () => {
    const r = checkStrategy(s, ctxOf({ netWorthUsd: 2_000_000, goals: ["special needs"] }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/no family member with a disability/);
  });
});
