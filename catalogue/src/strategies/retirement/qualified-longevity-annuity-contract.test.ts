import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { qualifiedLongevityAnnuityContract as s } from "./qualified-longevity-annuity-contract.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Single, 73 (born 1953: RMDs began at 73 this year), 1,000,000 IRA. */
const retiree = ctxOf({
  maritalStatus: "single",
  primaryAge: 73,
  isRetired: true,
  annualIncomeUsd: 50_000,
  retirementAccountsUsd: 1_000_000,
  netWorthUsd: 2_000_000,
});

describe("qualified-longevity-annuity-contract", () => {
  it("QLAC: a 210,000 premium (Notice 2025-67 limit) leaves the RMD balance: 210,000 ÷ 26.5 = 7,924.53 less withdrawn at 73 (Pub 590-B Table III)", () => {
    const d = s.defaults(retiree);
    expect(d.qlacPremiumUsd?.value).toBe(210_000);
    expect(d.incomeStartAge?.value).toBe(85);
    const f = evaluateOnHousehold(s, retiree);
    const forgone = f.flows.find((x) => x.year === 0 && /premium would have paid/.test(x.label));
    expect(forgone?.amountUsd).toBeCloseTo(-210_000 / 26.5, 2);
    // Payments from 85 (year 12) to the planning age.
    const payments = f.flows.filter((x) => x.label === "QLAC payments");
    expect(payments[0]?.year).toBe(12);
    expect(payments[0]?.amountUsd).toBeCloseTo(210_000 * (d.payoutRate?.value ?? 0), 0);
  });

  it("defaults: a quarter of a smaller IRA, and a payout scaled from a third at a 20-year deferral", () => {
    const younger = ctxOf({ primaryAge: 65, isRetired: true, retirementAccountsUsd: 400_000, netWorthUsd: 1e6 });
    const d = s.defaults(younger);
    expect(d.qlacPremiumUsd?.value).toBe(100_000);
    expect(d.payoutRate?.value).toBeCloseTo(1 / 3, 3);
    expect(d.payoutRate?.assumption).toMatch(/quote/);
  });

  it("fits an IRA owner of 60 to 84 who is not aggressive; not at 85, not without an IRA, not with no age", () => {
    expect(s.eligibility(retiree.facts, retiree).fits).toBe(true);
    const old = ctxOf({ ...retiree.facts, primaryAge: 85 });
    expect(s.eligibility(old.facts, old).fits).toBe(false);
    const noIra = ctxOf({ primaryAge: 70, netWorthUsd: 1e6 });
    expect(s.eligibility(noIra.facts, noIra).fits).toBe(false);
    const noAge = ctxOf({ retirementAccountsUsd: 1e6, netWorthUsd: 2e6 });
    expect(s.eligibility(noAge.facts, noAge).reasons[0]).toMatch(/no age/);
  });
});
