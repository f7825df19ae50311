import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { buySellAgreementFunding as s } from "./buy-sell-agreement-funding.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** Two 50/50 owners of a Georgia landscaping S corporation; the client's half is worth $1.5M. */
const partner: Partial<TClientFacts> = {
  netWorthUsd: 4_700_000,
  primaryAge: 54,
  spouseAge: 52,
  maritalStatus: "married",
  state: "GA",
  annualIncomeUsd: 520_000,
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 1_500_000,
  businessOwnershipShare: 0.5,
};

describe("buy-sell-agreement-funding: protection and premiums, never a saving", () => {
  it("protects the 1,500,000 price; premiums 0.001 × 2^((54 − 40) ÷ 7) = 0.4% of the co-owner's 1,500,000 = 6,000 a year for the 11 years to 65", () => {
    const fig = evaluateOnHousehold(s, ctxOf(partner));
    expect(fig.protection?.amountUsd).toBe(1_500_000);
    const premiums = fig.flows.filter((f) => f.kind === "premium");
    expect(premiums.length).toBe(11);
    expect(premiums[0]?.amountUsd).toBeCloseTo(-6_000, 6);
    expect(fig.nominal.benefitUsd).toBe(0);
    expect(fig.estate).toBeNull();
  });

  it("a 25% owner insures the co-owners' 75%: three times the client's stake", () => {
    const d = s.defaults(ctxOf({ ...partner, businessValueUsd: 2_000_000, businessOwnershipShare: 0.25 }));
    expect(d.coOwnersShareValueUsd?.value).toBe(6_000_000);
  });
});

describe("buy-sell-agreement-funding: only for co-owners who continue the business", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits co-owners with no sale in view and is client-specific", () => {
    expect(fits(partner).fits).toBe(true);
    expect(s.answers(ctxOf(partner))?.urgency).toBe("client-specific");
  });
  it("does not fit a company being sold or going public, a sole owner, an unstated share, employee equity or an owner over 75", () => {
    expect(fits({ ...partner, expectsBusinessSale: true }).reasons[0]).toMatch(/sale of the whole business/);
    expect(fits({ ...partner, expectsLiquidityEvent: true }).fits).toBe(false);
    expect(fits({ ...partner, businessOwnershipShare: 1 }).reasons[0]).toMatch(/whole business/);
    expect(fits({ ...partner, businessOwnershipShare: null }).fits).toBe(false);
    expect(fits({ ...partner, isEmployedByStockIssuer: true }).fits).toBe(false);
    expect(fits({ ...partner, primaryAge: 78 }).fits).toBe(false);
    expect(s.answers(ctxOf({ ...partner, expectsBusinessSale: true }))).toBeNull();
  });
  it("an unstated share with a buy-sell agreement in the notes: the agreement implies co-owners; half is assumed and said", () => {
    const withAgreement = {
      ...partner,
      businessOwnershipShare: null,
      estateDocuments: ["buy_sell_agreement" as const],
    };
    expect(fits(withAgreement).fits).toBe(true);
    expect(fits(withAgreement).reasons[0]).toMatch(/owns part of the business/);
    const d = s.defaults(ctxOf(withAgreement));
    expect(d.coOwnersShareValueUsd?.assumption ?? "").toMatch(/half assumed/);
  });
});
