import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { managementBuyout as s } from "./management-buyout.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A single Texas owner of a $4.5M S corporation with $100,000 of wages, selling to a key manager. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 7_000_000,
  primaryAge: 56,
  maritalStatus: "single",
  state: "TX",
  annualIncomeUsd: 100_000,
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 4_500_000,
  businessOwnershipShare: 1,
  goals: ["Succession: key manager could buy in over about 8 years"],
};

describe("management-buyout: golden arithmetic (2026 single, Rev. Proc. 2025-32)", () => {
  it("30% seller note over 7 years: 1,350,000 × 0.238 = 321,300 deferred at the sale; each year 15% × 192,857.14 + 3.8% × 92,857.14 = 32,457.14", () => {
    // Sale year: the note's gain sits wholly in the 20% band with NIIT (§1(h)(1)(D), §1411).
    // Each note year: $100,000 of wages fill the 0% band, so 192,857.14 of gain is taxed at 15%
    // (taxable income stays under $545,500) and NIIT applies to MAGI above $200,000.
    const v = {
      salePriceUsd: 4_500_000,
      basisUsd: 0,
      sellerNoteShare: 0.3,
      noteYears: 7,
      yearsToSale: 1,
      noteDocumentsUsd: 30_000,
    };
    const flows = s.effects(v, ctxOf(owner)).flows;
    const deferred = flows.find((f) => f.label.startsWith("tax on the"));
    expect(deferred?.year).toBe(1);
    expect(deferred?.amountUsd).toBeCloseTo(321_300, 2);
    const paid = flows.filter((f) => f.label.startsWith("tax on the gain in each"));
    expect(paid.map((f) => f.year)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(paid[0]?.amountUsd).toBeCloseTo(-32_457.14, 1);
  });

  it("defers only the first $5,000,000 of note principal (§453A)", () => {
    const v = {
      salePriceUsd: 40_000_000,
      basisUsd: 0,
      sellerNoteShare: 0.25,
      noteYears: 5,
      yearsToSale: 1,
      noteDocumentsUsd: 0,
    };
    const flows = s.effects(v, ctxOf({ ...owner, netWorthUsd: 45_000_000, businessValueUsd: 40_000_000 })).flows;
    expect(flows[0]?.label).toMatch(/\$5,000,000 of gain/);
  });
});

describe("management-buyout: eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits a stated succession or sale; client-specific", () => {
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, goals: [], plannedRetirementAge: 62 }).fits).toBe(true);
    expect(s.answers(ctxOf(owner))?.urgency).toBe("client-specific");
    expect(s.family).toBe("business-exit");
  });
  it("does not fit without an exit plan, before an IPO, or a business under $1M", () => {
    expect(fits({ ...owner, goals: [] }).fits).toBe(false);
    expect(fits({ ...owner, expectsLiquidityEvent: true }).fits).toBe(false);
    expect(fits({ ...owner, businessValueUsd: 800_000 }).fits).toBe(false);
  });
});
