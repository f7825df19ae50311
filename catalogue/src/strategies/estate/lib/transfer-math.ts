import { formatUsd, type TClientFacts } from "@fsa/shared";
import { unsafeUniformIntDistribution, xoroshiro128plus } from "pure-rand";
import { probit, shuffle } from "simple-statistics";
import { PORTFOLIO_YIELD } from "../../../model/assumptions.ts";
import type { Household } from "../../../model/household.ts";
import type { AssetKey, CashFlow, StrategyContext } from "../../../model/strategy.ts";
import { gratZeroedOutAnnuity } from "../../../tax/actuarial.ts";
import { STATE_GIFT_TAX_STATES, stateEstateTax } from "../../../tax/estate-tax.ts";
import type { VariableValue } from "../../../types.ts";
import { at, basisOf, clamp, fixed, investable, minorChildrenAges, portfolioGrowth, round, taxOn } from "../../kit.ts";

/**
 * Arithmetic shared by the wealth-transfer strategies of this folder (gifts, freezes, trusts for
 * descendants), on the household model (issue #13). Not a strategy: no `defineStrategy` here.
 *
 * The rules, in one place so that every gift and freeze prices the same way:
 * - What leaves the estate by the final death is the value moved, grown at the growth the
 *   household model assumes for its asset kind (portfolio, business, real estate). The household's
 *   spending does not fall because of a gift (it is drawn from what stays), so the whole growth of
 *   what was moved is missing at the final death; the removal is capped at the estate the household
 *   projects then, so a plan never removes more than the household will have.
 * - A freeze removes only the growth above what comes back to the estate (an annuity, a note's
 *   interest, a preferred coupon), the returned value assumed to compound at the hurdle rate.
 * - Assets that leave the estate lose the basis step-up at death (IRC §1014(a); Rev. Rul. 2023-2
 *   for grantor trusts): the heirs' capital-gains tax on the unrealised gain in what left is a
 *   cost at the final death, priced on the household's own return as an approximation of the
 *   heirs' rate.
 */

/**
 * Value at the final death of `valueUsd` moved out `fromYear` years from now, grown at its asset
 * kind's growth: valueUsd × (1 + growthRate)^(yearsToFinalDeath − fromYear), USD nominal.
 */
export function valueAtFinalDeath(h: Household, valueUsd: number, growthRate: number, fromYear = 0): number {
  const years = Math.max(0, h.yearsToFinalDeath - fromYear);
  return Math.max(0, valueUsd) * (1 + growthRate) ** years;
}

/** A removal never above the estate the household projects at the final death, USD nominal. */
export const capToEstate = (h: Household, removedUsd: number): number =>
  clamp(removedUsd, 0, h.netWorthAt(h.yearsToFinalDeath));

/**
 * Growth of a frozen asset above what comes back to the estate, at the final death, USD nominal:
 * valueUsd × [(1 + g)^n − (1 + r)^n], never below 0 (an asset that grows slower than the hurdle
 * moves nothing; the hurdle's excess stays with the client), capped at the projected estate.
 */
export function freezeRemoval(h: Household, valueUsd: number, growthRate: number, hurdleRate: number): number {
  const n = h.yearsToFinalDeath;
  const grown = (1 + growthRate) ** n;
  const returned = (1 + hurdleRate) ** n;
  return capToEstate(h, Math.max(0, valueUsd) * Math.max(0, grown - returned));
}

/**
 * Share of an asset's value that is unrealised gain `years` after it was moved with `basisUsd`
 * of basis at `valueUsd`, growing at `growthRate`: 1 − (basis ÷ value) ÷ (1 + g)^years, 0–1. Used
 * for a freeze, whose removed value is growth above a hurdle: the trust keeps the shares not
 * returned for the note or annuity, with their pro-rata part of the basis.
 */
