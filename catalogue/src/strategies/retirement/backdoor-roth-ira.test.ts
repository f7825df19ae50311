import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { backdoorRothIra as s } from "./backdoor-roth-ira.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Single, 45, 200,000 of wages: above the 153,000–168,000 single phase-out (Notice 2025-67). */
const earner = ctxOf({ maritalStatus: "single", primaryAge: 45, annualIncomeUsd: 200_000, netWorthUsd: 800_000 });

describe("backdoor-roth-ira", () => {
  it("Backdoor: 7,500 a year; the first year's dividend tax avoided = 2% × 7,500 × (15% + 3.8% NIIT above 200,000) = 28.20", () => {
    const d = s.defaults(earner);
    expect(d.annualContributionUsd?.value).toBe(7_500);
    const f = evaluateOnHousehold(s, earner);
    const first = f.flows.find((x) => x.year === 0 && /dividends/.test(x.label));
    // 200,000 − 16,100 = 183,900 taxable: the 15% rate (Rev. Proc. 2025-32 §4.03); MAGI 200,150 → NIIT on 150 (§1411(b)).
    expect(first?.amountUsd).toBeCloseTo(28.2, 2);
    expect(f.flows.filter((x) => /8606/.test(x.label))).toHaveLength(22);
    expect(f.presentValue.netUsd).toBeGreaterThan(0);
  });

  it("defaults: a married couple of 52 and 48 gets both IRAs, one catch-up: 2 × 7,500 + 1,100 = 16,100", () => {
    const couple = ctxOf({ maritalStatus: "married", primaryAge: 52, spouseAge: 48, annualIncomeUsd: 400_000 });
    expect(s.defaults(couple).annualContributionUsd?.value).toBe(16_100);
    expect(s.defaults(couple).annualContributionUsd?.assumption).toMatch(/each spouse/);
  });

  it("fits only above the phase-out start of the household's own filing status, and only with earned income", () => {
    expect(s.eligibility(earner.facts, earner).fits).toBe(true);
    // 200,000 is above the single start but below the joint start (242,000): a married couple uses direct Roth.
    const couple = ctxOf({ maritalStatus: "married", primaryAge: 45, spouseAge: 45, annualIncomeUsd: 200_000 });
    expect(s.eligibility(couple.facts, couple)).toMatchObject({ fits: false });
    const retired = ctxOf({ maritalStatus: "single", primaryAge: 70, isRetired: true, annualIncomeUsd: 300_000 });
    expect(s.eligibility(retired.facts, retired).reasons[0]).toMatch(/earned income/);
  });

  it("is client-specific above the limit", () => {
    expect(s.answers(earner)?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ maritalStatus: "single", primaryAge: 45, annualIncomeUsd: 90_000 }))).toBeNull();
  });
});
