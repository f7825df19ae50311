import { formatUsd, type TClientFacts } from "@fsa/shared";
import {
  DEFAULT_CHILD_AGE,
  LOW_BASIS_SHARE,
  PLANNING_AGE_AT_DEATH,
  UNREALISED_GAIN_SHARE,
} from "../model/assumptions.ts";
import type { Household, IncomeTaxDelta } from "../model/household.ts";
import type { CashFlow, StrategyContext } from "../model/strategy.ts";
import { basicExclusionAmountFor } from "../tax/estate-tax.ts";
import { federalIncomeTax, type IncomeTaxInput } from "../tax/federal-income-tax.ts";
import { STATE_INCOME_TAX_STATES, type StateIncomeTaxInput, stateIncomeTax } from "../tax/state-income-tax.ts";
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

/**
 * Basis of a holding, USD: the stated basis; when the notes give none, LOW_BASIS_SHARE of the value
 * if they call it low (`lowBasis`), else the model's default unrealised-gain share.
 */
export function basisOf(valueUsd: number, statedBasisUsd: number | null, lowBasis = false): VariableValue {
  if (statedBasisUsd !== null) return fixed(statedBasisUsd, `${formatUsd(statedBasisUsd)}, as stated`);
  if (lowBasis) {
    const low = round(valueUsd * LOW_BASIS_SHARE.value);
    return fixed(low, `${formatUsd(low)} (${LOW_BASIS_SHARE.why})`);
  }
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

/** True when the household model projects federal or state estate tax at the final death without planning. */
export const owesEstateTax = (ctx: StrategyContext): boolean => ctx.household.baseline.totalTaxUsd > 0;

/** Legal prerequisites and facts many strategies test. Each sentence names the fact it rests on. */
export const requires = {
  /** A legal marriage (IRC §2056, §2010(c)(4), §2513, §6013): an unmarried partner does not qualify. */
  legalMarriage: check(
    // Separated spouses are still married in law, but planning that relies on the marriage (a
    // trust for the spouse, the marital deduction, joint property) waits until the separation is
    // settled: a divorce would undo it (an assumption of practice, not a rule of law).
    (ctx) => ctx.household.legallyMarried && ctx.facts.maritalStatus !== "separated",
    "The client is legally married, which this strategy requires.",
    (ctx) =>
      ctx.facts.maritalStatus === "partnered"
        ? "The client's partner is not a legal spouse, and this strategy is open only to a married couple."
        : ctx.facts.maritalStatus === "separated"
          ? "The spouses are separated: planning that relies on the marriage waits until the separation is settled."
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
    (ctx) => owesEstateTax(ctx),
    (ctx) =>
      `The household model projects ${formatUsd(ctx.household.baseline.totalTaxUsd)} of federal and state estate tax at the final death without planning.`,
    "The household model projects no estate tax at the final death, so there is no estate tax to save.",
  ),
};

// ─── Estate documents, the first death of a couple, farms and heirs (estate strategies) ───

/** True when the notes say the client has no estate plan (either form of the fact). */
export const noEstatePlan = (f: TClientFacts): boolean => f.hasEstatePlan === false || f.hasNoEstatePlan;

/** The first death of a legally married couple, as the household model assumes it. */
export interface FirstDeath {
  /** Years from now to the first death. */
  yearsFromNow: number;
  /** Calendar year of the first death. */
  year: number;
  /** Years the survivor lives after it (0 when both are assumed to die the same year). */
  survivorYears: number;
  /** Basic exclusion amount of that year (IRC §2010(c)(3), indexed after 2026), USD nominal. */
  exclusionUsd: number;
  /** The first spouse's share of the estate then: half the projected net worth (an assumption: each spouse owns half), USD nominal. */
  shareUsd: number;
}

/**
 * The first death of the couple, or null when the household is not a legal marriage (an unmarried
 * partner's death gives no marital deduction, DSUE or QTIP: IRC §2056, §2010(c)(4)).
 */
export function firstDeathOf(ctx: StrategyContext): FirstDeath | null {
  const h = ctx.household;
  if (!h.legallyMarried || h.yearsToFirstDeath === null) return null;
  const year = h.year + h.yearsToFirstDeath;
  return {
    yearsFromNow: h.yearsToFirstDeath,
    year,
    survivorYears: Math.max(0, h.yearsToFinalDeath - h.yearsToFirstDeath),
    exclusionUsd: basicExclusionAmountFor(year),
    shareUsd: h.netWorthAt(h.yearsToFirstDeath) / 2,
  };
}

/**
 * A bypass (credit-shelter) share: `fundedUsd` placed in a trust for the survivor at the first
 * death and invested at `growth` for `survivorYears`. The survivor holds no general power over it,
 * so it and its growth are outside the survivor's estate (IRC §2041(b)(1)(A), §2056(b)(1)); the
 * price is the second basis step-up (IRC §1014 reaches only property in the survivor's estate):
 * the heirs' long-term gain tax on the growth, all of it assumed unrealised (an upper bound),
 * computed on the household's own return with today's brackets as an approximation of the heirs'
 * rate, at the final death.
 * @returns the value removed from the survivor's estate at the final death (never above the
 *   projected estate), USD nominal, and the heirs' tax as a negative flow.
 */
export function bypassShare(
  ctx: StrategyContext,
  fundedUsd: number,
  growth: number,
  survivorYears: number,
): { removedUsd: number; gainUsd: number; flows: CashFlow[] } {
  const h = ctx.household;
  const funded = Math.max(0, fundedUsd);
  const removedUsd = Math.min(grow(funded, growth, survivorYears), Math.max(0, h.netWorthAt(h.yearsToFinalDeath)));
  const gainUsd = Math.max(0, removedUsd - funded);
  const tax = gainUsd > 0 ? taxOn(ctx, { longTermGainUsd: gainUsd }) : 0;
  return {
    removedUsd,
    gainUsd,
    flows:
      tax > 0
        ? [at(h.yearsToFinalDeath, -tax, "heirsTax", "heirs' capital-gains tax: no second basis step-up on the trust")]
        : [],
  };
}

/**
 * Farm or ranch real property of the client, USD today, with its assumption: the investment real
 * estate stated (the facts put farmland there), else the real estate other than the home, else 40%
 * of net worth (an assumption, stated); 0 without a farm or ranch.
 */
export function farmRealProperty(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  const b = ctx.household.balance;
  if (!f.hasFarmOrRanch) return fixed(0, "no farm or ranch stated");
  if (f.investmentRealEstateUsd !== null && f.investmentRealEstateUsd > 0)
    return fixed(
      f.investmentRealEstateUsd,
      `${formatUsd(f.investmentRealEstateUsd)} of farm and other investment real estate, as stated`,
    );
  if (b.otherRealEstateUsd > 0)
    return fixed(
      b.otherRealEstateUsd,
      `${formatUsd(b.otherRealEstateUsd)}: the real estate other than the home, taken as the farm`,
    );
  const assumed = round(b.netWorthUsd * 0.4);
  return fixed(
    assumed,
    `${formatUsd(assumed)}: farmland assumed 40% of net worth (its value is not stated; correct it in Client facts)`,
  );
}

/**
 * Years the client's children live after the final death (a generation of trusts, a dependant's
 * benefits): to the planning age of the model, from the oldest or youngest stated child's age, or,
 * when no age is given, from children assumed 30 years younger than the client. At least 1.
 */
export function childYearsAfterEstate(ctx: StrategyContext, which: "oldest" | "youngest"): VariableValue {
  const h = ctx.household;
  const ages = ctx.facts.childrenAges;
  const planning = PLANNING_AGE_AT_DEATH.value;
  if (ages.length > 0) {
    const age = which === "oldest" ? Math.max(...ages) : Math.min(...ages);
    const years = Math.max(1, planning - (age + h.yearsToFinalDeath));
    return fixed(years, `${years} years: the ${which} child (${age} now) to age ${planning} after the final death`);
  }
  const age = Math.max(0, h.primary.age - 30);
  const years = Math.max(1, planning - (age + h.yearsToFinalDeath));
  return fixed(
    years,
    `${years} years: children assumed 30 years younger than the client (no ages stated), to age ${planning} after the final death`,
  );
}

/**
 * The bypass share a fiduciary would choose at the first death knowing the estate then (a
 * disclaimer under IRC §2518, or a Clayton QTIP left unelected): just enough that, grown to the
 * final death, it brings the survivor's taxable estate down to that year's basic exclusion — the
 * whole first spouse's exclusion when the state taxes the estate, since state exemptions are not
 * portable — never more than the first spouse's exclusion and share. USD nominal at the first death.
 */
export function bypassSizedToNeed(ctx: StrategyContext, growth: number, survivorYears: number): number {
  const fd = firstDeathOf(ctx);
  if (!fd) return 0;
  const cap = Math.min(fd.exclusionUsd, fd.shareUsd);
  const b = ctx.household.baseline;
  if (b.stateTaxUsd > 0) return cap;
  const excess = Math.max(0, b.taxableEstateUsd - b.applicableExclusionUsd);
  return Math.min(cap, excess / (1 + growth) ** Math.max(0, survivorYears));
}

// ─── Business interests and taxes an IncomeTaxDelta cannot carry (business strategies) ───────────

/**
 * Retirement age assumed when the notes give no planned retirement age, years: 65, the age at
 * which Medicare starts (42 U.S.C. §1395c) and the usual end of a working horizon in planning.
 * An assumption, not a tax figure; model/assumptions.ts has no retirement age yet.
 */
export const DEFAULT_RETIREMENT_AGE = { value: 65, why: "no planned retirement age stated; 65 assumed" } as const;

/**
 * Years of work left: to the stated planned retirement age, else to DEFAULT_RETIREMENT_AGE; at
 * least 1 (a client at or past the age is treated as retiring within the year).
 */
export function yearsToRetirement(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  const p = ctx.household.primary;
  const toAge = f.plannedRetirementAge ?? DEFAULT_RETIREMENT_AGE.value;
  const years = Math.max(1, toAge - p.age);
  const why =
    toAge <= p.age
      ? `the client is ${p.age}, past ${f.plannedRetirementAge !== null ? "the planned retirement age" : `${toAge} (${DEFAULT_RETIREMENT_AGE.why})`}; one more working year assumed`
      : f.plannedRetirementAge !== null
        ? `to the planned retirement at ${f.plannedRetirementAge}`
        : `to age ${toAge} (${DEFAULT_RETIREMENT_AGE.why})`;
  return fixed(years, `${years} years, ${why}${p.ageAssumed ? "; client's age not stated, the model's default" : ""}`);
}

/**
 * The client's business interest today, USD: the stated value of the interest; else the stated
 * sale price times the stated ownership share (or the whole price when no share is stated); else
 * the part of net worth the notes do not break down (the household's "other" assets), named.
 */
export function businessStake(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  if (f.businessValueUsd !== null)
    return fixed(f.businessValueUsd, `${formatUsd(f.businessValueUsd)}, the stated value of the client's interest`);
  return proceedsFromPrice(ctx) ?? unlistedAsStake(ctx);
}

/**
 * The client's proceeds of the expected sale of the business, USD: the stated sale price times the
 * stated ownership share; else the stated value of the client's interest; else the stated price as
 * the client's own; else the unlisted part of net worth, named.
 */
export function saleProceeds(ctx: StrategyContext): VariableValue {
  const f = ctx.facts;
  if (f.expectedSalePriceUsd !== null && f.businessOwnershipShare !== null)
    return proceedsFromPrice(ctx) ?? unlistedAsStake(ctx);
  if (f.businessValueUsd !== null)
    return fixed(f.businessValueUsd, `${formatUsd(f.businessValueUsd)}, the stated value of the client's interest`);
  return proceedsFromPrice(ctx) ?? unlistedAsStake(ctx);
}

function proceedsFromPrice(ctx: StrategyContext): VariableValue | null {
  const f = ctx.facts;
  if (f.expectedSalePriceUsd === null) return null;
  if (f.businessOwnershipShare !== null) {
    const v = round(f.expectedSalePriceUsd * f.businessOwnershipShare);
    return fixed(
      v,
      `${formatUsd(v)}: the stated sale price of ${formatUsd(f.expectedSalePriceUsd)} × the client's stated ${Math.round(f.businessOwnershipShare * 100)}% share`,
    );
  }
  return fixed(
    f.expectedSalePriceUsd,
    `${formatUsd(f.expectedSalePriceUsd)}, the stated sale price (no ownership share stated; the whole price taken as the client's)`,
  );
}

function unlistedAsStake(ctx: StrategyContext): VariableValue {
  const other = round(ctx.household.balance.otherUsd);
  return fixed(
    other,
    `business value not stated; the ${formatUsd(other)} of net worth the notes do not break down taken as the business interest`,
  );
}

/**
 * Basis of the client's business interest when the notes give none (they have no field for it),
 * USD: nil. An owner who founded or built the business usually has a basis that is small next to
 * its value; nil is conservative for the §1202 10×-basis cap and states the largest gain a sale
 * would realise. Named in the assumption.
 */
export const businessBasis = (): VariableValue =>
  fixed(0, "no basis stated; taken as nil (a business the owner founded or built: the whole price is gain)");

/** Readable name of a business entity type, e.g. "S corporation". */
export function entityLabel(type: TClientFacts["businessEntityType"]): string {
  const labels: Record<NonNullable<TClientFacts["businessEntityType"]>, string> = {
    c_corp: "C corporation",
    s_corp: "S corporation",
    llc: "LLC",
    partnership: "partnership",
    sole_proprietorship: "sole proprietorship",
    professional_corporation: "professional corporation",
  };
  return type === null ? "business" : labels[type];
}

/** A refusal just before a word of a goal, inside its clause: "no", "don't want", "don't have to", "avoid", "never". */
const TURNED_DOWN_BEFORE =
  /\b(?:no|not|don't|do not|doesn't|does not|never|without|avoid|avoiding|won't|will not|rather not|instead of)\b[^.;,]{0,25}$/;

/**
 * True when `word` (lower case) occurs in the goal `lower` (lower-cased) at least once without the
 * goal turning it down: "make sure the kids don't have to sell land" does not mention a sale,
 * "no annuities" does not ask for one.
 */
export function goalMentionsWord(lower: string, word: string): boolean {
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    if (!TURNED_DOWN_BEFORE.test(lower.slice(0, at))) return true;
  }
  return false;
}

/**
 * The first of the client's goals that mentions any of `words` (lower case, matched inside the
 * lower-cased goal) without turning it down (goalMentionsWord), or null. For client-specific
 * relevance only, never for a legal prerequisite.
 */
export function goalsMention(f: TClientFacts, words: readonly string[]): string | null {
  for (const g of f.goals) {
    const lower = g.toLowerCase();
    if (words.some((w) => goalMentionsWord(lower, w))) return g;
  }
  return null;
}

function totalIncomeTax(input: StateIncomeTaxInput, state: string | null): number {
  const federal = federalIncomeTax(input).totalTaxUsd;
  if (!state || !(STATE_INCOME_TAX_STATES as readonly string[]).includes(state)) return federal;
  return federal + stateIncomeTax(state, input).taxUsd;
}

/**
 * Federal + state income tax change this year from an edit of the household's return that an
 * `IncomeTaxDelta` cannot express (28%-rate §1202 gain and California's add-back of excluded
 * §1202 gain, an ISO spread for the AMT, §199A businesses, adjustments to income, a retirement
 * year's income), USD (positive: more tax). The real calculator (catalogue/src/tax) on the
 * household's own input; `base` edits the return both sides see (e.g. a retirement year), `state`
 * replaces the state of residence (null: federal only).
 */
export function taxChange(
  ctx: StrategyContext,
  changed: (input: StateIncomeTaxInput) => StateIncomeTaxInput,
  options: { base?: (input: StateIncomeTaxInput) => StateIncomeTaxInput; state?: string | null } = {},
): number {
  const state = options.state === undefined ? ctx.household.state : options.state;
  const base = options.base ? options.base(ctx.household.incomeTaxInput) : ctx.household.incomeTaxInput;
  return totalIncomeTax(changed(base), state) - totalIncomeTax(base, state);
}

/** Adds `usd` of long-term gain to a return. */
export const withGain = (input: StateIncomeTaxInput, usd: number): StateIncomeTaxInput => ({
  ...input,
  longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) + usd,
});