export function unrealisedShareAt(basisUsd: number, valueUsd: number, growthRate: number, years: number): number {
  if (valueUsd <= 0) return 0;
  const basisShare = clamp(basisUsd / valueUsd, 0, 1);
  return clamp(1 - basisShare / (1 + growthRate) ** Math.max(0, years), 0, 1);
}

/**
 * Unrealised gain in a diversified portfolio `years` after it was moved with `basisUsd` of basis
 * at `valueUsd`, growing at the total return `growthRate`, USD. The dividends and interest
 * (`PORTFOLIO_YIELD`, taxed as received whoever holds the portfolio) are reinvested with their
 * own basis, so only the price return is unrealised: with V = valueUsd × (1 + g)^years and the
 * reinvested income y × valueUsd × ((1 + g)^years − 1) ÷ g (yearly compounding), the gain is
 * V − basisUsd − reinvested, never below 0. With g ≤ y all growth is income (no gain beyond the
 * built-in one).
 *
 * With `turnover` (a decimal of the portfolio sold each year, rebalancing and withdrawals), each
 * year's sales realise that share of the gain then unrealised, taxed as it is realised whoever
 * holds the portfolio: the gain still unrealised after year t is
 * U(t+1) = (U(t) + (g − y) × V(t)) × (1 − turnover), from U(0) = valueUsd − basisUsd.
 */
export function portfolioGainAt(
  valueUsd: number,
  basisUsd: number,
  growthRate: number,
  years: number,
  turnover = 0,
): number {
  const value = Math.max(0, valueUsd);
  const n = Math.max(0, years);
  const y = Math.min(PORTFOLIO_YIELD.value, Math.max(0, growthRate));
  if (turnover <= 0) {
    const grown = value * (1 + growthRate) ** n;
    const reinvested = growthRate > 0 ? (y * value * ((1 + growthRate) ** n - 1)) / growthRate : 0;
    return Math.max(0, grown - Math.max(0, basisUsd) - reinvested);
  }
  let v = value;
  let unrealised = Math.max(0, value - Math.max(0, basisUsd));
  for (let t = 0; t < Math.round(n); t++) {
    unrealised = (unrealised + Math.max(0, growthRate - y) * v) * (1 - turnover);
    v *= 1 + growthRate;
  }
  return Math.max(0, unrealised);
}

/**
 * Unrealised gain the heirs hold in what a gift moved out: the value removed at the final death
 * less the donor's basis carried over with the gift (IRC §1015), never below 0, USD.
 */
export const giftGain = (removedUsd: number, carriedBasisUsd: number): number =>
  Math.max(0, removedUsd - Math.max(0, carriedBasisUsd));

/**
 * Gain built into a holding after `years` of growth, USD: its value today grown at `growthRate`
 * less its basis today, `(1 − gainShare)` of that value (`gainShare` the decimal share of today's
 * value that is unrealised gain, held to 0–1); never below 0 (giftGain).
 */
export function builtInGainAt(valueUsd: number, growthRate: number, years: number, gainShare: number): number {
  const grown = valueUsd * (1 + growthRate) ** Math.max(0, years);
  return giftGain(grown, valueUsd * (1 - Math.min(1, Math.max(0, gainShare))));
}

/**
 * The lost basis step-up as a cost at the final death: the heirs' capital-gains tax on `gainUsd`,
 * priced on the household's return (federal with the 3.8% NIIT, and state) as an approximation
 * of the heirs' rate, as if they sold at the final death. Empty when there is no gain.
 */
export function lostStepUp(ctx: StrategyContext, gainUsd: number, label: string): CashFlow[] {
  if (!(gainUsd > 0)) return [];
  return [at(ctx.household.yearsToFinalDeath, -taxOn(ctx, { longTermGainUsd: gainUsd }), "heirsTax", label)];
}

/** The sentence every lost-step-up figure carries (named in each strategy's assumptions). */
export const STEP_UP_ASSUMPTION =
  "heirs' capital-gains tax on the unrealised gain in what left the estate, as if sold at the final death, at the household's own federal and state rates (an approximation of the heirs' rates)";

