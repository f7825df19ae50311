import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { ctxOf, WEALTHY_COUPLE, YOUNG_FAMILY } from "./lib/test-households.ts";
import { section529CollegeSavings as s } from "./section-529-college-savings.ts";

describe("section-529-college-savings", () => {
  const ctx = ctxOf(YOUNG_FAMILY);

  it("3% of 150,000 = 4,500 a year over two children (ages 4 and 7, 18 − 5.5 → 13 years): the growth's tax saved over 4 college years", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.variables.find((v) => v.name === "yearlyContributionUsd")?.value).toBe(2_250);
    expect(f.variables.find((v) => v.name === "yearsToCollege")?.value).toBe(13);
    let balance = 0;
    for (let y = 0; y < 13; y++) balance = (balance + 4_500) * (1 + 0.055 - 0.002);
    const growth = balance - 4_500 * 13;
    const saved = f.flows.filter((x) => x.kind === "incomeTax");
    expect(saved.map((x) => x.year)).toEqual([13, 14, 15, 16]);
    expect(saved[0]?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: growth / 4 }), 0);
    expect(f.effects.estate).toBeUndefined();
  });

  it("a basic for minor children, naming their ages; client-specific for grandchildren only", () => {
    expect(s.answers(ctx)).toEqual({ urgency: "basic", reason: expect.stringContaining("ages 4, 7") });
    const grand = ctxOf({ ...WEALTHY_COUPLE });
    expect(s.answers(grand)?.urgency).toBe("client-specific");
  });

  it("a count of children without ages counts for a client of 50 or younger, with the default age; never for an older client", () => {
    const count = ctxOf({ childrenCount: 3, primaryAge: 42, maritalStatus: "married", annualIncomeUsd: 340_000 });
    expect(s.eligibility(count.facts, count).fits).toBe(true);
    expect(evaluateOnHousehold(s, count).variables.find((v) => v.name === "yearsToCollege")?.assumption).toMatch(
      /10 assumed/,
    );
    const older = ctxOf({ childrenCount: 3, primaryAge: 64, annualIncomeUsd: 340_000 });
    expect(s.eligibility(older.facts, older).reasons[0]).toMatch(/no children under 18/);
  });

  it("minimum net worth 0: a basic for any family", () => {
    expect(s.applicableNetWorth).toBe(0);
    expect(s.family).toBe("education-funding");
  });
});