/** The §1202 terms of the client's shares (per-issuer cap and gross-assets limit by issue date). */
export interface QsbsTerms {
  /** Year the shares were issued, when stated. */
  issuedYear: number | null;
  /** Issued after 4 July 2025 (year granularity: 2026 or later; 2025 issues take the older, lower terms). */
  postJuly2025: boolean;
  /** §1202(b)(1)(A) dollar cap per issuer, USD. */
  dollarCapUsd: number;
  /** §1202(d)(1) gross-assets limit at issuance, USD. */
  grossAssetsLimitUsd: number;
}

/**
 * QSBS terms of the client's shares. Sources: IRC §1202(b)(1), (d)(1); Pub. L. 119-21 §70431
 * ($15M cap and $75M gross assets for stock acquired after 4 July 2025). A 2025 issue is treated
 * as acquired before 5 July 2025, which understates rather than overstates.
 */
export function qsbsTerms(ctx: StrategyContext, issuedYear = ctx.facts.businessStockIssuedYear): QsbsTerms {
  const t = ctx.household.tax;
  const postJuly2025 = issuedYear !== null && issuedYear >= 2026;
  return {
    issuedYear,
    postJuly2025,
    dollarCapUsd: postJuly2025 ? t.qsbsExclusionCapPostJuly2025 : t.qsbsExclusionCapPreJuly2025,
    grossAssetsLimitUsd: postJuly2025 ? t.qsbsGrossAssetsLimitPostJuly2025 : t.qsbsGrossAssetsLimitPreJuly2025,
  };
}

