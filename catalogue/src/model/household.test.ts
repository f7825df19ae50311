import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../tax/index.ts";
import { balanceSheetOf, buildHousehold } from "./household.ts";

const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

describe("balance sheet: a net worth stated without the business", () => {
  const founder = { netWorthUsd: 4_200_000, ownsBusiness: true, businessValueUsd: 21_000_000 };

  it("adds the business interest to a net worth stated 'outside the company': 4,200,000 + 21,000,000 = 25,200,000", () => {
    const b = balanceSheetOf(facts({ ...founder, netWorthExcludesBusiness: true }));
    expect(b.netWorthUsd).toBe(25_200_000);
    expect(b.netWorthSource).toBe("stated");
    expect(b.businessUsd).toBe(21_000_000);
  });

  it("keeps a net worth that includes the business as stated", () => {
    expect(balanceSheetOf(facts(founder)).netWorthUsd).toBe(4_200_000);
  });

  it("says so among the household's assumptions", () => {
    const h = buildHousehold(facts({ ...founder, netWorthExcludesBusiness: true }), TAX_YEAR_2026.values);
    expect(h.assumptions.join(" ")).toMatch(/stated without the business.*\$25,200,000/);
  });
});
