import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { giftAppreciatedSecurities as gas } from "./gift-appreciated-securities.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};

describe("giving appreciated securities on the household", () => {
  const ctx = ctxOf(founder);
  const fig = figuresOf(gas, ctx);
  it("each year: tax on 200,000 × 40% = 80,000 of gain avoided, less the cost of moving 200,000 from the 60% cash class to the 30% property class", () => {
    const expected =
      taxOn(ctx, { longTermGainUsd: 80_000 }) -
      (taxOn(ctx, { charitableCashUsd: -200_000, charitableCapitalGainPropertyUsd: 200_000 }) -
        taxOn(ctx, { charitableCashUsd: 0 }));
    expect(fig.flows.find((f) => f.kind === "incomeTax")?.amountUsd).toBeCloseTo(expected, 6);
  });
  it("years of giving: to the assumed death (92 − 58 = 34), the portfolio supplying 20,000,000 ÷ 200,000 = 100 years of shares", () => {
    expect(fig.variables.find((v) => v.name === "givingYears")?.value).toBe(34);
  });
});

describe("giving appreciated securities: eligibility", () => {
  it("needs appreciated shares and charitable intent", () => {
    const yes = ctxOf(founder);
    expect(gas.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf({ ...founder, hasConcentratedStock: false });
    expect(gas.eligibility(no.facts, no).fits).toBe(false);
    expect(gas.answers(no)).toBeNull();
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(gas));
});
