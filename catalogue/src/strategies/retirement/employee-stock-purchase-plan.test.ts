import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { employeeStockPurchasePlan as s } from "./employee-stock-purchase-plan.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const employee = ctxOf({
  maritalStatus: "married",
  primaryAge: 45,
  spouseAge: 45,
  annualIncomeUsd: 200_000,
  hasEmployerPlan: true,
  netWorthUsd: 600_000,
});

describe("employee-stock-purchase-plan", () => {
  it("ESPP: 25,000 × 85% = 21,250 bought a year gains 21,250 × 0.15 ÷ 0.85 = 3,750, taxed at 22% = 825 (§423(b)(8), Rev. Proc. 2025-32)", () => {
    expect(s.defaults(employee).annualPurchaseUsd?.value).toBe(21_250);
    const f = evaluateOnHousehold(s, employee);
    const year0 = f.flows.filter((x) => x.year === 0);
    expect(year0.find((x) => x.kind === "income")?.amountUsd).toBeCloseTo(3_750, 6);
    // Joint 200,000 − 32,200 = 167,800 taxable: the 22% bracket.
    expect(year0.find((x) => x.kind === "incomeTax")?.amountUsd).toBeCloseTo(-825, 6);
    expect(f.flows.filter((x) => x.kind === "income")).toHaveLength(22);
  });

  it("defaults: a smaller salary buys 15% of pay", () => {
    const c = ctxOf({ primaryAge: 30, annualIncomeUsd: 100_000, hasEmployerPlan: true });
    expect(s.defaults(c).annualPurchaseUsd?.value).toBe(15_000);
  });

  it("fits an employee with employer plans; not a business owner, not a retiree", () => {
    expect(s.eligibility(employee.facts, employee).fits).toBe(true);
    const owner = ctxOf({ primaryAge: 45, annualIncomeUsd: 200_000, hasEmployerPlan: true, ownsBusiness: true });
    expect(s.eligibility(owner.facts, owner).fits).toBe(false);
    const retired = ctxOf({ primaryAge: 70, isRetired: true, hasEmployerPlan: true, annualIncomeUsd: 50_000 });
    expect(s.eligibility(retired.facts, retired).fits).toBe(false);
    expect(s.answers(ctxOf({ ...employee.facts, isEmployedByStockIssuer: true }))?.urgency).toBe("client-specific");
  });
});
