import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { charitableRemainderAnnuityTrust as crat } from "./charitable-remainder-annuity-trust.ts";
import { annuityTrustRemainderFactor } from "./lib/giving.ts";
import { ctxOf, expectSaneOnEveryHousehold, factsOf, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const retired = HOUSEHOLDS["retired charitable couple in Florida with low-basis stock"] ?? {};

describe("CRAT remainder factor (Treas. Reg. §1.664-2(c); Pub 1457 Table B)", () => {
  it("6% annuity for 10 years at 5.0%: 1 − 0.06 × 7.7217 (Table B) = .5367", () => {
    expect(annuityTrustRemainderFactor(0.06, 0.05, 10)).toBeCloseTo(1 - 0.06 * 7.7217, 4);
  });
  it("9% for 20 years at 4.6% leaves less than nothing: the 10% test fails", () => {
    expect(annuityTrustRemainderFactor(0.09, 0.046, 20)).toBe(0);
  });
});

describe("CRAT on the household", () => {
  it("pays a fixed 5% × 500,000 = 25,000 each year of the 20-year term (funding 20% of the 2,500,000 portfolio)", () => {
    const fig = figuresOf(crat, ctxOf(retired));
    const income = fig.flows.filter((f) => f.kind === "income");
    expect(income.length).toBe(20);
    expect(income.every((f) => Math.abs(f.amountUsd - 25_000) < 1e-6)).toBe(true);
  });
  it("at a 5.0% §7520 rate the 6% annuity's charity share is .5367 of the funding", () => {
    const facts = factsOf(retired);
    const household = buildHousehold(facts, { ...TAX_YEAR_2026.values, section7520Rate: 0.05 });
    const effects = crat.effects(
      {
        fundingUsd: 1_000_000,
        basisUsd: 1_000_000,
        annuityRate: 0.06,
        termYears: 10,
        trustGrowthRate: 0.05,
        setupCostUsd: 0,
        annualAdministrationUsd: 0,
      },
      { facts, household },
    );
    const share = effects.flows.find((f) => f.label.startsWith("family's share"));
    expect(share?.amountUsd).toBeCloseTo(-1_000_000 * 0.06 * 7.7217, -1);
  });
  it("a 9% annuity over 20 years fails §664(d)(1)(D): only costs", () => {
    const ctx = ctxOf(retired);
    const effects = crat.effects(
      {
        fundingUsd: 500_000,
        basisUsd: 300_000,
        annuityRate: 0.09,
        termYears: 20,
        trustGrowthRate: 0.055,
        setupCostUsd: 10_000,
        annualAdministrationUsd: 4_000,
      },
      ctx,
    );
    expect(effects.flows.every((f) => f.kind === "cost")).toBe(true);
  });
});

describe("CRAT eligibility", () => {
  it("fits a retired charitable donor with appreciated stock whatever the bracket; not without appreciated property", () => {
    const yes = ctxOf(retired);
    expect(crat.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf({ ...retired, hasLowBasisStock: false });
    expect(crat.eligibility(no.facts, no).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(crat));
});
