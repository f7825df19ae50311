import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { privatePlacementVariableAnnuity as s } from "./private-placement-variable-annuity.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const investor: Partial<TClientFacts> = {
  netWorthUsd: 10_000_000,
  primaryAge: 60,
  maritalStatus: "married",
  spouseAge: 60,
  state: "FL",
  annualIncomeUsd: 800_000,
  taxableInvestmentsUsd: 10_000_000,
};

describe("PPVA: golden arithmetic", () => {
  it("PPVA: 20% × 10,000,000 = 2,000,000; year 1 tax deferred on 2,000,000 × 0.055, charge 2,000,000 × 0.004 = 8,000", () => {
    const ctx = ctxOf(investor);
    const f = evaluateOnHousehold(s, ctx);
    const y1 = f.flows.filter((x) => x.year === 1);
    const tax = y1.find((x) => x.kind === "incomeTax");
    expect(tax?.deferral).toBe(true);
    expect(tax?.amountUsd).toBeCloseTo(ctx.household.incomeTaxChange({ ordinaryUsd: 110_000 }), 6);
    expect(y1.find((x) => x.kind === "cost")?.amountUsd).toBeCloseTo(-8_000, 6);
  });

  it("the deferred tax is repaid: heirs pay ordinary tax on the gain over the five years §72(s) allows after the final death", () => {
    const ctx = ctxOf(investor);
    const f = evaluateOnHousehold(s, ctx);
    const heirs = f.flows.filter((x) => x.kind === "heirsTax");
    expect(heirs).toHaveLength(5);
    expect(heirs[0]?.year).toBe(ctx.household.yearsToFinalDeath + 1);
    expect(heirs.every((x) => x.deferral === true && x.amountUsd < 0)).toBe(true);
  });
});

describe("PPVA: fit", () => {
  it("fits a high-bracket investor of 60; same family as PPLI", () => {
    const ctx = ctxOf(investor);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.family).toBe("insurance-tax-wrapper");
  });

  it("does not fit over 70", () => {
    const ctx = ctxOf({ ...investor, primaryAge: 74, spouseAge: 72 });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/over 70/);
  });
});
