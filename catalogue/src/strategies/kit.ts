import { formatUsd, type TClientFacts } from "@fsa/shared";
import { DEFAULT_CHILD_AGE, UNREALISED_GAIN_SHARE } from "../model/assumptions.ts";
import type { Household, IncomeTaxDelta } from "../model/household.ts";
import type { CashFlow, StrategyContext } from "../model/strategy.ts";
import { federalIncomeTax, type IncomeTaxInput } from "../tax/federal-income-tax.ts";
import { STATE_INCOME_TAX_STATES, stateIncomeTax } from "../tax/state-income-tax.ts";
import type { EligibilityResult, ExplanationContent, VariableValue } from "../types.ts";

/**
 * The one kit of helpers every strategy file uses (issue #13 item 6): defaults read from the
 * household model (so an unstated fact has one documented default, in model/assumptions.ts),
 * cash-flow builders, the real tax calculator's marginal effects, and the explanation builders.
 * A strategy file imports from here, never from another strategy.
 */

/** A default with its assumption in words. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** Whole dollars. */
export const round = (x: number): number => Math.round(x);

/** Clamp to [min, max]. */
export const clamp = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));

/** The client's age, with the assumption when the notes do not give it. */
export function ageOf(ctx: StrategyContext): VariableValue {
  const p = ctx.household.primary;
  return fixed(p.age, p.ageAssumed ? `${p.age} (age not stated; the model's default)` : `${p.age}, as stated`);
}

/** Years until the final death the household model assumes. */
export function yearsToEstate(ctx: StrategyContext): VariableValue {
  const h = ctx.household;
  return fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years, to the final death the household model assumes`);
}

/** Years from now to an age of the client (at least `min`). */
export function yearsToAge(ctx: StrategyContext, toAge: number, min = 1): VariableValue {
  const p = ctx.household.primary;
  const years = Math.max(min, toAge - p.age);
  return fixed(years, `${years} years, to age ${toAge}${p.ageAssumed ? " (age not stated; the model's default)" : ""}`);
}

/** Portfolio growth of the household (by risk tolerance), decimal. */
export function portfolioGrowth(ctx: StrategyContext): VariableValue {
  const g = ctx.household.growth.portfolio;
  return fixed(g, `${(g * 100).toFixed(1)}% a year (${ctx.facts.riskTolerance ?? "moderate"} portfolio)`);
}

/** Growth of the business interest, decimal. */
export const businessGrowth = (ctx: StrategyContext): VariableValue =>
  fixed(
    ctx.household.growth.business,
    `${(ctx.household.growth.business * 100).toFixed(1)}% a year (business interest)`,
  );

/** Real-estate appreciation, decimal. */
export const realEstateGrowth = (ctx: StrategyContext): VariableValue =>
  fixed(ctx.household.growth.realEstate, `${(ctx.household.growth.realEstate * 100).toFixed(1)}% a year (real estate)`);

/** Net worth from the household model (stated, or the sum of the assets listed). */
export const netWorth = (h: Household): number => h.balance.netWorthUsd;

/** Investable assets: taxable, cash and unlisted assets (not the home, the business or retirement plans), USD. */
export const investable = (h: Household): number => h.balance.taxableUsd + h.balance.cashUsd + h.balance.otherUsd;

/**
 * Federal + state income tax this year caused by a delta on the household's own return, USD
 * (positive: more tax). The real calculator (catalogue/src/tax), not a flat rate.
 */
export const taxOn = (ctx: StrategyContext, delta: IncomeTaxDelta): number => ctx.household.incomeTaxChange(delta);

/** A change to this year's income taxes, split by government, USD (positive: more tax). */
export interface ReturnTaxChange {
  federalUsd: number;
  stateUsd: number;
  totalUsd: number;
}

const MODELLED_STATES = new Set<string>(STATE_INCOME_TAX_STATES);

/**
 * Federal and state income tax change this year from an edit of the household's own return, USD:
 * tax(edit(return)) − tax(return), with the real calculator (catalogue/src/tax). For what `taxOn`
 * cannot express: unrecaptured §1250 gain (25% rate, IRC §1(h)(1)(E)), taxable interest and rents,
 * which are net investment income (§1411(c)), a loss against other income, or the federal part
 * alone (the 0% capital-gains bracket, §1(h)(1)(B)). A state without a modelled schedule adds 0, as
 * in the household model. Today's return, brackets and income stand in for the year of the change.
 */
export function taxOnReturn(ctx: StrategyContext, edit: (input: IncomeTaxInput) => IncomeTaxInput): ReturnTaxChange {
  const h = ctx.household;
  const base = baseTaxOf(h);
  const changed = edit(h.incomeTaxInput);
  const federalUsd = federalIncomeTax(changed).totalTaxUsd - base.federalUsd;
  const stateUsd =
    h.state && MODELLED_STATES.has(h.state) ? stateIncomeTax(h.state, changed).taxUsd - base.stateUsd : 0;
  return { federalUsd, stateUsd, totalUsd: federalUsd + stateUsd };
}

const BASE_TAX = new WeakMap<Household, ReturnTaxChange>();

/** The household's own federal and state tax this year, computed once per household. */
function baseTaxOf(h: Household): ReturnTaxChange {
  const cached = BASE_TAX.get(h);
  if (cached) return cached;
  const federalUsd = federalIncomeTax(h.incomeTaxInput).totalTaxUsd;
  const stateUsd = h.state && MODELLED_STATES.has(h.state) ? stateIncomeTax(h.state, h.incomeTaxInput).taxUsd : 0;
  const base = { federalUsd, stateUsd, totalUsd: federalUsd + stateUsd };
  BASE_TAX.set(h, base);
  return base;
}

/** Marginal federal + state rate on `amountUsd` more ordinary income, decimal. */
export function ordinaryRate(ctx: StrategyContext, amountUsd = 10_000): VariableValue {
  const r = amountUsd > 0 ? taxOn(ctx, { ordinaryUsd: amountUsd }) / amountUsd : 0;
  return fixed(
    Math.round(r * 10_000) / 10_000,
    `${(r * 100).toFixed(1)}% federal and state on the next ${formatUsd(amountUsd)} of ordinary income (the household's ${ctx.household.filingStatus.replace(/_/g, " ")} return)`,
  );
}

