import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { charitableRemainderUnitrust as crut } from "./charitable-remainder-unitrust.ts";
import { unitrustAdjustmentFactor, unitrustRemainderFactor } from "./lib/giving.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const retired = HOUSEHOLDS["retired charitable couple in Florida with low-basis stock"] ?? {};
const landlord = HOUSEHOLDS["single Massachusetts landlord selling a building"] ?? {};

describe("unitrust remainder factor (Treas. Reg. §1.664-4)", () => {
  it("the regulation's example: 8% quarterly at the end of each quarter for 12 years at 9.6%: F = .944628, remainder $38,950.30 on $100,000", () => {
    // Treas. Reg. §1.664-4(e)(5) example: Table F(9.6) .944628; adjusted payout 7.557%; interpolated factor .389503.
    expect(unitrustAdjustmentFactor(0.096, 4)).toBeCloseTo(0.944628, 6);
    // The exact formula differs from the table's linear interpolation by less than $5 on $100,000.
    expect(Math.abs(100_000 * unitrustRemainderFactor(0.08, 0.096, 12, 4) - 38_950.3)).toBeLessThan(5);
  });
  it("annual payout at year end: F = 1 ÷ 1.046, so 5% for 20 years at 4.6% leaves (1 − 0.05 ÷ 1.046)^20 = .37550", () => {
    expect(unitrustRemainderFactor(0.05, 0.046, 20)).toBeCloseTo((1 - 0.05 / 1.046) ** 20, 12);
    expect(unitrustRemainderFactor(0.05, 0.046, 20)).toBeCloseTo(0.3755, 4);
  });
});

describe("CRUT on the household", () => {
  const ctx = ctxOf(retired);
  const fig = figuresOf(crut, ctx);
  const value = (name: string) => fig.variables.find((x) => x.name === name)?.value ?? Number.NaN;

  it("funding 2,500,000 × 25% = 625,000 with basis 625,000 × 60% = 375,000 (model default); term 92 − 72 = 20 years", () => {
    expect(value("fundingUsd")).toBe(625_000);
    expect(value("basisUsd")).toBe(375_000);
    expect(value("termYears")).toBe(20);
  });

  it("family gives up 625,000 × (1 − .37550) = 390,343 now and receives 5% of the trust each year: 625,000 × 0.05 = 31,250 in year 1", () => {
    const share = fig.flows.find((x) => x.label.startsWith("family's share"));
    expect(share?.year).toBe(0);
    expect(share?.amountUsd).toBeCloseTo(-625_000 * (1 - (1 - 0.05 / 1.046) ** 20), 0);
    const first = fig.flows.find((x) => x.kind === "income" && x.year === 1);
    expect(first?.amountUsd).toBeCloseTo(31_250, 6);
  });

  it("the gain of 625,000 − 375,000 = 250,000 is deferred, not avoided: tax now saved, the same gain taxed as the payouts carry it out", () => {
    const deferred = fig.flows.filter((x) => x.deferral);
    const now = deferred.find((x) => x.year === 0);
    expect(now?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: 250_000 }), 6);
    expect(deferred.filter((x) => x.year > 0).every((x) => x.amountUsd < 0)).toBe(true);
  });

  it("the deduction 625,000 × .37550 = 234,687 is used at 30% of AGI over the gift year and carryover years, at the calculator's value (no 37% bracket required)", () => {
    const deduction = fig.flows.filter((x) => x.label.startsWith("income tax saved by the charitable deduction"));
    expect(deduction.length).toBeGreaterThan(1);
    expect(deduction[0]?.amountUsd).toBeGreaterThan(0);
    expect(deduction.every((x) => x.amountUsd < 0.36 * 234_688)).toBe(true);
  });

  it("the remainder reaching charity is a payout, never a benefit: 625,000 × (1 + 0.055 − 0.05)^20", () => {
    expect(fig.payoutUsd).toBe(Math.round(625_000 * 1.005 ** 20));
    expect(fig.flows.some((x) => x.kind === "charity" && x.amountUsd > 0)).toBe(false);
  });

  it("a 50% payout fails the 10% remainder test: no deduction, no exempt sale, only costs", () => {
    const effects = crut.effects(
      {
        fundingUsd: 625_000,
        basisUsd: 375_000,
        payoutRate: 0.5,
        termYears: 20,
        trustGrowthRate: 0.055,
        setupCostUsd: 12_000,
        annualAdministrationUsd: 5_000,
      },
      ctx,
    );
    expect(effects.flows.every((x) => x.kind === "cost")).toBe(true);
  });
});

describe("CRUT defaults read from the facts", () => {
  it("a planned property sale funds the trust with the stated property and basis (3,500,000, basis 800,000)", () => {
    const fig = figuresOf(crut, ctxOf(landlord));
    const v = (name: string) => fig.variables.find((x) => x.name === name);
    expect(v("fundingUsd")?.value).toBe(3_500_000);
    expect(v("basisUsd")?.value).toBe(800_000);
    expect(v("basisUsd")?.assumption).toMatch(/as stated/);
  });
  it("an unstated basis uses the model's unrealised-gain default and says so", () => {
    const fig = figuresOf(crut, ctxOf(retired));
    expect(fig.variables.find((x) => x.name === "basisUsd")?.assumption).toMatch(/unrealised gain/);
  });
});

describe("CRUT eligibility and relevance", () => {
  it("fits a retired donor in a low bracket with low-basis stock (no 37% bracket test)", () => {
    const ctx = ctxOf(retired);
    expect(crut.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(crut.answers(ctx)?.urgency).toBe("client-specific");
  });
  it("a planned sale of investment real estate makes it time-critical (the trust must own it before the sale is binding)", () => {
    const ctx = ctxOf(landlord);
    expect(crut.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(crut.answers(ctx)?.urgency).toBe("time-critical");
    expect(crut.transfers?.(ctx)).toEqual(["investmentRealEstate"]);
  });
  it("does not fit without charitable intent, nor without appreciated property", () => {
    const a = ctxOf({ ...retired, hasCharitableIntent: false, annualCharitableGivingUsd: null });
    expect(crut.eligibility(a.facts, a).fits).toBe(false);
    const b = ctxOf({ ...retired, hasLowBasisStock: false });
    expect(crut.eligibility(b.facts, b).fits).toBe(false);
    expect(crut.answers(b)).toBeNull();
  });
  it("keeps the spec §9 constants 0.37 and 0.25 in its formula text", () => {
    expect(crut.benefitCalculation.formula).toContain("0.37");
    expect(crut.benefitCalculation.formula).toContain("0.25");
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(crut));
});