/**
 * Lifetime exclusion the donors have for a gift, USD: the basic exclusion amount (IRC §2010(c))
 * per donor; two donors only for a legal marriage that can split gifts (IRC §2513). Splitting
 * needs both spouses to be US citizens or residents (§2513(a)(1)); a spouse stated not to be a
 * citizen is not assumed to be a resident.
 */
export function exclusionFor(ctx: StrategyContext, splitAllowed: boolean): VariableValue {
  const bea = ctx.household.tax.basicExclusionAmount;
  const two = splitAllowed && ctx.household.legallyMarried && ctx.facts.spouseIsUsCitizen !== false;
  return fixed(
    bea * (two ? 2 : 1),
    two
      ? `${formatUsd(bea * 2)}: both spouses' ${formatUsd(bea)} basic exclusion amounts, the gift split under IRC §2513`
      : `${formatUsd(bea)}: one ${formatUsd(bea)} basic exclusion amount (IRC §2010(c))`,
  );
}

/** Investment and business assets a lifetime gift can be made from (not the home or retirement plans), USD. */
export const transferableAssets = (h: Household): number => investable(h) + h.balance.businessUsd;

/**
 * Share of the investment and business assets a single lump-sum gift may take: one third, so that
 * the donors keep two thirds for their own needs. An assumption (an adviser sizes a gift with a
 * cash-flow projection), not a rule of law.
 */
export const LUMP_SUM_GIFT_SHARE = 1 / 3;

/**
 * Smallest gift made now that clears the estate tax projected at the final death, USD.
 * Federal: a gift G grown to the final death removes G × F from the gross estate
 * (F = (1 + g)^n) and adds G back as an adjusted taxable gift (IRC §2001(b)(1)(B)), so the tax
 * base falls by G × (F − 1); G = (taxable estate + adjusted taxable gifts − applicable exclusion)
 * ÷ (F − 1). State: a state estate tax without a gift tax taxes only what is owned at death, so
 * the gift and its growth leave the state base whole; G = (taxable estate − state exemption) ÷ F.
 * Connecticut taxes gifts too (Conn. Gen. Stat. §12-640 ff.; the household adds them back), so a
 * gift does not clear its tax. Gifts made within three years of death that New York and
 * Minnesota add back (N.Y. Tax Law §954(a)(3); Minn. Stat. §291.016 subd. 3) are outside this
 * sizing: the assumed death is further away (an assumption). The larger of the two is the
 * gift. A larger gift saves no more estate tax but loses more basis step-up (IRC §1014), so a
 * planner sizes the gift to this. Inside a plan the estate is the one left by the strategies
 * already in it (`ctx.prior`, e.g. a credit shelter trust or a portability election's DSUE).
 * Infinity when the gift does not grow (F ≤ 1) and federal tax is left; 0 when no estate tax is
 * projected.
 */
export function giftToClearEstateTax(ctx: StrategyContext, growthRate: number): number {
  const h = ctx.household;
  const prior = ctx.prior ?? {};
  const o = h.estateWith(prior);
  const f = (1 + growthRate) ** h.yearsToFinalDeath;
  const excess = o.taxableEstateUsd + (prior.adjustedTaxableGiftsUsd ?? 0) - o.applicableExclusionUsd;
  const federal = excess > 0 ? (f > 1 ? excess / (f - 1) : Number.POSITIVE_INFINITY) : 0;
  const residence = prior.state ?? h.state;
  let state = 0;
  if (residence && !STATE_GIFT_TAX_STATES.includes(residence) && o.stateTaxUsd > 0) {
    const { exemptionUsd } = stateEstateTax(residence, o.taxableEstateUsd, Math.min(o.year, 2026));
    const stateExcess = o.taxableEstateUsd - exemptionUsd;
    if (stateExcess > 0) state = stateExcess / Math.max(1, f);
  }
  return Math.max(federal, state);
}

