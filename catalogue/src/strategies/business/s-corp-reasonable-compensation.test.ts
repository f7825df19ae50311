import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { sCorpReasonableCompensation as s } from "./s-corp-reasonable-compensation.ts";

const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/** A single Texas LLC owner with $150,000 of profit and no other income. */
const owner: Partial<TClientFacts> = {
  netWorthUsd: 900_000,
  primaryAge: 45,
  maritalStatus: "single",
  state: "TX",
  annualIncomeUsd: 150_000,
  ownsBusiness: true,
  businessEntityType: "llc",
};

const saving = (f: Partial<TClientFacts>, profit: number, salary: number) =>
  s
    .effects(
      { businessProfitUsd: profit, reasonableSalaryUsd: salary, years: 1, setupCostUsd: 0, annualComplianceUsd: 0 },
      ctxOf(f),
    )
    .flows.find((x) => x.kind === "incomeTax")?.amountUsd ?? 0;

describe("s-corp-reasonable-compensation: golden arithmetic (2026, Rev. Proc. 2025-32; SSA wage base $184,500)", () => {
  it("profit 150,000, salary 60,000: SE tax 21,194.33 − FICA 9,180 − income-tax difference (19,532.72 − 16,413.30) = 8,894.91 a year", () => {
    // Sole proprietor: SE earnings 150,000 × 0.9235 = 138,525; 12.4% × 138,525 = 17,177.10 and
    // 2.9% × 138,525 = 4,017.23: SE tax 21,194.33, half of it (10,597.16) deductible (§164(f)).
    // The household itemizes nothing here (5% state and local taxes, 7,500, under the 16,100 standard deduction).
    // AGI 139,402.84; QBI 139,402.84 → 20% = 27,880.57, under 20% of taxable income (123,302.84 → 24,660.57),
    // so 24,660.57; taxable 98,642.27: 1,240 + 4,560 + 22% × 48,242.27 = 16,413.30.
    // S corporation: FICA 15.3% × 60,000 = 9,180; employer half 4,590 deducted; distribution 85,410;
    // AGI 145,410; taxable 129,310 before QBI; QBI 20% × 85,410 = 17,082 (under 20% × 129,310);
    // taxable 112,228: 1,240 + 4,560 + 12,166 + 24% × 6,528 = 19,532.72.
    // Saving: 21,194.33 − 9,180 − (19,532.72 − 16,413.30) = 8,894.91.
    expect(saving(owner, 150_000, 60_000)).toBeCloseTo(8_894.91, 1);
  });

  it("California charges its 1.5% S-corporation tax on the distributed profit", () => {
    const tx = saving(owner, 150_000, 60_000);
    const ca = saving({ ...owner, state: "CA" }, 150_000, 60_000);
    expect(ca).toBeLessThan(tx);
  });
});

describe("s-corp-reasonable-compensation: defaults and eligibility", () => {
  const fits = (f: Partial<TClientFacts>) => {
    const ctx = ctxOf(f);
    return s.eligibility(ctx.facts, ctx);
  };
  it("profit 80% of income and salary 40% of profit, named", () => {
    const d = s.defaults(ctxOf(owner));
    expect(d.businessProfitUsd?.value).toBe(120_000);
    expect(d.reasonableSalaryUsd?.value).toBe(48_000);
    expect(d.reasonableSalaryUsd?.assumption).toMatch(/market pay data/);
  });
  it("fits an LLC or sole proprietorship with $100k+ income; an S corporation already has it", () => {
    expect(fits(owner).fits).toBe(true);
    expect(fits({ ...owner, businessEntityType: "s_corp" }).reasons[0]).toMatch(/already an S corporation/);
    expect(fits({ ...owner, businessEntityType: "c_corp" }).fits).toBe(false);
    expect(fits({ ...owner, annualIncomeUsd: 60_000 }).fits).toBe(false);
  });
});

describe("s-corp-reasonable-compensation: the fact it answers", () => {
  it("answers an LLC or sole proprietorship (all profit under self-employment tax), not an S or C corporation or no business", () => {
    expect(s.answers(ctxOf(owner))?.urgency).toBe("client-specific");
    expect(s.answers(ctxOf({ ...owner, businessEntityType: "sole_proprietorship" }))?.reason).toContain(
      "self-employment tax",
    );
    expect(s.answers(ctxOf({ ...owner, businessEntityType: "s_corp" }))).toBeNull();
    expect(s.answers(ctxOf({ ...owner, businessEntityType: "c_corp" }))).toBeNull();
    expect(s.answers(ctxOf({ ...owner, ownsBusiness: false }))).toBeNull();
  });
});
