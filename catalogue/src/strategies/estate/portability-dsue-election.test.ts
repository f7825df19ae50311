import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { portabilityDsueElection as s } from "./portability-dsue-election.ts";

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

describe("portability: golden figures", () => {
  it("widow(er), spouse died 2023: DSUE = the 2023 basic exclusion, 12,920,000 (Rev. Proc. 2022-38 §3.41); in the 40% bracket both ways, 0.40 × 12,920,000 = 5,168,000 saved", () => {
    const ctx = ctxOf({
      netWorthUsd: 100_000_000,
      primaryAge: 70,
      maritalStatus: "widowed",
      spouseDeathYear: 2023,
      state: "TX",
    });
    expect(dflt(ctx, "dsueUsd").value).toBe(12_920_000);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.estate?.savingUsd).toBe(5_168_000);
    // The late return is filed now.
    expect(fig.flows.find((f) => f.kind === "cost")?.year).toBe(0);
  });

  it("married, both 60 in 2026: DSUE = the basic exclusion of the first death in 2058, 15,000,000 × 1.0228^32 rounded down to $10,000, with nothing used", () => {
    const ctx = ctxOf({ netWorthUsd: 10_000_000, primaryAge: 60, spouseAge: 60, maritalStatus: "married" });
    const expected = Math.floor((15_000_000 * 1.0228 ** 32) / 10_000) * 10_000;
    expect(basicExclusionAmountFor(2058)).toBe(expected);
    expect(dflt(ctx, "dsueUsd").value).toBe(expected);
    expect(dflt(ctx, "yearsToElection").value).toBe(32);
  });

  it("non-citizen spouse without a QDOT: the DSUE is the first death's exclusion less the half of the estate taxed then", () => {
    const ctx = ctxOf({
      netWorthUsd: 10_000_000,
      primaryAge: 60,
      spouseAge: 60,
      maritalStatus: "married",
      spouseIsUsCitizen: false,
    });
    const h = ctx.household;
    const half = h.netWorthAt(32) / 2;
    expect(dflt(ctx, "dsueUsd").value).toBe(Math.round(basicExclusionAmountFor(2058) - half));
  });

  it("the figure follows the household: six clients, six DSUE or saving figures (not one $5,985,000 for all)", () => {
    const clients = [
      { netWorthUsd: 100_000_000, primaryAge: 70, maritalStatus: "widowed" as const, spouseDeathYear: 2023 },
      { netWorthUsd: 100_000_000, primaryAge: 70, maritalStatus: "widowed" as const, spouseDeathYear: 2022 },
      { netWorthUsd: 3_000_000, primaryAge: 70, maritalStatus: "widowed" as const, spouseDeathYear: 2023 },
      { netWorthUsd: 40_000_000, primaryAge: 50, spouseAge: 48, maritalStatus: "married" as const },
      { netWorthUsd: 40_000_000, primaryAge: 70, spouseAge: 65, maritalStatus: "married" as const },
      { netWorthUsd: 8_000_000, primaryAge: 60, spouseAge: 60, maritalStatus: "married" as const },
    ];
    const figures = clients.map((c) => {
      const ctx = ctxOf(c);
      return `${dflt(ctx, "dsueUsd").value}/${evaluateOnHousehold(s, ctx).estate?.savingUsd}`;
    });
    expect(new Set(figures).size).toBe(6);
  });

  it("a widow(er) whose estate stays within one exclusion saves nothing on the projection", () => {
    const ctx = ctxOf({ netWorthUsd: 3_000_000, primaryAge: 70, maritalStatus: "widowed", spouseDeathYear: 2023 });
    expect(evaluateOnHousehold(s, ctx).estate?.savingUsd).toBe(0);
  });
});

describe("portability: eligibility and relevance", () => {
  it("a widow(er) within five years: fits, time-critical, deadline named", () => {
    const ctx = ctxOf({ netWorthUsd: 20_000_000, primaryAge: 70, maritalStatus: "widowed", spouseDeathYear: 2023 });
    expect(checkStrategy(s, ctx).fits).toBe(true);
    const a = s.answers(ctx);
    expect(a?.urgency).toBe("time-critical");
    expect(a?.reason).toMatch(/2028/);
  });

  it("a widow(er) whose spouse died more than five years ago: does not fit", () => {
    const ctx = ctxOf({ netWorthUsd: 20_000_000, primaryAge: 75, maritalStatus: "widowed", spouseDeathYear: 2019 });
    const r = checkStrategy(s, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/more than five years ago/);
  });

  it("a widow(er) with no year of death stated: does not fit, and says the year is missing", () => {
    const ctx = ctxOf({ netWorthUsd: 20_000_000, primaryAge: 75, maritalStatus: "widowed" });
    expect(checkStrategy(s, ctx).reasons[0]).toMatch(/do not give the year/);
  });

  it("an unmarried partner never gets portability", () => {
    const ctx = ctxOf({ netWorthUsd: 40_000_000, primaryAge: 60, spouseAge: 58, maritalStatus: "partnered" });
    const r = checkStrategy(s, ctx);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not a legal spouse/);
    expect(s.answers(ctx)).toBeNull();
  });

  it("a married couple projected to owe federal estate tax: client-specific; divorced: does not fit", () => {
    const married = ctxOf({ netWorthUsd: 40_000_000, primaryAge: 60, spouseAge: 58, maritalStatus: "married" });
    expect(checkStrategy(s, married).fits).toBe(true);
    expect(s.answers(married)?.urgency).toBe("client-specific");
    expect(checkStrategy(s, ctxOf({ netWorthUsd: 40_000_000, maritalStatus: "divorced" })).fits).toBe(false);
  });

  it("a non-citizen spouse: fits, and the reasons say a QDOT is needed", () => {
    const ctx = ctxOf({ netWorthUsd: 40_000_000, maritalStatus: "married", spouseIsUsCitizen: false });
    expect(checkStrategy(s, ctx).reasons.join(" ")).toMatch(/QDOT/);
  });
});

describe("portability for a widow whose notes give no year of death", () => {
  it("fits as time-critical, assumes the earliest year still open (2021: $11,700,000, Rev. Proc. 2020-45) and says to confirm", () => {
    const ctx = ctxOf({ maritalStatus: "widowed", primaryAge: 76, netWorthUsd: 30_000_000, state: "FL" });
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("time-critical");
    const d = s.defaults(ctx).dsueUsd;
    expect(d?.value).toBe(11_700_000);
    expect(d?.assumption).toMatch(/the notes give no year/);
  });
});
