import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import {
  fullRetirementAge,
  primaryInsuranceAmount,
  socialSecurityClaimingStrategy as s,
} from "./social-security-claiming-strategy.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("social-security-claiming-strategy", () => {
  it("full retirement age: 66 for 1954, 66 and 6 months for 1957, 67 for 1960 (SSA, 42 U.S.C. §416(l))", () => {
    expect(fullRetirementAge(1954)).toBe(66);
    expect(fullRetirementAge(1957)).toBeCloseTo(66.5, 10);
    expect(fullRetirementAge(1960)).toBe(67);
  });

  it("PIA: AIME of 7,391 → 90% × 1,226 + 32% × 6,165 = 3,076.20 a month (2025 bend points, SSA)", () => {
    expect(primaryInsuranceAmount(7_391)).toBeCloseTo(3_076.2, 2);
    expect(primaryInsuranceAmount(1_000)).toBeCloseTo(900, 6);
  });

  it("Delay to 70: 36,914 a year (today's dollars, indexed 2.4% a year) forgone at 67, 68 and 69, then 36,914 × 8% × 3 = 8,859 more a year, indexed, to the planning age", () => {
    // Single, 62, born 1964 (FRA 67), earning 88,692 = 12 × 7,391.
    const c = ctxOf({ maritalStatus: "single", primaryAge: 62, annualIncomeUsd: 88_692, netWorthUsd: 1e6 });
    const d = s.defaults(c);
    expect(d.annualBenefitUsd?.value).toBe(36_914);
    expect(d.delayYears?.value).toBe(3);
    const f = evaluateOnHousehold(s, c);
    const forgone = f.flows.filter((x) => /forgone while delaying/.test(x.label));
    expect(forgone.map((x) => x.year)).toEqual([5, 6, 7]);
    // Year 5: 36,914 × 1.024^5 = 41,561 (CPI-W indexing, 42 U.S.C. §415(i)).
    expect(forgone[0]?.amountUsd).toBeCloseTo(-36_914 * 1.024 ** 5, 6);
    const raise = f.flows.filter((x) => /larger benefit from 70/.test(x.label));
    expect(raise[0]?.year).toBe(8);
    expect(raise[0]?.amountUsd).toBeCloseTo(36_914 * 0.08 * 3 * 1.024 ** 8, 6);
    // The client is planned to live to 92: the last raise is the year before.
    expect(raise.at(-1)?.year).toBe(29);
  });

  it("a legally married client's delay also raises the survivor benefit; a partner's does not", () => {
    const married = ctxOf({
      maritalStatus: "married",
      primaryAge: 63,
      spouseAge: 58,
      annualIncomeUsd: 150_000,
      netWorthUsd: 1e6,
    });
    const f = evaluateOnHousehold(s, married);
    expect(f.flows.some((x) => /survivor/.test(x.label))).toBe(true);
    const partnered = ctxOf({
      maritalStatus: "partnered",
      primaryAge: 63,
      spouseAge: 58,
      annualIncomeUsd: 150_000,
      netWorthUsd: 1e6,
    });
    expect(evaluateOnHousehold(s, partnered).flows.some((x) => /survivor/.test(x.label))).toBe(false);
  });

  it("fits a stated age from 60 to 69; not at 70, not with no age", () => {
    const ok = ctxOf({ primaryAge: 64, annualIncomeUsd: 100_000 });
    expect(s.eligibility(ok.facts, ok).fits).toBe(true);
    expect(s.answers(ok)?.urgency).toBe("client-specific");
    const seventy = ctxOf({ primaryAge: 70 });
    expect(s.eligibility(seventy.facts, seventy).fits).toBe(false);
    const unstated = ctxOf({ annualIncomeUsd: 100_000 });
    expect(s.eligibility(unstated.facts, unstated).reasons[0]).toMatch(/no age/);
  });
});
