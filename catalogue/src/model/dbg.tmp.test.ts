import { it } from "vitest";
import { TAX_YEAR_2026 } from "../tax/index.ts";
import { profile } from "./plan.property.test.ts";
import { selectPlan } from "./select.ts";

it("x", () => {
  for (const seed of [143]) {
    const f = profile(seed);
    const { plan, household: h } = selectPlan(f, TAX_YEAR_2026.values);
    console.log(
      seed,
      "NW",
      h.balance.netWorthUsd,
      "inc",
      f.annualIncomeUsd,
      "baseline",
      Math.round(h.baseline.totalTaxUsd),
      "yrs",
      h.yearsToFinalDeath,
    );
    for (const p of plan.recommended)
      console.log("  ", p.strategy.id, p.planFigures.presentValue.netUsd, p.strategy.legacy ? "legacy" : "");
  }
});