/**
 * Share of eligible gain §1202(a) excludes for stock issued in `issuedYear` and held `heldYears` at
 * the sale, decimal. Stock acquired after 4 July 2025: 50% from 3 years, 75% from 4, 100% from 5
 * (Pub. L. 119-21 §70431). Earlier stock, held more than 5 years: 100% if acquired after
 * 27 September 2010 (§1202(a)(4)), 75% from 18 February 2009 (§1202(a)(3)), else 50% (§1202(a)(1));
 * year granularity, so 2010 issues take 75% (conservative). Before the holding period: 0.
 */
export function qsbsExclusionPercent(ctx: StrategyContext, issuedYear: number | null, heldYears: number): number {
  const t = ctx.household.tax;
  const postJuly2025 = issuedYear !== null && issuedYear >= 2026;
  if (postJuly2025) {
    if (heldYears >= t.qsbsFullExclusionHoldingYears) return 1;
    if (heldYears >= 4) return t.qsbsExclusionRateAfter4Years;
    if (heldYears >= 3) return t.qsbsExclusionRateAfter3Years;
    return 0;
  }
  if (heldYears < t.qsbsFullExclusionHoldingYears) return 0;
  if (issuedYear === null || issuedYear >= 2011) return 1;
  if (issuedYear >= 2009) return 0.75;
  return 0.5;
}

