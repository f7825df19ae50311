import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { taxEfficientWithdrawalSequencing as s } from "./tax-efficient-withdrawal-sequencing.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Single, 66, retired, 80,000 of income, 1,000,000 IRA, 1,000,000 taxable. */
const retiree = ctxOf({
  maritalStatus: "single",
  primaryAge: 66,
  isRetired: true,
  annualIncomeUsd: 80_000,
  retirementAccountsUsd: 1_000_000,
  taxableInvestmentsUsd: 1_000_000,
  netWorthUsd: 2_000_000,
});

describe("tax-efficient-withdrawal-sequencing", () => {
  it("Sequencing: the IRA fills the 22% bracket to 105,700 each year; the sales it replaces avoid 15% gain tax on 40% of them", () => {
    const d = s.defaults(retiree);
    // 80,000 + 20,000 of dividends and interest − 16,100 − 2,050 − senior deduction phased out by 6% of
    // MAGI above 75,000 (6,000 − 1,500 = 4,500) = 77,350 taxable; room 105,700 − 77,350 = 28,350.
    expect(d.annualIraWithdrawalUsd?.value).toBe(28_350);
    // The household draws 3.5% of 2,000,000 = 70,000 a year.
    expect(d.annualSpendingDrawUsd?.value).toBe(70_000);
    const f = evaluateOnHousehold(s, retiree);
    expect(f.flows.filter((x) => /taxable sales replaced/.test(x.label) && x.amountUsd > 0).length).toBeGreaterThan(0);
    expect(f.flows.filter((x) => x.label === "income tax on the bracket-filling IRA withdrawal")[0]?.year).toBe(0);
  });

  it("fits a retiree with both an IRA and a taxable account; not without a taxable account, not a young saver", () => {
    expect(s.eligibility(retiree.facts, retiree).fits).toBe(true);
    const noTaxable = ctxOf({ ...retiree.facts, taxableInvestmentsUsd: null });
    expect(s.eligibility(noTaxable.facts, noTaxable).fits).toBe(false);
    const young = ctxOf({
      primaryAge: 40,
      annualIncomeUsd: 150_000,
      retirementAccountsUsd: 300_000,
      taxableInvestmentsUsd: 100_000,
    });
    expect(s.eligibility(young.facts, young).fits).toBe(false);
    expect(s.answers(retiree)?.urgency).toBe("client-specific");
  });
});
