import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { IRMAA_2026, irmaaFor } from "../../tax/retirement.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, requires, risk, round, step, yearly } from "../kit.ts";
import { agiWith, drawdown, irmaaSurcharge, retirementIncome, yearBase, yearsToRetirement } from "./lib/shared.ts";

/**
 * Income that can be moved between years or sources without changing what the household spends
 * (timing of gains, Roth or taxable withdrawals instead of IRA withdrawals, QCDs), as a share of
 * MAGI: 10%. An assumption: below the next IRMAA tier by more than that is out of reach.
 */
const MOVABLE_SHARE = 0.1;

/**
 * Share of the first RMD that Roth conversions (or a QLAC) in the years before the required
 * beginning date can take out of it: 50%, when those years are at least two. An assumption, the
 * subject of the conversion strategies that size it.
 */
const RMD_MOVABLE_SHARE = 0.5;

/** The first look-back year for Medicare at 65: premiums of year p use MAGI of year p − 2 (42 CFR §418.1135). */
const lookBackYear = (ctx: StrategyContext) => Math.max(0, 65 - ctx.household.primary.age - 2);

/** MAGI of the household in the first look-back year (the retirement return once retired). */
function magiBeforeRmds(ctx: StrategyContext): number {
  const retire = yearsToRetirement(ctx).value;
  return agiWith(ctx, yearBase(ctx, lookBackYear(ctx), retire, retirementIncome(ctx).value));
}

/** The first year of required distributions as firstRmd gives it, per household (eligibility asks several times). */
const firstRmdOf = new WeakMap<object, FirstRmd>();

/** The first year of required distributions: years from now, its RMD and its MAGI (USD). */
interface FirstRmd {
  years: number;
  rmdUsd: number;
  magiUsd: number;
}

/** The first year of required distributions (zeros without a balance), computed once per household. */
function firstRmd(ctx: StrategyContext): FirstRmd {
  const known = firstRmdOf.get(ctx.household);
  if (known) return known;
  const value = drawFirstRmd(ctx);
  firstRmdOf.set(ctx.household, value);
  return value;
}

/**
 * The first year of required distributions and its MAGI: the retirement return plus that year's RMD on
 * the stated retirement accounts (all assumed pre-tax), grown at the portfolio rate to it
 * (drawdown: Uniform Lifetime Table, the RMD start year by birth year, IRC §401(a)(9)(C)(v)).
 * Zeros when no balance is stated.
 */
function drawFirstRmd(ctx: StrategyContext): FirstRmd {
  const h = ctx.household;
  const balance = ctx.facts.retirementAccountsUsd ?? 0;
  if (balance <= 0) return { years: 0, rmdUsd: 0, magiUsd: 0 };
  const first = Math.max(0, Math.ceil(h.rmdStartYear) - h.year);
  const d = drawdown(ctx, {
    balanceUsd: balance,
    growthRate: portfolioGrowth(ctx).value,
    retireInYears: yearsToRetirement(ctx).value,
    retirementIncomeUsd: retirementIncome(ctx).value,
    years: first + 1,
  });
  const y = d.years[first];
  return { years: first, rmdUsd: y?.rmdUsd ?? 0, magiUsd: y?.magiUsd ?? 0 };
}

/**
 * MAGI in the Medicare years: the higher of the first look-back year's and the first RMD year's
 * (required distributions on a large pre-tax balance are what push most retirees into the tiers).
 */
function magiOf(ctx: StrategyContext): number {
  return Math.max(magiBeforeRmds(ctx), firstRmd(ctx).magiUsd);
}

/**
 * MAGI that can be moved out of a Medicare look-back year without changing what the household
 * spends, USD: MOVABLE_SHARE of MAGI, plus the charitable giving a QCD can take out of income from
 * 70½ (IRC §408(d)(8), up to the annual limit) when the client gives and will be 70½ by then.
 */
function movableMagi(ctx: StrategyContext, magiUsd: number): number {
  const h = ctx.household;
  const giving = Math.max(0, ctx.facts.annualCharitableGivingUsd ?? 0);
  const qcd = h.primary.age + lookBackYear(ctx) >= 71 ? Math.min(giving, h.tax.qcdAnnualLimit) : 0;
  // Conversions before the required beginning date shrink the RMD that drives the MAGI.
  const rmd = firstRmd(ctx);
  const converted = rmd.years >= 2 && rmd.magiUsd >= magiUsd ? RMD_MOVABLE_SHARE * rmd.rmdUsd : 0;
  return MOVABLE_SHARE * magiUsd + qcd + converted;
}

