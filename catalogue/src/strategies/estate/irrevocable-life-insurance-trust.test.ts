import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { irrevocableLifeInsuranceTrust as s } from "./irrevocable-life-insurance-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const insured = {
  netWorthUsd: 100_000_000,
  primaryAge: 60,
  hasLifeInsurance: true,
  lifeInsuranceDeathBenefitUsd: 5_000_000,
  state: "TX",
};

describe("ILIT: golden figures", () => {
  it("removes the 5,000,000 death benefit: 0.40 × 5,000,000 = 2,000,000 of estate tax at the final death (40% bracket, IRC §2001(c))", () => {
    const fig = evaluateOnHousehold(s, ctxOf(insured));
    expect(fig.effects.estate?.removedUsd).toBe(5_000_000);
    expect(fig.estate?.savingUsd).toBe(2_000_000);
  });

  it("three-year rule (IRC §2035(a)): an insured assumed to die within 3 years of the transfer removes nothing", () => {
    const fig = evaluateOnHousehold(s, ctxOf({ ...insured, primaryAge: 90 }));
    expect(s.defaults(ctxOf({ ...insured, primaryAge: 90 })).yearsToInsuredDeath?.value).toBe(2);
    expect(fig.effects.estate?.removedUsd).toBe(0);
    expect(fig.estate?.savingUsd).toBe(0);
  });

  it("defaults: the stated death benefit; else ten times income, said so; else $1,000,000, said so", () => {
    expect(s.defaults(ctxOf(insured)).deathBenefitUsd?.assumption).toMatch(/as stated/);
    const byIncome = s.defaults(ctxOf({ ...insured, lifeInsuranceDeathBenefitUsd: null, annualIncomeUsd: 400_000 }));
    expect(byIncome.deathBenefitUsd?.value).toBe(4_000_000);
    expect(byIncome.deathBenefitUsd?.assumption).toMatch(/not stated/);
    expect(s.defaults(ctxOf({ ...insured, lifeInsuranceDeathBenefitUsd: null })).deathBenefitUsd?.value).toBe(
      1_000_000,
    );
  });
});

describe("ILIT: eligibility", () => {
  it("a policy and a taxable estate: fits, client-specific", () => {
    const ctx = ctxOf(insured);
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });
  it("no life insurance: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ ...insured, hasLifeInsurance: false, lifeInsuranceDeathBenefitUsd: null }));
    expect(r.reasons[0]).toMatch(/no life insurance/);
  });
  it("already in an ILIT: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ ...insured, estateDocuments: ["life_insurance_trust"] }));
    expect(r.reasons[0]).toMatch(/already has a life insurance trust/);
  });
  it("no estate tax even with the policy counted: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ ...insured, netWorthUsd: 3_000_000, lifeInsuranceDeathBenefitUsd: 1_000_000 }));
    expect(r.reasons[0]).toMatch(/projects no estate tax/);
  });
});
