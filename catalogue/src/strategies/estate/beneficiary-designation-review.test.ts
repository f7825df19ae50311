import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { beneficiaryDesignationReview as s } from "./beneficiary-designation-review.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

describe("beneficiary designation review", () => {
  it("protection = 700,000 of retirement accounts + a 500,000 death benefit = 1,200,000; cost 250", () => {
    const ctx = ctxOf({
      netWorthUsd: 1_500_000,
      retirementAccountsUsd: 700_000,
      hasLifeInsurance: true,
      lifeInsuranceDeathBenefitUsd: 500_000,
      maritalStatus: "divorced",
    });
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.protection?.amountUsd).toBe(1_200_000);
    expect(fig.protection?.description).toMatch(/former spouse/);
    expect(fig.presentValue.costUsd).toBe(250);
    expect(s.answers(ctx)?.reason).toMatch(/After a divorce/);
  });

  it("triggers: a flagged issue, widowhood, a disabled dependant, an unmarried partner", () => {
    const base = { retirementAccountsUsd: 300_000 };
    expect(s.answers(ctxOf({ hasBeneficiaryDesignationIssue: true }))?.urgency).toBe("basic");
    expect(s.answers(ctxOf({ ...base, maritalStatus: "widowed" }))?.reason).toMatch(/spouse's death/);
    expect(s.answers(ctxOf({ ...base, hasDisabledDependent: true }))?.reason).toMatch(/must not be named directly/);
    expect(s.answers(ctxOf({ ...base, maritalStatus: "partnered" }))?.reason).toMatch(/unmarried partner/);
    expect(s.answers(ctxOf({ ...base, maritalStatus: "married" }))).toBeNull();
  });

  it("no accounts that pass by designation and no issue flagged: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ netWorthUsd: 500_000, maritalStatus: "divorced" }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/no retirement accounts or life insurance/);
  });
});
