import {
  buildHousehold,
  CATALOGUE,
  checkStrategy,
  evaluateOnHousehold,
  TAX_YEAR_2025,
  TAX_YEAR_2026,
} from "@fsa/catalogue";
import { emptyClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { extractFactsByRules } from "./facts/index.ts";
import { loadSampleNotes } from "./samples.ts";

/** The whole catalogue on the facts of every sample note, under 2025 and 2026 law. */
describe("the catalogue on every sample client", () => {
  const samples = loadSampleNotes().map(([file, text]) => [file, extractFactsByRules(text, 2026)] as const);
  const bare = { ...emptyClientFacts(), netWorthUsd: 60_000_000 };
  it.each([...samples, ["no facts but net worth", bare] as const])(
    "%s: every strategy returns finite figures, costs and benefits that add up",
    (_f, facts) => {
      for (const tax of [TAX_YEAR_2025.values, TAX_YEAR_2026.values]) {
        const ctx = { facts, household: buildHousehold(facts, tax) };
        for (const s of CATALOGUE) {
          const f = evaluateOnHousehold(s, ctx);
          for (const n of [
            f.presentValue.netUsd,
            f.presentValue.benefitUsd,
            f.presentValue.costUsd,
            f.sensitivity.low.netBenefit,
            f.sensitivity.high.netBenefit,
          ]) {
            expect(Number.isFinite(n), `${s.id} ${tax.year}`).toBe(true);
          }
          expect(f.presentValue.benefitUsd, s.id).toBeGreaterThanOrEqual(0);
          expect(f.presentValue.costUsd, s.id).toBeGreaterThanOrEqual(0);
          expect(f.presentValue.netUsd, s.id).toBe(f.presentValue.benefitUsd - f.presentValue.costUsd);
        }
      }
    },
  );

  it("eligibility reasons read as sentences", () => {
    for (const [, facts] of samples) {
      const ctx = { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
      for (const s of CATALOGUE) {
        const r = checkStrategy(s, ctx);
        expect(r.reasons.length, s.id).toBeGreaterThan(0);
        for (const reason of r.reasons) expect(reason, s.id).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
      }
    }
  });
});