/** Marginal federal + state rate on `amountUsd` more long-term capital gain (incl. NIIT), decimal. */
export function gainRate(ctx: StrategyContext, amountUsd = 100_000): VariableValue {
  const r = amountUsd > 0 ? taxOn(ctx, { longTermGainUsd: amountUsd }) / amountUsd : 0;
  return fixed(
    Math.round(r * 10_000) / 10_000,
    `${(r * 100).toFixed(1)}% federal and state on ${formatUsd(amountUsd)} of long-term gain, including the 3.8% NIIT where it applies`,
  );
}

/** Basis of a holding when the notes give none: the model's default unrealised-gain share. */
export function basisOf(valueUsd: number, statedBasisUsd: number | null): VariableValue {
  if (statedBasisUsd !== null) return fixed(statedBasisUsd, `${formatUsd(statedBasisUsd)}, as stated`);
  const basis = round(valueUsd * (1 - UNREALISED_GAIN_SHARE.value));
  return fixed(basis, `${formatUsd(basis)} (${UNREALISED_GAIN_SHARE.why})`);
}

/** Ages of the children under 18, or the default child's age when the notes give a count only. */
export function minorChildrenAges(f: TClientFacts): number[] {
  if (f.childrenAges.length > 0) return f.childrenAges.filter((a) => a < 18);
  return Array.from({ length: f.childrenCount ?? 0 }, () => DEFAULT_CHILD_AGE.value);
}

/** One-time cost now. */
export const setup = (amountUsd: number, label = "set-up cost"): CashFlow[] =>
  amountUsd > 0 ? [{ year: 0, amountUsd: -amountUsd, kind: "cost", label }] : [];

/** A level yearly amount in years `from`..`to` (inclusive); negative for a cost. */
export function yearly(amountUsd: number, from: number, to: number, kind: CashFlow["kind"], label: string): CashFlow[] {
  const out: CashFlow[] = [];
  if (amountUsd === 0) return out;
  for (let y = Math.max(0, Math.round(from)); y <= Math.round(to); y++) out.push({ year: y, amountUsd, kind, label });
  return out;
}

/** A single flow in year `year`. */
export const at = (
  year: number,
  amountUsd: number,
  kind: CashFlow["kind"],
  label: string,
  deferral?: boolean,
): CashFlow => ({
  year,
  amountUsd,
  kind,
  label,
  ...(deferral ? { deferral } : {}),
});

