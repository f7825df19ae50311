import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { RETIREMENT } from "./index.ts";

/*
 * Property test over seeded pseudo-random households (mulberry32, a fixed seed, so a failure
 * reproduces): every retirement strategy returns finite figures on any household; an estate saving
 * never exceeds the estate tax the household would owe without planning; where a strategy fits,
 * its present-value net benefit is no more than the household's net worth.
 */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function household(r: () => number): TClientFacts {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const money = (max: number) => (r() < 0.2 ? null : Math.round(r() ** 2 * max));
  const age = pick([null, 30, 45, 55, 60, 62, 66, 70, 74, 80, 88]);
  return {
    ...emptyClientFacts(),
    maritalStatus: pick(["married", "single", "partnered", "widowed", "divorced"] as const),
    primaryAge: age,
    spouseAge: age === null ? null : Math.max(25, age + pick([-8, -2, 0, 3])),
    childrenAges: pick([[], [4, 9], [17, 21]]),
    state: pick([null, "CA", "NY", "TX", "FL", "MA"]),
    netWorthUsd: money(40_000_000),
    annualIncomeUsd: money(2_000_000),
    annualSpendingUsd: money(400_000),
    retirementAccountsUsd: money(5_000_000),
    taxableInvestmentsUsd: money(10_000_000),
    cashUsd: money(500_000),
    isRetired: pick([null, true, false]),
    plannedRetirementAge: pick([null, 60, 65]),
    ownsBusiness: r() < 0.3,
    hasEmployerPlan: r() < 0.5,
    hasEmployerStockInPlan: r() < 0.2,
    employerStockInPlanUsd: money(2_000_000),
    hasInheritedIra: r() < 0.2,
    hasPension: r() < 0.2,
    riskTolerance: pick([null, "conservative", "moderate", "aggressive"] as const),
  };
}

describe("retirement strategies on random households", () => {
  it("give finite figures, estate savings within the baseline and a net benefit within net worth", () => {
    const r = rng(20_260_413);
    for (let i = 0; i < 16; i++) {
      const facts = household(r);
      const ctx = { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
      for (const s of RETIREMENT) {
        const f = evaluateOnHousehold(s, ctx);
        const where = `${s.id} on ${JSON.stringify(facts)}`;
        for (const x of f.flows) expect(Number.isFinite(x.amountUsd), where).toBe(true);
        for (const x of Object.values(f.presentValue)) expect(Number.isFinite(x), where).toBe(true);
        expect(Number.isFinite(f.sensitivity.low.netBenefit) && Number.isFinite(f.sensitivity.high.netBenefit)).toBe(
          true,
        );
        expect(f.estate?.savingUsd ?? 0, where).toBeLessThanOrEqual(ctx.household.baseline.totalTaxUsd + 1);
        expect(s.answers(ctx) === null || typeof s.answers(ctx)?.reason === "string").toBe(true);
        if (checkStrategy(s, ctx).fits) {
          expect(f.presentValue.netUsd, where).toBeLessThanOrEqual(Math.max(1, ctx.household.balance.netWorthUsd));
        }
      }
    }
  }, 120_000);
});