/** How a lump-sum gift's assumption reads for one strategy (see {@link sizedLumpSumGift}). */
export interface GiftSizingWords {
  /** The donors' limit as read after "below": "the grantor's basic exclusion amount of …". */
  limit: string;
  /** Who keeps what is not given, after "an assumption": ", so the couple keeps the rest", or "". */
  keepsRest: string;
  /** Follows the amount when the limit binds: ", the basic exclusion amount of …". */
  atLimit: string;
}

/**
 * A lump-sum gift sized as a planner sizes it, USD with its assumption: the smallest of the gift
 * that clears the estate tax left ({@link giftToClearEstateTax}, at the portfolio growth), the
 * donors' `limitUsd` (exclusion, GST exemption) and what the household can afford
 * (`LUMP_SUM_GIFT_SHARE` of its investment and business assets).
 */
export function sizedLumpSumGift(ctx: StrategyContext, limitUsd: number, words: GiftSizingWords): VariableValue {
  const h = ctx.household;
  const clear = giftToClearEstateTax(ctx, portfolioGrowth(ctx).value);
  const gift = round(Math.min(clear, limitUsd, affordableLumpSum(h)));
  return fixed(
    gift,
    gift === round(clear)
      ? `${formatUsd(gift)}: the gift whose growth to the final death clears the estate tax projected then (a larger gift saves no more estate tax and loses more basis step-up), below ${words.limit}`
      : gift < limitUsd
        ? `${formatUsd(gift)}: ${Math.round(LUMP_SUM_GIFT_SHARE * 100)}% of the ${formatUsd(transferableAssets(h))} of investment and business assets (an assumption${words.keepsRest}), below ${words.limit}`
        : `${formatUsd(gift)}${words.atLimit}`,
  );
}

/** Largest lump-sum gift the household can afford under `LUMP_SUM_GIFT_SHARE`, USD. */
export const affordableLumpSum = (h: Household): number => transferableAssets(h) * LUMP_SUM_GIFT_SHARE;

/**
 * Largest yearly gifting the household can afford: what its investable assets earn above its
 * spending, investable × (portfolio growth − spending rate), so that principal is kept. USD a year.
 */
export const affordableYearlyGifts = (h: Household): number =>
  investable(h) * Math.max(0, h.growth.portfolio - h.growth.spendingRate);

/** Children and grandchildren the notes state (0 when the notes give no count). */
export const statedDescendants = (f: TClientFacts): number => (f.childrenCount ?? 0) + (f.grandchildrenCount ?? 0);

/**
 * The federal mid-term AFR implied by the §7520 rate of the month, decimal: the §7520 rate is 120%
 * of the mid-term AFR rounded to the nearest 0.2% (IRC §7520(a)(2)), so the AFR is about the §7520
 * rate ÷ 1.2 (an approximation; the note uses the month's published AFR, IRC §1274(d)).
 */
export function midTermAfr(ctx: StrategyContext, what: string): VariableValue {
  const tax = ctx.household.tax;
  const afr = Math.round((tax.section7520Rate / 1.2) * 10_000) / 10_000;
  return fixed(
    afr,
    `${what}: the mid-term AFR, about ${(afr * 100).toFixed(2)}% (the ${(tax.section7520Rate * 100).toFixed(1)}% §7520 rate of ${tax.section7520RateMonth} ÷ 1.2; the note uses the month's published AFR)`,
  );
}

/** The §7520 rate of the month (IRC §7520(a)(2)) as a default. */
export function section7520Rate(ctx: StrategyContext): VariableValue {
  const tax = ctx.household.tax;
  return fixed(
    tax.section7520Rate,
    `${(tax.section7520Rate * 100).toFixed(1)}%, the §7520 rate of ${tax.section7520RateMonth}`,
  );
}

/** An appreciating asset a freeze can move: the business, a concentrated position or investment real estate. */
export interface FreezeAsset {
  key: Extract<AssetKey, "business" | "concentratedStock" | "investmentRealEstate">;
  /** Value of the whole holding today, USD, with its assumption. */
  value: VariableValue;
  /** Growth the household model assumes for this kind of asset, decimal. */
  growth: VariableValue;
  /** Basis of the whole holding, USD. */
  basis: VariableValue;
  /** "business interest", "concentrated stock position", "investment real estate". */
  what: string;
}