/**
 * §57(a)(7): 7% of the gain excluded under §1202 is an AMT preference for stock acquired before
 * 28 September 2010 (none after, §1202(a)(4)(C)). Decimal of the excluded gain.
 */
const SECTION_57_A_7_PREFERENCE = 0.07;

/**
 * Federal + state tax on a sale of QSBS this year with and without the §1202 exclusion, USD: the
 * excluded part is `exclusionPercent` × the eligible gain (the gain up to the per-issuer cap); the
 * rest of the eligible gain is 28%-rate "section 1202 gain" when the exclusion is partial
 * (§1(h)(4), (h)(7)); California adds the excluded gain back (no conformity, the state module);
 * before 28 September 2010 (year granularity: issued 2010 or earlier) 7% of it is an AMT
 * preference (§57(a)(7)). The real calculator on the household's return (today's brackets and
 * income stand in for the sale year, an assumption).
 */
export function section1202SaleTax(
  ctx: StrategyContext,
  sale: { gainUsd: number; eligibleGainUsd: number; exclusionPercent: number; issuedYear: number | null },
): { withoutUsd: number; withUsd: number; excludedUsd: number } {
  const gain = Math.max(0, sale.gainUsd);
  const eligible = clamp(sale.eligibleGainUsd, 0, gain);
  const pct = clamp(sale.exclusionPercent, 0, 1);
  const excluded = eligible * pct;
  const rate28 = pct > 0 && pct < 1 ? eligible - excluded : 0;
  const preference = sale.issuedYear !== null && sale.issuedYear <= 2010 ? SECTION_57_A_7_PREFERENCE * excluded : 0;
  const withoutUsd = taxChange(ctx, (i) => withGain(i, gain));
  const withUsd = taxChange(ctx, (i) => ({
    ...withGain(i, gain - excluded),
    twentyEightPercentRateGainUsd: (i.twentyEightPercentRateGainUsd ?? 0) + rate28,
    otherAmtAdjustmentsUsd: (i.otherAmtAdjustmentsUsd ?? 0) + preference,
    section1202ExcludedGainUsd: (i.section1202ExcludedGainUsd ?? 0) + excluded,
  }));
  return { withoutUsd, withUsd, excludedUsd: excluded };
}

