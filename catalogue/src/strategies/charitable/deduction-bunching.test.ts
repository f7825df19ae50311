import { describe, expect, it } from "vitest";
import { taxOn } from "../kit.ts";
import { deductionBunching as bunching } from "./deduction-bunching.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "./lib/household.test-helpers.ts";

const founder = HOUSEHOLDS["New York founder couple with a concentrated position"] ?? {};
const widow = HOUSEHOLDS["76-year-old widow who tithes"] ?? {};

describe("deduction bunching on the household", () => {
  it("in the 37% bracket, 400,000 more of cash gifts saves 400,000 × 0.35 = 140,000 (§68 as amended: 37% less 2/37)", () => {
    const fig = figuresOf(bunching, ctxOf(founder));
    expect(fig.flows.find((f) => f.year === 0 && f.kind === "incomeTax")?.amountUsd).toBeCloseTo(140_000, 0);
  });
  it("the years without gifts cost the 200,000 deduction, less the standard deduction they take instead", () => {
    const ctx = ctxOf(founder);
    const fig = figuresOf(bunching, ctx);
    const off = fig.flows.find((f) => f.year === 1 && f.kind === "incomeTax");
    expect(off?.amountUsd).toBeCloseTo(-taxOn(ctx, { charitableCashUsd: -200_000 }), 6);
    expect(-(off?.amountUsd ?? 0)).toBeLessThan(70_000);
  });
});

describe("deduction bunching eligibility", () => {
  it("fits when the calculator finds a saving; not for the widow, whose bunched gifts still fall under her standard deduction", () => {
    const yes = ctxOf(founder);
    expect(bunching.eligibility(yes.facts, yes).fits).toBe(true);
    const no = ctxOf(widow);
    expect(bunching.eligibility(no.facts, no).fits).toBe(false);
    expect(bunching.answers(no)).toBeNull();
  });
  it("needs stated annual giving", () => {
    const ctx = ctxOf({ ...founder, annualCharitableGivingUsd: null });
    expect(bunching.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(bunching));
});