/** Future value of `presentUsd` at `rate` for `years`. */
export const grow = (presentUsd: number, rate: number, years: number): number =>
  presentUsd * (1 + rate) ** Math.max(0, years);

/** An explanation step in one call. */
export const step = (title: string, description: string, timeline: string, requirements: string[]) => ({
  title,
  description,
  timeline,
  requirements,
});

/** A risk with its mitigation in one call. */
export const risk = (name: string, description: string, mitigation: string) => ({
  risk: name,
  description,
  mitigation,
});

/** A success metric in one call. */
export const metric = (name: string, target: string, measurementFrequency: string) => ({
  metric: name,
  target,
  measurementFrequency,
});

/** Type helper: an explanation block, checked against the contract. */
export const explanation = (e: ExplanationContent): ExplanationContent => e;

/** One condition of a strategy's eligibility, on the facts and the household. */
export interface Check {
  test: (ctx: StrategyContext) => boolean;
  /** Sentence when it holds (names the fact it rests on). */
  fits: string | ((ctx: StrategyContext) => string);
  /** Sentence when it does not. */
  fails: string | ((ctx: StrategyContext) => string);
}

const say = (s: Check["fits"], ctx: StrategyContext) => (typeof s === "function" ? s(ctx) : s);

/**
 * An eligibility rule that holds when every check holds: the reasons of all, or the first failure.
 * The returned function has the `eligibility(facts, ctx)` shape of a strategy.
 */
export function allOf(...checks: Check[]): (facts: TClientFacts, ctx: StrategyContext) => EligibilityResult {
  return (_facts, ctx) => {
    const reasons: string[] = [];
    for (const c of checks) {
      if (!c.test(ctx)) return { fits: false, reasons: [say(c.fails, ctx)] };
      reasons.push(say(c.fits, ctx));
    }
    return { fits: true, reasons };
  };
}

/** A check from a predicate and its two sentences. */
export const check = (test: Check["test"], fits: Check["fits"], fails: Check["fails"]): Check => ({
  test,
  fits,
  fails,
});

/** Legal prerequisites and facts many strategies test. Each sentence names the fact it rests on. */
export const requires = {
  /** A legal marriage (IRC §2056, §2010(c)(4), §2513, §6013): an unmarried partner does not qualify. */
  legalMarriage: check(
    (ctx) => ctx.household.legallyMarried,
    "The client is legally married, which this strategy requires.",
    (ctx) =>
      ctx.facts.maritalStatus === "partnered"
        ? "The client's partner is not a legal spouse, and this strategy is open only to a married couple."
        : "The strategy needs a legal spouse, and the notes show none.",
  ),
  /** A spouse who is a US citizen (or not stated otherwise): the unlimited marital deduction needs one (IRC §2056(d)). */
  citizenSpouse: check(
    (ctx) => ctx.facts.spouseIsUsCitizen !== false,
    "The spouse is not stated to be a non-citizen.",
    "The spouse is not a US citizen, so the marital deduction needs a QDOT first (IRC §2056(d)).",
  ),
  /** The client's (or the older spouse's) stated age is at least `years`. */
  ageAtLeast: (years: number, why: string): Check =>
    check(
      (ctx) =>
        !ctx.household.primary.ageAssumed &&
        Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0) >= years,
      (ctx) =>
        `The client is ${Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0)}, at or above ${years} (${why}).`,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? `The notes give no age, and ${why} needs age ${years} or more.`
          : `The client is under ${years}, and ${why}.`,
    ),
  /** Children or grandchildren stated. */
  descendants: check(
    (ctx) => (ctx.facts.childrenCount ?? 0) > 0 || (ctx.facts.grandchildrenCount ?? 0) > 0,
    "The client has descendants to benefit.",
    "The notes mention no children or grandchildren.",
  ),
  /** The household model projects estate tax without planning. */
  estateTax: check(
    (ctx) => ctx.household.baseline.totalTaxUsd > 0,
    (ctx) =>
      `The household model projects ${formatUsd(ctx.household.baseline.totalTaxUsd)} of federal and state estate tax at the final death without planning.`,
    "The household model projects no estate tax at the final death, so there is no estate tax to save.",
  ),
};