/** Kinds of freeze asset, in the order a freeze prefers them. */
export type FreezeKind = FreezeAsset["key"];

/**
 * The asset a freeze moves, from the facts, the first of `kinds` the notes show: the business
 * interest (its stated value, or the net worth the notes do not break down when the value is not
 * stated), a concentrated stock position (half of the taxable account, or of the unlisted assets,
 * as its value is not a fact of its own), or investment real estate. Null when none is shown.
 */
export function freezeAssetOf(
  ctx: StrategyContext,
  kinds: readonly FreezeKind[] = ["business", "concentratedStock", "investmentRealEstate"],
): FreezeAsset | null {
  const f = ctx.facts;
  const h = ctx.household;
  const g = h.growth;
  for (const kind of kinds) {
    if (kind === "business" && f.ownsBusiness) {
      const stated = h.balance.businessUsd > 0;
      const v = stated ? h.balance.businessUsd : h.balance.otherUsd;
      if (v <= 0) continue;
      return {
        key: "business",
        value: fixed(
          v,
          stated
            ? `${formatUsd(v)} business interest, as stated`
            : `${formatUsd(v)}: the business value is not stated, so the net worth the notes do not break down is taken as the business interest`,
        ),
        growth: fixed(g.business, `${(g.business * 100).toFixed(1)}% a year, the household model's business growth`),
        basis: basisOf(v, null),
        what: "business interest",
      };
    }
    if (kind === "concentratedStock" && f.hasConcentratedStock) {
      const pool = h.balance.taxableUsd > 0 ? h.balance.taxableUsd : h.balance.otherUsd;
      const v = round(pool / 2);
      if (v <= 0) continue;
      return {
        key: "concentratedStock",
        value: fixed(
          v,
          `${formatUsd(v)}: the position is not valued in the notes; half of the ${h.balance.taxableUsd > 0 ? "taxable account" : "unlisted assets"} assumed`,
        ),
        growth: fixed(g.portfolio, `${(g.portfolio * 100).toFixed(1)}% a year, the household model's portfolio growth`),
        basis: basisOf(v, null),
        what: "concentrated stock position",
      };
    }
    if (kind === "investmentRealEstate" && f.hasInvestmentRealEstate) {
      const v = f.investmentRealEstateUsd ?? h.balance.otherRealEstateUsd;
      if (v <= 0) continue;
      return {
        key: "investmentRealEstate",
        value: fixed(
          v,
          f.investmentRealEstateUsd !== null
            ? `${formatUsd(v)} of investment real estate, as stated`
            : `${formatUsd(v)}: real estate other than the home`,
        ),
        growth: fixed(
          g.realEstate,
          `${(g.realEstate * 100).toFixed(1)}% a year, the household model's real-estate growth`,
        ),
        basis: basisOf(v, f.investmentRealEstateBasisUsd),
        what: "investment real estate",
      };
    }
  }
  return null;
}

/**
 * Share of the freeze asset a freeze moves: one half, so the client keeps a controlling or
 * liquid part. An assumption, varied by the adviser.
 */
export const FREEZE_SHARE = 0.5;

/** The moved part of a freeze asset, with the assumption in words. */
export function frozenPart(a: FreezeAsset, share = FREEZE_SHARE): VariableValue {
  const v = round(a.value.value * share);
  return fixed(v, `${Math.round(share * 100)}% of the ${a.what} (${a.value.assumption}): ${formatUsd(v)}`);
}

/** The basis of the moved part: the holding's basis pro rata. */
export function frozenBasis(a: FreezeAsset, movedUsd: number): VariableValue {
  const share = a.value.value > 0 ? movedUsd / a.value.value : 0;
  const b = round(a.basis.value * share);
  return fixed(b, `${formatUsd(b)}, the moved part's share of the basis (${a.basis.assumption})`);
}

