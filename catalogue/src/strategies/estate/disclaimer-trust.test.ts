import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { disclaimerTrust as s } from "./disclaimer-trust.ts";

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

const couple = {
  netWorthUsd: 12_000_000,
  primaryAge: 64,
  spouseAge: 60,
  maritalStatus: "married" as const,
  state: "TX",
};

describe("disclaimer trust: golden figures", () => {
  it("disclaims just enough: (taxable estate − exclusion at the final death) ÷ 1.055^4, capped at the first spouse's exclusion and share", () => {
    const ctx = ctxOf(couple);
    const b = ctx.household.baseline;
    const need = (b.taxableEstateUsd - b.applicableExclusionUsd) / 1.055 ** 4;
    const cap = Math.min(basicExclusionAmountFor(2054), ctx.household.netWorthAt(28) / 2);
    expect(dflt(ctx, "disclaimedAmountUsd").value).toBe(Math.round(Math.min(need, cap)));
  });

  it("when the disclaimer covers the whole excess, the federal estate tax at the final death falls to zero", () => {
    const ctx = ctxOf(couple);
    const fig = evaluateOnHousehold(s, ctx);
    const need = ctx.household.baseline.taxableEstateUsd - ctx.household.baseline.applicableExclusionUsd;
    const cap = Math.min(basicExclusionAmountFor(2054), ctx.household.netWorthAt(28) / 2) * 1.055 ** 4;
    expect(need).toBeLessThanOrEqual(cap);
    expect(fig.estate?.withUsd).toBeLessThanOrEqual(1);
    expect(fig.estate?.savingUsd).toBe(fig.estate?.withoutUsd);
  });

  it("in a state with its own estate tax, the whole first spouse's exclusion is disclaimed (state exemptions are not portable)", () => {
    const ctx = ctxOf({ ...couple, state: "MA" });
    const cap = Math.round(Math.min(basicExclusionAmountFor(2054), ctx.household.netWorthAt(28) / 2));
    expect(dflt(ctx, "disclaimedAmountUsd").value).toBe(cap);
  });

  it("nothing projected above one exclusion: nothing disclaimed, no trust administration", () => {
    const ctx = ctxOf({ ...couple, netWorthUsd: 3_000_000 });
    expect(dflt(ctx, "disclaimedAmountUsd").value).toBe(0);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.flows.filter((f) => f.kind === "cost")).toHaveLength(1);
  });
});

describe("disclaimer trust: eligibility", () => {
  it("fits a married couple within two exclusions", () => {
    expect(checkStrategy(s, ctxOf(couple)).fits).toBe(true);
  });
  it("above two exclusions a mandatory design is safer", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, netWorthUsd: 45_000_000 })).reasons[0]).toMatch(
      /mandatory credit shelter/,
    );
  });
  it("partnered: does not fit; non-citizen spouse: needs a QDOT first", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, maritalStatus: "partnered" })).fits).toBe(false);
    const r = checkStrategy(s, ctxOf({ ...couple, spouseIsUsCitizen: false }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/QDOT/);
  });
});