/**
 * Social Security and Medicare taxes on wages, both halves, USD a year: 6.2% each side up to the
 * wage base and 1.45% each side on all wages (IRC §§3101(a)–(b)(1), 3111, 3121(a)(1); rates and base
 * from the year's parameters). The 0.9% additional Medicare tax is left to the income-tax
 * calculator, which charges it on the wages of the return (federalIncomeTax).
 */
export function payrollTaxOnWages(ctx: StrategyContext, wagesUsd: number): number {
  const t = ctx.household.tax;
  const w = Math.max(0, wagesUsd);
  return 2 * t.socialSecurityTaxRate * Math.min(w, t.socialSecurityWageBase) + 2 * t.medicareTaxRate * w;
}

/** Net earnings from self-employment on a profit: 92.35% of it (§1402(a)(12): profit less the employer-equivalent half of the 15.3% rate), USD. */
export function selfEmploymentEarnings(ctx: StrategyContext, profitUsd: number): number {
  const t = ctx.household.tax;
  return Math.max(0, profitUsd) * (1 - t.socialSecurityTaxRate - t.medicareTaxRate);
}

/**
 * Self-employment tax on business profit, USD a year: 12.4% of net earnings up to the wage base
 * and 2.9% on all of them (IRC §1401(a), (b)(1), §1402(b)). The 0.9% additional Medicare tax on
 * them is left to the income-tax calculator (pass the earnings as `selfEmploymentEarningsUsd`).
 */
