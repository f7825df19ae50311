import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { taxOn } from "../kit.ts";
import { grantorTrustSwapPower as s } from "./grantor-trust-swap-power.ts";
import { ctxOf, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("grantor-trust-swap-power", () => {
  const facts = {
    ...WEALTHY_COUPLE,
    primaryAge: 80,
    spouseAge: 78,
    hasLowBasisStock: true,
    estateDocuments: ["irrevocable_trust" as const],
  };
  const ctx = ctxOf(facts);
  const n = ctx.household.yearsToFinalDeath;

  it("7,500,000 swapped (a quarter of investments): heirs' tax avoided on 7,500,000 × 1.055^n − 7,500,000 × 0.6 at the final death; no estate change", () => {
    const f = evaluateOnHousehold(s, ctx);
    const gain = 7_500_000 * 1.055 ** n - 7_500_000 * 0.6;
    const heirs = f.flows.find((x) => x.kind === "heirsTax");
    expect(heirs?.year).toBe(n);
    expect(heirs?.amountUsd).toBeCloseTo(taxOn(ctx, { longTermGainUsd: gain }), 0);
    expect(f.effects.estate).toBeUndefined();
  });

  it("needs an existing irrevocable trust in the notes", () => {
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...facts, estateDocuments: [] });
    expect(s.eligibility(none.facts, none).reasons[0]).toMatch(/mention none/);
    expect(s.answers(ctx)?.urgency).toBe("client-specific");
    expect(s.answers(none)).toBeNull();
  });
});
