import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { taxOn } from "../kit.ts";
import { charitableLeadAnnuityTrust as clat } from "./charitable-lead-annuity-trust.ts";
import { ctxOf, expectSaneOnEveryHousehold, factsOf, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};

describe("zeroed-out CLAT (Pub 1457 Table B)", () => {
  const facts = factsOf(founder);
  const household = buildHousehold(facts, { ...TAX_YEAR_2026.values, section7520Rate: 0.06 });
  const v = {
    fundingUsd: 1_000_000,
    basisUsd: 600_000,
    growthRate: 0.06,
    termYears: 20,
    setupCostUsd: 0,
    annualAdministrationUsd: 0,
  };
  it("at 6.0% for 20 years the annuity is 1,000,000 ÷ 11.4699 = 87,185 and the taxable gift is 0", () => {
    const e = clat.effects(v, { facts, household });
    expect(e.payoutUsd).toBeCloseTo(1_000_000 / 11.4699, 0);
    expect(e.estate?.adjustedTaxableGiftsUsd ?? 1).toBeLessThan(1);
  });
  it("growing at exactly the §7520 rate, the trust leaves the heirs nothing", () => {
    const e = clat.effects(v, { facts, household });
    expect(e.estate?.removedUsd ?? 1).toBeLessThan(1);
  });
  it("growing at 8%, the remainder 1,000,000 × 1.08^20 − 87,185 × (1.08^20 − 1) ÷ 0.08 leaves the estate", () => {
    const e = clat.effects({ ...v, growthRate: 0.08 }, { facts, household });
    const remainder = 1_000_000 * 1.08 ** 20 - (1_000_000 / 11.4699) * ((1.08 ** 20 - 1) / 0.08);
    const T = household.yearsToFinalDeath;
    expect(e.estate?.removedUsd).toBeCloseTo(remainder * (1 + household.growth.netOfSpending) ** (T - 20), -2);
  });
});

describe("CLAT on the household", () => {
  const ctx = ctxOf(founder);
  const fig = figuresOf(clat, ctx);
  it("the household prices the estate saving; the annuity to charity is a payout, never a benefit", () => {
    expect(fig.estate?.savingUsd ?? 0).toBeGreaterThan(0);
    expect(fig.payoutUsd).toBeGreaterThan(0);
    expect(fig.flows.some((f) => f.kind === "charity")).toBe(false);
  });
  it("the heirs' lost step-up is a cost at the final death", () => {
    const heirs = fig.flows.find((f) => f.kind === "heirsTax");
    expect(heirs?.year).toBe(ctx.household.yearsToFinalDeath);
    expect(heirs?.amountUsd ?? 0).toBeLessThan(0);
    expect(taxOn(ctx, { longTermGainUsd: 1 })).toBeGreaterThan(0);
  });
});

describe("CLAT eligibility and relevance", () => {
  it("fits a charitable family with descendants whose estate owes tax; not without estate tax or descendants", () => {
    const yes = ctxOf(founder);
    expect(clat.eligibility(yes.facts, yes).fits).toBe(true);
    expect(clat.answers(yes)?.urgency).toBe("client-specific");
    for (const f of [
      { ...founder, childrenCount: 0 },
      { ...founder, state: "FL", netWorthUsd: 2_000_000, taxableInvestmentsUsd: 1_000_000 },
    ]) {
      const ctx = ctxOf(f);
      expect(clat.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("keeps 0.40 in its formula text and has a family of its own", () => {
    expect(clat.benefitCalculation.formula).toContain("0.40");
    expect(clat.family).toBe("charitable-lead");
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(clat));
});