/** MAGI reduction that drops the household one IRMAA tier: to the lower tier's upper bound (joint or individual). */
function reductionToLowerTier(ctx: StrategyContext, magiUsd: number): number {
  const h = ctx.household;
  const r = irmaaFor(Math.min(h.year, 2026), magiUsd, h.filingStatus);
  if (r.tier === 0) return 0;
  const list =
    h.filingStatus === "married_joint"
      ? IRMAA_2026.joint
      : h.filingStatus === "married_separate"
        ? IRMAA_2026.marriedSeparate
        : IRMAA_2026.individual;
  const bound = list[r.tier - 1]?.magiUpToUsd ?? 0;
  // Tier 0 includes its bound; higher tiers end just below theirs.
  return Math.max(0, magiUsd - bound + (r.tier - 1 === 0 ? 0 : 1));
}

/**
 * Medicare IRMAA planning (Social Security Act §1839(i), §1860D-13(a)(7)). Minimum net worth
 * 1,000,000.
 *
 * Part B and D premiums rise in tiers with MAGI of two years earlier, by filing status (the joint
 * tiers for a married couple filing jointly, the individual tiers otherwise; 42 CFR §418.1115,
 * §418.1135). Where MAGI in the Medicare years is within reach of the next lower tier, income is
 * moved to keep it below: each premium year from 65 to the client's assumed death,
 *   + surcharge(MAGI) − surcharge(MAGI − magiReductionUsd), per person on Medicare;
 * today's (2026) tiers and income stand in for later years (an assumption). The tax effect of
 * moving income between years is not counted (it is the subject of the withdrawal strategies).
 */
