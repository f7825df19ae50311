import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { Strategy, StrategyContext } from "../../model/strategy.ts";
import { URGENCY_ORDER } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { STATE_INTERNATIONAL } from "../state-international/index.ts";
import { PROTECTION } from "./index.ts";

/*
 * Properties of every protection and international strategy over seeded pseudo-random households
 * (mulberry32, fixed seed, so a failure reproduces): finite figures, an estate saving never above
 * the tax the household would owe without planning, a present-value net benefit not above the
 * net worth, protection never negative, eligibility reasons that read as sentences.
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

const STATES = [null, "FL", "TX", "NY", "CA", "NV", "MA", "WA", "VA", "IL"] as const;
const MARITAL = [null, "married", "single", "partnered", "widowed", "divorced", "separated"] as const;

function randomFacts(r: () => number): TClientFacts {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const maybe = <T>(x: T): T | null => (r() < 0.25 ? null : x);
  const money = (max: number) => Math.round(r() ** 2 * max);
  const age = maybe(25 + Math.floor(r() * 70));
  const marital = pick(MARITAL);
  const children = Math.floor(r() * 4);
  return {
    ...emptyClientFacts(),
    netWorthUsd: maybe(money(120_000_000)),
    primaryAge: age,
    spouseAge: marital === "married" || marital === "partnered" ? maybe(25 + Math.floor(r() * 70)) : null,
    maritalStatus: marital,
    childrenCount: children,
    childrenAges: r() < 0.5 ? Array.from({ length: children }, () => Math.floor(r() * 30)) : [],
    grandchildrenCount: Math.floor(r() * 5),
    state: pick(STATES),
    annualIncomeUsd: maybe(money(5_000_000)),
    retirementAccountsUsd: maybe(money(8_000_000)),
    taxableInvestmentsUsd: maybe(money(40_000_000)),
    cashUsd: maybe(money(3_000_000)),
    realEstateUsd: maybe(money(20_000_000)),
    primaryResidenceUsd: maybe(money(5_000_000)),
    hasInvestmentRealEstate: r() < 0.3,
    ownsBusiness: r() < 0.3,
    businessEntityType: pick([null, "c_corp", "s_corp", "llc", "professional_corporation"] as const),
    businessValueUsd: maybe(money(50_000_000)),
    businessOwnershipShare: maybe(Math.round(r() * 100) / 100),
    hasProfessionalLiability: r() < 0.2,
    hasLifeInsurance: r() < 0.3,
    lifeInsuranceDeathBenefitUsd: maybe(money(10_000_000)),
    hasNonUsAssets: r() < 0.2,
    isImmigrating: r() < 0.1,
    spouseIsUsCitizen: pick([null, true, false] as const),
    isRetired: pick([null, true, false] as const),
    isIlliquid: r() < 0.2,
    riskTolerance: pick([null, "conservative", "moderate", "aggressive"] as const),
    plannedRetirementAge: maybe(55 + Math.floor(r() * 15)),
    goals: r() < 0.1 ? ["renounce US citizenship"] : [],
  };
}

const ALL: readonly Strategy[] = [...PROTECTION, ...STATE_INTERNATIONAL];

describe("protection and international strategies on random households", () => {
  const r = rng(20_261_126);
  const households: StrategyContext[] = Array.from({ length: 60 }, () => {
    const facts = randomFacts(r);
    return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
  });

  it.each(ALL.map((s) => [s.id, s] as const))("%s: finite, bounded figures and sentence reasons", (_id, s) => {
    for (const ctx of households) {
      const f = evaluateOnHousehold(s, ctx);
      for (const x of [
        f.presentValue.netUsd,
        f.presentValue.costUsd,
        f.sensitivity.low.netBenefit,
        f.sensitivity.high.netBenefit,
      ])
        expect(Number.isFinite(x)).toBe(true);
      expect(f.presentValue.costUsd).toBeGreaterThanOrEqual(0);
      if (f.estate) expect(f.estate.savingUsd).toBeLessThanOrEqual(Math.round(ctx.household.baseline.totalTaxUsd) + 1);
      // The bound for a plan (40% of net worth + 5 × income) with room for one strategy alone.
      const income = ctx.facts.annualIncomeUsd ?? 0;
      expect(f.presentValue.netUsd).toBeLessThanOrEqual(
        Math.max(ctx.household.balance.netWorthUsd, ctx.household.balance.totalAssetsUsd, 1_000_000) + 5 * income,
      );
      if (f.protection) expect(f.protection.amountUsd).toBeGreaterThanOrEqual(0);
      const e = checkStrategy(s, ctx);
      expect(e.reasons.length).toBeGreaterThan(0);
      for (const reason of e.reasons) expect(reason).toMatch(/^[A-Z0-9§$"(].*[.!?)]$/s);
      const a = s.answers(ctx);
      if (a) {
        expect(URGENCY_ORDER).toContain(a.urgency);
        expect(a.reason).toMatch(/^[A-Z].*[.)]$/s);
      }
    }
  });

  it("only a legal marriage opens tenancy by the entirety, survivorship cover and a QDOT", () => {
    const married = ALL.filter((s) =>
      ["tenancy-by-entirety", "survivorship-life-insurance", "qualified-domestic-trust"].includes(s.id),
    );
    for (const ctx of households.filter((c) => c.facts.maritalStatus === "partnered")) {
      for (const s of married) expect(checkStrategy(s, ctx).fits).toBe(false);
    }
  });
});
