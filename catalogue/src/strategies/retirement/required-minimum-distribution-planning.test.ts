import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { requiredMinimumDistributionPlanning as s } from "./required-minimum-distribution-planning.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const retiree = ctxOf({
  maritalStatus: "single",
  primaryAge: 66,
  isRetired: true,
  annualIncomeUsd: 40_000,
  retirementAccountsUsd: 1_000_000,
  netWorthUsd: 1_500_000,
});

describe("required-minimum-distribution-planning", () => {
  it("RMD planning: withdraw 34,550 (to the 50,400 top of the 12% bracket) a year at 12% = 4,146 for the 9 years before RMDs at 75 (Rev. Proc. 2025-32)", () => {
    const d = s.defaults(retiree);
    expect(d.plannedWithdrawalUsd?.value).toBe(34_550);
    expect(d.withdrawalYears?.value).toBe(9);
    const f = evaluateOnHousehold(s, retiree);
    const paid = f.flows.filter((x) => x.label === "income tax on the planned IRA withdrawal");
    expect(paid).toHaveLength(9);
    for (const p of paid) expect(p.amountUsd).toBeCloseTo(-4_146, 0);
    // The withdrawals are reinvested in a taxable account: its dividends are taxed.
    expect(f.flows.some((x) => /reinvested withdrawals/.test(x.label) && x.amountUsd < 0)).toBe(true);
    expect(f.flows.some((x) => x.label === "income tax saved on smaller RMDs" && x.year === 9)).toBe(true);
  });

  it("beside Roth conversions in the plan, the conversions do the withdrawing: no withdrawal, flow or cost of its own", () => {
    const f = evaluateOnHousehold(s, { ...retiree, planned: new Set(["roth-conversion-low-bracket-years"]) });
    expect(f.variables.find((v) => v.name === "plannedWithdrawalUsd")?.value).toBe(0);
    expect(f.presentValue.benefitUsd).toBe(0);
    expect(f.presentValue.costUsd).toBe(0);
    expect(s.complements).toContain("roth-conversion-low-bracket-years");
  });

  it("joins Roth conversions in the plan of a retiree a few years before RMDs, without a second count", async () => {
    const { selectPlan } = await import("../../model/select.ts");
    const facts = {
      ...emptyClientFacts(),
      ...retiree.facts,
      primaryAge: 70,
      retirementAccountsUsd: 2_000_000,
      netWorthUsd: 3_000_000,
    };
    const { plan } = selectPlan(facts, TAX_YEAR_2026.values);
    const ids = plan.recommended.map((p) => p.strategy.id);
    expect(ids).toContain("roth-conversion-low-bracket-years");
    expect(ids).toContain("required-minimum-distribution-planning");
    const rmd = plan.recommended.find((p) => p.strategy.id === "required-minimum-distribution-planning");
    expect(rmd?.planFigures.presentValue.netUsd).toBe(0);
  });

  it("withdrawing to a taxable account is worth less than converting the same amount to Roth", async () => {
    const { rothConversionLowBracketYears } = await import("./roth-conversion-low-bracket-years.ts");
    const withdraw = evaluateOnHousehold(s, retiree).presentValue.netUsd;
    const convert = evaluateOnHousehold(rothConversionLowBracketYears, retiree).presentValue.netUsd;
    expect(withdraw).toBeLessThan(convert);
    expect(s.family).toBe(rothConversionLowBracketYears.family);
  });

  it("fits before RMDs with bracket room; not once RMDs have begun, not without an IRA", () => {
    expect(s.eligibility(retiree.facts, retiree).fits).toBe(true);
    const started = ctxOf({ ...retiree.facts, primaryAge: 76 });
    expect(s.eligibility(started.facts, started).reasons[0]).toMatch(/RMDs have begun/);
    const noIra = ctxOf({ primaryAge: 66, isRetired: true, netWorthUsd: 1e6 });
    expect(s.eligibility(noIra.facts, noIra).fits).toBe(false);
    expect(s.answers(retiree)?.urgency).toBe("client-specific");
  });
});
