import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qtipTrust as s } from "./qtip-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const couple = {
  netWorthUsd: 8_000_000,
  primaryAge: 64,
  spouseAge: 60,
  maritalStatus: "married" as const,
  childrenCount: 2,
};

describe("QTIP: effects", () => {
  it("changes no estate tax (marital deduction now, §2044 inclusion later) and reports the 8,000,000 ÷ 2 = 4,000,000 share as protection", () => {
    const fig = evaluateOnHousehold(s, ctxOf(couple));
    expect(fig.estate).toBeNull();
    expect(fig.protection?.amountUsd).toBe(4_000_000);
    expect(fig.presentValue.benefitUsd).toBe(0);
  });

  it("costs: drafting now, the election return at the first death (year 28), trustee years 29–32", () => {
    const fig = evaluateOnHousehold(s, ctxOf(couple));
    expect(fig.flows.find((f) => f.year === 28)?.amountUsd).toBe(-15_000);
    expect(fig.flows.filter((f) => f.amountUsd === -3_000).map((f) => f.year)).toEqual([29, 30, 31, 32]);
  });
});

describe("QTIP: eligibility", () => {
  it("fits a blended family of $2.7M: its value is control of the remainder, not a tax saving (minimum $1M)", () => {
    const ctx = ctxOf({ ...couple, netWorthUsd: 2_690_000, hasBlendedFamily: true });
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(checkStrategy(s, ctxOf({ ...couple, netWorthUsd: 900_000, hasBlendedFamily: true })).fits).toBe(false);
  });

  it("fits a married couple with children", () => {
    expect(checkStrategy(s, ctxOf(couple)).reasons.join(" ")).toMatch(/2 children/);
  });
  it("no children: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, childrenCount: null })).reasons[0]).toMatch(/no children/);
  });
  it("an unmarried partner: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, maritalStatus: "partnered" })).reasons[0]).toMatch(/not a legal spouse/);
  });
  it("a non-citizen spouse: needs a QDOT first", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, spouseIsUsCitizen: false })).reasons[0]).toMatch(/QDOT/);
  });
  it("a blended family is client-specific; otherwise a generic fit", () => {
    expect(s.answers(ctxOf({ ...couple, goals: ["remarriage; protect kids from first marriage"] }))?.urgency).toBe(
      "client-specific",
    );
    expect(s.answers(ctxOf(couple))).toBeNull();
  });
});
