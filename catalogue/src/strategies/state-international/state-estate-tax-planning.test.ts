import { describe, expect, it } from "vitest";
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
