import { describe, expect, it } from "vitest";
import { termCertainAnnuityFactor } from "../../tax/actuarial.ts";
import { acgaSingleLifeRate, charitableGiftAnnuity as cga } from "./charitable-gift-annuity.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const widow = HOUSEHOLDS["76-year-old widow who tithes"] ?? {};

describe("gift annuity on the household", () => {
  const fig = figuresOf(cga, ctxOf(widow));
  it("at 76 the ACGA rate is 7.0%: 45,000 (5% of net worth) pays 3,150 a year for the 16 years to her assumed death", () => {
    expect(acgaSingleLifeRate(76)).toBe(0.07);
    const income = fig.flows.filter((f) => f.kind === "income");
    expect(income.length).toBe(16);
    expect(income[0]?.amountUsd).toBeCloseTo(3_150, 6);
  });
  it("the charity's share 1 − 0.07 × a(16, 4.6%) is the gift; the family gives up the rest", () => {
    const share = 1 - 0.07 * termCertainAnnuityFactor(0.046, 16);
    expect(fig.flows.find((f) => f.label.startsWith("family's share"))?.amountUsd).toBeCloseTo(
      -45_000 * (1 - share),
      4,
    );
  });
  it("a widow on the standard deduction gets no income tax value from the deduction", () => {
    expect(fig.flows.filter((f) => f.kind === "incomeTax").reduce((s, f) => s + f.amountUsd, 0)).toBeCloseTo(0, 6);
  });
});

describe("gift annuity eligibility", () => {
  it("needs a stated age of 65 or more", () => {
    const yes = ctxOf(widow);
    expect(cga.eligibility(yes.facts, yes).fits).toBe(true);
    for (const f of [
      { ...widow, primaryAge: 55 },
      { ...widow, primaryAge: null },
    ]) {
      const ctx = ctxOf(f);
      expect(cga.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(cga));
});
