import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { bypassSizedToNeed } from "../kit.ts";
import { claytonQtipTrust as s } from "./clayton-qtip-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const couple = {
  netWorthUsd: 25_000_000,
  primaryAge: 64,
  spouseAge: 60,
  maritalStatus: "married" as const,
  state: "TX",
  hasLowBasisStock: true,
};

describe("Clayton QTIP: golden figures", () => {
  it("leaves unelected the share the survivor's estate needs sheltered, and prices it removed at 0.40 on the final estate", () => {
    const ctx = ctxOf(couple);
    const share = Math.round(bypassSizedToNeed(ctx, 0.055, 4));
    expect(s.defaults(ctx).unelectedShareUsd?.value).toBe(share);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.effects.estate?.removedUsd).toBeCloseTo(share * 1.055 ** 4, 0);
    expect(fig.estate?.savingUsd).toBeGreaterThan(0);
  });

  it("pays for the Form 706 that makes the election at the first death (year 28)", () => {
    const fig = evaluateOnHousehold(s, ctxOf(couple));
    expect(fig.flows.find((f) => f.label === "Form 706 making the QTIP election")).toMatchObject({
      year: 28,
      amountUsd: -15_000,
    });
  });
});

describe("Clayton QTIP: eligibility", () => {
  it("fits a married couple with appreciated assets within three exclusions", () => {
    expect(checkStrategy(s, ctxOf(couple)).fits).toBe(true);
  });
  it("no appreciated assets: the basis side adds little", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, hasLowBasisStock: false })).reasons[0]).toMatch(/no appreciated assets/);
  });
  it("a very large estate: a mandatory bypass is better", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, netWorthUsd: 80_000_000 })).reasons[0]).toMatch(/clearly be taxable/);
  });
  it("an unmarried partner or a non-citizen spouse without a QDOT: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, maritalStatus: "partnered" })).fits).toBe(false);
    expect(checkStrategy(s, ctxOf({ ...couple, spouseIsUsCitizen: false })).reasons[0]).toMatch(/QDOT/);
  });
  it("a blended family is client-specific", () => {
    expect(s.answers(ctxOf({ ...couple, goals: ["provide for children from a prior marriage"] }))?.urgency).toBe(
      "client-specific",
    );
  });
});
