import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { medicareIrmaaPlanning as s } from "./medicare-irmaa-planning.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const couple = ctxOf({
  maritalStatus: "married",
  primaryAge: 68,
  spouseAge: 66,
  isRetired: true,
  annualIncomeUsd: 220_000,
  netWorthUsd: 3_000_000,
});

describe("medicare-irmaa-planning", () => {
  it("IRMAA, joint: MAGI 220,000 moved 2,000 to the 218,000 bound saves 2 × 12 × (284.10 − 202.90 + 14.50) = 2,296.80 a year (CMS 2026)", () => {
    const d = s.defaults(couple);
    expect(d.magiUsd?.value).toBe(220_000);
    expect(d.magiReductionUsd?.value).toBe(2_000);
    const f = evaluateOnHousehold(s, couple);
    const saved = f.flows.filter((x) => /avoided/.test(x.label));
    expect(saved[0]).toMatchObject({ year: 2 });
    expect(saved[0]?.amountUsd).toBeCloseTo(2_296.8, 2);
    // To the client's assumed death at 92: premium years 2..23.
    expect(saved.at(-1)?.year).toBe(23);
  });

  it("IRMAA, individual: MAGI 140,000 is 3,001 above the 137,000 bound; one tier down saves 12 × (405.80 − 284.10 + 37.50 − 14.50) = 1,736.40", () => {
    const single = ctxOf({
      maritalStatus: "single",
      primaryAge: 66,
      isRetired: true,
      annualIncomeUsd: 140_000,
      netWorthUsd: 2e6,
    });
    expect(s.defaults(single).magiReductionUsd?.value).toBe(3_001);
    const f = evaluateOnHousehold(s, single);
    expect(f.flows.find((x) => /avoided/.test(x.label))?.amountUsd).toBeCloseTo(1_736.4, 2);
  });

  it("uses the tiers of the household's filing status: 220,000 is in the first joint tier's reach but far up the individual tiers", () => {
    const single = ctxOf({
      maritalStatus: "single",
      primaryAge: 68,
      isRetired: true,
      annualIncomeUsd: 220_000,
      netWorthUsd: 3e6,
    });
    // Individual: 205,000 ≤ 220,000 < 500,000 → the fifth tier; 15,001 to drop one, within 10% of MAGI.
    expect(s.defaults(single).magiReductionUsd?.value).toBe(15_001);
  });

  it("fits a client of 63+ within reach of a lower tier; not below the first tier, not out of reach, not with no age", () => {
    expect(s.eligibility(couple.facts, couple).fits).toBe(true);
    const low = ctxOf({
      maritalStatus: "married",
      primaryAge: 68,
      spouseAge: 66,
      isRetired: true,
      annualIncomeUsd: 150_000,
    });
    expect(s.eligibility(low.facts, low).reasons[0]).toMatch(/first IRMAA tier/);
    const far = ctxOf({
      maritalStatus: "married",
      primaryAge: 68,
      spouseAge: 66,
      isRetired: true,
      annualIncomeUsd: 330_000,
    });
    expect(s.eligibility(far.facts, far).reasons[0]).toMatch(/further away than the income that can usually be moved/);
    const noAge = ctxOf({ annualIncomeUsd: 220_000 });
    expect(s.eligibility(noAge.facts, noAge).fits).toBe(false);
  });

  it("MAGI in the Medicare years counts the first RMD: a single retiree of 70 on $71,400 with a $1.9M IRA is in the tiers once RMDs begin, and conversions before them can move half of the first one", () => {
    const withIra = ctxOf({
      maritalStatus: "divorced",
      primaryAge: 70,
      isRetired: true,
      annualIncomeUsd: 71_400,
      retirementAccountsUsd: 1_900_000,
      netWorthUsd: 2_600_000,
    });
    const without = ctxOf({ ...withIra.facts, retirementAccountsUsd: null });
    // Without the IRA, 71,400 is under the individual first tier's 109,000 bound (CMS 2026).
    expect(s.eligibility(without.facts, without).fits).toBe(false);
    // With it, the first RMD (born 1956: age 73, IRC §401(a)(9)(C)(v)) of about 1.9M grown three
    // years ÷ 26.5 (Uniform Lifetime Table) adds some $80,000 of MAGI.
    const magi = s.defaults(withIra).magiUsd?.value ?? 0;
    expect(magi).toBeGreaterThan(140_000);
    expect(s.eligibility(withIra.facts, withIra).fits).toBe(true);
  });
});