/**
 * Chance of dying within `years` from `age`, 0–1, from a Gompertz curve fitted to the US life
 * table behind the §7520 factors (Table 2010CM, Treas. Reg. §20.2031-7(d)(7)): force of mortality
 * 0.00002 × e^(0.095 × age), about 1.6% a year at 70, 4% at 80 and 10% at 90. An approximation
 * for sizing a risk premium, not a valuation.
 */
export function mortalityWithin(age: number, years: number): number {
  const a = 0.000_02;
  const b = 0.095;
  const cumulativeHazard = (a / b) * (Math.exp(b * (age + years)) - Math.exp(b * age));
  return clamp(1 - Math.exp(-cumulativeHazard), 0, 1);
}

/** Yearly cost in years 1..yearsToFinalDeath (trust administration while the household lives). */
export function yearlyToFinalDeath(ctx: StrategyContext, amountUsd: number, label: string): CashFlow[] {
  const out: CashFlow[] = [];
  if (!(amountUsd > 0)) return out;
  for (let y = 1; y <= ctx.household.yearsToFinalDeath; y++) out.push(at(y, -amountUsd, "cost", label));
  return out;
}

/** What a level programme of yearly gifts moves out of the estate by the final death. */
export interface GiftProgramme {
  /** Sum of the gifts, USD nominal (their basis: cash or securities at cost). */
  giftedUsd: number;
  /** Value at the final death, capped at the projected estate, USD nominal. */
  removedUsd: number;
}

/**
 * A gift of `yearlyUsd` made each year 0..years−1, each grown to the final death at `growthRate`:
 * Σ yearlyUsd × (1 + g)^(n − t), capped at the estate.
 */
export function yearlyGiftProgramme(h: Household, yearlyUsd: number, years: number, growthRate: number): GiftProgramme {
  const count = Math.max(0, Math.min(Math.round(years), h.yearsToFinalDeath));
  let removed = 0;
  for (let t = 0; t < count; t++) removed += valueAtFinalDeath(h, yearlyUsd, growthRate, t);
  return { giftedUsd: Math.max(0, yearlyUsd) * count, removedUsd: capToEstate(h, removed) };
}

/**
 * Ages of the client's children under 18 the facts support: the stated ages, or, when only a count
 * is stated and the client is 50 or younger (or the age is not stated), the model's default child
 * age for each (an assumption named by `DEFAULT_CHILD_AGE`); none otherwise.
 */
export function minorChildren(ctx: StrategyContext): number[] {
  const f = ctx.facts;
  if (f.childrenAges.length > 0) return f.childrenAges.filter((a) => a < 18);
  const p = ctx.household.primary;
  if ((f.childrenCount ?? 0) > 0 && (p.ageAssumed || p.age <= 50)) return minorChildrenAges(f);
  return [];
}

/** Years of qualified withdrawals assumed for each beneficiary (a four-year degree). */
const COLLEGE_YEARS = 4;

/**
 * The tax-free growth of a 529 account, as flows: the account grows at `growthRate` less the plan's
 * fee from the contributions made each year in `contributions` (year → USD) until `collegeYear`,
 * then is withdrawn evenly over four years; the income tax saved is what the same growth would
 * cost as long-term gain in a taxable account, realised in the withdrawal years on the donor's
 * return (today's brackets and income, an assumption); the plan's fee is a yearly cost. Shared by
 * the 529 strategies of this folder.
 */
