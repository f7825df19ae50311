import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { captiveInsurance831b as s } from "./captive-insurance-831b.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 30_000_000,
  primaryAge: 55,
  maritalStatus: "married",
  spouseAge: 55,
  annualIncomeUsd: 3_000_000,
  ownsBusiness: true,
  businessEntityType: "c_corp",
  businessValueUsd: 20_000_000,
};

describe("captive: golden arithmetic", () => {
  it("C corporation: premium 5% × 20,000,000 = 1,000,000 (under the 2026 §831(b) limit of 2,900,000); profit × (1 − 0.40) = 600,000 × 0.21 = 126,000 of corporate tax deferred each year for 10 years", () => {
    const f = evaluateOnHousehold(s, ctxOf(owner));
    const deferred = f.flows.filter((x) => x.kind === "incomeTax" && x.amountUsd > 0);
    expect(deferred).toHaveLength(10);
    expect(deferred[0]?.amountUsd).toBeCloseTo(126_000, 6);
    expect(deferred.every((x) => x.deferral === true)).toBe(true);
  });

  it("at liquidation the 6,000,000 of profit is taxed as long-term gain on the owner's return", () => {
    const ctx = ctxOf(owner);
    const f = evaluateOnHousehold(s, ctx);
    const exit = f.flows.find((x) => x.year === 11 && x.kind === "incomeTax");
    expect(exit?.amountUsd).toBeCloseTo(-ctx.household.incomeTaxChange({ longTermGainUsd: 6_000_000 }), 6);
  });

  it("the premium is capped at the year's §831(b)(2)(A) limit", () => {
    const d = s.defaults(ctxOf({ ...owner, businessValueUsd: 100_000_000, netWorthUsd: 110_000_000 }));
    expect(d.annualPremiumUsd?.value).toBe(TAX_YEAR_2026.values.smallInsuranceCompanyPremiumLimit);
  });
});

describe("captive: fit", () => {
  it("fits a large business; does not fit a small one or a client without a business", () => {
    const ctx = ctxOf(owner);
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const small = ctxOf({ ...owner, businessValueUsd: 3_000_000, annualIncomeUsd: 500_000, netWorthUsd: 12_000_000 });
    expect(s.eligibility(small.facts, small).reasons[0]).toMatch(/\$10,000,000/);
    const none = ctxOf({ ...owner, ownsBusiness: false });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
  it("does not fit a minority holder: the owner who controls the business forms a captive", () => {
    const minority = ctxOf({ ...owner, businessOwnershipShare: 0.2 });
    expect(s.eligibility(minority.facts, minority).fits).toBe(false);
    expect(s.eligibility(minority.facts, minority).reasons.join(" ")).toMatch(/minority stake or a venture-backed/);
  });
});
