import { describe, expect, it } from "vitest";
import { federalIncomeTax } from "../../tax/federal-income-tax.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { inputWith, stateTaxSaved } from "./lib/state-law.ts";
import { passThroughEntityTaxElection as ptet } from "./pass-through-entity-tax-election.ts";

const owner = {
  netWorthUsd: 12_000_000,
  primaryAge: 52,
  maritalStatus: "married" as const,
  spouseAge: 50,
  state: "NJ",
  annualIncomeUsd: 900_000,
  ownsBusiness: true,
  businessEntityType: "s_corp" as const,
  businessValueUsd: 5_000_000,
  taxableInvestmentsUsd: 4_000_000,
};

describe("PTET on the household", () => {
  const ctx = ctxOf(owner);
  const fig = figuresOf(ptet, ctx);
  it("state tax on the owners' 900,000 × 70% = 630,000 share, deducted by the entity: federal tax with income and SALT both reduced by it", () => {
    const s = stateTaxSaved(ctx, "NJ", {}, { wagesRemovedUsd: 630_000 }).taxUsd;
    expect(s).toBeGreaterThan(0.06 * 630_000);
    const expected =
      federalIncomeTax(inputWith(ctx)).totalTaxUsd -
      federalIncomeTax(inputWith(ctx, { wagesRemovedUsd: s, saltRemovedUsd: s })).totalTaxUsd;
    expect(fig.flows.find((f) => f.kind === "incomeTax")?.amountUsd).toBeCloseTo(expected, 6);
    expect(expected).toBeGreaterThan(0.3 * (s - 40_400));
  });
  it("elected each year to retirement at 67 (assumed, not stated): 15 years", () => {
    expect(fig.flows.filter((f) => f.kind === "incomeTax").length).toBe(15);
    expect(fig.variables.find((v) => v.name === "electionYears")?.assumption).toMatch(/assumed/);
  });
});

describe("PTET eligibility", () => {
  it("needs a pass-through entity in a state with an income tax and a PTET", () => {
    const yes = ctxOf(owner);
    expect(ptet.eligibility(yes.facts, yes).fits).toBe(true);
    for (const f of [
      { ...owner, businessEntityType: "c_corp" as const },
      { ...owner, state: "TX" },
      { ...owner, state: "PA" },
      { ...owner, isRetired: true },
    ]) {
      const ctx = ctxOf(f);
      expect(ptet.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(ptet));
});
