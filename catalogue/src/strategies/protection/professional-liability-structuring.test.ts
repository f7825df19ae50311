import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { professionalLiabilityStructuring as s } from "./professional-liability-structuring.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const dentist: Partial<TClientFacts> = {
  netWorthUsd: 4_000_000,
  primaryAge: 50,
  maritalStatus: "married",
  spouseAge: 50,
  hasProfessionalLiability: true,
  ownsBusiness: true,
  businessEntityType: "professional_corporation",
  businessValueUsd: 1_000_000,
  retirementAccountsUsd: 1_500_000,
};

describe("practice structure: golden arithmetic", () => {
  it("Practice: 0.40 × 1,000,000 practice + 1,500,000 ERISA plans = 1,900,000 protected; expected loss × 0.10 = 190,000", () => {
    const f = evaluateOnHousehold(s, ctxOf(dentist));
    expect(f.protection?.amountUsd).toBe(1_900_000);
    expect(f.protection?.description).toContain("$190,000");
  });

  it("costs: 15,000 now and 5,000 a year to retirement at 65 (15 years)", () => {
    const f = evaluateOnHousehold(s, ctxOf(dentist));
    expect(f.nominal.costUsd).toBe(15_000 + 5_000 * 15);
  });
});

describe("practice structure: fit", () => {
  it("fits a practising owner and answers the malpractice exposure", () => {
    const ctx = ctxOf(dentist);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("does not fit a professional who owns no practice, nor a retired one", () => {
    const employee = ctxOf({ ...dentist, ownsBusiness: false, businessEntityType: null });
    expect(s.eligibility(employee.facts, employee).reasons[0]).toMatch(/practice owners/);
    const retired = ctxOf({ ...dentist, isRetired: true });
    expect(s.eligibility(retired.facts, retired).fits).toBe(false);
  });
});
