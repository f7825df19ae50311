import { describe, expect, it } from "vitest";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf } from "../charitable/lib/household.test-helpers.ts";
import { incompleteGiftNonGrantorTrust as ing } from "./incomplete-gift-non-grantor-trust.ts";
import { stateTaxSaved } from "./lib/state-law.ts";

const seller = {
  netWorthUsd: 25_000_000,
  primaryAge: 55,
  maritalStatus: "married" as const,
  spouseAge: 53,
  state: "NJ",
  annualIncomeUsd: 900_000,
  ownsBusiness: true,
  businessEntityType: "c_corp" as const,
  businessValueUsd: 12_000_000,
  expectsBusinessSale: true,
  taxableInvestmentsUsd: 8_000_000,
};

describe("ING on the household", () => {
  const ctx = ctxOf(seller);
  const fig = figuresOf(ing, ctx);
  it("New Jersey's tax on the 12,000,000 × 90% = 10,800,000 gain, realised by the trust in year 1 (the calculator's NJ schedule)", () => {
    expect(fig.variables.find((v) => v.name === "plannedGainUsd")?.value).toBe(10_800_000);
    const gain = fig.flows.find((f) => f.label.includes("sale's gain"));
    expect(gain?.year).toBe(1);
    expect(gain?.amountUsd).toBeCloseTo(stateTaxSaved(ctx, "NJ", { longTermGainUsd: 10_800_000 }, {}).taxUsd, 6);
    expect(gain?.amountUsd ?? 0).toBeGreaterThan(0.08 * 10_800_000);
  });
  it("the incomplete gift uses no exclusion and leaves the estate unchanged", () => {
    expect(fig.effects.estate).toBeUndefined();
  });
  it("moves the business that is to be sold", () => expect(ing.transfers?.(ctx)).toEqual(["business"]));
});

describe("ING eligibility", () => {
  it("not for California (§17082 from 2023) or New York residents, nor in a state without income tax", () => {
    for (const state of ["CA", "NY", "FL"]) {
      const ctx = ctxOf({ ...seller, state });
      const r = ing.eligibility(ctx.facts, ctx);
      expect(r.fits).toBe(false);
      if (state === "CA") expect(r.reasons[0]).toMatch(/17082/);
      expect(ing.answers(ctx)).toBeNull();
    }
  });
  it("fits a New Jersey seller; client-specific because a sale is expected", () => {
    const ctx = ctxOf(seller);
    expect(ing.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(ing.answers(ctx)?.urgency).toBe("client-specific");
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(ing));
});
