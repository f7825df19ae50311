import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { reverseQtipElection as s } from "./reverse-qtip-election.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

const couple = {
  netWorthUsd: 200_000_000,
  primaryAge: 64,
  spouseAge: 60,
  maritalStatus: "married" as const,
  childrenCount: 2,
  childrenAges: [34, 30],
  grandchildrenCount: 3,
  state: "TX",
};
const v = (over: Partial<Record<string, number>> = {}) => ({
  exemptQtipUsd: 10_000_000,
  qtipGrowthRate: 0.035,
  survivorYears: 4,
  yearsToFirstDeath: 28,
  survivorGstExemptionUsd: 30_000_000,
  trustGrowthRate: 0.055,
  generationYears: 30,
  setupCostUsd: 10_000,
  electionCostUsd: 5_000,
  ...over,
});

describe("reverse QTIP: golden figures", () => {
  it("protection = the exempt QTIP kept, 10,000,000 × 1.035^4; the GST avoided 30 years after the final death, 0.40 × that × 1.055^30, is in its description and never a saving", () => {
    const ctx = ctxOf(couple);
    const e = s.effects(v(), ctx);
    expect(e.flows.some((f) => f.kind === "estateTax")).toBe(false);
    expect(e.protection?.amountUsd).toBe(Math.round(10_000_000 * 1.035 ** 4));
    const gst = Math.round(0.4 * 10_000_000 * 1.035 ** 4 * 1.055 ** 30);
    expect(e.protection?.description.replace(/,/g, "")).toContain(String(gst).slice(0, 5));
  });

  it("no GST exemption kept when the survivor's own exemption already covers everything that passes", () => {
    const ctx = ctxOf(couple);
    expect(s.effects(v({ survivorGstExemptionUsd: 10_000_000_000 }), ctx).protection).toBeUndefined();
  });

  it("defaults: the first spouse's GST exemption equals the 2054 basic exclusion (§2631(c)); the generation runs from the oldest child (34) to 92", () => {
    const ctx = ctxOf(couple);
    const d = s.defaults(ctx);
    expect(d.exemptQtipUsd?.value).toBe(basicExclusionAmountFor(2054));
    expect(d.survivorGstExemptionUsd?.value).toBe(basicExclusionAmountFor(2058));
    expect(d.generationYears?.value).toBe(92 - (34 + 32));
  });

  it("without children's ages, children are assumed 30 years younger than the client, and the assumption says so", () => {
    const ctx = ctxOf({ ...couple, childrenAges: [] });
    expect(s.defaults(ctx).generationYears?.assumption).toMatch(/30 years younger/);
  });
});

describe("reverse QTIP: eligibility", () => {
  it("fits a large married estate with descendants; client-specific with grandchildren", () => {
    const ctx = ctxOf(couple);
    expect(checkStrategy(s, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
  });
  it("an unmarried partner or no descendants: does not fit", () => {
    expect(checkStrategy(s, ctxOf({ ...couple, maritalStatus: "partnered" })).fits).toBe(false);
    expect(
      checkStrategy(s, ctxOf({ ...couple, childrenCount: null, childrenAges: [], grandchildrenCount: null }))
        .reasons[0],
    ).toMatch(/no children or grandchildren/);
  });
});
