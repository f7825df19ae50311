import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold, type HouseholdOptions } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { termPremiumPer1000 } from "./lib/shared.ts";
import { termLifeIncomeReplacement as s } from "./term-life-income-replacement.ts";

const ctxOf = (f: Partial<TClientFacts>, o?: HouseholdOptions): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values, o) };
};

// A divorced parent of 40 earning $200,000 with a two-year-old and no savings.
const parent: Partial<TClientFacts> = {
  primaryAge: 40,
  maritalStatus: "divorced",
  childrenCount: 1,
  childrenAges: [2],
  annualIncomeUsd: 200_000,
};

describe("term life: golden arithmetic", () => {
  it("Term life: 200,000 × 0.75 × 11.4699 (Pub 1457 Table B, 6.0%, 20 years) = 1,720,485 → face 1,750,000", () => {
    const ctx = ctxOf(parent, { discountRate: 0.06 });
    const f = evaluateOnHousehold(s, ctx);
    expect(f.protection?.amountUsd).toBe(1_750_000);
    expect(f.variables.find((x) => x.name === "yearsOfSupport")?.value).toBe(20);
    expect(f.variables.find((x) => x.name === "termYears")?.value).toBe(20);
  });

  it("Term life premium: $38.14 a month for $500,000 at 40 (ValuePenguin) = 0.91536 per $1,000; 1,750 × 0.91536 = 1,601.88 a year for 20 years", () => {
    expect(termPremiumPer1000(40)).toBeCloseTo(0.91536, 6);
    const f = evaluateOnHousehold(s, ctxOf(parent, { discountRate: 0.06 }));
    const premiums = f.flows.filter((x) => x.kind === "premium");
    expect(premiums).toHaveLength(20);
    expect(premiums[0]?.amountUsd).toBeCloseTo(-1_601.88, 2);
    expect(premiums.at(-1)?.year).toBe(19);
    expect(f.nominal.costUsd).toBe(Math.round(1_601.88 * 20));
  });

  it("Term premium schedule: interpolates 42.5 halfway between 40 and 45, and continues the 60→65 growth past 65", () => {
    expect(termPremiumPer1000(42.5)).toBeCloseTo(((38.14 + 59.78) / 2) * (12 / 500), 6);
    expect(termPremiumPer1000(70)).toBeCloseTo(((473.66 * 12) / 500) * (473.66 / 245.81), 6);
    expect(termPremiumPer1000(20)).toBeCloseTo((25.67 * 12) / 500, 6);
  });

  it("Term life: existing cover and liquid savings reduce the face amount dollar for dollar", () => {
    const base = evaluateOnHousehold(s, ctxOf(parent, { discountRate: 0.06 })).protection?.amountUsd ?? 0;
    const covered = evaluateOnHousehold(
      s,
      ctxOf(
        { ...parent, lifeInsuranceDeathBenefitUsd: 500_000, taxableInvestmentsUsd: 200_000 },
        { discountRate: 0.06 },
      ),
    ).protection?.amountUsd;
    // 1,720,485 − 500,000 − 200,000 = 1,020,485 → 1,050,000
    expect(base).toBe(1_750_000);
    expect(covered).toBe(1_050_000);
  });

  it("protection is reported apart, never counted as a benefit", () => {
    const f = evaluateOnHousehold(s, ctxOf(parent));
    expect(f.presentValue.benefitUsd).toBe(0);
    expect(f.presentValue.netUsd).toBeLessThan(0);
    expect(f.protection?.amountUsd).toBeGreaterThan(0);
  });
});

describe("term life: defaults from the facts", () => {
  it("a spouse depends on the income to the client's stated retirement age", () => {
    const ctx = ctxOf({
      primaryAge: 45,
      maritalStatus: "married",
      spouseAge: 43,
      annualIncomeUsd: 300_000,
      plannedRetirementAge: 62,
    });
    const d = s.defaults(ctx);
    expect(d.yearsOfSupport?.value).toBe(17);
    expect(d.termYears?.value).toBe(20);
  });

  it("children counted without ages use the model's default child age, and say so", () => {
    const d = s.defaults(
      ctxOf({ primaryAge: 40, maritalStatus: "divorced", childrenCount: 2, annualIncomeUsd: 150_000 }),
    );
    expect(d.yearsOfSupport?.value).toBe(12);
    expect(d.yearsOfSupport?.assumption).toMatch(/not stated; 10 assumed/);
  });

  it("an unstated age uses the model's default and says so", () => {
    const d = s.defaults(ctxOf({ maritalStatus: "married", annualIncomeUsd: 150_000 }));
    expect(d.premiumPer1000Usd?.assumption).toMatch(/age not stated/);
  });
});

describe("term life: fit", () => {
  it("fits a working parent and answers as a basic", () => {
    const ctx = ctxOf(parent);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("basic");
  });

  it("fits an unmarried partner whose partner depends on the income", () => {
    const ctx = ctxOf({ primaryAge: 34, maritalStatus: "partnered", spouseAge: 36, annualIncomeUsd: 198_000 });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
  });

  it("does not fit a retired client", () => {
    const ctx = ctxOf({ ...parent, isRetired: true });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/retired/);
    expect(s.answers(ctx)).toBeNull();
  });

  it("does not fit a single client with no dependants", () => {
    const ctx = ctxOf({ primaryAge: 35, maritalStatus: "single", annualIncomeUsd: 200_000 });
    expect(s.eligibility(ctx.facts, ctx).reasons[0]).toMatch(/no spouse, partner or child/);
  });

  it("does not fit at 65 or more", () => {
    const ctx = ctxOf({ primaryAge: 69, maritalStatus: "married", spouseAge: 67, annualIncomeUsd: 2_400_000 });
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(false);
  });

  it("does not fit when liquid assets already replace the income ($150M family office)", () => {
    const ctx = ctxOf({
      netWorthUsd: 150_000_000,
      primaryAge: 62,
      spouseAge: 64,
      maritalStatus: "married",
      annualIncomeUsd: 6_800_000,
      retirementAccountsUsd: 4_200_000,
      realEstateUsd: 24_000_000,
      childrenCount: 3,
    });
    const r = s.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/already replace/);
    expect(s.answers(ctx)).toBeNull();
  });
});
