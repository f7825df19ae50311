import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { puertoRicoAct60, stateEstateTaxPlanning, trustSitusRelocation } from "./state-residency.ts";

const tax = TAX_YEAR_2026.values;
const facts = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });
const round = (n: number | undefined) => Math.round(n ?? 0);

describe("state and residency golden figures", () => {
  it("state estate tax: 8,000,000 above the exemption × 0.12 × 0.5 = 480,000 saved", () => {
    const x = {
      estateAboveStateExemptionUsd: 8_000_000,
      stateEstateRate: 0.12,
      reductionShare: 0.5,
      planningCostUsd: 10_000,
    };
    expect(round(stateEstateTaxPlanning.benefit(x, tax).estateTaxSavings)).toBe(480_000);
    expect(stateEstateTaxPlanning.cost(x, tax)).toEqual({ setup: 10_000, annual: 0, years: 1 });
  });

  it("state estate tax default: Oregon 10,000,000 − 1,000,000 exemption = 9,000,000 exposed; unknown states are labelled", () => {
    const or = stateEstateTaxPlanning.defaults(facts({ state: "OR", netWorthUsd: 10_000_000 }), tax);
    expect(or.estateAboveStateExemptionUsd?.value).toBe(9_000_000);
    const ma = stateEstateTaxPlanning.defaults(facts({ state: "MA", netWorthUsd: 10_000_000 }), tax);
    expect(ma.estateAboveStateExemptionUsd?.value).toBe(8_000_000);
    const ct = stateEstateTaxPlanning.defaults(facts({ state: "CT", netWorthUsd: 10_000_000 }), tax);
    expect(ct.estateAboveStateExemptionUsd?.assumption).toMatch(/confirm/);
  });

  it("Act 60: 4,000,000 post-move gain × 0.288 = 1,152,000; cost 100,000 + (10,000 + 15,000) a year", () => {
    const x = {
      postMoveGainUsd: 4_000_000,
      capitalGainsRate: 0.288,
      setupCostUsd: 100_000,
      annualDonationUsd: 10_000,
      annualComplianceUsd: 15_000,
      years: 10,
    };
    expect(round(puertoRicoAct60.benefit(x, tax).taxSavings)).toBe(1_152_000);
    expect(puertoRicoAct60.cost(x, tax)).toEqual({ setup: 100_000, annual: 25_000, years: 10 });
  });

  it("trust situs: 240,000 trust income × 0.06 × 10 years = 144,000 state tax avoided", () => {
    const x = {
      trustIncomeUsd: 240_000,
      stateRate: 0.06,
      years: 10,
      migrationCostUsd: 15_000,
      annualTrusteeUsd: 5_000,
    };
    expect(round(trustSitusRelocation.benefit(x, tax).taxSavings)).toBe(144_000);
    expect(trustSitusRelocation.cost(x, tax)).toEqual({ setup: 15_000, annual: 5_000, years: 10 });
  });
});

describe("state and residency eligibility", () => {
  it("state estate tax planning fits in New York and not in Florida, with a reason either way", () => {
    const ny = stateEstateTaxPlanning.eligibility(facts({ state: "NY", netWorthUsd: 12_000_000 }), tax);
    const fl = stateEstateTaxPlanning.eligibility(facts({ state: "FL", netWorthUsd: 12_000_000 }), tax);
    expect(ny.fits).toBe(true);
    expect(fl.fits).toBe(false);
    expect(ny.reasons.join(" ")).toMatch(/NY levies/);
    expect(fl.reasons.join(" ")).toMatch(/no estate or inheritance tax/);
  });
});
