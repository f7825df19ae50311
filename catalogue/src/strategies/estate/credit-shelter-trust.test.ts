import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { taxOn } from "../kit.ts";
import { creditShelterTrust as s } from "./credit-shelter-trust.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};
const dflt = (ctx: StrategyContext, name: string) => {
  const d = s.defaults(ctx)[name];
  if (!d) throw new Error(`no default ${name}`);
  return d;
};

// A couple of 64 and 60 in Texas (no state estate tax): first death 2054, final death 2058.
const couple = {
  netWorthUsd: 200_000_000,
  primaryAge: 64,
  spouseAge: 60,
  maritalStatus: "married" as const,
  state: "TX",
};

describe("credit shelter: golden figures", () => {
  it("funds the 2054 basic exclusion, grows it 4 years at 5.5%, and saves 0.40 × that at the final death (both estates in the 40% bracket, IRC §2001(c))", () => {
    const ctx = ctxOf(couple);
    const bea2054 = basicExclusionAmountFor(2054);
    expect(dflt(ctx, "shelteredAmountUsd").value).toBe(bea2054);
    expect(dflt(ctx, "survivorYears").value).toBe(4);
    const removed = bea2054 * 1.055 ** 4;
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.effects.estate?.removedUsd).toBeCloseTo(removed, 0);
    expect(fig.estate?.savingUsd).toBe(Math.round(0.4 * removed));
  });

  it("counts the lost second step-up: heirs' tax on the growth bea × (1.055^4 − 1), on the household's return, at the final death", () => {
    const ctx = ctxOf(couple);
    const bea2054 = basicExclusionAmountFor(2054);
    const gain = bea2054 * 1.055 ** 4 - bea2054;
    const heirs = evaluateOnHousehold(s, ctx).flows.find((f) => f.kind === "heirsTax");
    expect(heirs?.year).toBe(32);
    expect(heirs?.amountUsd).toBeCloseTo(-taxOn(ctx, { longTermGainUsd: gain }), 0);
  });

  it("a smaller estate funds at most the first spouse's share: half the estate projected for the first death", () => {
    const ctx = ctxOf({ ...couple, netWorthUsd: 10_000_000 });
    expect(dflt(ctx, "shelteredAmountUsd").value).toBe(Math.round(ctx.household.netWorthAt(28) / 2));
  });

  it("administration runs from the year after the first death to the final death", () => {
    const fig = evaluateOnHousehold(s, ctxOf(couple));
    const admin = fig.flows.filter((f) => f.label === "trustee and trust tax return").map((f) => f.year);
    expect(admin).toEqual([29, 30, 31, 32]);
  });
});

describe("credit shelter: eligibility", () => {
  it("fits a married couple projected to owe estate tax", () => {
    const ctx = ctxOf(couple);
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });

  it("an unmarried partner does not qualify", () => {
    const r = checkStrategy(s, ctxOf({ ...couple, maritalStatus: "partnered" }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not a legal spouse/);
  });

  it("no estate tax projected: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ ...couple, netWorthUsd: 4_000_000 }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/no estate tax/);
  });

  it("a non-citizen spouse: fits, and says the rest needs a QDOT", () => {
    const r = checkStrategy(s, ctxOf({ ...couple, spouseIsUsCitizen: false }));
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/QDOT/);
  });
});
