import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { iraCharitableBeneficiary as ira } from "./ira-charitable-beneficiary.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const retired = HOUSEHOLDS["retired charitable couple in Florida with low-basis stock"] ?? {};

describe("charity as IRA beneficiary on the household", () => {
  const ctx = ctxOf(retired);
  const fig = figuresOf(ira, ctx);
  it("bequest min(1,000,000 IRA, 10% × 4,000,000) = 400,000; heirs spared tax on 40,000 a year for the 10 years after the final death", () => {
    expect(fig.variables.find((v) => v.name === "charitableBequestUsd")?.value).toBe(400_000);
    const heirs = fig.flows.filter((f) => f.kind === "heirsTax");
    expect(heirs.map((f) => f.year)).toEqual(
      Array.from({ length: 10 }, (_, i) => ctx.household.yearsToFinalDeath + 1 + i),
    );
    expect(heirs[0]?.amountUsd).toBeCloseTo(taxOn(ctx, { ordinaryUsd: 40_000 }), 6);
  });
  it("no estate change: the bequest is deducted either way (§2055)", () => expect(fig.effects.estate).toBeUndefined());
});

describe("charity as IRA beneficiary: eligibility", () => {
  it("needs charitable intent and 250,000 of retirement accounts; a childless client's heirs (a niece, a nephew) would pay the tax too", () => {
    const yes = ctxOf(retired);
    expect(ira.eligibility(yes.facts, yes).fits).toBe(true);
    const childless = ctxOf({ ...retired, childrenCount: 0 });
    expect(ira.eligibility(childless.facts, childless).fits).toBe(true);
    expect(ira.answers(childless)?.urgency).toBe("client-specific");
    const small = ctxOf({ ...retired, retirementAccountsUsd: 100_000 });
    expect(ira.eligibility(small.facts, small).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(ira));
});
