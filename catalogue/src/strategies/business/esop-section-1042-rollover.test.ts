import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { esopSection1042Rollover as s } from "./esop-section-1042-rollover.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A single Texas owner of a $10M C corporation (stock since 1998, not QSBS: $80M of gross assets) selling next year, with $1M of wages. */
const seller: Partial<TClientFacts> = {
  netWorthUsd: 14_000_000,
  primaryAge: 62,
  maritalStatus: "single",
  state: "TX",
  annualIncomeUsd: 1_000_000,
  ownsBusiness: true,
  businessEntityType: "c_corp",
  businessValueUsd: 10_000_000,
  businessStockIssuedYear: 1998,
  businessGrossAssetsAtIssuanceUsd: 80_000_000,
  expectsBusinessSale: true,
};

const v = { saleProceedsUsd: 10_000_000, basisUsd: 0, yearsToSale: 1, qrpHeldYears: 29, setupCostUsd: 200_000 };

describe("esop-section-1042-rollover: a deferral that the step-up at death makes permanent", () => {
  it("defers 10,000,000 × (0.20 + 0.038) = 2,380,000 next year; held until death (age 92), nothing is repaid", () => {
    // IRC §1(h)(1)(D) 20% and §1411 3.8% on the whole gain above $1M of wages; §1014 step-up at death.
    const flows = s.effects(v, ctxOf(seller)).flows;
    const deferred = flows.find((f) => f.kind === "incomeTax" && f.amountUsd > 0);
    expect(deferred?.year).toBe(1);
    expect(deferred?.amountUsd).toBeCloseTo(2_380_000, 2);
    expect(deferred?.deferral).toBe(true);
    expect(flows.filter((f) => f.kind === "incomeTax" && f.amountUsd < 0)).toEqual([]);
  });

  it("replacement property sold after 10 years repays the 2,380,000 in year 11", () => {
    const flows = s.effects({ ...v, qrpHeldYears: 10 }, ctxOf(seller)).flows;
    const repaid = flows.find((f) => f.kind === "incomeTax" && f.amountUsd < 0);
    expect(repaid?.year).toBe(11);
    expect(repaid?.amountUsd).toBeCloseTo(-2_380_000, 2);
    expect(repaid?.deferral).toBe(true);
  });

  it("QSBS held past the holding period defers only the tax the §1202 exclusion leaves: 2017 shares with a 10,000,000 gain leave nothing", () => {
    const flows = s.effects(
      v,
      ctxOf({ ...seller, businessStockIssuedYear: 2017, businessGrossAssetsAtIssuanceUsd: 5_000_000 }),
    ).flows;
    expect(flows.find((f) => f.kind === "incomeTax")?.amountUsd).toBeCloseTo(0, 6);
  });

  it("defaults hold the replacement property to the client's death and count the seller's costs", () => {
    const ctx = ctxOf(seller);
    const d = s.defaults(ctx);
    expect(d.qrpHeldYears?.value).toBe(29);
    expect(d.setupCostUsd?.value).toBe(200_000);
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.presentValue.netUsd).toBeGreaterThan(0);
  });
});

describe("esop-section-1042-rollover: eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits a C corporation with a planned sale; client-specific only when the client considers employee ownership", () => {
    expect(fits(seller).fits).toBe(true);
    expect(s.answers(ctxOf(seller))).toBeNull();
    expect(s.answers(ctxOf({ ...seller, goals: ["Sell to the employees through an ESOP"] }))?.urgency).toBe(
      "client-specific",
    );
    expect(s.family).toBe("business-exit");
  });
  it("does not fit an S corporation, no planned sale, a small company or stock held under 3 years", () => {
    expect(fits({ ...seller, businessEntityType: "s_corp" }).fits).toBe(false);
    expect(
      fits({
        ...seller,
        expectsBusinessSale: false,
        goals: ["Step back over five years, not selling to an outside buyer"],
      }).fits,
    ).toBe(false);
    expect(fits({ ...seller, expectsBusinessSale: false, goals: ["Consider an ESOP for the employees"] }).fits).toBe(
      true,
    );
    expect(fits({ ...seller, businessValueUsd: 3_000_000 }).fits).toBe(false);
    expect(fits({ ...seller, businessStockIssuedYear: 2025 }).fits).toBe(false);
  });
});
