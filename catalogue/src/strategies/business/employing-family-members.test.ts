import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { employingFamilyMembers as s } from "./employing-family-members.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A married Texas sole proprietor earning $200,000 with one child of 15. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 1_500_000,
  primaryAge: 45,
  maritalStatus: "married",
  state: "TX",
  annualIncomeUsd: 200_000,
  ownsBusiness: true,
  businessEntityType: "sole_proprietorship",
  childrenCount: 1,
  childrenAges: [15],
};

const v = { wagesPerChildUsd: 16_100, workStartAge: 14, workEndAge: 21, years: 20, payrollAdministrationUsd: 600 };

describe("employing-family-members: golden arithmetic (2026 joint brackets; SSA wage base $184,500)", () => {
  it("16,100 of wages to a 15-year-old: 22% × 16,100 = 3,542 income tax + 2,250.06 SE tax saved; no FICA under 18", () => {
    // Parents: taxable 200,000 − 32,200 = 167,800, in the 22% bracket (100,800–211,400) both ways.
    // SE tax: earnings 184,700 → 12.4% × 184,500 + 2.9% × 184,700 = 28,234.30; after the wages
    // 183,900 × 0.9235 = 169,831.65 → 15.3% = 25,984.24; saved 2,250.06. §3121(b)(3)(A): no FICA.
    const flows = s.effects(v, ctxOf(owner)).flows;
    const first = flows.filter((f) => f.year === 0);
    expect(first.find((f) => f.kind === "incomeTax")?.amountUsd).toBeCloseTo(5_792.06, 1);
    expect(first.filter((f) => f.label.startsWith("Social Security"))).toEqual([]);
  });

  it("from 18 the child's wages bear FICA of 15.3% × 16,100 = 2,463.30; employment ends after 21", () => {
    const flows = s.effects(v, ctxOf(owner)).flows;
    expect(flows.find((f) => f.year === 3 && f.label.startsWith("Social Security"))?.amountUsd).toBeCloseTo(
      -2_463.3,
      2,
    );
    expect(Math.max(...flows.map((f) => f.year))).toBe(6);
  });

  it("an S corporation owes FICA at every age and saves no SE tax", () => {
    const flows = s.effects(v, ctxOf({ ...owner, businessEntityType: "s_corp" })).flows;
    expect(flows.find((f) => f.year === 0 && f.label.startsWith("Social Security"))?.amountUsd).toBeCloseTo(
      -2_463.3,
      2,
    );
    expect(flows.find((f) => f.year === 0 && f.kind === "incomeTax")?.amountUsd).toBeCloseTo(3_542, 2);
  });
});

describe("employing-family-members: eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("fits school-age children of a pass-through owner; unstated ages use the model's default", () => {
    expect(fits(owner).fits).toBe(true);
    const r = fits({ ...owner, childrenAges: [], childrenCount: 2 });
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/ages not stated/);
  });
  it("does not fit a C corporation, adult children, no children or a retired owner", () => {
    expect(fits({ ...owner, businessEntityType: "c_corp" }).fits).toBe(false);
    expect(fits({ ...owner, childrenAges: [30, 27], childrenCount: 2 }).reasons[0]).toMatch(/past college age/);
    expect(fits({ ...owner, childrenAges: [], childrenCount: null }).fits).toBe(false);
    expect(fits({ ...owner, isRetired: true }).fits).toBe(false);
  });
});