export function selfEmploymentTax(ctx: StrategyContext, profitUsd: number): number {
  const t = ctx.household.tax;
  const earnings = selfEmploymentEarnings(ctx, profitUsd);
  return 2 * t.socialSecurityTaxRate * Math.min(earnings, t.socialSecurityWageBase) + 2 * t.medicareTaxRate * earnings;
}

/** Checks of §1202 qualification the QSBS strategies share; each sentence names the fact it rests on. */
export const qsbsChecks = {
  /** A C corporation the client owns shares of (§1202(c)(1): stock of a domestic C corporation; original issue assumed for an owner). */
  cCorporation: check(
    (ctx) => ctx.facts.ownsBusiness && ctx.facts.businessEntityType === "c_corp",
    "The client owns shares of a C corporation, the only stock §1202 covers; as an owner the client most likely acquired them from the company at original issue (§1202(c)(1)(B)), which the stock ledger must confirm.",
    (ctx) =>
      ctx.facts.ownsBusiness && ctx.facts.businessEntityType !== null
        ? `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}; §1202 applies only to stock of a domestic C corporation.`
        : "§1202 applies only to stock of a domestic C corporation, and the notes show no C-corporation shares the client owns.",
  ),
  /** Gross assets at issuance within the §1202(d)(1) limit for the issue date; unknown assets are assumed within it, said so. */
  grossAssets: check(
    (ctx) => {
      const assets = ctx.facts.businessGrossAssetsAtIssuanceUsd;
      return assets === null || assets <= qsbsTerms(ctx).grossAssetsLimitUsd;
    },
    (ctx) => {
      const assets = ctx.facts.businessGrossAssetsAtIssuanceUsd;
      const limit = formatUsd(qsbsTerms(ctx).grossAssetsLimitUsd);
      return assets !== null
        ? `The company's gross assets at issuance (${formatUsd(assets)}) were within the ${limit} limit of §1202(d)(1).`
        : `The notes do not give the company's gross assets at issuance; the ${limit} test of §1202(d)(1) is assumed met and must be confirmed from its balance sheets.`;
    },
    (ctx) =>
      `The company's gross assets at issuance (${formatUsd(ctx.facts.businessGrossAssetsAtIssuanceUsd ?? 0)}) exceeded the ${formatUsd(qsbsTerms(ctx).grossAssetsLimitUsd)} limit of §1202(d)(1), so the shares are not qualified small business stock.`,
  ),
  /** Stock issued after 10 August 1993 (§1202(c)(1)); an unknown issue date passes, said so. */
  issuedAfter1993: check(
    (ctx) => ctx.facts.businessStockIssuedYear === null || ctx.facts.businessStockIssuedYear >= 1993,
    (ctx) =>
      ctx.facts.businessStockIssuedYear === null
        ? "The issue date is not stated; the holding period must be confirmed from the stock ledger."
        : `The shares were issued in ${ctx.facts.businessStockIssuedYear}, after §1202 began (August 1993).`,
    "Stock issued before 11 August 1993 cannot be qualified small business stock (§1202(c)(1)).",
  ),
  /** A business outside the fields §1202(e)(3) excludes (licensed professions taken from the facts). */
  // The licensed profession read from the notes may be the client's or the spouse's, not the
  // company's: a C corporation (the only §1202 issuer) is taken as outside the excluded fields
  // unless it is a professional corporation, and the reason asks for confirmation.
  qualifiedBusiness: check(
    (ctx) =>
      ctx.facts.businessEntityType !== "professional_corporation" &&
      (!ctx.facts.hasProfessionalLiability || ctx.facts.businessEntityType === "c_corp"),
    (ctx) =>
      ctx.facts.hasProfessionalLiability
        ? "The notes mention a licensed profession, but the business is a C corporation; confirm its field is not one §1202(e)(3) excludes (health, law, accounting, consulting, financial services and similar)."
        : "The business does not appear to be in a field §1202(e)(3) excludes (health, law, accounting, consulting, financial services and similar).",
    "The client practises a licensed profession; a business whose principal asset is the skill of its professionals in health, law, accounting or consulting is excluded by §1202(e)(3).",
  ),
};

