import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { familyInstallmentSale as s } from "./family-installment-sale.ts";
import { ctxOf, FOUNDER } from "./lib/test-households.ts";

describe("family-installment-sale", () => {
  const ctx = ctxOf(FOUNDER);
  const n = ctx.household.yearsToFinalDeath;

  it("sale 10,000,000 (basis 6,000,000) over 9 years: tax on 4,000,000 ÷ 9 of gain each year; removed 10,000,000 × (1.05^44 − 1.0383^44)", () => {
    const f = evaluateOnHousehold(s, ctx);
    const gainTax = f.flows.filter((x) => x.label.startsWith("seller's capital-gains tax"));
    expect(gainTax).toHaveLength(9);
    expect(gainTax[0]?.amountUsd).toBeCloseTo(-taxOn(ctx, { longTermGainUsd: 4_000_000 / 9 }), 0);
    expect(f.effects.estate?.removedUsd).toBeCloseTo(10_000_000 * (1.05 ** n - 1.0383 ** n), -1);
  });

  it("interest is taxed (less the yield forgone) but is not a benefit; the children's basis is the price", () => {
    const f = evaluateOnHousehold(s, ctx);
    const first = f.flows.find((x) => x.label.startsWith("seller's extra income tax"));
    expect(first?.amountUsd).toBeCloseTo(
      -(taxOn(ctx, { ordinaryUsd: 10_000_000 * 0.0383 }) - taxOn(ctx, { longTermGainUsd: 10_000_000 * 0.02 })),
      0,
    );
    expect(f.flows.some((x) => x.kind === "income" || x.kind === "interest")).toBe(false);
  });

  it("needs a business and children; estate tax is not required (succession is its purpose)", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...FOUNDER, childrenCount: 0 });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
  });
});