export function section529Flows(
  ctx: StrategyContext,
  contributions: ReadonlyMap<number, number>,
  collegeYear: number,
  growthRate: number,
  planFeeRate: number,
): CashFlow[] {
  const flows: CashFlow[] = [];
  let balance = 0;
  let contributed = 0;
  const start = Math.max(1, Math.round(collegeYear));
  for (let y = 0; y < start; y++) {
    const c = contributions.get(y) ?? 0;
    balance += c;
    contributed += c;
    const fee = balance * planFeeRate;
    if (fee > 0 && y > 0) flows.push(at(y, -fee, "cost", "529 plan fees"));
    balance *= 1 + growthRate - planFeeRate;
  }
  const growth = Math.max(0, balance - contributed);
  for (let k = 0; k < COLLEGE_YEARS; k++) {
    const saved = taxOn(ctx, { longTermGainUsd: growth / COLLEGE_YEARS });
    if (saved > 0)
      flows.push(at(start + k, saved, "incomeTax", "tax saved: 529 growth withdrawn tax-free for qualified education"));
  }
  return flows;
}

/** One year of a rolling GRAT programme: what passed to the remainder beneficiaries that year. */
export interface GratRemainder {
  /** Years from now. */
  year: number;
  /** Remainder passed outside the estate, USD nominal. */
  amountUsd: number;
}

/**
 * A programme of rolling zeroed-out GRATs (Walton v. Commissioner, 115 T.C. 589 (2000)): `fundingUsd`
 * goes into a GRAT of `termYears` whose level annuity makes the remainder gift zero at the §7520
 * rate (`gratZeroedOutAnnuity`); every annuity received is put into a new GRAT of the same term
 * while a new GRAT can end by year `programmeYears`; later annuities stay with the client. An
 * annuity is paid from the GRAT's assets, so a GRAT that falls short pays what it has and passes
 * nothing. Returns each year's remainders, USD nominal.
 *
 * With `volatility` 0 every GRAT's assets grow at `growthRate` each year (deterministic). With a
 * volatility σ > 0 the remainders are the mean over `GRAT_RETURN_PATHS` return paths in which a
 * year's gross return is (1 + growthRate) × exp(σZ − σ²/2), Z standard normal (lognormal, so the
 * expected return is still `growthRate`), Z drawn by Latin hypercube sampling; all GRATs open in a
 * year share that year's return (one asset). This is the reason a rolling programme pays even when the expected growth does not beat
 * the §7520 rate: a GRAT whose assets fall returns them through the annuity and loses nothing but
 * its costs, while one whose assets rise keeps the excess. The paths come from a fixed seed, so
 * the same inputs always give the same figure; for a single one-year GRAT the mean is within about
 * 1% of the closed form (1 + g)·N(d1) − (1 + r)·N(d2) (a call on the assets struck at the annuity).
 * @param firstYearUpliftRate a one-time rise of the first GRAT's assets in its first year, decimal
 *   (private shares funded at an appraised value and then sold or listed at the full price).
 * @param volatility annual volatility of the asset's return, decimal (0 for deterministic growth).
 */
export function rollingGratRemainders(
  fundingUsd: number,
  growthRate: number,
  section7520Rate: number,
  termYears: number,
  programmeYears: number,
  firstYearUpliftRate = 0,
  volatility = 0,
): GratRemainder[] {
  const sigma = Math.max(0, volatility);
  if (sigma === 0)
    return rollingGratPath(
      fundingUsd,
      () => 1 + growthRate,
      section7520Rate,
      termYears,
      programmeYears,
      firstYearUpliftRate,
    );
  const years = Math.max(0, Math.round(programmeYears));
  const draws = latinHypercubeNormals(GRAT_RETURN_PATHS, years);
  const byYear = new Map<number, number>();
  for (const path of draws) {
    const gross = (year: number) => (1 + growthRate) * Math.exp(sigma * (path[year - 1] ?? 0) - (sigma * sigma) / 2);
    for (const r of rollingGratPath(fundingUsd, gross, section7520Rate, termYears, programmeYears, firstYearUpliftRate))
      byYear.set(r.year, (byYear.get(r.year) ?? 0) + r.amountUsd / GRAT_RETURN_PATHS);
  }
  return [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([year, amountUsd]) => ({ year, amountUsd }));
}