export const medicareIrmaaPlanning = defineStrategy({
  id: "medicare-irmaa-planning",
  name: "Medicare IRMAA Surcharge Planning",
  category: "Tax Planning",
  description:
    "Income two years before each Medicare year is managed (QCDs, Roth timing, gain timing, appeals after life events) to stay under the income-related surcharge tiers on Part B and D premiums, which are set by filing status.",
  benefitCalculation: {
    type: "flat",
    formula:
      "Σ Medicare years [IRMAA surcharge at magiUsd − IRMAA surcharge at (magiUsd − magiReductionUsd)] × people on Medicare, from medicareStartYears",
    variables: ["magiUsd", "magiReductionUsd", "medicareStartYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "planningCostUsd each Medicare year",
    variables: ["planningCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["two_year_lookback", "form_ssa_44_appeals"],
  sources: [
    "Social Security Act §1839(i), §1860D-13(a)(7) (42 U.S.C. §1395r(i), §1395w-113(a)(7))",
    "42 CFR §418.1115 (tiers), §418.1135 (two-year look-back), §418.1205 (life-changing events)",
    "CMS fact sheet, 2026 Medicare Parts A & B premiums and deductibles",
  ],
  domain: "retirement",
  variables: {
    magiUsd: { unit: "USD", description: "MAGI in the look-back years before Medicare premiums." },
    magiReductionUsd: { unit: "USD", description: "MAGI moved out of each look-back year to drop one tier." },
    medicareStartYears: { unit: "years", description: "Years from now to the first Medicare premium year." },
    planningCostUsd: { unit: "USD", description: "Income planning each year." },
  },
  defaults(ctx) {
    const magi = round(magiOf(ctx));
    const reduction = round(reductionToLowerTier(ctx, magi));
    const start = lookBackYear(ctx) + 2;
    return {
      magiUsd: fixed(
        magi,
        `${formatUsd(magi)}: AGI of the household's ${lookBackYear(ctx) >= yearsToRetirement(ctx).value ? "retirement" : "current"} return (today's law and income, an assumption)`,
      ),
      magiReductionUsd: fixed(
        reduction,
        reduction > 0
          ? `${formatUsd(reduction)}: brings MAGI to the top of the next lower tier (${ctx.household.filingStatus === "married_joint" ? "joint" : "individual"} tiers, CMS 2026)`
          : "0: MAGI is in the first tier, with no surcharge",
      ),
      medicareStartYears: fixed(
        start,
        start === 2
          ? "2: the first premium year two years after this one"
          : `${start} years, to the first premium year at 65`,
      ),
      planningCostUsd: fixed(200, "income planning about $200 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const start = Math.max(0, Math.round(v.medicareStartYears));
    const end = h.primary.deathYear - h.year;
    const flows = [];
    for (let p = start; p < end; p++) {
      const saved = irmaaSurcharge(ctx, v.magiUsd, p) - irmaaSurcharge(ctx, v.magiUsd - v.magiReductionUsd, p);
      if (saved >= 1) flows.push(at(p, saved, "premium", "Medicare IRMAA surcharge avoided (one tier lower)"));
    }
    flows.push(
      ...yearly(-v.planningCostUsd, Math.max(0, start - 2), end - 3, "cost", "income planning against the IRMAA tiers"),
    );
    return { flows };
  },
  sensitivity: {
    variable: "magiReductionUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Income moved half / base / 1.5×",
  },
  eligibility: allOf(
    requires.ageAtLeast(63, "IRMAA looks back two years from Medicare at 65"),
    check(
      (ctx) => reductionToLowerTier(ctx, magiOf(ctx)) > 0,
      (ctx) => `MAGI of ${formatUsd(magiOf(ctx))} is above the first IRMAA tier for the household's filing status.`,
      "MAGI is within the first IRMAA tier, so there is no surcharge to avoid.",
    ),
    check(
      (ctx) => {
        const magi = magiOf(ctx);
        return reductionToLowerTier(ctx, magi) <= movableMagi(ctx, magi);
      },
      (ctx) => {
        const magi = magiOf(ctx);
        return `The next lower tier is ${formatUsd(reductionToLowerTier(ctx, magi))} away, within the income that can be moved (10% of MAGI, QCDs of the household's giving from 70½, and half of a first RMD that conversions before it can shrink).`;
      },
      "The next lower tier is further away than the income that can usually be moved (10% of MAGI, QCDs of the giving, half of a first RMD still years away).",
    ),
  ),
  answers(ctx) {
    const h = ctx.household;
    if (h.primary.ageAssumed || h.primary.age < 63) return null;
    const magi = magiOf(ctx);
    const reduction = reductionToLowerTier(ctx, magi);
    if (reduction <= 0) return null;
    return {
      urgency: "client-specific",
      reason: `The client is ${h.primary.age} with MAGI of about ${formatUsd(magi)}, ${formatUsd(reduction)} above the next lower Medicare IRMAA tier.`,
    };
  },
  timeline: "Annually, with the two-year look-back in mind",
  keyBenefits: [
    "Lower Medicare premiums",
    "Appeals after retirement or other life-changing events",
    "Coordinates with Roth, QCD and gain timing",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "medicare", "income", "taxes", "premium"],
  explanation: {
    overview:
      "Medicare Part B and D premiums rise in steps with MAGI from two years earlier, using tiers that differ for joint and individual filers; one dollar over a threshold costs the whole step for each spouse on Medicare. Timing gains, IRA withdrawals and Roth conversions, and using QCDs, keeps MAGI below a threshold; after retirement or another life-changing event the surcharge can be appealed on Form SSA-44.",
    keyComponents: ["MAGI two years prior", "Tier thresholds by filing status", "Form SSA-44 appeal"],
    steps: [
      step("Project", "Project MAGI for the next two years against the tiers.", "Each third quarter", ["Projection"]),
      step("Adjust", "Time conversions, gains and withdrawals; use QCDs from 70½.", "Each fourth quarter", [
        "Trade plan",
      ]),
      step(
        "Appeal",
        "After retirement, divorce or a spouse's death, file SSA-44 with the new income.",
        "On the event",
        ["Form SSA-44"],
      ),
    ],
    prerequisites: ["Age 63 or more", "Income near a tier threshold"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Fewer surprises in premiums"],
    taxAdvantages: ["Lower surcharges, which are not deductible for most retirees unless itemised as medical costs"],
    risks: [
      risk(
        "Cliff effects",
        "Tiers are cliffs; an unexpected gain can cross one.",
        "Keep a margin under each threshold.",
      ),
      risk("Indexed tiers", "Thresholds change each year.", "Re-check the tiers each autumn."),
    ],
    marketRisks: ["Fund distributions of capital gains can raise MAGI unexpectedly"],
    regulatoryConsiderations: ["Thresholds indexed yearly", "Married filing separately has its own, harsher tiers"],
    liquidityConsiderations: "None: the strategy moves income, not assets.",
    alternatives: [
      { strategy: "qualified-charitable-distribution", whyNotChosen: "Lowers MAGI through giving, from 70½." },
      { strategy: "roth-conversion-low-bracket-years", whyNotChosen: "Raises MAGI now to lower it later." },
    ],
    uniqueAdvantages: ["A direct cash saving every retirement year"],
    successMetrics: [metric("IRMAA tier", "The lowest reachable", "Annually")],
    qualitativeIndicators: ["The client reviews income timing with the adviser each autumn"],
    warningSignals: ["Large gains or conversions planned without a tier check", "Premium notices above the standard"],
    reviewSchedule: "Each autumn.",
    exitStrategy: "Not applicable: income planning can stop in any year.",
  },
});
