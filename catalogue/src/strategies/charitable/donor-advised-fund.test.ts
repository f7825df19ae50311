import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { donorAdvisedFund as daf } from "./donor-advised-fund.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};

describe("DAF on the household", () => {
  const ctx = ctxOf(founder);
  const fig = figuresOf(daf, ctx);
  const flow = (year: number, prefix: string) => fig.flows.find((f) => f.year === year && f.label.startsWith(prefix));

  it("three years of the stated 200,000 of giving = 600,000, funded with shares of basis 600,000 × 60% = 360,000", () => {
    expect(fig.variables.find((v) => v.name === "contributionUsd")?.value).toBe(600_000);
    expect(fig.variables.find((v) => v.name === "basisUsd")?.value).toBe(360_000);
    const givingYears = fig.variables.find((v) => v.name === "givingYears")?.value ?? 0;
    // One contribution of 600,000 per three-year cycle, repeated for the years of giving.
    expect(fig.payoutUsd).toBe(600_000 * Math.floor(givingYears / 3));
  });

  it("the cycle repeats: year 3 deducts the next contribution as year 0 did", () => {
    const year3 = fig.flows.find((f) => f.year === 3 && f.label.startsWith("income tax change"));
    expect(year3?.amountUsd).toBeCloseTo(flow(0, "income tax change")?.amountUsd ?? Number.NaN, 6);
  });

  it("year 0: 600,000 of stock deducted instead of the 200,000 cash gift, in one calculator computation", () => {
    expect(flow(0, "income tax change")?.amountUsd).toBeCloseTo(
      -taxOn(ctx, { charitableCashUsd: -200_000, charitableCapitalGainPropertyUsd: 600_000 }),
      6,
    );
  });

  it("grant years 1 and 2: no direct gift, so the 200,000 cash deduction is lost each year", () => {
    for (const y of [1, 2])
      expect(flow(y, "income tax change")?.amountUsd).toBeCloseTo(-taxOn(ctx, { charitableCashUsd: -200_000 }), 6);
  });

  it("the gain 600,000 − 360,000 = 240,000 on the shares is not taxed; fee 0.6% of the 400,000 left after year 1 = 2,400", () => {
    expect(flow(0, "capital-gains tax avoided")?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: 240_000 }), 6);
    expect(flow(1, "sponsor's fee")?.amountUsd).toBeCloseTo(-2_400, 6);
  });
});

describe("DAF defaults, eligibility and relevance", () => {
  it("cash when no appreciated stock is mentioned", () => {
    const fig = figuresOf(daf, ctxOf({ ...founder, hasConcentratedStock: false }));
    expect(fig.variables.find((v) => v.name === "stockShare")?.value).toBe(0);
  });
  it("fits a charitable client with stock or income of 150,000+, not a client without charitable intent", () => {
    const yes = ctxOf(founder);
    expect(daf.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf({ ...founder, hasCharitableIntent: false, annualCharitableGivingUsd: null });
    expect(daf.eligibility(no.facts, no).fits).toBe(false);
    expect(daf.answers(no)).toBeNull();
  });
  it("belongs to the charitable-vehicle family", () => expect(daf.family).toBe("charitable-vehicle"));
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(daf));
});
