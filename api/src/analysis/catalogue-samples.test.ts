import { checkEligibility, evaluateStrategy, STRATEGIES, TAX_YEAR_2025, TAX_YEAR_2026 } from "@fsa/catalogue";
import { emptyClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./facts/index.ts";
import { loadSampleNotes } from "./samples.ts";

/** The whole catalogue on the facts of every sample note (issue 3 "Tests that must exist"). */
describe("formulas on every sample client", () => {
  const samples = loadSampleNotes().map(([file, text]) => [file, extractFactsByRules(text)] as const);
  const bare = { ...emptyClientFacts(), netWorthUsd: 60_000_000 };
  it.each([...samples, ["no facts but net worth", bare] as const])(
    "%s: every strategy returns finite figures",
    (_f, facts) => {
      for (const tax of [TAX_YEAR_2025.values, TAX_YEAR_2026.values]) {
        for (const s of STRATEGIES) {
          const f = evaluateStrategy(s, facts, tax);
          for (const n of [
            f.grossBenefit,
            f.totalCost,
            f.netBenefit,
            f.netPresentValue,
            f.sensitivity.low.netBenefit,
            f.sensitivity.high.netBenefit,
          ]) {
            expect(Number.isFinite(n), `${s.id} ${tax.year}`).toBe(true);
          }
          expect(f.grossBenefit, s.id).toBeGreaterThanOrEqual(0);
          expect(f.totalCost, s.id).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );

  it("eligibility reasons read as sentences", () => {
    for (const [, facts] of samples) {
      for (const s of STRATEGIES) {
        const r = checkEligibility(s, facts, TAX_YEAR_2026.values);
        expect(r.reasons.length, s.id).toBeGreaterThan(0);
        for (const reason of r.reasons) expect(reason, s.id).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
      }
    }
  });
});
