import { emptyClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateStrategy } from "../evaluate.ts";
import { TAX_YEAR_2026 } from "../tax/index.ts";
import { spousalLifetimeAccessTrust as slat } from "./estate-slat.ts";

const tax = TAX_YEAR_2026.values;

describe("spousal-lifetime-access-trust", () => {
  it("SLAT: 5,000,000 × (1.06^20 − 1) × 0.40 = 4,414,271", () => {
    const b = slat.benefit({ giftAmountUsd: 5_000_000, growthRate: 0.06, years: 20 }, tax);
    expect(Math.round(b.estateTaxSavings ?? 0)).toBe(4_414_271);
  });

  it("SLAT cost: 15,000 + 3,000 × 20 = 75,000", () => {
    const c = slat.cost({ setupCostUsd: 15_000, annualAdministrationUsd: 3_000, years: 20 }, tax);
    expect(c.setup + c.annual * c.years).toBe(75_000);
  });

  it("fits a married couple with a taxable estate, and says why", () => {
    const facts = { ...emptyClientFacts(), netWorthUsd: 20_000_000, maritalStatus: "married" as const, primaryAge: 58 };
    const r = slat.eligibility(facts, tax);
    expect(r.fits).toBe(true);
    expect(r.reasons[0]).toMatch(/married/);
  });

  it("does not fit a single client", () => {
    const facts = { ...emptyClientFacts(), netWorthUsd: 20_000_000, maritalStatus: "single" as const };
    const r = slat.eligibility(facts, tax);
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/not married/);
  });

  it("gift default is capped at the basic exclusion amount, net benefit = benefit − cost", () => {
    const facts = { ...emptyClientFacts(), netWorthUsd: 80_000_000, maritalStatus: "married" as const, primaryAge: 58 };
    const f = evaluateStrategy(slat, facts, tax);
    expect(f.variables.find((v) => v.name === "giftAmountUsd")?.value).toBe(15_000_000);
    expect(f.netBenefit).toBe(f.grossBenefit - f.totalCost);
    expect(f.sensitivity.low.netBenefit).toBeLessThan(f.sensitivity.high.netBenefit);
  });
});