const EXIT_WORDS =
  /\b(sell|selling|sale|exit|succession|successor|buy[- ]?out|buy in|retire|retirement|step back|transition)\b/i;

/**
 * The fact that says the client plans to leave the business, in a sentence, or null: an expected
 * sale, an exit or succession in the goals, or a planned retirement within ten years. The business
 * exit strategies (sale to management, ESOP) compare ways of selling, so they need a sale the
 * client means to make; without one, holding to death (with the §1014 step-up) is the comparison.
 */
export function plannedExit(ctx: StrategyContext): string | null {
  const f = ctx.facts;
  if (!f.ownsBusiness) return null;
  if (f.expectsBusinessSale) return "A sale of the client's business is expected.";
  const goal = f.goals.find((g) => EXIT_WORDS.test(g));
  if (goal) return `The client's goals mention leaving the business ("${goal}").`;
  if (f.plannedRetirementAge !== null && f.plannedRetirementAge - ctx.household.primary.age <= 10)
    return `The client plans to retire at ${f.plannedRetirementAge} and will need a buyer for the business.`;
  return null;
}

/**
 * Years until the client leaves the business: next year when a sale or IPO is expected, else the
 * years to retirement (yearsToRetirement, with its assumption).
 */
export function yearsToExit(ctx: StrategyContext): VariableValue {
  if (ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent)
    return fixed(1, "a sale or IPO is expected; the exit taken as next year");
  const r = yearsToRetirement(ctx);
  return fixed(r.value, `an exit at retirement: ${r.assumption}`);
}
