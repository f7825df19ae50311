import { describe, expect, it } from "vitest";
import { agiOf, deductionSchedule } from "./lib/giving.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";
import { privateFoundation as pf } from "./private-foundation.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};

describe("private foundation on the household", () => {
  const ctx = ctxOf(founder);
  it("AGI 2,000,000 of wages + 20,000,000 × 2% yield = 2,400,000", () => expect(agiOf(ctx)).toBe(2_400_000));

  it("4,000,000 of stock to a foundation: 20% × 2,400,000 = 480,000 deducted a year for 6 years = 2,880,000; 1,120,000 lost (§170(b)(1)(D), §170(d)(1))", () => {
    const s = deductionSchedule(ctx, 4_000_000, "privateFoundationProperty");
    expect(s).toEqual([480_000, 480_000, 480_000, 480_000, 480_000, 480_000]);
  });

  it("the endowment leaves the estate: 4,000,000 grown to the final death at the household's net growth", () => {
    const fig = figuresOf(pf, ctx);
    const h = ctx.household;
    expect(fig.effects.estate?.removedUsd).toBeCloseTo(
      4_000_000 * (1 + h.growth.netOfSpending) ** h.yearsToFinalDeath,
      0,
    );
    expect(fig.payoutUsd).toBe(4_000_000);
  });

  it("costs run to the final death: 40,000 a year and the 1.39% §4940 excise on a 5.5% return on 4,000,000 = 3,058", () => {
    const fig = figuresOf(pf, ctx);
    const excise = fig.flows.filter((f) => f.label.startsWith("§4940"));
    expect(excise.length).toBe(ctx.household.yearsToFinalDeath);
    expect(excise[0]?.amountUsd).toBeCloseTo(-4_000_000 * 0.055 * 0.0139, 6);
  });
});

describe("private foundation eligibility", () => {
  it("fits income of 1,000,000+ or giving of 250,000+; not smaller donors", () => {
    const yes = ctxOf(founder);
    expect(pf.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf({ ...founder, annualIncomeUsd: 400_000, annualCharitableGivingUsd: 20_000 });
    expect(pf.eligibility(no.facts, no).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(pf));
});

describe("private foundation: what it answers", () => {
  const giver = {
    netWorthUsd: 38_000_000,
    primaryAge: 54,
    annualIncomeUsd: 1_320_000,
    hasCharitableIntent: true,
    annualCharitableGivingUsd: 250_000,
  };
  it("answers a stated wish for a family foundation", () => {
    expect(pf.answers(ctxOf({ ...giver, goals: ["Set up a family foundation"] }))?.urgency).toBe("client-specific");
  });
  it('not a goal that turns the foundation down: "don\'t want a foundation w/ a board"', () => {
    expect(pf.answers(ctxOf({ ...giver, goals: ["give ~250k/yr, don't want a foundation w/ a board"] }))).toBeNull();
  });
});
