import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { researchAndDevelopmentCredit as s } from "./research-and-development-credit.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

const owner: Partial<TClientFacts> = {
  netWorthUsd: 6_000_000,
  primaryAge: 48,
  maritalStatus: "married",
  state: "OH",
  annualIncomeUsd: 400_000,
  ownsBusiness: true,
  businessEntityType: "s_corp",
  businessValueUsd: 4_000_000,
  businessOwnershipShare: 1,
  goals: ["The company is developing new products for the aerospace market"],
};

const v = {
  qualifiedResearchUsd: 1_000_000,
  priorAverageRatio: 1,
  ownershipShare: 0.5,
  years: 3,
  studyCostUsd: 15_000,
  annualDocumentationUsd: 7_500,
};

describe("research-and-development-credit: golden arithmetic", () => {
  it("ASC with steady spending: 0.5 × 1,000,000 × (1 − 0.5) × 0.14 × (1 − 0.21) = 27,650 a year to a 50% owner", () => {
    // IRC §41(c)(4)(A) 14% above half the 3-year average; §280C(c)(2) reduced credit at the 21% §11(b) rate.
    const flows = s.effects(v, ctxOf(owner)).flows;
    const credits = flows.filter((f) => f.label.startsWith("research credit"));
    expect(credits.length).toBe(3);
    expect(credits[0]?.amountUsd).toBeCloseTo(27_650, 6);
    expect(credits[0]?.kind).toBe("incomeTax");
    expect(flows[0]?.amountUsd).toBe(-7_500);
  });

  it("in a C corporation the credit is the company's: an 'other' flow, not the client's income tax", () => {
    const flows = s.effects(v, ctxOf({ ...owner, businessEntityType: "c_corp" })).flows;
    expect(flows.find((f) => f.label.startsWith("research credit"))?.kind).toBe("other");
  });
});

describe("research-and-development-credit: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("research spending 4% of the company's value; an expected sale ends the client's share after a year", () => {
    expect(s.defaults(ctxOf(owner)).qualifiedResearchUsd?.value).toBe(160_000);
    expect(s.defaults(ctxOf({ ...owner, expectsBusinessSale: true })).years?.value).toBe(1);
  });
  it("needs stated development work, not just a C corporation; not a professional practice", () => {
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, goals: [], businessEntityType: "c_corp" }).fits).toBe(false);
    expect(fits({ ...owner, hasProfessionalLiability: true }).fits).toBe(false);
  });
});
