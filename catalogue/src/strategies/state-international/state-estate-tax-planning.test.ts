import { emptyClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { selectPlan } from "../../model/select.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "../charitable/lib/household.test-helpers.ts";
import { stateEstateTaxPlanning as plan } from "./state-estate-tax-planning.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};
const landlord = HOUSEHOLDS["single Massachusetts landlord selling a building"] ?? {};

describe("state estate tax planning: a married New York couple", () => {
  const ctx = ctxOf(founder);
  const fig = figuresOf(plan, ctx);
  it("a bypass trust of the 7,350,000 New York exemption (N.Y. Tax Law §952(c), 2026) at the first death, removed from the survivor's estate", () => {
    const h = ctx.household;
    expect(fig.variables.find((v) => v.name === "giftUsd")?.value).toBe(7_350_000);
    const first = h.yearsToFirstDeath ?? 0;
    const growth = fig.variables.find((v) => v.name === "growthRate")?.value ?? 0;
    // The trust's value at the final death (7,350,000 × (1 + g)^(final − first)), never above the estate.
    expect(fig.effects.estate?.removedUsd).toBeCloseTo(
      Math.min(7_350_000 * (1 + growth) ** (h.yearsToFinalDeath - first), h.netWorthAt(h.yearsToFinalDeath)),
      0,
    );
    expect(fig.estate?.savingUsd ?? 0).toBeGreaterThan(0);
  });
  it("the trust's growth after the first death has no second step-up: a cost at the final death", () => {
    expect(fig.flows.find((f) => f.kind === "heirsTax")?.amountUsd ?? 0).toBeLessThan(0);
  });
});

describe("state estate tax planning: a single Massachusetts landlord", () => {
  it("lifetime gifts of the estate above the 2,000,000 exemption, at most half the investable assets, use exclusion", () => {
    const fig = figuresOf(plan, ctxOf(landlord));
    const gift = fig.variables.find((v) => v.name === "giftUsd")?.value ?? 0;
    expect(gift).toBeGreaterThan(0);
    expect(fig.effects.estate?.adjustedTaxableGiftsUsd).toBe(gift);
  });
});

describe("state estate tax planning: eligibility", () => {
  it("only where the household's projection owes state estate tax: not in New Jersey (repealed for deaths from 2018) or Florida", () => {
    for (const state of ["NJ", "FL"]) {
      const ctx = ctxOf({ ...founder, state });
      expect(plan.eligibility(ctx.facts, ctx).fits).toBe(false);
      expect(plan.answers(ctx)).toBeNull();
    }
  });
  it("a single Connecticut resident gains nothing from gifts (Connecticut taxes gifts)", () => {
    const ctx = ctxOf({ ...landlord, state: "CT", netWorthUsd: 40_000_000, taxableInvestmentsUsd: 30_000_000 });
    expect(ctx.household.baseline.stateTaxUsd).toBeGreaterThan(0);
    expect(plan.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(plan));
});

describe("state estate tax planning beside a credit shelter trust", () => {
  // A Minnesota couple of 4,200,000 (Minn. Stat. §291.016: 3,000,000 exemption), no federal estate tax
  // at either death: the whole projected estate tax is Minnesota's.
  const couple = {
    ...emptyClientFacts(),
    maritalStatus: "married" as const,
    primaryAge: 72,
    spouseAge: 70,
    state: "MN",
    netWorthUsd: 4_200_000,
    taxableInvestmentsUsd: 2_500_000,
    retirementAccountsUsd: 1_200_000,
    primaryResidenceUsd: 500_000,
  };

  it("priced as a clause of the credit shelter trust in the plan: it moves nothing more and costs the drafting", () => {
    const ctx = { ...ctxOf(couple), planned: new Set(["credit-shelter-trust"]) };
    const fig = evaluateOnHousehold(plan, ctx);
    expect(fig.variables.find((v) => v.name === "giftUsd")?.value).toBe(0);
    expect(fig.effects.estate?.removedUsd ?? 0).toBe(0);
    // 2,500 of drafting today and no trust administration of its own.
    expect(fig.presentValue.costUsd).toBeCloseTo(2_500, 0);
    expect(fig.presentValue.estateTaxSavingsUsd).toBe(0);
  });

  it("joins the credit shelter trust's step in the plan, the trust tried first and the state tax saving counted once", () => {
    const { plan: p, household } = selectPlan(couple, TAX_YEAR_2026.values);
    expect(household.baseline.federalTaxUsd).toBe(0);
    expect(household.baseline.stateTaxUsd).toBeGreaterThan(0);
    const ids = p.recommended.map((r) => r.strategy.id);
    expect(ids).toContain("credit-shelter-trust");
    expect(ids).toContain("state-estate-tax-planning");
    expect(ids.indexOf("credit-shelter-trust")).toBeLessThan(ids.indexOf("state-estate-tax-planning"));
    const state = p.recommended.find((r) => r.strategy.id === "state-estate-tax-planning");
    expect(state?.planFigures.presentValue.estateTaxSavingsUsd).toBe(0);
    // The plan's estate savings never exceed the estate tax it projects without planning.
    expect(p.totals.estateTaxWithUsd).toBeLessThanOrEqual(p.totals.estateTaxWithoutUsd);
  });
});
