import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { gstExemptionAllocation as s } from "./gst-exemption-allocation.ts";
import { ctxOf, partnered, TAX, WEALTHY_COUPLE } from "./lib/test-households.ts";

describe("gst-exemption-allocation", () => {
  const ctx = ctxOf(WEALTHY_COUPLE);

  it("an add-on: no estate change, the review's 5,000 as the only flow, the exemption reported as protection (2 × $15,000,000, IRC §2631(c))", () => {
    const f = evaluateOnHousehold(s, ctx);
    expect(f.effects.estate).toBeUndefined();
    expect(f.estate).toBeNull();
    expect(f.flows).toEqual([expect.objectContaining({ year: 0, amountUsd: -5_000 })]);
    expect(f.protection?.amountUsd).toBe(2 * TAX.gstExemption);
    expect(s.family).toBeUndefined();
  });

  it("one transferor's exemption for an unmarried couple", () => {
    expect(evaluateOnHousehold(s, ctxOf(partnered(WEALTHY_COUPLE))).protection?.amountUsd).toBe(TAX.gstExemption);
  });

  it("basic with grandchildren and federal estate tax; does not fit without grandchildren", () => {
    expect(s.answers(ctx)?.urgency).toBe("basic");
    expect(s.eligibility(ctx.facts, ctx).fits).toBe(true);
    const none = ctxOf({ ...WEALTHY_COUPLE, grandchildrenCount: null });
    expect(s.eligibility(none.facts, none).fits).toBe(false);
    expect(s.answers(none)).toBeNull();
  });
});
