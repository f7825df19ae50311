import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { solo401k as s } from "./solo-401k.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

describe("solo-401k", () => {
  it("Solo 401(k): 24,500 + 20% × 150,000 = 54,500 a year at 45; at 52 on 400,000 the 72,000 cap + 8,000 catch-up = 80,000 (Notice 2025-67)", () => {
    const consultant = ctxOf({ maritalStatus: "single", primaryAge: 45, annualIncomeUsd: 150_000, ownsBusiness: true });
    expect(s.defaults(consultant).annualContributionUsd?.value).toBe(54_500);
    const older = ctxOf({ maritalStatus: "single", primaryAge: 52, annualIncomeUsd: 400_000, ownsBusiness: true });
    expect(s.defaults(older).annualContributionUsd?.value).toBe(80_000);
    const sixty = ctxOf({ maritalStatus: "single", primaryAge: 61, annualIncomeUsd: 400_000, ownsBusiness: true });
    expect(s.defaults(sixty).annualContributionUsd?.value).toBe(83_250);
    const f = evaluateOnHousehold(s, consultant);
    expect(f.flows.filter((x) => x.deferral === true).length).toBeGreaterThan(0);
    expect(f.flows.find((x) => x.label === "plan documents")?.amountUsd).toBe(-500);
  });

  it("fits an owner-only business while earning; not without a business, not a C corporation or partnership", () => {
    const ok = ctxOf({ primaryAge: 45, annualIncomeUsd: 150_000, ownsBusiness: true, businessEntityType: "s_corp" });
    expect(s.eligibility(ok.facts, ok).fits).toBe(true);
    const employee = ctxOf({ primaryAge: 45, annualIncomeUsd: 150_000 });
    expect(s.eligibility(employee.facts, employee).fits).toBe(false);
    const corp = ctxOf({ primaryAge: 45, annualIncomeUsd: 150_000, ownsBusiness: true, businessEntityType: "c_corp" });
    expect(s.eligibility(corp.facts, corp).reasons[0]).toMatch(/owner-only/);
  });

  it("answers the self-employment pay of a small owner-operated business, not a valuable or co-owned one", () => {
    const consultant = ctxOf({
      primaryAge: 45,
      annualIncomeUsd: 150_000,
      ownsBusiness: true,
      businessEntityType: "llc",
    });
    expect(s.answers(consultant)?.urgency).toBe("client-specific");
    const firm = ctxOf({ primaryAge: 45, annualIncomeUsd: 150_000, ownsBusiness: true, businessValueUsd: 4_000_000 });
    expect(s.answers(firm)).toBeNull();
    const partner = ctxOf({
      primaryAge: 45,
      annualIncomeUsd: 150_000,
      ownsBusiness: true,
      businessOwnershipShare: 0.5,
    });
    expect(s.answers(partner)).toBeNull();
  });

  it("is for an owner-only business: a practice with staff is out (IRS, One-participant 401(k) plans), one with no employees stated is in", () => {
    const staffed = ctxOf({
      primaryAge: 54,
      annualIncomeUsd: 730_000,
      ownsBusiness: true,
      businessEntityType: "professional_corporation",
      businessHasEmployees: true,
    });
    expect(s.eligibility(staffed.facts, staffed).fits).toBe(false);
    expect(s.eligibility(staffed.facts, staffed).reasons[0]).toMatch(/no employees besides the owners/);
    expect(s.answers(staffed)).toBeNull();
    const alone = ctxOf({ primaryAge: 54, annualIncomeUsd: 150_000, ownsBusiness: true, businessHasEmployees: false });
    expect(s.eligibility(alone.facts, alone).fits).toBe(true);
  });
});
