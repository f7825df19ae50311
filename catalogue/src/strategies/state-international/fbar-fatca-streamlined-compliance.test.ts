import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { fbarFatcaStreamlinedCompliance as s } from "./fbar-fatca-streamlined-compliance.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const expat: Partial<TClientFacts> = {
  netWorthUsd: 2_000_000,
  primaryAge: 50,
  maritalStatus: "single",
  hasNonUsAssets: true,
};

describe("FBAR: golden arithmetic", () => {
  it("FBAR, no missed year: protection = 16,536 + 10,000 + 0.15 × 2,000,000 × 0.50 × 0.05 = 34,036; cost 1,500 a year", () => {
    const f = evaluateOnHousehold(s, ctxOf(expat));
    expect(f.protection?.amountUsd).toBe(34_036);
    expect(f.flows.every((x) => x.amountUsd === -1_500)).toBe(true);
  });

  it("three missed years (entered by the adviser): streamlined 5% × 300,000 = 15,000 + fees 15,000 now; protection 3 × 26,536 + 7,500 = 87,108", () => {
    const ctx = ctxOf(expat);
    const v = Object.fromEntries(Object.entries(s.defaults(ctx)).map(([k, d]) => [k, d.value]));
    const e = s.effects({ ...v, unfiledYears: 3 }, ctx);
    expect(e.flows.filter((x) => x.year === 0 && x.amountUsd < -1_500).map((x) => x.amountUsd)).toEqual([
      -15_000, -15_000,
    ]);
    expect(e.protection?.amountUsd).toBe(87_108);
  });

  it("the filing history is not assumed: none missed by default, and the assumption says how to enter it", () => {
    const d = s.defaults(ctxOf(expat));
    expect(d.unfiledYears?.value).toBe(0);
    expect(d.unfiledYears?.assumption).toMatch(/not stated/);
  });
});

describe("FBAR: fit", () => {
  it("a basic for a client with foreign accounts; does not fit without them", () => {
    const ctx = ctxOf(expat);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(s.answers(ctx)?.urgency).toBe("basic");
    const none = ctxOf({ ...expat, hasNonUsAssets: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});