/** Return paths averaged for a GRAT programme with volatility. */
export const GRAT_RETURN_PATHS = 500;
const GRAT_PATH_SEED = 7520;

/**
 * `paths` × `years` standard normal draws by Latin hypercube sampling: each year's draws are the
 * normal quantiles of `paths` equal strata (simple-statistics' probit), in an order shuffled from a
 * fixed seed (pure-rand's xoroshiro128+), so every year's sample has the exact distribution, the
 * years are independent of one another, and a figure built on them is reproducible.
 */
function latinHypercubeNormals(paths: number, years: number): readonly (readonly number[])[] {
  const key = `${paths}x${years}`;
  const cached = DRAWS.get(key);
  if (cached) return cached;
  const rng = xoroshiro128plus(GRAT_PATH_SEED);
  const random = () => unsafeUniformIntDistribution(0, 2 ** 30 - 1, rng) / 2 ** 30;
  const strata = Array.from({ length: paths }, (_, i) => probit((i + 0.5) / paths));
  const out = Array.from({ length: paths }, () => new Array<number>(years));
  for (let y = 0; y < years; y++) {
    const order = shuffle(strata, random);
    for (let p = 0; p < paths; p++) (out[p] as number[])[y] = order[p] as number;
  }
  DRAWS.set(key, out);
  return out;
}

/** The draws already made, by paths × years (they depend on nothing else). */
const DRAWS = new Map<string, readonly (readonly number[])[]>();

/** One path of a rolling GRAT programme: `gross(year)` is year's gross return (1 + return). */
function rollingGratPath(
  fundingUsd: number,
  gross: (year: number) => number,
  section7520Rate: number,
  termYears: number,
  programmeYears: number,
  firstYearUpliftRate: number,
): GratRemainder[] {
  const term = Math.max(1, Math.round(termYears));
  const last = Math.max(0, Math.round(programmeYears));
  interface Grat {
    value: number;
    annuity: number;
    paymentsLeft: number;
  }
  let open: Grat[] = [];
  const out: GratRemainder[] = [];
  const start = (amount: number, year: number) => {
    if (amount > 0 && year + term <= last)
      open.push({ value: amount, annuity: gratZeroedOutAnnuity(amount, section7520Rate, term), paymentsLeft: term });
  };
  start(fundingUsd, 0);
  for (let year = 1; year <= last; year++) {
    let received = 0;
    let remainder = 0;
    const r = gross(year);
    for (const g of open) {
      if (g.paymentsLeft <= 0) continue;
      g.value *= r * (year === 1 ? 1 + firstYearUpliftRate : 1);
      const paid = Math.min(g.annuity, g.value);
      g.value -= paid;
      received += paid;
      g.paymentsLeft -= 1;
      if (g.paymentsLeft === 0) {
        remainder += g.value;
        g.value = 0;
      }
    }
    if (remainder > 0) out.push({ year, amountUsd: remainder });
    open = open.filter((g) => g.paymentsLeft > 0);
    start(received, year);
  }
  return out;
}

/**
 * Extra income tax a year when `valueUsd` earns `interestUsd` of note interest (ordinary income)
 * instead of the yield it would have paid in the client's portfolio (PORTFOLIO_YIELD, taxed like
 * qualified dividends, approximated at the long-term gain rates): the real calculator on the
 * household's return, today's brackets. USD a year, positive when the note costs more tax.
 */
export function extraTaxOnInterest(ctx: StrategyContext, valueUsd: number, interestUsd: number): number {
  return taxOn(ctx, { ordinaryUsd: interestUsd }) - taxOn(ctx, { longTermGainUsd: valueUsd * PORTFOLIO_YIELD.value });
}

/** The sentence naming the forgone-yield assumption of `extraTaxOnInterest`. */
export const INTEREST_TAX_ASSUMPTION = `note interest taxed as ordinary income, less the tax on the ${(PORTFOLIO_YIELD.value * 100).toFixed(0)}% yield the same value would have paid in the portfolio (${PORTFOLIO_YIELD.why})`;
